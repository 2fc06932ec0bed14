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

from ..catalogue import joined
from ..catalogue import text as said
from ..errors import said as spoken
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
                problem = said("net.host.unknown_level", level=visible(level, 20),
                               levels=joined("list.comma", COMPUTER_LEVELS))
                raise ValueError(problem)
        else:
            level = word.lower() if word.lower() in COMPUTER_LEVELS else ""
        names.append((name.strip() or said("net.host.computer_name", seat=seat)) if level else word)
        levels.append(level)
    return tuple(names), tuple(levels)


def setup_for(opts: HostOptions) -> GameSetup:
    """The game the options ask for; `ValueError` with one sentence if none."""
    from ..engine.config import SOLO_OPTIONS

    for option in opts.options:
        if opts.mode != "solo" or option not in SOLO_OPTIONS:
            problem = said("net.host.not_an_option", option=visible(option, 30),
                           options=joined("list.comma", tuple(SOLO_OPTIONS)))
            raise ValueError(problem)
    if opts.seats is not None:
        names, levels = parse_seats(opts.seats)
        if opts.players is not None and opts.players != len(names):
            problem = said("net.host.seats_players", count=len(names), players=opts.players)
            raise ValueError(problem)
    else:
        n = opts.players or DEFAULT_PLAYERS[opts.mode]
        names = (said("net.host.solo_player_name"),) if n == 1 else tuple(
            said("net.host.player_name", seat=i + 1) for i in range(n))
        levels = ("",) * n
    setup = GameSetup(names, default_colours(len(names)), opts.seed, handover=False, mode=opts.mode,
                      options=opts.options, computers=levels if any(levels) else ())
    setup_problem = setup.problem()
    if setup_problem:
        raise ValueError(setup_problem)
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
    _out(said("net.host.table_resumed" if resumed else "net.host.table", mode=table.mode, count=len(table.names),
              url=url))
    _out(said("net.host.saved_in", folder=str(folder)))
    for seat, key in enumerate(hosted.keys.seats):
        name = visible(table.name(seat), 20)
        if table.bots[seat]:
            _out(said("net.host.seat_bot", seat=seat + 1, name=name))
        elif key is None:
            _out(said("net.host.seat_computer", seat=seat + 1, name=name, level=str(hosted.level(seat))))
        else:
            _out(said("net.host.seat_join", seat=seat + 1, name=name, command=join_command(url, key, start)))
    _out(said("net.host.spectators_join", command=join_command(url, hosted.keys.spectator, start)))
    _out(said("net.host.commands"))


async def serve_table(opts: HostOptions) -> int:
    """Run the table until a signal; 0 once stopped and saved."""
    try:
        hosted, resumed = open_table(opts)
    except SaveError as exc:
        _err(said("net.host.error", error=spoken(exc)))
        return 1
    if resumed and (opts.seats or opts.players or opts.seed is not None):
        _err(said("net.host.resuming"))
    if opts.listen not in LOOPBACK:
        _err(said("net.host.exposed_tls" if opts.certfile else "net.host.exposed", address=visible(opts.listen, 60)))
    quick_switching()
    more_files()
    limits = Limits(connections=opts.max_connections, per_address=opts.max_per_address,
                    spectators=opts.max_spectators)
    server = TableServer(hosted, (opts.max_rate, RATE_WINDOW), limits, report=_err)
    try:
        url = await server.start(opts.listen, opts.port, tls_context(opts))
    except OSError as exc:
        _err(said("net.host.cannot_listen", address=visible(opts.listen, 60), port=opts.port,
                  why=(exc.strerror or str(exc)).lower()))
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
    _err(said("net.host.stopped"))
    return 0


def host(opts: HostOptions) -> int:
    """`ragusa host`: see the module's note. Exit codes as every command's."""
    try:
        if opts.data is None and name_problem(opts.name):
            problem = said("net.host.bad_name", problem=str(name_problem(opts.name)))
            raise ValueError(problem)
        if not DataFolder(opts.data or default_data(opts.name)).has_table():
            setup_for(opts)
    except ValueError as exc:
        _err(said("net.host.usage_error", error=str(exc).rstrip(".")))
        return 2
    return asyncio.run(serve_table(opts))
