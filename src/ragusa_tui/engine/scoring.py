"""End scoring: walls, the Cathedral, bonus cards, the ranking.

The scores it gives are the values of `scores` (re-exported here).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..catalogue import ENTRIES, Message, english
from .board import CATHEDRAL, RESOURCES
from .scores import BONUS_CAP, BonusScore, PlayerScore, Scores, total_vp

if TYPE_CHECKING:
    from .board import Board
    from .state import GameState

__all__ = [
    "BONUS_CAP", "BONUS_TITLES", "BonusScore", "PlayerScore", "Scores", "bonus_message", "bonus_raw",
    "bonus_scores", "bonus_title", "bonus_total", "cathedral_vp", "score_game", "total_vp",
]

# Each kind of bonus card's title (docs/rules.md §11.4), as the catalogue
# words it ("bonus.<kind>": its target, a resource or a ship good, by key).
BONUS_TITLES = {kind: ENTRIES[f"bonus.{kind}"].template
                for kind in ("resource", "ship_good", "variety", "sets", "shipping", "walls", "towers")}


@lru_cache(maxsize=256)
def bonus_title(board: Board, card: int) -> str:
    return english(bonus_message(board, card))


def bonus_message(board: Board, card: int) -> Message:
    """A bonus card's title as a message: "2 VP per Stone" is "bonus.resource"
    with its VP and its target's key."""
    c = board.bonus[card]
    if c.kind == "resource":
        return Message.of("bonus.resource", vp=c.vp, target=c.target)
    if c.kind == "ship_good":
        return Message.of("bonus.ship_good", vp=c.vp, target=c.target)
    if c.kind == "shipping":  # 1 VP per 2 VP, whatever the card says
        return Message.of("bonus.shipping")
    return Message.of(f"bonus.{c.kind}", vp=c.vp)


def bonus_raw(game: GameState, p: int, card: int) -> int:
    c = game.board.bonus[card]
    b = game.board
    if c.kind == "resource":
        return c.vp * game.res[p][RESOURCES.index(c.target)]
    if c.kind == "ship_good":
        return c.vp * sum(b.ship_good[s] == c.target for s in game.ships[p])
    if c.kind == "variety":
        return c.vp * len({b.ship_good[s] for s in game.ships[p]})
    if c.kind == "sets":
        return c.vp * min(game.com[p])
    if c.kind == "shipping":
        return game.ship_vp[p] // 2
    if c.kind == "walls":
        n = 0
        for slot, built in enumerate(game.walls):
            if built >= 0 and any(
                (game.owner[s] == p and not game.powerhouse[s]) or game.tower[s] == p
                for s in b.wall_slots[slot]
            ):
                n += 1
        return c.vp * n
    if c.kind == "towers":
        return c.vp * sum(t == p for t in game.tower)
    raise AssertionError(c.kind)


def bonus_scores(game: GameState, p: int) -> tuple[BonusScore, ...]:
    """Each kept card's score; of a bot's Rector pair (easier solo option) only
    the better card counts."""
    raw = {c: bonus_raw(game, p, c) for c in game.bonus[p]}
    dropped = set()
    for a, b in game.bonus_pairs[p]:
        dropped.add(b if min(BONUS_CAP, raw[a]) >= min(BONUS_CAP, raw[b]) else a)
    return tuple(BonusScore(c, bonus_title(game.board, c), raw[c], c not in dropped) for c in game.bonus[p])


def bonus_total(game: GameState, p: int) -> int:
    """The VP of `p`'s bonus cards: `bonus_scores` summed, without building
    them (search and the final-exchange question call this often)."""
    raw = {c: bonus_raw(game, p, c) for c in game.bonus[p]}
    dropped = set()
    for a, b in game.bonus_pairs[p]:
        dropped.add(b if min(BONUS_CAP, raw[a]) >= min(BONUS_CAP, raw[b]) else a)
    return sum(min(BONUS_CAP, raw[c]) for c in game.bonus[p] if c not in dropped)


def cathedral_vp(game: GameState, p: int) -> int:
    sets = min(game.com[p])
    if sets == 0:  # no set of the three commodities (most of a game): nothing, whatever the houses
        return 0
    b = game.board
    h = b.hex_of_kind[CATHEDRAL]
    houses = sum(game.owner[s] == p and not game.powerhouse[s] for s in b.hex_ring[h])
    return min(houses, sets) * sum(game.market_value(c) for c in range(3))


def score_game(game: GameState) -> Scores:
    parts = []
    for p in range(game.n):
        stretch = game.longest_wall(p)
        cathedral = cathedral_vp(game, p)
        bonus = bonus_scores(game, p)
        tiebreak = sum(game.com[p][c] * game.market_value(c) for c in range(3))
        total = total_vp(game.vp[p], stretch.vp, cathedral, bonus)
        parts.append((stretch, cathedral, bonus, tiebreak, total))
    order, ranks = _places([(total, tiebreak) for *_, tiebreak, total in parts])
    # Each score is built once, with its rank: search copies score every playout.
    players = tuple(
        PlayerScore(player=p, name=game.names[p], in_game=game.vp[p], walls=stretch.vp,
                    wall_detail=(stretch.walls, stretch.houses, stretch.towers), cathedral=cathedral,
                    bonus=bonus, tiebreak=tiebreak, rank=ranks[p])
        for p, (stretch, cathedral, bonus, tiebreak, _) in enumerate(parts))
    beats = None
    if game.mode == "solo":
        human = players[0]
        beats = {s.name: (human.total, human.tiebreak) > (s.total, s.tiebreak) for s in players[1:]}
    return Scores(players, order, beats)


def _places(keys: list[tuple[int, int]]) -> tuple[tuple[int, ...], list[int]]:
    """From each seat's (total, tie-break): the seats best first (equal ones
    in seat order) and each seat's rank; seats equal on both share a rank."""
    order = sorted(range(len(keys)), key=lambda p: (-keys[p][0], -keys[p][1], p))
    ranks = [0] * len(keys)
    for i, p in enumerate(order):
        ranks[p] = ranks[order[i - 1]] if i and keys[order[i - 1]] == keys[p] else i + 1
    return tuple(order), ranks
