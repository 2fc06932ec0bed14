"""One-turn look-ahead: try each move, play the rest of the turn by the rules, judge.

The `medium` level, and how the search picks the few moves worth its time.
"""

from __future__ import annotations

import random
from typing import cast

from ragusa_tui.engine import Action
from ragusa_tui.engine.actions import CARD_CHOICES
from ragusa_tui.engine.game import Game

from .heuristics import hex_values, house_value, position_value
from .rules import card_value, rule_action


def finish_turn(game: Game, p: int, rnd: random.Random) -> None:
    """Play on by the rules until the next house is to be placed (or the end)."""
    for _ in range(200):
        d = game.pending
        if d is None or d.kind in ("place", "keep_bonus"):
            return
        game.apply(rule_action(game, rnd))


def shortlist(game: Game, legal: list[Action], width: int) -> list[Action]:
    """At most `width` placements worth a closer look, best first by `house_value`."""
    d = game.pending
    assert d is not None
    if d.kind != "place":
        return legal
    p = d.player
    spots = [a for a in legal if a.kind != "exchange"]
    values = hex_values(game, p)
    # A placement's argument is its spot.
    spots.sort(key=lambda a: -house_value(game, p, cast(int, a.arg), a.kind == "powerhouse", values))
    return spots[:width] or legal  # fish are exchanged only when no spot is open


def ranked(game: Game, width: int, rnd: random.Random) -> list[tuple[float, Action]]:
    """The legal moves (a short list for placements) with their look-ahead value,
    best first. `game` must be the deciding seat's determinized copy."""
    d = game.pending
    assert d is not None
    p = d.player
    legal = game.legal_actions()
    if d.kind in CARD_CHOICES:  # judged by the cards alone: looking ahead shows nothing more
        out = [(card_value(game, p, cast(int, a.arg)), a) for a in legal]  # 'keep <card>'
    else:
        out = []
        for a in shortlist(game, legal, width):
            trial = game.copy()
            trial.apply(a)
            finish_turn(trial, p, rnd)
            out.append((position_value(trial, p), a))
    out.sort(key=lambda va: -va[0])
    return out
