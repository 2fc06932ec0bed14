"""The Footer of every screen, rebuilt only when the keys it shows change.

Textual's Footer builds all its key widgets again whenever a screen's
bindings may have changed: on every focus change and every refresh of the
bindings, which the game screen asks for after each action. Building and
styling a dozen widgets is a good share of a key's response time, and
almost always they would come out the same; this Footer compares first,
looks once at several changes that come together, and changes the words of
the keys it has, as a rule in the same frame as the rest of the screen.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from .sized import Steady, make_steady


COMPACT_BELOW = 116  # columns: a duel's map keys and the palette's need 115 spaced out


class KeysFooter(Footer):
    """A Footer that keeps its key widgets while the keys shown stay the same."""

    _shown: Hashable = None  # the keys drawn now, as `_keys` sees them
    _looking = False  # a look at the keys is planned, once this key's handling is done

    def _keys(self, screen: Screen[object]) -> Hashable:
        """Everything of the active bindings that the Footer's look depends on."""
        return (self.show_command_palette, self.compact, tuple(
            (binding.key, binding.key_display, binding.description, binding.action,
             binding.show, binding.group, enabled, tooltip)
            for _, binding, enabled, tooltip in screen.active_bindings.values()
            if binding.show or binding.action == "command_palette"))

    def on_resize(self) -> None:
        # Below this width the spaces between the keys are given up, and the
        # command palette's key (Help names it) leaves its room to the game's.
        compact = self.size.width < COMPACT_BELOW
        if (self.compact, self.show_command_palette) != (compact, not compact):
            self.compact = compact
            self.show_command_palette = not compact
            if self._bindings_ready:
                self.call_later(self._show_keys)  # the palette's key shown or hidden

    def compose(self) -> ComposeResult:
        if self._bindings_ready:
            self._shown = self._keys(self.screen)
        for widget in super().compose():
            if type(widget) is FooterKey and not widget.has_class("-command-palette"):
                make_steady(widget, SteadyKey)
                # Born as compact as the Footer it is bound to: a key is
                # otherwise styled twice more as it mounts (compact by
                # default, then not), a third of the start screen's styling.
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    def bindings_changed(self, screen: Screen[object]) -> None:
        # Several changes in a row (a choice made, the focus back on the
        # map) are looked at once, as soon as the key that made them is
        # handled: as a rule in time for the frame that shows the rest of
        # its effect (a focus given later brings one more look).
        self._bindings_ready = True
        if (self._looking or not screen.app.app_focus or not self.is_attached
                or screen is not self.screen):
            return
        self._looking = True
        self.call_later(self._show_keys)

    async def _show_keys(self) -> None:
        self._looking = False
        if not self.is_attached or self._keys(self.screen) == self._shown:
            return
        fresh = list(self.compose())  # the keys to show, not mounted
        shown = list(self.children)
        if not all(type(w) in (FooterKey, SteadyKey) for w in (*fresh, *shown)):
            await self.recompose()  # groups of keys: built anew
            return
        # The widgets already there take the new keys in turn: changing a
        # few words costs far less than removing, building and styling them.
        # Keys no longer wanted are hidden, kept for when there are more
        # again: mounting new ones would cost another frame or two. The
        # command palette's key (docked right, styled apart) stays itself.
        keys, palette = _split(shown)  # type: ignore[arg-type]
        new_keys, new_palette = _split(fresh)  # type: ignore[arg-type]
        await self._fill(keys, new_keys, palette[0] if palette else None)
        await self._fill(palette, new_palette, None)
        # Their new widths reach the screen now: left to each key's own turn,
        # they could miss the layout the screen is about to do and cost one
        # more layout and frame.
        for widget in (self, *shown):
            widget._check_refresh()

    async def _fill(self, keys: list[FooterKey], new_keys: list[FooterKey], before: FooterKey | None) -> None:
        """`keys` show `new_keys`: in turn, the spare ones hidden, any missing mounted."""
        for now, new in zip(keys, new_keys):
            _take_over(now, new)
            now.display = True
        for spare in keys[len(new_keys):]:
            spare.display = False
        if len(new_keys) > len(keys):
            await self.mount_all(new_keys[len(keys):], before=before)


class SteadyKey(Steady, FooterKey):
    """A key of the Footer that does not ask for the screen to be laid out
    a second time when its words change its width (see `Steady`)."""


def _split(keys: list[FooterKey]) -> tuple[list[FooterKey], list[FooterKey]]:
    """The keys of bindings, and the command palette's key (if shown)."""
    palette = [k for k in keys if k.has_class("-command-palette")]
    return [k for k in keys if k not in palette], palette


def _take_over(key: FooterKey, new: FooterKey) -> None:
    """`key` shows what `new` would show."""
    if (key.key, key.key_display, key.description, key.action, key._disabled,
            key.tooltip) == (new.key, new.key_display, new.description, new.action,
                             new._disabled, new.tooltip):
        return
    key.key, key.key_display, key.description = new.key, new.key_display, new.description
    key.action, key._disabled, key.tooltip = new.action, new._disabled, new.tooltip
    key.set_class(new._disabled, "-disabled")
    key.refresh(layout=True)
