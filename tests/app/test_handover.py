"""The hand-over screen comes only when the keyboard moves to another
person: a person who decides again after only computers have moved keeps
the keyboard, and a reaction on another player's turn says whose turn it is."""

from __future__ import annotations

import random
from typing import Any

from support.app_table import drive, game_screen, screen_text
from support.waiting import until
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.handover import HandOverScreen
from ragusa_tui.engine.scoring import bonus_title
from ragusa_tui.table.local import LocalTable
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


def _long_news() -> LocalTable:
    """Five seats, Ann and Ed people, the rest computers, played at random
    to a hand-over to Ann whose news (a ship drawn among it) is longer than
    the hand-over's box has room for at 100x30."""
    session = LocalTable(GameSetup(("Ann", "Bo", "Cy", "Di", "Ed"), ("Red", "Blue", "Green", "Yellow", "Purple"),
                                   7, True, "standard", (), 1.0, ("", "easy", "easy", "easy", "")))
    pick = random.Random(7)
    for _ in range(78):
        session.apply(pick.choice(session.legal()))
    assert session.decider == 0 and len(session.news_messages(0)) >= 12
    return session


def test_the_hand_over_tells_all_the_news_public_events_too_scrolled_with_the_keys() -> None:
    session = _long_news()
    news = [str(m) for m in session.news_messages(0)]
    ship = next(line.text for line in session.log[session.seen_at[0]:] if line.kind == "harbour")
    assert ship in news  # a ship drawn (the market moved with it) is news too
    secrets = {bonus_title(session.board, c) for p in range(1, 5) for c in session.game.bonus[p]}
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(app.screen, HandOverScreen), "the hand-over")
        await pilot.pause()
        shown = " ".join(screen_text(app).split())
        assert "Since Ann's last decision:" in shown and news[0][:30] in shown
        assert news[-1][:30] not in shown and "earlier move" not in shown  # below, to scroll to; never cut
        assert "↑↓ Read on" in screen_text(app).splitlines()[-1]
        await pilot.press("pagedown", "pagedown")  # twice, fast
        await pilot.pause()
        shown = " ".join(screen_text(app).split())
        assert news[-1][:30] in shown and "Enter" in shown
        assert not any(secret in shown for secret in secrets)  # the others' cards stay hidden
        await pilot.press("pageup", "up", "k", "pageup")
        await pilot.pause()
        assert news[0][:30] in " ".join(screen_text(app).split())
        assert isinstance(app.screen, HandOverScreen)  # the keys read; only Enter goes on
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game_screen(app), "Ann's screen")

    drive(app, script, size=(100, 30))
