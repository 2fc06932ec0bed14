"""Partial redraws: the map redraws only the rows that changed, and the
panels skip the screen's layout pass when their height stays. After cursor
moves, houses, towers, walls and the bots' moves, every row the map keeps
equals a fresh drawing, and a full layout pass moves no widget."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from test_app_support import Table, session_until, setup
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.setup import GameSetup
from ragusa_tui.app.widgets.board_map import BoardMap


def rows(board_map: BoardMap) -> list[list[tuple[str, Any]]]:
    assert board_map._lines is not None
    return [[(seg.text, seg.style) for seg in strip] for strip in board_map._lines]


def fresh(board_map: BoardMap) -> list[list[tuple[str, Any]]]:
    lay = board_map.layout_now
    return [[(seg.text, seg.style) for seg in board_map._render_row(lay, row)]
            for row in range(lay.height)]


def regions(screen: GameScreen) -> dict[str, Any]:
    return {w.id: w.region for w in screen.query("*") if w.id}


async def check_layout(pilot: Pilot[Any], screen: GameScreen) -> None:
    """A full layout pass now changes nothing: no height went stale."""
    kept = regions(screen)
    screen.refresh(layout=True)
    await pilot.pause()
    assert regions(screen) == kept


def check_moves(app: RagusaApp, moves: int, seed: int) -> None:
    rng = random.Random(seed)

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            board_map = screen.query_one(BoardMap)
            table = Table()
            for _ in range(moves):
                game = screen.session.game
                if game.is_over:
                    break
                await pilot.press(rng.choice(["up", "down", "left", "right", "tab"]))
                assert rows(board_map) == fresh(board_map)
                d = game.pending
                assert d is not None
                action = table.choose(game)
                screen.act(action)
                table.note(action, d.kind)
                await pilot.pause()
                if screen.bots.running:
                    await pilot.press("space")
                    assert rows(board_map) == fresh(board_map)
                    await pilot.press("escape")
                while app.screen is not screen:
                    app.pop_screen()
                    screen.busy = False
                    await pilot.pause()
                assert rows(board_map) == fresh(board_map), (action, board_map.mode)
                await check_layout(pilot, screen)

    asyncio.run(run())


def test_rows_kept_equal_a_fresh_drawing_in_a_hot_seat_game() -> None:
    walls = session_until(4, lambda s: s.game.pending is not None and s.game.pending.kind == "wall")
    check_moves(RagusaApp(session=walls), 8, 1)


def test_rows_kept_equal_a_fresh_drawing_while_the_bots_play() -> None:
    check_moves(RagusaApp(setup=GameSetup(("Ann",), ("Red",), 5, False, "solo", (), 60.0)), 4, 2)


def test_a_fresh_game_draws_every_row() -> None:
    app = RagusaApp(setup=setup(3, handover=False))

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            board_map = next(s for s in app.screen_stack if isinstance(s, GameScreen)).query_one(BoardMap)
            assert rows(board_map) == fresh(board_map)

    asyncio.run(run())


def test_a_sized_text_is_laid_out_again_only_when_its_height_changes() -> None:
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    from ragusa_tui.app.widgets.sized import show_sized

    class Two(App[None]):
        CSS = "#info { height: auto; min-height: 1; max-height: 3; } #below { height: 1; }"

        def compose(self) -> ComposeResult:
            yield Static("one line", id="info")
            yield Static("below", id="below")

    app = Two()

    async def run() -> None:
        async with app.run_test(size=(40, 10)) as pilot:
            await pilot.pause()
            info, below = app.query_one("#info", Static), app.query_one("#below", Static)
            heights = []
            for text in ("another line", "a\nb", "a\nb\nc\nd\ne", "x\ny", "one"):
                show_sized(info, text)
                await pilot.pause()
                heights.append((info.size.height, below.region.y))
            assert heights == [(1, 1), (2, 2), (3, 3), (2, 2), (1, 1)]

    asyncio.run(run())


def test_a_layout_leaves_the_text_under_the_map_the_log_and_the_footer_settled() -> None:
    """The text under the map changes height with the spot shown; the log
    below it changes height with it, and the Footer's keys change their
    words after most decisions. The layout that sizes them has placed them:
    none of them asks for another layout (a frame later) once it is done."""
    from textual import messages
    from textual.screen import Screen
    from textual.widgets import OptionList

    app = RagusaApp(setup=setup(7, handover=False))
    asking: list[str] = []
    heights: set[int] = set()
    lay_out = Screen._refresh_layout

    def watched(screen: Screen[Any], *args: Any, **kwargs: Any) -> None:
        lay_out(screen, *args, **kwargs)
        if not isinstance(screen, GameScreen):
            return
        footer = screen.query_one("KeysFooter")
        log = screen.query_one("#log")
        settled = [screen.query_one("#spot-info"), log, log.vertical_scrollbar, footer, *footer.children]
        queued = {m.widget for m in list(screen._message_queue.values)
                  if isinstance(m, messages.Layout)}
        asking.extend(f"{type(w).__name__}#{w.id}" for w in settled if w._layout_required or w in queued)
        heights.add(screen.query_one("#spot-info").size.height)

    async def run() -> None:
        rng = random.Random(1)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            Screen._refresh_layout = watched  # type: ignore[method-assign]
            try:
                for _ in range(20):
                    if screen.panel.asking and screen.panel.prompt is not None:
                        options = [i for i, o in enumerate(screen.panel.prompt.options) if o.action]
                        screen.panel.query_one(OptionList).highlighted = rng.choice(options)
                    else:
                        board_map = screen.query_one(BoardMap)
                        assert board_map.view is not None
                        board_map.put_cursor(rng.choice(sorted(board_map.view.candidates)))
                    await pilot.pause()
                    await pilot.press("enter")
            finally:
                Screen._refresh_layout = lay_out  # type: ignore[method-assign]
            await check_layout(pilot, screen)

    asyncio.run(run())
    assert len(heights) > 1  # the text under the map did change height
    assert asking == []
