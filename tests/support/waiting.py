"""Waiting in a Pilot test for what the app does next: until a condition
holds, with a generous limit (machines running the tests may be busy),
never for a fixed time."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot

LIMIT = 60.0  # seconds


async def until(pilot: Pilot[Any], done: Callable[[], bool], what: str, limit: float = LIMIT) -> None:
    """Let the app run until `done()` holds; fail saying `what` was awaited
    if it does not within `limit` seconds."""
    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        await pilot.pause(0.02)
