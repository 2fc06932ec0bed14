"""The game record: config + every action applied. It is the save format.

Loading replays the actions from the seed, checking each, so a record either
reproduces its game exactly or is refused with one clear `RecordError`.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from .actions import Action, IllegalAction
from .config import GameConfig

if TYPE_CHECKING:
    from .game import Game

FORMAT = "ragusa-game"
VERSION = 1


class RecordError(ValueError):
    """A game record that cannot be loaded; the message says why in one sentence."""


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="allow")

    format: Literal["ragusa-game"]
    version: int
    config: GameConfig
    actions: list[str]


def record_dict(game: Game) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "config": game.config.model_dump(mode="json"),
            "actions": [str(a) for a in game.history]}


def to_json(game: Game) -> str:
    return json.dumps(record_dict(game), indent=1)


def parse_record(payload: Any) -> GameRecord:
    if not isinstance(payload, dict):
        raise RecordError("the file does not hold a Ragusa game (expected a JSON object)")
    if payload.get("format") != FORMAT:
        raise RecordError("the file does not hold a Ragusa game (no 'format': 'ragusa-game')")
    version = payload.get("version")
    if version != VERSION:
        raise RecordError(f"the game was saved in format version {version!r}; this program reads version {VERSION}")
    try:
        return GameRecord.model_validate(payload)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "(top level)"
        raise RecordError(f"field '{where}' is invalid: {err['msg']}") from None


def replay(record: GameRecord) -> Game:
    from .game import Game

    try:
        game = Game(record.config)
    except ValueError as exc:
        raise RecordError(f"the game settings cannot be used: {exc}") from None
    for i, text in enumerate(record.actions):
        try:
            game.apply(Action.parse(text))
        except IllegalAction as exc:
            raise RecordError(f"action {i + 1} ('{text}') is not legal in this game: {exc}") from None
    return game


def load_game(text: str | bytes) -> Game:
    """Rebuild a game from `Game.to_json()` text."""
    try:
        payload = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        if not str(text).strip():
            raise RecordError("the file is empty") from None
        raise RecordError(f"the file is not valid JSON (it may be truncated): {exc}") from None
    return replay(parse_record(payload))
