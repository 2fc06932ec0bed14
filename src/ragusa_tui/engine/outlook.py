"""VP as things stand: what each seat would score if the game ended now.

One total per seat, for a computer player's evaluation: VP scored so far,
the longest wall stretch, the Cathedral and, for the viewing seat only, its
bonus cards (no seat may count cards it cannot see). Fish are not
exchanged first, as they would be in final scoring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .scoring import bonus_total, cathedral_vp

if TYPE_CHECKING:
    from .state import GameState


def score_now(game: GameState, viewer: int | None = None) -> list[int]:
    """Each seat's VP if the game ended now; bonus cards only for `viewer`
    (every seat's once the game is over, when all cards are shown)."""
    if game.is_over:
        return [s.total for s in game.final_scores().players]
    out = []
    for p in range(game.n):
        total = game.vp[p] + game.longest_wall(p).vp + cathedral_vp(game, p)
        if p == viewer:
            total += bonus_total(game, p)
        out.append(total)
    return out
