"""The hint's thinking: what a computer player of the hint's level would do
now, with a one-line reason. It runs in a worker thread on a copy of the game
that nothing else touches (see `LocalTable.hint_job`).
"""

from __future__ import annotations

from ..ai import Verdict, make_agent
from ..engine import Action, Game
from .words import action_words


def describe(game: Game, action: Action) -> str:
    """An action in words, for the hint."""
    return action_words(game.board, game.harbour, action)


# Moves on the map: the hint puts the map's cursor on the spot or wall slot it names.
ON_MAP = frozenset({"place", "powerhouse", "tower", "wall"})


def reason(verdict: Verdict, solo: bool) -> str:
    """Why the hint's move, in words: how it fared where it was played out."""
    if verdict.tried:
        rival = "the stronger bot" if solo else "the best other player"
        lead = round(verdict.margin)
        standing = (f"level with {rival}" if lead == 0 else
                    f"{abs(lead)} VP {'ahead of' if lead > 0 else 'behind'} {rival}")
        won = f"beat both bots {verdict.won} times" if solo else f"won {verdict.won}"
        # Every seat of those games follows simple rules: the figures compare
        # the moves, and may be far below what a player of this move can do.
        return (f"the best of the {verdict.candidates} moves tried: in {verdict.tried} quick games "
                f"played out from here, every seat following simple rules, it {won} "
                f"({100 * verdict.won // verdict.tried}%) and ended on average {standing}")
    if verdict.candidates <= 1:
        return "the only move there is"
    return "it looks best for the rest of the turn"


def advise(game: Game, seed: int, level: str) -> tuple[str, Action]:
    """The hint in words, and the move it suggests, as the `level` computer
    player sees it."""
    verdict = make_agent(level, seed=seed).think(game)
    text = describe(game, verdict.action)
    return f"{text[0].upper()}{text[1:]}: {reason(verdict, game.mode == 'solo')}.", verdict.action
