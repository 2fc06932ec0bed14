"""The Patrician's moves shown step by step: each step carries the engine's
state after exactly that step, never a later one."""

from __future__ import annotations

import random

from ragusa_tui.app.bot_steps import BotSteps
from ragusa_tui.engine import GameConfig, new_game


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
