"""Computer players: legal moves at every level, for every decision, in every mode
(a kind with no rule of its own: its declared fallback), and no peeking at
what the deciding seat cannot see."""

from __future__ import annotations

import random
from functools import cache
from types import SimpleNamespace
from typing import Any

import pytest

from ragusa_tui.ai import LEVELS, Budget, UnknownLevel, make_agent
from ragusa_tui.ai.policies import parse_seats
from ragusa_tui.ai.rules import rule_action
from ragusa_tui.engine import DECISION_KINDS, Action, Decision, GameConfig, UnknownDecision, new_game
from ragusa_tui.engine.actions import DECLARED_DECISIONS, SKIP, DecisionDeclaration, first_legal, skip_or_first
from ragusa_tui.engine.game import Game

SETUPS = {"standard": ["Ann", "Bo", "Cy", "Di"], "duel": ["Ann", "Bo"], "solo": ["Ann"]}
KINDS = {mode: set(DECISION_KINDS) - ({"keep_bonus"} if mode == "solo" else set()) for mode in SETUPS}
QUICK = Budget(playouts=3)


@cache
def positions(mode: str) -> dict[str, Game]:
    """The first position of each decision kind met in random games."""
    found: dict[str, Game] = {}
    for seed in range(60):
        game = new_game(GameConfig(mode=mode, players=SETUPS[mode], seed=seed))
        pick = random.Random(seed)
        while not game.is_over:
            kind = game.pending.kind
            if kind not in found and len(game.legal_actions()) > 1:
                found[kind] = game.copy()
            game.apply(pick.choice(game.legal_actions()))
        if set(found) >= KINDS[mode]:
            break
    return found


@pytest.mark.parametrize("mode", list(SETUPS))
@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_answers_every_decision_legally(mode: str, level: str) -> None:
    found = positions(mode)
    assert set(found) >= KINDS[mode]
    agent = make_agent(level, seed=3)
    for kind, game in sorted(found.items()):
        before = game.state_key()
        action = agent.choose(game, QUICK if level in ("hard", "expert") else None)
        assert action in game.legal_actions(), (kind, action)
        assert game.state_key() == before  # thinking never changes the game


def test_same_seed_and_playouts_give_the_same_move() -> None:
    game = positions("standard")["place"]
    moves = {make_agent("hard", seed=11).choose(game, Budget(playouts=8)) for _ in range(3)}
    assert len(moves) == 1


@pytest.mark.parametrize("mode", list(SETUPS))
@pytest.mark.parametrize("level", list(LEVELS))
def test_choice_ignores_what_the_seat_cannot_see(mode: str, level: str) -> None:
    """Games that differ only in what the deciding seat cannot see (deck orders,
    other seats' cards, the bots' hands, the random state) get the same move."""
    game = positions(mode)["place"]
    p = game.pending.player
    worlds = [game.determinize(p, s) for s in (1, 2, 3)]
    assert len({tuple(map(tuple, w.bonus)) for w in worlds} | {tuple(w.ship_deck) for w in worlds}) > 1
    budget = Budget(playouts=6) if level in ("hard", "expert") else None
    choices = {make_agent(level, seed=5).choose(w, budget) for w in [game, *worlds]}
    assert len(choices) == 1


def test_a_time_budget_returns_a_legal_move() -> None:
    game = positions("duel")["place"]
    assert make_agent("hard").choose(game, Budget(seconds=0.05)) in game.legal_actions()


def test_levels_and_budgets_are_checked() -> None:
    with pytest.raises(UnknownLevel):
        make_agent("grandmaster")
    with pytest.raises(ValueError):
        Budget(playouts=3, seconds=1.0)
    with pytest.raises(ValueError):
        Budget()
    with pytest.raises(ValueError, match="no human seat"):
        parse_seats("hard,human,easy", 3)
    with pytest.raises(ValueError, match="3 player"):
        parse_seats("hard,easy", 3)
    assert parse_seats("Hard, medium", None) == ["hard", "medium"]


def test_a_finished_game_has_nothing_to_decide() -> None:
    game = new_game(GameConfig(mode="solo", players=["Ann"], seed=2))
    agent = make_agent("easy", seed=1)
    while not game.is_over:
        game.apply(agent.choose(game))
    with pytest.raises(ValueError, match="over"):
        agent.choose(game)


@pytest.mark.parametrize("mode", list(SETUPS))
@pytest.mark.parametrize("playouts", [1, 5, 24, 80])
def test_search_spends_no_more_than_its_budget(mode: str, playouts: int) -> None:
    game = positions(mode)["place"]
    verdict = make_agent("hard", seed=2).think(game, Budget(playouts=playouts))
    assert verdict.action in game.legal_actions()
    assert 0 < verdict.playouts <= max(playouts, verdict.candidates)


def test_no_playouts_leaves_the_choice_to_the_look_ahead() -> None:
    game = positions("standard")["place"]
    verdict = make_agent("expert", seed=4).think(game, Budget(playouts=0))
    assert verdict.playouts == 0
    assert verdict.action in game.legal_actions()


def test_when_every_playout_is_lost_by_far_the_mean_margin_still_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    """Beyond 30 VP a margin adds nothing to what a playout is worth, so a
    player far behind gets the same worth from every move; the search then
    takes the move that ended least far behind, not simply the look-ahead's
    first (a hint that would leave the player 30 VP further behind)."""
    from ragusa_tui.ai import search as searching
    from ragusa_tui.ai.lookahead import ranked

    game = positions("standard")["place"]
    p, seed, width = game.pending.player, 7, 3
    rnd = random.Random(seed)  # the search's own first steps: its candidates, best first
    options = [a for _, a in ranked(game.determinize(p, rnd.getrandbits(32)), width, rnd)[:width]]
    assert len(options) == width and all(a.kind == "place" for a in options)

    def far_behind(trial: Game, seat: int, _: random.Random) -> tuple[bool, int]:
        built = next(i for i, a in enumerate(options) if trial.owner[a.arg] == seat)  # type: ignore[index]
        return False, -100 + 10 * built  # the look-ahead's last candidate ends least far behind

    monkeypatch.setattr(searching, "playout", far_behind)
    verdict = searching.search(game, p, Budget(playouts=80), width, seed)
    assert verdict.action == options[-1] and verdict.margin == -80 and verdict.won == 0


@pytest.mark.parametrize(("fallback", "chosen"), [(first_legal, 0), (skip_or_first, 2), (lambda legal: legal[1], 1)])
def test_a_kind_with_no_rule_of_its_own_gets_its_declared_fallback(monkeypatch: pytest.MonkeyPatch, fallback: Any,
                                                                    chosen: int) -> None:
    """A kind declared in the engine alone is answered by the fallback its
    declaration names, never by a guess of the rules'."""
    monkeypatch.setitem(DECLARED_DECISIONS, "juggle", DecisionDeclaration("juggle", None, fallback))  # type: ignore[arg-type]
    legal = [Action("tower", 12), Action("sell", "wine"), SKIP]
    game = SimpleNamespace(pending=Decision(0, "juggle"), legal_actions=lambda: legal)  # type: ignore[arg-type]
    assert rule_action(game, random.Random(1)) is legal[chosen]  # type: ignore[arg-type]


def test_a_kind_the_engine_does_not_declare_is_refused_not_guessed() -> None:
    game = SimpleNamespace(pending=Decision(0, "juggle"), legal_actions=lambda: [SKIP])  # type: ignore[arg-type]
    with pytest.raises(UnknownDecision, match="There is no kind of decision 'juggle' in this game."):
        rule_action(game, random.Random(1))  # type: ignore[arg-type]
