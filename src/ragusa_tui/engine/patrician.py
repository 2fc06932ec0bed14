"""The Patrician's two bots: how they choose, by the solo rules.

These are rules of the solo game, not computer players (those are in
`ragusa_tui.ai`): each function looks at the game and returns the bot's
choice as the solo rules fix it; the game carries it out and logs it.
Nothing here changes the game.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .board import CATHEDRAL, EXCHANGE_COST, FISH, RESOURCES
from .walls import longest_stretch, passable

if TYPE_CHECKING:
    from .state import GameState


def cathedral_houses(game: GameState, p: int) -> int:
    h = game.board.hex_of_kind[CATHEDRAL]
    return sum(game.owner[s] == p and not game.powerhouse[s] for s in game.board.hex_ring[h])


def keeps_cathedral_sets(game: GameState, p: int, spend: Sequence[int]) -> bool:
    """Whether paying `spend` (Wine, Oil, Silver) leaves every set the bot's Cathedral houses score."""
    com = game.com[p]
    needed = min(cathedral_houses(game, p), min(com))
    return min(com[c] - spend[c] for c in range(3)) >= needed


def choose_sale(game: GameState, p: int) -> int | None:
    """Wharf: the most valuable commodity, then the one held most; never one
    that breaks a Cathedral set."""
    best = None
    for c in range(3):
        if game.com[p][c] == 0:
            continue
        spend = tuple(int(i == c) for i in range(3))
        if not keeps_cathedral_sets(game, p, spend):
            continue
        key = (game.market_value(c), game.com[p][c], -c)
        if best is None or key > best[0]:
            best = (key, c)
    return None if best is None else best[1]


def choose_ship(game: GameState, p: int) -> int | None:
    """Market: most stars, then paid with the commodity held most, then leftmost."""
    b = game.board
    best = None
    for slot in game.affordable_slots(p):
        cost = game.ship_cost(slot)
        if not keeps_cathedral_sets(game, p, cost):
            continue
        paid_with = b.harbour_down[slot]  # the commodity of the slot's base cost
        key = (b.ship_stars[game.harbour[slot]], game.com[p][paid_with], -slot)
        if best is None or key > best[0]:
            best = (key, slot)
    return None if best is None else best[1]


def _stretch_after_wall(game: GameState, p: int, slot: int) -> int:
    """The walls in the bot's longest stretch once `slot` is built (walls
    only: docs/rules.md §9.3 does not weigh the stretch's VP)."""
    walls = list(game.walls)
    walls[slot] = p
    return longest_stretch(game.board, walls, game.owner, game.powerhouse, game.tower, p).walls


def choose_wall(game: GameState, p: int) -> int:
    """Mason: the slot scoring most, then the one after which the bot's
    longest stretch has most walls, then the first clockwise from the
    Silversmith's top corner (slot 0)."""
    empty = [i for i, w in enumerate(game.walls) if w < 0]
    vp = {i: game.wall_slot_vp(i, p) for i in empty}
    top = max(vp.values())
    tied = [i for i in empty if vp[i] == top]
    if len(tied) == 1:  # the stretch is costly: look at it only to break a tie
        return tied[0]
    return max(tied, key=lambda i: (_stretch_after_wall(game, p, i), -i))


def _runs(flags: list[bool]) -> list[tuple[int, int]]:
    """Maximal runs of True in a cyclic list, as (start index, length)."""
    n = len(flags)
    if all(flags):
        return [(0, n)]
    start = next(i for i in range(n) if not flags[i])  # begin just after a gap
    runs = []
    i = (start + 1) % n
    length = 0
    run_start = i
    for _ in range(n):
        if flags[i]:
            if length == 0:
                run_start = i
            length += 1
        elif length:
            runs.append((run_start, length))
            length = 0
        i = (i + 1) % n
    if length:
        runs.append((run_start, length))
    return runs


def _open_loop(game: GameState, p: int, tower_at: int | None = None) -> list[bool]:
    """Which city-limit spots let the bot's wall through if every slot were built.
    A black reservation counts as a house of no player's colour."""
    flags = []
    for s in game.board.limit_spots:
        tower = p if s == tower_at else game.tower[s]
        if game.reserved[s] and game.owner[s] < 0:
            flags.append(tower == p)
        else:
            flags.append(passable(game.owner[s], game.powerhouse[s], tower, p))
    return flags


def _longest_open_run(game: GameState, p: int, tower_at: int) -> int:
    return max((length for _, length in _runs(_open_loop(game, p, tower_at))), default=0)


def choose_tower(game: GameState, p: int) -> int:
    """Architect: extend the bot's longest run of passable city-limit spots
    (every wall slot assumed built) at one of its ends, preferring a spot that
    holds a house or a reservation; else the next longest run; else any free
    tower spot, an empty one if possible, by the Mason's tie-breaks (own
    pieces beside it, then the longest run, then clockwise order)."""
    b = game.board
    loop = b.limit_spots
    n = len(loop)
    free = set(game._free_tower_spots())
    index = {s: i for i, s in enumerate(loop)}

    def pick(candidates: list[int]) -> int:
        return max(candidates, key=lambda s: (
            game.owner[s] >= 0 or game.reserved[s],
            _longest_open_run(game, p, s),
            -index[s],
        ))

    runs = sorted(_runs(_open_loop(game, p)), key=lambda r: (-r[1], r[0]))
    for start, length in runs:
        if length >= n:
            break
        ends = [loop[(start - 1) % n], loop[(start + length) % n]]
        candidates = [s for s in ends if s in free]
        if candidates:
            return pick(candidates)
    empty = [s for s in free if game.owner[s] < 0] or list(free)

    def own_beside(s: int) -> int:
        i = index[s]
        return sum((game.owner[t] == p and not game.powerhouse[t]) + (game.tower[t] == p)
                   for t in (loop[(i - 1) % n], loop[(i + 1) % n]))

    return max(empty, key=lambda s: (own_beside(s), _longest_open_run(game, p, s), -index[s]))


def best_fish_conversion(game: GameState, p: int, score: Callable[[dict[int, int]], int]) -> dict[int, int]:
    """The exchange of the bot's Fish into resources that scores most on its
    bonus cards. `score(extra)` returns the bot's bonus VP with `extra`
    resources added. Returns {resource: units}."""
    fish = game.res[p][FISH]
    targets = sorted({RESOURCES.index(c.target) for c in (game.board.bonus[i] for i in game.bonus[p])
                      if c.kind == "resource" and c.target != "fish"})
    best: tuple[int, int, dict[int, int]] = (score({}), 0, {})
    ranges = [range(fish // EXCHANGE_COST[r] + 1) for r in targets]
    for units in itertools.product(*ranges):
        cost = sum(u * EXCHANGE_COST[r] for u, r in zip(units, targets))
        if cost > fish:
            continue
        extra = {r: u for r, u in zip(targets, units) if u}
        vp = score(extra)
        if (vp, -cost) > (best[0], -best[1]):
            best = (vp, cost, extra)
    return best[2]
