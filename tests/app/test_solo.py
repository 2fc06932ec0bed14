"""Solo against the Patrician through the app: the new-game form, the bots'
moves shown step by step, reserved spots, a whole game to the verdict, and
snapshots of the solo board."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from support.app_table import SOLO_SEED, Table, asking, drive, game_screen, play_to_end, screen_text, solo, solo_session
from support.waiting import until
from textual.pilot import Pilot
from textual.widgets import Checkbox, DataTable, Input, Select, Static

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.end import EndScreen
from ragusa_tui.app.screens.new_game import NewGameScreen
from ragusa_tui.app.widgets.board_map import BoardMap
from ragusa_tui.app.widgets.event_log import EventLog
from ragusa_tui.engine import Event, Game, GameConfig, new_game
from ragusa_tui.engine.config import SOLO_OPTIONS
from ragusa_tui.table.bot_steps import BotSteps
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup

SEED = SOLO_SEED
BIG, SMALL = (120, 40), (100, 30)
SLOW = 60.0  # a pause no test waits for: only the keys move the bots on


def flat(text: str) -> str:
    """Text with every run of whitespace as one space (wrapped lines joined)."""
    return " ".join(text.split())


class HumanOnly(Table):
    """The usual scripted player, checking it is only ever asked its own choices."""

    def choose(self, game: Game) -> str:
        assert game.pending is not None and not game.is_bot[game.pending.player]
        return super().choose(game)


# ------------------------------------------------------------ the model
def test_bot_steps_group_hide_and_follow_the_turns() -> None:
    game = new_game(GameConfig(mode="solo", players=["Ann"], seed=SEED))
    events = [e for e in game.setup_events]
    reserved = [False] * game.board.n_spots
    steps = BotSteps.after(events, game.is_bot, -1, None, 3, game.rounds, reserved)
    assert steps is not None
    first = steps.steps[0]
    assert [e.kind for e in first.events] == ["patrician", "place"]  # a card and its house
    assert first.turn_player == 1 and first.round == 1
    assert {s.turn_player for s in steps.steps} == {1, 2}
    placed = [e.data["spot"] for e in events if e.kind == "place"]
    houses = [None] * game.board.n_spots
    for spot in placed:
        houses[spot] = game.owner[spot]
    hidden, _, _, _ = steps.hide(houses, [None] * len(houses), [-1] * game.board.n_walls, reserved)
    assert all(hidden[s] is None for s in placed)
    steps.advance()
    shown, _, _, _ = steps.hide(houses, [None] * len(houses), [-1] * game.board.n_walls, reserved)
    assert shown[placed[0]] == 1 and shown[placed[1]] is None
    assert steps.hidden_lines == sum(len(s.events) for s in steps.steps[1:])
    human_only = [Event("gain", 0, "Ann gains 1 Wood.", {"hex": 1})]
    assert BotSteps.after(human_only, game.is_bot, 2, 0, 3, 9, reserved) is None


def test_a_bot_turn_after_the_humans_counts_as_the_next_turn() -> None:
    e = [Event("place", 0, "Ann builds", {"spot": 3}), Event("patrician", 1, "Orange draws", {"spot": 9}),
         Event("place", 1, "Orange builds", {"spot": 9}), Event("patrician", 2, "Blue draws", {"spot": 8}),
         Event("end", None, "Every house is placed."), Event("score", None, "1. Ann")]
    steps = BotSteps.after(e, [False, True, True], 5, 0, 3, 9, [False] * 20)
    assert steps is not None
    assert [(s.turn_player, s.round) for s in steps.steps] == [(1, 3), (2, 3), (2, 3)]
    assert len(steps.steps[-1].events) == 2  # the scoring lines come together


# ------------------------------------------------------------- the form
def test_new_game_form_sets_up_a_solo_game_with_its_options() -> None:
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("n")
        form = app.screen
        assert isinstance(form, NewGameScreen)
        assert not form.query_one("#solo-options").display
        await pilot.click("#mode-solo")
        assert form.query_one("#solo-options").display
        assert not form.query_one("#seat-1").display and not form.query_one("#handover").display
        hints = [str(w.render()) for w in form.query(".option-hint") if w.display]
        assert hints == list(SOLO_OPTIONS.values())  # each option explained in its sentence
        assert "Rector's Palace you take the top card" in screen_text(app)
        name = form.query_one("#name-0", Input)
        name.value = ""
        await pilot.click("#name-0")
        await pilot.press(*"Sam")
        await pilot.click("#opt-human_first")
        assert form.query_one("#opt-human_first", Checkbox).value
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = game_screen(app)
        game = screen.session.game
        assert game.config.mode == "solo" and game.names == ["Sam", "Orange", "Blue"]
        assert game.options == {"rector_no_choice": False, "bots_best_of_pair": False,
                                "human_first": True}
        assert [c.name for c in screen.session.colours] == ["Red", "Orange", "Blue"]
        assert not screen.handover

    drive(app, script)


def offered_colours(form: NewGameScreen, seat: int) -> list[str]:
    """The colours a seat's list offers, as the open list shows them."""
    from textual.widgets._select import SelectOverlay

    overlay = form.query_one(f"#colour-{seat}", Select).query_one(SelectOverlay)
    return [str(overlay.get_option_at_index(i).prompt).split()[-1] for i in range(overlay.option_count)]


def test_the_solo_form_never_offers_the_patricians_colours() -> None:
    """Orange and Blue belong to the bots: the solo form does not offer them
    (a seat named after its colour follows), and they come back for hot-seat."""
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("n")
        form = app.screen
        assert isinstance(form, NewGameScreen)
        colour = form.query_one("#colour-0", Select)
        colour.value = "Blue"
        await pilot.pause()
        assert form.query_one("#name-0", Input).value == "Blue"
        assert offered_colours(form, 0) == ["Red", "Blue", "Green", "Yellow", "Purple", "Orange"]
        await pilot.click("#mode-solo")
        await pilot.pause()
        assert offered_colours(form, 0) == ["Red", "Green", "Yellow", "Purple"]
        assert colour.value == "Red" and form.query_one("#name-0", Input).value == "Red"
        colour.value = "Yellow"
        await pilot.click("#mode-standard")
        await pilot.pause()
        assert offered_colours(form, 0) == ["Red", "Blue", "Green", "Yellow", "Purple", "Orange"]
        assert colour.value == "Yellow" and form.query_one("#name-0", Input).value == "Yellow"
        await pilot.click("#mode-solo")
        await pilot.pause()
        assert colour.value == "Yellow"  # a colour the bots do not use is kept
        await pilot.click("#mode-standard")
        colour.value = "Orange"
        form.query_one("#colour-1", Select).value = "Red"
        await pilot.click("#mode-solo")
        await pilot.pause()
        assert colour.value == "Yellow"  # Red and Green are the other players' colours:
        await pilot.click("#mode-standard")  # back to hot-seat without a clash
        await pilot.pause()
        assert [form.query_one(f"#colour-{i}", Select).value for i in range(3)] == ["Yellow", "Red", "Green"]
        await pilot.click("#mode-solo")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert [c.name for c in game_screen(app).session.colours] == ["Yellow", "Orange", "Blue"]

    drive(app, script)


def test_the_forms_problem_is_shown_whole() -> None:
    """A problem longer than the form's line wraps instead of losing its end;
    a seed that is not a number is said as it is typed."""
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("n")
        form = app.screen
        assert isinstance(form, NewGameScreen)
        await pilot.click("#seed")
        await pilot.press(*"the ")  # typed; the rest pasted at once (each key lays the form out anew)
        form.query_one("#seed", Input).insert_text_at_cursor("harbour of Ragusa in 1450")
        await pilot.pause()
        error = form.query_one("#error", Static)
        problem = str(error.render())
        assert problem.startswith("The seed must be a whole number, not 'the harbour")
        assert len(problem) > error.size.width  # too long for one line of the form:
        assert error.size.height >= 2  # it wraps
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is form
        await pilot.press("ctrl+u")  # the field emptied: no seed, no problem
        await pilot.pause()
        assert str(error.render()) == ""

    drive(app, script)


def test_solo_form_keeps_the_bots_colours_for_the_bots() -> None:
    setup = GameSetup(("Sam",), ("Blue",), 1, False, "solo")
    assert "Patrician's colours" in (setup.problem() or "")
    assert GameSetup(("Sam",), ("Green",), 1, False, "solo").problem() is None
    assert "one player" in (GameSetup(("A", "B"), ("Red", "Green"), mode="solo").problem() or "")
    assert "2" in (GameSetup(("A",), ("Red",), mode="duel").problem() or "")


# ------------------------------------------------------ the bots' moves
def test_bot_moves_are_shown_one_step_at_a_time_and_can_be_skipped() -> None:
    app = RagusaApp(setup=solo(pause=SLOW))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        board_map = screen.query_one(BoardMap)
        placed = [e.data["spot"] for e in game.setup_events if e.kind == "place"]
        assert screen.bots.running and board_map.view is not None
        assert all(board_map.view.houses[s] is None for s in placed)  # nothing shown yet
        assert "the Patrician is about to play" in screen_text(app)
        await pilot.press("enter", "space")  # Enter does nothing; Space shows the next move
        view = board_map.view
        assert view is not None and not game.history
        assert view.houses[placed[0]] == 1 and placed[0] in view.lit_spots
        assert view.houses[placed[1]] is None
        text = screen_text(app)
        assert "Orange draws the Patrician card" in text and "Blue draws" not in text
        assert "move 1 of" in text and "Skip to your turn" in text
        await pilot.press("f", "tab", "space")  # no fish exchange while the bots play
        assert asking(app) is None and not game.history
        await pilot.press("escape")
        assert not screen.bots.running
        assert board_map.view is not None and board_map.view.houses[placed[1]] == 2
        assert "Blue draws the Patrician card" in screen_text(app)
        assert board_map.mode == "spots" and board_map.view.candidates
        # Now the human's turn: a house, then the bots' next moves are held back again.
        await pilot.press("tab", "enter")
        assert len(game.history) == 1 and screen.bots.running
        assert not screen.bots.steps or not screen.bots.steps.current
        await pilot.press("escape")
        assert not screen.bots.running and game.pending.kind == "place"

    drive(app, script)


def _mat_row(text: str, label: str) -> list[int]:
    """The numbers of one row of the player mats on screen."""
    line = next(x for x in text.splitlines() if re.search(rf"│ {label} +\d", x))
    return [int(n) for n in line.split("│")[-1].split()[1:]]


def test_the_opening_bot_turns_show_the_mats_after_exactly_the_moves_revealed() -> None:
    app = RagusaApp(setup=solo(2, SLOW))  # seed 2: Orange's first turn builds a wall for 2 VP

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        states = game.setup_states(0)
        assert screen.bots.steps is not None
        steps = screen.bots.steps.steps
        end = len(game.setup_events) - sum(len(s.events) for s in steps)
        assert _mat_row(screen_text(app), "VP") == [0, 0, 0]  # nothing played yet
        for k, step in enumerate(steps, 1):
            await pilot.press("space")
            end += len(step.events)
            state = states[end - 1]
            text = screen_text(app)
            assert f"move {k} of {len(steps)}" in text
            assert _mat_row(text, "VP") == [p["vp"] for p in state["players"]]
            assert _mat_row(text, "Wood") == [p["resources"]["wood"] for p in state["players"]]
            view = screen.query_one(BoardMap).view
            assert view is not None and list(view.walls) == state["walls"]
            if k == 1:
                assert [p["vp"] for p in state["players"]] != [p["vp"] for p in game.snapshot(0)["players"]]
                assert list(view.walls) != game.walls
        await pilot.press("space")
        assert not screen.bots.running
        assert _mat_row(screen_text(app), "VP") == game.vp

    drive(app, script)


def test_nothing_tells_the_patricians_moves_before_they_are_shown() -> None:
    """While the bots' moves are being revealed, neither the line under the
    map nor the score panel (which counts the present state) tells a move
    not shown yet; both do once the moves are shown."""
    from ragusa_tui.app.screens.standing import StandingScreen

    app = RagusaApp(setup=solo(2, SLOW))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        later = [e for e in game.setup_events if e.kind == "place"][-1]  # Blue's first house
        board_map = screen.query_one(BoardMap)
        await pilot.press("space")
        board_map.put_cursor(later.data["spot"])
        await pilot.pause()
        info = str(screen.query_one("#spot-info", Static).render())
        assert f"Spot {later.data['spot']}" in info and f"{game.names[later.player]}'s house" not in info
        assert screen.bots.running and "s Scores" not in screen_text(app)
        await pilot.press("s")
        assert app.screen is screen
        screen.action_standing()  # as the command palette would
        await pilot.pause()
        assert app.screen is screen and "once the Patrician's moves are shown" in screen_text(app)
        await pilot.press("escape")
        assert not screen.bots.running and "s Scores" in screen_text(app)
        board_map.put_cursor(later.data["spot"])
        await pilot.pause()
        info = str(screen.query_one("#spot-info", Static).render())
        assert f"{game.names[later.player]}'s house" in info
        await pilot.press("s")
        assert isinstance(app.screen, StandingScreen)

    drive(app, script)


def test_the_moves_play_by_themselves_after_a_short_pause() -> None:
    app = RagusaApp(setup=solo(pause=0.02))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        # (Waiting for the line itself: at a busy machine's first frames the
        # moves may not have started yet, and none running is no proof.)
        await until(pilot, lambda: not screen.bots.running and "Blue draws the Patrician card" in screen_text(app),
                    "the Patrician's moves shown to the end")
        assert "Ann decides" in screen_text(app)

    drive(app, script)


def test_a_reserved_spot_cannot_be_chosen_and_says_why() -> None:
    app = RagusaApp(setup=solo())

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        board_map = screen.query_one(BoardMap)
        spot = next(s for s in range(game.board.n_spots) if game.reserved[s])
        assert board_map.view is not None and spot not in board_map.view.candidates
        await pilot.click(board_map, offset=board_map.cell_offset(spot=spot))
        assert board_map.cursor == spot
        text = screen_text(app)
        assert "reserved for the Patrician" in text
        await pilot.press("enter")
        await pilot.pause()
        assert not game.history and game.reserved[spot]
        assert "Cannot build here" in screen_text(app)

    drive(app, script)


# ------------------------------------------------------------- a game
@pytest.mark.thorough  # a whole game: the thorough profile's
def test_a_whole_solo_game_through_the_keys_to_the_verdict() -> None:
    app = RagusaApp(setup=solo(SEED, 0.0, "bots_best_of_pair"))

    async def script(pilot: Pilot[Any]) -> None:
        await play_to_end(app, pilot, HumanOnly())
        screen = app.screen
        assert isinstance(screen, EndScreen)
        scores = screen.scores
        beats = scores.as_dict()["human_beats"]
        assert set(beats) == {"Orange", "Blue"}
        table = screen.query_one("#scores", DataTable)
        assert table.row_count == 3
        for seat, name in ((1, "Orange"), (2, "Blue")):
            row = [str(x) for x in table.get_row(str(seat))]
            assert row[-2] == str(scores.players[seat].total)
            assert row[-1] == ("beaten" if beats[name] else "not beaten")
        text = flat(screen_text(app))
        won = scores.as_dict()["human_wins"]
        assert ("Ann wins" if won else "Ann loses") in text
        for p in scores.players:  # each bot's breakdown, card by card
            for card in p.bonus:
                assert card.title in text
        assert "not counted" in text or not any(p.bonus for p in scores.players[1:])

    drive(app, script)


# ------------------------------------------------------------ snapshots


def test_snapshot_solo_board_with_reservations(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=solo_session(12)), terminal_size=BIG)


def test_snapshot_solo_board_at_100x30(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=solo_session(12)), terminal_size=SMALL)


def test_snapshot_a_bot_move_being_shown(snap_compare: Any) -> None:
    async def two_moves(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        await pilot.press("space", "space")

    app = RagusaApp(setup=solo(SEED, SLOW))
    assert snap_compare(app, terminal_size=BIG, run_before=two_moves)


def test_snapshot_solo_verdict(snap_compare: Any) -> None:
    session = solo_session(200)
    assert session.over
    assert snap_compare(RagusaApp(session=session), terminal_size=BIG)


@pytest.mark.thorough  # a whole game: the thorough profile's
def test_no_key_crashes_a_solo_game_while_the_bots_play() -> None:
    keys = ["space", "enter", "escape", "tab", "f", "p", "1", "2", "up", "left", "question_mark",
            "escape", "x", "ctrl+s"]
    rng = random.Random(4)
    app = RagusaApp(setup=solo(SEED, 0.01))

    async def script(pilot: Pilot[Any]) -> None:
        session = game_screen(app).session
        for _ in range(60):
            await pilot.press(rng.choice(keys))
            if session.over:
                break
        assert session.game.history  # the mashing played on

    drive(app, script)


def test_the_humans_cards_stay_on_screen_while_the_last_bot_moves_show() -> None:
    session = LocalTable(solo(pause=SLOW))
    game, pick = session.game, random.Random(1)
    while True:  # to the human's last decision
        action = pick.choice(game.legal_actions())
        trial = game.copy()
        trial.apply(action)
        if trial.is_over:
            break
        session.apply(action)
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        await pilot.pause()
        screen.close_dialog()
        screen.act(action)
        await pilot.pause()
        assert game.is_over and screen.bots.running  # the bots' last moves, one at a time
        text = flat(screen_text(app))
        assert "Ann's bonus cards" in text and "handed over" not in text

    drive(app, script)


def test_in_final_scoring_the_top_line_names_nobody_s_turn() -> None:
    # With the human first, the turn counter has moved on to a bot's turn
    # that is never played: the line says final scoring instead.
    session = LocalTable(solo(5, 0.0, "human_first"))
    chooser = random.Random(5)
    while session.game.pending.kind != "final_exchange":  # type: ignore[union-attr]
        session.apply(chooser.choice(session.legal()))
    app = RagusaApp(session=session)

    async def script(pilot: Pilot) -> None:
        top = screen_text(app).splitlines()[0]
        assert "Round 9 of 9 · final scoring · " in top and "Ann decides: final scoring" in top
        assert "'s turn" not in top

    drive(app, script)


def test_the_log_pages_back_through_the_patricians_moves_and_decides_nothing() -> None:
    """At 100x30 the log shows a few lines: PgUp and PgDn read it back,
    while the Patrician's moves are shown and after, named in the Footer
    then (where the building keys would do nothing), and never decide."""
    app = RagusaApp(setup=solo(pause=SLOW))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        log = screen.query_one(EventLog)
        total = len(screen.bots.steps.steps) if screen.bots.steps else 0
        assert total >= 6
        footer = screen_text(app).splitlines()[-1]
        assert "PgUp/Dn Log" in footer and "Building" not in footer, footer
        for _ in range(total - 1):
            await pilot.press("space")
        await pilot.pause()
        first = next(line.text for line in screen.session.log if line.player == 1)
        assert first[:25] not in flat(screen_text(app))  # scrolled out of the few lines shown
        await pilot.press("pageup", "pageup")  # twice, fast
        await pilot.pause()
        assert log.held and log.scroll_y < log.max_scroll_y
        assert screen.bots.running and not game.history  # nothing decided
        held_at = log.scroll_y
        await pilot.press("space")  # the last move comes: the log stays where it is read
        await pilot.pause()
        assert log.scroll_y == held_at
        while log.scroll_y > 0:
            await pilot.press("pageup")
        await pilot.pause()
        top = flat(" ".join(screen_text(app).splitlines()[-7:-1]))  # the log's rows, beside the side panels
        assert screen.session.log[0].text[:20] in log.lines[0].text and screen.session.log[0].text[:20] in top
        await pilot.press("escape")
        await until(pilot, lambda: not screen.bots.running, "the human's turn")
        footer = screen_text(app).splitlines()[-1]
        assert "Building" in footer and "PgUp/Dn" not in footer  # the building keys do something again
        for _ in range(40):
            await pilot.press("pagedown")
            if not log.held:
                break
        assert log.scroll_y == log.max_scroll_y and not game.history
        await pilot.press("pageup", "pageup")
        await pilot.press("tab", "enter")  # a move: the log shows its lines
        await until(pilot, lambda: bool(game.history), "Ann's house")
        await pilot.pause()
        assert not log.held and log.scroll_y == log.max_scroll_y

    drive(app, script, size=SMALL)


def test_after_the_patricians_moves_the_log_says_what_happened_since_the_humans_last_decision() -> None:
    """As a hot-seat player handed the keyboard hears the others' moves,
    the solo player hears the Patrician's, at 100x30, in the log (paged
    with PgUp PgDn): the bots' houses and the ships drawn, not the human's own."""
    app = RagusaApp(setup=solo(pause=SLOW))

    def told(log: EventLog) -> str:
        text = flat(" ".join(strip.text for strip in log.lines))
        return text[text.rindex("Since Ann's last decision:"):] if "Since Ann's last decision:" in text else ""

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        session, log = screen.session, screen.query_one(EventLog)
        assert told(log) == ""  # not while the moves are being shown
        await pilot.press("escape", "escape")  # twice, fast: the second does nothing
        await until(pilot, lambda: bool(told(log)), "the news in the log")
        news = told(log)
        houses = [line.text for line in session.log if line.kind == "place" and line.player in (1, 2)]
        assert houses and all(flat(h)[:30] in news for h in houses)
        assert flat(next(line.text for line in session.log if line.kind == "harbour"))[:30] in news
        assert not session.game.history
        await pilot.press("tab", "enter")  # Ann builds; the Patrician answers
        await until(pilot, lambda: bool(session.game.history) and screen.bots.running, "the Patrician's turn")
        mine = next(line.text for line in session.log if line.kind == "place" and line.player == 0)
        before = len(session.log) - sum(len(s.events) for s in screen.bots.steps.steps)  # type: ignore[union-attr]
        await pilot.press("escape")
        await until(pilot, lambda: not screen.bots.running and told(log) != news, "the next news")
        news = told(log)
        assert flat(mine)[:30] not in news  # Ann's own house is no news to her
        later = [line.text for line in session.log[before:] if line.kind == "place" and line.player in (1, 2)]
        assert later and all(flat(h)[:30] in news for h in later)

    drive(app, script, size=SMALL)
