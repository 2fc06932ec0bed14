"""The saved games, newest first: play an unfinished one on, or replay any.

The list shows what each file's actions say (replayed, and remembered by
content and time), never just its stored summary; a stored summary that
disagrees is pointed out. A file that cannot be read is listed with the
reason, and opening it shows the loader's sentence. Files are only ever read
here, and every text from them is shown escaped (`safe_text`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...catalogue import Arg, Message, joined, text, word, words
from ...errors import said as error_words
from ...safe_text import markup, visible
from ...saves import SaveEntry, SaveError, list_saves, save_dir
from ..messages import PlaySaved
from ..once import DismissOnce
from ..widgets.keys_footer import KeysFooter
from ..widgets.phrases import around, assembled

if TYPE_CHECKING:
    from ...engine.record import Summary

# Most telling first: on a narrow terminal the last columns are cut (the box
# under the table tells everything about the highlighted save); the players,
# a list of any length, come last.
# Each column's key and the code of its heading.
COLUMNS = (("saved", "menu.load.column.saved"), ("name", "menu.load.column.name"),
           ("status", "menu.load.column.status"), ("round", "menu.load.column.round"),
           ("vp", "menu.load.column.vp"), ("mode", "menu.load.column.mode"),
           ("players", "menu.load.column.players"))
# What game a save holds, by its mode, as a sentence's subject.
GAMES = {"standard": "menu.load.game.standard", "duel": "menu.load.game.duel", "solo": "menu.load.game.solo"}
STATUS_MAX = 24  # the whole reason a file is unreadable is in the box below


class SaveTable(DataTable[str | Text]):
    """The list of saves, with its Enter shown in the Footer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select_cursor", "key.open", key_display="Enter"),
        # The first and the last save (a table of cells would scroll sideways).
        Binding("home", "scroll_top", "key.first", show=False),
        Binding("end", "scroll_bottom", "key.last", show=False),
    ]


def saved_at(entry: SaveEntry) -> str:
    """When the file was saved: the summary's stamp, else the file's time."""
    return entry.saved_at.strftime("%Y-%m-%d %H:%M")



def _mode_word(mode: str) -> str:
    """A mode as the game words it; one it does not know, as written."""
    return word("mode", mode) if mode in words("mode") else mode


def _game(mode: str) -> Message:
    code = GAMES.get(mode)
    return Message.of(code) if code is not None else Message.of("menu.load.game.other", mode=mode.title())


def _listed(items: Sequence[Arg]) -> Arg:
    """`items` as a list ("Ann, Bo"); no items, as nothing."""
    return joined("list.comma", items) if items else ""


def row(entry: SaveEntry) -> tuple[str | Text, ...]:
    """One line of the table, in the order of `COLUMNS`."""
    s, r = entry.summary, entry.record
    when, name = saved_at(entry), visible(entry.path.stem, 40)
    if r is None or s is None:
        return (when, Text(name),
                _cut(Text(text("menu.load.status.unreadable", problem=visible(entry.problem)), "bold red")),
                "", "", "", "")
    if s.over and s.human_won is not None and s.players:  # solo: the human against both bots
        human = visible(s.players[0], 20)
        status = Text(text("menu.load.status.human_won", human=human) if s.human_won
                      else text("menu.load.status.human_lost", human=human), "green")
    elif s.over and s.ranking:
        best = [visible(x.name, 20) for x in s.ranking if x.rank == 1]
        status = Text(text("menu.load.status.won", winners=joined("list.and", best), count=len(best)), "green")
    else:
        status = Text(text("menu.load.status.in_progress"), "bold")
    if entry.summary_differs:  # the box below says how
        status = Text("* ", "bold yellow") + status
    vp = s.vp
    if s.over and s.ranking:  # a finished game shows the final totals, not the VP of play
        totals = {x.name: x.total for x in s.ranking}
        vp = [totals.get(n, v) for n, v in zip(s.players, s.vp)]
    return (when, Text(name), _cut(status), str(s.round), "·".join(str(v) for v in vp), Text(_mode_word(s.mode)),
            Text(visible(str(_listed(s.players)))))


def _cut(text: Text) -> Text:
    return text[: STATUS_MAX - 1] + Text("…", text.style) if len(text) > STATUS_MAX else text


def detail(entry: SaveEntry) -> Text:
    """The highlighted save in full, and what Enter and r do with it."""
    s, r = entry.summary, entry.record
    if r is None or s is None:
        why = SaveError("load", entry.path, entry.problem or text("menu.load.cannot_be_read"))
        return Text.assemble((visible(error_words(why)), "bold red"), " ", text("menu.load.left_as_it_is"))
    if s.over and s.ranking:
        ranking = _listed([Message.of("menu.load.ranked", rank=x.rank, player=x.name, total=x.total)
                           for x in s.ranking])
        # The words before the ranking are in bold.
        bold, rest = around("menu.load.finished", "ranking", game=_game(s.mode))
        said = Text.assemble((bold, "bold"), visible(str(ranking)), rest)
    else:
        vp = _listed([Message.of("menu.load.player_vp", player=n, vp=v) for n, v in zip(s.players, s.vp)])
        title = text("menu.load.in_progress_title", game=_game(s.mode), round=s.round)
        said = assembled("menu.load.in_progress", {"title": Text(title, "bold")}, actions=s.actions,
                          vp=visible(str(vp)))
    if entry.stored is None:
        said.append(" " + text("menu.load.no_summary"))
    elif entry.summary_differs:
        said.append(" " + text("menu.load.summary_differs", claims=_listed(_claims(entry.stored, s))), "yellow")
    return said


def _claims(stored: Summary, replayed: Summary) -> list[Message]:
    """Where a stored summary differs from what the actions say, in words; its
    names are never repeated (they are the file's, not the game's)."""
    out = []
    if stored.over != replayed.over:
        out.append(Message.of("menu.load.claim.over" if stored.over else "menu.load.claim.in_progress"))
    if stored.mode != replayed.mode:
        out.append(Message.of("menu.load.claim.mode", mode=_mode_word(visible(stored.mode, 12))))
    if stored.round != replayed.round:
        out.append(Message.of("menu.load.claim.round", round=stored.round))
    for differs, code in ((stored.players != replayed.players, "menu.load.claim.players"),
                          (stored.vp != replayed.vp, "menu.load.claim.vp"),
                          (stored.ranking is not None and stored.ranking != replayed.ranking,
                           "menu.load.claim.ranking")):
        if differs:
            out.append(Message.of(code))
    return out or [Message.of("menu.load.claim.other")]


class LoadScreen(DismissOnce, Screen[None]):
    """Every save in the saves folder; Enter plays on or replays, r replays."""

    CSS_PATH = "load.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "replay", "key.replay"),
        Binding("escape", "back", "key.back"),
    ]
    AUTO_FOCUS = "#saves"

    def __init__(self) -> None:
        super().__init__()
        self.empty = text("menu.load.empty")
        self.entries = []
        try:
            self.folder = save_dir()
            self.entries = list_saves(self.folder)
        except SaveError as exc:
            self.folder = exc.path
            self.empty = markup(text("menu.load.folder_unusable", error=error_words(exc)))
        self.rows = [row(entry) for entry in self.entries]

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            title = Text(text("menu.load.title_words"), "bold")
            yield Static(assembled("menu.load.title", {"title": title}, folder=visible(self.folder)),
                         id="load-title")
            if self.entries:
                yield SaveTable(id="saves", cursor_type="row", zebra_stripes=True)
            else:
                yield Static(self.empty, id="load-empty")
            yield Static(id="load-detail")
        yield KeysFooter()

    def on_mount(self) -> None:
        if not self.entries:
            return
        table = self.query_one(SaveTable)
        for key, code in COLUMNS:
            table.add_column(text(code), key=key)
        for i, cells in enumerate(self.rows):
            table.add_row(*cells, key=str(i))
        self._show_detail(0)

    # ---------------------------------------------------------- choosing
    def _entry(self) -> SaveEntry | None:
        if not self.entries:
            return None
        return self.entries[self.query_one(SaveTable).cursor_row]

    def _show_detail(self, index: int) -> None:
        if 0 <= index < len(self.entries):
            box = self.query_one("#load-detail", Static)
            box.remove_class("-error")
            box.update(detail(self.entries[index]))

    @staticmethod
    def shown_error(message: str) -> Text:
        """A loader's sentence as the box shows it (it quotes the file: escaped)."""
        return Text.assemble((visible(message), "bold red"), " ", text("menu.load.left_as_it_is"))

    def _error(self, message: str) -> None:
        box = self.query_one("#load-detail", Static)
        box.add_class("-error")
        box.update(self.shown_error(message))
        self.app.bell()

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_detail(event.cursor_row)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        entry = self._entry()
        if entry is None:
            return
        if entry.summary is not None and entry.summary.over:
            self.action_replay()
        else:
            self._play_on(entry)

    def _play_on(self, entry: SaveEntry) -> None:
        from ...table.autosave import restore

        try:
            restored = restore(entry.path)
        except SaveError as exc:
            self._error(error_words(exc))
            return
        self.post_message(PlaySaved(self, restored))

    def action_replay(self) -> None:
        from ...table.recording import Recording
        from .replay import ReplayScreen

        entry = self._entry()
        if entry is None:
            return
        try:
            recording = Recording.load(entry.path)
        except SaveError as exc:
            self._error(error_words(exc))
            return
        self.app.push_screen(ReplayScreen(recording))

    def action_back(self) -> None:
        self.dismiss(None)
