"""The data folder of a hosted table: the game's save and the seats' keys.

A new folder is made private (0700); an existing one is used only if it is
already private to this user and holds nothing but a table's files. The save is the ordinary save format
(`LocalTable.save_doc`), rewritten atomically (`saves.write_atomic`) after
every change by a writer thread, one write at a time and only the newest
waiting document, so the event loop never waits for the disk and an older
save never lands over a newer one. The keys live in their own file (0600),
written once and whenever a seat changes hands: a restart on the same folder
gives every seat the same key.
"""

from __future__ import annotations

import asyncio
import json
import os
import stat
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..catalogue import Message, text
from ..errors import said
from ..safe_text import visible
from ..saves import TEMP_SUFFIX, SaveError, read_bytes, write_atomic
from ..storage.game_lock import GameInUse, GameLock
from .encoding import to_text

SAVE_NAME = "table.json"
KEYS_NAME = "keys.json"
VERSIONS_NAME = "versions.json"  # the highest version the table may have sent
NET_KEY = "table_server"  # the save's own extra: the version the table had reached
# Saves of every table of this process, at most two at a time.
_DISK = ThreadPoolExecutor(max_workers=2, thread_name_prefix="table-save")


def _table_file(name: str) -> bool:
    """Whether `name` is one of a table's files, or a save's temporary file
    left by a writer that died (`saves.write_atomic`)."""
    if name == f".{SAVE_NAME}.lock":  # held while a `ragusa host` serves the table (`hold`)
        return True
    for own in (SAVE_NAME, KEYS_NAME, VERSIONS_NAME):
        if name == own or (name.startswith(f".{own}.") and name.endswith(TEMP_SUFFIX)):
            return True
    return False


@dataclass
class TableKeys:
    """A key by seat (None for a seat only a computer plays), the spectators'
    key, and the computer level now standing in for a person's seat, if any."""

    seats: list[str | None]
    spectator: str
    stand_ins: dict[int, str] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"seats": self.seats, "spectator": self.spectator,
                "stand_ins": {str(seat): level for seat, level in self.stand_ins.items()}}

    @classmethod
    def from_json(cls, data: Any) -> TableKeys:
        """`ValueError` (one sentence) if `data` is not a keys file."""
        if not isinstance(data, dict):
            raise ValueError("the keys file holds no keys")
        seats, spectator, stand = data.get("seats"), data.get("spectator"), data.get("stand_ins", {})
        if not (isinstance(seats, list) and all(k is None or isinstance(k, str) and k for k in seats)
                and isinstance(spectator, str) and spectator and isinstance(stand, dict)):
            raise ValueError("the keys file is damaged")
        return cls(seats, spectator, {int(s): str(v) for s, v in stand.items() if str(s).isdigit()})


class DataFolder:
    """Where a hosted table keeps its save and keys."""

    def __init__(self, path: Path, report: Callable[[str], None] = lambda _: None) -> None:
        self.path = path
        self.report = report  # told once when saving fails (and again once it worked since)
        self.problem: str | None = None
        self._lock = threading.Lock()
        self._latest: dict[str, Any] | None = None
        self._draining = False
        self._job: asyncio.Future[None] | None = None
        self._held: GameLock | None = None  # while this process serves the table (`hold`)

    @property
    def save_path(self) -> Path:
        return self.path / SAVE_NAME

    @property
    def keys_path(self) -> Path:
        return self.path / KEYS_NAME

    def prepare(self) -> None:
        """Make the folder, private to this user, or check that the one there
        is a table's: `SaveError` (one sentence, nothing changed) if it is not.

        An existing folder is never made private here: `--data /tmp`, or a
        shared folder, would lock its other users out. It is used only if it
        is already private to this user and holds nothing but a table's files."""
        try:
            made = not self.path.exists() and not self.path.is_symlink()
            if made:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self.path.mkdir(mode=0o700)  # at most 0700, whatever the umask; never another's folder
        except OSError as exc:
            raise SaveError("use the table's folder", self.path, str(exc.strerror or exc).lower()) from None
        if not made and (problem := self.problem_using()):
            raise SaveError("use the table's folder", self.path, problem)

    def hold(self) -> None:
        """Hold the table for this process, as long as it serves it: a second
        `ragusa host` on the same folder would write over its saves and the
        versions it reserved. `SaveError` (one sentence) if another holds it."""
        if self._held is not None:
            return
        try:
            self._held = GameLock.acquire(self.save_path)
        except GameInUse:
            raise SaveError("serve the table in", self.path, Message.of("save.why.served_elsewhere")) from None

    def let_go(self) -> None:
        """The table is no longer served by this process."""
        if self._held is not None:
            self._held.release()
            self._held = None

    def problem_using(self) -> Message | str | None:
        """Why the existing folder is no table's to use (None: it is one): a
        message, or the system's words."""
        try:
            info = os.lstat(self.path)
            if stat.S_ISLNK(info.st_mode):  # it could be pointed elsewhere once checked
                return Message.of("save.why.table_folder_link")
            if not stat.S_ISDIR(info.st_mode):
                return Message.of("save.why.table_folder_not_folder")
            names = sorted(os.listdir(self.path))
        except OSError as exc:
            return str(exc.strerror or exc).lower()
        if hasattr(os, "getuid") and info.st_uid != os.getuid():
            return Message.of("save.why.table_folder_not_yours")
        if info.st_mode & 0o077:
            return Message.of("save.why.table_folder_shared", mode=f"{stat.S_IMODE(info.st_mode):o}")
        others = [name for name in names if not _table_file(name)]
        if others:
            shown = ", ".join(visible(name, 40) for name in others[:3]) + (", …" if len(others) > 3 else "")
            return Message.of("save.why.table_folder_others", files=shown)
        return None

    def has_table(self) -> bool:
        return self.save_path.is_file()

    # ----------------------------------------------------------------- keys
    def read_keys(self) -> TableKeys:
        """The keys file; `SaveError` (one sentence) if it is missing or damaged."""
        try:
            return TableKeys.from_json(json.loads(read_bytes(self.keys_path)))
        except ValueError as exc:
            raise SaveError("load", self.keys_path, str(exc)) from None

    def write_keys(self, keys: TableKeys) -> None:
        """Written atomically, readable by this user only."""
        write_atomic(self.keys_path, json.dumps(keys.as_json(), indent=1))
        os.chmod(self.keys_path, 0o600)

    # ------------------------------------------------------------- versions
    def read_reserved(self) -> int | None:
        """The highest version the table may have sent (None: none kept, a
        table hosted before it was kept, or a damaged file)."""
        try:
            value = json.loads(read_bytes(self.versions_path)).get("reserved")
        except (SaveError, ValueError, AttributeError):
            return None
        return value if type(value) is int and value >= 0 else None

    def write_reserved(self, reserved: int) -> None:
        """Written before any version above `reserved` is sent (see `hosted`)."""
        write_atomic(self.versions_path, json.dumps({"reserved": reserved}))

    @property
    def versions_path(self) -> Path:
        return self.path / VERSIONS_NAME

    # ----------------------------------------------------------------- save
    def save_now(self, doc: dict[str, Any]) -> None:
        """Write the save before returning (a new table's first save)."""
        write_atomic(self.save_path, json.dumps(doc, indent=1))

    def save(self, doc: dict[str, Any]) -> None:
        """Write `doc` as the save soon, in the background (see the module's note)."""
        with self._lock:
            self._latest = doc
            if self._draining:
                return
            self._draining = True
        self._job = asyncio.get_running_loop().run_in_executor(_DISK, self._drain)

    def _drain(self) -> None:
        while True:
            with self._lock:
                doc, self._latest = self._latest, None
                if doc is None:
                    self._draining = False
                    return
            try:
                write_atomic(self.save_path, to_text(doc))
            except SaveError as exc:
                if said(exc) != self.problem:
                    self.problem = said(exc)
                    self.report(text("net.host.save_failed", error=self.problem))
            else:
                self.problem = None

    async def flush(self) -> None:
        """Wait until every save asked for is on disk (or has failed)."""
        while self._job is not None and not self._job.done():
            await asyncio.shield(self._job)
