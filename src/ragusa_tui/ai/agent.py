"""Computer players: one small interface over four levels of play.

`make_agent(level, seed).choose(game, budget)` decides for whoever is to
decide in `game`, looking only at what that seat can see: every level works
on determinized copies (`Game.determinize`), never on the game itself.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ragusa_tui.engine import Action, RagusaError
from ragusa_tui.engine.game import Game

from .lookahead import ranked
from .rules import rule_action
from .search import Budget, Verdict, search

LEVELS = {
    "easy": "plays by simple rules, with a little noise",
    "medium": "tries each move and looks ahead to the end of the turn",
    "hard": "plays each of the best few moves out to the end, many times (about 0.25 s a move)",
    "expert": "like hard, with more playouts",
}


@dataclass(frozen=True, slots=True)
class _Level:
    width: int  # placements the look-ahead passes on to the search
    solo_width: int  # the same, against the Patrician
    playouts: int  # the default budget (0: no search)
    noise: float


# Measured on tuning seeds (3000 and up): against the Patrician's
# card-driven play the look-ahead's ranking often misses the best house, so
# the search weighs more candidates. At a table of 4, 5 candidates won more
# than 3 (200 games against 3 `easy`: 84.5% and 81.0%, 4 gaining 83.0%;
# 100 games against 3 `medium`: 58% and 50%) for the same CPU time, since
# successive halving spends the playouts on the ones still in the running.
_SETTINGS = {
    "easy": _Level(0, 0, 0, 1.5),
    "medium": _Level(12, 12, 0, 0.0),
    "hard": _Level(5, 8, 80, 0.0),
    "expert": _Level(5, 8, 200, 0.0),
}


class UnknownLevel(RagusaError, ValueError):
    """A level name that is not one of `LEVELS`."""


@dataclass(frozen=True, slots=True)
class Agent:
    """A computer player of one level. Deterministic: the same seed, position
    and budget (in playouts) give the same move."""

    level: str
    seed: int = 0

    def __post_init__(self) -> None:
        if self.level not in _SETTINGS:
            raise UnknownLevel(f"unknown level {self.level!r}: choose one of {', '.join(LEVELS)}")

    @property
    def default_budget(self) -> Budget:
        return Budget(playouts=_SETTINGS[self.level].playouts)

    def choose(self, game: Game, budget: Budget | None = None) -> Action:
        """The move for the seat now deciding in `game`."""
        return self.think(game, budget).action

    def think(self, game: Game, budget: Budget | None = None) -> Verdict:
        """Like `choose`, with the value found and the work done."""
        d = game.pending
        if d is None:
            raise ValueError("the game is over: there is nothing to decide")
        p = d.player
        level = _SETTINGS[self.level]
        width = level.solo_width if game.mode == "solo" else level.width
        rnd = random.Random(f"{self.seed}:{game.turn}:{p}:{d.kind}:{d.hex}:{d.spot}")
        legal = game.legal_actions()
        if len(legal) == 1:
            return Verdict(legal[0], 0.0, 0, 1)
        if self.level == "easy":
            view = game.determinize(p, rnd.getrandbits(32))
            return Verdict(rule_action(view, rnd, level.noise), 0.0, 0, len(legal))
        if self.level == "medium":
            view = game.determinize(p, rnd.getrandbits(32))
            value, action = ranked(view, width, rnd)[0]
            return Verdict(action, value, 0, len(legal))
        return search(game, p, budget or Budget(playouts=level.playouts), width, rnd.getrandbits(32))


def make_agent(level: str, seed: int = 0) -> Agent:
    """A computer player of `level` (one of `LEVELS`)."""
    return Agent(level, seed)
