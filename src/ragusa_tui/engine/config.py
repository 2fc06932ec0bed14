"""The settings a game is started with."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..safe_text import blank, quoted

Mode = Literal["standard", "duel", "solo"]  # the kinds of game

HOUSES_PER_PLAYER = {2: 12, 3: 12, 4: 10, 5: 9}
TOWERS_PER_PLAYER = 15
# The fewest and the most players of each mode.
SEATS_BY_MODE: dict[Mode, tuple[int, int]] = {"standard": (3, 5), "duel": (2, 2), "solo": (1, 1)}
SOLO_OPTIONS = {
    "rector_no_choice": "Harder: at the Rector's Palace you take the top card, with no choice.",
    "bots_best_of_pair": "Easier: the bots keep Rector cards in pairs and score only the better card of each pair.",
    "human_first": "Easier: you play first in every round, before both bots.",
}


class GameConfig(BaseModel):
    """Mode, seats (names in clockwise order), seed and rule options."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    mode: Mode = "standard"
    players: list[str]  # how many: see `seats_problem`
    seed: int = 0
    options: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _seats_fit_mode(self) -> GameConfig:
        n = len(self.players)
        problem = seats_problem(self.mode, n)
        if problem:
            raise ValueError(problem)
        names = [p.strip() for p in self.players]
        if any(not p for p in names):
            raise ValueError("player names must not be empty")
        if any(blank(p) for p in names):
            raise ValueError("every player name must show at least one visible character")
        for p in names:
            if len(p) > 24 or not p.isprintable() or "[" in p or "]" in p:
                raise ValueError(f"player name {quoted(p)} must be at most 24 printable characters, "
                                 "without square brackets")
        if len(set(names)) != n:
            raise ValueError("player names must be different")
        allowed = SOLO_OPTIONS if self.mode == "solo" else {}
        unknown = sorted(set(self.options) - set(allowed))
        if unknown:
            raise ValueError(f"unknown options for {self.mode} games: {', '.join(unknown)}")
        for key, value in self.options.items():
            if not isinstance(value, bool):
                raise ValueError(f"option {key} must be true or false")
        return self


def seats_problem(mode: Mode, n: int) -> str | None:
    """Why `n` players cannot play a game of `mode` (None if they can)."""
    low, high = SEATS_BY_MODE[mode]
    if low <= n <= high:
        return None
    want = f"{low}" if low == high else f"{low} to {high}"
    return f"{mode} games need {want} player{'s' * (high > 1)}, got {n}"
