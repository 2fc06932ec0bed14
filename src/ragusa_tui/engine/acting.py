"""Whom each house acts for when a new piece sets a city building to work.

Houses act for their owners; a Powerhouse acts for whoever placed the new
piece, and around a new Powerhouse every house acts for its placer. Worked
out here only: the rules act on it, the questions the engine asks weigh it,
and the log tells it (`Event.acting`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .board import ARROW_BUILDINGS
from .events import HouseAct

if TYPE_CHECKING:
    from .board import Board
    from .state import GameState


@lru_cache(maxsize=4)
def _clockwise(board: Board) -> tuple[dict[int, tuple[int, ...]], ...]:
    """For each hex with the clockwise arrow, the spots around it from each
    of them (`Board.ring_from`), worked out once: a search asks often."""
    return tuple({s: board.ring_from(h, s) for s in board.hex_ring[h]} if kind in ARROW_BUILDINGS else {}
                 for h, kind in enumerate(board.hex_kind))


def acting_for(game: GameState, h: int, spot: int) -> list[tuple[int, int]]:
    """The houses that act at city hex `h` when the piece on `spot` sets it
    to work, in the order they act (that piece first, then clockwise), each
    as (its spot, the seat it acts for). At a building without the clockwise
    arrow only the new piece acts."""
    owner = game.owner
    ring = _clockwise(game.board)[h].get(spot)
    if ring is None:
        return [(spot, owner[spot])]
    power = game.powerhouse
    if power[spot]:
        placer = owner[spot]
        return [(s, placer) for s in ring if owner[s] >= 0]
    return [(s, owner[spot] if power[s] else owner[s]) for s in ring if owner[s] >= 0]


def houses_acting(game: GameState, spot: int) -> tuple[HouseAct, ...]:
    """For the log: at each city hex of the piece on `spot`, every house
    that acts there, whose it is and for whom."""
    owner, power = game.owner, game.powerhouse
    return tuple(HouseAct(h, s, owner[s], q, power[s])
                 for h in game.board.spot_city[spot] for s, q in acting_for(game, h, spot))
