"""How the game went: each seat's VP of play at the end of every round.

The game keeps no scores by round, but a game is its config and its
actions, and replaying them is quick (a whole game in a few milliseconds),
so the VP at each round's end is read off a replay: after the action that
ends a round (every seat of the order has had its turn), the VP each seat
scored during play so far (`GameState.vp`, end scoring not included).
Public values only: nobody's secret bonus cards are counted.

>>> from ragusa_tui.engine import GameConfig, new_game
>>> game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=1))
>>> while game.round < 3:
...     _ = game.apply(game.legal_actions()[0])
>>> ends = round_ends(game.config, game.history)
>>> len(ends), all(len(vp) == 3 for vp in ends)
(2, True)
>>> noted(ends, game) == ends  # as the game stands: nothing to add
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .actions import Action
from .config import GameConfig
from .game import new_game

if TYPE_CHECKING:
    from .game import Game

RoundEnds = tuple[tuple[int, ...], ...]  # for each round ended, each seat's VP of play then


def round_ends(config: GameConfig, actions: Iterable[Action | str]) -> RoundEnds:
    """Each seat's VP of play at the end of round 1, 2, ...: every round
    that the actions end (a round under way is not in it)."""
    game = new_game(config)
    ends: RoundEnds = ()
    for action in actions:
        game.apply(action)
        ends = noted(ends, game)
    return ends


def noted(ends: RoundEnds, game: Game) -> RoundEnds:
    """`ends` brought up to `game` as it stands now: a round the game has
    just ended is added with the VP of play now, and a round taken back
    (docs/rules.md §12.9) is dropped; the rounds before are as they were,
    since nothing after a round's end changes what was scored by then. A
    table calls it after every action and take-back, so it never replays
    anything."""
    ended = min(game.turn // len(game.order), game.rounds)
    if len(ends) == ended:
        return ends
    if len(ends) > ended:
        return ends[:ended]
    return (*ends, *([tuple(game.vp)] * (ended - len(ends))))
