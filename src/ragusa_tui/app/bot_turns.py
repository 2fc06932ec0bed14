"""Plays the Patrician's moves on the game screen: a step every short pause,
a key for the next step at once, a key to skip to the human's turn.

The game screen owns one `BotTurns`; while it runs, the screen shows the
map as `BotSteps` says and takes no decision from the human.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from textual.binding import Binding
from textual.screen import Screen
from textual.timer import Timer

from ..catalogue import text
from ..engine import Event
from ..table.bot_steps import BotSteps
from .widgets.board_map import WATCHING, MapView
from .widgets.turn_header import TurnHeader

if TYPE_CHECKING:
    from ..table.frame import Position
    from ..table.view import TableView

# The screen's keys while the bots' moves are shown; priority, so they win
# over the map's keys, and free again when nothing is shown. Enter only waits:
# pressed once too often after the last move it would build on the cursor's spot.
KEYS = [
    Binding("space", "next_step", "key.next_move", key_display="Space", priority=True),
    Binding("enter", "hold", "key.wait", show=False, priority=True),
    Binding("escape", "skip_steps", "key.skip_to_your_turn", key_display="Esc", priority=True),
]
ACTIONS = frozenset({"next_step", "skip_steps", "hold"})


class BotTurns:
    """The reveal in progress (if any) and its timer."""

    def __init__(self, screen: Screen[Any], pause: float, on_step: Callable[[], None],
                 on_done: Callable[[], None]) -> None:
        self.screen = screen
        self.pause = pause
        self.on_step = on_step
        self.on_done = on_done
        self.steps: BotSteps | None = None
        self.before: Position | None = None  # the public state the side panels keep showing
        self._timer: Timer | None = None

    @property
    def running(self) -> bool:
        """Whether moves are being shown (the last one included, until it
        has had its pause or the human moves on)."""
        return self.steps is not None

    def start(self, events: Sequence[Event], table: TableView, before: Position | None,
              states: Sequence[Position] = ()) -> None:
        """Hold back the bots' moves among `events` and start showing them.
        `before` is the game's snapshot from before the action (None at
        setup); `states`, the engine's state after each event, if traced."""
        self.stop()
        if before is None:
            turn, player, reserved = -1, None, [False] * table.board.n_spots
        else:
            turn, player = before.turn, before.active_player
            reserved = [s.reserved for s in before.spots]
        now = table.frame(None)
        steps = BotSteps.after(events, list(now.bots), turn, player, len(now.names), now.rounds, reserved,
                               states)
        if steps is None or self.pause <= 0:
            return
        self.steps, self.before = steps, before
        self._timer = self.screen.set_interval(self.pause, self._tick)

    def _tick(self) -> None:
        if self.screen.app.screen is not self.screen:
            return  # a dialog or the help is open: wait for it
        self.next_step()

    def next_step(self) -> None:
        """Show the next move; after the last one, hand the game back."""
        if self.steps is None:
            return
        if self.steps.running:
            self.steps.advance()
            self.on_step()
        else:
            self.skip()

    def skip(self) -> None:
        """Show every remaining move and hand the game back to the human."""
        if self.steps is None:
            return
        self.steps.finish()
        self.stop()
        self.on_done()

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.steps = None
        self.before = None

    # ------------------------------------------------------------ drawing
    @property
    def shown_state(self) -> Position | None:
        """The public state after exactly the moves shown so far, if known:
        the side panels show it (None: the end state may be shown)."""
        if self.steps is None:
            return None
        return self.steps.state or self.before

    @property
    def hidden_lines(self) -> int:
        """Log lines (at the end of the log) that are not to be shown yet."""
        return self.steps.hidden_lines if self.steps is not None else 0

    def seats(self, turn: int, decider: int | None) -> tuple[int, int | None]:
        """Whose turn the mats light up and who has the ▶: during the moves,
        the turn of the move shown and nobody deciding."""
        if self.steps is None:
            return turn, decider
        step = self.steps.current or self.steps.coming
        player = step.turn_player if step is not None else None
        return (turn if player is None else player), None

    def show_header(self, header: TurnHeader, session: TableView) -> None:
        """`Round 2 of 9 · ▼ Orange's turn · the Patrician plays: move 3 of 7`: short enough
        for 100 columns (the Footer shows Space and Esc)."""
        assert self.steps is not None
        step = self.steps.current or self.steps.coming
        player = step.turn_player if step is not None and step.turn_player is not None \
            else session.frame(None).active_player
        round_no = step.round if step is not None else session.frame(None).round
        shown, total = self.steps.shown, len(self.steps.steps)
        what = (text("play.header.bots_play", shown=shown, total=total) if shown
                else text("play.header.bots_about_to_play"))  # Space and Esc: in the Footer
        frame = session.frame(None)
        header.show(round_no, frame.rounds, frame.name(player), frame.palette[player], None, None,
                    what)

    def adjust(self, view: MapView) -> MapView:
        """The map as it stood at the move shown, that move lit up."""
        if self.steps is None:
            return view
        state = self.steps.state
        if state is not None:  # the engine's own state after the move shown
            spots = state.spots
            houses, towers = [x.house for x in spots], [x.tower for x in spots]
            walls, reserved = list(state.walls), [x.reserved for x in spots]
        else:
            houses, towers, walls, reserved = self.steps.hide(view.houses, view.towers, view.walls,
                                                              view.reserved)
        step = self.steps.current
        lit = (step.spots, step.hexes, step.slots) if step is not None else (frozenset(),) * 3
        return replace(view, houses=houses, towers=towers, walls=walls, reserved=reserved,
                       mode=WATCHING, candidates=frozenset(), slot_vp={}, marked_hexes=frozenset(),
                       recent=None, recent_slots=frozenset(), recent_towers=frozenset(),
                       lit_spots=lit[0], lit_hexes=lit[1], lit_slots=lit[2])
