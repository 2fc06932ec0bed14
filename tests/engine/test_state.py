"""A game's state is declared once (`GameState`): every value a game holds is
a declared, documented field, and copies follow the declaration."""

from __future__ import annotations

import random

import pytest

from ragusa_tui.engine import Game, GameConfig, GameState, new_game
from ragusa_tui.engine.fields import EMPTY, LIST, NOTHING, ROWS

CONFIGS = [
    GameConfig(players=["Ann", "Bo", "Cy", "Di"], seed=5),
    GameConfig(mode="duel", players=["Ann", "Bo"], seed=6),
    GameConfig(mode="solo", players=["Ann"], seed=7, options={"bots_best_of_pair": True}),
]
DECLARED = {f.name for f in GameState.FIELDS}


def played(config: GameConfig, decisions: int) -> Game:
    game = new_game(config)
    pick = random.Random(config.seed)
    for _ in range(decisions):
        if game.is_over:
            break
        game.apply(pick.choice(game.legal_actions()))
    return game


def test_every_field_says_what_it_holds_once() -> None:
    names = [f.name for f in GameState.FIELDS]
    assert len(names) == len(set(names))
    assert all(f.doc.strip() for f in GameState.FIELDS)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.mode)
def test_a_game_holds_only_declared_fields(config: GameConfig) -> None:
    fresh = Game(config)
    assert set(vars(fresh)) == DECLARED
    game = played(config, 12)
    assert set(vars(game)) == DECLARED
    assert set(vars(game.copy())) == DECLARED
    assert set(vars(game.determinize(0, 1))) == DECLARED
    if game.can_undo:
        game.undo()
        assert set(vars(game)) == DECLARED
    assert set(vars(played(config, 1000))) == DECLARED  # over


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.mode)
def test_a_copy_shares_nothing_that_play_changes(config: GameConfig) -> None:
    game = played(config, 10)
    assert not game.is_over
    game.trace_for = 0
    copy = game.copy()
    assert copy == game and type(copy) is Game
    for f in GameState.FIELDS:
        mine, theirs = getattr(game, f.name), getattr(copy, f.name)
        if f.copying in (LIST, ROWS):
            assert mine == theirs and mine is not theirs, f.name
        if f.copying is ROWS:
            assert all(a is not b for a, b in zip(mine, theirs)), f.name
        if f.copying is EMPTY:
            assert theirs == [], f.name
        if f.copying is NOTHING:
            assert theirs is None, f.name
    kept = [c for c in game._needs if c is not None]
    assert all(a[1] is not b[1] for a, b in zip(kept, (c for c in copy._needs if c is not None)))
    # Both play on alike and apart.
    action = game.legal_actions()[0]
    assert game.apply(action) == copy.apply(action)
    assert copy == game


def test_the_state_key_tells_games_apart_by_any_key_field() -> None:
    game = played(CONFIGS[0], 20)
    for f in GameState.FIELDS:
        if f.key is None or f.name in ("config", "board", "pending", "scores", "history"):
            continue
        other = game.copy()
        value = getattr(other, f.name)
        if isinstance(value, int):
            setattr(other, f.name, value + 1)
        elif value and isinstance(value[0], list):
            value[0].append(99)
        else:
            value.append(99)
        assert other != game, f.name
