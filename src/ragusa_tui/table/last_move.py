"""The last move, as the map marks it: the last house built, and the walls
and towers built since (in that turn). The game and the replay viewer both
work it out from the events, the same way."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..engine import Event

HOUSE_KINDS = frozenset({"place", "powerhouse"})


@dataclass(frozen=True, slots=True)
class LastMove:
    """What the map marks as the last move."""

    spot: int | None = None
    slots: frozenset[int] = frozenset()
    towers: frozenset[int] = frozenset()

    def after(self, events: Iterable[Event]) -> LastMove:
        """The marks once `events` have happened: a new house starts a new
        turn's marks; walls and towers join the turn's."""
        spot, slots, towers = self.spot, self.slots, self.towers
        for e in events:
            if e.kind in HOUSE_KINDS and isinstance(e.data.get("spot"), int):
                spot, slots, towers = e.data["spot"], frozenset(), frozenset()
            elif e.kind == "wall" and isinstance(e.data.get("slot"), int):
                slots = slots | {e.data["slot"]}
            elif e.kind == "tower" and isinstance(e.data.get("spot"), int):
                towers = towers | {e.data["spot"]}
        if (spot, slots, towers) == (self.spot, self.slots, self.towers):
            return self
        return LastMove(spot, slots, towers)


class MarksOfTheLastMove:
    """What a table tells the map of its `last_move` (LocalTable, RemoteTable)."""

    last_move: LastMove

    @property
    def last_spot(self) -> int | None:
        """The spot of the last house built."""
        return self.last_move.spot

    @property
    def recent_slots(self) -> frozenset[int]:
        """The wall slots built since the last house."""
        return self.last_move.slots

    @property
    def recent_towers(self) -> frozenset[int]:
        """The tower spots built since the last house."""
        return self.last_move.towers
