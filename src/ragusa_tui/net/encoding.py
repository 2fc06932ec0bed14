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
    """`data` as compact JSON text (keys that are not strings written as strings, as `json` does)."""
    import orjson

    try:
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()
    except orjson.JSONEncodeError:  # text orjson will not write (a lone surrogate): `json` escapes it
        return json.dumps(data, separators=(",", ":"))
