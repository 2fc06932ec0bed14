"""The choices made on the new-game screen, before any engine exists.

The engine is imported only in `GameSetup.config`, so the start screen can
show this module's words without loading the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..safe_text import blank

if TYPE_CHECKING:
    from ..catalogue import Message
    from ..engine import GameConfig
    from ..engine.config import Mode

MIN_PLAYERS, MAX_PLAYERS = 3, 5
NAME_MOST = 12  # characters in a player's name, at most (the map's and the mats' room)
STANDARD, DUEL, SOLO = "standard", "duel", "solo"
MODES = (STANDARD, DUEL, SOLO)
# How many people sit at the keyboard in each mode (the solo bots not counted).
SEATS = {STANDARD: (MIN_PLAYERS, MAX_PLAYERS), DUEL: (2, 2), SOLO: (1, 1)}
# The Patrician's two bots always play these colours, in this seat order.
BOT_COLOURS = ("Orange", "Blue")
STEP_PAUSE = 0.6  # seconds between two shown moves of the Patrician
# Computer players a seat may be given (ragusa_tui.ai); "" is a person.
COMPUTER_LEVELS = ("easy", "medium", "hard", "expert")


@dataclass(frozen=True)
class GameSetup:
    """Seats at the keyboard in clockwise order: names and colour names; seed
    (None: random); whether a hand-over screen hides secrets between players;
    the mode; the solo options switched on; the pause between bot moves (0
    shows them all at once); the computer level of each seat ("" or none
    given: a person)."""

    names: tuple[str, ...]
    colours: tuple[str, ...]
    seed: int | None = None
    handover: bool = True
    mode: str = STANDARD
    options: tuple[str, ...] = ()
    step_pause: float = STEP_PAUSE
    computers: tuple[str, ...] = ()

    def level(self, seat: int) -> str | None:
        """The computer level playing `seat`, or None for a person."""
        return (self.computers[seat] or None) if seat < len(self.computers) else None

    @property
    def people(self) -> int:
        """How many seats persons play (the rest are computers)."""
        return sum(1 for seat in range(len(self.names)) if self.level(seat) is None)

    def seat_colours(self, mode: str | None = None) -> tuple[str, ...]:
        """The colour of every seat of a game in `mode` (default: this setup's),
        the solo bots' included; a human seat never takes a bot's colour."""
        if (mode or self.mode) != SOLO:
            return self.colours
        human = next((c for c in (*self.colours[:1], "Red", "Green") if c not in BOT_COLOURS))
        return (human, *BOT_COLOURS)

    def problem(self) -> str | None:
        """Why this setup cannot start a game, in words; None if it can."""
        message = self.problem_message()
        return None if message is None else str(message)

    def problem_message(self) -> Message | None:
        """`problem` as a message (the catalogue loaded only now: the start
        screen shows no setup's problem)."""
        from ..catalogue import Message

        n = len(self.names)
        low, high = SEATS.get(self.mode, (0, -1))
        if self.mode not in SEATS:
            return Message.of("problem.setup_no_mode", mode=self.mode)
        if not low <= n <= high:
            if self.mode == SOLO:
                return Message.of("problem.setup_solo_players")
            if self.mode == DUEL:
                return Message.of("problem.setup_duel_players", count=low)
            return Message.of("problem.setup_players", low=low, high=high)
        names = [x.strip() for x in self.names]
        if any(not x for x in names):
            return Message.of("problem.setup_names_missing" if n > 1 else "problem.setup_name_missing")
        if any(blank(x) for x in names):
            return Message.of("problem.setup_name_blank")
        if any(len(x) > NAME_MOST for x in names):
            return Message.of("problem.setup_name_long", most=NAME_MOST)
        if any("[" in x or "]" in x or not x.isprintable() for x in names):
            return Message.of("problem.setup_name_form")
        if len({x.casefold() for x in names}) != n:
            return Message.of("problem.setup_names_repeat")
        if len(self.colours) != n:
            return Message.of("problem.setup_colour_missing")
        if len(set(self.colours)) != n or self.mode == SOLO and self.colours[0] in BOT_COLOURS:
            if self.mode == SOLO:
                return Message.of("problem.setup_patricians_colours")
            return Message.of("problem.setup_colours_repeat")
        if self.mode != SOLO and self.options:
            return Message.of("problem.setup_options_not_solo")
        if self.computers:
            if len(self.computers) != n or any(c and c not in COMPUTER_LEVELS for c in self.computers):
                return Message.of("problem.setup_unknown_seat")
            if all(self.computers):
                return Message.of("problem.setup_no_person")
        return None

    def config(self, seed: int) -> GameConfig:
        """The engine's settings for this setup, with `seed`."""
        from ..engine import GameConfig

        options: dict[str, bool] = {}
        if self.mode == SOLO:
            from ..engine.config import SOLO_OPTIONS

            options = {key: key in self.options for key in SOLO_OPTIONS}
        # A mode the engine does not know is refused by its validation, as `problem` words it.
        return GameConfig(mode=cast("Mode", self.mode), players=[x.strip() for x in self.names], seed=seed,
                          options=options)
