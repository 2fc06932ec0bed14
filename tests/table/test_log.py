"""The hand-over's summary of what the others did since a player's last
decision: messages (a code and its arguments), rendered where shown."""

from __future__ import annotations

from ragusa_tui.catalogue import Message
from ragusa_tui.table.log import MOST, LogLine, since_last


def moves(count: int, player: int = 1) -> list[LogLine]:
    return [LogLine(player, f"move {i}", "place") for i in range(count)]


def told(log: list[LogLine], start: int = 0, **kw: object) -> list[str]:
    return [str(m) for m in since_last(log, start, player=0, **kw)]  # type: ignore[arg-type]


def test_a_few_moves_are_all_told_in_order() -> None:
    log = [LogLine(0, "mine", "place"), *moves(MOST), LogLine(None, "a ship enters", "ship")]
    assert told(log) == [f"move {i}" for i in range(MOST)]


def test_every_move_is_told_however_many_there_are() -> None:
    # A long summary is never cut (the hand-over scrolls it): all of it, in order.
    assert told(moves(MOST + 9)) == [f"move {i}" for i in range(MOST + 9)]


def test_asked_for_at_most_a_few_the_newest_follow_how_many_earlier_ones_the_log_holds() -> None:
    said = told(moves(MOST + 2), most=MOST)
    assert said == ["… 3 earlier moves in the log, then:", *(f"move {i}" for i in range(3, MOST + 2))]
    assert len(said) == MOST
    assert told(moves(MOST + 1), most=MOST)[0] == "… 2 earlier moves in the log, then:"
    assert since_last(moves(MOST + 1), 0, player=0, most=MOST)[0] == Message.of("log.earlier_moves", count=2)


def test_the_tables_public_news_is_told_and_nothing_else_of_nobody() -> None:
    arrives = "A Silk ship (4 VP) enters the harbour: Silk 4 VP."
    ship = Message.of("log.text", text=arrives)
    log = [LogLine(None, arrives, "harbour"), LogLine(None, "Every house is placed.", "note"),
           LogLine(1, "Bo keeps a bonus card.", "bonus"), *moves(1)]
    assert since_last(log, 0, player=0) == [ship, Message.of("log.text", text="move 0")]


def test_moves_taken_back_and_before_the_start_are_not_told() -> None:
    log = moves(4)
    assert told(log, 1, taken_back={2}) == ["move 1", "move 3"]


def test_a_line_with_its_message_is_told_as_that_message() -> None:
    wall = Message.of("event.wall", player="Bo", slot=3, vp=2)
    line = LogLine(1, str(wall), "wall", wall)
    assert since_last([line], 0, player=0) == [wall]
    assert LogLine(1, "move 0", "place").said == Message.of("log.text", text="move 0")  # its words alone
