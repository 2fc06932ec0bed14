"""What the start screen remembers across runs, as small hidden JSON files
beside the saves: the new-game form's last mode, seats and options
(`table.last_setup` says what goes in and what is trusted back), and the
language chosen (`table.language`). A file is a convenience, so it is
trusted in nothing: anything unreadable, too big or of another version reads
as nothing, and a failed write changes nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .. import saves

FILE_NAME = ".new-game.json"  # hidden: the saves list skips it
LANGUAGE_FILE = ".language.json"
VERSION = 1
MAX_BYTES = 4096  # a real one is about 200 bytes


def form_path(name: str = FILE_NAME) -> Path:
    return saves.save_dir() / name


def write_form(doc: dict[str, Any], name: str = FILE_NAME) -> None:
    """Keep `doc` (plain JSON data) as the memory `name` (the form's by
    default); quietly nothing on failure."""
    try:
        path = form_path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        saves.write_atomic(path, json.dumps({"version": VERSION, **doc}, ensure_ascii=True) + "\n")
    except (OSError, saves.SaveError):
        pass  # not remembered this time: the game itself is unaffected


def read_form(name: str = FILE_NAME) -> dict[str, Any] | None:
    """The document `write_form` kept as `name`, or None if there is none of this version."""
    try:
        path = form_path(name)
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        doc = json.loads(saves.read_bytes(path).decode("utf-8"))
    except (OSError, ValueError, RecursionError, saves.SaveError):
        return None
    return doc if isinstance(doc, dict) and doc.get("version") == VERSION else None
