"""How a hosted table ends and starts again: a table its host stops on
purpose tells every connection so (they stop reconnecting), and a table
started again after a crash never reuses a version a client may have seen."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from support.table_net import WAIT, Seat, Ticker, closed_how, serve, setup_of

from ragusa_tui.net.hosted import RESERVED_AHEAD, HostedTable
from ragusa_tui.net.link import Link
from ragusa_tui.net.store import DataFolder
from ragusa_tui.saves import SaveError

SETUP = setup_of(("Ann", "Bo", "Cy"))


def _play(hosted: HostedTable, moves: int) -> None:
    """`moves` moves of whoever decides, each on the version it was chosen on."""
    for _ in range(moves):
        seat = hosted.table.decider
        hosted.act(seat, hosted.version, str(hosted.table.legal()[0]))


def test_a_table_stopped_by_its_host_says_so_and_its_clients_stop_trying(tmp_path: Path) -> None:
    async def scenario() -> None:
        ticker = Ticker()
        async with serve(SETUP, tmp_path / "t") as served:
            keys = served.hosted.keys
            seat = Seat(served.url, keys.seats[0], ticker).start()
            watcher = Seat(served.url, keys.spectator, ticker).start()
            await ticker.until(lambda: seat.state is not None and watcher.state is not None, what="the first states")
        # `serve` stopped the server on the way out: each client heard why and stopped.
        for client in (seat, watcher):
            assert client.task is not None
            await asyncio.wait_for(client.task, WAIT)  # run() returned by itself: no reconnecting
            assert client.client.closed_by_host is True
            assert client.client.connected is False
        assert json.loads((tmp_path / "t" / "versions.json").read_text())["reserved"] == served.hosted.version

    asyncio.run(scenario())


def test_a_screen_is_told_the_table_was_closed_and_saved(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serve(SETUP, tmp_path / "t") as served:
            link = Link(served.url, served.hosted.keys.seats[1])
            link.start()
            first = await asyncio.to_thread(link.frames.get, True, WAIT)
            assert first["type"] == "connection" and first["up"] is True
        frames = []
        while len(frames) < 50 and not (frames and frames[-1].get("final")):
            frames.append(await asyncio.to_thread(link.frames.get, True, WAIT))
        assert frames[-1]["message"] == "The table was closed by its host; it is saved."
        await asyncio.to_thread(link.close)

    asyncio.run(scenario())


def test_moves_that_come_while_the_table_closes_are_refused(tmp_path: Path) -> None:
    async def scenario() -> None:
        ticker = Ticker()
        async with serve(SETUP, tmp_path / "t") as served:
            decider = served.hosted.table.decider
            seat = Seat(served.url, served.hosted.keys.seats[decider], ticker).start()
            await ticker.until(lambda: seat.state is not None, what="the first state")
            served.server.stopping = True
            version = served.hosted.version
            await seat.client.act(seat.state["legal"][0])
            await ticker.until(lambda: bool(seat.errors), what="the refusal")
            assert seat.errors == ["The table is closing: nothing more is played."]
            assert served.hosted.version == version

    asyncio.run(scenario())


def test_after_a_crash_versions_start_above_any_a_client_may_hold(tmp_path: Path) -> None:
    async def scenario() -> None:
        folder = DataFolder(tmp_path / "t")
        hosted = HostedTable.new(SETUP, folder)
        first_save = hosted.save_doc()
        _play(hosted, 5)
        await hosted.flush()
        sent = hosted.version  # every client may have seen this version
        # The crash: killed before the last saves reached the disk.
        folder.save_now(first_save)
        again = HostedTable.resume(DataFolder(tmp_path / "t"))
        assert again.version > sent
        assert again.table.decider is not None
        # It reserves versions ahead again, on disk before any is sent.
        assert json.loads(folder.versions_path.read_text())["reserved"] >= again.version

    asyncio.run(scenario())


def test_the_versions_reserved_ahead_are_extended_before_they_run_out(tmp_path: Path) -> None:
    async def scenario() -> None:
        folder = DataFolder(tmp_path / "t")
        hosted = HostedTable.new(SETUP, folder)
        assert folder.read_reserved() == RESERVED_AHEAD
        hosted.version = RESERVED_AHEAD - 1  # as after that many moves and take-backs
        _play(hosted, 2)
        assert hosted.version == RESERVED_AHEAD + 1
        reserved = folder.read_reserved()
        assert reserved is not None and reserved >= hosted.version
        await hosted.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("reserved", [True, False], ids=["versions kept", "a table from before they were"])
def test_a_clean_stop_goes_on_from_the_version_reached(tmp_path: Path, reserved: bool) -> None:
    """After a clean stop, and for a table hosted before versions were
    reserved, it goes on just above the saved version."""
    async def scenario() -> None:
        hosted = HostedTable.new(SETUP, DataFolder(tmp_path / "t"))
        _play(hosted, 3)
        await hosted.close()
        if not reserved:
            (tmp_path / "t" / "versions.json").unlink()
        assert HostedTable.resume(DataFolder(tmp_path / "t")).version == hosted.version + 1

    asyncio.run(scenario())


def test_ragusa_host_stopped_tells_its_clients_and_they_stop_trying(host_process: Any, tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await asyncio.to_thread(host_process, tmp_path / "t", "--seats", "Ann,Bo,computer:easy")
        ticker = Ticker()
        seats = [Seat(host.url, s["key"], ticker).start() for s in host.info["seats"]]
        await ticker.until(lambda: all(s.state for s in seats), what="the first states")
        assert await asyncio.to_thread(host.stop) == 0  # SIGTERM, as Ctrl+C or the app quitting
        for seat in seats:
            assert seat.task is not None
            await asyncio.wait_for(seat.task, WAIT)
            assert seat.client.closed_by_host is True

    asyncio.run(scenario())


def test_a_connection_still_to_say_hello_hears_the_table_closed_from_the_close_code(tmp_path: Path) -> None:
    from websockets.asyncio.client import connect
    from ragusa_tui.net.protocol import CLOSE_TABLE_CLOSED, CLOSED_SAVED

    async def scenario() -> None:
        async with serve(SETUP, tmp_path / "t") as served:
            ws = await connect(served.url, proxy=None)
            await served.server.stop()  # before this connection said its hello
        assert await closed_how(ws) == (CLOSE_TABLE_CLOSED, CLOSED_SAVED)

    asyncio.run(scenario())


def test_versions_not_reserved_on_disk_are_reserved_again_at_the_next_move(tmp_path: Path,
                                                                          monkeypatch: Any) -> None:
    async def scenario() -> None:
        folder = DataFolder(tmp_path / "t")
        hosted = HostedTable.new(SETUP, folder)
        told: list[str] = []
        folder.report = told.append
        hosted.version = RESERVED_AHEAD  # the next move needs new versions reserved
        real = folder.write_reserved

        def full(reserved: int) -> None:
            raise SaveError("save to", folder.versions_path, "no space left on the disk")

        monkeypatch.setattr(folder, "write_reserved", full)
        _play(hosted, 2)
        assert hosted.reserved == RESERVED_AHEAD and len(told) == 1  # said once, not at every move
        monkeypatch.setattr(folder, "write_reserved", real)
        _play(hosted, 1)
        assert hosted.reserved > hosted.version and folder.read_reserved() == hosted.reserved
        await hosted.close()

    asyncio.run(scenario())
