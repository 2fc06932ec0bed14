"""A table server in miniature, in this process: a `LocalTable` answering a
`RemoteTable`'s link with the same state frames the real server sends
(`net.protocol.state_frame` over `net.view`), without the network. The other seats' moves are
played by the test (`others`)."""

from __future__ import annotations

import json
import queue
from collections.abc import Callable
from typing import Any

from ragusa_tui.engine import IllegalAction, UndoRefused
from ragusa_tui.net.encoding import to_text
from ragusa_tui.net.protocol import state_frame
from ragusa_tui.net.remote import RemoteTable
from ragusa_tui.net.view import legal_for, log_for, view_for
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup


class LoopLink:
    """The `net.link.Link` members a `RemoteTable` uses, served by `table`."""

    def __init__(self, table: LocalTable, seat: int | None) -> None:
        self.table = table
        self.seat = seat
        self.frames: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self.wake: Callable[[], None] = lambda: None
        self.version = 0
        self.sent = 0  # log lines already sent
        self.closed = False
        self.frames_sent: list[dict[str, Any]] = []
        self.answered: int | None = None  # the version of the request the next state answers

    def send_state(self) -> None:
        table, seat = self.table, self.seat
        frame = json.loads(state_frame(
            self.version, seat, to_text(view_for(table, seat, self.version, table.decider == seat)),
            legal_for(table, seat, table.decider == seat), self.sent, log_for(table, seat, self.sent),
            [{"seat": p, "connected": True} for p in range(len(table.names))], 0, self.answered))
        self.sent = len(table.log)
        self.frames_sent.append(frame)
        self.frames.put(frame)
        self.wake()

    def _error(self, message: str) -> None:
        self.frames.put({"type": "error", "message": message})
        self.wake()

    def act(self, action: str, version: int) -> None:
        if version != self.version:
            self._error("That was decided on an old state.")
            return
        if self.table.decider != self.seat:
            self._error("It is not your decision.")
            return
        try:
            self.table.apply(action)
        except IllegalAction as error:
            self._error(str(error))
            return
        self.version += 1
        self.answered = version
        self.send_state()
        self.answered = None

    def undo(self, version: int) -> None:
        if version != self.version:
            self._error("That was decided on an old state.")
            return
        try:
            self.table.undo(self.seat)
        except UndoRefused as error:
            self._error(str(error))
            return
        self.answered = self.version
        self.version += 1
        self.send_state()
        self.answered = None

    def hint(self, version: int) -> None:
        self._error("No hints here.")

    def close(self) -> None:
        self.closed = True

    def others(self, action: str) -> None:
        """Another seat's move, played at the table (its state goes out)."""
        self.table.apply(action)
        self.version += 1
        self.send_state()


def remote_seat(setup: GameSetup, seat: int | None) -> tuple[RemoteTable, LoopLink]:
    """A networked seat over a new game of `setup`, its first state taken in."""
    link = LoopLink(LocalTable(setup), seat)
    table = RemoteTable(link)  # type: ignore[arg-type]
    link.send_state()
    assert table.wait_first_state(5.0) is None
    return table, link


def first_decider(setup: GameSetup) -> int:
    """The seat that decides first in a new game of `setup`."""
    seat = LocalTable(setup).decider
    assert seat is not None
    return seat
