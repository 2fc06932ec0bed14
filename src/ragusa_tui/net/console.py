"""The host's console: commands typed on the server's terminal while the
table runs, to hand an absent person's seat to a computer and back.

    status                 who plays each seat, who is connected, the connections' counts
    computer SEAT LEVEL    a computer of LEVEL plays a person's seat
    person SEAT            the seat's person plays it again
    help                   the commands

SEAT is a seat's number as `status` shows it (1 is the first) or its
player's name. Read without blocking the event loop (`add_reader`).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable

from ..catalogue import Message, joined, render, text
from ..safe_text import visible
from ..table.setup import COMPUTER_LEVELS
from .hosted import HostedTable
from .limits import Guard
from .protocol import Refused

def help_message() -> Message:
    """The console's commands, as `help` lists them."""
    return Message.of("net.console.help", levels=joined("list.comma", COMPUTER_LEVELS))


def status(hosted: HostedTable, guard: Guard | None = None) -> str:
    """One line a seat, and the spectators; with the server's `guard`, the
    connections' counts and those turned away."""
    table = hosted.table
    lines = [text("net.console.status_over" if table.over else "net.console.status", version=hosted.version,
                  round=table.round, rounds=table.rounds)]
    for entry in hosted.presence():
        seat = entry["seat"]
        level = str(entry["computer"])
        if entry["person"] and entry["computer"]:
            who = Message.of("net.console.who.stand_in", level=level)
        elif entry["bot"]:
            who = Message.of("net.console.who.bot")
        else:
            who = Message.of("net.console.who.computer", level=level) if entry["computer"] else \
                Message.of("net.console.who.person")
        here = Message.of("net.console.here" if entry["connected"] else "net.console.away")
        turn = Message.of("net.console.to_decide") if table.decider == seat else None
        lines.append(text("net.console.seat", seat=seat + 1, name=visible(entry["name"], 20), who=who, here=here,
                          turn=turn))
    lines.append(text("net.console.spectators", count=hosted.connected[None]))
    if guard is not None:
        lines.append(guard.status())
    return "\n".join(lines)


def _seat(hosted: HostedTable, word: str) -> int:
    if word.isdigit():
        return int(word) - 1
    for seat, name in enumerate(hosted.table.names):
        if name.casefold() == word.casefold():
            return seat
    raise Refused(Message.of("net.console.no_seat", seat=repr(visible(word, 20))))


def command(hosted: HostedTable, line: str, guard: Guard | None = None) -> str:
    """Carry out one typed command; the reply to print (`guard`: the
    server's, whose counts `status` shows)."""
    words = line.split()
    if not words:
        return ""
    try:
        match [words[0].lower(), *words[1:]]:
            case ["status"]:
                return status(hosted, guard)
            case ["help"]:
                return render(help_message())
            case ["computer", seat, level]:
                hosted.hand_to_computer(_seat(hosted, seat), level.lower())
                return status(hosted, guard)
            case ["person", seat]:
                hosted.hand_to_person(_seat(hosted, seat))
                return status(hosted, guard)
    except Refused as exc:  # in the language the console speaks
        return str(exc) if exc.message is None else render(exc.message)
    return text("net.console.unknown", command=repr(visible(line.strip(), 40)), help=help_message())


def attach(hosted: HostedTable, write: Callable[[str], None], fd: int = 0,
           ended: Callable[[], None] | None = None, guard: Guard | None = None) -> Callable[[], None]:
    """Read commands from `fd` (stdin) as they are typed; returns how to stop.
    Without a terminal or a pipe to read (a file, /dev/null) there is no
    console. At the end of the input `ended` is told, if given (a program
    that started the table has gone)."""
    loop = asyncio.get_running_loop()
    pending = bytearray()

    def readable() -> None:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            chunk = b""
        if not chunk:  # end of input: the table goes on without a console, unless told
            stop()
            if ended is not None:
                ended()
            return
        pending.extend(chunk)
        while b"\n" in pending:
            line, _, rest = bytes(pending).partition(b"\n")
            pending[:] = rest
            reply = command(hosted, line.decode("utf-8", "replace"), guard)
            if reply:
                write(reply)

    def stop() -> None:
        try:
            loop.remove_reader(fd)
        except (OSError, ValueError):
            pass

    try:
        loop.add_reader(fd, readable)
    except (OSError, ValueError, NotImplementedError, PermissionError):
        return lambda: None
    return stop
