"""What any one visitor may take of a hosted table (docs/protocol.md,
"Limits"): the caps on connections, the hello's deadline, the spectators,
and the wait after wrong keys, each refusal in one sentence; and floods on
loopback that leave an honest seat playing, quickly, in little memory.

Every client here connects to 127.0.0.1; some come from other loopback
addresses (127.0.0.2, ...) to stand for other machines. Every loop is
bounded in count and time, every connection opened is closed, every server
started is stopped.
"""

from __future__ import annotations

import asyncio
import json
import re
import resource
import secrets
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from support.table_net import FAST, WAIT, Seat, Ticker, close_code, setup_of
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from ragusa_tui.cli import build_parser
from ragusa_tui.net import console
from ragusa_tui.net.client import TableClient
from ragusa_tui.net.hosted import HostedTable
from ragusa_tui.net.hosting import HostOptions
from ragusa_tui.net.limits import (
    CLOSE_BUSY,
    CLOSE_NO_HELLO,
    CLOSE_SLOWED,
    CLOSE_SPECTATORS,
    DROPPED,
    Guard,
    Limits,
    address_of,
)
from ragusa_tui.net.protocol import CLOSE_UNKNOWN_KEY, RATE_WINDOW
from ragusa_tui.net.server import TableServer

SETUP = setup_of(("Ann", "Bo"), mode="duel")
FLOOD = 500  # connections a flood opens
MOVE_BOUND = 1.0  # seconds an honest move's round trip may take during a flood (it takes milliseconds)
MEMORY_BOUND = 50 * 1024  # KiB the process may grow by during a flood
UPGRADE = (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")


# ------------------------------------------------------------------ helpers
@asynccontextmanager
async def _served(limits: Limits | None = None, report: Callable[[str], None] | None = None) -> AsyncIterator[Any]:
    """A new table on 127.0.0.1 (any free port) with `limits`, not saved."""
    hosted = HostedTable.new(SETUP)
    server = TableServer(hosted, (FAST, RATE_WINDOW), limits, report=report)
    url = await server.start("127.0.0.1", 0)
    server.url = url
    server.port = int(url.rsplit(":", 1)[1].strip("/"))
    try:
        yield server
    finally:
        await server.stop()


def _run(scenario: Any, timeout: float = 4 * WAIT) -> None:
    asyncio.run(asyncio.wait_for(scenario, timeout))


def _room_for(sockets: int) -> None:
    """Raise the soft limit on open files if `sockets` (each both ends, in this
    process) would not fit; skip, saying why, if the hard limit is too low."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = 2 * sockets + 256
    if soft != resource.RLIM_INFINITY and soft < need:
        if hard != resource.RLIM_INFINITY and hard < need:
            pytest.skip(f"{sockets} connections need {need} open files; this process may have {hard}")
        resource.setrlimit(resource.RLIMIT_NOFILE, (need, hard))


def _rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Silent:
    """Raw TCP connections that say nothing (or only ask for the WebSocket
    handshake), from `source`; the server's closes are seen as EOF."""

    def __init__(self) -> None:
        self.streams: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []

    async def open(self, port: int, count: int, source: str = "127.0.0.1", handshake: bool = False) -> None:
        async def one() -> None:
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
            except OSError:  # the listening queue full for a moment: that try is a closed one
                return
            self.streams.append((reader, writer))
            if handshake:
                writer.write(UPGRADE)

        for start in range(0, count, 100):  # a hundred at a time: the server's listening queue
            await asyncio.gather(*(one() for _ in range(min(100, count - start))))

    def open_now(self) -> int:
        """How many the server has not closed yet (as far as the socket says)."""
        return sum(1 for reader, _ in self.streams if not reader.at_eof())

    async def close(self) -> None:
        for _, writer in self.streams:
            writer.close()
        for _, writer in self.streams:
            try:
                await asyncio.wait_for(writer.wait_closed(), WAIT)
            except (OSError, TimeoutError):
                pass
        self.streams.clear()


async def _seats(server: Any, ticker: Ticker) -> list[Seat]:
    """Both persons' seats joined, from 127.0.0.1."""
    seats = [Seat(server.url, key, ticker).start() for key in server.hosted.keys.seats if key is not None]
    await ticker.until(lambda: all(s.state for s in seats), what="the seats' first states")
    return seats


async def _move(seats: list[Seat], ticker: Ticker) -> float:
    """One move by the seat deciding; its round trip in seconds (act to its new state)."""
    await ticker.until(lambda: any(s.legal for s in seats), what="a seat to decide")
    mover = next(s for s in seats if s.legal)
    version = mover.client.version
    start = time.perf_counter()
    await mover.client.act(mover.legal[0])
    await ticker.until(lambda: mover.client.version != version, what="the move's new state")
    return time.perf_counter() - start


async def _stop(seats: list[Seat]) -> None:
    for seat in seats:
        await seat.stop()


async def _ws(url: str, source: str = "127.0.0.1") -> ClientConnection:
    return await connect(url, max_size=None, proxy=None, open_timeout=WAIT, local_addr=(source, 0))


async def _hello(url: str, key: str, source: str = "127.0.0.1") -> tuple[str, Any, ClientConnection | None]:
    """Connect from `source` and say hello with `key`: ("state", frame, ws)
    when admitted (left open), ("closed", (code, the error's sentence), None)
    when refused after the handshake, ("http", status, None) before it,
    ("dropped", None, None) if dropped during the handshake."""
    try:
        ws = await _ws(url, source)
    except InvalidStatus as exc:
        return "http", exc.response.status_code, None
    except InvalidHandshake:
        return "dropped", None, None
    sentence = None
    try:
        await ws.send(json.dumps({"type": "hello", "key": key}))
        async with asyncio.timeout(WAIT):
            while True:
                frame = json.loads(await ws.recv())
                if frame["type"] == "state":
                    return "state", frame, ws
                if frame["type"] == "error":
                    sentence = frame["message"]
    except ConnectionClosed:
        pass
    await ws.close()
    return "closed", (ws.close_code, sentence), None



# ---------------------------------------------------------------- the guard
class _Conns:
    """Stand-ins for connections, and the ones the guard closed, in order."""

    def __init__(self) -> None:
        self.shut: list[tuple[object, int]] = []

    def __call__(self, conn: object, code: int, reason: str) -> None:
        self.shut.append((conn, code))


def _guard(limits: Limits, report: Callable[[str], None] | None = None) -> tuple[Guard, _Conns]:
    conns = _Conns()
    return Guard(limits, conns, report), conns


def test_the_hello_window_drops_the_oldest_of_the_address_holding_most() -> None:
    async def scenario() -> None:
        guard, conns = _guard(Limits(waiting=4))
        flood = [object() for _ in range(4)]
        for conn in flood:
            guard.opened(conn, "10.0.0.9")
        visitor = object()
        guard.opened(visitor, "10.0.0.1")  # the window is full: the flood's oldest goes
        assert conns.shut == [(flood[0], CLOSE_BUSY)]
        for _ in range(20):
            guard.opened(object(), "10.0.0.9")
        assert len(guard.waiting) == 4 and visitor in guard.waiting  # the flood pushed out only its own
        assert guard.admit(visitor, spectator=False) is None
        assert guard.turned_away[DROPPED] == 21
        guard.stop()

    _run(scenario())


def test_a_connection_whose_handshake_names_a_key_is_never_pushed_out_by_a_flood() -> None:
    """Silent connections from as many addresses as the flood likes: a
    player whose handshake named its key keeps its place until its hello,
    and where addresses tie no one place is the flood's to take."""
    async def scenario() -> None:
        guard, conns = _guard(Limits(waiting=4))
        player = object()
        guard.opened(player, "10.0.0.1")
        guard.vouch(player)  # its handshake's key opens the table (`TableServer._request`)
        for i in range(200):
            guard.opened(object(), f"10.1.{i // 250}.{i % 250}")  # every one from an address of its own
        assert player in guard.waiting and len(guard.waiting) == 4
        assert guard.admit(player, spectator=False) is None
        guard.stop()

    _run(scenario())


def test_a_handshake_that_names_a_key_is_vouched_for_and_a_wrong_one_is_not() -> None:
    async def scenario() -> None:
        async with _served() as server:
            vouched: list[bool] = []
            real = server.guard.vouch
            server.guard.vouch = lambda conn: (vouched.append(True), real(conn))  # type: ignore[method-assign]
            headers = {"Authorization": "Bearer " + (server.hosted.keys.seats[0] or "")}
            async with connect(server.url, proxy=None, additional_headers=headers):
                pass
            async with connect(server.url, proxy=None, additional_headers={"Authorization": "Bearer nope"}):
                pass
            assert vouched == [True]
        # The client names its key so, unless no header could carry it.
        assert TableClient("ws://127.0.0.1:1/", "abc-_9", print, print)._vouching == {"Authorization": "Bearer abc-_9"}
        assert TableClient("ws://127.0.0.1:1/", "a\nb", print, print)._vouching == {}

    _run(scenario())


def test_one_address_holds_at_most_its_share_and_the_total_leaves_room() -> None:
    async def scenario() -> None:
        guard, conns = _guard(Limits(connections=5, per_address=3, waiting=10))
        mine = [object() for _ in range(3)]
        for conn in mine:
            guard.opened(conn, "10.0.0.9")
            assert guard.admit(conn, spectator=True) is None
        late = object()
        guard.opened(late, "10.0.0.9")  # over its address's share, all admitted: refused at the handshake
        status, sentence = guard.refusal(late) or (0, "")
        assert status == 503 and sentence == ("The table has as many connections from your address as it "
                                              "takes (3): try again later.")
        other = [object(), object()]
        for conn in other:
            guard.opened(conn, "10.0.0.2")
        assert guard.admit(other[0], spectator=False) is None
        guard.opened(third := object(), "10.0.0.3")  # 5 at once already: the oldest waiting makes room
        assert conns.shut == [(other[1], CLOSE_BUSY)]
        assert guard.admit(third, spectator=False) is None
        guard.opened(fourth := object(), "10.0.0.4")
        status, sentence = guard.refusal(fourth) or (0, "")
        assert status == 503 and sentence == "The table has as many connections as it takes (5): try again later."
        guard.stop()

    _run(scenario())


def test_wrong_keys_make_an_address_wait_longer_and_longer_in_bounded_memory() -> None:
    async def scenario() -> None:
        told: list[str] = []
        limits = Limits(free_wrong_keys=3, first_wait=1.0, longest_wait=8.0, addresses=16, tell_every=0.05)
        guard, _ = _guard(limits, told.append)
        waits = []
        for _ in range(10):
            guard.opened(conn := object(), "10.0.0.9")
            guard.wrong_key(conn)
            waits.append(round(guard.slowed("10.0.0.9")))
            guard._strikes["10.0.0.9"].until = 0  # as if each wait had passed
        assert waits == [0, 0, 1, 2, 4, 8, 8, 8, 8, 8]
        assert guard.slowed("10.0.0.1") == 0  # another address does not wait
        for n in range(100):  # as many addresses as a flood likes: the table stays as long as it may
            guard.opened(conn := object(), f"10.1.{n // 256}.{n % 256}")
            guard.wrong_key(conn)
        assert len(guard._strikes) == 16
        await asyncio.sleep(0.3)  # the console is told once, in a few lines however many addresses
        assert len(told) == 6, told
        assert all(re.fullmatch(r"1 wrong key from 10\.1\.0\.\d+ in the last 0\.05 seconds\.", line)
                   for line in told[:5]), told
        assert told[5] == "11 wrong keys from 11 other addresses in the last 0.05 seconds."
        guard.stop()

    _run(scenario())


def test_addresses_are_counted_by_machine_and_by_home_network() -> None:
    assert address_of(("127.0.0.1", 5000)) == "127.0.0.1"
    assert address_of(("::ffff:192.168.1.20", 5000, 0, 0)) == "192.168.1.20"
    assert address_of(("2001:db8:1:2:3:4:5:6", 5000, 0, 0)) == "2001:db8:1:2::/64"
    assert address_of(("::1", 5000, 0, 0)) == "::1"


def test_limits_are_checked_and_the_command_lines_defaults_are_theirs() -> None:
    with pytest.raises(ValueError, match="connections"):
        Limits(connections=0)
    args = build_parser().parse_args(["host"])
    limits = Limits()
    assert (args.max_connections, args.max_per_address, args.max_spectators) == (
        limits.connections, limits.per_address, limits.spectators) == (64, 16, 8)
    opts = HostOptions()
    assert (opts.max_connections, opts.max_per_address, opts.max_spectators) == (64, 16, 8)
    args = build_parser().parse_args(["host", "--max-connections", "30", "--max-per-address", "5",
                                      "--max-spectators", "2"])
    assert (args.max_connections, args.max_per_address, args.max_spectators) == (30, 5, 2)


# ------------------------------------------------------------------ floods
def test_500_silent_connections_leave_a_seat_playing_quickly() -> None:
    """A flood from the seat's own address (the hardest case: one home
    router): it holds at most the hello window, and the seat joins and plays."""
    _room_for(FLOOD)

    async def scenario() -> None:
        ticker, silent = Ticker(), Silent()
        async with _served() as server:
            seats = await _seats(server, ticker)
            before = await _move(seats, ticker)
            await _stop(seats)
            rss = _rss_kib()
            started = time.perf_counter()
            try:
                await silent.open(server.port, FLOOD // 2)
                await silent.open(server.port, FLOOD // 2, handshake=True)
                opened = time.perf_counter() - started
                guard = server.guard
                assert len(guard.waiting) <= server.limits.waiting
                seats = await _seats(server, ticker)  # while the flood's connections are open
                during = await _move(seats, ticker)
                assert during < MOVE_BOUND, f"a move took {during:.3f} s during the flood"
                assert len(guard.waiting) <= server.limits.waiting
                assert guard.turned_away[DROPPED] >= FLOOD - 2 * server.limits.waiting
                grown = _rss_kib() - rss
                assert grown < MEMORY_BOUND, f"the process grew by {grown} KiB"
                await _stop(seats)
            finally:
                await silent.close()
            print(f"\n{FLOOD} silent connections opened in {opened:.2f} s; a move's round trip "
                  f"{1000 * before:.1f} ms before, {1000 * during:.1f} ms during; memory +{grown / 1024:.1f} MiB")

    _run(scenario())


def test_the_hello_deadline_shortens_when_the_window_fills() -> None:
    async def scenario() -> None:
        limits = Limits(waiting=10, hello_timeout=2.0, hurried_hello=0.2)
        async with _served(limits) as server:
            lone = await _ws(server.url)  # handshaken, silent: it has the whole deadline
            await asyncio.sleep(0.5)
            assert len(server.guard.waiting) == 1
            started = time.perf_counter()
            crowd = [await _ws(server.url) for _ in range(7)]  # more than half the window: 0.2 s each ...
            codes = [await close_code(ws) for ws in (lone, *crowd[:2])]
            hurried = time.perf_counter() - started
            assert codes == [CLOSE_NO_HELLO] * 3
            assert hurried < 1.5, f"the hurried deadline took {hurried:.2f} s"
            assert len(server.guard.waiting) == 5  # ... until only half are left, which have the whole deadline
            codes = [await close_code(ws) for ws in crowd[2:]]
            assert codes == [CLOSE_NO_HELLO] * 5 and not server.guard.waiting
            assert time.perf_counter() - started > 1.0

    _run(scenario())


def test_500_spectators_tried_at_most_the_cap_watch_and_a_seat_plays_on() -> None:
    """From 10 addresses at once; the seats from 127.0.0.1."""
    _room_for(FLOOD)

    async def scenario() -> None:
        ticker = Ticker()
        async with _served() as server:
            seats = await _seats(server, ticker)
            before = await _move(seats, ticker)
            key, cap = server.hosted.keys.spectator, server.limits.spectators
            watching: list[ClientConnection] = []
            outcomes: dict[Any, int] = {}
            most = 0
            rss = _rss_kib()

            async def tries(source: str, count: int) -> None:
                nonlocal most
                for _ in range(count):
                    kind, detail, ws = await _hello(server.url, key, source)
                    if ws is not None:
                        watching.append(ws)
                    outcome = kind if kind in ("state", "dropped") else (kind, detail if kind == "http" else detail[0])
                    outcomes[outcome] = outcomes.get(outcome, 0) + 1
                    if kind == "closed" and detail[0] == CLOSE_SPECTATORS:
                        assert detail[1] == f"The table has as many spectators as it takes ({cap})."
                    most = max(most, server.hosted.connected[None], server.guard.spectators)

            started = time.perf_counter()
            try:
                flood = asyncio.gather(*(tries(f"127.0.0.{2 + n}", FLOOD // 10) for n in range(10)))
                during = await _move(seats, ticker)  # while they try
                await flood
                tried = time.perf_counter() - started
                assert sum(outcomes.values()) == FLOOD
                assert most <= cap and len(watching) == cap == outcomes["state"], outcomes
                assert outcomes[("closed", CLOSE_SPECTATORS)] >= FLOOD - 2 * cap - server.limits.waiting, outcomes
                after = await _move(seats, ticker)  # the seats play on beside the spectators
                assert max(during, after) < MOVE_BOUND, f"a move took {max(during, after):.3f} s"
                grown = _rss_kib() - rss
                assert grown < MEMORY_BOUND, f"the process grew by {grown} KiB"
            finally:
                for ws in watching:
                    await ws.close()
                await _stop(seats)
            print(f"\n{FLOOD} spectators tried in {tried:.2f} s: {outcomes}; a move's round trip "
                  f"{1000 * before:.1f} ms before, {1000 * during:.1f} ms during, {1000 * after:.1f} ms after; "
                  f"memory +{grown / 1024:.1f} MiB")

    _run(scenario())


def test_a_seat_gets_in_however_full_the_spectators_and_the_hello_window() -> None:
    async def scenario() -> None:
        ticker, silent = Ticker(), Silent()
        async with _served(Limits(spectators=2)) as server:
            watching = []
            for _ in range(2):
                kind, _, ws = await _hello(server.url, server.hosted.keys.spectator)
                assert kind == "state"
                watching.append(ws)
            kind, (code, sentence), _ = await _hello(server.url, server.hosted.keys.spectator)
            assert (kind, code, sentence) == ("closed", CLOSE_SPECTATORS,
                                              "The table has as many spectators as it takes (2).")
            try:
                await silent.open(server.port, 40, handshake=True)  # the window full, from the seats' address
                assert len(server.guard.waiting) == server.limits.per_address - len(watching)
                seats = await _seats(server, ticker)
                assert await _move(seats, ticker) < MOVE_BOUND
                await _stop(seats)
            finally:
                await silent.close()
                for ws in watching:
                    await ws.close()

    _run(scenario())


def test_over_the_caps_is_refused_before_the_handshake_in_one_sentence() -> None:
    async def scenario() -> None:
        async with _served(Limits(connections=5, per_address=3)) as server:
            key = server.hosted.keys.spectator
            held = []
            for _ in range(3):
                kind, _, ws = await _hello(server.url, key, "127.0.0.2")
                assert kind == "state"
                held.append(ws)
            assert await _hello(server.url, key, "127.0.0.2") == ("http", 503, None)  # its address's share
            for _ in range(2):
                kind, _, ws = await _hello(server.url, key, "127.0.0.3")
                assert kind == "state"
                held.append(ws)
            try:
                with pytest.raises(InvalidStatus) as refused:  # the table full
                    await _ws(server.url, "127.0.0.4")
                assert refused.value.response.status_code == 503
                assert refused.value.response.body == (b"The table has as many connections as it takes (5): "
                                                       b"try again later.\n")
                assert server.guard.turned_away == {"too many from one address": 1, "the table full": 1}
            finally:
                for ws in held:
                    await ws.close()

    _run(scenario())


# -------------------------------------------------------------- wrong keys
def test_a_burst_of_wrong_keys_is_slowed_told_to_the_console_and_a_seat_still_joins(
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level("INFO")

    async def scenario() -> None:
        told: list[str] = []
        ticker = Ticker()

        def tell(line: str) -> None:
            told.append(line)
            ticker.tick()

        limits = Limits(tell_every=0.5)
        async with _served(limits, tell) as server:
            guesses = [secrets.token_urlsafe(24) for _ in range(100)]
            outcomes: dict[Any, int] = {}

            async def guess(mine: list[str]) -> None:
                for key in mine:
                    kind, detail, ws = await _hello(server.url, key, "127.0.0.2")
                    assert ws is None, "a guess got in"
                    outcome = (kind, detail if kind == "http" else detail[0]) if detail else kind
                    outcomes[outcome] = outcomes.get(outcome, 0) + 1

            started = time.perf_counter()
            await asyncio.gather(*(guess(guesses[n::4]) for n in range(4)))
            took = time.perf_counter() - started
            looked_at = outcomes.get(("closed", CLOSE_UNKNOWN_KEY), 0)
            # 3, then one each time a wait (1 s, 2 s, 4 s, ...) has passed: few in a burst.
            assert looked_at <= limits.free_wrong_keys + 2 + int(took).bit_length(), (outcomes, took)
            assert sum(outcomes.values()) == len(guesses)
            assert outcomes.get(("http", 429), 0) + outcomes.get(("closed", CLOSE_SLOWED), 0) >= 80, outcomes
            seats = await _seats(server, ticker)  # another address does not wait
            assert await _move(seats, ticker) < MOVE_BOUND
            await ticker.until(lambda: len(told) >= 2, timeout=WAIT, what="the console to be told")
            assert f"{looked_at} wrong keys from 127.0.0.2 in the last 0.5 seconds." in told, told
            assert any(re.fullmatch(r"\d+ connections turned away in the last 0\.5 seconds \(\d+ waiting after "
                                    r"wrong keys\)\.", line) for line in told), told
            status = console.status(server.hosted, server.guard)
            assert re.search(rf"{looked_at} wrong keys; [01] address(es)? waiting now$", status), status
            keys = [*guesses, *(k for k in server.hosted.keys.seats if k), server.hosted.keys.spectator]
            heard = "\n".join([*told, status, caplog.text])
            assert not [key for key in keys if key in heard], "a key reached the console or the log"
            await _stop(seats)
            print(f"\n{len(guesses)} wrong keys in {took:.2f} s: {outcomes}; the console heard {told}")

    _run(scenario())


def test_a_seat_behind_the_guessers_address_gets_in_once_its_wait_is_over() -> None:
    async def scenario() -> None:
        ticker = Ticker()
        async with _served(Limits(free_wrong_keys=1, first_wait=0.3, longest_wait=0.6)) as server:
            refused = 0
            for _ in range(20):
                kind, detail, _ = await _hello(server.url, secrets.token_urlsafe(24))
                refused += kind == "http" and detail == 429
            assert refused >= 10
            assert server.guard.slowed("127.0.0.1") > 0
            seats = await _seats(server, ticker)  # refused at first, they try again by themselves
            assert await _move(seats, ticker) < MOVE_BOUND
            await _stop(seats)

    _run(scenario())


def test_ragusa_host_takes_the_limits_and_tells_its_terminal_of_wrong_keys(
        tmp_path: Path, host_process: Callable[..., Any]) -> None:
    host = host_process(tmp_path / "t", "--mode", "duel", "--seats", "Ann,Bo", "--max-spectators", "1",
                        "--max-connections", "20", "--max-per-address", "10")
    spectator = host.info["spectator"]
    guesses = [secrets.token_urlsafe(24) for _ in range(6)]

    async def scenario() -> dict[Any, int]:
        kind, _, watcher = await _hello(host.url, spectator)
        assert kind == "state" and watcher is not None
        assert await _hello(host.url, spectator) == (
            "closed", (CLOSE_SPECTATORS, "The table has as many spectators as it takes (1)."), None)
        outcomes: dict[Any, int] = {}
        for key in guesses:
            kind, detail, _ = await _hello(host.url, key)
            outcome = (kind, detail if kind == "http" else detail[0])
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
        await watcher.close()
        return outcomes

    outcomes = asyncio.run(asyncio.wait_for(scenario(), 2 * WAIT))
    assert outcomes[("closed", CLOSE_UNKNOWN_KEY)] == 3 and sum(outcomes.values()) == 6, outcomes
    assert host.stop() == 0  # the console is told what is left on the way out
    out, err = host.proc.communicate(timeout=WAIT)
    assert "3 wrong keys from 127.0.0.1 in the last minute." in err
    assert re.search(r"\d connections turned away in the last minute \(", err), err
    keys = [*guesses, spectator, *(s["key"] for s in host.info["seats"])]
    assert not [key for key in keys if key in out + err]


def test_a_spectator_turned_away_is_told_so_and_stops_trying() -> None:
    async def scenario() -> None:
        ticker = Ticker()
        async with _served(Limits(spectators=1)) as server:
            key = server.hosted.keys.spectator
            first = Seat(server.url, key, ticker).start()
            await ticker.until(lambda: first.state is not None, what="the first spectator in")
            second = Seat(server.url, key, ticker).start()
            assert second.task is not None
            await asyncio.wait_for(second.task, WAIT)  # run() returned by itself: no trying again
            assert second.client.turned_away and second.state is None
            assert second.errors == ["The table has as many spectators as it takes (1)."]
            await first.stop()

    _run(scenario())


def test_a_seat_turned_away_before_the_handshake_is_told_the_tables_sentence() -> None:
    from websockets.datastructures import Headers
    from websockets.http11 import Response

    from ragusa_tui.net.client import _unreachable

    said = _unreachable(InvalidStatus(Response(503, "Service Unavailable", Headers(),
                                               b"The table has as many connections as it takes (64): try again.\n")))
    assert said == "The table has as many connections as it takes (64): try again."
    hostile = _unreachable(InvalidStatus(Response(503, "x", Headers(), b"\x1b[31m[bold]red\n")))
    assert "\x1b" not in hostile
