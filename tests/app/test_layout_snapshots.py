"""Snapshots of the game screen in each mode and of every dialog it opens, at
the documented minimum (100x30) and at 120x40: what each asks about stays in
sight beside it, and nothing needs scrolling at 120x40. Each position is
built directly (a seeded game played at random to the decision), with no
keys but the one that opens the fish exchange. A snapshot costs a second or
more: at 120x40, where the dialogs fit with room to spare, this module has
the hex order's (the longest options); `test_layout_snapshots_roomy.py`, in
the thorough profile, has the others. After a deliberate change of the look,
refresh them with `--snapshot-update`."""

from __future__ import annotations

from typing import Any

import pytest
from support.app_table import SOLO_SEED, asking_position, played_to, solo
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp

SIZES = {"100x30": (100, 30), "120x40": (120, 40)}
# Every dialog the game screen opens: a decision's, and the fish exchange its key opens.
DIALOGS = ["keep_bonus", "rector", "order", "exchange", "final_exchange", "buy_ship", "sell"]


async def press_f(pilot: Pilot[Any]) -> None:
    await pilot.press("f")


@pytest.mark.parametrize("size", SIZES)
def test_duel_board(snap_compare: Any, size: str) -> None:
    assert snap_compare(RagusaApp(session=played_to("place", seed=3, mode="duel")), terminal_size=SIZES[size])


@pytest.mark.parametrize("kind", DIALOGS)
def test_dialog_at_100x30(snap_compare: Any, kind: str) -> None:
    assert snap_compare(RagusaApp(session=asking_position(kind)), terminal_size=SIZES["100x30"])


def test_hex_order_at_120x40_needs_no_scrolling(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=asking_position("order")), terminal_size=SIZES["120x40"])


def test_fish_exchange_opened_by_its_key_at_100x30(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=asking_position("fish")), terminal_size=SIZES["100x30"],
                        run_before=press_f)


def test_wall_slots_at_100x30(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=played_to("wall")), terminal_size=SIZES["100x30"])


def test_a_bot_move_being_shown_at_100x30(snap_compare: Any) -> None:
    async def two_moves(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        await pilot.press("space", "space")

    app = RagusaApp(setup=solo(SOLO_SEED, 60.0))  # a pause no test waits for: only Space moves on
    assert snap_compare(app, terminal_size=SIZES["100x30"], run_before=two_moves)
