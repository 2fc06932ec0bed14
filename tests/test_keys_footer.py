"""The Footer keeps its key widgets while the keys shown stay the same, and
shows the new keys as soon as they change."""

from __future__ import annotations

import asyncio
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import BindingType
from textual.widgets import Static
from textual.widgets._footer import FooterKey

from ragusa_tui.app.widgets.keys_footer import KeysFooter


class Keys(App[None]):
    BINDINGS: ClassVar[list[BindingType]] = [("a", "ask", "Ask"), ("b", "bell", "Bell")]

    def __init__(self) -> None:
        super().__init__()
        self.asking = True

    def compose(self) -> ComposeResult:
        yield Static("board")
        yield KeysFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return (self.asking or None) if action == "ask" else True

    def action_ask(self) -> None:
        """Nothing: only its place in the Footer matters here."""


def _shown(app: App[None]) -> list[FooterKey]:
    return list(app.screen.query(FooterKey))


def test_footer_rebuilt_only_when_its_keys_change() -> None:
    async def run() -> None:
        app = Keys()
        async with app.run_test() as pilot:
            await pilot.pause()
            before = _shown(app)
            assert [k.description for k in before][:2] == ["Ask", "Bell"]
            app.refresh_bindings()  # nothing the Footer shows has changed
            await pilot.pause()
            await pilot.pause()
            assert _shown(app) == before  # the very same widgets

            app.asking = False  # "Ask" is now shown greyed out
            app.refresh_bindings()
            await pilot.pause()
            await pilot.pause()
            after = _shown(app)
            assert after != before
            assert [k.has_class("-disabled") for k in after][:2] == [True, False]

    asyncio.run(run())
