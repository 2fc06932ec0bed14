"""What any one visitor may take of a hosted table: the caps on connections,
the hello's deadline, the spectators, and the slowdown after wrong keys
(docs/protocol.md, "Limits").

`Limits` says how many; `Guard` keeps one server's counts and decides, from
a connection's first moment (its TCP connection) to its last: which
connection still to say its hello is dropped to make room for a newer one,
whom to refuse before the WebSocket handshake, whom to turn away at the
hello. A flood of connections that say nothing only ever pushes out its own
kind, oldest first, so a seat's key always gets in; seats are not counted
against the spectators. Nothing here is about sockets: the server hands over
its connections as opaque objects and a way to close one at once. No key
ever reaches this module.
"""

from __future__ import annotations

import asyncio
import ipaddress
import math
import random
import time
from collections import Counter, OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from ..catalogue import Arg, Message, english, joined, text
from ..safe_text import visible
from .protocol import HELLO_TIMEOUT

# Close codes (the hello's deadline keeps 1008, an unknown key 4003).
CLOSE_BUSY = 4013  # over the connections' caps, or dropped from a full hello window: try again later
CLOSE_SPECTATORS = 4010  # the table has as many spectators as it takes
CLOSE_SLOWED = 4029  # too many wrong keys from this address: try again after the wait
CLOSE_NO_HELLO = 1008  # no hello in time

TOLD_LINES = 5  # addresses named at most, each time the console is told of wrong keys
GATHER = 1.0  # seconds events are gathered before the console is first told of them


@dataclass(frozen=True)
class Limits:
    """How much of the table any one visitor may take (`ragusa host --max-...`).

    The defaults let a home table in: five seats, a few spectators and their
    reconnects (a lost connection may linger until the pings find it), all
    behind one address."""

    connections: int = 64  # connections at once, admitted or still to say their hello
    per_address: int = 16  # of them from one address (an IPv6 address: its /64)
    waiting: int = 16  # still to say a valid hello; the oldest is dropped to make room for a new one
    spectators: int = 8  # spectators' connections at once; seats are not counted
    hello_timeout: float = HELLO_TIMEOUT  # seconds a new connection has to say its hello ...
    hurried_hello: float = 2.0  # ... and once more than half the waiting places are taken
    free_wrong_keys: int = 3  # wrong keys from one address, after which its hellos wait ...
    first_wait: float = 1.0  # ... this many seconds, doubling with each wrong key after ...
    longest_wait: float = 30.0  # ... up to this
    forget_after: float = 60.0  # an address without a wrong key this long starts afresh
    addresses: int = 1024  # addresses remembered at most (the longest quiet forgotten first)
    tell_every: float = 60.0  # the console is told of wrong keys and refusals at most this often

    def __post_init__(self) -> None:
        for name in ("connections", "per_address", "waiting", "free_wrong_keys", "addresses"):
            if getattr(self, name) < 1:
                raise ValueError(f"Limits.{name} must be at least 1.")
        if self.spectators < 0:
            raise ValueError("Limits.spectators must not be negative.")
        for name in ("hello_timeout", "hurried_hello", "first_wait", "longest_wait", "forget_after", "tell_every"):
            if not getattr(self, name) > 0:
                raise ValueError(f"Limits.{name} must be above 0.")


@dataclass(frozen=True)
class Refusal:
    """A connection turned away: its close code, the sentence it is told, and
    the close frame's reason (short, for programs: the protocol's English)."""

    code: int
    sentence: Message
    reason: str


@dataclass
class _Waiting:
    address: str
    since: float  # when its TCP connection came


@dataclass
class _Strikes:
    """One address's wrong keys."""

    wrong: int = 0  # since it was last quiet for `forget_after`
    last: float = -math.inf  # the last wrong key
    until: float = -math.inf  # no key from it is looked at before this
    untold: int = 0  # wrong keys the console has not been told of


# Why connections were turned away (the keys of `Guard.turned_away`), and
# how the console says so, with how many were.
DROPPED = "dropped from a full hello window"
NO_HELLO = "no hello in time"
FULL = "the table full"
ADDRESS_FULL = "too many from one address"
SPECTATORS_FULL = "the spectators full"
SLOWED = "waiting after wrong keys"
_WHY = {DROPPED: "net.limit.why.dropped", NO_HELLO: "net.limit.why.no_hello", FULL: "net.limit.why.full",
        ADDRESS_FULL: "net.limit.why.address_full", SPECTATORS_FULL: "net.limit.why.spectators_full",
        SLOWED: "net.limit.why.slowed"}


def address_of(peer: object) -> str:
    """The address a connection is counted under: its IP address as text,
    an IPv6 address's /64 (one home network holds a whole /64)."""
    host = peer[0] if isinstance(peer, tuple) and peer else peer
    try:
        ip = ipaddress.ip_address(str(host).split("%", 1)[0])
    except ValueError:
        return str(host)[:64]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        if not ip.is_loopback:
            return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def _span(seconds: float) -> Message:
    if seconds == 60:
        return Message.of("net.limit.span.minute")
    if seconds > 60 and seconds % 60 == 0:
        return Message.of("net.limit.span.minutes", minutes=int(seconds // 60))
    if seconds == int(seconds):
        return Message.of("net.limit.span.seconds", seconds=int(seconds))
    return Message.of("net.limit.span.seconds_fraction", seconds=f"{seconds:g}")


def _whys(turned_away: Counter[str]) -> Arg:
    """How many were turned away for each reason, most first."""
    return joined("list.comma", [Message.of(_WHY[why], count=n) for why, n in turned_away.most_common()])


class Guard:
    """One server's connections against its `Limits`.

    `opened` and `closed` bracket every connection; in between the server
    asks `refusal` before the WebSocket handshake, `before_key` when the
    hello comes, then tells `wrong_key` or asks `admit`. A connection
    refused (a `Refusal` returned) is forgotten at once: the server tells it
    the sentence and closes it. `shut(conn, code, reason)` closes a
    connection at once, without waiting for the client's answer; `report`
    gets the console's lines."""

    def __init__(self, limits: Limits, shut: Callable[[Hashable, int, str], None],
                 report: Callable[[str], None] | None = None) -> None:
        self.limits = limits
        self._shut = shut
        self._report = report
        self.waiting: dict[Hashable, _Waiting] = {}  # still to be admitted, oldest first
        # Waiting connections whose handshake carried a key that opens the
        # table: never dropped to make room (a flood cannot push them out).
        self.vouched: set[Hashable] = set()
        self.admitted: dict[Hashable, tuple[str, bool]] = {}  # address, whether a spectator
        self.spectators = 0
        self._waiting_at: Counter[str] = Counter()  # waiting connections by address
        self._admitted_at: Counter[str] = Counter()
        self._strikes: OrderedDict[str, _Strikes] = OrderedDict()  # the least recently wrong first
        self.turned_away: Counter[str] = Counter()  # since the start, by why
        self.wrong_keys = 0  # since the start
        self._untold: Counter[str] = Counter()  # turned away since the console was last told
        self._deadline: asyncio.TimerHandle | None = None  # the oldest waiting connection's
        self._telling: asyncio.TimerHandle | None = None
        self._told_at = -math.inf
        self._stopped = False

    # ------------------------------------------------------- a connection
    def opened(self, conn: Hashable, address: str) -> None:
        """A new TCP connection: room is made for it among the waiting ones
        (the oldest of the address holding most of them goes), then it waits
        for its hello."""
        lim = self.limits
        if self._waiting_at[address] and self._waiting_at[address] + self._admitted_at[address] >= lim.per_address:
            self._drop(address)
        if len(self.waiting) >= lim.waiting:
            self._drop()
        if self.waiting and len(self.waiting) + len(self.admitted) >= lim.connections:
            self._drop()
        self.waiting[conn] = _Waiting(address, time.monotonic())
        self._waiting_at[address] += 1
        self._arm()

    def closed(self, conn: Hashable) -> None:
        """The connection is gone, however it ended."""
        if self._forget(conn):
            self._arm()

    def refusal(self, conn: Hashable) -> tuple[int, str] | None:
        """Before the WebSocket handshake: an HTTP status and one sentence to
        refuse `conn` with at once (in English: it is the protocol's answer
        to another program), or None (it may go on)."""
        waiting = self.waiting.get(conn)
        if waiting is None:
            return None
        address, lim = waiting.address, self.limits
        if wait := self.slowed(address):
            self._refused(conn, SLOWED)
            return 429, english(_slowed_sentence(wait))
        if len(self.admitted) >= lim.connections:
            self._refused(conn, FULL)
            return 503, english(_full_sentence(lim.connections))
        if self._admitted_at[address] >= lim.per_address:
            self._refused(conn, ADDRESS_FULL)
            return 503, english(_address_sentence(lim.per_address))
        return None

    def vouch(self, conn: Hashable) -> None:
        """`conn`'s handshake named a key that opens the table: it keeps its
        place among the waiting ones until its hello (see `vouched`)."""
        if conn in self.waiting:
            self.vouched.add(conn)

    def before_key(self, conn: Hashable) -> Refusal | None:
        """A hello has come: refused without its key looked at while its
        address waits after wrong keys."""
        waiting = self.waiting.get(conn)
        if waiting is not None and (wait := self.slowed(waiting.address)):
            self._refused(conn, SLOWED)
            return Refusal(CLOSE_SLOWED, _slowed_sentence(wait), "too many wrong keys")
        return None

    def wrong_key(self, conn: Hashable) -> None:
        """`conn`'s key opens nothing: its address's count goes up (and, from
        the `free_wrong_keys`-th on, its wait), the console is told soon. The
        server closes it."""
        waiting = self.waiting.get(conn)
        self._forget(conn)
        self._arm()
        if waiting is None:
            return
        now, lim = time.monotonic(), self.limits
        strikes = self._strikes.pop(waiting.address, None) or _Strikes()
        self._strikes[waiting.address] = strikes  # the most recently wrong last
        while len(self._strikes) > lim.addresses:
            self._strikes.popitem(last=False)
        if now - strikes.last > lim.forget_after:
            strikes.wrong = 0
        strikes.wrong += 1
        strikes.last = now
        strikes.untold += 1
        self.wrong_keys += 1
        if strikes.wrong >= lim.free_wrong_keys:
            doublings = min(strikes.wrong - lim.free_wrong_keys, 30)
            strikes.until = now + min(lim.first_wait * 2 ** doublings, lim.longest_wait)
        self._tell_soon()

    def admit(self, conn: Hashable, spectator: bool) -> Refusal | None:
        """`conn`'s key opens a seat (or, `spectator`, the spectators' seats):
        admitted, or refused over a cap."""
        waiting = self.waiting.get(conn)
        lim = self.limits
        if waiting is None:  # dropped meanwhile
            return Refusal(CLOSE_BUSY, Message.of("net.limit.busy"), "dropped")
        if spectator and self.spectators >= lim.spectators:
            self._refused(conn, SPECTATORS_FULL)
            return Refusal(CLOSE_SPECTATORS, Message.of("net.limit.spectators_full", most=lim.spectators),
                           "spectators full")
        if len(self.admitted) >= lim.connections:
            self._refused(conn, FULL)
            return Refusal(CLOSE_BUSY, _full_sentence(lim.connections), "the table is full")
        if self._admitted_at[waiting.address] >= lim.per_address:
            self._refused(conn, ADDRESS_FULL)
            return Refusal(CLOSE_BUSY, _address_sentence(lim.per_address), "too many from one address")
        self._forget(conn)
        self.admitted[conn] = (waiting.address, spectator)
        self._admitted_at[waiting.address] += 1
        self.spectators += spectator
        self._arm()
        return None

    def slowed(self, address: str) -> float:
        """Seconds `address`'s hellos still wait after its wrong keys (0: none)."""
        strikes = self._strikes.get(address)
        if strikes is None:
            return 0.0
        now = time.monotonic()
        if now - strikes.last > self.limits.forget_after and not strikes.untold:
            del self._strikes[address]
            return 0.0
        return max(strikes.until - now, 0.0)

    def stop(self) -> None:
        """The server stops: no more timers, the console told of what is left."""
        self._stopped = True
        for handle in (self._deadline, self._telling):
            if handle is not None:
                handle.cancel()
        self._deadline = None
        if self._telling is not None:
            self._telling = None
            self._tell()

    # ------------------------------------------------------------ the count
    def _forget(self, conn: Hashable) -> bool:
        self.vouched.discard(conn)
        waiting = self.waiting.pop(conn, None)
        if waiting is not None:
            _less(self._waiting_at, waiting.address)
            return True
        admitted = self.admitted.pop(conn, None)
        if admitted is not None:
            _less(self._admitted_at, admitted[0])
            self.spectators -= admitted[1]
            return True
        return False

    def _refused(self, conn: Hashable, why: str) -> None:
        self._forget(conn)
        self._arm()
        self.turned_away[why] += 1
        self._untold[why] += 1
        self._tell_soon()

    def _drop(self, address: str | None = None) -> None:
        """Close the oldest waiting connection of `address`, or else one of
        the addresses holding most of the waiting ones: the oldest where one
        address holds most, any one at random where several tie (a flood
        from many addresses then cannot count on pushing out the oldest, a
        player about to say hello). A vouched connection is never chosen."""
        droppable = [(c, w) for c, w in self.waiting.items() if c not in self.vouched]
        victim: Hashable | None = None
        if address is None:
            counts = Counter(w.address for _, w in droppable)
            most = max(counts.values(), default=0)
            busiest = [c for c, w in droppable if counts[w.address] == most]
            if busiest:
                victim = busiest[0] if len({self.waiting[c].address for c in busiest}) == 1 \
                    else random.choice(busiest)
        else:
            victim = next((c for c, w in droppable if w.address == address), None)
        if victim is not None:
            self._refused(victim, DROPPED)
            self._shut(victim, CLOSE_BUSY, "the hello window is full")

    # --------------------------------------------------------- the deadline
    def hello_time(self) -> float:
        """Seconds a waiting connection has for its hello now."""
        lim = self.limits
        return lim.hurried_hello if len(self.waiting) > lim.waiting / 2 else lim.hello_timeout

    def _arm(self) -> None:
        """The timer for the oldest waiting connection's deadline."""
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        if not self.waiting or self._stopped:
            return
        oldest = next(iter(self.waiting.values()))
        left = oldest.since + self.hello_time() - time.monotonic()
        self._deadline = asyncio.get_running_loop().call_later(max(left, 0.0), self._expire)

    def _expire(self) -> None:
        self._deadline = None
        now = time.monotonic()
        while self.waiting:
            conn, oldest = next(iter(self.waiting.items()))
            if oldest.since + self.hello_time() > now + 0.001:
                break
            self._refused(conn, NO_HELLO)
            self._shut(conn, CLOSE_NO_HELLO, "no hello")
        self._arm()

    # ---------------------------------------------------------- the console
    def _tell_soon(self) -> None:
        if self._report is None or self._telling is not None or self._stopped:
            return
        every = self.limits.tell_every
        delay = max(min(GATHER, every), self._told_at + every - time.monotonic())
        self._telling = asyncio.get_running_loop().call_later(delay, self._tell)

    def _tell(self) -> None:
        """What the console has not been told yet, in a few lines at most."""
        self._telling = None
        self._told_at = time.monotonic()
        span = _span(self.limits.tell_every)
        lines = []
        wrong = sorted(((s.untold, a) for a, s in self._strikes.items() if s.untold), reverse=True)
        for untold, address in wrong[:TOLD_LINES]:
            lines.append(text("net.limit.told.wrong_keys", count=untold, address=visible(address, 60), span=span))
        if len(wrong) > TOLD_LINES:
            rest = sum(n for n, _ in wrong[TOLD_LINES:])
            others = Message.of("net.limit.other_addresses", count=len(wrong) - TOLD_LINES)
            lines.append(text("net.limit.told.wrong_keys_others", count=rest, others=others, span=span))
        for strikes in self._strikes.values():
            strikes.untold = 0
        if self._untold:
            lines.append(text("net.limit.told.turned_away", count=sum(self._untold.values()), span=span,
                              whys=_whys(self._untold)))
            self._untold.clear()
        if self._report is not None:
            for line in lines:
                self._report(line)

    def status(self) -> str:
        """The counts, for the console's `status`."""
        lim = self.limits
        lines = [text("net.limit.status.connections", now=len(self.admitted) + len(self.waiting),
                      most=lim.connections, waiting=Message.of("net.limit.status.waiting", count=len(self.waiting)),
                      per_address=lim.per_address, spectators=self.spectators, most_spectators=lim.spectators)]
        turned = sum(self.turned_away.values())
        whys = Message.of("net.limit.status.whys", whys=_whys(self.turned_away)) if turned else None
        slowed = sum(1 for address in tuple(self._strikes) if self.slowed(address))
        lines.append(text("net.limit.status.since", turned=Message.of("net.limit.status.turned", count=turned),
                          whys=whys, wrong_keys=Message.of("net.limit.status.wrong_keys", count=self.wrong_keys),
                          slowed=Message.of("net.limit.status.slowed", count=slowed)))
        return "\n".join(lines)


def _less(counter: Counter[str], address: str) -> None:
    counter[address] -= 1
    if counter[address] <= 0:
        del counter[address]


def _slowed_sentence(wait: float) -> Message:
    return Message.of("net.limit.slowed", seconds=math.ceil(wait))


def _full_sentence(n: int) -> Message:
    return Message.of("net.limit.full", most=n)


def _address_sentence(n: int) -> Message:
    return Message.of("net.limit.address_full", most=n)
