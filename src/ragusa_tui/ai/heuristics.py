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
from ragusa_tui.engine.scoring import BONUS_CAP, bonus_raw

from .cards import SHIP_PRICE, card_outlook, ship_card_gain, ship_pull

# What one unit of each resource is worth while houses remain to be built.
RESOURCE_VP = {FISH: 0.5, WOOD: 0.9, STONE: 1.2, SILVER_ORE: 1.0, GRAPES: 0.8, OLIVES: 0.8}
COMMODITY_SHARE = 0.6  # a commodity's worth, as a share of its market value
BONUS_GUESS = 4.0  # what an unseen bonus card is worth to its owner


def _stage(game: Game, p: int) -> float:
    """The share of the game still ahead for seat `p` (1 at the start, 0 at the end)."""
    return min(1.0, (game.houses_left[p] + game.power_left[p]) / max(1, game.rounds))


def hex_values(game: Game, p: int) -> list[float]:
    """What one more house of `p` beside each hex brings (a spot's worth is the
    sum over its hexes): computed once a decision, shared by every spot."""
    b = game.board
    res, com, around = game.res[p], game.com[p], game.around[p]
    stage = _stage(game, p)
    pull = ship_pull(game, p)
    ship = best_ship(game, p)
    out = []
    for h, kind in enumerate(b.hex_kind):
        if not is_city(kind):
            out.append(RESOURCE_VP[kind] * (0.4 + stage))
            continue
        value = _building_value(game, p, kind, around[h] + 1 if kind in ARROW_BUILDINGS else 1,
                                res, com, stage, pull, ship)
        if kind in ARROW_BUILDINGS:
            theirs = sum(game.around[q][h] for q in range(game.n) if q != p)
            if theirs:
                value -= 0.35 * theirs * _building_value(game, p, kind, 1, res, com, stage, pull, ship)
        out.append(value)
    return out


def house_value(game: Game, p: int, spot: int, power: bool = False,
                values: list[float] | None = None) -> float:
    """What `p` gains by building on `spot` now (a Powerhouse if `power`),
    less a little of what the houses acting there give the others."""
    b = game.board
    if not power:
        values = values or hex_values(game, p)
        return sum(values[h] for h in b.spot_hexes[spot])
    res, com = game.res[p], game.com[p]
    stage = _stage(game, p)
    pull = ship_pull(game, p)
    ship = best_ship(game, p)
    value = 0.0
    for h in b.spot_city[spot]:
        kind = b.hex_kind[h]
        # Every house around an arrow building acts for the Powerhouse's owner.
        acts = sum(game.around[q][h] for q in range(game.n)) + 1 if kind in ARROW_BUILDINGS else 1
        value += _building_value(game, p, kind, acts, res, com, stage, pull, ship)
    return value


def _building_value(game: Game, p: int, kind: int, acts: int, res: list[int], com: list[int],
                    stage: float, pull: float, ship: float) -> float:
    """What `acts` actions of building `kind` bring `p`; `pull` is what one more
    ship adds to `p`'s ship cards (see `cards.ship_pull`), `ship` what the best
    ship `p` can buy now is worth (see `best_ship`)."""
    if kind in PRODUCTION:
        r, c = PRODUCTION[kind]
        made = min(res[r] * acts, 12 - com[c])
        value = made * COMMODITY_SHARE * game.market_value(c)
        if pull:  # the makings of a ship for a kept ship card (a ship or two's worth)
            value += 0.5 * pull * min(made, 2 * SHIP_PRICE) / SHIP_PRICE
        return value
    if kind == MASON:
        return 2.0 * min(acts, game.walls.count(-1))
    if kind == ARCHITECT:
        return 1.2 * min(acts, game.towers_left[p])
    if kind == MARKET:
        return acts * ship
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


def best_ship(game: Game, p: int) -> float:
    """What buying the best ship `p` can pay for now is worth (0 if none): its
    stars, and what `p`'s kept ship cards gain by it (a kept ship card makes
    the ships it pays for worth more to buy)."""
    slots = affordable(game, p)
    if not slots:
        return 0.0
    stars = game.board.ship_stars
    return max(stars[game.harbour[s]] * 0.7 + ship_card_gain(game, p, s) for s in slots)


def affordable(game: Game, p: int) -> list[int]:
    """The harbour slots whose ship `p` can pay for now."""
    return game.affordable_slots(p)


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
    mine = now[p] + potential(game, p) + card_prospects(game, p)
    best = max(now[q] + potential(game, q) + BONUS_GUESS * len(game.bonus[q])
               for q in range(game.n) if q != p)
    return mine - best


def card_prospects(game: Game, p: int) -> float:
    """What `p`'s kept bonus cards may still add to what they score now
    (`score_now` counts their score as it stands)."""
    return sum(card_outlook(game, p, card) - min(BONUS_CAP, bonus_raw(game, p, card)) for card in game.bonus[p])


def result(game: Game, p: int) -> tuple[bool, int]:
    """A finished game for `p`: whether `p` won, and by how many VP `p` is
    ahead of the best other seat (behind, if negative)."""
    scores = game.final_scores()
    totals = [s.total for s in scores.players]
    return p in scores.winners, totals[p] - max(v for q, v in enumerate(totals) if q != p)


def worth(won: bool, margin: int) -> float:
    """What a finished game is worth to its player: winning counts most, then the margin."""
    return (1.0 if won else 0.0) + max(-30, min(30, margin)) / 60.0


__all__ = ["affordable", "best_ship", "card_prospects", "house_value", "position_value", "potential", "result", "worth"]
