"""Bringing a saved game back to the table from Resume or the Load screen,
including the case where another window is playing it right now."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ..catalogue import text
from ..errors import said
from ..safe_text import markup
from ..saves import SaveError
from ..storage.game_lock import GameInUse, GameLock

if TYPE_CHECKING:
    from pathlib import Path

    from textual.notifications import SeverityLevel

    from ..table.autosave import Restored
    from ..table.local import LocalTable
    from .screens.in_use import Choice


class Opener(Protocol):
    """The app, as bringing a saved game back needs it: the screens it opens
    and its notices (a protocol, so that the app may use this module without
    a cycle)."""

    def back_to_start(self) -> None: ...

    def open_game(self, session: LocalTable, save_path: Path | None = None,
                  lock: GameLock | None = None) -> None: ...

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any: ...

    def notify(self, message: str, *, title: str = ..., severity: SeverityLevel = ...,
               timeout: float | None = ...) -> None: ...


def play_saved(app: Opener, restored: Restored) -> None:
    """Play `restored` on: in its own autosave, locked, or (a copy or a file
    from elsewhere) in a new one. If another window holds the game, ask
    whether to watch it or play on in a copy; nothing is written meanwhile."""
    from .screens.in_use import InUseScreen

    lock = None
    if restored.own_file:
        try:
            lock = GameLock.acquire(restored.path)
        except GameInUse:
            app.push_screen(InUseScreen(restored.path.name),
                            callback=lambda choice: _in_use_chosen(app, restored, choice))
            return
    app.back_to_start()
    app.open_game(restored.session, restored.path if restored.own_file else None, lock)


def _in_use_chosen(app: Opener, restored: Restored, choice: Choice) -> None:
    if choice == "copy":
        app.back_to_start()
        app.open_game(restored.session, None)
    elif choice == "replay":
        from ..table.recording import Recording
        from .screens.replay import ReplayScreen

        try:
            recording = Recording.load(restored.path)
        except SaveError as exc:
            app.notify(markup(said(exc)), title=text("play.title.cannot_replay"), severity="error", timeout=10)
            return
        app.push_screen(ReplayScreen(recording))
