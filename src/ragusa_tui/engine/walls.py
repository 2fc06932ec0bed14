"""City walls: the longest stretch each player can claim along the loop."""

from __future__ import annotations

from typing import NamedTuple

from .board import Board


class Stretch(NamedTuple):
    walls: int
    houses: int
    towers: int
    slots: tuple[int, ...]

    @property
    def vp(self) -> int:
        return self.walls + self.houses + self.towers


NO_STRETCH = Stretch(0, 0, 0, ())


def passable(owner: int, powerhouse: bool, tower: int, player: int) -> bool:
    """A spot lets a player's stretch through if it is empty or holds one of
    that player's pieces; a Powerhouse blocks everyone but a tower's owner."""
    if tower == player:
        return True
    if owner == player and not powerhouse:
        return True
    return owner < 0 and tower < 0


def longest_stretch(board: Board, built: list[int], owner: list[int], powerhouse: list[bool],
                    tower: list[int], player: int) -> Stretch:
    """The player's longest run of built walls (most walls; among equally long
    runs, the one scoring most)."""
    n = board.n_walls
    limit = board.limit_spots  # limit[i] is the spot where slot i starts
    # Only a built slot's start spot is ever looked at: with few walls (most
    # of a game; every seat's standing asks this after every move) that is little.
    walled = [i for i in range(n) if built[i] >= 0]
    if not walled:
        return NO_STRETCH
    ok = [False] * n
    mine = [(False, False)] * n
    for i in walled:
        s = limit[i]
        # `passable`, written out: this runs at every game's end.
        ok[i] = tower[s] == player or (owner[s] == player and not powerhouse[s]) or (owner[s] < 0 and tower[s] < 0)
        mine[i] = (owner[s] == player and not powerhouse[s], tower[s] == player)
    if len(walled) == n and all(ok):
        return Stretch(n, sum(h for h, _ in mine), sum(t for _, t in mine), tuple(range(n)))
    best_walls = best_vp = -1
    best_start = best_houses = best_towers = 0
    for start in walled:
        walls, houses, towers = 1, 0, 0
        i = start
        while walls < n:
            j = i + 1 if i + 1 < n else 0  # the spot between slot i and slot j is limit[j]
            if built[j] < 0 or not ok[j]:
                break
            house, towered = mine[j]
            houses += house
            towers += towered
            walls += 1
            i = j
        if walls > best_walls or (walls == best_walls and walls + houses + towers > best_vp):
            best_walls, best_vp = walls, walls + houses + towers
            best_start, best_houses, best_towers = start, houses, towers
    if best_walls < 0:
        return NO_STRETCH
    slots = tuple((best_start + k) % n for k in range(best_walls))
    return Stretch(best_walls, best_houses, best_towers, slots)
