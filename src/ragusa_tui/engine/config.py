"""The settings a game is started with."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

HOUSES_PER_PLAYER = {2: 12, 3: 12, 4: 10, 5: 9}
TOWERS_PER_PLAYER = 15


class GameConfig(BaseModel):
    """Mode, seats (names in clockwise order), seed and rule options."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    mode: Literal["standard", "duel", "solo"] = "standard"
    players: list[str] = Field(min_length=1, max_length=5)
    seed: int = 0
    options: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _seats_fit_mode(self) -> GameConfig:
        n = len(self.players)
        need = {"standard": (3, 5), "duel": (2, 2), "solo": (1, 1)}[self.mode]
        if not need[0] <= n <= need[1]:
            want = f"{need[0]}" if need[0] == need[1] else f"{need[0]} to {need[1]}"
            raise ValueError(f"{self.mode} games need {want} players, got {n}")
        names = [p.strip() for p in self.players]
        if any(not p for p in names):
            raise ValueError("player names must not be empty")
        if len(set(names)) != n:
            raise ValueError("player names must be different")
        if self.mode != "solo" and self.options:
            raise ValueError(f"unknown options for {self.mode} games: {', '.join(sorted(self.options))}")
        return self
