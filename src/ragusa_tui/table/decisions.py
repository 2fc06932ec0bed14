"""Every kind of decision the game can wait on, declared once: its words in
the turn header, where it is decided (on the map, in which mode, or in a
dialog, and which), and where its dialog stands on the screen.

The engine says which kinds there are (`engine.DECISION_KINDS`), which
actions each allows, and at which fish may be exchanged first
(`EXCHANGE_CHOICES`); the computer players' rule for each is `ai.rules`.
Everything a screen needs of a kind is here: a kind with no entry is an
error (`UnknownDecision`), never a silent fallback, and a test checks that
every kind the engine knows has one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from ..catalogue import Message
from ..engine.actions import DECISION_KINDS, EXCHANGE_CHOICES, DecisionKind, UnknownDecision
from . import prompts
from .prompts import Prompt

if TYPE_CHECKING:
    from ..engine import Decision
    from .view import TableView

# The map's modes a decision is made in (the map widget's names for them).
SPOTS: Final = "spots"
TOWERS: Final = "towers"
WALLS: Final = "walls"
GAME_OVER: Final = Message.of("ask.game_over")


@dataclass(frozen=True)
class DecisionSpec:
    """What the screens need of one kind of decision."""

    kind: DecisionKind
    what: Message  # what is decided, in a few words: short enough for the top line at 100 columns
    on_map: str | None = None  # the map's mode it is decided in; None: a dialog
    dialog: Callable[[TableView], Prompt] | None = None  # the dialog's options, for the decision now
    beside_the_side: bool = False  # its dialog is about the side panels: over the map, the side in sight

    @property
    def fish_first(self) -> bool:
        """Whether fish may be exchanged at it (with 2 Fish or more)."""
        return self.kind in EXCHANGE_CHOICES


SPECS: Final[dict[DecisionKind, DecisionSpec]] = {spec.kind: spec for spec in (
    DecisionSpec("keep_bonus", Message.of("ask.keep_bonus"), dialog=prompts.keep_bonus, beside_the_side=True),
    DecisionSpec("place", Message.of("ask.place"), on_map=SPOTS),
    DecisionSpec("order", Message.of("ask.order"), dialog=prompts.order),
    DecisionSpec("exchange", Message.of("ask.exchange"), dialog=prompts.exchange,
                 beside_the_side=True),
    DecisionSpec("wall", Message.of("ask.wall"), on_map=WALLS),
    DecisionSpec("tower", Message.of("ask.tower"), on_map=TOWERS),
    DecisionSpec("buy_ship", Message.of("ask.buy_ship"), dialog=prompts.buy_ship, beside_the_side=True),
    DecisionSpec("sell", Message.of("ask.sell"), dialog=prompts.sell,
                 beside_the_side=True),
    DecisionSpec("rector", Message.of("ask.rector"), dialog=prompts.rector,
                 beside_the_side=True),
    DecisionSpec("final_exchange", Message.of("ask.final_exchange"), dialog=prompts.final_exchange,
                 beside_the_side=True),
)}
assert tuple(SPECS) == tuple(DECISION_KINDS), "every kind of decision the engine knows is declared here"


def spec(kind: str) -> DecisionSpec:
    """The declaration of `kind`; `UnknownDecision` if there is none."""
    try:
        return SPECS[kind]  # type: ignore[index]  # (any text may be asked: it is refused)
    except KeyError:
        raise UnknownDecision(kind) from None


def asked(decision: Decision | None, house: Message | None = None) -> Message:
    """What the deciding player is deciding, in a few words; at an exchange,
    `house` is the house about to act (`words.acting_house`)."""
    if decision is None:
        return GAME_OVER
    if decision.kind == "exchange":
        assert house is not None  # an exchange is asked right before a house acts (docs/rules.md §12.4)
        return Message.of("ask.exchange_before", house=house)
    return spec(decision.kind).what


def dialog_for(session: TableView) -> Prompt | None:
    """The dialog for the pending decision, or None if it is made on the map
    (or the game is over)."""
    frame = session.frame(None)
    d = frame.decision
    if d is None:
        return None
    build = spec(d.kind).dialog
    if build is None:
        return None
    prompt = build(session)
    block = session.frame(d.player).exchange_block
    if block is not None and d.kind not in ("exchange", "final_exchange"):
        prompt = replace(prompt, exchange_key=False, fish_note=str(block))
    return prompt
