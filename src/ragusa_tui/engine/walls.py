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
    ok = [passable(owner[s], powerhouse[s], tower[s], player) for s in limit]
    mine = [(owner[s] == player and not powerhouse[s], tower[s] == player) for s in limit]
    if all(w >= 0 for w in built) and all(ok):
        return Stretch(n, sum(h for h, _ in mine), sum(t for _, t in mine), tuple(range(n)))
    best = NO_STRETCH
    for start in range(n):
        if built[start] < 0:
            continue
        slots = [start]
        houses = towers = 0
        i = start
        while len(slots) < n:
            j = (i + 1) % n  # the spot between slot i and slot j is limit[j]
            if built[j] < 0 or not ok[j]:
                break
            houses += mine[j][0]
            towers += mine[j][1]
            slots.append(j)
            i = j
        cand = Stretch(len(slots), houses, towers, tuple(slots))
        if (cand.walls, cand.vp) > (best.walls, best.vp):
            best = cand
    return best
