"""Building requirements: which spots a player may build on, and why not.

A requirement is checked after counting what the new house itself gains.
`fish_needed` says how many Fish a player would have to exchange to make a
spot legal, so the engine knows when a player truly has no spot left.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING

from ..catalogue import Message, english
from .board import (
    FISH, FISHMONGER, GRAPES, KIND_KEYS, MARKET, OIL_PRESS, OLIVES, RESOURCES, SILVER_ORE,
    SILVERSMITH, STONE, WHARF, WINERY, WOOD, EXCHANGE_COST,
)

if TYPE_CHECKING:
    from .board import Board
    from .state import GameState

IMPOSSIBLE = 1 << 30

# For each building with a special requirement: the resource it needs one of.
_NEEDS_ONE = {WINERY: GRAPES, OIL_PRESS: OLIVES, SILVERSMITH: SILVER_ORE}


def fish_needed(game: GameState, player: int, spot: int) -> int:
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


# A spot's requirement for one seat is one int of bits, checked against the
# bits the seat lacks with a single `&`. The Wood and Stone needs are unary
# fields: a need of n sets bits 1..n, and a seat holding h lacks bits h+1 and
# up, so they clash exactly when n > h; a need only ever rises, by an OR.
# Above them, the buildings' own requirements: at least 1 Fish or 2 Fish held
# (before the spot's gain), a commodity, at least 1 Grapes, Olives or Silver
# Ore (before the spot's gain).
_FIELD = 8  # bits a field (a need passes 7 on no board: a hex has 6 spots round it)
_STONE_AT, _SPECIAL_AT = _FIELD, 2 * _FIELD
_UP_TO = tuple((1 << (n + 1)) - 2 for n in range(_FIELD))  # bits 1..n
_ABOVE = tuple(((1 << _FIELD) - 1) ^ ((1 << (n + 1)) - 1) for n in range(_FIELD))  # bits n+1..
_FISH_1, _FISH_2, _COMMODITY = 1, 2, 4
_AT_LEAST_ONE = {GRAPES: 8, OLIVES: 16, SILVER_ORE: 32}
_BY_INDEX = (GRAPES, OLIVES, SILVER_ORE)  # the resource index of a special (see Board.spot_facts)


def _up_to(need: int) -> int:
    """The bits of a Wood (or Stone) need of `need`: none if it is met by nothing held."""
    if need >= _FIELD:
        raise ValueError(f"a spot needing {need} Wood or Stone does not fit the requirement bits")
    return _UP_TO[need] if need > 0 else 0


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
        masks.append(mask << _SPECIAL_AT)
    return tuple(masks)


def _lacking(game: GameState, player: int) -> int:
    """The requirement bits `player` does not meet now (for a seat holding
    no negative Wood or Stone: see `legal_spots`)."""
    res = game.res[player]
    fish = res[FISH]
    lack = (_FISH_1 if fish < 1 else 0) | (_FISH_2 if fish < 2 else 0)
    if not any(game.com[player]):
        lack |= _COMMODITY
    for r, bit in _AT_LEAST_ONE.items():
        if res[r] < 1:
            lack |= bit
    top = _FIELD - 1
    return _ABOVE[min(res[WOOD], top)] | _ABOVE[min(res[STONE], top)] << _STONE_AT | lack << _SPECIAL_AT


def _entry(game: GameState, around: list[int], s: int) -> int:
    """A spot's requirement bits for one player: the Wood and Stone to hold
    (after the spot's own gain) and its buildings' requirements."""
    _, rural, city, gw, gs, _, _ = game.board.spot_facts[s]
    bits = _special_masks(game.board)[s]
    if rural:
        bits |= _up_to(max(around[h] for h in rural) + 1 - gw)
    if city:
        bits |= _up_to(max(around[h] for h in city) + 1 - gs) << _STONE_AT
    return bits


def _requirements(game: GameState, player: int) -> dict[int, int]:
    """`_entry` for every open spot, kept by the game and brought up to date
    house by house (`house_built`) rather than rescanned every decision. It is
    rebuilt if the player's houses changed some other way (its count of houses
    around hexes no longer matches)."""
    kept = game._needs[player]
    around = game.around[player]
    stamp = sum(around)
    if kept is None or kept[0] != stamp:
        owner, reserved = game.owner, game.reserved
        cache = {s: _entry(game, around, s) for s in range(game.board.n_spots)
                 if owner[s] < 0 and not reserved[s]}
        game._needs[player] = kept = (stamp, cache)
    return kept[1]


@lru_cache(maxsize=4)
def _ring_gains(board: Board) -> tuple[tuple[tuple[int, tuple[tuple[int, tuple[int, ...]], ...]], ...], ...]:
    """For each spot, its hexes and for each the spots around that hex it
    counts for (one of their countryside or city hexes), each with the bits
    that spot's requirement takes on for a seat that would have 0, 1, 2...
    houses around the hex once it built there too."""
    out = []
    for spot in range(board.n_spots):
        per_hex = []
        for h in board.spot_hexes[spot]:
            ring = []
            for s in board.hex_ring[h]:
                _, rural, city, gw, gs, _, _ = board.spot_facts[s]
                if h in rural or h in city:
                    ring.append((s, tuple(
                        (_up_to(houses - gw) if h in rural else 0)
                        | (_up_to(houses - gs) << _STONE_AT if h in city else 0)
                        for houses in range(len(board.hex_ring[h]) + 2))))
            per_hex.append((h, tuple(ring)))
        out.append(tuple(per_hex))
    return tuple(out)


def house_built(game: GameState, player: int, spot: int, counted: bool = True) -> None:
    """Keep the requirements up to date: `spot` is taken, and (if `counted`, a
    house rather than a Powerhouse) `player` has one more house around its
    hexes (call after counting it)."""
    for kept in game._needs:
        if kept is not None:
            kept[1].pop(spot, None)
    kept = game._needs[player]
    if kept is not None and counted:
        cache = kept[1]
        around = game.around[player]
        per_hex = _ring_gains(game.board)[spot]
        for h, ring in per_hex:
            houses = around[h] + 1  # what a house beside `h` would now make it
            for s, raised in ring:
                bits = cache.get(s)
                if bits is not None:
                    cache[s] = bits | raised[houses]
        game._needs[player] = (kept[0] + len(per_hex), cache)


def legal_spots(game: GameState, player: int) -> list[int]:
    """Every spot `player` may build on now (the hot path of random play:
    `fish_needed(...) == 0` over requirements kept between turns)."""
    owner, reserved = game.owner, game.reserved
    res = game.res[player]
    if res[WOOD] < 0 or res[STONE] < 0:  # only a hand-made state: the bits cannot hold it
        return [s for s in _requirements(game, player) if fish_needed(game, player, s) == 0
                and owner[s] < 0 and not reserved[s]]
    lack = _lacking(game, player)
    return [s for s, bits in _requirements(game, player).items()
            if not bits & lack and owner[s] < 0 and not reserved[s]]


def problem(game: GameState, player: int, spot: int) -> str | None:
    """Why `player` may not build on `spot` now, in words; None if they may."""
    found = problem_message(game, player, spot)
    return None if found is None else english(found)  # the engine's words are English


def problem_message(game: GameState, player: int, spot: int) -> Message | None:
    """Why `player` may not build on `spot` now (docs/rules.md §4.1), as a
    message; None if they may."""
    b = game.board
    if not 0 <= spot < b.n_spots:
        return Message.of("problem.no_spot", spot=spot)
    if game.owner[spot] >= 0:
        return _at("problem.spot_has_powerhouse" if game.powerhouse[spot] else "problem.spot_has_house", spot)
    if game.reserved[spot]:
        return _at("problem.spot_reserved", spot)
    res = game.res[player]
    around = game.around[player]
    gain = b.spot_gain[spot]
    have = [res[r] + gain[r] for r in range(6)]
    for h in b.spot_hexes[spot]:  # a message only for the problem found: this is asked of every spot
        kind = b.hex_kind[h]
        n = around[h] + 1
        if h in b.spot_rural[spot] and n > have[WOOD]:
            return _short("problem.wood_short", KIND_KEYS[kind], n, have[WOOD])
        if h in b.spot_city[spot]:
            if n > have[STONE]:
                return _short("problem.stone_short", KIND_KEYS[kind], n, have[STONE])
            found = _building_problem(game, player, kind, have)
            if found is not None:
                return found
    return None


@lru_cache(maxsize=1024)
def _short(code: str, where: str, houses: int, have: int) -> Message:
    """The message of Wood (at countryside `where`) or Stone (at building
    `where`) too short for a house among `houses`, holding `have`: made once
    for each, as `_at` (a few dozen of them come back all game)."""
    if code == "problem.wood_short":
        return Message.of(code, hex=where, houses=houses, wood=have)
    return Message.of(code, building=where, houses=houses, stone=have)


@cache
def _at(code: str, spot: int) -> Message:
    """The message `code` about `spot` alone, made once a spot: a seat that
    decides where to build is told why not of every spot taken, every move."""
    return Message.of(code, spot=spot)


def _building_problem(game: GameState, player: int, kind: int, have: list[int]) -> Message | None:
    """What a building of `kind` requires that `player`, holding `have`, lacks
    (docs/rules.md §4.1); None if nothing."""
    if kind in _NEEDS_ONE and have[_NEEDS_ONE[kind]] < 1:
        return Message.of("problem.needs_resource", building=KIND_KEYS[kind], resource=RESOURCES[_NEEDS_ONE[kind]])
    if kind in (MARKET, WHARF) and not any(game.com[player]):
        return Message.of("problem.needs_commodity", building=KIND_KEYS[kind])
    if kind == FISHMONGER and have[FISH] < 2:
        return Message.of("problem.needs_fish", building=KIND_KEYS[kind])
    return None


def powerhouse_position_ok(game: GameState, spot: int) -> bool:
    """Where a Powerhouse may stand at all: an empty city-limit spot none of
    whose hexes already touches a Powerhouse."""
    if game.owner[spot] >= 0 or game.reserved[spot] or game.board.spot_area[spot] != "city_limits":
        return False
    return not any(game.hex_power[h] for h in game.board.spot_hexes[spot])


def powerhouse_fish_needed(game: GameState, player: int, spot: int) -> int:
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


def powerhouse_problem(game: GameState, player: int, spot: int) -> str | None:
    """Why `player` may not place a Powerhouse on `spot` now; None if they may."""
    found = powerhouse_problem_message(game, player, spot)
    return None if found is None else english(found)  # the engine's words are English


def powerhouse_problem_message(game: GameState, player: int, spot: int) -> Message | None:
    """Why `player` may not place a Powerhouse on `spot` now (docs/rules.md
    §8, §12.7), as a message; None if they may."""
    b = game.board
    if not 0 <= spot < b.n_spots:
        return Message.of("problem.no_spot", spot=spot)
    if game.power_left[player] == 0:
        return Message.of("problem.no_powerhouse_left")
    if game.owner[spot] >= 0:
        return Message.of("problem.spot_taken", spot=spot)
    if b.spot_area[spot] != "city_limits":
        return Message.of("problem.city_limits_only")
    for h in b.spot_hexes[spot]:
        if game.hex_power[h]:
            return Message.of("problem.touches_powerhouse", hex=KIND_KEYS[b.hex_kind[h]])
    res = game.res[player]
    for h in b.spot_city[spot]:
        found = _building_problem(game, player, b.hex_kind[h], res)
        if found is not None:
            return found
    return None
