"""Memory: the replay viewer on a finished 5-player game, every step
visited, beside a bare Textual app; peak resident memory of each process.

Each app runs headless in a fresh Python process; its peak memory comes
from the operating system when the process ends. The goal is a game's
process under 64 MiB; the ratio to the bare app is shown beside it.
`--parts` also shows where the replay's memory goes: its peak so far
after each stage (Textual and the app's modules, pydantic, the rules
engine and its validated models, the game read, the viewer open, every
step visited).

Run:  python benchmarks/memory.py [--runs 3] [--parts]
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

# Each stage prints the process's peak memory so far (KiB on Linux).
REPLAY = """
import asyncio, random, resource

def stage(name):
    print(f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}\t{name}", flush=True)

from ragusa_tui.app.app import RagusaApp
stage("Textual and the app's modules")
from pydantic import BaseModel
stage("pydantic")
from ragusa_tui.table.recording import Recording
from ragusa_tui.engine import GameConfig, new_game
from ragusa_tui.engine.record import read_record
stage("the rules engine and its validated models")

game = new_game(GameConfig(players=["Ann", "Bo", "Cy", "Di", "Ed"], seed=3))
rng = random.Random(3)
while not game.is_over:
    game.apply(rng.choice(game.legal_actions()))
recording = Recording(read_record(game.to_json()), "five.json")
stage("a 5-player game played and read as a save")

async def main():
    app = RagusaApp(replay=recording)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        stage("the replay viewer open")
        for index in range(len(recording) + 1):
            app.screen.go(index)
            if index % 10 == 0:
                await pilot.pause()
        await pilot.pause()
        stage("every step visited")

asyncio.run(main())
"""

GOAL_MIB = 64.0  # at most, for any one game's process


class Run:
    """One process running `code`: its peak resident memory and the peak
    so far at each stage it printed, in MiB."""

    def __init__(self, code: str) -> None:
        with tempfile.TemporaryDirectory() as folder:  # never the user's saves
            proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                                    env={**os.environ, "RAGUSA_SAVE_DIR": folder})
            assert proc.stdout is not None
            with proc.stdout:
                out = proc.stdout.read()
            _, status, usage = os.wait4(proc.pid, 0)
        if status:
            raise RuntimeError("the app failed")
        self.peak = usage.ru_maxrss / 1024  # KiB on Linux
        self.stages: dict[str, float] = {}
        for line in out.splitlines():
            kib, name = line.split("\t", 1)
            self.stages[name] = int(kib) / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each app (default 3)")
    parser.add_argument("--parts", action="store_true", help="also show the replay's peak after each stage")
    args = parser.parse_args(argv)
    bares = [Run(BARE) for _ in range(args.runs)]
    replays = [Run(REPLAY) for _ in range(args.runs)]
    bare = statistics.median(r.peak for r in bares)
    replay = statistics.median(r.peak for r in replays)
    ratio = replay / bare
    print(f"bare Textual app: {bare:6.1f} MiB peak (median of {args.runs})")
    print(f"5-player replay : {replay:6.1f} MiB peak, every step visited (median of {args.runs})")
    print(f"ratio           : {ratio:6.2f}  (goal: the replay under {GOAL_MIB:.0f} MiB: "
          f"{'met' if replay < GOAL_MIB else 'NOT met'})")
    if args.parts:
        print(f"where the replay's memory goes (peak so far after each stage, median of {args.runs}):")
        before = 0.0
        for name in replays[0].stages:
            peak = statistics.median(r.stages[name] for r in replays)
            print(f"  {peak:6.1f} MiB  {peak - before:+5.1f}  {name}")
            before = peak
    return 0 if replay < GOAL_MIB else 1


if __name__ == "__main__":
    raise SystemExit(main())
