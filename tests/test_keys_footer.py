"""The Footer keeps its key widgets while the keys shown stay the same, and
shows the new keys (greyed out, fewer, more) as soon as they change."""

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
        self.asking = "yes"

    def compose(self) -> ComposeResult:
        yield Static("board")
        yield KeysFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "ask":
            return {"yes": True, "greyed": None, "hidden": False}[self.asking]
        return True

    def action_ask(self) -> None:
        """Nothing: only its place in the Footer matters here."""


def _shown(app: App[None]) -> list[FooterKey]:
    return [k for k in app.screen.query(FooterKey) if k.display]


def _text(app: App[None]) -> str:
    return "".join(s.text for s in app.screen._compositor.render_strips()[-1])


def test_footer_shows_new_keys_and_keeps_unchanged_ones() -> None:
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

            app.asking = "greyed"  # "Ask" is now shown greyed out
            app.refresh_bindings()
            await pilot.pause()
            await pilot.pause()
            assert [k.has_class("-disabled") for k in _shown(app)][:2] == [True, False]
            assert "Ask" in _text(app)

            app.asking = "hidden"  # one key fewer
            app.refresh_bindings()
            await pilot.pause()
            await pilot.pause()
            assert [k.description for k in _shown(app)][0] == "Bell"
            assert len(_shown(app)) == len(before) - 1 and "Ask" not in _text(app)

            app.asking = "yes"
            app.refresh_bindings()
            await pilot.pause()
            await pilot.pause()
            assert [k.description for k in _shown(app)] == [k.description for k in before]
            assert "Ask" in _text(app) and not _shown(app)[0].has_class("-disabled")
            assert _shown(app) == before  # the key hidden a moment ago is shown again

    asyncio.run(run())


class Styled(Keys):
    CSS = "SteadyKey { background: red; }"


def test_the_footers_keys_are_styled_by_their_own_type() -> None:
    async def run() -> None:
        app = Styled()
        async with app.run_test() as pilot:
            await pilot.pause()
            keys = [k for k in _shown(app) if not k.has_class("-command-palette")]
            assert keys and all(k.styles.background.rgb == (255, 0, 0) for k in keys)

    asyncio.run(run())

