"""The hand-over screen comes only when the keyboard moves to another
person: a person who decides again after only computers have moved keeps
the keyboard, and a reaction on another player's turn says whose turn it is."""

from __future__ import annotations

from typing import Any

from support.app_table import drive, game_screen
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.handover import HandOverScreen
from ragusa_tui.table.setup import GameSetup

# Ann and Bo are people, Cy a computer; the first decision is Ann's bonus card.
SETUP = GameSetup(("Ann", "Cy", "Bo"), ("Red", "Green", "Blue"), 5, True, "standard", (), 1.0,
                  ("", "easy", ""))


def test_no_hand_over_to_the_person_who_already_has_the_keyboard() -> None:
    app = RagusaApp(setup=SETUP)

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        assert isinstance(app.screen, HandOverScreen)  # the first person is handed the keyboard
        await pilot.press("enter")
        await pilot.pause()
        assert screen.viewer == screen.holder == 0 and app.screen is screen
        # As after a computer's move: nobody's secrets shown, Ann still at the keyboard.
        screen.viewer = None
        screen.proceed()
        await pilot.pause()
        assert app.screen is screen and screen.viewer == 0  # straight back to Ann, no hand-over
        # Bo had the keyboard last: Ann's decision is handed over to her.
        screen.viewer, screen.holder = None, 2
        screen.proceed()
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)

    drive(app, script)


def test_a_reaction_on_another_players_turn_says_so_on_its_hand_over() -> None:
    import random

    from support.app_table import screen_text

    from ragusa_tui.table.local import LocalTable

    setup = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 3, True)
    table = LocalTable(setup)
    pick = random.Random(2)
    while True:
        d = table.decision
        assert d is not None, "the game ended before a reaction on another's turn"
        if d.hex is not None and d.player != table.active_player and d.kind != "order":
            break
        table.apply(str(pick.choice(table.legal())))
    app = RagusaApp(session=table)
    who, turn = table.name(d.player), table.name(table.active_player)

    async def script(pilot: Pilot[Any]) -> None:
        game_screen(app)
        assert isinstance(app.screen, HandOverScreen)
        text = " ".join(screen_text(app).split())
        assert f"{who}: a house at the {table.building(d.hex)} acts for you on {turn}'s turn" in text

    drive(app, script)
