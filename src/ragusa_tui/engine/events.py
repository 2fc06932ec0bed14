"""Events: what an action caused, for the log: its words, and its message
(a code and its arguments, from which the words are rendered)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from ..catalogue import Message

# Every kind of event (`Event.kind`); plain strings at run time.
EventKind = Literal[
    "start",  # the game begins: who starts (solo: the reserved spots)
    "harbour",  # a ship enters the harbour (or the slot stays empty)
    "bonus",  # a bonus card kept or taken
    "place",  # a house built
    "powerhouse",  # a Powerhouse placed (duel)
    "powerhouses",  # Powerhouses left become normal houses
    "patrician",  # a Patrician card drawn or discarded (solo)
    "pass",  # a house set aside: no spot to build on
    "gain",  # a resource gained from countryside or sea
    "exchange",  # Fish exchanged for a resource
    "produce",  # Wine, Oil or Silver made
    "vp",  # VP scored at the Fishmonger
    "wall",  # a wall built (Mason)
    "tower",  # a tower raised (Architect)
    "ship",  # a ship bought (Market)
    "sell",  # a commodity sold (Wharf)
    "skip",  # a player chose to buy or sell nothing
    "nothing",  # a house acted but nothing came of it
    "end",  # every house is placed: final scoring begins
    "score",  # one line of the final scores
]


class HouseAct(NamedTuple):
    """One house acting at a city building because a new piece was placed:
    which building, where the house stands, whose it is and for whom it acts
    (around a Powerhouse, not always its owner)."""

    hex: int
    spot: int
    owner: int
    player: int
    powerhouse: bool


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. `text` is the log line; `data` lets an
    interface highlight where it happened (spot, hex, slot, ...). A `place`
    or `powerhouse` event also says, in `acting`, every house that acts at
    the new piece's city buildings and for whom. `message` is the log line
    as a code and its arguments (`text` is its English), so that another
    language or another program can word it; every event the engine logs
    has one."""

    kind: EventKind
    player: int | None
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    acting: tuple[HouseAct, ...] = ()
    message: Message | None = None

    def __str__(self) -> str:
        return self.text
