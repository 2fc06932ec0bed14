"""Events: what an action caused, in plain words, for the log."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. `text` is the log line; `data` lets an
    interface highlight where it happened (spot, hex, slot, ...)."""

    kind: str
    player: int | None
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text
