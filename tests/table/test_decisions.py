"""Every kind of decision is declared once (`table.decisions`), and a kind
nobody declared is refused wherever it is met, never guessed at."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from ragusa_tui.ai.rules import rule_action
from ragusa_tui.app.widgets import board_map
from ragusa_tui.engine import DECISION_KINDS, Decision, UnknownDecision
from ragusa_tui.engine.actions import EXCHANGE_CHOICES
from ragusa_tui.table import decisions


def test_every_kind_the_engine_knows_is_declared_and_decided_somewhere() -> None:
    assert set(decisions.SPECS) == set(DECISION_KINDS)
    for kind, spec in decisions.SPECS.items():
        assert spec.kind == kind
        assert (spec.on_map is None) != (spec.dialog is None), f"{kind}: on the map or in a dialog, not both"
        assert spec.what.code == f"ask.{kind}", f"{kind}: its words are declared in the catalogue"
        assert 0 < len(str(spec.what)) <= 48, f"{kind}: its words fit the top line at 100 columns"
        assert spec.fish_first == (kind in EXCHANGE_CHOICES)


def test_the_map_modes_are_the_maps_own() -> None:
    assert {s.on_map for s in decisions.SPECS.values()} - {None} <= {board_map.SPOTS, board_map.TOWERS,
                                                                      board_map.WALLS}


def test_a_kind_nobody_declared_is_refused_everywhere() -> None:
    bogus = Decision(0, "bogus")  # type: ignore[arg-type]
    with pytest.raises(UnknownDecision, match="There is no kind of decision 'bogus' in this game."):
        decisions.spec("bogus")
    with pytest.raises(UnknownDecision):
        decisions.asked(bogus)
    with pytest.raises(UnknownDecision):
        decisions.dialog_for(SimpleNamespace(frame=lambda viewer: SimpleNamespace(decision=bogus)))  # type: ignore[arg-type]
    game = SimpleNamespace(pending=bogus, legal_actions=lambda: [])
    with pytest.raises(UnknownDecision):  # the computer players' rules: no first legal move played blind
        rule_action(game, random.Random(1))  # type: ignore[arg-type]
