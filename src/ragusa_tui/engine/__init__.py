"""The rules engine of Ragusa: pure Python, no user interface.

>>> from ragusa_tui.engine import GameConfig, new_game
>>> game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=1))
>>> game.pending.kind
'keep_bonus'
>>> game.apply(game.legal_actions()[0]) and None
"""

from ..catalogue import Message
from .actions import (
    DECISION_KINDS, DECLARED_DECISIONS, Action, ActionKind, Decision, DecisionDeclaration, DecisionKind, IllegalAction,
    UnknownDecision,
)
from .config import ConfigError, GameConfig
from .data import DataError, GameData
from ..errors import RagusaError
from .events import Event, EventKind, HouseAct
from .game import Game, new_game
from .record import RecordError, load_game
from .scores import BonusScore, PlayerScore, Scores
from .state import GameState
from .undo import TakeBack, UndoRefused

__all__ = [
    "Action", "ActionKind", "BonusScore", "ConfigError", "DECISION_KINDS", "DECLARED_DECISIONS", "DataError",
    "Decision", "DecisionDeclaration", "DecisionKind", "Event", "EventKind", "Game", "GameConfig", "GameData",
    "GameState", "HouseAct", "IllegalAction", "Message", "PlayerScore", "RagusaError", "RecordError", "Scores",
    "TakeBack", "UndoRefused", "UnknownDecision", "load_game", "new_game",
]
