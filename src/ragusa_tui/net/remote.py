"""A seat at a table that a server holds: the `table.view.TableView` the game
screens work from, over the network.

It holds no engine and no secret but its own seat's. What it knows is the
last state frame the server sent this seat (`answers.answers` worked out
there): the public state, this seat's cards, the decision and, when the seat
decides, the legal actions and the answers about them. A move is sent and
its new state waited for (`ANSWER_WAIT`) on the app's thread, so `apply`
and `undo` keep the local table's meaning: when they return, the table has
moved, or they raised and nothing changed. Other seats' moves arrive by
themselves; `pump` takes them in and tells `on_change`.

Everything the server sends is untrusted: its strings are made visible
(no control characters reach the terminal) and a frame that does not read
as a state is refused with one sentence.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import ValidationError

from ..engine import Action, Decision, Event, IllegalAction, RagusaError, Scores, UndoRefused
from ..engine.board import Board, default_board
from ..engine.scores import BonusScore, PlayerScore
from ..engine.standing import Standing
from ..safe_text import visible
from ..table import look
from ..table.last_move import LastMove, MarksOfTheLastMove
from ..table.log import LogLine
from ..table.setup import SOLO, GameSetup
from .view_model import LogLineView, SeatView

if TYPE_CHECKING:
    from .link import Link
T = TypeVar("T")
ANSWER_WAIT = 10.0  # seconds a move waits for the server's new state
HINT_WAIT = 60.0  # seconds a hint waits for the server's thinking


class TableRefused(RagusaError, ValueError):
    """A frame from the server that does not read as a state."""


def _clean(value: Any) -> Any:
    """`value` with every string made visible (newlines kept)."""
    if isinstance(value, str):
        return visible(value, 2000, newlines=True)
    if isinstance(value, list):
        return [_clean(v) for v in value]
    if isinstance(value, dict):
        return {visible(k, 80): _clean(v) for k, v in value.items()}
    return value


def _why(error: Exception) -> str:
    """A refused frame's reason, short."""
    if isinstance(error, ValidationError):
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "frame"
        return visible(f"{where}: {first['msg']}", 120)
    return visible(error, 120) if str(error) else type(error).__name__


def _final_scores(data: dict[str, Any]) -> Scores:
    """The final scoring the server sent, as the end screen reads it."""
    players = tuple(PlayerScore(
        int(p["player"]), str(p["name"]), int(p["in_game"]), int(p["walls"]),
        (int(p["wall_stretch"]["walls"]), int(p["wall_stretch"]["houses"]), int(p["wall_stretch"]["towers"])),
        int(p["cathedral"]),
        tuple(BonusScore(int(b["card"]), str(b["title"]), int(b["raw"]), bool(b["counted"])) for b in p["bonus"]),
        int(p["tiebreak"]), int(p["rank"])) for p in data["players"])
    beats = data.get("human_beats")
    return Scores(players, tuple(int(r) for r in data["ranking"]),
                  {str(k): bool(v) for k, v in beats.items()} if isinstance(beats, dict) else None)


def _int(value: Any, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise TableRefused(f"the table sent {what} out of range")
    return value


class RemoteTable(MarksOfTheLastMove):
    """One seat (or a spectator) at a table held by a server."""

    networked = True

    def __init__(self, link: Link, board: Board | None = None) -> None:
        self.link = link
        self._board = board or default_board()
        self.after_apply: list[Callable[[Any], None]] = []
        # Told on the app's thread when frames changed the table: whether the game moved.
        self.on_change: Callable[[bool], None] | None = None
        self.log: list[LogLine] = []
        self.taken_back: set[int] = set()
        self.last_move = LastMove()
        self.version = -1
        self.seat: int | None = None
        self.view: dict[str, Any] = {}
        self.presence: list[dict[str, Any]] = []
        self.connected = False
        self.problems: list[str] = []  # what the server refused, unasked, since last read
        self.seed = 0  # told once the game is over
        self.setup = GameSetup(("?",), ("Red",))
        self.colours: list[look.PlayerColour] = []
        self._decision: Decision | None = None
        self._legal: list[Action] = []
        self._hint: tuple[int, str, str] | None = None
        self._hint_asked: int | None = None  # the version a hint was asked for, until it comes
        self._final: Scores | None = None  # the final scoring, once the game is over
        self.closed: str | None = None  # why the link has stopped for good
        self.log_replaced = 0  # how many times the log was sent again from an earlier line
        self.turned = False  # whether this seat's turn began or ended without a move (told by `pump`)

    # ------------------------------------------------------ frames in
    def wait_first_state(self, timeout: float) -> str | None:
        """Wait for the table's first state; None once here, else why not."""
        deadline = time.monotonic() + timeout
        while self.version < 0:
            left = deadline - time.monotonic()
            if left <= 0:
                return "The table did not answer in time."
            try:
                frame = self.link.frames.get(timeout=min(left, 0.2))
            except queue.Empty:
                continue
            kind = self._take(frame)
            if kind == "error" and self.version < 0:
                return self.problems.pop() if self.problems else "The table refused the seat."
        return None

    def pump(self) -> None:
        """Take in every frame waiting (on the app's thread) and tell `on_change`."""
        before = self.version
        changed = False
        while True:
            try:
                frame = self.link.frames.get_nowait()
            except queue.Empty:
                break
            changed = True
            self._take(frame)
        moved = self.version != before or self.turned
        self.turned = False
        if moved:
            for listener in tuple(self.after_apply):  # as after a move made here (the hint comes down)
                listener(self)
        if changed and self.on_change is not None:
            self.on_change(moved)

    def _take(self, frame: dict[str, Any]) -> str:
        """Read one frame; its type ("state", "error", ...)."""
        kind = frame.get("type")
        if kind == "state":
            try:
                self._state(frame)
            except Exception as error:  # noqa: BLE001 - whatever a server sends, the seat goes on
                self.problems.append(f"The table sent a state this game cannot read ({_why(error)}).")
                return "error"
        elif kind == "error":
            self.problems.append(visible(frame.get("message", "refused"), 300))
            self._hint_asked = None  # a hint asked for is not coming: the refusal says why
            if frame.get("final"):
                self.closed = str(self.problems[-1])
        elif kind == "connection":
            self.connected = bool(frame.get("up"))
        elif kind == "hint":
            version, text, action = frame.get("version"), frame.get("text"), frame.get("action")
            if type(version) is int and isinstance(text, str) and isinstance(action, str):
                self._hint = (version, visible(text, 600), action)
        return str(kind)

    def _state(self, frame: dict[str, Any]) -> None:
        """Take in a state frame: all of it is read and checked first, and
        only then does the table change (a frame refused changes nothing)."""
        version = _int(frame.get("version"), 0, 10**9, "a version")
        view = _clean(frame["view"])
        model = SeatView.model_validate(view)
        names = list(model.names)
        n = len(names)
        if not 1 <= n <= 5 or not (len(model.colours) == len(model.computers) == len(model.bots)
                                   == len(model.snapshot.players) == n):
            raise TableRefused("seats that do not match")
        board = self._board
        if len(model.snapshot.spots) != board.n_spots or len(model.snapshot.walls) != board.n_walls:
            raise TableRefused("a board that is not this game's")
        seat = frame.get("seat")
        seat = None if seat is None else _int(seat, 0, n - 1, "a seat")
        colours = [look.COLOUR_BY_NAME[c] for c in model.colours]
        computers = list(model.computers)
        presence = [p for p in frame.get("presence", []) if isinstance(p, dict)]
        for entry in presence:  # a computer standing in for a person who is away
            if type(entry.get("seat")) is int and 0 <= entry["seat"] < n:
                computers[entry["seat"]] = str(entry.get("computer") or "")
        people = names[:1] if model.mode == SOLO else names
        setup = GameSetup(tuple(people), tuple(model.colours[:len(people)]), None, False, model.mode,
                          computers=tuple(computers[:len(people)]) if any(computers[:len(people)]) else ())
        problem = setup.problem()
        if problem is not None:
            raise TableRefused(problem.rstrip("."))
        d = model.decision
        if d is not None and d.player >= n:
            raise TableRefused("a decision for no seat")
        decision = None if d is None else Decision(d.player, d.kind, tuple(d.options), d.hex, d.spot)
        legal = [Action.parse(a) for a in frame.get("legal", [])[:500]]
        lines = frame.get("log")
        start = len(self.log)
        new_lines: list[LogLine] = []
        if isinstance(lines, list):
            start = min(_int(frame.get("log_from", len(self.log)), 0, 10**9, "a log position"), len(self.log))
            for raw in _clean(lines):
                line = LogLineView.model_validate(raw)
                if line.player is not None and line.player >= n:
                    raise TableRefused("a log line for no seat")
                new_lines.append(LogLine(line.player, line.text, line.kind))
        else:
            new_lines = [LogLine(None, str(t), "") for t in _clean(frame.get("events", []))]
        final = self._final
        if model.over and model.scores is not None and (version != self.version or final is None):
            final = _final_scores(model.scores)
        # Everything read: the table changes now, all at once.
        turned = self._mine()
        if version != self.version or self.seat != seat or decision != self._decision:
            self._decision = decision  # a new object only for a new decision (screens compare it)
        self._legal = legal
        self.setup, self.colours, self._final = setup, colours, final
        self.version, self.seat, self.view = version, seat, view
        self.presence = presence
        self.connected = True
        move = model.last_move
        self.last_move = LastMove(move.spot, frozenset(move.slots), frozenset(move.towers))
        self.taken_back = set(model.taken_back)
        if start < len(self.log):
            self.log_replaced += 1  # the log is sent again from `start` (a reconnection)
        del self.log[start:]
        self.log.extend(new_lines)
        self.turned = self.turned or turned != self._mine()
        if model.over:
            self.seed = model.seed or 0

    def close(self) -> None:
        """Leave the table: close the connection without holding up the caller."""
        self.closed = self.closed or "This screen has left the table."  # a hint waited for stops waiting
        threading.Thread(target=self.link.close, name="ragusa-table-leave", daemon=True).start()

    # -------------------------------------------------------- the seats
    @property
    def names(self) -> list[str]:
        return list(self.view.get("names", []))

    @property
    def mode(self) -> str:
        return str(self.view.get("mode", "standard"))

    @property
    def bots(self) -> list[bool]:
        return [bool(b) for b in self.view.get("bots", [])]

    @property
    def board(self) -> Board:
        return self._board

    def name(self, p: int) -> str:
        names = self.names
        return names[p] if 0 <= p < len(names) else "?"

    def away(self) -> frozenset[int]:
        """The person seats with nobody connected (computers are never away)."""
        return frozenset(int(e["seat"]) for e in self.presence
                         if type(e.get("seat")) is int and e.get("connected") is False
                         and e.get("person", True) and not e.get("computer"))

    def take_problems(self) -> list[str]:
        problems, self.problems = self.problems, []
        return problems

    # --------------------------------------------------------- the state
    @property
    def decision(self) -> Decision | None:
        return self._decision

    @property
    def decider(self) -> int | None:
        return None if self._decision is None else self._decision.player

    @property
    def active_player(self) -> int:
        return int(self.view.get("active_player", 0))

    @property
    def round(self) -> int:
        return int(self.view.get("round", 0))

    @property
    def rounds(self) -> int:
        return int(self.view.get("rounds", 0))

    @property
    def over(self) -> bool:
        return bool(self.view.get("over"))

    def position(self) -> tuple[object, int]:
        return self._decision, self.version

    def still_at(self, position: tuple[object, int]) -> bool:
        return position == (self._decision, self.version) and position[0] is self._decision

    def snapshot(self, viewer: int | None) -> dict[str, Any]:
        """The state as this seat may see it, whoever asks: it is all this seat has."""
        return self.view.get("snapshot", {})  # type: ignore[no-any-return]

    # ----------------------------------------- the legal actions, why not
    def _mine(self) -> bool:
        """Whether this seat's person decides now (not a computer standing in)."""
        return (self._decision is not None and self.seat is not None and self._decision.player == self.seat
                and self.setup.level(self.seat) is None)

    def legal(self) -> list[Action]:
        return list(self._legal) if self._mine() else []

    def legal_args(self, kind: str) -> list[Any]:
        return [a.arg for a in self.legal() if a.kind == kind]

    def spot_problem(self, spot: int) -> str | None:
        return self.view.get("spot_problems", {}).get(str(spot)) if self._mine() else "not your decision"

    def powerhouse_problem(self, spot: int) -> str | None:
        return self.view.get("powerhouse_problems", {}).get(str(spot)) if self._mine() else "not your decision"

    def wall_slot_vp(self, slot: int, player: int) -> int:
        return int(self.view.get("wall_vp", {}).get(str(slot), 0))

    def score_now(self, player: int) -> int:
        return int(self.view.get("score_now", 0))

    def score_after(self, action: Action | str, player: int) -> int:
        return int(self.view.get("score_after", {}).get(str(action), self.score_now(player)))

    # ------------------------------------------------- acting, taking back
    def apply(self, action: Action | str) -> list[Event]:
        """Send this seat's move and wait for the table's new state."""
        text = str(action)
        if self.seat is None:
            raise IllegalAction("A spectator makes no decisions.")
        if not self._mine():
            raise IllegalAction("It is not your decision.")
        if text not in {str(a) for a in self._legal}:
            raise IllegalAction(f"{visible(text, 40)} is not a legal action now.")
        self._answered(self.link.act, text, IllegalAction)
        return []

    def _answered(self, send: Callable[..., None], arg: str | None, refused: type[Exception]) -> None:
        """Send this seat's request on the state it shows, then take in
        frames until the table answers it: a state that says it played it,
        or a refusal (frames of other changes meanwhile are taken in too)."""
        asked = self.version
        self.problems.clear()
        if arg is None:
            send(asked)
        else:
            send(arg, asked)
        deadline = time.monotonic() + ANSWER_WAIT
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise refused("The table did not answer in time: nothing changed here yet; "
                              "its answer may still come.")
            try:
                frame = self.link.frames.get(timeout=min(left, 0.2))
            except queue.Empty:
                continue
            kind = self._take(frame)
            if kind == "error":
                raise refused(self.problems.pop() if self.problems else "The table refused it.")
            if kind == "state" and frame.get("answered") == asked and self.version > asked:
                break
        for listener in tuple(self.after_apply):
            listener(self)

    def last_decision(self) -> Decision | None:
        last = self.view.get("last_decision")
        if last is None:
            return None
        return Decision(int(last["player"]), last["kind"])

    def undo_problem(self, player: int | None = None) -> str | None:
        if self.seat is None:
            return "A spectator takes nothing back."
        if player is not None and player != self.seat:
            return "Only the player who decided may take it back, at their own screen."
        problem = self.view.get("undo_problem")
        return None if problem is None else str(problem)

    def undo(self, player: int | None = None) -> str:
        problem = self.undo_problem(player)
        if problem is not None:
            raise UndoRefused(problem)
        self._answered(self.link.undo, None, UndoRefused)
        undone = [line.text for line in self.log if line.kind == "undo"]
        return undone[-1] if undone else "Taken back."

    # --------------------------------------------- the log, the moves shown
    def news_for(self, player: int) -> list[str]:
        return [str(x) for x in self.view.get("news", [])] if player == self.seat else []

    def opening(self) -> tuple[list[Event], list[dict[str, Any]]] | None:
        return None  # the server plays the bots' moves; they arrive as states

    def traced_states(self) -> list[dict[str, Any]]:
        return []

    # ------------------------------------------------------------ words
    def what(self) -> str:
        return str(self.view.get("what", ""))

    def acting_house(self) -> str:
        return str(self.view.get("acting_house", ""))

    def exchange_block(self) -> str | None:
        if not self._mine():
            if self.seat is None:
                return "A spectator exchanges no fish."
            if self.decider == self.seat:
                return "A computer plays your seat now: the host can give it back to you."
            who = self.name(self.decider) if self.decider is not None else "nobody"
            return f"It is {who}'s decision: you may exchange fish when you decide."
        block = self.view.get("exchange_block")
        return None if block is None else str(block)

    def building(self, h: int | None) -> str:
        return "" if h is None else self.board.hex_label(h)

    # ------------------------------------------------------------ scores
    def final_scores(self) -> Scores:
        if self._final is None:
            raise IllegalAction("The game is not over.")
        return self._final

    def standings(self, viewer: int | None) -> list[Standing]:
        return [Standing(int(s["player"]), str(s["name"]),
                         tuple((str(a), int(b)) for a, b in s["play"]), int(s["walls"]),
                         int(s["cathedral"]), None if s["bonus"] is None else int(s["bonus"]))
                for s in self.view.get("standings", [])]

    # ----------------------------------------------------------- thinking
    def hint_job(self, advise: Callable[[Any, int], T]) -> Callable[[], T]:
        """The hint, thought out by the server for this seat (`advise` is the
        local table's; here the server has the game)."""
        asked = self._hint_asked = self.version
        self._hint = None
        self.link.hint(asked)

        def wait() -> Any:
            deadline = time.monotonic() + HINT_WAIT
            while (time.monotonic() < deadline and self._hint_asked == asked and self.version == asked
                   and self.closed is None):
                hint = self._hint
                if hint is not None and hint[0] == asked:
                    return hint[1], Action.parse(hint[2])
                time.sleep(0.05)
            raise TimeoutError("the table sent no hint")

        return wait

    def computer_job(self, agent: Any) -> Callable[[], tuple[Action, Exception | None]]:
        raise IllegalAction("The server plays the computer seats.")

    # ------------------------------------------------------------- saves
    def save_doc(self, autosave: bool, saved_at: datetime | None = None) -> dict[str, Any]:
        """The finished game's record, once the server has sent it."""
        record = self.view.get("record")
        if not self.over or not isinstance(record, dict):
            raise IllegalAction("A game at a table is saved by its server until it is over.")
        return dict(record)
