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


def test_a_digit_on_an_option_not_possible_says_why_and_keeps_the_cursor() -> None:
    from dataclasses import replace

    from ragusa_tui.app.prompts import Option
    from ragusa_tui.app.widgets.decision_panel import ChoiceList

    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        panel = asking(app)
        assert panel is not None and panel.prompt is not None
        real = panel.prompt
        options = (real.options[0], Option("Sell 1 Wine", None, "you have no Wine"), *real.options[1:])
        screen.close_dialog()
        screen.open_prompt(replace(real, options=options))
        await pilot.pause()
        await pilot.press("2")
        assert panel.query_one(ChoiceList).highlighted == 0
        assert any("Not possible: you have no Wine." in str(n.message) for n in app._notifications)
        await pilot.press("enter")
        assert [str(a) for a in screen.session.game.history] == [real.options[0].action]

    drive(app, script)


def test_the_panel_fits_each_decisions_options_and_draws_them_whole() -> None:
    """Filled with more options, then fewer, then long ones at a narrower
    width, the panel holds every option of the decision now asked, drawn in
    full, and nothing left of the one before (the list keeps its drawn lines
    when only its height changes, and draws them again when its width does)."""
    from dataclasses import replace

    from test_app_support import screen_text

    from ragusa_tui.app.prompts import Option
    from ragusa_tui.app.widgets.decision_panel import ChoiceList

    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        panel = asking(app)
        assert panel is not None and panel.prompt is not None
        real = panel.prompt
        action = real.options[0].action
        choices = panel.query_one(ChoiceList)
        many = tuple(Option(f"Choice number {i}", action) for i in range(8))
        long = (Option("A choice told at such length " * 4 + "that ends here", action),
                Option("Choice number 0", action))
        for options, width in ((many, None), (many[:2], None), (many[:5], None), (long, 50)):
            screen.close_dialog()
            if width is not None:
                panel.styles.width = width
            screen.open_prompt(replace(real, options=options))
            for _ in range(3):
                await pilot.pause()
            text = screen_text(app)
            labels = [o.label for o in options]
            for label in labels:
                assert label.split()[-1] in text
            for gone in many:
                assert (gone.label in text) == (gone.label in labels)
            lines = choices.get_content_height(choices.size, screen.size, choices.content_region.width)
            assert choices.size.height == lines and panel.region.contains_region(choices.region)
        assert choices.size.height >= 4  # the long label wrapped on to three lines or more

    drive(app, script)
