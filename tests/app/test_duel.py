"""A duel with Powerhouses through the app: the p key, the Powerhouse spots
on the map, and a whole game in which a Powerhouse makes the opponent's
house act for its placer."""

from __future__ import annotations

import random
from typing import Any

import pytest
from support.helpers import building_hex, decide_place, put_house, set_com, set_res
from support.pilot_keys import press
from support.app_table import Table, _on_map, drive, game_screen, play_to_end, screen_text
from textual.pilot import Pilot

from ragusa_tui.table import decisions
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.end import EndScreen
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.handover import HandOverScreen
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup
from ragusa_tui.app.widgets.board_map import POWERHOUSES, SPOTS, BoardMap
from ragusa_tui.engine import Game
from ragusa_tui.engine.board import PRODUCTION
from ragusa_tui.engine.placement import powerhouse_problem

SEED = 3


def duel(seed: int = SEED, handover: bool = True) -> GameSetup:
    return GameSetup(("Ann", "Bo"), ("Red", "Green"), seed, handover, "duel")




def footer_keys(app: RagusaApp) -> str:
    return screen_text(app).splitlines()[-1]


class DuelTable(Table):
    """The scripted players, who also place Powerhouses: where an opponent's
    house stands at a building that produces, and whenever only Powerhouses
    are left. Remembers the first such Powerhouse to check its effect."""

    def __init__(self) -> None:
        super().__init__()
        self.target: tuple[int, int, int] | None = None  # placer, spot, building hex

    def choose(self, game: Game) -> str:
        d = game.pending
        assert d is not None
        if d.kind != "place":
            return super().choose(game)
        legal = game.legal_actions()
        power = [a for a in legal if a.kind == "powerhouse"]
        for a in power:
            for h in game.board.spot_hexes[a.arg]:  # type: ignore[index]
                rivals = [s for s in game.board.hex_ring[h] if game.owner[s] not in (-1, d.player)]
                if game.board.hex_kind[h] in PRODUCTION and rivals:
                    if self.target is None:
                        self.target = (d.player, a.arg, h)  # type: ignore[assignment]
                    return str(a)
        if power and not any(a.kind == "place" for a in legal):
            return str(power[0])
        return super().choose(game)


async def choose_on_map(pilot: Pilot[Any], screen: GameScreen, action: str) -> str:
    """Enter if the cursor is already there, else as the table does; `p`
    first for a Powerhouse."""
    if action.startswith("powerhouse "):
        if screen.query_one(BoardMap).mode != POWERHOUSES:
            await press(pilot, "p")
        assert screen.query_one(BoardMap).mode == POWERHOUSES
        action = "place " + action.split()[1]
    kind, _, arg = action.partition(" ")
    board_map = screen.query_one(BoardMap)
    if kind == "exchange" or board_map.cursor != int(arg):
        return await _on_map(pilot, screen, action)
    await press(pilot, "enter")
    return "enter"


def test_p_switches_between_a_house_and_a_powerhouse() -> None:
    app = RagusaApp(setup=duel())

    async def script(pilot: Pilot[Any]) -> None:
        # The hand-over works as in a hot-seat game: each keeps a bonus card in secret.
        for _ in range(2):
            assert isinstance(app.screen, HandOverScreen)
            await pilot.press("enter", "1", "enter")
        if isinstance(app.screen, HandOverScreen):
            await pilot.press("enter")
        screen = game_screen(app)
        assert app.screen is screen
        game = screen.session.game
        board_map = screen.query_one(BoardMap)
        assert board_map.mode == SPOTS
        assert "p Powerhouse (2)" in footer_keys(app)
        titles = [c.title for c in app.get_system_commands(screen)]
        assert "Place a Powerhouse" in titles and "Build a house" not in titles  # the palette has p too
        await pilot.press("p")
        assert board_map.mode == POWERHOUSES and board_map.view is not None
        titles = [c.title for c in app.get_system_commands(screen)]
        assert "Build a house" in titles and "Place a Powerhouse" not in titles
        legal = {a.arg for a in game.legal_actions() if a.kind == "powerhouse"}
        assert board_map.view.candidates == legal and legal
        assert "place a Powerhouse (2 left) · p for a house" in screen_text(app)
        assert "p House " in footer_keys(app)
        inner = next(s for s in range(game.board.n_spots) if game.board.spot_area[s] == "city")
        await pilot.click(board_map, offset=board_map.cell_offset(spot=inner))
        why = powerhouse_problem(game, game.pending.player, inner)
        assert why and why in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert game.owner[inner] < 0 and "Cannot build here" in screen_text(app)
        await pilot.press("p")
        assert board_map.mode == SPOTS

    drive(app, script)


def test_p_does_nothing_outside_a_duel() -> None:
    app = RagusaApp(setup=GameSetup(("A", "B", "C"), ("Red", "Blue", "Green"), 2, False))

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1", "enter", "1", "enter", "1", "enter", "p")
        board_map = game_screen(app).query_one(BoardMap)
        assert board_map.mode == SPOTS and "Powerhouse" not in footer_keys(app)
        titles = [c.title for c in app.get_system_commands(game_screen(app))]
        assert "Place a Powerhouse" not in titles and "Build a house" not in titles

    drive(app, script)


@pytest.mark.thorough  # a whole game: the thorough profile's
def test_a_duel_to_the_end_where_a_powerhouse_acts_for_its_placer() -> None:
    app = RagusaApp(setup=duel(handover=False))
    table = DuelTable()
    seen: dict[str, Any] = {}

    def on_step(action: str, kind: str) -> None:
        game = game_screen(app).session.game
        target = table.target
        if target is None or "after" in seen:
            return
        placer, spot, hex_ = target
        if action == f"powerhouse {spot}":
            seen["houses"] = sum(game.owner[s] >= 0 for s in game.board.hex_ring[hex_])
            log = game_screen(app).session.log
            seen["log_at"] = max(i for i, x in enumerate(log)
                                 if f"places a Powerhouse on spot {spot} " in x.text)
        elif "houses" in seen and game.pending is not None and game.pending.kind == "place":
            seen["after"] = True  # the Powerhouse's turn is over

    async def script(pilot: Pilot[Any]) -> None:
        ways = await play_to_end(app, pilot, table, on_step, max_steps=900, on_map=choose_on_map)
        assert {"digit", "click", "map-click"} <= ways
        assert isinstance(app.screen, EndScreen)
        session = game_screen(app).session
        game = session.game
        assert table.target is not None and "after" in seen
        placer, spot, hex_ = table.target
        assert game.powerhouse[spot] and game.owner[spot] == placer
        assert sum(game.powerhouse) >= 2
        lines = [x.text for x in session.log[seen["log_at"]:]]
        label = game.board.hex_label(hex_)
        note = next(t for t in lines if t.startswith("↳ Powerhouse rule"))
        houses = "both houses" if seen["houses"] == 2 else f"all {seen['houses']} houses"
        assert f"at the {label}: {houses} there act for {game.names[placer]}" in note
        made = [t for t in lines if f"{label} house makes" in t]
        # Every house around the building, the opponent's included, acted for the placer.
        assert len(made[:seen["houses"]]) == seen["houses"]
        placer_name = game.names[placer]
        assert all(t.startswith(f"{placer_name}'s") or f" for {placer_name}" in t for t in made[:seen["houses"]])
        assert len(game.final_scores().players) == 2

    drive(app, script)


def test_no_key_crashes_a_duel() -> None:
    keys = ["p", "p", "tab", "enter", "space", "escape", "f", "1", "2", "down", "right",
            "question_mark", "escape", "ctrl+s", "enter", "enter", "tab"]  # digits only highlight
    rng = random.Random(6)
    app = RagusaApp(setup=duel())

    async def script(pilot: Pilot[Any]) -> None:
        session = game_screen(app).session
        for _ in range(50):
            await pilot.press(rng.choice(keys))
        assert len(session.game.history) >= 3  # the mashing played on

    drive(app, script)


@pytest.mark.parametrize(("owners", "houses", "pieces"), [
    ((0, 1), "all 3 houses", "1 of Ann's, 1 of Bo's"),
    ((1,), "both houses", "1 of Bo's"),
])
def test_the_order_dialog_and_the_log_say_whose_houses_act_for_whom(
        monkeypatch: pytest.MonkeyPatch, owners: tuple[int, ...], houses: str, pieces: str) -> None:
    # Wharf and Fishmonger commute, so the engine would not ask: make it ask,
    # to read the dialog's words.
    from ragusa_tui.engine import game as game_module

    monkeypatch.setattr(game_module, "order_matters", lambda g, rem: len(rem) > 1)
    session = LocalTable(duel(handover=False))
    game = session.game
    while game.pending is not None and game.pending.kind == "keep_bonus":
        session.apply(str(game.legal_actions()[0]))
    board = game.board
    wharf, fishmonger = building_hex(game, "wharf"), building_hex(game, "fishmonger")
    spot = next(s for s in board.limit_spots if {wharf, fishmonger} <= set(board.spot_hexes[s]))
    others = [s for s in board.hex_ring[wharf] if s != spot and board.spot_area[s] != "city"]
    for owner, other in zip(owners, others):
        put_house(game, owner, other)
    set_com(game, 0, wine=2)
    set_res(game, 0, fish=4)
    decide_place(game, 0)
    session.apply(f"powerhouse {spot}")
    assert game.pending is not None and game.pending.kind == "order"
    prompt = decisions.dialog_for(session)
    assert prompt is not None
    wharf_line = next(o.label for o in prompt.options if str(o.action) == f"hex {wharf}")
    assert f"{houses} there act for you (Powerhouse), whatever their colour" in wharf_line
    notes = [x.text for x in session.log if x.kind == "note"]
    assert any(f"Powerhouse rule at the Wharf: {houses} there act for Ann "
               f"(the Powerhouse, {pieces})" in n for n in notes)


@pytest.mark.parametrize("width", [110, 116])  # either side of the Footer spacing its keys out
def test_every_key_of_a_duel_placement_fits_in_the_footer(width: int) -> None:
    """A duel's map has the most keys (p for a Powerhouse, i for a hint): at
    every width the Footer shows them all, Help last, whole."""
    session = LocalTable(GameSetup(("Ann", "Bo"), ("Red", "Green"), 4, False, "duel", (), 0.0))
    while session.game.pending.kind != "place":  # type: ignore[union-attr]
        session.apply(session.legal()[0])
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "p Powerhouse (2)" in footer and "i Hint" in footer and "? Help" in footer, footer
        assert ("^p palette" in footer) == (width >= 116)

    drive(app, script, size=(width, 40))
