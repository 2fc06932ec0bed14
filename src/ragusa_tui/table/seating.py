"""What the app keeps in a save beside the engine's record: the seats'
colours, the hand-over choice, and whether the file is a game's autosave.

The engine ignores this part of the file (the record allows extra keys). It
is read leniently: a missing or hand-edited value falls back to its default
instead of refusing a save whose game itself is sound.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..storage.ownership import APP_KEY
from . import look

KEY = APP_KEY


@dataclass(frozen=True)
class Seating:
    """Colour names by seat, the hand-over choice, and whether autosave
    may write over the file (only files the app made as autosaves)."""

    colours: tuple[str, ...]
    handover: bool = True
    autosave: bool = False
    computers: tuple[str, ...] = ()  # a computer level by seat, "" for a person

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"colours": list(self.colours), "handover": self.handover,
                               "autosave": self.autosave}
        if self.computers:
            out["computers"] = list(self.computers)
        return out


def default_colours(seats: int) -> tuple[str, ...]:
    """The first colours in the new-game form's order."""
    return tuple(look.COLOURS[i % len(look.COLOURS)].name for i in range(seats))


def read_seating(extra: dict[str, Any] | None, seats: int) -> Seating:
    """The seating stored in a record's extra keys, or defaults for `seats` seats."""
    data = (extra or {}).get(KEY)
    if not isinstance(data, dict):
        return Seating(default_colours(seats))
    colours = data.get("colours")
    chosen = tuple(colours) if (
        isinstance(colours, list) and len(colours) >= seats
        and all(isinstance(c, str) and c in look.COLOUR_BY_NAME for c in colours)
        and len(set(colours)) == len(colours)) else default_colours(seats)
    handover, autosave = data.get("handover"), data.get("autosave")
    computers = data.get("computers")
    # Levels by seat; anything odd, or no person left, seats people everywhere.
    known = ("", "easy", "medium", "hard", "expert")
    if not (isinstance(computers, list) and len(computers) == seats
            and all(isinstance(c, str) and c in known for c in computers) and "" in computers):
        computers = []
    return Seating(chosen,
                   handover if isinstance(handover, bool) else True,
                   autosave if isinstance(autosave, bool) else False,
                   tuple(computers))


def palette(colours: tuple[str, ...], seats: int) -> list[look.PlayerColour]:
    """A colour for each of `seats` seats: the given ones, then unused ones,
    so a record holding fewer colours than seats still draws every seat."""
    chosen = [look.COLOUR_BY_NAME[c] for c in colours[:seats]]
    spare = [c for c in look.COLOURS if c not in chosen]
    while len(chosen) < seats:
        chosen.append(spare.pop(0) if spare else look.COLOURS[len(chosen) % len(look.COLOURS)])
    return chosen
