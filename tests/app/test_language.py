"""Choosing the language on the start screen: it takes effect at once (the
screen's words, its Footer, the command palette) and is remembered for the
next run; Esc changes nothing."""

from __future__ import annotations

from support.app_table import drive, screen_text
from support.waiting import until
from textual.pilot import Pilot
from textual.widgets import Button

from ragusa_tui import catalogue
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.language import LanguageScreen
from ragusa_tui.app.screens.start import StartScreen
from ragusa_tui.table.language import remembered


def _choose(pilot: Pilot, app: RagusaApp, index: int):  # type: ignore[no-untyped-def]
    async def choose() -> None:
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, LanguageScreen), "the chooser")
        await pilot.press("home", *["down"] * index, "enter")
        await until(pilot, lambda: isinstance(app.screen, StartScreen), "the start screen")
    return choose()


def test_a_language_chosen_speaks_at_once_and_is_remembered() -> None:
    app = RagusaApp()
    french = catalogue.load("fr")

    async def script(pilot: Pilot) -> None:
        assert "New game" in screen_text(app)
        await _choose(pilot, app, 1)
        await until(pilot, lambda: french.text("menu.start.new_game") in screen_text(app), "the screen in French")
        shown = screen_text(app)
        assert "New game" not in shown
        assert french.text("key.language") in shown.splitlines()[-1]  # the Footer speaks it too
        assert app.screen.query_one("#new", Button).has_focus or app.screen.focused is not None
        commands = {c.title for c in app.get_system_commands(app.screen)}
        assert french.text("play.app.quit") in commands and "Quit" not in commands
        assert catalogue.language().code == "fr" and remembered() == "fr"

    drive(app, script)


def test_esc_in_the_chooser_changes_nothing() -> None:
    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, LanguageScreen), "the chooser")
        await pilot.press("down", "escape")
        await until(pilot, lambda: isinstance(app.screen, StartScreen), "the start screen")
        assert catalogue.language().code == "en" and remembered() is None
        assert "New game" in screen_text(app)

    drive(app, script)


def test_the_forms_seats_are_named_after_their_colours_in_the_language_spoken() -> None:
    from textual.widgets import Input, Select

    from ragusa_tui.app.screens.new_game import NewGameScreen

    catalogue.set_language("fr")
    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen), "the form")
        names = [app.screen.query_one(f"#name-{i}", Input).value for i in range(3)]
        assert names == ["Rouge", "Bleu", "Vert"]
        app.screen.query_one("#colour-0", Select).value = "Yellow"
        await until(pilot, lambda: app.screen.query_one("#name-0", Input).value == "Jaune", "the name following")

    try:
        drive(app, script)
    finally:
        catalogue.set_language("en")


def test_the_palettes_no_matches_line_speaks_the_language() -> None:
    """Textual writes the line a fruitless search shows itself; the palette
    words it from the catalogue instead."""
    from textual.command import CommandList

    catalogue.set_language("fr")
    french = catalogue.language()
    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await until(pilot, lambda: bool(app.screen.query(CommandList)), "the palette")
        await pilot.press(*"zqxj")
        words = french.text("key.palette_no_matches")
        await until(pilot, lambda: words in screen_text(app), "the no-matches line")
        assert words != "No matches found" and "No matches found" not in screen_text(app)

    try:
        drive(app, script)
    finally:
        catalogue.set_language("en")
