"""A seat at a table that a server holds: the `table.view.TableView` the game
screens work from, over the network.

It holds no engine and no secret but its own seat's. What it knows is the
last state the server sent this seat, decoded into the seat's `Frame`
(`table.frame.frame_for` made it there): the public state, this seat's
cards, the decision and, when the seat decides, the legal actions and the
answers about them. A move or a take-back is sent and `apply` or `undo`
returns at once: the app's thread never waits for the network. Until the table answers, the seat's frame
says it does not decide (`Frame.decides`, no legal actions); the answer,
a new state or a refusal, arrives by itself as the other seats' moves do,
and `pump` takes it in and tells the subscribers (`subscribe`). With no
answer within `ANSWER_WAIT`, the seat hears so and decides again.

Everything the server sends is untrusted: its strings are made visible
(no control characters reach the terminal), and a frame that does not read
as a state of this game (`frame_data.decode`, then `_not_this_game`: every
count, card, spot and seat in range) is refused with one sentence.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from ..catalogue import Message, text
from ..engine import Action, Decision, Event, IllegalAction, RagusaError, UndoRefused
from ..engine.actions import MAX_NUMBER
from ..engine.board import COMMODITIES, RESOURCES, Board, default_board
from ..safe_text import visible
from ..table import look
from ..table.last_move import LastMove
from ..table.frame import Frame, Position
from ..table.log import LogLine
from ..table.setup import SOLO, GameSetup
from ..table.view import Change
from .frame_data import decode, decode_log

if TYPE_CHECKING:
    from .link import Link
T = TypeVar("T")
ANSWER_WAIT = 10.0  # seconds a move's answer is waited for, before the seat may decide again
HINT_WAIT = 60.0  # seconds a hint waits for the server's thinking


class TableRefused(RagusaError, ValueError):
    """A frame from the server that does not read as a state (raised with a
    "net.seat.unreadable." message: `message` says what, in any language)."""


def _refusal(frame: dict[str, Any]) -> str:
    """A refusal's sentence, worded here from its message when the table sent
    one this game reads (else the table's own sentence, made visible)."""
    return visible(_worded(frame.get("said"), frame["message"] if "message" in frame else text("net.seat.refused")),
                   300)


def _worded(said: object, sentence: str) -> str:
    """What a frame says, in this screen's language: its message (`said`),
    when it has one this game reads, else the table's own `sentence`
    (English, the protocol's)."""
    if isinstance(said, Message):  # this screen's own link said it
        return str(said)
    if said is not None:
        try:
            return str(Message.from_data(said))
        except ValueError:
            pass  # a message this game cannot read: the sentence beside it
    return sentence


def _why(error: Exception) -> Message | str:
    """A refused frame's reason, short: its message when it has one (this
    game's words), else its text (another library's, in English)."""
    if isinstance(error, RagusaError) and error.message is not None:
        return error.message
    return visible(error, 120) if str(error) else type(error).__name__


NO_FRAME = Frame(
    version=-1, seat=None, names=(), colours=(), computers=(), rounds=0,
    position=Position("standard", 0, 0, 0, (), (), (), (), 0, 0, (), (), (), None, False),
    decides=False, legal=(), what=Message.of("ask.game_over"), acting_house=None, exchange_block=None,
    last_decision=None, undo_problem=None, last_move=LastMove(), news=(), taken_back=frozenset(), standings=(),
    spot_problems=(), powerhouse_problems=(), wall_vp=(), score_now=0, score_after=(), log=())


def _int(value: Any, low: int, high: int, out_of_range: Message) -> int:
    if type(value) is not int or not low <= value <= high:
        raise TableRefused(out_of_range)
    return value


def _not_this_game(frame: Frame, board: Board) -> Message | None:
    """Why `frame`, well typed, still cannot be a state of this game on
    `board` (None: it can): every count, card, spot, slot and seat a screen
    reads, draws or looks up is checked to be one this game has, so nothing
    a server sends can make a screen fail or build a huge text."""
    n = len(frame.names)
    p = frame.position
    count, score = range(MAX_NUMBER + 1), range(-10 * MAX_NUMBER, 10 * MAX_NUMBER + 1)
    seats, cards, spots = range(n), range(len(board.bonus)), range(board.n_spots)
    slots, hexes, goods = range(board.n_walls), range(board.n_hexes), set(board.ship_good)

    def every(values: Iterable[int], allowed: range) -> bool:
        return all(v in allowed for v in values)

    def decision_fits(d: Decision | None) -> bool:
        return d is None or (d.player in seats and (d.hex is None or d.hex in hexes)
                             and (d.spot is None or -1 <= d.spot < board.n_spots) and every(d.options, cards))

    for m in p.mats:
        if (len(m.resources) != len(RESOURCES) or len(m.commodities) != len(COMMODITIES)
                or not every((*m.resources, *m.commodities, m.houses_left, m.powerhouses_left, m.towers_left,
                              m.bonus_count), count)
                or not every((m.vp, m.ship_vp), score) or not every(m.bonus or (), cards)
                or len(m.ships) > len(board.ship_good) or not set(m.ships) <= goods):
            return Message.of("net.seat.unreadable.mat")
    if (len(p.market) != len(COMMODITIES) or len(p.market_index) != len(COMMODITIES)
            or not every(p.market, count) or not every(p.market_index, range(len(board.market_track)))):
        return Message.of("net.seat.unreadable.market")
    if len(p.harbour) != len(board.harbour_cost) or any(
            s is not None and (s.card not in range(len(board.ship_good)) or s.good not in goods
                               or s.stars not in range(10) or s.arrows not in range(10)
                               or s.back not in COMMODITIES or len(s.cost) != len(COMMODITIES)
                               or not every(s.cost, count)) for s in p.harbour):
        return Message.of("net.seat.unreadable.harbour")
    if (not every(p.walls, range(-1, n)) or len(p.patrician_cards) > n or not every(p.patrician_cards, count)
            or not every((p.round, p.turn, p.ship_deck, p.bonus_deck, frame.rounds), count)
            or not decision_fits(p.pending) or not decision_fits(frame.last_decision)):
        return Message.of("net.seat.unreadable.pieces")
    move = frame.last_move
    if ((move.spot is not None and move.spot not in spots) or not every(move.slots, slots)
            or not every(move.towers, spots) or not every(frame.taken_back, range(10**6))):
        return Message.of("net.seat.unreadable.marks")
    if len(frame.standings) != n or any(
            s.player not in seats or not every((*(vp for _, vp in s.play), s.walls, s.cathedral, s.bonus or 0), score)
            for s in frame.standings):
        return Message.of("net.seat.unreadable.standings")
    if (not every((s for s, _ in (*frame.spot_problems, *frame.powerhouse_problems)), spots)
            or not every((s for s, _ in frame.wall_vp), slots) or not every((vp for _, vp in frame.wall_vp), score)
            or not every((frame.score_now, *(vp for _, vp in frame.score_after)), score)):
        return Message.of("net.seat.unreadable.answers")
    scores = frame.scores
    if p.over and scores is None:
        return Message.of("net.seat.unreadable.no_scores")
    if scores is not None and (len(scores.players) != n or sorted(scores.ranking) != list(seats) or any(
            s.player not in seats or not every((s.in_game, s.walls, *s.wall_detail, s.cathedral, s.tiebreak, s.rank),
                                               score)
            or not every((b.card for b in s.bonus), cards) or not every((b.raw for b in s.bonus), score)
            for s in scores.players)):
        return Message.of("net.seat.unreadable.scores")
    return None


class RemoteTable:
    """One seat (or a spectator) at a table held by a server."""

    networked = True

    def __init__(self, link: Link, board: Board | None = None) -> None:
        self.link = link
        self._board = board or default_board()
        # Told on the app's thread of every change: a move made here, or frames taken in.
        self.listeners: list[Callable[[Change], None]] = []
        self.log: list[LogLine] = []
        self.version = -1
        self.seat: int | None = None
        self.latest = NO_FRAME  # the last state the server sent this seat
        self.connected = False
        self.problems: list[str] = []  # what the server refused, unasked, since last read
        self.setup = GameSetup(("?",), ("Red",))
        self._hint: tuple[int, str, str] | None = None
        self._hint_asked: int | None = None  # the version a hint was asked for, until it comes
        self._heard = threading.Condition()  # told of every frame taken in (a hint waited for may be in it)
        self.closed: str | None = None  # why the link has stopped for good
        self.log_replaced = 0  # how many times the log was sent again from an earlier line
        self.turned = False  # whether this seat's turn began or ended without a move (told by `pump`)
        self._asked: int | None = None  # the version a move or take-back was sent on, until answered
        self._deadline = 0.0  # when that answer is given up waiting for
        self._waiting = (NO_FRAME, NO_FRAME)  # the last frame, and it as shown while an answer is awaited
        self._timer: threading.Timer | None = None  # wakes `pump` when the answer's wait is over

    # ------------------------------------------------------ frames in
    def wait_first_state(self, timeout: float) -> str | None:
        """Wait for the table's first state; None once here, else why not."""
        deadline = time.monotonic() + timeout
        while self.version < 0:
            left = deadline - time.monotonic()
            if left <= 0:
                return text("net.seat.no_answer")
            try:
                frame = self.link.frames.get(timeout=min(left, 0.2))
            except queue.Empty:
                continue
            kind = self._take(frame)
            if kind == "error" and self.version < 0:
                return self.problems.pop() if self.problems else text("net.seat.refused_seat")
        return None

    def pump(self) -> None:
        """Take in every frame waiting (on the app's thread) and tell the
        subscribers: whether the game moved, and what the table refused."""
        before = self.version
        changed = False
        while True:
            try:
                frame = self.link.frames.get_nowait()
            except queue.Empty:
                break
            changed = True
            self._take(frame)
        if self._asked is not None and time.monotonic() >= self._deadline:
            self._answered()  # the seat decides again (its request may still be answered)
            self.problems.append(text("net.seat.no_answer_yet"))
            self.turned = changed = True
        moved = self.version != before or self.turned
        self.turned = False
        if changed:
            problems, self.problems = tuple(self.problems), []
            self._tell(Change(moved, problems, here=False))

    def subscribe(self, listener: Callable[[Change], None]) -> Callable[[], None]:
        """Tell `listener` of every change, on the app's thread; the function
        returned takes it off."""
        self.listeners.append(listener)
        return lambda: self.listeners.remove(listener) if listener in self.listeners else None

    def _tell(self, change: Change) -> None:
        for listener in tuple(self.listeners):  # one may take itself off
            listener(change)

    def _take(self, frame: dict[str, Any]) -> str:
        """Read one frame; its type ("state", "error", ...). A hint waited
        for on another thread hears of it."""
        try:
            return self._read(frame)
        finally:
            with self._heard:
                self._heard.notify_all()

    def _read(self, frame: dict[str, Any]) -> str:
        kind = frame.get("type")
        if kind == "state":
            try:
                self._state(frame)
            except Exception as error:  # noqa: BLE001 - whatever a server sends, the seat goes on
                self.problems.append(text("net.seat.unreadable_state", why=_why(error)))
                return "error"
        elif kind == "error":
            self.problems.append(_refusal(frame))
            self._hint_asked = None  # a hint asked for is not coming: the refusal says why
            if self._asked is not None:  # the move or take-back sent is refused: the seat decides again
                self._answered()
                self.turned = True
            if frame.get("final"):
                self.closed = str(self.problems[-1])
        elif kind == "connection":
            self.connected = bool(frame.get("up"))
        elif kind == "hint":
            version, words, action = frame.get("version"), frame.get("text"), frame.get("action")
            if type(version) is int and isinstance(words, str) and isinstance(action, str):
                self._hint = (version, visible(_worded(frame.get("said"), words), 600), action)
        return str(kind)

    def _state(self, message: dict[str, Any]) -> None:
        """Take in a state frame: all of it is read and checked first, and
        only then does the table change (a frame refused changes nothing)."""
        version = _int(message.get("version"), 0, 10**9, Message.of("net.seat.unreadable.version"))
        frame = decode(message.get("view"), message.get("legal", []))
        names = list(frame.names)
        n = len(names)
        position = frame.position
        if not 1 <= n <= 5 or not (len(frame.colours) == len(frame.computers) == len(position.mats) == n):
            raise TableRefused(Message.of("net.seat.unreadable.seats"))
        board = self._board
        if len(position.spots) != board.n_spots or len(position.walls) != board.n_walls:
            raise TableRefused(Message.of("net.seat.unreadable.board"))
        seat = message.get("seat")
        seat = None if seat is None else _int(seat, 0, n - 1, Message.of("net.seat.unreadable.seat"))
        if frame.seat != seat:
            raise TableRefused(Message.of("net.seat.unreadable.other_seat"))
        seats = {*(s.house for s in position.spots), *(s.tower for s in position.spots),
                 *(w for w in position.walls if w >= 0), position.active_player,
                 *(d.player for d in (frame.decision, frame.last_decision) if d is not None)}
        if any(p is not None and not 0 <= p < n for p in seats):
            raise TableRefused(Message.of("net.seat.unreadable.no_seat"))
        if any(c not in look.COLOUR_BY_NAME for c in frame.colours):
            raise TableRefused(Message.of("net.seat.unreadable.colour"))
        if frame.version != version:
            raise TableRefused(Message.of("net.seat.unreadable.other_state"))
        problem = _not_this_game(frame, board)
        if problem is not None:
            raise TableRefused(problem)
        computers = list(frame.computers)
        presence = [p for p in message.get("presence", []) if isinstance(p, dict)]
        for entry in presence:  # a computer standing in for a person who is away
            if type(entry.get("seat")) is int and 0 <= entry["seat"] < n:
                computers[entry["seat"]] = visible(str(entry.get("computer") or ""), 20)
        people = names[:1] if frame.mode == SOLO else names
        setup = GameSetup(tuple(people), tuple(frame.colours[:len(people)]), None, False, frame.mode,
                          computers=tuple(computers[:len(people)]) if any(computers[:len(people)]) else ())
        setup_problem = setup.problem()
        if setup_problem is not None:
            raise TableRefused(setup_problem.rstrip("."))
        lines = message.get("log")
        start = len(self.log)
        new_lines: tuple[LogLine, ...]
        if isinstance(lines, list):
            start = min(_int(message.get("log_from", len(self.log)), 0, 10**9,
                             Message.of("net.seat.unreadable.log_position")), len(self.log))
            new_lines = decode_log(lines)
            if any(line.player is not None and not 0 <= line.player < n for line in new_lines):
                raise TableRefused(Message.of("net.seat.unreadable.log_line"))
        else:
            new_lines = tuple(LogLine(None, visible(str(t), 2000), "") for t in message.get("events", []))
        # Everything read: the table changes now, all at once.
        turned = self._mine()
        self.setup = setup
        self.version, self.seat = version, seat
        self.connected = True
        if start < len(self.log):
            self.log_replaced += 1  # the log is sent again from `start` (a reconnection)
        del self.log[start:]
        self.log.extend(new_lines)
        self.latest = replace(frame, log=tuple(self.log), away=self._away(presence))
        self.turned = self.turned or turned != self._mine()
        if self._asked is not None and message.get("answered") == self._asked and version > self._asked:
            self._answered()  # the table played it

    def close(self) -> None:
        """Leave the table: close the connection without holding up the caller."""
        self.closed = self.closed or text("net.seat.left")  # a hint waited for stops waiting
        if self._timer is not None:
            self._timer.cancel()
        with self._heard:
            self._heard.notify_all()
        threading.Thread(target=self.link.close, name="ragusa-table-leave", daemon=True).start()

    # --------------------------------------------------------- the table
    @property
    def seed(self) -> int:
        """The game's seed, told once it is over (0 until then)."""
        return self.latest.seed or 0

    @property
    def board(self) -> Board:
        return self._board

    @staticmethod
    def _away(presence: list[dict[str, Any]]) -> frozenset[int]:
        """The person seats with nobody connected (computers are never away)."""
        return frozenset(int(e["seat"]) for e in presence
                         if type(e.get("seat")) is int and e.get("connected") is False
                         and e.get("person", True) and not e.get("computer"))

    def frame(self, viewer: int | None) -> Frame:
        """The table as this seat may see it, whoever asks: it is all this
        seat has (with the link's state now)."""
        f = self.latest
        if (f.connected, f.closed, f.log_epoch) != (self.connected, self.closed, self.log_replaced):
            f = self.latest = replace(f, connected=self.connected, closed=self.closed, log_epoch=self.log_replaced)
        if self._asked is None:
            return f
        # A move or take-back on its way: the seat does not decide until the table answers.
        if self._waiting[0] is not f:
            self._waiting = (f, replace(f, decides=False, legal=()))
        return self._waiting[1]

    def _mine(self) -> bool:
        """Whether this seat's person decides now (not a computer standing in)."""
        d = self.latest.decision
        return d is not None and self.seat is not None and d.player == self.seat and self.setup.level(self.seat) is None

    # ------------------------------------------------- acting, taking back
    def apply(self, action: Action | str) -> list[Event]:
        """Send this seat's move (text only on the wire) and return at once:
        the table's new state, or its refusal, arrives by itself (`pump`).
        Until then the seat does not decide (`Frame.decides` is false)."""
        if self.seat is None:
            raise IllegalAction(Message.of("net.seat.spectator_decides_nothing"))
        if self._asked is not None:
            raise IllegalAction(Message.of("net.seat.on_its_way"))  # nothing more is sent yet
        if not self._mine():
            raise IllegalAction(Message.of("net.seat.not_your_decision"))
        if isinstance(action, str):
            action = Action.parse(action)
        if action not in self.latest.legal:
            raise IllegalAction(Message.of("net.seat.not_legal", action=str(action)))
        self._send(partial(self.link.act, str(action)))
        return []

    def undo(self, player: int | None = None) -> str:
        """Ask the table to take back this seat's last decision; what it
        answers arrives by itself, as a move does. Returns what was asked."""
        if self.seat is None:
            raise UndoRefused(Message.of("refusal.undo_spectator"))
        if player is not None and player != self.seat:
            raise UndoRefused(Message.of("net.seat.undo_not_yours"))
        if self._asked is not None:
            raise UndoRefused(Message.of("net.seat.on_its_way"))
        if self.latest.undo_problem is not None:
            raise UndoRefused(self.latest.undo_problem)
        self._send(self.link.undo)
        return text("net.seat.take_back_asked")

    def _send(self, send: Callable[[int], None]) -> None:
        """Send a request on the state this seat shows; its answer is
        waited for without holding anything up: if none has come within
        `ANSWER_WAIT`, the seat hears so and may decide again."""
        asked = self._asked = self.version
        self._deadline = time.monotonic() + ANSWER_WAIT
        self.problems.clear()
        send(asked)
        timer = self._timer = threading.Timer(ANSWER_WAIT + 0.05, self.link.wake)  # `pump` sees the time is up
        timer.daemon = True
        timer.start()
        self._tell(Change())

    def _answered(self) -> None:
        """The request sent is answered (or given up): the seat decides again."""
        self._asked = None
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def shown_steps(self) -> tuple[list[Event], list[Position]]:
        return [], []  # the server plays the bots' moves; they arrive as states

    # ----------------------------------------------------------- thinking
    def hint_job(self, advise: Callable[[Any, int], T]) -> Callable[[], T]:
        """The hint, thought out by the server for this seat (`advise` is the
        local table's; here the server has the game)."""
        asked = self._hint_asked = self.version
        self._hint = None
        self.link.hint(asked)

        def wait() -> Any:
            deadline = time.monotonic() + HINT_WAIT
            with self._heard:  # woken by every frame taken in, and by leaving the table
                while self._hint_asked == asked and self.version == asked and self.closed is None:
                    hint = self._hint
                    if hint is not None and hint[0] == asked:
                        return hint[1], Action.parse(hint[2])
                    left = deadline - time.monotonic()
                    if left <= 0:
                        break
                    self._heard.wait(left)
            raise TimeoutError("the table sent no hint")

        return wait

    def computer_job(self, level: str) -> Callable[[], tuple[Action, Exception | None]]:
        raise IllegalAction("The server plays the computer seats.")
