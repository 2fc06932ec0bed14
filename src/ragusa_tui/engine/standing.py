"""Where each player stands: the VP of play by source, and what the end
scoring would add if the game ended now.

Bonus cards are secret: a player's cards are counted only for that player
(the viewer) until the game is over, so a screen built from this can never
show another player's secret.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .scoring import bonus_total, cathedral_vp

if TYPE_CHECKING:
    from .state import GameState

PLAY_SOURCES = ("Mason (walls built)", "Fishmonger", "Wharf (sales)", "Ships")


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


def standings(game: GameState, viewer: int | None) -> list[Standing]:
    """Every player's standing as `viewer` may see it (None: nobody's cards)."""
    if game.is_over:
        return [Standing(s.player, s.name, _play(game, s.player), s.walls, s.cathedral,
                         sum(b.vp for b in s.bonus)) for s in game.final_scores().players]
    out = []
    for p in range(game.n):
        out.append(Standing(p, game.names[p], _play(game, p), game.longest_wall(p).vp,
                            cathedral_vp(game, p), bonus_total(game, p) if p == viewer else None))
    return out


def _play(game: GameState, p: int) -> tuple[tuple[str, int], ...]:
    mason, fishmonger, wharf = game.action_vp[p]
    return tuple(zip(PLAY_SOURCES, (mason, fishmonger, wharf, game.ship_vp[p])))
