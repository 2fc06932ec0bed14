"""Extra log lines for a duel: whose houses act for whom when a Powerhouse
is involved.

The engine's lines name the player a house acts for, not the house's
colour, so without these notes a player cannot see that the opponent's
houses just worked for them. The engine says which houses act for whom
(`Event.acting` of a `place` or `powerhouse` event); a note only words it.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..engine.board import ARROW_BUILDINGS, CATHEDRAL, is_city
from .look import every

if TYPE_CHECKING:
    from ..engine import Event, Game

PREFIX = "↳ "


def powerhouse_notes(game: Game, event: Event) -> list[str]:
    """The notes to log right after `event` (none for most events); `game`
    gives only the board and the names."""
    spot = event.data.get("spot")
    if event.player is None or not isinstance(spot, int):
        return []
    if event.kind == "powerhouse":
        return _placed(game, event, spot, game.names[event.player])
    if event.kind == "place":
        return _next_to(game, event, spot)
    return []


def _placed(game: Game, event: Event, spot: int, who: str) -> list[str]:
    """A new Powerhouse: every house around each of its buildings acts for the placer, `who`."""
    b = game.board
    notes = []
    for h in b.spot_hexes[spot]:
        kind = b.hex_kind[h]
        label = b.hex_label(h)
        if kind == CATHEDRAL:
            notes.append(f"{PREFIX}At the {label} a Powerhouse scores nothing: only houses count there.")
        elif kind in ARROW_BUILDINGS:
            notes.append(f"{PREFIX}Powerhouse rule at the {label}: {_pieces(game, event, h, spot, who)}.")
        elif is_city(kind):
            notes.append(f"{PREFIX}At the {label} only the new house acts: the Powerhouse, for {who}.")
    if any(not is_city(b.hex_kind[h]) for h in b.spot_hexes[spot]):
        notes.append(f"{PREFIX}A Powerhouse gains nothing from countryside or sea.")
    return notes


def _pieces(game: Game, event: Event, h: int, spot: int, who: str) -> str:
    """`all 4 houses there act for Ann (the Powerhouse, 1 of Ann's, 2 of Bo's)`."""
    others = Counter(a.owner for a in event.acting if a.hex == h and a.spot != spot)
    if not others:
        return f"only the Powerhouse stands there; it acts for {who}"
    parts = ", ".join(f"{n} of {game.names[p]}'s" for p, n in sorted(others.items()))
    return f"{every(sum(others.values()) + 1, 'house')} there act for {who} (the Powerhouse, {parts})"


def _next_to(game: Game, event: Event, spot: int) -> list[str]:
    """A house built at a building with a Powerhouse takes that Powerhouse's action."""
    b = game.board
    notes = []
    for h in b.spot_hexes[spot]:
        if b.hex_kind[h] not in ARROW_BUILDINGS:
            continue
        for a in event.acting:
            if a.hex == h and a.spot != spot and a.powerhouse:
                notes.append(f"{PREFIX}The Powerhouse at the {b.hex_label(h)} (placed by {game.names[a.owner]}) "
                             f"acts for {game.names[a.player]}, who just built there.")
    return notes
