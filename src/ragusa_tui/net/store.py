"""The data folder of a hosted table: the game's save and the seats' keys.

The folder is made private (0700). The save is the ordinary save format
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
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..saves import SaveError, read_bytes, write_atomic
from .encoding import to_text

SAVE_NAME = "table.json"
KEYS_NAME = "keys.json"
NET_KEY = "table_server"  # the save's own extra: the version the table had reached
# Saves of every table of this process, at most two at a time.
_DISK = ThreadPoolExecutor(max_workers=2, thread_name_prefix="table-save")


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

    @property
    def save_path(self) -> Path:
        return self.path / SAVE_NAME

    @property
    def keys_path(self) -> Path:
        return self.path / KEYS_NAME

    def prepare(self) -> None:
        """Make the folder (private to this user); `SaveError` if it cannot be."""
        try:
            self.path.mkdir(parents=True, exist_ok=True, mode=0o700)
            os.chmod(self.path, 0o700)
        except OSError as exc:
            raise SaveError("use the table's folder", self.path, str(exc.strerror or exc).lower()) from None

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
                if str(exc) != self.problem:
                    self.problem = str(exc)
                    self.report(f"{exc} The table goes on; saving is tried again after every move.")
            else:
                self.problem = None

    async def flush(self) -> None:
        """Wait until every save asked for is on disk (or has failed)."""
        while self._job is not None and not self._job.done():
            await asyncio.shield(self._job)
