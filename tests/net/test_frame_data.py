"""A frame on the wire (`net.frame_data`): its encoding reads back as the very
same frame, and data that does not read as one is refused with where it
failed (it may come from a hostile server)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from ragusa_tui.net.frame_data import FrameRefused, decode, decode_log, encode
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup


@pytest.mark.parametrize("mode", ["standard", "duel", "solo"])
def test_every_frame_of_a_game_reads_back_as_itself(mode: str) -> None:
    names = {"standard": ("Ann", "Bo", "Cy", "Di"), "duel": ("Ann", "Bo"), "solo": ("Ann",)}[mode]
    table = LocalTable(GameSetup(names, ("Red", "Blue", "Green", "Purple")[:len(names)], seed=11, mode=mode))
    rnd = random.Random(11)
    while True:
        public = table.frame(None)
        public_data = encode(public)
        for seat in (None, *range(len(table.names))):
            frame = table.frame(seat)
            assert encode(frame, public, public_data) == encode(frame)  # shared with the public one's, the same
            data = json.loads(json.dumps(encode(frame)))
            back = decode(data, [str(a) for a in frame.legal])
            assert back == replace(frame, log=())
            assert decode_log(json.loads(json.dumps([{"player": x.player, "text": x.text, "kind": x.kind}
                                                     for x in frame.log]))) == frame.log
        if table.over:
            break
        table.apply(rnd.choice(table.legal()))


def _data() -> dict:
    table = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=3))
    return json.loads(json.dumps(encode(table.frame(table.decider))))


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
    data["what"] = "\x1b[31mred\x07"
    data["something new"] = {"x": 1}
    frame = decode(data)
    assert "\x1b" not in frame.what and "\x07" not in frame.what


def test_an_action_that_does_not_parse_is_refused() -> None:
    with pytest.raises(FrameRefused, match="no action"):
        decode(_data(), ["place x"])
