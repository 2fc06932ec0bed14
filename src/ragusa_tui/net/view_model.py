"""The shape of a state frame's view, as a networked seat checks it.

A frame comes from a server the player may not control: before any of it
reaches the screens it is read into these models (strict types, numbers in
their ranges, lists of the right length), and a frame that does not fit is
refused whole. Only the fields the screens use are checked; others are
ignored.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from ..engine.actions import MAX_NUMBER, DecisionKind
from ..engine.board import COMMODITIES, RESOURCES

Count = Annotated[StrictInt, Field(ge=0, le=MAX_NUMBER)]
Score = Annotated[StrictInt, Field(ge=-MAX_NUMBER, le=10 * MAX_NUMBER)]
Seat = Annotated[StrictInt, Field(ge=0, le=4)]
Text = Annotated[StrictStr, Field(max_length=2000)]


def _every(kinds: tuple[str, ...]) -> AfterValidator:
    """A check that a dict holds a count for each of `kinds` (the screens read every one)."""
    def check(values: dict[str, int]) -> dict[str, int]:
        if set(values) != set(kinds):
            raise ValueError(f"every one of {', '.join(kinds)} is needed")
        return values
    return AfterValidator(check)


ByResource = Annotated[dict[Literal[RESOURCES], Count], _every(RESOURCES)]  # type: ignore[valid-type]
ByCommodity = Annotated[dict[Literal[COMMODITIES], Count], _every(COMMODITIES)]  # type: ignore[valid-type]


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class PlayerView(_Model):
    name: Text
    vp: Score
    resources: ByResource
    commodities: ByCommodity
    houses_left: Count
    powerhouses_left: Count
    bot: StrictBool
    towers_left: Count
    ships: list[Text]
    ship_vp: Score
    bonus_count: Count
    bonus: list[Count] | None


class ShipView(_Model):
    card: Count
    good: Text
    stars: Count
    cost: ByCommodity
    back: Literal[COMMODITIES]  # type: ignore[valid-type]
    arrows: Count


class SpotView(_Model):
    house: Seat | None
    powerhouse: StrictBool
    tower: Seat | None
    reserved: StrictBool


class Snapshot(_Model):
    mode: Literal["standard", "duel", "solo"]
    round: Count
    active_player: Seat
    players: list[PlayerView]
    market: ByCommodity
    market_index: ByCommodity
    harbour: list[ShipView | None]
    ship_deck: Count
    bonus_deck: Count
    walls: list[Annotated[StrictInt, Field(ge=-1, le=4)]]  # -1: no wall on that slot
    patrician_cards: list[Count]
    spots: list[SpotView]
    over: StrictBool


class DecisionView(_Model):
    player: Seat
    kind: DecisionKind
    hex: Count | None
    spot: Count | None
    options: list[Count]


class MoveMarks(_Model):
    spot: Count | None
    slots: list[Count]
    towers: list[Count]


class StandingView(_Model):
    player: Seat
    name: Text
    play: list[tuple[Text, Score]]
    walls: Score
    cathedral: Score
    bonus: Score | None


class LastDecision(_Model):
    player: Seat
    kind: DecisionKind


class SeatView(_Model):
    """The view of a state frame (see `answers.answers`)."""

    snapshot: Snapshot
    names: list[Text]
    colours: list[Text]
    computers: list[Text]
    mode: Literal["standard", "duel", "solo"]
    bots: list[StrictBool]
    round: Count
    rounds: Count
    over: StrictBool
    active_player: Seat
    decision: DecisionView | None
    what: Text
    acting_house: Text
    exchange_block: Text | None
    last_decision: LastDecision | None
    undo_problem: Text | None
    last_move: MoveMarks
    news: list[Text]
    taken_back: list[Count] = Field(max_length=100_000)
    standings: list[StandingView]
    spot_problems: dict[Text, Text] = {}
    powerhouse_problems: dict[Text, Text] = {}
    wall_vp: dict[Text, Score] = {}
    score_now: Score = 0
    score_after: dict[Text, Score] = {}
    seed: StrictInt | None = None
    record: dict[str, Any] | None = None
    scores: dict[str, Any] | None = None


class LogLineView(_Model):
    player: Seat | None
    text: Text
    kind: Annotated[StrictStr, Field(max_length=40)]
