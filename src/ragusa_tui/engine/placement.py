"""Building requirements: which spots a player may build on, and why not.

A requirement is checked after counting what the new house itself gains.
`fish_needed` says how many Fish a player would have to exchange to make a
spot legal, so the engine knows when a player truly has no spot left.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .board import (
    FISH, FISHMONGER, GRAPES, KIND_LABELS, MARKET, OIL_PRESS, OLIVES, SILVER_ORE,
    SILVERSMITH, STONE, WHARF, WINERY, WOOD, EXCHANGE_COST,
)

if TYPE_CHECKING:
    from .board import Board
    from .game import Game

IMPOSSIBLE = 1 << 30

# For each building with a special requirement: the resource it needs one of.
_NEEDS_ONE = {WINERY: GRAPES, OIL_PRESS: OLIVES, SILVERSMITH: SILVER_ORE}


def fish_needed(game: Game, player: int, spot: int) -> int:
    """Fish to exchange before `spot` is legal for `player`: 0 if legal now,
    `IMPOSSIBLE` if no exchange can make it legal. Ignores occupancy."""
    b = game.board
    res = game.res[player]
    around = game.around[player]
    gain = b.spot_gain[spot]
    wood = res[WOOD] + gain[WOOD]
    stone = res[STONE] + gain[STONE]
    cost = 0
    rural = b.spot_rural[spot]
    if rural:
        need = max(around[h] for h in rural) + 1
        if need > wood:
            cost += EXCHANGE_COST[WOOD] * (need - wood)
    city = b.spot_city[spot]
    keep_fish = 0
    if city:
        need = max(around[h] for h in city) + 1
        if need > stone:
            cost += EXCHANGE_COST[STONE] * (need - stone)
        for h in city:
            kind = b.hex_kind[h]
            if kind in _NEEDS_ONE:
                r = _NEEDS_ONE[kind]
                if res[r] + gain[r] < 1:
                    cost += EXCHANGE_COST[r]
            elif kind == MARKET or kind == WHARF:
                if not any(game.com[player]):
                    return IMPOSSIBLE
            elif kind == FISHMONGER:
                keep_fish = 2
    fish = res[FISH]
    if cost > fish or fish - cost + gain[FISH] < keep_fish:
        return IMPOSSIBLE
    return cost


# The buildings' own requirements as bits, so a spot's are checked with one
# mask: at least 1 Fish or 2 Fish held (before the spot's gain), a commodity,
# at least 1 Grapes, Olives or Silver Ore (before the spot's gain).
_FISH_1, _FISH_2, _COMMODITY = 1, 2, 4
_AT_LEAST_ONE = {GRAPES: 8, OLIVES: 16, SILVER_ORE: 32}
_BY_INDEX = (GRAPES, OLIVES, SILVER_ORE)  # the resource index of a special (see Board.spot_facts)


@lru_cache(maxsize=4)
def _special_masks(board: Board) -> tuple[int, ...]:
    """For each spot, the bits its buildings require (0 if none): a spot's
    own gain can meet a requirement by itself."""
    masks = []
    for _, _, _, _, _, gain_fish, special in board.spot_facts:
        mask = 0
        for kind, r, gain in special:
            if kind == FISHMONGER:
                mask |= (0, _FISH_1, _FISH_2)[max(0, 2 - gain_fish)]
            elif kind == MARKET:
                mask |= _COMMODITY
            elif gain < 1:
                mask |= _AT_LEAST_ONE[_BY_INDEX[r]]
        masks.append(mask)
    return tuple(masks)


def _lacking(game: Game, player: int) -> int:
    """The requirement bits `player` does not meet now."""
    res = game.res[player]
    fish = res[FISH]
    lack = (_FISH_1 if fish < 1 else 0) | (_FISH_2 if fish < 2 else 0)
    if not any(game.com[player]):
        lack |= _COMMODITY
    for r, bit in _AT_LEAST_ONE.items():
        if res[r] < 1:
            lack |= bit
    return lack


def _entry(game: Game, around: list[int], s: int) -> tuple[int, int]:
    """A spot's requirement for one player: the Wood and Stone to hold (after
    the spot's own gain), at least 0."""
    _, rural, city, gw, gs, _, _ = game.board.spot_facts[s]
    wood = max(around[h] for h in rural) + 1 - gw if rural else 0
    stone = max(around[h] for h in city) + 1 - gs if city else 0
    return max(wood, 0), max(stone, 0)


@lru_cache(maxsize=4)
def _shape(board: Board) -> tuple[int, tuple[int, ...], tuple[tuple[tuple[int, ...], ...], ...]]:
    """The rows of a Wood or Stone table (a spot never needs more than one
    more than the most houses a hex can have around it); for every set of
    requirement bits a player lacks, the spots that require any of them; and
    for each byte of a set of spots and each value of it, its spots in order
    (to turn bits into spots a byte at a time)."""
    rows = max(len(ring) for ring in board.hex_ring) + 2
    masks = _special_masks(board)
    lacking = tuple(sum(1 << s for s, m in enumerate(masks) if m & lack) for lack in range(64))
    spots = tuple(tuple(tuple(8 * i + j for j in range(8) if value >> j & 1) for value in range(256))
                  for i in range((board.n_spots + 7) // 8))
    return rows, lacking, spots


# A player's requirements, kept by the game between decisions: the stamp (its
# count of houses around hexes when it was built), the count of spots without
# a house, the Wood and the Stone each spot needs, the Wood and Stone tables
# (row j: the spots that need at most j, as bits) and the open spots (no
# house, not reserved) as bits.
_STAMP, _FREE, _WOOD, _STONE, _WOOD_LE, _STONE_LE, _OPEN = range(7)


def copy_requirements(kept: list | None) -> list | None:
    """A copy of one player's kept requirements, for `Game.copy`."""
    if kept is None:
        return None
    return [kept[0], kept[1], kept[2][:], kept[3][:], kept[4][:], kept[5][:], kept[6]]


def _requirements(game: Game, player: int) -> list:
    """Every spot's requirement for `player`, kept by the game and brought up
    to date house by house (`house_built`) rather than rescanned every
    decision. It is rebuilt if the houses changed some other way (the
    player's count of houses around hexes, or the count of spots without a
    house, no longer matches)."""
    kept = game._needs[player]
    around = game.around[player]
    stamp = sum(around)
    free = game.owner.count(-1)
    if kept is None or kept[_STAMP] != stamp or kept[_FREE] != free:
        rows = _shape(game.board)[0]
        owner, reserved = game.owner, game.reserved
        wood, stone = [0] * game.board.n_spots, [0] * game.board.n_spots
        wood_le, stone_le = [0] * rows, [0] * rows
        open_bits = 0
        for s in range(game.board.n_spots):
            wood[s], stone[s] = _entry(game, around, s)
            if owner[s] < 0 and not reserved[s]:
                open_bits |= 1 << s
            for j in range(wood[s], rows):
                wood_le[j] |= 1 << s
            for j in range(stone[s], rows):
                stone_le[j] |= 1 << s
        game._needs[player] = kept = [stamp, free, wood, stone, wood_le, stone_le, open_bits]
    return kept


@lru_cache(maxsize=4)
def _ring_gains(board: Board) -> tuple[tuple[tuple[int, int, tuple[tuple[int, int, int], ...]], ...], ...]:
    """For each spot, its countryside and city hexes: for each, the hex,
    whether it counts in Stone (a city hex) or in Wood, and the spots around
    it with what each gains of that resource and its bit cleared."""
    out = []
    for spot in range(board.n_spots):
        per_hex = []
        for h in board.spot_hexes[spot]:
            for stone, counted_by, gain in ((0, board.spot_rural, 3), (1, board.spot_city, 4)):
                ring = tuple((s, board.spot_facts[s][gain], ~(1 << s))
                             for s in board.hex_ring[h] if h in counted_by[s])
                if ring:
                    per_hex.append((h, stone, ring))
        out.append(tuple(per_hex))
    return tuple(out)


def house_built(game: Game, player: int, spot: int, counted: bool = True) -> None:
    """Keep the requirements up to date: `spot` is taken, and (if `counted`, a
    house rather than a Powerhouse) `player` has one more house around its
    hexes (call after counting it)."""
    taken = ~(1 << spot)
    for kept in game._needs:
        if kept is not None:
            kept[_OPEN] &= taken
            kept[_FREE] -= 1
    kept = game._needs[player]
    if kept is not None and counted:
        needs, tables = (kept[_WOOD], kept[_STONE]), (kept[_WOOD_LE], kept[_STONE_LE])
        around = game.around[player]
        for h, stone, ring in _ring_gains(game.board)[spot]:
            houses = around[h] + 1  # what a house beside `h` now needs, before its own gain
            need_of, table = needs[stone], tables[stone]
            for s, gain, clear in ring:
                # A spot that needs more leaves the table rows below its need
                # (never more than the table's last row: see `_shape`).
                need = houses - gain
                if need > need_of[s]:
                    for j in range(need_of[s], need):
                        table[j] &= clear
                    need_of[s] = need
        kept[_STAMP] += len(game.board.spot_hexes[spot])


def _legal_bits(game: Game, player: int) -> int:
    """The spots `player` may build on now, as bits."""
    kept = _requirements(game, player)
    res = game.res[player]
    top = len(kept[_WOOD_LE]) - 1
    bits = kept[_OPEN] & kept[_WOOD_LE][min(res[WOOD], top)] & kept[_STONE_LE][min(res[STONE], top)]
    lack = _lacking(game, player)
    if lack:
        bits &= ~_shape(game.board)[1][lack]
    return bits


def can_build_now(game: Game, player: int) -> bool:
    """Whether `player` has a legal spot without exchanging Fish."""
    return _legal_bits(game, player) != 0


def legal_spots(game: Game, player: int) -> list[int]:
    """Every spot `player` may build on now, in order (the hot path of random
    play: `fish_needed(...) == 0` over requirements kept between turns)."""
    bits = _legal_bits(game, player)
    tables = _shape(game.board)[2]
    spots: list[int] = []
    for table, value in zip(tables, bits.to_bytes(len(tables), "little")):
        if value:
            spots += table[value]
    return spots


def problem(game: Game, player: int, spot: int) -> str | None:
    """Why `player` may not build on `spot` now, in words; None if they may."""
    b = game.board
    if not 0 <= spot < b.n_spots:
        return f"there is no spot {spot}"
    if game.owner[spot] >= 0:
        return f"spot {spot} already has a house"
    if game.reserved[spot]:
        return f"spot {spot} is reserved for the Patrician"
    res = game.res[player]
    around = game.around[player]
    gain = b.spot_gain[spot]
    have = [res[r] + gain[r] for r in range(6)]
    for h in b.spot_hexes[spot]:
        kind = b.hex_kind[h]
        label = KIND_LABELS[kind]
        n = around[h] + 1
        houses = f"{n} house{'s' if n > 1 else ''}"
        if h in b.spot_rural[spot] and n > have[WOOD]:
            return f"{label} hex: you would have {houses} around it but only {have[WOOD]} Wood"
        if h in b.spot_city[spot]:
            if n > have[STONE]:
                return f"{label}: you would have {houses} there but only {have[STONE]} Stone"
            if kind in _NEEDS_ONE and have[_NEEDS_ONE[kind]] < 1:
                return f"{label}: you need at least 1 {KIND_LABELS[_NEEDS_ONE[kind]]}"
            if kind in (MARKET, WHARF) and not any(game.com[player]):
                return f"{label}: you need at least 1 Wine, Oil or Silver"
            if kind == FISHMONGER and have[FISH] < 2:
                return f"{label}: you need at least 2 Fish"
    return None


def powerhouse_position_ok(game: Game, spot: int) -> bool:
    """Where a Powerhouse may stand at all: an empty city-limit spot none of
    whose hexes already touches a Powerhouse."""
    if game.owner[spot] >= 0 or game.reserved[spot] or game.board.spot_area[spot] != "city_limits":
        return False
    return not any(game.hex_power[h] for h in game.board.spot_hexes[spot])


def powerhouse_fish_needed(game: Game, player: int, spot: int) -> int:
    """Like `fish_needed` for a Powerhouse: no Wood or Stone needed and nothing
    gained, but the buildings' own requirements still hold."""
    if not powerhouse_position_ok(game, spot):
        return IMPOSSIBLE
    b = game.board
    res = game.res[player]
    cost = keep_fish = 0
    for h in b.spot_city[spot]:
        kind = b.hex_kind[h]
        if kind in _NEEDS_ONE and res[_NEEDS_ONE[kind]] < 1:
            cost += EXCHANGE_COST[_NEEDS_ONE[kind]]
        elif kind in (MARKET, WHARF) and not any(game.com[player]):
            return IMPOSSIBLE
        elif kind == FISHMONGER:
            keep_fish = 2
    if cost > res[FISH] or res[FISH] - cost < keep_fish:
        return IMPOSSIBLE
    return cost


def powerhouse_problem(game: Game, player: int, spot: int) -> str | None:
    """Why `player` may not place a Powerhouse on `spot` now; None if they may."""
    b = game.board
    if not 0 <= spot < b.n_spots:
        return f"there is no spot {spot}"
    if game.power_left[player] == 0:
        return "no Powerhouse left"
    if game.owner[spot] >= 0:
        return f"spot {spot} is already taken"
    if b.spot_area[spot] != "city_limits":
        return "a Powerhouse stands only on the city limits"
    for h in b.spot_hexes[spot]:
        if game.hex_power[h]:
            return f"the {KIND_LABELS[b.hex_kind[h]]} hex already touches a Powerhouse"
    res = game.res[player]
    for h in b.spot_city[spot]:
        kind = b.hex_kind[h]
        label = KIND_LABELS[kind]
        if kind in _NEEDS_ONE and res[_NEEDS_ONE[kind]] < 1:
            return f"{label}: you need at least 1 {KIND_LABELS[_NEEDS_ONE[kind]]}"
        if kind in (MARKET, WHARF) and not any(game.com[player]):
            return f"{label}: you need at least 1 Wine, Oil or Silver"
        if kind == FISHMONGER and res[FISH] < 2:
            return f"{label}: you need at least 2 Fish"
    return None
