"""How the game looks: player colours and symbols, hex kinds on the map.

Everything here works without colour too: every player has a symbol and
every hex kind a name, so a monochrome terminal still shows the whole game.
Kind codes follow the engine's board (resources 0-5, buildings 10-19).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from ..engine.board import (
    COMMODITIES, COMMODITY_LABELS, EXCHANGE_COST, GRAPES, OLIVES, RESOURCE_LABELS, RESOURCES,
    SILVER_ORE, STONE, WOOD,
)


@dataclass(frozen=True)
class PlayerColour:
    """A seat colour: its name, terminal colour, house symbol."""

    name: str
    rgb: str
    symbol: str

    def badge(self, name: str) -> Text:
        """A player's name with their symbol, in their colour: `● Ann`."""
        return Text(f"{self.symbol} {name}", f"bold {self.rgb}")


COLOURS: tuple[PlayerColour, ...] = (
    PlayerColour("Red", "#ff5f5f", "●"),
    PlayerColour("Blue", "#5fa8ff", "■"),
    PlayerColour("Green", "#5fdf5f", "▲"),
    PlayerColour("Yellow", "#ffd75f", "◆"),
    PlayerColour("Purple", "#d787ff", "★"),
    PlayerColour("Orange", "#ff9f43", "▼"),
)
COLOUR_BY_NAME = {c.name: c for c in COLOURS}

# Resource / commodity names as the engine spells them in actions, and as shown.
RESOURCE_KEYS = RESOURCES
RESOURCE_NAMES = RESOURCE_LABELS
RESOURCE_SHORT = ("Fish", "Wood", "Stone", "Ore", "Grapes", "Olives")
COMMODITY_KEYS = COMMODITIES
COMMODITY_NAMES = COMMODITY_LABELS
# Fish paid for one unit of a resource, cheapest first (the exchange dialog's order).
EXCHANGE_FISH = {RESOURCES[r]: EXCHANGE_COST[r] for r in (WOOD, GRAPES, OLIVES, STONE, SILVER_ORE)}


def commodity_name(key: str) -> str:
    """'wine' -> 'Wine'."""
    return COMMODITY_NAMES[COMMODITY_KEYS.index(key)]


@dataclass(frozen=True)
class KindLook:
    """How one hex kind is drawn: background, text colour, labels.

    `wide` holds up to three lines for a hex 7 cells wide (5, 7, 5 cells);
    `narrow` is the single label for a 5-cell hex centre.
    """

    name: str
    bg: str
    fg: str
    wide: tuple[str, str, str]
    narrow: str
    fill: str = " "


KINDS: dict[int, KindLook] = {
    0: KindLook("Sea", "#1d4f86", "#9fd0ff", ("~ ~", "~ Sea ~", "~ ~"), "~Sea~", "~"),
    1: KindLook("Wood", "#2f5d2a", "#d8f5c8", ("", "Wood", "W"), "Wood"),
    2: KindLook("Stone", "#5e5e5e", "#f0f0f0", ("", "Stone", "S"), "Stone"),
    3: KindLook("Silver Ore", "#3e5f73", "#e0eef8", ("", "Ore", "O"), "Ore"),
    4: KindLook("Grapes", "#5f3570", "#f0d8ff", ("", "Grapes", "G"), "Grape"),
    5: KindLook("Olives", "#6b6a22", "#fbf7c8", ("", "Olives", "L"), "Olive"),
    10: KindLook("Silversmith", "#8a6a3a", "#fff4e0", ("", "Silver", "smith"), "SIL"),
    11: KindLook("Architect", "#8a6a3a", "#fff4e0", ("", "Archi-", "tect"), "ARC"),
    12: KindLook("Mason", "#8a6a3a", "#fff4e0", ("", "Mason", ""), "MAS"),
    13: KindLook("Rector's Palace", "#7a5a8a", "#fff4e0", ("", "Rector", "Pal."), "REC"),
    14: KindLook("Winery", "#8a6a3a", "#fff4e0", ("", "Winery", ""), "WIN"),
    15: KindLook("Oil Press", "#8a6a3a", "#fff4e0", ("", "Oil", "Press"), "OIL"),
    16: KindLook("Cathedral", "#7a5a8a", "#fff4e0", ("", "Cathe-", "dral"), "CAT"),
    17: KindLook("Market", "#8a6a3a", "#fff4e0", ("", "Market", ""), "MKT"),
    18: KindLook("Wharf", "#8a6a3a", "#fff4e0", ("", "Wharf", ""), "WHF"),
    19: KindLook("Fishmonger", "#8a6a3a", "#fff4e0", ("Fish", "monger", ""), "FSH"),
}

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


def plural(n: int, word: str) -> str:
    """`3 houses`, `1 house`."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
