"""Undo at the table: who may take back the last decision, and doing it.

The engine says what may be taken back at all (nothing revealed since,
nobody else's decision). At a shared keyboard the app adds who is asking:
with hand-over screens, the keyboard belongs to the player deciding now, so
from the map they may take back only their own decisions; the previous
player is offered the take-back on the hand-over screen, before the
keyboard changes hands. Without hand-overs (solo, or turned off) whoever
sits at the keyboard may take back the last decision the engine allows.
A computer seat's decisions are never taken back from the keyboard: a
person takes back only what persons decided.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..catalogue import Message, text
from ..engine import UndoRefused
from ..errors import said
from ..safe_text import markup

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

    from ..table.view import TableView
    from .bot_turns import BotTurns
    from .computer_turns import ComputerTurns


class PlayingScreen(Protocol):
    """The game screen, as taking back needs it: who holds the keyboard,
    the moves being played or shown (stopped by a take-back), and its notices.
    A protocol, so that the screen may use this module without a cycle."""

    handover: bool
    viewer: int | None
    session: TableView
    bots: BotTurns
    computers: ComputerTurns

    def notify(self, message: str, *, title: str = ..., severity: SeverityLevel = ...,
               timeout: float | None = ...) -> None: ...


def asker(screen: PlayingScreen) -> int | None:
    """Whose decisions the keyboard may take back now (None: any person's)."""
    if screen.session.networked:
        return screen.session.seat
    if screen.handover:
        return screen.viewer
    setup = screen.session.setup
    if setup.people != 1:
        return None
    return next(seat for seat in range(len(setup.names)) if setup.level(seat) is None)


def _computer_decided(screen: PlayingScreen) -> Message | None:
    """Why not, if the last decision was a computer seat's."""
    session = screen.session
    last = session.frame(None).last_decision if session.frame(None).decision is not None else None
    if last is None or not screen.session.setup.level(last.player):
        return None
    name = screen.session.frame(None).name(last.player)
    return Message.of("play.undo.computer_decided", player=name)


def offer(screen: PlayingScreen, player: int) -> int | None:
    """On the hand-over to `player`: the previous player, if they may take back their move."""
    session = screen.session
    last = session.frame(None).last_decision
    if (last is None or last.player == player or session.setup.level(last.player)
            or session.frame(last.player).undo_problem):
        return None
    return last.player


def take_back(screen: PlayingScreen, player: int | None) -> bool:
    """Take back the last decision for `player` (None: whoever made it); say
    why not if it may not. Returns whether it was taken back."""
    session = screen.session
    problem: Message | str | None = _computer_decided(screen) or session.frame(player).undo_problem
    if problem is None:
        screen.bots.stop()
        screen.computers.cancel()  # a computer thinking about the next decision: it is no more
        try:
            line = session.undo(player)
        except UndoRefused as error:
            problem = said(error)
        else:
            # A networked seat has asked its table; the table's answer comes as a move does.
            screen.notify(markup(line), timeout=4,
                          title=text("play.title.take_back_asked" if session.networked else "play.title.taken_back"))
            return True
    screen.notify(markup(problem), title=text("play.title.cannot_take_back"), severity="warning")
    return False
