"""A state's views, seat by seat (`net.answers.Answers`): what the seats
share is made once, and each view holds its own seat's secrets only (bonus
cards count in a seat's own standing alone until the game is over,
docs/rules.md §7.3)."""

from __future__ import annotations

import random

from support.table_net import setup_of

from ragusa_tui.net.answers import Answers, answers
from ragusa_tui.table.local import LocalTable


def test_each_seats_view_equals_its_own_and_shows_no_other_seats_bonus() -> None:
    table = LocalTable(setup_of(("Ann", "Bo", "Cy", "Di")))
    rnd = random.Random(3)
    seats = [None, 0, 1, 2, 3]
    while True:
        rnd.shuffle(seats)
        sheet = Answers(table)
        views = {seat: sheet.for_seat(seat) for seat in seats}  # all alive at once, as a frame's are built
        for seat, view in views.items():
            assert view == answers(table, seat)
            for row in view["standings"]:
                assert (row["bonus"] is not None) == (table.over or row["player"] == seat)
        if table.over:
            break
        table.apply(rnd.choice(table.legal()))
