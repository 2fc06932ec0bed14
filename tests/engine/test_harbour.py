"""The harbour, the market tracks and the Wharf (docs/rules.md §3, §5, §5.1)."""

from __future__ import annotations

import pytest

from support.helpers import (
    build, building_hex, com, fresh, of_kind, past_setup, put_house, set_com, set_market,
    set_market_index, set_res, settle, spot_with, value,
)
from ragusa_tui.engine import Action, Game
from ragusa_tui.engine.board import COMMODITIES

P, Q, R = 0, 1, 2
TOP = 11  # the last space of the market track


def card(game: Game, good: str, extra: str | None = None, back: str | None = None) -> list[int]:
    """Ship card ids of a good, optionally with a given extra cost / back."""
    b = game.board
    out = []
    for c, g in enumerate(b.ship_good):
        if g != good:
            continue
        if extra is not None and b.ship_extra[c][COMMODITIES.index(extra)] != 1:
            continue
        if back is not None and COMMODITIES[b.ship_back[c]] != back:
            continue
        out.append(c)
    assert out, (good, extra, back)
    return out


def market_scene(harbour: list[int], deck: list[int], **commodities: int) -> Game:
    """P about to build on Stone + Market + Wood with these commodities; the
    harbour and the ship deck replaced by known cards."""
    game = past_setup()
    game.harbour = list(harbour)
    game.ship_deck = list(deck)
    set_com(game, P, **commodities)
    return game


def buy_decision(game: Game) -> None:
    build(game, P, spot_with(game, "stone", "market", "wood"),
          order=[building_hex(game, "market")], stop=("buy_ship", "place"))


def test_ship_cost_is_slot_base_plus_card_extra() -> None:
    game = past_setup()
    gems = card(game, "gems")[0]
    silk_oil = card(game, "silk", extra="oil")[0]
    silk_wine = card(game, "silk", extra="wine")[0]
    spices = card(game, "spices")[0]
    furs = card(game, "furs")[0]
    game.harbour = [gems, silk_oil, silk_wine, spices, furs]
    # (Wine, Oil, Silver); bases 1 Oil, 1 Wine, 1 Silver, 2 Oil, 2 Wine.
    assert [game.ship_cost(i) for i in range(5)] == [
        (0, 1, 1), (1, 1, 0), (1, 0, 1), (0, 2, 0), (2, 0, 0)]
    game.harbour = [furs, spices, gems, silk_wine, silk_oil]
    assert [game.ship_cost(i) for i in range(5)] == [
        (0, 1, 0), (1, 0, 0), (0, 0, 2), (1, 2, 0), (2, 1, 0)]


def test_buy_ship_offers_only_affordable_ships_and_skip() -> None:
    g = past_setup()
    gems, silk_oil = card(g, "gems")[0], card(g, "silk", extra="oil")[0]
    clothing, spices, furs = card(g, "clothing")[0], card(g, "spices")[0], card(g, "furs")[0]
    game = market_scene([gems, silk_oil, clothing, spices, furs], [], wine=1, oil=1)
    buy_decision(game)
    d = game.pending
    assert d is not None and (d.player, d.kind, d.hex) == (P, "buy_ship", building_hex(game, "market"))
    assert game.legal_actions() == [Action("buy", 1), Action("skip")]


def test_buying_pays_scores_moves_market_slides_and_draws() -> None:
    g = past_setup()
    gems = card(g, "gems")
    silk_oil = card(g, "silk", extra="oil")[0]
    clothing, spices, furs = card(g, "clothing")[0], card(g, "spices")[0], card(g, "furs")[0]
    harbour = [gems[0], silk_oil, clothing, spices, furs]
    game = market_scene(harbour, [gems[1], spices], wine=2, oil=2, silver=0)
    set_market_index(game, wine=5, oil=5, silver=5)
    buy_decision(game)
    vp = game.vp[P]
    events = game.apply(Action("buy", 1))
    (ship,) = of_kind(events, "ship")
    assert (ship.player, ship.data["slot"], ship.data["card"], ship.data["vp"]) == (P, 1, silk_oil, 4)
    assert game.com[P] == [1, 1, 0]  # paid 1 Wine (slot) + 1 Oil (card)
    assert game.vp[P] == vp + 4 and game.ship_vp[P] == 4
    assert game.ships[P] == [silk_oil]
    # Slot 1's down-arrow is Wine; the new Gems card raises Silver by 2.
    assert game.market == [4, 5, 7]
    assert game.harbour == [gems[0], clothing, spices, furs, gems[1]]
    assert game.ship_deck == [spices]


def test_the_bought_cards_own_commodity_does_not_move_the_market() -> None:
    g = past_setup()
    silk_wine = card(g, "silk", extra="wine")[0]  # back: Wine x2
    furs, spices = card(g, "furs"), card(g, "spices")
    game = market_scene([furs[0], spices[0], silk_wine, furs[1], spices[1]], [], wine=3, silver=3)
    set_market_index(game, wine=5, oil=5, silver=5)
    buy_decision(game)
    game.apply(Action("buy", 2))
    assert game.market == [5, 5, 4]  # only Silver, slot 2's down-arrow
    assert game.harbour[-1] == -1  # empty deck: the rightmost slot stays empty


def test_empty_slot_cannot_be_bought() -> None:
    g = past_setup()
    spices = card(g, "spices")
    game = market_scene([spices[0], spices[1], spices[2], spices[3], -1], [], wine=5)
    buy_decision(game)
    assert game.legal_actions() == [Action("buy", 1), Action("skip")]


def test_market_moves_stop_at_the_track_ends() -> None:
    g = past_setup()
    furs_oil = card(g, "furs", back="oil")[0]
    gems, pearls = card(g, "gems"), card(g, "pearls")
    harbour = [furs_oil, gems[0], gems[1], pearls[0], card(g, "silk", extra="wine")[0]]
    game = market_scene(harbour, [pearls[1]], oil=1)
    set_market_index(game, wine=4, oil=0, silver=TOP - 1)
    buy_decision(game)
    game.apply(Action("buy", 0))  # down-arrow Oil at the bottom; Pearls raise Silver by 2
    assert game.market == [4, 0, TOP]
    assert value(game, "oil") == 1 and value(game, "silver") == 10


def test_skip_changes_nothing() -> None:
    g = past_setup()
    spices = card(g, "spices")
    game = market_scene(spices[:4] + [card(g, "furs")[0]], [card(g, "gems")[0]], oil=1)
    buy_decision(game)
    before = (list(game.harbour), list(game.market), list(game.com[P]), game.vp[P])
    events = game.apply(Action("skip"))
    assert of_kind(events, "skip")
    assert (game.harbour, game.market, game.com[P], game.vp[P]) == before


def test_market_does_nothing_when_no_ship_is_affordable() -> None:
    g = past_setup()
    gems = card(g, "gems")
    silk_wine = card(g, "silk", extra="wine")
    silk_oil = card(g, "silk", extra="oil")[0]
    game = market_scene([gems[0], silk_wine[0], gems[1], silk_oil, silk_wine[1]], [], wine=1)
    events = build(game, P, spot_with(game, "stone", "market", "wood"))
    market = building_hex(game, "market")
    assert [(e.kind, e.player) for e in events if e.data.get("hex") == market] == [("nothing", P)]
    assert game.com[P] == [1, 0, 0]


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("n", [3, 4, 5])
def test_setup_raises_the_market_by_the_dealt_ships(n: int, seed: int) -> None:
    game = fresh(n, seed)
    b = game.board
    assert len(game.harbour) == 5 and len(set(game.harbour)) == 5
    assert len(game.ship_deck) == 26 - 5
    assert sorted(game.harbour + game.ship_deck) == list(range(26))
    for c in range(3):
        raised = sum(b.ship_arrows[s] for s in game.harbour if b.ship_back[s] == c)
        assert game.market[c] == min(TOP, b.market_start + raised)


# ------------------------------------------------------------------- Wharf
def wharf_scene() -> tuple[Game, int]:
    """P has 2 Wharf houses and builds a third on Wharf + Sea + Sea, with 1
    each of Wine, Oil, Silver at values 2, 1, 3."""
    game = past_setup()
    wharf = building_hex(game, "wharf")
    new = spot_with(game, "wharf", "sea", "sea")
    for s in game.board.ring_from(wharf, new)[1:3]:
        put_house(game, P, s)
    set_res(game, P, stone=3)
    set_com(game, P, wine=1, oil=1, silver=1)
    set_market(game, wine=2, oil=1, silver=3)
    return game, new


def test_wharf_sells_at_current_values_and_leaves_the_market() -> None:
    game, new = wharf_scene()
    wharf = building_hex(game, "wharf")
    market = list(game.market)
    build(game, P, new, order=[wharf], stop=("sell", "place"))
    got = []
    for commodity in ("wine", "oil", "silver"):
        d = game.pending
        assert d is not None and (d.player, d.kind, d.hex) == (P, "sell", wharf)
        assert Action("sell", commodity) in game.legal_actions()
        (sale,) = of_kind(game.apply(Action("sell", commodity)), "sell")
        got.append((sale.data["commodity"], sale.data["vp"]))
    assert got == [("wine", 2), ("oil", 1), ("silver", 3)]
    assert game.vp[P] == 6
    assert game.com[P] == [0, 0, 0]
    assert game.market == market


def test_wharf_offers_only_what_is_in_the_warehouse() -> None:
    game, new = wharf_scene()
    set_com(game, P, wine=0, oil=0, silver=2)
    build(game, P, new, order=[building_hex(game, "wharf")], stop=("sell", "place"))
    assert game.legal_actions() == [Action("sell", "silver"), Action("skip")]
    events = game.apply(Action("sell", "silver"))
    events += game.apply(Action("sell", "silver"))
    events += settle(game)
    assert com(game, P, "silver") == 0 and game.vp[P] == 6
    wharf = building_hex(game, "wharf")
    assert [e.kind for e in events if e.data.get("hex") == wharf] == ["sell", "sell", "nothing"]

