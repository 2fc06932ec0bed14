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
            assert not [n for n in app._notifications]

    asyncio.run(run())


def test_a_notice_running_out_as_the_same_words_come_again_breaks_nothing() -> None:
    """The same words again take the place of the notice shown; that notice
    running out while the notices are looked through changes nothing."""
    from textual.notifications import Notification

    app = RagusaApp(setup=setup(11, handover=False))

    async def run() -> None:
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await pilot.pause()
            app.notify("Once", title="Here")
            await pilot.pause()
            first = next(iter(app._notifications))
            asked = 0

            def expired(self: Notification) -> bool:  # running out on the second look
                nonlocal asked
                asked += self is first
                return self is first and asked > 1

            original = Notification.has_expired
            Notification.has_expired = property(expired)  # type: ignore[assignment,method-assign]
            try:
                app.notify("Once", title="Here")
                await pilot.pause()
            finally:
                Notification.has_expired = original  # type: ignore[method-assign]
            assert app.is_running
            assert [n.message for n in app._notifications] == ["Once"]

    asyncio.run(run())
