"""Computer players for any seat, from `easy` to `expert`.

>>> from ragusa_tui.ai import make_agent
>>> from ragusa_tui.engine import GameConfig, new_game
>>> game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=1))
>>> make_agent("medium", seed=7).choose(game) in game.legal_actions()
True
"""

from .agent import LEVELS, Agent, UnknownLevel, make_agent
from .search import Budget, Verdict

__all__ = ["LEVELS", "Agent", "Budget", "UnknownLevel", "Verdict", "make_agent"]
