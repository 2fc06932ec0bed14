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

from .client import TableClient

STOP_WAIT = 5.0  # seconds `close` waits for the connection to shut


def closed_words(saved: bool) -> str:
    """What a seat is told when the host has closed its table."""
    return ("The table was closed by its host; it is saved." if saved
            else "The table was closed by its host; its last moves may not be saved.")


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
                                   on_unreachable=self._error, tls=tls)
        self._thread = threading.Thread(target=self._run, name="ragusa-table-link", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._client.run())
        except Exception as error:  # noqa: BLE001 - told to the screen, never a crash
            self._put({"type": "error", "message": f"The connection failed: {error}", "final": True})
        else:
            if self._client.closed_by_host is not None:
                self._put({"type": "error", "final": True, "message": closed_words(self._client.closed_by_host)})
            elif self._client.turned_away:
                self._put({"type": "error", "final": True,
                           "message": "The table has as many spectators as it takes: try again later."})
            elif self._client.refused:
                self._put({"type": "error", "final": True,
                           "message": "The table refused this seat's key: it may have been stopped."})
        finally:
            self._loop.close()

    # Called on this thread by the client.
    def _state(self, frame: dict[str, Any]) -> None:
        self._put(frame)

    def _error(self, message: str) -> None:
        self._put({"type": "error", "message": message})

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
            self._put({"type": "error", "message": "The connection to the table is closed."})
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
