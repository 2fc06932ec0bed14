"""What a screen asks of the app, as Textual messages.

A screen posts one of these and the app, which owns the flow between
screens, carries it out: the screens never reach into the app's own
methods. Each message names the screen that asked, so the app can drop a
request that has gone stale by the time it arrives (a key pressed twice
asks twice; once the first request has moved on from that screen, the
second asks nothing).

This module imports no screen and no app, so any screen may post these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.message import Message

if TYPE_CHECKING:
    from pathlib import Path

    from textual.screen import Screen

    from ..table.autosave import Restored


class ScreenAsks(Message):
    """A request from `screen`, for the app."""

    def __init__(self, screen: Screen[Any]) -> None:
        super().__init__()
        self.screen = screen

    @property
    def control(self) -> Screen[Any]:
        """The screen that asked."""
        return self.screen


class NewGameAsked(ScreenAsks):
    """Set up a new game (after asking to leave the one in progress, if any)."""


class LearnAsked(ScreenAsks):
    """Open Learn to play, the guided first game (`restart`: from its beginning)."""

    def __init__(self, screen: Screen[Any], restart: bool = False) -> None:
        super().__init__(screen)
        self.restart = restart


class LoadGameAsked(ScreenAsks):
    """Show the saved games."""


class QuitAsked(ScreenAsks):
    """Quit Ragusa (after asking, if a game is in progress)."""


class PlaySaved(ScreenAsks):
    """Play a saved game on, from Resume or the Load screen."""

    def __init__(self, screen: Screen[Any], restored: Restored) -> None:
        super().__init__(screen)
        self.restored = restored


class JoinAsked(ScreenAsks):
    """Show the form that joins a table a server holds."""


class JoinTable(ScreenAsks):
    """Join the table at `url` with the seat's `key` (or a spectator's);
    `trust`: the certificate of a table this app hosts over TLS."""

    def __init__(self, screen: Screen[Any], url: str, key: str, trust: Path | None = None) -> None:
        super().__init__(screen)
        self.url = url
        self.key = key
        self.trust = trust


class StopHosting(ScreenAsks):
    """Stop the table this app hosts (it saves itself)."""
