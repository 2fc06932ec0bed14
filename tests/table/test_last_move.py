"""The last move is marked on the map: the last house, and the walls and
towers built in that same turn; a new house clears the marks of the turn before."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable

from support.app_table import session_at, session_until

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.widgets.board_map import RECENT_WALL, BoardMap
from ragusa_tui.engine.record import read_record
from ragusa_tui.table.autosave import save_text
from ragusa_tui.table.last_move import LastMove
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.recording import Recording
from ragusa_tui.table.setup import GameSetup


def at_next_turn(built: Callable[[LocalTable], frozenset[int]]) -> LocalTable:
    """The first moment a turn that built something has ended and a house is to be placed."""
    s = session_until(0, lambda s: bool(built(s)) and s.game.pending is not None
                      and s.game.pending.kind == "place")
    assert not s.over
    return s


def drawn(session: LocalTable, cell: Callable[[BoardMap], tuple[int, int]]) -> tuple[str, object]:
    return drawn_in(RagusaApp(session=session), cell)


def drawn_in(app: RagusaApp, cell: Callable[[BoardMap], tuple[int, int]]) -> tuple[str, object]:
    """The character and style the app's map draws at `cell` (a spot's or slot's cell)."""
    out: list[tuple[str, object]] = []

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            board_map = app.screen.query_one(BoardMap)
            col, row = cell(board_map)
            col += board_map._left(board_map.layout_now)  # the map is centred in its widget
            assert board_map._lines is not None
            x = 0
            for seg in board_map._lines[row]:
                if x <= col < x + len(seg.text):
                    out.append((seg.text[col - x], seg.style))
                    break
                x += len(seg.text)

    asyncio.run(run())
    return out[0]


def test_a_wall_of_the_last_turn_is_drawn_shaded_and_the_next_house_clears_it() -> None:
    s = at_next_turn(lambda s: s.recent_slots)
    slot = next(iter(s.recent_slots))
    assert s.game.walls[slot] >= 0
    glyph, _ = drawn(s, lambda m: m.layout_now.slot_cells[slot][0])
    assert glyph == RECENT_WALL
    s.apply(s.game.legal_actions()[0])  # the next player places a house
    assert not s.recent_slots
    glyph, _ = drawn(s, lambda m: m.layout_now.slot_cells[slot][0])
    assert glyph == "█"


def test_a_tower_of_the_last_turn_is_underlined_and_taking_back_restores_the_mark() -> None:
    s = at_next_turn(lambda s: s.recent_towers)
    spot = next(iter(s.recent_towers))
    _, style = drawn(s, lambda m: m.layout_now.tower_cell[spot])
    assert style.underline  # type: ignore[attr-defined]
    s.apply(s.game.legal_actions()[0])
    assert not s.recent_towers
    s.undo()
    assert s.recent_towers == frozenset({spot})


def _recorded(session: LocalTable) -> Recording:
    return Recording(read_record(save_text(session, autosave=False)), "test")


def _played(session: LocalTable, seed: int) -> list[LastMove]:
    """Play `session` to the end at random; the marks after each step."""
    marks = [session.last_move]
    rnd = random.Random(seed)
    while not session.over:
        session.apply(rnd.choice(session.game.legal_actions()))
        marks.append(session.last_move)
    return marks


def test_the_replay_marks_the_same_last_move_as_the_game_at_every_step() -> None:
    for setup in (GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 4, False),
                  GameSetup(("Ann",), ("Red",), 4, False, "solo"),
                  GameSetup(("Ann", "Bo"), ("Red", "Blue"), 4, False, "duel")):
        session = LocalTable(setup)
        marks = _played(session, 4)
        recording = _recorded(session)
        assert len(recording) + 1 == len(marks)
        assert [recording.last_move(i) for i in range(len(marks))] == marks
        assert any(m.slots for m in marks) and any(m.towers for m in marks)


def _replay_at(recording: Recording, index: int) -> RagusaApp:
    return RagusaApp(replay=recording, replay_step=index)


def test_the_replay_viewer_marks_the_walls_and_towers_of_the_last_turn() -> None:
    session = session_at(0, None)  # a whole game
    recording = _recorded(session)
    n = len(recording)
    wall_at = next(i for i in range(n + 1) if recording.last_move(i).slots)
    slot = next(iter(recording.last_move(wall_at).slots))
    glyph, _ = drawn_in(_replay_at(recording, wall_at), lambda m: m.layout_now.slot_cells[slot][0])
    assert glyph == RECENT_WALL
    cleared = next(i for i in range(wall_at, n + 1) if slot not in recording.last_move(i).slots)
    glyph, _ = drawn_in(_replay_at(recording, cleared), lambda m: m.layout_now.slot_cells[slot][0])
    assert glyph == "█"  # a later house: the wall is no longer the last move
    tower_at = next(i for i in range(n + 1) if recording.last_move(i).towers)
    spot = next(iter(recording.last_move(tower_at).towers))
    _, style = drawn_in(_replay_at(recording, tower_at), lambda m: m.layout_now.tower_cell[spot])
    assert style.underline  # type: ignore[attr-defined]
    _, style = drawn_in(_replay_at(recording, tower_at - 1), lambda m: m.layout_now.tower_cell[spot])
    assert not style or not style.underline  # type: ignore[attr-defined]
