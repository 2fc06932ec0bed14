"""Save files: exact round trips, clear refusals of broken files, atomic writes."""

from __future__ import annotations

import json
import os
import random
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragusa_tui import saves
from ragusa_tui.engine import Game, RecordError, load_game
from ragusa_tui.engine.record import read_record
from ragusa_tui.saves import SaveError, list_saves, load_save, save_game
from support.savegames import CORRUPTIONS, MODES, finished, folder_bytes, play, start, write_corrupt


@pytest.fixture(autouse=True)
def save_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test saves into its own folder, never the user's."""
    folder = tmp_path / "saves"
    monkeypatch.setenv(saves.SAVE_DIR_ENV, str(folder))
    return folder


def assert_same(loaded: Game, game: Game) -> None:
    seats = len(game.snapshot()["players"])
    for viewer in (None, *range(seats)):
        assert loaded.snapshot(viewer) == game.snapshot(viewer)
    assert loaded.pending == game.pending
    assert loaded.legal_actions() == game.legal_actions()
    assert loaded == game


# ------------------------------------------------------------- round trips
@pytest.mark.parametrize("mode", MODES)
def test_saving_at_random_points_and_loading_gives_the_same_game(mode: str, save_folder: Path) -> None:
    for seed in range(4):
        rng = random.Random(seed)
        game = start(mode, seed)
        path = None
        while True:
            path = save_game(game, path)
            assert_same(load_save(path), game)
            if game.is_over:
                break
            play(game, rng, rng.randint(1, 25))
        assert path.parent == save_folder
    assert len(list(save_folder.iterdir())) == 4  # one file per game, overwritten in place


@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**64), cut=st.floats(0, 1))
def test_record_round_trip_anywhere(mode: str, seed: int, cut: float) -> None:
    full = finished(mode, seed)
    game = play(start(mode, seed), random.Random(seed), round(len(full.history) * cut))
    assert_same(load_game(game.to_json()), game)


def test_to_json_is_one_document_that_depends_only_on_the_game() -> None:
    game = play(start("standard", 3), random.Random(3), 30)
    text = game.to_json()
    assert text == load_game(text).to_json()
    assert json.loads(text)["summary"]["saved_at"] is None


# ----------------------------------------------------------------- summary
@pytest.mark.parametrize("mode", MODES)
def test_summary_describes_the_game_without_replaying(mode: str, save_folder: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    running = play(start(mode, 5), random.Random(5), 12)
    done = finished(mode, 6)
    save_game(running, save_folder / "running.json")
    save_game(done, save_folder / "done.json")

    def no_replay(*_: object) -> None:
        raise AssertionError("listing saves must not replay them")

    monkeypatch.setattr(saves, "replay", no_replay)
    entries = {e.path.name: e for e in list_saves()}
    assert set(entries) == {"running.json", "done.json"}

    s = entries["running.json"].summary
    snap = running.snapshot()
    assert s is not None and not s.over and s.ranking is None
    assert (s.mode, s.seed, s.round, s.turn, s.actions) == (mode, 5, snap["round"], snap["turn"], 12)
    assert s.players == [p["name"] for p in snap["players"]]
    assert s.vp == [p["vp"] for p in snap["players"]]
    assert s.saved_at is not None and datetime.fromisoformat(s.saved_at).tzinfo is not None

    d = entries["done.json"].summary
    scores = done.final_scores()
    assert d is not None and d.over and d.actions == len(done.history)
    assert d.ranking is not None
    assert [(x.name, x.total, x.rank) for x in d.ranking] == [
        (scores.players[p].name, scores.players[p].total, scores.players[p].rank) for p in scores.ranking]


def test_records_without_a_summary_still_load() -> None:
    game = play(start("standard", 8), random.Random(8), 20)
    doc = json.loads(game.to_json())
    del doc["summary"]
    assert load_game(json.dumps(doc)) == game


def test_listing_marks_unreadable_files_and_skips_temporary_ones(save_folder: Path) -> None:
    save_game(finished("standard", 1), save_folder / "good.json")
    (save_folder / "bad.json").write_text("{")
    (save_folder / ".good.json.abc.tmp").write_text("{")
    (save_folder / "notes.txt").write_text("hello")
    entries = {e.path.name: e for e in list_saves()}
    assert set(entries) == {"good.json", "bad.json"}
    assert entries["good.json"].problem is None
    assert entries["bad.json"].record is None
    assert "cut short" in (entries["bad.json"].problem or "")


def test_a_nonsense_save_date_falls_back_to_the_files_time(save_folder: Path) -> None:
    path = save_game(finished("standard", 1), save_folder / "odd.json")
    data = json.loads(path.read_text())
    data["summary"]["saved_at"] = "0001-01-01T00:00:00+14:00"
    path.write_text(json.dumps(data))
    (entry,) = list_saves()
    assert entry.saved_at == entry.modified


def test_listing_a_missing_folder_is_empty(tmp_path: Path) -> None:
    assert list_saves(tmp_path / "nowhere") == []


# -------------------------------------------------------- broken save files
@pytest.mark.parametrize("name", list(CORRUPTIONS))
def test_broken_files_are_refused_with_one_clear_sentence(name: str, save_folder: Path) -> None:
    game = finished("standard", 2)
    good = save_game(game, save_folder / "good.json")
    bad = save_folder / "bad.json"
    phrase = write_corrupt(bad, good.read_text(), name)
    before = folder_bytes(save_folder)

    with pytest.raises(SaveError) as caught:
        load_save(bad)
    message = str(caught.value)
    assert phrase in message
    assert message.startswith(f"Cannot load '{bad}': ") and message.endswith(".")
    assert "\n" not in message and "Traceback" not in message
    assert caught.value.__cause__ is None and caught.value.__suppress_context__

    assert folder_bytes(save_folder) == before  # nothing written, old saves untouched
    assert load_save(good) == game


def test_a_missing_file_is_named() -> None:
    with pytest.raises(SaveError, match="there is no such file"):
        load_save(Path("no-such-save.json"))


def test_record_errors_stay_record_errors() -> None:
    with pytest.raises(RecordError, match="the file is empty"):
        load_game("")
    with pytest.raises(RecordError, match="the file is empty"):
        load_game(b"")
    with pytest.raises(RecordError, match="cut short"):
        read_record(b'{"format": "ragusa-game", ')


# ----------------------------------------------------------- atomic writes
class Boom(OSError):
    def __init__(self) -> None:
        super().__init__(28, "No space left on device")


def _fail_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    def fsync(fd: int) -> None:
        raise Boom()
    monkeypatch.setattr(saves.os, "fsync", fsync)


def _fail_replace(monkeypatch: pytest.MonkeyPatch) -> None:
    def replace(src: object, dst: object) -> None:
        raise Boom()
    monkeypatch.setattr(saves.os, "replace", replace)


def _fail_half_way(monkeypatch: pytest.MonkeyPatch) -> None:
    real = os.fdopen

    class HalfWriter:
        def __init__(self, *args: object, **kwargs: object) -> None:
            self.file = real(*args, **kwargs)  # type: ignore[arg-type]

        def __enter__(self) -> HalfWriter:
            return self

        def __exit__(self, *exc: object) -> None:
            self.file.close()

        def write(self, text: str) -> int:
            self.file.write(text[: len(text) // 2])
            self.file.flush()
            raise Boom()

    monkeypatch.setattr(saves.os, "fdopen", HalfWriter)


@pytest.mark.parametrize("failure", [_fail_fsync, _fail_replace, _fail_half_way])
def test_a_failed_write_leaves_the_old_save_intact(failure, save_folder: Path,  # noqa: ANN001
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(4)
    game = play(start("standard", 4), rng, 10)
    path = save_game(game)
    before = path.read_bytes()
    play(game, rng, 10)

    failure(monkeypatch)
    with pytest.raises(SaveError, match="no space left on device") as caught:
        save_game(game, path)
    assert "nothing on disk was changed" in str(caught.value)
    monkeypatch.undo()

    assert path.read_bytes() == before
    assert [p.name for p in save_folder.iterdir()] == [path.name]  # no temporary file left behind
    assert len(load_save(path).history) == 10


def test_saving_over_a_folder_is_refused(save_folder: Path) -> None:
    target = save_folder / "game.json"
    target.mkdir(parents=True)
    with pytest.raises(SaveError, match="it is a folder"):
        save_game(start("standard", 1), target)
    assert target.is_dir() and not any(target.iterdir())


def test_new_saves_get_distinct_names_in_the_saves_folder(save_folder: Path) -> None:
    game = start("standard", 1)
    paths = {save_game(game) for _ in range(3)}
    assert len(paths) == 3 and all(p.parent == save_folder for p in paths)


def test_the_saves_folder_defaults_to_the_user_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(saves.SAVE_DIR_ENV)
    folder = saves.save_dir()
    assert folder.name == "saves" and "ragusa-tui" in folder.parts
