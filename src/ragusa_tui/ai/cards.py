"""What a bonus card is worth to a seat: what it scores now plus what the seat
can still realistically make of it in the rounds it has left.

A ship card is worth the ships its holder can still buy: as many as the
market actions and the Wine, Oil and Silver within reach allow, each of the
card's good as often as such ships are still to come. A card of resources,
walls or towers grows with the houses still to build. Everything here reads
only what the deciding seat can see: its own cards and the public board
(the ships nobody has bought yet are known as a set, not their order).
"""

from __future__ import annotations

import weakref

from ragusa_tui.engine.board import (
    Board, GRAPES, MARKET, OLIVES, PRODUCTION, SILVER_ORE,
)
from ragusa_tui.engine.game import Game
from ragusa_tui.engine.scoring import BONUS_CAP, bonus_raw

SHIP_KINDS = ("ship_good", "variety", "shipping")
SHIP_PRICE = 1.8  # Wine, Oil and Silver a ship costs, on average (base and extra)
_GLANCES = 3  # harbour ships a buyer picks from, roughly, when a ship is bought
_RESOURCE_RATE = 0.3  # units of one resource a house still to build adds, when aimed at
_WALL_RATE = 0.8  # walls next to one's pieces each house still to build adds
_TOWER_RATE = 0.45  # towers each house still to build raises


def turns_left(game: Game, p: int) -> int:
    """The houses (and Powerhouses) `p` has still to place."""
    return game.houses_left[p] + game.power_left[p]


def _market_hex(board: Board) -> int:
    if board not in _MARKET_HEX:
        _MARKET_HEX[board] = next(h for h, kind in enumerate(board.hex_kind) if kind == MARKET)
    return _MARKET_HEX[board]


_MARKET_HEX: weakref.WeakKeyDictionary[Board, int] = weakref.WeakKeyDictionary()


def ships_in_reach(game: Game, p: int) -> float:
    """How many ships `p` can still expect to buy: limited by the market actions
    to come (its own turns there, its houses there acting on others' turns) and
    by the Wine, Oil and Silver it holds or can still make."""
    t = turns_left(game, p)
    held = sum(game.com[p])
    now = 1.0 if game.affordable_slots(p) else 0.0
    if t == 0:
        return 0.0
    at_market = game.around[p][_market_hex(game.board)]
    chances = 0.35 * t + 0.2 * at_market * t
    res = game.res[p]
    producing = res[GRAPES] + res[OLIVES] + res[SILVER_ORE]
    # Production needs a turn at a workshop (or a house there acting) before a
    # turn at the market; with few turns left only what is held counts.
    makes = held + 1.5 * producing * min(1.0, (t - 1) / 2)
    if t >= 4:  # time enough to build into grapes, olives or ore first
        makes += 0.5 * (t - 3)
    return max(min(now, t), min(chances, makes / SHIP_PRICE))


def _unbought(game: Game) -> list[int]:
    """The ship cards nobody has bought: the harbour's and the deck's (a known set)."""
    owned = {s for ships in game.ships for s in ships}
    return [s for s in range(len(game.board.ship_good)) if s not in owned]


def _goods_left(game: Game) -> dict[str, int]:
    """How many ships of each good nobody has bought yet."""
    b = game.board
    if b not in _GOODS:
        totals: dict[str, int] = {}
        for good in b.ship_good:
            totals[good] = totals.get(good, 0) + 1
        _GOODS[b] = totals
    left = dict(_GOODS[b])
    for ships in game.ships:
        for s in ships:
            left[b.ship_good[s]] -= 1
    return left


_GOODS: weakref.WeakKeyDictionary[Board, dict[str, int]] = weakref.WeakKeyDictionary()


def _find_chance(share: float) -> float:
    """The chance that one of the harbour's ships in reach is of a kind making up `share` of those to come."""
    return 1.0 - (1.0 - share) ** _GLANCES


def _ship_card_outlook(game: Game, p: int, card: int, buys: float, left: dict[str, int]) -> float:
    """What ship card `card` may still add for `p` with `buys` more ships,
    `left` counting the ships of each good nobody has bought."""
    b = game.board
    c = b.bonus[card]
    total = sum(left.values())
    if buys <= 0 or not total:
        return 0.0
    first = min(1.0, buys)
    rest = buys - first
    harbour = [s for s in game.harbour if s >= 0]
    in_reach = {game.harbour[i] for i in game.affordable_slots(p)}
    if c.kind == "ship_good" and c.target is not None:  # a ship card always names its good
        q = _find_chance(left.get(c.target, 0) / total)
        q_first = 1.0 if any(b.ship_good[s] == c.target for s in in_reach) else (
            max(q, 0.6) if any(b.ship_good[s] == c.target for s in harbour) else q)
        return c.vp * (first * q_first + rest * q)
    if c.kind == "variety":
        have: set[str] = {b.ship_good[s] for s in game.ships[p]}
        gained, whole = 0.0, int(buys)
        for k in range(whole + 1):
            part = 1.0 if k < whole else buys - whole
            if part <= 0:
                break
            share = sum(n for good, n in left.items() if good not in have) / total
            q = 1.0 if k == 0 and any(b.ship_good[s] not in have for s in in_reach) else _find_chance(share)
            gained += part * q
            # the likeliest new good joins what is held (the expected case)
            fresh = sorted(good for good, n in left.items() if n and good not in have)
            if fresh and q > 0.5:
                have.add(fresh[0])
        return c.vp * gained
    if c.kind == "shipping":
        stars = sorted((b.ship_stars[s] for s in _unbought(game)), reverse=True)
        best = sum(stars[: max(1, len(stars) // 2)]) / max(1, len(stars) // 2)
        return buys * best / 2
    return 0.0


def card_outlook(game: Game, p: int, card: int) -> float:
    """What bonus card `card` will likely score for `p` by the end: its score
    now plus what `p` can still make of it, at most the cap (§7.3)."""
    c = game.board.bonus[card]
    raw = bonus_raw(game, p, card)
    t = turns_left(game, p)
    if c.kind in SHIP_KINDS:
        gain = _ship_card_outlook(game, p, card, ships_in_reach(game, p), _goods_left(game))
    elif c.kind == "resource":
        gain = c.vp * _RESOURCE_RATE * t
    elif c.kind == "sets":
        # Sets need all three commodities: the scarcest in reach sets the count.
        res, com = game.res[p], game.com[p]
        soon = min(1.0, max(0, t - 1) / 3)
        reach = min(com[made] + res[needed] * soon for needed, made in PRODUCTION.values())
        gain = c.vp * (reach - min(com) + 0.1 * t)
    elif c.kind == "walls":
        gain = c.vp * _WALL_RATE * t
    elif c.kind == "towers":
        gain = c.vp * min(game.towers_left[p], _TOWER_RATE * t)
    else:
        raise AssertionError(c.kind)
    return float(min(BONUS_CAP, raw + max(0.0, gain)))


def ship_card_gain(game: Game, p: int, slot: int) -> float:
    """The VP `p`'s bonus cards gain from the ship in harbour slot `slot`: a kept
    ship card makes the ships it pays for worth more to buy."""
    b = game.board
    ship = game.harbour[slot]
    if ship < 0:
        return 0.0
    good = b.ship_good[ship]
    gain = 0.0
    for card in game.bonus[p]:
        c = b.bonus[card]
        if c.kind not in SHIP_KINDS:
            continue
        raw = bonus_raw(game, p, card)
        if raw >= BONUS_CAP:
            continue
        if c.kind == "ship_good" and good == c.target:
            gain += min(c.vp, BONUS_CAP - raw)
        elif c.kind == "variety" and all(b.ship_good[s] != good for s in game.ships[p]):
            gain += min(c.vp, BONUS_CAP - raw)
        elif c.kind == "shipping":
            gain += min((game.ship_vp[p] + b.ship_stars[ship]) // 2 - raw, BONUS_CAP - raw)
    return float(gain)


def ship_pull(game: Game, p: int) -> float:
    """About what one more ship adds to `p`'s bonus cards, any ship: what a
    unit of Wine, Oil or Silver gains beyond its price, once spent on one."""
    b = game.board
    cards = [card for card in game.bonus[p] if b.bonus[card].kind in SHIP_KINDS]
    if not cards or not turns_left(game, p):
        return 0.0
    left = _goods_left(game)
    return sum(_ship_card_outlook(game, p, card, 1.0, left) for card in cards
               if bonus_raw(game, p, card) < BONUS_CAP)


__all__ = ["card_outlook", "ship_card_gain", "ship_pull", "ships_in_reach", "turns_left"]
