"""The autosave's writer: a game's file rewritten after every action
(atomically, see `saves.write_atomic`), in the background, in order, so
quitting, a crash or a closed terminal loses at most the decision in
progress and the screen never waits for the disk. The first write of a new
game's file claims it in the folder's ledger (see `ownership`) and locks it
(see `game_lock`); every write leaves a note for Resume (see `resume_notes`).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from ..catalogue import text
from ..errors import said as error_words
from ..saves import SaveError, write_atomic
from .game_lock import GameInUse, GameLock
from .ownership import claim
from .resume_notes import note

Report = Callable[[str], None]


class Savable(Protocol):
    """A game that can say itself as a save document (a table, see `table.local`)."""

    def save_doc(self, autosave: bool, saved_at: datetime | None = None) -> dict[str, Any]: ...


class Autosaver:
    """Writes its game to `path` after every action. A failed write
    is reported once (until a write works again) and the game goes on.

    In the app (on its event loop) a background writer does the writing, so
    the flushes to disk never hold up the screen. The record is taken at
    once; writes happen one at a time in the order of the actions, and each
    starts only once the one before is on disk, so a crash loses at most the
    last decision and an older save never lands over a newer one. `release`
    (the game leaves the window, or the app ends) waits for the last write.
    Outside an event loop every write is done before the call returns.
    """

    def __init__(self, path: Path, report: Report, lock: GameLock | None = None,
                 claimed: bool = True, unusable: SaveError | None = None) -> None:
        self.path = path
        self.unusable = unusable  # why there is no folder to write to: every write fails so
        self.report = report
        self.lock = lock  # held while the game is played here
        self.claimed = claimed  # noted in the folder's ledger as an autosave
        self.problem: str | None = None
        self._loop = _running_loop()
        self._writer: ThreadPoolExecutor | None = None
        self._last: Future[None] | None = None

    def __call__(self, game: Savable) -> None:
        doc = game.save_doc(autosave=True)
        if self._loop is None:
            self._settle(self._write(doc))
            return
        self.flush()  # the save before is on disk first: at most one decision behind
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._last = self._writer.submit(self._write_and_tell, doc, self._loop)

    def _write(self, doc: dict[str, Any]) -> SaveError | None:
        """Write `doc` over the file (and claim it, the first time it works)."""
        if self.unusable is not None:
            return self.unusable
        text = json.dumps(doc, indent=1)
        try:
            write_atomic(self.path, text)
        except SaveError as exc:
            return exc
        if not self.claimed:  # the first write that worked, of a new game
            self.claimed = True
            claim(self.path)
            self.lock = self.lock or try_lock(self.path)
        note(self.path, text, doc["summary"])
        return None

    def _write_and_tell(self, doc: dict[str, Any], loop: asyncio.AbstractEventLoop) -> None:
        outcome = self._write(doc)
        try:
            loop.call_soon_threadsafe(self._settle, outcome)
        except RuntimeError:  # the app has ended: no one is left to tell
            pass

    def _settle(self, outcome: SaveError | None) -> None:
        if outcome is None:
            self.problem = None
        else:
            self.failed(outcome)

    def failed(self, exc: SaveError) -> None:
        if error_words(exc) != self.problem:
            self.problem = error_words(exc)
            self.remind()

    def remind(self) -> None:
        """Report the problem there is now, if any, once more (the notices
        shown were cleared for the next player)."""
        if self.problem is not None:
            self.report(text("save.goes_on", problem=self.problem))

    def flush(self) -> None:
        """Wait until every save asked for is on disk (or has failed)."""
        last, self._last = self._last, None
        if last is not None:
            last.result()

    def release(self) -> None:
        """The game leaves this window: its last save is written, and
        another window may open its file now."""
        try:
            self.flush()
        finally:
            if self._writer is not None:
                self._writer.shutdown()
                self._writer = None
            if self.lock is not None:
                self.lock.release()
                self.lock = None


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def try_lock(path: Path) -> GameLock | None:
    try:
        return GameLock.acquire(path)
    except GameInUse:
        return None
