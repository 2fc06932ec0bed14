"""Every kind of decision the game can wait on, as the screens see it: its
words in the turn header, where it is decided (on the map, in which mode, or
in a dialog, and which), and where its dialog stands on the screen.

All of it follows from the engine's declaration of the kind
(`engine.actions.DECLARED_DECISIONS`): what it asks is the catalogue's
"ask.<kind>", the map's mode is what the engine says is chosen on the map,
and a dialog is the kind's own in `prompts.DIALOGS`, else the plain list of
its legal actions (`prompts.legal_answers`). The computer players' rule for
each is `ai.rules`. A kind the engine does not declare is an error
(`UnknownDecision`), never a silent fallback.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, Final

from ..catalogue import Message
from ..engine.actions import DECLARED_DECISIONS, DecisionDeclaration, DecisionKind, declared
from . import prompts
from .prompts import Prompt

if TYPE_CHECKING:
    from ..engine import Decision
    from .view import TableView

GAME_OVER: Final = Message.of("ask.game_over")


@dataclass(frozen=True)
class DecisionSpec:
    """What the screens need of one kind of decision."""

    kind: DecisionKind
    what: Message  # what is decided, in a few words: short enough for the top line at 100 columns
    on_map: str | None = None  # the map's mode it is decided in; None: a dialog
    dialog: Callable[[TableView], Prompt] | None = None  # the dialog's options, for the decision now
    beside_the_side: bool = False  # its dialog is about the side panels: over the map, the side in sight
    fish_first: bool = False  # fish may be exchanged at it (with 2 Fish or more)


@cache
def _spec(declaration: DecisionDeclaration) -> DecisionSpec:
    """The screens' side of a declared kind (made once a declaration)."""
    kind = declaration.kind
    if declaration.on_map is not None:
        return DecisionSpec(kind, Message.of(f"ask.{kind}"), on_map=declaration.on_map,
                            fish_first=declaration.fish_first)
    return DecisionSpec(kind, Message.of(f"ask.{kind}"), dialog=prompts.DIALOGS.get(kind, prompts.legal_answers),
                        beside_the_side=kind not in prompts.BESIDE_THE_SPOT, fish_first=declaration.fish_first)


def spec(kind: str) -> DecisionSpec:
    """The declaration of `kind`; `UnknownDecision` if the engine declares none."""
    return _spec(declared(kind))


# Every kind the engine declares, in its order.
SPECS: Final[dict[DecisionKind, DecisionSpec]] = {kind: spec(kind) for kind in DECLARED_DECISIONS}


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
