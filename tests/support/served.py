"""A hosted table served on 127.0.0.1 from a thread of its own, for tests
whose clients run elsewhere (Textual apps on their own threads, a protocol
client): `with served(setup) as (hosted, url): ...`."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from ragusa_tui.net.hosted import HostedTable
from ragusa_tui.net.server import TableServer
from ragusa_tui.table.setup import GameSetup

START_WAIT = 30.0


@contextmanager
def served(setup: GameSetup) -> Iterator[tuple[HostedTable, str, asyncio.AbstractEventLoop]]:
    """A new table for `setup` served until the block ends: the table, its
    address, and the loop it runs on (call into it with call_soon_threadsafe)."""
    loop = asyncio.new_event_loop()
    hosted = HostedTable.new(setup)
    server = TableServer(hosted)
    ready = threading.Event()
    url: list[str] = []

    def run() -> None:
        asyncio.set_event_loop(loop)
        url.append(loop.run_until_complete(server.start("127.0.0.1", 0)))
        ready.set()
        loop.run_forever()
        loop.run_until_complete(server.stop())
        loop.close()

    thread = threading.Thread(target=run, name="test-table-server", daemon=True)
    thread.start()
    assert ready.wait(START_WAIT), "the table server did not start"
    try:
        yield hosted, url[0], loop
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(START_WAIT)
