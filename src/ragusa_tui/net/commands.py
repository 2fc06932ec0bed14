"""The commands a host hands out: how to join a seat, worded so that they
run where this very program runs.

A key never goes on a command line, where any user of the computer reads
it in the process list: the join command sets `RAGUSA_KEY` for the one
command instead (`ragusa join` also reads `--key-file`, or asks). The
program is `ragusa` when that name finds this installation; otherwise the
path of this installation's `ragusa` (a virtual environment not on PATH),
or this Python with `-m ragusa_tui`.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

KEY_ENV = "RAGUSA_KEY"  # the seat's key, for `ragusa join`


def program() -> str:
    """The words that start this installation's `ragusa`, for a shell."""
    script = Path(sys.executable).parent / ("ragusa.exe" if os.name == "nt" else "ragusa")
    found = shutil.which("ragusa")
    if script.is_file():
        if found is not None and Path(found).resolve() == script.resolve():
            return "ragusa"
        return shlex.quote(str(script))
    return shlex.join([sys.executable, "-m", "ragusa_tui"])


def join_command(url: str, key: str, start: str | None = None) -> str:
    """The command that joins the seat of `key` at `url` (`start`: the program's words)."""
    return f"{KEY_ENV}={shlex.quote(key)} {start or program()} join {shlex.quote(url)}"
