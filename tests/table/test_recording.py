"""The replay viewer's words: each step's round is the round the action was
taken in, and the last step states every player's true total."""

from __future__ import annotations

import random

import pytest

from ragusa_tui.engine import Game, GameConfig, new_game
from ragusa_tui.engine.record import read_record
from ragusa_tui.table.recording import Recording

HOUSE_EVENTS = ("place", "powerhouse", "pass")
SEATS = {"standard": ["Ann", "Bo", "Cy"], "solo": ["Ann"]}


def played(mode: str, seed: int, options: dict[str, bool] | None = None) -> Game:
    game = new_game(GameConfig(mode=mode, players=SEATS[mode], seed=seed, options=options or {}))
    rnd = random.Random(seed)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
    return game


def expected_rounds(game: Game) -> list[int]:
    """Round per step, counted from the houses told in the log: a house is
    the k-th of the game (set-aside houses included), so it is built in round
    (k - 1) // seats + 1, and every other decision belongs to the turn of the
    last house built before it."""
    fresh = new_game(game.config)
    seats = len(fresh.order)
    houses = sum(e.kind in HOUSE_EVENTS for e in fresh.setup_events)
    rounds = [1]
    for action in game.history:
        if fresh.pending.kind == "place":
            rounds.append(houses // seats + 1)
        else:
            rounds.append(max(houses - 1, 0) // seats + 1)
        houses += sum(e.kind in HOUSE_EVENTS for e in fresh.apply(action))
    return rounds


@pytest.mark.parametrize(("mode", "options"), [("standard", {}), ("solo", {}),
                                               ("solo", {"human_first": True})])
def test_every_step_is_labelled_with_the_round_it_was_taken_in(mode: str, options: dict[str, bool]) -> None:
    for seed in range(4, 10):
        game = played(mode, seed, options)
        recording = Recording(read_record(game.to_json()), "t")
        assert [recording.round_of(i) for i in range(len(recording) + 1)] == expected_rounds(game)
        assert max(expected_rounds(game)) == game.rounds


def test_a_rounds_last_house_is_labelled_with_its_own_round() -> None:
    game = played("standard", 4)
    recording = Recording(read_record(game.to_json()), "t")
    places = [i for i, a in enumerate(game.history, 1) if a.kind == "place"]
    assert [recording.round_of(i) for i in places[:6]] == [1, 1, 1, 2, 2, 2]


def test_the_last_line_states_every_true_total() -> None:
    game = played("standard", 5)
    scores = game.final_scores()
    words = Recording(read_record(game.to_json()), "t").words(len(game.history))
    for p in scores.players:
        assert f"{p.name} {p.total} VP" in words
    winners = " and ".join(scores.players[p].name for p in scores.winners)
    assert words.endswith(f"{winners} win{'s' if len(scores.winners) == 1 else ''}.")


@pytest.mark.parametrize("seed", range(6))
def test_the_solo_last_line_says_whom_the_human_beat(seed: int) -> None:
    game = played("solo", seed)
    scores = game.final_scores()
    words = Recording(read_record(game.to_json()), "t").words(len(game.history))
    for p in scores.players:
        assert f"{p.name} {p.total} VP" in words
    human = scores.players[0].name
    beaten = [bot for bot, won in scores.beats.items() if won]
    if len(beaten) == 2:
        assert f"{human} beats Orange and Blue and wins." in words
    elif beaten:
        assert f"{human} beats {beaten[0]} but not" in words
    else:
        assert f"{human} beats neither Orange nor Blue." in words
