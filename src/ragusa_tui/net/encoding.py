"""JSON text for the wire and the table's save, written by the server.

orjson: a state frame is encoded for every seat after every move, and the
save after it; orjson does it about ten times quicker than `json`. It is
imported on first use, so a client (which reads a frame a move with `json`)
never loads it: a player's process stays small.
"""

from __future__ import annotations

import json
from typing import Any


def to_text(data: Any) -> str:
    """`data` as compact JSON text (keys that are not strings written as strings, as `json` does).

    Written first as orjson writes string keys only: its way with other keys
    (`OPT_NON_STR_KEYS`) takes nearly twice as long, even for data with none
    (a frame, a save), so it is asked only when that refuses; the text is
    the same either way."""
    import orjson

    try:
        return orjson.dumps(data).decode()
    except orjson.JSONEncodeError:  # a key that is not a string, or text orjson will not write
        return _text_of_any(data)


def _text_of_any(data: Any) -> str:
    import orjson

    try:
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()
    except orjson.JSONEncodeError:  # text orjson will not write (a lone surrogate): `json` escapes it
        return json.dumps(data, separators=(",", ":"))
