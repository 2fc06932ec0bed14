"""The secret bonus cards of the player at the keyboard (and only theirs)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group
from rich.text import Text

from ...catalogue import joined, language, text, word
from ...table import look
from .phrases import around
from .sized import SteadyStatic, show_sized
from .unchanged import unchanged


class CardsPanel(SteadyStatic):
    """Shows one player's bonus cards and ship goods, or a note that
    the cards are hidden."""

    compact = False  # a short terminal: the cards run on in one paragraph, no line each

    def show(self, name: str | None, colour: look.PlayerColour | None, titles: Sequence[str],
             ships: Sequence[str], hidden: str | None = None) -> None:
        """`hidden`: what shows instead when nobody's cards may be seen
        (by default, that they are hidden until the keyboard is handed over)."""
        if hidden is None:
            hidden = text("panel.cards.hidden")
        if unchanged(self, name, colour, list(titles), list(ships), hidden, self.compact, language()):
            return
        if name is None or colour is None:
            show_sized(self, Text(hidden, "dim"))
            return
        goods = joined("list.comma", [word("good", s) for s in ships]) if ships else None
        if self.compact:
            before, after = around("panel.cards.title_compact", "player", player=name)
            line = Text.assemble((before, "bold"), colour.badge(name), (after + " ", "bold"),
                                 " · ".join(titles) if titles else (text("panel.cards.none"), "dim"))
            if goods is not None:
                line.append(" · " + text("panel.cards.ships", goods=goods), "dim")
            show_sized(self, line)
            return
        before, after = around("panel.cards.title", "player", player=name)
        head = Text.assemble((before, "bold"), colour.badge(name), (after, "bold"))
        lines = [head]
        lines += [Text(f" • {t}") for t in titles] or [Text(" " + text("panel.cards.none"), "dim")]
        if goods is not None:
            lines.append(Text(" " + text("panel.cards.ships", goods=goods), "dim"))
        show_sized(self, Group(*lines))
