"""The Textual application: screen flow, global keys, the size guard."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events
from textual.await_complete import AwaitComplete
from textual.app import App, ScreenStackError, SystemCommand
from textual.binding import Binding, BindingType
from textual.dom import DOMNode
from textual.geometry import Size
from textual.notifications import Notification, Notify
from textual.screen import Screen

from ..catalogue import text
from ..errors import said
from ..table.setup import GameSetup
from .key_guard import KeyGuard
from .messages import (JoinAsked, JoinTable, LearnAsked, LoadGameAsked, NewGameAsked, PlaySaved, QuitAsked,
                       ScreenAsks, StopHosting)

if TYPE_CHECKING:
    from .web_rights import WebRights
    from ..storage.game_lock import GameLock
    from ..storage.writer import Autosaver
    from ..table.recording import Recording
    from ..net.child_host import ChildTable, Listening
    from ..net.remote import RemoteTable
    from ..table.local import LocalTable

MIN_WIDTH, MIN_HEIGHT = 100, 30


class RagusaApp(App[None]):
    """Ragusa at one keyboard: hot-seat, duel or solo.

    With a `setup` (or a ready `session`) the app goes straight into that
    game; tests and the benchmark use this to skip the menus. With a
    `replay` it shows that recording from step `replay_step`, and closing
    the replay quits (`ragusa replay FILE`).
    """

    TITLE = "Ragusa"
    # Absolute: subclasses may live anywhere. The start screen's styles are
    # read with the app's: a screen's own would have every style parsed again
    # when it is first shown, on the way to the first frame.
    CSS_PATH = [Path(__file__).with_name("app.tcss"), Path(__file__).parent / "screens" / "start.tcss"]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "help", "key.help", key_display="?"),
        Binding("ctrl+q", "request_quit", "key.quit", key_display="^q", priority=True),
    ]

    CONFIRM_PAUSE = 0.3  # seconds a new screen or decision ignores confirming keys
    # Where a table hosted from the new-game form listened last (the host
    # options screen starts from it): at first every address of this
    # machine, on `ragusa host`'s port.
    host_listening: Listening | None = None

    def __init__(self, setup: GameSetup | None = None, session: LocalTable | None = None,
                 replay: Recording | None = None, replay_step: int = 0,
                 join: tuple[str, str] | None = None, web: WebRights | None = None, learn: bool = False) -> None:
        super().__init__()
        self._first_learn = learn  # open Learn to play at once (`ragusa learn`)
        self.key_guard = KeyGuard(self.CONFIRM_PAUSE)
        self.recoveries: list[str] = []  # unexpected states the game screen recovered from
        self._leaving_game = False
        self._screens_closing: list[AwaitComplete] = []  # screens popped and not yet gone
        self._first_setup = setup
        self._first_session = session
        self._first_replay = replay
        self._replay_step = replay_step
        self.last_setup: GameSetup | None = setup  # what the next new-game form starts from
        self._saver: Autosaver | None = None  # the autosave (and lock) of the game being played
        self._saved_table: LocalTable | None = None  # the game it saves
        self._first_join = join  # (address, key): join that table at once (`ragusa join`)
        self._remote: RemoteTable | None = None  # the networked table being played
        self._child: ChildTable | None = None  # the table this app hosts on the network
        self._web = web  # in a browser tab: what `ragusa web` lets it do on the network
        # The notices posted and not yet run out (Textual keeps its own
        # collection of them to itself): for `on_notify`.
        self._notices: list[Notification] = []
        self._quitting = False  # `exit` has been asked (not just put off)

    def on_mount(self) -> None:
        from .screens.start import StartScreen

        self.screen_change_signal.subscribe(self, lambda _: self.key_guard.hold())
        self.push_screen(StartScreen())
        if self._first_session is not None:
            self.open_game(self._first_session)
        elif self._first_setup is not None:
            self.start_game(self._first_setup)
        elif self._first_join is not None:
            self.action_join_table(*self._first_join)
        elif self._first_learn:
            self.action_learn()
        elif self._first_replay is not None:
            from .screens.replay import ReplayScreen

            self.push_screen(ReplayScreen(self._first_replay, self._replay_step, quit_on_close=True))
        self._check_size()

    def on_unmount(self) -> None:
        self._leave_game()  # the window closes: its game's file is free again
        self.stop_hosting(wait=True)  # and the table it hosts stops, saved

    # -------------------------------------------------------------- flow
    def start_game(self, setup: GameSetup) -> None:
        from ..table.local import LocalTable

        self.open_game(LocalTable(setup))

    def open_game(self, session: LocalTable, save_path: Path | None = None,
                  lock: GameLock | None = None) -> None:
        """Play `session`, saved after every action: over `save_path` (its own
        autosave, resumed, locked by `lock` or here: `GameInUse` if another
        window plays it) or into a new file in the saves folder."""
        from ..safe_text import markup
        from ..table.autosave import attach
        from .screens.game import GameScreen

        saver = attach(session, save_path, lambda problem: self.notify(
            markup(problem), title=text("play.app.autosave_failed"), severity="error", timeout=10), lock)
        self._leave_game()
        self._saver = saver
        self._saved_table = session
        self._warn_unlocked()
        self.push_screen(GameScreen(session, key_guard=self.key_guard, clear_notices=self.clear_notices,
                                    recoveries=self.recoveries))

    def keep_saving(self, session: LocalTable) -> None:
        """Save `session`, played already on the screen on top, after every
        action from now on, into a new file of its own (Learn to play, once
        it is played on freely: Resume then brings it back)."""
        from ..safe_text import markup
        from ..table.autosave import attach

        if self._saver is None:
            self._saver = attach(session, None, lambda problem: self.notify(
                markup(problem), title=text("play.app.autosave_failed"), severity="error", timeout=10))
            self._saved_table = session

    def _warn_unlocked(self) -> None:
        """Say that the game being played is not locked because something
        stands where its lock file goes (reported again with the notices,
        as a failing autosave is: it concerns everyone at the table)."""
        from ..safe_text import markup

        lock = self._saver.lock if self._saver is not None else None
        if lock is not None and lock.problem:
            self.notify(markup(lock.problem), title=text("play.app.not_locked"), severity="warning", timeout=30)

    def clear_notices(self) -> None:
        """Clear the notices shown, for the next player; a failing autosave
        concerns everyone at the table and is reported again. Cleared at
        once, and again once the notices already asked for have arrived (a
        notice is posted, not shown at once), so none of them outlives this."""
        self.clear_notifications()
        self.call_later(self._clear_notices)

    def on_notify(self, event: Notify) -> None:
        # Runs before Textual shows the notice: the same words again while
        # they are still shown (a key pressed twice, a refusal repeated) take
        # the place of the notice shown, fresh, instead of stacking a copy.
        # The notice shown is made to run out now: Textual, taking the new
        # one in, drops every notice whose time is up, and its toast.
        new = event.notification
        self._notices = [notice for notice in self._notices if notice is not new and not notice.has_expired]
        if new.has_expired:
            return  # a notice taken down (`hint.withdraw`), not one to show
        for shown in self._notices:
            if (shown.message, shown.title, shown.severity) == (new.message, new.title, new.severity):
                shown.timeout = 0
        self._notices.append(new)

    def clear_notifications(self) -> None:
        self._notices.clear()
        super().clear_notifications()

    def _clear_notices(self) -> None:
        self.clear_notifications()
        if self._saver is not None:
            self._saver.remind()
            self._warn_unlocked()

    def _unsaved(self, quitting: bool) -> str | None:
        """What quitting (or leaving) the game being played now would lose,
        if its last save failed (None: it is saved)."""
        problem = None if self._saver is None else self._saver.problem
        if problem is None:
            return None
        return text("play.app.unsaved_quitting" if quitting else "play.app.unsaved_leaving", problem=problem)

    def flush_autosave(self) -> None:
        """Wait until every save of the game being played that was asked for
        is on disk (autosave writes in the background)."""
        if self._saver is not None:
            self._saver.flush()

    def _leave_game(self) -> None:
        """Free the lock of the game this window played, if any; leave a networked table."""
        if self._remote is not None:
            self._remote.close()
            self._remote = None
        if self._saver is not None:
            table = self._saved_table
            if table is not None and table.screen_unsaved:
                self._saver(table)  # the screen as the player left it: the cursor moved, the numbers shown
            self._saver.release()
            self._saver = None
        self._saved_table = None

    def back_to_start(self) -> None:
        """Close every screen above the start screen."""
        from .screens.start import StartScreen

        self._leaving_game = True
        try:
            while len(self.screen_stack) > 2 and not isinstance(self.screen, StartScreen):
                depth = len(self.screen_stack)
                self.pop_screen()
                if len(self.screen_stack) == depth:
                    break
        finally:
            self._leaving_game = False
        if self._session() is None:
            self._leave_game()
        if self._child is not None:  # the table hosted here closes with its game
            self.stop_hosting()

    # ---------------------------------------------------------- requests
    def _asked_from_top(self, message: ScreenAsks) -> bool:
        """Whether the screen that posted `message` is still the open screen
        on top. A request that another screen has come over since asks
        nothing: a key pressed twice asks twice, and the first request has
        already moved on from that screen."""
        try:
            top = self.screen
        except ScreenStackError:
            return False
        return message.screen is top and self._live(top)

    def on_new_game_asked(self, message: NewGameAsked) -> None:
        if self._asked_from_top(message):
            self.action_new_game()

    def on_learn_asked(self, message: LearnAsked) -> None:
        if self._asked_from_top(message):
            if message.restart:  # from the lesson itself: nothing else to leave
                from .learn_to_play import start_lesson

                start_lesson(self, restart=True)
            else:
                self.action_learn()

    def action_learn(self) -> None:
        """Learn to play: the guided first game, where it was left off (after
        asking to leave the game in progress, if any)."""
        from .learn_to_play import start_lesson

        self._leaving_the_game_for(lambda: start_lesson(self))

    def _leaving_the_game_for(self, then: Callable[[], None]) -> None:
        """`then`, once the player has said yes to leaving the game in
        progress (saying what is kept of it); at once if there is none."""
        if not self._game_in_progress():
            then()
            return
        from .screens.confirm import ConfirmScreen

        kept = self._unsaved(False) or (
            text("play.app.saved_resume")
            if self._child is None and self._remote is None
            and getattr(self._session(), "kept_words", lambda: None)() is None else self._kept_words())
        self.push_screen(ConfirmScreen(text("play.app.leave_question", kept=kept)),
                         callback=lambda yes: then() if yes else None)

    def on_load_game_asked(self, message: LoadGameAsked) -> None:
        if self._asked_from_top(message):
            self.action_load_game()

    def on_join_asked(self, message: JoinAsked) -> None:
        if self._asked_from_top(message):
            self.action_join_table()

    def action_join_table(self, url: str = "", key: str = "") -> None:
        """The join form; with an address and a key, joining at once."""
        from .screens.join import JoinScreen

        if not self.may_join:
            self._refuse_in_web_tab("join")
            return
        screen = JoinScreen(url, key)
        self.push_screen(screen)
        if url and key:
            screen.call_after_refresh(screen.action_join)

    def on_join_table(self, message: JoinTable) -> None:
        if not self._asked_from_top(message):
            return
        if not self.may_join:
            refused = self._refuse_in_web_tab("join")
            report = getattr(message.screen, "joined", None)
            if report is not None and message.screen.is_attached:
                report(refused)
            return
        from .joining import join

        form = message.screen

        def opened(table: RemoteTable | None, problem: str | None) -> None:
            if table is not None and self._live(form):
                self.open_remote(table)
            elif table is not None:  # the form was closed meanwhile
                table.close()
            report = getattr(form, "joined", None)
            if report is not None and form.is_attached:
                report(problem)

        join(self, message.url, message.key, opened, message.trust)

    def _ask_where_to_host(self, setup: GameSetup) -> None:
        """The address, port and certificate of the table, then the table."""
        from ..net.child_host import Listening
        from .screens.host_options import HostOptionsScreen

        if not self.may_host:
            self._refuse_in_web_tab("host")
            return

        def chosen(where: Listening | None) -> None:
            if where is not None:
                self.host_listening = where
                self.host_table(setup, where)

        self.push_screen(HostOptionsScreen(self.host_listening or Listening()), callback=chosen)

    def host_table(self, setup: GameSetup, where: Listening) -> None:
        """Start `setup` as a table on the network (`ragusa host` as a child
        process) and show how to join it."""
        from ..net.child_host import HostFailed, start
        from ..saves import SaveError, save_dir

        if not self.may_host:
            self._refuse_in_web_tab("host")
            return
        self.notify(text("play.app.opening_table"), title=text("play.app.host"), timeout=3)

        def work() -> None:
            try:
                child = start(setup, save_dir() / "tables", where)
            except (HostFailed, SaveError) as error:
                self.call_from_thread(self.notify, said(error), title=text("play.app.host"), severity="error",
                                      markup=False)
                return
            try:
                self.call_from_thread(self._hosting, child)
            except Exception:  # noqa: BLE001 - the app is closing: the table must not outlive it
                child.stop()

        self.run_worker(work, thread=True, group="host", exit_on_error=False)

    def _hosting(self, child: ChildTable) -> None:
        from .screens.hosted import HostedScreen

        self.stop_hosting()  # one table at a time
        self._child = child
        self.push_screen(HostedScreen(child))

    def stop_hosting(self, wait: bool = False) -> None:
        """Stop the table this app hosts, if any (it saves itself); in the
        background unless `wait` (the app is ending)."""
        child, self._child = self._child, None
        if child is None:
            return
        if wait:
            child.stop()
        else:
            threading.Thread(target=child.stop, name="ragusa-stop-table", daemon=False).start()
        self.notify(text("play.app.hosted_stopped", reopen=child.reopen_words()),
                    title=text("play.app.host"), markup=False, timeout=15)

    def on_stop_hosting(self, message: StopHosting) -> None:
        if self._asked_from_top(message):
            self.stop_hosting()
            self.pop_screen()

    def _show_join_commands(self) -> None:
        if self._child is not None:
            from .screens.hosted import join_lines

            self.notify(join_lines(self._child), title=text("play.app.join_commands"), markup=False, timeout=60)

    def open_remote(self, table: RemoteTable) -> None:
        """Play a seat at a networked table (its server saves the game)."""
        from .screens.game import GameScreen

        self._leave_game()
        self._remote = table
        screen = GameScreen(table, key_guard=self.key_guard, clear_notices=self.clear_notices,
                            recoveries=self.recoveries)
        self.push_screen(screen)

    def on_quit_asked(self, message: QuitAsked) -> None:
        if self._asked_from_top(message):
            self.action_request_quit()

    def on_play_saved(self, message: PlaySaved) -> None:
        if self._asked_from_top(message):
            from .play_saved import play_saved

            play_saved(self, message.restored)

    async def run_action(self, action: Any, default_namespace: DOMNode | None = None,
                         namespaces: Mapping[str, DOMNode] | None = None) -> bool:
        # A key that reached a screen still being built, or one already
        # closing, does nothing there rather than act on missing widgets.
        if not self._screen_ready() or (default_namespace is not None
                                        and not self._live(default_namespace)):
            return False
        return await super().run_action(action, default_namespace, namespaces)

    def _live(self, node: DOMNode) -> bool:
        if node is self:
            return True
        try:
            screen = node.screen
        except Exception:  # noqa: BLE001 - a node no longer on any screen
            return False
        return (screen in self.screen_stack and screen.is_mounted
                and not getattr(screen, "_dismiss_asked", False))

    def exit(self, *args: Any, **kwargs: Any) -> None:
        # A screen opened by a key just before is built first: quitting
        # under it would leave it half made and raise.
        if any(not screen.is_mounted for screen in self.screen_stack):
            self.set_timer(0.05, partial(self.exit, *args, **kwargs))
            return
        # Noted here, where Textual too notes that the app is quitting (it
        # keeps that to itself); every way out comes through here.
        self._quitting = True
        super().exit(*args, **kwargs)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        if self._quitting:  # quitting: a late key or click opens nothing more
            return AwaitComplete.nothing()
        return super().push_screen(screen, *args, **kwargs)

    def _screen_ready(self) -> bool:
        """Whether the screen on top is built and no screen is still closing."""
        self._screens_closing = [done for done in self._screens_closing if not done.is_done]
        if self._quitting:
            return False
        try:
            return not self._screens_closing and self.screen.is_mounted
        except ScreenStackError:
            return False

    def pop_screen(self) -> AwaitComplete:
        """Pop the top screen, except the last one, one still being built, or
        a game screen by any other way than leaving the game: a stray close
        never loses the game."""
        from .screens.game import GameScreen

        top = self.screen if self.screen_stack else None
        if (len(self.screen_stack) <= 1 or not top.is_mounted  # type: ignore[union-attr]
                or (isinstance(top, GameScreen) and not self._leaving_game)):
            return AwaitComplete.nothing()  # (a screen still being built closes once it is)
        closing = super().pop_screen()
        self._screens_closing.append(closing)
        return closing

    async def on_event(self, event: events.Event) -> None:
        # A confirming key right after a new screen or decision appeared is
        # dropped, and any key while the screen on top is still being built.
        # Keys that arrive together are all queued for the screen on top
        # before the first one acts, so the guard also stops a key on its way
        # back from a screen that has just closed.
        if isinstance(event, events.Key) and (self._too_soon(event) or (
                not event.is_forwarded and not self._screen_ready())):
            event.stop()
            return
        await super().on_event(event)

    def _too_soon(self, event: events.Key) -> bool:
        """Whether the key guard drops `event`."""
        from textual.widgets import Input

        try:
            into_text = isinstance(self.screen.focused, Input)
        except ScreenStackError:
            into_text = False
        return self.key_guard.blocks(event.key, event.time, into_text)

    def _game_in_progress(self) -> bool:
        return any(not s.session.frame(None).over for s in self.screen_stack if hasattr(s, "session"))

    def action_new_game(self) -> None:
        self._leaving_the_game_for(self._new_game)

    def _new_game(self) -> None:
        from .screens.new_game import NewGameScreen

        from ..table.last_setup import recall

        self.back_to_start()
        last = self.last_setup or recall()  # this run's last game, else an earlier run's
        self.push_screen(NewGameScreen(last), callback=self._setup_chosen)

    def _setup_chosen(self, chosen: GameSetup | tuple[str, GameSetup] | None) -> None:
        hosting = isinstance(chosen, tuple)
        setup = chosen[1] if isinstance(chosen, tuple) else chosen
        if setup is not None:
            from ..table.last_setup import remember

            self.last_setup = setup  # the next new-game form starts from it
            remember(setup)  # and so does the next run's
            if hosting:
                self._ask_where_to_host(setup)
            else:
                self.start_game(setup)

    def action_help(self) -> None:
        from .screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_request_quit(self) -> None:
        from .screens.confirm import ConfirmScreen

        if isinstance(self.screen, ConfirmScreen) and self.screen.purpose == "quit":
            self.exit()
        elif self._game_in_progress() and not self._too_small():
            # (In a too-small terminal no dialog can show; the game is saved anyway.)
            kept = self._unsaved(True) or self._kept_words()
            self.push_screen(ConfirmScreen(text("play.app.quit_question", kept=kept), "quit"),
                             callback=lambda yes: self.exit() if yes else None)
        else:
            self.exit()

    def _kept_words(self) -> str:
        """What becomes of the game in progress when this window closes."""
        kept = getattr(self._session(), "kept_words", None)  # Learn to play keeps its place itself
        if kept is not None and kept() is not None:
            return str(kept())
        if self._child is not None:
            return text("play.app.host_stops", reopen=self._child.reopen_words())
        if self._remote is not None:
            if self._remote.closed is not None:  # its host closed it, or it refused this seat
                return self._remote.closed
            return text("play.app.table_plays_on")
        return text("play.app.saved_start_again")

    def action_load_game(self) -> None:
        from .screens.load import LoadScreen

        if not isinstance(self.screen, LoadScreen):
            self.push_screen(LoadScreen())

    def _session(self) -> LocalTable | None:
        """The game being played, if any (the topmost one)."""
        for screen in reversed(self.screen_stack):
            session = getattr(screen, "session", None)
            if session is not None:
                return session  # type: ignore[no-any-return]
        return None

    def action_save_as(self) -> None:
        from .screens.save_as import SaveAsScreen

        session = self._session()
        if session is not None and session.networked and not session.frame(None).over:
            self.notify(text("play.app.server_saves"), title=text("play.app.save_as"))
        elif session is not None and not isinstance(self.screen, SaveAsScreen):
            self.push_screen(SaveAsScreen(session))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        guarded = ("help", "new_game", "load_game", "save_as", "command_palette")
        return not (action in guarded and self._too_small())

    # ---------------------------------------------------------- commands
    def action_command_palette(self) -> None:
        """Textual's command palette, in the language spoken (`screens.palette`)."""
        from textual.command import CommandPalette

        from .screens.palette import Palette

        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            self.push_screen(Palette())

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        commands = getattr(screen, "game_commands", None)
        if commands is not None:
            yield from commands()
        in_game = self._session() is not None
        if self._child is not None:
            yield SystemCommand(text("play.app.join_commands"), text("play.app.join_commands_help"),
                                self._show_join_commands)
        if in_game:
            yield SystemCommand(text("play.app.save_as"), text("play.app.save_as_help"), self.action_save_as)
        yield SystemCommand(text("play.app.new_game"), text(
            "play.app.new_game_leave_help" if in_game else "play.app.new_game_help") + _key(screen, "app.new_game"),
            self.action_new_game)
        yield SystemCommand(text("play.app.load_game"), text("play.app.load_game_help") + _key(screen, "app.load_game"),
                            self.action_load_game)
        yield SystemCommand(text("play.app.help"), text("play.app.help_help"), self.action_help)
        yield SystemCommand(text("play.app.quit"), text("play.app.quit_help"), self.action_request_quit)
        # Textual's own commands are left out: its Quit would leave without
        # the confirmation above, its key panel and Maximize squeeze or hide
        # the map, other themes clash with the map's fixed colours, and its
        # Screenshot writes to a Downloads folder that may not exist.

    # ---------------------------------------------------------- browser tab
    @property
    def web_rights(self) -> WebRights | None:
        """In a browser tab, what it may do on the network (nothing, unless
        `ragusa web` allowed it); None in a terminal. A tab served other than
        by `ragusa web` is told by Textual's web driver, and allowed nothing."""
        if self._web is None and self.is_web:
            from .web_rights import WebRights

            self._web = WebRights()
        return self._web

    @property
    def may_host(self) -> bool:
        """Whether Host on the network is offered: in a terminal, or in a tab
        of `ragusa web --allow-hosting`."""
        rights = self.web_rights
        return rights is None or rights.hosting

    @property
    def may_join(self) -> bool:
        """Whether Join a table is offered: in a terminal, or in a tab of
        `ragusa web --allow-joining`."""
        rights = self.web_rights
        return rights is None or rights.joining

    def _refuse_in_web_tab(self, what: str) -> str:
        """Say, in one sentence, that hosting or joining is off in this tab; the sentence."""
        words = text("play.app.no_hosting_in_tab" if what == "host" else "play.app.no_joining_in_tab")
        self.notify(words, title=text("play.app.host" if what == "host" else "play.app.join_a_table"),
                    severity="warning", markup=False)
        return words

    # -------------------------------------------------------------- size
    def _too_small(self, size: Size | None = None) -> bool:
        width, height = size or self.size
        return width < MIN_WIDTH or height < MIN_HEIGHT

    def on_resize(self, event: events.Resize) -> None:
        # This handler runs before App's own, which updates `self.size`;
        # before mounting, `on_mount` checks the size itself.
        if self.screen_stack and len(self.screen_stack) > 1:
            self._check_size(event.size)

    def _check_size(self, size: Size | None = None) -> None:
        from .screens.too_small import TooSmallScreen

        showing = isinstance(self.screen, TooSmallScreen)
        if self._too_small(size) and not showing:
            self.push_screen(TooSmallScreen(MIN_WIDTH, MIN_HEIGHT, web=self.web_rights is not None))
        elif showing and not self._too_small(size):
            self.pop_screen()


def _key(screen: Screen, action: str) -> str:
    """" (n)" when `screen` has a key for `action`, for the palette's line; else ""."""
    for binding in screen.BINDINGS:
        if isinstance(binding, Binding) and binding.action == action:
            return f" ({binding.key_display or binding.key})"
    return ""
