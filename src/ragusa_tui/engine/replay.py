"""Watching a recorded game again: step to any action, forward or backward.

A `Replay` checks the whole record once, keeping a copy of the game every
`checkpoint_every` actions. Going to an index re-simulates from the nearest
checkpoint at or before it (or from the current position when that is
closer), so no step costs more than `checkpoint_every` actions, wherever the
index is.

>>> from ragusa_tui.engine import GameConfig, new_game
>>> game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=1))
>>> for _ in range(5):
...     _ = game.apply(game.legal_actions()[0])
>>> replay = Replay.from_game(game)
>>> len(replay), replay.seek(5).game == game, replay.seek(2).action == game.history[1]
(5, True, True)
>>> replay.back().index
1
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action, Decision
from .config import GameConfig
from .events import Event
from .game import Game
from .record import FORMAT, VERSION, GameRecord, read_record, replay_steps


Watcher = Callable[[Game, Action | None, list[Event]], None]  # one step of the checking pass


@dataclass(frozen=True, slots=True)
class Step:
    """The game after `index` actions, and how it got there from `index - 1`."""

    index: int
    game: Game  # a private copy: the caller may play on from it
    action: Action | None  # the action that led here; None at index 0
    decision: Decision | None  # the decision that action answered (who chose what)
    events: tuple[Event, ...]  # what that action caused; the setup's events at index 0


class Replay:
    """A checked game record that can be stepped through in both directions."""

    def __init__(self, record: GameRecord, checkpoint_every: int = 16,
                 watch: Watcher | None = None) -> None:
        """Replay `record` once, checking it; raises `RecordError` if it is not a legal game.
        `watch`, if given, sees each step of that one pass (the game, mutated in
        place, the action and its events), so a caller needs no second replay."""
        if checkpoint_every < 1:
            raise ValueError("checkpoint_every must be at least 1")
        self.config: GameConfig = record.config
        self.every = checkpoint_every
        self._checkpoints: list[Game] = []
        actions: list[Action] = []
        before: Decision | None = None
        for game, action, events in replay_steps(record):
            if watch is not None:
                watch(game, action, events)
            if action is None:
                self._setup_events = tuple(events)
            else:
                actions.append(action)
            self._at = Step(len(actions), game, action, before, tuple(events))
            before = game.pending
            if len(actions) % checkpoint_every == 0:
                self._checkpoints.append(game.copy())
        self.actions: tuple[Action, ...] = tuple(actions)

    @classmethod
    def from_json(cls, text: str | bytes, checkpoint_every: int = 16) -> Replay:
        """From a save's text; `RecordError` if it cannot be loaded."""
        return cls(read_record(text), checkpoint_every)

    @classmethod
    def from_game(cls, game: Game, checkpoint_every: int = 16) -> Replay:
        """From a game in memory: its config and every action so far."""
        return cls.from_actions(game.config, game.history, checkpoint_every)

    @classmethod
    def from_actions(cls, config: GameConfig, actions: Sequence[Action | str],
                     checkpoint_every: int = 16) -> Replay:
        """`actions` played from `config`; `RecordError` if one is not legal."""
        record = GameRecord(format=FORMAT, version=VERSION, config=config, actions=[str(a) for a in actions])
        return cls(record, checkpoint_every)

    def __len__(self) -> int:
        """The number of actions; indexes run from 0 (setup) to len (the last state)."""
        return len(self.actions)

    @property
    def index(self) -> int:
        return self._at.index

    def current(self) -> Step:
        return self._copy(self._at)

    def seek(self, index: int) -> Step:
        """Go to the state after `index` actions (negative counts from the end)."""
        n = len(self.actions)
        if index < 0:
            index += n + 1
        if not 0 <= index <= n:
            raise IndexError(f"step {index} is outside this game (0 to {n})")
        if index != self._at.index:
            self._at = self._walk(index)
        return self._copy(self._at)

    def forward(self) -> Step | None:
        """One action on; None at the end."""
        return None if self._at.index >= len(self.actions) else self.seek(self._at.index + 1)

    def back(self) -> Step | None:
        """One action back; None at the start."""
        return None if self._at.index == 0 else self.seek(self._at.index - 1)

    def _walk(self, index: int) -> Step:
        """Simulate to `index` from the closest known state at or before it."""
        if index == 0:
            return Step(0, self._checkpoints[0].copy(), None, None, self._setup_events)
        here = self._at.index
        base = (index - 1) // self.every * self.every  # the state before the last action is needed
        if base <= here < index:
            game, start = self._at.game, here
        else:
            game, start = self._checkpoints[base // self.every].copy(), base
        for i in range(start, index - 1):
            game.apply(self.actions[i])
        decision = game.pending
        action = self.actions[index - 1]
        events = game.apply(action)
        return Step(index, game, action, decision, tuple(events))

    def event_states(self, index: int, viewer: int) -> list[dict[str, Any]]:
        """The state as `viewer` sees it right after each event of step
        `index`'s action, as `Game.trace` keeps them while a game is played
        (a solo game's Patrician moves, shown one at a time); at index 0 the
        deal's (`Game.setup_states`). Worked out on a copy: the replay stays
        at its step."""
        n = len(self.actions)
        if not 0 <= index <= n:
            raise IndexError(f"step {index} is outside this game (0 to {n})")
        if index == 0:
            return self._checkpoints[0].setup_states(viewer)
        base = (index - 1) // self.every * self.every
        game = self._checkpoints[base // self.every].copy()
        for i in range(base, index - 1):
            game.apply(self.actions[i])
        game.trace(viewer)
        game.apply(self.actions[index - 1])
        return list(game.event_states)

    @staticmethod
    def _copy(step: Step) -> Step:
        return Step(step.index, step.game.copy(), step.action, step.decision, step.events)

