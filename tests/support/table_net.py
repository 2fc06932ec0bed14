"""Tables served on loopback for the table server's tests and benchmark:
an in-process server (`serve`), `ragusa host` as a process (`HostProcess`),
protocol clients that keep every frame they receive (`Seat`), and the check
that no frame tells a seat what it may not know (`leaks`).

Every wait has a deadline and wakes on the frames themselves: no fixed sleeps.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from support.pipes import first_line

from ragusa_tui.net.client import TableClient
from ragusa_tui.net.hosted import HostedTable
from ragusa_tui.net.protocol import RATE_MESSAGES, RATE_WINDOW
from ragusa_tui.net.server import TableServer
from ragusa_tui.net.store import DataFolder
from ragusa_tui.table.setup import GameSetup

FAST = 100_000  # a rate for clients that play as fast as they can (tests, the benchmark)
WAIT = 15.0  # seconds: far above any wait in these tests, so a hang fails instead of stalling


class Ticker:
    """Wakes whoever waits whenever any client hears anything."""

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def tick(self) -> None:
        self._event.set()

    async def until(self, done: Callable[[], bool], timeout: float = WAIT, what: str = "") -> None:
        """Wait until `done()`; `AssertionError` after `timeout` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not done():
            self._event.clear()
            left = deadline - loop.time()
            if left <= 0:
                raise AssertionError(f"timed out waiting for {what or done}")
            try:
                await asyncio.wait_for(self._event.wait(), left)
            except TimeoutError:
                pass


@dataclass(eq=False)
class Seat:
    """A protocol client at the table that keeps all it receives."""

    url: str
    key: str
    ticker: Ticker
    frames: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    links: list[bool] = field(default_factory=list)  # on_connection's calls
    client: TableClient = field(init=False)
    task: asyncio.Task[None] | None = None

    def __post_init__(self) -> None:
        self.client = TableClient(self.url, self.key, self._state, self._error, self._link)

    def _state(self, frame: dict[str, Any]) -> None:
        self.frames.append(frame)
        self.ticker.tick()

    def _error(self, message: str) -> None:
        self.errors.append(message)
        self.ticker.tick()

    def _link(self, up: bool) -> None:
        self.links.append(up)
        self.ticker.tick()

    def start(self) -> Seat:
        self.task = asyncio.get_running_loop().create_task(self.client.run())
        return self

    async def stop(self) -> None:
        await self.client.close()
        if self.task is not None:
            await asyncio.wait_for(self.task, WAIT)

    @property
    def state(self) -> dict[str, Any] | None:
        return self.client.state

    @property
    def legal(self) -> list[str]:
        return self.state["legal"] if self.state else []

    @property
    def over(self) -> bool:
        return bool(self.state and self.state["view"]["position"]["over"])


@dataclass
class Served:
    """An in-process server: the hosted table, the server, its address."""

    hosted: HostedTable
    server: TableServer
    url: str


@asynccontextmanager
async def serve(setup: GameSetup, folder: Path | None = None, rate: int = RATE_MESSAGES) -> AsyncIterator[Served]:
    """A new table for `setup` served on 127.0.0.1 (any free port); `rate`
    frames a connection may send in 2 s (the games here play far faster than people)."""
    hosted = HostedTable.new(setup, DataFolder(folder) if folder is not None else None)
    server = TableServer(hosted, (rate, RATE_WINDOW))
    url = await server.start("127.0.0.1", 0)
    try:
        yield Served(hosted, server, url)
    finally:
        await server.stop()


def setup_of(names: tuple[str, ...], computers: tuple[str, ...] = (), seed: int = 918273645,
             mode: str = "standard") -> GameSetup:
    colours = ("Red", "Blue", "Green", "Yellow", "Purple")[: len(names)]
    return GameSetup(names, colours, seed, handover=False, mode=mode, computers=computers)


async def play(seats: list[Seat], ticker: Ticker, rng: random.Random, stop: Callable[[], bool] | None = None,
               undo_every: int = 0, timeout: float = WAIT) -> int:
    """The persons choose among their legal moves at random (`rng`), now and
    then taking back instead (one in `undo_every`), until the game is over
    or `stop()`; returns the moves sent."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    sent = 0
    refused_undo = False
    while not any(s.over for s in seats) and not (stop and stop()):
        if loop.time() > deadline:
            raise AssertionError("the game did not end in time")
        mover = next((s for s in seats if s.legal and s.client.connected), None)
        if mover is None:
            heard = sum(len(s.frames) for s in seats)
            await ticker.until(lambda: sum(len(s.frames) for s in seats) > heard or any(s.over for s in seats),
                               what="a state frame")
            continue
        version, errors = mover.client.version, len(mover.errors)
        if undo_every and not refused_undo and rng.randrange(undo_every) == 0:
            await mover.client.undo()
        else:
            await mover.client.act(rng.choice(mover.legal))
        sent += 1
        await ticker.until(lambda: mover.client.version != version or len(mover.errors) > errors
                           or not mover.client.connected, what="the answer to a move")
        refused_undo = len(mover.errors) > errors and mover.client.version == version
    return sent


# ------------------------------------------------------------------ leaks
_NEVER_KEYS = frozenset({"seed", "history", "actions", "rng", "dealt", "discards", "tasks", "key", "keys"})


def leaks(frame: dict[str, Any], secrets: list[str], seed: int | None = None) -> list[str]:
    """What `frame` tells its seat that it may not know (empty: nothing):
    ever, any of `secrets` (the other seats' keys); while the game runs,
    another seat's bonus cards or decision's options, a deck's order, the
    `seed`, the actions played (once it is over, the record may be shown)."""
    found: list[str] = []
    text = json.dumps(frame)
    found += [f"a secret: {s[:6]}…" for s in secrets if s in text]
    if frame.get("type") != "state":
        return found
    seat, view = frame["seat"], frame["view"]
    snap = view["position"]
    if snap["over"]:
        return found
    if seed is not None and str(seed) in text:
        found.append("the seed")

    def walk(node: Any, path: str) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                if k in _NEVER_KEYS and v is not None:  # a frame's `seed` is null until the end
                    found.append(f"{path}.{k}")
                walk(v, f"{path}.{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{path}[{i}]")

    walk(frame, "frame")
    for deck in ("ship_deck", "bonus_deck"):
        if not isinstance(snap.get(deck), int):
            found.append(f"the order of the {deck}")
    for p, player in enumerate(snap["mats"]):
        if p != seat and player["bonus"] is not None:
            found.append(f"seat {p}'s bonus cards")
    pending = snap["pending"]
    if pending is not None and pending["player"] != seat and pending["options"]:
        found.append(f"seat {pending['player']}'s options")
    for part in ("record", "scores"):
        if view[part] is not None:
            found.append(f"the {part} before the end")
    if frame["legal"] and (pending is None or pending["player"] != seat):
        found.append("moves of another seat's decision")
    return found


# --------------------------------------------------------------- a process
class HostProcess:
    """`ragusa host --json` in its own process, on loopback."""

    def __init__(self, data: Path, *args: str, port: int = 0) -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ragusa_tui.cli", "host", "--json", "--data", str(data),
             "--port", str(port), *args],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        assert self.proc.stdout is not None
        line = first_line(self.proc.stdout, "ragusa host's first line")  # flushed at once
        if not line:
            raise AssertionError(f"ragusa host printed nothing: {self.proc.stderr.read() if self.proc.stderr else ''}")
        self.info: dict[str, Any] = json.loads(line)

    @property
    def url(self) -> str:
        return str(self.info["url"])

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1].strip("/"))

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(WAIT)

    def stop(self) -> int:
        """SIGTERM: the table stops cleanly, saved; its exit code."""
        self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(WAIT)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(WAIT)
        for stream in (self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()


async def closed_how(ws: Any) -> tuple[int | None, str]:
    """How the server closed the client connection `ws` (waiting for the
    close): its code and reason."""
    from websockets.exceptions import ConnectionClosed

    try:
        await asyncio.wait_for(ws.recv(), WAIT)
    except ConnectionClosed:
        pass
    return ws.close_code, ws.close_reason


async def close_code(ws: Any) -> int | None:
    """The code the server closed `ws` with (waiting for the close)."""
    return (await closed_how(ws))[0]


def verify(path: Path) -> dict[str, Any]:
    """What `ragusa verify` prints of the save at `path` (its exit code 0)."""
    import contextlib
    import io

    from ragusa_tui.cli import main as ragusa

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert ragusa(["verify", str(path)]) == 0
    return json.loads(out.getvalue())
