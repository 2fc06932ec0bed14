"""Policies for headless play: one level for every seat, or one per seat."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ragusa_tui.engine import Action
from ragusa_tui.engine.game import Game

from .agent import LEVELS, Agent

Policy = Callable[[Game, random.Random], Action]


def seats_policy(levels: Sequence[str]) -> Policy:
    """A policy where seat `i` plays at `levels[i]`; each seat's agent is
    seeded from the game's seed, so a simulated game is reproducible."""
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    chosen = tuple(levels)

    def policy(game: Game, rng: random.Random) -> Action:
        d = game.pending
        assert d is not None
        return Agent(chosen[d.player], seed=game.config.seed * 8 + d.player).choose(game)

    return policy


def parse_seats(text: str, seats: int | None) -> list[str]:
    """`hard,medium,medium` as a list of levels; ValueError with one sentence
    if a name is not a level (people cannot sit at a headless game) or the
    count does not match `seats` (when known)."""
    levels = [part.strip().lower() for part in text.split(",")]
    for level in levels:
        if level == "human":
            raise ValueError("--seats takes computer levels only: a headless game has no human seat")
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} in --seats: choose from {', '.join(LEVELS)}")
    if seats is not None and len(levels) != seats:
        raise ValueError(f"--seats names {len(levels)} seat(s) but the game has {seats} player(s)")
    return levels
