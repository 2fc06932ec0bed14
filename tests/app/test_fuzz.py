"""Seeded bursts of random keys on every screen, with no pause between keys.

Whatever arrives (Enter, Space, digits, arrows, Esc, Tab, u, Ctrl+Z,
letters), the app must not raise, must not lose the game screen while a game
is on, and must leave a game record that loads.
"""

from __future__ import annotations

import asyncio
import os
import random
import string
from collections.abc import Callable
from pathlib import Path

import pytest
from support.app_table import played_to, setup
from support.helpers import by_profile
from textual import events

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app import hint
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.replay import ReplayScreen
from ragusa_tui.engine import load_game
from ragusa_tui.saves import load_save, save_game
from ragusa_tui.table.recording import Recording

# 2,000 keys a screen in the thorough profile (RAGUSA_THOROUGH=1, a step of
# .ci/run) or with RAGUSA_FUZZ_KEYS; every Enter, Esc and u opens or closes
# a screen, which Textual takes its time to draw, so the quick run sends 20.
BURST = int(os.environ.get("RAGUSA_FUZZ_KEYS", by_profile(20, 2000)))
KEYS = (["enter", "space", "up", "down", "left", "right", "escape", "tab", "u", "ctrl+z",
         "question_mark"] + list("123456789") + [c for c in string.ascii_lowercase if c != "q"])
CHARACTERS = {"enter": "\r", "space": " ", "tab": "\t", "escape": "\x1b", "ctrl+z": "\x1a",
              "question_mark": "?"}
DIALOGS = ["keep_bonus", "order", "exchange", "buy_ship", "sell", "rector", "final_exchange"]


def finished_save(folder: Path) -> Path:
    return save_game(played_to(None).game, folder / "finished.json")


def busy(app: RagusaApp) -> bool:
    """Whether the app or any screen or widget still has keys or messages queued."""
    pumps = [app, *(node for screen in app.screen_stack for node in screen.walk_children(with_self=True))]
    return any(pump._message_queue.qsize() for pump in pumps)


Start = Callable[[Path], RagusaApp]
SCREENS: dict[str, tuple[Start, bool]] = {  # how to open it; whether a game is on
    "start": (lambda _: RagusaApp(), False),
    "new game": (lambda _: RagusaApp(), False),
    "hand-over": (lambda _: RagusaApp(setup=setup(0, handover=True)), True),
    "map": (lambda _: RagusaApp(session=played_to("place")), True),
    "wall": (lambda _: RagusaApp(session=played_to("wall")), True),
    **{kind: ((lambda k: lambda _: RagusaApp(session=played_to(k)))(kind), True) for kind in DIALOGS},
    "end": (lambda _: RagusaApp(session=played_to(None)), False),
    "load": (lambda folder: (finished_save(folder), RagusaApp())[1], False),
    "replay": (lambda _: RagusaApp(), False),
}


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """i asks for a hint on the map and in dialogs: the medium player gives
    it here, at once (what it says is not what a burst of keys tests)."""
    monkeypatch.setattr(hint, "HINT_LEVEL", "medium")


@pytest.mark.parametrize("where", list(SCREENS))
def test_a_burst_of_random_keys_breaks_nothing(where: str, private_save_dir: Path) -> None:
    private_save_dir.mkdir(parents=True, exist_ok=True)
    start, in_game = SCREENS[where]
    app = start(private_save_dir)
    rng = random.Random(f"keys on {where}")
    lost: list[str] = []
    game: GameScreen | None = None

    def watch(_: object) -> None:
        # Once the game is over, its end screen may leave it (n: a new game).
        over = game is not None and game.session.over
        if in_game and not over and not any(isinstance(s, GameScreen) for s in app.screen_stack):
            lost.append(repr(app.screen_stack))

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            if where == "new game":
                app.action_new_game()
            elif where == "load":
                app.action_load_game()
            elif where == "replay":  # as from the load screen: Esc closes it, the app stays
                app.push_screen(ReplayScreen(Recording.load(finished_save(private_save_dir)), 0))
            await pilot.pause()
            app.screen_change_signal.subscribe(app, watch, immediate=True)
            nonlocal game
            game = next((s for s in app.screen_stack if isinstance(s, GameScreen)), None)
            for key in rng.choices(KEYS, k=BURST):  # all queued at once: no pause between keys
                app.post_message(events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None)))
            while app.is_running and busy(app):  # the burst takes its time
                await asyncio.sleep(0.05)
            for _ in range(3):
                await pilot.pause()
            # Out of a game the start screen's Quit button may be pressed: the app quits cleanly.
            over = game is not None and game.session.over
            assert app.is_running or ((not in_game or over) and app.return_code == 0)
            assert app.recoveries == []
            if game is not None and in_game:
                assert over or app.screen_stack.index(game) >= 1
                record = game.session.game.to_json()
                assert load_game(record) == game.session.game

    asyncio.run(run())
    assert lost == []
    for path in private_save_dir.glob("*.json"):  # every record written (autosaves too) loads
        if not path.name.startswith("."):  # (the new-game form's memory is no save)
            load_save(path)
