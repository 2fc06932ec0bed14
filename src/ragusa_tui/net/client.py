"""The one client of the table protocol: tests, the benchmark and the
Textual client all use it.

`run()` connects, says hello with the key, hands every state frame to
`on_state` and every refusal to `on_error`, and reconnects by itself after
a lost connection (waiting 0.2 s, doubling up to 5 s) until `close()`;
after a reconnect the server sends the whole state again. A key the server
does not know ends `run()`: trying again cannot help; so does a table its
host closed on purpose (a `closed` frame).
"""

from __future__ import annotations

import asyncio
import json
import ssl
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from ..catalogue import text
from ..safe_text import visible
from .limits import CLOSE_SPECTATORS
from .protocol import (
    CLOSE_TABLE_CLOSED,
    CLOSE_UNKNOWN_KEY,
    CLOSED_SAVED,
    KEY_SCHEME,
    MAX_KEY,
    PING_INTERVAL,
    PING_TIMEOUT,
)

FIRST_WAIT, LONGEST_WAIT = 0.2, 5.0  # seconds between tries to reconnect
MAX_INCOMING = 4 * 1024 * 1024  # a state frame is far smaller


class TableClient:
    """A connection to a hosted table that keeps itself up."""

    def __init__(self, url: str, key: str, on_state: Callable[[dict[str, Any]], None],
                 on_error: Callable[[str], None], on_connection: Callable[[bool], None] | None = None,
                 tls: ssl.SSLContext | None = None,
                 on_hint: Callable[[dict[str, Any]], None] | None = None,
                 on_unreachable: Callable[[str], None] | None = None,
                 on_refusal: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.url = url
        self.key = key
        self.on_state = on_state
        self.on_error = on_error
        self.on_connection = on_connection
        self.on_hint = on_hint
        # Told why, each time the table cannot be reached before its first
        # state (it is tried again all the same): a screen says so at once.
        self.on_unreachable = on_unreachable
        # Given each error frame as it came, instead of `on_error` its sentence:
        # its message (`said`) is worded by a seat in its own language.
        self.on_refusal = on_refusal
        self.tls = tls  # for wss:// with a certificate the system does not trust (tests)
        self.version: int | None = None  # the version of the last state received
        self.state: dict[str, Any] | None = None  # the last state frame
        self.connected = False
        self.refused = False  # the server did not know the key
        self.closed_by_host: bool | None = None  # the host closed the table: whether it is saved
        self.turned_away = False  # the table has as many spectators as it takes
        self._ws: ClientConnection | None = None
        self._closing = False
        self._stopped = asyncio.Event()

    async def run(self) -> None:
        """Stay connected until `close()` (or until the key is refused)."""
        wait = FIRST_WAIT
        # (wss:// without a context of its own: websockets' default, the system's trust.)
        tls: dict[str, Any] = {"ssl": self.tls} if self.tls is not None and self.url.startswith("wss:") else {}
        while not self._closing:
            try:
                async with connect(self.url, max_size=MAX_INCOMING, ping_interval=PING_INTERVAL,
                                   ping_timeout=PING_TIMEOUT, compression=None, proxy=None,
                                   open_timeout=10, additional_headers=self._vouching, **tls) as ws:
                    self._ws = ws
                    await ws.send(json.dumps({"type": "hello", "key": self.key}))
                    self._set_connected(True)
                    wait = FIRST_WAIT
                    await self._receive(ws)
            except (OSError, InvalidHandshake, TimeoutError) as exc:
                if self.version is None and self.on_unreachable is not None:
                    self.on_unreachable(_unreachable(exc))
            except ConnectionClosed:
                pass
            except InvalidURI as exc:
                self.on_error(text("net.client.not_an_address", error=str(exc)))
                break
            finally:
                self._ws = None
                self._set_connected(False)
            if self.refused or self.turned_away or self._closing or self.closed_by_host is not None:
                break
            try:
                await asyncio.wait_for(self._stopped.wait(), wait)
            except TimeoutError:
                pass
            wait = min(wait * 2, LONGEST_WAIT)

    @property
    def _vouching(self) -> dict[str, str]:
        """The key named in the handshake as well as in the hello, so that
        the table keeps this connection's place however many silent ones
        come (see `protocol.KEY_SCHEME`); none for a key no header can carry."""
        if self.key.isascii() and self.key.isprintable() and " " not in self.key and len(self.key) <= MAX_KEY:
            return {"Authorization": KEY_SCHEME + self.key}
        return {}

    async def _receive(self, ws: ClientConnection) -> None:
        try:
            async for message in ws:
                try:
                    frame = json.loads(message)
                except (ValueError, RecursionError):  # not JSON, or nested deeper than any frame
                    continue
                if not isinstance(frame, dict):
                    continue
                if frame.get("type") == "state":
                    self.version, self.state = frame.get("version"), frame
                    self.on_state(frame)
                elif frame.get("type") == "error":
                    if self.on_refusal is not None:
                        self.on_refusal(frame)
                    else:
                        self.on_error(str(frame.get("message", "")))
                elif frame.get("type") == "hint" and self.on_hint is not None:
                    self.on_hint(frame)
                elif frame.get("type") == "closed":
                    self.closed_by_host = frame.get("saved") is True
        except ConnectionClosed:
            pass
        if ws.close_code == CLOSE_UNKNOWN_KEY:
            self.refused = True
        elif ws.close_code == CLOSE_TABLE_CLOSED and self.closed_by_host is None:  # closed before the frame
            self.closed_by_host = ws.close_reason == CLOSED_SAVED
        elif ws.close_code == CLOSE_SPECTATORS:
            self.turned_away = True  # until a spectator leaves: trying every few seconds would not help

    def _set_connected(self, now: bool) -> None:
        if self.connected != now:
            self.connected = now
            if self.on_connection is not None:
                self.on_connection(now)

    async def act(self, action: str, version: int | None = None) -> None:
        """Play `action` on the state of `version` (default: the last seen;
        the server refuses it on any other)."""
        await self._send({"type": "act", "version": self.version if version is None else version,
                          "action": action})

    async def undo(self, version: int | None = None) -> None:
        """Take back this seat's last decision, on the state of `version` (default: the last seen)."""
        await self._send({"type": "undo", "version": self.version if version is None else version})

    async def hint(self, version: int | None = None) -> None:
        """Ask what the `hard` computer player would do at this seat's
        decision of `version` (default: the last state seen)."""
        await self._send({"type": "hint", "version": self.version if version is None else version})

    async def _send(self, frame: dict[str, Any]) -> None:
        ws = self._ws
        if ws is None or self.version is None:
            self.on_error(text("net.client.not_connected"))
            return
        try:
            await ws.send(json.dumps(frame))
        except ConnectionClosed:
            self.on_error(text("net.client.lost"))

    async def close(self) -> None:
        """Leave the table: `run()` returns."""
        self._closing = True
        self._stopped.set()
        ws = self._ws
        if ws is not None:
            await ws.close()


def _unreachable(error: BaseException) -> str:
    """Why a table could not be reached, in one sentence."""
    if isinstance(error, ssl.SSLCertVerificationError):
        return text("net.client.untrusted", why=str(error.verify_message))
    if isinstance(error, InvalidStatus):  # turned away before the handshake: its sentence says why
        body = error.response.body or b""
        first = body.decode("utf-8", "replace").strip().splitlines()[:1]
        if first:
            return visible(first[0], 300)
    if isinstance(error, TimeoutError):
        return text("net.seat.no_answer")
    if isinstance(error, ConnectionRefusedError):
        return text("net.client.nothing_answers")
    if isinstance(error, OSError):
        return text("net.client.unreachable", why=(error.strerror or str(error)).rstrip("."))
    return text("net.client.refused", why=str(error).rstrip("."))
