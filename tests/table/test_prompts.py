"""The app's pure parts: map geometry, the words of prompts and setup checks."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from support.app_table import Table, house_by_two_seas, setup

from ragusa_tui.app.widgets.map_layout import EDGE, INTERIOR, SPOT, build_layout
from ragusa_tui.engine.board import (
    COMMODITIES, COMMODITY_LABELS, PRODUCTION, RESOURCE_LABELS, RESOURCES, default_board,
)
from ragusa_tui.engine import GameConfig, new_game
from ragusa_tui.table import decisions, look, prompts
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup


@pytest.mark.parametrize("scale", [3, 4])
def test_layout_places_every_spot_slot_and_hex(scale: int) -> None:
    board = default_board()
    lay = build_layout(board, scale)
    assert len(lay.spot_cell) == board.n_spots
    assert len(set(lay.spot_cell.values())) == board.n_spots
    assert sorted(lay.slot_cells) == list(range(board.n_walls))
    assert len(lay.hex_centre) == board.n_hexes
    assert len(lay.tower_cell) == len(board.tower_spots)
    for spot, (col, row) in lay.spot_cell.items():
        assert lay.cells[row][col].role == SPOT and lay.cells[row][col].spot == spot
    for slot, cells in lay.slot_cells.items():
        assert all(lay.cells[r][c].role == EDGE and lay.cells[r][c].slot == slot for c, r in cells)
    for h, (col, row) in lay.hex_centre.items():
        assert lay.cells[row][col].role == INTERIOR and lay.cells[row][col].hex == h
    # A tower never hides a wall slot.
    assert not {lay.cells[r][c].slot for c, r in lay.tower_cell.values()} - {-1}


def test_layout_fits_the_two_terminal_sizes() -> None:
    board = default_board()
    assert build_layout(board, 4).width <= 120 - 48
    assert build_layout(board, 3).width <= 100 - 48
    assert build_layout(board, 4).height <= 40 - 2 - 4


def test_every_hex_kind_has_a_name_without_colour_in_every_language() -> None:
    from rich.cells import cell_len

    from ragusa_tui.app.widgets.board_map import _labels
    from ragusa_tui.catalogue import LANGUAGES, load

    board = default_board()
    for language in LANGUAGES:
        labels = _labels(load(language))
        for kind in set(board.hex_kind):
            wide, narrow = labels[kind]
            assert kind in look.KINDS and "".join(wide).strip() and narrow.strip()
            assert cell_len(narrow) <= 5 and all(cell_len(line) <= width for line, width in zip(wide, (5, 7, 5)))
    assert len({c.symbol for c in look.COLOURS}) == len(look.COLOURS)


def test_setup_problems_are_words() -> None:
    ok = GameSetup(("A", "B", "C"), ("Red", "Blue", "Green"))
    assert ok.problem() is None
    assert "same name" in (GameSetup(("A", "a", "C"), ok.colours).problem() or "")
    assert "same colour" in (GameSetup(ok.names, ("Red", "Red", "Green")).problem() or "")
    assert "3 to 5" in (GameSetup(("A", "B"), ("Red", "Blue")).problem() or "")
    assert "name" in (GameSetup(("A", " ", "C"), ok.colours).problem() or "")


def test_every_prompt_offers_exactly_the_legal_actions() -> None:
    """Across a whole game, each dialog's possible options are legal actions
    and cover every legal action but the fish exchanges reached with 'f'."""
    s = LocalTable(setup(7))
    table = Table()
    kinds = set()
    while not s.over:
        d = s.game.pending
        assert d is not None
        legal = {str(a) for a in s.legal()}
        prompt = decisions.dialog_for(s)
        if prompt is not None:
            kinds.add(d.kind)
            offered = {str(o.action) for o in prompt.options if o.action}
            assert offered <= legal
            assert {a for a in legal if not (d.kind == "order" and a.startswith("exchange"))} \
                <= offered
            assert str(prompt.options[prompt.default].action) in legal
        else:
            assert d.kind in ("place", "wall", "tower")
        if d.kind in ("place", "order") and s.exchange_block() is None:
            now = prompts.exchange_now(s)
            assert {str(o.action) for o in now.options if o.action} == \
                {a for a in legal if a.startswith("exchange")}
        action = table.choose(s.game)
        s.apply(action)
        table.note(action, d.kind)
    assert {"keep_bonus", "order", "rector", "buy_ship", "sell"} <= kinds


def test_fish_exchange_refusal_says_why() -> None:
    s = LocalTable(setup(3))
    assert s.game.pending is not None and s.game.pending.kind == "keep_bonus"
    assert "No fish exchange now" in (s.exchange_block() or "")
    while s.game.pending is not None and s.game.pending.kind == "keep_bonus":
        s.apply(str(s.legal()[0]))
    assert "0 Fish" in (s.exchange_block() or "")


def test_run_without_a_terminal_says_so_instead_of_hanging() -> None:
    code = "from ragusa_tui.app import run; raise SystemExit(run())"
    done = subprocess.run([sys.executable, "-c", code], stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "played in a terminal" in done.stderr and "Traceback" not in done.stderr


def test_two_sea_hexes_of_a_new_house_make_one_option_in_the_order_question() -> None:
    """A house on Fishmonger, Sea, Sea: the order matters (Fish gained before
    the Fishmonger counts for it), but the two Seas give the same, so the
    question offers Sea once; the other Sea acts in its turn."""
    from ragusa_tui.engine.board import FISH

    session = house_by_two_seas()
    game = session.game
    player = game.pending.player
    prompt = decisions.dialog_for(session)
    assert prompt is not None
    assert [o.label.split(":")[0] for o in prompt.options] == ["Sea", "Fishmonger"]
    assert prompt.options[prompt.default].label.startswith("Sea")
    fish = game.res[player][FISH]
    session.apply(str(prompt.options[0].action))
    if game.pending is not None and game.pending.kind == "order":  # Sea or the Fishmonger next
        assert [o.label.split(":")[0] for o in decisions.dialog_for(session).options] == ["Sea", "Fishmonger"]
        session.apply(str(decisions.dialog_for(session).options[0].action))
    assert game.res[player][FISH] >= fish + 2  # both Seas acted


def test_a_final_exchange_tells_what_it_does_to_the_bonus_cards() -> None:
    """Each exchange of the final scoring says how the player's bonus cards
    would score after it, as the final scores then count them."""
    from support.helpers import bonus_card, decide_place, past_setup, set_res, spot_with

    from ragusa_tui.engine import Action

    game = past_setup()
    game.bonus[0] = [bonus_card(game, "resource", "stone")]
    set_res(game, 0, fish=5, stone=1, wood=1)
    decide_place(game, game.order[-1], last_round=True)
    game.apply(Action("place", spot_with(game, "wood", "grapes", "olives")))
    session = LocalTable(setup(7, handover=False), game=game)
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (0, "final_exchange")
    prompt = decisions.dialog_for(session)
    assert prompt is not None

    def bonus_vp(first: str | None) -> int:
        trial = game.copy()
        if first:
            trial.apply(first)
        while trial.pending is not None:
            trial.apply("done")
        return sum(b.vp for b in trial.final_scores().players[0].bonus)

    told = {str(o.action): o.note for o in prompt.options if o.action and str(o.action) != "done"}
    assert set(told) == {f"exchange {r}" for r in ("wood", "stone", "silver_ore", "grapes", "olives")}
    for action, note in told.items():
        change = bonus_vp(action) - bonus_vp(None)
        assert note == (f"bonus cards {change:+d} VP" if change else "bonus cards unchanged"), action
    assert told["exchange stone"] == "bonus cards +2 VP"  # 2 VP a Stone
    assert told["exchange wood"] == "bonus cards unchanged"
    wood = session.snapshot(None)["players"][0]["resources"]["wood"]
    label = next(o.label for o in prompt.options if str(o.action) == "exchange wood")
    assert label == f"2 Fish → 1 Wood (you have {wood} Wood)"  # not to be read as Fish


def test_the_exchange_before_a_production_shows_what_decides_it() -> None:
    """The resource the house uses, the commodity already in the warehouse and
    the cap of 12: without them "exchange fish first?" cannot be answered."""
    rnd = random.Random(3)
    game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=11))
    while game.pending is not None and game.pending.kind != "exchange":
        game.apply(rnd.choice(game.legal_actions()))
    s = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 11), game)
    d = s.decision
    assert d is not None and d.kind == "exchange"
    used, made = PRODUCTION[s.board.hex_kind[d.hex]]
    me = s.snapshot(d.player)["players"][d.player]
    have, stored = me["resources"][RESOURCES[used]], me["commodities"][COMMODITIES[made]]
    text = " ".join(decisions.dialog_for(s).lines)
    assert (f"You hold {have} {RESOURCE_LABELS[used]} and {stored} {COMMODITY_LABELS[made]} "
            f"(a warehouse holds at most 12): as things stand it makes {min(have, 12 - stored)} "
            f"{COMMODITY_LABELS[made]}.") in text
