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

from ...table import look
from ..widgets.board_map import BUILDING_KEYS, NUMBERS_KEY
from ..widgets.keys_footer import KeysFooter
from ..once import DismissOnce

KEYS: list[tuple[str, list[tuple[str, str]]]] = [
    ("Anywhere", [
        ("? or F1", "this help"),
        ("Ctrl+P", "command palette: every command of the game by name"),
        ("Ctrl+Q", "quit (asks first during a game)"),
        ("u or Ctrl+Z", "undo: take back your last decision, also a whole turn, until something "
         "hidden is revealed (a ship, a bonus or Patrician card) or another player decides"),
        ("s", "where do I stand: VP so far by source, and what the end scoring would add"),
        ("i", "hint: what the hard computer player would do now, and why"),
    ]),
    ("On the map", [
        ("← ↑ → ↓ or h j k l", "move the cursor from spot to spot (or between wall slots)"),
        ("Tab / Shift+Tab", "jump to the next / previous spot (or wall slot) you can choose"),
        ("0-9", "type a spot's (or wall slot's) number: the cursor goes there; Enter chooses it"),
        (" ".join(key for key, _ in BUILDING_KEYS), "the next spot you may choose around that city building, "
         "round again at the end: " + ", ".join(f"{key} {look.KINDS[kind].name}" for key, kind in BUILDING_KEYS)),
        (NUMBERS_KEY, "show each free spot's number on the map (bold and underlined: you may choose it); "
         "again hides them"),
        ("Enter", "build on the spot under the cursor (or raise the tower, build the wall)"),
        ("mouse click", "put the cursor on a spot or wall slot; click it again to choose it"),
        ("f", "exchange fish (when you may: before building, between your new house's hexes)"),
        ("p", "duel: place a Powerhouse instead of a house (press again for a house)"),
    ]),
    ("While others play", [
        ("Space", "show the Patrician's or a computer player's next move now (Enter waits, so it "
         "never builds by mistake)"),
        ("Esc", "skip to your turn (the rest of the moves without pauses, all in the log)"),
    ]),
    ("In a dialog", [
        ("↑ ↓ or j k", "move between the options"),
        ("1 to 9", "highlight that option (Enter confirms)"),
        ("Enter or click", "confirm the option"),
        ("Esc", "put the dialog aside to look at the board; Enter on the map brings it back"),
        ("f", "exchange fish first (when choosing which hex acts next)"),
    ]),
    ("Other screens", [
        ("Enter", "hand-over: the named player is at the keyboard; show their screen"),
        ("u", "hand-over: the previous player takes back their move instead"),
        ("Tab, Ctrl+S, Esc", "new game: next field, start the game, back"),
        ("n / q", "start screen and end screen: new game / quit"),
        ("b", "end screen: the final board"),
        ("r / l", "start screen: resume the last unfinished game / load a saved game"),
        ("Enter / r, Esc", "load screen: play on (or replay a finished game) / replay, back"),
        ("← → PgUp PgDn", "replay: one action / one turn back or on; Home End: first / last"),
    ]),
]

RULES = [
    ("Goal", "Score the most victory points (VP). The game ends when every house is built."),
    ("Your turn", ("Build one house on a free spot: a corner where 3 hexes meet. Then the 3 hexes "
     "act one after the other, in the order you choose (countryside and sea first unless you "
     "pick otherwise).")),
    ("Building rule", ("For each countryside hex the spot touches, your houses around that hex "
     "(the new one included) may not outnumber your Wood; for each city building, your Stone. "
     "What the new house itself gains counts. Winery, Oil Press and Silversmith also need 1 "
     "Grapes, Olives or Silver Ore; the Fishmonger 2 Fish; Market and Wharf 1 Wine, Oil or "
     "Silver. The cursor line under the map says why a spot is not allowed.")),
    ("Countryside, sea", ("A countryside hex gives you 1 of its resource, a sea hex 1 Fish. "
     "Resources are never spent: they measure what you can reach.")),
    ("City buildings", ("Your new house acts, then every other house around that building in "
     "clockwise order, each for its owner (at the Rector's Palace and the Cathedral only the new "
     "house acts). Winery, Oil Press, Silversmith: make as much Wine, Oil, Silver as you have "
     "Grapes, Olives, Silver Ore (at most 12 in the warehouse). Mason: build a wall, 1 VP + 1 per "
     "own house or tower at its ends. Architect: raise a tower on a city-limit spot. Fishmonger: "
     "1 VP per 2 Fish. Market: buy a ship, its stars are VP. Wharf: sell 1 Wine, Oil or Silver "
     "for its market value. Rector's Palace: draw 2 bonus cards, keep 1. Cathedral: scores at "
     "the end.")),
    ("Bonus cards", ("At the start each player keeps 1 of 3 secret bonus cards; the Rector's "
     "Palace brings more. Each scores at the end (for example 2 VP per Stone you have), at "
     "most 12 VP per card. Only the player at the keyboard sees their own cards.")),
    ("Ships, market", ("A ship costs the Wine, Oil and Silver shown in the harbour and scores its "
     "stars at once. Then the commodity of its harbour slot drops 1 on the market and a new "
     "ship arrives. The market values are what the Wharf pays and what the Cathedral scores.")),
    ("Fish exchange", ("2 Fish → 1 Wood, Grapes or Olives; 3 Fish → 1 Stone; 4 Fish → 1 Silver "
     "Ore. Before building, between your new house's hexes, right before your house makes Wine, "
     "Oil or Silver (also on someone else's turn), and at final scoring.")),
    ("Duel", ("Each player also has 2 black Powerhouses (⌂) to place instead of a house: only "
     "on the city limits, never next to another Powerhouse's hex, without Wood or Stone (a "
     "building's own needs still count). It gains nothing from countryside or sea, but every "
     "house around its buildings acts for its placer, whatever the colour; later, whoever "
     "builds at that building gets the Powerhouse's action. It blocks both players' walls.")),
    ("Solo", ("You against the Patrician's two bots, Orange and Blue, for 9 rounds. They build "
     "on the spots of their Patrician cards (× marks them: never yours), ignore the building "
     "rules and play their own moves, shown one at a time. You win only by beating both.")),
    ("End scoring", ("Walls: your longest stretch of built walls whose spots in between are free "
     "or yours scores 1 per wall and 1 per own house and tower between them. Cathedral: each of "
     "your houses there scores one set of Wine + Oil + Silver at the final values. Bonus cards: "
     "at most 12 VP each. Tie: the Wine, Oil and Silver left, at market value, decide.")),
]


def _keys() -> Table:
    table = Table(box=None, padding=(0, 2), show_header=False, expand=True)
    table.add_column(style="bold cyan", no_wrap=True, width=22)
    table.add_column()
    for section, rows in KEYS:
        table.add_row(Text(section, "bold underline"), "")
        for key, what in rows:
            table.add_row(key, what)
    return table


def _legend() -> Table:
    table = Table(box=None, padding=(0, 2), show_header=False, expand=True)
    table.add_column(no_wrap=True, width=22)
    table.add_column()
    houses = Text(" ".join(c.symbol for c in look.COLOURS))
    rows: list[tuple[Text | str, str]] = [
        (Text("·", look.EMPTY_SPOT), "a free spot"),
        (Text("○", f"bold {look.LEGAL}"), "a spot you may choose now"),
        (Text("[·]", "bold"), "the cursor"),
        (houses, "houses: each player has a colour and a symbol"),
        (Text(look.COLOURS[0].symbol, f"bold reverse {look.COLOURS[0].rgb}"),
         "the last house built (reversed); ▓ a wall, underlined a tower, built since"),
        (Text(" ● ", f"bold {look.MAP_BG} on #ff5f5f"), "a tower, drawn beside its spot"),
        (Text("╲ │ ╱", look.CITY_EDGE), "the city loop: 22 wall slots"),
        (Text("█", look.WALL), "a built wall;  a digit on a lit slot: the VP it would give"),
        (Text("× ⌂"), "reserved spot, Powerhouse (solo and 2-player games)"),
        (Text(" ▼ ", f"bold {look.MAP_BG} on {look.STEP_BG}"),
         "solo: the spot, building or wall of the Patrician's move being shown"),
        ("Wood Stone Ore", "countryside hexes (their letter W S O G L under the name)"),
        ("Grapes Olives ~Sea~", "countryside and sea hexes"),
        ("Winery Mason …", "the 10 city buildings"),
    ]
    for sym, what in rows:
        table.add_row(sym, what)
    return table


def _rules() -> Table:
    table = Table(box=None, padding=(0, 2), show_header=False, expand=True)
    table.add_column(style="bold", no_wrap=True, width=22)
    table.add_column()
    for head, text in RULES:
        table.add_row(head, text)
    return table


class HelpScreen(DismissOnce, ModalScreen[None]):
    """Scrollable help; any of Esc, q, ? closes it."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    #help { width: 96%; max-width: 110; height: 94%; border: thick $accent;
            background: $surface; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark", "close", "Close help", key_display="Esc"),
    ]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help"):
            yield Static(Group(
                Text.assemble(("Ragusa — help", "bold"),
                              ("   (scroll with ↑ ↓, PgUp PgDn or the mouse wheel; Esc closes)",
                               "dim")), Text(""),
                Text("Keys", "bold reverse"), _keys(), Text(""),
                Text("The map", "bold reverse"), _legend(), Text(""),
                Text("The rules in short", "bold reverse"), _rules(),
            ))
        yield KeysFooter()

    def on_mount(self) -> None:
        self.query_one("#help").focus()

    def action_close(self) -> None:
        self.dismiss(None)
