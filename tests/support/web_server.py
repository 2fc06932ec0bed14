"""`ragusa web` started for a test on 127.0.0.1, and the game processes it
starts, read from /proc (Linux): `with web_server("--max-tabs", "3") as (server, port): ...`.
Everything is killed by its pid on the way out, whatever the test did."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from support.pipes import first_line

DEADLINE = 30.0  # seconds for the server to start or stop, far more than it needs


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (a server's tabs' games)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    """Whether `pid` runs (a zombie waiting for its parent does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


def memory(pid: int) -> dict[str, int]:
    """A process's VmRSS, VmHWM, VmData... in KiB (empty once it is gone)."""
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return {}
    return {key: int(value.split()[0]) for key, _, value in (line.partition(":") for line in lines)
            if key.startswith("Vm")}


def environment(pid: int) -> dict[str, str]:
    raw = Path(f"/proc/{pid}/environ").read_bytes().decode("utf-8", "replace")
    return dict(item.split("=", 1) for item in raw.split("\0") if "=" in item)


def command_line(pid: int) -> list[str]:
    return Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")[:-1]


def wait_until(condition: Callable[[], object], what: str, limit: float = DEADLINE) -> float:
    """Poll `condition` until it holds; the seconds it took (fails after `limit`)."""
    start = time.monotonic()
    while not condition():
        assert time.monotonic() - start < limit, f"gave up waiting for {what}"
        time.sleep(0.05)
    return time.monotonic() - start


@contextmanager
def web_server(*options: str, env: dict[str, str] | None = None) -> Iterator[tuple[subprocess.Popen[str], int]]:
    """`ragusa web --port PORT OPTIONS...` once it prints its URL, and its port."""
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "ragusa_tui", "web", "--port", str(port), *options],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env={**os.environ, **(env or {})})
    try:
        assert server.stdout is not None
        first = first_line(server.stdout, "the server's URL")  # (or the end of its output, if it exits)
        assert f"http://127.0.0.1:{port}" in first, first + server.stderr.read()  # type: ignore[union-attr]
        yield server, port
    finally:
        for game in children(server.pid):  # each in a process group of its own
            with suppress(ProcessLookupError):
                os.killpg(game, signal.SIGKILL)
        server.kill()
        server.wait(timeout=DEADLINE)
