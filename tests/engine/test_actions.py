"""Actions are a known kind with an argument of the right type and range,
immutable, and building one never changes another; bad input to the engine
is `IllegalAction` or `RecordError` with a sentence."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError, replace
from typing import Any, get_args

import pytest

from ragusa_tui.engine import (
    DECISION_KINDS, DECLARED_DECISIONS, Action, DecisionKind, GameConfig, IllegalAction, RecordError, UnknownDecision,
    load_game, new_game,
)
from ragusa_tui.engine.actions import (
    CARD_CHOICES, DONE, EXCHANGE_CHOICES, SKIP, declared, first_legal, skip_or_first,
)


def three() -> object:
    return new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=4))


@pytest.mark.parametrize(("kind", "arg"), [
    ("keep", 14.0), ("place", True), ("place", False), ("place", -1), ("place", 10_000),
    ("place", "37"), ("place", None), ("sell", "fish"), ("sell", 1), ("exchange", "fish"),
    ("skip", 1), ("done", "x"), ("dance", None), ("", None), (3, None), ("place", [1]), ("place", 2**80),
])
def test_only_known_kinds_with_fitting_arguments_are_actions(kind: object, arg: object) -> None:
    with pytest.raises(IllegalAction) as caught:
        Action(kind, arg)  # type: ignore[arg-type]
    assert str(caught.value) and "\n" not in str(caught.value)


def test_building_an_action_never_changes_an_existing_one() -> None:
    game = three()
    first = game.legal_actions()[0]  # keep <card>
    game.apply(first)
    text = game.to_json()
    for bad in ((first.kind, float(first.arg)), (first.kind, True)):
        with pytest.raises(IllegalAction):
            Action(*bad)
    assert first.arg.__class__ is int and str(first) == f"keep {first.arg}"
    assert game.to_json() == text and load_game(text) == game


def test_actions_are_immutable_and_interned() -> None:
    a = Action("place", 37)
    with pytest.raises(FrozenInstanceError):
        a.arg = 38  # type: ignore[misc]
    assert Action.parse("place 37") is a is Action(kind="place", arg=37)
    assert copy.copy(a) is a and copy.deepcopy(a) is a and pickle.loads(pickle.dumps(a)) is a
    assert replace(a) is a and replace(a, arg=38) is Action("place", 38)
    assert Action("place", 37).arg == 37  # a second construction left it alone


@pytest.mark.parametrize("bad", [Action.__new__, "keep 14.0", "place True", "place " + "9" * 5000, "",
                                 "place 1 2", "\x1b]0;X\x07", 12, None, b"skip"])
def test_apply_refuses_anything_not_legal_with_illegal_action(bad: object) -> None:
    game = three()
    before = game.to_json()
    with pytest.raises(IllegalAction) as caught:
        game.apply(bad)  # type: ignore[arg-type]
    message = str(caught.value)
    assert len(message) < 200 and message.isprintable()
    assert game.to_json() == before


@pytest.mark.parametrize("bad", [None, 7, [], {"format": "ragusa-game"}, b"", "null"])
def test_load_game_refuses_anything_that_is_no_record(bad: object) -> None:
    with pytest.raises(RecordError) as caught:
        load_game(bad)  # type: ignore[arg-type]
    assert str(caught.value)


def test_parse_reads_what_str_writes() -> None:
    game = three()
    import random

    rng = random.Random(3)
    while not game.is_over:
        for action in game.legal_actions():
            assert Action.parse(str(action)) is action
        game.apply(rng.choice(game.legal_actions()))


def test_a_wall_slot_or_tower_spot_refused_says_why() -> None:
    """At the Mason's or the Architect's decision, a slot or spot that cannot
    be chosen is refused with what is wrong with it, not with the decision
    that is awaited."""
    import random

    asked: dict[str, Any] = {}
    pick = random.Random(2)
    for seed in range(40):
        game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=seed))
        while not game.is_over and len(asked) < 2:
            kind = game.pending.kind  # type: ignore[union-attr]
            if kind in ("wall", "tower") and kind not in asked and max(game.walls) >= 0:
                asked[kind] = game.copy()
            game.apply(pick.choice(game.legal_actions()))
        if len(asked) == 2:
            break
    wall, tower = asked["wall"], asked["tower"]
    built = next(slot for slot, who in enumerate(wall.walls) if who >= 0)
    cases = [(wall, Action("wall", 99), "wall slot 99: there is no such wall slot"),
             (wall, Action("wall", built), f"wall slot {built}: it already has a wall"),
             (tower, Action("tower", 999), "spot 999: there is no such spot"),
             (tower, Action("tower", 0 if 0 not in tower.board.tower_spots else 1), "no tower goes there")]
    raised = tower.copy()
    spot = tower.board.tower_spots[0]
    raised.tower[spot] = 0  # a tower put there by hand
    cases.append((raised, Action("tower", spot), f"spot {spot}: a tower stands there already"))
    for game, action, why in cases:
        before = game.to_json()
        with pytest.raises(IllegalAction, match=why):
            game.apply(action)
        assert game.to_json() == before


def test_every_kind_of_decision_is_declared_once_in_the_engines_order() -> None:
    """The one declaration of each kind: what it chooses on the map (or
    None: a dialog), which offer cards and at which fish may be exchanged
    first, as the rules have always had them (docs/rules.md §3, §5, §12.4)."""
    assert tuple(DECLARED_DECISIONS) == get_args(DecisionKind) == tuple(DECISION_KINDS)
    assert all(kind == d.kind for kind, d in DECLARED_DECISIONS.items())
    assert {kind: d.on_map for kind, d in DECLARED_DECISIONS.items() if d.on_map} == {
        "place": "spots", "wall": "walls", "tower": "towers"}
    assert CARD_CHOICES == ("keep_bonus", "rector")
    assert EXCHANGE_CHOICES == ("place", "order", "exchange", "final_exchange")
    assert declared("sell") is DECLARED_DECISIONS["sell"]
    for nothing in ("juggle", "", None, ["place"]):
        with pytest.raises(UnknownDecision):
            declared(nothing)


def test_the_fallbacks_answer_with_a_legal_action() -> None:
    ship, exchange = Action("buy", 2), Action("exchange", "wood")
    assert first_legal([ship, SKIP]) is ship
    assert skip_or_first([ship, SKIP]) is SKIP and skip_or_first([exchange, DONE]) is DONE
    assert skip_or_first([exchange, ship]) is exchange
