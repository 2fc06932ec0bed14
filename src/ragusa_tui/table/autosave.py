"""Autosave at the table: every game has its own file in the saves folder,
written by `storage.writer` after every action, so quitting, a crash or a
closed terminal loses at most the decision in progress.

Also here: which game to offer for resuming, bringing a saved game back to
the table, and named copies ("Save as"). Autosave only ever writes files it
made itself (see `storage.ownership`); a loaded copy or a hand-made file
plays on in a new autosave, so it is never changed. While a game is played
its file is locked (see `storage.game_lock`), so a second window cannot
write it too.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, cast

from ..catalogue import Message, text
from ..engine import IllegalAction, RecordError
from ..engine.record import replay_steps
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
)
from ..storage.game_lock import GameLock
from ..storage.ownership import claim, is_own
from ..storage.resume_notes import note
from ..storage.writer import Autosaver, Report, Savable, try_lock
from .local import LocalTable
from .screen_state import read_screen_state
from .seating import KEY, read_seating
from .setup import GameSetup
from .view import TableView

NAME_MAX = 40
FORBIDDEN = '/\\:*?"<>|'  # characters a copy's name may not hold (a file's name on some system)


def save_doc(table: Savable | TableView, autosave: bool, saved_at: datetime | None = None) -> dict[str, Any]:
    """The table's game as a save (see `LocalTable.save_doc`). A networked
    game is saved by its server; once it is over, its frame holds the record
    the server sent, to keep a copy of (`IllegalAction` before that)."""
    if not isinstance(table, TableView) or not table.networked:
        return cast("Savable", table).save_doc(autosave, saved_at)
    record = table.frame(None).record
    if record is None:
        raise IllegalAction(Message.of("refusal.saved_by_the_server"))
    return dict(record)


def save_text(table: Savable | TableView, autosave: bool, saved_at: datetime | None = None) -> str:
    """`save_doc` as one JSON document."""
    return json.dumps(save_doc(table, autosave, saved_at), indent=1)


def attach(table: LocalTable, path: Path | None, report: Report,
           lock: GameLock | None = None) -> Autosaver:
    """Autosave `table` from now on: over `path` (its own autosave, resumed,
    locked here unless `lock` holds it already; `GameInUse` if another window
    plays it), or into a new file written at once (a new game)."""
    if path is not None:
        lock = lock or GameLock.acquire(path)
        saver = Autosaver(path, report, lock)
    else:
        doc = save_doc(table, autosave=True)
        text = json.dumps(doc, indent=1)
        try:
            folder = save_dir()
        except SaveError as exc:  # no folder to save into at all: the game goes on unsaved
            saver = Autosaver(exc.path, report, claimed=False, unusable=exc)
            saver.failed(exc)
            table.after_apply.append(saver)
            return saver
        sweep_temp_files(folder)
        try:
            new = create_new(table.game, text, folder)
        except SaveError as exc:
            saver = Autosaver(new_save_path(table.game, folder), report, claimed=False)
            saver.failed(exc)
        else:
            claim(new)
            note(new, text, doc["summary"])
            saver = Autosaver(new, report, try_lock(new))
    table.after_apply.append(saver)
    return saver


@dataclass(frozen=True)
class Restored:
    """A saved game back at the table; `own_file` when autosave may go on
    writing over the file it came from."""

    session: LocalTable
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
    # One checked replay of the record; the table takes each step's events
    # into its log as it goes, as if the game were played again.
    steps = replay_steps(record)
    try:
        game, _, _ = next(steps)
        table = LocalTable(setup, game)
        decider = game.pending.player if game.pending is not None else None
        for _, _, events in steps:  # `game` is played on in place: its decider is the next one's
            table.take(events, decider)
            decider = game.pending.player if game.pending is not None else None
    except RecordError as exc:
        raise SaveError("load", path, exc.message or str(exc)) from None
    # The screen as it was (the cursor, the spot numbers, the since-lines),
    # as far as the file says it soundly.
    table.screen = read_screen_state(
        (record.model_extra or {}).get(KEY), len(config.players), game.board.n_spots, len(table.log))
    return Restored(table, path, is_own(path, seating.autosave))


def resumable(folder: Path | None = None, exclude: Collection[Path] = ()) -> SaveEntry | None:
    """The most recently saved unfinished autosave, if any (not one of `exclude`)."""
    try:
        entries = list_saves(folder)
    except SaveError:
        return None
    for entry in entries:
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
        return text("problem.copy_name_missing")
    if len(stem) > NAME_MAX:
        return text("problem.copy_name_long", most=NAME_MAX)
    if stem.startswith(".") or any(c in stem for c in FORBIDDEN) or not stem.isprintable():
        return text("problem.copy_name_form", forbidden=" ".join(FORBIDDEN))
    return None


def save_copy(table: Savable | TableView, name: str, folder: Path | None = None) -> Path:
    """Write a copy of the game as `name` in the saves folder; never replaces
    a file (`SaveError` if the name is taken)."""
    path = (save_dir() if folder is None else folder) / f"{copy_name(name)}{SUFFIX}"
    try:
        linked = path.is_symlink()
    except OSError as exc:
        raise SaveError("save to", path, str(exc.strerror or exc).lower()) from None
    if linked or not create_exclusive(path, save_text(table, autosave=False)):
        raise SaveError("save to", path, Message.of("save.why.name_taken"))
    return path
