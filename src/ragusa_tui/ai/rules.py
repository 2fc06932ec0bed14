"""The rule-based player: a quick, sensible choice for every kind of decision
(a kind with no rule here, the fallback its engine declaration names).

It is the `easy` level (with noise), the policy every seat follows in the
search's playouts (with a little noise), and the fallback of the others.
"""

from __future__ import annotations

import random
import weakref
from typing import cast

from ragusa_tui.engine import Action
from ragusa_tui.engine.actions import CARD_CHOICES, DONE, SKIP, declared
from ragusa_tui.engine.board import Board, COMMODITIES, EXCHANGE_COST, FISH, PRODUCTION, RESOURCES
from ragusa_tui.engine.game import Game
from ragusa_tui.engine.scoring import bonus_total

from .cards import card_outlook, ship_card_gain
from .heuristics import affordable, hex_values, house_value

_FALLBACK_EXCHANGE = ("stone", "wood", "grapes", "olives", "silver_ore")


def card_value(game: Game, p: int, card: int) -> float:
    """What a bonus card will likely score for `p` by the end, given what `p`
    can still make of it (see `cards.card_outlook`)."""
    return card_outlook(game, p, card)


def rule_action(game: Game, rnd: random.Random, noise: float = 0.0) -> Action:
    """The rule-based choice for the pending decision of `game`."""
    d = game.pending
    assert d is not None, "the game is over"
    p, kind = d.player, d.kind
    legal = game.legal_actions()
    if kind == "place":
        return best_placement(game, p, legal, rnd, noise) or _fallback_exchange(legal)
    if kind in CARD_CHOICES:
        return max(legal, key=lambda a: card_value(game, p, cast(int, a.arg)) + rnd.random() * noise)
    if kind == "order":
        hexes = [a for a in legal if a.kind == "hex"]
        return hexes[0]
    if kind == "exchange":
        return _production_exchange(game, p, legal)
    if kind == "final_exchange":
        return _final_exchange(game, p, legal)
    if kind == "wall":
        return max(legal, key=lambda a: (game.wall_slot_vp(cast(int, a.arg), p), rnd.random() * noise))
    if kind == "tower":
        return max(legal, key=lambda a: _tower_value(game, p, cast(int, a.arg)) + rnd.random() * noise)
    if kind == "buy_ship":
        slots = affordable(game, p)
        if not slots:
            return SKIP
        stars = game.board.ship_stars
        # A kept ship card makes the ships it pays for worth more.
        slot = max(slots, key=lambda s: (stars[game.harbour[s]] + ship_card_gain(game, p, s)
                                         - 0.3 * sum(game.ship_cost(s)), -s))
        return Action("buy", slot)
    if kind == "sell":
        return _sale(game, p)
    # A kind with no rule here: its declared fallback (`UnknownDecision` if
    # the engine declares no such kind: never a guess).
    return declared(kind).fallback(legal)


def _sale(game: Game, p: int) -> Action:
    """The commodity worth most at the market; with the Sets card kept, not
    one that breaks a full set for less than the set pays."""
    com = game.com[p]
    held = [c for c in range(3) if com[c]]
    if not held:
        return SKIP
    sets = [game.board.bonus[card].vp for card in game.bonus[p] if game.board.bonus[card].kind == "sets"]
    lost = sum(sets) if sets and min(com) > 0 else 0  # a full set held

    def gain(c: int) -> float:
        return game.market_value(c) - (lost if com[c] == min(com) else 0)

    c = max(held, key=lambda c: (gain(c), com[c]))
    if gain(c) <= 0:
        return SKIP
    return Action("sell", COMMODITIES[c])


def best_placement(game: Game, p: int, legal: list[Action], rnd: random.Random,
                   noise: float) -> Action | None:
    """The house (or Powerhouse) worth most by `house_value`, with noise
    (a placement's argument is its spot)."""
    best, best_value = None, -1e9
    values = hex_values(game, p)
    spot_hexes = game.board.spot_hexes
    for a in legal:
        if a.kind == "place":
            value = 0.0
            for h in spot_hexes[cast(int, a.arg)]:
                value += values[h]
        elif a.kind == "powerhouse":
            value = house_value(game, p, cast(int, a.arg), True)
        else:
            continue
        if noise:
            value += (rnd.random() - 0.5) * 2 * noise
        if value > best_value:
            best, best_value = a, value
    return best


def _fallback_exchange(legal: list[Action]) -> Action:
    """No spot is open without fish: exchange for what builds most often."""
    for name in _FALLBACK_EXCHANGE:
        for a in legal:
            if a.kind == "exchange" and a.arg == name:
                return a
    return legal[0]


def _production_exchange(game: Game, p: int, legal: list[Action]) -> Action:
    """Before one's house makes Wine, Oil or Silver: one more of its resource
    makes one more commodity, worth it when the commodity sells well."""
    d = game.pending
    assert d is not None and d.hex is not None
    r, c = PRODUCTION[game.board.hex_kind[d.hex]]
    want = Action("exchange", RESOURCES[r])
    if want in legal and game.com[p][c] < 12 and game.market_value(c) * 0.6 * 2 > EXCHANGE_COST[r] * 0.5:
        return want
    return DONE


def _final_exchange(game: Game, p: int, legal: list[Action]) -> Action:
    """Final scoring: exchange only when a bonus card gains by it."""
    base = bonus_total(game, p)
    best, gain = DONE, 0
    res = game.res[p]
    for a in legal:
        if a.kind != "exchange":
            continue
        r = RESOURCES.index(a.arg)
        saved = list(res)
        res[FISH] -= EXCHANGE_COST[r]
        res[r] += 1
        try:
            delta = bonus_total(game, p) - base
        finally:
            res[:] = saved
        if delta > gain:
            best, gain = a, delta
    return best


def _tower_value(game: Game, p: int, spot: int) -> float:
    """Towers count where they join one's wall: beside one's houses and walls."""
    value = 1.0 if game.owner[spot] == p else 0.0
    for slot in _slots_at(game.board).get(spot, ()):
        value += 0.5 * (game.walls[slot] == p) + 0.3 * (game.walls[slot] < 0)
    return value


_SLOTS_AT: weakref.WeakKeyDictionary[Board, dict[int, list[int]]] = weakref.WeakKeyDictionary()


def _slots_at(board: Board) -> dict[int, list[int]]:
    """The wall slots that end at each spot, per board (boards never change)."""
    if board not in _SLOTS_AT:
        slots: dict[int, list[int]] = {}
        for slot, spots in enumerate(board.wall_slots):
            for s in spots:
                slots.setdefault(s, []).append(slot)
        _SLOTS_AT[board] = slots
    return _SLOTS_AT[board]
