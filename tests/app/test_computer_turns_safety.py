"""A person at a table with computer seats: only persons' decisions are taken
back, a screen over the game holds the computers' moves, a command chosen in
the palette never acts for the next person, a resumed game knows what each
person has already seen, and a failing computer player does not stop the
game."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from support.app_table import answer, drive, game_screen, palette_offers
from support.waiting import until
from textual.pilot import Pilot

import ragusa_tui.ai as ai
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.confirm import ConfirmScreen
from ragusa_tui.app.screens.handover import HandOverScreen
from ragusa_tui.table.autosave import restore, save_text
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup


def notices(app: RagusaApp) -> str:
    return "\n".join(str(n.message) for n in app._notifications)


async def settle(screen: Any, pilot: Pilot[Any]) -> None:
    await screen.workers.wait_for_complete()
    await pilot.pause()


def test_a_person_never_takes_back_a_computers_decision() -> None:
    setup = GameSetup(("Ann", "Bot"), ("Red", "Green"), 5, False, "duel", (), 0.0, ("", "easy"))
    app = RagusaApp(setup=setup)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        for _ in range(200):  # until the person decides right after the computer
            await settle(screen, pilot)
            if game.history and game.pending.player == 0 and game.last_decision.player == 1:
                break
            if game.pending.player == 0:
                answer(app, str(game.legal_actions()[0]))
        else:
            pytest.fail("the computer never decided just before the person")
        before = list(game.history)
        await pilot.press("escape", "u")  # out of any dialog, then undo
        await settle(screen, pilot)
        assert game.history == before
        assert "a computer player's" in notices(app)

    drive(app, script)


def test_the_hand_over_offers_no_take_back_of_a_computers_move() -> None:
    setup = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 11, True, "standard", (), 0.0,
                      ("", "", "easy"))
    app = RagusaApp(setup=setup)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        after_computer = after_person = 0
        while not (after_computer and after_person) and game.round < 4:
            await settle(screen, pilot)
            if isinstance(app.screen, HandOverScreen):
                last = game.last_decision
                if last is not None and last.player == 2:
                    after_computer += 1
                    assert screen.offered is None
                elif screen.offered is not None:
                    after_person += 1
                await pilot.press("enter")
                continue
            if game.pending.player != 2:
                answer(app, str(game.legal_actions()[0]))
        assert after_computer and after_person

    drive(app, script)


def test_the_quit_question_holds_the_computers_moves() -> None:
    setup = GameSetup(("Bot", "Ann"), ("Red", "Green"), 4, True, "duel", (), 1.0, ("easy", ""))
    app = RagusaApp(setup=setup)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        await pilot.press("ctrl+q")  # while the computer thinks, or waits out its pause
        assert isinstance(app.screen, ConfirmScreen)
        # (On a busy machine the computer's first move may come before the key.)
        held = len(game.history)
        await settle(screen, pilot)
        await asyncio.sleep(1.5)  # longer than the pause between moves
        await pilot.pause()
        assert len(game.history) == held and isinstance(app.screen, ConfirmScreen)  # nothing moved behind it
        await pilot.press("n")
        await settle(screen, pilot)
        assert len(game.history) >= 1 and not isinstance(app.screen, ConfirmScreen)
        await pilot.press("ctrl+q")  # asked again, not answered by the earlier press
        assert isinstance(app.screen, ConfirmScreen) and app.is_running

    drive(app, script)


def test_a_palette_command_does_nothing_once_a_computers_move_has_handed_the_keyboard_on() -> None:
    """Textual runs a chosen command after the palette closes, and the
    computer's move that waited for the palette is played first: a hint
    asked for by Ann must not then tell Bo's secret cards on Bo's hand-over."""
    setup = GameSetup(("Ann", "Cy", "Bo"), ("Red", "Green", "Blue"), 5, True, "standard", (), 1.0,
                      ("", "easy", ""))
    app = RagusaApp(setup=setup)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        await pilot.press("enter")  # Ann has the keyboard
        answer(app, str(game.legal_actions()[0]))  # and keeps a card: Cy, the computer, thinks
        await pilot.press("ctrl+p")
        await settle(screen, pilot)
        await asyncio.sleep(1.5)  # longer than the pause between moves
        await pilot.pause()  # Cy's move is ready, and waits for the palette
        assert game.pending.player == 1 and len(game.history) == 1  # type: ignore[union-attr]
        await pilot.press(*"hint")
        await until(pilot, lambda: palette_offers(app, "hint"), "the hint found in the palette")
        await pilot.press("enter")
        await settle(screen, pilot)
        assert isinstance(app.screen, HandOverScreen) and game.pending.player == 2  # type: ignore[union-attr]
        await settle(screen, pilot)  # a hint would be thought out by now
        assert not [n for n in app._notifications if n.title == "Hint"]
        assert "The game moved on while the palette was open: nothing was done." in notices(app)

    drive(app, script)


def test_a_resumed_game_knows_what_each_person_has_seen(tmp_path: Path) -> None:
    setup = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 7, True, "standard")
    session = LocalTable(setup)
    for _ in range(40):
        session.apply(session.game.legal_actions()[0])
    path = tmp_path / "g.json"
    path.write_text(save_text(session, autosave=True))
    resumed = restore(path).session
    assert [x.text for x in resumed.log] == [x.text for x in session.log]
    assert resumed.seen_at == session.seen_at and len(session.seen_at) == 3
    assert json.loads(path.read_text())["actions"]


def test_a_failing_computer_player_does_not_stop_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken:
        def choose(self, game: Any) -> Any:
            raise RuntimeError("no idea")

    monkeypatch.setattr(ai, "make_agent", lambda level, seed: Broken())  # the table makes its computers' players
    setup = GameSetup(("Bot", "Ann"), ("Red", "Green"), 4, False, "duel", (), 0.0, ("easy", ""))
    app = RagusaApp(setup=setup)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        for _ in range(5):
            await settle(screen, pilot)
            if game.history:
                break
        assert game.history and "could not decide" in notices(app)

    drive(app, script)
