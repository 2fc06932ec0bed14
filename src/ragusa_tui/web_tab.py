"""One browser tab's game under `ragusa web`: its own process, spoken to in
textual-serve's packets, and ended for sure when the tab goes.

The game runs Textual's web driver, which reads the tab's keys and the
server's notes from its standard input and draws on its standard output, in
packets: one byte of type (`D` data, `M` meta as JSON, `P` packed), four of
size (big-endian), then the payload; it first writes `__GANGLION__` on a line
of its own to say it speaks them.

This is our own small version of textual-serve's `AppService`, which keeps
its process out of reach: here the game's process is started in a session of
its own, so that its whole process group can be signalled, and its pid is
known, so that closing the tab ends it, asked to quit first, then with
SIGTERM, then with SIGKILL; a game that draws nothing any more or ignores
its signals still goes. What the game sends is bounded: a packet larger
than `PACKET_LIMIT` ends the tab, and only the end of its error output is
kept. The game never delivers files nor opens web pages, so those packets
are dropped (the server offers no downloads).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
from collections.abc import Awaitable, Callable, Mapping, Sequence
from importlib.metadata import version
from contextlib import suppress
from typing import Any

from .catalogue import Message, text

# The size a tab's game may be given, in columns and rows: enough for the
# too-small notice, and far more than the largest window shows at a
# readable font size. A larger size asked for is brought down to this.
MIN_WIDTH, MAX_WIDTH = 60, 400
MIN_HEIGHT, MAX_HEIGHT = 20, 150
DEFAULT_SIZE = (80, 24)

PRELUDE = b"__GANGLION__\n"
PRELUDE_LINES = 10  # lines the game may write before it (warnings), as textual-serve allows
PACKET_LIMIT = 16 * 1024 * 1024  # bytes of one packet from the game: a full 400x150 frame is far smaller
INPUT_BACKLOG = 1024 * 1024  # bytes waiting for the game to read them: more, and it has stopped reading
ERRORS_KEPT = 2 * 1024  # bytes of the end of the game's error output kept, for the server's terminal
QUIT_SECONDS = 2.0  # for the game to quit when asked, as closing its tab asks
TERM_SECONDS = 2.0  # then for it to go after SIGTERM, before SIGKILL


def clamp(value: object, low: int, high: int, default: int) -> int:
    """`value` as a whole number within low..high (`default` if it is none)."""
    if isinstance(value, bool):
        return default
    if isinstance(value, str):
        try:
            value = int(value.strip()[:12])
        except ValueError:
            return default
    if not isinstance(value, int):
        return default
    return max(low, min(high, value))


def tab_size(width: object, height: object) -> tuple[int, int]:
    """The columns and rows a tab's game is given for the size asked (from
    the page's query or its resize messages): within the bounds above."""
    return (clamp(width, MIN_WIDTH, MAX_WIDTH, DEFAULT_SIZE[0]),
            clamp(height, MIN_HEIGHT, MAX_HEIGHT, DEFAULT_SIZE[1]))


def packet(kind: bytes, payload: bytes) -> bytes:
    """One packet of textual-serve's protocol."""
    return kind + len(payload).to_bytes(4, "big") + payload


class TabGame:
    """The game process of one tab.

    `to_tab` sends what the game draws to the tab; `ended` is called once
    when the game says it has quit (the tab is then closed). `start` runs
    `command` (never with anything from the visitor in it) at a size; the
    `send_*` methods return False when the game cannot take any more (gone,
    or no longer reading: the tab should then be closed); `stop` ends the
    game whatever it does, and may be called more than once.
    """

    def __init__(self, command: Sequence[str], *, environment: Mapping[str, str],
                 to_tab: Callable[[bytes], Awaitable[Any]], ended: Callable[[], Awaitable[Any]]) -> None:
        self.command = list(command)
        self.environment = dict(environment)
        self.to_tab = to_tab
        self.ended = ended
        self.process: asyncio.subprocess.Process | None = None
        self.errors = bytearray()  # the end of the game's error output
        self.failure: Message | None = None  # why the game could not be played, if it could not
        self._reader: asyncio.Task[None] | None = None
        self._stopping: asyncio.Task[None] | None = None
        self._signalled = False  # the game was signalled by us, so its exit code says nothing

    @property
    def pid(self) -> int | None:
        return None if self.process is None else self.process.pid

    def _game_environment(self, width: int, height: int) -> dict[str, str]:
        """What textual-serve gives its apps (Textual's web driver, true
        colour, the size), over `environment`."""
        return {**self.environment,
                "TEXTUAL_DRIVER": "textual.drivers.web_driver:WebDriver", "TEXTUAL_FPS": "60",
                "TEXTUAL_COLOR_SYSTEM": "truecolor", "TERM_PROGRAM": "textual",
                "TERM_PROGRAM_VERSION": version("textual-serve"),
                "COLUMNS": str(width), "ROWS": str(height)}

    async def start(self, width: int, height: int) -> None:
        """Start the game at `width` x `height` (brought within bounds)."""
        width, height = tab_size(width, height)
        self.process = await asyncio.create_subprocess_exec(
            *self.command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE, env=self._game_environment(width, height),
            start_new_session=True)  # its own process group, signalled as one
        self._reader = asyncio.create_task(self._read())

    # ------------------------------------------------------------ to the game
    def _send(self, kind: bytes, payload: bytes) -> bool:
        """Queue a packet for the game; False if it is gone or has stopped
        reading (never waits: the tab's messages are not held up by a game
        that does not read them)."""
        if self.process is None or self.process.returncode is not None or self._stopping is not None:
            return False
        stdin = self.process.stdin
        if stdin is None or stdin.is_closing():
            return False
        if stdin.transport.get_write_buffer_size() > INPUT_BACKLOG:
            return False
        stdin.write(packet(kind, payload))
        return True

    def send_keys(self, text: str) -> bool:
        """What the tab's terminal typed."""
        return self._send(b"D", text.encode("utf-8", "replace"))

    def send_meta(self, meta: dict[str, object]) -> bool:
        return self._send(b"M", json.dumps(meta).encode())

    def resize(self, width: int, height: int) -> bool:
        width, height = tab_size(width, height)
        return self.send_meta({"type": "resize", "width": width, "height": height})

    # ---------------------------------------------------------- from the game
    async def _read(self) -> None:
        """Pass what the game draws to the tab until it stops."""
        assert self.process is not None and self.process.stdout is not None
        stdout = self.process.stdout
        errors = asyncio.create_task(self._read_errors())
        try:
            if await self._prelude(stdout):
                while True:
                    kind = await stdout.readexactly(1)
                    size = int.from_bytes(await stdout.readexactly(4), "big")
                    if size > PACKET_LIMIT:
                        self.failure = Message.of("web.game.packet_too_large", size=size, limit=PACKET_LIMIT)
                        break
                    payload = await stdout.readexactly(size)
                    if kind == b"D":
                        await self.to_tab(payload)
                    elif kind == b"M":
                        if self._meta(payload) == "exit":
                            break
                    elif kind != b"P":  # packed: a file's chunks, never asked for here
                        self.failure = Message.of("web.game.not_packets")
                        break
        except (asyncio.IncompleteReadError, ConnectionError):
            pass  # the game has ended, or the tab has
        except Exception as error:  # noqa: BLE001 - whatever broke, the tab is closed and the game ended
            self.failure = Message.of("web.game.not_shown", error=str(error))
        finally:
            with suppress(Exception):  # the end of its error output, if it ended by itself
                await asyncio.wait_for(asyncio.shield(errors), 0.5)
            errors.cancel()
            if self._stopping is None:
                with suppress(Exception):
                    await self.ended()

    async def _prelude(self, stdout: asyncio.StreamReader) -> bool:
        """Whether the game says it speaks the packets, within its first lines."""
        try:
            for _ in range(PRELUDE_LINES):
                line = await stdout.readline()
                if line == PRELUDE:
                    return True
                if not line:
                    break
        except ValueError:  # a line longer than the reader's limit
            pass
        self.failure = Message.of("web.game.did_not_start")
        return False

    def _meta(self, payload: bytes) -> str | None:
        """The type of a meta packet from the game; `exit` once it has quit.
        Web pages to open and files to deliver are not passed on: the game
        asks for neither."""
        try:
            meta = json.loads(payload)
        except (ValueError, RecursionError):
            return None
        kind = meta.get("type") if isinstance(meta, dict) else None
        return kind if isinstance(kind, str) else None

    async def _read_errors(self) -> None:
        assert self.process is not None and self.process.stderr is not None
        while data := await self.process.stderr.read(4096):
            self.errors += data
            del self.errors[:-ERRORS_KEPT]

    # ------------------------------------------------------------------ stop
    async def stop(self) -> None:
        """End the game: asked to quit, then SIGTERM to its process group,
        then SIGKILL, a couple of seconds apart; once it is gone, anything
        left in its group is killed too. Safe to call again, and it goes on
        if the caller is cancelled."""
        if self.process is None:
            return
        if self._stopping is None:
            self.send_meta({"type": "quit"})
            self._stopping = asyncio.ensure_future(self._end())
        await asyncio.shield(self._stopping)

    async def _end(self) -> None:
        assert self.process is not None
        process = self.process
        for sent, wait in ((None, QUIT_SECONDS), (signal.SIGTERM, TERM_SECONDS), (signal.SIGKILL, None)):
            if sent is not None:
                self._signalled = True
                self.kill_group(sent)
            try:
                await asyncio.wait_for(process.wait(), wait)
                break
            except asyncio.TimeoutError:
                continue
        self.kill_group(signal.SIGKILL)  # what the game started in its group, if it outlived it
        if process.stdin is not None:
            process.stdin.close()
        if self._reader is not None:
            with suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self._reader), 1.0)
            self._reader.cancel()

    def kill_group(self, sent: signal.Signals = signal.SIGKILL) -> None:
        """Signal the game's process group (its pid is its group's id, as it
        leads a session of its own); nothing if the group is gone."""
        if self.process is None:
            return
        try:
            os.killpg(self.process.pid, sent)
        except (ProcessLookupError, PermissionError):
            pass

    def failed(self) -> str | None:
        """Why the game stopped other than by quitting or being ended, with
        the end of its error output, in the language spoken; None if it did not."""
        code = None if self.process is None else self.process.returncode
        if self.failure is None and (self._signalled or code in (None, 0)):
            return None
        why = self.failure or Message.of("web.game.exit_code", code=code)
        said = self.errors.decode("utf-8", "replace").strip()
        return text("web.game.with_errors", why=why, errors=said) if said else str(why)

