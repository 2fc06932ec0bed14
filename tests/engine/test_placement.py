"""Building requirements (docs/rules.md §4.1) checked on the real map and engine."""

from __future__ import annotations

import random

import pytest

from support.helpers import (
    building_hex, decide_place, fill_spots, hex_at, of_kind, past_setup, put_house, res,
    set_com, set_res, settle, spot_kinds, spot_on, spot_with, spots_with,
)
from ragusa_tui.engine import Action, Game, GameConfig, IllegalAction, new_game
from ragusa_tui.engine.board import KIND_CODES, RESOURCES, is_city
from ragusa_tui.engine.placement import IMPOSSIBLE, fish_needed

P, Q, R = 0, 1, 2


def legal(game: Game, player: int, spot: int) -> bool:
    """Whether the engine lets `player` build on `spot` (checked two ways)."""
    decide_place(game, player)
    allowed = Action("place", spot) in game.legal_actions()
    assert allowed == (game.spot_problem(spot, player) is None)
    return allowed


def offered(game: Game) -> list[int]:
    """The spots the pending decision offers a house on."""
    return [a.arg for a in game.legal_actions() if a.kind == "place"]  # type: ignore[misc]


# ------------------------------------------------------- the Winery examples
@pytest.fixture
def winery() -> tuple[Game, int]:
    """A game and the spot touching Architect + a Wood hex + the Winery: one
    rural hex and two city hexes, one of them the Winery. Building there
    gains 1 Wood, so the Wood the rules ask for is Wood held + 1."""
    game = past_setup()
    return game, spot_with(game, "architect", "wood", "winery")


def test_winery_example_first_house_needs_1_wood_1_stone_1_grapes(winery: tuple[Game, int]) -> None:
    game, spot = winery
    set_res(game, P, wood=0, stone=1, grapes=1)
    assert legal(game, P, spot)
    set_res(game, P, stone=0)
    assert not legal(game, P, spot)
    set_res(game, P, stone=1, grapes=0)
    assert not legal(game, P, spot)
    assert game.spot_problem(spot, P) == "Winery: you need at least 1 Grapes"


def test_winery_example_second_on_rural_and_other_city_needs_2_wood_2_stone(
        winery: tuple[Game, int]) -> None:
    game, spot = winery
    wood_hex = hex_at(game, spot, "wood")
    architect = building_hex(game, "architect")
    put_house(game, P, spot_on(game, wood_hex, "grapes", "olives", "wood"))  # that Wood hex only
    put_house(game, P, spot_on(game, architect, "wood", "grapes", "architect"))  # the Architect only
    assert game.around[P][wood_hex] == 1
    assert game.around[P][building_hex(game, "architect")] == 1
    assert game.around[P][building_hex(game, "winery")] == 0
    set_res(game, P, wood=1, stone=2, grapes=1)
    assert legal(game, P, spot)
    set_res(game, P, wood=0)
    assert not legal(game, P, spot)
    assert game.spot_problem(spot, P) == "Wood hex: you would have 2 houses around it but only 1 Wood"
    set_res(game, P, wood=1, stone=1)
    assert not legal(game, P, spot)


def test_winery_example_third_on_rural_second_on_both_city_needs_3_wood_2_stone(
        winery: tuple[Game, int]) -> None:
    game, spot = winery
    wood_hex = hex_at(game, spot, "wood")
    countryside = [s for s in game.board.hex_ring[wood_hex] if game.board.spot_area[s] == "countryside"]
    for s in countryside[:2]:
        put_house(game, P, s)
    put_house(game, P, spot_with(game, "architect", "rectors_palace", "winery"))
    assert game.around[P][wood_hex] == 2
    set_res(game, P, wood=2, stone=2, grapes=1)
    assert legal(game, P, spot)
    set_res(game, P, wood=1)
    assert not legal(game, P, spot)
    set_res(game, P, wood=2, stone=1)
    assert not legal(game, P, spot)


def test_winery_example_third_on_winery_needs_1_wood_3_stone(winery: tuple[Game, int]) -> None:
    game, spot = winery
    put_house(game, P, spot_with(game, "rectors_palace", "winery", "cathedral"))
    put_house(game, P, spot_with(game, "winery", "cathedral", "market"))
    assert game.around[P][building_hex(game, "winery")] == 2
    set_res(game, P, wood=0, stone=3, grapes=1)
    assert legal(game, P, spot)
    set_res(game, P, stone=2)
    assert not legal(game, P, spot)
    assert game.spot_problem(spot, P) == "Winery: you would have 3 houses there but only 2 Stone"


def test_mason_second_vineyard_third_olive_grove_needs_1_stone_3_wood() -> None:
    game = past_setup()
    spot = spot_with(game, "olives", "grapes", "mason")
    olives, grapes = hex_at(game, spot, "olives"), hex_at(game, spot, "grapes")
    both = [s for s in spots_with(game, "silver_ore", "olives", "grapes")
            if olives in game.board.spot_hexes[s] and grapes in game.board.spot_hexes[s]]
    put_house(game, P, both[0])  # on the vineyard and the olive grove
    put_house(game, P, spot_on(game, olives, "grapes", "stone", "olives"))  # the olive grove only
    assert (game.around[P][olives], game.around[P][grapes]) == (2, 1)
    set_res(game, P, wood=3, stone=1)
    assert legal(game, P, spot)
    set_res(game, P, wood=2)
    assert not legal(game, P, spot)
    assert game.spot_problem(spot, P) == "Olives hex: you would have 3 houses around it but only 2 Wood"
    set_res(game, P, wood=3, stone=0)
    assert not legal(game, P, spot)


def test_same_wood_and_stone_serve_every_hex_at_once() -> None:
    """Requirements are access, not payment: 1 Wood covers two rural hexes
    and nothing is spent by building."""
    game = past_setup()
    spot = spot_with(game, "olives", "grapes", "mason")
    set_res(game, P, wood=1, stone=1)
    assert legal(game, P, spot)
    events = game.apply(Action("place", spot)) + settle(game)
    assert of_kind(events, "place")[0].data["spot"] == spot
    assert (res(game, P, "wood"), res(game, P, "stone")) == (1, 1)
    assert (res(game, P, "olives"), res(game, P, "grapes")) == (1, 1)


# ------------------------------------------------ gains of the house count
def test_first_house_must_touch_a_wood_hex() -> None:
    game = past_setup()
    decide_place(game, P)
    spots = offered(game)
    assert spots
    board = game.board
    for s in range(board.n_spots):
        kinds = [board.hex_kind[h] for h in board.spot_hexes[s]]
        expected = KIND_CODES["wood"] in kinds and not any(is_city(k) for k in kinds)
        assert (s in spots) == expected, (s, spot_kinds(board, s))
    no_wood = spot_with(game, "grapes", "olives", "stone")
    assert game.spot_problem(no_wood, P) == "Grapes hex: you would have 1 house around it but only 0 Wood"


def test_gained_stone_and_wood_meet_a_city_spot() -> None:
    """Stone + Wood + Silversmith: the house's own Stone and Wood suffice."""
    game = past_setup()
    spot = spot_with(game, "stone", "wood", "silversmith")
    set_res(game, P, silver_ore=1)
    assert legal(game, P, spot)


def test_gained_fish_meets_the_fishmonger() -> None:
    """Fishmonger + 2 Sea: the 2 Fish it gains satisfy the 2-Fish rule."""
    game = past_setup()
    spot = spot_with(game, "fishmonger", "sea", "sea")
    set_res(game, P, stone=1, fish=0)
    assert legal(game, P, spot)
    one_sea = spot_with(game, "wharf", "fishmonger", "sea")
    set_com(game, P, oil=1)
    assert not legal(game, P, one_sea)
    assert game.spot_problem(one_sea, P) == "Fishmonger: you need at least 2 Fish"
    set_res(game, P, fish=1)
    assert legal(game, P, one_sea)


def test_no_production_building_borders_its_own_resource() -> None:
    """The map has no Winery + Grapes (or Oil Press + Olives, Silversmith +
    Silver Ore) spot, so "Grapes gained at the Winery" cannot arise here;
    the gain rule is covered by the Stone/Wood and Fish cases above."""
    game = past_setup()
    for building, resource in (("winery", "grapes"), ("oil_press", "olives"), ("silversmith", "silver_ore")):
        h = building_hex(game, building)
        for s in game.board.hex_ring[h]:
            assert resource not in spot_kinds(game.board, s)


def test_sea_hexes_ask_for_nothing() -> None:
    """Two houses already on a Sea hex: a third there needs no Wood for it."""
    game = past_setup()
    spot = spot_with(game, "wood", "sea", "sea")
    sea = [h for h in game.board.spot_hexes[spot] if game.board.hex_label(h) == "Sea"]
    others = [s for s in game.board.hex_ring[sea[0]]
              if s != spot and hex_at(game, spot, "wood") not in game.board.spot_hexes[s]]
    for s in others[:2]:
        put_house(game, P, s)
    assert game.around[P][sea[0]] == 2
    set_res(game, P, wood=0)
    assert legal(game, P, spot)


# ---------------------------------------------------- special requirements
@pytest.mark.parametrize(("kinds", "need", "message"), [
    (("wood", "winery", "stone"), {"grapes": 1}, "Winery: you need at least 1 Grapes"),
    (("wood", "oil_press", "sea"), {"olives": 1, "stone": 1}, "Oil Press: you need at least 1 Olives"),
    (("stone", "wood", "silversmith"), {"silver_ore": 1}, "Silversmith: you need at least 1 Silver Ore"),
])
def test_production_buildings_need_one_of_their_resource(
        kinds: tuple[str, str, str], need: dict[str, int], message: str) -> None:
    game = past_setup()
    spot = spot_with(game, *kinds)
    set_res(game, P, **need)
    assert legal(game, P, spot)
    resource = next(r for r in need if r != "stone")
    set_res(game, P, **{resource: 0})
    assert not legal(game, P, spot)
    assert game.spot_problem(spot, P) == message


@pytest.mark.parametrize("kinds", [("stone", "market", "wood"), ("wharf", "sea", "sea")])
@pytest.mark.parametrize("commodity", ["wine", "oil", "silver"])
def test_market_and_wharf_need_any_commodity(kinds: tuple[str, str, str], commodity: str) -> None:
    game = past_setup()
    spot = spot_with(game, *kinds)
    set_res(game, P, stone=1, fish=20)
    assert not legal(game, P, spot)
    label = "Market" if "market" in kinds else "Wharf"
    assert game.spot_problem(spot, P) == f"{label}: you need at least 1 Wine, Oil or Silver"
    assert fish_needed(game, P, spot) == IMPOSSIBLE  # fish cannot buy a commodity
    set_com(game, P, **{commodity: 1})
    assert legal(game, P, spot)


def test_fishmonger_needs_two_fish_left_after_exchanges() -> None:
    """Wharf + Fishmonger + Sea with no Stone: 3 Fish go on Stone, and the
    Fish left plus the 1 gained must still be 2."""
    game = past_setup()
    spot = spot_with(game, "wharf", "fishmonger", "sea")
    set_com(game, P, wine=1)
    set_res(game, P, stone=0, fish=4)
    assert fish_needed(game, P, spot) == 3
    set_res(game, P, fish=3)
    assert fish_needed(game, P, spot) == IMPOSSIBLE
    set_res(game, P, stone=1, fish=1)
    assert fish_needed(game, P, spot) == 0


def test_buildings_without_special_requirements() -> None:
    """Mason, Architect, Rector's Palace and Cathedral ask for Stone only."""
    game = past_setup()
    set_res(game, P, stone=1)
    for kinds in (("grapes", "mason", "wood"), ("wood", "grapes", "architect")):
        assert legal(game, P, spot_with(game, *kinds)), kinds
    # Every inner spot also touches a building with its own need; here only
    # the Winery's Grapes is asked for besides Stone.
    inner = spot_with(game, "rectors_palace", "winery", "cathedral")
    assert game.spot_problem(inner, P) == "Winery: you need at least 1 Grapes"
    set_res(game, P, grapes=1)
    assert legal(game, P, inner)


# --------------------------------------------------- occupancy and messages
def test_occupied_spot_is_illegal() -> None:
    game = past_setup()
    spot = spot_with(game, "wood", "grapes", "olives")
    put_house(game, Q, spot)
    set_res(game, P, wood=5)
    assert not legal(game, P, spot)
    assert game.spot_problem(spot, P) == f"spot {spot} already has a house"
    with pytest.raises(IllegalAction, match="already has a house"):
        game.apply(Action("place", spot))


def test_a_spot_holding_a_powerhouse_is_said_to_hold_one() -> None:
    game = new_game(GameConfig(mode="duel", players=["Ann", "Bo"], seed=1))
    while game.pending.kind != "place" or not any(a.kind == "powerhouse" for a in game.legal_actions()):
        game.apply(game.legal_actions()[0])
    who = game.pending.player
    spot = next(a.arg for a in game.legal_actions() if a.kind == "powerhouse")
    game.apply(Action("powerhouse", spot))
    assert game.spot_problem(spot, 1 - who) == f"spot {spot} already has a Powerhouse"
    assert game.spot_problem(spot, who) == f"spot {spot} already has a Powerhouse"


def test_illegal_place_explains_in_words_and_leaves_state() -> None:
    game = past_setup()
    spot = spot_with(game, "wood", "oil_press", "sea")
    put_house(game, P, spot_with(game, "rectors_palace", "oil_press", "cathedral"))
    set_res(game, P, stone=1, olives=1)
    decide_place(game, P)
    before = game.state_key()
    with pytest.raises(IllegalAction) as err:
        game.apply(Action("place", spot))
    assert str(err.value) == (f"{game.names[P]} cannot build on spot {spot}: "
                              "Oil Press: you would have 2 houses there but only 1 Stone")
    assert game.state_key() == before
    assert game.spot_problem(spot) == "Oil Press: you would have 2 houses there but only 1 Stone"
    set_res(game, P, stone=2)
    assert game.spot_problem(spot) is None


def test_spot_problem_defaults_to_the_deciding_player() -> None:
    game = past_setup()
    spot = spot_with(game, "stone", "wood", "silversmith")
    set_res(game, Q, silver_ore=1)
    decide_place(game, Q)
    assert game.spot_problem(spot) is None
    assert game.spot_problem(spot, P) == "Silversmith: you need at least 1 Silver Ore"
    assert game.spot_problem(999, P) == "there is no spot 999"


# ------------------------------------------------------- fish before placing
def test_spot_reachable_only_by_exchange_becomes_legal_after_it() -> None:
    game = past_setup()
    spot = spot_with(game, "wood", "silversmith", "architect")  # needs Stone 1 + Silver Ore 1
    set_res(game, P, fish=7)
    decide_place(game, P)
    legal_now = game.legal_actions()
    assert Action("place", spot) not in legal_now
    assert fish_needed(game, P, spot) == 7
    exchanges = {a.arg for a in legal_now if a.kind == "exchange"}
    assert exchanges == {"wood", "stone", "silver_ore", "grapes", "olives"}
    game.apply(Action("exchange", "stone"))
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (P, "place")
    assert Action("place", spot) not in game.legal_actions()
    game.apply(Action("exchange", "silver_ore"))
    assert (res(game, P, "fish"), res(game, P, "stone"), res(game, P, "silver_ore")) == (0, 1, 1)
    assert Action("place", spot) in game.legal_actions()
    assert {a.kind for a in game.legal_actions()} == {"place"}  # no fish left to exchange


def test_only_exchange_actions_when_every_free_spot_needs_fish() -> None:
    game = past_setup()
    spot = spot_with(game, "wood", "silversmith", "architect")
    fill_spots(game, Q, keep_free=[spot])
    set_res(game, P, fish=7)
    decide_place(game, P)
    acts = game.legal_actions()
    assert acts and all(a.kind == "exchange" for a in acts)
    assert Action("exchange", "silver_ore") in acts


def test_player_without_any_spot_sets_the_house_aside() -> None:
    game = past_setup()
    first, passer, third = game.order
    mine = spot_with(game, "wood", "sea", "sea")
    wharf = spot_with(game, "sea", "wharf", "sea")  # needs Stone and a commodity
    silver = spot_with(game, "wood", "silversmith", "architect")  # needs Stone and Silver Ore
    fill_spots(game, first, keep_free=[mine, wharf, silver])
    set_res(game, passer, fish=2)  # enough for Wood, not for Stone
    set_res(game, third, stone=1)
    set_com(game, third, wine=1)
    left = list(game.houses_left)
    decide_place(game, first)
    events = game.apply(Action("place", mine)) + settle(game)
    passes = of_kind(events, "pass")
    assert [e.player for e in passes] == [passer]
    assert "set aside" in passes[0].text
    assert game.houses_left[passer] == left[passer] - 1
    assert game.houses_left[first] == left[first] - 1
    assert game.owner.count(passer) == 0
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (third, "place")
    assert game.turn == 2
    assert game.legal_actions() == [Action("place", wharf)]


# ------------------------------------------------ the three checks agree
EXCHANGE = {"wood": 2, "stone": 3, "silver_ore": 4, "grapes": 2, "olives": 2}  # docs/rules.md §6


def exchange_plans(fish: int) -> list[dict[str, int]]:
    """Every affordable combination of exchanges with `fish` Fish."""
    plans: list[dict[str, int]] = [{}]
    for name, cost in EXCHANGE.items():
        plans = [{**plan, name: k} for plan in plans
                 for k in range((fish - sum(EXCHANGE[r] * v for r, v in plan.items())) // cost + 1)]
    return plans


def random_position(seed: int) -> Game:
    rnd = random.Random(seed)
    game = past_setup(seed=seed)
    spots = list(range(game.board.n_spots))
    rnd.shuffle(spots)
    for s in spots[:rnd.randrange(4, 16)]:
        put_house(game, rnd.choice((P, P, Q, R)), s)
    set_res(game, P, fish=rnd.randrange(0, 9), wood=rnd.randrange(0, 4), stone=rnd.randrange(0, 4),
            silver_ore=rnd.randrange(0, 2), grapes=rnd.randrange(0, 2), olives=rnd.randrange(0, 2))
    set_com(game, P, wine=rnd.randrange(0, 2))
    return game


@pytest.mark.parametrize("seed", range(12))
def test_legal_spots_problem_and_fish_needed_agree(seed: int) -> None:
    """The legal list, the explanation and the exchange cost are three views
    of one rule; the cost is checked against trying every exchange."""
    game = random_position(seed)
    decide_place(game, P)
    legal_spots = set(offered(game))
    base = list(game.res[P])
    fish = base[RESOURCES.index("fish")]
    plans = exchange_plans(fish)
    for s in range(game.board.n_spots):
        if game.owner[s] >= 0:
            assert s not in legal_spots
            continue
        assert (s in legal_spots) == (game.spot_problem(s, P) is None), s
        cheapest = None
        for plan in plans:
            spent = sum(EXCHANGE[r] * k for r, k in plan.items())
            set_res(game, P, fish=fish - spent, **{r: base[RESOURCES.index(r)] + k for r, k in plan.items()})
            if game.spot_problem(s, P) is None:
                cheapest = spent if cheapest is None else min(cheapest, spent)
            game.res[P] = list(base)
        expected = IMPOSSIBLE if cheapest is None else cheapest
        assert fish_needed(game, P, s) == expected, (s, spot_kinds(game.board, s), base)
        assert (expected == 0) == (s in legal_spots)


def test_kept_requirements_follow_houses_put_by_hand() -> None:
    """The requirements kept between decisions are rebuilt when houses change
    outside play: another seat's house put by hand is no longer offered, and
    a seat's own houses put by hand raise what its spots need."""
    game = past_setup()
    set_res(game, P, wood=9, stone=9, fish=9, grapes=1, olives=1, silver_ore=1)
    set_com(game, P, wine=1)
    decide_place(game, P)
    first = offered(game)[0]
    put_house(game, Q, first)
    assert first not in offered(game)
    set_res(game, P, wood=0)  # a spot beside a Wood hex gains the 1 Wood it needs, for now
    wood = next(h for h, kind in enumerate(game.board.hex_kind) if kind == KIND_CODES["wood"]
                and sum(game.owner[s] < 0 for s in game.board.hex_ring[h]) >= 3)
    beside = [s for s in game.board.hex_ring[wood] if game.owner[s] < 0]
    assert {Action("place", s) for s in beside} <= set(game.legal_actions())
    put_house(game, P, beside[0])
    for s in beside[1:]:
        assert Action("place", s) not in game.legal_actions()  # now 2 Wood, and 1 gained
    assert offered(game) == [
        s for s in range(game.board.n_spots) if game.owner[s] < 0 and game.spot_problem(s, P) is None]


def test_requirement_bits_clash_exactly_when_too_little_is_held() -> None:
    """A spot's Wood and Stone needs are kept as bits: for every need a spot
    can have and any amount held, they clash with what a seat lacks exactly
    when it holds less than the need."""
    from ragusa_tui.engine.placement import _ABOVE, _FIELD, _STONE_AT, _up_to

    for need in range(-2, _FIELD):
        for held in range(3 * _FIELD):
            lack = _ABOVE[min(held, _FIELD - 1)]
            assert bool(_up_to(need) & lack) == (need > held), (need, held)
            assert not _up_to(need) & lack << _STONE_AT  # Wood is never read as Stone
    with pytest.raises(ValueError, match="does not fit"):
        _up_to(_FIELD)


def test_a_hand_made_negative_holding_of_wood_or_stone_meets_no_need() -> None:
    game = random_position(3)
    set_res(game, P, wood=-1, stone=-1)
    decide_place(game, P)
    assert offered(game) == [s for s in range(game.board.n_spots)
                             if game.owner[s] < 0 and game.spot_problem(s, P) is None]
