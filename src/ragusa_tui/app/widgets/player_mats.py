"""Every player's mat side by side: resources, warehouse, VP, pieces left
(and in a duel the Powerhouses, in solo the Patrician's cards in hand)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.text import Text

from ...engine.buildings import WAREHOUSE_CAP
from ...catalogue import language, text, word
from ...table import look
from .quick_table import QuickTable
from .sized import SteadyStatic, show_sized
from .unchanged import unchanged

if TYPE_CHECKING:
    from ...table.frame import Position

ACTIVE_BG = "#2b3a4f"
# Each resource's row, by the code of its (short) label.
RESOURCE_ROWS = {"fish": "panel.mats.fish", "wood": "panel.mats.wood", "stone": "panel.mats.stone",
                 "silver_ore": "panel.mats.silver_ore", "grapes": "panel.mats.grapes", "olives": "panel.mats.olives"}


class PlayerMats(SteadyStatic):
    """A table with one column per player; the active player's column is
    lit, ▶ marks whoever decides now and ✗ whoever has left a networked table."""

    def show(self, snap: Position, colours: Sequence[look.PlayerColour],
             active: int | None, decider: int | None, away: frozenset[int] = frozenset()) -> None:
        """`away`: the seats whose person has left a networked table (marked ✗)."""
        players = snap.mats
        if unchanged(self, players, snap.mode, snap.patrician_cards, list(colours),
                     active, decider, away, language()):
            return
        # A duel or a solo game has few columns: room for longer labels.
        wide = snap.mode in ("duel", "solo")
        heads = []
        for p, pl in enumerate(players):
            colour = colours[p]
            # Both when the player to decide is away: neither hides the other.
            mark = ("▶" if p == decider else "") + ("✗" if p in away else "") or " "
            heads.append(Text.assemble((mark, "bold"), (colour.symbol, f"bold {colour.rgb}"),
                                       (pl.name, f"bold {colour.rgb}"), overflow="ellipsis",
                                       no_wrap=True))
        column_styles = [f"on {ACTIVE_BG}" if p == active else "" for p in range(len(players))]
        rows: list[tuple[str, list[Text]]] = [
            (word("term", "vp"), [Text(str(pl.vp), "bold") for pl in players]),
        ]
        for key in look.RESOURCE_KEYS:
            rows.append((text(RESOURCE_ROWS[key]), [_count(pl.resource(key)) for pl in players]))
        for key in look.COMMODITY_KEYS:
            rows.append((word("commodity", key), [_stock(pl.commodity(key)) for pl in players]))
        rows.append((text("panel.mats.houses"), [_count(pl.houses_left) for pl in players]))
        if snap.mode == "duel":
            rows.append((text("panel.mats.powerhouses"), [_count(pl.powerhouses_left) for pl in players]))
        if snap.mode == "solo":
            cards = snap.patrician_cards
            rows.append((text("panel.mats.patrician_cards"),
                         [_count(cards[p]) if pl.bot and p < len(cards) else Text("–")
                          for p, pl in enumerate(players)]))
        rows.append((text("panel.mats.towers"), [_count(pl.towers_left) for pl in players]))
        rows.append((text("panel.mats.ships"), [_count(len(pl.ships)) for pl in players]))
        rows.append((text("panel.mats.bonus_cards") if wide else text("panel.mats.cards"),
                     [_count(pl.bonus_count) for pl in players]))
        table = QuickTable(11 if wide else 6, "bold", heads, column_styles,
                           [[Text(label), *values] for label, values in rows])
        show_sized(self, table, lines=1 + len(rows))  # no cell wraps: a line per row


def _count(n: int) -> Text:
    return Text(str(n))


def _stock(n: int) -> Text:
    return Text(f"{n}/{WAREHOUSE_CAP}", "bold yellow" if n >= WAREHOUSE_CAP else "")
