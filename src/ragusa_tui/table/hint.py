"""The hint's thinking: what a computer player of the hint's level would do
now, and why in words (`reasons`): what the move brings, keeps from the
others and readies. It runs in a worker thread on a copy of the game that
nothing else touches (see `LocalTable.hint_job`); the search and the reason
look only at copies as the deciding seat may believe the game to be.
"""

from __future__ import annotations

from ..ai import make_agent
from ..catalogue import Message
from ..engine import Action, Game
from . import reasons
from .words import action_message


def describe(game: Game, action: Action) -> str:
    """An action in words, for the hint."""
    return str(action_message(game.board, game.harbour, action))


# Moves on the map: the hint puts the map's cursor on the spot or wall slot it names.
ON_MAP = frozenset({"place", "powerhouse", "tower", "wall"})


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
    return Message.of("hint.advice", move=move, reason=reasons.reason(game, verdict, seed)), verdict.action
