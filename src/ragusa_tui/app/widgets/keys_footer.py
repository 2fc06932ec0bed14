"""The Footer of every screen, rebuilt only when the keys it shows change.

Textual's Footer builds all its key widgets again whenever a screen's
bindings may have changed: on every focus change and every refresh of the
bindings, which the game screen asks for after each action. Building and
styling a dozen widgets is a good share of a key's response time, and
almost always they would come out the same; this Footer compares first,
and looks once at several changes that come together.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer


class KeysFooter(Footer):
    """A Footer that keeps its key widgets while the keys shown stay the same."""

    _shown: Hashable = None  # the keys drawn now, as `_keys` sees them
    _looking = False  # a look at the keys is planned for after the next refresh

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
        # Several changes in a row (a choice made, the focus back on the
        # map) are looked at once, after the next refresh.
        self._bindings_ready = True
        if (self._looking or not screen.app.app_focus or not self.is_attached
                or screen is not self.screen):
            return
        self._looking = True
        self.call_after_refresh(self._show_keys)

    async def _show_keys(self) -> None:
        self._looking = False
        if self.is_attached and self._keys(self.screen) != self._shown:
            await self.recompose()
