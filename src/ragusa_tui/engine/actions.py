"""Actions: the small immutable values a player (or a replay) applies.

An action prints as ``kind`` or ``kind arg`` ("place 37", "sell wine",
"skip"); `Action.parse` reads that text back, so the action log of a save
is a list of such strings.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Literal, get_args

from ..catalogue import ENGLISH, Message, english
from ..safe_text import visible
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
# Each action's text, spelt once when it is made: a record spells every
# action played so far, and a hosted table writes its record after every move.
_TEXTS: dict[Action, str] = {}


def _shown(value: object) -> str:
    return visible(repr(value), 40)


def _problem(kind: object, arg: object) -> Message | None:
    """Why (kind, arg) is not an action; None if it is one."""
    if type(kind) is not str:
        return Message.of("refusal.kind_not_word", shown=_shown(kind))
    if kind in NUMBER_KINDS:
        if type(arg) is not int or not 0 <= arg <= MAX_NUMBER:
            return Message.of("refusal.takes_number", kind=kind, most=MAX_NUMBER, shown=_shown(arg))
        return None
    if kind in WORD_KINDS:
        if type(arg) is not str or arg not in WORD_KINDS[kind]:
            # The words are an action's own, as written: listed, not worded.
            words = ", ".join(sorted(WORD_KINDS[kind]))
            return Message.of("refusal.takes_word", kind=kind, words=words, shown=_shown(arg))
        return None
    if kind in BARE_KINDS:
        return None if arg is None else Message.of("refusal.takes_nothing", kind=kind, shown=_shown(arg))
    return Message.of("refusal.unknown_kind", kind=visible(kind, 40))


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
        _TEXTS[made] = kind if arg is None else f"{kind} {arg}"
        return made

    def __init__(self, kind: ActionKind | str, arg: int | str | None = None) -> None:
        """Nothing to do: `__new__` returns a finished (possibly shared) action."""

    def __reduce__(self) -> tuple[type[Action], tuple[ActionKind, int | str | None]]:
        return (Action, (self.kind, self.arg))  # copies and pickles are the interned action

    def __str__(self) -> str:
        return _TEXTS[self]

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action `text` spells ("place 37"); `IllegalAction` with a sentence if none."""
        if type(text) is not str:
            raise IllegalAction(Message.of("refusal.not_text", shown=_shown(text)))
        parts = text.split()
        if not parts or len(parts) > 2:
            raise IllegalAction(Message.of("refusal.not_an_action_form", text=visible(text, 40)))
        if len(parts) == 1:
            return cls(parts[0])
        kind, word = parts
        if kind in NUMBER_KINDS:
            if not (word.isascii() and word.isdigit() and len(word.lstrip("0")) <= _MAX_DIGITS):
                raise IllegalAction(Message.of("refusal.number_expected", text=visible(text, 40), kind=kind,
                                               most=MAX_NUMBER))
            return cls(kind, int(word))
        return cls(kind, word)


# Shared singletons for the argument-less actions.
SKIP = Action("skip")
DONE = Action("done")

# What a decision made on the map chooses: a building spot, an empty wall
# slot or a tower spot (the map's modes are named the same).
OnMap = Literal["spots", "walls", "towers"]


def first_legal(legal: Sequence[Action]) -> Action:
    """The first legal action: for a choice where the computer players know
    no better, in the engine's own order (always the same game again)."""
    return legal[0]


def skip_or_first(legal: Sequence[Action]) -> Action:
    """'skip' or 'done' when the decision allows saying no, else the first
    legal action: a computer player with no rule for it changes nothing it
    need not change."""
    return next((action for action in legal if action in (SKIP, DONE)), legal[0])


@dataclass(frozen=True, slots=True)
class DecisionDeclaration:
    """A kind of decision, declared once: everything outside the rules
    themselves (the screens, the computer players) follows from it.

    Its words are found by its name in the catalogue: what it asks
    ("ask.<kind>"), its line in `DECISION_KINDS` ("help.decision.<kind>")
    and its name in a sentence (the "decision" words)."""

    kind: DecisionKind
    on_map: OnMap | None  # what is chosen on the map; None: one of a few answers, in a dialog
    # What a computer player chooses, of the legal actions, where it has no rule of its own (`ai.rules`).
    fallback: Callable[[Sequence[Action]], Action] = first_legal
    offers_cards: bool = False  # its options are bonus cards to keep, secret to the others
    fish_first: bool = False  # fish may be exchanged first at it (docs/rules.md §12.4)


# Every kind of decision a game can be waiting on (`Decision.kind`), in the
# order of `DecisionKind`.
DECLARED_DECISIONS: dict[DecisionKind, DecisionDeclaration] = {d.kind: d for d in (
    DecisionDeclaration("keep_bonus", None, offers_cards=True),
    DecisionDeclaration("place", "spots", fish_first=True),
    DecisionDeclaration("order", None, fish_first=True),
    DecisionDeclaration("exchange", None, skip_or_first, fish_first=True),
    DecisionDeclaration("wall", "walls"),
    DecisionDeclaration("tower", "towers"),
    DecisionDeclaration("buy_ship", None, skip_or_first),
    DecisionDeclaration("sell", None, skip_or_first),
    DecisionDeclaration("rector", None, offers_cards=True),
    DecisionDeclaration("final_exchange", None, skip_or_first, fish_first=True),
)}
assert tuple(DECLARED_DECISIONS) == get_args(DecisionKind), "every kind of decision is declared, in order"

# Each kind of decision with what it asks, in the catalogue's words ("help.decision.<kind>").
DECISION_KINDS: dict[DecisionKind, str] = {
    kind: ENGLISH.text(f"help.decision.{kind}") for kind in DECLARED_DECISIONS
}


class UnknownDecision(RagusaError, KeyError):
    """A decision of a kind not in `DECISION_KINDS`: whatever meets one (the
    computer players' rules, the table's words and screens) refuses it
    rather than guess."""

    def __init__(self, kind: object) -> None:
        super().__init__(kind)  # a KeyError of the kind, as `args` has always said
        self.message = Message.of("refusal.unknown_decision", kind=repr(kind))

    def __str__(self) -> str:
        return english(self.message) if self.message is not None else super().__str__()


def declared(kind: object) -> DecisionDeclaration:
    """The declaration of `kind`; `UnknownDecision` if there is none (any
    value may be asked, from a save or the network: it is refused)."""
    try:
        return DECLARED_DECISIONS[kind]  # type: ignore[index]
    except (KeyError, TypeError):  # TypeError: not even hashable
        raise UnknownDecision(kind) from None


# Decisions that offer cards to keep, and those at which fish may be exchanged first.
CARD_CHOICES: tuple[DecisionKind, ...] = tuple(k for k, d in DECLARED_DECISIONS.items() if d.offers_cards)
EXCHANGE_CHOICES: tuple[DecisionKind, ...] = tuple(k for k, d in DECLARED_DECISIONS.items() if d.fish_first)


@dataclass(frozen=True, slots=True)
class Decision:
    """The decision a game is waiting on, owned by exactly one seat."""

    player: int
    kind: DecisionKind
    options: tuple[int, ...] = ()  # the cards on offer (keep_bonus, rector)
    hex: int | None = None  # the building whose house is about to act (exchange)
    spot: int | None = None  # where that house stands
