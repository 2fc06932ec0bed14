"""The Footer of every screen, rebuilt only when the keys it shows change.

Textual's Footer builds all its key widgets again whenever a screen's
bindings may have changed: on every focus change and every refresh of the
bindings, which the game screen asks for after each action. Building and
styling a dozen widgets is a good share of a key's response time, and
almost always they would come out the same; this Footer compares first.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer


class KeysFooter(Footer):
    """A Footer that keeps its key widgets while the keys shown stay the same."""

    _shown: Hashable = None  # the keys drawn now, as `_keys` sees them

    def _keys(self, screen: Screen[object]) -> Hashable:
        """Everything of the active bindings that the Footer's look depends on."""
        return (self.show_command_palette, self.compact, tuple(
            (binding.key, binding.key_display, binding.description, binding.action,
             binding.show, binding.group, enabled, tooltip)
            for _, binding, enabled, tooltip in screen.active_bindings.values()
            if binding.show or binding.action == "command_palette"))

    def compose(self) -> ComposeResult:
        if self._bindings_ready:
            self._shown = self._keys(self.screen)
        yield from super().compose()

    def bindings_changed(self, screen: Screen[object]) -> None:
        if (self._bindings_ready and self.is_attached and screen is self.screen
                and screen.app.app_focus and self._keys(screen) == self._shown):
            return
        super().bindings_changed(screen)
