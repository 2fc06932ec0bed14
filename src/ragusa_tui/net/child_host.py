"""A table hosted from the app: `ragusa host` started as a child process.

The new-game form's "Host on the network" starts the table this way, so the
server is the same program whether started from the form or by hand: it
listens on every interface of this machine (the player asked for the
network), picks a free port, keeps its save in a data folder of its own, and
tells its address and keys on the first line of its output. The app joins
the first person's seat itself and shows the others' join commands. The
child's input is a pipe the app holds and never writes to: it never reads
the app's keys, and when the app ends, however it ends, the pipe closes and
the table stops, saved (`--stop-with-input`).
"""

from __future__ import annotations

import json
import os
import select
import shlex
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..catalogue import Message, text
from ..errors import RagusaError
from ..safe_text import visible
from ..table.setup import GameSetup
from .commands import join_command, program
from .ports import bind_problem_message

START_WAIT = 20.0  # seconds for the table to say it is listening
STOP_WAIT = 10.0  # seconds for it to save and stop


EVERY_ADDRESS = "0.0.0.0"


@dataclass(frozen=True)
class Listening:
    """Where a hosted table listens, and its certificate (TLS) if any."""

    listen: str = EVERY_ADDRESS
    port: int = 8765  # as `ragusa host`'s; 0: any free port
    certfile: Path | None = None
    keyfile: Path | None = None


class HostFailed(RagusaError, RuntimeError):
    """The table could not be started; `str()` says why in one sentence (in
    English), `message` the same as a message, to show in the language spoken."""


@dataclass
class JoinCommand:
    seat: int | None  # None: the spectators
    name: str
    key: str


@dataclass
class ChildTable:
    """A running `ragusa host` and how to join its seats."""

    process: subprocess.Popen[bytes]
    url: str
    seats: list[JoinCommand]
    spectator: str
    folder: Path
    where: Listening  # its certificate, if any, is the one the host's own seat trusts

    def command(self, key: str) -> str:
        return join_command(self.url, key)

    @property
    def port(self) -> int:
        return int(self.url.rstrip("/").rsplit(":", 1)[1])

    def reopen_words(self) -> str:
        """How to open this table again once stopped, with the same join commands."""
        words = [program(), "host", "--data", shlex.quote(str(self.folder)), "--listen", self.where.listen,
                 "--port", str(self.port)]
        for option, path in (("--certfile", self.where.certfile), ("--keyfile", self.where.keyfile)):
            if path is not None:
                words += [option, shlex.quote(str(path))]
        return text("net.host.reopen", command=" ".join(words))

    def stop(self) -> None:
        """Stop the table (its input closed: it saves itself on the way out)."""
        for pipe in (self.process.stdin, self.process.stdout):
            if pipe is not None:
                pipe.close()
        try:
            self.process.wait(STOP_WAIT)
        except subprocess.TimeoutExpired:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(STOP_WAIT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def seats_text(setup: GameSetup) -> str:
    """`--seats` for `setup`: `person:NAME` a person (whatever the name),
    `computer:LEVEL:NAME` a computer."""
    return ",".join(f"computer:{setup.level(i)}:{name.replace(',', ' ')}" if setup.level(i)
                    else f"person:{name.replace(',', ' ')}" for i, name in enumerate(setup.names))


def this_machine() -> str:
    """The address others on the network reach this machine at (best guess)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: it picks the outgoing address
            return str(probe.getsockname()[0])
    except OSError:
        return socket.gethostname()


def start(setup: GameSetup, data_root: Path, where: Listening | None = None) -> ChildTable:
    """Start a table for `setup`; `HostFailed` with one sentence if it does not start."""
    where = where or Listening()
    listen = where.listen
    # Asked first: the table would say so only in its log.
    if problem := bind_problem_message(where.listen, where.port, Message.of("net.host.another_port")):
        raise HostFailed(Message.of("net.host.port_problem", problem=problem))
    stem = datetime.now().strftime("table-%Y%m%d-%H%M%S")
    folder = data_root / stem
    n = 1
    while folder.exists():  # two tables in one second: each its own folder
        n += 1
        folder = data_root / f"{stem}-{n}"
    args = [sys.executable, "-m", "ragusa_tui", "host", "--json", "--listen", listen, "--port", str(where.port),
            "--mode", setup.mode, "--data", str(folder), "--stop-with-input"]
    if where.certfile is not None:
        args += ["--certfile", str(where.certfile)]
        if where.keyfile is not None:
            args += ["--keyfile", str(where.keyfile)]
    if setup.mode != "solo":
        args += ["--seats", seats_text(setup)]
    if setup.seed is not None:
        args += ["--seed", str(setup.seed)]
    for option in setup.options:
        args += ["--option", option]
    log = None
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        log = open(folder.parent / f"{folder.name}.log", "ab")  # noqa: SIM115 - the child writes it
        process = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                                   env=dict(os.environ), start_new_session=True)
    except OSError as error:
        raise HostFailed(Message.of("net.host.could_not_start", why=visible(error.strerror or error, 120))) from None
    finally:
        if log is not None:
            log.close()
    line = _first_line(process)
    try:
        told: dict[str, Any] = json.loads(line)
        url = str(told["url"])
        if listen in ("0.0.0.0", "::"):  # the address others reach this machine at
            scheme, port = url.split("://", 1)[0], url.rstrip("/").rsplit(":", 1)[1]
            url = f"{scheme}://{this_machine()}:{int(port)}/"
        seats = [JoinCommand(int(s["seat"]), visible(s["name"], 20), str(s["key"])) for s in told["seats"]]
        return ChildTable(process, url, seats, str(told["spectator"]), folder, where)
    except (ValueError, KeyError, TypeError):
        process.kill()
        process.wait()
        raise HostFailed(Message.of("net.host.did_not_start", log=str(folder.parent / (folder.name + ".log")))) \
            from None


def _first_line(process: subprocess.Popen[bytes]) -> str:
    """The child's first line of output, within `START_WAIT`."""
    assert process.stdout is not None
    deadline = time.monotonic() + START_WAIT
    out = b""
    while b"\n" not in out:
        left = deadline - time.monotonic()
        if left <= 0 or process.poll() is not None:
            break
        ready, _, _ = select.select([process.stdout], [], [], min(left, 0.5))
        if ready:
            chunk = os.read(process.stdout.fileno(), 65536)
            if not chunk:
                break
            out += chunk
    return out.split(b"\n", 1)[0].decode("utf-8", "replace")
