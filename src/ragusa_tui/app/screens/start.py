"""The first screen: resume the last game, start a new one, load a saved
one, or quit.

Resume shows only when there is an unfinished game to resume. The game's
own autosave is recognised by its note (see `storage.resume_notes`), cheaply
enough to be offered in the first frame, with neither the engine nor pydantic; a
file that must be replayed to be sure is looked at after the first frame,
so the title appears at once and such a Resume a moment later.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, Vertical
from textual.screen import Screen
from rich.text import Text
from textual.widgets import Button, Static

from ...catalogue import Message, joined, language, text
from ...errors import said
from ...safe_text import markup, visible
from ..messages import JoinAsked, LearnAsked, LoadGameAsked, NewGameAsked, PlaySaved, QuitAsked
from ..widgets.keys_footer import KeysFooter

if TYPE_CHECKING:
    from ...storage.resume_notes import ResumeOffer

TITLE_ART = r"""
 ____                                
|  _ \ __ _  __ _ _   _ ___  __ _ 
| |_) / _` |/ _` | | | / __|/ _` |
|  _ < (_| | (_| | |_| \__ \ (_| |
|_| \_\__,_|\__, |\__,_|___/\__,_|
            |___/                 
"""


# What game Resume brings back, by its mode (another is named as its note names it).
_MODES = {"standard": "menu.start.mode.standard", "duel": "menu.start.mode.duel", "solo": "menu.start.mode.solo"}


def _mode(mode: str) -> Message:
    code = _MODES.get(mode)
    return Message.of(code) if code is not None else Message.of("menu.start.mode.other", mode=mode)


class StartScreen(Screen[None]):
    """Title and the ways on: resume, new game, load game, quit.

    Its styles, in `start.tcss`, are read with the app's own (the app's `CSS_PATH`)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "resume", "key.resume"),
        Binding("n", "app.new_game", "key.new_game"),
        Binding("l", "app.load_game", "key.load_game"),
        Binding("p", "app.learn", "key.learn"),
        Binding("t", "join", "key.join_a_table"),
        Binding("g", "choose_language", "key.language"),
        Binding("q", "app.request_quit", "key.quit", show=False),
        Binding("down,j", "app.focus_next", "key.next", show=False),
        Binding("up,k", "app.focus_previous", "key.previous", show=False),
    ]
    AUTO_FOCUS = "#new"

    def __init__(self) -> None:
        super().__init__()
        self.resume_entry: ResumeOffer | None = None
        self.broken: set[Path] = set()  # saves that failed to resume: not offered again
        self._filled_in = False  # the Resume line has been filled in once
        self._unreadable: tuple[Path, str] | None = None  # the newest autosave, if it cannot be read

    def compose(self) -> ComposeResult:
        with Vertical(id="start-box"):
            with Center():
                yield Static(TITLE_ART.strip("\n"), id="title-art")
            yield Static(text("menu.start.tagline"), id="tagline")
            with Center(id="resume-row"):
                yield Button(text("menu.start.resume"), id="resume", variant="success")
            yield Static("", id="resume-info")
            with Center():
                with Horizontal(id="new-row"):  # Learn to play beside it: no row more to fit in 30
                    yield Button(text("menu.start.new_game"), id="new", variant="primary")
                    yield Button(text("menu.start.learn"), id="learn")
            with Center():
                yield Button(text("menu.start.load_game"), id="load")
            with Center(id="join-row"):
                yield Button(text("menu.start.join"), id="join")
            with Center():
                yield Button(text("menu.start.quit"), id="quit")
            yield Static(text("menu.start.credit"), id="credit")
        yield KeysFooter()

    def on_mount(self) -> None:
        from ...storage.resume_notes import resume_offer

        # In a browser tab, joining is off unless its server allows it (the app says).
        self.query_one("#join-row").display = self._may_join()
        try:
            entry = resume_offer(exclude=self.broken, replay=False)
        except OSError:
            entry = None
        self._show_resume(entry)

    def on_screen_resume(self) -> None:
        self.call_after_refresh(self.look_for_resume)

    # ------------------------------------------------------------ resume
    def look_for_resume(self) -> None:
        """Offer the most recent unfinished game, if there is one."""
        if not self.is_current:
            return
        from ...storage.resume_notes import resume_offer

        unreadable: list[tuple[Path, str]] = []
        try:
            entry = resume_offer(exclude=self.broken, unreadable=unreadable)
        except OSError:
            entry = None
        self._show_resume(entry, unreadable[0] if unreadable else None)

    def _show_resume(self, entry: ResumeOffer | None, unreadable: tuple[Path, str] | None = None) -> None:
        """Offer `entry`; say so if the newest autosave, `unreadable`, cannot
        be read (otherwise the game played last would just not be offered)."""
        if self._filled_in and (entry, unreadable) == (self.resume_entry, self._unreadable):
            return  # already shown: the footer and focus stay as they are
        offered_before = self.resume_entry is not None
        self._filled_in = True
        self.resume_entry, self._unreadable = entry, unreadable
        self.query_one("#resume-row").display = entry is not None
        info = self.query_one("#resume-info", Static)
        info.display = entry is not None or unreadable is not None
        lines = []
        if entry is not None:
            players = joined("list.comma", entry.players) if entry.players else ""
            lines.append(text("menu.start.resume_line", mode=_mode(entry.mode), players=players,
                              round=entry.round, saved=f"{entry.saved_at:%Y-%m-%d %H:%M}"))
        if unreadable is not None:
            path, why = unreadable
            lines.append(text("menu.start.unreadable", file=path.name, why=why))
        if lines:
            info.update(Text("\n".join(map(visible, lines))))
        if entry is not None:
            if self.focused is None or self.focused.id == "new":
                self.query_one("#resume", Button).focus()
        if offered_before != (entry is not None):  # r has come or gone
            self.refresh_bindings()

    def _may_join(self) -> bool:
        return bool(getattr(self.app, "may_join", True))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "join":
            return self._may_join()
        return action != "resume" or self.resume_entry is not None

    def game_commands(self) -> Iterable[SystemCommand]:
        """Resume, for the command palette, when a game is offered."""
        if self.resume_entry is not None:
            yield SystemCommand(text("menu.start.command.resume"), text("menu.start.command.resume_help"),
                                self.action_resume)
        yield SystemCommand(text("menu.start.command.language"), text("menu.start.command.language_help"),
                            self.action_choose_language)

    # ------------------------------------------------------------ language
    def action_choose_language(self) -> None:
        from .language import LanguageScreen

        self.app.push_screen(LanguageScreen(), self._speak)

    async def _speak(self, code: str | None) -> None:
        """Speak the language chosen from now on, remembered for the next
        runs: this screen is composed again in it, and its Footer follows."""
        from ...table.language import choose

        if code is None or code == language().code:
            return
        choose(code)
        focused = self.focused.id if self.focused is not None else None
        await self.recompose()
        self._filled_in = False
        self.query_one("#join-row").display = self._may_join()
        self._show_resume(self.resume_entry, self._unreadable)
        self.call_after_refresh(self.look_for_resume)  # and looked for again: an unreadable save's reason worded anew
        if focused is not None:
            for widget in self.query(f"#{focused}"):
                widget.focus()
        self.refresh_bindings()

    def action_resume(self) -> None:
        from ...saves import SaveError
        from ...table.autosave import restore

        entry = self.resume_entry
        if entry is None:
            return
        try:
            restored = restore(entry.path)
        except SaveError as exc:
            self.broken.add(entry.path)
            self.notify(markup(text("menu.start.cannot_resume", error=said(exc))),
                        title=text("menu.start.cannot_resume.title"), severity="error", timeout=10)
            self.look_for_resume()
            return
        self.post_message(PlaySaved(self, restored))

    def action_join(self) -> None:
        self.post_message(JoinAsked(self))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "resume":
            self.action_resume()
        elif event.button.id == "new":
            self.post_message(NewGameAsked(self))
        elif event.button.id == "load":
            self.post_message(LoadGameAsked(self))
        elif event.button.id == "learn":
            self.post_message(LearnAsked(self))
        elif event.button.id == "join":
            if self._may_join():
                self.action_join()
        else:
            self.post_message(QuitAsked(self))
