"""Whole random games, checked after every action.

Hypothesis draws the game seed and the seed of the move chooser, so every
example is one complete game played with legal actions only. The invariants
come from docs/rules.md: resources are never negative, warehouses hold 0..12,
in-game VP only grows, every house is placed or set aside, and the final
score is the sum of its parts. Saving, loading and copying must not change a
game, and an illegal action must leave it exactly as it was.

New modes are added by appending to `SETUPS`.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from support.helpers import by_profile

from ragusa_tui.engine import (
    DECISION_KINDS, Action, Event, Game, GameConfig, IllegalAction, load_game, new_game,
)
from ragusa_tui.engine.board import (
    EXCHANGE_COST, FISH, GRAPES, OLIVES, RESOURCES, SILVER_ORE, STONE, WOOD, is_city, is_rural,
)
from ragusa_tui.engine.game import WAREHOUSE_CAP

TOWERS_EACH = 15
BONUS_CAP = 12
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


@dataclass(frozen=True)
class Setup:
    """One way of seating a game: its mode, the players named in the config
    and the pieces each seat places over the game (houses, plus Powerhouses
    where the mode has them)."""

    mode: str
    seats: int
    houses_each: int
    bonus_choice: bool = True  # each seat keeps 1 of 3 dealt bonus cards at setup

    def config(self, seed: int) -> GameConfig:
        return GameConfig(mode=self.mode, players=list(NAMES[: self.seats]), seed=seed)

    def __str__(self) -> str:
        return f"{self.mode}-{self.seats}"


SETUPS = [
    Setup("standard", 3, 12),
    Setup("standard", 4, 10),
    Setup("standard", 5, 9),
    Setup("duel", 2, 14),
    Setup("solo", 1, 12, bonus_choice=False),
]

GAME_SETTINGS = settings(
    max_examples=by_profile(8, 80),  # games per mode
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# ------------------------------------------------------------ the rules
def houses_around(game: Game, player: int, hex_id: int) -> int:
    """The player's ordinary houses around a hex (a Powerhouse is no house)."""
    return sum(game.owner[s] == player and not game.powerhouse[s] for s in game.board.hex_ring[hex_id])


def pieces_left(game: Game, player: int) -> int:
    return game.houses_left[player] + getattr(game, "power_left", [0] * game.n)[player]


def fish_to_build(game: Game, player: int, spot: int) -> int | None:
    """Fish `player` must exchange before docs/rules.md §4.1 lets them build on the
    empty `spot`: 0 if they may build now, None if no exchange helps."""
    b = game.board
    res = game.res[player]
    gains = Counter(b.hex_kind[h] for h in b.spot_hexes[spot] if not is_city(b.hex_kind[h]))
    have = [res[r] + gains[r] for r in range(6)]
    wood_need = stone_need = 0
    special: set[int] = set()
    keep_fish = 0
    for h in b.spot_hexes[spot]:
        kind = b.hex_kind[h]
        label = b.hex_label(h)
        n = houses_around(game, player, h) + 1
        if is_rural(kind):
            wood_need = max(wood_need, n)
        elif is_city(kind):
            stone_need = max(stone_need, n)
            if label == "Winery":
                special.add(GRAPES)
            elif label == "Oil Press":
                special.add(OLIVES)
            elif label == "Silversmith":
                special.add(SILVER_ORE)
            elif label in ("Market", "Wharf") and not any(game.com[player]):
                return None
            elif label == "Fishmonger":
                keep_fish = 2
    cost = EXCHANGE_COST[WOOD] * max(0, wood_need - have[WOOD])
    cost += EXCHANGE_COST[STONE] * max(0, stone_need - have[STONE])
    cost += sum(EXCHANGE_COST[r] for r in special if have[r] < 1)
    if cost > res[FISH] or have[FISH] - cost < keep_fish:
        return None
    return cost


def spec_legal_spots(game: Game, player: int) -> set[int]:
    return {s for s in range(game.board.n_spots)
            if game.owner[s] < 0 and not game.reserved[s] and fish_to_build(game, player, s) == 0}


def spec_can_build(game: Game, player: int) -> bool:
    return any(game.owner[s] < 0 and not game.reserved[s] and fish_to_build(game, player, s) is not None
               for s in range(game.board.n_spots))


def passable(game: Game, spot: int, player: int) -> bool:
    if game.tower[spot] == player or (game.owner[spot] == player and not game.powerhouse[spot]):
        return True
    return game.owner[spot] < 0 and game.tower[spot] < 0


def spec_wall_vp(game: Game, player: int) -> int:
    """docs/rules.md §7.1 by brute force: try every run of consecutive built walls
    and keep the longest (the best-scoring of the longest)."""
    b = game.board
    n = b.n_walls
    starts = [b.wall_slots[i][0] for i in range(n)]
    best = (0, 0)
    for first in range(n):
        for length in range(1, n + 1):
            slots = [(first + k) % n for k in range(length)]
            if any(game.walls[i] < 0 for i in slots):
                break
            inner = [starts[i] for i in slots[1:]]
            if length == n and passable(game, starts[first], player):
                inner.append(starts[first])
            if not all(passable(game, s, player) for s in inner):
                break
            pieces = sum((game.owner[s] == player and not game.powerhouse[s]) + (game.tower[s] == player)
                         for s in inner)
            best = max(best, (length, length + pieces))
    return best[1]


def spec_cathedral_vp(game: Game, player: int) -> int:
    b = game.board
    cathedral = next(h for h in range(b.n_hexes) if b.hex_label(h) == "Cathedral")
    sets = min(houses_around(game, player, cathedral), min(game.com[player]))
    return sets * sum(game.market_value(c) for c in range(3))


def spec_bonus_raw(game: Game, player: int, card: int) -> int:
    b = game.board
    c = b.bonus[card]
    goods = [b.ship_good[s] for s in game.ships[player]]
    if c.kind == "resource":
        return c.vp * game.res[player][RESOURCES.index(c.target)]
    if c.kind == "ship_good":
        return c.vp * goods.count(c.target)
    if c.kind == "variety":
        return c.vp * len(set(goods))
    if c.kind == "sets":
        return c.vp * min(game.com[player])
    if c.kind == "shipping":
        return sum(b.ship_stars[s] for s in game.ships[player]) // 2
    if c.kind == "walls":
        def touches(slot: int) -> bool:
            return any((game.owner[s] == player and not game.powerhouse[s]) or game.tower[s] == player
                       for s in b.wall_slots[slot])

        return c.vp * sum(built >= 0 and touches(i) for i, built in enumerate(game.walls))
    if c.kind == "towers":
        return c.vp * game.tower.count(player)
    raise AssertionError(c.kind)


# ------------------------------------------------------------ the checks
@dataclass
class Watch:
    """What the invariants compare against between two actions."""

    setup: Setup
    last_vp: list[int]
    set_aside: list[int]
    copies: list[tuple[int, Game, str]] = field(default_factory=list)


def frozen_key(game: Game) -> str:
    """The state as text, so later changes to the live lists cannot hide."""
    return repr(game.state_key())


def check_invariants(game: Game, watch: Watch, events: list[Event]) -> None:
    n = game.n
    b = game.board
    snap = game.snapshot()
    logged: Counter[int] = Counter()
    for e in events:
        if "vp" in e.data and e.player is not None and e.kind != "score":
            logged[e.player] += e.data["vp"]
        if e.kind == "pass":
            assert e.player is not None
            assert not spec_can_build(game, e.player), "a house was set aside though a spot was possible"
            watch.set_aside[e.player] += 1
    for p in range(n):
        assert all(r >= 0 for r in game.res[p]), game.res[p]
        assert all(0 <= c <= WAREHOUSE_CAP for c in game.com[p]), game.com[p]
        assert snap["players"][p]["vp"] == game.vp[p]
        assert game.vp[p] >= watch.last_vp[p], "in-game VP went down"
        assert game.vp[p] - watch.last_vp[p] == logged[p], "the log does not account for the VP"
        assert game.houses_left[p] >= 0
        placed = game.owner.count(p)
        assert placed + watch.set_aside[p] + pieces_left(game, p) == watch.setup.houses_each
        assert 0 <= game.towers_left[p] <= TOWERS_EACH
        assert game.tower.count(p) + game.towers_left[p] == TOWERS_EACH
        for h in range(b.n_hexes):
            assert game.around[p][h] == houses_around(game, p, h)
    watch.last_vp = list(game.vp)
    assert all(0 <= m < len(b.market_track) for m in game.market)
    for c, m in zip(("wine", "oil", "silver"), game.market):
        assert snap["market"][c] == b.market_track[m]
    held = sum(len(s) for s in game.ships)
    assert held + len(game.ship_deck) + sum(c >= 0 for c in game.harbour) == len(b.ship_good)
    if game.is_over:
        return
    d = game.pending
    assert d is not None and 0 <= d.player < n
    assert d.kind in DECISION_KINDS
    legal = game.legal_actions()
    assert legal, f"no legal action at a {d.kind} decision"
    assert len(set(map(str, legal))) == len(legal)
    if d.kind in ("place", "order", "exchange", "final_exchange"):
        fish = game.res[d.player][FISH]
        offered_exchanges = {a.arg for a in legal if a.kind == "exchange"}
        assert offered_exchanges == {RESOURCES[r] for r, cost in EXCHANGE_COST.items() if fish >= cost}
    if d.kind == "place" and game.houses_left[d.player]:
        assert d.player == game.active_player
        offered = {a.arg for a in legal if a.kind == "place"}
        assert offered == spec_legal_spots(game, d.player)
        for s in offered:
            assert game.spot_problem(s) is None


def check_final(game: Game, watch: Watch) -> None:
    assert game.is_over and game.pending is None
    assert game.legal_actions() == []
    assert [pieces_left(game, p) for p in range(game.n)] == [0] * game.n
    for p in range(game.n):
        assert game.owner.count(p) + watch.set_aside[p] == watch.setup.houses_each
    b = game.board
    assert sum(len(c) for c in game.bonus) + len(game.bonus_deck) == len(b.bonus)
    scores = game.final_scores()
    assert [s.player for s in scores.players] == list(range(game.n))
    for p, s in enumerate(scores.players):
        assert s.in_game == game.vp[p]
        assert s.walls == spec_wall_vp(game, p) == sum(s.wall_detail)
        assert s.cathedral == spec_cathedral_vp(game, p)
        assert sorted(x.card for x in s.bonus) == sorted(game.bonus[p])
        for x in s.bonus:
            assert x.raw == spec_bonus_raw(game, p, x.card)
            counted = getattr(x, "counted", True)
            assert x.vp == (min(BONUS_CAP, x.raw) if counted else 0) and 0 <= x.vp <= BONUS_CAP
        assert s.total == s.in_game + s.walls + s.cathedral + sum(x.vp for x in s.bonus)
        assert s.tiebreak == sum(game.com[p][c] * game.market_value(c) for c in range(3))
    keys = {s.player: (s.total, s.tiebreak) for s in scores.players}
    for s in scores.players:
        assert s.rank == 1 + sum(k > keys[s.player] for k in keys.values())
    assert sorted(scores.ranking) == list(range(game.n))
    ordered = [keys[p] for p in scores.ranking]
    assert ordered == sorted(ordered, reverse=True)
    if game.config.mode == "solo":
        human_wins = all(keys[0] > keys[bot] for bot in range(1, game.n))
        assert (scores.winners == [0]) == human_wins
    else:
        assert scores.winners == [p for p in range(game.n) if keys[p] == max(keys.values())]
    snap = game.snapshot()
    assert snap["over"] and snap["pending"] is None
    assert all(pl["bonus"] == game.bonus[p] for p, pl in enumerate(snap["players"]))
    check_refuses(game, Action("skip"))


def check_reload(game: Game) -> None:
    loaded = load_game(game.to_json())
    assert loaded == game
    assert loaded.pending == game.pending
    assert loaded.snapshot() == game.snapshot()
    for p in range(game.n):
        assert loaded.snapshot(viewer=p) == game.snapshot(viewer=p)
    assert loaded.legal_actions() == game.legal_actions()


def illegal_actions(game: Game) -> list[Action | str]:
    """Actions that look plausible but are not legal at this moment, and
    texts that only look like actions."""
    b = game.board
    cands: list[Action | str] = [Action("place", s) for s in range(b.n_spots) if game.owner[s] >= 0]
    cands += [Action("place", b.n_spots), "place -1", "place north", "sell gold", "exchange gold",
              "exchange fish", "fly", "place"]
    cands += [Action("sell", c) for c in ("wine", "oil", "silver")]
    cands += [Action("buy", i) for i in range(len(b.harbour_cost) + 1)]
    cands += [Action("wall", i) for i in range(b.n_walls + 1) if i == b.n_walls or game.walls[i] >= 0]
    cands += [Action("tower", s) for s in range(b.n_spots) if game.tower[s] >= 0 or not b.is_tower_spot[s]]
    cands += [Action("keep", c) for c in range(len(b.bonus) + 1)]
    cands += [Action("hex", h) for h in range(b.n_hexes + 1)]
    cands += [Action("exchange", r) for r in RESOURCES if r != "fish"]
    cands += [Action("skip"), Action("done")]
    legal = set(game.legal_actions())
    return [a for a in cands if a not in legal]


def check_refuses(game: Game, action: Action | str) -> None:
    before = frozen_key(game)
    legal = game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert frozen_key(game) == before
    assert game.legal_actions() == legal


def check_illegal(game: Game, rnd: random.Random) -> None:
    occupied = [s for s in range(game.board.n_spots) if game.owner[s] >= 0]
    if occupied:
        check_refuses(game, Action("place", rnd.choice(occupied)))
    if game.pending is not None and game.pending.kind != "sell":
        check_refuses(game, Action("sell", rnd.choice(("wine", "oil", "silver"))))
    check_refuses(game, rnd.choice(illegal_actions(game)))
    check_refuses(game, "place 999")


# --------------------------------------------------------------- playing
def choose(game: Game, rnd: random.Random, thrifty: bool) -> Action:
    """A uniformly random legal action; a thrifty player never exchanges fish
    unless nothing else is possible."""
    legal = game.legal_actions()
    if thrifty:
        keep = [a for a in legal if a.kind != "exchange"]
        legal = keep or legal
    return rnd.choice(legal)


def play(setup: Setup, seed: int, chooser: int, checkpoints: set[int], thrifty: bool) -> Game:
    game = new_game(setup.config(seed))
    rnd = random.Random(chooser)
    watch = Watch(setup, [0] * game.n, [0] * game.n)
    check_invariants(game, watch, list(game.setup_events))
    step = 0
    while not game.is_over:
        if step in checkpoints:
            check_reload(game)
            check_illegal(game, rnd)
            copy = game.copy()
            assert frozen_key(copy) == frozen_key(game)
            watch.copies.append((step, copy, frozen_key(game)))
        events = game.apply(choose(game, rnd, thrifty))
        check_invariants(game, watch, events)
        step += 1
        assert step < 2000, "the game does not end"
    check_final(game, watch)
    check_reload(game)
    for at, copy, key in watch.copies:
        assert frozen_key(copy) == key, "playing the original changed its copy"
        for action in game.history[at:]:
            copy.apply(action)
        assert copy == game
        assert copy.snapshot() == game.snapshot()
        assert copy.final_scores() == game.final_scores()
    return game


@pytest.mark.parametrize("setup", SETUPS, ids=str)
@GAME_SETTINGS
@given(
    seed=st.integers(min_value=0, max_value=2**64 - 1),
    chooser=st.integers(min_value=0, max_value=2**32 - 1),
    checkpoints=st.sets(st.integers(min_value=0, max_value=120), max_size=3),
    thrifty=st.booleans(),
)
def test_random_game(setup: Setup, seed: int, chooser: int, checkpoints: set[int],
                     thrifty: bool) -> None:
    """Any seed, any legal choices: every invariant holds from setup to the end."""
    play(setup, seed, chooser, checkpoints, thrifty)


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_same_seed_and_choices_same_game(setup: Setup) -> None:
    """Config + chooser seed reproduce a game exactly (the basis of saving)."""
    a = play(setup, 7, 11, set(), False)
    b = play(setup, 7, 11, set(), False)
    assert a == b
    assert a.final_scores() == b.final_scores()


@pytest.mark.parametrize("setup", [s for s in SETUPS if s.bonus_choice], ids=str)
def test_every_seat_keeps_one_bonus_card_first(setup: Setup) -> None:
    game = new_game(setup.config(3))
    seen = []
    while game.pending is not None and game.pending.kind == "keep_bonus":
        d = game.pending
        assert len(d.options) == 3
        seen.append(d.player)
        game.apply(Action("keep", d.options[0]))
    assert sorted(seen) == list(range(setup.seats))
    assert all(len(cards) == 1 for cards in game.bonus)
    assert game.pending is not None and game.pending.kind == "place"


def test_bad_action_text_is_refused() -> None:
    game = new_game(SETUPS[0].config(5))
    for text in ("", "place 1 2", "9lives", "keep"):
        check_refuses(game, text)
