"""Flat Monte Carlo search over determinized copies.

The look-ahead picks a few candidate moves; each is played out to the end of
the game many times, every seat following the rules with a little noise, on
fresh determinizations (the same ones for every candidate, so they are
compared on equal terms). Successive halving spends the playouts on the
candidates still in the running. The move with the best mean outcome wins.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ragusa_tui.engine import Action
from ragusa_tui.engine.game import Game

from .heuristics import result, worth
from .lookahead import ranked
from .rules import rule_action

PLAYOUT_NOISE = 0.6


@dataclass(frozen=True, slots=True)
class Budget:
    """How long to think: a number of playouts (reproducible) or CPU seconds."""

    playouts: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if (self.playouts is None) == (self.seconds is None):
            raise ValueError("a budget is either a number of playouts or a number of seconds")
        if (self.playouts or 0) < 0 or (self.seconds or 0) < 0:
            raise ValueError("a budget cannot be negative")


@dataclass(frozen=True, slots=True)
class Verdict:
    """The chosen move, why, and how much was looked at; with playouts, how
    the chosen move fared in its own."""

    action: Action
    value: float
    playouts: int
    candidates: int
    tried: int = 0  # the chosen move's playouts
    won: int = 0  # those of them the deciding seat won
    margin: float = 0.0  # its mean lead over the best other seat in them (VP)


def playout(game: Game, p: int, rnd: random.Random) -> tuple[bool, int]:
    """Play `game` (a determinized copy) to the end by the rules: whether `p`
    won it, and by how many VP `p` leads the best other seat (see `result`)."""
    while game.pending is not None:
        game.apply(rule_action(game, rnd, PLAYOUT_NOISE))
    return result(game, p)


def search(game: Game, p: int, budget: Budget, width: int, seed: int) -> Verdict:
    """The best move for `p` in `game` (the real game: only determinized
    copies of it are ever looked at)."""
    rnd = random.Random(seed)
    first = game.determinize(p, rnd.getrandbits(32))
    scored = ranked(first, width, rnd)[:width]
    options = [a for _, a in scored]
    timed = budget.seconds is not None
    if len(options) == 1 or (not timed and not budget.playouts):
        # Nothing to weigh, or no playouts to weigh it with: the look-ahead decides.
        return Verdict(options[0], scored[0][0], 0, len(options))
    total = {a: 0.0 for a in options}
    count = {a: 0 for a in options}
    wins = {a: 0 for a in options}
    lead = {a: 0 for a in options}
    alive = list(options)
    deadline = time.process_time() + (budget.seconds or 0.0)
    left = budget.playouts or 0
    # Playouts: halve the field each round. Time: every candidate to the end.
    rounds = max(1, (len(options) - 1).bit_length())
    per_round = max(len(options), left // rounds)
    used = 0
    # A lone survivor is the answer: playing it out further would only spend the budget.
    while len(alive) > 1 and (timed or left > 0):
        samples = 1 if timed else max(1, per_round // len(alive))
        for _ in range(samples):
            world_seed = rnd.getrandbits(32)
            world = game.determinize(p, world_seed)
            for a in alive:
                trial = world.copy()
                trial.apply(a)
                won, margin = playout(trial, p, random.Random(world_seed))
                total[a] += worth(won, margin)
                count[a] += 1
                wins[a] += won
                lead[a] += margin
                used += 1
                left -= 1
        if timed:
            if time.process_time() > deadline:
                break
            continue
        alive.sort(key=lambda a: (-total[a] / count[a], -lead[a] / count[a]))
        alive = alive[: (len(alive) + 1) // 2]
    best = max(alive, key=lambda a: (total[a] / count[a], lead[a] / count[a], -options.index(a)))
    return Verdict(best, total[best] / count[best], used, len(options), count[best], wins[best],
                   lead[best] / count[best])
