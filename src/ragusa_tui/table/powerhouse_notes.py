"""Extra log lines for a duel: whose houses act for whom when a Powerhouse
is involved.

The engine's lines name the player a house acts for, not the house's
colour, so without these notes a player cannot see that the opponent's
houses just worked for them. The engine says which houses act for whom
(`Event.acting` of a `place` or `powerhouse` event); a note only says it,
as a message the log renders.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..catalogue import Message, joined
from ..engine.board import ARROW_BUILDINGS, CATHEDRAL, KIND_KEYS, is_city
from .words import every_house

if TYPE_CHECKING:
    from ..engine import Event, Game


def powerhouse_notes(game: Game, event: Event) -> list[Message]:
    """The notes to log right after `event` (none for most events), each a
    "log.note" line; `game` gives only the board and the names."""
    spot = event.data.get("spot")
    if event.player is None or not isinstance(spot, int):
        return []
    if event.kind == "powerhouse":
        notes = _placed(game, event, spot, game.names[event.player])
    elif event.kind == "place":
        notes = _next_to(game, event, spot)
    else:
        return []
    return [Message.of("log.note", note=note) for note in notes]


def _placed(game: Game, event: Event, spot: int, who: str) -> list[Message]:
    """A new Powerhouse: every house around each of its buildings acts for
    the placer, `who` (docs/rules.md §8, §12.7)."""
    b = game.board
    notes = []
    for h in b.spot_hexes[spot]:
        kind = b.hex_kind[h]
        building = KIND_KEYS[kind]
        if kind == CATHEDRAL:
            notes.append(Message.of("note.cathedral", building=building))
        elif kind in ARROW_BUILDINGS:
            notes.append(Message.of("note.powerhouse_rule", building=building,
                                    pieces=_pieces(game, event, h, spot, who)))
        elif is_city(kind):
            notes.append(Message.of("note.only_the_new_house", building=building, player=who))
    if any(not is_city(b.hex_kind[h]) for h in b.spot_hexes[spot]):
        notes.append(Message.of("note.not_outside_the_city"))
    return notes


def _pieces(game: Game, event: Event, h: int, spot: int, who: str) -> Message:
    """`all 4 houses there act for Ann (the Powerhouse, 1 of Ann's, 2 of Bo's)`."""
    others = Counter(a.owner for a in event.acting if a.hex == h and a.spot != spot)
    if not others:
        return Message.of("phrase.powerhouse_alone", player=who)
    parts = [Message.of("phrase.houses_of", count=n, player=game.names[p]) for p, n in sorted(others.items())]
    listed = joined("list.comma", parts)  # "1 of Ann's, 2 of Bo's"
    return Message.of("phrase.houses_act_for", houses=every_house(sum(others.values()) + 1), player=who,
                      parts=listed)


def _next_to(game: Game, event: Event, spot: int) -> list[Message]:
    """A house built at a building with a Powerhouse takes that Powerhouse's action (§12.7)."""
    b = game.board
    notes = []
    for h in b.spot_hexes[spot]:
        if b.hex_kind[h] not in ARROW_BUILDINGS:
            continue
        for a in event.acting:
            if a.hex == h and a.spot != spot and a.powerhouse:
                notes.append(Message.of("note.acts_for_the_builder", building=KIND_KEYS[b.hex_kind[h]],
                                        owner=game.names[a.owner], player=game.names[a.player]))
    return notes
