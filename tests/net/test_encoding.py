"""The JSON text of frames and of the hosted table's save (`net.encoding`)."""

from __future__ import annotations

import json

from ragusa_tui.net.encoding import to_text


def test_the_text_reads_back_as_json_writes_it() -> None:
    data = {"names": ["Ann", "Bø", "Çy"], 3: (1, 2), "none": None, "vp": -4.5, "nested": [{"a": True}]}
    assert json.loads(to_text(data)) == json.loads(json.dumps(data))
    assert " " not in to_text({"a": [1, 2]})  # compact


def test_text_orjson_refuses_is_written_escaped() -> None:
    text = to_text({"message": "go \ud800"})
    assert text == '{"message":"go \\ud800"}'
    assert json.loads(text) == {"message": "go \ud800"}
