"""Recovering from an unexpected state instead of crashing.

The game screen's handlers of keys, clicks and closed dialogs run under
`recovering`: should one of them fail, the screen closes whatever is open
above it and presents the current decision again. The game itself is safe
(the engine changes nothing on a refused action, and every action is saved),
so going back to the pending decision is always possible.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class Recovers(Protocol):
    recovering_now: bool

    def recover(self, error: Exception) -> None: ...


def recovering(method: Callable[..., T]) -> Callable[..., T | None]:
    """Run `method`; on an unexpected error, let the screen recover."""

    @wraps(method)
    def run(screen: Recovers, *args: Any, **kwargs: Any) -> T | None:
        try:
            return method(screen, *args, **kwargs)
        except Exception as error:  # noqa: BLE001 - any failure goes back to the decision
            if screen.recovering_now:
                raise
            screen.recovering_now = True
            try:
                screen.recover(error)
            finally:
                screen.recovering_now = False
            return None

    return run
