"""The rules engine of Ragusa: pure Python, no user interface.

>>> from ragusa_tui.engine import GameConfig, new_game
>>> game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=1))
>>> game.pending.kind
'keep_bonus'
>>> game.apply(game.legal_actions()[0]) and None
"""

from .actions import DECISION_KINDS, Action, Decision, IllegalAction
from .config import GameConfig
from .data import DataError, GameData
from .events import Event
from .game import Game, new_game
from .record import RecordError, load_game
from .scoring import BonusScore, PlayerScore, Scores
from .undo import TakeBack, UndoRefused

__all__ = [
    "Action", "BonusScore", "DECISION_KINDS", "DataError", "Decision", "Event", "Game",
    "GameConfig", "GameData", "IllegalAction", "PlayerScore", "RecordError", "Scores",
    "TakeBack", "UndoRefused", "load_game", "new_game",
]
