"""City buildings and activation (docs/rules.md §4.2, §5) on the real engine."""

from __future__ import annotations

import math

import pytest

from support.helpers import (
    build, building_hex, com, decide_place, hex_at, of_kind, past_setup, put_house, put_tower,
    res, set_com, set_res, settle, spot_on, spot_with, spots_with,
)
from ragusa_tui.engine import Action, Event, Game
from ragusa_tui.engine.game import WAREHOUSE_CAP

P, Q, R = 0, 1, 2


def acting(events: list[Event], kind: str) -> list[int | None]:
    return [e.player for e in of_kind(events, kind)]


# ------------------------------------------------------- production buildings
def test_winery_three_grapes_two_houses_make_six_wine() -> None:
    game = past_setup()
    winery = building_hex(game, "winery")
    put_house(game, P, spot_with(game, "rectors_palace", "winery", "cathedral"))
    set_res(game, P, grapes=3, stone=1)
    events = build(game, P, spot_with(game, "wood", "winery", "stone"))
    made = of_kind(events, "produce")
    assert [(e.player, e.data["amount"], e.data["hex"]) for e in made] == [(P, 3, winery), (P, 3, winery)]
    assert com(game, P, "wine") == 6
    assert res(game, P, "grapes") == 3  # resources are never spent


def test_oil_press_four_olives_two_houses_make_eight_oil() -> None:
    game = past_setup()
    put_house(game, P, spot_with(game, "rectors_palace", "oil_press", "cathedral"))
    set_res(game, P, olives=4, stone=2)
    events = build(game, P, spot_with(game, "wood", "oil_press", "sea"))
    assert [e.data["amount"] for e in of_kind(events, "produce")] == [4, 4]
    assert com(game, P, "oil") == 8


def test_silversmith_three_ore_three_houses_make_nine_silver() -> None:
    game = past_setup()
    put_house(game, P, spot_with(game, "silversmith", "architect", "rectors_palace"))
    put_house(game, P, spot_with(game, "silversmith", "mason", "rectors_palace"))
    set_res(game, P, silver_ore=3, stone=2)
    events = build(game, P, spot_with(game, "stone", "wood", "silversmith"))
    assert [e.data["amount"] for e in of_kind(events, "produce")] == [3, 3, 3]
    assert com(game, P, "silver") == 9


def test_fishmonger_five_fish_two_houses_score_four() -> None:
    game = past_setup()
    fishmonger = building_hex(game, "fishmonger")
    first, second = spots_with(game, "fishmonger", "sea", "sea")
    put_house(game, P, second)
    set_res(game, P, fish=5, stone=2)
    events = build(game, P, first, order=[fishmonger])
    scored = of_kind(events, "vp")
    assert [(e.player, e.data["vp"]) for e in scored] == [(P, 2), (P, 2)]
    assert game.vp[P] == 4
    assert res(game, P, "fish") == 7  # the two Sea hexes came after


def test_warehouse_holds_twelve_and_the_excess_is_lost() -> None:
    game = past_setup()
    set_res(game, P, grapes=5)
    set_com(game, P, wine=10)
    events = build(game, P, spot_with(game, "wood", "winery", "stone"))
    (made,) = of_kind(events, "produce")
    assert made.data["amount"] == 2
    assert "3 lost" in made.text
    assert com(game, P, "wine") == WAREHOUSE_CAP == 12


# ----------------------------------------------------------------- Mason
def test_mason_wall_between_two_own_houses_scores_three() -> None:
    game = past_setup()
    a, b = game.board.wall_slots[0]
    put_house(game, P, a)
    put_house(game, P, b)
    set_res(game, P, stone=1)
    build(game, P, spot_with(game, "grapes", "mason", "wood"), stop=("wall", "place"))
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (P, "wall")
    assert game.pending.hex == building_hex(game, "mason")
    assert game.legal_actions() == [Action("wall", i) for i in range(22)]
    assert game.wall_slot_vp(0, P) == 3
    before = game.vp[P]
    events = game.apply(Action("wall", 0))
    (wall,) = of_kind(events, "wall")
    assert (wall.player, wall.data["slot"], wall.data["vp"]) == (P, 0, 3)
    assert game.vp[P] == before + 3
    assert game.walls[0] == P


def test_mason_wall_counts_own_towers_too() -> None:
    game = past_setup()
    a, b = game.board.wall_slots[5]
    put_house(game, P, a)
    put_tower(game, P, a)
    put_tower(game, Q, b)
    assert game.wall_slot_vp(5, P) == 3  # 1 + own house + own tower; Q's tower nothing
    assert game.wall_slot_vp(5, Q) == 2


def test_mason_with_one_empty_slot_builds_it_and_with_none_does_nothing() -> None:
    game = past_setup()
    game.walls = [Q] * 22
    game.walls[7] = -1
    set_res(game, P, stone=1)
    events = build(game, P, spot_with(game, "grapes", "mason", "wood"))
    (wall,) = of_kind(events, "wall")
    assert wall.data["slot"] == 7 and game.walls[7] == P
    game = past_setup()
    game.walls = [Q] * 22
    set_res(game, P, stone=1)
    events = build(game, P, spot_with(game, "grapes", "mason", "wood"))
    assert not of_kind(events, "wall")
    nothing = [e for e in of_kind(events, "nothing") if e.data.get("hex") == building_hex(game, "mason")]
    assert len(nothing) == 1 and nothing[0].player == P


# -------------------------------------------------------------- Architect
def test_architect_places_a_tower_of_the_owner() -> None:
    game = past_setup()
    set_res(game, P, stone=1)
    put_tower(game, Q, game.board.tower_spots[3])
    build(game, P, spot_with(game, "wood", "grapes", "architect"), stop=("tower", "place"))
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (P, "tower")
    free = [s for s in game.board.tower_spots if s != game.board.tower_spots[3]]
    assert game.legal_actions() == [Action("tower", s) for s in free]
    events = game.apply(Action("tower", free[0]))
    assert of_kind(events, "tower")[0].data["spot"] == free[0]
    assert game.tower[free[0]] == P and game.towers_left[P] == 14


def test_tower_does_not_block_a_house() -> None:
    game = past_setup()
    spot = spot_with(game, "stone", "market", "wood")
    put_tower(game, Q, spot)
    set_com(game, P, oil=1)
    decide_place(game, P)
    assert Action("place", spot) in game.legal_actions()


def test_architect_does_nothing_without_towers_or_free_spots() -> None:
    game = past_setup()
    set_res(game, P, stone=1)
    game.towers_left[P] = 0
    events = build(game, P, spot_with(game, "wood", "grapes", "architect"))
    assert "no towers left" in of_kind(events, "nothing")[0].text
    assert game.tower.count(P) == 0
    game = past_setup()
    set_res(game, P, stone=1)
    for s in game.board.tower_spots:
        game.tower[s] = Q
    events = build(game, P, spot_with(game, "wood", "grapes", "architect"))
    assert "no free tower spot" in of_kind(events, "nothing")[0].text
    assert game.towers_left[P] == 15


def test_architect_with_one_free_spot_takes_it() -> None:
    game = past_setup()
    set_res(game, P, stone=1)
    last = game.board.tower_spots[-1]
    for s in game.board.tower_spots[:-1]:
        game.tower[s] = Q
    build(game, P, spot_with(game, "wood", "grapes", "architect"))
    assert game.tower[last] == P


# ------------------------------------------------------- Rector's Palace
def rector_spot(game: Game) -> int:
    """Rector's Palace + Winery + Cathedral: needs Stone and Grapes."""
    set_res(game, P, stone=1, grapes=1)
    return spot_with(game, "rectors_palace", "winery", "cathedral")


def test_rector_keeps_one_of_two_and_the_other_goes_under_the_deck() -> None:
    game = past_setup()
    spot = rector_spot(game)
    game.bonus_deck = [3, 9, 14]
    kept_before = list(game.bonus[P])
    build(game, P, spot, order=[building_hex(game, "rectors_palace")], stop=("rector", "place"))
    d = game.pending
    assert d is not None and (d.player, d.kind, d.options) == (P, "rector", (3, 9))
    assert game.legal_actions() == [Action("keep", 3), Action("keep", 9)]
    game.apply(Action("keep", 9))
    assert game.bonus[P] == kept_before + [9]
    assert game.bonus_deck == [14, 3]


def test_rector_with_one_card_takes_it_and_with_none_does_nothing() -> None:
    game = past_setup()
    spot = rector_spot(game)
    game.bonus_deck = [12]
    before = list(game.bonus[P])
    events = build(game, P, spot)
    assert game.bonus[P] == before + [12] and game.bonus_deck == []
    assert of_kind(events, "bonus")[0].player == P
    game = past_setup()
    spot = rector_spot(game)
    game.bonus_deck = []
    before = list(game.bonus[P])
    events = build(game, P, spot)
    assert game.bonus[P] == before
    rector = building_hex(game, "rectors_palace")
    assert [e.player for e in of_kind(events, "nothing") if e.data.get("hex") == rector] == [P]


# -------------------------------------------------- who gains and who acts
def test_rural_and_sea_hexes_give_only_to_the_placer() -> None:
    game = past_setup()
    spot = spot_with(game, "wood", "sea", "sea")
    wood = hex_at(game, spot, "wood")
    neighbour = spot_on(game, wood, "olives", "wood", "sea")
    put_house(game, Q, neighbour)
    set_res(game, Q, wood=1, fish=1, olives=1)
    before_q = list(game.res[Q])
    events = build(game, P, spot)
    assert game.res[Q] == before_q
    assert (res(game, P, "wood"), res(game, P, "fish")) == (1, 2)
    assert acting(events, "gain") == [P, P, P]


def test_ring_is_clockwise_as_drawn_from_the_north_corner() -> None:
    """Check the board's clockwise order against the spots' drawn positions
    (y grows southwards): angles from the hex centre increase clockwise."""
    game = past_setup()
    b = game.board
    for h, ring in enumerate(b.hex_ring):
        if len(ring) < 6:
            continue
        cx = sum(b.spot_xy[s][0] for s in ring) / 6
        cy = sum(b.spot_xy[s][1] for s in ring) / 6
        # Bearing from north, growing clockwise on the drawn map.
        bearings = [(math.atan2(b.spot_xy[s][1] - cy, b.spot_xy[s][0] - cx) + math.pi / 2) % math.tau
                    for s in ring]
        assert bearings[0] == pytest.approx(0), h  # starts at the north corner
        assert bearings == sorted(bearings), h


@pytest.mark.parametrize("n", [3, 4, 5])
def test_arrow_building_acts_new_house_first_then_clockwise_from_it(n: int) -> None:
    """Winery ring: N, NE, SE, S, SW, NW. The new house is on the NE corner;
    Q holds S and N, R holds SW and NW, a 4th seat (if any) SE. Clockwise
    from NE: P, (4th), Q, R, R, Q - each house acts for its owner, twice for
    two houses, and the north corner comes last."""
    game = past_setup(n)
    winery = building_hex(game, "winery")
    north, ne, se, south, sw, nw = game.board.hex_ring[winery]
    assert ne == spot_with(game, "wood", "winery", "stone")
    put_house(game, Q, south)
    put_house(game, R, sw)
    put_house(game, R, nw)
    put_house(game, Q, north)
    set_res(game, P, grapes=1)
    set_res(game, Q, grapes=2)
    set_res(game, R, grapes=3)
    fourth = [(3, 4)] if n > 3 else []
    if fourth:
        put_house(game, 3, se)
        set_res(game, 3, grapes=4)
    events = build(game, P, ne, order=[winery])
    made = [(e.player, e.data["amount"]) for e in of_kind(events, "produce")]
    assert made == [(P, 1), *fourth, (Q, 2), (R, 3), (R, 3), (Q, 2)]
    assert [com(game, p, "wine") for p in (P, Q, R)] == [1, 4, 6]


def test_mason_decisions_follow_the_clockwise_order() -> None:
    game = past_setup()
    mason = building_hex(game, "mason")
    ring = game.board.hex_ring[mason]
    new = spot_with(game, "grapes", "mason", "wood")
    order = list(game.board.ring_from(mason, new))
    owners = {order[2]: Q, order[3]: R, order[5]: Q}
    for s, p in owners.items():
        put_house(game, p, s)
    assert set(order) == set(ring)
    set_res(game, P, stone=1)
    build(game, P, new, order=[mason], stop=("wall", "place"))
    deciders = []
    slot = 0
    while game.pending is not None and game.pending.kind == "wall":
        deciders.append(game.pending.player)
        game.apply(Action("wall", slot))
        slot += 1
    assert deciders == [P, Q, R, Q]
    assert game.walls[:4] == [P, Q, R, Q]


def test_rector_and_cathedral_act_only_for_the_new_house() -> None:
    game = past_setup()
    rector, cathedral = building_hex(game, "rectors_palace"), building_hex(game, "cathedral")
    spot = spot_with(game, "rectors_palace", "oil_press", "cathedral")
    put_house(game, Q, spot_with(game, "silversmith", "architect", "rectors_palace"))
    put_house(game, R, spot_with(game, "rectors_palace", "winery", "cathedral"))
    put_house(game, Q, spot_with(game, "cathedral", "wharf", "fishmonger"))
    set_res(game, P, stone=1, olives=1)
    bonus_before = [list(b) for b in game.bonus]
    vp_before = list(game.vp)
    events = build(game, P, spot, order=[rector], stop=("rector", "place"))
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (P, "rector")
    events += game.apply(game.legal_actions()[0]) + settle(game)
    assert [e.player for e in events if e.data.get("hex") == rector] == [P]
    cath = [e for e in events if e.data.get("hex") == cathedral]
    assert [(e.kind, e.player) for e in cath] == [("nothing", P)]
    assert game.bonus[Q] == bonus_before[Q] and game.bonus[R] == bonus_before[R]
    assert len(game.bonus[P]) == len(bonus_before[P]) + 1
    assert game.vp == vp_before


def test_cathedral_does_nothing_during_play() -> None:
    game = past_setup()
    set_res(game, P, stone=1, grapes=1)
    set_com(game, P, wine=1, oil=1, silver=1)
    game.bonus_deck = []
    before = (list(game.com[P]), game.vp[P])
    events = build(game, P, spot_with(game, "rectors_palace", "winery", "cathedral"),
                   order=[building_hex(game, "cathedral")])
    cathedral = building_hex(game, "cathedral")
    cath = [e for e in events if e.data.get("hex") == cathedral]
    assert [e.kind for e in cath] == ["nothing"]
    assert game.vp[P] == before[1]
    assert com(game, P, "oil") == 1 and com(game, P, "silver") == 1


# ------------------------------------------------------- order and exchange
def test_placer_chooses_hex_order_sea_before_fishmonger_scores_more() -> None:
    """No spot of this map touches a production building and its resource,
    so the order effect is shown with Sea hexes feeding the Fishmonger."""
    game = past_setup()
    fishmonger = building_hex(game, "fishmonger")
    spot = spot_with(game, "fishmonger", "sea", "sea")
    set_res(game, P, stone=1, fish=0)
    first_game = game.copy()
    decide_place(game, P)
    game.apply(Action("place", spot))
    d = game.pending
    assert d is not None and (d.player, d.kind) == (P, "order")
    assert sorted(a.arg for a in game.legal_actions()) == sorted(game.board.spot_hexes[spot])
    sea = [h for h in game.board.spot_hexes[spot] if h != fishmonger]
    game.apply(Action("hex", sea[0]))
    game.apply(Action("hex", sea[1]))  # Fishmonger still waiting, so a second choice
    settle(game)
    assert game.vp[P] == 1  # 2 Fish gained first
    build(first_game, P, spot, order=[fishmonger])
    assert first_game.vp[P] == 0  # Fishmonger first: no Fish yet
    assert res(first_game, P, "fish") == 2


def test_no_order_decision_when_order_cannot_matter() -> None:
    game = past_setup()
    decide_place(game, P)
    game.apply(Action("place", spot_with(game, "wood", "grapes", "olives")))
    assert game.pending is None or game.pending.kind != "order"


def oil_press_scene(q_fish: int) -> tuple[Game, int]:
    """P builds Wood + Oil Press + Sea; clockwise from there Q's house acts
    before R's. Q has 1 Olives and `q_fish` Fish, R 1 Olives and 1 Fish."""
    game = past_setup()
    press = building_hex(game, "oil_press")
    new = spot_with(game, "wood", "oil_press", "sea")
    ring = game.board.ring_from(press, new)
    q_spot = spot_with(game, "rectors_palace", "oil_press", "cathedral")
    r_spot = spot_with(game, "oil_press", "cathedral", "wharf")
    assert ring.index(q_spot) < ring.index(r_spot)
    put_house(game, Q, q_spot)
    put_house(game, R, r_spot)
    set_res(game, P, olives=1, stone=1, fish=0)
    set_res(game, Q, olives=1, fish=q_fish)
    set_res(game, R, olives=1, fish=1)
    return game, new


def test_exchange_offered_before_acting_on_another_players_turn() -> None:
    game, new = oil_press_scene(q_fish=2)
    press = building_hex(game, "oil_press")
    build(game, P, new, order=[press], stop=("exchange", "place"))
    d = game.pending
    assert d is not None and (d.player, d.kind, d.hex) == (Q, "exchange", press)
    assert game.legal_actions() == [Action("exchange", r) for r in ("wood", "grapes", "olives")] + [Action("done")]
    events = game.apply(Action("exchange", "olives"))
    events += settle(game, stop=("exchange", "place"))
    assert game.pending is not None and game.pending.kind == "place"  # R (1 Fish) was not asked
    made = [(e.player, e.data["amount"]) for e in of_kind(events, "produce")]
    assert made == [(Q, 2), (R, 1)]
    assert com(game, Q, "oil") == 2 and res(game, Q, "fish") == 0


def test_declining_the_exchange_makes_less_oil() -> None:
    game, new = oil_press_scene(q_fish=2)
    build(game, P, new, order=[building_hex(game, "oil_press")])  # settle answers "done"
    assert com(game, Q, "oil") == 1 and res(game, Q, "fish") == 2


def test_no_exchange_offer_below_two_fish() -> None:
    game, new = oil_press_scene(q_fish=1)
    build(game, P, new, order=[building_hex(game, "oil_press")], stop=("exchange", "place"))
    assert game.pending is not None and game.pending.kind == "place"
    assert [com(game, p, "oil") for p in (P, Q, R)] == [1, 1, 1]
