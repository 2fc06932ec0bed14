"""The decision panel: one panel filled again for each decision, answered at
most once per decision, and put aside without an answer."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from support.app_table import asking, drive, game_screen, screen_text, session_at, setup
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.widgets.decision_panel import ChoiceList, DecisionPanel
from ragusa_tui.table.prompts import Option, Prompt


def _asked(app: RagusaApp) -> tuple[GameScreen, DecisionPanel, Prompt]:
    """The game screen, its decision panel and the decision it asks."""
    panel = asking(app)
    assert panel is not None and panel.prompt is not None
    return game_screen(app), panel, panel.prompt


def _ask_instead(screen: GameScreen, prompt: Prompt, options: tuple[Option, ...]) -> None:
    """Ask `prompt` again with these options in its place."""
    screen.close_dialog()
    screen.open_prompt(replace(prompt, options=options))


async def _ask_with_an_option_not_possible(app: RagusaApp,
                                          pilot: Pilot[Any]) -> tuple[GameScreen, DecisionPanel, Prompt]:
    """The decision asked again with a second option not possible ("Sell 1
    Wine"); the screen, the panel and the decision as first asked."""
    screen, panel, real = _asked(app)
    options = (real.options[0], Option("Sell 1 Wine", None, "you have no Wine"), *real.options[1:])
    _ask_instead(screen, real, options)
    await pilot.pause()
    return screen, panel, real


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
        assert list(game.history) == [action]
        again = asking(app)
        assert again is panel and panel.prompt is not first  # the next player's cards, same panel
        await pilot.press("escape")  # put aside: no answer, the keys back on the map
        assert asking(app) is None and not panel.display and len(game.history) == 1
        assert app.screen.focused is not None and app.screen.focused.id == "map"

    drive(app, script)


def test_a_digit_on_an_option_not_possible_points_at_it_and_enter_there_chooses_nothing() -> None:
    """The cursor goes to the option the digit names, possible or not: left
    on another option, the Enter that follows would choose that one."""
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen, panel, real = await _ask_with_an_option_not_possible(app, pilot)
        await pilot.press("2")
        assert panel.query_one(ChoiceList).highlighted == 1
        assert any("Not possible: you have no Wine." in str(n.message) for n in app._notifications)
        app.clear_notifications()
        await pilot.press("enter")
        await pilot.pause()
        assert not screen.session.game.history and asking(app) is panel
        assert any("Not possible: you have no Wine." in str(n.message) for n in app._notifications)
        await pilot.press("3", "enter")
        assert list(screen.session.game.history) == [real.options[1].action]

    drive(app, script)


def test_a_refusal_repeated_while_shown_is_shown_once() -> None:
    """A digit on an option not possible, then Enter there: the same words
    twice take each other's place instead of stacking; other notices stay."""
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        await _ask_with_an_option_not_possible(app, pilot)
        app.notify("Another notice")
        await pilot.press("2", "enter", "enter")
        await pilot.pause()
        shown = [str(n.message) for n in app._notifications]
        assert shown.count("Not possible: you have no Wine.") == 1
        assert "Another notice" in shown

    drive(app, script)


def test_the_cursor_on_an_option_not_possible_is_drawn_there() -> None:
    """A digit can put the cursor on an option not possible; it is drawn
    there, on the cursor's background, and nowhere else."""
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen, panel, real = await _ask_with_an_option_not_possible(app, pilot)
        choices = panel.query_one(ChoiceList)
        cursor = choices.get_visual_style("option-list--option", "option-list--option-highlighted")
        plain = choices.get_visual_style("option-list--option")

        def background(line: int) -> object:
            return list(choices.render_line(line - choices.scroll_offset.y))[-1].style.bgcolor

        assert background(0) == cursor.rich_style.bgcolor != plain.rich_style.bgcolor
        await pilot.press("2")
        assert choices.highlighted == 1
        assert background(1) == cursor.rich_style.bgcolor
        assert background(0) == background(2) == plain.rich_style.bgcolor

    drive(app, script)


def test_an_undo_refused_in_a_dialog_leaves_the_cursor_where_it_was() -> None:
    """u in the first decision of a game: nothing to take back. The dialog is
    asked again, and the cursor stays on the card the player had moved to, so
    the next Enter keeps that card (a kept bonus card cannot be taken back)."""
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen, panel, real = _asked(app)
        assert real.options[1].action and real.options[1].action != real.options[0].action
        await pilot.press("2", "u")
        await pilot.pause()
        assert any("Cannot take back" in str(n.title) for n in app._notifications)
        assert asking(app) is panel and panel.query_one(ChoiceList).highlighted == 1
        await pilot.press("enter")
        assert list(screen.session.game.history) == [real.options[1].action]

    drive(app, script)


def test_the_panel_fits_each_decisions_options_and_draws_them_whole() -> None:
    """Filled with more options, then fewer, then long ones at a narrower
    width, the panel holds every option of the decision now asked, drawn in
    full, and nothing left of the one before (the list keeps its drawn lines
    when only its height changes, and draws them again when its width does)."""
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen, panel, real = _asked(app)
        action = real.options[0].action
        choices = panel.query_one(ChoiceList)
        many = tuple(Option(f"Choice number {i}", action) for i in range(8))
        long = (Option("A choice told at such length " * 4 + "that ends here", action),
                Option("Choice number 0", action))
        for options, width in ((many, None), (many[:2], None), (many[:5], None), (long, 50)):
            if width is not None:
                panel.styles.width = width
            _ask_instead(screen, real, options)
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


def test_a_list_that_grows_a_scrollbar_wraps_its_options_to_the_width_left() -> None:
    """Options enough to scroll bring a scrollbar, which narrows the list's
    inside: an option that fitted on one line before it wraps on to two, and
    its end is still drawn."""
    app = RagusaApp(setup=setup(2, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen, panel, real = _asked(app)
        action = real.options[0].action
        choices = panel.query_one(ChoiceList)
        _ask_instead(screen, real, tuple(Option(f"Choice {i}", action) for i in range(3)))
        for _ in range(3):
            await pilot.pause()
        wide = choices.scrollable_content_region.width
        # "1  " and the label fill the list's inside exactly, until a scrollbar takes its share.
        label = ("word " * 40)[: wide - 3 - len(" the end")] + " the end"
        _ask_instead(screen, real, (Option(label, action), *(Option(f"Choice {i}", action) for i in range(1, 25))))
        for _ in range(3):
            await pilot.pause()
        assert choices.show_vertical_scrollbar and choices.scrollable_content_region.width < wide
        assert "the end" in screen_text(app)
        assert choices.virtual_size.height == 26  # the long option on two lines, 24 on one each

    drive(app, script)


def test_a_choice_sent_twice_answers_only_the_decision_it_was_made_in() -> None:
    """Enter twice, faster than the first answer is handled: the second
    choice was made in the list of the decision just answered, and must not
    answer the next one (here the Wharf's sale after the Wharf chosen first)."""
    app = RagusaApp(session=session_at(4, "order", handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen, panel, real = _asked(app)
        game = screen.session.game
        choices = panel.query_one(ChoiceList)
        choices.highlighted = next(i for i, o in enumerate(real.options) if o.label.startswith("Wharf"))
        await pilot.pause()
        before = len(game.history)
        choices.action_select()
        choices.action_select()  # both reach the list before the first answer is handled
        for _ in range(3):
            await pilot.pause()
        assert len(game.history) == before + 1
        assert game.pending is not None and game.pending.kind == "sell" and asking(app) is panel

    drive(app, script)


def test_a_dialog_put_aside_as_soon_as_it_opens_leaves_the_keys_on_the_map() -> None:
    """Brought back (the palette's "Back to the decision") and put aside
    again before the app's queue moved on: the keys go back to the map,
    never to the hidden list, and Enter there brings the dialog back."""
    app = RagusaApp(setup=setup(11, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen, panel, prompt = _asked(app)
        panel.answer(None)
        await pilot.pause()
        screen.open_prompt(prompt)
        panel.answer(None)  # in the same moment
        await pilot.pause()
        assert not panel.asking and screen.focused is screen.query_one("#map")
        await pilot.press("enter")
        assert asking(app) is panel and panel.prompt == prompt

    drive(app, script)


def test_keys_given_to_the_hidden_list_go_back_to_the_map() -> None:
    """Textual drops the focus of a widget it hides; a focus asked for the
    list while the dialog was open and carried out after it closed would
    leave the keys nowhere, and Enter on the map would do nothing."""
    app = RagusaApp(setup=setup(11, handover=False))

    async def script(pilot: Pilot[Any]) -> None:
        screen, panel, prompt = _asked(app)
        panel.query_one(ChoiceList).focus()  # carried out when the app's queue gets to it
        panel.answer(None)
        await pilot.pause()
        assert not panel.asking and screen.focused is screen.query_one("#map")
        await pilot.press("enter")
        assert asking(app) is panel and panel.prompt == prompt

    drive(app, script)
