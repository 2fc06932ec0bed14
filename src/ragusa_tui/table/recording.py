"""A saved game made ready to be watched: the engine's `Replay` plus what the
viewer shows beside each step (the log so far, the last move, who did
what, in words) and where each turn begins.

Everything is worked out in one pass when the file is opened, so stepping
anywhere later costs only the engine's seek.
"""

from __future__ import annotations

import bisect
from pathlib import Path
from ..catalogue import text
from ..engine import Action, Decision, Event, Game, RecordError
from ..engine.board import Board
from ..engine.record import GameRecord
from ..engine.replay import Replay, Step
from ..engine.scoring import bonus_message
from ..safe_text import visible
from ..saves import SaveError, load_record
from . import look
from .frame import Position, position_of
from .last_move import LastMove
from .log import LogLine
from .powerhouse_notes import powerhouse_notes
from .seating import palette, read_seating
from .setup import GameSetup
from .verdict import result_line
from .words import answered

TURN_KINDS = frozenset({"place", "powerhouse"})  # a turn begins with a house placed


class Recording:
    """One game's record, checked, with the words and the log for each step."""

    def __init__(self, record: GameRecord, title: str) -> None:
        """Raises `RecordError` if the record is not a legal game."""
        self.title = title
        self.lines: list[LogLine] = []
        self._line_count: list[int] = []
        self._marks: list[LastMove] = []  # the last move as the map marks it, per step
        self._words: list[str] = []
        self._step: Step | None = None  # the step the last question was about
        self._deciders: list[int | None] = []
        self._rounds: list[int] = []  # the round in which each step's action was taken
        self.turns: list[int] = []  # the steps whose action placed a house
        self._last_move = LastMove()
        self._before: Decision | None = None
        self._last: Game | None = None
        self._round_before = 1  # the round of the state before the next action
        # One pass over the record: the engine checks it and keeps its
        # checkpoints while `_take` notes the words and the log of each step.
        self.replay = Replay(record, watch=self._take)
        last = self._last
        assert last is not None
        self.over: bool = last.is_over
        self.names: list[str] = list(last.names)
        self.rounds: int = last.rounds
        self.board: Board = last.board
        seating = read_seating(record.model_extra, len(record.config.players))
        seats = GameSetup(tuple(record.config.players), seating.colours, mode=record.config.mode)
        self.colours: list[look.PlayerColour] = palette(seats.seat_colours(), len(self.names))
        if self.over:  # once the game is over, the kept cards may be named
            self._name_cards(record)
            self._words[-1] += f" {result_line(last.final_scores())}"

    def _take(self, game: Game, action: Action | None, events: list[Event]) -> None:
        """Note one step of the replay: its log lines, words, decider, turn."""
        # The round of the state the action was taken in: a round's last
        # house already moves the game on to the next round.
        self._rounds.append(game.round if action is None else self._round_before)
        self._round_before = game.round
        self._last_move = self._last_move.after(events)
        for e in events:
            self.lines.append(LogLine(e.player, e.text, e.kind, e.message))
            # The same notes as the game's log (a duel's Powerhouses).
            self.lines.extend(LogLine(None, str(note), "note", note) for note in powerhouse_notes(game, e))
        self._line_count.append(len(self.lines))
        self._marks.append(self._last_move)
        before = self._before
        self._deciders.append(None if before is None else before.player)
        self._words.append(self._describe(game, before, action, events))
        if action is not None and action.kind in TURN_KINDS:
            self.turns.append(len(self._words) - 1)
        self._before, self._last = game.pending, game

    @classmethod
    def load(cls, path: Path) -> Recording:
        """The recording of a save; `SaveError` (one sentence) if it cannot be loaded."""
        record = load_record(path)
        try:
            return cls(record, visible(path.name, 60))
        except RecordError as exc:
            raise SaveError("load", path, exc.message or str(exc)) from None

    # ------------------------------------------------------------ steps
    def __len__(self) -> int:
        """The number of actions: steps run from 0 (the deal) to len."""
        return len(self.replay)

    def seek(self, index: int) -> Step:
        """The engine's step after `index` actions (negative: from the end)."""
        return self.replay.seek(index)

    def _at(self, index: int) -> Step:
        """The step after `index` actions, sought once for the questions about it."""
        if self._step is None or self._step.index != index:
            self._step = self.replay.seek(index)
        return self._step

    def state(self, index: int) -> Position:
        """The pieces after `index` actions, as a spectator sees them."""
        return position_of(self._at(index).game.snapshot(None))

    def bonus_cards(self, index: int, seat: int) -> list[int]:
        """The bonus cards `seat` holds after `index` actions (for a game that
        is over: no secrets)."""
        return list(position_of(self._at(index).game.snapshot(seat)).mats[seat].bonus or ())

    def hex_chosen(self, index: int) -> int | None:
        """The hex whose turn to act was chosen at step `index`, if that step did."""
        action = self._at(index).action
        return action.arg if action is not None and action.kind == "hex" and isinstance(action.arg, int) \
            else None

    def log_until(self, index: int) -> list[LogLine]:
        return self.lines[: self._line_count[index]]

    def last_move(self, index: int) -> LastMove:
        """The last house built up to step `index`, and the walls and towers
        built since: what the game's map marks as the last move."""
        return self._marks[index]

    def words(self, index: int) -> str:
        """What happened at step `index`, as one sentence."""
        return self._words[index]

    def round_of(self, index: int) -> int:
        """The round in which step `index`'s action was taken (1 at the deal)."""
        return self._rounds[index]

    def decider(self, index: int) -> int | None:
        """The seat whose decision step `index` was (None at the deal)."""
        return self._deciders[index]

    def next_turn(self, index: int) -> int:
        """The step of the next house placed after `index` (else the last step)."""
        i = bisect.bisect_right(self.turns, index)
        return self.turns[i] if i < len(self.turns) else len(self)

    def previous_turn(self, index: int) -> int:
        """The step of the last house placed before `index` (else the deal)."""
        i = bisect.bisect_left(self.turns, index)
        return self.turns[i - 1] if i > 0 else 0

    def colour(self, seat: int) -> look.PlayerColour:
        return self.colours[seat]

    # ------------------------------------------------------------ words
    @staticmethod
    def _describe(game: Game, decision: Decision | None, action: Action | None,
                  events: list[Event]) -> str:
        if decision is None or action is None:  # the deal: its ships and moves are in the log
            start = next((e.message for e in events if e.kind == "start" and e.message is not None), None)
            if start is None:
                return text("log.deal")
            patrician = any(e.kind == "patrician" for e in events)
            return text("log.deal_solo" if patrician else "log.deal_start", start=start)
        return str(answered(game.names, game.board, decision, action, events))

    def _name_cards(self, record: GameRecord) -> None:
        """Add the card kept to each `keep` step (a finished game has no secrets)."""
        for i, typed in enumerate(record.actions, start=1):
            action = Action.parse(typed)
            if action.kind == "keep" and isinstance(action.arg, int):
                self._words[i] = text("log.kept_card", step=self._words[i].rstrip("."),
                                      card=bonus_message(self.board, action.arg))
