"""The app's screens driven through the Pilot: privacy, illegal spots, fish
exchange refusals, sizes, help, the command palette, the menus."""

from __future__ import annotations

import random

import pytest

from support.helpers import by_profile
from support.app_table import (
    asking, choose_command, drive, game_screen, palette_offers, run_command, screen_text, session_at, session_until,
    setup,
)
from support.waiting import until
from textual.command import CommandPalette
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widgets import Checkbox, DataTable, Input

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.table.prompts import card_title
from ragusa_tui.app.screens.confirm import ConfirmScreen
from ragusa_tui.app.screens.end import EndScreen
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.handover import HandOverScreen
from ragusa_tui.app.screens.help import HelpScreen
from ragusa_tui.app.screens.new_game import NewGameScreen
from ragusa_tui.app.screens.start import StartScreen
from ragusa_tui.app.screens.too_small import TooSmallScreen
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup
from ragusa_tui.app.widgets.board_map import BoardMap




def test_handover_hides_the_previous_players_bonus_cards() -> None:
    app = RagusaApp(setup=setup(11, handover=True))

    async def script(pilot: Pilot) -> None:
        assert isinstance(app.screen, HandOverScreen)
        assert "Pass the keyboard to" in screen_text(app)
        await pilot.press("enter")
        assert asking(app) is not None
        game = game_screen(app).session.game
        ann_titles = [card_title(game_screen(app).session, c) for c in game.pending.options]
        assert all(t in screen_text(app) for t in ann_titles)  # Ann sees her 3 cards
        await pilot.press("1", "enter")
        kept = ann_titles[0]
        # The keyboard goes to Bo: nothing of Ann's is on screen.
        assert isinstance(app.screen, HandOverScreen)
        text = screen_text(app)
        assert "Pass the keyboard to" in text and "Bo" in text
        assert not any(t in text for t in ann_titles)
        await pilot.press("enter")
        text = screen_text(app)
        assert kept not in text
        assert "Bo's bonus cards" in text
        await pilot.press("escape")  # put the dialog aside: the board shows Bo's cards only
        text = screen_text(app)
        assert kept not in text and "Ann's bonus cards" not in text

    drive(app, script)


def test_without_handover_the_game_goes_straight_on() -> None:
    app = RagusaApp(setup=setup(11, handover=False))

    async def script(pilot: Pilot) -> None:
        for _ in range(3):
            assert asking(app) is not None
            await pilot.press("1", "enter")
        assert isinstance(app.screen, GameScreen) and asking(app) is None
        assert app.screen.session.game.pending.kind == "place"

    drive(app, script)


def test_a_click_on_the_side_panels_leaves_the_keys_with_the_map() -> None:
    """The side panels scroll with the wheel; a click there must not take the
    arrows and Enter away from the map, as the log does not."""
    app = RagusaApp(session=session_at(3, "place", nth=2))

    async def script(pilot: Pilot) -> None:
        await pilot.pause()
        board_map = app.screen.query_one(BoardMap)
        assert app.focused is board_map
        await pilot.click("#side", offset=(5, 3))
        await pilot.pause()
        assert app.focused is board_map
        before = board_map.cursor
        await pilot.press("tab")
        assert board_map.cursor != before

    drive(app, script)


def test_an_illegal_spot_cannot_be_chosen_and_says_why() -> None:
    app = RagusaApp(setup=setup(5, handover=False))

    async def script(pilot: Pilot) -> None:
        for _ in range(3):
            await pilot.press("1", "enter")
        screen = game_screen(app)
        game = screen.session.game
        board_map = screen.query_one(BoardMap)
        legal = set(screen.session.legal_args("place"))
        spot = next(s for s in range(game.board.n_spots)
                    if s not in legal and game.spot_problem(s) and "Stone" in game.spot_problem(s))
        why = game.spot_problem(spot)
        await pilot.click(board_map, offset=board_map.cell_offset(spot=spot))
        assert board_map.cursor == spot
        assert why in screen_text(app)
        history = len(game.history)
        await pilot.press("enter")
        await pilot.click(board_map, offset=board_map.cell_offset(spot=spot))
        await pilot.pause()
        assert len(game.history) == history
        assert game.pending.kind == "place" and game.owner[spot] < 0
        await until(pilot, lambda: "Cannot build here" in screen_text(app), "the refusal's notice")

    drive(app, script)


def test_fish_key_explains_when_no_exchange_is_possible() -> None:
    app = RagusaApp(setup=setup(5, handover=False))

    async def script(pilot: Pilot) -> None:
        await pilot.press("f")  # in the bonus card dialog
        assert asking(app) is not None
        assert "No fish exchange now" in screen_text(app)
        await pilot.press("escape")  # the dialog aside
        await pilot.press("f")
        assert "No fish exchange now" in screen_text(app)
        await pilot.press("enter")  # the dialog comes back
        for _ in range(3):
            await pilot.press("1", "enter")
        await pilot.press("f")
        assert "0 Fish; an exchange needs at least 2" in screen_text(app)

    drive(app, script)


def test_fish_key_opens_the_exchange_and_escape_cancels() -> None:
    def fishy(s: LocalTable) -> bool:
        d = s.game.pending
        return d.kind == "place" and s.snapshot(None)["players"][d.player]["resources"]["fish"] >= 2

    session = session_until(1, fishy)
    app = RagusaApp(session=session)

    async def script(pilot: Pilot) -> None:
        fish = session.snapshot(None)["players"][session.decider]["resources"]["fish"]
        await pilot.press("f")
        assert asking(app) is not None
        assert f"exchange fish ({fish} Fish)" in screen_text(app)
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen) and asking(app) is None
        await pilot.press("f")
        await pilot.press("1", "enter")  # 2 Fish -> 1 Wood
        assert str(session.game.history[-1]) == "exchange wood"
        assert isinstance(app.screen, GameScreen) and asking(app) is None

    drive(app, script)


@pytest.mark.parametrize(("size", "side"), [((120, 40), 48), ((200, 60), 64)])
def test_a_wide_terminal_gives_the_side_panel_room_for_the_names(size: tuple[int, int], side: int) -> None:
    app = RagusaApp(setup=GameSetup(("Bartholomew", "Maximilian", "Cy"), ("Red", "Blue", "Green"), 3, False))

    async def script(pilot: Pilot) -> None:
        await pilot.pause()
        assert app.screen.query_one("#side").outer_size.width == side
        heads = screen_text(app).splitlines()[1]
        assert ("Bartholomew" in heads) == (side > 48)  # a whole name, or cut short

    drive(app, script, size=size)


def test_usable_at_100x30_and_a_clear_message_when_too_small() -> None:
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot) -> None:
        for _ in range(3):
            await pilot.press("1", "enter")
        assert isinstance(app.screen, GameScreen) and asking(app) is None
        text = screen_text(app)
        assert "Spot" in text and "Harbour" in text and "Market" in text
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "Enlarge the terminal to at least 100x30 (it is 80x24 now)" in screen_text(app)
        await pilot.press("question_mark", "tab", "enter", "f")
        assert isinstance(app.screen, TooSmallScreen)
        rng = random.Random(3)
        for _ in range(12):
            await pilot.resize_terminal(rng.randint(20, 160), rng.randint(8, 60))
            await pilot.press(rng.choice(["tab", "enter", "l", "1", "escape"]))
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert not isinstance(app.screen, TooSmallScreen)

    drive(app, script, size=(100, 30))


def test_no_key_crashes_any_screen() -> None:
    """Mash keys on every screen a game goes through (quit keys aside)."""
    keys = ["a", "z", "f", "tab", "shift+tab", "enter", "space", "escape", "up", "down", "left",
            "right", "h", "j", "k", "l", "1", "5", "9", "question_mark", "escape", "x", "ctrl+s",
            "u", "ctrl+z", "tab", "enter"]  # Space never builds: Tab and Enter come up more often
    rng = random.Random(5)
    app = RagusaApp(setup=setup(9, handover=True))

    async def script(pilot: Pilot) -> None:
        session = game_screen(app).session
        most = 0
        for _ in range(by_profile(110, 160)):
            await pilot.press(rng.choice(keys))
            most = max(most, len(session.game.history))  # u and Ctrl+Z take back
            if session.over:
                break
        # The mashing played on (digits send the map's cursor to spots by number,
        # most of which may not be chosen, so fewer Enters build than before).
        assert most >= 3

    drive(app, script)


def test_help_lists_the_bindings_and_closes() -> None:
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot) -> None:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        await pilot.press("pagedown")  # the keys go on below the first page
        await pilot.pause()
        text += screen_text(app)
        for words in ("Tab / Shift+Tab", "u or Ctrl+Z", "1 to 9", "Ctrl+P", "exchange fish"):
            assert words in text
        await pilot.press("escape")
        assert asking(app) is not None

    drive(app, script)


def test_command_palette_lists_the_games_commands() -> None:
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot) -> None:
        for _ in range(3):
            await pilot.press("1", "enter")
        await pilot.press("ctrl+p")
        titles = ("Fish exchange", "Next choice on the map", "New game", "Help")
        await until(pilot, lambda: all(title in screen_text(app) for title in titles), "the palette's commands")
        await pilot.press(*"fish")
        await until(pilot, lambda: palette_offers(app, "fish exchange"), "the fish exchange found")
        await pilot.press("enter")
        await pilot.pause()
        assert "0 Fish" in screen_text(app)

    drive(app, script)


@pytest.mark.parametrize("words", ["next choice", "undo"])
def test_letters_typed_into_the_palette_are_kept_right_after_it_opens(words: str) -> None:
    """The palette holds the key guard as any new screen does; a space or a
    u (which takes back a decision on the map) typed into its search is a
    letter there, while Enter still waits."""
    app = RagusaApp(setup=setup(2, handover=False))
    app.key_guard.pause = 600.0  # every confirming key in this test comes too soon

    async def script(pilot: Pilot) -> None:
        await pilot.press("ctrl+p")
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        await pilot.press(*words, "enter")
        assert palette.query_one(Input).value == words
        assert app.screen is palette  # the Enter typed too soon chose nothing

    drive(app, script)


def test_start_screen_new_game_form_starts_the_chosen_game() -> None:
    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        assert isinstance(app.screen, StartScreen)
        commands = {c.title: c.help for c in app.get_system_commands(app.screen)}
        assert "Resume" not in commands and commands["New game"] == "Set up a new game (n)"  # no game to leave
        await pilot.press("n")
        assert isinstance(app.screen, NewGameScreen)
        await pilot.click("#count-4")
        name = app.screen.query_one("#name-3", Input)
        name.value = ""
        await pilot.click("#name-3")
        await pilot.press(*"Dora")
        seed = app.screen.query_one("#seed", Input)
        await pilot.click(seed)
        await pilot.press(*"42")
        await pilot.click("#handover")
        assert not app.screen.query_one("#handover", Checkbox).value
        assert {"Start the game", "Back"} <= {c.title for c in app.get_system_commands(app.screen)}
        await pilot.click("#start")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.session.names == ["Red", "Blue", "Green", "Dora"]
        assert screen.session.seed == 42 and not screen.handover

    drive(app, script)


def test_the_form_opens_on_its_first_choice_and_shows_plainly_which_box_has_the_keys() -> None:
    """Focus goes straight to Mode, and Tab never stops on the form's
    scrolling box; Textual marks a focused compact Select by a 5% tint, so
    the form's own style makes the seat box that has the keys plain to see."""
    from textual.widgets import Select
    from textual.widgets._select import SelectCurrent

    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        await pilot.press("n")
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "mode"
        chain = app.screen.focus_chain
        assert app.screen.query_one("#form") not in chain
        assert all(w.id for w in chain)  # only fields and buttons: no blind stop
        colour, who = (app.screen.query_one(f"#{name}", Select) for name in ("colour-0", "who-0"))
        colour.focus()
        await pilot.pause()
        focused = colour.query_one(SelectCurrent).styles.background
        unfocused = who.query_one(SelectCurrent).styles.background
        assert sum(abs(a - b) for a, b in zip(focused.rgb, unfocused.rgb)) > 60  # not a mere tint

    drive(app, script)


def test_new_game_form_refuses_duplicate_names_and_a_bad_seed_until_mended() -> None:
    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        await pilot.press("n")
        app.screen.query_one("#name-1", Input).value = "Red"
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, NewGameScreen)
        assert "Two players have the same name." in screen_text(app)
        app.screen.query_one("#name-1", Input).value = "Bo"  # mended: the complaint goes
        await pilot.pause()
        assert "Two players have the same name." not in screen_text(app)
        app.screen.query_one("#seed", Input).value = "[/]"  # what is typed is never markup
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, NewGameScreen)
        assert "The seed must be a whole number, not '[/]'." in screen_text(app)
        app.screen.query_one("#seed", Input).value = "7"
        await pilot.pause()
        assert "The seed must be" not in screen_text(app)
        await pilot.press("escape")
        assert isinstance(app.screen, StartScreen)

    drive(app, script)


def test_end_screen_shows_the_engines_scores_and_starts_anew() -> None:
    session = session_at(6, None)
    app = RagusaApp(session=session)

    async def script(pilot: Pilot) -> None:
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        scores = session.game.final_scores()
        table = app.screen.query_one("#scores", DataTable)
        for seat in scores.ranking:
            p = scores.players[seat]
            row = table.get_row(str(seat))
            assert [str(x) for x in row[2:]] == [str(p.in_game), str(p.walls), str(p.cathedral),
                                                 str(sum(b.vp for b in p.bonus)), str(p.total)]
        text = screen_text(app)
        assert "tie-break" in text.lower()
        for p in scores.players:
            for b in p.bonus:
                assert b.title in text
        await pilot.press("n")
        assert isinstance(app.screen, NewGameScreen)

    drive(app, script)


def test_the_form_starts_its_game_from_the_palette() -> None:
    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        await pilot.press("n")
        assert isinstance(app.screen, NewGameScreen)
        await choose_command(pilot, "Start the game")
        assert game_screen(app).session.game.history == []

    drive(app, script)


def test_the_end_screens_keys_are_in_the_palette_and_textuals_own_commands_are_not() -> None:
    app = RagusaApp(session=session_at(6, None))

    async def script(pilot: Pilot) -> None:
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert {"Scores by source", "Final board", "New game", "Quit"} <= set(titles)
        # Its key panel squeezes the map, Maximize hides the words under it,
        # other themes clash with the map's colours; Quit is the game's own.
        assert not {"Keys", "Maximize", "Theme", "Screenshot"} & set(titles)
        assert titles.count("Quit") == 1
        # At 100x30 the screen is taller than the terminal: it opens at the top,
        # on the winners, and s scrolls to the scores by source, part of it.
        end = app.screen.query_one("#end", VerticalScroll)
        standing = app.screen.query_one("#standing")
        offset = standing.region.y - end.region.y
        assert end.scroll_y == 0 and end.max_scroll_y > 0
        assert "wins with" in screen_text(app) or "Shared victory" in screen_text(app)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        assert end.scroll_y == min(offset, end.max_scroll_y) > 0
        assert end.region.contains_region(standing.region)
        await run_command(pilot, "final board")
        from ragusa_tui.app.screens.replay import ReplayScreen

        assert isinstance(app.screen, ReplayScreen)

    drive(app, script, size=(100, 30))


def test_leaving_a_game_in_progress_asks_first() -> None:
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot) -> None:
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, ConfirmScreen)
        footer = screen_text(app).splitlines()[-1]  # the question's keys, not the board's
        assert "y Yes" in footer and "n No" in footer and "Undo" not in footer
        await pilot.press("n")
        assert asking(app) is not None
        app.action_new_game()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        assert isinstance(app.screen, NewGameScreen)

    drive(app, script)


def test_no_key_crashes_the_menus_and_the_end_screen() -> None:
    keys = ["tab", "shift+tab", "enter", "space", "up", "down", "left", "right", "escape", "n",
            "1", "a", "ctrl+s", "question_mark", "pageup", "pagedown", "home", "end", "f"]
    rng = random.Random(8)
    app = RagusaApp(session=session_at(6, None))

    async def script(pilot: Pilot) -> None:
        assert isinstance(app.screen, EndScreen)
        for _ in range(by_profile(30, 80)):
            await pilot.press(rng.choice(keys))
        assert app.is_running

    drive(app, script)


def test_help_names_every_key_of_the_game_and_end_screens() -> None:
    from ragusa_tui.app.screens.end import EndScreen
    from ragusa_tui.app.screens.game import GameScreen
    from ragusa_tui.app.screens.help import KEYS

    named = set(" ".join(keys for _, rows in KEYS for keys, _ in rows).lower().replace(",", " ").split())
    for screen in (GameScreen, EndScreen):
        for binding in screen.BINDINGS:
            if binding.action == "hold":  # Enter while moves are shown: it does nothing
                continue
            key = binding.key.split(",")[-1]
            assert {"escape": "esc", "pageup": "pgup", "pagedown": "pgdn"}.get(key, key) in named, binding
