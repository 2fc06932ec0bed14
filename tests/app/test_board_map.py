"""Partial redraws: the map redraws only the rows that changed, and the
panels skip the screen's layout pass when their height stays. After cursor
moves, houses, towers, walls and the bots' moves, every row the map keeps
equals a fresh drawing, and a full layout pass moves no widget."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from rich.cells import cell_len
from support.app_table import Table, session_until, setup
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.widgets.board_map import BoardMap
from ragusa_tui.engine import Action
from ragusa_tui.table.setup import GameSetup


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
                screen.act(Action.parse(action))
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


class Painted:
    """The terminal as the app's frames have painted it, cell by cell."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], tuple[str, Any]] = {}

    def paint(self, update: Any, console: Any) -> int:
        """Paint a frame; the number of cells it changed."""
        from rich.segment import ControlType

        changed = 0
        x = y = 0
        for segment in update.__rich_console__(console, console.options):
            if segment.control:
                for code in segment.control:
                    if code[0] == ControlType.CURSOR_MOVE_TO:
                        x, y = code[1], code[2]
            elif segment.text == "\n":
                x, y = 0, y + 1
            else:
                for char in segment.text:
                    changed += self.cells.get((x, y)) != (char, segment.style)
                    self.cells[x, y] = (char, segment.style)
                    x += cell_len(char)
        return changed

    def differs_from(self, screen: GameScreen) -> list[tuple[int, int]]:
        """The cells where a fresh redraw of the whole screen (every widget
        drawn anew, none from what it kept) would show something else."""
        for widget in screen.walk_children(with_self=True):
            widget._set_dirty()
        wrong = []
        for y, strip in enumerate(screen._compositor.render_strips()):
            x = 0
            for segment in strip:
                for char in segment.text:
                    if self.cells.get((x, y)) != (char, segment.style):
                        wrong.append((x, y))
                    x += cell_len(char)
        return wrong


def test_a_layout_leaves_the_text_under_the_map_the_log_and_the_footer_settled() -> None:
    """The text under the map changes height with the spot shown; the log
    below it changes height with it, the side panels with the cards and
    ships, and the Footer's keys change their words after most decisions.
    The layout that sizes them has placed and
    drawn them: none of them asks for another layout once it is done (the
    Footer's keys asking in time is tested with the Footer), nor the log for
    a repaint (each a frame later); no dialog choice draws a frame that changes
    nothing (the focus going back to the map redrew the whole screen), and
    the terminal shows what a redraw of the whole screen would."""
    from textual import messages
    from textual.screen import Screen
    from textual.widgets import OptionList

    class Watched(RagusaApp):
        def _display(self, screen: Any, renderable: Any) -> None:
            if renderable is not None:
                frames.append(painted.paint(renderable, self.console))
            super()._display(screen, renderable)

    painted = Painted()
    frames: list[int] = []  # the cells each frame changed
    by_choices: list[list[int]] = []  # the frames each dialog choice drew
    app = Watched(setup=setup(7, handover=False))
    asking: list[str] = []
    heights: set[int] = set()
    lay_out = Screen._refresh_layout

    def watched(screen: Screen[Any], *args: Any, **kwargs: Any) -> None:
        log = screen.query_one("#log") if isinstance(screen, GameScreen) else None
        log_size = log.size if log is not None else None
        lay_out(screen, *args, **kwargs)
        if log is None:
            return
        footer = screen.query_one("KeysFooter")
        side = [screen.query_one(f"#{name}") for name in ("mats", "cards", "harbour", "market")]
        settled = [screen.query_one("#spot-info"), log, log.vertical_scrollbar, *side, footer, *footer.children]
        queued = [m for m in list(screen._message_queue.values)]
        laid_out = {m.widget for m in queued if isinstance(m, messages.Layout)}
        asking.extend(f"layout {type(w).__name__}#{w.id}" for w in settled
                      if w._layout_required or w in laid_out)
        if log.size != log_size:  # drawn whole by this layout
            repainted = {m.widget for m in queued if isinstance(m, messages.Update)}
            asking.extend(f"repaint {type(w).__name__}" for w in (log, log.vertical_scrollbar)
                          if w._repaint_required or w in repainted)
        heights.add(screen.query_one("#spot-info").size.height)

    async def run() -> None:
        rng = random.Random(1)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            for _ in range(50):  # the first frames drawn, before any key
                drawn = len(frames)
                await pilot.pause(0.05)
                if len(frames) == drawn:
                    break
            Screen._refresh_layout = watched  # type: ignore[method-assign]
            try:
                for _ in range(28):
                    choosing = screen.panel.asking
                    if choosing and screen.panel.prompt is not None:
                        options = [i for i, o in enumerate(screen.panel.prompt.options) if o.action]
                        screen.panel.query_one(OptionList).highlighted = rng.choice(options)
                    else:
                        board_map = screen.query_one(BoardMap)
                        assert board_map.view is not None
                        board_map.put_cursor(rng.choice(sorted(board_map.view.candidates)))
                    await pilot.pause()
                    before = len(frames)
                    await pilot.press("enter")
                    await pilot.pause()
                    if choosing:
                        by_choices.append(frames[before:])
                    assert painted.differs_from(screen) == []
            finally:
                Screen._refresh_layout = lay_out  # type: ignore[method-assign]
            await check_layout(pilot, screen)

    asyncio.run(run())
    assert len(heights) > 1  # the text under the map did change height
    assert asking == []
    assert by_choices and all(drawn and 0 not in drawn for drawn in by_choices), str(by_choices)


def test_typing_a_spots_number_puts_the_cursor_there_and_enter_builds() -> None:
    """Tab walks the legal spots one by one; typing a number goes straight
    to that spot (digits close together make one number)."""
    from support.app_table import answer, drive, game_screen

    app = RagusaApp(setup=setup(5, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        table = screen.session
        while table.decision is not None and table.decision.kind != "place":
            answer(app, str(table.legal()[0]))
            await pilot.pause()
        board_map = screen.query_one(BoardMap)
        assert app.focused is board_map
        spot = max(s for s in table.legal_args("place") if s >= 10)
        await pilot.press(*str(spot))
        assert board_map.cursor == spot
        placer = table.decider
        await pilot.press("enter")
        await pilot.pause()
        assert table.snapshot(None)["spots"][spot]["house"] == placer
        # Digits far apart in time are two numbers; one no spot starts with starts again.
        board_map.type_digit("1", 100.0)
        board_map.type_digit("2", 100.5)
        assert board_map.cursor == 12
        board_map.type_digit("3", 110.0)
        assert board_map.cursor == 3

    drive(app, script)
