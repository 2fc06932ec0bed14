"""Whom each house acts for when a new piece sets a city building to work.

Houses act for their owners; a Powerhouse acts for whoever placed the new
piece, and around a new Powerhouse every house acts for its placer. Worked
out here only: the rules act on it, the questions the engine asks weigh it,
and the log tells it (`Event.acting`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import ARROW_BUILDINGS
from .events import HouseAct

if TYPE_CHECKING:
    from .state import GameState


def acting_for(game: GameState, h: int, spot: int) -> list[tuple[int, int]]:
    """The houses that act at city hex `h` when the piece on `spot` sets it
    to work, in the order they act (that piece first, then clockwise), each
    as (its spot, the seat it acts for). At a building without the clockwise
    arrow only the new piece acts."""
    owner = game.owner
    placer = owner[spot]
    if game.board.hex_kind[h] not in ARROW_BUILDINGS:
        return [(spot, placer)]
    power = game.powerhouse
    if power[spot]:
        return [(s, placer) for s in game.board.ring_from(h, spot) if owner[s] >= 0]
    return [(s, placer if power[s] else owner[s]) for s in game.board.ring_from(h, spot) if owner[s] >= 0]


def houses_acting(game: GameState, spot: int) -> tuple[HouseAct, ...]:
    """For the log: at each city hex of the piece on `spot`, every house
    that acts there, whose it is and for whom."""
    owner, power = game.owner, game.powerhouse
    return tuple(HouseAct(h, s, owner[s], q, power[s])
                 for h in game.board.spot_city[spot] for s, q in acting_for(game, h, spot))
