"""The new-game form's memory on disk: a small hidden JSON file beside the
saves holding the last mode, seats and options (`table.last_setup` says what
goes in and what is trusted back). The file is a convenience, so it is
trusted in nothing: anything unreadable, too big or of another version reads
as nothing, and a failed write changes nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .. import saves

FILE_NAME = ".new-game.json"  # hidden: the saves list skips it
VERSION = 1
MAX_BYTES = 4096  # a real one is about 200 bytes


def form_path() -> Path:
    return saves.save_dir() / FILE_NAME


def write_form(doc: dict[str, Any]) -> None:
    """Keep `doc` (plain JSON data) as the form's memory; quietly nothing on failure."""
    try:
        path = form_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        saves.write_atomic(path, json.dumps({"version": VERSION, **doc}, ensure_ascii=True) + "\n")
    except (OSError, saves.SaveError):
        pass  # not remembered this time: the game itself is unaffected


def read_form() -> dict[str, Any] | None:
    """The document `write_form` kept, or None if there is none of this version."""
    try:
        path = form_path()
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        doc = json.loads(saves.read_bytes(path).decode("utf-8"))
    except (OSError, ValueError, RecursionError, saves.SaveError):
        return None
    return doc if isinstance(doc, dict) and doc.get("version") == VERSION else None
