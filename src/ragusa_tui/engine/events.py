"""Events: what an action caused, for the log: its words, and its message
(a code and its arguments, from which the words are rendered)."""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Any, Literal, NamedTuple

from ..catalogue import Message, english

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


_FIELDS = ("kind", "player", "text", "data", "acting", "message")  # an event's values, in order


class Event:
    """One thing that happened. `text` is the log line; `data` lets an
    interface highlight where it happened (spot, hex, slot, ...). A `place`
    or `powerhouse` event also says, in `acting`, every house that acts at
    the new piece's city buildings and for whom. `message` is the log line
    as a code and its arguments (`text` is its English), so that another
    language or another program can word it; every event the engine logs
    has one.

    An event made from its message alone (as the engine makes them) renders
    its English the first time `text` is read, and keeps it: a game logs
    several events a move and a search's copies or a replay read few of
    their words, so the rules do not pay for sentences nobody reads. It is
    immutable and compares, hashes and prints as the frozen dataclass it
    was, `text` among its values (`Event(kind, player, text, data, acting,
    message)`; `text` may be left out only when `message` is given)."""

    __slots__ = ("kind", "player", "_text", "data", "acting", "message")

    kind: EventKind
    player: int | None
    _text: str | None  # the English, once rendered (or as given)
    data: dict[str, Any]
    acting: tuple[HouseAct, ...]
    message: Message | None

    def __init__(self, kind: EventKind, player: int | None, text: str | None = None,
                 data: dict[str, Any] | None = None, acting: tuple[HouseAct, ...] = (),
                 message: Message | None = None) -> None:
        if text is None and message is None:
            raise TypeError("an event needs its text or its message")
        put = object.__setattr__  # immutable: set once, here (and `_text` when first rendered)
        put(self, "kind", kind)
        put(self, "player", player)
        put(self, "_text", text)
        put(self, "data", {} if data is None else data)
        put(self, "acting", acting)
        put(self, "message", message)

    @property
    def text(self) -> str:
        """The log line in English, rendered from `message` when first asked
        (the engine's words are English, whatever the screens speak)."""
        text = self._text
        if text is None:
            assert self.message is not None  # (`__init__` holds one of the two)
            text = _english(self.message)
            object.__setattr__(self, "_text", text)
        return text

    def _values(self) -> tuple[Any, ...]:
        return (self.kind, self.player, self.text, self.data, self.acting, self.message)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Event)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())  # (a TypeError, as a frozen dataclass's with a dict in it)

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(name)

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(name)

    def __reduce__(self) -> tuple[type[Event], tuple[Any, ...]]:
        """Copies and pickles are made through `__init__` (no attribute may be set)."""
        return (Event, (self.kind, self.player, self._text, self.data, self.acting, self.message))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(_FIELDS, self._values()))
        return f"Event({shown})"

    def __str__(self) -> str:
        return self.text


def _english(message: Message) -> str:
    """`message` in English, rendered once for equal messages: a game says
    the same lines again and again (a seat gaining Wood, a house at the
    Winery making Wine), and every line of a table's log is read. At most
    `_ENGLISH_KEPT` are kept: then all are forgotten."""
    text = _SAID.get(message)
    if text is None:
        if len(_SAID) >= _ENGLISH_KEPT:
            _SAID.clear()
        text = _SAID[message] = english(message)
    return text


_SAID: dict[Message, str] = {}  # message -> its English
_ENGLISH_KEPT = 1024  # the lines of a few tables' games at once
