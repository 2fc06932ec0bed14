"""Loading and validating the game's data files.

The files are checked with pydantic when they cross into the program; any
problem becomes one `DataError` naming the file and the field.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Literal, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import ErrorDetails

from ..catalogue import Arg, Message, english
from ..errors import RagusaError

Resource = Literal["fish", "wood", "stone", "silver_ore", "grapes", "olives"]
Commodity = Literal["wine", "oil", "silver"]
HexKind = Literal[
    "wood", "stone", "silver_ore", "grapes", "olives", "sea",
    "silversmith", "architect", "mason", "rectors_palace", "winery",
    "oil_press", "cathedral", "market", "wharf", "fishmonger",
]
Good = Literal["gems", "pearls", "silk", "clothing", "spices", "ceramics", "furs"]


class DataError(RagusaError, ValueError):
    """A data file is missing or malformed."""


def _field(file: str, where: str, problem: Message) -> DataError:
    """A data file's field that does not hold what the game needs."""
    return DataError(Message.of("refusal.data_field", file=file, field=where, problem=problem, more=None))


def _validation_problem(err: ErrorDetails) -> Arg:
    """What pydantic says is wrong with a field: its own words, or, for a
    check of this module's that refused with a message, that message in the
    same words ("Value error, ...")."""
    error = err.get("ctx", {}).get("error")
    ours = getattr(error, "message", None)
    if isinstance(ours, Message):
        said = Message.of("phrase.value_error", reason=ours)
        if english(said) == err["msg"]:
            return said
    return err["msg"]


class _Numbered(Protocol):
    """An entry of a list whose ids must run 0, 1, 2, ..."""

    @property
    def id(self) -> int: ...


_N = TypeVar("_N", bound=_Numbered)
_M = TypeVar("_M", bound=BaseModel)


class _Strict(BaseModel):
    # Strict: a number written as a string, or true for 1, is a mistake in the file.
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class HexData(_Strict):
    id: int = Field(ge=0)
    row: int = Field(ge=0)
    col: int = Field(ge=0)
    kind: HexKind


class SpotData(_Strict):
    id: int = Field(ge=0)
    x: int
    y: int
    area: Literal["countryside", "city_limits", "city"]
    hexes: tuple[int, int, int]


class WallSlotData(_Strict):
    id: int = Field(ge=0)
    spots: tuple[int, int]


class HarbourSlotData(_Strict):
    cost: dict[Commodity, int]
    down_arrow: Commodity


class SoloStartData(_Strict):
    orange: tuple[int, int, int]
    blue: tuple[int, int, int]
    human: tuple[int, int, int]


class BoardData(_Strict):
    rows: int = Field(gt=0)
    cols: int = Field(gt=0)
    hexes: list[HexData]
    spots: list[SpotData]
    hex_corners: list[tuple[int | None, int | None, int | None, int | None, int | None, int | None]]
    wall_slots: list[WallSlotData]
    tower_spots: list[int]
    market_track: list[int] = Field(min_length=2)
    market_start: int = Field(ge=0)
    harbour_slots: list[HarbourSlotData] = Field(min_length=1)
    patrician_numbers: dict[int, int]
    solo_start: SoloStartData

    @field_validator("hexes", "spots", "wall_slots")
    @classmethod
    def _ids_in_order(cls, items: list[_N]) -> list[_N]:
        for i, item in enumerate(items):
            if item.id != i:
                raise DataError(Message.of("problem.ids_out_of_order", entry=i, id=item.id))
        return items


class ShipData(_Strict):
    id: int = Field(ge=0)
    good: Good
    stars: int = Field(ge=0)
    extra_cost: dict[Commodity, int]
    back: Commodity
    arrows: int = Field(ge=0)


class ShipsFile(_Strict):
    ships: list[ShipData]


class BonusData(_Strict):
    id: int = Field(ge=0)
    kind: Literal["resource", "ship_good", "variety", "sets", "shipping", "walls", "towers"]
    target: str | None
    vp: int = Field(ge=0)


class BonusFile(_Strict):
    bonus_cards: list[BonusData]


class PatricianData(_Strict):
    id: int = Field(ge=0)
    numbers: tuple[int, int, int]


class PatricianFile(_Strict):
    cards: list[PatricianData]


def data_dir() -> Path:
    """The folder holding the data files: inside the installed package, or the
    repository's own `data/` when running from a source checkout."""
    packaged = Path(str(resources.files("ragusa_tui"))) / "data"
    if (packaged / "board.json").is_file():
        return packaged
    return Path(__file__).resolve().parents[3] / "data"


def _load(model: type[_M], name: str, folder: Path | None) -> _M:
    path = (folder or data_dir()) / name
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(Message.of("refusal.data_unreadable", file=name, detail=str(exc.strerror or exc))) from None
    except UnicodeDecodeError:
        raise DataError(Message.of("refusal.data_not_utf8", file=name)) from None
    try:
        json.loads(raw)
    except json.JSONDecodeError as exc:
        raise DataError(Message.of("refusal.data_not_json", file=name, line=exc.lineno, column=exc.colno,
                                   detail=exc.msg)) from None
    try:
        # JSON mode keeps strictness sensible: arrays may fill tuples, keys are text.
        return model.model_validate_json(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where: Arg = ".".join(str(p) for p in err["loc"]) or Message.of("phrase.top_level")
        more = Message.of("phrase.more_problems", count=exc.error_count() - 1) if exc.error_count() > 1 else None
        raise DataError(Message.of("refusal.data_field", file=name, field=where, problem=_validation_problem(err),
                                   more=more)) from None


class GameData:
    """All four data files, validated and cross-checked."""

    def __init__(self, folder: Path | None = None) -> None:
        self.board: BoardData = _load(BoardData, "board.json", folder)
        self.ships: list[ShipData] = _load(ShipsFile, "ships.json", folder).ships
        self.bonus: list[BonusData] = _load(BonusFile, "bonus.json", folder).bonus_cards
        self.patrician: list[PatricianData] = _load(PatricianFile, "patrician.json", folder).cards
        self._cross_check()

    def _cross_check(self) -> None:
        b = self.board
        n_hex, n_spot = len(b.hexes), len(b.spots)
        for s in b.spots:
            for h in s.hexes:
                if not 0 <= h < n_hex:
                    raise _field("board.json", f"spots.{s.id}.hexes", Message.of("problem.no_hex", hex=h))
        if len(b.hex_corners) != n_hex:
            raise _field("board.json", "hex_corners", Message.of("problem.one_entry_per_hex"))
        for h, corners in enumerate(b.hex_corners):
            for c in corners:
                if c is not None and not 0 <= c < n_spot:
                    raise _field("board.json", f"hex_corners.{h}", Message.of("problem.no_spot_in_data", spot=c))
        for w in b.wall_slots:
            for spot in w.spots:
                if not 0 <= spot < n_spot:
                    raise _field("board.json", f"wall_slots.{w.id}.spots",
                                 Message.of("problem.no_spot_in_data", spot=spot))
        for spot in b.tower_spots:
            if not 0 <= spot < n_spot:
                raise _field("board.json", "tower_spots", Message.of("problem.no_spot_in_data", spot=spot))
        if not b.market_start < len(b.market_track):
            raise _field("board.json", "market_start", Message.of("problem.beyond_track"))
        for i, card in enumerate(self.patrician):
            if card.id != i:
                raise _field("patrician.json", f"cards.{i}.id", Message.of("problem.expected_id", id=i))
        for num, spot in b.patrician_numbers.items():
            if not 0 <= spot < n_spot or b.spots[spot].area == "countryside":
                raise _field("board.json", f"patrician_numbers.{num}", Message.of("problem.not_city_spot", spot=spot))
        for card in self.patrician:
            for num in card.numbers:
                if num not in b.patrician_numbers:
                    raise _field("patrician.json", f"cards.{card.id}.numbers",
                                 Message.of("problem.no_number", number=num))
        for who, spots in b.solo_start:
            for spot in spots:
                if not 0 <= spot < n_spot:
                    raise _field("board.json", f"solo_start.{who}", Message.of("problem.no_spot_in_data", spot=spot))
        for i, ship in enumerate(self.ships):
            if ship.id != i:
                raise _field("ships.json", f"ships.{i}.id", Message.of("problem.expected_id", id=i))
        for i, bonus in enumerate(self.bonus):
            if bonus.id != i:
                raise _field("bonus.json", f"bonus_cards.{i}.id", Message.of("problem.expected_id", id=i))


@lru_cache(maxsize=1)
def default_data() -> GameData:
    return GameData()
