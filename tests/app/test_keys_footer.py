"""The Footer keeps its key widgets while the keys shown stay the same, and
shows the new keys (greyed out, fewer, more) as soon as they change."""

from __future__ import annotations

import asyncio
from typing import ClassVar

from support.waiting import until
from textual.app import App, ComposeResult
from textual.binding import BindingType
from textual.pilot import Pilot
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


def test_new_words_reach_the_screen_with_the_footer_s_change_not_a_turn_later() -> None:
    """A key whose words change asks the screen for a layout at once: left to
    the key's own turn, the request could miss the layout the screen is about
    to do and cost one more, a frame later."""
    from textual import messages

    async def run() -> None:
        app = Keys()
        async with app.run_test() as pilot:
            await pilot.pause()
            footer = app.screen.query_one(KeysFooter)
            show_keys = footer._show_keys
            seen: list[tuple[bool, bool]] = []

            async def watched() -> None:
                await show_keys()
                queued = {m.widget for m in list(app.screen._message_queue.values)
                          if isinstance(m, messages.Layout)}
                key = _shown(app)[0]
                seen.append((key._layout_required, key in queued or footer in queued))

            footer._show_keys = watched  # type: ignore[method-assign]
            app.asking = "greyed"  # the first key's words change
            app.refresh_bindings()
            await pilot.pause()
            await pilot.pause()
            assert seen == [(False, True)]  # asked already, not waiting for its turn
            assert [k.has_class("-disabled") for k in _shown(app)][:2] == [True, False]

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



def _compact(app: App[None]) -> list[bool]:
    return [k.has_class("-compact") for k in _shown(app) if not k.has_class("-command-palette")]


async def _resized(pilot: Pilot[None], width: int) -> None:
    """Resize the terminal and wait for the Footer to be laid out anew."""
    await pilot.resize_terminal(width, 10)
    await until(pilot, lambda: pilot.app.screen.query_one(KeysFooter).size.width == width, "the Footer's new width")
    await pilot.pause()


def test_keys_are_as_compact_as_the_footer_from_the_start_and_after_a_resize() -> None:
    async def run() -> None:
        app = Keys()
        app.asking = "hidden"
        async with app.run_test(size=(100, 10)) as pilot:  # narrow: compact
            await pilot.pause()
            assert _compact(app) == [True]
            app.asking = "yes"  # a key mounted now takes the Footer's look too
            app.refresh_bindings()
            await pilot.pause()
            await pilot.pause()
            assert _compact(app) == [True, True]
            narrow = _text(app)
            assert "palette" not in narrow  # its room goes to the game's keys
            await _resized(pilot, 130)
            assert _compact(app) == [False, False]
            assert len(_text(app).rstrip()) > len(narrow.rstrip())  # spaced out again
            assert "^p palette" in _text(app)
            await _resized(pilot, 100)
            assert _compact(app) == [True, True]
            assert _text(app) == narrow

    asyncio.run(run())
