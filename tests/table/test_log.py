"""The hand-over's summary of what the others did since a player's last decision."""

from __future__ import annotations

from ragusa_tui.table.log import MOST, LogLine, since_last


def moves(count: int, player: int = 1) -> list[LogLine]:
    return [LogLine(player, f"move {i}", "place") for i in range(count)]


def test_a_few_moves_are_all_told_in_order() -> None:
    log = [LogLine(0, "mine", "place"), *moves(MOST), LogLine(None, "a ship enters", "ship")]
    assert since_last(log, 0, player=0) == [f"move {i}" for i in range(MOST)]


def test_more_moves_than_fit_tell_the_newest_after_how_many_earlier_ones_the_log_holds() -> None:
    told = since_last(moves(MOST + 2), 0, player=0)
    assert told == ["… 3 earlier moves in the log, then:", *(f"move {i}" for i in range(3, MOST + 2))]
    assert len(told) == MOST
    assert since_last(moves(MOST + 1), 0, player=0)[0] == "… 2 earlier moves in the log, then:"


def test_moves_taken_back_and_before_the_start_are_not_told() -> None:
    log = moves(4)
    assert since_last(log, 1, player=0, taken_back={2}) == ["move 1", "move 3"]
