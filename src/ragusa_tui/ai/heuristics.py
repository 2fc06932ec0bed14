"""Cheap estimates in VP: what a house on a spot brings, what a position is worth.

These are rules of thumb, not rules: they guide the rule-based players and
the search's playouts, and rank the moves the search looks at closely.
Everything here reads only what the deciding seat can see (the game handed
in is a determinized copy).
"""

from __future__ import annotations

from ragusa_tui.engine.board import (
    ARCHITECT, ARROW_BUILDINGS, CATHEDRAL, FISH, FISHMONGER, GRAPES, MARKET, MASON, OLIVES,
    PRODUCTION, RECTORS_PALACE, SILVER_ORE, STONE, WHARF, WOOD, is_city,
)
from ragusa_tui.engine.game import Game

# What one unit of each resource is worth while houses remain to be built.
RESOURCE_VP = {FISH: 0.5, WOOD: 0.9, STONE: 1.2, SILVER_ORE: 1.0, GRAPES: 0.8, OLIVES: 0.8}
COMMODITY_SHARE = 0.6  # a commodity's worth, as a share of its market value
BONUS_GUESS = 4.0  # what an unseen bonus card is worth to its owner


def _stage(game: Game, p: int) -> float:
    """The share of the game still ahead for seat `p` (1 at the start, 0 at the end)."""
    return min(1.0, (game.houses_left[p] + game.power_left[p]) / max(1, game.rounds))


def house_value(game: Game, p: int, spot: int, power: bool = False) -> float:
    """What `p` gains by building on `spot` now (a Powerhouse if `power`),
    less a little of what the houses acting there give the others."""
    b = game.board
    res, com, around = game.res[p], game.com[p], game.around[p]
    stage = _stage(game, p)
    value = 0.0
    for h in b.spot_hexes[spot]:
        kind = b.hex_kind[h]
        if not is_city(kind):
            if not power:
                value += RESOURCE_VP[kind] * (0.4 + stage)
            continue
        # Who acts: the new house, and around an arrow building every house there.
        mine = 1 if power else around[h] + 1
        theirs = 0
        if kind in ARROW_BUILDINGS:
            for q in range(game.n):
                if q != p:
                    theirs += game.around[q][h]
            if power:
                mine, theirs = mine + theirs, 0
        else:
            mine = 1
        value += _building_value(game, p, kind, mine, res, com, stage)
        if theirs:
            value -= 0.35 * theirs * _building_value(game, p, kind, 1, res, com, stage)
    return value


def _building_value(game: Game, p: int, kind: int, acts: int, res: list[int], com: list[int],
                    stage: float) -> float:
    if kind in PRODUCTION:
        r, c = PRODUCTION[kind]
        made = min(res[r] * acts, 12 - com[c])
        return made * COMMODITY_SHARE * game.market_value(c)
    if kind == MASON:
        return 2.0 * min(acts, game.walls.count(-1))
    if kind == ARCHITECT:
        return 1.2 * min(acts, game.towers_left[p])
    if kind == MARKET:
        slots = affordable(game, p)
        if not slots:
            return 0.0
        return acts * max(game.board.ship_stars[game.harbour[s]] for s in slots) * 0.7
    if kind == WHARF:
        held = [game.market_value(c) for c in range(3) if com[c]]
        return 0.5 * acts * max(held) if held else 0.0
    if kind == FISHMONGER:
        return acts * (res[FISH] // 2)
    if kind == RECTORS_PALACE:
        return BONUS_GUESS if game.bonus_deck else 0.0
    if kind == CATHEDRAL:
        return 1.5 + 2.0 * stage
    return 0.0


def affordable(game: Game, p: int) -> list[int]:
    """The harbour slots whose ship `p` can pay for now."""
    com = game.com[p]
    out = []
    for i, card in enumerate(game.harbour):
        if card >= 0:
            cost = game.ship_cost(i)
            if com[0] >= cost[0] and com[1] >= cost[1] and com[2] >= cost[2]:
                out.append(i)
    return out


def potential(game: Game, p: int) -> float:
    """VP not yet scored but likely: resources to build and produce with, goods to sell."""
    stage = _stage(game, p)
    res, com = game.res[p], game.com[p]
    # Goods left at the end score nothing (but the Cathedral's sets, counted in
    # `score_now`): their worth fades as the houses run out.
    share = COMMODITY_SHARE * min(1.0, 0.1 + 1.5 * stage)
    value = sum(share * com[c] * game.market_value(c) for c in range(3))
    value += stage * (0.6 * res[WOOD] + 0.8 * res[STONE] + 0.7 * (res[SILVER_ORE] + res[GRAPES] + res[OLIVES]))
    value += 0.25 * res[FISH]
    return value


def position_value(game: Game, p: int) -> float:
    """How good the position is for `p`: its likely VP less the best other seat's."""
    now = game.score_now(p)
    if game.is_over:
        return float(now[p] - max(v for q, v in enumerate(now) if q != p))
    mine = now[p] + potential(game, p)
    best = max(now[q] + potential(game, q) + BONUS_GUESS * len(game.bonus[q])
               for q in range(game.n) if q != p)
    return mine - best


def outcome(game: Game, p: int) -> float:
    """A finished game's worth to `p`: winning counts most, then the margin."""
    totals = [s.total for s in game.final_scores().players]
    margin = totals[p] - max(v for q, v in enumerate(totals) if q != p)
    won = p in game.final_scores().winners
    return (1.0 if won else 0.0) + max(-30, min(30, margin)) / 60.0


__all__ = ["affordable", "house_value", "position_value", "potential", "outcome"]
