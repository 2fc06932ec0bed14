"""The explain key (x) of the game screen: what is under the map's cursor,
shown in a box over the board (`screens.explain`), worked out by
`table.explain` for the seat whose secrets the screen may show."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..catalogue import Message, text
from ..table.explain import explain_seen_slot, explain_seen_spot, explain_slot, explain_spot
from .widgets.board_map import BUILDING_KEYS_SHOWN, WALLS, BoardMap
from .widgets.keys_footer import COMPACT_BELOW as COMPACT_FOOTER_BELOW

if TYPE_CHECKING:
    from textual.screen import Screen

    from ..table.view import TableView

KEY = "x"
# The Footer at a house to build, the widest it gets: each key and the code of its words.
_PLACING = (("←↑↓→", "key.move"), ("Tab", "key.next"), ("Enter", "key.choose"), ("f", "key.fish"),
            ("u", "key.undo"), ("i", "key.hint"), ("s", "key.scores"), ("^q", "key.quit"), ("?", "key.help"))
_BUILDING_ENTRY = (BUILDING_KEYS_SHOWN, "key.building")
_POWERHOUSE = ("p", "key.powerhouse_2")
_ENTRY = (KEY, "key.explain")


def _width(entries: tuple[tuple[str, str], ...], spaced: bool) -> int:
    """Columns the Footer takes for `entries`: each key and its words, one
    space between them and after (two when the Footer is spaced out, where
    the palette's entry also takes its place)."""
    gap = 2 if spaced else 1
    used = sum(len(key) + 1 + len(text(code)) + gap for key, code in entries)
    return used + (len(text("key.palette")) + 4 if spaced else 0)


def footer_room(width: int, duel: bool, building: bool) -> tuple[bool, bool]:
    """Whether the Footer at `width` columns has room for the building keys'
    entry (already `building` or not by the duel's rule) and for this key's
    entry, in the language spoken: the building keys' entry goes first (the
    help lists those keys), then this one; the keys work either way."""
    spaced = width >= COMPACT_FOOTER_BELOW
    base = _PLACING + ((_POWERHOUSE,) if duel else ())
    if building and _width((*base, _BUILDING_ENTRY, _ENTRY), spaced) <= width:
        return True, True
    return False, _width((*base, _ENTRY), spaced) <= width


def explain(screen: Screen[Any], session: TableView, viewer: int | None, moving: bool) -> None:
    """Open the box for the game screen's cursor (its spot or wall slot), for
    `viewer`'s eyes; say in one sentence why not when it cannot be (nothing
    under the cursor, the Patrician's moves being shown (`moving`): the board
    shown is behind the game)."""
    title = text("explain.title")
    if moving:
        screen.notify(text("explain.later", moving=Message.of("play.moving.bots")), title=title, markup=False)
        return
    game = getattr(session, "game", None)  # a table here; a networked seat has only its frames
    board_map = screen.query_one(BoardMap)
    target = board_map.cursor
    walls = board_map.mode == WALLS
    board = session.board
    count = board.n_walls if walls else board.n_spots
    if target is None or not 0 <= target < count:
        screen.notify(text("explain.nothing_here"), title=title, markup=False)
        return
    if game is None:
        frame = session.frame(viewer)
        lines = explain_seen_slot(board, frame, target) if walls else explain_seen_spot(board, frame, target)
    else:
        seat = 0 if game.mode == "solo" else viewer
        seed = getattr(session, "seed", 0)
        lines = explain_slot(game, target, seat) if walls else explain_spot(game, target, seat, seed)
    from .screens.explain import ExplainScreen

    screen.app.push_screen(ExplainScreen(lines))
