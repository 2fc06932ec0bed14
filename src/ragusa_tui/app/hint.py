"""The hint on screen: what the `hard` computer player would do now, with a
one-line reason (worked out by `table.hint`).

It thinks in a worker thread on its own copy of the game, so the screen never
freezes; a hint that arrives after the game has moved on is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from textual.notifications import Notification, Notify
from textual.worker import WorkerState

from ..engine import Action
from ..table import hint as thinking
from ..table.hint import ON_MAP, describe, reason

__all__ = ["HINT_LEVEL", "ON_MAP", "advise", "describe", "reason", "start"]

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


# The hint on screen for each game: the listener that takes it down, and its words.
_SHOWN: WeakKeyDictionary[TableView, tuple[Callable[[], None], str]] = WeakKeyDictionary()
# The last hint worked out for each game: the position it answers, its words and move.
_KNOWN: WeakKeyDictionary[TableView, tuple[int, str, Action]] = WeakKeyDictionary()


def _put_up(app: App[object], session: TableView, text: str) -> None:
    """Show `text` as the game's hint, in place of any hint shown before,
    until its decision is made or taken back (or its time is up)."""
    _take_down(session)
    notice = Notification(text, "Hint", "information", HINT_SHOWN, markup=False)
    app.post_message(Notify(notice))

    def take_down() -> None:
        unsubscribe()
        _SHOWN.pop(session, None)
        withdraw(app, notice)

    def told(change: Change) -> None:
        if change.moved:  # its decision is made or taken back
            take_down()

    unsubscribe = session.subscribe(told)
    _SHOWN[session] = (take_down, text)


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


def _take_down(session: TableView) -> None:
    """Take down the game's hint, if one is shown."""
    shown = _SHOWN.get(session)
    if shown is not None:
        shown[0]()


def put_aside(session: TableView) -> str | None:
    """Take the game's hint down while another screen covers the game (a
    notice would stay on top of it); its words if one was shown (`put_back`)."""
    shown = _SHOWN.get(session)
    if shown is None:
        return None
    take_down, text = shown
    take_down()
    return text


def put_back(app: App[object], session: TableView, text: str) -> None:
    """Show the hint put aside again, as it was, if the game is still where
    it was (the cursor is left where the player has put it since)."""
    known = _KNOWN.get(session)
    if known is not None and session.frame(None).version == known[0]:
        _put_up(app, session, text)


def _show(screen: Screen, session: TableView, text: str, action: Action) -> None:
    """Put the hint up, the cursor on its move where the screen can point at it."""
    point_at = getattr(screen, "point_at", None)
    if point_at is not None and point_at(action):
        text += " The cursor is on it."
    _put_up(screen.app, session, text)


def start(screen: Screen, session: TableView) -> None:
    """Ask for a hint; it shows as a notification when ready."""
    if session.frame(None).decision is None:
        screen.notify("The game is over.", title="Hint")
        return
    asked = session.frame(None).version  # the state the hint answers
    known = _KNOWN.get(session)
    if known is not None and known[0] == asked:
        _show(screen, session, known[1], known[2])  # worked out already: shown again at once
        return
    name = f"hint {asked}"
    if any(w.name == name and w.state in (WorkerState.PENDING, WorkerState.RUNNING) for w in screen.workers):
        return  # i pressed again: the hint for this decision is on its way
    screen.notify("Thinking…", title="Hint", timeout=2)

    think = session.hint_job(advise)  # its copy made here, on the app's thread

    def work() -> None:
        text, action = think()
        screen.app.call_from_thread(show, text, action)

    def show(text: str, action: Action) -> None:
        # Dropped if a move was made meanwhile: it would answer another question.
        if session.frame(None).version != asked or not screen.is_attached:
            return
        _KNOWN[session] = (asked, text, action)
        _show(screen, session, text, action)

    screen.run_worker(work, name, thread=True, exclusive=True, group="hint", exit_on_error=False)
