"""`ragusa host` killed mid-game (SIGKILL) and started again on the same
data folder: the same address and keys, the clients back by themselves,
the game finished, its save's final scores as `ragusa verify` finds them."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest
from support.table_net import FAST, WAIT, Seat, Ticker, play, verify

from ragusa_tui.net.frame_data import decode

SEED = 918273645


@pytest.mark.thorough
def test_a_killed_host_resumes_and_its_clients_finish_the_game(host_process: Any, tmp_path: Path) -> None:
    data = tmp_path / "table"
    rate = ("--max-rate", str(FAST))

    async def scenario() -> None:
        first = await asyncio.to_thread(host_process, data, "--seats", "Ann,Bo,computer:easy",
                                        "--seed", str(SEED), *rate)
        info = first.info
        assert info["url"].startswith("ws://127.0.0.1:")
        assert [(s["seat"], s["name"]) for s in info["seats"]] == [(0, "Ann"), (1, "Bo")]
        ticker = Ticker()
        seats = [Seat(first.url, s["key"], ticker).start() for s in info["seats"]]
        await ticker.until(lambda: all(s.state for s in seats), what="the first states")
        rng = random.Random(SEED)
        await play(seats, ticker, rng, stop=lambda: (seats[0].client.version or 0) >= 20)

        first.kill()  # no chance to save or say goodbye
        heard = [len(s.frames) for s in seats]
        await ticker.until(lambda: not any(s.client.connected for s in seats), what="the connections lost")
        second = await asyncio.to_thread(host_process, data, *rate, port=first.port)
        assert second.info == info  # the same address and the same keys
        # The clients come back by themselves and get the whole state again.
        await ticker.until(lambda: all(any(f["log_from"] == 0 for f in s.frames[n:])
                                       for s, n in zip(seats, heard)), what="the clients back")
        assert all(s.links[-3:] == [True, False, True] for s in seats)
        # Every version after the restart is above any heard before the kill
        # (moves sent in the instant before it may never have been saved).
        seen = max(f["version"] for s, n in zip(seats, heard) for f in s.frames[:n])
        assert all(f["version"] > seen for s, n in zip(seats, heard) for f in s.frames[n:])
        await play(seats, ticker, rng)
        await ticker.until(lambda: all(s.over for s in seats), what="the end")
        assert await asyncio.to_thread(second.stop) == 0  # SIGTERM: stopped cleanly, saved

        report = verify(data / "table.json")
        assert report["over"] and report["seed"] == SEED
        totals = [p["total"] for p in report["final_scores"]["players"]]
        for s in seats:
            final = decode(s.frames[-1]["view"]).scores
            assert final is not None and [p.total for p in final.players] == totals
        # No key was ever written to the server's output but the first line.
        for process in (first, second):
            rest = process.proc.stdout.read() + process.proc.stderr.read()
            assert not any(s["key"] in rest for s in info["seats"]) and info["spectator"] not in rest
        for s in seats:
            await s.stop()

    asyncio.run(asyncio.wait_for(scenario(), 4 * WAIT))
