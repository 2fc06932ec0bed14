"""Joining a table a server holds: connect on a thread, wait for the seat's
first state, then hand the app a `RemoteTable` to play.

The link's frames arrive on its own thread; each one wakes the app's loop
(without waiting for it) to take them in on the app's thread, where the
screens live.
"""

from __future__ import annotations

import asyncio
import contextvars
import ssl
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..catalogue import text
from ..net.link import Link
from ..net.remote import RemoteTable
from ..safe_text import visible

if TYPE_CHECKING:
    from textual.app import App

CONNECT_WAIT = 15.0  # seconds to wait for the table's first state


def trusting(certificate: Path) -> ssl.SSLContext:
    """TLS that trusts exactly `certificate`, whatever name it was made for:
    the table this app hosts, whose certificate the host gave (often one
    made for the occasion, which no authority signed)."""
    context = ssl.create_default_context(cafile=str(certificate))  # that certificate alone
    context.check_hostname = False  # it is reached at this machine's address, not its name
    return context


def join(app: App[Any], url: str, key: str, opened: Callable[[RemoteTable | None, str | None], None],
         trust: Path | None = None) -> None:
    """Connect to the table at `url` as `key`'s seat; `opened` is told on the
    app's thread: the table once its first state is here, or why not.
    `trust`: the certificate of a table this app hosts over TLS."""
    tls = None
    if trust is not None:
        try:
            tls = trusting(trust)
        except (OSError, ssl.SSLError) as error:
            opened(None, text("play.join.certificate_unreadable", error=visible(error, 120)))
            return
    loop = asyncio.get_running_loop()
    # The frames are taken in with the app's context (its widgets look the app up there).
    context = contextvars.copy_context()
    ready: list[RemoteTable] = []

    def wake() -> None:
        try:
            loop.call_soon_threadsafe(pump, context=context)
        except RuntimeError:  # the app has closed its loop: nothing to show any more
            pass

    def pump() -> None:
        if ready:
            ready[0].pump()

    link = Link(url, key, wake, tls)
    table = RemoteTable(link)
    link.start()

    def work() -> None:
        problem = table.wait_first_state(CONNECT_WAIT)
        if problem is not None:
            link.close()
        app.call_from_thread(finish, problem)

    def finish(problem: str | None) -> None:
        if problem is not None:
            opened(None, problem)
            return
        ready.append(table)
        opened(table, None)
        table.pump()  # frames that came while the screen opened

    app.run_worker(work, thread=True, group="join", exit_on_error=False)
