"""The Patrician's moves shown step by step: each step carries the engine's
state after exactly that step, never a later one."""

from __future__ import annotations

import random

from ragusa_tui.engine import Game, GameConfig, new_game
from ragusa_tui.table.bot_steps import BotSteps


def test_each_step_shows_the_state_after_exactly_the_moves_revealed() -> None:
    checked = 0
    for seed in range(15):
        game = new_game(GameConfig(mode="solo", players=["Ann"], seed=seed))
        game.trace_for = 0
        rnd = random.Random(seed)
        while not game.is_over:
            before = game.snapshot(0)
            events = game.apply(rnd.choice(game.legal_actions()))
            steps = BotSteps.after(events, game.is_bot, before["turn"], before["active_player"],
                                   3, game.rounds, [s["reserved"] for s in before["spots"]],
                                   game.event_states)
            if steps is None:
                continue
            walls = list(before["walls"])
            vp = [p["vp"] for p in before["players"]]
            held = sum(len(step.events) for step in steps.steps)
            groups = [events[: len(events) - held]] + [list(step.events) for step in steps.steps]
            for i, group in enumerate(groups):
                for e in group:
                    if e.kind == "wall":
                        walls[e.data["slot"]] = e.player
                    if "vp" in e.data and e.player is not None:
                        vp[e.player] += e.data["vp"]
                if i == 0:
                    continue
                step = steps.steps[i - 1]
                assert step.state is not None
                assert step.state["walls"] == walls  # no wall from a later step
                if not step.state["over"]:
                    assert [p["vp"] for p in step.state["players"]] == vp
                checked += 1
            assert steps.steps[-1].state["walls"] == game.walls
    assert checked > 100


def _step_ends(game: Game) -> list[int]:
    """The index of the last setup event of each bot step (as the app groups them)."""
    steps = BotSteps.after(game.setup_events, game.is_bot, -1, None, 3, game.rounds,
                           [False] * game.board.n_spots, game.setup_states(0))
    assert steps is not None
    ends, end = [], len(game.setup_events) - sum(len(s.events) for s in steps.steps)
    for step in steps.steps:
        end += len(step.events)
        ends.append(end - 1)
    return ends


def test_the_bots_first_turns_in_setup_have_a_state_after_each_step() -> None:
    differed = 0
    for seed in range(40):
        game = new_game(GameConfig(mode="solo", players=["Ann"], seed=seed))
        key = game.state_key()
        states = game.setup_states(0)
        assert game.state_key() == key and game.trace_for is None  # the game is untouched
        assert len(states) == len(game.setup_events)
        walls = [-1] * game.board.n_walls
        vp = [0, 0, 0]
        towers = 0
        for event, state in zip(game.setup_events, states):
            if event.kind == "wall":
                walls[event.data["slot"]] = event.player
            if event.kind == "tower":
                towers += 1
            if "vp" in event.data and event.player is not None:
                vp[event.player] += event.data["vp"]
            assert state["walls"] == walls  # no wall from a later move
            assert [p["vp"] for p in state["players"]] == vp
            assert sum(s["tower"] is not None for s in state["spots"]) == towers
        end = game.snapshot(0)
        last = states[-1]
        assert last["walls"] == end["walls"] and last["players"] == end["players"]
        assert last["spots"] == end["spots"] and last["market"] == end["market"]
        first = states[_step_ends(game)[0]]
        if any(w >= 0 for w in end["walls"]):
            assert first["walls"] != end["walls"]
            assert [p["vp"] for p in first["players"]] != [p["vp"] for p in end["players"]]
            differed += 1
    assert differed >= 5


def test_the_deal_shares_the_state_after_it_and_a_standard_game_has_one_too() -> None:
    game = new_game(GameConfig(mode="solo", players=["Ann"], seed=2))
    states = game.setup_states(0)
    deal = next(i for i, e in enumerate(game.setup_events) if e.player is not None)
    assert all(s == states[0] for s in states[:deal])
    assert all(h is not None for h in states[0]["harbour"])
    assert all(s["house"] is None for s in states[0]["spots"] if s["reserved"])
    assert states[0]["pending"] is None
    standard = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=2))
    traced = standard.setup_states(1)
    assert len(traced) == len(standard.setup_events)
    assert traced[-1]["players"][0]["bonus"] is None and traced[-1]["players"][1]["bonus"] == []


def test_the_state_after_a_ship_event_shows_the_harbour_as_told() -> None:
    """A ship bought has left the harbour, and a ship drawn is in its last
    slot, in the state shown with the event that tells it."""
    bought = drawn = 0
    for seed in range(15):
        game = new_game(GameConfig(mode="solo", players=["Ann"], seed=seed))
        game.trace_for = 0
        rnd = random.Random(seed)
        while not game.is_over:
            events = game.apply(rnd.choice(game.legal_actions()))
            for event, state in zip(events, game.event_states, strict=True):
                cards = [slot and slot["card"] for slot in state["harbour"]]
                if event.kind == "ship":
                    assert event.data["card"] not in cards
                    bought += 1
                elif event.kind == "harbour" and "card" in event.data:
                    assert cards[-1] == event.data["card"] and len(cards) == len(game.harbour)
                    drawn += 1
    assert bought > 20 and drawn > 20
