"""Notices belong to the player who caused them: none survives the hand-over."""

from __future__ import annotations

import asyncio

from support.app_table import asking, screen_text, setup

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.handover import HandOverScreen


def test_a_refusal_notice_is_gone_when_the_keyboard_changes_hands() -> None:
    app = RagusaApp(setup=setup(11, handover=True))

    async def run() -> None:
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # Ann takes the keyboard
            assert asking(app) is not None
            await pilot.press("f")  # no fish exchange now: refused with a notice
            await pilot.pause()
            notices = [n.message for n in app._notifications]
            assert notices and notices[0][:20] in screen_text(app)
            await pilot.press("1", "enter")
            await pilot.pause()
            assert isinstance(app.screen, HandOverScreen)
            assert notices[0][:20] not in screen_text(app)
            assert not list(app._notifications)

    asyncio.run(run())
