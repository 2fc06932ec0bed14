"""The game screen at a networked seat: the same screen over a table a
server holds. It waits, saying for whom, while another seat decides; opens
its own decision's dialog when the state says it is this seat's turn; and
its answer goes through the table (served in process, `support.loop_link`)."""

from __future__ import annotations

from typing import Any

from support.app_table import asking, drive, game_screen, screen_text
from support.loop_link import first_decider, remote_seat
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.handover import HandOverScreen
from ragusa_tui.engine.scoring import bonus_title
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup

SETUP = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=7)


def _waiting_seat() -> tuple[int, int, Any, Any]:
    """The seat after the first decider, waiting: (the first decider, that
    seat, its `RemoteTable`, the link serving it)."""
    first = first_decider(SETUP)
    seat = (first + 1) % 3
    table, link = remote_seat(SETUP, seat)
    return first, seat, table, link


async def _opened(app: RagusaApp, table: Any, pilot: Pilot[Any]) -> None:
    """`table`'s seat opened on the app's game screen, its first frame drawn."""
    app.open_remote(table)
    await pilot.pause()


def test_a_waiting_seat_says_whom_it_waits_for_and_opens_its_dialog_when_its_turn_comes() -> None:
    first, seat, table, link = _waiting_seat()
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await _opened(app, table, pilot)
        screen = game_screen(app)
        assert not isinstance(app.screen, HandOverScreen)
        assert asking(app) is None
        assert f"Waiting for {table.frame(None).name(first)}" in screen_text(app)
        # The other seat decides at its own screen; its state arrives here.
        while link.table.decider != seat:
            link.others(str(link.table.legal()[0]))
        table.pump()
        await pilot.pause()
        panel = asking(app)
        assert panel is not None, "this seat's decision opens its dialog"
        before = link.version
        await pilot.press("enter")
        await pilot.pause()
        assert link.version == before + 1, "the answer went through the table"
        assert link.table.decider != seat or link.table.decision is not None
        assert screen.viewer == seat

    drive(app, script)


def test_another_seats_cards_never_show_at_this_seat() -> None:
    _, _, table, link = _waiting_seat()
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await _opened(app, table, pilot)
        text = screen_text(app)
        offered = link.table.decision.options if link.table.decision else ()
        titles = [bonus_title(link.table.board, c) for c in offered]
        assert titles and all(t not in text for t in titles)

    drive(app, script)


def test_at_the_end_every_seat_sees_the_scores_and_may_save_a_copy() -> None:
    import random

    from ragusa_tui.app.screens.end import EndScreen
    from ragusa_tui.saves import load_save, save_dir

    table, link = remote_seat(SETUP, 1)
    pick = random.Random(4)
    while not link.table.over:
        action = str(pick.choice(link.table.legal()))
        if link.table.decider == 1:
            table.apply(action)
        else:
            link.others(action)
        table.pump()
    assert table.frame(None).over and table.seed == 7  # told once the game is over
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await _opened(app, table, pilot)
        assert isinstance(app.screen, EndScreen)
        assert table.frame(None).scores == link.table.final_scores()
        assert "Save a copy (c)" in screen_text(app)
        await pilot.press("c")
        await pilot.pause()
        await pilot.press(*"friday", "enter")
        await pilot.pause()
        saved = save_dir() / "friday.json"
        assert saved.exists()
        assert load_save(saved).final_scores().as_dict() == link.table.final_scores().as_dict()

    drive(app, script)


def test_a_spectator_sees_the_public_table_and_decides_nothing() -> None:
    table, link = remote_seat(SETUP, None)
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await _opened(app, table, pilot)
        screen = game_screen(app)
        assert asking(app) is None and screen.viewer is None
        text = screen_text(app)
        assert "A spectator sees nobody's bonus cards." in text and "Waiting for" in text
        await pilot.press("u")
        await pilot.pause()
        assert link.version == 0  # nothing was taken back, nothing sent

    drive(app, script)


def test_a_turn_that_comes_while_help_is_open_is_presented_once_help_closes() -> None:
    _, seat, table, link = _waiting_seat()
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await _opened(app, table, pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert not isinstance(app.screen, type(game_screen(app)))
        while link.table.decider != seat:
            link.others(str(link.table.legal()[0]))
        table.pump()
        await pilot.pause()
        assert asking(app) is None  # the help is on top: nothing opens under it
        await pilot.press("escape")
        await pilot.pause()
        assert asking(app) is not None, "this seat's decision opens once the help is closed"

    drive(app, script)


def test_enter_on_the_map_at_another_seats_decision_says_whom_it_waits_for() -> None:
    first, _, table, link = _waiting_seat()
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await _opened(app, table, pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert asking(app) is None and link.version == 0
        assert f"Waiting for {table.frame(None).name(first)}" in screen_text(app)

    drive(app, script)


def test_the_deciding_seat_is_told_at_once_that_the_link_is_lost() -> None:
    first = first_decider(SETUP)
    table, link = remote_seat(SETUP, first)
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await _opened(app, table, pilot)
        assert asking(app) is not None, "this seat decides: its dialog is open"
        link.frames.put({"type": "connection", "up": False})  # the table's host is gone
        table.pump()
        await pilot.pause()
        assert "the connection to the table is lost: reconnecting…" in screen_text(app)
        link.frames.put({"type": "error", "final": True,
                         "message": "The table was closed by its host; it is saved."})
        table.pump()
        await pilot.pause()
        assert "The table was closed by its host; it is saved." in screen_text(app)
        assert "decides:" not in screen_text(app).splitlines()[0]  # nobody decides at a closed table
        await pilot.press("ctrl+q")  # and quitting says so, not that the table plays on
        await pilot.pause()
        assert getattr(app.screen, "question", "") == "Quit Ragusa? The table was closed by its host; it is saved."

    drive(app, script)


def test_why_a_spot_is_refused_shows_whole_at_100_columns() -> None:
    local = LocalTable(SETUP)
    while local.decision is not None and local.decision.kind != "place":
        local.apply(str(local.legal()[0]))
    table, link = remote_seat(SETUP, local.decider)  # the seat that builds first
    while link.table.decision is not None and link.table.decision.kind != "place":
        link.others(str(link.table.legal()[0]))  # the bonus cards kept, its own too
    table.pump()
    spot, why = next((s, p) for s in range(table.board.n_spots)
                     if (p := table.frame(None).spot_problem(s)) and "around it but" in p)
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await _opened(app, table, pilot)
        await pilot.press(*str(spot))
        await pilot.pause()
        info = game_screen(app).query_one("#spot-info").region
        rows = screen_text(app).splitlines()[info.y:info.bottom]
        text = " ".join(" ".join(row[info.x:info.right] for row in rows).split())  # however it wraps
        assert f"✗ {why[0].upper()}{why[1:]}." in text

    drive(app, script, size=(100, 30))


def test_the_player_to_decide_shows_as_away_too() -> None:
    first, _, table, link = _waiting_seat()
    frame = dict(link.frames_sent[-1])
    frame["presence"] = [{"seat": p, "person": True, "connected": p != first} for p in range(3)]
    link.frames.put(frame)  # the deciding player's screen has left the table
    table.pump()
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await _opened(app, table, pilot)
        assert table.frame(None).away == {first}
        assert f"▶✗{table.frame(None).palette[first].symbol}{table.frame(None).name(first)}" in screen_text(app)
        assert f"Waiting for {table.frame(None).name(first)} (away)" in screen_text(app)

    drive(app, script)
