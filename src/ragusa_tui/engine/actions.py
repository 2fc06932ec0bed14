"""Actions: the small immutable values a player (or a replay) applies.

An action prints as ``kind`` or ``kind arg`` ("place 37", "sell wine",
"skip"); `Action.parse` reads that text back, so the action log of a save
is a list of such strings.
"""

from __future__ import annotations

from dataclasses import dataclass


class IllegalAction(ValueError):
    """An action that is not legal now; the state is left unchanged."""


_INTERNED: dict[tuple[str, int | str | None], Action] = {}


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """One choice at a pending decision.

    Actions are interned: equal actions are the same object, so comparing
    and hashing them is by identity, which keeps legality checks cheap.

    >>> Action.parse("place 37")
    Action(kind='place', arg=37)
    >>> Action.parse("place 37") is Action("place", 37)
    True
    >>> str(Action("sell", "wine"))
    'sell wine'
    """

    kind: str
    arg: int | str | None = None

    def __new__(cls, kind: str, arg: int | str | None = None) -> Action:
        key = (kind, arg)
        try:
            found = _INTERNED.get(key)
        except TypeError:
            raise TypeError(f"an action's argument must be a number or a word, not {arg!r}") from None
        if found is None:
            found = _INTERNED[key] = object.__new__(cls)
        return found

    def __getnewargs__(self) -> tuple[str, int | str | None]:
        return (self.kind, self.arg)

    def __str__(self) -> str:
        return self.kind if self.arg is None else f"{self.kind} {self.arg}"

    @classmethod
    def parse(cls, text: str) -> Action:
        parts = text.split()
        if not parts or len(parts) > 2 or not parts[0].isidentifier():
            raise IllegalAction(f"'{text}' is not an action (expected 'kind' or 'kind argument')")
        if len(parts) == 1:
            return cls(parts[0])
        arg = parts[1]
        return cls(parts[0], int(arg) if arg.isascii() and arg.isdigit() else arg)


# Shared singletons for the argument-less actions.
SKIP = Action("skip")
DONE = Action("done")

# The kinds of decision a game can be waiting on (`Decision.kind`).
DECISION_KINDS = {
    "keep_bonus": "keep 1 of the bonus cards dealt at setup ('keep <card>')",
    "place": "place a house ('place <spot>'), or exchange fish first ('exchange <resource>')",
    "order": "choose which of the new house's hexes acts next ('hex <hex>'), or exchange fish",
    "exchange": "exchange fish right before one's house acts ('exchange <resource>' or 'done')",
    "wall": "Mason: choose the empty wall slot to build ('wall <slot>')",
    "tower": "Architect: choose the tower spot ('tower <spot>')",
    "buy_ship": "Market: buy one affordable ship ('buy <harbour slot>') or 'skip'",
    "sell": "Wharf: sell one Wine, Oil or Silver ('sell <commodity>') or 'skip'",
    "rector": "Rector's Palace: keep 1 of the 2 cards drawn ('keep <card>')",
    "final_exchange": "final scoring: exchange fish before the bonus cards score, or 'done'",
}


@dataclass(frozen=True, slots=True)
class Decision:
    """The decision a game is waiting on, owned by exactly one seat."""

    player: int
    kind: str
    options: tuple[int, ...] = ()  # the cards on offer (keep_bonus, rector)
    hex: int | None = None  # the building whose house is about to act (exchange)
    spot: int | None = None  # where that house stands
