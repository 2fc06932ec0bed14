"""The hint's thinking: what a computer player of the hint's level would do
now, with a one-line reason. It runs in a worker thread on a copy of the game
that nothing else touches (see `LocalTable.hint_job`).
"""

from __future__ import annotations

from ..ai import Verdict, make_agent
from ..catalogue import Message
from ..engine import Action, Game
from .words import action_message


def describe(game: Game, action: Action) -> str:
    """An action in words, for the hint."""
    return str(action_message(game.board, game.harbour, action))


# Moves on the map: the hint puts the map's cursor on the spot or wall slot it names.
ON_MAP = frozenset({"place", "powerhouse", "tower", "wall"})


def reason(verdict: Verdict, solo: bool) -> str:
    """Why the hint's move, in words: how it fared where it was played out."""
    return str(reason_message(verdict, solo))


def reason_message(verdict: Verdict, solo: bool) -> Message:
    """`reason` as a message ("hint.reason." codes)."""
    if verdict.tried:
        rival = Message.of("hint.reason.the_stronger_bot" if solo else "hint.reason.the_best_other_player")
        lead = round(verdict.margin)
        standing = (Message.of("hint.reason.level_with", rival=rival) if lead == 0 else
                    Message.of("hint.reason.ahead_of" if lead > 0 else "hint.reason.behind",
                               lead=abs(lead), rival=rival))
        won = Message.of("hint.reason.beat_both_bots" if solo else "hint.reason.won", won=verdict.won)
        # Every seat of those games follows simple rules: the figures compare
        # the moves, and may be far below what a player of this move can do.
        return Message.of("hint.reason.played_out", candidates=verdict.candidates, tried=verdict.tried,
                          won=won, share=100 * verdict.won // verdict.tried, standing=standing)
    if verdict.candidates <= 1:
        return Message.of("hint.reason.only_move")
    return Message.of("hint.reason.looks_best")


def advise(game: Game, seed: int, level: str) -> tuple[str, Action]:
    """The hint in words (in the language spoken), and the move it suggests,
    as the `level` computer player sees it: the move opens the sentence, its
    reason follows."""
    said, action = advice(game, seed, level)
    return str(said), action


def advice(game: Game, seed: int, level: str) -> tuple[Message, Action]:
    """`advise`'s hint as a message: a table server sends it so, for each
    seat to word it in its own language."""
    verdict = make_agent(level, seed=seed).think(game)
    move = action_message(game.board, game.harbour, verdict.action)
    return Message.of("hint.advice", move=move, reason=reason_message(verdict, game.mode == "solo")), verdict.action
