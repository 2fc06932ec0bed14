"""The turn's flow at one screen: what comes next, and whose secrets show.

After every change the game screen asks `TurnFlow.next` for the next step
and only carries it out (draws it, opens the dialog or the hand-over,
starts the computer); the choice between the steps is made here, from the
table's frame, without Textual:

- `SHOWING`: the solo bots' moves are being shown one by one; the person
  decides once they are.
- `OVER`: the game is over; the final scoring shows everyone's cards.
- `Waiting`: a networked seat waits while `player` decides elsewhere: at
  another seat's screen, a computer on the server, or this seat's own move
  on its way to the table.
- `Thinking`: a computer seat at this table decides `player`'s move.
- `HandingOver`: the keyboard passes to `player` (a hand-over screen,
  then `handed_over`).
- `Asking`: `player` decides at this screen; with `news`, the log first
  says what the others did since their last decision (back at one
  keyboard after the computers' moves; the one person at the keyboard,
  solo among them, once after every move of the others, the Patrician's too).

The flow's state is who sees the table (`viewer`: whose secrets the screen
may show, None for nobody's) and who holds the keyboard (`holder`: the last
person who decided; while computers play nobody's secrets show, but the
keyboard stays put).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from .view import TableView


@dataclass(frozen=True, slots=True)
class Showing:
    """The solo bots' moves are being shown."""


@dataclass(frozen=True, slots=True)
class Over:
    """The game is over."""


@dataclass(frozen=True, slots=True)
class Waiting:
    """`player` decides elsewhere (a networked seat)."""

    player: int


@dataclass(frozen=True, slots=True)
class Thinking:
    """A computer seat at this table decides for `player`."""

    player: int


@dataclass(frozen=True, slots=True)
class HandingOver:
    """The keyboard passes to `player`."""

    player: int


@dataclass(frozen=True, slots=True)
class Asking:
    """`player` decides here; `news`: tell them first what the others did."""

    player: int
    news: bool = False


Step = Showing | Over | Waiting | Thinking | HandingOver | Asking
SHOWING: Final = Showing()
OVER: Final = Over()


class TurnFlow:
    """The turn's steps at one screen of `table` (see the module's words)."""

    def __init__(self, table: TableView) -> None:
        self.table = table
        setup = table.setup
        # One person at the keyboard (solo, or the others all computers):
        # nothing to hide from anyone, so no hand-over.
        self.handover = setup.handover and table.frame(None).mode != "solo" and setup.people > 1
        self.viewer: int | None = None
        self.holder: int | None = None
        self.alone = not self.handover and setup.people == 1  # one person: told the news at every turn
        self._told: tuple[int, int] | None = None  # the seat and the table's version last told the news

    def next(self, showing_bots: bool = False) -> Step:
        """The step the table waits for now, `viewer` and `holder` set for it."""
        table = self.table
        now = table.frame(None)
        if showing_bots:  # the person acts once the bots' moves are shown
            if not self.handover and now.decider is not None:
                self.viewer = now.decider
            return SHOWING
        decider = now.decider
        if decider is None:
            if self.handover:  # final scoring shows every card: nobody's screen is needed
                self.viewer = None
            return OVER
        if self.elsewhere(decider):
            self.viewer = self.holder = table.seat
            return Waiting(decider)
        if table.setup.level(decider):  # no hand-over: a computer's secrets stay hidden
            if self.handover:  # and so do everyone's: the whole table watches the computers play
                self.viewer = None
            return Thinking(decider)
        if self.handover and decider != self.viewer and decider != self.holder:
            self.viewer = None
            return HandingOver(decider)
        news = self.handover and self.viewer != decider  # back from the computers' moves, same keyboard
        if self.alone and self._told != (decider, now.version):  # once a position
            self._told = (decider, now.version)
            news = bool(table.frame(decider).news)
        self.viewer = self.holder = decider
        return Asking(decider, news)

    def handed_over(self, player: int | None) -> None:
        """The keyboard is `player`'s now (the hand-over screen was passed)."""
        self.viewer = self.holder = player

    def elsewhere(self, player: int) -> bool:
        """See the module's `elsewhere`."""
        return elsewhere(self.table, player)


def elsewhere(table: TableView, player: int) -> bool:
    """Whether `player`'s decision is made at another screen or on the
    server (a networked table: another seat, a computer standing in, or
    this seat's own move on its way to the table)."""
    return table.networked and (player != table.seat or table.setup.level(player) is not None
                                or not table.frame(None).decides)


def on_its_way(table: TableView, player: int) -> bool:
    """Whether `player`'s decision is this networked seat's own, its move
    sent and the table's answer not come yet."""
    return (table.networked and player == table.seat and table.setup.level(player) is None
            and not table.frame(None).decides)
