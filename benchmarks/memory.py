"""Memory: the replay viewer on a finished 5-player game, every step
visited, beside a bare Textual app; peak resident memory of each process.

Each app runs headless in a fresh Python process; its peak memory comes
from the operating system when the process ends. The goal is a ratio of at
most 1.3.

Run:  python benchmarks/memory.py [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

BARE = """
from textual.app import App

class Bare(App):
    def on_ready(self) -> None:
        self.exit()

Bare().run(headless=True, size=(120, 40))
"""

REPLAY = """
import asyncio, random
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.recording import Recording
from ragusa_tui.engine import GameConfig, new_game
from ragusa_tui.engine.record import read_record

game = new_game(GameConfig(players=["Ann", "Bo", "Cy", "Di", "Ed"], seed=3))
rng = random.Random(3)
while not game.is_over:
    game.apply(rng.choice(game.legal_actions()))
recording = Recording(read_record(game.to_json()), "five.json")

async def main():
    app = RagusaApp(replay=recording)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for index in range(len(recording) + 1):
            app.screen.go(index)
            if index % 10 == 0:
                await pilot.pause()
        await pilot.pause()

asyncio.run(main())
"""

GOAL = 1.3


def peak_mib(code: str) -> float:
    """Peak resident memory of a process running `code`, in MiB."""
    with tempfile.TemporaryDirectory() as folder:  # never the user's saves
        proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.DEVNULL,
                                env={**os.environ, "RAGUSA_SAVE_DIR": folder})
        _, status, usage = os.wait4(proc.pid, 0)
    if status:
        raise RuntimeError("the app failed")
    return usage.ru_maxrss / 1024  # KiB on Linux


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each app (default 3)")
    args = parser.parse_args(argv)
    bare = statistics.median(peak_mib(BARE) for _ in range(args.runs))
    replay = statistics.median(peak_mib(REPLAY) for _ in range(args.runs))
    ratio = replay / bare
    print(f"bare Textual app: {bare:6.1f} MiB peak (median of {args.runs})")
    print(f"5-player replay : {replay:6.1f} MiB peak, every step visited (median of {args.runs})")
    print(f"ratio           : {ratio:6.2f}  (goal: at most {GOAL})")
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())
