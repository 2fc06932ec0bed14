"""A networked seat's table (`RemoteTable`) over the server's state frames:
it shows what its seat may know, and its moves and take-backs go through the
table that holds the game. Served in process (`support.loop_link`)."""

from __future__ import annotations

import threading

import pytest
from support.loop_link import first_decider, remote_seat

from ragusa_tui import catalogue
from ragusa_tui.catalogue import Message
from ragusa_tui.engine import Action, IllegalAction, UndoRefused
from ragusa_tui.table.setup import GameSetup
from ragusa_tui.table.view import Change, TableView

SETUP = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=7)


def pumped(table) -> list[str]:  # type: ignore[no-untyped-def]
    """Take in the frames waiting; what the table refused, as its subscribers hear it."""
    changes: list[Change] = []
    unsubscribe = table.subscribe(changes.append)
    table.pump()
    unsubscribe()
    return [problem for change in changes for problem in change.problems]


def test_a_seat_sees_its_own_bonus_cards_and_nobody_elses() -> None:
    table, link = remote_seat(SETUP, 1)
    players = table.frame(None).position.mats
    assert players[1].bonus is not None or table.frame(None).decision is not None
    assert players[0].bonus is None and players[2].bonus is None
    assert list(table.frame(None).names) == ["Ann", "Bo", "Cy"]
    assert table.log and all(line.text for line in table.log)


def test_a_seat_may_act_only_on_its_own_decision() -> None:
    decider = first_decider(SETUP)
    waiting = (decider + 1) % 3
    table, link = remote_seat(SETUP, waiting)
    assert list(table.frame(None).legal) == []
    with pytest.raises(IllegalAction, match="not your decision"):
        table.apply(str(link.table.legal()[0]))
    assert link.version == 0  # nothing was sent, nothing changed


def test_a_networked_seat_is_a_table_view() -> None:
    table, _ = remote_seat(SETUP, 0)
    assert isinstance(table, TableView)
    assert table.shown_steps() == ([], [])  # the server plays the bots; their moves arrive as states


def test_a_move_is_sent_without_waiting_and_its_state_and_another_seats_move_arrive_by_themselves() -> None:
    seat = first_decider(SETUP)
    assert seat is not None
    table, link = remote_seat(SETUP, seat)
    options = table.frame(None).decision.options if table.frame(None).decision is not None else ()
    assert options, "the deciding seat sees its bonus card options"
    action = str(list(table.frame(None).legal)[0])
    heard: list[Change] = []
    table.subscribe(heard.append)
    assert table.apply(action) == [] and link.version == 1  # sent; the answer is on its way
    assert heard == [Change(moved=True, here=True)]
    on_its_way = table.frame(None)
    assert table.version == 0 and not on_its_way.decides and on_its_way.legal == ()
    with pytest.raises(IllegalAction, match="on its way"):  # a second move waits for the first's answer
        table.apply(action)
    table.pump()  # the table's answer
    assert heard[-1] == Change(moved=True, problems=(), here=False)
    assert table.version == 1 and link.table.decider != seat
    moved: list[bool] = []
    table.subscribe(lambda change: moved.append(change.moved))
    other = link.table.decider
    assert other is not None and other != seat
    link.others(str(link.table.legal()[0]))
    table.pump()
    assert moved == [True] and table.version == 2
    decision = table.frame(None).decision
    assert decision is not None and decision.options == ()  # another's cards stay hidden


def test_an_illegal_move_is_refused_and_changes_nothing() -> None:
    seat = first_decider(SETUP)
    table, link = remote_seat(SETUP, seat)
    with pytest.raises(IllegalAction):
        table.apply("place 99")
    assert table.version == 0 and link.version == 0


def test_undo_goes_through_the_table_and_only_for_the_seat() -> None:
    seat = first_decider(SETUP)
    table, link = remote_seat(SETUP, seat)
    with pytest.raises(UndoRefused):
        table.undo((seat + 1) % 3)
    table.apply(str(list(table.frame(None).legal)[0]))
    table.pump()
    if table.frame(seat).undo_problem is None:
        assert "asked" in table.undo(seat)
        assert pumped(table) == []
        assert "takes back" in table.log[-1].text
        assert table.frame(None).decider == seat and table.version == 2 and table.frame(None).decides


def test_strings_from_the_server_are_made_safe() -> None:
    table, link = remote_seat(SETUP, 0)
    frame = dict(link.frames_sent[-1])
    frame["version"] = 5
    house = Message.of("phrase.house_of", owner="\x1b[31mred\x07", building="winery")
    frame["view"] = dict(frame["view"], version=5, what=Message.of("ask.exchange_before", house=house).to_data(),
                         names=["A\x1bnn", "Bo", "Cy"])
    link.frames.put(frame)
    table.pump()
    assert table.version == 5  # the state is taken in, its texts made visible
    assert "\x1b" not in str(table.frame(None).what) and "\x07" not in str(table.frame(None).what)
    assert "\x1b" not in table.frame(None).name(0)


def test_a_refusal_is_worded_here_from_its_message_and_else_from_its_sentence() -> None:
    table, link = remote_seat(SETUP, 0)
    said = Message.of("refusal.table_old_state", version=3, now=4).to_data()
    link.frames.put({"type": "error", "message": "Autre chose.", "said": said})
    link.frames.put({"type": "error", "message": "Only \x1b[31mthis.", "said": {"code": "refusal.no_such_code"}})
    worded, unknown = pumped(table)
    assert worded == "That was decided on an old state (version 3); the table is at version 4."
    assert unknown.startswith("Only ") and "\x1b" not in unknown  # the sentence beside it, made visible


def test_a_frame_that_is_no_state_is_refused_in_one_sentence() -> None:
    table, link = remote_seat(SETUP, 0)
    link.frames.put({"type": "state", "version": 9, "seat": 0, "view": {"names": []}})
    problems = pumped(table)
    assert table.version == 0
    assert len(problems) == 1 and "cannot read" in problems[0]


DEEP: list = []
for _ in range(5000):
    DEEP = [DEEP]


def _hostile(link, **view_changes):  # type: ignore[no-untyped-def]
    frame = dict(link.frames_sent[-1])
    frame["version"] = link.version + 1
    view = frame["view"] = dict(frame["view"], version=link.version + 1, **view_changes)
    if "position" in view_changes:  # a change of the pieces alone, the rest as sent
        view["position"] = {**link.frames_sent[-1]["view"]["position"], **view_changes["position"]}
    return frame


@pytest.mark.parametrize("change", [
    {"names": ["Ann[/]", "Bo", "Cy"]},  # markup in a name
    {"names": ["Ann", "Bo", "A" * 40]},  # longer than any name the game allows
    {"position": {"pending": {"player": 0, "kind": "keep_bonus", "hex": None, "spot": None,
                              "options": [float("inf")]}}},
    {"taken_back": [float("inf")]},
    {"position": {"mats": []}},
    {"seat": 1},  # the view of another seat than the frame's
    {"position": {"walls": [7] * 40}},  # a wall of no seat
    {"what": DEEP},  # nested deeper than any reader goes
])
def test_a_hostile_frame_is_refused_whole_and_changes_nothing(change: dict) -> None:
    table, link = remote_seat(SETUP, 0)
    before = (table.version, list(table.log), list(table.frame(None).names), table.frame(None).decision)
    link.frames.put(_hostile(link, **change))
    problems = pumped(table)
    assert (table.version, list(table.log), list(table.frame(None).names), table.frame(None).decision) == before
    assert len(problems) == 1


def test_a_log_line_for_no_seat_is_refused() -> None:
    table, link = remote_seat(SETUP, 0)
    frame = _hostile(link)
    frame["log"] = [{"player": 99, "text": "x", "kind": "place"}]
    frame["log_from"] = len(table.log)
    link.frames.put(frame)
    problems = pumped(table)
    assert table.version == 0 and problems


def test_a_take_back_asked_on_a_state_already_gone_is_refused() -> None:
    seat = first_decider(SETUP)
    table, link = remote_seat(SETUP, seat)
    table.apply(str(list(table.frame(None).legal)[0]))
    table.pump()
    link.others(str(link.table.legal()[0]))  # another seat moves; its state not taken in yet
    table.undo(seat)
    assert any("old state" in problem for problem in pumped(table))
    assert link.table.decider != seat or link.version == 2  # nothing was taken back


def test_a_move_refused_by_the_table_gives_the_decision_back_with_its_reason() -> None:
    seat = first_decider(SETUP)
    table, link = remote_seat(SETUP, seat)
    link.version += 1  # the table moved on meanwhile: the move is sent on an old state
    heard: list[Change] = []
    table.subscribe(heard.append)
    table.apply(str(list(table.frame(None).legal)[0]))
    table.pump()
    assert heard[-1].moved and not heard[-1].here and "old state" in heard[-1].problems[0]
    assert table.frame(None).decides and table.frame(None).legal and table.version == 0


def test_a_move_the_table_never_answers_gives_the_decision_back_in_time(monkeypatch: pytest.MonkeyPatch) -> None:
    from ragusa_tui.net import remote

    seat = first_decider(SETUP)
    table, link = remote_seat(SETUP, seat)
    woken = threading.Event()
    link.wake = woken.set
    link.act = lambda action, version: None  # type: ignore[method-assign]  # the table stays silent
    monkeypatch.setattr(remote, "ANSWER_WAIT", 0.05)
    heard: list[Change] = []
    table.subscribe(heard.append)
    table.apply(str(list(table.frame(None).legal)[0]))
    assert not table.frame(None).decides
    assert woken.wait(10), "the seat is woken when its wait is over"
    table.pump()
    assert heard[-1].moved and "did not answer in time" in heard[-1].problems[0]
    assert table.frame(None).decides and table.version == 0


def test_a_seat_handed_back_by_the_host_is_told_its_turn_without_a_move() -> None:
    seat = first_decider(SETUP)
    table, link = remote_seat(SETUP, seat)
    frame = dict(link.frames_sent[-1])
    frame["presence"] = [{"seat": p, "connected": True, "computer": "easy" if p == seat else None}
                         for p in range(3)]
    link.frames.put(frame)
    turns: list[bool] = []
    table.subscribe(lambda change: turns.append(change.moved))
    table.pump()
    assert list(table.frame(None).legal) == [] or not table._mine()
    assert turns == [True]  # a computer stands in: no longer this seat's to decide
    link.send_state()  # the host gives the seat back (same version)
    table.pump()
    assert turns == [True, True] and table._mine()


def _waiting_for_a_hint(table):  # type: ignore[no-untyped-def]
    """`table`'s hint job waited for on a thread of its own, as the app's worker waits."""
    wait = table.hint_job(None)
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(wait())
        except TimeoutError as error:
            outcome.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    return worker, outcome


def test_a_hint_waited_for_comes_as_soon_as_its_frame_is_taken_in() -> None:
    seat = first_decider(SETUP)
    table, link = remote_seat(SETUP, seat)
    link.hint = lambda version: None  # the server thinks it out; its answer is sent below
    worker, outcome = _waiting_for_a_hint(table)
    action = str(table.frame(None).legal[0])
    link.frames.put({"type": "hint", "version": table.version, "text": "Keep this one.", "action": action})
    table.pump()
    worker.join(5)
    assert not worker.is_alive() and outcome[0] == ("Keep this one.", Action.parse(action))


def test_a_hint_is_worded_in_the_seats_own_language_from_its_message() -> None:
    seat = first_decider(SETUP)
    table, link = remote_seat(SETUP, seat)
    link.hint = lambda version: None
    action = str(table.frame(None).legal[0])
    said = Message.of("hint.advice", move=Message.of("hint.move.as_written", action=action),
                      reason=Message.of("reason.only_move"))
    try:
        catalogue.set_language("pl")
        worker, outcome = _waiting_for_a_hint(table)
        link.frames.put({"type": "hint", "version": table.version, "text": catalogue.english(said),
                         "action": action, "said": said.to_data()})
        table.pump()
        worker.join(5)
    finally:
        catalogue.set_language("en")
    assert outcome[0] == (catalogue.load("pl").render(said), Action.parse(action))
    assert outcome[0][0] != catalogue.english(said)


def test_leaving_the_table_ends_a_hint_waited_for_at_once() -> None:
    seat = first_decider(SETUP)
    table, link = remote_seat(SETUP, seat)
    link.hint = lambda version: None
    worker, outcome = _waiting_for_a_hint(table)
    table.close()
    worker.join(5)  # far below the minute a hint may take
    assert not worker.is_alive() and isinstance(outcome[0], TimeoutError)


def _position(**changes):  # type: ignore[no-untyped-def]
    return {"position": changes}


@pytest.mark.parametrize("view, why", [
    (_position(market=[]), "market"),
    (_position(market_index=[0, 0, 99]), "market"),
    (_position(mats="first resources short"), "mat"),
    (_position(mats="first ship of a billion stars"), "harbour"),
    (_position(walls="the first one of seat -7"), "pieces"),
    (_position(pending={"player": 0, "kind": "exchange", "options": [], "hex": 9999, "spot": None}), "pieces"),
    (_position(pending={"player": 0, "kind": "keep_bonus", "options": [9999], "hex": None, "spot": None}), "pieces"),
    ({"last_move": {"spot": 9999, "slots": [], "towers": []}}, "move"),
    ({"standings": []}, "standings"),
    ({"spot_problems": [[9999, {"code": "problem.not_your_decision", "args": {}}]]}, "answers"),
    ({"version": 12345}, "another state"),
])
def test_a_frame_of_another_game_is_refused_whole(view: dict, why: str) -> None:
    table, link = remote_seat(SETUP, 0)
    frame = _hostile(link)
    sent = link.frames_sent[-1]["view"]
    position = dict(sent["position"])
    for key, value in view.pop("position", {}).items():
        if value == "first resources short":
            mats = [dict(m) for m in position["mats"]]
            mats[0]["resources"] = mats[0]["resources"][:2]
            position["mats"] = mats
        elif value == "the first one of seat -7":
            position["walls"] = [-7, *position["walls"][1:]]
        elif value == "first ship of a billion stars":
            harbour = [dict(s) if s else s for s in position["harbour"]]
            harbour[0]["stars"] = 10**9
            position["harbour"] = harbour
        else:
            position[key] = value
    frame["view"] = {**frame["view"], **view, "position": position}
    before = (table.version, table.frame(None))
    link.frames.put(frame)
    problems = pumped(table)
    assert (table.version, table.frame(None)) == before
    assert len(problems) == 1 and why in problems[0], problems
