"""Where each player stands: the VP of play by source, and what the end
scoring would add if the game ended now.

Bonus cards are secret: a player's cards are counted only for that player
(the viewer) until the game is over, so a screen built from this can never
show another player's secret.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..catalogue import word
from .scoring import bonus_total, cathedral_vp

if TYPE_CHECKING:
    from .state import GameState

PLAY_SOURCE_KEYS = ("mason", "fishmonger", "wharf", "ships")  # where VP of play come from, in order
PLAY_SOURCES = tuple(word("play_source", key) for key in PLAY_SOURCE_KEYS)  # their words


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
    return [Standing(p, game.names[p], _play(game, p), game.longest_wall(p).vp, cathedral_vp(game, p), None)
            for p in range(game.n)]


def _seen_by(game: GameState, public: list[Standing], viewer: int | None) -> list[Standing]:
    """`public` with the viewer's own bonus cards counted (all are, once over)."""
    if game.is_over or viewer is None or not 0 <= viewer < game.n:
        return public
    seen = list(public)
    seen[viewer] = replace(public[viewer], bonus=bonus_total(game, viewer))
    return seen


def _play(game: GameState, p: int) -> tuple[tuple[str, int], ...]:
    mason, fishmonger, wharf = game.action_vp[p]
    return tuple(zip(PLAY_SOURCES, (mason, fishmonger, wharf, game.ship_vp[p])))
