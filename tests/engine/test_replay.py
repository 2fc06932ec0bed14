"""The replay: every index reproduces the game as it was, in either direction, cheaply."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

import pytest

from ragusa_tui.engine import Action, Decision, Game, RecordError
from ragusa_tui.engine.replay import Replay, Step
from ragusa_tui.saves import SaveError, load_replay, save_game
from support.savegames import MODES, play, start


@dataclass
class Frame:
    """The game right after an action, as it was when played live."""

    game: Game
    action: Action | None
    decision: Decision | None
    events: list[str]


def live(mode: str, seed: int) -> list[Frame]:
    game = start(mode, seed)
    rng = random.Random(seed)
    frames = [Frame(game.copy(), None, None, [e.text for e in game.setup_events])]
    while not game.is_over:
        decision = game.pending
        action = rng.choice(game.legal_actions())
        events = game.apply(action)
        frames.append(Frame(game.copy(), action, decision, [e.text for e in events]))
    return frames


def assert_frame(step: Step, frames: list[Frame], index: int) -> None:
    want = frames[index]
    assert step.index == index
    assert step.game == want.game
    assert step.game.snapshot() == want.game.snapshot()
    assert step.game.pending == want.game.pending
    assert (step.action, step.decision) == (want.action, want.decision)
    assert [e.text for e in step.events] == want.events


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("every", [1, 7, 16])
def test_forward_to_the_end_and_back_to_the_start(mode: str, every: int) -> None:
    frames = live(mode, 11)
    replay = Replay.from_game(frames[-1].game, checkpoint_every=every)
    assert len(replay) == len(frames) - 1
    assert replay.index == len(replay)
    assert_frame(replay.current(), frames, len(replay))

    assert_frame(replay.seek(0), frames, 0)
    while (step := replay.forward()) is not None:
        assert_frame(step, frames, step.index)
    assert replay.index == len(replay)
    while (step := replay.back()) is not None:
        assert_frame(step, frames, step.index)
    assert replay.index == 0


@pytest.mark.parametrize("mode", MODES)
def test_jumping_anywhere(mode: str) -> None:
    frames = live(mode, 12)
    replay = Replay.from_game(frames[-1].game, checkpoint_every=5)
    rng = random.Random(0)
    for _ in range(60):
        i = rng.randint(0, len(replay))
        assert_frame(replay.seek(i), frames, i)
    assert_frame(replay.seek(-1), frames, len(replay))
    assert_frame(replay.seek(-len(replay) - 1), frames, 0)
    for bad in (len(replay) + 1, -len(replay) - 2):
        with pytest.raises(IndexError, match="outside this game"):
            replay.seek(bad)


def test_each_step_back_costs_at_most_one_checkpoint_span(monkeypatch: pytest.MonkeyPatch) -> None:
    frames = live("standard", 13)
    every = 8
    replay = Replay.from_game(frames[-1].game, checkpoint_every=every)
    calls = 0
    real = Game.apply

    def counting(self: Game, action: Action | str) -> object:
        nonlocal calls
        calls += 1
        return real(self, action)

    monkeypatch.setattr(Game, "apply", counting)
    worst = 0
    while replay.back() is not None:
        worst, calls = max(worst, calls), 0
    assert 0 < worst <= every
    replay.seek(len(replay) // 2)
    calls = 0
    replay.forward()
    assert calls == 1  # forward from where it stands, not from a checkpoint


def test_a_step_is_a_private_copy() -> None:
    frames = live("standard", 14)
    replay = Replay.from_game(frames[-1].game)
    step = replay.seek(3)
    step.game.apply(step.game.legal_actions()[0])
    assert_frame(replay.current(), frames, 3)
    assert_frame(replay.forward(), frames, 4)  # type: ignore[arg-type]


def test_an_unfinished_game_replays_to_its_last_action() -> None:
    game = play(start("standard", 15), random.Random(15), 25)
    replay = Replay.from_json(game.to_json())
    assert len(replay) == 25 and replay.current().game == game
    assert replay.forward() is None
    assert replay.seek(0).events and replay.back() is None


def test_an_empty_record_has_only_the_setup() -> None:
    game = start("standard", 16)
    replay = Replay.from_game(game)
    assert len(replay) == 0 and replay.current().game == game and replay.current().action is None


def test_a_record_with_an_illegal_action_is_refused() -> None:
    game = start("standard", 17)
    with pytest.raises(RecordError, match=r"action 1 \('place 9999'\) is not legal"):
        Replay.from_actions(game.config, ["place 9999"])


def test_a_save_opens_as_a_replay(tmp_path: Path) -> None:
    frames = live("standard", 18)
    path = save_game(frames[-1].game, tmp_path / "game.json")
    replay = load_replay(path)
    assert_frame(replay.seek(10), frames, 10)
    path.write_text("{")
    with pytest.raises(SaveError, match="cut short"):
        load_replay(path)


@pytest.mark.parametrize("every", [1, 7, 16])
def test_each_steps_traced_states_are_those_the_game_showed_as_it_was_played(every: int) -> None:
    """A solo game shows the Patrician's moves one state at a time
    (`Game.trace`); the replay gives the same states for any step, the
    deal's too, and stays at its own step."""
    game = start("solo", 4)
    game.trace(0)
    rng = random.Random(4)
    traced = [game.setup_states(0)]
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        traced.append(list(game.event_states))
    replay = Replay.from_game(game, checkpoint_every=every)
    here = replay.seek(5).game.snapshot()
    for index in (0, 1, min(every, len(replay)), len(replay) - 1, len(replay), *range(2, len(replay), 3)):
        assert replay.event_states(index, 0) == traced[index], index
    assert replay.index == 5 and replay.current().game.snapshot() == here
    with pytest.raises(IndexError):
        replay.event_states(len(replay) + 1, 0)
