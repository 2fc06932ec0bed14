"""Two players with Powerhouses (docs/rules.md §8)."""

from __future__ import annotations

import random

import pytest

from support.helpers import building_hex, put_house, put_tower, set_com, set_res
from ragusa_tui.engine import Action, Decision, Game, GameConfig, IllegalAction, new_game

WHARF_ONLY = 71  # city limits: Sea, Wharf, Sea
WINERY_LIMIT = 39  # city limits: Wood, Winery, Stone


def duel(seed: int = 3) -> Game:
    game = new_game(GameConfig(mode="duel", players=["Ann", "Bo"], seed=seed))
    while game.pending is not None and game.pending.kind == "keep_bonus":
        game.apply(Action("keep", game.pending.options[0]))
    return game


def decide(game: Game, seat: int) -> None:
    """Make it `seat`'s place decision (first round)."""
    game.turn = game.order.index(seat)
    game.pending = Decision(seat, "place")
    game._legal = None


def test_setup_gives_twelve_houses_and_two_powerhouses() -> None:
    game = duel()
    assert game.houses_left == [12, 12]
    assert game.power_left == [2, 2]
    assert game.rounds == 14
    assert {len(game.bonus[p]) for p in range(2)} == {1}


def test_powerhouse_needs_no_wood_or_stone_but_only_city_limits() -> None:
    game = duel()
    p = game.pending.player
    set_res(game, p, wood=0, stone=0, fish=0)
    legal = game.legal_actions()
    power = {a.arg for a in legal if a.kind == "powerhouse"}
    assert power, "a Powerhouse needs no Wood or Stone"
    assert all(game.board.spot_area[s] == "city_limits" for s in power)
    inner = next(s for s in range(game.board.n_spots) if game.board.spot_area[s] == "city")
    with pytest.raises(IllegalAction, match="only on the city limits"):
        game.apply(Action("powerhouse", inner))


def test_powerhouse_still_meets_building_requirements() -> None:
    game = duel()
    p = game.pending.player
    set_res(game, p, grapes=0, fish=0)
    set_com(game, p, wine=0, oil=0, silver=0)
    power = {a.arg for a in game.legal_actions() if a.kind == "powerhouse"}
    assert WINERY_LIMIT not in power  # the Winery needs 1 Grapes, and a Powerhouse gains none
    set_res(game, p, grapes=1)
    game._legal = None
    assert WINERY_LIMIT in {a.arg for a in game.legal_actions() if a.kind == "powerhouse"}


def test_one_powerhouse_per_hex() -> None:
    game = duel()
    p = game.pending.player
    set_com(game, p, wine=3)
    game._legal = None
    game.apply(Action("powerhouse", WHARF_ONLY))
    while game.pending.kind != "place":
        game.apply(Action("skip") if game.pending.kind == "sell" else game.legal_actions()[-1])
    q = game.pending.player
    set_com(game, q, wine=3)
    game._legal = None
    power = {a.arg for a in game.legal_actions() if a.kind == "powerhouse"}
    wharf = building_hex(game, "wharf")
    touching = {s for s in game.board.limit_spots
                if any(game.hex_power[h] for h in game.board.spot_hexes[s])}
    assert touching and not power & touching
    assert not any(wharf in game.board.spot_hexes[s] for s in power)


def test_powerhouse_gains_no_resources() -> None:
    game = duel()
    p = game.pending.player
    before = list(game.res[p])
    set_com(game, p, wine=1)
    game._legal = None
    events = game.apply(Action("powerhouse", WHARF_ONLY))
    assert not [e for e in events if e.kind == "gain"]
    assert game.res[p] == before  # two Sea hexes, yet no Fish
    assert game.houses_left[p] == 12 and game.power_left[p] == 1


def test_powerhouse_on_wharf_sells_four_times_for_the_placer() -> None:
    """docs/rules.md §8: 1 own + 2 opposing houses around the Wharf."""
    game = duel()
    p = game.pending.player
    q = 1 - p
    put_house(game, p, 59)
    put_house(game, q, 66)
    put_house(game, q, 77)
    set_com(game, p, wine=5)
    set_com(game, q, wine=5, oil=5)
    decide(game, p)
    game.apply(Action("powerhouse", WHARF_ONLY))
    sales = 0
    while game.pending is not None and game.pending.kind != "place":
        assert game.pending.player == p, "the opponent never decides for the Powerhouse's houses"
        assert game.pending.kind == "sell"
        game.apply(Action("sell", "wine"))
        sales += 1
    assert sales == 4
    assert game.com[p][0] == 1
    assert game.com[q] == [5, 5, 0]


def test_normal_house_takes_a_powerhouses_activation() -> None:
    game = duel()
    p = game.pending.player
    q = 1 - p
    # p's Powerhouse stands at the Winery; q then builds a normal house there.
    game.owner[WINERY_LIMIT] = p
    game.powerhouse[WINERY_LIMIT] = True
    for h in game.board.spot_hexes[WINERY_LIMIT]:
        game.hex_power[h] = True
    set_res(game, q, wood=3, stone=3, grapes=3, fish=0)
    set_res(game, p, grapes=5)
    spot = 45  # Rector's Palace, Winery, Cathedral
    decide(game, q)
    game.apply(Action("place", spot))
    # Rector's Palace, Winery and Cathedral commute: the order is not asked.
    assert game.pending is None or game.pending.kind != "order"
    while game.pending is not None and game.pending.kind != "place":
        game.apply(game.legal_actions()[-1] if game.pending.kind == "exchange"
                   else game.legal_actions()[0])
    assert game.com[q][0] == 6  # its own house and the Powerhouse, 3 Grapes each
    assert game.com[p][0] == 0


def test_powerhouse_blocks_both_walls_unless_own_tower() -> None:
    game = duel()
    loop = game.board.limit_spots
    for slot in range(5):
        game.walls[slot] = 0
    middle = loop[2]  # between slots 1 and 2
    game.owner[middle] = 0
    game.powerhouse[middle] = True
    assert game.longest_wall(0).walls == 3
    assert game.longest_wall(1).walls == 3
    put_tower(game, 1, middle)
    assert game.longest_wall(1).walls == 5
    assert game.longest_wall(0).walls == 3


def test_powerhouse_is_not_an_own_house_for_the_mason() -> None:
    game = duel()
    a, b = game.board.wall_slots[0]
    game.owner[a] = 0
    game.powerhouse[a] = True
    assert game.wall_slot_vp(0, 0) == 1


def _finish_turn(game: Game, events: list) -> None:
    while game.pending is not None and game.pending.kind != "place":
        events += game.apply(game.legal_actions()[-1])


def test_remaining_powerhouses_become_houses_when_no_spot_is_left() -> None:
    game = duel()
    p = game.pending.player
    q = 1 - p
    for s in game.board.limit_spots:
        if game.owner[s] < 0:
            game.owner[s] = q  # every city-limit spot taken
    game._legal = None
    assert not [a for a in game.legal_actions() if a.kind == "powerhouse"]
    events = game.apply(Action("place", next(a.arg for a in game.legal_actions() if a.kind == "place")))
    _finish_turn(game, events)
    # The next turn begins: both players' Powerhouses become houses.
    assert sorted(e.player for e in events if e.kind == "powerhouses") == [0, 1]
    assert game.power_left == [0, 0]
    assert game.houses_left[q] == 14
    assert game.houses_left[p] == 13  # 11 houses + 2 former Powerhouses


def test_a_player_short_of_resources_keeps_their_powerhouses() -> None:
    """Free positions remain, on buildings this player cannot use yet."""
    game = duel()
    p = game.pending.player
    q = 1 - p
    usable = {67, 72, 73, 78}  # Market / Wharf / Fishmonger city-limit spots
    for s in game.board.limit_spots:
        if game.owner[s] < 0 and s not in usable:
            game.owner[s] = p
    set_res(game, q, fish=0)
    set_com(game, q, wine=0, oil=0, silver=0)
    events = game.apply(Action("place", next(a.arg for a in game.legal_actions() if a.kind == "place")))
    _finish_turn(game, events)
    assert not [e for e in events if e.kind == "powerhouses"]
    assert game.power_left[q] == 2
    assert not [a for a in game.legal_actions() if a.kind == "powerhouse"]


def test_powerhouses_become_houses_for_a_player_with_nothing_else_to_place() -> None:
    game = duel()
    p = game.pending.player
    q = 1 - p
    usable = {67, 72, 73, 78}
    for s in game.board.limit_spots:
        if game.owner[s] < 0 and s not in usable:
            game.owner[s] = p
    set_res(game, q, fish=0)
    set_com(game, q, wine=0, oil=0, silver=0)
    game.houses_left[q] = 0
    events = game.apply(Action("place", next(a.arg for a in game.legal_actions() if a.kind == "place")))
    _finish_turn(game, events)
    assert [e.player for e in events if e.kind == "powerhouses"] == [q]
    assert game.power_left[p] == 2 and game.power_left[q] == 0 and game.houses_left[q] == 2


@pytest.mark.parametrize("seed", range(6))
def test_duel_ends_when_both_placed_all_fourteen_pieces(seed: int) -> None:
    game = duel(seed)
    pick = random.Random(seed)
    placed = [0, 0]
    while not game.is_over:
        action = pick.choice(game.legal_actions())
        events = game.apply(action)
        for e in events:
            if e.kind in ("place", "powerhouse", "pass"):
                placed[e.player] += 1
    assert placed == [14, 14]
    assert game.houses_left == [0, 0] and game.power_left == [0, 0]
