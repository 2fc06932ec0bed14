"""A game at this table, with the rules engine in this process: the engine
game plus what the table adds around it (the seats' colours, the log, the
marks of the last move, the lines to take back).

`LocalTable` is the `view.TableView` the screens work from, and more, for
the frame's builder, the autosave and the tests: its saves (`save_doc`),
the autosave's listeners (`after_apply`; the screens `subscribe`), and the
words of its state as messages (`what_message`, ...). Only the table's modules touch the engine's
`Game` (this one, and autosave, hint, recording and powerhouse_notes), and
only through its public API.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, TypeVar

from ..catalogue import Message
from ..engine import Action, Decision, Event, Game, Scores, new_game
from ..engine.board import FISH
from ..engine.record import record_dict
from ..engine.vp_rounds import RoundEnds, noted, round_ends
from . import decisions, look, words
from .frame import Frame, Position, frame_for, position_of, spots_now
from .last_move import LastMove, MarksOfTheLastMove
from .log import LogLine, since_last
from .powerhouse_notes import powerhouse_notes
from .screen_state import KEY as SCREEN_KEY
from .screen_state import ScreenState
from .seating import KEY, Seating
from .setup import GameSetup
from .view import Change

if TYPE_CHECKING:
    from ..engine.board import Board
    from ..engine.standing import Standing

T = TypeVar("T")
# Kept for the names the code has used: the log's line and the table itself.
__all__ = ["LocalTable", "LogLine"]


class LocalTable(MarksOfTheLastMove):
    """A game plus its table: seats with colours, the event log."""

    networked = False  # every person's seat is at this keyboard
    seat: int | None = None

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
        # Told after every action and take-back, with this table (the autosave; `subscribe`).
        self.after_apply: list[Callable[[LocalTable], None]] = []
        self._last_events: list[Event] = []  # the last action's, to show (`shown_steps`)
        self.seen_at: dict[int, int] = {}  # each seat's log length after its last decision
        self._starts: list[int] = []  # where each action's lines begin in the log
        self.taken_back: set[int] = set()  # the log lines of actions taken back since
        self.version = 0  # one more after every action and take-back (`Frame.version`)
        self._frames: dict[int | None, Frame] = {}  # this version's frames, seat by seat
        # What the screen playing it shows, kept in its saves (`screen_state`):
        # told by that screen as it changes, brought back by a resumed save.
        self.screen = ScreenState()
        self.screen_unsaved = False  # changed by the player since the last save made here
        # Each seat's VP of play at each round's end (`Frame.vp_rounds`), noted as the game goes.
        self.vp_rounds: RoundEnds = round_ends(self.game.config, self.game.history) if self.game.history else ()
        if self.game.mode == "solo":  # the bots' moves are shown one state at a time
            self.game.trace(0)
        self._take(self.game.setup_events)

    # ------------------------------------------------------------ seats
    @property
    def board(self) -> Board:
        """The board: static data, the same at every seat."""
        return self.game.board

    @property
    def names(self) -> list[str]:
        return list(self.game.names)

    @property
    def mode(self) -> str:
        return self.game.mode

    @property
    def bots(self) -> list[bool]:
        """Which seats the Patrician's bots play (solo)."""
        return list(self.game.is_bot)

    def name(self, p: int) -> str:
        return self.game.names[p]

    # ------------------------------------------------------------ state
    @property
    def decision(self) -> Decision | None:
        """The decision the game waits for (None once it is over)."""
        return self.game.pending

    @property
    def decider(self) -> int | None:
        d = self.game.pending
        return None if d is None else d.player

    @property
    def active_player(self) -> int:
        """Whose turn it is (another seat may be deciding, e.g. an exchange)."""
        return self.game.active_player

    @property
    def round(self) -> int:
        return self.game.round

    @property
    def rounds(self) -> int:
        return self.game.rounds

    @property
    def over(self) -> bool:
        return self.game.is_over

    def frame(self, viewer: int | None) -> Frame:
        """The table now as `viewer` sees it (None: nobody's secrets), made
        once a state and seat (see `frame.frame_for`)."""
        frames = self._frames
        if frames and next(iter(frames.values())).version != self.version:
            frames.clear()
        found = frames.get(viewer)
        if found is None:
            public = frames.get(None)
            if public is None:
                public = frames[None] = frame_for(self, None)
            # At one keyboard the deciding seat's frame holds the decision's
            # part whoever plays it (a computer's moves are shown from it too).
            found = frames[viewer] = frame_for(self, viewer, decides=True, public=public)
        return found

    def snapshot(self, viewer: int | None, public: dict[str, Any] | None = None) -> dict[str, Any]:
        """The state as `viewer` sees it; from `public`, this state's
        `snapshot(None)`, if made already (see `engine.view.snapshot`)."""
        return self.game.snapshot(viewer, public)

    def legal(self) -> list[Action]:
        return self.game.legal_actions()

    def legal_args(self, kind: str) -> list[Any]:
        return [a.arg for a in self.game.legal_actions() if a.kind == kind]

    def spot_problem(self, spot: int) -> str | None:
        """Why the deciding player may not build a house on `spot`; None if they may."""
        return _said(self.spot_problem_message(spot))

    def spot_problem_message(self, spot: int) -> Message | None:
        """`spot_problem` as a message (docs/rules.md §4.1)."""
        return self.game.spot_problem_message(spot)

    def powerhouse_problem_message(self, spot: int) -> Message | None:
        """`powerhouse_problem` as a message (docs/rules.md §8, §12.7)."""
        from ..engine.placement import powerhouse_problem_message

        d = self.game.pending
        return None if d is None else powerhouse_problem_message(self.game, d.player, spot)

    def wall_slot_vp(self, slot: int, player: int) -> int:
        """What the Mason would score `player` for a wall on `slot`."""
        return self.game.wall_slot_vp(slot, player)

    def score_now(self, player: int) -> int:
        """`player`'s total if the game ended now, as `player` may know it."""
        return self.game.score_now(player)[player]

    def score_after(self, action: Action | str, player: int) -> int:
        """`score_now` once `action` were played (the game itself is untouched)."""
        trial = self.game.copy()
        trial.apply(action)
        return trial.score_now(player)[player]

    def final_scores(self) -> Scores:
        return self.game.final_scores()

    def standings(self, viewer: int | None, public: list[Standing] | None = None) -> list[Standing]:
        """Each player's VP by source so far, and the end scoring now, as
        `viewer` may see it; from `public`, this state's `standings(None)`,
        if made already."""
        from ..engine.standing import standings

        return standings(self.game, viewer, public)

    # ------------------------------------------------------- bots shown
    def shown_steps(self) -> tuple[list[Event], list[Position]]:
        """The events of the last action applied here and the pieces after
        each, traced in solo (the bots' moves are shown one state at a
        time); before any action, the deal's events (solo: the bots' first
        moves). Nothing after a take-back, or for a resumed game."""
        if not self.game.history:
            if self.game.trace_for is None:
                return list(self.game.setup_events), []
            return list(self.game.setup_events), [position_of(s) for s in self.game.setup_states(self.game.trace_for)]
        if not self._last_events:
            return [], []
        return list(self._last_events), [position_of(s) for s in self.game.event_states]

    def subscribe(self, listener: Callable[[Change], None]) -> Callable[[], None]:
        """Tell `listener` after every action and take-back made here; the
        function returned takes it off."""
        def told(_: LocalTable) -> None:
            listener(Change())

        self.after_apply.append(told)
        return lambda: self.after_apply.remove(told) if told in self.after_apply else None

    # ---------------------------------------------------------- actions
    def apply(self, action: Action | str) -> list[Event]:
        marks = self.last_move
        decider = self.game.pending.player if self.game.pending is not None else None
        events = self.game.apply(action)
        self._last_events = events
        self.vp_rounds = noted(self.vp_rounds, self.game)
        self.version += 1
        self._marks.append(marks)
        self._starts.append(len(self.log))
        seen = self._take(events)
        if decider is not None:
            self.seen_at[decider] = seen
        for listener in tuple(self.after_apply):  # one may take itself off
            listener(self)
        return events

    def last_decision(self) -> Decision | None:
        """The decision the last action answered (None before the first)."""
        return self.game.last_decision if self.game.history else None

    def undo_problem_message(self, player: int | None = None) -> Message | None:
        """`undo_problem` as a message (docs/rules.md §12.9)."""
        return self.game.undo_problem_message(player)

    def undo(self, player: int | None = None) -> str:
        """Take back the last decision (`UndoRefused` if not allowed); the log
        says what was taken back and the autosave follows. Returns that line
        (docs/rules.md §12.9)."""
        taken = self.game.undo(player)
        self._last_events = []
        self.vp_rounds = noted(self.vp_rounds, self.game)
        self.version += 1
        assert self.game.pending is not None  # the decision taken back is asked again
        what = words.answered(self.game.names, self.game.board, self.game.pending, taken.action,
                              taken.events)
        message = Message.of("event.take_back", player=self.game.names[taken.player], what=what)
        line = str(message)
        start = self._starts.pop() if self._starts else len(self.log)
        self.taken_back.update(range(start, len(self.log)))
        self.log.append(LogLine(taken.player, line, "undo", message))
        self.last_move = self._marks.pop() if self._marks else LastMove()
        for listener in tuple(self.after_apply):  # one may take itself off
            listener(self)
        return line

    def take(self, events: list[Event], decider: int | None = None) -> None:
        """Log the events of an action the game has already played (a save
        being restored) and `decider` decided, as `apply` logs its own; no
        listener is told."""
        self._starts.append(len(self.log))
        seen = self._take(events)
        self.vp_rounds = noted(self.vp_rounds, self.game)
        self.version += 1
        if decider is not None:
            self.seen_at[decider] = seen

    def _take(self, events: list[Event]) -> int:
        """Log `events`; the log's length the decider has seen: all of it,
        or in solo up to the first of the Patrician's moves the action
        brought (those are news to the human: `news_messages`)."""
        self.last_move = self.last_move.after(events)
        seen: int | None = None
        for e in events:
            if seen is None and e.player is not None and self.game.is_bot[e.player]:
                seen = len(self.log)
            self.log.append(LogLine(e.player, e.text, e.kind, e.message))
            self.log.extend(LogLine(None, str(note), "note", note) for note in powerhouse_notes(self.game, e))
        return len(self.log) if seen is None else seen

    def news_for(self, player: int) -> list[str]:
        """`news_messages` in English."""
        return [str(m) for m in self.news_messages(player)]

    def news_messages(self, player: int) -> list[Message]:
        """The others' main moves since `player`'s last decision that still
        stand (see `log.since_last`)."""
        return since_last(self.log, self.seen_at.get(player, 0), player, self.taken_back)

    # ------------------------------------------------------- thinking
    def hint_job(self, advise: Callable[[Game, int], T]) -> Callable[[], T]:
        """`advise` (the hint's thinking) as a job for a worker thread, on a
        copy of the game made now, on this thread, that nothing else touches."""
        copy, seed = self.game.copy(), self.seed
        return lambda: advise(copy, seed)

    def computer_job(self, level: str) -> Callable[[], tuple[Action, Exception | None]]:
        """The deciding seat's computer player of `level` choosing its move,
        as a job for a worker thread, on a copy of the game made now: the
        move, and the error if the player failed (then the first legal
        action is played instead, so a failing player never stalls the
        table). The player is seeded by the game's seed and the seat, here
        alone, so the same game is played the same at a keyboard and at a
        table server."""
        from ..ai import make_agent

        d = self.game.pending
        agent = make_agent(level, seed=self.seed * 8 + (d.player if d is not None else 0))
        copy = self.game.copy()

        def choose() -> tuple[Action, Exception | None]:
            try:
                return agent.choose(copy), None
            except Exception as error:  # noqa: BLE001 - a failing player must not stall the table
                return copy.legal_actions()[0], error

        return choose

    # ------------------------------------------------------------ saves
    def save_doc(self, autosave: bool, saved_at: datetime | None = None) -> dict[str, Any]:
        """The game record plus the table's seating, stamped `saved_at`
        (default: now), as plain data of its own (safe to hand to another thread)."""
        doc = record_dict(self.game, saved_at or datetime.now(timezone.utc).astimezone())
        doc[KEY] = Seating(tuple(self.setup.colours), self.setup.handover, autosave,
                           tuple(self.setup.computers)).as_json()
        if self.screen != ScreenState():  # counted in the log a replay of the save makes
            gone = self.taken_back | {i for i, line in enumerate(self.log) if line.kind == "undo"}
            doc[KEY][SCREEN_KEY] = self.screen.as_json(gone)
        self.screen_unsaved = False
        return doc

    # ------------------------------------------------------------ words
    def building(self, h: int | None) -> str:
        return "" if h is None else self.board.hex_label(h)

    def what_message(self) -> Message:
        """`what` as a message (see `decisions.asked`)."""
        d = self.game.pending
        return decisions.asked(d, self.acting_house_message() if d is not None and d.kind == "exchange" else None)

    def acting_house_message(self) -> Message:
        """`acting_house` as a message."""
        d = self.game.pending
        assert d is not None
        # The game's pieces, not `frame`: a frame's words are made from this.
        return words.acting_house(self.board, self.game.names, d, spots_now(self.game))

    def exchange_block(self) -> str | None:
        """Why the deciding player cannot exchange fish now; None if they can."""
        return _said(self.exchange_block_message())

    def exchange_block_message(self) -> Message | None:
        """`exchange_block` as a message (docs/rules.md §6, §12.4)."""
        d = self.game.pending
        if d is not None and any(a.kind == "exchange" for a in self.game.legal_actions()):
            return None
        if d is None:
            return words.exchange_block(self.game.names, d, 0, None)
        fish = self.game.res[d.player][FISH]
        # The decision's words are said only where no exchange is asked for.
        what = None if decisions.spec(d.kind).fish_first else self.what_message()
        return words.exchange_block(self.game.names, d, fish, what)


def _said(message: Message | None) -> str | None:
    """`message` in English (None stays None)."""
    return None if message is None else str(message)
