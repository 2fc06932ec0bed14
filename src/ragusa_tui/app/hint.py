"""The hint on screen: what the `hard` computer player would do now, with a
one-line reason (worked out by `table.hint`).

It thinks in a worker thread on its own copy of the game, so the screen never
freezes; a hint that arrives after the game has moved on is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual.notifications import Notification, Notify
from textual.worker import WorkerState

from ..catalogue import text as said
from ..engine import Action
from ..table import hint as thinking
from ..table.hint import ON_MAP, describe

__all__ = ["HINT_LEVEL", "ON_MAP", "Hints", "advise", "describe"]

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen

    from ..table.view import Change, TableView

HINT_LEVEL = "hard"
# Seconds a hint stays up: in practice until its decision is made or taken
# back (or it is clicked away); i asked again shows it again without thinking.
HINT_SHOWN = 24 * 60 * 60


def advise(game: Any, seed: int) -> tuple[str, Action]:
    """The hint in words, and the move it suggests, at `HINT_LEVEL` (run in a
    worker thread on a copy of the game that nothing else touches)."""
    return thinking.advise(game, seed, HINT_LEVEL)


def withdraw(app: App[object], notice: Notification) -> None:
    """Take `notice` down, and only it.

    Textual takes down every notice at once (`clear_notifications`), not one
    of them, and the others (a failed autosave, a game not locked) must
    stay. But it drops a notice whose time is up, with its toast, whenever
    it goes through its notices, as it does when it takes one in. So the
    notice's time is made up, and the notice is posted once more, to be
    taken in and dropped at once; still on its way, it arrives expired and
    is never shown. (A widget of our own for the hint would have to stack
    and look like the toasts of every other notice beside it.)"""
    notice.timeout = 0
    app.post_message(Notify(notice))


class Hints:
    """The hints of one game screen: the one on screen (the listener that
    takes it down, and its words) and the last one worked out (the state it
    answers, its words and its move), so that i pressed again shows it at
    once and a screen put back shows it again."""

    def __init__(self, screen: Screen[Any], session: TableView) -> None:
        self.screen = screen
        self.session = session
        self.shown: tuple[Callable[[], None], str] | None = None
        self.known: tuple[int, str, Action] | None = None
        self.aside: str | None = None  # the words of the hint taken down while another screen covers this one
        self.thinking: Notification | None = None  # "Thinking…", taken down when the hint it waits for shows

    def put_up(self, text: str) -> None:
        """Show `text` as the game's hint, in place of any hint shown before,
        until its decision is made or taken back (or its time is up)."""
        self.take_down()
        app = self.screen.app
        if self.thinking is not None:  # the hint is here: "Thinking…" must not stay above it
            withdraw(app, self.thinking)
            self.thinking = None
        notice = Notification(text, said("play.title.hint"), "information", HINT_SHOWN, markup=False)
        app.post_message(Notify(notice))

        def take_down() -> None:
            unsubscribe()
            self.shown = None
            withdraw(app, notice)

        def told(change: Change) -> None:
            if change.moved:  # its decision is made or taken back
                take_down()

        unsubscribe = self.session.subscribe(told)
        self.shown = (take_down, text)

    def take_down(self) -> None:
        """Take down the game's hint, if one is shown."""
        if self.shown is not None:
            self.shown[0]()

    def put_aside(self) -> None:
        """Take the hint down while another screen covers the game (a notice
        would stay on top of it), keeping its words for `put_back`."""
        if self.shown is not None:
            self.aside = self.shown[1]
            self.take_down()

    def put_back(self) -> None:
        """Show the hint put aside again, as it was, if the game is still where
        it was (the cursor is left where the player has put it since)."""
        text, self.aside = self.aside, None
        if text is not None and self.known is not None and self.session.frame(None).version == self.known[0]:
            self.put_up(text)

    def _show(self, text: str, action: Action) -> None:
        """Put the hint up, the cursor on its move where the screen can point at it."""
        point_at = getattr(self.screen, "point_at", None)
        where = point_at(action) if point_at is not None else None  # the code of the words saying where
        if where is not None:
            text = said(where, hint=text)
        self.put_up(text)

    def start(self) -> None:
        """Ask for a hint; it shows as a notification when ready."""
        screen, session = self.screen, self.session
        if session.frame(None).decision is None:
            screen.notify(said("play.hint.game_over"), title=said("play.title.hint"))
            return
        asked = session.frame(None).version  # the state the hint answers
        known = self.known
        if known is not None and known[0] == asked:
            self._show(known[1], known[2])  # worked out already: shown again at once
            return
        name = f"hint {asked}"
        if any(w.name == name and w.state in (WorkerState.PENDING, WorkerState.RUNNING) for w in screen.workers):
            return  # i pressed again: the hint for this decision is on its way
        self.thinking = Notification(said("play.hint.thinking"), said("play.title.hint"), "information", 2)
        screen.app.post_message(Notify(self.thinking))

        think = session.hint_job(advise)  # its copy made here, on the app's thread

        def work() -> None:
            text, action = think()
            screen.app.call_from_thread(show, text, action)

        def show(text: str, action: Action) -> None:
            # Dropped if a move was made meanwhile: it would answer another question.
            if session.frame(None).version != asked or not screen.is_attached:
                return
            self.known = (asked, text, action)
            self._show(text, action)

        screen.run_worker(work, name, thread=True, exclusive=True, group="hint", exit_on_error=False)
