"""The explain key (x): what is under the map's cursor, in a box over the
board; Esc or x closes it, and no key there answers the decision."""

from __future__ import annotations

from typing import Any

from support.app_table import drive, game_screen, screen_text, session_at
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.explain import ExplainScreen
from ragusa_tui.app.widgets.board_map import BoardMap
from ragusa_tui.engine.board import ARROW_BUILDINGS, is_city
from ragusa_tui.table.local import LocalTable


def _flat(app: RagusaApp) -> str:
    """The words in the explain box as they are on screen, its rows joined
    (the board beside the box left out); the whole screen if no box is open."""
    rows = screen_text(app).splitlines()
    if isinstance(app.screen, ExplainScreen):
        box = app.screen.query_one("#explain-box").region
        rows = [row[box.x:box.right] for row in rows[box.y:box.bottom]]
    return " ".join(" ".join(rows).replace("│", " ").split())


def _spots(session: LocalTable) -> tuple[int, int, int]:
    """A spot one may build on beside an arrow building with a house round it;
    one beside countryside only; one with a house on it."""
    game = session.game
    b = game.board
    legal = [a.arg for a in game.legal_actions() if a.kind == "place"]
    building = next(s for s in legal if any(
        b.hex_kind[h] in ARROW_BUILDINGS and any(game.owner[t] >= 0 for t in b.hex_ring[h]) for h in b.spot_city[s]))
    rural = next(s for s in legal if not any(is_city(b.hex_kind[h]) for h in b.spot_hexes[s])
                 and any(0 < b.hex_kind[h] < 10 for h in b.spot_hexes[s]))
    taken = next(s for s in range(b.n_spots) if game.owner[s] >= 0)
    return building, rural, taken


def test_x_explains_a_building_a_hex_and_a_spot_and_closes_with_esc_or_x() -> None:
    session = session_at(4, "place", nth=10)
    game = session.game
    b = game.board
    building, rural, taken = _spots(session)
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        board_map = screen.query_one(BoardMap)
        before = len(game.history)
        assert "x Info" in screen_text(app).splitlines()[-1]  # the Footer offers it

        # A building: what it does by the rules, whose houses are round it, what a house here brings now.
        board_map.put_cursor(building)
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, ExplainScreen)
        text = _flat(app)
        h = next(h for h in b.spot_city[building] if b.hex_kind[h] in ARROW_BUILDINGS)
        name = b.hex_label(h)
        assert f"Spot {building}" in text and f"{name}: each house round it" in text
        owners = sorted({game.owner[t] for t in b.hex_ring[h] if game.owner[t] >= 0})
        assert f"Houses round it: {game.names[owners[0]]} " in text
        assert "A house here now: it brings you" in text and f"houses at the {name}" in text
        await pilot.press("enter", "enter")  # no key in the box answers the decision
        assert len(game.history) == before and isinstance(app.screen, ExplainScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen

        # A countryside hex: its resource for the builder.
        board_map.put_cursor(rural)
        await pilot.press("x")
        await pilot.pause()
        text = _flat(app)
        h = next(h for h in b.spot_hexes[rural] if 0 < b.hex_kind[h] < 10)
        resource = b.hex_label(h)
        assert f"{resource}: a new house beside it gives its builder 1 {resource}" in text
        await pilot.press("x")  # the same key closes it
        await pilot.pause()
        assert app.screen is screen

        # A spot built on: whose house stands there.
        board_map.put_cursor(taken)
        await pilot.press("x", "x", "x")  # pressed fast: open, closed, open again; never two boxes
        await pilot.pause()
        assert sum(isinstance(s, ExplainScreen) for s in app.screen_stack) == 1 and app.screen_stack[-2] is screen
        assert f"{game.names[game.owner[taken]]}'s house stands here." in _flat(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and len(game.history) == before

    drive(app, script, size=(100, 30))


def test_the_box_fits_at_120_by_40() -> None:
    session = session_at(4, "place", nth=10)
    building = _spots(session)[0]
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        screen.query_one(BoardMap).put_cursor(building)
        await pilot.press("x")
        await pilot.pause()
        box = app.screen.query_one("#explain-box")
        assert box.region.right <= 120 and box.region.bottom <= 40
        assert "Esc or x closes this." in _flat(app)  # nothing cut off at the bottom

    drive(app, script, size=(120, 40))


def test_while_the_patricians_moves_are_shown_x_says_why_it_waits() -> None:
    """The board shown is behind the game then: x is not in the Footer, and
    pressed anyway it says why instead of explaining a board not shown yet."""
    from ragusa_tui.table.setup import GameSetup

    app = RagusaApp(setup=GameSetup(("Ann",), ("Red",), 5, False, "solo", (), 60.0))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        assert screen.bots.running
        assert "x Info" not in screen_text(app).splitlines()[-1]
        await pilot.press("x")
        await pilot.pause()
        assert app.screen is screen
        said = [str(n.message) for n in app._notifications if n.title == "What is here"]
        assert said == ["The Patrician's moves are being shown (Esc skips them); look at the map once they are shown."]

    drive(app, script, size=(100, 30))


def test_a_networked_seat_explains_what_its_frame_shows() -> None:
    """A seat at a table another computer holds has no game of its own: the
    box says what the map shows, and that a house's gains are worked out
    where the game is played."""
    from support.loop_link import remote_seat

    from ragusa_tui.table.setup import GameSetup

    table, link = remote_seat(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=7), 0)
    for _ in range(6):  # a few houses on the map
        if link.table.decider == 0:
            table.apply(str(list(table.frame(None).legal)[0]))
        else:
            link.others(str(link.table.legal()[0]))
            table.pump()
    frame = table.frame(None)
    taken = next(s for s, spot in enumerate(frame.position.spots) if spot.house is not None)
    owner = frame.names[frame.position.spots[taken].house]
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        app.open_remote(table)
        await pilot.pause()
        screen = app.screen
        board_map = screen.query_one(BoardMap)
        board_map.put_cursor(taken)
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, ExplainScreen)
        text = _flat(app)
        assert f"Spot {taken}" in text and f"{owner}'s house stands here." in text
        assert "Houses round it: " in text
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen

    drive(app, script, size=(100, 30))
