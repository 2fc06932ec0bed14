"""`ragusa learn`: Learn to play from the command line."""

from __future__ import annotations

from typing import Any

import pytest

import ragusa_tui.app
from ragusa_tui import cli


def test_learn_opens_the_app_on_the_lesson(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[dict[str, Any]] = []
    monkeypatch.setattr(ragusa_tui.app, "run", lambda **kwargs: asked.append(kwargs) or 0)
    assert cli.main(["learn"]) == 0
    assert asked == [{"learn": True}]


def test_learn_has_its_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["learn", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "ragusa learn" in out and "guided first game" in out
    assert cli.main.__module__ and "learn" in cli.build_parser().format_help()


def test_the_app_opens_the_lesson_when_asked() -> None:
    import asyncio

    from ragusa_tui.app.app import RagusaApp
    from ragusa_tui.app.screens.lesson import LessonScreen

    async def run() -> None:
        app = RagusaApp(learn=True)
        async with app.run_test(size=(100, 30)) as pilot:
            for _ in range(200):
                if isinstance(app.screen, LessonScreen):
                    break
                await pilot.pause(0.02)
            assert isinstance(app.screen, LessonScreen)

    asyncio.run(run())
