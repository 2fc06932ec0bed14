"""UI latency: from a key press to the last redraw it causes, beside a bare
Textual app measured in the same run.

The apps run headless under the Pilot; every frame the compositor hands to
the display is timestamped, and a key's latency is the time from sending it
to the last frame drawn before the app is idle again. The reference is a
bare app whose key press rewrites a map-sized text, a table cell and a log
line. Measured on Ragusa (medians):

- cursor: an arrow key on the map of a 4-player game
- house: Enter on a legal spot (the house is built, the next decision shown)
- dialog: Enter on an option of a dialog (the choice is applied, the next shown)
- solo bots: Esc after the human's house shows all the bots' moves at once
- replay jump: a click on the step bar, at a random step of a finished
  5-player game (timed from the click, after the mouse down and up)

Run:  python benchmarks/ui_latency.py [--houses 20]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from typing import Any

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.pilot import _get_mouse_message_arguments
from textual.widgets import DataTable, OptionList, RichLog, Static

SIZE = (120, 40)
GOALS = {"cursor": 0.5, "house": 1.0, "dialog": 1.0, "solo bots": 1.0, "replay jump": 1.0}


class Stamped:
    """Mixed into an App: remembers when each frame was handed to the display."""

    frames: list[float]

    def _display(self, screen: Any, renderable: Any) -> None:
        if renderable is not None:
            self.frames.append(time.perf_counter())
        super()._display(screen, renderable)  # type: ignore[misc]


async def timed(app: Any, act: Callable[[], Awaitable[object]]) -> float | None:
    """Seconds from the start of `act` (a key or click that waits until the
    app is idle) to the last frame it caused; None if it drew nothing."""
    app.frames = []
    start = time.perf_counter()
    await act()
    frames = [t for t in app.frames if t >= start]
    return frames[-1] - start if frames else None


# --------------------------------------------------------------- reference
class Bare(Stamped, App[None]):
    """A key rewrites a map-sized text, a table cell and a log line."""

    CSS = "Static { height: 33; } DataTable { height: 6; } RichLog { height: 1fr; }"

    def __init__(self) -> None:
        super().__init__()
        self.frames = []
        self.n = 0

    def compose(self) -> ComposeResult:
        yield Static(self._map(), id="map")
        yield DataTable(id="table")
        yield RichLog(id="log")

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        for column in ("Player", "VP", "Wood", "Stone"):
            table.add_column(column, key=column)
        for p in range(4):
            table.add_row(f"Player {p}", "0", "0", "0", key=str(p))

    def _map(self) -> Text:
        rng = random.Random(self.n if hasattr(self, "n") else 0)
        text = Text()
        for _ in range(33):
            for _ in range(10):
                text.append("╱●╲ ~Sea~ ", f"#{rng.randrange(0x1000000):06x} on #14171c")
            text.append("\n")
        return text

    def on_key(self) -> None:
        self.n += 1
        self.query_one("#map", Static).update(self._map())
        self.query_one(DataTable).update_cell(str(self.n % 4), "VP", str(self.n))
        self.query_one(RichLog).write(f"Player {self.n % 4} builds a house on spot {self.n}.")


async def reference(presses: int) -> list[float]:
    app = Bare()
    out = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(presses):
            t = await timed(app, lambda: pilot.press("x"))
            if t is not None:
                out.append(t)
    return out


# ------------------------------------------------------------------ ragusa
def ragusa_app(**kwargs: Any) -> Any:
    from ragusa_tui.app.app import RagusaApp

    class Timed(Stamped, RagusaApp):
        CONFIRM_PAUSE = 0.0  # keys come faster than a person's: no deaf moment

    app = Timed(**kwargs)
    app.frames = []
    return app


async def game_keys(houses: int, rng: random.Random) -> dict[str, list[float]]:
    """A 4-player game without hand-over: cursor moves, houses, dialog choices."""
    from ragusa_tui.app.screens.game import GameScreen
    from ragusa_tui.app.widgets.board_map import BoardMap
    from ragusa_tui.table.setup import GameSetup

    setup = GameSetup(("Ann", "Bo", "Cy", "Di"), ("Red", "Blue", "Green", "Yellow"), 7, False)
    app = ragusa_app(setup=setup)
    out: dict[str, list[float]] = {"cursor": [], "house": [], "dialog": []}
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        game = game_screen.session.game
        while not game.is_over and len(out["house"]) < houses:
            screen = app.screen
            panel = game_screen.panel
            if panel.asking and panel.prompt is not None:
                options = [i for i, o in enumerate(panel.prompt.options) if o.action]
                panel.query_one(OptionList).highlighted = rng.choice(options)
                await pilot.pause()
                await record(out["dialog"], app, lambda: pilot.press("enter"))
                continue
            assert screen is game_screen, screen
            board_map = screen.query_one(BoardMap)
            view = board_map.view
            assert view is not None and view.candidates, game.pending
            if game.pending is not None and game.pending.kind == "place":
                arrow = rng.choice(["up", "down", "left", "right"])
                await record(out["cursor"], app, lambda: pilot.press(arrow))
            board_map.put_cursor(rng.choice(sorted(view.candidates)))
            await pilot.pause()
            kind = "house" if game.pending is not None and game.pending.kind == "place" else None
            await record(out[kind] if kind else [], app, lambda: pilot.press("enter"))
    return out


async def record(into: list[float], app: Any, act: Callable[[], Awaitable[object]]) -> None:
    t = await timed(app, act)
    if t is not None:
        into.append(t)


async def solo_bots(turns: int) -> list[float]:
    """Esc right after the human's house: the bots' moves shown at once."""
    from ragusa_tui.app.screens.game import GameScreen
    from ragusa_tui.table.setup import GameSetup

    app = ragusa_app(setup=GameSetup(("Ann",), ("Red",), 5, False, "solo", (), 60.0))
    out: list[float] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        game = screen.session.game
        await pilot.press("escape")
        while not game.is_over and len(out) < turns:
            d = game.pending
            if app.screen is not screen or d is None or d.kind != "place" or screen.panel.asking:
                action = random.Random(len(game.history)).choice(game.legal_actions())
                screen.session.apply(action)
                screen.proceed()
                await pilot.pause()
                if screen.panel.asking:
                    screen.close_dialog()
                    await pilot.pause()
                while app.screen is not screen:
                    app.pop_screen()
                    screen.busy = False
                    await pilot.pause()
                continue
            await pilot.press("tab", "enter")
            if screen.bots.running:
                await record(out, app, lambda: pilot.press("escape"))
    return out


async def replay_jumps(jumps: int, rng: random.Random) -> list[float]:
    """Clicks on the step bar of a finished 5-player game, at random steps."""
    from ragusa_tui.app.widgets.step_bar import StepBar
    from ragusa_tui.engine import GameConfig, new_game
    from ragusa_tui.engine.record import read_record
    from ragusa_tui.table.recording import Recording

    game = new_game(GameConfig(players=["Ann", "Bo", "Cy", "Di", "Ed"], seed=3))
    play = random.Random(3)
    while not game.is_over:
        game.apply(play.choice(game.legal_actions()))
    app = ragusa_app(replay=Recording(read_record(game.to_json()), "five.json"))
    out: list[float] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(StepBar)
        width = bar.size.width
        for _ in range(jumps):
            x = rng.randrange(width)
            # Mouse down and up first (the Pilot pauses after each); the time
            # runs from the click, which is what moves the replay.
            arguments = _get_mouse_message_arguments(bar, (x, 0), button=1)
            for event in (events.MouseDown(**arguments), events.MouseUp(**arguments)):
                app.screen._forward_event(event)
                await pilot.pause()

            async def click() -> None:
                app.screen._forward_event(events.Click(**arguments, chain=1))
                await pilot.pause()

            await record(out, app, click)
    return out


def median_ms(values: list[float]) -> float:
    return statistics.median(values) * 1000 if values else float("nan")


async def run(houses: int) -> int:
    rng = random.Random(1)
    ref = median_ms(await reference(40))
    rows = dict(await game_keys(houses, rng))
    rows["solo bots"] = await solo_bots(max(4, houses // 3))
    rows["replay jump"] = await replay_jumps(houses, rng)
    ref_after = median_ms(await reference(40))
    bare = (ref + ref_after) / 2
    print(f"bare Textual app: {bare:7.1f} ms per key (median; {ref:.1f} before, {ref_after:.1f} after)")
    ok = True
    for name, values in rows.items():
        ms = median_ms(values)
        ratio = ms / bare
        goal = GOALS[name]
        ok &= ratio <= goal
        print(f"{name:16}: {ms:7.1f} ms  ratio {ratio:5.2f}  (goal: at most {goal}, n={len(values)})")
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--houses", type=int, default=20, help="houses built (default 20)")
    args = parser.parse_args(argv)
    # Autosaves go to a scratch folder, never the user's saves.
    with tempfile.TemporaryDirectory() as folder:
        os.environ["RAGUSA_SAVE_DIR"] = folder
        return asyncio.run(run(args.houses))


if __name__ == "__main__":
    sys.exit(main())
