"""The score panel: a key and a palette command, shown on the end screen;
it never shows another player's bonus cards before the end."""

from __future__ import annotations

import asyncio

from support.app_table import asking, screen_text, session_at, session_until
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.end import EndScreen
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.standing import StandingScreen
from ragusa_tui.engine.scoring import bonus_total
from ragusa_tui.engine.standing import standings
from ragusa_tui.table.frame import position_of


def drive(app: RagusaApp, script) -> None:  # noqa: ANN001
    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(run())


def test_the_key_shows_own_cards_only_and_the_panel_closes() -> None:
    session = session_until(3, lambda s: s.game.round >= 4 and s.game.pending.kind == "place")
    app = RagusaApp(session=session)

    async def script(pilot: Pilot) -> None:
        assert isinstance(app.screen, GameScreen)
        viewer = app.screen.viewer
        assert viewer == session.decider
        await pilot.press("s")
        assert isinstance(app.screen, StandingScreen)
        text = screen_text(app)
        assert "Where do I stand" in text
        assert text.count("secret") >= 2  # the other two players' cards
        rows = standings(session.game, viewer)
        assert [s.bonus for s in rows if s.player != viewer] == [None, None]
        own = next(s for s in rows if s.player == viewer)
        assert own.bonus == bonus_total(session.game, viewer)
        assert f"{own.if_ended_now}" in text
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)

    drive(app, script)


def test_the_end_screen_shows_the_panel_with_the_final_totals() -> None:
    session = session_at(6, None)
    app = RagusaApp(session=session)

    async def script(pilot: Pilot) -> None:
        assert isinstance(app.screen, EndScreen)
        scores = session.game.final_scores()
        rows = standings(session.game, None)
        assert [s.if_ended_now for s in rows] == [p.total for p in scores.players]
        assert "secret" not in screen_text(app)
        await pilot.press("s")  # the panel is on the end screen: s scrolls to it
        assert isinstance(app.screen, EndScreen)
        panel = screen_text(app)
        assert "End scoring" in panel and "Total now" not in panel and "+?" not in panel
        for p in scores.players:
            assert str(p.total) in panel

    drive(app, script)


def test_the_hand_over_and_the_log_say_what_the_others_did() -> None:
    from ragusa_tui.app.screens.handover import HandOverScreen

    session = session_until(2, lambda s: s.game.round >= 2 and s.game.pending.kind == "place",
                            handover=True)
    player = session.decider
    others = [line.text for line in session.log[session.seen_at[player]:]
              if line.kind == "place" and line.player != player]
    assert others
    app = RagusaApp(session=session)

    async def script(pilot: Pilot) -> None:
        assert isinstance(app.screen, HandOverScreen)
        text = screen_text(app)
        assert f"Since {session.name(player)}'s last decision" in text
        assert others[-1].split(" (")[0] in text
        await pilot.press("enter")
        assert isinstance(app.screen, GameScreen)
        assert f"Since {session.name(player)}'s last decision" in screen_text(app)

    drive(app, script)


def test_a_house_taken_back_is_not_in_what_the_next_player_is_told() -> None:
    from ragusa_tui.app.screens.handover import HandOverScreen

    session = session_until(3, lambda s: s.game.round >= 2 and s.game.pending.kind == "place",
                            handover=True)
    mover = session.decider
    first, second = [a for a in session.legal() if a.kind == "place"][:2]
    session.apply(first)
    session.undo(mover)
    session.apply(second)
    while session.decider == mover:  # the rest of the turn, as it comes
        session.apply(session.legal()[0])
    player = session.decider
    said = session.news_for(player)
    spot = {a: f"spot {a.arg} " for a in (first, second)}
    assert any(spot[second] in line for line in said)
    assert not any(spot[first] in line for line in said)  # taken back: it never happened
    app = RagusaApp(session=session)

    async def script(pilot: Pilot) -> None:
        assert isinstance(app.screen, HandOverScreen)
        text = screen_text(app)
        assert spot[second] in text and spot[first] not in text
        await pilot.press("enter")
        assert isinstance(app.screen, GameScreen)
        assert f"Since {session.name(player)}'s last decision: " in screen_text(app)

    drive(app, script)


def test_the_new_game_form_starts_on_the_mode_and_remembers_the_last_game() -> None:
    from textual.widgets import Input, RadioButton

    from ragusa_tui.app.screens.new_game import NewGameScreen
    from ragusa_tui.table.setup import GameSetup

    last = GameSetup(("Zoe",), ("Green",), None, True, "solo", ("human_first",), 0)
    app = RagusaApp()
    app.last_setup = last

    async def script(pilot: Pilot) -> None:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        assert app.focused is not None and app.focused.id == "mode"
        assert form.mode == "solo"
        assert form.query_one("#name-0", Input).value == "Zoe"
        assert form.query_one("#opt-human_first").value
        await pilot.press("left")
        await pilot.pause()
        assert form.mode == "duel"
        assert [b.value for b in form.query_one("#mode").query(RadioButton)] == [False, True, False]

    drive(app, script)


def test_the_end_screen_shows_the_final_board() -> None:
    from ragusa_tui.app.screens.replay import ReplayScreen

    session = session_at(6, None)
    app = RagusaApp(session=session)

    async def script(pilot: Pilot) -> None:
        assert isinstance(app.screen, EndScreen)
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.index == len(session.game.history)
        assert app.screen.recording.state(app.screen.index) == position_of(session.game.snapshot(None))
        await pilot.press("escape")
        assert isinstance(app.screen, EndScreen)

    drive(app, script)


def test_at_100x30_a_dialog_leaves_the_spot_being_decided_in_sight() -> None:
    from ragusa_tui.app.widgets.board_map import BoardMap

    session = session_at(4, "order")
    app = RagusaApp(session=session)

    async def run() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            panel = asking(app)
            assert panel is not None
            dialog = panel.region
            board_map = app.screen.query_one(BoardMap)
            x, y = board_map.cell_offset(spot=session.last_spot)
            x, y = x + board_map.region.x, y + board_map.region.y
            assert not dialog.contains(x, y)

    asyncio.run(run())
