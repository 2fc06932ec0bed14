"""Safe hands at the table: undo through the keys, the palette and the
hand-over; Space never builds; a repeated confirming key never acts twice;
digits do what the dialog's hint says."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from support.app_table import asking, choose_command, drive, game_screen, screen_text, session_at, setup
from textual import events
from textual.pilot import Pilot
from textual.widgets import OptionList

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.handover import HandOverScreen
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup
from ragusa_tui.app.widgets.board_map import BoardMap

SLOW = 60.0  # a bot pause no test waits for: only the keys move the bots on
LONG = 600.0  # a key guard no test outlasts: every confirming key in it is ignored




def footer_keys(app: RagusaApp) -> str:
    return screen_text(app).splitlines()[-1]


def notes(app: RagusaApp) -> str:
    """Every notification shown so far."""
    return " ".join(n.message for n in app._notifications)


def saved_actions(app: RagusaApp, folder: Path) -> list[str]:
    """The actions in the game's autosave, once every save asked for is written."""
    app.flush_autosave()
    (path,) = folder.glob("*.json")
    return json.loads(path.read_text())["actions"]  # type: ignore[no-any-return]


# ------------------------------------------------------------------- Space

def test_space_pressed_20_times_while_the_bots_move_never_builds() -> None:
    app = RagusaApp(setup=GameSetup(("Ann",), ("Red",), 5, False, "solo", (), SLOW))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        assert screen.bots.running  # the bots' first turns are being shown
        await pilot.press(*["space"] * 20)
        assert not screen.bots.running and app.screen is screen
        game = screen.session.game
        assert game.history == [] and game.pending.kind == "place"  # type: ignore[union-attr]
        await pilot.press(*["space"] * 5)
        assert game.history == []
        await pilot.press("tab", "enter")  # Enter still builds, on a spot the player chose
        assert [a.kind for a in game.history] == ["place"]

    drive(app, script)


# --------------------------------------------------------- a key too many

def test_two_enters_on_a_hand_over_take_exactly_one_step() -> None:
    app = RagusaApp(setup=setup(11, handover=True))
    app.key_guard.pause = LONG

    async def script(pilot: Pilot[Any]) -> None:
        assert isinstance(app.screen, HandOverScreen)
        app.key_guard.release()  # the player has seen the hand-over
        await pilot.press("enter", "enter")
        assert asking(app) is not None  # the dialog opened, nothing chosen
        assert game_screen(app).session.game.history == []
        app.key_guard.release()
        await pilot.press("enter")
        assert len(game_screen(app).session.game.history) == 1

    drive(app, script)


def test_two_enters_arriving_together_on_a_hand_over_take_exactly_one_step() -> None:
    """A terminal delivers a double press in one read: both keys are queued
    for the hand-over before the first one closes it."""
    app = RagusaApp(setup=setup(11, handover=True))
    app.key_guard.pause = LONG

    async def script(pilot: Pilot[Any]) -> None:
        assert isinstance(app.screen, HandOverScreen)
        app.key_guard.release()  # the player has seen the hand-over
        for _ in range(2):
            app.post_message(events.Key("enter", "\r"))
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert asking(app) is not None  # the dialog opened, nothing chosen
        assert game_screen(app).session.game.history == []

    drive(app, script)


def test_a_repeated_enter_after_a_dialog_does_not_build_on_the_map() -> None:
    app = RagusaApp(setup=setup(11, handover=False))
    app.key_guard.pause = LONG

    async def script(pilot: Pilot[Any]) -> None:
        game = game_screen(app).session.game
        for kept in range(1, 4):
            app.key_guard.release()
            await pilot.press("enter", "enter", "3")  # one keep; the rest is ignored
            assert len(game.history) == kept
        screen = game_screen(app)
        assert app.screen is screen and game.pending.kind == "place"  # type: ignore[union-attr]
        await pilot.press("tab", "enter")  # the map has just appeared: Enter is ignored
        assert len(game.history) == 3
        app.key_guard.release()
        await pilot.press("enter")
        assert [a.kind for a in game.history][-1] == "place"

    drive(app, script)


def test_an_enter_typed_with_the_one_that_built_is_ignored_however_late_it_is_handled() -> None:
    # On a busy machine a key typed together with another may wait in the
    # queue past the pause: it counts from when it was typed.
    app = RagusaApp(setup=setup(11, handover=False))
    app.key_guard.pause = pause = 0.3  # as in play

    async def script(pilot: Pilot[Any]) -> None:
        game = game_screen(app).session.game
        while game.pending.kind != "place":  # type: ignore[union-attr]
            app.key_guard.release()
            await pilot.press("enter")  # each keeps a card
        await pilot.press("tab")
        await pilot.pause(pause + 0.1)  # the player has looked at the map
        made = len(game.history)
        second = events.Key("enter", "\r")  # typed together with the next one
        second.set_sender(app)
        await pilot.press("enter")
        assert len(game.history) == made + 1
        await pilot.pause(pause + 0.1)  # the app is slow to get to the second
        app._driver.send_message(second)
        await pilot.pause()
        assert len(game.history) == made + 1
        await pilot.press("enter")  # typed now, after the pause: a deliberate key acts
        assert len(game.history) > made + 1

    drive(app, script)


def test_a_digit_right_after_a_dialog_opens_still_points_at_its_option() -> None:
    """A digit only moves the cursor: dropped as too soon, the Enter that
    follows it would choose the option it had meant to leave."""
    app = RagusaApp(setup=setup(11, handover=False))
    app.key_guard.pause = LONG

    async def script(pilot: Pilot[Any]) -> None:
        dialog = asking(app)
        assert dialog is not None and app.key_guard.blocks("enter")  # it has just opened
        game = game_screen(app).session.game
        await pilot.press("3", "enter")
        assert dialog.query_one(OptionList).highlighted == 2 and game.history == []
        app.key_guard.release()
        third = dialog.prompt.options[2].action
        await pilot.press("enter")
        assert list(game.history) == [third]

    drive(app, script)


def test_two_presses_of_u_on_a_hand_over_take_back_exactly_one_decision() -> None:
    app = RagusaApp(setup=setup(11, handover=True))
    app.key_guard.pause = LONG

    async def script(pilot: Pilot[Any]) -> None:
        game = game_screen(app).session.game

        def two_of_one_player() -> bool:
            """A take-back is offered, and the decision before it was the same player's."""
            if not (isinstance(app.screen, HandOverScreen) and app.screen.take_back is not None):
                return False
            earlier = game.copy()
            earlier.undo()
            before = earlier.last_decision
            return before is not None and before.player == game.last_decision.player  # type: ignore[union-attr]

        while not two_of_one_player():
            app.key_guard.release()  # each player has seen their screen
            await pilot.press("enter")
        made = list(game.history)
        mover = game.last_decision.player  # type: ignore[union-attr]
        app.key_guard.release()
        await pilot.press("u", "u")  # the second one comes once the first has acted
        assert game.history == made[:-1] and game.pending.player == mover  # type: ignore[union-attr]
        app.key_guard.release()
        await pilot.press("u")  # a deliberate second take-back, once the player has looked
        assert game.history == made[:-2]
        # The hand-over's keys are in the palette too.
        while not (isinstance(app.screen, HandOverScreen) and app.screen.take_back is not None):
            app.key_guard.release()
            await pilot.press("enter")
        made = list(game.history)
        assert {"I am here", "Take back"} <= {c.title for c in app.get_system_commands(app.screen)}
        await choose_command(pilot, "Take back")
        assert game.history == made[:-1]

    drive(app, script)


def test_a_digit_only_highlights_as_the_hint_says() -> None:
    app = RagusaApp(setup=setup(11, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        dialog = asking(app)
        assert dialog is not None
        assert "1-9 pick · Enter or click confirm" in screen_text(app)
        game = game_screen(app).session.game
        await pilot.press("2")
        assert asking(app) is dialog and game.history == []
        assert dialog.query_one(OptionList).highlighted == 1
        await pilot.press("9")  # no such option: nothing moves
        assert dialog.query_one(OptionList).highlighted == 1
        second = dialog.prompt.options[1].action  # the panel then asks the next decision
        await pilot.press("enter")
        assert list(game.history) == [second]

    drive(app, script)


# -------------------------------------------------------------------- undo

def test_the_hand_over_offers_the_previous_player_a_take_back(private_save_dir: Path) -> None:
    app = RagusaApp(setup=setup(11, handover=True))

    async def script(pilot: Pilot[Any]) -> None:
        session = game_screen(app).session
        await pilot.press("enter", "enter")  # Ann keeps a card
        assert isinstance(app.screen, HandOverScreen)
        assert "Ann: take back my move (u)" in screen_text(app)
        assert saved_actions(app, private_save_dir) == [str(session.game.history[0])]
        await pilot.press("u")
        assert session.game.history == []
        assert saved_actions(app, private_save_dir) == []  # the autosave follows at once
        dialog = asking(app)
        assert dialog is not None and dialog.prompt.player == 0  # Ann decides again
        assert any(line.text.startswith("Ann takes back: Ann keeps a bonus card")
                   for line in session.log)
        assert "Ann takes back" in screen_text(app)

    drive(app, script)


def test_from_the_map_a_player_cannot_take_back_another_players_move() -> None:
    session = session_at(11, "place", nth=2, handover=True)
    decider = session.game.pending.player  # type: ignore[union-attr]
    assert session.game.last_decision.player != decider  # type: ignore[union-attr]
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("enter")  # the hand-over to the player who builds
        screen = game_screen(app)
        assert app.screen is screen and screen.viewer == decider
        assert "u Undo" in footer_keys(app)
        before = list(session.game.history)
        await pilot.press("u")
        assert session.game.history == before
        assert "may take it back" in notes(app)

    drive(app, script)


def test_u_in_a_dialog_and_the_palette_take_back(private_save_dir: Path) -> None:
    app = RagusaApp(setup=setup(11, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        session = game_screen(app).session
        await pilot.press("enter", "enter")  # Ann and Bo keep a card
        assert len(session.game.history) == 2
        await pilot.press("u")  # in Cy's dialog: Bo's keep is taken back
        assert len(session.game.history) == 1
        dialog = asking(app)
        assert dialog is not None and dialog.prompt.player == 1
        await pilot.press("ctrl+z")  # one undo after another: Ann's keep is not Bo's
        assert len(session.game.history) == 1
        assert "may take back only Bo's own decisions" in notes(app)
        await pilot.press("enter", "enter")  # Bo and Cy keep a card
        assert len(session.game.history) == 3
        assert session.game.pending.kind == "place"  # type: ignore[union-attr]
        screen = game_screen(app)
        assert app.screen is screen
        undo = next(c for c in app.get_system_commands(screen) if c.title == "Undo")
        undo.callback()
        await pilot.pause()
        assert len(session.game.history) == 2
        assert saved_actions(app, private_save_dir) == [str(a) for a in session.game.history]

    drive(app, script)


def test_a_whole_turn_is_taken_back_and_the_map_says_so() -> None:
    session = session_at(4, "order", handover=False)
    d = session.game.pending
    assert d is not None
    history = list(session.game.history)
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("escape")  # the order dialog aside: the map
        screen = game_screen(app)
        assert app.screen is screen
        await pilot.press("u")  # the house itself is taken back
        assert session.game.history == history[:-1]
        assert session.game.pending.kind == "place"  # type: ignore[union-attr]
        assert screen.query_one(BoardMap).view is not None
        assert session.log[-1].kind == "undo" and "builds a house" in session.log[-1].text

    drive(app, script)


def test_a_session_undo_leaves_the_record_of_a_game_where_it_never_happened() -> None:
    session = LocalTable(setup(3, handover=False))
    for _ in range(4):
        session.apply(str(session.game.legal_actions()[0]))
    never = session.game.to_json()
    session.apply(str(session.game.legal_actions()[-1]))
    line = session.undo()
    assert session.game.to_json() == never and "takes back" in line


def test_the_log_names_the_choice_taken_back_not_what_followed_it() -> None:
    # A hex chosen to act first, or no more fish exchanged, caused a house's
    # work: the line says what was chosen.
    session = session_at(4, "order")
    d = session.game.pending
    assert d is not None and d.kind == "order"
    first = next(a for a in session.legal() if a.kind == "hex")
    session.apply(first)
    line = session.undo()
    who = session.name(d.player)
    assert line == f"{who} takes back: {who} chooses the {session.building(first.arg)} hex to act next."
    assert session.log[-1].text == line
