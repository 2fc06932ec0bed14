"""Snapshots of the main screens (pytest-textual-snapshot). After a
deliberate change of the look, refresh them with `--snapshot-update`."""

from __future__ import annotations

from typing import Any

from support.app_table import session_at

from ragusa_tui.app.app import RagusaApp

BIG = (120, 40)
SMALL = (100, 30)


def test_main_screen_placing(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=session_at(4, "place", nth=7)), terminal_size=BIG)


def test_main_screen_at_100x30(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=session_at(4, "place", nth=7)), terminal_size=SMALL)


def test_wall_slots_with_their_vp(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=session_at(4, "wall")), terminal_size=BIG)


def test_prompt_buying_a_ship(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=session_at(4, "buy_ship")), terminal_size=BIG)


def test_handover_screen(snap_compare: Any) -> None:
    app = RagusaApp(session=session_at(4, "place", nth=5, handover=True))
    assert snap_compare(app, terminal_size=BIG)


def test_end_screen(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=session_at(6, None)), terminal_size=BIG)


def test_terminal_too_small(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=session_at(4, "place")), terminal_size=(80, 24))
