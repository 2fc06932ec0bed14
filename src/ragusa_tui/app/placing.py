"""House or Powerhouse: what the player at a "place" decision is placing.

In a duel each player may place one of two Powerhouses instead of a house.
The game screen keeps the player's wish (the `p` key toggles it); these
helpers turn it into the engine's action kind, the map's mode and the words
of the header. A player with only Powerhouses left always places one.
"""

from __future__ import annotations

from textual.binding import Binding

from ..catalogue import Message
from ..table.view import TableView, decider_frame
from ..table.words import placing as placing_words
from .widgets.board_map import POWERHOUSES, SPOTS

HOUSE, POWERHOUSE = "place", "powerhouse"  # the engine's action kinds

# One key, shown with what it switches to; the count is the Powerhouses left.
KEYS = [
    Binding("p", "place_kind('powerhouse', 2)", "key.powerhouse_2", key_display="p"),
    Binding("p", "place_kind('powerhouse', 1)", "key.powerhouse_1", key_display="p"),
    Binding("p", "place_kind('place', 0)", "key.house", key_display="p"),
]


def left(session: TableView, player: int) -> tuple[int, int]:
    """Houses and Powerhouses `player` still has to place."""
    me = session.frame(None).position.mats[player]
    return me.houses_left, me.powerhouses_left


def placing(session: TableView, wants_powerhouse: bool) -> str | None:
    """The kind of piece the deciding player places now (`HOUSE` or
    `POWERHOUSE`), or None if the pending decision is not a placement."""
    d = session.frame(None).decision
    if d is None or d.kind != "place":
        return None
    houses, powerhouses = left(session, d.player)
    if powerhouses and (wants_powerhouse or not houses):
        return POWERHOUSE
    return HOUSE


def map_mode(kind: str) -> str:
    return POWERHOUSES if kind == POWERHOUSE else SPOTS


def can_switch(session: TableView, wants_powerhouse: bool, to: str, count: int) -> bool:
    """Whether the key may switch to `to` now (the binding shown has `count`)."""
    now = placing(session, wants_powerhouse)
    d = session.frame(None).decision
    if now is None or d is None or now == to:
        return False
    houses, powerhouses = left(session, d.player)
    if to == POWERHOUSE:
        return 0 < powerhouses == count
    return houses > 0


def words(session: TableView, kind: str, by_keys: bool = True) -> str:
    """What the header says the player decides (see `table.words.placing`)."""
    d = session.frame(None).decision
    assert d is not None
    houses, powerhouses = left(session, d.player)
    return str(placing_words(kind == POWERHOUSE, houses, powerhouses, by_keys, session.frame(None).what))


def problem(session: TableView, kind: str, spot: int) -> Message:
    """Why the deciding player may not place `kind` on `spot` now."""
    d = session.frame(None).decision
    if kind == POWERHOUSE and d is not None:
        return (decider_frame(session).powerhouse_problem_message(spot)
                or Message.of("play.problem.no_powerhouse_spot"))
    return decider_frame(session).spot_problem_message(spot) or Message.of("play.problem.no_spot")
