"""The hand-over: covers the whole board so the next player's secrets (and
the last player's) are never on screen while the keyboard changes hands.
What happened since the player's last decision is told there whole: in a
box of its own that ↑ ↓ and PgUp PgDn scroll when it is longer than the
screen has room for (Enter stays the screen's own key)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Static

from ...catalogue import text
from ...safe_text import markup
from ...table import look
from ..widgets.keys_footer import KeysFooter
from ..widgets.phrases import assembled
from ..once import DismissOnce


TAKE_BACK = "take back"  # the screen's answer when the previous player takes back their move


class _MouseButton(Button, can_focus=False):
    """A button for the mouse only, so Enter always means the screen's own binding."""


class _News(VerticalScroll, can_focus=False):
    """What happened since the player's last decision: scrolled by the screen's keys, or the wheel."""


class HandOverScreen(DismissOnce, Screen[str | None]):
    """`Pass the keyboard to Blue — press Enter`. Returns `TAKE_BACK` if the
    previous player takes back their move instead."""

    CSS_PATH = "handover.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "key.i_am_here_show_my_screen", key_display="Enter"),
        Binding("ctrl+z,u", "take_back", "key.take_back", key_display="u"),
        Binding("down,j", "read(1)", "key.read_on", key_display="↑↓"),
        Binding("up,k", "read(-1)", "key.read_on", show=False),
        Binding("pagedown", "read_page(1)", "key.read_on", show=False),
        Binding("pageup", "read_page(-1)", "key.read_on", show=False),
    ]
    AUTO_FOCUS = None  # the buttons are for the mouse: Enter and u are the screen's own keys

    def __init__(self, name: str, colour: look.PlayerColour, why: str,
                 take_back: str | None = None, news: Sequence[str] = ()) -> None:
        """`news`: what happened since the player's last decision, a line each."""
        super().__init__()
        self.player_name = name
        self.colour = colour
        self.why = why
        self.take_back = take_back  # the previous player, offered to take back their move
        self.news = tuple(news)

    def compose(self) -> ComposeResult:
        c = self.colour
        with Vertical(id="handover-box", classes="-take-back" if self.take_back is not None else ""):
            yield Static(assembled("menu.handover.title", {"player": c.badge(self.player_name)}),
                         id="handover-title")
            yield Static(Text(self.why), id="handover-why")
            if self.news:
                with _News(id="handover-news"):
                    yield Static(Text(text("play.news.since", player=self.player_name), "bold"))
                    yield Static(Text("\n".join(f"· {line}" for line in self.news)), id="handover-news-lines")
            yield Static(text("menu.handover.note", player=self.player_name), id="handover-note")
            with Center():
                yield _MouseButton(text("menu.handover.ready", player=self.player_name), id="ready",
                                   variant="primary")
            if self.take_back is not None:
                with Center():
                    yield _MouseButton(text("menu.handover.take_back", player=markup(self.take_back)),
                                       id="take-back")
        yield KeysFooter()

    def on_resize(self) -> None:
        self.call_after_refresh(self.refresh_bindings)  # whether the news needs scrolling at this size

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("read", "read_page"):  # only when the news is longer than its box
            news = self.query(_News)
            return bool(news) and news.first().max_scroll_y > 0
        return action != "take_back" or self.take_back is not None

    def action_read(self, lines: int) -> None:
        self.query_one(_News).scroll_relative(y=lines, animate=False, immediate=True)

    def action_read_page(self, direction: int) -> None:
        news = self.query_one(_News)
        news.scroll_relative(y=direction * max(1, news.scrollable_content_region.height - 1), animate=False,
                             immediate=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "take-back":
            self.action_take_back()
        else:
            self.action_ready()

    def game_commands(self) -> Iterable[SystemCommand]:
        """The hand-over's keys, for the command palette."""
        yield SystemCommand(text("menu.handover.command.ready"), text("menu.handover.command.ready_help"),
                            self.action_ready)
        if self.take_back is not None:
            # (Help texts are read as markup: no player's name in them.)
            yield SystemCommand(text("menu.handover.command.take_back"),
                                text("menu.handover.command.take_back_help"), self.action_take_back)

    def action_ready(self) -> None:
        self.dismiss(None)

    def action_take_back(self) -> None:
        """The previous player takes back their move before the keyboard changes hands."""
        if self.take_back is not None:
            self.dismiss(TAKE_BACK)
