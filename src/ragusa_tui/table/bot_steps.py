"""The Patrician's moves of one action, shown one step at a time.

The engine plays both bots inside a single `apply`, so their moves arrive
together with the human's as one list of events. `BotSteps` holds back the
events from the first bot move on and releases them one step at a time;
meanwhile it says which pieces the map must not show yet, what to light up,
and whose turn (and which round) the step belongs to.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine import Event

if TYPE_CHECKING:
    from .frame import Position

# A new turn begins with one of these, played by someone other than the
# player whose turn it was (a bot draws a Patrician card; anyone may pass).
TURN_STARTS = frozenset({"patrician", "pass"})


@dataclass(frozen=True)
class Step:
    """Events shown together, the turn they belong to, what to light up."""

    events: tuple[Event, ...]
    turn_player: int | None
    round: int
    state: Position | None = None  # the public state right after this step, if known

    @property
    def spots(self) -> frozenset[int]:
        return frozenset(e.data["spot"] for e in self.events if isinstance(e.data.get("spot"), int))

    @property
    def hexes(self) -> frozenset[int]:
        return frozenset(e.data["hex"] for e in self.events if isinstance(e.data.get("hex"), int))

    @property
    def slots(self) -> frozenset[int]:
        return frozenset(e.data["slot"] for e in self.events
                         if e.kind == "wall" and isinstance(e.data.get("slot"), int))


def _group(events: Sequence[Event]) -> list[list[Event]]:
    """One event per step, except that a Patrician card drawn and the house
    built from it go together, and so do the final scoring lines."""
    groups: list[list[Event]] = []
    for e in events:
        last = groups[-1][-1] if groups else None
        joins = last is not None and (
            (last.kind == "patrician" and e.kind == "place" and last.player == e.player
             and last.data.get("spot") == e.data.get("spot"))
            or (last.player is None and e.player is None))
        if joins:
            groups[-1].append(e)
        else:
            groups.append([e])
    return groups


class BotSteps:
    """The held-back tail of one action's events, released step by step."""

    def __init__(self, steps: Sequence[Step], reserved_before: Sequence[bool],
                 start_state: Position | None = None) -> None:
        self.steps = list(steps)
        self.shown = 0
        self.reserved_before = list(reserved_before)
        # The public state right before the first bot move, if the engine traced it.
        self.start_state = start_state

    @classmethod
    def after(cls, events: Sequence[Event], is_bot: Sequence[bool], turn: int, turn_player: int | None,
              seats: int, rounds: int, reserved_before: Sequence[bool],
              states: Sequence[Position] = ()) -> BotSteps | None:
        """The steps to show for `events`, or None if no bot moved.

        `turn` and `turn_player` are the game's turn number and whose turn it
        was before the action (-1 and None before the first turn); `states`,
        if the engine traced them, the public state after each event."""
        first = next((i for i, e in enumerate(events) if e.player is not None and is_bot[e.player]), None)
        if first is None:
            return None
        steps = []
        end = first
        traced = len(states) == len(events)
        for group in _group(events[first:]):
            head = group[0]
            end += len(group)
            if head.kind in TURN_STARTS and head.player is not None and head.player != turn_player:
                turn, turn_player = turn + 1, head.player
            steps.append(Step(tuple(group), turn_player, min(max(turn, 0) // seats, rounds - 1) + 1,
                              states[end - 1] if traced else None))
        return cls(steps, reserved_before, states[first - 1] if traced and first > 0 else None)

    # ------------------------------------------------------------ progress
    @property
    def running(self) -> bool:
        return self.shown < len(self.steps)

    @property
    def current(self) -> Step | None:
        """The step shown last (None before the first)."""
        return self.steps[self.shown - 1] if self.shown else None

    @property
    def state(self) -> Position | None:
        """The public state after exactly the steps shown, if traced."""
        return self.current.state if self.current is not None else self.start_state

    @property
    def coming(self) -> Step | None:
        """The next step to show (None when all are shown)."""
        return self.steps[self.shown] if self.running else None

    def advance(self) -> None:
        self.shown = min(len(self.steps), self.shown + 1)

    def finish(self) -> None:
        self.shown = len(self.steps)

    @property
    def hidden_lines(self) -> int:
        """How many events at the end of the log are not shown yet."""
        return sum(len(s.events) for s in self.steps[self.shown:])

    # ----------------------------------------------------------------- map
    def _unseen(self, kind: str, key: str) -> set[int]:
        return {e.data[key] for s in self.steps[self.shown:] for e in s.events
                if e.kind == kind and isinstance(e.data.get(key), int)}

    def hide(self, houses: Sequence[int | None], towers: Sequence[int | None], walls: Sequence[int],
             reserved: Sequence[bool]) -> tuple[list[int | None], list[int | None], list[int], list[bool]]:
        """The pieces as they stood before the steps still to come."""
        houses, towers, walls, reserved = list(houses), list(towers), list(walls), list(reserved)
        for spot in self._unseen("place", "spot") | self._unseen("powerhouse", "spot"):
            houses[spot] = None
            reserved[spot] = self.reserved_before[spot] if spot < len(self.reserved_before) else False
        for spot in self._unseen("tower", "spot"):
            towers[spot] = None
        for slot in self._unseen("wall", "slot"):
            walls[slot] = -1
        return houses, towers, walls, reserved
