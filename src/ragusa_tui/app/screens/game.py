"""The game screen: map, mats, harbour, market, log; it asks the engine
what is pending and presents it (on the map, in a dialog, or behind the
hand-over screen when the keyboard must change hands)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.scalar import Scalar
from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from ...catalogue import Message, text
from ...engine import Action, IllegalAction
from ...engine.board import KIND_KEYS
from ...errors import said
from ...safe_text import markup
from ...table import decisions, prompts
from ...table.frame import Position
from ...table.prompts import Prompt
from ...table.turn import HandingOver, Over, Showing, Thinking, TurnFlow, Waiting, on_its_way
from ...table.view import Change, TableView, decider_frame
from .. import bot_turns, explaining, hint, kept_screen, placing, take_back
from ..computer_turns import ComputerTurns
from ..key_guard import KeyGuard
from ..recover import recovering
from ..widgets.board_map import BUILDING_KEYS, IDLE, NUMBERS_KEY, SPOTS, TOWERS, WALLS, WATCHING, BoardMap, MapView
from ..widgets.cards import CardsPanel
from ..widgets.cursor_words import fit_rows, slot_text, spot_parts
from ..widgets.decision_panel import EXCHANGE, UNDO, ChoiceList, DecisionPanel, Instead
from ..widgets.event_log import KEYS as LOG_KEYS
from ..widgets.event_log import EventLog
from ..widgets.harbour import HarbourPanel, MarketPanel
from ..widgets.keys_footer import COMPACT_BELOW as COMPACT_FOOTER_BELOW
from ..widgets.keys_footer import KeysFooter
from ..widgets.player_mats import PlayerMats
from ..widgets.sized import SteadyStatic, show_sized
from ..widgets.turn_header import TurnHeader
from ..widgets.unchanged import unchanged
from .handover import TAKE_BACK

DIALOG_WIDTH = 86  # the decision panel's width in game.tcss
COMPACT_BELOW = 36  # rows: a shorter terminal gets the compact layout
MAP_CUT = 2  # rows of the map a compact layout leaves out (no spot there)
DUEL_ROOM, DUEL_ROOM_SPACED = 106, 130  # columns a duel's Footer needs with the building keys' entry
ASKING_HIDES = frozenset({"fish", "undo", "standing"})  # game keys off while a dialog asks


class GameScreen(Screen[None]):
    """One game from the first bonus card to the final scoring."""

    CSS_PATH = "game.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f", "fish", "key.fish"),
        Binding("ctrl+z,u", "undo", "key.undo", key_display="u"),
        Binding("i", "hint", "key.hint"),
        # The Footer's entry when it has room (`explaining.footer_room`); the key works either way.
        Binding(explaining.KEY, "explain(1)", "key.explain"),
        Binding(explaining.KEY, "explain", "key.explain", show=False),
        Binding("s", "standing", "key.scores"),
        *placing.KEYS,
        *bot_turns.KEYS,
        *LOG_KEYS,
    ]
    AUTO_FOCUS = "#map"
    # The focus moves between the map and the dialog at most decisions. The
    # two widgets redraw themselves as their focus styles change; Textual's
    # `Screen.focused` (copied here but for `repaint`) also redraws the whole
    # screen, a second frame that changed no cell.
    focused: Reactive[Widget | None] = Reactive(None, repaint=False)

    def __init__(self, session: TableView, *, key_guard: KeyGuard, clear_notices: Callable[[], None],
                 recoveries: list[str]) -> None:
        """`key_guard` is held whenever a key pressed once too often could
        answer something new; `clear_notices` clears the notices before the
        keyboard changes hands; `recoveries` records each unexpected state
        this screen recovered from."""
        super().__init__()
        self.session = session
        self.key_guard = key_guard
        self.clear_notices = clear_notices
        self.recoveries = recoveries
        self.flow = TurnFlow(session)  # what comes next, whose secrets show, who holds the keyboard
        self.handover = self.flow.handover
        self.kept_waiting = kept_screen.Waiting()  # what a resumed save brought, until it is put back
        self.busy = False  # a decision panel or the hand-over is open
        self.hidden: Prompt | None = None  # a dialog put aside to look at the board
        self.wants_powerhouse = False  # duel: the p key chose a Powerhouse over a house
        self.explain_entry = True  # the Footer has room for the explain key's entry
        self.offered: int | None = None  # the hand-over offers this player a take-back
        self.recovering_now = False
        self.moved_while_covered = False  # a networked table moved under another screen
        self.log_replaced = 0  # how many times a networked table sent its log anew, as shown
        self.bots = bot_turns.BotTurns(self, session.setup.step_pause, self.refresh_all, self.proceed)
        self.computers = ComputerTurns(self, session.setup.step_pause, self.act)
        self.panel = DecisionPanel(id="dialog")  # the dialog over the board, filled per decision
        self.hints = hint.Hints(self, session)  # the hint shown, and the last one worked out
        self._unsubscribe: Callable[[], None] = lambda: None  # from the table's changes, once mounted

    @property
    def viewer(self) -> int | None:
        """Whose secrets the screen may show (None: nobody's)."""
        return self.flow.viewer

    @viewer.setter
    def viewer(self, player: int | None) -> None:
        self.flow.viewer = player

    @property
    def holder(self) -> int | None:
        """The person at the keyboard: the last person who decided."""
        return self.flow.holder

    @holder.setter
    def holder(self, player: int | None) -> None:
        self.flow.holder = player

    def compose(self) -> ComposeResult:
        yield TurnHeader(id="turn")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield BoardMap(self.session.board, id="map")
                yield SteadyStatic(id="spot-info")
                yield EventLog(id="log")
            with Vertical(id="side"):
                # Scrolled by the wheel; a click there leaves the keys with the map.
                with VerticalScroll(id="side-panels", can_focus=False):
                    yield PlayerMats(id="mats")
                    yield CardsPanel(id="cards")
                    yield HarbourPanel(id="harbour")
                yield MarketPanel(id="market")  # below them, never scrolled away
        yield self.panel
        yield KeysFooter()

    def on_resize(self) -> None:
        # Short terminals drop the blank lines between the side panels, the
        # harbour's column heads, the map's top outlines and the log's rule.
        compact = self.size.height < COMPACT_BELOW
        self.set_class(compact, "-compact")
        board_map = self.query_one(BoardMap)
        board_map.cut_top(MAP_CUT if compact else 0)
        # A duel's Footer has the p key too: room for the building keys' entry only if wide.
        width = self.size.width
        duel = self.session.frame(None).mode == "duel"
        building, self.explain_entry = explaining.footer_room(width, duel, not duel or width >= (
            DUEL_ROOM_SPACED if width >= COMPACT_FOOTER_BELOW else DUEL_ROOM))
        board_map.show_footer_entry(building)
        cards, harbour = self.query_one(CardsPanel), self.query_one(HarbourPanel)
        if (cards.compact, harbour.compact) != (compact, compact):
            cards.compact = harbour.compact = compact
            if self.is_mounted:
                self.refresh_all()
        self._centre_dialog()
        if self.panel.has_class("-board"):
            self.call_after_refresh(self._centre_dialog)  # the map's column, once laid out anew

    def on_screen_suspend(self) -> None:
        # A notice stays on top of whatever screen covers the game (help, a
        # question): the hint waits for the game to be shown again.
        self.hints.put_aside()

    def on_screen_resume(self) -> None:
        self.hints.put_back()
        self.computers.resume()  # a computer's move that waited for the screen above to close
        if self.moved_while_covered:  # a networked table moved while another screen was on top
            self.moved_while_covered = False
            self.table_changed(True)

    def on_key(self, event: events.Key) -> None:
        # While moves the person did not choose are played or shown, the hint
        # and the fish exchange are off (and not in the Footer), so Textual
        # runs neither; their keys pressed anyway run them to say why.
        if self._others_moving() is None:
            return
        for binding in self.BINDINGS:
            if (isinstance(binding, Binding) and binding.action in ("hint", "fish")
                    and event.key in binding.key.split(",")):
                event.stop()
                getattr(self, f"action_{binding.action}")()
                return

    def _others_moving(self) -> Message | None:
        """What is going on, if the moves being played or shown are not a person's choice now."""
        if self.computers.running:
            return Message.of("play.moving.computer")
        if self.bots.running:
            return Message.of("play.moving.bots")
        d = self.session.frame(None).decision
        if d is not None and self.flow.elsewhere(d.player):
            return self._waiting(d.player)
        return None

    def on_mount(self) -> None:
        # The map told of the cursor and the n key; a resumed save's cursor, numbers and since-lines back.
        self.kept_waiting = kept_screen.bring_back(self.session, self.query_one(BoardMap), self._show_spot)
        self._unsubscribe = self.session.subscribe(self._changed)
        events, states = self.session.shown_steps()
        if states:  # solo: the bots' first turns
            self.bots.start(events, self.session, None, states)
        self.refresh_all()
        # Present the first decision once the board is on screen, so the
        # dialog or hand-over opens over a drawn board.
        self.call_after_refresh(self.proceed)
        # The cursor where a resumed save left it.
        self.call_after_refresh(kept_screen.cursor_back, self.kept_waiting, self.query_one(BoardMap))

    # ------------------------------------------------------------- flow
    @recovering
    def proceed(self) -> None:
        """Show the state, then carry out the step the turn's flow says comes next."""
        s = self.session
        self.hidden = None
        step = self.flow.next(self.bots.running)
        if isinstance(step, Showing):  # the person acts once the bots' moves are shown
            self.refresh_all()
        elif isinstance(step, Over):
            self.refresh_all()
            from .end import EndScreen

            if not any(isinstance(screen, EndScreen) for screen in self.app.screen_stack):
                self.app.push_screen(EndScreen(s))
        elif isinstance(step, Waiting):
            self._wait_for_others()
        elif isinstance(step, Thinking):
            self.computers.start(s)
            self.refresh_all()
        elif isinstance(step, HandingOver):
            self.refresh_all()
            self._hand_over(step.player)
        else:
            self.computers.rush = False  # a person decides: computers pause again afterwards
            if step.news:
                self._tell_news(step.player)
            self.refresh_all()
            prompt = decisions.dialog_for(s)
            if prompt is not None:
                self.open_prompt(prompt)
            else:
                self.query_one(BoardMap).focus()

    def _wait_for_others(self) -> None:
        """A networked seat: another seat decides, at its own screen or on the server."""
        if self.panel.asking:
            self.close_dialog()
        self.refresh_all()
        self.query_one(BoardMap).focus()

    def on_unmount(self) -> None:
        self._unsubscribe()

    def _changed(self, change: Change) -> None:
        """The table changed: a change made here is carried on by what made
        it (`act`, a take-back); one that came by itself is shown."""
        if not change.here:
            self.table_changed(change.moved, change.problems)

    @recovering
    def table_changed(self, moved: bool, problems: Iterable[str] = ()) -> None:
        """A networked table changed by itself (another seat's move, someone
        leaving or coming back, a refusal): show it, and if the game moved,
        present what it waits for now (once this screen is on top again)."""
        for problem in problems:
            self.notify(problem, title=text("play.title.table"), severity="error", markup=False)
        if not self.is_attached:
            return
        if moved:
            self.hidden = None
            if self.panel.asking:
                self.close_dialog()
            if self.app.screen is self:
                self.proceed()
            else:
                self.moved_while_covered = True
                self.refresh_all()
            return
        self.refresh_all()

    def _hand_over(self, player: int) -> None:
        from .handover import HandOverScreen

        s = self.session
        now = s.frame(None)  # the table as shown: read once
        palette = now.palette
        d = now.decision
        assert d is not None
        turn = now.active_player
        if d.kind in ("keep_bonus", "final_exchange"):
            why = text("play.handover.own", player=now.name(player), what=now.what)
        elif turn == player:
            why = text("play.handover.turn", player=now.name(player), what=now.what)
        elif d.hex is not None:  # a house of theirs (or acting for them) reacts on another's turn
            why = text("play.handover.acts_for_you", player=now.name(player),
                       building=KIND_KEYS[s.board.hex_kind[d.hex]], turn=now.name(turn), what=now.what)
        else:
            why = text("play.handover.decides", turn=now.name(turn), player=now.name(player), what=now.what)
        self.busy = True
        news = [str(n) for n in s.frame(player).news]  # all of it: the hand-over scrolls it
        self.offered = take_back.offer(self, player)
        self.clear_notices()  # the last player's notices are not the next player's
        previous = None if self.offered is None else now.name(self.offered)
        self.app.push_screen(HandOverScreen(now.name(player), palette[player], why, previous, news),
                             callback=self._handed_over)

    @recovering
    def _handed_over(self, result: str | None) -> None:
        self.busy = False
        offered, self.offered = self.offered, None
        if result == TAKE_BACK and offered is not None:
            if take_back.take_back(self, offered):
                self.flow.handed_over(offered)  # the keyboard stays with them
                self._taken_back()
                return
        s = self.session
        self.flow.handed_over(s.frame(None).decider)
        if self.viewer is not None:
            self._tell_news(self.viewer)
        self.proceed()

    def _tell_news(self, player: int) -> None:
        """Write in the log what the others did since `player` last decided."""
        news = self.session.frame(player).news
        if news:
            kept_screen.tell_news(self.session, self.query_one(EventLog), player, news)

    def open_prompt(self, prompt: Prompt, optional: bool = False) -> None:
        self.busy = True
        self.hidden = None
        panel = self.panel
        side = self._dialog_side(optional)
        for name in ("-right", "-left", "-board"):
            panel.set_class(name == side, name)
        self._centre_dialog()
        panel.ask(prompt, self.session.frame(None).palette[prompt.player],
                  partial(self._prompt_done, prompt, optional))
        self.key_guard.hold()  # a key pressed once too often does not answer it
        self.refresh_bindings()

    def _centre_dialog(self) -> None:
        """Centre the panel under the map (CSS docks it to the left edge), or
        give it the map's column's width when it stands over that column."""
        panel = self.panel
        offset = (0, 0)  # docked beside the spot, or over the map's column
        if panel.has_class("-board"):
            width = self.query_one("#left").outer_size.width
            if width and panel.styles.width != Scalar.from_number(width):
                panel.styles.width = width
        elif panel.styles.inline.has_rule("width"):
            panel.styles.inline.clear_rule("width")  # back to its width in game.tcss
        if not (panel.has_class("-board") or panel.has_class("-right") or panel.has_class("-left")):
            width = self.size.width
            offset = (max(0, (width - min(DIALOG_WIDTH, width * 96 // 100)) // 2), -2)
        now = panel.styles.offset
        if (now.x.value, now.y.value) != offset:
            panel.styles.offset = offset

    def _dialog_side(self, optional: bool = False) -> str | None:
        """Where a dialog goes so what it asks about stays in sight: over the
        map's column if it is about the side panels (`-board`); else beside
        the spot being decided (None: the usual place, under the map)."""
        d = self.session.frame(None).decision
        # Dialogs about what the side panels show (the cards, the harbour, the
        # market, the mats' goods): over the map's column, the side left in sight.
        if optional or (d is not None and decisions.spec(d.kind).beside_the_side):
            return "-board"  # (optional: the fish exchange opened by its key)
        last = self.session.frame(None).last_move
        spot = d.spot if d is not None and d.spot is not None and d.spot >= 0 else last.spot
        if spot is None:
            return None
        board_map = self.query_one(BoardMap)
        x = board_map.region.x + board_map.cell_offset(spot=spot)[0]
        return "-right" if x < self.app.size.width // 2 else "-left"

    def close_dialog(self) -> None:
        """Close the decision panel unanswered; the keys go back where they were."""
        self.panel.close()
        self.busy = False

    @recovering
    def _prompt_done(self, prompt: Prompt, optional: bool, result: Action | Instead | None) -> None:
        self.busy = False
        if result is UNDO:
            self.action_undo()
            return
        if result is None:
            if optional:
                self.proceed()
            else:
                self.hidden = prompt
                # Nothing under the panel changed, so nothing else repaints
                # there; after a notice has come and gone, Textual can leave
                # the closed panel drawn.
                self.refresh()
                self.notify(text("play.notice.decision_aside"), timeout=4)
            return
        if result is EXCHANGE:
            self.action_fish()
            return
        assert isinstance(result, Action)
        self.act(result)

    def act(self, action: Action) -> None:
        self.query_one(EventLog).follow()  # the move's lines in sight, however far the log was paged back
        before = self.session.frame(self.viewer).position
        try:
            self.session.apply(action)
        except IllegalAction as error:
            self.notify(markup(said(error)), severity="error")
        else:
            if action.kind in (placing.HOUSE, placing.POWERHOUSE):
                self.wants_powerhouse = False
            events, states = self.session.shown_steps()
            self.bots.start(events, self.session, before, states)
            self.key_guard.hold()  # the next decision ignores a key pressed once too often
        self.proceed()

    @recovering
    def action_undo(self) -> None:
        """Take back the last decision (Ctrl+Z, u, or the dialog's u)."""
        if self.busy:
            return
        if take_back.take_back(self, take_back.asker(self)):
            self._taken_back()
        else:
            self.proceed()

    def _taken_back(self) -> None:
        self.hidden = None
        self.wants_powerhouse = False
        self.key_guard.hold()
        self.proceed()

    def recover(self, error: Exception) -> None:
        """Something unexpected happened: close what is open above this screen
        and present the current decision again."""
        self.recoveries.append(f"{type(error).__name__}: {error}")
        self.bots.stop()
        while self in self.app.screen_stack and self.app.screen is not self:
            depth = len(self.app.screen_stack)
            self.app.pop_screen()
            if len(self.app.screen_stack) == depth:
                break
        self.close_dialog()
        self.hidden = None
        self.notify(text("play.notice.recovered"), severity="error")
        self.proceed()

    # ---------------------------------------------------------- drawing
    def refresh_all(self) -> None:
        s = self.session
        now = s.frame(None)  # the table as shown: read once
        palette = now.palette
        snap = s.frame(self.viewer).position
        d = now.decision
        turn = now.active_player
        header = self.query_one(TurnHeader)
        if self.bots.running:
            self.bots.show_header(header, s)
        elif d is None:
            header.show(now.round, now.rounds, None, None, None, None, text("ask.game_over"))
        else:
            who = (text("play.header.computer", player=now.name(d.player)) if self.computers.running
                   else now.name(d.player))
            final = d.kind == "final_exchange"  # every turn is played: nobody's turn any more
            # The deciding seat hears of a lost link at once, as the others do.
            if self.flow.elsewhere(d.player) or self._link_problem():
                header.show(now.round, now.rounds, None if final else now.name(turn),
                            None if final else palette[turn], None, None, str(self._waiting(d.player)))
            else:
                header.show(now.round, now.rounds, None if final else now.name(turn),
                            None if final else palette[turn], who, palette[d.player], self._what())
        board = snap
        snap = self.bots.shown_state or snap  # the side panels follow the moves shown
        self.query_one(PlayerMats).show(snap, palette, *self.bots.seats(turn, now.decider),
                                        away=now.away)
        cards = self.query_one(CardsPanel)
        if self.viewer is None:
            cards.show(None, None, (), (), text("play.cards.final_scoring" if d is None
                                                else "play.cards.spectator" if s.networked
                                                else "play.cards.hidden"))
        else:
            me = snap.mats[self.viewer]
            titles = [prompts.card_title(s, c) for c in me.bonus or ()]
            cards.show(now.name(self.viewer), palette[self.viewer], titles, me.ships)
        self.query_one(HarbourPanel).show(snap)
        self.query_one(MarketPanel).show(snap, s.board.market_track)
        shown = now.log[:len(now.log) - self.bots.hidden_lines]
        if now.log_epoch != self.log_replaced:  # a networked table sent its log anew
            self.log_replaced = now.log_epoch
            self.query_one(EventLog).restart()
        # The log's new lines, and a resumed save's since-lines among them.
        kept_screen.add_log(self.kept_waiting, s, self.query_one(EventLog), shown, palette)
        board_map = self.query_one(BoardMap)
        board_map.show(self.map_view(board))
        # Now, in the same frame as the map; the map's message then finds it shown.
        self._show_spot(board_map.cursor)
        self.refresh_bindings()

    def _waiting(self, player: int) -> Message:
        """A networked seat's header while another decides, or while its link is down."""
        s = self.session
        if problem := self._link_problem():
            return problem
        if on_its_way(s, player):
            return Message.of("play.waiting.on_its_way")
        name = s.frame(None).name(player)
        who = Message.of("play.header.computer", player=name) if s.setup.level(player) else name
        return Message.of("play.waiting.for_away" if player in s.frame(None).away else "play.waiting.for",
                          who=who, what=s.frame(None).what)

    def _link_problem(self) -> Message | None:
        """Why a networked seat's moves cannot reach its table now (None: they can)."""
        s = self.session
        if s.frame(None).closed:
            # One sentence: why the link has stopped for good.
            return Message.of("play.link.closed", why=s.frame(None).closed)
        if not s.frame(None).connected:
            return Message.of("play.link.lost")
        return None

    def _what(self) -> str:
        """What the deciding player decides; for a placement, which piece."""
        kind = placing.placing(self.session, self.wants_powerhouse)
        if not kind:
            return str(self.session.frame(None).what)
        return placing.words(self.session, kind, by_keys=not self.computers.running)

    def map_view(self, snap: Position) -> MapView:
        s = self.session
        d = s.frame(None).decision
        spots = snap.spots
        mode = IDLE
        candidates: frozenset[int] = frozenset()
        marked: frozenset[int] = frozenset()
        slot_vp: dict[int, int] = {}
        if d is not None and self.viewer == d.player:
            mode = decisions.spec(d.kind).on_map or IDLE
            if mode == SPOTS:
                kind = placing.placing(s, self.wants_powerhouse) or placing.HOUSE
                mode, candidates = placing.map_mode(kind), frozenset(decider_frame(s).legal_args(kind))
            elif mode == TOWERS:
                candidates = frozenset(decider_frame(s).legal_args("tower"))
            elif mode == WALLS:
                mine = decider_frame(s)
                candidates = frozenset(mine.legal_args("wall"))
                slot_vp = {i: mine.wall_slot_vp(i) for i in candidates}
            elif d.kind == "order":
                marked = frozenset(decider_frame(s).legal_args("hex"))
            elif d.hex is not None:
                marked = frozenset({d.hex})
        return self.bots.adjust(MapView(
            houses=[x.house for x in spots], towers=[x.tower for x in spots],
            walls=list(snap.walls), players=s.frame(None).palette,
            powerhouse=[x.powerhouse for x in spots], reserved=[x.reserved for x in spots],
            mode=mode, candidates=candidates, slot_vp=slot_vp, marked_hexes=marked,
            recent=s.frame(None).last_move.spot, recent_slots=s.frame(None).last_move.slots,
            recent_towers=s.frame(None).last_move.towers,
        ))

    # ------------------------------------------------------------ input
    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self._keys_where_they_belong()

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self._keys_where_they_belong()

    def _keys_where_they_belong(self) -> None:
        """While the panel asks, a click elsewhere does not take its keys
        away; otherwise the keys are never left in its hidden list or with
        no widget at all (Textual drops the focus of a widget it hides).
        Done at once: a focus that waits for the app's queue could land after
        the panel has opened or closed again."""
        focused = self.focused
        inside = focused is not None and self.panel in focused.ancestors_with_self
        if self.panel.asking and not inside:
            self.set_focus(self.panel.query_one(ChoiceList))
        elif not self.panel.asking and (inside or (focused is None and self.app.app_focus)):
            # (With the terminal itself out of focus, Textual holds the focus
            # back on purpose, to hand it back when the terminal has it again.)
            self.set_focus(self.panel.keys_home())

    def on_board_map_cursor_moved(self, message: BoardMap.CursorMoved) -> None:
        self._show_spot(message.target)
        kept_screen.note_cursor(self.session, self.query_one(BoardMap), message.target)

    def _show_spot(self, target: int | None) -> None:
        """The words under the map about the cursor's spot or wall slot."""
        board_map = self.query_one(BoardMap)
        info = self.query_one("#spot-info", Static)
        # A move queued before the map changed mode (a spot, now wall slots) is stale.
        count = self.session.board.n_walls if board_map.mode == WALLS else self.session.board.n_spots
        shown: Text | str
        if target is None or not 0 <= target < count:
            shown = ""
        elif board_map.mode == WALLS:
            shown = slot_text(self.session, target)
        else:
            view = board_map.view
            line, short, answer = spot_parts(self.session, target, board_map.mode,
                                             view.candidates if view else frozenset(), self.bots.shown_state)
            rows = info.styles.max_height  # set at 100 columns, where why a spot is refused must not be cut
            shown = fit_rows(line, short, answer, info.content_region.width,
                             None if rows is None else int(rows.value) - info.gutter.height, self.app.console)
        if not unchanged(info, shown):
            show_sized(info, shown)

    @recovering
    def on_board_map_chosen(self, message: BoardMap.Chosen) -> None:
        if self.busy or self.bots.running or self.computers.running:
            return
        s = self.session
        d = s.frame(None).decision
        if d is None:
            return
        if self.flow.elsewhere(d.player):
            self.notify(text("play.notice.not_your_decision", waiting=str(self._waiting(d.player)).rstrip(".…")),
                        title=text("play.title.not_your_decision"), markup=False)
            return
        if self.hidden is not None:
            self.open_prompt(self.hidden)
            return
        target = message.target
        if d.kind == "place":
            kind = placing.placing(s, self.wants_powerhouse) or placing.HOUSE
            if target in decider_frame(s).legal_args(kind):
                self.act(Action(kind, target))
            else:
                why = placing.problem(s, kind, target)
                self.notify(text("play.notice.cannot_build", spot=target, why=why),
                            title=text("play.title.cannot_build"), severity="warning", markup=False)
                self.app.bell()
        elif d.kind == "tower":
            if target in decider_frame(s).legal_args("tower"):
                self.act(Action("tower", target))
            else:
                self.notify(text("play.notice.not_tower_spot", spot=target), severity="warning")
        elif d.kind == "wall":
            if target in decider_frame(s).legal_args("wall"):
                self.act(Action("wall", target))
        else:
            prompt = decisions.dialog_for(s)
            if prompt is not None:
                self.open_prompt(prompt)

    @recovering
    def action_fish(self) -> None:
        s = self.session
        whose = self._others_moving()
        if whose is not None:
            self.notify(text("play.notice.fish_later", moving=whose), title=text("play.title.fish"), markup=False)
            return
        block = decider_frame(s).exchange_block
        if block:
            self.notify(str(block), title=text("play.title.fish"), severity="warning", markup=False)
            return
        d = s.frame(None).decision
        assert d is not None
        if d.kind in ("exchange", "final_exchange"):
            prompt = decisions.dialog_for(s)
            if prompt is not None:
                self.open_prompt(prompt)
            return
        self.open_prompt(prompts.exchange_now(s), optional=True)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "explain" and parameters:  # the Footer's entry, where it has room and the board is now's
            return self.explain_entry and not self.bots.running
        if action == "log_page":  # the Footer's entry where the map's building keys do nothing
            return len(parameters) < 2 or (not self.panel.asking
                                            and self.query_one(BoardMap).mode in (IDLE, WATCHING))
        if action in bot_turns.ACTIONS:
            return self.bots.running or self.computers.running
        if self.panel.asking and action in ASKING_HIDES:
            return False  # the panel answers these keys, or they wait until it is answered
        if action == "standing":
            return not self.bots.running  # the scores would tell moves not shown yet
        if action == "hint":  # for a person's decision, once the moves before it are shown
            d = self.session.frame(None).decision
            return not (self.bots.running or self.computers.running
                        or (d is not None and self.flow.elsewhere(d.player)))
        if action == "place_kind":
            return (not self.busy and not self.bots.running and self.viewer == self.session.frame(None).decider
                    and placing.can_switch(self.session, self.wants_powerhouse, *parameters))  # type: ignore[arg-type]
        return not ((self.busy or self.bots.running or self.computers.running) and action == "fish")

    def action_hint(self) -> None:
        """What the hard computer player would do now (in a worker thread)."""
        whose = self._others_moving()
        if whose is not None:
            self.notify(text("play.notice.hint_later", moving=whose), title=text("play.title.hint"), markup=False)
        else:
            self.hints.start()

    def action_explain(self, entry: int = 0) -> None:
        """What is under the map's cursor, in a box over the board (`explaining`)."""
        explaining.explain(self, self.session, self.viewer, self.bots.running)

    def point_at(self, action: Action) -> str | None:
        """Make ready the hint's move: in a dialog, its option highlighted; on
        the map, the house or Powerhouse it names (duel) and the cursor on its
        spot or wall slot. The code of the words that say where, or None if
        nothing points at it."""
        if self.panel.asking:
            return "play.hint.option_highlighted" if self.panel.point_at(action) else None
        if action.kind not in hint.ON_MAP or not isinstance(action.arg, int):
            return None
        if action.kind in (placing.HOUSE, placing.POWERHOUSE) and \
                (action.kind == placing.POWERHOUSE) != self.wants_powerhouse:
            self.action_place_kind(action.kind, 1)  # what the p key does
        board_map = self.query_one(BoardMap)
        board_map.put_cursor(action.arg)
        return "play.hint.cursor_on_it" if board_map.cursor == action.arg else None

    def action_standing(self) -> None:
        """The score panel, for whoever holds the keyboard (solo: the human).
        Not while the Patrician's moves are being shown: it would tell the
        scores after moves not shown yet."""
        if self.bots.running:
            self.notify(text("play.notice.standing_later"), title=text("play.title.standing"))
            return
        from .standing import StandingScreen

        viewer = 0 if self.session.frame(None).mode == "solo" else self.viewer
        self.app.push_screen(StandingScreen(self.session, viewer))

    def action_next_step(self) -> None:
        if self.computers.running:
            self.computers.next_step()
        else:
            self.bots.next_step()

    def action_hold(self) -> None:
        """Enter while the bots' moves show: nothing, so it cannot build by mistake."""

    def action_skip_steps(self) -> None:
        if self.computers.running:
            self.computers.skip()
        else:
            self.bots.skip()

    def action_log_page(self, direction: int, entry: int = 0) -> None:
        """PgUp, PgDn: read the log back (the Patrician's moves too, while shown); nothing is decided."""
        self.query_one(EventLog).page(direction)

    def action_place_kind(self, kind: str, count: int) -> None:
        """Switch between placing a house and a Powerhouse (duel)."""
        self.wants_powerhouse = kind == placing.POWERHOUSE
        self.refresh_all()

    def game_commands(self) -> Iterable[SystemCommand]:
        """The game's own commands for the command palette, each for the
        position it was offered in."""
        for command in self._commands():
            yield command._replace(callback=self._in_this_position(command.callback))

    def _in_this_position(self, callback: Callable[[], object]) -> Callable[[], None]:
        """`callback`, run only if the game is still where it was when the
        palette offered it. Textual runs a chosen command after the palette
        has closed, and a computer's move that waited for the palette is
        played first: it may hand the keyboard to another player, whose
        secret cards a hint must not tell and whose decision a command meant
        for the position before must not make."""
        asked = self.session.frame(None).version

        def run() -> None:
            if self.app.screen is self and self.session.frame(None).version == asked:
                callback()
            else:
                self.notify(text("play.notice.palette_stale"), title=text("play.title.palette"))

        return run

    def _commands(self) -> Iterable[SystemCommand]:
        board_map = self.query_one(BoardMap)
        yield SystemCommand(text("play.command.hint.title"), text("play.command.hint.help"), self.action_hint)
        yield SystemCommand(text("play.command.fish.title"), text("play.command.fish.help"), self.action_fish)
        yield SystemCommand(text("play.command.standing.title"), text("play.command.standing.help"),
                            self.action_standing)
        yield SystemCommand(text("play.command.next_choice.title"), text("play.command.next_choice.help"),
                            partial(board_map.action_jump, 1))
        for key, kind in BUILDING_KEYS:
            building = KIND_KEYS[kind]
            yield SystemCommand(text("play.command.building.title", building=building),
                                text("play.command.building.help", building=building, key=key),
                                partial(board_map.action_building, kind))
        yield SystemCommand(text("play.command.numbers.title"), text("play.command.numbers.help", key=NUMBERS_KEY),
                            board_map.action_numbers)
        yield SystemCommand(text("play.command.choose.title"), text("play.command.choose.help"),
                            board_map.action_choose)
        yield SystemCommand(text("play.command.undo.title"), text("play.command.undo.help"), self.action_undo)
        d = self.session.frame(None).decision
        powerhouses = placing.left(self.session, d.player)[1] if d is not None else 0
        for piece, count in ((placing.POWERHOUSE, powerhouses), (placing.HOUSE, 0)):
            # Duel: the p key's switch, whenever the footer shows that key.
            if self.check_action("place_kind", (piece, count)):
                title = text("play.command.powerhouse.title" if piece == placing.POWERHOUSE
                             else "play.command.house.title")
                yield SystemCommand(title, text("play.command.switch_piece.help"),
                                    partial(self.action_place_kind, piece, count))
        if self.hidden is not None:
            yield SystemCommand(text("play.command.back.title"), text("play.command.back.help"),
                                partial(self.open_prompt, self.hidden))
        if self.bots.running:
            yield SystemCommand(text("play.command.skip.title"), text("play.command.skip.help"),
                                self.bots.skip)
