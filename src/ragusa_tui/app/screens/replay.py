"""The replay viewer: a saved game's board, mats, harbour and log at any
step, stepped through with the keys or the bar. Nothing here can change the
game; the viewer only watches. In a solo game the Patrician's moves are
steps too, one at a time as the game showed them (→ after the human's
action, each move it brought), and PgUp PgDn stop at the Patrician's turns."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.console import Group
from rich.text import Text
from textual import events
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from ...catalogue import Message, joined, text
from ...engine.scoring import bonus_message
from ...table.frame import Position
from ...table.recording import Recording
from ..widgets.board_map import IDLE, BoardMap, MapView
from ..widgets.event_log import EventLog
from ..widgets.harbour import HarbourPanel, MarketPanel
from ..widgets.keys_footer import KeysFooter
from ..widgets.player_mats import PlayerMats
from ..widgets.sized import show_sized
from ..widgets.step_bar import StepBar
from ..once import DismissOnce

LOG_TAIL = 60  # lines written after a jump when the log's height is not known yet


class ReplayMap(BoardMap, can_focus=False):
    """The board map without a cursor, deaf to clicks: a replay is only watched."""

    shows_cursor = False

    def on_click(self, event: events.Click) -> None:
        event.prevent_default()


class SecretCards(Static):
    """Every player's bonus cards once the game is over; before that, none."""

    def show(self, recording: Recording, index: int) -> None:
        if not recording.over:
            show_sized(self, Text(text("page.replay.cards_secret"), "dim"))
            return
        lines = [Text(text("page.replay.cards_shown"), "bold")]
        for seat, name in enumerate(recording.names):
            cards = recording.bonus_cards(index, seat)
            titles = (joined("page.list.semicolon", [bonus_message(recording.board, c) for c in cards]) if cards
                      else Message.of("page.replay.no_cards_yet"))
            lines.append(Text.assemble(recording.colour(seat).badge(name),
                                       text("page.replay.cards_of", titles=titles)))
        show_sized(self, Group(*lines))


class ReplayScreen(DismissOnce, Screen[None]):
    """Steps through a `Recording`; `quit_on_close` when it is all the app shows."""

    CSS_PATH = "replay.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "step(-1)", "key.step", key_display="←→"),
        Binding("right,l", "step(1)", "key.step", show=False),
        Binding("pageup", "turn(-1)", "key.turn", key_display="PgUp PgDn"),
        Binding("pagedown", "turn(1)", "key.turn", show=False),
        Binding("home", "seek(0)", "key.first_last_step", key_display="Home End"),
        Binding("end", "seek(-1)", "key.last_step", show=False),
        Binding("escape,q", "close", "key.close_replay", key_display="Esc"),
    ]

    def __init__(self, recording: Recording, start: int = 0, quit_on_close: bool = False) -> None:
        super().__init__()
        self.recording = recording
        self.start = start
        self.quit_on_close = quit_on_close
        self.index = -1
        self.shown = 0  # of the Patrician's moves that step `index` brought (all: the step's end)

    def compose(self) -> ComposeResult:
        r = self.recording
        yield Static(id="replay-title")
        yield Static(id="replay-step")
        with Horizontal(id="replay-main"):
            with Vertical(id="replay-left"):
                yield ReplayMap(r.board, id="replay-map")
                yield StepBar(len(r), id="replay-bar")
                yield EventLog(id="replay-log")
            with VerticalScroll(id="replay-side", can_focus=False):
                yield PlayerMats(id="replay-mats")
                yield SecretCards(id="replay-cards")
                yield HarbourPanel(id="replay-harbour")
                yield MarketPanel(id="replay-market")
        yield KeysFooter()

    def on_mount(self) -> None:
        r = self.recording
        state = Message.of("page.replay.finished" if r.over else "page.replay.not_finished")
        names = joined("list.comma", list(r.names)) if r.names else ""
        # The players' names last: a long list is what the line's … cuts.
        self.query_one("#replay-title", Static).update(Text.assemble(
            (text("page.replay.heading") + " ", "bold"), (r.title, "bold"),
            " · " + text("page.replay.read_only", state=state, players=names)))
        self.go(self.start)

    def on_resize(self) -> None:
        self.set_class(self.size.height < 36, "-compact")

    # ------------------------------------------------------------ moving
    def go(self, index: int, shown: int | None = None) -> None:
        """Show the game after `index` actions (negative counts from the end)
        and `shown` of the Patrician's moves they brought (default: all, but
        none at the deal, where the game begins)."""
        n = len(self.recording)
        index = max(0, min(n, index + n + 1 if index < 0 else index))
        moves = self.recording.bot_moves(index)
        shown = max(0, min(moves, (0 if index == 0 else moves) if shown is None else shown))
        if (index, shown) == (self.index, self.shown):
            return
        self.index, self.shown = index, shown
        self._draw(index)

    def action_step(self, delta: int) -> None:
        r = self.recording
        if delta > 0:
            if self.shown < r.bot_moves(self.index):
                self.go(self.index, self.shown + 1)
            elif self.index < len(r):
                self.go(self.index + 1, 0)
        elif self.shown > 0:
            self.go(self.index, self.shown - 1)
        elif self.index > 0:
            self.go(self.index - 1)

    def action_turn(self, delta: int) -> None:
        r = self.recording
        here = (self.index, self.shown)
        views = r.turn_views()
        if delta > 0:
            after = [v for v in views if v > here]
            self.go(*(after[0] if after else (len(r), None)))
        else:
            before = [v for v in views if v < here]
            self.go(*(before[-1] if before else (0, 0)))

    def action_seek(self, index: int) -> None:
        self.go(index)

    def game_commands(self) -> Iterable[SystemCommand]:
        """The replay's keys, for the command palette."""
        yield SystemCommand(text("page.replay.command.next_turn"), text("page.replay.command.next_turn_help"),
                            lambda: self.action_turn(1))
        yield SystemCommand(text("page.replay.command.previous_turn"),
                            text("page.replay.command.previous_turn_help"), lambda: self.action_turn(-1))
        yield SystemCommand(text("page.replay.command.first_step"), text("page.replay.command.first_step_help"),
                            lambda: self.go(0))
        yield SystemCommand(text("page.replay.command.last_step"), text("page.replay.command.last_step_help"),
                            lambda: self.go(-1))
        yield SystemCommand(text("page.replay.command.close"), text("page.replay.command.close_help"),
                            self.action_close)

    def action_close(self) -> None:
        if self.quit_on_close:
            self.app.exit()
        else:
            self.dismiss(None)

    def on_step_bar_seek(self, message: StepBar.Seek) -> None:
        self.go(message.index)

    # ----------------------------------------------------------- drawing
    def _draw(self, i: int) -> None:
        r = self.recording
        shown = self.shown
        snap = r.state_at(i, shown)
        words = Text(text("page.replay.step", step=i, steps=len(r), round=r.round_at(i, shown),
                          rounds=r.rounds) + " · ")
        decider = r.seat_at(i, shown)
        if decider is not None:
            words.append(f"{r.colour(decider).symbol} ", f"bold {r.colour(decider).rgb}")
        words.append(r.words_at(i, shown), "bold")
        show_sized(self.query_one("#replay-step", Static), words)
        pending = snap.pending
        if shown:  # the Patrician's move: its turn lit, nobody deciding (as the game showed it)
            self.query_one(PlayerMats).show(snap, r.colours, decider, None)
        else:
            self.query_one(PlayerMats).show(snap, r.colours, snap.active_player,
                                            None if pending is None else pending.player)
        self.query_one(SecretCards).show(r, i)
        self.query_one(HarbourPanel).show(snap)
        self.query_one(MarketPanel).show(snap, r.board.market_track)
        self.query_one(ReplayMap).show(self._map_view(i, snap))
        self.query_one(StepBar).show(i)
        self._write_log(i)

    def _map_view(self, index: int, snap: Position) -> MapView:
        spots = snap.spots
        last = self.recording.last_move_at(index, self.shown)
        chosen = self.recording.hex_chosen(index)
        marked = frozenset() if chosen is None else frozenset({chosen})
        steps = self.recording.bot_steps(index) if self.shown else None
        if steps is not None:  # the Patrician's move lit, as the game lit it
            step = steps.steps[self.shown - 1]
            return MapView(
                houses=[x.house for x in spots], towers=[x.tower for x in spots],
                walls=list(snap.walls), players=self.recording.colours,
                powerhouse=[x.powerhouse for x in spots], reserved=[x.reserved for x in spots],
                mode=IDLE, lit_spots=step.spots, lit_hexes=step.hexes, lit_slots=step.slots,
            )
        return MapView(
            houses=[x.house for x in spots], towers=[x.tower for x in spots],
            walls=list(snap.walls), players=self.recording.colours,
            powerhouse=[x.powerhouse for x in spots], reserved=[x.reserved for x in spots],
            mode=IDLE, marked_hexes=marked, recent=last.spot, recent_slots=last.slots,
            recent_towers=last.towers,
        )

    def _write_log(self, index: int) -> None:
        """A step on appends its lines; a jump (back, or on by more than the
        log shows) writes only the tail that fits in the log, so a jump
        costs the same anywhere in a long game."""
        log = self.query_one(EventLog)
        lines = self.recording.log_at(index, self.shown)
        tail = log.size.height or LOG_TAIL
        if len(lines) < log.shown or len(lines) - log.shown > tail:
            log.clear()
            log.shown = max(0, len(lines) - tail)
        log.add(lines, self.recording.colours)
