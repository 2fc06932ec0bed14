"""Whether a question can matter: the engine asks a player only when the
answers can lead to different outcomes (docs/rules.md §12.2, §12.4).

The order of a new house's hexes matters only if two of its activations do
not commute: one changes something the other reads. Each activation is
described by the cells of the state it reads and writes; gains are
increments, which commute with each other, so a cell that is only added to
is written but not read. A bot chooses its ship or its sale by all it
holds, so what its houses make first can change its choice even with nothing
new within its reach. A fish exchange right before a house makes Wine, Oil
or Silver matters only if the player can afford one more unit of the
resource it uses and the warehouse has room for what it would add; in final
scoring only if some affordable exchanges change the player's bonus cards.
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from . import patrician
from .acting import acting_for
from .board import (
    ARCHITECT, EXCHANGE_COST, FISH, FISHMONGER, MARKET, MASON, PRODUCTION,
    RESOURCES, SEA, WHARF, is_city,
)
from .scoring import bonus_total

if TYPE_CHECKING:
    from .board import Board
    from .state import GameState

WAREHOUSE_CAP: Final = 12  # the most of one commodity a warehouse holds


def _actors(game: GameState, h: int) -> list[int]:
    """The players a house acts for when hex `h` of the new house activates."""
    return [q for _, q in acting_for(game, h, game.placed_spot)]


class _Turn:
    """The hexes still to act for the new house, and what could happen at each."""

    def __init__(self, game: GameState, rem: list[int]) -> None:
        self.game = game
        self.placer = game.owner[game.placed_spot]
        kinds = [game.board.hex_kind[h] for h in rem]
        self.kinds = kinds
        self.actors = {k: _actors(game, h) for k, h in zip(kinds, rem)}
        self.gains = Counter(k for k in kinds if not is_city(k))  # what the placer gains

    def res_max(self, q: int, r: int) -> int:
        """The most of resource `r` that `q` could hold during this turn."""
        g = self.game
        extra = self.gains[r] if q == self.placer else 0
        fish = g.res[q][FISH] + (self.gains[SEA] if q == self.placer else 0)
        if not g.is_bot[q] and r != FISH:
            extra += fish // EXCHANGE_COST[r]
        return g.res[q][r] + extra

    def com_max(self, q: int) -> list[int]:
        g = self.game
        com = list(g.com[q])
        for k, (r, c) in PRODUCTION.items():
            if k in self.kinds and q in self.actors[k]:
                com[c] = min(WAREHOUSE_CAP, com[c] + self.res_max(q, r) * self.actors[k].count(q))
        return com

    def prompt_possible(self, q: int, kind: int) -> bool:
        """Whether `q` may be asked about an exchange before `kind` makes something."""
        g = self.game
        if g.is_bot[q]:
            return False
        r, c = PRODUCTION[kind]
        fish = g.res[q][FISH] + (self.gains[SEA] if q == self.placer else 0)
        return fish >= EXCHANGE_COST[r] and g.com[q][c] + g.res[q][r] < WAREHOUSE_CAP

    def market_acts(self) -> bool:
        if MARKET not in self.kinds:
            return False
        g = self.game
        for q in self.actors[MARKET]:
            com = self.com_max(q)
            for slot, card in enumerate(g.harbour):
                if card >= 0 and all(com[c] >= n for c, n in enumerate(g.ship_cost(slot))):
                    return True
        return False

    def _ships_for(self, q: int, com: list[int]) -> set[int]:
        g = self.game
        return {slot for slot, card in enumerate(g.harbour)
                if card >= 0 and all(com[c] >= n for c, n in enumerate(g.ship_cost(slot)))}

    def _new_ship_may_need_more(self, q: int) -> bool:
        """Whether a house buying before `q`'s at the Market can change the
        harbour, and some ship that may then stand in some slot (one still
        unseen, or one there now, moved up) is within reach of what `q` can
        make this turn but not of what `q` holds now. A bot chooses among the
        ships by all it holds, so for a bot it is enough that the harbour it
        may find holds a ship it would choose otherwise (each harbour one
        purchase can leave is tried; after more, any ship within its reach
        counts). Only which ships are unseen is used, never their order:
        asking because of the next card itself would tell the table what it is."""
        g = self.game
        before = self.actors[MARKET][:self.actors[MARKET].index(q)]
        if not any(self._ships_for(p, self.com_max(p)) for p in before):
            return False  # no one before `q` can buy: the harbour stays as it is
        now, most = g.com[q], self.com_max(q)
        bot = g.is_bot[q]
        if bot and sum(bool(self._ships_for(p, self.com_max(p))) for p in before) == 1:
            return self._bot_buys_otherwise_after_a_purchase(q)
        b = g.board
        for card in {*g.ship_deck, *(c for c in g.harbour if c >= 0)}:
            extra = b.ship_extra[card]
            for base in b.harbour_cost:
                cost = [base[c] + extra[c] for c in range(3)]
                if all(most[c] >= n for c, n in enumerate(cost)) and (bot or not all(
                        now[c] >= n for c, n in enumerate(cost))):
                    return True  # a bot's choice among the ships reads all it holds
        return False

    def _bot_buys_otherwise_after_a_purchase(self, q: int) -> bool:
        """Whether bot `q`, once one purchase before its own has changed the
        harbour (any ship bought, any unseen ship drawn), can choose another
        ship holding what it makes this turn than holding what it holds now."""
        g = self.game
        now, most = list(g.com[q]), self.com_max(q)
        drawn = sorted(set(g.ship_deck)) or [-1]
        saved = g.harbour
        try:
            for slot, card in enumerate(saved):
                if card < 0:
                    continue
                for new in drawn:
                    g.harbour = [*saved[:slot], *saved[slot + 1:], new]
                    if self._bot_acts(q, MARKET, now)[0] != self._bot_acts(q, MARKET, most)[0]:
                        return True
        finally:
            g.harbour = saved
        return False

    def _produced(self, q: int, kind: int, com: list[int]) -> list[int]:
        """What bot `q` holds once its houses at production building `kind`
        have acted, from `com` (a bot never exchanges: it makes what its
        resource says)."""
        r, c = PRODUCTION[kind]
        out = list(com)
        out[c] = min(WAREHOUSE_CAP, out[c] + self.game.res[q][r] * self.actors[kind].count(q))
        return out

    def _bot_acts(self, q: int, b: int, com: list[int]) -> tuple[tuple[int | None, ...], list[int]]:
        """What bot `q`'s houses at the Market or the Wharf `b` choose when it
        holds `com`, and what it holds after (in the harbour the game holds
        now; a bot's second Market house is not asked about here: two
        houses there make the order matter anyway)."""
        g = self.game
        saved, held = g.com[q], list(com)
        choices: list[int | None] = []
        try:
            g.com[q] = held
            for _ in range(self.actors[b].count(q)):
                if b == MARKET:
                    slot = patrician.choose_ship(g, q)
                    if slot is not None:
                        held[:] = [n - m for n, m in zip(held, g.ship_cost(slot))]
                    choices.append(slot)
                else:
                    sale = patrician.choose_sale(g, q)
                    if sale is not None:
                        held[sale] -= 1
                    choices.append(sale)
        finally:
            g.com[q] = saved
        return tuple(choices), held

    def _bot_chooses_otherwise(self, q: int, kind: int, b: int) -> bool:
        """Whether bot `q`'s houses at the Market or the Wharf `b` end otherwise
        after its houses at production building `kind` than before them: a bot
        chooses its ship or its sale by what it holds, so a commodity made
        first can change its choice even with nothing new within its reach."""
        now = list(self.game.com[q])
        made_first = self._bot_acts(q, b, self._produced(q, kind, now))
        chosen, held = self._bot_acts(q, b, now)
        return made_first != (chosen, self._produced(q, kind, held))

    def wharf_acts(self) -> bool:
        return WHARF in self.kinds and any(any(self.com_max(q)) for q in self.actors[WHARF])

    def conflict(self, a: int, b: int) -> bool:
        """Whether activating hex kinds `a` then `b` can end otherwise than `b` then `a`."""
        return self._one_way(a, b) or self._one_way(b, a)

    def _one_way(self, a: int, b: int) -> bool:  # noqa: C901 - one case per pair of kinds
        g, placer = self.game, self.placer
        if not is_city(a):  # the placer gains 1 of resource `a`
            if b in PRODUCTION:
                r, c = PRODUCTION[b]
                for q in self.actors[b]:
                    if q != placer:
                        continue
                    if a == r and g.com[q][c] + g.res[q][r] < WAREHOUSE_CAP:
                        return True
                    if a == FISH and not g.is_bot[q] and g.res[q][FISH] + 1 >= EXCHANGE_COST[r] \
                            and g.com[q][c] + g.res[q][r] < WAREHOUSE_CAP:
                        return True
            if b == FISHMONGER and a == FISH and placer in self.actors[b]:
                return g.res[placer][FISH] % 2 == 1 or self.gains[FISH] > 1 or any(
                    self.prompt_possible(placer, k) for k in PRODUCTION if k in self.kinds)
            return False
        if a in PRODUCTION:
            r, c = PRODUCTION[a]
            for q in set(self.actors[a]):
                makes = self.res_max(q, r) > 0 and g.com[q][c] < WAREHOUSE_CAP
                capped = g.com[q][c] + self.res_max(q, r) * self.actors[a].count(q) > WAREHOUSE_CAP
                prompt = self.prompt_possible(q, a)
                if prompt and b in PRODUCTION and q in self.actors[b]:
                    return True  # an exchange can feed the other building
                if prompt and b == FISHMONGER and q in self.actors[b]:
                    return True  # an exchange spends the Fish it counts
                buyers = self.actors.get(MARKET, []).count(q)
                if b == MARKET and buyers and self.market_acts() and (capped or (makes and (
                        buyers > 1 or self._ships_for(q, g.com[q]) != self._ships_for(q, self.com_max(q))
                        or self._new_ship_may_need_more(q)
                        or g.is_bot[q] and self._bot_chooses_otherwise(q, a, MARKET)))):
                    return True  # more of it can buy another ship, or a bot another one
                sellers = self.actors.get(WHARF, []).count(q)
                if b == WHARF and sellers and self.wharf_acts() and (capped or (makes and (
                        g.com[q][c] < sellers or g.is_bot[q] and self._bot_chooses_otherwise(q, a, WHARF)))):
                    return True  # more of it can be sold, or a bot sell another
            return False
        if a == MARKET and self.market_acts():
            return b == WHARF and self.wharf_acts()
        if a == ARCHITECT and b == MASON:
            return self._architect_feeds_mason()
        return False

    def _architect_feeds_mason(self) -> bool:
        g = self.game
        empty = [i for i, w in enumerate(g.walls) if w < 0]
        free = set(g._free_tower_spots())
        builders = [q for q in self.actors[ARCHITECT] if g.towers_left[q]]
        if not empty or not free or not builders:
            return False
        masons = self.actors[MASON]
        if any(g.is_bot[q] for q in masons):
            return True  # a bot's choice reads every tower on the loop
        ends = {s for i in empty for s in g.board.wall_slots[i]}
        return bool(ends & free) and bool(set(builders) & set(masons))


# The buildings whose action reads something another activation may change.
_READERS = frozenset({*PRODUCTION, FISHMONGER, MARKET, WHARF, MASON})


def _pairs_that_may_conflict() -> frozenset[tuple[int, int]]:
    """The pairs of hex kinds for which `_Turn._one_way` can be true in some
    position, either way round: every other pair always commutes, so most
    new houses need no closer look."""
    one_way = {(ARCHITECT, MASON), (MARKET, WHARF)}
    for building, (r, _) in PRODUCTION.items():
        one_way |= {(r, building), (FISH, building)}
        one_way |= {(building, b) for b in (*PRODUCTION, FISHMONGER, MARKET, WHARF)}
    one_way.add((FISH, FISHMONGER))
    return frozenset(one_way | {(b, a) for a, b in one_way})


_MAY_CONFLICT = _pairs_that_may_conflict()


@lru_cache(maxsize=4096)
def _hexes_may_conflict(board: Board, hexes: tuple[int, ...]) -> bool:
    """Whether two of `hexes` (a new house's, still to act) are of kinds that
    may conflict; a spot's few hexes make few such questions, so kept."""
    kinds = [board.hex_kind[h] for h in hexes]
    return any(pair in _MAY_CONFLICT for pair in itertools.combinations(kinds, 2))


def order_matters(game: GameState, rem: list[int]) -> bool:
    """Whether two orders of the hexes `rem` of the new house can differ in outcome."""
    if len(rem) < 2:
        return False
    if not _hexes_may_conflict(game.board, tuple(rem)):
        return False
    kinds = [game.board.hex_kind[h] for h in rem]
    acting = [k for k in kinds if k in _READERS]
    if not acting or (len(acting) == 1 and all(is_city(k) for k in kinds)
                      and not (MASON in kinds and ARCHITECT in kinds)):
        return False  # nothing reads what another activation changes
    turn = _Turn(game, rem)
    return any(turn.conflict(a, b) for a, b in itertools.combinations(turn.kinds, 2))


def production_exchange_matters(game: GameState, p: int, kind: int) -> bool:
    """Whether an exchange `p` can afford changes what their house at a
    production building of `kind` is about to make."""
    r, c = PRODUCTION[kind]
    return (game.res[p][FISH] >= EXCHANGE_COST[r]
            and game.com[p][c] + game.res[p][r] < WAREHOUSE_CAP)


def final_exchange_matters(game: GameState, p: int) -> bool:
    """Whether some exchanges `p` can afford change their bonus cards' score."""
    fish = game.res[p][FISH]
    if fish < 2:
        return False
    cards = [game.board.bonus[i] for i in game.bonus[p]]
    if not any(c.kind == "resource" for c in cards):
        return False  # no card counts resources: exchanges cannot change the score
    base = list(game.res[p])
    now = bonus_total(game, p)
    targets = sorted({RESOURCES.index(c.target) for c in cards
                      if c.kind == "resource" and c.target != "fish"})
    # Fish spent on a resource no card counts only lowers the Fish held.
    others = [r for r in EXCHANGE_COST if r not in targets]
    try:
        for units in itertools.product(*(range(fish // EXCHANGE_COST[r] + 1) for r in targets)):
            cost = sum(u * EXCHANGE_COST[r] for u, r in zip(units, targets))
            if cost > fish:
                continue
            spare = fish - cost
            for extra in ([0, *range(2, spare + 1)] if others else [0]):
                game.res[p] = list(base)
                for u, r in zip(units, targets):
                    game.res[p][r] += u
                game.res[p][FISH] -= cost + extra
                if bonus_total(game, p) != now:
                    return True
    finally:
        game.res[p] = base
    return False
