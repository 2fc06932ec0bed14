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

from ..catalogue import Arg, Message, english
from ..safe_text import visible
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


def _field_problem(exc: ValidationError) -> Message:
    """The first field pydantic refused. What is wrong with it is pydantic's
    words, or, when a check of the game's own refused it with a message (the
    settings, `ConfigError`), that message, where it reads the same."""
    err = exc.errors()[0]
    path = ".".join(str(p) for p in err["loc"])
    where: Arg = visible(path, 60) if path else Message.of("phrase.top_level")
    msg = visible(err["msg"].removeprefix("Value error, "), 160)  # it may quote the file
    problem: Arg = f"{msg[:1].lower()}{msg[1:]}"
    ours = getattr(err.get("ctx", {}).get("error"), "message", None)
    if isinstance(ours, Message) and english(ours) == problem:
        problem = ours
    return Message.of("refusal.record_field", field=where, problem=problem)


def _reason(exc: Exception) -> Arg:
    """What an error says: its message if it has one, else its words."""
    said = getattr(exc, "message", None)
    return said if isinstance(said, Message) else str(exc)


def parse_record(payload: Any) -> GameRecord:
    """Check decoded JSON is a record this program reads (no replay)."""
    if not isinstance(payload, dict):
        raise RecordError(Message.of("refusal.record_not_object"))
    actions = payload.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_ACTIONS:
        raise RecordError(Message.of("refusal.record_too_long", count=len(actions), most=MAX_ACTIONS))
    if payload.get("format") != FORMAT:
        raise RecordError(Message.of("refusal.record_no_format"))
    version = payload.get("version")
    if version != VERSION or isinstance(version, bool):
        raise RecordError(Message.of("refusal.record_version", shown=visible(repr(version), 20), version=VERSION))
    try:
        return GameRecord.model_validate(payload, strict=True)
    except ValidationError as exc:
        raise RecordError(_field_problem(exc)) from None


def read_record(text: str | bytes) -> GameRecord:
    """Decode and check a record without replaying it (cheap: for listing saves)."""
    if not isinstance(text, (str, bytes)):
        raise RecordError(Message.of("refusal.record_not_text", type=type(text).__name__))
    if not (text.strip() if isinstance(text, str) else text.strip()):
        raise RecordError(Message.of("refusal.record_empty"))
    try:
        payload = json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(exc.doc.rstrip()) or exc.msg.startswith("Unterminated"):
            raise RecordError(Message.of("refusal.record_cut_short", line=exc.lineno, column=exc.colno)) from None
        detail = f"{exc.msg[:1].lower()}{exc.msg[1:]}"  # the JSON reader's words, to follow a colon
        raise RecordError(Message.of("refusal.record_not_json", line=exc.lineno, column=exc.colno,
                                     detail=detail)) from None
    except UnicodeDecodeError:
        raise RecordError(Message.of("refusal.record_not_utf8")) from None
    except RecursionError:
        raise RecordError(Message.of("refusal.record_too_deep")) from None
    except ValueError as exc:
        if "digits" in str(exc):  # Python's limit on the length of an integer
            raise RecordError(Message.of("refusal.record_long_number")) from None
        raise RecordError(Message.of("refusal.record_bad_json", detail=str(exc))) from None
    return parse_record(payload)


def replay_steps(record: GameRecord) -> Iterator[tuple[Game, Action | None, list[Event]]]:
    """Replay a record, checking each action.

    Yields the one game being played (mutated in place) after setup and then
    after each action, with that action and the events it caused.
    """
    try:
        game = new_game(record.config)
    except Exception as exc:  # noqa: BLE001 - any refusal of the settings is a bad record
        raise RecordError(Message.of("refusal.record_settings", reason=_reason(exc))) from None
    yield game, None, list(game.setup_events)
    for i, text in enumerate(record.actions):
        try:
            action = Action.parse(text)
        except IllegalAction:
            raise RecordError(Message.of("refusal.record_not_action", number=i + 1,
                                         text=visible(text, 40))) from None
        try:
            events = game.apply(action)
        except IllegalAction as exc:
            raise RecordError(Message.of("refusal.record_illegal", number=i + 1, text=visible(text, 40),
                                         reason=_reason(exc))) from None
        except Exception as exc:  # noqa: BLE001 - refuse the record rather than crash the caller
            raise RecordError(Message.of("refusal.record_crash", number=i + 1, text=visible(text, 40),
                                         error=type(exc).__name__, detail=str(exc))) from None
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
