"""The harbour and the market: ship costs, purchases and commodity values.

A mixin of `Game`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import COMMODITY_LABELS

if TYPE_CHECKING:
    from .game import Game


class Harbour:
    """Ships in the harbour and the three market value tracks (RULES.md 5.1)."""

    def market_value(self: Game, c: int) -> int:
        return self.board.market_track[self.market[c]]

    def _move_market(self: Game, c: int, steps: int) -> None:
        last = len(self.board.market_track) - 1
        self.market[c] = max(0, min(last, self.market[c] + steps))

    def _draw_ship(self: Game) -> int:
        if not self.ship_deck:
            return -1
        card = self.ship_deck.pop(0)
        b = self.board
        self._move_market(b.ship_back[card], b.ship_arrows[card])
        return card

    def ship_cost(self: Game, slot: int) -> tuple[int, int, int]:
        """What the ship in harbour slot `slot` costs (Wine, Oil, Silver)."""
        b = self.board
        base, extra = b.harbour_cost[slot], b.ship_extra[self.harbour[slot]]
        return (base[0] + extra[0], base[1] + extra[1], base[2] + extra[2])

    def _affordable_slots(self: Game, p: int) -> list[int]:
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
        down = b.harbour_down[slot]
        self._move_market(down, -1)
        del self.harbour[slot]
        self.harbour.append(self._draw_ship())
        paid = ", ".join(f"{n} {COMMODITY_LABELS[c]}" for c, n in enumerate(cost) if n)
        self._log("ship", p, f"{self.names[p]} buys the {b.ship_good[card].title()} ship for {paid} "
                  f"and scores {stars} VP; {COMMODITY_LABELS[down]} drops to {self.market_value(down)}.",
                  slot=slot, card=card, vp=stars)
