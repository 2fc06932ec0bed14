"""Once the screen settles, every side panel is as tall as its text and the
log shows its last line, whatever order the panels were filled and laid
out in (a panel filled while a layout was pending once kept its old height,
and the log lost its last line when the panels above it grew)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from support.app_table import asking, game_screen, screen_text, session_at, setup, solo_session
from support.waiting import until
from textual.widgets import Static

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.widgets.decision_panel import ChoiceList
from ragusa_tui.app.widgets.cards import CardsPanel
from ragusa_tui.app.widgets.event_log import EventLog
from ragusa_tui.app.widgets.harbour import HarbourPanel
from ragusa_tui.app.widgets.player_mats import PlayerMats
from ragusa_tui.engine import Action
from ragusa_tui.engine.board import FISH, SEA
from ragusa_tui.table.local import LocalTable


def _settled(session: LocalTable, size: tuple[int, int]) -> dict[str, Any]:
    async def run() -> dict[str, Any]:
        app = RagusaApp(session=session)
        async with app.run_test(size=size) as pilot:
            for _ in range(4):
                await pilot.pause()
            screen = game_screen(app)
            out: dict[str, Any] = {}
            for kind in (CardsPanel, PlayerMats, HarbourPanel):
                panel: Static = screen.query_one(kind)
                needed = panel.get_content_height(panel.size, screen.size, panel.content_region.width)
                out[kind.__name__] = (panel.size.height - panel.gutter.height, needed)
            log = screen.query_one(EventLog)
            out["log"] = (round(log.scroll_y), log.max_scroll_y)
            return out

    return asyncio.run(run())


def test_the_panels_fit_their_text_at_100x30() -> None:
    shown = _settled(solo_session(12), (100, 30))
    for name in ("CardsPanel", "PlayerMats", "HarbourPanel"):
        height, needed = shown[name]
        assert height == needed, name
    scroll, end = shown["log"]
    assert scroll == end


def test_the_log_shows_its_last_line_when_a_wall_is_asked() -> None:
    shown = _settled(session_at(4, "wall"), (120, 40))
    scroll, end = shown["log"]
    assert scroll == end > 0


def _bo_on_spot_65() -> LocalTable:
    """Standard, Ann, Bo and Cy, seed 0 played at random until Bo, with 1
    Fish, may build on spot 65 (Oil Press, Sea, Wharf); Bo builds there and
    takes the Sea first: 2 Fish, and Stone and Silver Ore out of reach, so
    the fish exchange's last options carry a note and the longest wraps."""
    session = LocalTable(setup(0, handover=False))
    pick = random.Random(0)
    while True:
        game = session.game
        d = game.pending
        assert d is not None, "the game ended first"
        if d.kind == "place" and d.player == 1 and game.res[1][FISH] == 1 and Action("place", 65) in \
                game.legal_actions():
            break
        session.apply(str(pick.choice(game.legal_actions())))
    session.apply("place 65")
    session.apply(f"hex {next(h for h in session.game.remaining if session.board.hex_kind[h] == SEA)}")
    return session


def _options_shown(size: tuple[int, int], key: str) -> dict[str, Any]:
    """The dialog's option list once settled after `key` is pressed in the
    order dialog of Bo's house: its height, the lines its options need at
    its width and the lines it has drawn, how far it can scroll, and the
    screen's text."""
    session = _bo_on_spot_65()

    async def run() -> dict[str, Any]:
        app = RagusaApp(session=session)
        async with app.run_test(size=size) as pilot:
            await until(pilot, lambda: asking(app) is not None, "the order dialog")
            await pilot.press(key)
            if key != "f":
                await pilot.press("enter")
            await until(pilot, lambda: (panel := asking(app)) is not None and panel.prompt is not None
                        and panel.prompt.options[0].action == Action("exchange", "wood"), "the fish exchange")
            for _ in range(4):
                await pilot.pause()
            panel = asking(app)
            assert panel is not None and panel.prompt is not None
            options = panel.query_one(ChoiceList)
            width = options.scrollable_content_region.width
            return {"height": options.content_region.height, "width": width,
                    "needed": options.get_content_height(options.size, app.size, width),
                    "drawn": options.virtual_size.height,
                    "count": len(panel.prompt.options), "scroll": options.max_scroll_y,
                    "scrollbar": options.show_vertical_scrollbar, "text": screen_text(app)}

    return asyncio.run(run())


@pytest.mark.parametrize("size", [(120, 40), (100, 30)], ids=["120x40", "100x30"])
@pytest.mark.parametrize("key", ["f", "1"], ids=["f-key", "oil-press-first"])
def test_a_fish_exchange_shows_every_option_without_scrolling(size: tuple[int, int], key: str) -> None:
    """The f key's exchange, or the one asked before the Oil Press acts,
    after the order dialog: a row for every line of every option, and
    nothing to scroll (a dialog must never hide an option)."""
    shown = _options_shown(size, key)
    assert shown["count"] == (5 if key == "f" else 6)
    assert shown["height"] == shown["drawn"] == shown["needed"] >= shown["count"], shown
    assert shown["scroll"] == 0 and not shown["scrollbar"], shown
    for n in range(1, shown["count"] + 1):
        assert f" {n}  " in shown["text"], n
    assert "needs 4 Fish)" in shown["text"]
