"""The Footer's own key widgets look as Textual's Footer draws its keys:
the same screen, cell for cell, wide and narrow, with a key greyed out and
a group of keys."""

from __future__ import annotations

import asyncio
from typing import ClassVar

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Static

from ragusa_tui.app.widgets.keys_footer import COMPACT_BELOW, KeysFooter

MOVES = Binding.Group("Move", compact=True)


class Keys(App[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "ask", "Ask"),
        Binding("b", "bell", "Bell"),
        Binding("n", "never", "Never"),  # greyed out: not possible now
        Binding("left", "left", "Left", group=MOVES),
        Binding("right", "right", "Right", group=MOVES),
        Binding("h", "help", "Help", key_display="?"),
    ]

    def __init__(self, ours: bool, width: int) -> None:
        super().__init__()
        self.ours, self.width = ours, width

    def compose(self) -> ComposeResult:
        yield Static("board")
        if self.ours:
            yield KeysFooter()
        else:
            narrow = self.width < COMPACT_BELOW
            yield Footer(compact=narrow, show_command_palette=not narrow)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return None if action == "never" else True


def _screen(ours: bool, width: int) -> str:
    async def run() -> str:
        app = Keys(ours, width)
        async with app.run_test(size=(width, 6)) as pilot:
            for _ in range(4):
                await pilot.pause()
            return app.export_screenshot()

    return asyncio.run(run())


@pytest.mark.parametrize("width", [100, 130])
def test_the_keys_look_as_textual_draws_them(width: int) -> None:
    assert _screen(True, width) == _screen(False, width)
