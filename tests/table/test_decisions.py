"""Every kind of decision is declared once, in the engine, and the table's
side of it follows (`table.decisions`): a kind declared there alone is
decided in a plain dialog of its legal actions, and a kind nobody declared
is refused wherever it is met, never guessed at."""

from __future__ import annotations

import random
from collections import ChainMap
from dataclasses import replace
from types import SimpleNamespace

import pytest
from support.app_table import setup

from ragusa_tui import catalogue
from ragusa_tui.ai.rules import rule_action
from ragusa_tui.app.widgets import board_map
from ragusa_tui.catalogue.entry import _e
from ragusa_tui.engine import DECISION_KINDS, Action, Decision, UnknownDecision
from ragusa_tui.engine.actions import (
    DECLARED_DECISIONS, EXCHANGE_CHOICES, SKIP, DecisionDeclaration, skip_or_first,
)
from ragusa_tui.table import decisions, prompts
from ragusa_tui.table.local import LocalTable


def test_every_kind_the_engine_knows_is_declared_and_decided_somewhere() -> None:
    assert set(decisions.SPECS) == set(DECISION_KINDS)
    for kind, spec in decisions.SPECS.items():
        assert spec.kind == kind
        assert (spec.on_map is None) != (spec.dialog is None), f"{kind}: on the map or in a dialog, not both"
        assert spec.what.code == f"ask.{kind}", f"{kind}: its words are declared in the catalogue"
        assert 0 < len(str(spec.what)) <= 48, f"{kind}: its words fit the top line at 100 columns"
        assert spec.fish_first == (kind in EXCHANGE_CHOICES)
        assert kind in catalogue.ENGLISH.words("decision"), f"{kind}: its name in a sentence is in the catalogue"


def test_the_kinds_the_game_has_keep_their_screens() -> None:
    """Derived from the engine's declarations, each kind is decided where and
    how it always was."""
    on_map = {kind: s.on_map for kind, s in decisions.SPECS.items() if s.on_map}
    assert on_map == {"place": board_map.SPOTS, "wall": board_map.WALLS, "tower": board_map.TOWERS}
    assert {kind: s.dialog for kind, s in decisions.SPECS.items() if s.dialog} == {
        "keep_bonus": prompts.keep_bonus, "order": prompts.order, "exchange": prompts.exchange,
        "buy_ship": prompts.buy_ship, "sell": prompts.sell, "rector": prompts.rector,
        "final_exchange": prompts.final_exchange}
    assert [kind for kind, s in decisions.SPECS.items() if s.beside_the_side] == [
        "keep_bonus", "exchange", "buy_ship", "sell", "rector", "final_exchange"]


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


@pytest.fixture
def juggle(monkeypatch: pytest.MonkeyPatch) -> DecisionDeclaration:
    """A made-up kind of decision declared in the engine alone, with its words."""
    declaration = DecisionDeclaration("juggle", None, skip_or_first)  # type: ignore[arg-type]
    monkeypatch.setitem(DECLARED_DECISIONS, "juggle", declaration)  # type: ignore[arg-type]
    monkeypatch.setattr(catalogue, "ENTRIES", ChainMap({"ask.juggle": _e("juggle the pieces")}, catalogue.ENTRIES))
    return declaration


def _at(kind: str, legal: tuple[Action, ...]) -> SimpleNamespace:
    """A table at its first decision, made a decision of `kind` with these legal actions."""
    real = LocalTable(setup(3))
    frame = real.frame(None)
    d = frame.decision
    assert d is not None
    asked = Decision(d.player, kind)  # type: ignore[arg-type]
    made = replace(frame, position=replace(frame.position, pending=asked), legal=legal, what=decisions.asked(asked))
    return SimpleNamespace(board=real.board, frame=lambda viewer: made)


def test_a_kind_declared_in_the_engine_alone_is_decided_in_a_dialog_of_its_legal_actions(
        juggle: DecisionDeclaration) -> None:
    spec = decisions.spec("juggle")
    assert spec.kind == "juggle" and spec.on_map is None and spec.beside_the_side and not spec.fish_first
    assert spec.what.code == "ask.juggle"
    assert str(decisions.asked(Decision(0, "juggle"))) == "juggle the pieces"  # type: ignore[arg-type]
    assert spec.dialog is prompts.legal_answers
    legal = (Action("tower", 12), Action("sell", "wine"), SKIP)
    prompt = decisions.dialog_for(_at("juggle", legal))  # type: ignore[arg-type]
    assert prompt is not None
    assert prompt.title == "Ann: juggle the pieces"
    assert [(o.label, o.action) for o in prompt.options] == [
        ("Raise a tower on spot 12", legal[0]), ("Sell 1 Wine", legal[1]), ("Skip", SKIP)]
    assert prompt.default == 0 and not prompt.exchange_key


def test_a_declared_kind_with_fish_first_offers_the_fish_key(juggle: DecisionDeclaration,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(DECLARED_DECISIONS, "juggle", replace(juggle, fish_first=True))  # type: ignore[arg-type]
    assert decisions.spec("juggle").fish_first
    prompt = prompts.legal_answers(_at("juggle", (Action("tower", 12),)))  # type: ignore[arg-type]
    assert prompt.exchange_key and [o.label for o in prompt.options] == ["Raise a tower on spot 12"]


def test_a_kind_on_the_map_gets_the_maps_mode_of_what_it_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(DECLARED_DECISIONS, "moat", DecisionDeclaration("moat", "walls"))  # type: ignore[arg-type]
    spec = decisions.spec("moat")
    assert spec.on_map == board_map.WALLS and spec.dialog is None and not spec.beside_the_side
    assert decisions.dialog_for(_at("moat", (Action("wall", 3),))) is None  # type: ignore[arg-type]


def test_a_kind_is_refused_once_its_declaration_is_gone(juggle: DecisionDeclaration,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    decisions.spec("juggle")
    monkeypatch.delitem(DECLARED_DECISIONS, "juggle")
    with pytest.raises(UnknownDecision):
        decisions.spec("juggle")
    game = SimpleNamespace(pending=Decision(0, "juggle"), legal_actions=lambda: [SKIP])  # type: ignore[arg-type]
    with pytest.raises(UnknownDecision):
        rule_action(game, random.Random(1))  # type: ignore[arg-type]
