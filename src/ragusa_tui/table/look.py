"""How the game looks: player colours and symbols, hex kinds on the map.

Everything here works without colour too: every player has a symbol and
every hex kind a label (the catalogue's), so a monochrome terminal still
shows the whole game.
Kind codes follow the engine's board (resources 0-5, buildings 10-19).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from ..engine.board import (
    COMMODITIES, EXCHANGE_COST, GRAPES, OLIVES, RESOURCES,
    SILVER_ORE, STONE, WOOD,
)


@dataclass(frozen=True)
class PlayerColour:
    """A seat colour: its name, terminal colour, house symbol, and the
    symbol of its towers: the house's shape drawn hollow, so a tower and a
    house of one seat are told apart without colour."""

    name: str
    rgb: str
    symbol: str
    tower: str

    def badge(self, name: str) -> Text:
        """A player's name with their symbol, in their colour: `● Ann`."""
        return Text(f"{self.symbol} {name}", f"bold {self.rgb}")


COLOURS: tuple[PlayerColour, ...] = (
    PlayerColour("Red", "#ff5f5f", "●", "○"),
    PlayerColour("Blue", "#5fa8ff", "■", "□"),
    PlayerColour("Green", "#5fdf5f", "▲", "△"),
    PlayerColour("Yellow", "#ffd75f", "◆", "◇"),
    PlayerColour("Purple", "#d787ff", "★", "☆"),
    PlayerColour("Orange", "#ff9f43", "▼", "▽"),
)
COLOUR_BY_NAME = {c.name: c for c in COLOURS}

# Resource / commodity keys as the engine spells them in actions (their words are the catalogue's).
RESOURCE_KEYS = RESOURCES
COMMODITY_KEYS = COMMODITIES
# Fish paid for one unit of a resource, cheapest first (the exchange dialog's order).
EXCHANGE_FISH = {RESOURCES[r]: EXCHANGE_COST[r] for r in (WOOD, GRAPES, OLIVES, STONE, SILVER_ORE)}


@dataclass(frozen=True)
class KindLook:
    """How one hex kind is drawn: its background and text colours, and what
    fills a hex's empty cells ("~" at sea). Its words, the labels inside a
    hex, are the catalogue's ("panel.map.*"), drawn by the map."""

    bg: str
    fg: str
    fill: str = " "


KINDS: dict[int, KindLook] = {
    0: KindLook("#1d4f86", "#9fd0ff", "~"),
    1: KindLook("#2f5d2a", "#d8f5c8"),
    2: KindLook("#5e5e5e", "#f0f0f0"),
    3: KindLook("#3e5f73", "#e0eef8"),
    4: KindLook("#5f3570", "#f0d8ff"),
    5: KindLook("#6b6a22", "#fbf7c8"),
    10: KindLook("#8a6a3a", "#fff4e0"),
    11: KindLook("#8a6a3a", "#fff4e0"),
    12: KindLook("#8a6a3a", "#fff4e0"),
    13: KindLook("#7a5a8a", "#fff4e0"),
    14: KindLook("#8a6a3a", "#fff4e0"),
    15: KindLook("#8a6a3a", "#fff4e0"),
    16: KindLook("#7a5a8a", "#fff4e0"),
    17: KindLook("#8a6a3a", "#fff4e0"),
    18: KindLook("#8a6a3a", "#fff4e0"),
    19: KindLook("#8a6a3a", "#fff4e0"),
}

# The map's signs, each its own shape, so the map reads without colour
# (NO_COLOR) too: a free spot, a spot where a house (or a tower) may go
# now, a Powerhouse and a spot where one may go now, a spot reserved for the
# Patrician, a built wall and one built in the last turn. A wall slot is
# drawn dotted, beside the solid lines of the other hexes' edges (each edge
# glyph's dotted twin).
FREE_SPOT = "·"
LEGAL_SPOT = "+"
POWERHOUSE = "⌂"
POWERHOUSE_SPOT = "^"
RESERVED = "×"
BUILT_WALL = "█"
RECENT_WALL = "▓"
SLOT_EDGE: dict[str, str] = {"╲": "⋱", "│": "⋮", "╱": "⋰"}

MAP_BG = "#14171c"
EDGE = "#59606e"
CITY_EDGE = "#c9a15a"
WALL = "#f2ead8"
EMPTY_SPOT = "#8d96a6"
LEGAL = "#b6f25a"
CANDIDATE_BG = "#2f5a18"
CURSOR_BG = "#f2f2f2"
CURSOR_FG = "#101010"
RECENT_BG = "#3a3f4a"
# Black pieces (reservations of the Patrician, Powerhouses) stand on black.
BLACK_PIECE_BG = "#000000"
RESERVED_FG = "#c8c8c8"
# A move of the Patrician being shown: its spot, building and wall slot.
STEP_BG = "#ffd75f"
STEP_HEX_BG = "#9c7418"
STEP_WALL = "#ffd75f"
