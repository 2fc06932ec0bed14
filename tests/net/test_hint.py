"""A hint at a networked seat: the server thinks it out for the seat that
decides (on copies that know only that seat's secrets) and sends it to that
connection alone; asked at another's decision, or on a stale version, it is
refused in one sentence."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from support.table_net import WAIT, setup_of
from websockets.asyncio.client import ClientConnection, connect

from ragusa_tui.catalogue import Message, english

SETUP = setup_of(("Ann", "Bo", "Cy"))


async def _next(ws: ClientConnection, kinds: tuple[str, ...]) -> dict[str, Any]:
    async with asyncio.timeout(4 * WAIT):  # a hint is a hard computer's search
        while True:
            frame = json.loads(await ws.recv())
            if frame["type"] in kinds:
                return frame


def test_a_hint_comes_to_the_deciding_seat_alone_and_names_a_legal_action(serve_table: Any) -> None:
    async def scenario() -> None:
        async with serve_table(SETUP, saved=False) as served:
            keys = served.hosted.keys.seats
            decider = served.hosted.table.decider
            assert decider is not None and keys[decider] is not None
            waiting = (decider + 1) % 3
            sockets = {}
            states = {}
            for seat in (decider, waiting):
                ws = await connect(served.url, proxy=None)
                await ws.send(json.dumps({"type": "hello", "key": keys[seat]}))
                states[seat] = await _next(ws, ("state",))
                sockets[seat] = ws
            version = states[decider]["version"]
            await sockets[waiting].send(json.dumps({"type": "hint", "version": version}))
            refused = await _next(sockets[waiting], ("error", "hint"))
            assert refused["type"] == "error" and "your own decision" in refused["message"]
            await sockets[decider].send(json.dumps({"type": "hint", "version": version - 1}))
            stale = await _next(sockets[decider], ("error", "hint"))
            assert stale["type"] == "error"
            await sockets[decider].send(json.dumps({"type": "hint", "version": version}))
            hint = await _next(sockets[decider], ("error", "hint"))
            assert hint["type"] == "hint" and hint["version"] == version
            assert hint["action"] in states[decider]["legal"] and hint["text"]
            said = Message.from_data(hint["said"])  # the same sentence, for a seat to word in its own language
            assert said.code == "hint.advice" and english(said) == hint["text"]
            assert served.hosted.version == version  # asking changed nothing
            for ws in sockets.values():
                await ws.close()

    asyncio.run(scenario())
