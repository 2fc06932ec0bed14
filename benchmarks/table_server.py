"""Table server: many tables at once on loopback, played by protocol clients
and computer seats; the move round trip beside a bare `websockets` echo.

The server runs in its own process (this script with `--serve`): N tables,
each of two persons and an `easy` computer, saved after every move into a
scratch folder. A bare echo server runs in a third process (`--echo`), so
the two share the machine but not an event loop. This process plays the
persons with `TableClient`s, all tables at once, each person choosing its
first legal move. A move's round trip is from sending `act` to every client
of that table holding a newer state.

The echo is a frame of a state frame's size sent to the bare server and
back. It is timed twice: back to back before the games, and during them
from one connection a table, each waiting between echoes as a person waits
between moves. The goal compares the move with the paced echo: a message
after a pause costs more than one of a tight loop (the processes are woken
from sleep, their caches are cold), and every move comes after a pause.

The server's CPU time and resident memory come from /proc (Linux); memory
per table is the growth of the server's resident memory from a warm
baseline (the rules' data loaded) to the end of the games, divided by the
tables.

Goals: the round trip's p95 at most 3 times the echo's; at most 1 MiB a table.

Each person waits about `--pace` seconds before moving (at random from half
to one and a half times it; people think far longer);
`--pace 0` plays flat out, which measures the most moves a second instead,
the round trip then being mostly the queue.

Run:  nice -n 19 .venv/bin/python benchmarks/table_server.py [--tables 20] [--echoes 300] [--pace 0.5]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ECHO_SIZE_DEFAULT = 8_000


# ------------------------------------------------------------------ server
async def _serve(tables: int, folder: Path) -> None:
    from ragusa_tui.engine import GameConfig, new_game
    from ragusa_tui.net.hosted import HostedTable
    from ragusa_tui.net.server import TableServer, quick_switching
    from ragusa_tui.net.store import DataFolder
    from ragusa_tui.table.setup import GameSetup

    class TimedServer(TableServer):
        """Times the server's own part of a person's move: from reading the
        `act` to the last of the table's new frames made (its sending follows)."""

        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            self.act_read = 0.0
            self.waiting: set[Any] = set()  # connections whose new frame is not made yet

        def _take(self, conn: Any, message: str | bytes) -> None:
            start, version = time.perf_counter(), self.hosted.version
            super()._take(conn, message)
            if self.hosted.version > version:
                self.act_read, self.waiting = start, set(self.connections)

        def frame_for(self, conn: Any) -> str:
            frame = super().frame_for(conn)
            if conn in self.waiting:
                self.waiting.discard(conn)
                if not self.waiting:
                    server_parts.append(time.perf_counter() - self.act_read)
            return frame

    server_parts: list[float] = []
    quick_switching()  # as `ragusa host` does
    new_game(GameConfig(players=["A", "B", "C"], seed=1))  # the rules' data loaded: a warm baseline
    base = _rss_kib(os.getpid())
    out: dict[str, Any] = {"tables": [], "rss_base_kib": base}
    servers = []
    for i in range(tables):
        setup = GameSetup(("Ann", "Bo", "Computer"), ("Red", "Blue", "Green"), 5000 + i, handover=False,
                          computers=("", "", "easy"))
        hosted = HostedTable.new(setup, DataFolder(folder / f"t{i}"))
        server = TimedServer(hosted, (100_000, 2.0))
        url = await server.start("127.0.0.1", 0)
        servers.append(server)
        out["tables"].append({"url": url, "keys": [k for k in hosted.keys.seats if k]})
    print(json.dumps(out), flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)  # until the parent closes it
    for server in servers:
        await server.stop()
    print(json.dumps({"server_parts": server_parts}), flush=True)


async def _serve_echo() -> None:
    """A bare `websockets` echo server, until standard input closes."""
    from websockets.asyncio.server import ServerConnection, serve
    from websockets.exceptions import ConnectionClosed

    async def echo(ws: ServerConnection) -> None:
        try:
            async for message in ws:
                await ws.send(message)
        except ConnectionClosed:  # the timing stopped mid-echo
            pass

    echo_server = await serve(echo, "127.0.0.1", 0, max_size=None, compression=None)
    print(json.dumps({"echo": f"ws://127.0.0.1:{next(iter(echo_server.sockets)).getsockname()[1]}/"}), flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _cpu_seconds(pid: int) -> float:
    return sum(_cpu_split(pid))


def _cpu_split(pid: int) -> tuple[float, float]:
    """The process's CPU time so far: in its own code, and in the kernel's for it."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


# ------------------------------------------------------------------ client
async def _echoes(url: str, size: int, count: int, pace: float = 0.0, times: list[float] | None = None,
                  seed: int = 0) -> list[float]:
    """`count` echoes of a frame of `size` bytes, timed (into `times`, if
    given), each after a pause as a person's before a move (none if `pace` is 0)."""
    from websockets.asyncio.client import connect

    frame = json.dumps({"type": "state", "pad": "x" * max(size - 30, 0)})
    times = [] if times is None else times
    rng = random.Random(seed)
    async with connect(url, max_size=None, compression=None, proxy=None) as ws:
        for _ in range(count):
            if pace:
                await asyncio.sleep(pace * rng.uniform(0.5, 1.5))
            start = time.perf_counter()
            await ws.send(frame)
            await ws.recv()
            times.append(time.perf_counter() - start)
    return times


class _Table:
    """One table's clients, playing to the end and timing each move."""

    def __init__(self, url: str, keys: list[str], pace: float) -> None:
        from ragusa_tui.net.client import TableClient

        self.pace = pace  # seconds a person "thinks" before each move, on average
        self.rng = random.Random(url)
        self.changed = asyncio.Event()
        self.clients = [TableClient(url, key, self._heard, self._error) for key in keys]
        self.trips: list[float] = []
        self.sizes: list[int] = []
        self.errors: list[str] = []

    def _heard(self, frame: dict[str, Any]) -> None:
        if len(self.sizes) < 50:
            self.sizes.append(len(json.dumps(frame)))
        self.changed.set()

    def _error(self, message: str) -> None:
        self.errors.append(message)
        self.changed.set()

    async def until(self, done: Any, timeout: float = 60.0) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not done():
            self.changed.clear()
            if loop.time() > deadline:
                raise TimeoutError("a table stopped answering")
            try:
                await asyncio.wait_for(self.changed.wait(), deadline - loop.time())
            except TimeoutError:
                pass

    @property
    def over(self) -> bool:
        return any(c.state is not None and c.state["view"]["position"]["over"] for c in self.clients)

    async def play(self) -> None:
        while not self.over:
            mover = next((c for c in self.clients if c.state and c.state["legal"]), None)
            if mover is None:
                await self.until(lambda: self.over or any(c.state and c.state["legal"] for c in self.clients))
                continue
            if self.pace:  # between half and one and a half times the pace: the tables drift apart
                await asyncio.sleep(self.pace * self.rng.uniform(0.5, 1.5))
            version, errors = mover.version or 0, len(self.errors)
            start = time.perf_counter()
            await mover.act(mover.state["legal"][0])  # type: ignore[index]
            await self.until(lambda: all((c.version or 0) > version for c in self.clients)
                             or len(self.errors) > errors)
            if len(self.errors) == errors:
                self.trips.append(time.perf_counter() - start)


def _ms(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    return statistics.median(ordered) * 1000, ordered[int(0.95 * (len(ordered) - 1))] * 1000


def _start(*args: str) -> tuple[subprocess.Popen[str], dict[str, Any]]:
    """This script started again with `args`, and the JSON line it prints first."""
    proc = subprocess.Popen([sys.executable, __file__, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    assert proc.stdout is not None
    return proc, json.loads(proc.stdout.readline())


async def _bench(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="ragusa-bench-") as scratch:
        (proc, info), (echo_proc, echo_info) = await asyncio.gather(
            asyncio.to_thread(_start, "--serve", "--tables", str(args.tables), "--data", scratch),
            asyncio.to_thread(_start, "--echo"))
        tables = [_Table(t["url"], t["keys"], args.pace) for t in info["tables"]]
        runs = [asyncio.create_task(c.run()) for t in tables for c in t.clients]
        for t in tables:
            await t.until(lambda t=t: all(c.state for c in t.clients))
        size = statistics.median(s for t in tables for s in t.sizes) if tables else ECHO_SIZE_DEFAULT
        back_to_back = await _echoes(echo_info["echo"], int(size), args.echoes)

        split0, start = _cpu_split(proc.pid), time.perf_counter()
        cpu0 = sum(split0)
        mine0 = _cpu_seconds(os.getpid())
        paced: list[float] = []
        echoing = [asyncio.create_task(_echoes(echo_info["echo"], int(size), 10_000_000, args.pace, paced, seed))
                   for seed in range(len(tables))]
        await asyncio.gather(*(t.play() for t in tables))
        wall, split = time.perf_counter() - start, _cpu_split(proc.pid)
        cpu = sum(split) - cpu0
        kernel = split[1] - split0[1]
        mine = _cpu_seconds(os.getpid()) - mine0
        for task in echoing:
            task.cancel()
        rss = _rss_kib(proc.pid)
        await asyncio.gather(*echoing, return_exceptions=True)
        moves = sum(max(c.version or 0 for c in t.clients) for t in tables)
        trips = [x for t in tables for x in t.trips]
        for t in tables:
            for c in t.clients:
                await c.close()
        await asyncio.gather(*runs)
        for p in (proc, echo_proc):
            assert p.stdin is not None
            p.stdin.close()
        assert proc.stdout is not None
        server_parts = json.loads(await asyncio.to_thread(proc.stdout.readline))["server_parts"]
        for p in (proc, echo_proc):
            p.wait(30)

    trip_med, trip_p95 = _ms(trips)
    b2b_med, b2b_p95 = _ms(back_to_back)
    echo_med, echo_p95 = _ms(paced)
    per_table = (rss - info["rss_base_kib"]) / max(len(tables), 1) / 1024
    print(f"{len(tables)} tables at once (2 persons as protocol clients and an easy computer each), "
          f"state frames of about {size / 1024:.1f} KiB, {args.pace:g} s before each person's move")
    print(f"  move round trip (act -> every seat's new state): median {trip_med:.2f} ms, "
          f"p95 {trip_p95:.2f} ms over {len(trips)} moves")
    part_med, part_p95 = _ms(server_parts)
    print(f"  of which the server's own part (act read -> the last new frame made): median {part_med:.2f} ms, "
          f"p95 {part_p95:.2f} ms")
    print(f"  bare websockets echo of {size / 1024:.1f} KiB, paced as the persons, during the games: "
          f"median {echo_med:.2f} ms, p95 {echo_p95:.2f} ms over {len(paced)} echoes")
    print(f"  the same echo back to back, before the games: median {b2b_med:.2f} ms, p95 {b2b_p95:.2f} ms")
    print(f"  ratio, round trip / paced echo: median {trip_med / echo_med:.1f}, p95 {trip_p95 / echo_p95:.1f} "
          f"(goal: p95 at most 3); round trip / back-to-back echo: median {trip_med / b2b_med:.1f}, "
          f"p95 {trip_p95 / b2b_p95:.1f}")
    print(f"  moves: {moves} in {wall:.2f} s = {moves / wall:,.0f} moves/s (persons' and computers')")
    print(f"  server CPU: {cpu:.2f} s = {100 * cpu / wall:.0f}% of one core, "
          f"{1000 * cpu / max(moves, 1):.2f} ms a move ({100 * kernel / max(cpu, 1e-9):.0f}% of it in the kernel)")
    print(f"  the clients' process (every table's clients and the echoes): {100 * mine / wall:.0f}% of one core")
    print(f"  server memory: {rss / 1024:.1f} MiB resident, {per_table:.2f} MiB a table above a warm "
          f"baseline of {info['rss_base_kib'] / 1024:.1f} MiB (goal: at most 1 MiB a table)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20, help="tables played at once (default 20)")
    parser.add_argument("--echoes", type=int, default=300,
                        help="echo round trips timed back to back before the games (default 300)")
    parser.add_argument("--pace", type=float, default=0.5,
                        help="seconds each person waits before moving (default 0.5; 0: as fast as they can)")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--echo", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.echo:
        asyncio.run(_serve_echo())
    elif args.serve:
        asyncio.run(_serve(args.tables, args.data))
    else:
        asyncio.run(_bench(args))


if __name__ == "__main__":
    main()
