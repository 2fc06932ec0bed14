"""What the one client (`net.client.TableClient`) does with frames a server
should never send: it skips them and reads on. Served on loopback by a
server of the test's own, which stops by itself."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.server import ServerConnection, serve

from ragusa_tui.net.client import TableClient

WAIT = 15.0  # seconds: far above what reading two frames takes


def test_a_frame_nested_deeper_than_any_reader_goes_is_skipped_and_the_client_reads_on() -> None:
    states: list[dict[str, Any]] = []

    async def scenario() -> None:
        async def handler(ws: ServerConnection) -> None:
            await ws.recv()  # the hello
            await ws.send("[" * 100_000 + "]" * 100_000)  # json.loads: RecursionError
            await ws.send(json.dumps({"type": "state", "version": 1}))
            await ws.wait_closed()  # until the client leaves

        async with serve(handler, "127.0.0.1", 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            client = TableClient(f"ws://127.0.0.1:{port}/", "key", states.append, lambda message: None)
            task = asyncio.create_task(client.run())
            loop = asyncio.get_running_loop()
            deadline = loop.time() + WAIT
            while not states and loop.time() < deadline and not task.done():
                await asyncio.sleep(0.05)
            await client.close()
            task.cancel()

    asyncio.run(scenario())
    assert [s["version"] for s in states] == [1]
