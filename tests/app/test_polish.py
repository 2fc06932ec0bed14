"""Small truths of the screen: the Wharf dialog says once what a player has,
the hex-order dialog speaks of countryside only when one is offered, the
Resume line names the mode, the load list shows a finished game's final
totals, and the form's arrows, however fast, leave one choice."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from support.app_table import drive, screen_text, session_at
from textual.pilot import Pilot
from textual.widgets import RadioButton, RadioSet

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.load import row
from ragusa_tui.app.screens.new_game import NewGameScreen
from ragusa_tui.saves import list_saves, write_atomic
from ragusa_tui.storage.ownership import claim
from ragusa_tui.table import decisions
from ragusa_tui.table.autosave import save_text
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup


def _random_sessions(mode: str, seeds: range) -> Any:
    """Sessions of random games in `mode`, yielded at every decision."""
    seats = {"standard": (("Ann", "Bo", "Cy"), ("Red", "Blue", "Green")),
             "duel": (("Ann", "Bo"), ("Red", "Blue")), "solo": (("Ann",), ("Red",))}
    names, colours = seats[mode]
    for seed in seeds:
        s = LocalTable(GameSetup(names, colours, seed, False, mode))
        rnd = random.Random(seed)
        while not s.over:
            yield s
            s.apply(rnd.choice(s.game.legal_actions()))


def test_the_wharf_dialog_says_once_what_the_player_has() -> None:
    seen = {"have": 0, "none": 0}
    for s in _random_sessions("standard", range(40)):
        if s.game.pending.kind != "sell":
            continue
        prompt = decisions.dialog_for(s)
        assert prompt is not None
        columns = set()  # where "(you have" starts in each line the dialog shows
        for option in prompt.options[:-1]:
            assert "(you have 0)" not in option.label
            if option.action is None:
                assert option.note == "you have none" and "you have" not in option.label
                columns.add(len(option.label) + 2)  # the panel shows a note after two spaces
                seen["none"] += 1
            else:
                assert "(you have " in option.label
                columns.add(option.label.index("(you have "))
                seen["have"] += 1
        assert len(columns) == 1, prompt.options  # one under the other
    assert seen["have"] >= 20 and seen["none"] >= 20, seen


def test_the_hex_order_hint_speaks_of_countryside_only_when_one_is_offered() -> None:
    seen = {True: 0, False: 0}
    for s in _random_sessions("standard", range(300)):
        if s.game.pending.kind != "order":
            continue
        hexes = s.legal_args("hex")
        countryside = any(s.board.hex_kind[h] < 10 for h in hexes)
        prompt = decisions.dialog_for(s)
        assert prompt is not None
        words = " ".join(prompt.lines)
        assert ("Countryside and sea first" in words) == countryside, (hexes, words)
        seen[countryside] += 1
        if min(seen.values()) >= 5:
            break
    assert min(seen.values()) >= 5, seen


def test_the_resume_line_names_the_mode(private_save_dir: Path) -> None:
    private_save_dir.mkdir()
    rnd = random.Random(2)
    solo = LocalTable(GameSetup(("Ann",), ("Red",), 2, False, "solo"))
    for _ in range(6):
        solo.apply(rnd.choice(solo.game.legal_actions()))
    path = private_save_dir / "solo-1.json"
    write_atomic(path, save_text(solo, autosave=True))
    claim(path)
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "solo against the Patrician · Ann, Orange, Blue · round" in text, text

    drive(app, script)


def test_the_load_list_shows_a_finished_games_final_totals(private_save_dir: Path) -> None:
    private_save_dir.mkdir()
    done = session_at(6, None)
    write_atomic(private_save_dir / "done.json", save_text(done, autosave=False))
    (entry,) = list_saves(private_save_dir)
    totals = {p.name: p.total for p in done.game.final_scores().players}
    assert row(entry)[4] == "·".join(str(totals[n]) for n in done.names)
    assert [p.total for p in done.game.final_scores().players] != done.game.vp  # end scoring added


def test_arrows_pressed_together_on_the_form_leave_exactly_one_choice(private_save_dir: Path) -> None:
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        for moves, mode in ((("next", "next"), "solo"), (("previous",), "duel"),
                            (("next", "next"), "standard"), (("previous", "previous"), "duel")):
            choices = screen.query_one("#mode", RadioSet)
            for move in moves:  # both before the buttons' own messages arrive
                getattr(choices, f"action_{move}_button")()
            await pilot.pause()
            on = [b.id for b in screen.query("#mode RadioButton").results(RadioButton) if b.value]
            assert on == [f"mode-{mode}"] and screen.mode == mode
            line = next(x for x in screen_text(app).splitlines() if "Hot-seat" in x)
            assert line.count("●") == 1

    drive(app, script)


def test_the_end_screen_of_five_long_names_reads_at_100_columns() -> None:
    names = ("Annabel", "Bartholomew", "Cyrille", "Dimitrios", "Evangeline")
    session = LocalTable(GameSetup(names, ("Red", "Blue", "Green", "Yellow", "Purple"), 7, False, "standard"))
    pick = random.Random(3)
    while not session.over:
        session.apply(pick.choice(session.legal()))
    app = RagusaApp(session=session)

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        text = screen_text(app)
        assert all(name in text for name in names)
        # Each bonus card on its own line, indented under the player's line.
        cards = [line for line in text.splitlines() if " VP per " in line]
        assert len(cards) >= 5 and all(line.startswith("     ") for line in cards)
        await pilot.press("s")  # down to the scores by source
        text = screen_text(app)
        assert "Mason (walls built)" in text and "Walls (longest stretch)" in text  # labels unbroken

    drive(app, script, size=(100, 30))
