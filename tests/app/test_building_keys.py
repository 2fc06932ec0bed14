"""A key per city building puts the map's cursor on the next spot that may be
chosen around it, round again at the end; n shows each free spot's number
on the map, in colour or not, at the smallest size too."""

from __future__ import annotations

from typing import Any

import pytest
from support.app_table import drive, game_screen, session_at
from support.waiting import until
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.widgets.board_map import BUILDING_KEYS, NUMBERS_KEY, BoardMap

def _around(board_map: BoardMap, kind: int) -> list[int]:
    """The spots that may be chosen around the building of `kind`, in reading order."""
    assert board_map.view is not None
    board = board_map.board
    return sorted((s for s in board_map.view.candidates
                   if any(board.hex_kind[h] == kind for h in board.spot_hexes[s])),
                  key=lambda s: (board.spot_xy[s][1], board.spot_xy[s][0]))


def test_a_building_key_cycles_its_spots_and_says_when_there_is_none() -> None:
    app = RagusaApp(session=session_at(4, "place", nth=7))

    async def script(pilot: Pilot[Any]) -> None:
        board_map = game_screen(app).query_one(BoardMap)
        await until(pilot, lambda: board_map.has_focus and bool(board_map.view and board_map.view.candidates),
                    "the map's spots to choose")
        pools = {key: _around(board_map, kind) for key, kind in BUILDING_KEYS}
        key, pool = max(pools.items(), key=lambda item: len(item[1]))
        assert len(pool) >= 2
        seen = []
        for _ in range(len(pool) + 1):
            await pilot.press(key)
            await until(pilot, lambda: board_map.cursor in pool and board_map.cursor not in seen[-1:], "the next spot")
            seen.append(board_map.cursor)
        assert seen == [*pool, pool[0]]  # every spot in turn, then round again
        empty = [(key, kind) for key, kind in BUILDING_KEYS if not pools[key]]
        assert empty, "the position has a building with no spot to choose"
        before = board_map.cursor
        await pilot.press(empty[0][0])
        await until(pilot, lambda: any("No spot you may choose now touches" in n.message
                                       for n in app._notifications), "the notice")
        assert board_map.cursor == before

    drive(app, script)


@pytest.mark.parametrize("colour", ["colour", "monochrome"])
def test_the_numbers_key_shows_and_hides_the_spot_numbers_at_100x30(
        colour: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if colour == "monochrome":
        monkeypatch.setenv("NO_COLOR", "1")
    app = RagusaApp(session=session_at(4, "place", nth=7))

    async def script(pilot: Pilot[Any]) -> None:
        board_map = game_screen(app).query_one(BoardMap)
        await until(pilot, lambda: board_map.has_focus and board_map._lines is not None, "the map drawn")
        assert app.no_color == (colour == "monochrome")
        lay = board_map.layout_now
        left = board_map._left(lay)
        view = board_map.view
        assert view is not None
        free = [s for s in range(board_map.board.n_spots)
                if view.houses[s] is None and s >= 10 and s != board_map.cursor]
        legal = next(s for s in free if s in view.candidates)
        other = next(s for s in free if s not in view.candidates)

        def drawn(spot: int) -> tuple[str, Any]:
            col, row = lay.spot_cell[spot]
            lines = board_map._lines
            assert lines is not None
            line = lines[row]
            text = line.text[left + col - 1:left + col + 2]
            x = 0
            for segment in line:
                if x <= left + col < x + len(segment.text):
                    return text, segment.style
                x += len(segment.text)
            raise AssertionError(spot)

        await pilot.press(NUMBERS_KEY)
        await until(pilot, lambda: str(legal) in drawn(legal)[0], "the spot numbers shown")
        assert str(other) in drawn(other)[0]
        # Without colour too, a spot that may be chosen stands out.
        assert drawn(legal)[1].underline and drawn(legal)[1].bold
        assert not drawn(other)[1].underline
        await pilot.press(NUMBERS_KEY)
        await until(pilot, lambda: str(legal) not in drawn(legal)[0], "the spot numbers hidden")

    drive(app, script, size=(100, 30))


def test_a_building_key_says_so_when_its_one_spot_is_already_under_the_cursor() -> None:
    """With a single spot to choose around a building, the key puts the
    cursor there, and pressed again says it is the only one (it used to stay
    silent, as if the key did nothing)."""
    for nth in range(1, 12):
        session = session_at(4, "place", nth=nth)
        app = RagusaApp(session=session)
        found: dict[str, Any] = {}

        async def script(pilot: Pilot[Any]) -> None:
            board_map = game_screen(app).query_one(BoardMap)
            await until(pilot, lambda: board_map.has_focus and bool(board_map.view and board_map.view.candidates),
                        "the map's spots to choose")
            single = [(key, _around(board_map, kind)[0]) for key, kind in BUILDING_KEYS
                      if len(_around(board_map, kind)) == 1]
            if not single:
                return
            key, spot = single[0]
            await pilot.press(key)
            await until(pilot, lambda: board_map.cursor == spot, "the one spot")
            await pilot.press(key)
            await until(pilot, lambda: any(f"Spot {spot} is the only spot" in n.message
                                           for n in app._notifications), "the notice")
            found.update(spot=spot, cursor=board_map.cursor)

        drive(app, script)
        if found:
            assert found["cursor"] == found["spot"]  # it stays there
            return
    pytest.fail("no position of these games has a building with one spot to choose")
