"""The command palette names each command's key beside what it does, so a
player who found a command there learns the key for next time."""

from __future__ import annotations

from typing import Any

from support.app_table import drive, game_screen, setup
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp

NO_KEY = {"Save as"}  # a command with no key of its own


def _lines(app: RagusaApp) -> dict[str, str]:
    return {c.title: c.help for c in app.get_system_commands(app.screen)}


def test_every_palette_command_names_its_key_in_a_game_and_on_the_start_screen() -> None:
    app = RagusaApp(setup=setup(5, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        game_screen(app)
        in_game = _lines(app)
        assert {"Hint", "Fish exchange", "Undo", "Where do I stand", "Quit", "Help"} <= set(in_game)
        assert in_game["Hint"].endswith("(i)") and in_game["Undo"].endswith("(u or Ctrl+Z)")
        for title, line in in_game.items():
            if title not in NO_KEY and title not in ("New game", "Load game"):
                assert line.endswith(")") and "(" in line, (title, line)

    drive(app, script)

    start = RagusaApp()

    async def on_start(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        lines = _lines(start)
        assert lines["New game"].endswith("(n)") and lines["Load game"].endswith("(l)")
        assert lines["Quit"].endswith("(Ctrl+Q)")

    drive(start, on_start)
