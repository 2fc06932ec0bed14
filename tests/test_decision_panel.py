"""The decision panel: one panel filled again for each decision, answered at
most once per decision, and put aside without an answer."""

from __future__ import annotations

from typing import Any

from test_app_support import asking, drive, game_screen, setup
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp


def test_a_decision_takes_one_answer_and_the_panel_is_filled_again() -> None:
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        panel = asking(app)
        assert panel is not None and panel.prompt is not None
        game = game_screen(app).session.game
        first = panel.prompt
        action = next(o.action for o in first.options if o.action)
        panel.answer(action)
        panel.answer(action)  # a second answer to the same decision: nothing
        await pilot.pause()
        assert [str(a) for a in game.history] == [action]
        again = asking(app)
        assert again is panel and panel.prompt is not first  # the next player's cards, same panel
        await pilot.press("escape")  # put aside: no answer, the keys back on the map
        assert asking(app) is None and not panel.display and len(game.history) == 1
        assert app.screen.focused is not None and app.screen.focused.id == "map"

    drive(app, script)
