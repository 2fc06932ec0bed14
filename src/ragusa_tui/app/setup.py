"""The choices made on the new-game screen, before any engine exists."""

from __future__ import annotations

from dataclasses import dataclass

MIN_PLAYERS, MAX_PLAYERS = 3, 5


@dataclass(frozen=True)
class GameSetup:
    """Seats in clockwise order: names and colour names; seed (None: random);
    whether a hand-over screen hides secrets between players."""

    names: tuple[str, ...]
    colours: tuple[str, ...]
    seed: int | None = None
    handover: bool = True

    def problem(self) -> str | None:
        """Why this setup cannot start a game, in words; None if it can."""
        n = len(self.names)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            return f"A game needs {MIN_PLAYERS} to {MAX_PLAYERS} players."
        names = [x.strip() for x in self.names]
        if any(not x for x in names):
            return "Every player needs a name."
        if any(len(x) > 12 for x in names):
            return "Names can be at most 12 characters long."
        if len({x.casefold() for x in names}) != n:
            return "Two players have the same name."
        if len(set(self.colours)) != n:
            return "Two players have the same colour."
        return None
