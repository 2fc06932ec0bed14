"""The board as plain tuples and ints, built once from the validated data.

Indices: resources FISH..OLIVES are 0..5, commodities WINE, OIL, SILVER are
0..2. A hex kind is its resource index for countryside and sea hexes, or a
building code (>= 10) inside the city.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from ..catalogue import ENGLISH
from .data import Commodity, GameData, default_data

FISH, WOOD, STONE, SILVER_ORE, GRAPES, OLIVES = range(6)
RESOURCES = ("fish", "wood", "stone", "silver_ore", "grapes", "olives")
# The words for them are the catalogue's, by key ("Fish", "Silver Ore"...).
RESOURCE_LABELS = tuple(ENGLISH.word("resource", r) for r in RESOURCES)
WINE, OIL, SILVER = range(3)
COMMODITIES = ("wine", "oil", "silver")
COMMODITY_LABELS = tuple(ENGLISH.word("commodity", c) for c in COMMODITIES)

SEA = FISH
SILVERSMITH, ARCHITECT, MASON, RECTORS_PALACE, WINERY = 10, 11, 12, 13, 14
OIL_PRESS, CATHEDRAL, MARKET, WHARF, FISHMONGER = 15, 16, 17, 18, 19
BUILDINGS = {
    "silversmith": SILVERSMITH, "architect": ARCHITECT, "mason": MASON,
    "rectors_palace": RECTORS_PALACE, "winery": WINERY, "oil_press": OIL_PRESS,
    "cathedral": CATHEDRAL, "market": MARKET, "wharf": WHARF, "fishmonger": FISHMONGER,
}
KIND_CODES = {"sea": SEA, **{r: i for i, r in enumerate(RESOURCES) if i}, **BUILDINGS}
KIND_KEYS = {code: key for key, code in KIND_CODES.items()}  # a hex kind's key, as messages name it
KIND_LABELS = {code: ENGLISH.word("hex", key) for code, key in KIND_KEYS.items()}  # "Sea", "Rector's Palace"...
# Buildings whose houses all act when a new house joins them (the clockwise arrow).
ARROW_BUILDINGS = frozenset({SILVERSMITH, ARCHITECT, MASON, WINERY, OIL_PRESS,
                             MARKET, WHARF, FISHMONGER})
# Which resource a production building turns into which commodity.
PRODUCTION = {WINERY: (GRAPES, WINE), OIL_PRESS: (OLIVES, OIL), SILVERSMITH: (SILVER_ORE, SILVER)}
# Fish paid for one unit of each resource.
EXCHANGE_COST = {WOOD: 2, GRAPES: 2, OLIVES: 2, STONE: 3, SILVER_ORE: 4}


def is_rural(kind: int) -> bool:
    return 0 < kind < 10


def is_city(kind: int) -> bool:
    return kind >= 10


def _by_commodity(cost: Mapping[Commodity, int]) -> tuple[int, int, int]:
    """A cost in the order of `COMMODITIES` (Wine, Oil, Silver), 0 for one it does not name."""
    return (cost.get("wine", 0), cost.get("oil", 0), cost.get("silver", 0))


class Board:
    """Immutable geometry of the map; shared by every game."""

    def __init__(self, data: GameData) -> None:
        b = data.board
        self.data = data
        self.n_hexes = len(b.hexes)
        self.n_spots = len(b.spots)
        self.hex_kind: tuple[int, ...] = tuple(KIND_CODES[h.kind] for h in b.hexes)
        self.hex_pos: tuple[tuple[int, int], ...] = tuple((h.row, h.col) for h in b.hexes)
        self.spot_hexes: tuple[tuple[int, int, int], ...] = tuple(s.hexes for s in b.spots)
        self.spot_area: tuple[str, ...] = tuple(s.area for s in b.spots)
        self.spot_xy: tuple[tuple[int, int], ...] = tuple((s.x, s.y) for s in b.spots)
        # Spots around each hex, clockwise from its north corner.
        self.hex_ring: tuple[tuple[int, ...], ...] = tuple(
            tuple(c for c in corners if c is not None) for corners in b.hex_corners
        )
        self.wall_slots: tuple[tuple[int, int], ...] = tuple(w.spots for w in b.wall_slots)
        self.n_walls = len(self.wall_slots)
        self.limit_spots: tuple[int, ...] = tuple(a for a, _ in self.wall_slots)
        self.tower_spots: tuple[int, ...] = tuple(b.tower_spots)
        self.is_tower_spot = tuple(s in set(b.tower_spots) for s in range(self.n_spots))
        self.market_track: tuple[int, ...] = tuple(b.market_track)
        self.market_start = b.market_start
        self.harbour_cost: tuple[tuple[int, int, int], ...] = tuple(
            _by_commodity(slot.cost) for slot in b.harbour_slots
        )
        self.harbour_down: tuple[int, ...] = tuple(COMMODITIES.index(s.down_arrow) for s in b.harbour_slots)
        self.patrician_spot: dict[int, int] = dict(b.patrician_numbers)
        self.solo_start = {"orange": b.solo_start.orange, "blue": b.solo_start.blue,
                           "human": b.solo_start.human}
        # Per spot: the hexes split by what they do, for the placement checks.
        self.spot_gains: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.hex_kind[h] for h in hs if not is_city(self.hex_kind[h])) for hs in self.spot_hexes
        )
        self.spot_rural: tuple[tuple[int, ...], ...] = tuple(
            tuple(h for h in hs if is_rural(self.hex_kind[h])) for hs in self.spot_hexes
        )
        self.spot_city: tuple[tuple[int, ...], ...] = tuple(
            tuple(h for h in hs if is_city(self.hex_kind[h])) for hs in self.spot_hexes
        )
        self.spot_gain: tuple[tuple[int, ...], ...] = tuple(
            tuple(gains.count(r) for r in range(6)) for gains in self.spot_gains
        )
        # (spot, rural hexes, city hexes, Wood gain, Stone gain, Fish gain,
        # special requirements) for the legal-spot scan. A special is
        # (kind, index into (Grapes, Olives, Silver Ore), that resource's gain);
        # Market and Wharf share the kind MARKET (any commodity).
        needs = {WINERY: 0, OIL_PRESS: 1, SILVERSMITH: 2}
        needs_res = (GRAPES, OLIVES, SILVER_ORE)
        facts = []
        for s in range(self.n_spots):
            special = []
            for h in self.spot_city[s]:
                k = self.hex_kind[h]
                if k in needs:
                    special.append((k, needs[k], self.spot_gain[s][needs_res[needs[k]]]))
                elif k in (MARKET, WHARF):
                    special.append((MARKET, 0, 0))
                elif k == FISHMONGER:
                    special.append((FISHMONGER, 0, 0))
            g = self.spot_gain[s]
            facts.append((s, self.spot_rural[s], self.spot_city[s], g[WOOD], g[STONE], g[FISH], tuple(special)))
        self.spot_facts = tuple(facts)
        self.hex_of_kind = {k: h for h, k in enumerate(self.hex_kind) if is_city(k)}
        # Ships and cards.
        self.ship_good = tuple(s.good for s in data.ships)
        self.ship_stars = tuple(s.stars for s in data.ships)
        self.ship_extra: tuple[tuple[int, int, int], ...] = tuple(_by_commodity(s.extra_cost) for s in data.ships)
        self.ship_back = tuple(COMMODITIES.index(s.back) for s in data.ships)
        self.ship_arrows = tuple(s.arrows for s in data.ships)
        self.bonus = tuple(data.bonus)
        self.patrician_cards: tuple[tuple[int, int, int], ...] = tuple(c.numbers for c in data.patrician)

    def ring_from(self, hex_id: int, spot: int) -> tuple[int, ...]:
        """Spots around a hex clockwise, starting at `spot`."""
        ring = self.hex_ring[hex_id]
        i = ring.index(spot)
        return ring[i:] + ring[:i]

    def hex_label(self, hex_id: int) -> str:
        return KIND_LABELS[self.hex_kind[hex_id]]


@lru_cache(maxsize=1)
def default_board() -> Board:
    return Board(default_data())
