"""The root of the errors this project raises on purpose.

Every error the game raises for something it refuses (an illegal action, a
damaged save, a table's refusal, a port in use...) is a `RagusaError`, so a
program that uses the package can catch them all in one clause and tell
them from bugs. Each keeps the built-in base it had (`IllegalAction` is
still a `ValueError`), and `str()` of each is one sentence for a person.

>>> from ragusa_tui.engine import Action, IllegalAction, RagusaError
>>> try:
...     Action.parse("place x")
... except RagusaError as error:
...     isinstance(error, IllegalAction) and isinstance(error, ValueError)
True
"""

from __future__ import annotations


class RagusaError(Exception):
    """Something the game refuses, in one sentence (see the module's note)."""
