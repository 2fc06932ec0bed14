"""What a save says of its game: the summary shown in a list of saves, and
the record written out (config + every action + summary, as JSON).

Writing needs only the game's state; reading a record back, which replays
it, is `record`'s (which re-exports all of this).
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Any, Final

from pydantic import AfterValidator, BaseModel, ConfigDict, Field


if TYPE_CHECKING:
    from .state import GameState

FORMAT: Final = "ragusa-game"  # the record's `format`, the one word it may hold
VERSION: Final = 1


def _iso_datetime(text: str) -> str:
    datetime.fromisoformat(text)  # ValueError -> a validation error naming the field
    return text


class Standing(BaseModel):
    """One line of the final ranking."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    name: str
    total: int
    rank: int = Field(ge=1)


class Summary(BaseModel):
    """What a list of saves shows; derived from the game, so never needed to load it."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    mode: str
    players: list[str]  # every seat, bots included
    seed: int
    round: int
    turn: int
    actions: int = Field(ge=0)
    vp: list[int]  # VP so far, by seat
    over: bool
    saved_at: Annotated[str, AfterValidator(_iso_datetime)] | None = None
    ranking: list[Standing] | None = None  # best first, once the game is over
    human_won: bool | None = None  # solo, once over: whether the human beat both bots


def summarize(game: GameState, saved_at: datetime | None = None) -> Summary:
    """The summary of `game` as it stands, stamped with `saved_at` if given."""
    return Summary.model_validate(_summary_data(game, saved_at))


def _summary_data(game: GameState, saved_at: datetime | None) -> dict[str, Any]:
    """`summarize`'s summary as `Summary.model_dump(mode="json")` writes it:
    its fields in order, the ranking's lines as dicts of theirs. Every value
    comes from the game already of its field's type, so the record of a
    hosted table, written after every move, is made without building and
    validating the model (`record_dict`); `summarize` validates the same."""
    ranking: list[dict[str, Any]] | None = None
    human_won: bool | None = None
    if game.is_over:
        scores = game.final_scores()
        ranking = [{"name": scores.players[seat].name, "total": scores.players[seat].total,
                    "rank": scores.players[seat].rank} for seat in scores.ranking]
        if scores.beats is not None:
            human_won = all(scores.beats.values())
    return {"mode": game.config.mode, "players": list(game.names), "seed": game.config.seed,
            "round": game.round, "turn": game.turn, "actions": len(game.history), "vp": list(game.vp),
            "over": game.is_over, "saved_at": None if saved_at is None else saved_at.isoformat(timespec="seconds"),
            "ranking": ranking, "human_won": human_won}


def record_dict(game: GameState, saved_at: datetime | None = None) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "config": game.config.model_dump(mode="json"),
            "actions": list(map(str, game.history)),
            "summary": _summary_data(game, saved_at)}


def to_json(game: GameState, saved_at: datetime | None = None) -> str:
    """The record as one JSON document; without `saved_at` the text depends only on the game."""
    return json.dumps(record_dict(game, saved_at), indent=1)
