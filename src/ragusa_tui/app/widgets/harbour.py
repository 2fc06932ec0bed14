"""The harbour's five ships and the three market tracks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group
from rich.table import Table
from rich.text import Text

from ...catalogue import Message, joined, language, text, word
from ...table import look
from .sized import SteadyStatic, show_sized
from .unchanged import unchanged

if TYPE_CHECKING:
    from ...table.frame import Position


def _cost(cost: tuple[int, ...]) -> str:
    """A ship's price, by commodity (in `COMMODITY_KEYS` order): "1 Wine+2 Oil"."""
    amounts = [Message.of("phrase.amount", count=n, commodity=c) for c, n in zip(look.COMMODITY_KEYS, cost) if n]
    return str(joined("panel.harbour.plus", amounts)) if amounts else ""


class HarbourPanel(SteadyStatic):
    """Ships for sale: good, stars (VP), full cost, and the commodity its
    card back raised on the market."""

    compact = False  # a short terminal: no line of column heads

    def show(self, snap: Position) -> None:
        if unchanged(self, snap.harbour, snap.ship_deck, self.compact, language()):
            return
        table = Table(box=None, padding=(0, 1), expand=True, show_edge=False, pad_edge=False,
                      show_header=not self.compact,
                      title=Text(text("panel.harbour.title", deck=snap.ship_deck), "bold"),
                      title_justify="left")
        table.add_column("#", width=1)
        table.add_column(text("panel.harbour.ship"), no_wrap=True)
        table.add_column(text("panel.harbour.cost"), no_wrap=True)
        table.add_column(text("panel.harbour.back"), no_wrap=True)
        for i, ship in enumerate(snap.harbour):
            if ship is None:
                table.add_row(str(i + 1), Text(text("panel.harbour.empty"), "dim"), "", "")
                continue
            name = Text.assemble((word("good", ship.good) + " ", "bold"),
                                 ("★" * ship.stars, "yellow"))
            back = f"{'▲' * ship.arrows}{word('commodity', ship.back)}"
            table.add_row(str(i + 1), name, _cost(ship.cost), Text(back, "dim"))
        show_sized(self, table)


class MarketPanel(SteadyStatic):
    """The three value tracks with each marker's space lit."""

    def show(self, snap: Position, track: tuple[int, ...]) -> None:
        if unchanged(self, snap.market_index, snap.market, track, language()):
            return
        lines = [Text(text("panel.market.title"), "bold")]
        names = [word("commodity", key) for key in look.COMMODITY_KEYS]
        width = max(7, *(len(name) + 1 for name in names))  # the tracks start in one column
        for i_key, name in enumerate(names):
            at = snap.market_index[i_key]
            line = Text(f"{name:<{width}}")
            for i, v in enumerate(track):
                if i == at:
                    line.append(f"[{v}]", "bold reverse")
                elif i == at + 1:
                    line.append(str(v), "dim")
                else:
                    line.append(f" {v}", "dim")
            line.append("  " + text("panel.market.value", vp=snap.market[i_key]), "bold")
            lines.append(line)
        show_sized(self, Group(*lines))
