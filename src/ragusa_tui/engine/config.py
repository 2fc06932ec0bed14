"""The settings a game is started with."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..catalogue import ENGLISH, Message, english
from ..errors import RagusaError
from ..safe_text import blank, visible

Mode = Literal["standard", "duel", "solo"]  # the kinds of game

HOUSES_PER_PLAYER = {2: 12, 3: 12, 4: 10, 5: 9}
TOWERS_PER_PLAYER = 15
# The fewest and the most players of each mode.
SEATS_BY_MODE: dict[Mode, tuple[int, int]] = {"standard": (3, 5), "duel": (2, 2), "solo": (1, 1)}
# The solo options (docs/rules.md §9.5), each with what it does in the
# catalogue's words ("help.solo_option.<option>").
SOLO_OPTIONS = {
    option: ENGLISH.text(f"help.solo_option.{option}")
    for option in ("rector_no_choice", "bots_best_of_pair", "human_first")
}


class ConfigError(RagusaError, ValueError):
    """Settings a game cannot start with. Raised while a `GameConfig` is
    checked, it reaches the caller inside pydantic's `ValidationError`,
    whose first error's `ctx["error"]` is this error and its message."""


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
        problem = seats_problem_message(self.mode, n)
        if problem is not None:
            raise ConfigError(problem)
        names = [p.strip() for p in self.players]
        if any(not p for p in names):
            raise ConfigError(Message.of("refusal.name_empty"))
        if any(blank(p) for p in names):
            raise ConfigError(Message.of("refusal.name_blank"))
        for p in names:
            if len(p) > 24 or not p.isprintable() or "[" in p or "]" in p:
                raise ConfigError(Message.of("refusal.name_form", name=visible(p, 40)))
        if len(set(names)) != n:
            raise ConfigError(Message.of("refusal.names_repeat"))
        allowed = SOLO_OPTIONS if self.mode == "solo" else {}
        unknown = sorted(set(self.options) - set(allowed))
        if unknown:
            # The options named are the caller's own words: listed as given.
            raise ConfigError(Message.of("refusal.unknown_options", mode=self.mode, options=", ".join(unknown)))
        for key, value in self.options.items():
            if not isinstance(value, bool):
                raise ConfigError(Message.of("refusal.option_not_bool", option=key))
        return self


def seats_problem(mode: Mode, n: int) -> str | None:
    """Why `n` players cannot play a game of `mode` (None if they can)."""
    problem = seats_problem_message(mode, n)
    return None if problem is None else english(problem)  # the engine's words are English


def seats_problem_message(mode: Mode, n: int) -> Message | None:
    """`seats_problem` as a message."""
    low, high = SEATS_BY_MODE[mode]
    if low <= n <= high:
        return None
    if low == high:
        return Message.of("refusal.seats_exact", mode=mode, count=low, got=n)
    return Message.of("refusal.seats_range", mode=mode, low=low, high=high, got=n)
