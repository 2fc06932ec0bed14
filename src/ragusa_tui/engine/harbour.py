"""The harbour and the market: ship costs, purchases and commodity values.

A mixin of `Game`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import COMMODITIES, COMMODITY_LABELS

if TYPE_CHECKING:
    from .game import Game


class Harbour:
    """Ships in the harbour and the three market value tracks (docs/rules.md §5.1)."""

    def market_value(self: Game, c: int) -> int:
        return self.board.market_track[self.market[c]]

    def _move_market(self: Game, c: int, steps: int) -> int:
        """Move commodity `c` along its track; return the space it left."""
        last = len(self.board.market_track) - 1
        before = self.market[c]
        self.market[c] = max(0, min(last, before + steps))
        return before

    def _market_words(self: Game, c: int, before: int, up: bool) -> str:
        """How a market move reads in the log: "Oil drops to 2", or why the
        value did not change."""
        label, value = COMMODITY_LABELS[c], self.market_value(c)
        if self.market[c] == before:
            return f"{label} stays at {value}, the {'top' if up else 'bottom'} of its track"
        if self.board.market_track[before] == value:
            return f"{label} moves {'up' if up else 'down'} a space, still {value}"
        return f"{label} {'rises' if up else 'drops'} to {value}"

    def _market_data(self: Game, c: int, cause: str) -> dict[str, object]:
        """Event data naming a commodity's market value after a change."""
        return {"market": COMMODITIES[c], "value": self.market_value(c), "cause": cause}

    def _draw_ship(self: Game) -> None:
        """Draw the top ship into the harbour's rightmost slot; its back raises
        the market (docs/rules.md §5.1). Both are narrated in one event, once done,
        so a screen showing the moves one by one shows the ship there."""
        if not self.ship_deck:
            self.harbour.append(-1)
            self._log("harbour", None, "The ship deck is empty: the rightmost harbour slot stays empty.")
            return
        card = self.ship_deck.pop(0)
        b = self.board
        c = b.ship_back[card]
        before = self._move_market(c, b.ship_arrows[card])
        self.harbour.append(card)
        self._log("harbour", None, f"A {b.ship_good[card].title()} ship ({b.ship_stars[card]} VP) "
                  f"enters the harbour: {self._market_words(c, before, True)}.",
                  card=card, **self._market_data(c, "ship back"))

    def ship_cost(self: Game, slot: int) -> tuple[int, int, int]:
        """What the ship in harbour slot `slot` costs (Wine, Oil, Silver)."""
        b = self.board
        base, extra = b.harbour_cost[slot], b.ship_extra[self.harbour[slot]]
        return (base[0] + extra[0], base[1] + extra[1], base[2] + extra[2])

    def affordable_slots(self: Game, p: int) -> list[int]:
        """The harbour slots whose ship seat `p` can pay for now."""
        com = self.com[p]
        out = []
        for i, card in enumerate(self.harbour):
            if card >= 0:
                cost = self.ship_cost(i)
                if com[0] >= cost[0] and com[1] >= cost[1] and com[2] >= cost[2]:
                    out.append(i)
        return out

    def _buy(self: Game, p: int, slot: int) -> None:
        b = self.board
        card = self.harbour[slot]
        cost = self.ship_cost(slot)
        for c in range(3):
            self.com[p][c] -= cost[c]
        stars = b.ship_stars[card]
        self.vp[p] += stars
        self.ship_vp[p] += stars
        self.ships[p].append(card)
        del self.harbour[slot]  # the ships to its right move up a slot
        down = b.harbour_down[slot]
        before = self._move_market(down, -1)
        paid = ", ".join(f"{n} {COMMODITY_LABELS[c]}" for c, n in enumerate(cost) if n)
        self._log("ship", p, f"{self.names[p]} buys the {b.ship_good[card].title()} ship for {paid} "
                  f"and scores {stars} VP; {self._market_words(down, before, False)}.",
                  slot=slot, card=card, vp=stars, **self._market_data(down, "purchase"))
        self._draw_ship()
