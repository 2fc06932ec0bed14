"""The hint key: the hard computer player's move for the decision at hand."""

from __future__ import annotations

from typing import Any

import pytest
from support.app_table import drive, game_screen, house_by_two_seas, screen_text
from textual.pilot import Pilot
from textual.widgets import OptionList

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app import hint
from ragusa_tui.app.widgets.board_map import BoardMap
from ragusa_tui.engine import Action, GameConfig, new_game
from ragusa_tui.table.setup import GameSetup


def _hints(app: RagusaApp) -> list[str]:
    """The hints shown (not the notice that one is being thought out)."""
    return [str(n.message) for n in app._notifications if n.title == "Hint" and n.message != "Thinking…"]


def test_hint_shows_the_hard_players_move_without_changing_the_game() -> None:
    app = RagusaApp(setup=GameSetup(("Ann",), ("Red",), 5, False, "solo", (), 0.0))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        before = len(game.history)
        await pilot.press("i")
        await screen.workers.wait_for_complete()
        await pilot.pause()
        text = " ".join(screen_text(app).replace("▌", "").split())
        assert "Hint" in text and "Build a house on spot" in text
        assert [str(n.message) for n in app._notifications][-1].endswith("The cursor is on it.")
        assert len(game.history) == before
        spot = int(text.split("Build a house on spot ", 1)[1].split(":")[0])
        assert screen.query_one(BoardMap).cursor == spot and f"Spot {spot} ·" in text

    drive(app, script)


def test_hint_words_name_cards_and_ships() -> None:
    game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=1))
    card = game.pending.options[0]
    assert hint.describe(game, Action("keep", card)).startswith("keep the bonus card '")
    assert hint.describe(game, Action("buy", 0)).endswith(" ship")
    assert hint.describe(game, Action("sell", "wine")) == "sell 1 Wine"
    assert hint.describe(game, Action("hex", 0)) == f"let the {game.board.hex_label(0)} act next"
    last = game.board.n_spots - 1  # more spots than hexes: a spot's number is no hex's
    assert hint.describe(game, Action("place", last)) == f"build a house on spot {last}"
    assert hint.describe(game, Action("tower", last)) == f"raise a tower on spot {last}"
    assert "Keep the bonus card" in hint.advise(game.copy(), 3)[0]


def test_the_hints_reason_says_what_its_move_does_and_no_playout_figures() -> None:
    """The figures of quick games played out by simple rules ("won 0 (0%) and
    ended on average 61 VP behind") misled: the reason says what the move
    brings (`table.reasons`), and the odds only as an estimate."""
    import random

    for mode, players in (("standard", ["Ann", "Bo", "Cy"]), ("solo", ["Ann"])):
        game = new_game(GameConfig(mode=mode, players=players, seed=4))
        pick = random.Random(4)
        for _ in range(9):
            game.apply(pick.choice(game.legal_actions()))
        text, action = hint.advise(game.copy(), 4)
        assert text.startswith(hint.describe(game, action)[0].upper() + hint.describe(game, action)[1:] + ": ")
        assert "%" not in text and "on average" not in text and "simple rules" not in text
        assert any(said in text for said in ("it brings you", "it keeps", "it should score", "it sets off"))


def test_a_hint_arriving_after_a_move_is_dropped() -> None:
    app = RagusaApp(setup=GameSetup(("Ann",), ("Red",), 5, False, "solo", (), 0.0))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        screen.hints.start()
        screen.session.apply(game.legal_actions()[0])  # a move made while it thinks
        await screen.workers.wait_for_complete()
        await pilot.pause()
        assert "Build a house on spot" not in " ".join(screen_text(app).split())

    drive(app, script)


def test_a_hint_asked_before_a_fish_exchange_is_dropped() -> None:
    """The exchange keeps the decision asked (the hex order) but changes what
    it should be answered with: the hint thought out before it is dropped."""
    import random

    from ragusa_tui.table.local import LocalTable

    session = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 2, False, "standard"))
    pick = random.Random(2)
    while not (session.game.pending.kind == "order" and any(a.kind == "exchange" for a in session.legal())):
        session.apply(pick.choice(session.legal()))
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        decision = game.pending
        screen.hints.start()
        screen.session.apply(next(a for a in game.legal_actions() if a.kind == "exchange"))
        assert game.pending is decision  # the same question, asked again after the exchange
        await screen.workers.wait_for_complete()
        await pilot.pause()
        assert [str(n.message) for n in app._notifications][-1] == "Thinking…"

    drive(app, script)


def test_a_powerhouse_hint_readies_the_map_for_a_powerhouse() -> None:
    app = RagusaApp(setup=GameSetup(("Ann", "Bo"), ("Red", "Blue"), 3, False, "duel", (), 0.0))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        while game.pending.kind != "place":
            screen.panel.answer(game.legal_actions()[0])
            await pilot.pause()
        spot = next(a.arg for a in game.legal_actions() if a.kind == "powerhouse")
        assert screen.point_at(Action("powerhouse", spot))
        assert screen.wants_powerhouse and screen.query_one(BoardMap).cursor == spot
        assert screen.point_at(Action("place", game.legal_actions()[0].arg))
        assert not screen.wants_powerhouse

    drive(app, script)


def test_the_hint_works_in_a_dialog_and_highlights_its_option(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first decision of a hot-seat game is a bonus card, asked in a
    dialog: i is offered there too, and the hinted card is the one highlighted,
    as the hint says (a dialog has no cursor: it used to say "The cursor is on
    it"). (The medium player gives the hint here: what it says is not the point.)"""
    monkeypatch.setattr(hint, "HINT_LEVEL", "medium")
    app = RagusaApp(setup=GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 5, False))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        game = screen.session.game
        assert screen.panel.asking and game.pending.kind == "keep_bonus"  # type: ignore[union-attr]
        assert "i Hint" in screen_text(app).splitlines()[-1]  # the Footer offers it
        await pilot.press("i")
        await screen.workers.wait_for_complete()
        await pilot.pause()
        message = [str(n.message) for n in app._notifications][-1]
        assert message.startswith("Keep the bonus card '") and message.endswith("Its option is highlighted.")
        expected = hint.advise(game.copy(), screen.session.seed)[1]
        highlighted = screen.panel.prompt.options[screen.query_one("#choices").highlighted]  # type: ignore[union-attr]
        assert highlighted.action is expected and game.history == []

    drive(app, script)


def test_a_hint_goes_once_its_decision_is_made_or_taken_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hint answers one decision: made (or taken back), the decision is
    gone, and so is the hint, while other notices stay."""
    monkeypatch.setattr(hint, "HINT_LEVEL", "medium")
    app = RagusaApp(setup=GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 5, False))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        session = screen.session
        for made in (True, False):
            await pilot.press("i")
            await screen.workers.wait_for_complete()
            await pilot.pause()
            assert len(_hints(app)) == 1
            await pilot.press("i")  # asked again: the new hint takes the old one's place
            await screen.workers.wait_for_complete()
            await pilot.pause()
            assert len(_hints(app)) == 1
            app.notify("another notice")
            await pilot.pause()
            if made:
                await pilot.press("enter")  # the hinted card is the one highlighted
            else:
                session.undo()
                screen.refresh_all()
            await pilot.pause()
            assert _hints(app) == [] and "another notice" in [str(n.message) for n in app._notifications]
        # A hint still on its way to the screen when its decision is made never shows.
        screen.hints.put_up("Keep this card.")
        session.apply(session.legal()[0])
        await pilot.pause()
        assert _hints(app) == []

    drive(app, script)


def test_while_the_patricians_moves_are_shown_i_and_f_say_why_they_wait() -> None:
    """The hint and the fish exchange are not offered then (not in the
    Footer), and pressed anyway they say why instead of doing nothing."""
    app = RagusaApp(setup=GameSetup(("Ann",), ("Red",), 5, False, "solo", (), 60.0))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        assert screen.bots.running  # the bots' first turns are being shown
        assert "Hint" not in screen_text(app).splitlines()[-1]
        await pilot.press("i", "f")
        await screen.workers.wait_for_complete()
        said = {str(n.title): str(n.message) for n in app._notifications}
        assert said["Hint"] == ("The Patrician's moves are being shown (Esc skips them); "
                                "ask for a hint on your own turn.")
        assert said["Fish exchange"].endswith("exchange fish when you decide.")
        assert not screen.workers  # no search started
        await pilot.press("escape")  # every move shown: the human decides, and may ask
        assert not screen.bots.running and "i Hint" in screen_text(app).splitlines()[-1]

    drive(app, script)


def test_while_a_computer_decides_i_and_f_say_why_they_wait() -> None:
    setup = GameSetup(("Bot", "Ann"), ("Red", "Green"), 4, True, "duel", (), 60.0, ("easy", ""))
    app = RagusaApp(setup=setup)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        await pilot.pause()
        assert screen.computers.running and not screen.session.game.history
        await pilot.press("i", "f")
        said = {str(n.title): str(n.message) for n in app._notifications}
        assert said["Hint"] == "A computer player is deciding; ask for a hint on your own turn."
        assert said["Fish exchange"] == "A computer player is deciding; exchange fish when you decide."
        assert not screen.session.game.history

    drive(app, script)


def test_i_pressed_again_starts_no_second_search_for_the_same_decision(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each press would start the search again in another thread, the
    others still running to their end: one search a decision."""
    searches: list[int] = []
    advise = hint.advise

    def counted(game: Any, seed: int) -> Any:
        searches.append(1)
        return advise(game, seed)

    monkeypatch.setattr(hint, "advise", counted)
    monkeypatch.setattr(hint, "HINT_LEVEL", "medium")
    app = RagusaApp(setup=GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 5, False))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        for _ in range(3):
            screen.hints.start()  # as i does, before the first hint is ready
        await screen.workers.wait_for_complete()
        await pilot.pause()
        assert len(searches) == 1
        assert sum(n.title == "Hint" and n.message != "Thinking…" for n in app._notifications) == 1
        await pilot.press("i")  # the hint is shown: asking again shows it again, no new search
        await screen.workers.wait_for_complete()
        await pilot.pause()
        assert len(searches) == 1
        assert sum(n.title == "Hint" and n.message != "Thinking…" for n in app._notifications) == 1
        notice = next(n for n in app._notifications if n.title == "Hint" and n.message != "Thinking…")
        assert notice.timeout >= 3600  # up until its decision is made, not for a few seconds
        screen.session.apply(screen.session.legal()[0])  # a new decision: asking thinks again
        await pilot.pause()
        await pilot.press("i")
        await screen.workers.wait_for_complete()
        assert len(searches) == 2

    drive(app, script)


def test_a_hint_for_either_of_two_alike_hexes_points_at_their_one_option() -> None:
    session = house_by_two_seas()
    seas = [h for h in session.legal_args("hex") if session.board.hex_label(h) == "Sea"]
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        await pilot.pause()
        choices = screen.panel.query_one("#choices", OptionList)
        for sea in seas:
            choices.highlighted = 1  # the Fishmonger
            assert screen.point_at(Action("hex", sea))
            assert str(choices.get_option_at_index(choices.highlighted).prompt).split(":")[0].endswith("Sea")

    drive(app, script)



def test_the_hint_leaves_the_help_screen_clear_and_comes_back_after_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from ragusa_tui.app.screens.help import HelpScreen

    monkeypatch.setattr(hint, "HINT_LEVEL", "medium")
    app = RagusaApp(setup=GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 5, False))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        await pilot.press("i")
        await screen.workers.wait_for_complete()
        await pilot.pause()
        shown = _hints(app)
        assert len(shown) == 1
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert _hints(app) == [] and shown[0][:30] not in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and _hints(app) == shown  # the same hint, not thought out again

    drive(app, script)


def test_thinking_is_taken_down_when_the_hint_shows() -> None:
    """"Hint · Thinking…" stayed on screen under the answer, two boxes: the
    answer takes its place."""
    app = RagusaApp(setup=GameSetup(("Ann",), ("Red",), 5, False, "solo", (), 0.0))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        await pilot.press("i")
        await pilot.pause()
        assert "Thinking…" in screen_text(app)
        await screen.workers.wait_for_complete()
        await pilot.pause()
        await pilot.pause()
        shown = screen_text(app)
        assert "Build a house on spot" in " ".join(shown.replace("▌", "").split())
        assert "Thinking…" not in shown
        assert [n.message for n in app._notifications if n.title == "Hint"] == [_hints(app)[0]]

    drive(app, script, size=(100, 30))
