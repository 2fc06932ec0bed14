"""The data files against docs/rules.md §1 and §11.

Every count and geometric property of the reconstructed components is checked
through the real loaders, so a wrong edit to `data/` (or to the generator
script) fails here rather than as a strange game. The malformed-data tests
make sure a broken file is refused with one readable `DataError`.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from ragusa_tui.engine import DataError
from ragusa_tui.engine.board import Board, default_board
from ragusa_tui.engine.data import BoardData, GameData, default_data

ROOT = Path(__file__).resolve().parents[2]
DATA_DIR = ROOT / "data"
SCRIPT = ROOT / "scripts" / "make_data.py"

CODES = {
    "W": "wood", "S": "stone", "O": "silver_ore", "G": "grapes", "L": "olives", "~": "sea",
    "SIL": "silversmith", "ARC": "architect", "MAS": "mason", "REC": "rectors_palace",
    "WIN": "winery", "OIL": "oil_press", "CAT": "cathedral", "MKT": "market",
    "WHF": "wharf", "FSH": "fishmonger",
}
# The map of docs/rules.md §11.1, row 0 (north) first.
SKETCH = (
    "W O W L S W G L",
    "S G S W G L S O",
    "W O L SIL ARC W G W",
    "S G MAS REC WIN S O L",
    "W L W OIL CAT MKT W G",
    "S ~ ~ WHF FSH ~ O S",
    "~ ~ ~ ~ ~ ~ ~ ~",
)
RURAL = {"wood", "stone", "silver_ore", "grapes", "olives"}
BUILDINGS = {"silversmith", "architect", "mason", "rectors_palace", "winery",
             "oil_press", "cathedral", "market", "wharf", "fishmonger"}
# Corner offsets from a hex centre, clockwise from north; x in half hex widths,
# y in half side lengths, y grows south.
CORNER_OFFSETS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


# ----------------------------------------------------------------- helpers
@pytest.fixture(scope="module")
def data() -> GameData:
    return default_data()


@pytest.fixture(scope="module")
def board_data(data: GameData) -> BoardData:
    return data.board


@pytest.fixture(scope="module")
def board() -> Board:
    return default_board()


def centre(row: int, col: int) -> tuple[int, int]:
    """A hex centre in the same units as the spots' x/y."""
    return 2 * col + (row & 1), 3 * row


def neighbours(row: int, col: int) -> set[tuple[int, int]]:
    """The six odd-r offset neighbours of a hex (odd rows shifted right)."""
    shift = row & 1
    return {
        (row, col - 1), (row, col + 1),
        (row - 1, col - 1 + shift), (row - 1, col + shift),
        (row + 1, col - 1 + shift), (row + 1, col + shift),
    }


def signed_area2(points: list[tuple[int, int]]) -> int:
    """Twice the shoelace area; positive means clockwise on screen (y south)."""
    return sum(x0 * y1 - x1 * y0
               for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]))


def inside(point: tuple[float, float], polygon: list[tuple[int, int]]) -> bool:
    """Even-odd ray casting."""
    px, py = point
    hit = False
    for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y0 > py) != (y1 > py) and px < x0 + (py - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def loop_spots(board_data: BoardData) -> list[int]:
    return [w.spots[0] for w in board_data.wall_slots]


def hex_at(board_data: BoardData) -> dict[tuple[int, int], Any]:
    return {(h.row, h.col): h for h in board_data.hexes}


# --------------------------------------------------------------- the map
def test_map_is_the_sketch(board_data: BoardData) -> None:
    """Every hex sits where the sketch of 11.1 puts it, ids in reading order."""
    rows = [line.split() for line in SKETCH]
    assert (board_data.rows, board_data.cols) == (7, 8)
    assert len(board_data.hexes) == 56
    expected = [(r, c, CODES[code]) for r, row in enumerate(rows) for c, code in enumerate(row)]
    assert [(h.row, h.col, h.kind) for h in board_data.hexes] == expected
    assert [h.id for h in board_data.hexes] == list(range(56))


def test_hex_kind_counts(board_data: BoardData) -> None:
    counts = Counter(h.kind for h in board_data.hexes)
    assert {k: counts[k] for k in RURAL | {"sea"}} == {
        "wood": 10, "stone": 8, "grapes": 6, "olives": 6, "silver_ore": 5, "sea": 11,
    }
    assert {k: counts[k] for k in BUILDINGS} == dict.fromkeys(BUILDINGS, 1)
    assert sum(counts.values()) == 56


def test_buildings_at_sketch_positions(board_data: BoardData) -> None:
    where = {h.kind: (h.row, h.col) for h in board_data.hexes if h.kind in BUILDINGS}
    assert where == {
        "silversmith": (2, 3), "architect": (2, 4), "mason": (3, 2), "rectors_palace": (3, 3),
        "winery": (3, 4), "oil_press": (4, 3), "cathedral": (4, 4), "market": (4, 5),
        "wharf": (5, 3), "fishmonger": (5, 4),
    }


def test_board_kind_codes_follow_the_data(board_data: BoardData, board: Board) -> None:
    """The engine's integer view of the map says the same as the file."""
    from ragusa_tui.engine.board import KIND_CODES

    assert board.n_hexes == 56
    assert board.hex_kind == tuple(KIND_CODES[h.kind] for h in board_data.hexes)
    assert board.hex_pos == tuple((h.row, h.col) for h in board_data.hexes)
    assert sorted(board.hex_of_kind) == sorted(KIND_CODES[k] for k in BUILDINGS)


def test_neighbouring_countryside_hexes_differ(board_data: BoardData) -> None:
    at = hex_at(board_data)
    clashes = [
        ((h.row, h.col), n) for h in board_data.hexes if h.kind in RURAL
        for n in neighbours(h.row, h.col) if n in at and at[n].kind == h.kind
    ]
    assert clashes == []


# ------------------------------------------------------------------ spots
def test_spot_counts(board_data: BoardData, board: Board) -> None:
    areas = Counter(s.area for s in board_data.spots)
    assert len(board_data.spots) == 80 == board.n_spots
    assert areas == {"countryside": 48, "city": 10, "city_limits": 22}
    assert [s.id for s in board_data.spots] == list(range(80))


def test_spot_area_matches_its_hexes(board_data: BoardData) -> None:
    kinds = [h.kind for h in board_data.hexes]
    for s in board_data.spots:
        n_city = sum(kinds[h] in BUILDINGS for h in s.hexes)
        want = "countryside" if n_city == 0 else "city" if n_city == 3 else "city_limits"
        assert s.area == want, s


def test_spot_touches_three_adjacent_hexes(board_data: BoardData) -> None:
    """Each spot is a real corner: 3 distinct, pairwise neighbouring hexes,
    not all of them sea, and its x/y is the centroid of their centres."""
    hexes = board_data.hexes
    for s in board_data.spots:
        assert len(set(s.hexes)) == 3, s
        pos = [(hexes[h].row, hexes[h].col) for h in s.hexes]
        for i, a in enumerate(pos):
            for b in pos[i + 1:]:
                assert b in neighbours(*a), (s, a, b)
        assert any(hexes[h].kind != "sea" for h in s.hexes), s
        cx = sum(centre(*p)[0] for p in pos)
        cy = sum(centre(*p)[1] for p in pos)
        assert (3 * s.x, 3 * s.y) == (cx, cy), s


def test_spots_are_exactly_the_land_corners(board_data: BoardData) -> None:
    """No corner is missing or doubled: the spots are the triangles of
    mutually adjacent hexes with at least one non-sea hex."""
    at = hex_at(board_data)
    triangles = set()
    for (r, c), h in at.items():
        near = [at[n] for n in neighbours(r, c) if n in at]
        for i, a in enumerate(near):
            for b in near[i + 1:]:
                if (b.row, b.col) in neighbours(a.row, a.col):
                    trio = frozenset({h.id, a.id, b.id})
                    if any(at_h.kind != "sea" for at_h in (h, a, b)):
                        triangles.add(trio)
    spots = [frozenset(s.hexes) for s in board_data.spots]
    assert len(set(spots)) == len(spots) == 80
    assert set(spots) == triangles
    assert len({(s.x, s.y) for s in board_data.spots}) == 80


def test_hex_corner_rings_are_clockwise(board_data: BoardData, board: Board) -> None:
    """Corner i of a hex is its N, NE, SE, S, SW, NW corner in that order."""
    spots = board_data.spots
    assert len(board_data.hex_corners) == 56
    seen: Counter[int] = Counter()
    for h, corners in zip(board_data.hexes, board_data.hex_corners):
        cx, cy = centre(h.row, h.col)
        for (dx, dy), sid in zip(CORNER_OFFSETS, corners):
            if sid is None:
                continue
            seen[sid] += 1
            assert (spots[sid].x, spots[sid].y) == (cx + dx, cy + dy), (h, sid)
            assert h.id in spots[sid].hexes
        ring = [c for c in corners if c is not None]
        assert board.hex_ring[h.id] == tuple(ring)
        if len(ring) >= 3:
            assert signed_area2([(spots[s].x, spots[s].y) for s in ring]) > 0, h
    # Each spot is a corner of exactly its own three hexes.
    assert seen == dict.fromkeys(range(80), 3)


def test_inner_hexes_have_full_rings(board_data: BoardData) -> None:
    """Every city hex is surrounded by six spots (it lies well inside the map)."""
    for h, corners in zip(board_data.hexes, board_data.hex_corners):
        if h.kind in BUILDINGS:
            assert None not in corners, h


# ----------------------------------------------------------- walls, towers
def test_wall_slots_form_one_closed_loop(board_data: BoardData) -> None:
    slots = board_data.wall_slots
    assert len(slots) == 22
    assert [w.id for w in slots] == list(range(22))
    for a, b in zip(slots, slots[1:] + slots[:1]):
        assert a.spots[1] == b.spots[0], (a, b)
    ends = Counter(s for w in slots for s in w.spots)
    limits = {s.id for s in board_data.spots if s.area == "city_limits"}
    assert set(ends) == limits
    assert all(n == 2 for n in ends.values())
    assert len(set(loop_spots(board_data))) == 22


def test_wall_slots_are_city_boundary_edges(board_data: BoardData) -> None:
    """Both ends of a slot are corners of the same edge, which has a city hex
    on one side and a non-city hex on the other."""
    spots, kinds = board_data.spots, [h.kind for h in board_data.hexes]
    for w in board_data.wall_slots:
        a, b = (spots[s] for s in w.spots)
        shared = set(a.hexes) & set(b.hexes)
        assert len(shared) == 2, w
        assert sorted(kinds[h] in BUILDINGS for h in shared) == [False, True], w


def test_wall_loop_starts_at_silversmith_top_and_runs_clockwise(board_data: BoardData) -> None:
    silversmith = next(h for h in board_data.hexes if h.kind == "silversmith")
    assert board_data.wall_slots[0].spots[0] == board_data.hex_corners[silversmith.id][0]
    points = [(board_data.spots[s].x, board_data.spots[s].y) for s in loop_spots(board_data)]
    assert signed_area2(points) > 0


def test_wall_loop_encloses_exactly_the_city(board_data: BoardData) -> None:
    points = [(board_data.spots[s].x, board_data.spots[s].y) for s in loop_spots(board_data)]
    for h in board_data.hexes:
        assert inside(centre(h.row, h.col), points) == (h.kind in BUILDINGS), h
    for s in board_data.spots:
        if s.area == "city":
            assert inside((s.x, s.y), points), s


def test_tower_spots_are_the_city_limits(board_data: BoardData, board: Board) -> None:
    limits = {s.id for s in board_data.spots if s.area == "city_limits"}
    assert len(board_data.tower_spots) == 22
    assert set(board_data.tower_spots) == limits
    assert set(board.tower_spots) == limits
    assert sum(board.is_tower_spot) == 22
    assert board.limit_spots == tuple(loop_spots(board_data))
    assert board.n_walls == 22


# ----------------------------------------------------------- market, harbour
def test_market_track(board_data: BoardData, board: Board) -> None:
    assert board_data.market_track == [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    assert board_data.market_start == 2
    track = board_data.market_track
    assert track[board_data.market_start] == 1 and track[board_data.market_start + 1] > 1
    assert board.market_track == tuple(track) and board.market_start == 2


def test_harbour_slots(board_data: BoardData, board: Board) -> None:
    slots = board_data.harbour_slots
    assert [dict(s.cost) for s in slots] == [
        {"oil": 1}, {"wine": 1}, {"silver": 1}, {"oil": 2}, {"wine": 2},
    ]
    for s in slots:
        (base,) = s.cost
        assert s.down_arrow == base
    assert board.harbour_cost == ((0, 1, 0), (1, 0, 0), (0, 0, 1), (0, 2, 0), (2, 0, 0))
    assert board.harbour_down == (1, 0, 2, 1, 0)


# ------------------------------------------------------------------ cards
def _ship_key(good: str, stars: int, extra: dict[str, int], back: str, arrows: int) -> tuple:
    return good, stars, tuple(sorted(extra.items())), back, arrows


EXPECTED_SHIPS = Counter({
    _ship_key("gems", 5, {"silver": 1}, "silver", 2): 2,
    _ship_key("pearls", 5, {"silver": 1}, "silver", 2): 2,
    _ship_key("silk", 4, {"oil": 1}, "oil", 2): 2,
    _ship_key("silk", 4, {"wine": 1}, "wine", 2): 2,
    _ship_key("clothing", 3, {}, "wine", 1): 1,
    _ship_key("clothing", 3, {}, "oil", 1): 1,
    _ship_key("clothing", 3, {}, "silver", 1): 1,
    _ship_key("spices", 2, {}, "wine", 1): 1,
    _ship_key("spices", 2, {}, "oil", 1): 2,
    _ship_key("spices", 2, {}, "silver", 1): 2,
    _ship_key("ceramics", 2, {}, "oil", 1): 1,
    _ship_key("ceramics", 2, {}, "wine", 1): 2,
    _ship_key("ceramics", 2, {}, "silver", 1): 2,
    _ship_key("furs", 2, {}, "silver", 1): 1,
    _ship_key("furs", 2, {}, "wine", 1): 2,
    _ship_key("furs", 2, {}, "oil", 1): 2,
})


def test_ship_deck(data: GameData, board: Board) -> None:
    ships = data.ships
    assert len(ships) == 26 == sum(EXPECTED_SHIPS.values())
    assert [s.id for s in ships] == list(range(26))
    got = Counter(_ship_key(s.good, s.stars, dict(s.extra_cost), s.back, s.arrows) for s in ships)
    assert got == EXPECTED_SHIPS
    assert Counter(s.good for s in ships) == {
        "gems": 2, "pearls": 2, "silk": 4, "clothing": 3, "spices": 5, "ceramics": 5, "furs": 5,
    }
    assert len(board.ship_good) == 26
    assert board.ship_stars == tuple(s.stars for s in ships)
    assert board.ship_arrows == tuple(s.arrows for s in ships)


EXPECTED_BONUS = Counter({
    ("resource", "fish", 1): 1, ("resource", "wood", 1): 1, ("resource", "stone", 2): 1,
    ("resource", "silver_ore", 3): 1, ("resource", "grapes", 2): 1, ("resource", "olives", 2): 1,
    ("ship_good", "spices", 3): 1, ("ship_good", "ceramics", 3): 1, ("ship_good", "furs", 3): 1,
    ("ship_good", "clothing", 4): 1, ("ship_good", "silk", 4): 1,
    ("variety", None, 2): 1, ("sets", None, 2): 1, ("shipping", None, 1): 1,
    ("walls", None, 1): 1, ("towers", None, 2): 1,
})


def test_bonus_deck(data: GameData) -> None:
    cards = data.bonus
    assert len(cards) == 16 == sum(EXPECTED_BONUS.values())
    assert [c.id for c in cards] == list(range(16))
    assert Counter((c.kind, c.target, c.vp) for c in cards) == EXPECTED_BONUS


def test_patrician_cards(data: GameData) -> None:
    cards = data.patrician
    assert len(cards) == 10
    assert [c.id for c in cards] == list(range(10))
    numbers = [n for c in cards for n in c.numbers]
    assert all(len(c.numbers) == 3 for c in cards)
    assert sorted(numbers) == list(range(1, 31))


def test_patrician_numbers_name_distinct_city_spots(board_data: BoardData, board: Board) -> None:
    mapping = board_data.patrician_numbers
    assert sorted(mapping) == list(range(1, 31))
    spots = list(mapping.values())
    assert len(set(spots)) == 30
    city = {s.id for s in board_data.spots if s.area != "countryside"}
    assert len(city) == 32
    assert set(spots) <= city
    assert board.patrician_spot == mapping


def test_patrician_cards_spread_over_the_city(data: GameData, board_data: BoardData) -> None:
    """The three spots of a card never share a hex."""
    spots = board_data.spots
    for card in data.patrician:
        hexes = [set(spots[board_data.patrician_numbers[n]].hexes) for n in card.numbers]
        for i, a in enumerate(hexes):
            for b in hexes[i + 1:]:
                assert not a & b, card


# -------------------------------------------------------------------- solo
SOLO_GIVES = {
    "orange": {"wood": 3, "stone": 3, "silver_ore": 1, "grapes": 1, "olives": 1},
    "blue": {"wood": 3, "stone": 3, "silver_ore": 1, "grapes": 1, "olives": 1},
    "human": {"wood": 2, "stone": 3, "silver_ore": 2, "grapes": 1, "olives": 1},
}


def test_solo_start_spots(board_data: BoardData, board: Board) -> None:
    start = board_data.solo_start
    every = [s for who in ("orange", "blue", "human") for s in getattr(start, who)]
    assert len(every) == 9 == len(set(every))
    kinds = [h.kind for h in board_data.hexes]
    for who, gives in SOLO_GIVES.items():
        spots = getattr(start, who)
        assert all(board_data.spots[s].area == "countryside" for s in spots), who
        got = Counter(kinds[h] for s in spots for h in board_data.spots[s].hexes)
        assert got == gives, who
    assert board.solo_start == {"orange": start.orange, "blue": start.blue, "human": start.human}


# ----------------------------------------------------------- the generator
def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ragusa_make_data", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _as_json(value: object) -> object:
    return json.loads(json.dumps(value))


@pytest.fixture(scope="module")
def script() -> ModuleType:
    return _load_script()


def test_generator_reproduces_board(script: ModuleType) -> None:
    """board.json is exactly what the sketch generates, so they cannot drift."""
    committed = json.loads((DATA_DIR / "board.json").read_text(encoding="utf-8"))
    assert _as_json(script.build_board()) == committed


def test_generator_reproduces_cards(script: ModuleType) -> None:
    def read(name: str) -> object:
        return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))

    assert _as_json({"ships": script.ships()}) == read("ships.json")
    assert _as_json({"bonus_cards": script.bonus()}) == read("bonus.json")
    assert _as_json({"cards": script.patrician()}) == read("patrician.json")


def test_generator_sketch_is_the_rules_map(script: ModuleType) -> None:
    rows = [line.split() for line in script.SKETCH.strip().splitlines()]
    assert rows == [line.split() for line in SKETCH]


# ------------------------------------------------------ malformed data files
def _copy_data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    return folder


def _edit_json(folder: Path, name: str, change: Callable[[Any], None]) -> None:
    path = folder / name
    payload = json.loads(path.read_text(encoding="utf-8"))
    change(payload)
    path.write_text(json.dumps(payload, indent=1), encoding="utf-8")


def _write(name: str, text: str) -> Callable[[Path], None]:
    return lambda folder: (folder / name).write_text(text, encoding="utf-8")


def _truncate(name: str) -> Callable[[Path], None]:
    def run(folder: Path) -> None:
        path = folder / name
        text = path.read_text(encoding="utf-8")
        path.write_text(text[: len(text) // 2], encoding="utf-8")
    return run


def _delete(name: str) -> Callable[[Path], None]:
    return lambda folder: (folder / name).unlink()


def _json(name: str, change: Callable[[Any], None]) -> Callable[[Path], None]:
    return lambda folder: _edit_json(folder, name, change)


def _set(obj: Any, path: tuple[Any, ...], value: Any) -> None:
    for key in path[:-1]:
        obj = obj[key]
    obj[path[-1]] = value


def _swap_ids(key: str, a: int, b: int) -> Callable[[Any], None]:
    def run(payload: Any) -> None:
        items = payload[key]
        items[a]["id"], items[b]["id"] = items[b]["id"], items[a]["id"]
    return run


def _assert_clean_data_error(exc: DataError, *needles: str) -> None:
    """One sentence naming the file (and the field), nothing else."""
    text = str(exc)
    assert isinstance(exc, ValueError)
    for needle in needles:
        assert needle in text, (needle, text)
    assert text.startswith(needles[0]), text
    assert "\n" not in text and "Traceback" not in text and "errors.pydantic.dev" not in text
    assert exc.__cause__ is None
    assert exc.__context__ is None or exc.__suppress_context__


CORRUPTIONS: list[Any] = [
    pytest.param(_write("board.json", '{"rows": 7,, "cols": 8}'),
                 ("board.json", "not valid JSON", "line 1"), id="invalid-json"),
    pytest.param(_truncate("ships.json"), ("ships.json", "not valid JSON", "line"), id="truncated"),
    pytest.param(_write("patrician.json", ""), ("patrician.json", "JSON"), id="empty-file"),
    pytest.param(_delete("bonus.json"), ("bonus.json", "cannot be read"), id="missing-file"),
    pytest.param(_json("board.json", lambda d: _set(d, ("hexes", 3, "row"), "north")),
                 ("board.json", "hexes.3.row"), id="wrong-type-string"),
    pytest.param(_json("ships.json", lambda d: _set(d, ("ships", 2, "stars"), [5])),
                 ("ships.json", "ships.2.stars"), id="wrong-type-list"),
    pytest.param(_json("board.json", lambda d: _set(d, ("market_track",), None)),
                 ("board.json", "market_track"), id="wrong-type-null"),
    pytest.param(_json("board.json", lambda d: _set(d, ("hexes", 5, "kind"), "volcano")),
                 ("board.json", "hexes.5.kind"), id="unknown-hex-kind"),
    pytest.param(_json("board.json", lambda d: _set(d, ("spots", 7, "hexes", 1), 56)),
                 ("board.json", "spots.7.hexes", "56"), id="spot-hex-missing"),
    pytest.param(_json("board.json", lambda d: _set(d, ("spots", 7, "hexes", 1), -1)),
                 ("board.json", "spots.7.hexes"), id="spot-hex-negative"),
    pytest.param(_json("board.json", lambda d: _set(d, ("wall_slots", 4, "spots", 0), 80)),
                 ("board.json", "wall_slots.4.spots"), id="wall-spot-missing"),
    pytest.param(_json("board.json", lambda d: d["hex_corners"].pop()),
                 ("board.json", "hex_corners"), id="hex-corners-short"),
    pytest.param(_json("board.json", lambda d: _set(d, ("market_start",), 12)),
                 ("board.json", "market_start"), id="market-start-off-track"),
    pytest.param(_json("board.json", lambda d: _set(d, ("spots", 0, "colour"), "red")),
                 ("board.json", "spots.0.colour"), id="unknown-field"),
    pytest.param(_json("ships.json", lambda d: d["ships"][3].pop("back")),
                 ("ships.json", "ships.3.back"), id="missing-field"),
    pytest.param(_write("bonus.json", "[]"), ("bonus.json", "top level"), id="top-level-array"),
    pytest.param(_json("ships.json", _swap_ids("ships", 0, 1)),
                 ("ships.json", "ships.0.id"), id="ship-ids-out-of-order"),
    pytest.param(_json("bonus.json", _swap_ids("bonus_cards", 4, 9)),
                 ("bonus.json", "bonus_cards.4.id"), id="bonus-ids-out-of-order"),
    pytest.param(_json("board.json", _swap_ids("hexes", 0, 1)),
                 ("board.json", "hexes"), id="hex-ids-out-of-order"),
    pytest.param(_json("patrician.json", lambda d: _set(d, ("cards", 4, "numbers", 2), 31)),
                 ("patrician.json", "cards.4.numbers", "31"), id="patrician-number-unknown"),
    pytest.param(_json("board.json", lambda d: d["patrician_numbers"].pop("17")),
                 ("patrician.json", "cards.6.numbers", "17"), id="patrician-number-unplaced"),
    pytest.param(_json("board.json", lambda d: _set(d, ("patrician_numbers", "5"), 0)),
                 ("board.json", "patrician_numbers.5"), id="patrician-number-in-countryside"),
    pytest.param(_json("board.json", lambda d: _set(d, ("solo_start", "blue", 0), 500)),
                 ("board.json", "solo_start.blue"), id="solo-spot-missing"),
    pytest.param(lambda folder: (folder / "board.json").write_bytes(b'{"rows": \xff\xfe 7}'),
                 ("board.json",), id="not-utf8"),
    pytest.param(_json("board.json", lambda d: _set(d, ("hexes", 3, "row"), "3")),
                 ("board.json", "hexes.3.row"), id="number-as-string"),
    pytest.param(_json("ships.json", lambda d: _set(d, ("ships", 2, "stars"), True)),
                 ("ships.json", "ships.2.stars"), id="bool-as-number"),
    pytest.param(_json("patrician.json", _swap_ids("cards", 0, 1)),
                 ("patrician.json", "cards.0.id"), id="patrician-ids-out-of-order"),
]


@pytest.mark.parametrize("corrupt, needles", CORRUPTIONS)
def test_malformed_data_is_refused(tmp_path: Path, corrupt: Callable[[Path], None],
                                   needles: tuple[str, ...]) -> None:
    folder = _copy_data(tmp_path)
    corrupt(folder)
    with pytest.raises(DataError) as info:
        GameData(folder)
    _assert_clean_data_error(info.value, *needles)


def test_missing_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DataError) as info:
        GameData(tmp_path / "nowhere")
    _assert_clean_data_error(info.value, "board.json", "cannot be read")


def test_untouched_copy_loads(tmp_path: Path) -> None:
    """The corruption tests start from data that loads; only the edit breaks it."""
    loaded = GameData(_copy_data(tmp_path))
    assert loaded.board == default_data().board
    assert loaded.ships == default_data().ships
