"""The log of play: the events an action causes, each a message (worded when read).

The layer of `Game` that every rule logs through. With `trace_for` set to a
seat, it also keeps the public state as that seat sees it right after each
event (`event_states`), so an interface can show play step by step.
"""

from __future__ import annotations

from typing import Any

from ..catalogue import Message
from . import view
from .events import Event, EventKind, HouseAct
from .state import GameState


class Logbook(GameState):
    """`_log`, for the rules built on it."""

    def _log(self, kind: EventKind, player: int | None, message: Message, *,
             acting: tuple[HouseAct, ...] = (), **data: Any) -> None:
        """Log one event (nothing in a quiet search copy, where nothing is
        worded: a rule whose message costs something to make asks `quiet`
        first); `message` says what happened, `data` where, `acting` which
        houses a new piece sets to work."""
        if not self.quiet:
            self._events.append(Event(kind, player, None, data, acting, message))  # worded when read
            if self.trace_for is not None:
                self.event_states.append(view.snapshot(self, self.trace_for))
