"""Taking back the last action, only while that reveals nothing and wrongs nobody.

A game is its config plus its actions, so the game before the last action is
rebuilt by replaying all actions but the last one: snapshot, legal actions,
record and random state come out exactly as they were, and the record keeps
no trace of the action taken back.

An action may be taken back unless
- the game is over (final scoring has shown every bonus card);
- while it was carried out something hidden came out: a ship drawn into the
  harbour, bonus cards drawn (Rector's Palace, last card), or the Patrician
  bots played their turns (their cards were drawn);
- it was another player's decision than the one already being taken back:
  one undo after another takes back one player's own decisions only, so
  nobody's choice is taken back by someone else. Right after a turn ended,
  while the next player has not decided, the last player may take it back.

A layer of `Game`: the game before the last action is rebuilt as the game's
own class, from its config, so nothing here needs the rules' module. Once a
game has been asked about a take-back, `Game.apply` hands over a copy of the
game made just before each action instead (`_remember_before`): a table asks
after every action, and a copy costs far less than the replay.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import Message, english
from .actions import Action, Decision, IllegalAction
from .events import Event
from .state import GameState


class UndoRefused(IllegalAction):
    """The last action cannot be taken back; the message says why and the game is unchanged."""


@dataclass(frozen=True, slots=True)
class TakeBack:
    """What `Game.undo` took back: whose decision, the action and the events it had caused."""

    player: int
    action: Action
    events: tuple[Event, ...]

    def text(self, names: list[str]) -> str:
        """One log line: who took back what."""
        return english(self.message(names))

    def message(self, names: list[str]) -> Message:
        """`text` as a message: who took back the first of the events taken
        back (or the action, if it caused none)."""
        what: Message | str
        if not self.events:
            what = Message.of("phrase.quoted_action", action=str(self.action))
        else:
            first = self.events[0]
            what = first.message if first.message is not None else first.text
        return Message.of("event.take_back", player=names[self.player], what=what)


@dataclass(slots=True)
class _Before:
    """The game before the last action, and what that action did (memoised on
    the game; the events played out only when a take-back asks for them)."""

    actions: tuple[Action, ...]
    game: Undo
    last: Action
    _events: tuple[Event, ...] | None = None

    @property
    def events(self) -> tuple[Event, ...]:
        if self._events is None:
            self._events = tuple(self.game.copy().apply(self.last))
        return self._events


class Undo(GameState):
    """`can_undo`, `undo_problem` and `undo` for `Game`."""

    _undo_memo: _Before | None  # the state's field, as this layer keeps it

    def apply(self, action: Action | str) -> list[Event]:
        """Apply one action: the rules' own (`Game.apply`), with which the
        game before the last action is played again."""
        raise NotImplementedError

    def _remember_before(self, before: Undo) -> None:
        """`before` is this game as it was just before its last action (a copy
        nothing else holds): the next question about a take-back starts there."""
        self._undo_memo = _Before(tuple(self.history[:-1]), before, self.history[-1])

    @property
    def last_decision(self) -> Decision | None:
        """The decision the last action answered (who decided what); None before any action."""
        return _before(self).game.pending if self.history else None

    @property
    def can_undo(self) -> bool:
        """Whether `undo()` would take back the last action now."""
        return self.undo_problem() is None

    def undo_problem(self, player: int | None = None) -> str | None:
        """Why the last action cannot be taken back (by `player`, if given), in
        one sentence; None if it can."""
        problem = self.undo_problem_message(player)
        return None if problem is None else english(problem)

    def undo_problem_message(self, player: int | None = None) -> Message | None:
        """`undo_problem` as a message (docs/rules.md §12.9)."""
        if self.pending is None:
            return Message.of("refusal.undo_game_over")
        if not self.history:
            return Message.of("refusal.undo_nothing")
        before = _before(self)
        decision = before.game.pending
        assert decision is not None  # the decision the last action answered
        who = decision.player
        name = self.names[who]
        if player is not None and player != who:
            return Message.of("refusal.undo_not_yours", player=name)
        chain = self._undo_by
        if chain is not None and chain[1] == len(self.history) and chain[0] != who:
            return Message.of("refusal.undo_other_player", player=name, asker=self.names[chain[0]])
        reveal = _revealed(before.game, self)
        if reveal is not None:
            return Message.of("refusal.undo_revealed", player=name, reveal=reveal)
        return None

    def undo(self, player: int | None = None) -> TakeBack:
        """Take back the last action: the game becomes exactly what it was before it.

        Raises `UndoRefused` (game untouched) when that is not allowed.
        """
        problem = self.undo_problem_message(player)
        if problem is not None:
            raise UndoRefused(problem)
        before = _before(self)
        restored = before.game.copy()
        decision = restored.pending
        assert decision is not None  # the decision the last action answered
        who = decision.player
        taken = TakeBack(who, self.history[-1], before.events)
        trace = self.trace_for  # who watches is not game state: it stays
        self.__dict__.clear()
        self.__dict__.update(restored.__dict__)
        if trace is not None:
            self.trace_for = trace
        self._undo_by = (who, len(self.history))
        self._undo_memo = before  # redoing the same action finds its rebuild ready
        return taken


def _before(game: Undo) -> _Before:
    """The game before its last action, rebuilt from the config, or from the
    previous rebuild when the record has only grown since (memoised), with
    what the last action did."""
    actions, last = tuple(game.history[:-1]), game.history[-1]
    memo = game._undo_memo
    if memo is not None and memo.actions == actions:
        if memo.last == last:
            return memo
        # Taken back, then another action in its place: the same game before,
        # but the events are the new action's.
        rebuilt = memo.game
    elif memo is not None and actions[:len(memo.actions)] == memo.actions:
        rebuilt = memo.game.copy()  # play on from the last rebuild
        for action in actions[len(memo.actions):]:
            rebuilt.apply(action)
    else:
        rebuilt = type(game)(game.config, game.board)  # the game's own class, from the start
        for action in actions:
            rebuilt.apply(action)
    memo = _Before(actions, rebuilt, last)
    game._undo_memo = memo
    return memo


def _revealed(before: GameState, after: GameState) -> Message | None:
    """What hidden information came out between `before` and `after`, as a
    message (all of it: a screen showing the moves one by one may not have
    reached the one that drew)."""
    found = []
    if len(after.ship_deck) < len(before.ship_deck):
        found.append("problem.ship_drawn")
    if set(before.bonus_deck) - set(after.bonus_deck):
        if after.pending is not None and after.pending.kind == "rector":
            found.append("problem.rector_drew")
        else:
            found.append("problem.bonus_drawn")
    # A bot's turn always sets one of its houses down (built, or set aside
    # for want of a spot): that is what tells that it played and drew.
    if any(after.houses_left[q] != before.houses_left[q] for q in range(after.n) if after.is_bot[q]):
        found.append("problem.patrician_played")
    said: Message | None = None
    for code in reversed(found):  # "a and b and c": each item says the rest after it
        item = Message.of(code)
        said = item if said is None else Message.of("list.and", first=item, rest=said)
    return said
