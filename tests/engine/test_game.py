"""Setup, turn order, game length and determinism (docs/rules.md §3, §4, §7)."""

from __future__ import annotations

import random

import pytest

from support.helpers import NAMES, default_action, fresh, of_kind, past_setup, play_out
from ragusa_tui.engine import Action, Game, GameConfig, IllegalAction, new_game
from ragusa_tui.engine.config import HOUSES_PER_PLAYER

SIZES = [3, 4, 5]


@pytest.mark.parametrize("n", SIZES)
def test_setup_deals_three_bonus_cards_and_keep_one(n: int) -> None:
    game = fresh(n, seed=11)
    dealt = [game.dealt[p] for p in range(n)]
    assert all(len(d) == 3 for d in dealt)
    everyone = [c for d in dealt for c in d]
    assert len(set(everyone)) == 3 * n
    assert len(game.bonus_deck) == 16 - 3 * n
    kept = []
    for p in range(n):
        d = game.pending
        assert d is not None and (d.player, d.kind, d.options) == (p, "keep_bonus", dealt[p])
        assert game.legal_actions() == [Action("keep", c) for c in dealt[p]]
        choice = dealt[p][p % 3]
        kept.append(choice)
        game.apply(Action("keep", choice))
    assert [game.bonus[p] for p in range(n)] == [[c] for c in kept]
    assert len(game.bonus_deck) == 16 - n
    assert sorted(game.bonus_deck + kept) == list(range(16))
    assert game.pending is not None and game.pending.kind == "place"


def test_keeping_a_card_not_dealt_is_illegal() -> None:
    game = fresh(3)
    other = next(c for c in range(16) if c not in game.dealt[0])
    with pytest.raises(IllegalAction, match="keep bonus"):
        game.apply(Action("keep", other))


@pytest.mark.parametrize("n", SIZES)
def test_setup_state(n: int) -> None:
    game = fresh(n)
    assert len(game.harbour) == 5 and all(c >= 0 for c in game.harbour)
    assert len(game.ship_deck) == 21
    assert game.houses_left == [HOUSES_PER_PLAYER[n]] * n
    assert HOUSES_PER_PLAYER == {2: 12, 3: 12, 4: 10, 5: 9}
    assert game.towers_left == [15] * n
    assert all(r == [0] * 6 for r in game.res) and all(c == [0] * 3 for c in game.com)
    assert game.vp == [0] * n
    assert game.owner.count(-1) == game.board.n_spots
    assert game.walls == [-1] * 22


def test_starting_player_is_random_and_turns_go_clockwise() -> None:
    starts = set()
    for seed in range(20):
        game = fresh(4, seed)
        start = game.start_player
        starts.add(start)
        assert game.order == tuple((start + i) % 4 for i in range(4))
        (event,) = of_kind(game.setup_events, "start")
        assert event.player == start
    assert len(starts) > 1


@pytest.mark.parametrize("n", SIZES)
def test_whole_game_turn_count_and_order(n: int) -> None:
    game = fresh(n, seed=n)
    events = play_out(game)
    turns = [e.player for e in events if e.kind in ("place", "pass")]
    houses = HOUSES_PER_PLAYER[n]
    assert len(turns) == n * houses
    assert turns == [game.order[i % n] for i in range(n * houses)]
    assert game.houses_left == [0] * n
    assert game.is_over and game.turn == n * houses
    assert len(of_kind(events, "end")) == 1
    assert game.final_scores().players
    with pytest.raises(IllegalAction, match="over"):
        game.apply(Action("done"))


def random_playout(config: GameConfig, seed: int) -> Game:
    rng = random.Random(seed)
    game = new_game(config)
    while game.pending is not None:
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("n", SIZES)
def test_same_seed_and_actions_give_the_same_game(n: int) -> None:
    config = GameConfig(players=list(NAMES[:n]), seed=99)
    first = random_playout(config, seed=5)
    again = new_game(config)
    texts = []
    for a in first.history:
        texts += [e.text for e in again.apply(str(a))]
    assert again == first
    assert again.final_scores() == first.final_scores()
    replay = new_game(config)
    assert [e.text for a in first.history for e in replay.apply(a)] == texts


def test_different_seeds_deal_differently() -> None:
    games = [fresh(3, seed) for seed in range(6)]
    assert len({(tuple(g.harbour), g.dealt[0]) for g in games}) > 1


def test_decisions_belong_to_one_seat_and_are_answerable() -> None:
    game = fresh(5, seed=3)
    seen = set()
    while game.pending is not None:
        assert game.current_player == game.pending.player
        legal = game.legal_actions()
        assert legal, game.pending
        seen.add(game.pending.kind)
        game.apply(default_action(game))
    assert {"keep_bonus", "place"} <= seen


def test_returned_bonus_cards_are_shuffled_into_the_deck() -> None:
    """Over a few seeds the deck is not simply the undealt cards followed by
    the returned ones in dealing order."""
    orders_differ = False
    for seed in range(6):
        game = fresh(3, seed)
        undealt = list(game.bonus_deck)
        returned = []
        while game.pending is not None and game.pending.kind == "keep_bonus":
            d = game.pending
            returned += [c for c in d.options if c != d.options[0]]
            game.apply(Action("keep", d.options[0]))
        assert sorted(game.bonus_deck) == sorted(undealt + returned)
        orders_differ |= game.bonus_deck != undealt + returned
    assert orders_differ


def check_invariants(game: Game) -> None:
    b = game.board
    for p in range(game.n):
        for h in range(b.n_hexes):
            assert game.around[p][h] == sum(game.owner[s] == p for s in b.hex_ring[h])
        assert all(0 <= c <= 12 for c in game.com[p])
        assert all(r >= 0 for r in game.res[p])
        assert game.towers_left[p] + game.tower.count(p) == 15
        assert game.houses_left[p] >= 0
    assert all(0 <= m < len(b.market_track) for m in game.market)
    assert len(game.harbour) == 5


@pytest.mark.parametrize("n", SIZES)
def test_random_games_keep_the_state_consistent(n: int) -> None:
    rng = random.Random(n)
    game = new_game(GameConfig(players=list(NAMES[:n]), seed=1000 + n))
    while game.pending is not None:
        action = rng.choice(game.legal_actions())
        if action.kind == "place":
            assert game.spot_problem(action.arg) is None
        game.apply(action)
        check_invariants(game)
    placed = [game.owner.count(p) for p in range(n)]
    assert all(h <= HOUSES_PER_PLAYER[n] for h in placed)


def test_odd_action_text_is_refused_cleanly() -> None:
    """Non-ASCII digits and non-actions raise IllegalAction, never a crash."""
    from ragusa_tui.engine import Action, IllegalAction

    game = past_setup()
    before = game.state_key()
    for bad in ("place ²", "place ٣", None, 37):
        with pytest.raises(IllegalAction):
            game.apply(bad)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction):  # a spot is a number, strictly
        Action.parse("place ²")
    assert game.state_key() == before


@pytest.mark.parametrize("name", ["[/]", "[b]Ann", "A\x1bnn", "x" * 25])
def test_unsafe_player_names_are_refused(name: str) -> None:
    """Names end up in every log line and screen: keep them plain text."""
    from ragusa_tui.engine import GameConfig

    with pytest.raises(ValueError, match="player name"):
        GameConfig(players=[name, "Bo", "Cy"])
