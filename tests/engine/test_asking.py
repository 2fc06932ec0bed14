"""The engine asks only what matters (docs/rules.md §12.2, §12.4).

Random games are played with the engine made to ask every order; at each
such question every option is played out on copies to the end of the turn,
through every answer to the decisions that follow. The engine may leave the
order unasked only if every option can reach the same outcomes, and must
find a difference whenever it asks. A fish exchange asked before a house makes
Wine, Oil or Silver must change what it makes; one asked in final scoring
must change the player's bonus cards.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from support.helpers import by_profile

from ragusa_tui.engine import Action, Game, GameConfig, new_game
from ragusa_tui.engine import asking
from ragusa_tui.engine import game as game_module
from ragusa_tui.engine.board import CATHEDRAL, FISH, MARKET, PRODUCTION, WINERY
from ragusa_tui.engine.scoring import bonus_total

SEATS = {"standard": ["Ann", "Bo", "Cy", "Di"], "duel": ["Ann", "Bo"], "solo": ["Ann"]}


BUDGET = 400  # positions searched per question; a bigger search is left unjudged


class TooBig(Exception):
    """The search for one question outgrew the budget."""


def outcome(game: Game) -> tuple[Any, ...]:
    return (game.res, game.com, game.vp, game.walls, game.tower, game.market, game.harbour,
            game.ships, game.bonus, game.bonus_deck, game.turn, game.pending)


def reachable(game: Game, turn: int, memo: dict[str, frozenset[str]]) -> frozenset[str]:
    """Every outcome at the end of the turn that some answers to the decisions
    on the way can reach (at an order decision, only the hexes are choices)."""
    if game.is_over or game.turn != turn:
        return frozenset({repr(outcome(game))})
    key = repr((outcome(game), game.tasks, game.remaining, game.towers_left))
    if key not in memo:
        if len(memo) > BUDGET:
            raise TooBig
        memo[key] = frozenset()
        legal = game.legal_actions()
        if game.pending.kind == "order":
            legal = [a for a in legal if a.kind == "hex"]
        found: set[str] = set()
        for a in legal:
            copy = game.copy()
            copy.apply(a)
            found |= reachable(copy, turn, memo)
        memo[key] = frozenset(found)
    return memo[key]


def deck_orders(game: Game) -> list[list[int]]:
    """The ship deck as it is and with each other unseen ship on top: when
    the Market acts, a purchase draws a ship, and the table cannot tell
    which (docs: the order is asked when some unseen ship could make it matter)."""
    deck = list(game.ship_deck)
    if MARKET not in {game.board.hex_kind[h] for h in game.remaining}:
        return [deck]
    return [deck] + [[card] + [c for c in deck if c != card] for card in deck[1:]]


def options_differ(game: Game) -> bool | None:
    """Whether two hexes offered first can lead to different sets of outcomes
    for some order of the unseen ships (None if that takes too long to find out)."""
    try:
        for deck in deck_orders(game):
            memo: dict[str, frozenset[str]] = {}
            sets = set()
            for a in game.legal_actions():
                if a.kind == "hex":
                    copy = game.copy()
                    copy.ship_deck = list(deck)
                    copy.apply(a)
                    sets.add(reachable(copy, game.turn, memo))
            if len(sets) > 1:
                return True
    except TooBig:
        return None
    return False


def asked_for_an_unseen_ship(game: Game, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Whether the engine asks only because a ship still unseen could make the
    order matter (without that reason it would not ask)."""
    with monkeypatch.context() as m:
        m.setattr(asking._Turn, "_new_ship_may_need_more", lambda self, q: False)
        return not asking.order_matters(game, game.remaining)


def test_the_hex_order_is_asked_exactly_when_it_can_matter(monkeypatch: pytest.MonkeyPatch) -> None:
    # Make the engine ask for every order, then judge each question.
    monkeypatch.setattr(game_module, "order_matters", lambda g, rem: len(rem) > 1)
    rnd = random.Random(4)
    judged = {True: 0, False: 0}
    seed = 0
    target = by_profile(80, 500)  # questions judged
    while sum(judged.values()) < target:
        mode = ("standard", "duel", "solo")[seed % 3]
        game = new_game(GameConfig(mode=mode, players=SEATS[mode], seed=seed))
        seed += 1
        while not game.is_over:
            if game.pending.kind == "order" and len(game.remaining) == 3 - (seed % 2):
                asks = asking.order_matters(game, game.remaining)
                differ = options_differ(game)
                if differ is not None:
                    # Never a question missed; a question asked although no
                    # order of the unseen ships tried here makes a difference
                    # only for what some unseen ship could cost in some slot.
                    assert asks == differ or asks and asked_for_an_unseen_ship(game, monkeypatch), (
                        game.config, [str(a) for a in game.history])
                    judged[asks] += 1
            game.apply(rnd.choice(game.legal_actions()))
    assert judged[True] >= target // 25 and judged[False] >= target * 2 // 5, judged


def test_exchange_prompts_change_what_is_made_or_scored() -> None:
    rnd = random.Random(5)
    judged = {"exchange": 0, "final_exchange": 0}
    seed = 0
    while judged["exchange"] < 500 or judged["final_exchange"] < 100:
        mode = ("standard", "duel", "solo")[seed % 3]
        game = new_game(GameConfig(mode=mode, players=SEATS[mode], seed=1000 + seed))
        seed += 1
        while not game.is_over:
            d = game.pending
            if d.kind == "exchange":
                r, c = PRODUCTION[game.board.hex_kind[d.hex]]
                made = []
                for first_answer in (Action("done"), Action("exchange", _name(r))):
                    copy = game.copy()
                    events = copy.apply(first_answer)
                    while copy.pending is not None and copy.pending == d:
                        events += copy.apply(Action("done"))
                    made.append(next(e.data["amount"] for e in events if e.kind == "produce"))
                assert made[1] > made[0]
                judged["exchange"] += 1
            elif d.kind == "final_exchange":
                assert _best_change(game, d.player), [str(a) for a in game.history]
                judged["final_exchange"] += 1
            game.apply(rnd.choice(game.legal_actions()))


def _name(r: int) -> str:
    from ragusa_tui.engine.board import RESOURCES
    return RESOURCES[r]


def _best_change(game: Game, p: int) -> bool:
    """Whether some sequence of exchanges changes p's bonus cards (searched
    on copies, one exchange at a time)."""
    now = bonus_total(game, p)
    seen: set[tuple[int, ...]] = set()
    stack = [game.res[p]]
    while stack:
        res = stack.pop()
        if tuple(res) in seen:
            continue
        seen.add(tuple(res))
        copy = game.copy()
        copy.res[p] = list(res)
        if bonus_total(copy, p) != now:
            return True
        for r, cost in asking.EXCHANGE_COST.items():
            if res[FISH] >= cost:
                nxt = list(res)
                nxt[FISH] -= cost
                nxt[r] += 1
                stack.append(nxt)
    return False


# Standard, Ann, Bo and Cy, seed 132: Bo's house on spot 46 touches the
# Stone quarry, the Winery and the Market. Bo buys first at the Market, then
# Ann, who also has a house at the Winery.
BEFORE_SPOT_46 = (
    "keep 14, keep 11, keep 6, place 55, place 64, place 21, place 26, place 22, place 5, place 16, "
    "place 70, place 44, wall 3, keep 13, place 0, place 3, place 53, hex 37, place 31, tower 30, "
    "keep 12, place 12, place 62, place 59, hex 35, sell silver, place 52, keep 4, done, place 57, "
    "place 45, keep 0, place 66, sell oil, sell oil, place 68, place 11, place 60, skip, place 23, "
    "place 56, place 15, place 71, sell wine, sell oil, sell oil").split(", ")


def test_the_order_is_asked_when_a_ship_drawn_after_a_purchase_could_need_the_wine() -> None:
    """Ann's extra Wine buys nothing among the ships in the harbour now, but
    Bo's purchase draws a new one, and some unseen ship could cost more Wine
    than Ann holds: Winery first may let her buy it, Market first not. Bo
    chooses, whatever the next ship really is."""
    game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=132))
    for action in BEFORE_SPOT_46:
        game.apply(action)
    game.apply("place 46")
    assert game.pending is not None and (game.pending.kind, game.pending.player) == ("order", 1)
    assert options_differ(game)  # (here the next ship really is one her extra Wine buys)
    # The ships in the harbour now give no reason to ask: the reason is a
    # ship the table cannot see yet.
    with pytest.MonkeyPatch.context() as m:
        m.setattr(asking._Turn, "_new_ship_may_need_more", lambda self, q: False)
        assert not asking.order_matters(game, game.remaining)


# Solo, seed 51, Ann first, the Rector's Palace without a choice: Ann's house
# on spot 53 touches the Winery, the Cathedral and the Market. A bot's house
# at the Winery makes it one Wine; its house at the Market buys after Ann's.
BEFORE_SPOT_53 = (
    "place 44, wall 18, place 64, exchange grapes, place 17, tower 43, wall 1, place 5, tower 24, "
    "place 13, wall 13, place 78, hex 52, hex 44, done, place 59, hex 35, done, exchange wood, "
    "sell oil").split(", ")


def test_the_order_is_asked_when_a_bots_wine_can_change_the_ship_it_buys() -> None:
    """A bot chooses its ship by what it holds (docs/rules.md §12.2): the Wine
    its Winery house makes before its Market house acts can change its choice,
    so Ann is asked, though none of her own houses needs the order."""
    game = new_game(GameConfig(mode="solo", players=["Ann"], seed=51,
                               options={"rector_no_choice": True, "human_first": True}))
    for action in BEFORE_SPOT_53:
        game.apply(action)
    game.apply("place 53")
    assert game.pending is not None and (game.pending.kind, game.pending.player) == ("order", 0)
    assert {game.board.hex_kind[h] for h in game.remaining} == {WINERY, CATHEDRAL, MARKET}
    assert options_differ(game)  # for some unseen ship drawn after Ann's purchase
