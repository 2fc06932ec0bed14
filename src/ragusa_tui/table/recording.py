"""A saved game made ready to be watched: the engine's `Replay` plus what the
viewer shows beside each step (the log so far, the last move, who did
what, in words) and where each turn begins.

Everything is worked out in one pass when the file is opened, so stepping
anywhere later costs only the engine's seek. A solo game's Patrician moves
are stepped through one at a time, as the game showed them (`BotSteps`):
their states are asked of the engine when a step's moves are first shown.
"""

from __future__ import annotations

import bisect
from dataclasses import replace
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
from .bot_steps import BotSteps
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
        self._events: list[tuple[Event, ...]] = []  # each step's events
        self._event_lines: list[list[int]] = []  # each step's log length after each of its events
        self._turns_after: list[tuple[int, int]] = []  # each step's turn count and seat to play, after it
        self._bots: dict[int, BotSteps | None] = {}  # the Patrician's moves of a step, once asked
        self._moves: list[int] | None = None  # how many Patrician moves each step shows, once asked
        self._bot_turns: list[tuple[int, int]] = []  # where a turn of the Patrician's begins
        self.result = ""  # the result, once the game is over
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
        self.is_bot: list[bool] = list(last.is_bot)
        if self.over:  # once the game is over, the kept cards may be named
            self._name_cards(record)
            self.result = result_line(last.final_scores())
            self._words[-1] += f" {self.result}"

    def _take(self, game: Game, action: Action | None, events: list[Event]) -> None:
        """Note one step of the replay: its log lines, words, decider, turn."""
        # The round of the state the action was taken in: a round's last
        # house already moves the game on to the next round.
        self._rounds.append(game.round if action is None else self._round_before)
        self._round_before = game.round
        self._last_move = self._last_move.after(events)
        ends = []
        for e in events:
            self.lines.append(LogLine(e.player, e.text, e.kind, e.message))
            # The same notes as the game's log (a duel's Powerhouses).
            self.lines.extend(LogLine(None, str(note), "note", note) for note in powerhouse_notes(game, e))
            ends.append(len(self.lines))
        self._line_count.append(len(self.lines))
        self._events.append(tuple(events))
        self._event_lines.append(ends)
        self._turns_after.append((game.turn, game.active_player))
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

    # ---------------------------------------------- the Patrician's moves
    def bot_steps(self, index: int) -> BotSteps | None:
        """The Patrician's moves that step `index`'s action brought (solo; at
        0 its first moves, in the deal), grouped as the game showed them one
        at a time, with the state after each; None if no bot moved."""
        if index not in self._bots:
            steps = self._grouped(index)
            if steps is not None:  # the states, traced by the engine (as the human saw them: no card shown)
                states = [self._spectators(position_of(s)) for s in self.replay.event_states(index, 0)]
                steps = self._grouped(index, states)
            self._bots[index] = steps
        return self._bots[index]

    def _grouped(self, index: int, states: list[Position] | None = None) -> BotSteps | None:
        """Step `index`'s Patrician moves, grouped as the game groups them (with `states`, if given)."""
        if not any(self.is_bot):
            return None
        turn, player = (-1, None) if index == 0 else self._turns_after[index - 1]
        return BotSteps.after(self._events[index], self.is_bot, turn, player, len(self.names), self.rounds,
                              [False] * self.board.n_spots, states or ())

    def bot_moves(self, index: int) -> int:
        """How many of the Patrician's moves step `index` shows one at a time."""
        if self._moves is None:
            self._moves = []
            for i in range(len(self._events)):
                steps = self._grouped(i)
                self._moves.append(0 if steps is None else len(steps.steps))
                before = None if i == 0 else self._turns_after[i - 1][1]
                for shown, step in enumerate(steps.steps if steps is not None else (), 1):
                    if step.turn_player != before:  # the Patrician begins a turn
                        self._bot_turns.append((i, shown))
                    before = step.turn_player
        return self._moves[index]

    def turn_views(self) -> list[tuple[int, int]]:
        """Where each turn begins, as (step, Patrician moves shown): a house
        placed by an action, or a turn of the Patrician's, in order."""
        self.bot_moves(0)
        return sorted({*((t, 0) for t in self.turns), *self._bot_turns})

    def words_at(self, index: int, shown: int) -> str:
        """What the replay says at step `index` with `shown` of its Patrician
        moves: the step's action (the deal before the Patrician's first
        moves), or the move shown last; the last one of the game with the result."""
        steps = self.bot_steps(index) if any(self.is_bot) else None
        if steps is None:
            return self.words(index)
        if shown == 0:
            if index == 0:
                start = next((e.message for e in self._events[0] if e.kind == "start" and e.message is not None),
                             None)
                return text("log.deal_start", start=start) if start is not None else text("log.deal")
            return self.words(index)
        step = steps.steps[shown - 1]
        move = next((e.message for e in step.events if e.message is not None), None)
        if step.events[0].player is None:  # the final scoring, after the Patrician's last move: nobody's
            said = str(move) if move is not None else step.events[0].text
        else:
            said = text("page.replay.patrician_move", shown=shown, total=len(steps.steps),
                        move=move if move is not None else step.events[0].text)
        if index == len(self) and shown == len(steps.steps) and self.result:
            said += f" {self.result}"
        return said

    def seat_at(self, index: int, shown: int) -> int | None:
        """Whose move the replay shows at step `index` with `shown` Patrician moves."""
        steps = self.bot_steps(index) if shown else None
        if steps is None or not steps.steps:
            return self.decider(index)
        step = steps.steps[shown - 1]
        return None if step.events[0].player is None else step.turn_player

    def round_at(self, index: int, shown: int) -> int:
        """The round of what the replay shows at step `index` with `shown` Patrician moves."""
        steps = self.bot_steps(index) if shown else None
        if steps is None or not steps.steps:
            return self.round_of(index)
        return steps.steps[shown - 1].round

    def state_at(self, index: int, shown: int) -> Position:
        """The pieces at step `index` with `shown` of its Patrician moves."""
        steps = self.bot_steps(index) if any(self.is_bot) else None
        if steps is None or shown >= len(steps.steps):
            return self.state(index)
        state = steps.steps[shown - 1].state if shown else steps.start_state
        if state is None:  # the action's first event was the Patrician's: the state before it
            return self.state(index - 1) if index else self.state(index)
        return state

    def _spectators(self, position: Position) -> Position:
        """A traced state as the replay shows every state: no bonus card
        named until the game is over (`state`)."""
        if self.over and position.over:
            return position
        return replace(position, mats=tuple(replace(m, bonus=None) for m in position.mats))

    def log_at(self, index: int, shown: int) -> list[LogLine]:
        """The log up to step `index` with only `shown` of its Patrician
        moves (all of the human's part of the step)."""
        steps = self.bot_steps(index)
        if steps is None:
            return self.log_until(index)
        events = len(self._events[index]) - sum(len(s.events) for s in steps.steps[shown:])
        start = self._line_count[index - 1] if index else 0
        return self.lines[: self._event_lines[index][events - 1] if events else start]

    def last_move_at(self, index: int, shown: int) -> LastMove:
        """The map's marks of the last move at step `index` with `shown` of its
        Patrician moves: the human's part of the step (the moves shown are lit instead)."""
        steps = self.bot_steps(index)
        if steps is None or shown >= len(steps.steps):
            return self.last_move(index)
        before = self._marks[index - 1] if index else LastMove()
        events = self._events[index]
        return before.after(events[: len(events) - sum(len(s.events) for s in steps.steps)])

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
