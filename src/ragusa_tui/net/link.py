"""The connection from a player's screen to a table server, on a thread of
its own.

The screens run on the app's event loop; the `client.TableClient` runs here,
on another loop in another thread, so that a move the screen sends can be
waited for (a round trip, milliseconds) without the app's loop having to
turn. Every frame the server sends is put in `frames` and the screen's side
is woken by `wake`, which must not block (it is called on this thread).
"""

from __future__ import annotations

import asyncio
import queue
import ssl
import threading
from collections.abc import Callable, Coroutine
from typing import Any

from ..catalogue import Message, english
from .client import TableClient

STOP_WAIT = 5.0  # seconds `close` waits for the connection to shut


def closed_words(saved: bool) -> Message:
    """What a seat is told when the host has closed its table."""
    return Message.of("net.link.closed_saved" if saved else "net.link.closed_unsaved")


def _said(message: Message, final: bool = False) -> dict[str, Any]:
    """An error frame of this link's own: the seat words `message` in the
    language it speaks when it shows it (`said`), English beside it."""
    frame: dict[str, Any] = {"type": "error", "message": english(message), "said": message}
    if final:
        frame["final"] = True
    return frame


class Link:
    """A seat's connection: frames in, moves out."""

    def __init__(self, url: str, key: str, wake: Callable[[], None] = lambda: None,
                 tls: ssl.SSLContext | None = None) -> None:
        self.url = url
        self.frames: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self.wake = wake
        self._loop = asyncio.new_event_loop()
        self._client = TableClient(url, key, on_state=self._state, on_error=self._error,
                                   on_connection=self._connection, on_hint=self._put,
                                   on_unreachable=self._error, tls=tls, on_refusal=self._refusal)
        self._thread = threading.Thread(target=self._run, name="ragusa-table-link", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._client.run())
        except Exception as error:  # noqa: BLE001 - told to the screen, never a crash
            self._put(_said(Message.of("net.link.failed", error=str(error)), final=True))
        else:
            if self._client.closed_by_host is not None:
                self._put(_said(closed_words(self._client.closed_by_host), final=True))
            elif self._client.turned_away:
                self._put(_said(Message.of("net.link.spectators_full"), final=True))
            elif self._client.refused:
                self._put(_said(Message.of("net.link.key_refused"), final=True))
        finally:
            self._loop.close()

    # Called on this thread by the client.
    def _state(self, frame: dict[str, Any]) -> None:
        self._put(frame)

    def _error(self, message: str) -> None:
        self._put({"type": "error", "message": message})

    def _refusal(self, frame: dict[str, Any]) -> None:
        """The table's refusal, with its message (`said`) if it sent one: the
        seat words it in its own language. Nothing else of the frame is kept."""
        refusal: dict[str, Any] = {"type": "error", "message": str(frame.get("message", ""))}
        if frame.get("said") is not None:
            refusal["said"] = frame["said"]
        self._put(refusal)

    def _connection(self, up: bool) -> None:
        self._put({"type": "connection", "up": up})

    def _put(self, frame: dict[str, Any]) -> None:
        self.frames.put(frame)
        self.wake()

    # Called on the app's thread.
    # Each names the version of the state the screen showed when it was asked.
    def act(self, action: str, version: int) -> None:
        self._submit(self._client.act(action, version))

    def undo(self, version: int) -> None:
        self._submit(self._client.undo(version))

    def hint(self, version: int) -> None:
        self._submit(self._client.hint(version))

    def _submit(self, job: Coroutine[Any, Any, Any]) -> None:
        if self._loop.is_closed():
            job.close()
            self._put(_said(Message.of("net.link.closed")))
            return
        asyncio.run_coroutine_threadsafe(job, self._loop)

    def close(self) -> None:
        """Shut the connection and wait (a little) for the thread to end."""
        if self._thread.is_alive() and not self._loop.is_closed():
            closing = self._client.close()
            try:
                asyncio.run_coroutine_threadsafe(closing, self._loop)
            except RuntimeError:  # the loop closed meanwhile
                closing.close()
            self._thread.join(STOP_WAIT)
