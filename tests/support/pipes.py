"""Reading what a process started by a test writes, never waiting for ever
on one that hangs (no Textual here: the table server's benchmark uses it)."""

from __future__ import annotations

import select
from typing import IO

LIMIT = 60.0  # seconds: generous, the machines running the tests may be busy


def first_line(stream: IO[str], what: str, limit: float = LIMIT) -> str:
    """The first line a process writes on `stream` (its pipe, nothing read
    from it yet), within `limit` seconds; fail saying `what` was awaited
    otherwise. At the end of the process's output it is "", as readline's."""
    ready, _, _ = select.select([stream], [], [], limit)
    assert ready, f"timed out waiting for {what}"
    return stream.readline()
