"""Every key, what the map shows, and the rules in short."""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...catalogue import Message, joined, render, text
from ...engine.board import KIND_KEYS
from ...table import look
from ..widgets.board_map import BUILDING_KEYS, NUMBERS_KEY
from ..widgets.keys_footer import KeysFooter
from ..once import DismissOnce

class _Keys(str):
    """Keys whose label has words in it ("? or F1", "1 to 9"): the string
    is the keys alone (what the keys column names, for whoever reads the
    table: a test checks every key of the game is there), the label a
    message, rendered when the help is shown."""

    label: Message

    def __new__(cls, keys: str, label: Message) -> _Keys:
        made = super().__new__(cls, keys)
        made.label = label
        return made


def _either(first: str, second: str | Message) -> _Keys:
    """Two keys that do the same: "? or F1"."""
    keys = first if isinstance(second, Message) else f"{first} {second}"
    return _Keys(keys, Message.of("page.help.keys.or", first=first, second=second))


# The keys, section by section: each section's code, then each key (its
# name, or a label with words) and the code of what it does.
KEYS: list[tuple[str, list[tuple[str, str | Message]]]] = [
    ("page.help.section.anywhere", [
        (_either("?", "F1"), "page.help.key.help"),
        ("Ctrl+P", "page.help.key.palette"),
        ("Ctrl+Q", "page.help.key.quit"),
        (_either("u", "Ctrl+Z"), "page.help.key.undo"),
        ("s", "page.help.key.standing"),
        ("i", "page.help.key.hint"),
        ("x", "page.help.key.explain"),
        ("PgUp PgDn", "page.help.key.log"),
    ]),
    ("page.help.section.map", [
        (_either("← ↑ → ↓", "h j k l"), "page.help.key.move"),
        ("Tab / Shift+Tab", "page.help.key.jump"),
        ("0-9", "page.help.key.number"),
        (" ".join(key for key, _ in BUILDING_KEYS), Message.of("page.help.key.buildings", keys=joined(
            "list.comma", [Message.of("page.help.building_key", key=key, building=KIND_KEYS[kind])
                           for key, kind in BUILDING_KEYS]))),
        (NUMBERS_KEY, "page.help.key.numbers"),
        ("Enter", "page.help.key.choose"),
        (_Keys("click", Message.of("page.help.keys.mouse_click")), "page.help.key.click"),
        ("f", "page.help.key.fish"),
        ("p", "page.help.key.powerhouse"),
    ]),
    ("page.help.section.others_play", [
        ("Space", "page.help.key.show_move"),
        ("Esc", "page.help.key.skip"),
    ]),
    ("page.help.section.dialog", [
        (_either("↑ ↓", "j k"), "page.help.key.dialog_move"),
        (_Keys("1 9", Message.of("page.help.keys.range", first="1", last="9")), "page.help.key.dialog_digit"),
        (_either("Enter", Message.of("page.help.keys.click")), "page.help.key.dialog_confirm"),
        ("Esc", "page.help.key.dialog_aside"),
        ("f", "page.help.key.dialog_fish"),
    ]),
    ("page.help.section.other_screens", [
        ("Enter", "page.help.key.handover"),
        ("u", "page.help.key.handover_undo"),
        ("↑ ↓ PgUp PgDn", "page.help.key.handover_news"),
        ("Tab, Ctrl+S, Esc", "page.help.key.new_game"),
        ("n / q", "page.help.key.new_or_quit"),
        ("b", "page.help.key.final_board"),
        ("r / l", "page.help.key.resume_or_load"),
        ("Enter / r, Esc", "page.help.key.load_screen"),
        ("← → PgUp PgDn", "page.help.key.replay"),
    ]),
]

# The rules in short: each rule's heading and the rule, by code.
RULES = [
    ("page.help.rule_head.goal", "page.help.rule.goal"),
    ("page.help.rule_head.turn", "page.help.rule.turn"),
    ("page.help.rule_head.building", "page.help.rule.building"),
    ("page.help.rule_head.countryside", "page.help.rule.countryside"),
    ("page.help.rule_head.buildings", "page.help.rule.buildings"),
    ("page.help.rule_head.bonus", "page.help.rule.bonus"),
    ("page.help.rule_head.ships", "page.help.rule.ships"),
    ("page.help.rule_head.fish", "page.help.rule.fish"),
    ("page.help.rule_head.duel", "page.help.rule.duel"),
    ("page.help.rule_head.solo", "page.help.rule.solo"),
    ("page.help.rule_head.end", "page.help.rule.end"),
]


def _said(what: str | Message) -> str:
    """A code's words, or a message's, in the language spoken now."""
    return render(what) if isinstance(what, Message) else text(what)


def _keys() -> Table:
    table = Table(box=None, padding=(0, 2), show_header=False, expand=True)
    table.add_column(style="bold cyan", no_wrap=True, width=22)
    table.add_column()
    for section, rows in KEYS:
        table.add_row(Text(text(section), "bold underline"), "")
        for key, what in rows:
            table.add_row(render(key.label) if isinstance(key, _Keys) else key, _said(what))
    return table


def _legend() -> Table:
    table = Table(box=None, padding=(0, 2), show_header=False, expand=True)
    table.add_column(no_wrap=True, width=22)
    table.add_column()
    houses = Text(" ".join(c.symbol for c in look.COLOURS))
    rows: list[tuple[Text | str, str]] = [
        (Text(look.FREE_SPOT, look.EMPTY_SPOT), "page.help.legend.free_spot"),
        (Text(look.LEGAL_SPOT, f"bold {look.LEGAL}"), "page.help.legend.legal_spot"),
        (Text("[·]", "bold"), "page.help.legend.cursor"),
        (houses, "page.help.legend.houses"),
        (Text(look.COLOURS[0].symbol, f"bold reverse {look.COLOURS[0].rgb}"), "page.help.legend.last_house"),
        (Text(" ".join(c.tower for c in look.COLOURS)), "page.help.legend.tower"),
        (Text(" ".join(look.SLOT_EDGE.values()), look.CITY_EDGE), "page.help.legend.city_loop"),
        (Text(look.BUILT_WALL, look.WALL), "page.help.legend.wall"),
        (Text(f"{look.RESERVED} {look.POWERHOUSE}"), "page.help.legend.reserved"),
        (Text(look.POWERHOUSE_SPOT, f"bold {look.LEGAL}"), "page.help.legend.powerhouse_spot"),
        (Text(" ▼ ", f"bold {look.MAP_BG} on {look.STEP_BG}"), "page.help.legend.patrician_move"),
        (text("page.help.legend.countryside_labels"), "page.help.legend.countryside"),
        (text("page.help.legend.more_labels"), "page.help.legend.countryside_and_sea"),
        (text("page.help.legend.building_labels"), "page.help.legend.buildings"),
    ]
    for sym, what in rows:
        table.add_row(sym, text(what))
    return table


def _rules() -> Table:
    table = Table(box=None, padding=(0, 2), show_header=False, expand=True)
    table.add_column(style="bold", no_wrap=True, width=22)
    table.add_column()
    for head, rule in RULES:
        table.add_row(text(head), text(rule))
    return table


class HelpScreen(DismissOnce, ModalScreen[None]):
    """Scrollable help; any of Esc, q, ? closes it."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    #help { width: 96%; max-width: 110; height: 94%; border: thick $accent;
            background: $surface; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark", "close", "key.close_help", key_display="Esc"),
    ]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help"):
            yield Static(Group(
                Text.assemble((text("page.help.title"), "bold"),
                              ("   " + text("page.help.how_to_scroll"), "dim")), Text(""),
                Text(text("page.help.keys"), "bold reverse"), _keys(), Text(""),
                Text(text("page.help.map"), "bold reverse"), _legend(), Text(""),
                Text(text("page.help.rules"), "bold reverse"), _rules(),
            ))
        yield KeysFooter()

    def on_mount(self) -> None:
        self.query_one("#help").focus()

    def action_close(self) -> None:
        self.dismiss(None)
