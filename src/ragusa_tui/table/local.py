"""One game being played at the table: the engine game plus what the app
adds around it (colours, the log, the last house built).

Everything the screens show or do goes through here, and from here only
through the engine's public API (`pending`, `legal_actions`, `apply`,
`snapshot`, the board).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine import Action, Event, Game, new_game
from . import look
from .log import since_last
from .last_move import LastMove
from .powerhouse_notes import powerhouse_notes
from .setup import GameSetup
from .words import answered

WHAT = {
    "keep_bonus": "keep 1 of 3 bonus cards",
    "place": "build a house on a spot",
    "order": "choose which hex of the new house acts next",
    "exchange": "exchange fish before a house acts",
    "wall": "Mason: choose a wall slot",
    "tower": "Architect: choose a tower spot",
    "buy_ship": "Market: buy a ship or skip",
    "sell": "Wharf: sell 1 Wine, Oil or Silver, or skip",
    "rector": "Rector's Palace: keep 1 of 2 bonus cards",
    "final_exchange": "final scoring: exchange fish before the bonus cards score",
}
EXCHANGE_KINDS = frozenset({"place", "order", "exchange", "final_exchange"})


@dataclass(frozen=True)
class LogLine:
    """One event for the log: who it concerns and what happened."""

    player: int | None
    text: str
    kind: str


class Session:
    """A game plus its table: seats with colours, the event log."""

    def __init__(self, setup: GameSetup, game: Game | None = None) -> None:
        self.setup = setup
        seed = setup.seed if setup.seed is not None else random.randrange(1, 1_000_000)
        self.seed = seed
        self.game = game or new_game(setup.config(seed))
        self.colours = [look.COLOUR_BY_NAME[c] for c in setup.seat_colours(self.game.mode)]
        self.log: list[LogLine] = []
        # The last house and the walls and towers built since: the map marks them.
        self.last_move = LastMove()
        # The last-move marks before each action applied here, should it be taken back.
        self._marks: list[LastMove] = []
        self.after_apply: list[Callable[[Session], None]] = []  # e.g. the autosave
        self.seen_at: dict[int, int] = {}  # each seat's log length after its last decision
        self._starts: list[int] = []  # where each action's lines begin in the log
        self.taken_back: set[int] = set()  # the log lines of actions taken back since
        if self.game.mode == "solo":  # the bots' moves are shown one state at a time
            self.game.trace_for = 0
        self._take(getattr(self.game, "setup_events", []))

    # ------------------------------------------------------------ state
    @property
    def last_spot(self) -> int | None:
        """The spot of the last house built."""
        return self.last_move.spot

    @property
    def recent_slots(self) -> frozenset[int]:
        """The wall slots built since the last house."""
        return self.last_move.slots

    @property
    def recent_towers(self) -> frozenset[int]:
        """The tower spots built since the last house."""
        return self.last_move.towers

    @property
    def board(self) -> Any:
        return self.game.board

    @property
    def names(self) -> list[str]:
        return list(self.game.names)

    @property
    def over(self) -> bool:
        return self.game.is_over

    @property
    def decider(self) -> int | None:
        d = self.game.pending
        return None if d is None else d.player

    def position(self) -> tuple[object, int]:
        """What a question about the game was asked in: the pending decision
        (the object itself: undo and most moves put a new one there) and the
        number of actions (a fish exchange keeps the decision but lengthens
        the record)."""
        return self.game.pending, len(self.game.history)

    def still_at(self, position: tuple[object, int]) -> bool:
        """Whether the game is still at `position` (see `position`)."""
        pending, actions = position
        return self.game.pending is pending and len(self.game.history) == actions

    def snapshot(self, viewer: int | None) -> dict[str, Any]:
        return self.game.snapshot(viewer)

    def legal(self) -> list[Action]:
        return self.game.legal_actions()

    def legal_args(self, kind: str) -> list[Any]:
        return [a.arg for a in self.game.legal_actions() if a.kind == kind]

    # ---------------------------------------------------------- actions
    def apply(self, action: Action | str) -> list[Event]:
        marks = self.last_move
        decider = self.game.pending.player if self.game.pending is not None else None
        events = self.game.apply(action)
        self._marks.append(marks)
        self._starts.append(len(self.log))
        self._take(events)
        if decider is not None:
            self.seen_at[decider] = len(self.log)
        for listener in tuple(self.after_apply):  # one may take itself off
            listener(self)
        return events

    def undo_problem(self, player: int | None = None) -> str | None:
        """Why the last decision cannot be taken back (by `player`), in one sentence."""
        return self.game.undo_problem(player)

    def undo(self, player: int | None = None) -> str:
        """Take back the last decision (`UndoRefused` if not allowed); the log
        says what was taken back and the autosave follows. Returns that line."""
        taken = self.game.undo(player)
        assert self.game.pending is not None  # the decision taken back is asked again
        what = answered(self.game, self.game.pending, taken.action, taken.events)
        line = f"{self.game.names[taken.player]} takes back: {what}"
        start = self._starts.pop() if self._starts else len(self.log)
        self.taken_back.update(range(start, len(self.log)))
        self.log.append(LogLine(taken.player, line, "undo"))
        self.last_move = self._marks.pop() if self._marks else LastMove()
        for listener in tuple(self.after_apply):  # one may take itself off
            listener(self)
        return line

    def take(self, events: list[Event], decider: int | None = None) -> None:
        """Log the events of an action the game has already played (a save
        being restored) and `decider` decided, as `apply` logs its own; no
        listener is told."""
        self._starts.append(len(self.log))
        self._take(events)
        if decider is not None:
            self.seen_at[decider] = len(self.log)

    def _take(self, events: list[Event]) -> None:
        self.last_move = self.last_move.after(events)
        for e in events:
            self.log.append(LogLine(e.player, e.text, e.kind))
            self.log.extend(LogLine(None, note, "note") for note in powerhouse_notes(self.game, e))

    def news_for(self, player: int) -> list[str]:
        """The others' main moves since `player`'s last decision that still
        stand (see `catch_up`)."""
        return since_last(self.log, self.seen_at.get(player, 0), player, self.taken_back)

    # ------------------------------------------------------------ words
    def name(self, p: int) -> str:
        return self.game.names[p]

    def building(self, h: int | None) -> str:
        return "" if h is None else self.board.hex_label(h)

    def what(self) -> str:
        """What the deciding player is deciding, in a few words."""
        d = self.game.pending
        if d is None:
            return "the game is over"
        if d.kind == "exchange":
            return f"exchange fish before {self.acting_house()} acts"
        return WHAT.get(d.kind, d.kind.replace("_", " "))

    def acting_house(self) -> str:
        """The house about to act at an exchange decision, named as the log
        names it: whose it is, and for whom it works when that differs."""
        d = self.game.pending
        assert d is not None and d.hex is not None
        building = self.building(d.hex)
        who = self.name(d.player)
        spot = self.snapshot(None)["spots"][d.spot] if d.spot is not None and d.spot >= 0 else None
        if spot is not None and spot["powerhouse"]:
            return f"the Powerhouse at the {building} (working for {who})"
        if spot is not None and spot["house"] is not None and spot["house"] != d.player:
            return f"{self.name(spot['house'])}'s {building} house (working for {who})"
        return f"{who}'s {building} house"

    def exchange_block(self) -> str | None:
        """Why the deciding player cannot exchange fish now; None if they can."""
        d = self.game.pending
        if d is None:
            return "The game is over."
        if any(a.kind == "exchange" for a in self.game.legal_actions()):
            return None
        who = self.name(d.player)
        fish = self.game.snapshot(None)["players"][d.player]["resources"]["fish"]
        if d.kind in EXCHANGE_KINDS:
            return f"{who} has {fish} Fish; an exchange needs at least 2."
        return (f"No fish exchange now: {who} is deciding ({self.what()}). Fish can be "
                "exchanged before placing a house, between the hexes of your new house, right "
                "before your house makes Wine, Oil or Silver, and at final scoring.")
