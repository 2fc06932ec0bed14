"""Startup: time to the first frame of `ragusa`, beside a bare Textual app.

Each run starts a fresh Python process that runs the app headless and
prints a line from its `on_ready` handler (the first frame is drawn); the
time is measured in this process from launch to that line, so both include
the interpreter's start-up. The two apps alternate, and the medians and
their ratio are printed. The goal is a ratio of at most 1.5.

Run:  python benchmarks/startup.py [--runs 10]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

BARE = """
from textual.app import App

class Bare(App):
    def on_ready(self) -> None:
        print("ready", flush=True)
        self.exit()

Bare().run(headless=True, size=(120, 40))
"""

RAGUSA = """
import ragusa_tui.cli
from ragusa_tui.app.app import RagusaApp

class Timed(RagusaApp):
    def on_ready(self) -> None:
        print("ready", flush=True)
        self.exit()

Timed().run(headless=True, size=(120, 40))
"""

GOAL = 1.5


def time_to_ready(code: str) -> float:
    """Seconds from launching a Python process running `code` to its 'ready' line."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.strip() == "ready":
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError("the app never became ready")
    proc.wait(timeout=30)
    return elapsed


def measure(runs: int) -> tuple[float, float]:
    """Median time to ready of the bare app and of Ragusa, alternating runs."""
    time_to_ready(BARE)  # warm the file cache for both
    time_to_ready(RAGUSA)
    bare, ragusa = [], []
    for _ in range(runs):
        bare.append(time_to_ready(BARE))
        ragusa.append(time_to_ready(RAGUSA))
    return statistics.median(bare), statistics.median(ragusa)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="runs of each app (default 10)")
    args = parser.parse_args(argv)
    bare, ragusa = measure(args.runs)
    ratio = ragusa / bare
    print(f"bare Textual app: {bare * 1000:7.1f} ms to the first frame (median of {args.runs})")
    print(f"ragusa          : {ragusa * 1000:7.1f} ms to the first frame (median of {args.runs})")
    print(f"ratio           : {ratio:7.2f}  (goal: at most {GOAL})")
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())
