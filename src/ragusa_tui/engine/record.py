"""The game record: config + every action applied + a summary. It is the save format.

Loading replays the actions from the seed, checking each, so a record either
reproduces its game exactly or is refused with one clear `RecordError`. The
summary (round, VP so far, ranking) lets a list of saves be shown without
replaying them; it is written on every save and never trusted for play.
Writing a record needs only the game's state: that is `summary`'s, whose
names this module re-exports.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..safe_text import quoted, visible
from .actions import Action, IllegalAction
from ..errors import RagusaError
from .config import GameConfig
from .events import Event
from .game import Game, new_game
from .summary import FORMAT, VERSION, Standing, Summary, record_dict, summarize, to_json

__all__ = [
    "FORMAT", "MAX_ACTIONS", "VERSION", "GameRecord", "RecordError", "Standing", "Summary", "load_game",
    "parse_record", "read_record", "record_dict", "replay", "replay_steps", "summarize", "to_json",
]

MAX_ACTIONS: Final = 20_000  # far more decisions than any game has


class RecordError(RagusaError, ValueError):
    """A game record that cannot be loaded; the message says why in one sentence."""


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="allow")

    format: Literal["ragusa-game"]
    version: int
    config: GameConfig
    actions: list[str] = Field(max_length=MAX_ACTIONS)
    summary: Summary | None = None  # absent in records written before summaries existed


def _field_problem(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"]) or "(top level)"
    msg = visible(err["msg"].removeprefix("Value error, "), 160)  # it may quote the file
    return f"field '{visible(where, 60)}' is invalid: {msg[:1].lower()}{msg[1:]}"


def parse_record(payload: Any) -> GameRecord:
    """Check decoded JSON is a record this program reads (no replay)."""
    if not isinstance(payload, dict):
        raise RecordError("the file does not hold a Ragusa game (expected a JSON object)")
    actions = payload.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_ACTIONS:
        raise RecordError(f"the file holds {len(actions)} actions, more than any game of Ragusa "
                          f"has (at most {MAX_ACTIONS})")
    if payload.get("format") != FORMAT:
        raise RecordError("the file does not hold a Ragusa game (no 'format': 'ragusa-game')")
    version = payload.get("version")
    if version != VERSION or isinstance(version, bool):
        shown = visible(repr(version), 20)
        raise RecordError(f"the game was saved in format version {shown}; this program reads version {VERSION}")
    try:
        return GameRecord.model_validate(payload, strict=True)
    except ValidationError as exc:
        raise RecordError(_field_problem(exc)) from None


def read_record(text: str | bytes) -> GameRecord:
    """Decode and check a record without replaying it (cheap: for listing saves)."""
    if not isinstance(text, (str, bytes)):
        raise RecordError(f"a game record is JSON text, not {type(text).__name__}")
    if not (text.strip() if isinstance(text, str) else text.strip()):
        raise RecordError("the file is empty")
    try:
        payload = json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        if exc.pos >= len(exc.doc.rstrip()) or exc.msg.startswith("Unterminated"):
            raise RecordError(f"the file is cut short (its JSON ends unfinished at {where})") from None
        raise RecordError(f"the file is not valid JSON ({where}: {exc.msg[:1].lower()}{exc.msg[1:]})") from None
    except UnicodeDecodeError:
        raise RecordError("the file is not text (it holds bytes that are not UTF-8)") from None
    except RecursionError:
        raise RecordError("the file is not a save (its JSON is nested too deeply)") from None
    except ValueError as exc:
        if "digits" in str(exc):  # Python's limit on the length of an integer
            raise RecordError("the file holds a number far too long to be part of a save") from None
        raise RecordError(f"the file is not valid JSON ({exc})") from None
    return parse_record(payload)


def replay_steps(record: GameRecord) -> Iterator[tuple[Game, Action | None, list[Event]]]:
    """Replay a record, checking each action.

    Yields the one game being played (mutated in place) after setup and then
    after each action, with that action and the events it caused.
    """
    try:
        game = new_game(record.config)
    except Exception as exc:  # noqa: BLE001 - any refusal of the settings is a bad record
        raise RecordError(f"the game settings cannot be used: {exc}") from None
    yield game, None, list(game.setup_events)
    for i, text in enumerate(record.actions):
        try:
            action = Action.parse(text)
        except IllegalAction:
            raise RecordError(f"action {i + 1} ({quoted(text)}) is not an action") from None
        try:
            events = game.apply(action)
        except IllegalAction as exc:
            raise RecordError(f"action {i + 1} ({quoted(text)}) is not legal in this game: {exc}") from None
        except Exception as exc:  # noqa: BLE001 - refuse the record rather than crash the caller
            raise RecordError(f"action {i + 1} ({quoted(text)}) could not be replayed "
                              f"({type(exc).__name__}: {exc})") from None
        yield game, action, events


def replay(record: GameRecord) -> Game:
    game = None
    for game, _, _ in replay_steps(record):
        pass
    assert game is not None
    return game


def load_game(text: str | bytes) -> Game:
    """Rebuild a game from `Game.to_json()` text; `RecordError` if it cannot be."""
    return replay(read_record(text))
