"""The hosted table on a WebSocket (the `websockets` asyncio server).

Each connection says hello with a key, then gets its state after every
change. Frames go out through one sender task per connection that always
sends the newest state (a slow client skips states, never events: each
frame carries the log since that connection's last one), so a slow or dead
client holds up no one. A refused frame gets one sentence back and changes
nothing; pings find a dead client within `PING_INTERVAL + PING_TIMEOUT`.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import ssl
import sys
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.protocol import State

from .hosted import HostedTable
from .limits import Guard, Limits, address_of
from .protocol import (
    CLOSE_TABLE_CLOSED,
    CLOSE_UNKNOWN_KEY,
    CLOSED_SAVED,
    KEY_SCHEME,
    CLOSED_UNSAVED,
    HARD_FRAME,
    PING_INTERVAL,
    PING_TIMEOUT,
    RATE_MESSAGES,
    RATE_WINDOW,
    Act,
    Hello,
    Hint,
    RateLimit,
    Refused,
    closed_frame,
    error_frame,
    hint_frame,
    parse_client,
    state_frame,
)
from ..catalogue import Message
from ..table.frame import Frame, frame_for
from .frame_data import FrameText
from .view import legal_for, log_for

log = logging.getLogger("ragusa.table")  # never given a key
CLOSE_TIMEOUT = 2.0  # seconds a client has to answer the server's goodbye when it stops
TLS_HANDSHAKE = 3.0  # seconds a connection has for its TLS handshake


# How often a thread holding the interpreter must let another run (Python's
# default is 5 ms): a computer seat's search in its worker thread then holds
# up the event loop, and every connection's next frame, far less.
SWITCH_INTERVAL = 0.0005
# The collector's thresholds at least (Python's default: 700, 10, 10). A
# table server keeps each state's frames, their data and the engine's words
# until its table's next move, so at the default its youngest generation is
# walked every dozen or so moves of all its tables, each time over the
# objects of those moves, which their counts free soon after anyway (a move
# makes few reference cycles): some 4% of the server's CPU in
# benchmarks/table_server.py, twice the snapshot dicts' (45ed75f). Walked
# a tenth as often, most are freed before it is.
COLLECT_THRESHOLDS = (10_000, 10, 10)


def quick_switching() -> None:
    """Set the table server's process up (process-wide, as `ragusa host`
    does): the event loop let in between a computer's thinking sooner, and
    the collector run less often (`COLLECT_THRESHOLDS`; never more often
    than the process already asked)."""
    sys.setswitchinterval(SWITCH_INTERVAL)
    gc.set_threshold(*(max(now, least) for now, least in zip(gc.get_threshold(), COLLECT_THRESHOLDS)))


@dataclass(eq=False)
class Connection:
    """One client: its seat, where its log stands, what waits to be sent."""

    ws: ServerConnection
    seat: int | None
    log_at: int = 0  # the table's log lines this client has been sent
    dirty: bool = True  # a newer state than the last one sent
    outbox: deque[str] = field(default_factory=deque)  # error and hint frames
    answered: int | None = None  # the version of this connection's last act or undo that was played
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    sender: asyncio.Task[None] | None = None  # the task sending it its frames

    def poke(self) -> None:
        self.wake.set()


class _Guarded(ServerConnection):
    """A connection its server's `Guard` counts from its TCP connection (before
    any handshake) to its end."""

    guard: Guard

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self.guard.opened(self, address_of(transport.get_extra_info("peername")))

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        self.guard.closed(self)


def _shut(ws: Any, code: int, reason: str) -> None:
    """Close `ws` at once, costing next to nothing: after the handshake its
    close frame is sent and the socket closed without waiting for the
    client's answer; before it, the socket is dropped."""
    try:
        if ws.protocol.state is State.OPEN and not ws.transport.get_write_buffer_size():
            ws.protocol.send_close(code, reason)
            ws.send_data()
            ws.transport.close()
            return
    except Exception:  # the connection ended meanwhile: dropped all the same
        pass
    ws.transport.abort()


class TableServer:
    """Serves one `HostedTable` to every connection."""

    def __init__(self, hosted: HostedTable, rate: tuple[int, float] = (RATE_MESSAGES, RATE_WINDOW),
                 limits: Limits | None = None, report: Callable[[str], None] | None = None) -> None:
        self.hosted = hosted
        self.rate = rate  # messages a connection may send in a window of seconds
        self.limits = limits or Limits()
        # The caps on connections; `report` is told of wrong keys and refusals (the host's terminal).
        self.guard = Guard(self.limits, _shut, report)
        self.connections: set[Connection] = set()
        self._tasks: set[asyncio.Task[None]] = set()  # hints being thought out
        self._hinting: set[int | None] = set()  # the seats whose hint is being thought out
        self._views: dict[int | None, str] = {}  # each seat's view as JSON, for the state now
        self._public: Frame | None = None  # the state's spectator's frame (what every seat's is made from)
        self._texts = FrameText()  # the frames' pieces written lately, to write the next frames from
        self._presence: list[dict[str, Any]] | None = None  # who is at the table, for the state now
        self._logs: dict[int, list[dict[str, Any]]] = {}  # the log's lines from each start, for the state now
        self._server: Server | None = None
        self.stopping = False  # the host is closing the table: nothing more is played
        hosted.listeners.append(self._changed)

    def _changed(self) -> None:
        self._views.clear()
        self._public = self._presence = None
        self._logs.clear()
        for conn in self.connections:
            conn.dirty = True
            conn.poke()

    # ------------------------------------------------------------ serving
    async def start(self, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None) -> str:
        """Listen; return the URL clients join (the port chosen, if 0 was asked)."""
        # A TLS connection is counted by the guard only once its handshake is
        # over: the handshake gets a short while, so silent ones cannot pile up.
        handshake: dict[str, Any] = {"ssl_handshake_timeout": TLS_HANDSHAKE} if tls is not None else {}
        self._server = await serve(self.handle, host, port, ssl=tls, max_size=HARD_FRAME, **handshake,
                                   ping_interval=PING_INTERVAL, ping_timeout=PING_TIMEOUT,
                                   close_timeout=CLOSE_TIMEOUT, compression=None,
                                   process_request=self._request, create_connection=self._counted())
        self.hosted.kick()
        sock = next(iter(self._server.sockets))
        bound = sock.getsockname()[1]
        shown = f"[{host}]" if ":" in host else host
        return f"{'wss' if tls else 'ws'}://{shown}:{bound}/"

    async def stop(self) -> None:
        """Stop the computers, write the last save, then tell every
        connection the table is closed (a `closed` frame) and close it: the
        clients stop reconnecting. Moves that come meanwhile are refused."""
        self.stopping = True
        self.guard.stop()
        for task in tuple(self._tasks):
            task.cancel()
        await self.hosted.close()
        if self._server is None:
            return
        folder = self.hosted.folder
        saved = folder is not None and folder.problem is None
        goodbye = closed_frame(saved)
        connections = tuple(self.connections)
        for conn in connections:  # no state may follow the goodbye
            if conn.sender is not None:
                conn.sender.cancel()
        # Said to all at once, however many are slow to read: the stop waits CLOSE_TIMEOUT at most.
        sends = [asyncio.ensure_future(conn.ws.send(goodbye)) for conn in connections]
        if sends:
            done, late = await asyncio.wait(sends, timeout=CLOSE_TIMEOUT)
            for send in late:
                send.cancel()
            for send in done:
                send.exception()  # (a connection closed meanwhile: nothing to say to it)
        # The close code says it too, to connections still to say their hello.
        self._server.close(True, CLOSE_TABLE_CLOSED, CLOSED_SAVED if saved else CLOSED_UNSAVED)
        await self._server.wait_closed()

    # -------------------------------------------------------- a connection
    async def handle(self, ws: ServerConnection) -> None:
        rate = RateLimit(*self.rate)
        admitted, seat = await self._hello(ws, rate)
        if not admitted:
            return
        conn = Connection(ws, seat)
        self.connections.add(conn)
        sender = conn.sender = asyncio.get_running_loop().create_task(self._send(conn))
        self.hosted.joined(conn.seat)
        log.info("a client joined %s", "as a spectator" if conn.seat is None else f"seat {conn.seat}")
        try:
            async for message in ws:
                if not rate.allow():
                    if rate.should_warn():
                        self._refuse(conn, rate.message())
                    continue
                self._take(conn, message)
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            sender.cancel()
            self.hosted.left(conn.seat)
            log.info("a client left %s", "the spectators" if conn.seat is None else f"seat {conn.seat}")

    async def _hello(self, ws: ServerConnection, rate: RateLimit) -> tuple[bool, int | None]:
        """Whether the connection said a hello in time with a key that opens
        the table, and the seat it opens (None: a spectator). The guard
        enforces the hello's deadline (shorter under pressure) and the caps;
        the wait here is only its longest."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.limits.hello_timeout
        guard = self.guard
        while True:
            try:
                message = await asyncio.wait_for(ws.recv(), max(deadline - loop.time(), 0))
            except (TimeoutError, ConnectionClosed):
                await ws.close(1008, "no hello")
                return False, None
            if not rate.allow():
                continue
            try:
                frame = parse_client(message)
                if not isinstance(frame, Hello):
                    raise Refused(Message.of("refusal.table_hello_first"))
            except Refused as exc:
                await self._say(ws, exc.message or str(exc))
                continue
            refusal = guard.before_key(ws)  # its address waits after wrong keys: the key is not looked at
            if refusal is None:
                found, seat = self.hosted.admit(frame.key)
                if not found:
                    log.info("a client gave a key that opens nothing")
                    guard.wrong_key(ws)
                    await self._say(ws, Message.of("net.refusal.unknown_key"))
                    _shut(ws, CLOSE_UNKNOWN_KEY, "unknown key")
                    return False, None
                refusal = guard.admit(ws, seat is None)
            if refusal is not None:
                await self._say(ws, refusal.sentence)
                _shut(ws, refusal.code, refusal.reason)
                return False, None
            return True, seat

    def _counted(self) -> type[ServerConnection]:
        """The class of this server's connections: each counted by its guard
        from its first moment."""

        class Counted(_Guarded):
            guard = self.guard

        return Counted

    def _request(self, ws: ServerConnection, request: Request) -> Response | None:
        """Before the WebSocket handshake: an HTTP refusal in one sentence
        when the table is full or the address waits after wrong keys."""
        key = request.headers.get("Authorization", "")
        if key.startswith(KEY_SCHEME) and self.hosted.admit(key[len(KEY_SCHEME):])[0]:
            self.guard.vouch(ws)  # a player about to say hello: no flood pushes it out
        refused = self.guard.refusal(ws)
        if refused is None:
            return None
        status, sentence = refused
        return ws.respond(status, sentence + "\n")

    async def _say(self, ws: ServerConnection, message: str | Message) -> None:
        try:
            await ws.send(error_frame(message))
        except ConnectionClosed:
            pass

    def _take(self, conn: Connection, message: str | bytes) -> None:
        """One frame after the hello: acted on, or refused with one sentence."""
        try:
            if self.stopping:
                raise Refused(Message.of("refusal.table_closing"))
            frame = parse_client(message)
            if isinstance(frame, Hello):
                raise Refused(Message.of("refusal.table_hello_again"))
            if isinstance(frame, Hint):
                self._hint(conn, frame.version)
                return
            if isinstance(frame, Act):
                self.hosted.act(conn.seat, frame.version, frame.action)
            else:
                self.hosted.undo(conn.seat, frame.version)
            # Played: the new state, built later by this connection's sender, says so.
            conn.answered = frame.version
        except Refused as exc:
            self._refuse(conn, exc.message or str(exc))

    def _hint(self, conn: Connection, version: int) -> None:
        """Think out a hint for `conn`'s seat, one at a time per seat (however
        many connections it has)."""
        if conn.seat in self._hinting:
            raise Refused(Message.of("refusal.table_hint_on_its_way"))
        hint = self.hosted.hint(conn.seat, version)
        self._hinting.add(conn.seat)

        async def think() -> None:
            try:
                found = await hint
            except Refused as exc:
                self._refuse(conn, exc.message or str(exc))
                return
            finally:
                self._hinting.discard(conn.seat)
            if found is not None:
                conn.outbox.append(hint_frame(version, *found))
                conn.poke()

        self._tasks.add(task := asyncio.get_running_loop().create_task(think()))
        task.add_done_callback(self._tasks.discard)

    def _refuse(self, conn: Connection, message: str | Message) -> None:
        """Send `conn` one sentence (a message also as itself: each seat words it)."""
        conn.outbox.append(error_frame(message))
        conn.poke()

    # ------------------------------------------------------------- sending
    async def _send(self, conn: Connection) -> None:
        """Send `conn` its errors and its newest state, as they come."""
        try:
            while True:
                await conn.wake.wait()
                conn.wake.clear()
                while conn.outbox:
                    await conn.ws.send(conn.outbox.popleft())
                if conn.dirty:
                    conn.dirty = False
                    await conn.ws.send(self.frame_for(conn))
        except ConnectionClosed:
            pass
        except Exception:  # a bug: this client is told so by the close, the others play on
            log.exception("cannot send a state")
            await conn.ws.close(1011, "the server failed")

    def frame_for(self, conn: Connection) -> str:
        """`conn`'s state frame now: its seat's view, the log since its last frame."""
        hosted, table = self.hosted, self.hosted.table
        if conn.seat not in self._views:
            # Every waiting connection's seat at once, so the frames leave
            # together (one wake of a machine holding several seats). What
            # the seats share is made once, in the spectator's frame, and
            # written once (`FrameText`: each frame's text is made of the
            # pieces written for the frames before it that hold them).
            public = self._public  # forgotten with the state's frames at every change (`_changed`)
            if public is None:
                public = self._public = frame_for(table, None, version=hosted.version, spectator=True)
            for seat in sorted({c.seat for c in self.connections if c.dirty} | {conn.seat}, key=str):
                if seat not in self._views:
                    frame = public if seat is None else frame_for(
                        table, seat, version=hosted.version, decides=hosted.decides(seat), public=public)
                    self._views[seat] = self._texts.text(frame)
        view = self._views[conn.seat]
        start, conn.log_at = conn.log_at, len(table.log)
        lines = self._logs.get(start)
        if lines is None:  # the same for every seat (`log_for`), and mostly from the same line: made once
            lines = self._logs[start] = log_for(table, conn.seat, start)
        if self._presence is None:
            self._presence = hosted.presence()
        return state_frame(hosted.version, conn.seat, view, legal_for(table, conn.seat, hosted.decides(conn.seat)),
                           start, lines, self._presence, hosted.connected[None], conn.answered)
