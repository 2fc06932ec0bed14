"""End scoring: Cathedral, bonus cards, ranking, final fish (docs/rules.md §7.2-§7.4)."""

from __future__ import annotations

import pytest

from support.helpers import (
    bonus_card, building_hex, decide_place, of_kind, past_setup, put_house, put_tower, res,
    set_com, set_market, set_res, settle, ship_cards, spot_with,
)
from ragusa_tui.engine import Action, Game
from ragusa_tui.engine.scoring import BONUS_CAP, bonus_raw, cathedral_vp, score_game

P, Q, R = 0, 1, 2


def quiet(game: Game) -> Game:
    """No bonus cards for anyone, so totals are easy to reason about."""
    for p in range(game.n):
        game.bonus[p] = []
    return game


# ---------------------------------------------------------------- Cathedral
def cathedral_scene(houses: int, sets: int) -> Game:
    game = quiet(past_setup())
    ring = game.board.hex_ring[building_hex(game, "cathedral")]
    for s in ring[:houses]:
        put_house(game, P, s)
    set_com(game, P, wine=sets, oil=sets + 1, silver=sets)
    set_market(game, silver=4, wine=3, oil=2)
    return game


def test_cathedral_two_houses_three_sets_scores_18() -> None:
    game = cathedral_scene(houses=2, sets=3)
    assert cathedral_vp(game, P) == 18
    scores = score_game(game)
    assert scores.players[P].cathedral == 18
    assert scores.players[P].total == 18


def test_cathedral_limited_by_sets() -> None:
    game = cathedral_scene(houses=3, sets=1)
    assert cathedral_vp(game, P) == 9
    game = cathedral_scene(houses=3, sets=0)
    assert cathedral_vp(game, P) == 0


def test_cathedral_counts_only_own_houses() -> None:
    game = cathedral_scene(houses=2, sets=3)
    free = [s for s in game.board.hex_ring[building_hex(game, "cathedral")] if game.owner[s] < 0]
    put_house(game, Q, free[0])
    set_com(game, Q, wine=3, oil=3, silver=3)
    assert cathedral_vp(game, Q) == 9
    assert cathedral_vp(game, P) == 18


def test_cathedral_does_not_spend_commodities() -> None:
    game = cathedral_scene(houses=2, sets=3)
    game.bonus[P] = [bonus_card(game, "sets")]
    scores = score_game(game)
    assert game.com[P] == [3, 4, 3]
    (sets_card,) = scores.players[P].bonus
    assert sets_card.raw == 6  # all 3 sets still count for the card
    assert scores.players[P].total == 18 + 6


# -------------------------------------------------------------- bonus cards
def bonus_scene() -> Game:
    """One position in which every card has a known, distinct raw score."""
    game = quiet(past_setup())
    set_res(game, P, fish=3, wood=4, stone=2, silver_ore=1, grapes=5, olives=0)
    spices = ship_cards(game, "spices")
    game.ships[P] = [spices[0], spices[1], ship_cards(game, "silk")[0], ship_cards(game, "gems")[0]]
    game.ship_vp[P] = 2 + 2 + 4 + 5
    set_com(game, P, wine=2, oil=3, silver=2)
    b = game.board
    for slot in (0, 1, 5, 10):
        game.walls[slot] = Q
    put_house(game, P, b.wall_slots[0][0])  # touches built slot 0 (slot 21 is empty)
    put_tower(game, P, b.wall_slots[5][1])  # touches built slot 5 (slot 6 is empty)
    put_tower(game, P, b.wall_slots[15][0])  # no built wall there
    put_tower(game, Q, b.wall_slots[1][1])  # Q's pieces do not count for P
    put_house(game, Q, b.wall_slots[10][0])
    return game


EXPECTED = {
    ("resource", "fish"): 3, ("resource", "wood"): 4, ("resource", "stone"): 4,
    ("resource", "silver_ore"): 3, ("resource", "grapes"): 10, ("resource", "olives"): 0,
    ("ship_good", "spices"): 6, ("ship_good", "ceramics"): 0, ("ship_good", "furs"): 0,
    ("ship_good", "clothing"): 0, ("ship_good", "silk"): 4,
    ("variety", None): 6,  # spices, silk, gems
    ("sets", None): 4,  # 2 sets
    ("shipping", None): 6,  # 13 VP from ships
    ("walls", None): 2,  # slots 0 and 5
    ("towers", None): 4,  # 2 towers
}


def test_the_bonus_deck_has_the_16_cards() -> None:
    game = past_setup()
    cards = [(c.kind, c.target) for c in game.board.bonus]
    assert len(cards) == 16 and set(cards) == set(EXPECTED)


@pytest.mark.parametrize("key", list(EXPECTED), ids=lambda k: f"{k[0]}-{k[1]}")
def test_each_bonus_card_scores(key: tuple[str, str | None]) -> None:
    game = bonus_scene()
    card = bonus_card(game, *key)
    assert bonus_raw(game, P, card) == EXPECTED[key]
    game.bonus[P] = [card]
    (scored,) = score_game(game).players[P].bonus
    assert scored.vp == EXPECTED[key]


def big_scene() -> Game:
    """A position in which every card reaches the cap (Clothing exactly)."""
    game = quiet(past_setup())
    set_res(game, P, fish=13, wood=13, stone=7, silver_ore=5, grapes=7, olives=7)
    owned = []
    for good in ("spices", "ceramics", "furs", "clothing", "silk", "gems", "pearls"):
        owned += ship_cards(game, good)
    game.ships[P] = owned
    game.ship_vp[P] = 26
    set_com(game, P, wine=7, oil=7, silver=7)
    for slot in range(13):
        game.walls[slot] = Q
    for slot in range(0, 13, 2):
        put_tower(game, P, game.board.wall_slots[slot][0])
    put_house(game, P, game.board.wall_slots[12][1])
    return game


@pytest.mark.parametrize("key", list(EXPECTED), ids=lambda k: f"{k[0]}-{k[1]}")
def test_each_bonus_card_is_capped_at_12(key: tuple[str, str | None]) -> None:
    game = big_scene()
    card = bonus_card(game, *key)
    raw = bonus_raw(game, P, card)
    assert raw >= BONUS_CAP == 12
    if key != ("ship_good", "clothing"):  # only 3 Clothing ships exist: 12 at most
        assert raw > BONUS_CAP
    game.bonus[P] = [card]
    (scored,) = score_game(game).players[P].bonus
    assert (scored.raw, scored.vp) == (raw, 12)


def test_bonus_scores_add_to_the_total() -> None:
    game = bonus_scene()
    game.vp[P] = 7
    game.bonus[P] = [bonus_card(game, "resource", "grapes"), bonus_card(game, "towers")]
    s = score_game(game).players[P]
    assert s.in_game == 7
    assert s.total == 7 + s.walls + s.cathedral + 10 + 4


# ------------------------------------------------------------------ ranking
def test_tie_broken_by_market_value_of_commodities_left() -> None:
    game = quiet(past_setup())
    set_market(game, wine=1, oil=2, silver=4)
    game.vp[:3] = [10, 10, 5]
    set_com(game, P, wine=3)  # 3 x 1 = 3
    set_com(game, Q, silver=1)  # 1 x 4 = 4: fewer units, more value
    scores = score_game(game)
    assert [scores.players[p].tiebreak for p in (P, Q, R)] == [3, 4, 0]
    assert scores.ranking[:3] == (Q, P, R)
    assert [scores.players[p].rank for p in (P, Q, R)] == [2, 1, 3]
    assert scores.winners == [Q]


def test_still_tied_share_the_rank() -> None:
    game = quiet(past_setup())
    set_market(game, wine=1, oil=2, silver=4)
    game.vp[:3] = [10, 10, 5]
    set_com(game, P, oil=2)
    set_com(game, Q, silver=1)
    scores = score_game(game)
    assert [scores.players[p].rank for p in (P, Q, R)] == [1, 1, 3]
    assert sorted(scores.winners) == [P, Q]


# ------------------------------------------------------- the end of the game
def last_turn(game: Game) -> int:
    """Make the last seat in turn order decide the game's last house."""
    seat = game.order[-1]
    decide_place(game, seat, last_round=True)
    return seat


def test_final_exchange_only_for_two_fish_and_it_feeds_resource_cards() -> None:
    game = past_setup()
    game.bonus[P] = [bonus_card(game, "resource", "stone")]
    game.bonus[Q] = [bonus_card(game, "resource", "fish")]
    game.bonus[R] = [bonus_card(game, "resource", "fish")]
    set_res(game, P, fish=5, stone=1)
    set_res(game, Q, fish=1)
    set_res(game, R, fish=2)
    seat = last_turn(game)
    events = game.apply(Action("place", spot_with(game, "wood", "grapes", "olives")))
    assert game.pending is not None
    assert (game.pending.player, game.pending.kind) == (P, "final_exchange")
    assert of_kind(events, "end")
    assert game.legal_actions() == [Action("exchange", r) for r in
                                    ("wood", "stone", "silver_ore", "grapes", "olives")] + [Action("done")]
    game.apply(Action("exchange", "stone"))
    assert (res(game, P, "fish"), res(game, P, "stone")) == (2, 2)
    # P's last 2 Fish buy no Stone and no card counts anything else: not asked.
    assert (game.pending.player, game.pending.kind) == (R, "final_exchange")  # Q has 1 Fish
    game.apply(Action("done"))
    assert game.is_over and game.legal_actions() == []
    scores = game.final_scores()
    assert scores.players[P].bonus[0].vp == 4  # 2 Stone x 2
    assert scores.players[Q].bonus[0].vp == 1
    assert scores.players[R].bonus[0].vp == 2
    assert game.turn == game.rounds * game.n
    assert seat == game.order[-1]


def test_no_final_decision_without_fish() -> None:
    game = past_setup()
    for p in (P, Q, R):
        set_res(game, p, fish=1)
    last_turn(game)
    events = game.apply(Action("place", spot_with(game, "wood", "grapes", "olives")))
    events += settle(game)
    assert game.is_over
    assert len(of_kind(events, "score")) == game.n
    with pytest.raises(ValueError):
        past_setup().final_scores()
