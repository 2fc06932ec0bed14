"""`ragusa host`: a table made from the command line's options (or resumed
from its data folder), served until Ctrl+C or SIGTERM, saved on the way out.

Prints the join command of every person's seat and the spectators' key;
with `json`, the first line of standard output is one JSON object with the
address and the keys, printed at once, for programs that start a table.
"""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import ssl
import sys
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_data_path

from ..safe_text import visible
from ..saves import SaveError
from ..table.autosave import name_problem
from ..table.seating import default_colours
from ..table.setup import COMPUTER_LEVELS, GameSetup
from . import console
from .commands import join_command, program
from .hosted import HostedTable
from .limits import Limits
from .protocol import RATE_MESSAGES, RATE_WINDOW
from .server import TableServer, quick_switching
from .store import DataFolder

LOOPBACK = ("127.0.0.1", "::1", "localhost")
DEFAULT_PLAYERS = {"standard": 4, "duel": 2, "solo": 1}


@dataclass(frozen=True)
class HostOptions:
    """What `ragusa host` was asked for."""

    mode: str = "standard"
    seats: str | None = None
    players: int | None = None
    seed: int | None = None
    options: tuple[str, ...] = ()
    listen: str = "127.0.0.1"
    port: int = 8765
    data: Path | None = None
    name: str = "table"
    certfile: Path | None = None
    keyfile: Path | None = None
    json: bool = False
    max_rate: int = RATE_MESSAGES  # messages a connection may send in RATE_WINDOW seconds
    max_connections: int = Limits.connections  # connections at once (docs/protocol.md, "Limits")
    max_per_address: int = Limits.per_address  # of them from one address
    max_spectators: int = Limits.spectators  # spectators' connections at once
    stop_with_input: bool = False  # stop (saved) when standard input closes: its starter has gone


def default_data(name: str) -> Path:
    """Where a table named `name` keeps its save and keys by default."""
    return user_data_path("ragusa-tui", appauthor=False) / "tables" / name


def parse_seats(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """`Ann,Bo,computer:hard` as names and levels by seat ("" a person). A
    level alone (`hard`, as `simulate --seats` takes it) is a computer too;
    any other word is a person's name. `ValueError` with one sentence."""
    names: list[str] = []
    levels: list[str] = []
    for seat, part in enumerate(text.split(","), start=1):
        word = part.strip()
        name = ""
        if word.lower().startswith("person:"):  # a person, whatever the name says
            names.append(word[len("person:"):].strip())
            levels.append("")
            continue
        if word.lower().startswith("computer:"):  # computer:LEVEL, or computer:LEVEL:NAME
            level, _, name = word[len("computer:"):].partition(":")
            level = level.lower()
            if level not in COMPUTER_LEVELS:
                raise ValueError(f"unknown level '{visible(level, 20)}' in --seats: choose from "
                                 f"{', '.join(COMPUTER_LEVELS)}")
        else:
            level = word.lower() if word.lower() in COMPUTER_LEVELS else ""
        names.append((name.strip() or f"Computer {seat}") if level else word)
        levels.append(level)
    return tuple(names), tuple(levels)


def setup_for(opts: HostOptions) -> GameSetup:
    """The game the options ask for; `ValueError` with one sentence if none."""
    from ..engine.config import SOLO_OPTIONS

    for option in opts.options:
        if opts.mode != "solo" or option not in SOLO_OPTIONS:
            raise ValueError(f"--option {visible(option, 30)} is not one of the solo options "
                             f"({', '.join(SOLO_OPTIONS)}), which solo games alone have")
    if opts.seats is not None:
        names, levels = parse_seats(opts.seats)
        if opts.players is not None and opts.players != len(names):
            raise ValueError(f"--seats names {len(names)} seat(s) but --players says {opts.players}")
    else:
        n = opts.players or DEFAULT_PLAYERS[opts.mode]
        names = ("Player",) if n == 1 else tuple(f"Player {i + 1}" for i in range(n))
        levels = ("",) * n
    setup = GameSetup(names, default_colours(len(names)), opts.seed, handover=False, mode=opts.mode,
                      options=opts.options, computers=levels if any(levels) else ())
    problem = setup.problem()
    if problem:
        raise ValueError(problem)
    return setup


def more_files() -> None:
    """Let the table hold as many connections as the system allows this
    process: the caps, not the default 1,024 open files, bound them (a
    flood that reached that default would also stop the saves)."""
    try:
        import resource
    except ImportError:  # not a POSIX system
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 65536 if hard == resource.RLIM_INFINITY else min(hard, 65536)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError):
            pass


def tls_context(opts: HostOptions) -> ssl.SSLContext | None:
    if opts.certfile is None:
        return None
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(opts.certfile, opts.keyfile)
    return context


def _err(text: str) -> None:
    print(visible(text, newlines=True), file=sys.stderr, flush=True)


def _out(text: str) -> None:
    print(visible(text, newlines=True), flush=True)


def open_table(opts: HostOptions) -> tuple[HostedTable, bool]:
    """The table in the data folder (resumed, same keys), or a new one there."""
    folder = DataFolder(opts.data or default_data(opts.name), report=_err)
    if folder.has_table():
        return HostedTable.resume(folder), True
    return HostedTable.new(setup_for(opts), folder), False


def joining(hosted: HostedTable, url: str) -> dict[str, object]:
    """The address and the keys, as `--json` prints them."""
    seats = [{"seat": seat, "name": hosted.table.name(seat), "key": key}
             for seat, key in enumerate(hosted.keys.seats) if key is not None]
    return {"url": url, "seats": seats, "spectator": hosted.keys.spectator}


def _public_url(url: str, listen: str) -> str:
    """The address others type: this machine's name when listening everywhere."""
    if listen in ("0.0.0.0", "::", ""):
        return url.replace(f"//{'[::]' if listen == '::' else listen}:", f"//{socket.gethostname()}:", 1)
    return url


def announce(hosted: HostedTable, url: str, resumed: bool, folder: Path) -> None:
    """The join commands, for people (the keys are shown only here)."""
    table = hosted.table
    start = program()
    _out(f"Ragusa table ({table.mode}, {len(table.names)} seats) at {url}"
         + (" — resumed" if resumed else ""))
    _out(f"Saved in {folder}")
    for seat, key in enumerate(hosted.keys.seats):
        name = visible(table.name(seat), 20)
        if table.bots[seat]:
            _out(f"  seat {seat + 1}, {name}: the Patrician's bot")
        elif key is None:
            _out(f"  seat {seat + 1}, {name}: a computer ({hosted.level(seat)})")
        else:
            _out(f"  seat {seat + 1}, {name}:  {join_command(url, key, start)}")
    _out(f"  spectators:  {join_command(url, hosted.keys.spectator, start)}")
    _out("Type 'help' for the host's commands; Ctrl+C stops the table (it is saved).")


async def serve_table(opts: HostOptions) -> int:
    """Run the table until a signal; 0 once stopped and saved."""
    try:
        hosted, resumed = open_table(opts)
    except SaveError as exc:
        _err(f"ragusa host: {exc}")
        return 1
    if resumed and (opts.seats or opts.players or opts.seed is not None):
        _err("ragusa host: resuming the table in the data folder; the seats and seed given are not used.")
    if opts.listen not in LOOPBACK:
        _err(f"ragusa host: warning: listening on {visible(opts.listen, 60)}, the table is reachable from "
             "the network; anyone with a key can join" + ("." if opts.certfile else
                                                          " (and, without --certfile, read the traffic)."))
    quick_switching()
    more_files()
    limits = Limits(connections=opts.max_connections, per_address=opts.max_per_address,
                    spectators=opts.max_spectators)
    server = TableServer(hosted, (opts.max_rate, RATE_WINDOW), limits, report=_err)
    try:
        url = await server.start(opts.listen, opts.port, tls_context(opts))
    except OSError as exc:
        _err(f"ragusa host: cannot listen on {visible(opts.listen, 60)} port {opts.port}: "
             f"{(exc.strerror or str(exc)).lower()}.")
        await hosted.close()
        return 1
    url = _public_url(url, opts.listen)
    stop = asyncio.Event()  # listened for before anyone learns the address
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    assert hosted.folder is not None
    if opts.json:
        print(json.dumps(joining(hosted, url)), flush=True)
    else:
        announce(hosted, url, resumed, hosted.folder.path)
    detach = console.attach(hosted, _out, ended=stop.set if opts.stop_with_input else None, guard=server.guard)
    try:
        await stop.wait()
    finally:
        detach()
        await server.stop()
    _err("ragusa host: the table is stopped and saved.")
    return 0


def host(opts: HostOptions) -> int:
    """`ragusa host`: see the module's note. Exit codes as every command's."""
    try:
        if opts.data is None and name_problem(opts.name):
            raise ValueError(f"--name: {name_problem(opts.name)}")
        if not DataFolder(opts.data or default_data(opts.name)).has_table():
            setup_for(opts)
    except ValueError as exc:
        _err(f"ragusa host: {str(exc).rstrip('.')}.")
        return 2
    return asyncio.run(serve_table(opts))
