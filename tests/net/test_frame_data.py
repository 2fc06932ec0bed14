"""A frame on the wire (`net.frame_data`): its encoding reads back as the very
same frame, and data that does not read as one is refused with where it
failed (it may come from a hostile server)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from ragusa_tui.net.encoding import to_text
from ragusa_tui.catalogue import Message
from ragusa_tui.net.frame_data import FORMAT, FrameRefused, FrameText, decode, decode_log, encode
from ragusa_tui.net.view import line_data
from ragusa_tui.table.frame import frame_for
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup


@pytest.mark.parametrize("mode", ["standard", "duel", "solo"])
def test_every_frame_of_a_game_reads_back_as_itself(mode: str) -> None:
    names = {"standard": ("Ann", "Bo", "Cy", "Di"), "duel": ("Ann", "Bo"), "solo": ("Ann",)}[mode]
    table = LocalTable(GameSetup(names, ("Red", "Blue", "Green", "Purple")[:len(names)], seed=11, mode=mode))
    rnd = random.Random(11)
    while True:
        for seat in (None, *range(len(table.names))):
            frame = table.frame(seat)
            data = json.loads(to_text(encode(frame)))
            assert json.loads(json.dumps(encode(frame))) == data  # without orjson, the same
            back = decode(data, [str(a) for a in frame.legal])
            assert back == replace(frame, log=())
            assert decode_log(json.loads(json.dumps([line_data(x) for x in frame.log]))) == frame.log
        if table.over:
            break
        table.apply(rnd.choice(table.legal()))


@pytest.mark.parametrize("mode", ["standard", "duel", "solo"])
def test_frames_written_as_a_server_writes_them_are_their_encoding_byte_for_byte(mode: str) -> None:
    """A table server writes every seat's frame of a state from the pieces
    written already (`FrameText`): the text is `to_text(encode(frame))`'s,
    whatever was written before it."""
    names = {"standard": ("Ann", "Bo", "Cy"), "duel": ("Ann", "Bo"), "solo": ("Ann",)}[mode]
    table = LocalTable(GameSetup(names, ("Red", "Blue", "Green")[:len(names)], seed=5, mode=mode))
    texts, rnd, states = FrameText(), random.Random(5), 0
    while True:
        public = frame_for(table, None, spectator=True)
        for seat in (*range(len(table.names)), None):
            frame = public if seat is None else frame_for(table, seat, decides=True, public=public)
            assert texts.text(frame) == to_text(encode(frame))
        states += 1
        if table.over:
            break
        table.apply(rnd.choice(table.legal()))
    assert states > 10  # (a solo game: the bots' moves come between the person's)
    over = table.frame(0)
    assert over.record is not None  # (a game's record, written whole)
    odd = replace(over, record={**over.record, 7: "a key that is not a text"})
    assert texts.text(odd) == to_text(encode(odd))  # orjson's quick way refuses it: `to_text`'s way


def _data() -> dict:
    table = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=3))
    return json.loads(to_text(encode(table.frame(table.decider))))


@pytest.mark.parametrize("change, where", [
    (lambda d: d.update(version="3"), "frame.version"),
    (lambda d: d.update(rounds=3.0), "frame.rounds"),
    (lambda d: d.update(names=["Ann", 5, "Cy"]), "frame.names[1]"),
    (lambda d: d.update(what="x" * 5000), "frame.what"),
    (lambda d: d.pop("names"), "frame.names: missing"),
    (lambda d: d["position"].update(mode=None), "frame.position.mode"),
    (lambda d: d["position"]["mats"][0].update(vp=10**12), "frame.position.mats[0].vp"),
    (lambda d: d["position"].update(pending={"player": 0, "kind": "conquer", "options": []}),
     "frame.position.pending"),
    (lambda d: d.update(score_after=[["place 999999", 3]]), "frame.score_after[0][0]"),
    (lambda d: d.update(taken_back=[True]), "frame.taken_back"),
    (lambda d: d.update(record={"a": [[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]}), "nested too deep"),
    (lambda d: d.update(standings=[{"player": 0}]), "frame.standings[0].name: missing"),
])
def test_data_that_is_no_frame_is_refused_saying_where(change, where: str) -> None:  # type: ignore[no-untyped-def]
    data = _data()
    change(data)
    with pytest.raises(FrameRefused, match=None) as refused:
        decode(data)
    assert where in str(refused.value)


def test_strings_are_made_visible_and_unknown_fields_ignored() -> None:
    data = _data()
    house = Message.of("phrase.house_of", owner="\x1b[31mred\x07", building="winery")
    data["what"] = Message.of("ask.exchange_before", house=house).to_data()  # a name inside a phrase
    data["something new"] = {"x": 1}
    frame = decode(data)
    assert "\x1b" not in str(frame.what) and "\x07" not in str(frame.what)
    assert str(frame.what) == "exchange fish before \\x1b[31mred\\x07's Winery house acts"
    lines = decode_log([{"player": 0, "text": "Ann builds.", "kind": "place",
                         "message": Message.of("event.pass", player="A\x1bnn").to_data()}])
    assert "\x1b" not in str(lines[0].message)


def test_the_words_are_messages_of_the_catalogue_and_anything_else_is_refused() -> None:
    frame = decode(_data())
    assert isinstance(frame.what, Message) and str(frame.what) == "keep 1 of 3 bonus cards"
    data = _data()
    data["what"] = {"code": "ask.conquer_the_city", "args": {}}  # a code the catalogue does not declare
    with pytest.raises(FrameRefused, match="frame.what: not a message of the game: unknown code"):
        decode(data)
    data = _data()
    data["what"] = "keep 1 of 3 bonus cards"  # English instead of a message
    with pytest.raises(FrameRefused, match="frame.what"):
        decode(data)
    data = _data()
    data["undo_problem"] = {"code": "refusal.undo_not_yours", "args": {"player": 3}}  # a name that is no text
    with pytest.raises(FrameRefused, match="frame.undo_problem"):
        decode(data)


@pytest.mark.parametrize("message", [
    {"code": "event.wall", "args": {"player": "Ann", "slot": 3}},  # an argument missing
    {"code": "event.wall"},
    "Ann builds wall slot 3 and scores 2 VP.",
    {"code": "event.gain", "args": {"player": "Ann", "resource": "gold"}},  # no such resource
    {"code": "event.nothing_like_it", "args": {}},
])
def test_a_log_line_whose_message_is_malformed_is_refused(message: object) -> None:
    good = {"player": 0, "text": "Ann builds wall slot 3 and scores 2 VP.", "kind": "wall",
            "message": Message.of("event.wall", player="Ann", slot=3, vp=2).to_data()}
    assert decode_log([good])[0].message == Message.of("event.wall", player="Ann", slot=3, vp=2)
    assert decode_log([{**good, "message": None}])[0].message is None  # a line sent with its words alone
    with pytest.raises(FrameRefused, match=r"log\[1\]\.message: not a message of the game"):
        decode_log([good, {**good, "message": message}])


def test_an_action_that_does_not_parse_is_refused() -> None:
    with pytest.raises(FrameRefused, match="no action"):
        decode(_data(), ["place x"])


def test_a_frame_of_another_version_of_the_game_is_refused_saying_so() -> None:
    data = _data()
    assert data["format"] == FORMAT
    for other in ({k: v for k, v in data.items() if k != "format"}, {**data, "format": FORMAT + 1}):
        with pytest.raises(FrameRefused, match="another version of Ragusa"):
            decode(other)
