"""Generate the game's data files from the reconstructed map sketch.

The board sketch (pointy-top hexes, odd rows shifted half a hex right) is the
single source of truth for `data/board.json`; spots, the wall loop, the tower
spots and the Patrician numbering are all derived from it geometrically.
The card lists are written out from the component tables.

Run from the repository root:  python scripts/make_data.py
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

SKETCH = """
W   O   W   L   S   W   G   L
S   G   S   W   G   L   S   O
W   O   L   SIL ARC W   G   W
S   G   MAS REC WIN S   O   L
W   L   W   OIL CAT MKT W   G
S   ~   ~   WHF FSH ~   O   S
~   ~   ~   ~   ~   ~   ~   ~
"""

KINDS = {
    "W": "wood", "S": "stone", "O": "silver_ore", "G": "grapes", "L": "olives",
    "~": "sea",
    "SIL": "silversmith", "ARC": "architect", "MAS": "mason",
    "REC": "rectors_palace", "WIN": "winery", "OIL": "oil_press",
    "CAT": "cathedral", "MKT": "market", "WHF": "wharf", "FSH": "fishmonger",
}
RURAL = {"wood", "stone", "silver_ore", "grapes", "olives"}
CORNERS = ("N", "NE", "SE", "S", "SW", "NW")  # clockwise, north up
# Corner offsets in half-hex-width (x) and half-side (y) units, y grows south.
CORNER_OFFSETS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


def hexes() -> list[dict]:
    rows = [line.split() for line in SKETCH.strip().splitlines()]
    out = []
    for r, row in enumerate(rows):
        for c, code in enumerate(row):
            out.append({"id": len(out), "row": r, "col": c, "kind": KINDS[code]})
    return out


def centre(h: dict) -> tuple[int, int]:
    return 2 * h["col"] + (h["row"] & 1), 3 * h["row"]


def corner_point(h: dict, i: int) -> tuple[int, int]:
    x, y = centre(h)
    dx, dy = CORNER_OFFSETS[i]
    return x + dx, y + dy


def build_board() -> dict:
    hx = hexes()
    by_point: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for h in hx:
        for i in range(6):
            by_point.setdefault(corner_point(h, i), []).append((h["id"], i))
    # A spot is a corner shared by three hexes of the map, not all of them sea.
    points = [
        p for p, hs in by_point.items()
        if len(hs) == 3 and any(hx[hid]["kind"] != "sea" for hid, _ in hs)
    ]
    points.sort(key=lambda p: (p[1], p[0]))  # reading order: north to south, west to east
    spot_of_point = {p: i for i, p in enumerate(points)}
    city = {h["id"] for h in hx if h["kind"] not in RURAL | {"sea"}}

    spots = []
    for sid, p in enumerate(points):
        around = sorted(by_point[p])
        n_city = sum(hid in city for hid, _ in around)
        area = "countryside" if n_city == 0 else "city" if n_city == 3 else "city_limits"
        spots.append({
            "id": sid, "x": p[0], "y": p[1], "area": area,
            "hexes": [hid for hid, _ in around],
        })

    hex_corners = []
    for h in hx:
        ids = []
        for i in range(6):
            p = corner_point(h, i)
            ids.append(spot_of_point.get(p))
        hex_corners.append(ids)

    # The city boundary, walked clockwise: each city hex's edges are walked
    # clockwise (N -> NE -> ... in screen coordinates), so the edges whose
    # far side is not city chain into the clockwise boundary of the city.
    def neighbour_across(h: dict, i: int) -> int | None:
        a, b = corner_point(h, i), corner_point(h, (i + 1) % 6)
        shared = {hid for hid, _ in by_point[a]} & {hid for hid, _ in by_point[b]}
        shared.discard(h["id"])
        return next(iter(shared), None)

    edges: dict[tuple[int, int], tuple[int, int]] = {}
    for hid in sorted(city):
        h = hx[hid]
        for i in range(6):
            if neighbour_across(h, i) not in city:
                a, b = corner_point(h, i), corner_point(h, (i + 1) % 6)
                edges[a] = b
    silversmith = next(h for h in hx if h["kind"] == "silversmith")
    start = corner_point(silversmith, 0)
    loop_points = [start]
    while True:
        nxt = edges[loop_points[-1]]
        if nxt == start:
            break
        loop_points.append(nxt)
    assert len(loop_points) == len(edges), "the city boundary is not one loop"
    limit_spots = [spot_of_point[p] for p in loop_points]
    wall_slots = [
        {"id": i, "spots": [limit_spots[i], limit_spots[(i + 1) % len(limit_spots)]]}
        for i in range(len(limit_spots))
    ]

    # Patrician numbers: the city spots in reading order; the two southernmost
    # (both between the Wharf, the Fishmonger and the sea) carry no number.
    city_spots = [s["id"] for s in spots if s["area"] != "countryside"]
    numbered = city_spots[:30]
    patrician_numbers = {str(n + 1): sid for n, sid in enumerate(numbered)}

    return {
        "rows": 7,
        "cols": 8,
        "hexes": hx,
        "spots": spots,
        "hex_corners": hex_corners,
        "wall_slots": wall_slots,
        "tower_spots": limit_spots,
        "market_track": [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        "market_start": 2,
        "harbour_slots": [
            {"cost": {"oil": 1}, "down_arrow": "oil"},
            {"cost": {"wine": 1}, "down_arrow": "wine"},
            {"cost": {"silver": 1}, "down_arrow": "silver"},
            {"cost": {"oil": 2}, "down_arrow": "oil"},
            {"cost": {"wine": 2}, "down_arrow": "wine"},
        ],
        "patrician_numbers": patrician_numbers,
        "solo_start": solo_start(hx, spots),
    }


SOLO_NEEDS = {
    "bot": {"wood": 3, "stone": 3, "silver_ore": 1, "grapes": 1, "olives": 1},
    "human": {"wood": 2, "stone": 3, "silver_ore": 2, "grapes": 1, "olives": 1},
}


def solo_start(hx: list[dict], spots: list[dict]) -> dict:
    """Nine countryside spots giving each colour exactly its stated resources.

    Within a colour the three spots touch nine different hexes; across colours
    as few hexes as possible are shared. The first such choice in reading
    order (orange, blue, then the human) is taken, so it is reproducible.
    """
    rural = [s for s in spots if s["area"] == "countryside"
             and all(hx[h]["kind"] in RURAL for h in s["hexes"])]

    def gives(group: tuple[dict, ...]) -> dict:
        total: dict[str, int] = {}
        for s in group:
            for h in s["hexes"]:
                total[hx[h]["kind"]] = total.get(hx[h]["kind"], 0) + 1
        return total

    def options(need: dict) -> list[tuple[frozenset[int], list[int]]]:
        out = []
        for group in itertools.combinations(rural, 3):
            hs = [h for s in group for h in s["hexes"]]
            if len(set(hs)) == 9 and gives(group) == need:
                out.append((frozenset(hs), [s["id"] for s in group]))
        return out

    bots, humans = options(SOLO_NEEDS["bot"]), options(SOLO_NEEDS["human"])
    best = None
    for o, b, h in itertools.product(bots, bots, humans):
        ids = o[1] + b[1] + h[1]
        if len(set(ids)) < 9:
            continue
        shared = 27 - len(o[0] | b[0] | h[0])
        if best is None or shared < best[0]:
            best = (shared, {"orange": o[1], "blue": b[1], "human": h[1]})
            if shared == 0:
                break
    if best is None:
        raise SystemExit("no solo start spots fit the map")
    return best[1]


def ships() -> list[dict]:
    cards: list[dict] = []

    def add(good: str, stars: int, back: str, arrows: int, extra: dict | None = None) -> None:
        cards.append({"id": len(cards), "good": good, "stars": stars,
                      "extra_cost": extra or {}, "back": back, "arrows": arrows})

    for _ in range(2):
        add("gems", 5, "silver", 2, {"silver": 1})
    for _ in range(2):
        add("pearls", 5, "silver", 2, {"silver": 1})
    for c in ("oil", "oil", "wine", "wine"):
        add("silk", 4, c, 2, {c: 1})
    for c in ("wine", "oil", "silver"):
        add("clothing", 3, c, 1)
    for c in ("wine", "oil", "oil", "silver", "silver"):
        add("spices", 2, c, 1)
    for c in ("oil", "wine", "wine", "silver", "silver"):
        add("ceramics", 2, c, 1)
    for c in ("silver", "wine", "wine", "oil", "oil"):
        add("furs", 2, c, 1)
    return cards


def bonus() -> list[dict]:
    cards = []
    for res, vp in (("fish", 1), ("wood", 1), ("stone", 2), ("silver_ore", 3),
                    ("grapes", 2), ("olives", 2)):
        cards.append({"kind": "resource", "target": res, "vp": vp})
    for good, vp in (("spices", 3), ("ceramics", 3), ("furs", 3), ("clothing", 4), ("silk", 4)):
        cards.append({"kind": "ship_good", "target": good, "vp": vp})
    cards.append({"kind": "variety", "target": None, "vp": 2})
    cards.append({"kind": "sets", "target": None, "vp": 2})
    cards.append({"kind": "shipping", "target": None, "vp": 1})
    cards.append({"kind": "walls", "target": None, "vp": 1})
    cards.append({"kind": "towers", "target": None, "vp": 2})
    return [{"id": i, **c} for i, c in enumerate(cards)]


def patrician() -> list[dict]:
    # Card k names k, k+10 and k+20: one spot in each third of the city.
    return [{"id": k - 1, "numbers": [k, k + 10, k + 20]} for k in range(1, 11)]


def write(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def main() -> None:
    root = Path(__file__).resolve().parent.parent / "data"
    root.mkdir(exist_ok=True)
    write(root / "board.json", build_board())
    write(root / "ships.json", {"ships": ships()})
    write(root / "bonus.json", {"bonus_cards": bonus()})
    write(root / "patrician.json", {"cards": patrician()})


if __name__ == "__main__":
    main()
