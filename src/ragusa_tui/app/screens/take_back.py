"""Undo at the table: who may take back the last decision, and doing it.

The engine says what may be taken back at all (nothing revealed since,
nobody else's decision). At a shared keyboard the app adds who is asking:
with hand-over screens, the keyboard belongs to the player deciding now, so
from the map they may take back only their own decisions; the previous
player is offered the take-back on the hand-over screen, before the
keyboard changes hands. Without hand-overs (solo, or turned off) whoever
sits at the keyboard may take back the last decision the engine allows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import UndoRefused
from ...safe_text import markup

if TYPE_CHECKING:
    from .game import GameScreen


def asker(screen: GameScreen) -> int | None:
    """Whose decisions the keyboard may take back now (None: anyone's)."""
    return screen.viewer if screen.handover else None


def offer(screen: GameScreen, player: int) -> int | None:
    """On the hand-over to `player`: the previous player, if they may take back their move."""
    game = screen.session.game
    last = game.last_decision if game.history else None
    if last is None or last.player == player or game.undo_problem(last.player):
        return None
    return last.player


def take_back(screen: GameScreen, player: int | None) -> bool:
    """Take back the last decision for `player` (None: whoever made it); say
    why not if it may not. Returns whether it was taken back."""
    session = screen.session
    problem = session.undo_problem(player)
    if problem is None:
        screen.bots.stop()
        try:
            line = session.undo(player)
        except UndoRefused as error:
            problem = str(error)
        else:
            screen.notify(markup(line), title="Taken back", timeout=4)
            return True
    screen.notify(markup(problem), title="Cannot take back", severity="warning")
    return False
