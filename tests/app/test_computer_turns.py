"""Computer seats in the app: they move by themselves in a worker thread, the
person plays on, saves remember the seats, and a move thought out for a game
that has moved on is dropped."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from support.app_table import answer, asking, drive, game_screen, screen_text
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.end import EndScreen
from ragusa_tui.app.screens.handover import HandOverScreen
from ragusa_tui.app.widgets.board_map import BoardMap
from ragusa_tui.engine import Action
from ragusa_tui.table.autosave import restore, save_text
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.seating import read_seating
from ragusa_tui.table.setup import GameSetup


def duel(computers: tuple[str, ...] = ("", "easy"), seed: int = 3) -> GameSetup:
    return GameSetup(("Ann", "Bot"), ("Red", "Green"), seed, False, "duel", (), 0.0, computers)




def test_setup_needs_a_person_and_known_levels() -> None:
    assert duel().problem() is None
    assert duel(("easy", "hard")).problem() == "At least one seat must be a person."
    assert "known level" in (duel(("", "grandmaster")).problem() or "")
    assert duel(("", "hard")).level(1) == "hard" and duel(("", "hard")).level(0) is None
    assert GameSetup(("A", "B"), ("Red", "Green"), mode="duel").level(1) is None


def test_saves_remember_computer_seats(tmp_path: Path) -> None:
    session = LocalTable(duel(("", "medium")))
    session.apply(session.game.legal_actions()[0])
    doc = json.loads(save_text(session, autosave=True))
    assert doc["app"]["computers"] == ["", "medium"]
    path = tmp_path / "g.json"
    path.write_text(json.dumps(doc))
    assert restore(path).session.setup.computers == ("", "medium")
    # A hand-edited entry falls back to people in every seat.
    for bad in (["hard", "hard"], ["", "god"], ["", "easy", ""], "easy"):
        assert read_seating({"app": {**doc["app"], "computers": bad}}, 2).computers == ()
    plain = LocalTable(duel(()))
    assert "computers" not in json.loads(save_text(plain, autosave=True))["app"]


@pytest.mark.thorough  # a whole game: the thorough profile's
def test_a_game_with_a_computer_seat_runs_to_the_end() -> None:
    app = RagusaApp(setup=duel())

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        for _ in range(400):
            await pilot.pause()
            if isinstance(app.screen, EndScreen):
                break
            d = game.pending
            assert d is not None
            if d.player == 1:  # the computer: it moves by itself
                await screen.workers.wait_for_complete()
                continue
            answer(app, str(game.legal_actions()[0]))
        assert game.is_over and isinstance(app.screen, EndScreen)

    drive(app, script)


def test_a_move_for_a_game_that_moved_on_is_dropped() -> None:
    app = RagusaApp(setup=duel(("", "easy"), seed=8))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        while game.pending.player != 1:  # play the person's moves until the computer is to move
            await pilot.pause()
            if (panel := asking(app)) is not None:
                panel.answer(game.legal_actions()[0])
            elif game.pending.player == 0:
                screen.act(game.legal_actions()[0])
        screen.computers.cancel()  # as an undo or a new game would
        before = len(game.history)
        await screen.workers.wait_for_complete()
        await pilot.pause()
        assert len(game.history) == before and not screen.computers.running
        # Keys on the map do nothing while a computer decides.
        screen.computers.start(screen.session)
        assert screen.computers.running
        await pilot.press("enter", "f")
        await screen.workers.wait_for_complete()
        await pilot.pause()
        assert len(game.history) > before

    drive(app, script)


def test_undoing_while_a_computer_thinks_is_safe(monkeypatch: pytest.MonkeyPatch) -> None:
    # The computer thinks until the test lets it answer: it is surely still
    # thinking when the person takes their move back.
    released = threading.Event()
    thinking = LocalTable.computer_job

    def slow_job(table: LocalTable, level: str) -> Callable[[], tuple[Action, Exception | None]]:
        choose = thinking(table, level)

        def wait_then_choose() -> tuple[Action, Exception | None]:
            released.wait(30)
            return choose()

        return wait_then_choose

    monkeypatch.setattr(LocalTable, "computer_job", slow_job)
    app = RagusaApp(setup=duel(("", "easy"), seed=8))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        while game.pending.player != 1 or not game.history:  # the person moves, then the computer thinks
            await pilot.pause()
            if game.pending.player == 0:
                answer(app, str(game.legal_actions()[0]))
        assert screen.computers.running
        before = len(game.history)
        await pilot.press("u")  # take back the person's move while the computer thinks
        assert len(game.history) == before - 1 and game.pending.player == 0
        released.set()  # its move, thought out for the position taken back, arrives now
        await screen.workers.wait_for_complete()
        await pilot.pause()
        # The move thought out for the position taken back is dropped.
        assert len(game.history) == before - 1 and game.pending.player == 0
        assert not screen.computers.running

    drive(app, script)


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_quitting_while_a_computer_thinks_is_safe(level: str) -> None:
    app = RagusaApp(setup=GameSetup(("Bot", "Ann"), ("Red", "Green"), 4, True, "duel", (), 0.0,
                                    (level, "")))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        assert screen.computers.running or screen.session.game.pending.player == 1
        app.exit()  # whether it is still thinking or not

    drive(app, script)


def test_space_plays_the_computers_move_at_once_and_esc_skips_the_pauses() -> None:
    setup = GameSetup(("Bot", "Ann"), ("Red", "Green"), 4, False, "duel", (), 60.0, ("easy", ""))
    app = RagusaApp(setup=setup)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        await screen.workers.wait_for_complete()
        await pilot.pause()
        assert not game.history and screen.computers.running  # thought out, waiting its pause
        await pilot.press("space")
        await pilot.pause()
        assert len(game.history) == 1
        while game.pending.player == 1:  # the person's moves, until the computer's turn
            answer(app, str(game.legal_actions()[0]))
            await pilot.pause()
        await pilot.press("escape")  # no pauses until the person decides again
        for _ in range(50):
            await screen.workers.wait_for_complete()
            await pilot.pause()
            if game.pending.player == 1:
                break
        assert game.pending.player == 1

    drive(app, script)


# ------------------------------------------- computer moves, shown truthfully
def test_each_computer_move_is_shown_with_true_mats_its_marks_and_no_secrets() -> None:
    """One person and two computers, hand-over on: the computers move one
    decision at a time (Space), each move on the map as the last move and in
    the mats; their cards never show, and with one person at the keyboard no
    hand-over screen ever comes."""
    setup = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 11, True, "standard", (), 60.0,
                      ("", "easy", "easy"))
    app = RagusaApp(setup=setup)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        handovers, moves = 0, 0
        while game.round < 3 and not game.is_over:
            await pilot.pause()
            d = game.pending
            if isinstance(app.screen, HandOverScreen):
                handovers += 1
                await pilot.press("enter")
                continue
            if d.player != 0:
                await screen.workers.wait_for_complete()
                await pilot.pause()
                text = screen_text(app)
                assert screen.computers.running and f"{game.names[d.player]} (computer) decides" in text
                assert f"{game.names[d.player]} is a computer player" in text
                await pilot.press("space")
                await pilot.pause()
                moves += 1
                view = screen.query_one(BoardMap).view
                assert view is not None and view.recent == screen.session.last_spot
                assert view.recent_slots == screen.session.recent_slots
                assert view.houses == [s["house"] for s in game.snapshot(None)["spots"]]
                assert list(view.walls) == game.walls
                mats = next(line for line in screen_text(app).splitlines() if "│ VP " in line)
                assert mats.split("│ VP ", 1)[1].split() == [str(v) for v in game.vp]
                assert screen.viewer in (None, 0)  # a computer's cards are never on screen
                continue
            answer(app, str(game.legal_actions()[0]))
        assert moves > 6 and handovers == 0

    drive(app, script)


def test_space_while_a_computer_thinks_plays_its_move_as_soon_as_it_is_ready() -> None:
    setup = GameSetup(("Bot", "Ann"), ("Red", "Green"), 4, False, "duel", (), 60.0, ("easy", ""))
    app = RagusaApp(setup=setup)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        screen.computers.cancel()
        screen.computers.start(screen.session)  # thinking: nothing can be ready yet
        screen.computers.next_step()
        assert not game.history and screen.computers.hurry
        for _ in range(20):
            await screen.workers.wait_for_complete()
            await pilot.pause()
            if game.history:
                break
        assert len(game.history) == 1 and not screen.computers.hurry  # no 60 s pause waited

    drive(app, script)


def test_two_persons_and_a_computer_hand_over_between_the_persons_only() -> None:
    setup = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 11, True, "standard", (), 0.0,
                      ("", "", "easy"))
    app = RagusaApp(setup=setup)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        deciders: list[int] = []
        while game.round < 2 and not game.is_over:
            await screen.workers.wait_for_complete()
            await pilot.pause()
            if isinstance(app.screen, HandOverScreen):
                deciders.append(game.pending.player)
                await pilot.press("enter")
                continue
            if game.pending.player != 2:
                answer(app, str(game.legal_actions()[0]))
        assert deciders and set(deciders) <= {0, 1}  # never before the computer's moves
        assert all(a != b for a, b in zip(deciders, deciders[1:], strict=False))  # only on a change of person

    drive(app, script)


def test_the_header_offers_no_powerhouse_key_while_a_computer_places() -> None:
    """The p key is the person's: while a computer decides where to build,
    the top line says what it may place, without offering a key."""
    session = LocalTable(GameSetup(("Bot", "Ann"), ("Red", "Green"), 4, False, "duel", (), 60.0, ("easy", "")))
    while not (session.game.pending.kind == "place" and session.game.pending.player == 0):  # type: ignore[union-attr]
        session.apply(session.legal()[0])
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        await pilot.pause()
        assert screen.computers.running
        top = screen_text(app).splitlines()[0]
        assert "Bot (computer) decides: build a house or place a Powerhouse (2 left)" in top, top
        assert "p for" not in top
        assert "Hint" not in screen_text(app).splitlines()[-1]  # a hint is for a person's decision

    drive(app, script)


def test_with_hand_overs_no_secret_shows_while_a_computer_decides() -> None:
    """The whole table watches a computer play: the last person's bonus cards
    leave the screen, and the next person gets the keyboard by a hand-over."""
    app = RagusaApp(setup=GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 5, True,
                                    step_pause=0.0, computers=("", "", "easy")))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        for person in ("Ann", "Bo"):
            assert isinstance(app.screen, HandOverScreen)
            await pilot.press("enter")
            assert f"{person}'s bonus cards (secret)" in screen_text(app)
            answer(app, str(game.legal_actions()[0]))
        # Looked at as the computer starts to think (it may be done by the next frame).
        assert game.pending is not None and game.pending.player == 2  # Cy, the computer
        assert screen.viewer is None
        assert "bonus cards (secret)" not in screen_text(app)
        for _ in range(50):
            await screen.workers.wait_for_complete()
            await pilot.pause()
            if game.pending.player != 2:
                break
        assert game.pending.player == 0 and isinstance(app.screen, HandOverScreen)

    drive(app, script)
