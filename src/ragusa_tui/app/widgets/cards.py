"""The secret bonus cards of the player at the keyboard (and only theirs)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group
from rich.text import Text

from ...table import look
from .sized import SteadyStatic, show_sized
from .unchanged import unchanged


class CardsPanel(SteadyStatic):
    """Shows one player's bonus cards and ship goods, or a note that
    the cards are hidden."""

    compact = False  # a short terminal: the cards run on in one paragraph, no line each

    def show(self, name: str | None, colour: look.PlayerColour | None, titles: Sequence[str],
             ships: Sequence[str], hidden: str = "Bonus cards are hidden until the keyboard is "
             "handed over.") -> None:
        if unchanged(self, name, colour, list(titles), list(ships), hidden, self.compact):
            return
        if name is None or colour is None:
            show_sized(self, Text(hidden, "dim"))
            return
        if self.compact:
            text = Text.assemble(colour.badge(name), ("'s bonus cards: ", "bold"),
                                 " · ".join(titles) if titles else ("none", "dim"))
            if ships:
                text.append(" · Ships: " + ", ".join(s.title() for s in ships), "dim")
            show_sized(self, text)
            return
        head = Text.assemble(colour.badge(name),
                             ("'s bonus cards (secret)", "bold"))
        lines = [head]
        lines += [Text(f" • {t}") for t in titles] or [Text(" none", "dim")]
        if ships:
            lines.append(Text(" Ships: " + ", ".join(s.title() for s in ships), "dim"))
        show_sized(self, Group(*lines))
