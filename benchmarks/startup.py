"""Startup: time to the complete start screen of `ragusa` (the Resume offer
for an unfinished game shown), beside a bare Textual app's first frame.

Each run starts a fresh Python process that runs the app headless and
prints a line once the screen is complete; the time is measured in this
process from launch to that line, so both include the interpreter's
start-up. Ragusa reads a scratch saves folder holding one unfinished
autosave (never the user's own saves). The two apps alternate, and the
medians and their ratio are printed, with each process's CPU time and peak
memory. The goal is a ratio of at most 1.3.

Both apps run as installed programs do, from compiled bytecode: Python's
bytecode cache goes to a scratch folder (filled by the warm-up runs), even
where the caller's environment turns it off (PYTHONDONTWRITEBYTECODE), which
would make Ragusa compile its own modules from source at every start while
Textual's come precompiled from its installation. `--as-is` keeps the
caller's environment instead.

Run:  python benchmarks/startup.py [--runs 10] [--as-is]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

BARE = """
from textual.app import App

class Bare(App):
    def on_ready(self) -> None:
        print("ready", flush=True)
        self.exit()

Bare().run(headless=True, size=(120, 40))
"""

RAGUSA = """
# What `ragusa` does, but for its terminal: the command line read, its
# language chosen, the app's modules read as `ragusa_tui.app.run` reads them.
import ragusa_tui.cli
from ragusa_tui.table.language import speak
from ragusa_tui.app import app_class

speak()
RagusaApp = app_class()
from ragusa_tui.app.screens.start import StartScreen

shown = StartScreen._show_resume

def show_and_tell(self, entry, *more):
    shown(self, entry, *more)
    if entry is not None:  # the offer is on screen after this refresh
        self.call_after_refresh(tell)

def tell():
    # Once: the measuring process stops reading after the first line, and a
    # second one would fail to be written, and its traceback be drawn.
    if not told:
        told.append(True)
        print("ready", flush=True)
        app.exit()

told = []

StartScreen._show_resume = show_and_tell
app = RagusaApp()
app.run(headless=True, size=(120, 40))
"""

GOAL = 1.3
TIMEOUT = 60.0  # seconds a run may take to get ready


class Run:
    """One process: seconds to its 'ready' line, CPU seconds, peak memory (MiB)."""

    def __init__(self, code: str, env: dict[str, str]) -> None:
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True, env=env)
        assert proc.stdout is not None
        watchdog = threading.Timer(TIMEOUT, proc.kill)  # a run that never gets ready fails
        watchdog.start()
        try:
            for line in proc.stdout:
                if line.strip() == "ready":
                    self.seconds = time.perf_counter() - start
                    break
            else:
                raise RuntimeError("the app never became ready")
        finally:
            watchdog.cancel()
        proc.stdout.close()
        _, _, usage = os.wait4(proc.pid, 0)
        self.cpu = usage.ru_utime + usage.ru_stime
        self.mib = usage.ru_maxrss / 1024  # KiB on Linux


def scratch_saves(folder: Path) -> None:
    """One unfinished autosave in `folder`, for the start screen to offer,
    written the way the game writes it: after every action, noted in the
    folder's ledger and its resume notes."""
    from ragusa_tui.storage.writer import Autosaver
    from ragusa_tui.table.local import LocalTable
    from ragusa_tui.table.setup import GameSetup

    session = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 7, False))
    saver = Autosaver(folder / "standard-20250301-201500.json", print, claimed=False)
    session.after_apply.append(saver)
    for _ in range(30):
        session.apply(session.legal()[0])
    saver.release()


def measure(runs: int, as_is: bool = False) -> tuple[list[Run], list[Run]]:
    """Runs of the bare app and of Ragusa, alternating (after one warm-up each)."""
    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryDirectory() as cache:
        # In a process of its own: a child's peak memory as the system reports
        # it is never below this process's size when it was started.
        subprocess.run([sys.executable, __file__, "--scratch", folder], check=True)
        env = {**os.environ, "RAGUSA_SAVE_DIR": folder, "RAGUSA_LANG": "en"}  # the start in English, whatever the shell
        if not as_is:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = cache
        Run(BARE, env), Run(RAGUSA, env)  # warm the file and bytecode caches for both
        bare, ragusa = [], []
        for _ in range(runs):
            bare.append(Run(BARE, env))
            ragusa.append(Run(RAGUSA, env))
    return bare, ragusa


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="runs of each app (default 10)")
    parser.add_argument("--as-is", action="store_true",
                        help="keep the environment's bytecode settings (default: compiled bytecode)")
    parser.add_argument("--scratch", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.scratch is not None:
        scratch_saves(args.scratch)
        return 0
    bare, ragusa = measure(args.runs, args.as_is)
    print("bytecode        : " + ("as the environment says" if args.as_is else "compiled, cached"))
    rows = []
    for name, runs, what in (("bare Textual app", bare, "first frame"),
                             ("ragusa", ragusa, "start screen with Resume")):
        ms = statistics.median(r.seconds for r in runs) * 1000
        cpu = statistics.median(r.cpu for r in runs) * 1000
        mib = statistics.median(r.mib for r in runs)
        rows.append((ms, cpu, mib))
        print(f"{name:16}: {ms:7.1f} ms to the {what}, CPU {cpu:6.1f} ms, "
              f"peak {mib:5.1f} MiB (median of {args.runs})")
    ratio = rows[1][0] / rows[0][0]
    print(f"ratio           : {ratio:7.2f}  (goal: at most {GOAL}); "
          f"CPU {rows[1][1] / rows[0][1]:.2f}, memory {rows[1][2] / rows[0][2]:.2f}")
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())
