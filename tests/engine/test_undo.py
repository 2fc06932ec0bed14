"""Taking back the last action (`Game.undo`).

An undone action must leave no trace: the game equals, for every viewer, the
game in which it never happened (snapshot, legal actions, record, random
state). Undo is refused, with a sentence and nothing changed, where it would
reveal hidden information (ship, bonus or Patrician draws, final scoring) or
take back another player's decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.helpers import by_profile

from ragusa_tui.engine import Game, GameConfig, UndoRefused, load_game, new_game

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")
SETUPS = [("standard", 3), ("standard", 4), ("standard", 5), ("duel", 2), ("solo", 1)]


def config(mode: str, seats: int, seed: int) -> GameConfig:
    return GameConfig(mode=mode, players=list(NAMES[:seats]), seed=seed)


def assert_same(game: Game, other: Game) -> None:
    """The two games agree in everything an observer can tell: state and random
    state, the snapshot for every viewer, the record and the legal actions."""
    assert game.state_key() == other.state_key()
    assert game.rng == other.rng and game.pending == other.pending
    for viewer in [None, *range(game.n)]:
        assert game.snapshot(viewer) == other.snapshot(viewer)
    assert game.to_json() == other.to_json()
    assert game.legal_actions() == other.legal_actions()
    assert game.setup_events == other.setup_events


def positions(mode: str, seats: int, seed: int) -> Iterator[tuple[Game, random.Random]]:
    """Every position of one random game, before each action."""
    game = new_game(config(mode, seats, seed))
    chooser = random.Random(seed)
    while not game.is_over:
        yield game, chooser
        if not game.is_over:  # the caller may have played the position on
            game.apply(chooser.choice(game.legal_actions()))


def test_apply_then_undo_gives_back_the_same_game_in_every_position() -> None:
    """Every position of random games of each mode (over 2,000 take-backs in
    the thorough profile)."""
    undone = refused = 0
    for seed in range(by_profile(6, 18)):
        for mode, seats in SETUPS:
            for game, chooser in positions(mode, seats, seed):
                before = game.copy()
                action = chooser.choice(game.legal_actions())
                game.apply(action)
                after = game.copy()
                if game.can_undo:
                    taken = game.undo()
                    assert taken.action is action
                    assert_same(game, before)
                    game.apply(action)  # play on as if nothing had happened
                    undone += 1
                else:
                    with pytest.raises(UndoRefused, match=r"\.$"):
                        game.undo()
                    refused += 1
                assert game == after
    assert undone >= by_profile(600, 2000)
    assert refused >= by_profile(30, 100)


def test_the_game_kept_before_each_action_answers_as_the_replay_does() -> None:
    """A game asked about take-backs keeps a copy of itself before each action
    instead of replaying the record when asked: every answer, and the take-back
    itself, equal those of the same game loaded from its record (which replays)."""
    for seed in range(by_profile(1, 10)):
        for mode, seats in SETUPS:
            for game, chooser in positions(mode, seats, seed):
                game.undo_problem()  # from now on the game keeps the game before each action
                game.apply(chooser.choice(game.legal_actions()))
                if game.is_over:
                    break
                replayed = load_game(game.to_json())
                assert game.last_decision == replayed.last_decision
                for player in [None, *range(game.n)]:
                    assert game.undo_problem(player) == replayed.undo_problem(player)
                if game.can_undo:  # (the game then plays on from the position before)
                    assert game.undo() == replayed.undo()
                    assert_same(game, replayed)


def first_position(check: Callable[[Game], bool], setups=SETUPS, seeds=range(40)) -> Game:
    """The first position of some random game, right after an action, where `check` holds."""
    for seed in seeds:
        for mode, seats in setups:
            game = new_game(config(mode, seats, seed))
            chooser = random.Random(seed)
            while not game.is_over:
                game.apply(chooser.choice(game.legal_actions()))
                if check(game):
                    return game
    raise AssertionError("no such position in the games tried")


def refused_with(game: Game, words: str) -> None:
    before = game.copy()
    problem = game.undo_problem()
    assert problem is not None and words in problem and problem.endswith(".")
    assert not game.can_undo
    with pytest.raises(UndoRefused) as refusal:
        game.undo()
    assert str(refusal.value) == problem
    assert_same(game, before)


def test_nothing_to_take_back_at_the_start() -> None:
    refused_with(new_game(config("standard", 3, 1)), "nothing to take back")


def test_a_ship_drawn_into_the_harbour_cannot_be_taken_back() -> None:
    game = first_position(lambda g: g.history[-1].kind == "buy")
    refused_with(game, "a new ship has been drawn into the harbour")


def test_the_rector_draw_cannot_be_taken_back_but_the_keep_can() -> None:
    game = first_position(lambda g: g.pending is not None and g.pending.kind == "rector",
                          setups=SETUPS[:4])
    refused_with(game, "the Rector's Palace has drawn 2 bonus cards")
    before = game.copy()
    game.apply(game.legal_actions()[0])
    game.undo()
    assert_same(game, before)


def test_the_patrician_draw_cannot_be_taken_back() -> None:
    game = first_position(lambda g: g.turn % 3 == g.order.index(0) and len(g.history) > 1
                          and g.pending.kind == "place"  # type: ignore[union-attr]
                          and g.history[-1].kind != "exchange", setups=[("solo", 1)])
    refused_with(game, "the Patrician has played since")


def test_a_refusal_names_everything_hidden_that_came_out() -> None:
    """A ship bought at the end of one's turn, then the Patrician's turns: the
    refusal names both, whichever a screen showing the moves has reached."""
    for seed in range(40):
        game = new_game(config("solo", 1, seed))
        chooser = random.Random(seed)
        while not game.is_over:
            action = chooser.choice(game.legal_actions())
            bots = game.houses_left[1:]
            game.apply(action)
            if action.kind == "buy" and game.houses_left[1:] != bots and not game.is_over:
                refused_with(game, "a new ship has been drawn into the harbour and the Patrician has played since")
                return
    raise AssertionError("no such position in the games tried")


@pytest.mark.parametrize("options", [{}, {"human_first": True}])
def test_in_solo_the_last_decision_before_final_scoring_can_be_taken_back(options: dict[str, bool]) -> None:
    # The turn counter moves on as the last turn ends, but final scoring
    # begins instead of a bot's turn: nothing of the Patrician's came out.
    cfg = GameConfig(mode="solo", players=["Ann"], seed=5, options=options)
    game = new_game(cfg)
    chooser = random.Random(5)
    while game.pending is not None and game.pending.kind != "final_exchange":
        game.apply(chooser.choice(game.legal_actions()))
    assert game.pending is not None and game.pending.player == 0
    exchange = next(a for a in game.legal_actions() if a.kind == "exchange")
    game.apply(exchange)
    game.undo()  # the fish exchange of final scoring, as before
    assert game.undo_problem() is None
    game.undo()  # and Ann's last decision of the last round
    rebuilt = new_game(cfg)
    for action in game.history:
        rebuilt.apply(action)
    assert_same(game, rebuilt)
    assert game.pending is not None and game.pending.kind != "final_exchange"


def test_the_end_of_the_game_cannot_be_taken_back() -> None:
    game = first_position(lambda g: g.is_over, seeds=[3])
    refused_with(game, "final scoring has shown every bonus card")


def test_one_player_may_take_back_only_their_own_decisions() -> None:
    # Bo kept a card; Cy has not decided: Bo may take it back, but Ann's
    # decision before it is not Bo's to take back.
    game = new_game(config("standard", 3, 5))
    chooser = random.Random(5)
    for _ in range(2):  # Ann and Bo keep a bonus card; Cy has not yet
        game.apply(chooser.choice(game.legal_actions()))
    last = game.last_decision.player  # type: ignore[union-attr]
    assert game.pending.player != last  # type: ignore[union-attr]
    game.undo()
    assert game.pending.player == last  # type: ignore[union-attr]
    refused_with(game, f"may take back only {NAMES[last]}'s own decisions")
    # Once a decision is taken again, undo starts afresh.
    game.apply(game.legal_actions()[0])
    assert game.can_undo


def test_undo_by_a_named_player() -> None:
    game = new_game(config("standard", 3, 2))
    game.apply(game.legal_actions()[0])
    keeper = game.last_decision.player  # type: ignore[union-attr]
    other = (keeper + 1) % 3
    problem = game.undo_problem(other)
    assert problem == f"The last decision was {NAMES[keeper]}'s: only {NAMES[keeper]} may take it back."
    assert game.undo_problem(keeper) is None


def test_a_whole_turn_is_taken_back_also_after_it_ended() -> None:
    """Play Ann's turn to its end, then take back every decision of it."""
    def whole_turn(game: Game) -> bool:
        if game.is_over or len(game.history) < 3:
            return False
        return game.pending.player != game.last_decision.player  # type: ignore[union-attr]

    for seed in range(30):
        game = new_game(config("standard", 4, seed))
        chooser = random.Random(seed)
        while not game.is_over:
            start = game.copy()
            seat = game.pending.player  # type: ignore[union-attr]
            if game.pending.kind != "place":  # type: ignore[union-attr]
                game.apply(chooser.choice(game.legal_actions()))
                continue
            game.apply(chooser.choice(game.legal_actions()))
            steps = 1
            while game.pending is not None and game.pending.player == seat:
                game.apply(chooser.choice(game.legal_actions()))
                steps += 1
            trial = game.copy()
            if steps >= 3 and whole_turn(game) and all(
                    trial.can_undo and trial.undo() for _ in range(steps)):
                for _ in range(steps):
                    game.undo()
                assert_same(game, start)
                return
    raise AssertionError("no turn of 3 decisions that could be taken back")


def test_the_record_keeps_no_trace_of_an_undone_action() -> None:
    game = new_game(config("duel", 2, 4))
    chooser = random.Random(4)
    for _ in range(6):
        game.apply(chooser.choice(game.legal_actions()))
    never = load_game(game.to_json())
    game.apply(game.legal_actions()[-1])
    game.undo()
    assert game.to_json() == never.to_json()
    assert load_game(game.to_json()) == never


def test_a_take_back_tells_the_action_taken_back_after_another_was() -> None:
    """Build, take it back, build elsewhere, take that back: the second take-back
    tells the second house, as a fresh game with that record would."""
    game = new_game(config("standard", 3, 1))
    while game.pending is not None and game.pending.kind == "keep_bonus":
        game.apply(game.legal_actions()[0])
    first, second = [a for a in game.legal_actions() if a.kind == "place"][:2]
    game.apply(first)
    game.undo()
    game.apply(second)
    taken = game.undo()
    fresh = load_game(game.to_json())
    expected = fresh.copy().apply(second)
    assert taken.action == second
    assert [e.text for e in taken.events] == [e.text for e in expected]
    assert f"spot {second.arg} " in taken.text(list(game.names))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    setup=st.sampled_from(SETUPS),
    seed=st.integers(0, 2**32),
    steps=st.integers(1, 80),
    undos=st.integers(1, 6),
)
def test_undo_equals_the_game_rebuilt_without_the_action(
    setup: tuple[str, int], seed: int, steps: int, undos: int,
) -> None:
    """Property: any run of allowed undos lands on the game rebuilt from the
    shortened record, and a refusal changes nothing."""
    mode, seats = setup
    game = new_game(config(mode, seats, seed))
    chooser = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(chooser.choice(game.legal_actions()))
    for _ in range(undos):
        if not game.can_undo:
            before = game.copy()
            with pytest.raises(UndoRefused):
                game.undo()
            assert_same(game, before)
            break
        shorter = new_game(game.config)
        for action in game.history[:-1]:
            shorter.apply(action)
        game.undo()
        assert_same(game, shorter)
