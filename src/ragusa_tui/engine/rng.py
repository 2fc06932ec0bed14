"""A tiny seeded generator kept inside the game state.

SplitMix64: the whole state is one int, so copying a game copies its
randomness, and the same seed gives the same game on every machine and
Python version.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def next_state(state: int) -> tuple[int, int]:
    """Advance the state; return (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def seed_state(seed: int) -> int:
    return seed & _MASK


def below(state: int, n: int) -> tuple[int, int]:
    """A number in [0, n) without modulo bias."""
    limit = _MASK - (_MASK % n)
    while True:
        state, z = next_state(state)
        if z < limit:
            return state, z % n


def shuffle(state: int, items: list[T]) -> int:
    """Fisher-Yates in place; returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
