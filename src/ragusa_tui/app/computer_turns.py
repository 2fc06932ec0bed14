"""Computer seats at the table: each thinks in a worker thread, then moves.

The game screen owns one `ComputerTurns`. When a computer seat is to decide,
`start` lets the seat's agent think in a worker thread (on a copy of the
game the table makes, see `TableView.computer_job`), so the screen never
freezes; the move comes back to the app's thread and is
played after the usual pause between shown moves. A move is dropped if the
game has moved on meanwhile (an undo, a new game, a closed screen), so
quitting or undoing while a computer thinks is safe; while another screen
is over the game (the Quit question, help, the scores) the move waits for
it to close. The agent sees only what its seat may see: it works on
determinized copies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..catalogue import text
from ..engine import Action

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.timer import Timer

    from ..table.view import TableView


class ComputerTurns:
    """The computer move being thought about (if any)."""

    def __init__(self, screen: Screen[Any], pause: float, play: Callable[[Action], None]) -> None:
        self.screen = screen
        self.pause = pause
        self.play = play  # plays the action as if chosen on screen
        self.asked: object | None = None  # the decision being thought about
        self.rush = False  # Esc: no pauses until a person decides
        self.hurry = False  # Space while it thinks: play its move as soon as it is ready
        self._ready: Callable[[], None] | None = None  # the move waiting out its pause
        self._timer: Timer | None = None  # the pause being waited out

    @property
    def running(self) -> bool:
        return self.asked is not None

    def start(self, session: TableView) -> None:
        """Let the computer seat now deciding think, then move."""
        d = session.frame(None).decision
        level = session.setup.level(d.player) if d is not None else None
        if d is None or level is None or self.asked is d:
            return
        self.asked = d
        choose = session.computer_job(level)  # its copy made here, on the app's thread
        name = session.frame(None).name(d.player)  # here too: the table is read on the app's thread only

        def work() -> None:
            action, error = choose()
            if error is not None:
                self.screen.app.call_from_thread(self._failed, name, error, action)
            self.screen.app.call_from_thread(self._chosen, session, d, action)

        # Not exclusive: the worker is still running while its move is played
        # (call_from_thread waits), and that move may start the next computer's
        # thinking; a stale answer is dropped by `_chosen` instead.
        self.screen.run_worker(work, thread=True, group="computer", exit_on_error=False)

    def _chosen(self, session: TableView, asked: object, action: Action) -> None:
        if self.asked is not asked:
            return
        self._ready = lambda: self._move(session, asked, action)
        if self.pause > 0 and not self.rush and not self.hurry:
            self._timer = self.screen.set_timer(self.pause, self._pause_over)
        else:
            self.next_step()

    def _pause_over(self) -> None:
        self._timer = None
        self.next_step()

    def _failed(self, name: str, error: Exception, action: Action) -> None:
        recoveries = getattr(self.screen.app, "recoveries", None)
        if recoveries is not None:
            recoveries.append(f"{type(error).__name__}: {error}")
        self.screen.notify(text("play.notice.computer_failed", player=name, action=str(action)),
                           title=text("play.title.computer"), severity="error", markup=False)

    def next_step(self) -> None:
        """Space: play the move thought out now, without waiting out the
        pause; while it is still being thought out, as soon as it is ready."""
        self._stop_timer()
        if self.screen.app.screen is not self.screen:
            return  # another screen is over the game: the move waits for it (see `resume`)
        ready, self._ready = self._ready, None
        if ready is not None:
            ready()
        elif self.running:
            self.hurry = True

    def resume(self) -> None:
        """The game screen is back on top: play a move that waited for it."""
        if self._ready is not None and self._timer is None:
            self.next_step()

    def _stop_timer(self) -> None:
        timer, self._timer = self._timer, None
        if timer is not None:
            timer.stop()

    def skip(self) -> None:
        """Esc: play the computers' moves without pauses until a person decides."""
        self.rush = True
        self.next_step()

    def _move(self, session: TableView, asked: object, action: Action) -> None:
        if self.asked is not asked:
            return
        self.asked = None
        self.hurry = False
        if session.frame(None).decision is asked and self.screen.is_attached:
            self.play(action)

    def cancel(self) -> None:
        """Forget the move being thought about (its answer will be dropped)."""
        self.asked = None
        self._ready = None
        self.hurry = False
        self._stop_timer()
