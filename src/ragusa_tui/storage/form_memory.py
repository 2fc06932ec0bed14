"""The new-game form remembers the last mode, seats and options across runs,
in a small hidden JSON file beside the saves. The file is a convenience, so
it is trusted in nothing: anything unreadable or malformed is ignored quietly
(the form starts from its defaults) and a failed write changes nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .. import saves
from ..engine.config import SOLO_OPTIONS
from ..table import look
from ..table.setup import SEATS, GameSetup

FILE_NAME = ".new-game.json"  # hidden: the saves list skips it
VERSION = 1
MAX_BYTES = 4096  # a real one is about 200 bytes


def form_path() -> Path:
    return saves.save_dir() / FILE_NAME


def remember(setup: GameSetup) -> None:
    """Keep `setup`'s mode, seats and options (never the seed) for the next run."""
    doc = {"version": VERSION, "mode": setup.mode, "names": list(setup.names),
           "colours": list(setup.colours), "handover": setup.handover,
           "options": list(setup.options), "computers": list(setup.computers)}
    try:
        path = form_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        saves.write_atomic(path, json.dumps(doc, ensure_ascii=True) + "\n")
    except (OSError, saves.SaveError):
        pass  # not remembered this time: the game itself is unaffected


def recall() -> GameSetup | None:
    """The setup remembered by `remember`, or None if there is none that is whole and valid."""
    try:
        path = form_path()
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        doc = json.loads(saves.read_bytes(path).decode("utf-8"))
    except (OSError, ValueError, RecursionError, saves.SaveError):
        return None
    return _setup(doc) if isinstance(doc, dict) and doc.get("version") == VERSION else None


def _strings(value: Any, limit: int) -> tuple[str, ...] | None:
    if not isinstance(value, list) or len(value) > limit or not all(isinstance(x, str) for x in value):
        return None
    return tuple(value)


def _setup(doc: dict[str, Any]) -> GameSetup | None:
    mode, handover = doc.get("mode"), doc.get("handover")
    if not isinstance(mode, str) or mode not in SEATS or not isinstance(handover, bool):
        return None
    names, colours = _strings(doc.get("names"), 5), _strings(doc.get("colours"), 5)
    options, computers = _strings(doc.get("options"), 10), _strings(doc.get("computers"), 5)
    if names is None or colours is None or options is None or computers is None:
        return None
    if any(c not in look.COLOUR_BY_NAME for c in colours) or any(o not in SOLO_OPTIONS for o in options):
        return None
    setup = GameSetup(names, colours, None, handover, mode, options, computers=computers)
    return setup if setup.problem() is None else None
