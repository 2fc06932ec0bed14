"""Learn to play on the real game screen (app/lesson.py, screens/lesson.py):
a person pressing Enter at every step plays the guided game through (the
screen points at each step's move), a move the step does not ask for is
answered and changes nothing, and the lesson's keys skip, hand over,
restart and resume."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine
from typing import Any

import pytest
from support.waiting import until

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.lesson import LIT, PANELS
from ragusa_tui.app.screens.lesson import LessonScreen
from ragusa_tui.app.widgets.board_map import BoardMap
from ragusa_tui.app.widgets.lesson_box import LessonBox
from ragusa_tui.catalogue import text
from ragusa_tui.engine.record import load_game
from ragusa_tui.table import lesson as lessons
from ragusa_tui.table.autosave import resumable
from ragusa_tui.table.lesson import load, recall, remember

SMALL, ROOMY = (100, 30), (120, 40)


def synced(test: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """A Pilot test written as a coroutine, run to its end."""
    @functools.wraps(test)
    def run(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))
    return run


NOTICES: list[str] = []  # every notice's words posted in the test running


@pytest.fixture(autouse=True)
def quick_others(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lessons, "PAUSE", 0.0)
    NOTICES.clear()
    notify = RagusaApp.notify

    def noted(self: RagusaApp, message: str, *args: Any, **kwargs: Any) -> None:
        NOTICES.append(message)
        notify(self, message, *args, **kwargs)

    monkeypatch.setattr(RagusaApp, "notify", noted)


def _screen(app: RagusaApp) -> LessonScreen:
    screen = app.screen
    assert isinstance(screen, LessonScreen), type(screen).__name__
    return screen


def _box(app: RagusaApp) -> str:
    return str(_screen(app).query_one(LessonBox).render())


async def _at_step(pilot: Any, app: RagusaApp, at: int) -> LessonScreen:
    """Wait until the learner is asked for the step at the record's action `at` (dialogs open)."""
    await until(pilot, lambda: isinstance(app.screen, LessonScreen) and app.screen.session.at == at
                and app.screen.guide.learner_asked() and not app.screen.computers.running, f"the step at {at}")
    await pilot.pause()
    return _screen(app)


async def _play_steps(pilot: Any, app: RagusaApp, count: int) -> None:
    """Press Enter at each of the next `count` steps, as a newcomer following the box would."""
    steps = load().steps
    for note in steps[:count]:
        screen = await _at_step(pilot, app, note.at)
        assert text(note.words).split()[0] in _box(app)
        # What the step speaks of is lit: its panel, its spots and hexes on the map.
        lit = {name for name, selector in PANELS.items() if screen.query_one(selector).has_class(LIT)}
        assert lit == ({note.panel} if note.panel else set())
        view = screen.query_one(BoardMap).view
        assert view is not None and set(note.hexes) <= view.lit_hexes and set(note.spots) <= view.lit_spots
        await pilot.press("enter")
        await until(pilot, lambda: screen.session.at > note.at, f"the move of step at {note.at}")


@synced
async def test_a_few_steps_by_enter_alone() -> None:
    app = RagusaApp(learn=True)
    async with app.run_test(size=SMALL) as pilot:
        await _play_steps(pilot, app, 4)
        screen = await _at_step(pilot, app, load().steps[4].at)
        assert [str(a) for a in screen.session.game.history] == list(load().record.actions[:load().steps[4].at])
        assert not app.recoveries
    assert recall(load()).at == load().steps[4].at  # the progress file follows


@pytest.mark.thorough
@pytest.mark.parametrize("size", [SMALL, ROOMY])
@synced
async def test_the_whole_guided_game_then_free_play(size: tuple[int, int]) -> None:
    app = RagusaApp(learn=True)
    lesson = load()
    async with app.run_test(size=size) as pilot:
        await _play_steps(pilot, app, len(lesson.steps) - 1)
        screen = await _at_step(pilot, app, len(lesson.record.actions))
        assert text("learn.box.free_title") in str(screen.query_one(LessonBox).border_title)
        assert recall(lesson).done
        # Free play: any legal move will do now, and the computers answer.
        other = next(a for a in screen.session.legal() if str(a) != "place 0")
        screen.act(other)
        await until(pilot, lambda: screen.session.at > len(lesson.record.actions) + 2, "the computers' free moves")
        assert not screen.has_class("-guided") and screen.query_one("#log").display
        assert not app.recoveries


@synced
async def test_a_wrong_move_on_the_map_is_answered_and_changes_nothing() -> None:
    app = RagusaApp(learn=True)
    async with app.run_test(size=SMALL) as pilot:
        await _play_steps(pilot, app, 1)
        screen = await _at_step(pilot, app, 3)
        table = screen.session
        before = (table.version, [str(a) for a in table.game.history], table.game.state_key(), len(table.log))
        board_map = screen.query_one(BoardMap)
        other = next(a.arg for a in table.legal() if a.kind == "place" and a.arg != 4)
        board_map.put_cursor(other)
        await pilot.pause()
        await pilot.press("enter")
        await until(pilot, lambda: text("learn.box.wrong") in _box(app), "the refusal in the box")
        assert (table.version, [str(a) for a in table.game.history], table.game.state_key(), len(table.log)) == before
        await until(pilot, lambda: board_map.cursor == 4, "the cursor back on the step's spot")
        await pilot.press("enter")  # the retry
        await until(pilot, lambda: table.at > 3, "the step's move")
        assert str(table.game.history[3]) == "place 4"


@synced
async def test_a_wrong_option_in_a_dialog_is_answered_and_asked_again() -> None:
    app = RagusaApp(learn=True)
    async with app.run_test(size=SMALL) as pilot:
        screen = await _at_step(pilot, app, 0)
        await until(pilot, lambda: screen.panel.asking, "the bonus card dialog")
        table = screen.session
        version = table.version
        await pilot.press("down", "enter")
        await until(pilot, lambda: text("learn.box.wrong") in _box(app), "the refusal in the box")
        await until(pilot, lambda: screen.panel.asking, "the dialog asked again")
        assert table.version == version and table.at == 0


@synced
async def test_skip_a_step_and_play_freely() -> None:
    app = RagusaApp(learn=True)
    async with app.run_test(size=SMALL) as pilot:
        screen = await _at_step(pilot, app, 0)
        await pilot.press("ctrl+n")
        screen = await _at_step(pilot, app, 3)
        assert str(screen.session.game.history[0]) == "keep 4"
        await pilot.press("ctrl+e")
        await until(pilot, lambda: not screen.session.guided, "free play")
        assert recall(load()).done
        other = next(a for a in screen.session.legal() if str(a) != "place 4")
        screen.act(other)  # any legal move now
        await until(pilot, lambda: screen.session.at > 4, "the free move played")
        assert str(screen.session.game.history[3]) == str(other)
        app.flush_autosave()
        offer = resumable()  # played on freely, the game is saved as any other, and Resume offers it
        assert offer is not None and len(load_game(offer.path.read_text()).history) >= 4


@synced
async def test_resume_where_left_off_and_restart() -> None:
    lesson = load()
    remember(lesson, lesson.steps[5].at)
    app = RagusaApp(learn=True)
    async with app.run_test(size=SMALL) as pilot:
        screen = await _at_step(pilot, app, lesson.steps[5].at)
        assert text("learn.box.title", step=6, steps=len(lesson.steps) - 1) == screen.query_one(LessonBox).border_title
        await pilot.press("ctrl+r")
        await until(pilot, lambda: isinstance(app.screen, LessonScreen) and app.screen is not screen, "a new lesson")
        await _at_step(pilot, app, 0)
        assert len(app.screen_stack) == 3  # the start screen, the lesson, nothing left behind
    assert recall(lesson).at == 0


@synced
async def test_a_broken_progress_file_is_said_and_the_lesson_starts_over() -> None:
    from ragusa_tui.storage.form_memory import form_path

    path = form_path(lessons.PROGRESS_FILE)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "lesson": "first_game", "at": 999, "done": false}')
    app = RagusaApp(learn=True)
    async with app.run_test(size=SMALL) as pilot:
        await _at_step(pilot, app, 0)
        assert text("learn.progress.broken") in NOTICES


@synced
async def test_the_start_screen_has_learn_to_play() -> None:
    app = RagusaApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("p")
        await _at_step(pilot, app, 0)
    app = RagusaApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.click("#learn")
        await _at_step(pilot, app, 0)


def _at(step: int) -> RagusaApp:
    remember(load(), load().steps[step].at)
    return RagusaApp(learn=True)


def test_snapshot_map_step(snap_compare: Any) -> None:
    async def wait(pilot: Any) -> None:
        await _at_step(pilot, pilot.app, load().steps[2].at)
        pilot.app.clear_notifications()  # the resume notice (its own test above)
    assert snap_compare(_at(2), terminal_size=SMALL, run_before=wait)


def test_snapshot_dialog_step(snap_compare: Any) -> None:
    async def wait(pilot: Any) -> None:
        screen = await _at_step(pilot, pilot.app, load().steps[8].at)
        await until(pilot, lambda: screen.panel.asking, "the Wharf's dialog")
        pilot.app.clear_notifications()
    assert snap_compare(_at(8), terminal_size=SMALL, run_before=wait)


def test_snapshot_hand_over(snap_compare: Any) -> None:
    async def wait(pilot: Any) -> None:
        await _at_step(pilot, pilot.app, load().steps[-2].at)
        await pilot.press("ctrl+n")  # the last step skipped: its move played for the learner
        await _at_step(pilot, pilot.app, len(load().record.actions))
        pilot.app.clear_notifications()
    assert snap_compare(_at(len(load().steps) - 2), terminal_size=SMALL, run_before=wait)


@synced
async def test_taking_back_a_move_goes_back_to_its_step() -> None:
    lesson = load()
    remember(lesson, 7)
    app = RagusaApp(learn=True)
    async with app.run_test(size=SMALL) as pilot:
        screen = await _at_step(pilot, app, 7)
        await pilot.press("u")
        await _at_step(pilot, app, 6)
        assert screen.session.note() is lesson.note_at(6)
        assert text("learn.first.city_needs").split()[0] in _box(app)
        await pilot.press("enter")
        await _at_step(pilot, app, 7)
        assert [str(a) for a in screen.session.game.history] == list(lesson.record.actions[:7])


@synced
async def test_quitting_the_lesson_says_its_place_is_kept() -> None:
    from ragusa_tui.app.screens.confirm import ConfirmScreen

    app = RagusaApp(learn=True)
    async with app.run_test(size=SMALL) as pilot:
        screen = await _at_step(pilot, app, 0)
        await pilot.press("ctrl+q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the quit question")
        question = app.screen.question  # type: ignore[attr-defined]
        assert text("learn.kept") in question and text("play.app.saved_start_again") not in question
        await pilot.press("n")
        await until(pilot, lambda: app.screen is screen, "back in the lesson")


@synced
async def test_random_keys_keep_the_lesson_on_its_record() -> None:
    """Keys pressed at random (its own among them) never play a move the
    lesson did not ask for while it guides, and nothing breaks."""
    import random

    keys = ["enter", "escape", "up", "down", "left", "right", "tab", "u", "f", "i", "s", "1", "2", "3",
            "space", "ctrl+n", "ctrl+r", "w", "t", "n"]
    rng = random.Random(7)
    app = RagusaApp(learn=True)
    lesson = load()
    async with app.run_test(size=SMALL) as pilot:
        await _at_step(pilot, app, 0)
        for _ in range(150):
            await pilot.press(rng.choice(keys))
            screen = app.screen
            if isinstance(screen, LessonScreen) and screen.session.guided:
                played = [str(a) for a in screen.session.game.history]
                assert played == list(lesson.record.actions[:len(played)])
        assert not app.recoveries


@synced
async def test_the_lessons_keys_are_in_the_command_palette_too() -> None:
    app = RagusaApp(learn=True)
    async with app.run_test(size=SMALL) as pilot:
        screen = await _at_step(pilot, app, 0)
        commands = {c.title: c for c in screen.game_commands()}
        assert {text("learn.key.skip_step"), text("learn.key.play_freely"), text("learn.key.restart")} <= set(commands)
        commands[text("learn.key.skip_step")].callback()
        await _at_step(pilot, app, 3)
        assert str(screen.session.game.history[0]) == "keep 4"
