"""The Footer of every screen, rebuilt only when the keys it shows change.

Textual's Footer builds all its key widgets again whenever a screen's
bindings may have changed: on every focus change and every refresh of the
bindings, which the game screen asks for after each action. Building and
styling a dozen widgets is a good share of a key's response time, and
almost always they would come out the same; this Footer compares first,
looks once at several changes that come together, and changes the words of
the keys it has, as a rule in the same frame as the rest of the screen.

The key widgets are this module's own, drawn and styled as Textual's
Footer draws its own (which Textual does not export): named as Textual's
are, they take the Footer's CSS, which styles its keys by type name.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable
from itertools import groupby
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import HorizontalGroup
from textual.reactive import reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Label

from ...catalogue import ENTRIES, language, text
from .sized import Steady


COMPACT_BELOW = 116  # columns: a duel's map keys and the palette's need 115 spaced out

# Textual's own bindings the Footer shows, by their English: the command
# palette's key (its word and tooltip) and its Esc.
TEXTUALS = {"palette": "key.palette", "Open the command palette": "key.palette_tooltip",
            "Exit the command palette": "key.palette_exit"}


def described(description: str) -> str:
    """A key's words in the language spoken: a binding's description is a
    catalogue code ("key.hint", or a word: "word.hex.winery"); Textual's own bindings keep their English,
    looked up in `TEXTUALS`; anything else is shown as it is."""
    if description.startswith(("key.", "word.")) and description in ENTRIES:
        return text(description)
    code = TEXTUALS.get(description)
    return text(code) if code is not None else description


class FooterKey(Widget):
    """A key of the Footer: its key and what it does, dimmed when its action
    is not possible now. Drawn, styled and clicked as Textual's Footer key."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "footer-key--key",
        "footer-key--description",
    }

    DEFAULT_CSS = """
    FooterKey {
        width: auto;
        height: 1;
        text-wrap: nowrap;
        background: $footer-item-background;
        .footer-key--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
            padding: 0 1;
        }

        .footer-key--description {
            padding: 0 1 0 0;
            color: $footer-description-foreground;
            background: $footer-description-background;
        }

        &:hover {
            pointer: pointer;
            color: $footer-key-foreground;
            background: $block-hover-background;
        }

        &.-disabled {
            text-style: dim;
        }

        &.-compact {
            .footer-key--key {
                padding: 0;
            }
            .footer-key--description {
                padding: 0 0 0 1;
            }
        }
    }
    """

    compact = reactive(True)
    """Drawn without the spaces around its key and words."""

    def __init__(self, key: str, key_display: str, description: str, action: str,
                 disabled: bool = False, tooltip: str = "", classes: str = "") -> None:
        self.key = key
        self.key_display = key_display
        self.description = described(description)
        self.action = action
        self.greyed = disabled  # its action is not possible now: dimmed, a click only rings the bell
        if disabled:
            classes += " -disabled"
        super().__init__(classes=classes)
        self.set_reactive(Widget.shrink, False)
        if tooltip:
            self.tooltip = described(tooltip)

    def render(self) -> Text:
        key_style = self.get_component_rich_style("footer-key--key")
        description_style = self.get_component_rich_style("footer-key--description")
        key_padding = self.get_component_styles("footer-key--key").padding
        description_padding = self.get_component_styles("footer-key--description").padding
        if self.description:
            label = Text.assemble(
                (" " * key_padding.left + self.key_display + " " * key_padding.right, key_style),
                (" " * description_padding.left + self.description + " " * description_padding.right,
                 description_style),
            )
        else:
            label = Text.assemble((self.key_display, key_style))
        label.stylize_before(self.rich_style)
        return label

    def on_mouse_down(self) -> None:
        if self.greyed:
            self.app.bell()
        else:
            self.app.simulate_key(self.key)

    def watch_compact(self, compact: bool) -> None:
        self.set_class(compact, "-compact")


class KeyGroup(HorizontalGroup):
    """The keys of one group of bindings, side by side (as Textual's Footer groups them)."""

    DEFAULT_CSS = """
    KeyGroup {
        width: auto;
    }
    """


class FooterLabel(Label):
    """What a group of keys does (as Textual's Footer names a group)."""


class KeysFooter(Footer):
    """A Footer that keeps its key widgets while the keys shown stay the same."""

    _shown: Hashable = None  # the keys drawn now, as `_keys` sees them
    _looking = False  # a look at the keys is planned, once this key's handling is done
    _keys_ready = False  # the screen's bindings are known: the keys can be shown

    def _keys(self, screen: Screen[object]) -> Hashable:
        """Everything of the active bindings that the Footer's look depends on."""
        return (self.show_command_palette, self.compact, language().code, tuple(
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
            if self._keys_ready:
                self.call_later(self._show_keys)  # the palette's key shown or hidden

    def compose(self) -> ComposeResult:
        # What Textual's Footer composes, with this module's keys: a key of
        # its own (not grouped, not the command palette's) is steady.
        if not self._keys_ready:
            return
        screen = self.screen
        self._shown = self._keys(screen)
        active = screen.active_bindings
        by_action: defaultdict[str, list[tuple[Binding, bool, str]]] = defaultdict(list)
        for _, binding, enabled, tooltip in active.values():
            if binding.show:
                by_action[binding.action].append((binding, enabled, tooltip))
        self.styles.grid_size_columns = len(by_action)
        for group, same_group in groupby(by_action.values(), lambda bindings: bindings[0][0].group):
            actions = list(same_group)
            if group is not None and len(actions) > 1:
                keys = []
                for binding, enabled, tooltip in (bindings[0] for bindings in actions):
                    keys.append(FooterKey(
                        binding.key, self.app.get_key_display(binding), "", binding.action,
                        disabled=not enabled, tooltip=tooltip or binding.description,
                        classes="-grouped").data_bind(compact=Footer.compact))
                yield KeyGroup(*keys, classes="-compact" if group.compact else "")
                yield FooterLabel(described(group.description))
                continue
            for binding, enabled, tooltip in (bindings[0] for bindings in actions):
                key = SteadyKey(binding.key, self.app.get_key_display(binding), binding.description,
                                binding.action, disabled=not enabled, tooltip=tooltip)
                # Born as compact as the Footer it is bound to: a key is
                # otherwise styled twice more as it mounts (compact by
                # default, then not), a third of the start screen's styling.
                key.set_reactive(FooterKey.compact, self.compact)
                key.set_class(self.compact, "-compact", update=False)
                yield key.data_bind(compact=Footer.compact)
        if self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE:
            try:
                _, binding, enabled, tooltip = active[self.app.COMMAND_PALETTE_BINDING]
            except KeyError:
                pass
            else:
                yield FooterKey(binding.key, self.app.get_key_display(binding), binding.description,
                                binding.action, classes="-command-palette", disabled=not enabled,
                                tooltip=binding.tooltip or binding.description)

    def bindings_changed(self, screen: Screen[object]) -> None:
        # Several changes in a row (a choice made, the focus back on the
        # map) are looked at once, as soon as the key that made them is
        # handled: as a rule in time for the frame that shows the rest of
        # its effect (a focus given later brings one more look).
        self._keys_ready = True
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
        # more layout and frame. A widget acts on the layout it asked for
        # when it is idle; each is handed the Idle event Textual would hand
        # it once its queue is empty, now.
        for widget in (self, *shown):
            await widget.on_event(events.Idle())

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
    if (key.key, key.key_display, key.description, key.action, key.greyed,
            key.tooltip) == (new.key, new.key_display, new.description, new.action,
                             new.greyed, new.tooltip):
        return
    key.key, key.key_display, key.description = new.key, new.key_display, new.description
    key.action, key.greyed, key.tooltip = new.action, new.greyed, new.tooltip
    key.set_class(new.greyed, "-disabled")
    key.refresh(layout=True)
