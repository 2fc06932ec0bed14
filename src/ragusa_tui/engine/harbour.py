"""The harbour and the market: ships drawn and bought, commodity values moved.

A layer of `Game`; what a ship costs and what a commodity is worth are the
state's own answers (`GameState.ship_cost`, `GameState.market_value`).
"""

from __future__ import annotations

from typing import Literal, TypedDict

from ..catalogue import Message
from .board import COMMODITIES
from .logbook import Logbook


MarketCause = Literal["ship back", "purchase"]  # what moved a market value


class MarketData(TypedDict):
    """What an event says of a market value just changed."""

    market: str  # the commodity: "wine", "oil" or "silver"
    value: int  # what one unit is worth now
    cause: MarketCause


class Harbour(Logbook):
    """Ships in the harbour and the three market value tracks (docs/rules.md §5.1)."""

    def _move_market(self, c: int, steps: int) -> int:
        """Move commodity `c` along its track; return the space it left."""
        last = len(self.board.market_track) - 1
        before = self.market[c]
        self.market[c] = max(0, min(last, before + steps))
        return before

    def _market_words(self, c: int, before: int, up: bool) -> Message:
        """How a market move reads in the log: "Oil drops to 2", or why the
        value did not change."""
        value = self.market_value(c)
        if self.market[c] == before:
            code = "phrase.market_top" if up else "phrase.market_bottom"
        elif self.board.market_track[before] == value:
            code = "phrase.market_up_same" if up else "phrase.market_down_same"
        else:
            code = "phrase.market_rises" if up else "phrase.market_drops"
        return Message.of(code, commodity=COMMODITIES[c], value=value)

    def _market_data(self, c: int, cause: MarketCause) -> MarketData:
        """Event data naming a commodity's market value after a change."""
        return {"market": COMMODITIES[c], "value": self.market_value(c), "cause": cause}

    def _draw_ship(self) -> None:
        """Draw the top ship into the harbour's rightmost slot; its back raises
        the market (docs/rules.md §5.1). Both are narrated in one event, once done,
        so a screen showing the moves one by one shows the ship there."""
        if not self.ship_deck:
            self.harbour.append(-1)
            self._log("harbour", None, Message.of("event.ship_deck_empty"))
            return
        card = self.ship_deck.pop(0)
        b = self.board
        c = b.ship_back[card]
        before = self._move_market(c, b.ship_arrows[card])
        self.harbour.append(card)
        if not self.quiet:
            said = Message.of("event.ship_arrives", good=b.ship_good[card], stars=b.ship_stars[card],
                              market=self._market_words(c, before, True))
            self._log("harbour", None, said, card=card, **self._market_data(c, "ship back"))

    def _buy(self, p: int, slot: int) -> None:
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
        if not self.quiet:
            paid = _listed([Message.of("phrase.amount", count=n, commodity=COMMODITIES[c])
                            for c, n in enumerate(cost) if n])
            self._log("ship", p, Message.of("event.ship_bought", player=self.names[p], good=b.ship_good[card],
                                            paid=paid, stars=stars, market=self._market_words(down, before, False)),
                      slot=slot, card=card, vp=stars, **self._market_data(down, "purchase"))
        self._draw_ship()


def _listed(items: list[Message]) -> Message | None:
    """A few items one after another, "2 Wine, 1 Oil" (None for no item)."""
    if not items:
        return None
    first, *rest = items
    return first if not rest else Message.of("list.comma", first=first, rest=_listed(rest))
