"""Whole games through the table server: persons as protocol clients and a
computer seat on the server, to the end; no frame ever tells a seat what it
may not know; the final scores are those `ragusa verify` finds in the save."""

from __future__ import annotations

import asyncio
import json
import os
import random
import stat
from pathlib import Path
from typing import Any

import pytest
from support.helpers import by_profile
from support.table_net import WAIT, Seat, Ticker, leaks, play, setup_of, verify

from ragusa_tui.net.console import command
from ragusa_tui.net.frame_data import decode
from ragusa_tui.net.protocol import Refused
from ragusa_tui.table.setup import GameSetup

SEED = 918273645


def _totals(frame: dict[str, Any]) -> list[int]:
    scores = decode(frame["view"]).scores
    assert scores is not None
    return [p.total for p in scores.players]


async def _whole_game(serve_table: Any, seed: int, undo_every: int, setup: GameSetup | None = None) -> None:
    setup = setup or setup_of(("Ann", "Bo", "Computer"), ("", "", "easy"), seed=seed)
    async with serve_table(setup) as served:
        hosted = served.hosted
        ticker = Ticker()
        keys = hosted.keys
        persons = [Seat(served.url, key, ticker).start() for key in keys.seats if key is not None]
        watcher = Seat(served.url, keys.spectator, ticker).start()
        everyone = [*persons, watcher]
        await ticker.until(lambda: all(s.state for s in everyone), what="the first states")
        await play(persons, ticker, random.Random(seed), undo_every=undo_every)
        await ticker.until(lambda: all(s.over for s in everyone), what="everyone's last state")
        await hosted.flush()

        # Not one frame told a seat what it may not know.
        all_keys = [k for k in (*keys.seats, keys.spectator) if k is not None]
        for client in everyone:
            own = client.key
            secrets = [k for k in all_keys if k != own]
            found = [leak for frame in client.frames for leak in leaks(frame, secrets, seed)]
            assert found == [], found[:5]
        assert {f["seat"] for f in persons[0].frames} == {0}
        assert {f["seat"] for f in watcher.frames} == {None}
        # Each client's events, joined, are the table's whole log, in order.
        for client in everyone:
            events = [e for f in client.frames for e in f["events"]]
            assert events == [line.text for line in hosted.table.log]
        # The scores seen are the table's and the save's.
        scores = hosted.table.final_scores()
        report = verify(hosted.folder.save_path)  # type: ignore[union-attr]
        assert report["over"] and report["seed"] == seed
        assert [p["total"] for p in report["final_scores"]["players"]] == [p.total for p in scores.players]
        for client in everyone:
            assert _totals(client.frames[-1]) == [p.total for p in scores.players]
            assert all(f["view"]["scores"] is None for f in client.frames if not f["view"]["position"]["over"])
        assert not hosted.errors
        for client in everyone:
            await client.stop()


def test_a_whole_game_leaks_nothing_and_scores_asverify(serve_table: Any) -> None:
    asyncio.run(asyncio.wait_for(_whole_game(serve_table, SEED, undo_every=6), 3 * WAIT))


@pytest.mark.parametrize("seed", range(by_profile(1, 8)))
def test_random_whole_games(serve_table: Any, seed: int) -> None:
    """More seeds and more take-backs (RAGUSA_THOROUGH: 8 games, else 1)."""
    asyncio.run(asyncio.wait_for(_whole_game(serve_table, 700_001 + seed, undo_every=4), 6 * WAIT))


@pytest.mark.parametrize("setup", [
    GameSetup(("Ann",), ("Red",), SEED, handover=False, mode="solo", options=("human_first",)),
    GameSetup(("Ann", "Bo"), ("Red", "Blue"), SEED, handover=False, mode="duel", computers=("", "medium")),
], ids=["solo", "duel"])
def test_solo_and_duel_games_leak_nothing(serve_table: Any, setup: GameSetup) -> None:
    asyncio.run(asyncio.wait_for(_whole_game(serve_table, SEED, 5, setup), 3 * WAIT))


def test_the_data_folder_is_private(serve_table: Any, tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serve_table(setup_of(("Ann", "Bo", "Cy"))) as served:
            folder = served.hosted.folder
            assert folder is not None
            assert stat.S_IMODE(os.stat(folder.path).st_mode) == 0o700
            assert stat.S_IMODE(os.stat(folder.keys_path).st_mode) == 0o600
            assert stat.S_IMODE(os.stat(folder.save_path).st_mode) & 0o077 == 0
            text = folder.keys_path.read_text()
            assert all(k in text for k in served.hosted.keys.seats if k)

    asyncio.run(asyncio.wait_for(scenario(), WAIT))


def test_the_host_hands_a_seat_to_a_computer_and_back(serve_table: Any) -> None:
    async def scenario() -> None:
        async with serve_table(setup_of(("Ann", "Bo", "Cy"))) as served:
            hosted = served.hosted
            ticker = Ticker()
            seats = [Seat(served.url, key, ticker).start() for key in hosted.keys.seats if key is not None]
            await ticker.until(lambda: all(s.state for s in seats), what="the first states")
            bo = seats[1]
            assert [p["connected"] for p in bo.state["presence"]] == [True, True, True]  # type: ignore[index]
            await seats[2].stop()
            await ticker.until(lambda: not bo.state["presence"][2]["connected"], what="Cy's leaving")  # type: ignore[index]
            # Cy is away: a computer plays Cy's seat until the host gives it back.
            reply = command(hosted, "computer Cy easy")
            assert "seat 3 Cy: computer (easy), standing in for its person, not connected" in reply
            await ticker.until(lambda: bo.state["presence"][2]["computer"] == "easy", what="presence")  # type: ignore[index]
            await play(seats[:2], ticker, random.Random(3), stop=lambda: hosted.table.round > 2)
            assert hosted.keys.stand_ins == {2: "easy"}
            assert json.loads(hosted.folder.keys_path.read_text())["stand_ins"] == {"2": "easy"}  # type: ignore[union-attr]
            assert "seat 3 Cy: person" in command(hosted, "person 3")
            assert hosted.level(2) is None
            assert "Unknown command" in command(hosted, "dance")
            assert "no computer level" in command(hosted, "computer 1 grandmaster")
            assert "No seat is called" in command(hosted, "person Zed")
            assert "no seat 9" in command(hosted, "person 9")
            assert "version" in command(hosted, "status")
            with pytest.raises(Refused):
                hosted.hand_to_computer(7, "easy")
            for s in seats[:2]:
                await s.stop()

    asyncio.run(asyncio.wait_for(scenario(), 2 * WAIT))
