"""Where each player stands: the VP of play by source, and what the end
scoring would add if the game ended now.

Bonus cards are secret: a player's cards are counted only for that player
(the viewer) until the game is over, so a screen built from this can never
show another player's secret.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter
from typing import TYPE_CHECKING, cast

from ..catalogue import ENGLISH
from .scoring import bonus_total, cathedral_vp

if TYPE_CHECKING:
    from .state import GameState

PLAY_SOURCE_KEYS = ("mason", "fishmonger", "wharf", "ships")  # where VP of play come from, in order
PLAY_SOURCES = tuple(ENGLISH.word("play_source", key) for key in PLAY_SOURCE_KEYS)  # their words


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's VP so far by source and the end scoring if it came now.
    `bonus` is None when the viewer may not see that player's cards."""

    player: int
    name: str
    play: tuple[tuple[str, int], ...]
    walls: int
    cathedral: int
    bonus: int | None

    @property
    def in_play(self) -> int:
        return sum(vp for _, vp in self.play)

    @property
    def if_ended_now(self) -> int:
        """The total if the game ended now (without secret cards not shown)."""
        return self.in_play + self.walls + self.cathedral + (self.bonus or 0)


def standings(game: GameState, viewer: int | None, public: list[Standing] | None = None) -> list[Standing]:
    """Every player's standing as `viewer` may see it (None: nobody's cards).
    `public`, if given, is this state's `standings(game, None)` already made:
    only the viewer's own cards are counted into it."""
    return _seen_by(game, _public(game) if public is None else public, viewer)


def _public(game: GameState) -> list[Standing]:
    if game.is_over:
        return [Standing(s.player, s.name, _play(game, s.player), s.walls, s.cathedral,
                         sum(b.vp for b in s.bonus)) for s in game.final_scores().players]
    walls = _wall_vp(game)
    return [Standing(p, game.names[p], _play(game, p), walls[p], cathedral_vp(game, p), None)
            for p in range(game.n)]


def _wall_vp(game: GameState) -> tuple[int, ...]:
    """Each seat's longest wall's VP (`longest_wall`), kept by what it
    depends on: the walls built and the pieces at the city limits, which
    change seldom, while the standings are asked after every move. The
    ones worked out lately are kept, at most `_WALLS_KEPT` (then all are
    forgotten)."""
    board = game.board
    at_limits = _at_limits(board.limit_spots)
    key = (board, game.n, tuple(game.walls), at_limits(game.owner), at_limits(game.powerhouse),
           at_limits(game.tower))
    found = _WALLS.get(key)
    if found is None:
        if len(_WALLS) >= _WALLS_KEPT:
            _WALLS.clear()
        found = _WALLS[key] = tuple(game.longest_wall(p).vp for p in range(game.n))
    return found


_WALLS: dict[tuple[object, ...], tuple[int, ...]] = {}  # each seat's longest wall's VP, by what it depends on
_WALLS_KEPT = 256  # the walls of the games played now, their last few states each


@lru_cache(maxsize=8)
def _at_limits(limits: tuple[int, ...]) -> Callable[[Sequence[object]], tuple[object, ...]]:
    """A reader of the values at the city-limit spots `limits`, as a tuple
    (`itemgetter`, at once in C; of one spot or none, still a tuple)."""
    if len(limits) > 1:
        return cast(Callable[[Sequence[object]], tuple[object, ...]], itemgetter(*limits))
    return lambda values: tuple(values[s] for s in limits)


def _seen_by(game: GameState, public: list[Standing], viewer: int | None) -> list[Standing]:
    """`public` with the viewer's own bonus cards counted (all are, once over)."""
    if game.is_over or viewer is None or not 0 <= viewer < game.n:
        return public
    seen = list(public)
    s = public[viewer]  # made by hand: `dataclasses.replace` walks the fields in Python (every seat, every move)
    seen[viewer] = Standing(s.player, s.name, s.play, s.walls, s.cathedral, bonus_total(game, viewer))
    return seen


def _play(game: GameState, p: int) -> tuple[tuple[str, int], ...]:
    mason, fishmonger, wharf = game.action_vp[p]
    return tuple(zip(PLAY_SOURCES, (mason, fishmonger, wharf, game.ship_vp[p])))
