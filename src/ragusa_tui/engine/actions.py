"""Actions: the small immutable values a player (or a replay) applies.

An action prints as ``kind`` or ``kind arg`` ("place 37", "sell wine",
"skip"); `Action.parse` reads that text back, so the action log of a save
is a list of such strings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, get_args

from ..safe_text import quoted, visible
from .board import COMMODITIES, RESOURCES
from ..errors import RagusaError

# Every kind of action (`Action.kind`) and of decision (`Decision.kind`);
# plain strings at run time, so records and JSON hold them as words.
ActionKind = Literal["place", "powerhouse", "hex", "wall", "tower", "buy", "keep",
                     "sell", "exchange", "skip", "done"]
DecisionKind = Literal["keep_bonus", "place", "order", "exchange", "wall", "tower",
                       "buy_ship", "sell", "rector", "final_exchange"]


class IllegalAction(RagusaError, ValueError):
    """An action that is not legal now, or not an action at all; the state is left unchanged."""


MAX_NUMBER: Final = 9999  # no spot, hex, slot or card number is larger
_MAX_DIGITS = len(str(MAX_NUMBER))
# Every kind of action and what its argument is: a number (spot, hex, wall
# slot, harbour slot, card), one of a few words, or nothing.
NUMBER_KINDS: frozenset[ActionKind] = frozenset({"place", "powerhouse", "hex", "wall", "tower", "buy", "keep"})
WORD_KINDS: dict[ActionKind, frozenset[str]] = {
    "sell": frozenset(COMMODITIES),
    "exchange": frozenset(r for r in RESOURCES if r != "fish"),
}
BARE_KINDS: frozenset[ActionKind] = frozenset({"skip", "done"})
assert {*NUMBER_KINDS, *WORD_KINDS, *BARE_KINDS} == set(get_args(ActionKind))

_INTERNED: dict[tuple[str, int | str | None], Action] = {}


def _shown(value: object) -> str:
    return visible(repr(value), 40)


def _problem(kind: object, arg: object) -> str | None:
    """Why (kind, arg) is not an action, in words; None if it is one."""
    if type(kind) is not str:
        return f"an action's kind must be a word, not {_shown(kind)}"
    if kind in NUMBER_KINDS:
        if type(arg) is not int or not 0 <= arg <= MAX_NUMBER:
            return f"'{kind}' takes a whole number from 0 to {MAX_NUMBER}, not {_shown(arg)}"
        return None
    if kind in WORD_KINDS:
        if type(arg) is not str or arg not in WORD_KINDS[kind]:
            words = ", ".join(sorted(WORD_KINDS[kind]))
            return f"'{kind}' takes one of {words}, not {_shown(arg)}"
        return None
    if kind in BARE_KINDS:
        return None if arg is None else f"'{kind}' takes nothing after it, not {_shown(arg)}"
    return f"{quoted(kind)} is not a kind of action"


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """One choice at a pending decision.

    Actions are interned and immutable: equal actions are the same object,
    so comparing and hashing them is by identity, which keeps legality
    checks cheap. Only known kinds with an argument of the right type and
    range exist; anything else is `IllegalAction`, and building an action
    never touches one that exists (``Action("keep", 14.0)`` is refused, not
    turned into ``keep 14``).

    >>> Action.parse("place 37")
    Action(kind='place', arg=37)
    >>> Action.parse("place 37") is Action("place", 37)
    True
    >>> str(Action("sell", "wine"))
    'sell wine'
    """

    kind: ActionKind
    arg: int | str | None = None

    def __new__(cls, kind: ActionKind | str, arg: int | str | None = None) -> Action:
        try:
            found = _INTERNED.get((kind, arg))
        except TypeError:  # unhashable argument
            found = None
        # Equal is not enough: 14.0 and True are equal to ints, yet not spot numbers.
        if found is not None and found.arg.__class__ is arg.__class__:
            return found
        why = _problem(kind, arg)
        if why is not None:
            raise IllegalAction(why)
        made = object.__new__(cls)
        object.__setattr__(made, "kind", kind)
        object.__setattr__(made, "arg", arg)
        _INTERNED[(kind, arg)] = made
        return made

    def __init__(self, kind: ActionKind | str, arg: int | str | None = None) -> None:
        """Nothing to do: `__new__` returns a finished (possibly shared) action."""

    def __reduce__(self) -> tuple[type[Action], tuple[ActionKind, int | str | None]]:
        return (Action, (self.kind, self.arg))  # copies and pickles are the interned action

    def __str__(self) -> str:
        return self.kind if self.arg is None else f"{self.kind} {self.arg}"

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action `text` spells ("place 37"); `IllegalAction` with a sentence if none."""
        if type(text) is not str:
            raise IllegalAction(f"an action is written as text, not {_shown(text)}")
        parts = text.split()
        if not parts or len(parts) > 2:
            raise IllegalAction(f"{quoted(text)} is not an action (expected 'kind' or 'kind argument')")
        if len(parts) == 1:
            return cls(parts[0])
        kind, word = parts
        if kind in NUMBER_KINDS:
            if not (word.isascii() and word.isdigit() and len(word.lstrip("0")) <= _MAX_DIGITS):
                raise IllegalAction(f"{quoted(text)} is not an action: '{kind}' takes a whole "
                                    f"number from 0 to {MAX_NUMBER}")
            return cls(kind, int(word))
        return cls(kind, word)


# Shared singletons for the argument-less actions.
SKIP = Action("skip")
DONE = Action("done")

# The kinds of decision a game can be waiting on (`Decision.kind`).
DECISION_KINDS: dict[DecisionKind, str] = {
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
assert tuple(DECISION_KINDS) == get_args(DecisionKind)


class UnknownDecision(RagusaError, KeyError):
    """A decision of a kind not in `DECISION_KINDS`: whatever meets one (the
    computer players' rules, the table's words and screens) refuses it
    rather than guess."""

    def __str__(self) -> str:
        return f"There is no kind of decision {self.args[0]!r} in this game."


# Decisions that offer cards to keep, and those at which fish may be exchanged first.
CARD_CHOICES: tuple[DecisionKind, ...] = ("keep_bonus", "rector")
EXCHANGE_CHOICES: tuple[DecisionKind, ...] = ("place", "order", "exchange", "final_exchange")


@dataclass(frozen=True, slots=True)
class Decision:
    """The decision a game is waiting on, owned by exactly one seat."""

    player: int
    kind: DecisionKind
    options: tuple[int, ...] = ()  # the cards on offer (keep_bonus, rector)
    hex: int | None = None  # the building whose house is about to act (exchange)
    spot: int | None = None  # where that house stands
