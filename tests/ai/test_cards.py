"""Bonus cards as the computer players value them: by what the seat can still
make of each card (docs/rules.md §5, §7.3, §11.4), and play that follows the
cards kept."""

from __future__ import annotations

import random

import pytest

from ragusa_tui.ai import Budget, make_agent
from ragusa_tui.ai.cards import card_outlook, ship_card_gain, ships_in_reach
from ragusa_tui.ai.heuristics import hex_values
from ragusa_tui.ai.rules import rule_action
from ragusa_tui.engine import GameConfig, new_game
from ragusa_tui.engine.actions import SKIP, Action, Decision
from ragusa_tui.engine.board import GRAPES, MARKET, OLIVES, SILVER_ORE, WOOD
from ragusa_tui.engine.game import Game
from ragusa_tui.engine.scoring import bonus_raw

PLAYERS = ["Ann", "Bo", "Cy", "Di"]


def card(game: Game, kind: str, target: str | None = None) -> int:
    return next(i for i, c in enumerate(game.board.bonus) if c.kind == kind and c.target == target)


def midgame(seed: int, turns_left: int) -> Game:
    """A 4-player game played by `easy` until the seat to build has `turns_left` houses left."""
    game = new_game(GameConfig(players=PLAYERS, seed=seed))
    agent = make_agent("easy", seed=seed)
    while True:
        d = game.pending
        assert d is not None
        if d.kind == "place" and game.houses_left[d.player] == turns_left:
            return game
        game.apply(agent.choose(game))


def without_means(game: Game, p: int) -> None:
    """Take from `p` every way to pay for a ship: no Wine, Oil or Silver and
    nothing to make them from."""
    game.com[p][:] = [0, 0, 0]
    for r in (GRAPES, OLIVES, SILVER_ORE):
        game.res[p][r] = 0


def at_rector(turns_left: int) -> Game:
    """A 4-player game played by `easy` up to a choice at the Rector's Palace
    (§5) by a seat with `turns_left` houses still to build."""
    for seed in range(200):
        game = new_game(GameConfig(players=PLAYERS, seed=seed))
        agent = make_agent("easy", seed=seed)
        while not game.is_over:
            d = game.pending
            if d.kind == "rector" and game.houses_left[d.player] == turns_left:
                return game
            game.apply(agent.choose(game))
    raise AssertionError("no such game")


def offer(game: Game, cards: tuple[int, int]) -> None:
    """At the Rector's Palace, make the cards drawn `cards` (the two drawn go
    back under the deck, `cards` leave wherever they were)."""
    d = game.pending
    assert d is not None and d.kind == "rector"
    for c in cards:
        for q in range(game.n):
            if c in game.bonus[q]:
                game.bonus[q].remove(c)
                game.bonus[q].append(next(x for x in d.options if x not in cards))
        if c in game.bonus_deck:
            game.bonus_deck.remove(c)
    game.bonus_deck.extend(x for x in d.options if x not in cards and all(x not in h for h in game.bonus))
    game.pending = Decision(d.player, "rector", cards, hex=d.hex)
    game._legal = None


def test_a_ship_card_is_worth_nothing_without_the_means_or_the_time_to_buy_ships() -> None:
    game = midgame(seed=5, turns_left=3)
    p = game.pending.player
    game.ships[p].clear()
    without_means(game, p)
    silk, variety = card(game, "ship_good", "silk"), card(game, "variety")
    assert ships_in_reach(game, p) == 0
    assert card_outlook(game, p, silk) == 0 and card_outlook(game, p, variety) == 0
    game.houses_left[p] = 0
    assert card_outlook(game, p, card(game, "walls")) == bonus_raw(game, p, card(game, "walls"))


def test_a_ship_card_grows_with_the_wine_oil_and_silver_in_reach() -> None:
    game = midgame(seed=5, turns_left=5)
    p = game.pending.player
    silk, variety = card(game, "ship_good", "silk"), card(game, "variety")
    without_means(game, p)
    poor = (ships_in_reach(game, p), card_outlook(game, p, silk), card_outlook(game, p, variety))
    game.com[p][:] = [4, 4, 4]
    game.res[p][GRAPES] = 2
    rich = (ships_in_reach(game, p), card_outlook(game, p, silk), card_outlook(game, p, variety))
    assert all(r > q for r, q in zip(rich, poor))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_at_the_rector_a_ship_card_that_cannot_be_used_loses_to_a_card_that_scores(level: str) -> None:
    """One house left, no Wine, Oil or Silver and nothing to make them from:
    the Silk card (4 VP a Silk ship) can score nothing more, the Wood card
    scores for the Wood held. Every level keeps the Wood card."""
    game = at_rector(turns_left=1)
    p = game.pending.player
    without_means(game, p)
    silk, wood = card(game, "ship_good", "silk"), card(game, "resource", "wood")
    game.ships[p][:] = [s for s in game.ships[p] if game.board.ship_good[s] != "silk"]
    offer(game, (silk, wood))
    assert len({*game.bonus_deck, *(c for hand in game.bonus for c in hand), silk, wood}) == len(game.board.bonus)
    assert set(game.legal_actions()) == {Action("keep", silk), Action("keep", wood)}
    assert card_outlook(game, p, silk) == 0 < game.res[p][WOOD] <= card_outlook(game, p, wood)
    budget = Budget(playouts=24) if level == "hard" else None
    keep = make_agent(level, seed=3).choose(game, budget)
    assert keep == Action("keep", wood)
    game.apply(keep)  # a position the game goes on from
    assert wood in game.bonus[p] and silk in game.bonus_deck


def test_keeping_a_ship_card_makes_its_ships_worth_buying() -> None:
    """With every ship affordable, a ship of the kept card's good is bought
    rather than one of more stars, and the Market is worth more to build at."""
    game = midgame(seed=5, turns_left=6)
    p = game.pending.player
    b = game.board
    game.com[p][:] = [6, 6, 6]
    game.ships[p].clear()
    game.bonus[p].clear()
    carded = {c.target for c in b.bonus if c.kind == "ship_good"}
    slots = [slot for slot, ship in enumerate(game.harbour) if ship >= 0 and b.ship_good[ship] in carded]
    slot = min(slots, key=lambda s: (b.ship_stars[game.harbour[s]], s))
    good = b.ship_good[game.harbour[slot]]
    market = b.hex_kind.index(MARKET)
    before = hex_values(game, p)[market]
    game.pending = Decision(p, "buy_ship", hex=market)
    game._legal = None
    assert rule_action(game, random.Random(1)) != SKIP
    game.bonus[p].append(card(game, "ship_good", good))
    assert ship_card_gain(game, p, slot) == b.bonus[card(game, "ship_good", good)].vp
    assert hex_values(game, p)[market] > before
    chosen = rule_action(game, random.Random(1))
    assert chosen.kind == "buy" and b.ship_good[game.harbour[chosen.arg]] == good


def test_the_sets_card_keeps_a_full_set_from_the_wharf() -> None:
    game = midgame(seed=5, turns_left=6)
    p = game.pending.player
    game.com[p][:] = [1, 1, 1]
    game.bonus[p][:] = [card(game, "sets")]
    game.market[:] = [0, 0, 0]  # every commodity sells for 1 VP, a set pays 2 on the card
    game.pending = Decision(p, "sell", hex=game.board.hex_kind.index(MARKET))
    game._legal = None
    assert rule_action(game, random.Random(1)) == SKIP
    game.com[p][:] = [2, 1, 1]
    assert rule_action(game, random.Random(1)) == Action("sell", "wine")
