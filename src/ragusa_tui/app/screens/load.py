"""The saved games, newest first: play an unfinished one on, or replay any.

The list shows what each file's actions say (replayed, and remembered by
content and time), never just its stored summary; a stored summary that
disagrees is pointed out. A file that cannot be read is listed with the
reason, and opening it shows the loader's sentence. Files are only ever read
here, and every text from them is shown escaped (`safe_text`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...safe_text import markup, visible
from ...saves import SaveEntry, SaveError, list_saves, save_dir
from ..messages import PlaySaved
from ..once import DismissOnce
from ..widgets.keys_footer import KeysFooter

if TYPE_CHECKING:
    from ...engine.record import Summary

# Most telling first: on a narrow terminal the last columns are cut (the box
# under the table tells everything about the highlighted save); the players,
# a list of any length, come last.
COLUMNS = ("Saved", "Name", "Status", "Round", "VP", "Mode", "Players")
STATUS_MAX = 24  # the whole reason a file is unreadable is in the box below


class SaveTable(DataTable[str | Text]):
    """The list of saves, with its Enter shown in the Footer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select_cursor", "Open", key_display="Enter"),
        # The first and the last save (a table of cells would scroll sideways).
        Binding("home", "scroll_top", "First", show=False),
        Binding("end", "scroll_bottom", "Last", show=False),
    ]


def saved_at(entry: SaveEntry) -> str:
    """When the file was saved: the summary's stamp, else the file's time."""
    return entry.saved_at.strftime("%Y-%m-%d %H:%M")


def row(entry: SaveEntry) -> tuple[str | Text, ...]:
    """One line of the table, in the order of `COLUMNS`."""
    s, r = entry.summary, entry.record
    when, name = saved_at(entry), visible(entry.path.stem, 40)
    if r is None or s is None:
        return (when, Text(name), _cut(Text(f"unreadable: {visible(entry.problem)}", "bold red")),
                "", "", "", "")
    if s.over and s.human_won is not None and s.players:  # solo: the human against both bots
        human = visible(s.players[0], 20)
        status = Text(f"finished: {human} won" if s.human_won
                      else f"finished: {human} lost", "green")
    elif s.over and s.ranking:
        best = [visible(x.name, 20) for x in s.ranking if x.rank == 1]
        status = Text(f"finished: {' and '.join(best)} won", "green")
    else:
        status = Text("in progress", "bold")
    if entry.summary_differs:  # the box below says how
        status = Text("* ", "bold yellow") + status
    vp = s.vp
    if s.over and s.ranking:  # a finished game shows the final totals, not the VP of play
        totals = {x.name: x.total for x in s.ranking}
        vp = [totals.get(n, v) for n, v in zip(s.players, s.vp)]
    return (when, Text(name), _cut(status), str(s.round), "·".join(str(v) for v in vp), Text(s.mode),
            Text(visible(", ".join(s.players))))


def _cut(text: Text) -> Text:
    return text[: STATUS_MAX - 1] + Text("…", text.style) if len(text) > STATUS_MAX else text


def detail(entry: SaveEntry) -> Text:
    """The highlighted save in full, and what Enter and r do with it."""
    s, r = entry.summary, entry.record
    if r is None or s is None:
        why = SaveError("load", entry.path, entry.problem or "it cannot be read")
        return Text.assemble((visible(why), "bold red"), " The file is left as it is.")
    if s.over and s.ranking:
        result = ", ".join(f"{x.rank}. {x.name} {x.total} VP" for x in s.ranking)
        text = Text.assemble((f"{s.mode.title()} game, finished: ", "bold"), visible(result),
                             ". Enter or r replays it.")
    else:
        vp = ", ".join(f"{n} {v}" for n, v in zip(s.players, s.vp))
        text = Text.assemble((f"{s.mode.title()} game in progress, round {s.round}", "bold"),
                             f" · {s.actions} actions · VP so far: {visible(vp)}. Enter plays "
                             "on from here; r replays it.")
    if entry.stored is None:
        text.append(" (The file holds no summary.)")
    elif entry.summary_differs:
        text.append(f" * The summary stored in the file does not match its actions (it says "
                    f"{', '.join(_claims(entry.stored, s))}); this is what the actions say.",
                    "yellow")
    return text


def _claims(stored: Summary, replayed: Summary) -> list[str]:
    """Where a stored summary differs from what the actions say, in words; its
    names are never repeated (they are the file's, not the game's)."""
    out = []
    if stored.over != replayed.over:
        out.append("the game is over" if stored.over else "the game is in progress")
    if stored.mode != replayed.mode:
        out.append(f"a {visible(stored.mode, 12)} game")
    if stored.round != replayed.round:
        out.append(f"round {stored.round}")
    for differs, words in ((stored.players != replayed.players, "other players"),
                           (stored.vp != replayed.vp, "other VP"),
                           (stored.ranking is not None and stored.ranking != replayed.ranking,
                            "another final ranking")):
        if differs:
            out.append(words)
    return out or ["other details of the game"]


class LoadScreen(DismissOnce, Screen[None]):
    """Every save in the saves folder; Enter plays on or replays, r replays."""

    CSS_PATH = "load.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "replay", "Replay"),
        Binding("escape", "back", "Back"),
    ]
    AUTO_FOCUS = "#saves"

    def __init__(self) -> None:
        super().__init__()
        self.empty = "No saved games yet. Start a game: it is saved as you play."
        self.entries = []
        try:
            self.folder = save_dir()
            self.entries = list_saves(self.folder)
        except SaveError as exc:
            self.folder = exc.path
            self.empty = markup(f"{exc} Nothing there can be listed.")
        self.rows = [row(entry) for entry in self.entries]

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Static(Text.assemble(("Saved games", "bold"), f" in {visible(self.folder)}, newest "
                                       "first. Every game saves itself after each action."),
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
        for title in COLUMNS:
            table.add_column(title, key=title.lower())
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
        return Text.assemble((visible(message), "bold red"), " The file is left as it is.")

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
            self._error(str(exc))
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
            self._error(str(exc))
            return
        self.app.push_screen(ReplayScreen(recording))

    def action_back(self) -> None:
        self.dismiss(None)
