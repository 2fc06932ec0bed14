"""Which files are a game's own autosave, decided outside the file.

A save says `"autosave": true` in its app entry, but a copied or hand-made
file can say so too, and autosave writes over its own files. So the app also
notes the name of every autosave it creates in a hidden ledger in that folder
(`.autosaves`, one name a line, only ever appended to): a file is its game's
own autosave only if it claims to be one and its folder's ledger lists it. A
renamed copy, a copy in another folder or a file from a friend is not, and
plays on in a new autosave of its own.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from ..saves import SaveError, read_bytes

LEDGER = ".autosaves"
APP_KEY = "app"  # the save's own part beside the engine's record (see `table.seating`)


def claim(path: Path) -> None:
    """Note `path` (just created by autosave) as an autosave in its folder's ledger."""
    line = f"{path.name}\n".encode()
    try:
        # Never blocks: a pipe in the ledger's place would wait for a reader forever.
        fd = os.open(path.parent / LEDGER, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK
                     | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except OSError:
        return  # then the file is treated as a copy when loaded: nothing is lost
    try:
        if stat.S_ISREG(os.fstat(fd).st_mode):  # a device or a pipe is not written to
            os.write(fd, line)  # one small append: whole even with other programs appending
    except OSError:
        pass
    finally:
        os.close(fd)


def claims_autosave(extra: dict[str, Any] | None) -> bool:
    """Whether a record's extra keys say the file is a game's autosave."""
    data = (extra or {}).get(APP_KEY)
    return isinstance(data, dict) and data.get("autosave") is True


def is_own(path: Path, claims_autosave: bool) -> bool:
    """Whether autosave may go on writing over `path`: the file claims to
    be an autosave and its folder's ledger says autosave created it."""
    if not claims_autosave or "\n" in path.name:
        return False
    return path.name in own_names(path.parent)


def own_names(folder: Path) -> set[str]:
    """The names the ledger of `folder` lists: the files autosave created there."""
    try:
        return set(read_bytes(folder / LEDGER).decode("utf-8", "replace").splitlines())
    except SaveError:
        return set()
