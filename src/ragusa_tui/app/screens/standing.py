"""Where do I stand: each player's VP of play by source, what the end
scoring would add if the game ended now, and a chart of the VP of play
round by round. Another player's bonus cards stay
hidden until the game is over (the engine's `standings` never counts them)."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...catalogue import text, word
from ...engine.standing import PLAY_SOURCE_KEYS
from ...table.view import TableView
from ..widgets.keys_footer import KeysFooter
from ..widgets.vp_chart import VpChart, chart_of


def standing_table(session: TableView, viewer: int | None) -> Table:
    """One column per player: play by source, then the end scoring now."""
    rows = session.frame(viewer).standings
    table = Table(box=None, padding=(0, 1), expand=False)
    table.add_column("", no_wrap=True)
    for s in rows:
        table.add_column(session.frame(None).palette[s.player].badge(s.name), justify="right")
    over = session.frame(None).over
    for i, key in enumerate(PLAY_SOURCE_KEYS):
        table.add_row(word("play_source", key), *(str(s.play[i][1]) for s in rows))
    table.add_row(Text(text("page.standing.so_far"), "bold"), *(Text(str(s.in_play), "bold") for s in rows))
    end = text("page.standing.end_scoring") if over else text("page.standing.if_ended_now")
    table.add_row(Text(end, "bold underline"), *("" for _ in rows))
    table.add_row(text("page.standing.walls"), *(str(s.walls) for s in rows))
    table.add_row(text("page.standing.cathedral"), *(str(s.cathedral) for s in rows))
    table.add_row(text("page.standing.bonus"), *(Text(text("page.standing.secret"), "dim") if s.bonus is None
                                                 else str(s.bonus) for s in rows))
    table.add_row(Text(text("page.standing.total") if over else text("page.standing.total_now"), "bold"),
                  *(Text(f"{s.if_ended_now}{'' if s.bonus is not None else ' +?'}", "bold")
                    for s in rows))
    return table


class StandingScreen(ModalScreen[None]):
    """The score panel, over the board; Esc (or s) closes it."""

    DEFAULT_CSS = """
    StandingScreen { align: center middle; }
    StandingScreen > VerticalScroll { width: 96; max-width: 100%; height: auto;
        max-height: 90%; border: round $accent; padding: 0 1; background: $surface; }
    StandingScreen #vp-chart > .vp-chart-plot { height: 10; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,s,q", "close", "key.close", key_display="Esc"),
    ]

    def __init__(self, session: TableView, viewer: int | None) -> None:
        super().__init__()
        self.session = session
        self.viewer = viewer

    def compose(self) -> ComposeResult:
        who = text("page.standing.own_cards") if self.viewer is not None else text("page.standing.cards_secret")
        with VerticalScroll():
            yield Static(Text.assemble((text("page.standing.title"), "bold"), f" · {who}"))
            yield Static(standing_table(self.session, self.viewer), id="standing-table")
            # How the game went so far; the table's heads are the chart's key.
            yield VpChart(chart_of(self.session.frame(self.viewer)), key=False, id="vp-chart")
        yield KeysFooter()

    def action_close(self) -> None:
        self.dismiss(None)
