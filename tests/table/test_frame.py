"""A seat's frame (`table.frame.frame_for`): made from the spectator's frame
or alone it is the same, it holds its own seat's secrets only (bonus cards
count in a seat's own standing alone until the game is over, docs/rules.md
§7.3), and the decider's part only for the seat that decides."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from support.table_net import setup_of

from ragusa_tui.table.frame import frame_for, position_of
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup


def test_each_seats_frame_equals_its_own_and_shows_no_other_seats_secrets() -> None:
    table = LocalTable(setup_of(("Ann", "Bo", "Cy", "Di")))
    rnd = random.Random(3)
    seats = [None, 0, 1, 2, 3]
    while True:
        rnd.shuffle(seats)
        public = frame_for(table, None)
        frames = {seat: frame_for(table, seat, public=public) for seat in seats}  # all alive at once
        decider = table.decider
        for seat, frame in frames.items():
            assert frame == frame_for(table, seat)
            assert frame.seat == seat and frame.version == table.version
            assert frame.position == position_of(table.snapshot(seat))  # as the engine shows it to `seat`
            for row in frame.standings:
                assert (row.bonus is not None) == (table.over or row.player == seat)
            for p, mat in enumerate(frame.position.mats):
                assert (mat.bonus is not None) == (table.over or p == seat)
            pending = frame.decision
            if pending is not None and pending.player != seat:
                assert pending.options == ()
            assert bool(frame.legal) == (seat is not None and seat == decider)
            assert (frame.seed is not None) == table.over == (frame.record is not None)
        if table.over:
            break
        table.apply(rnd.choice(table.legal()))


def test_the_deciding_seat_gets_the_answers_about_its_decision() -> None:
    table = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=4))
    rnd = random.Random(4)
    kinds = set()
    while not table.over:
        d = table.decision
        assert d is not None
        frame = table.frame(d.player)
        kinds.add(d.kind)
        if d.kind == "place":
            legal = set(table.legal_args("place"))
            for spot in range(table.board.n_spots):
                assert frame.spot_problem(spot) == (None if spot in legal else table.spot_problem(spot))
        elif d.kind == "wall":
            for slot in table.legal_args("wall"):
                assert frame.wall_slot_vp(slot) == table.wall_slot_vp(slot, d.player)
        elif d.kind == "final_exchange":
            for action in table.legal():
                assert frame.score_once(action) == table.score_after(action, d.player)
        other = table.frame((d.player + 1) % 3)
        assert other.spot_problem(0) == "not your decision" and not other.legal
        table.apply(rnd.choice(table.legal()))
    assert {"place", "wall"} <= kinds


def test_a_local_tables_frames_are_made_once_a_state() -> None:
    table = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=5))
    first = table.frame(0)
    assert table.frame(0) is first and table.frame(None) is table.frame(None)
    table.apply(table.legal()[0])
    assert table.frame(0) is not first and table.frame(0).version == first.version + 1


@pytest.mark.parametrize("mode", ["standard", "duel", "solo"])
def test_a_position_is_the_engines_snapshot(mode: str) -> None:
    names = {"standard": ("Ann", "Bo", "Cy"), "duel": ("Ann", "Bo"), "solo": ("Ann",)}[mode]
    table = LocalTable(GameSetup(names, ("Red", "Blue", "Green")[:len(names)], seed=6, mode=mode))
    snap = table.snapshot(0)
    position = position_of(snap)
    assert position.mode == mode and len(position.mats) == len(snap["players"])
    for mat, player in zip(position.mats, snap["players"]):
        assert mat.resource("fish") == player["resources"]["fish"]
        assert mat.commodity("wine") == player["commodities"]["wine"]
        assert mat.name == player["name"] and mat.bonus == (None if player["bonus"] is None
                                                            else tuple(player["bonus"]))
    assert [s.house for s in position.spots] == [s["house"] for s in snap["spots"]]
    assert position.market_value("oil") == snap["market"]["oil"]
    assert replace(position) == position and hash(position.spots) == hash(position_of(snap).spots)
