"""What a house does when it acts, building by building.

A layer of `Game`: each method reads and changes the game's plain state.
A bot's choices are made here on the spot (by the Patrician's rules); a
human's become a decision.
"""

from __future__ import annotations

from . import patrician
from .actions import Decision
from .asking import WAREHOUSE_CAP, production_exchange_matters
from .board import (
    ARCHITECT, CATHEDRAL, COMMODITIES, COMMODITY_LABELS, FISH, FISHMONGER, KIND_LABELS,
    MARKET, MASON, PRODUCTION, RECTORS_PALACE, WHARF,
)
from .harbour import Harbour

__all__ = ["WAREHOUSE_CAP", "BuildingActions"]


class BuildingActions(Harbour):
    """The city buildings' actions (docs/rules.md §5)."""

    def _house(self, label: str, p: int, spot: int) -> tuple[str, str]:
        """How the log names a house acting for `p`: the subject, and what to
        add when it works for someone else ("for Ann")."""
        name = self.names[p]
        if spot >= 0 and self.powerhouse[spot]:
            return f"The Powerhouse at the {label}", f" for {name}"
        if spot >= 0 and 0 <= self.owner[spot] != p:
            return f"{self.names[self.owner[spot]]}'s {label} house", f" for {name}"
        return f"{name}'s {label} house", ""

    def _act(self, h: int, p: int, offered: int, spot: int = -1) -> None:
        """One house at hex `h` acts for player `p`."""
        kind = self.board.hex_kind[h]
        name = self.names[p]
        label = KIND_LABELS[kind]
        house, for_whom = ("", "") if self.quiet else self._house(label, p, spot)
        bot = self.is_bot[p]
        if kind in PRODUCTION:
            if not offered and not bot and production_exchange_matters(self, p, kind):
                self.pending = Decision(p, "exchange", hex=h, spot=spot)
                return
            r, c = PRODUCTION[kind]
            amount = self.res[p][r]
            before = self.com[p][c]
            self.com[p][c] = min(WAREHOUSE_CAP, before + amount)
            made = self.com[p][c] - before
            lost = amount - made
            if not self.quiet:
                extra = f" ({lost} lost: the warehouse holds {WAREHOUSE_CAP})" if lost else ""
                self._log("produce", p, f"{house} makes {made} {COMMODITY_LABELS[c]}{for_whom}{extra}.",
                          hex=h, commodity=COMMODITIES[c], amount=made)
        elif kind == FISHMONGER:
            gained = self.res[p][FISH] // 2
            self.vp[p] += gained
            self.action_vp[p][1] += gained
            self._log("vp", p, f"{house} scores {gained} VP{for_whom} for {self.res[p][FISH]} Fish.",
                      hex=h, vp=gained)
        elif kind == MASON:
            empty = [i for i, w in enumerate(self.walls) if w < 0]
            if not empty:
                self._log("nothing", p, f"{house} has no wall slot left to build{for_whom}.", hex=h)
            elif len(empty) == 1 or bot:
                self._build_wall(p, patrician.choose_wall(self, p) if bot else empty[0])
            else:
                self.pending = Decision(p, "wall", hex=h)
        elif kind == ARCHITECT:
            free = self._free_tower_spots()
            if not free or self.towers_left[p] == 0:
                why = "no towers left" if free else "no free tower spot"
                self._log("nothing", p, f"{house} does nothing{for_whom}: {why}.", hex=h)
            elif len(free) == 1 or bot:
                self._build_tower(p, patrician.choose_tower(self, p) if bot else free[0])
            else:
                self.pending = Decision(p, "tower", hex=h)
        elif kind == MARKET and bot:
            slot = patrician.choose_ship(self, p)
            if slot is None:
                self._log("nothing", p, f"{house} buys no ship{for_whom}.", hex=h)
            else:
                self._buy(p, slot)
        elif kind == MARKET:
            if self.affordable_slots(p):
                self.pending = Decision(p, "buy_ship", hex=h)
            else:
                self._log("nothing", p, f"{house}: no ship {name} can afford.", hex=h)
        elif kind == WHARF and bot:
            sale = patrician.choose_sale(self, p)
            if sale is None:
                self._log("nothing", p, f"{house} sells nothing{for_whom}.", hex=h)
            else:
                self._sell(p, sale, h)
        elif kind == WHARF:
            if any(self.com[p]):
                self.pending = Decision(p, "sell", hex=h)
            else:
                self._log("nothing", p, f"{house}: {name} has nothing to sell.", hex=h)
        elif kind == RECTORS_PALACE:
            deck = self.bonus_deck
            if not deck:
                self._log("nothing", p, f"{house}: the bonus deck is empty.", hex=h)
            elif len(deck) == 1:
                self.bonus[p].append(deck.pop(0))
                self._log("bonus", p, f"{name} takes the last bonus card.", hex=h)
            elif bot:
                pair = (deck.pop(0), deck.pop(0))
                self.bonus[p].extend(pair)
                if self.options.get("bots_best_of_pair"):
                    self.bonus_pairs[p].append(pair)
                self._log("bonus", p, f"{name} keeps both bonus cards drawn at the Rector's Palace.", hex=h)
            elif self.options.get("rector_no_choice"):
                self.bonus[p].append(deck.pop(0))
                self._log("bonus", p, f"{name} takes the top bonus card at the Rector's Palace.", hex=h)
            else:
                self.pending = Decision(p, "rector", (deck.pop(0), deck.pop(0)), hex=h)
        elif kind == CATHEDRAL:
            self._log("nothing", p, f"{house} will score at the end.", hex=h)

    def _build_wall(self, p: int, slot: int) -> None:
        self.walls[slot] = p
        gained = self.wall_slot_vp(slot, p)
        self.vp[p] += gained
        self.action_vp[p][0] += gained
        self._log("wall", p, f"{self.names[p]} builds wall slot {slot} and scores {gained} VP.",
                  slot=slot, vp=gained)

    def _build_tower(self, p: int, spot: int) -> None:
        self.tower[spot] = p
        self.towers_left[p] -= 1
        self._log("tower", p, f"{self.names[p]} raises a tower on spot {spot}.", spot=spot)

    def _sell(self, p: int, c: int, h: int | None) -> None:
        value = self.market_value(c)
        self.com[p][c] -= 1
        self.vp[p] += value
        self.action_vp[p][2] += value
        self._log("sell", p, f"{self.names[p]} sells 1 {COMMODITY_LABELS[c]} at the Wharf for {value} VP.",
                  hex=h, commodity=COMMODITIES[c], vp=value)
