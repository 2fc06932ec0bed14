"""Every input the table server refuses gets one sentence back, changes
nothing, and leaves the server up for everyone else (docs/protocol.md)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from support.table_net import WAIT, Seat, Served, Ticker, close_code, setup_of
from websockets.asyncio.client import ClientConnection, connect

from ragusa_tui.catalogue import Message
from ragusa_tui.net.protocol import CLOSE_UNKNOWN_KEY, MAX_FRAME, RATE_MESSAGES

SETUP = setup_of(("Ann", "Bo", "Cy"))


async def _frame(ws: ClientConnection, kind: str) -> dict[str, Any]:
    """The next frame of `kind` on a raw connection (others skipped)."""
    async with asyncio.timeout(WAIT):
        while True:
            frame = json.loads(await ws.recv())
            if frame["type"] == kind:
                return frame


async def _raw(url: str, key: str) -> ClientConnection:
    ws = await connect(url, max_size=None, proxy=None)
    await ws.send(json.dumps({"type": "hello", "key": key}))
    await _frame(ws, "state")
    return ws


SAID: list[str] = []  # the codes of the refusals sent with their message


async def _refused(ws: ClientConnection, text: str | bytes) -> str:
    await ws.send(text)
    frame = await _frame(ws, "error")
    message = frame["message"]
    assert message.endswith(".") and "\n" not in message
    if "said" in frame:  # the same sentence as a message, for a seat to word in its own language
        said = Message.from_data(frame["said"])
        assert str(said) == message
        SAID.append(said.code)
    return message


def _run(scenario: Any) -> None:
    asyncio.run(asyncio.wait_for(scenario, 3 * WAIT))


async def _table(served: Served) -> tuple[Ticker, Seat, Seat, int]:
    """Two persons' seats (Ann and Bo), both connected, and the version now."""
    ticker = Ticker()
    keys = served.hosted.keys.seats
    seats = [Seat(served.url, key, ticker).start() for key in keys if key is not None]
    await ticker.until(lambda: all(s.state for s in seats), what="the first states")
    return ticker, seats[0], seats[1], served.hosted.version


async def _played_on(ticker: Ticker, ann: Seat, bo: Seat, version: int, timeout: float = WAIT) -> None:
    """The seat deciding moves, both seats get the new state, and both leave."""
    mover = next(s for s in (ann, bo) if s.legal)
    await mover.client.act(mover.legal[0])
    await ticker.until(lambda: ann.client.version == bo.client.version == version + 1,
                       timeout=timeout, what="both seats' new state")
    await ann.stop()
    await bo.stop()



def test_refused_frames_change_nothing_and_others_play_on(serve_table: Any) -> None:
    async def scenario() -> None:
        async with serve_table(SETUP, saved=False) as served:
            ticker, ann, bo, version = await _table(served)
            keys = served.hosted.keys
            log_before = list(served.hosted.table.log)
            ws = await _raw(served.url, keys.seats[0])  # a second connection of Ann's seat
            decider = served.hosted.table.decider
            assert decider is not None
            deciding = keys.seats[decider]
            other = keys.seats[(decider + 1) % 3]
            legal = [str(a) for a in served.hosted.table.legal()]

            assert "not valid JSON" in await _refused(ws, "{not json")
            assert "not valid JSON" in await _refused(ws, "")
            assert "JSON object" in await _refused(ws, "[1, 2]")
            assert "Unknown frame type" in await _refused(ws, json.dumps({"type": "dance"}))
            assert "binary" in await _refused(ws, b"\x00\x01")
            assert "hello already" in await _refused(ws, json.dumps({"type": "hello", "key": "x"}))
            assert "version" in await _refused(ws, json.dumps({"type": "act", "action": "keep 1"}))
            big = json.dumps({"type": "act", "version": version, "action": "x" * (MAX_FRAME + 10)})
            assert "at most 64 KiB" in await _refused(ws, big)

            # Acts and take-backs out of turn, illegal, on a stale version.
            async with await connect(served.url, proxy=None) as off:
                await off.send(json.dumps({"type": "hello", "key": other}))
                await _frame(off, "state")
                assert "not your decision" in await _refused(
                    off, json.dumps({"type": "act", "version": version, "action": legal[0]}))
                assert "nothing to take back" in await _refused(off, json.dumps({"type": "undo", "version": version}))
            async with await connect(served.url, proxy=None) as on:
                await on.send(json.dumps({"type": "hello", "key": deciding}))
                await _frame(on, "state")
                assert "not a legal move" in await _refused(
                    on, json.dumps({"type": "act", "version": version, "action": "place 9999"}))
                assert "not an action" in await _refused(
                    on, json.dumps({"type": "act", "version": version, "action": "fly to the moon"}))
                # A lone surrogate: valid JSON, not valid Unicode.
                assert "An act frame's action is wrong" in await _refused(
                    on, '{"type": "act", "version": %d, "action": "go \\ud800"}' % version)
                assert "old state" in await _refused(
                    on, json.dumps({"type": "act", "version": version - 1, "action": legal[0]}))
                assert "old state" in await _refused(on, json.dumps({"type": "undo", "version": version + 5}))
            async with await connect(served.url, proxy=None) as watcher:
                await watcher.send(json.dumps({"type": "hello", "key": keys.spectator}))
                assert (await _frame(watcher, "state"))["seat"] is None
                assert "spectator" in await _refused(
                    watcher, json.dumps({"type": "act", "version": version, "action": legal[0]}))

            # The game's refusals come with their message.
            assert {"refusal.table_hello_again", "refusal.table_not_yours", "refusal.table_not_legal",
                    "refusal.table_action", "refusal.table_old_state", "refusal.table_spectator"} <= set(SAID)
            # Nothing changed, and the server still answers everyone.
            assert served.hosted.version == version and served.hosted.table.log == log_before
            assert not ann.errors and not bo.errors
            await _played_on(ticker, ann, bo, version)
            await ws.close()

    _run(scenario())


def test_an_unknown_key_is_refused_and_the_client_gives_up(serve_table: Any) -> None:
    async def scenario() -> None:
        async with serve_table(SETUP, saved=False) as served:
            ticker, ann, bo, version = await _table(served)
            async with await connect(served.url, proxy=None) as ws:
                await ws.send(json.dumps({"type": "hello", "key": "not-a-key"}))
                assert "opens no seat" in (await _frame(ws, "error"))["message"]
                assert await close_code(ws) == CLOSE_UNKNOWN_KEY
            stranger = Seat(served.url, served.hosted.keys.seats[0] + "x", ticker).start()
            assert stranger.task is not None
            await asyncio.wait_for(stranger.task, WAIT)  # run() ends by itself
            assert stranger.client.refused and not stranger.frames
            assert "opens no seat" in stranger.errors[0]
            # The others go on.
            assert served.hosted.version == version
            mover = next(s for s in (ann, bo) if s.legal)
            await mover.client.act(mover.legal[0])
            await ticker.until(lambda: bo.client.version == version + 1, what="the next state")
            await ann.stop()
            await bo.stop()

    _run(scenario())


def test_a_frame_too_large_to_read_closes_only_its_connection(serve_table: Any) -> None:
    async def scenario() -> None:
        async with serve_table(SETUP, saved=False) as served:
            ticker, ann, bo, version = await _table(served)
            ws = await _raw(served.url, served.hosted.keys.spectator)
            await ws.send("x" * (8 * MAX_FRAME))  # over the hard limit: websockets closes (1009)
            assert await close_code(ws) == 1009
            await _played_on(ticker, ann, bo, version)

    _run(scenario())


def test_a_flood_is_refused_without_slowing_the_others(serve_table: Any) -> None:
    async def scenario() -> None:
        async with serve_table(SETUP, saved=False, rate=RATE_MESSAGES) as served:
            ticker, ann, bo, version = await _table(served)
            ws = await _raw(served.url, served.hosted.keys.seats[2])
            flood = json.dumps({"type": "undo", "version": version})
            for _ in range(5 * RATE_MESSAGES):
                await ws.send(flood)
            errors: list[str] = []
            async with asyncio.timeout(WAIT):
                while not any("Too many messages" in e for e in errors):
                    errors.append((await _frame(ws, "error"))["message"])
            # At most the limit's own refusals (nothing to take back) and one saying "too many".
            assert len(errors) <= RATE_MESSAGES + 1
            assert sum("Too many" in e for e in errors) == 1
            await _played_on(ticker, ann, bo, version, timeout=2.0)  # during the flood
            assert not ann.errors and not bo.errors
            await ws.close()

    _run(scenario())
