"""What a house does when it acts, building by building.

A layer of `Game`: each method reads and changes the game's plain state.
A bot's choices are made here on the spot (by the Patrician's rules); a
human's become a decision.
"""

from __future__ import annotations

from functools import lru_cache

from ..catalogue import Message
from . import patrician
from .actions import Decision
from .asking import WAREHOUSE_CAP, production_exchange_matters
from .board import (
    ARCHITECT, CATHEDRAL, COMMODITIES, FISH, FISHMONGER, KIND_KEYS,
    MARKET, MASON, PRODUCTION, RECTORS_PALACE, WHARF,
)
from .harbour import Harbour

__all__ = ["WAREHOUSE_CAP", "BuildingActions"]


@lru_cache(maxsize=256)
def _house_of(owner: str, building: str) -> Message:
    """The phrase of `owner`'s house at `building` ("Ann's Winery house"),
    made once for both: every house that acts is named so."""
    return Message.of("phrase.house_of", owner=owner, building=building)


class BuildingActions(Harbour):
    """The city buildings' actions (docs/rules.md §5)."""

    def _house(self, building: str, p: int, spot: int) -> tuple[Message, Message | None]:
        """How the log names a house acting for `p`: the subject ("Ann's
        Winery house"), and what to add when it works for someone else
        ("for Bo"; None when it works for its owner)."""
        name = self.names[p]
        if spot >= 0 and self.powerhouse[spot]:
            return (Message.of("phrase.powerhouse_at", building=building),
                    Message.of("phrase.for", player=name))
        if spot >= 0 and 0 <= self.owner[spot] != p:
            return _house_of(self.names[self.owner[spot]], building), Message.of("phrase.for", player=name)
        return _house_of(name, building), None

    def _act(self, h: int, p: int, offered: int, spot: int = -1) -> None:
        """One house at hex `h` acts for player `p`. A search copy words
        nothing: what is said is made only when the game is not `quiet`."""
        kind = self.board.hex_kind[h]
        name = self.names[p]
        quiet = self.quiet
        house, for_whom = (None, None) if quiet else self._house(KIND_KEYS[kind], p, spot)
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
            if not quiet:
                extra = Message.of("phrase.lost", lost=lost, cap=WAREHOUSE_CAP) if lost else None
                self._log("produce", p, Message.of("event.produce", house=house, made=made,
                                                   commodity=COMMODITIES[c], for_whom=for_whom, lost=extra),
                          hex=h, commodity=COMMODITIES[c], amount=made)
        elif kind == FISHMONGER:
            gained = self.res[p][FISH] // 2
            self.vp[p] += gained
            self.action_vp[p][1] += gained
            if not quiet:
                self._log("vp", p, Message.of("event.fishmonger", house=house, vp=gained, for_whom=for_whom,
                                              fish=self.res[p][FISH]), hex=h, vp=gained)
        elif kind == MASON:
            empty = [i for i, w in enumerate(self.walls) if w < 0]
            if not empty:
                if not quiet:
                    self._log("nothing", p, Message.of("event.no_wall_slot", house=house, for_whom=for_whom),
                              hex=h)
            elif len(empty) == 1 or bot:
                self._build_wall(p, patrician.choose_wall(self, p) if bot else empty[0])
            else:
                self.pending = Decision(p, "wall", hex=h)
        elif kind == ARCHITECT:
            free = self._free_tower_spots()
            if not free or self.towers_left[p] == 0:
                if not quiet:
                    why = Message.of("phrase.no_towers_left" if free else "phrase.no_free_tower_spot")
                    self._log("nothing", p, Message.of("event.architect_idle", house=house, for_whom=for_whom,
                                                       reason=why), hex=h)
            elif len(free) == 1 or bot:
                self._build_tower(p, patrician.choose_tower(self, p) if bot else free[0])
            else:
                self.pending = Decision(p, "tower", hex=h)
        elif kind == MARKET and bot:
            slot = patrician.choose_ship(self, p)
            if slot is None:
                if not quiet:
                    self._log("nothing", p, Message.of("event.market_no_ship", house=house, for_whom=for_whom),
                              hex=h)
            else:
                self._buy(p, slot)
        elif kind == MARKET:
            if self.affordable_slots(p):
                self.pending = Decision(p, "buy_ship", hex=h)
            elif not quiet:
                self._log("nothing", p, Message.of("event.market_unaffordable", house=house, player=name), hex=h)
        elif kind == WHARF and bot:
            sale = patrician.choose_sale(self, p)
            if sale is None:
                if not quiet:
                    self._log("nothing", p, Message.of("event.wharf_nothing", house=house, for_whom=for_whom),
                              hex=h)
            else:
                self._sell(p, sale, h)
        elif kind == WHARF:
            if any(self.com[p]):
                self.pending = Decision(p, "sell", hex=h)
            elif not quiet:
                self._log("nothing", p, Message.of("event.wharf_empty", house=house, player=name), hex=h)
        elif kind == RECTORS_PALACE:
            deck = self.bonus_deck
            if not deck:
                if not quiet:
                    self._log("nothing", p, Message.of("event.bonus_deck_empty", house=house), hex=h)
            elif len(deck) == 1:
                self.bonus[p].append(deck.pop(0))
                if not quiet:
                    self._log("bonus", p, Message.of("event.last_bonus", player=name), hex=h)
            elif bot:
                pair = (deck.pop(0), deck.pop(0))
                self.bonus[p].extend(pair)
                if self.options.get("bots_best_of_pair"):
                    self.bonus_pairs[p].append(pair)
                if not quiet:
                    self._log("bonus", p, Message.of("event.rector_both", player=name), hex=h)
            elif self.options.get("rector_no_choice"):
                self.bonus[p].append(deck.pop(0))
                if not quiet:
                    self._log("bonus", p, Message.of("event.rector_top", player=name), hex=h)
            else:
                self.pending = Decision(p, "rector", (deck.pop(0), deck.pop(0)), hex=h)
        elif kind == CATHEDRAL and not quiet:
            self._log("nothing", p, Message.of("event.cathedral", house=house), hex=h)

    def _build_wall(self, p: int, slot: int) -> None:
        self.walls[slot] = p
        gained = self.wall_slot_vp(slot, p)
        self.vp[p] += gained
        self.action_vp[p][0] += gained
        if not self.quiet:
            self._log("wall", p, Message.of("event.wall", player=self.names[p], slot=slot, vp=gained),
                      slot=slot, vp=gained)

    def _build_tower(self, p: int, spot: int) -> None:
        self.tower[spot] = p
        self.towers_left[p] -= 1
        if not self.quiet:
            self._log("tower", p, Message.of("event.tower", player=self.names[p], spot=spot), spot=spot)

    def _sell(self, p: int, c: int, h: int | None) -> None:
        value = self.market_value(c)
        self.com[p][c] -= 1
        self.vp[p] += value
        self.action_vp[p][2] += value
        if not self.quiet:
            self._log("sell", p, Message.of("event.sell", player=self.names[p], commodity=COMMODITIES[c], vp=value),
                      hex=h, commodity=COMMODITIES[c], vp=value)

