"""The turn's flow, without a screen: which step comes next at a keyboard
or a networked seat, and whose secrets show meanwhile."""

from __future__ import annotations

from support.loop_link import first_decider, remote_seat

from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup
from ragusa_tui.table.turn import OVER, SHOWING, Asking, HandingOver, Thinking, TurnFlow, Waiting

NAMES, COLOURS = ("Ann", "Bo", "Cy"), ("Red", "Blue", "Green")


def _play_to_end(table: LocalTable) -> None:
    while not table.over:
        table.apply(table.legal()[0])


def test_at_one_keyboard_each_person_is_handed_the_keyboard_and_then_asked() -> None:
    table = LocalTable(GameSetup(NAMES, COLOURS, seed=5))
    flow = TurnFlow(table)
    first = table.decider
    assert first is not None and flow.handover
    assert flow.next() == HandingOver(first) and flow.viewer is None  # nobody's cards while it passes
    flow.handed_over(first)
    assert flow.next() == Asking(first) and flow.viewer == flow.holder == first
    table.apply(table.legal()[0])
    second = table.decider
    assert second is not None and second != first
    assert flow.next() == HandingOver(second) and flow.holder == first


def test_without_hand_over_the_decider_is_asked_at_once() -> None:
    table = LocalTable(GameSetup(NAMES, COLOURS, handover=False, seed=5))
    flow = TurnFlow(table)
    assert not flow.handover
    assert flow.next() == Asking(table.decider or 0) and flow.viewer == table.decider


def test_a_computer_seat_thinks_hiding_everyones_cards_and_the_person_hears_the_news_after() -> None:
    table = LocalTable(GameSetup(NAMES, COLOURS, seed=5, computers=("", "", "easy")))
    flow = TurnFlow(table)
    steps = []
    for _ in range(40):
        step = flow.next()
        steps.append(step)
        if isinstance(step, HandingOver):
            flow.handed_over(step.player)
            continue
        if isinstance(step, Thinking):
            assert step.player == 2 and flow.viewer is None
        table.apply(table.legal()[0])
    assert any(isinstance(s, Thinking) for s in steps)
    # A person asked right after the computers played at the same keyboard hears what they did.
    after = [b for a, b in zip(steps, steps[1:]) if isinstance(a, Thinking) and isinstance(b, Asking)]
    assert all(b.news for b in after)


def test_the_person_who_holds_the_keyboard_is_asked_with_the_news_after_a_computer() -> None:
    table = LocalTable(GameSetup(NAMES, COLOURS, seed=5, computers=("", "", "easy")))
    flow = TurnFlow(table)
    flow.viewer, flow.holder = None, 1  # Bo at the keyboard while the computer played
    while table.decider != 1:
        table.apply(table.legal()[0])
    assert flow.next() == Asking(1, news=True)


def test_solo_shows_the_bots_moves_first_and_ends_on_the_scoring() -> None:
    table = LocalTable(GameSetup(("Zoe",), ("Green",), seed=5, mode="solo"))
    flow = TurnFlow(table)
    assert not flow.handover
    assert flow.next(showing_bots=True) is SHOWING and flow.viewer == table.decider
    assert flow.next() == Asking(0, news=True)  # the Patrician's first moves, and the ships drawn
    assert flow.next() == Asking(0)  # told once
    _play_to_end(table)
    assert flow.next() is OVER


def test_a_networked_seat_waits_for_the_others_and_for_its_own_move_on_its_way() -> None:
    setup = GameSetup(NAMES, COLOURS, seed=7)
    seat = first_decider(setup)
    table, link = remote_seat(setup, seat)
    flow = TurnFlow(table)
    assert flow.next() == Asking(seat) and flow.viewer == seat  # no hand-over at one's own screen
    table.apply(str(table.frame(None).legal[0]))
    assert flow.next() == Waiting(seat)  # its move on its way to the table
    table.pump()
    other = table.frame(None).decider
    assert other is not None and other != seat
    assert flow.next() == Waiting(other) and flow.viewer == flow.holder == seat
    watcher, _ = remote_seat(setup, None)
    assert TurnFlow(watcher).next() == Waiting(seat)  # a spectator of a new game only watches


def test_solo_tells_the_patricians_moves_once_after_each_of_the_humans_turns() -> None:
    table = LocalTable(GameSetup(("Zoe",), ("Green",), seed=5, mode="solo"))
    flow = TurnFlow(table)
    flow.next()
    told = 0
    for _ in range(30):
        before = len(table.log)
        table.apply(table.legal()[0])
        bots = [line for line in table.log[before:] if line.player in (1, 2) and line.kind == "place"]
        step = flow.next()
        if table.over:
            break
        assert step == Asking(0, news=bool(bots)), table.log[before:]
        assert flow.next() == Asking(0)  # the same position: not told twice
        if bots:
            told += 1
            news = [str(m) for m in table.frame(0).news]
            assert all(line.text in news for line in bots)  # every house the Patrician built
            assert not any(line.player == 0 for line in table.log[before:] if line.text in news)
    assert told >= 3
