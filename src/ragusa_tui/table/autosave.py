"""Autosave: every game has its own file in the saves folder, rewritten
after every action (atomically, see `saves.write_atomic`), so quitting, a
crash or a closed terminal loses at most the decision in progress.

Also here: which game to offer for resuming, bringing a saved game back to
the table, and named copies ("Save as"). Autosave only ever writes files it
made itself (see `ownership`); a loaded copy or a hand-made file plays on in
a new autosave, so it is never changed. While a game is played its file is
locked (see `game_lock`), so a second window cannot write it too.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Collection
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..engine import RecordError
from ..engine.record import record_dict, replay_steps
from ..storage.game_lock import GameInUse, GameLock
from ..saves import (
    SUFFIX,
    SaveEntry,
    SaveError,
    create_exclusive,
    create_new,
    list_saves,
    load_record,
    new_save_path,
    save_dir,
    sweep_temp_files,
    write_atomic,
)
from ..storage.ownership import claim, is_own
from ..storage.resume_notes import note
from .seating import KEY, Seating, read_seating
from .local import Session
from .setup import GameSetup

Report = Callable[[str], None]
NAME_MAX = 40


def save_doc(session: Session, autosave: bool, saved_at: datetime | None = None) -> dict[str, Any]:
    """The session's game record plus the app's seating, stamped `saved_at`
    (default: now), as plain data of its own (safe to hand to another thread)."""
    doc = record_dict(session.game, saved_at or datetime.now(timezone.utc).astimezone())
    doc[KEY] = Seating(tuple(session.setup.colours), session.setup.handover, autosave,
                       tuple(session.setup.computers)).as_json()
    return doc


def save_text(session: Session, autosave: bool, saved_at: datetime | None = None) -> str:
    """`save_doc` as one JSON document."""
    return json.dumps(save_doc(session, autosave, saved_at), indent=1)


class Autosaver:
    """Writes its session's game to `path` after every action. A failed write
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
                 claimed: bool = True) -> None:
        self.path = path
        self.report = report
        self.lock = lock  # held while the game is played here
        self.claimed = claimed  # noted in the folder's ledger as an autosave
        self.problem: str | None = None
        self._loop = _running_loop()
        self._writer: ThreadPoolExecutor | None = None
        self._last: Future[None] | None = None

    def __call__(self, session: Session) -> None:
        doc = save_doc(session, autosave=True)
        if self._loop is None:
            self._settle(self._write(doc))
            return
        self.flush()  # the save before is on disk first: at most one decision behind
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._last = self._writer.submit(self._write_and_tell, doc, self._loop)

    def _write(self, doc: dict[str, Any]) -> SaveError | None:
        """Write `doc` over the file (and claim it, the first time it works)."""
        text = json.dumps(doc, indent=1)
        try:
            write_atomic(self.path, text)
        except SaveError as exc:
            return exc
        if not self.claimed:  # the first write that worked, of a new game
            self.claimed = True
            claim(self.path)
            self.lock = self.lock or _try_lock(self.path)
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
        if str(exc) != self.problem:
            self.problem = str(exc)
            self.remind()

    def remind(self) -> None:
        """Report the problem there is now, if any, once more (the notices
        shown were cleared for the next player)."""
        if self.problem is not None:
            self.report(f"{self.problem} The game goes on; saving is tried again after every action.")

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


def _try_lock(path: Path) -> GameLock | None:
    try:
        return GameLock.acquire(path)
    except GameInUse:
        return None


def attach(session: Session, path: Path | None, report: Report,
           lock: GameLock | None = None) -> Autosaver:
    """Autosave `session` from now on: over `path` (its own autosave, resumed,
    locked here unless `lock` holds it already; `GameInUse` if another window
    plays it), or into a new file written at once (a new game)."""
    if path is not None:
        lock = lock or GameLock.acquire(path)
        saver = Autosaver(path, report, lock)
    else:
        folder = save_dir()
        sweep_temp_files(folder)
        doc = save_doc(session, autosave=True)
        text = json.dumps(doc, indent=1)
        try:
            new = create_new(session.game, text, folder)
        except SaveError as exc:
            saver = Autosaver(new_save_path(session.game, folder), report, claimed=False)
            saver.failed(exc)
        else:
            claim(new)
            note(new, text, doc["summary"])
            saver = Autosaver(new, report, _try_lock(new))
    session.after_apply.append(saver)
    return saver


@dataclass(frozen=True)
class Restored:
    """A saved game back at the table; `own_file` when autosave may go on
    writing over the file it came from."""

    session: Session
    path: Path
    own_file: bool


def restore(path: Path) -> Restored:
    """The game in `path` with its seats, colours and log; `SaveError` (one
    sentence) if the file cannot be loaded. The file is only read."""
    record = load_record(path)
    config = record.config
    seating = read_seating(record.model_extra, len(config.players))
    setup = GameSetup(tuple(config.players), seating.colours, config.seed, seating.handover,
                      mode=config.mode, options=tuple(k for k, on in config.options.items() if on),
                      computers=seating.computers)
    # One checked replay of the record; the session takes each step's events
    # into its log as it goes, as if the game were played again.
    steps = replay_steps(record)
    try:
        game, _, _ = next(steps)
        session = Session(setup, game)
        decider = game.pending.player if game.pending is not None else None
        for _, _, events in steps:  # `game` is played on in place: its decider is the next one's
            session.take(events, decider)
            decider = game.pending.player if game.pending is not None else None
    except RecordError as exc:
        raise SaveError("load", path, str(exc)) from None
    return Restored(session, path, is_own(path, seating.autosave))


def resumable(folder: Path | None = None, exclude: Collection[Path] = ()) -> SaveEntry | None:
    """The most recently saved unfinished autosave, if any (not one of `exclude`)."""
    for entry in list_saves(folder):
        summary = entry.summary
        if entry.record is None or summary is None or summary.over or entry.path in exclude:
            continue
        claimed = read_seating(entry.record.model_extra, len(entry.record.config.players)).autosave
        if is_own(entry.path, claimed):
            return entry
    return None


def copy_name(name: str) -> str:
    """The file stem a typed name gives (`friday.json` and `friday` are the same)."""
    name = name.strip()
    return name[: -len(SUFFIX)] if name.lower().endswith(SUFFIX) else name


def name_problem(name: str) -> str | None:
    """Why `name` cannot name a save file, in words; None if it can."""
    stem = copy_name(name)
    if not stem:
        return "Type a name for the copy."
    if len(stem) > NAME_MAX:
        return f"A name can be at most {NAME_MAX} characters long."
    if stem.startswith(".") or any(c in stem for c in '/\\:*?"<>|') or not stem.isprintable():
        return "A name cannot start with a dot or hold / \\ : * ? \" < > |."
    return None


def save_copy(session: Session, name: str, folder: Path | None = None) -> Path:
    """Write a copy of the game as `name` in the saves folder; never replaces
    a file (`SaveError` if the name is taken)."""
    path = (save_dir() if folder is None else folder) / f"{copy_name(name)}{SUFFIX}"
    if path.is_symlink() or not create_exclusive(path, save_text(session, autosave=False)):
        raise SaveError("save to", path, "a save with that name exists already; choose another name")
    return path
