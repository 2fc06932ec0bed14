"""Screens that close at most once.

Two keys in quick succession can both ask a screen to close; the second
request would pop whatever screen is on top by then, the game screen
itself. A screen with this mixin ignores every request but the first, and
any request while it is not the screen on top.
"""

from __future__ import annotations

from typing import Any

from textual.await_complete import AwaitComplete


class DismissOnce:
    """Mixin for `Screen` subclasses (put it first among the bases)."""

    _dismiss_asked = False

    def dismiss(self, result: Any = None) -> AwaitComplete:
        if self._dismiss_asked or self.app.screen is not self:  # type: ignore[attr-defined]
            return AwaitComplete.nothing()
        self._dismiss_asked = True
        return super().dismiss(result)  # type: ignore[misc]
