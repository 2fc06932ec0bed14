"""The thorough profile's (RAGUSA_THOROUGH=1) snapshots of the dialogs at
120x40 other than the hex order's (in `test_layout_snapshots.py`): none
needs scrolling, and what it asks about stays in sight beside it."""

from __future__ import annotations

from typing import Any

import pytest
from support.app_table import asking_position
from support.helpers import THOROUGH
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp

if not THOROUGH:
    pytest.skip("the thorough profile's", allow_module_level=True)

SIZE = (120, 40)


@pytest.mark.parametrize("kind", ["keep_bonus", "rector", "exchange", "final_exchange", "buy_ship", "sell"])
def test_dialog_at_120x40(snap_compare: Any, kind: str) -> None:
    assert snap_compare(RagusaApp(session=asking_position(kind)), terminal_size=SIZE)


def test_fish_exchange_opened_by_its_key_at_120x40(snap_compare: Any) -> None:
    async def press_f(pilot: Pilot[Any]) -> None:
        await pilot.press("f")

    assert snap_compare(RagusaApp(session=asking_position("fish")), terminal_size=SIZE, run_before=press_f)
