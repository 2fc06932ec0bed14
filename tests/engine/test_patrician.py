"""Solo against the Patrician's two bots (docs/rules.md §9)."""

from __future__ import annotations

import random

import pytest

from support.helpers import bonus_card, building_hex, put_house, set_com, set_market
from ragusa_tui.engine import Action, Game, GameConfig, IllegalAction, new_game
from ragusa_tui.engine import patrician
from ragusa_tui.engine.board import FISH, GRAPES, RESOURCES, STONE

HUMAN, ORANGE, BLUE = 0, 1, 2


def solo(seed: int = 4, **options: bool) -> Game:
    return new_game(GameConfig(mode="solo", players=["Red"], seed=seed, options=options))


def resources(game: Game, p: int) -> dict[str, int]:
    return {name: n for name, n in zip(RESOURCES, game.res[p]) if n}


def play(game: Game, seed: int) -> list[str]:
    """Play the human's decisions at random; return every log line."""
    pick = random.Random(seed)
    log = [e.text for e in game.setup_events]
    while not game.is_over:
        assert not game.is_bot[game.pending.player]
        log += [e.text for e in game.apply(pick.choice(game.legal_actions()))]
    return log


def test_setup_seats_two_bots_with_fixed_houses_and_resources() -> None:
    game = solo(human_first=True)  # nobody has played yet
    assert game.names == ["Red", "Orange", "Blue"]
    assert game.is_bot == [False, True, True]
    assert game.pending.player == HUMAN and game.pending.kind == "place"
    bot = {"wood": 3, "stone": 3, "silver_ore": 1, "grapes": 1, "olives": 1}
    assert resources(game, ORANGE) == bot
    assert resources(game, BLUE) == bot
    assert resources(game, HUMAN) == {"wood": 2, "stone": 3, "silver_ore": 2, "grapes": 1, "olives": 1}
    assert game.houses_left == [9, 9, 9]
    assert [sum(o == p for o in game.owner) for p in range(3)] == [3, 3, 3]


def test_patrician_cards_reserve_eighteen_city_spots() -> None:
    game = solo(human_first=True)
    assert sum(game.reserved) == 18
    assert [len(c) for c in game.bot_cards] == [0, 3, 3]
    cards = game.bot_cards[ORANGE] + game.bot_cards[BLUE]
    assert len(set(cards)) == 6
    b = game.board
    reserved = {b.patrician_spot[n] for c in cards for n in b.patrician_cards[c]}
    assert reserved == {s for s in range(b.n_spots) if game.reserved[s]}


def test_bonus_cards_are_dealt_without_choice() -> None:
    game = solo(human_first=True)
    assert [len(c) for c in game.bonus] == [1, 1, 1]
    assert len(game.bonus_deck) == 13


def test_human_may_not_build_on_a_reservation() -> None:
    game = solo(human_first=True)
    reserved = [s for s in range(game.board.n_spots) if game.reserved[s]]
    assert not {a.arg for a in game.legal_actions() if a.kind == "place"} & set(reserved)
    with pytest.raises(IllegalAction, match="reserved for the Patrician"):
        game.apply(Action("place", reserved[0]))


def test_turn_order_is_orange_blue_human_for_nine_rounds() -> None:
    game = solo(seed=9)
    placers: list[int] = []
    pick = random.Random(1)
    while not game.is_over:
        for e in game.apply(pick.choice(game.legal_actions())):
            if e.kind in ("place", "pass"):
                placers.append(e.player)
    # Round 1's bot turns happened before the human's first decision.
    assert placers == [HUMAN] + [ORANGE, BLUE, HUMAN] * 8
    assert game.houses_left == [0, 0, 0]


def test_human_first_option_moves_the_human_to_the_front() -> None:
    game = solo(seed=9, human_first=True)
    assert game.order == (HUMAN, ORANGE, BLUE)
    assert not [e for e in game.setup_events if e.kind == "place"]


def test_solo_ends_with_the_humans_last_house_even_when_first() -> None:
    game = solo(seed=9, human_first=True)
    placers: list[int] = []
    pick = random.Random(2)
    while not game.is_over:
        for e in game.apply(pick.choice(game.legal_actions())):
            if e.kind in ("place", "pass"):
                placers.append(e.player)
    assert placers == [HUMAN, ORANGE, BLUE] * 8 + [HUMAN]
    assert game.houses_left == [0, 1, 1]


def test_bot_builds_on_the_lowest_free_number_of_its_card() -> None:
    game = solo(seed=2, human_first=True)
    b = game.board
    card = game.bot_cards[ORANGE][0]
    game.bot_cards[ORANGE] = [card]
    low, mid, high = sorted(b.patrician_cards[card])
    put_house(game, BLUE, b.patrician_spot[low])
    game.apply(game.legal_actions()[0])
    while game.pending is not None and game.pending.player != HUMAN:
        game.apply(game.legal_actions()[-1])
    assert game.owner[b.patrician_spot[mid]] == ORANGE
    assert not game.reserved[b.patrician_spot[mid]]


def test_a_card_with_every_spot_taken_is_discarded() -> None:
    discarded = 0
    for seed in range(12):
        game = solo(seed=seed, human_first=True)
        b = game.board
        full, other = game.bot_cards[ORANGE][:2]
        game.bot_cards[ORANGE] = [full, other]
        for n in b.patrician_cards[full]:
            game.owner[b.patrician_spot[n]] = BLUE
        events = game.apply(game.legal_actions()[0])
        discarded += any("discards" in e.text for e in events)
        # Whichever card came first, Orange ends up building on the other card.
        assert game.owner[b.patrician_spot[min(b.patrician_cards[other])]] == ORANGE
        assert full not in game.bot_cards[ORANGE] or not any("discards" in e.text for e in events)
    assert discarded  # some draws hit the full card first


# ------------------------------------------------------------- bot choices
def test_wharf_sells_the_most_valuable_commodity() -> None:
    game = solo(human_first=True)
    set_market(game, wine=2, oil=5, silver=3)
    set_com(game, ORANGE, wine=4, oil=1, silver=2)
    assert patrician.choose_sale(game, ORANGE) == 1  # Oil


def test_wharf_tie_sells_what_the_bot_has_most_of() -> None:
    game = solo(human_first=True)
    set_market(game, wine=3, oil=3, silver=2)
    set_com(game, ORANGE, wine=1, oil=4, silver=6)
    assert patrician.choose_sale(game, ORANGE) == 1


def test_wharf_never_breaks_a_cathedral_set() -> None:
    game = solo(human_first=True)
    cathedral = building_hex(game, "cathedral")
    game.owner[game.board.hex_ring[cathedral][0]] = ORANGE
    set_market(game, wine=2, oil=5, silver=3)
    set_com(game, ORANGE, wine=2, oil=1, silver=1)
    assert patrician.choose_sale(game, ORANGE) == 0  # Oil would break the one set
    set_com(game, ORANGE, wine=1, oil=1, silver=1)
    assert patrician.choose_sale(game, ORANGE) is None


def _harbour(game: Game, cards: list[int]) -> None:
    game.harbour = list(cards)


def test_market_buys_most_stars_then_commodity_then_leftmost() -> None:
    game = solo(human_first=True)
    goods = game.board.ship_good
    spices = [c for c, g in enumerate(goods) if g == "spices"]
    clothing = [c for c, g in enumerate(goods) if g == "clothing"]
    set_com(game, ORANGE, wine=3, oil=3, silver=0)
    # Slots: 1 Oil, 1 Wine, 1 Silver, 2 Oil, 2 Wine.
    _harbour(game, [spices[0], spices[1], spices[2], clothing[0], spices[3]])
    assert patrician.choose_ship(game, ORANGE) == 3  # the 3-star ship
    _harbour(game, [spices[0], spices[1], spices[2], spices[3], spices[4]])
    set_com(game, ORANGE, wine=4, oil=3, silver=0)
    assert patrician.choose_ship(game, ORANGE) == 1  # paid with Wine, held most; leftmost such
    set_com(game, ORANGE, wine=3, oil=3, silver=0)
    assert patrician.choose_ship(game, ORANGE) == 0  # equal: leftmost


def test_market_keeps_a_cathedral_set() -> None:
    game = solo(human_first=True)
    cathedral = building_hex(game, "cathedral")
    game.owner[game.board.hex_ring[cathedral][0]] = ORANGE
    goods = game.board.ship_good
    spices = [c for c, g in enumerate(goods) if g == "spices"]
    _harbour(game, spices[:5])
    set_com(game, ORANGE, wine=1, oil=2, silver=1)
    assert patrician.choose_ship(game, ORANGE) == 0  # the Oil ship; the Wine one breaks the set
    set_com(game, ORANGE, wine=1, oil=1, silver=1)
    assert patrician.choose_ship(game, ORANGE) is None


def test_mason_picks_the_best_scoring_slot() -> None:
    game = solo(human_first=True)
    b = game.board
    a, c = b.wall_slots[5]
    game.owner[a] = ORANGE
    game.tower[c] = ORANGE
    assert patrician.choose_wall(game, ORANGE) == 5


def test_mason_tie_breaks_on_the_longest_stretch_then_clockwise() -> None:
    game = solo(human_first=True)
    for s in game.board.limit_spots:
        if game.owner[s] >= 0:
            game.owner[s] = -1
    game.walls[10] = ORANGE
    game.walls[11] = ORANGE
    # Every empty slot scores 1; slots 9 and 12 extend the stretch of 2.
    assert patrician.choose_wall(game, ORANGE) == 9
    game.walls = [-1] * game.board.n_walls
    assert patrician.choose_wall(game, ORANGE) == 0


def test_architect_extends_the_longest_run_at_an_end() -> None:
    game = solo(human_first=True)
    loop = game.board.limit_spots
    for s in loop:
        game.owner[s] = -1
        game.reserved[s] = False
    # Blue's houses split the loop; Orange's longest run is spots 3..12.
    for i in (2, 13, 17):
        game.owner[loop[i]] = BLUE
    choice = patrician.choose_tower(game, ORANGE)
    # Both ends carry a house; a tower on loop[2] joins the run 18..1 to it
    # (17 spots), one on loop[13] only the run 14..16 (14 spots).
    assert choice == loop[2]


def test_architect_skips_a_run_whose_ends_hold_towers() -> None:
    game = solo(human_first=True)
    loop = game.board.limit_spots
    for s in loop:
        game.owner[s] = -1
        game.reserved[s] = False
    for i in (2, 13):
        game.tower[loop[i]] = BLUE
    game.owner[loop[17]] = BLUE
    assert patrician.choose_tower(game, ORANGE) == loop[17]


def test_architect_treats_a_reservation_as_a_house_of_no_colour() -> None:
    game = solo(human_first=True)
    loop = game.board.limit_spots
    for s in loop:
        game.owner[s] = -1
        game.reserved[s] = False
    game.reserved[loop[5]] = True  # splits the loop: the run is 6..4
    game.owner[loop[12]] = BLUE  # the run 6..11 and 13..4
    choice = patrician.choose_tower(game, ORANGE)
    # The longest run 13..4 (14 spots) ends at Blue's house loop[12] and at the
    # reservation loop[5]; either tower joins all 21 other spots, so the
    # first clockwise wins.
    assert patrician._runs(patrician._open_loop(game, ORANGE)) == [(6, 6), (13, 14)]
    assert choice == loop[5]


def test_architect_with_an_open_loop_takes_any_free_tower_spot() -> None:
    game = solo(human_first=True)
    loop = game.board.limit_spots
    for s in loop:
        game.owner[s] = -1
        game.reserved[s] = False
    assert patrician.choose_tower(game, ORANGE) == loop[0]


def test_bot_keeps_both_rector_cards() -> None:
    game = solo(seed=6, human_first=True)
    before = len(game.bonus[ORANGE])
    game.bonus_deck[:2] = game.bonus_deck[:2]
    game._act(building_hex(game, "rectors_palace"), ORANGE, 0)
    assert len(game.bonus[ORANGE]) == before + 2
    assert game.pending.player == HUMAN  # no decision was asked of the bot


def test_best_of_pair_scores_only_the_better_card() -> None:
    game = solo(seed=6, human_first=True, bots_best_of_pair=True)
    game.bonus[ORANGE] = []
    wood, towers = bonus_card(game, "resource", "wood"), bonus_card(game, "towers")
    game.bonus_deck = [wood, towers] + [c for c in game.bonus_deck if c not in (wood, towers)]
    game._act(building_hex(game, "rectors_palace"), ORANGE, 0)
    assert game.bonus_pairs[ORANGE] == [(wood, towers)]
    from ragusa_tui.engine.scoring import bonus_scores

    scores = {s.card: s for s in bonus_scores(game, ORANGE)}
    assert scores[wood].counted and scores[wood].vp == 3  # 3 Wood
    assert not scores[towers].counted and scores[towers].vp == 0


def test_rector_no_choice_gives_the_human_the_top_card() -> None:
    game = solo(seed=6, human_first=True, rector_no_choice=True)
    top = game.bonus_deck[0]
    game._act(building_hex(game, "rectors_palace"), HUMAN, 0)
    assert game.bonus[HUMAN][-1] == top
    assert game.pending.kind == "place"


def test_rector_normally_offers_the_human_a_choice() -> None:
    game = solo(seed=6, human_first=True)
    game.pending = None
    game._act(building_hex(game, "rectors_palace"), HUMAN, 0)
    assert game.pending.kind == "rector" and len(game.pending.options) == 2


# ------------------------------------------------------------- end scoring
def test_fish_conversion_example() -> None:
    """docs/rules.md §9.4: 5 Fish with a Grapes card at 2 and a Stone card at 3 per unit."""
    game = solo(human_first=True)
    game.bonus[ORANGE] = [bonus_card(game, "resource", "grapes"), bonus_card(game, "resource", "stone")]
    game.res[ORANGE] = [5, 0, 0, 0, 0, 0]

    def score(extra: dict[int, int]) -> int:
        return 2 * extra.get(GRAPES, 0) + 3 * extra.get(STONE, 0)

    plan = patrician.best_fish_conversion(game, ORANGE, score)
    assert plan == {GRAPES: 1, STONE: 1}
    assert score(plan) == 5


def test_bot_converts_fish_at_the_end_unless_it_holds_the_fish_card() -> None:
    game = solo(human_first=True)
    game.bonus[ORANGE] = [bonus_card(game, "resource", "silver_ore")]
    game.res[ORANGE][FISH] = 9
    game._bot_convert_fish(ORANGE)
    assert game.res[ORANGE][FISH] == 1 and game.res[ORANGE][RESOURCES.index("silver_ore")] == 3
    game.bonus[BLUE] = [bonus_card(game, "resource", "fish"), bonus_card(game, "resource", "wood")]
    game.res[BLUE][FISH] = 9
    game._bot_convert_fish(BLUE)
    assert game.res[BLUE][FISH] == 9


def test_whole_game_verdict_names_each_bot() -> None:
    game = solo(seed=11)
    play(game, 11)
    scores = game.final_scores()
    verdict = scores.as_dict()
    assert set(verdict["human_beats"]) == {"Orange", "Blue"}
    human = scores.players[0]
    for bot in scores.players[1:]:
        assert verdict["human_beats"][bot.name] == ((human.total, human.tiebreak) > (bot.total, bot.tiebreak))
    assert verdict["human_wins"] == all(verdict["human_beats"].values())


def test_same_seed_and_moves_give_the_same_bot_moves_and_scores() -> None:
    a, b = solo(seed=21), solo(seed=21)
    assert play(a, 5) == play(b, 5)
    assert a.final_scores() == b.final_scores()


@pytest.mark.parametrize("option", ["human_first", "rector_no_choice", "bots_best_of_pair"])
def test_each_option_changes_the_game(option: str) -> None:
    changed = 0
    for seed in range(6):
        plain, varied = solo(seed=seed), solo(seed=seed, **{option: True})
        changed += play(plain, seed) != play(varied, seed) or plain.final_scores() != varied.final_scores()
    assert changed


def test_unknown_option_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown options"):
        GameConfig(mode="solo", players=["Red"], options={"cheat": True})
