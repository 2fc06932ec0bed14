"""The game screen's own state that a save keeps beside the game
(`table.screen_state`): the map's cursor, the spot numbers shown or not,
and the log's "Since ...'s last decision" lines.

The screen tells the table each change as it happens: the saves after each
action carry it, and leaving the game writes it once more if the player
changed it since (moved the cursor, showed the numbers). A resumed table
hands it back: the cursor and the numbers before the map is first drawn,
the since-lines worded again in the language shown, each after the log
line it followed. A networked seat's screen keeps nothing: its game is
saved by its server.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from rich.text import Text

from ..catalogue import Message, text
from ..table.local import LocalTable
from ..table.screen_state import MOST_SINCE, SinceLine, lines_told
from .widgets.board_map import WALLS, BoardMap
from .widgets.event_log import EventLog

if TYPE_CHECKING:
    from ..table.log import LogLine
    from ..table.look import PlayerColour
    from ..table.view import TableView


def _table(session: TableView) -> LocalTable | None:
    return session if isinstance(session, LocalTable) else None


@dataclass
class Waiting:
    """What a resumed save brought that the screen has not put back yet:
    its since-lines not written in the log yet, and the spot its cursor was
    on, until it is put back there. The game screen holds one."""

    since: list[SinceLine] = field(default_factory=list)
    cursor: int | None = None


def bring_back(session: TableView, board_map: BoardMap, shown_spot: Callable[[int | None], None]) -> Waiting:
    """Put the map as the save left it, before it is first drawn: its
    numbers shown or not, and its cursor on the spot it was on (the map
    keeps it there if that spot may be chosen, else takes the nearest one
    that may, until `cursor_back`). Listen to the map from now on: the
    player's moves of the cursor (after `shown_spot`, the words under the
    map) and the n key."""
    table = _table(session)

    def moved(target: int | None) -> None:
        shown_spot(target)
        if table is not None:
            note_cursor(table, board_map, target, by_the_player=True)

    board_map.cursor_listener = moved
    if table is None:
        return Waiting()
    board_map.numbers_listener = lambda shown: _note_numbers(table, shown)
    kept = table.screen
    waiting = Waiting(list(kept.since))
    board_map.numbers = kept.numbers
    if kept.cursor is not None and board_map.view is None:
        board_map.cursor = waiting.cursor = kept.cursor
    return waiting


def cursor_back(waiting: Waiting, board_map: BoardMap) -> None:
    """Once a resumed game's decision is presented: the cursor back on the
    spot it was left on, even one that may not be chosen (the map leaves a
    cursor there until the game moves on; its first drawing, with no cursor
    of its own yet, took the nearest spot that may be)."""
    target, waiting.cursor = waiting.cursor, None
    if target is not None and board_map.mode != WALLS and board_map.cursor != target:
        board_map.put_cursor(target)


def note_cursor(session: TableView, board_map: BoardMap, target: int | None, by_the_player: bool = False) -> None:
    """The map's cursor is on `target` now: kept if it names a spot (a wall
    slot's number is not one, and the map forgets it when the slots go)."""
    table = _table(session)
    if table is None or target is None or board_map.mode == WALLS or not 0 <= target < table.board.n_spots:
        return
    if table.screen.cursor != target:
        table.screen = replace(table.screen, cursor=target)
        table.screen_unsaved |= by_the_player


def _note_numbers(table: LocalTable, shown: bool) -> None:
    if table.screen.numbers != shown:
        table.screen = replace(table.screen, numbers=shown)
        table.screen_unsaved = True


def since_line(name: str, news: Sequence[Message]) -> Text:
    """The log's line of what the others did since `name`'s last decision."""
    return Text.assemble((f"  ─ {text('play.news.since', player=name)} ", "bold"),
                         " · ".join(map(str, news)), style="italic")


def tell_news(session: TableView, log: EventLog, seat: int, news: Sequence[Message]) -> None:
    """Write in the log what the others did since `seat` last decided, and
    keep it; not again if it is what the log said last (a resumed game
    presenting once more the decision it was left at)."""
    table = _table(session)
    if table is not None:
        line = SinceLine(log.shown, seat, lines_told(table.log, table.seen_at.get(seat, 0), table.taken_back, news))
        since = table.screen.since
        if since and (since[-1].seat, since[-1].lines) == (seat, line.lines):
            return  # said last already (or to be written with the log's lines, `add_log`)
        table.screen = replace(table.screen, since=(*since, line)[-MOST_SINCE:])
        table.screen_unsaved = True
    log.tell(since_line(session.frame(None).name(seat), news))


def add_log(waiting: Waiting, session: TableView, log: EventLog, lines: Sequence[LogLine],
            colours: Sequence[PlayerColour]) -> None:
    """`EventLog.add`, with the since-lines a resumed save brought written
    each after the log line it followed, once, worded from the log's lines."""
    table = _table(session)
    while waiting.since and table is not None and waiting.since[0].at <= len(lines):
        kept = waiting.since.pop(0)
        log.add(lines[:kept.at], colours)
        told = [table.log[i].said for i in kept.lines if i < len(table.log)]
        log.write(since_line(session.frame(None).name(kept.seat), told))
    log.add(lines, colours)
