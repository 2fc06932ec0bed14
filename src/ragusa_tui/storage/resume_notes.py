"""What the start screen offers to resume, found without loading the rules engine.

Resume offers the newest unfinished game among the folder's own autosaves
(see `ownership`). Whether a game is over is never taken from the file
itself (see `replayed`), and replaying a file needs the rules engine, which
takes longer to load than the whole start screen. So whenever autosave
writes a file it also notes, in a hidden file beside it (`.resume`), the
SHA-256 of the bytes written and what those bytes replay to (mode, players,
round, over, date). A file whose bytes still hash to its note is exactly
what autosave wrote, and the note is its truth; any other file (changed by
hand, copied in, written by another program) is replayed as before. The
notes are trusted as far as the ledger is: only the game writes either, and
a missing, broken or outdated note only means the slow way.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..saves import SUFFIX, TEMP_SUFFIX, SaveError, is_dir, read_bytes, save_dir, saved_time
from .ownership import own_names

NOTES = ".resume"
KEEP = 32  # notes kept, newest last: far more games than anyone keeps unfinished
VERSION = 1
MAX_SEATS = 5  # players a game's settings can name
MAX_ROUNDS = 14  # a duel's 12 houses and 2 Powerhouses; fewer in every other game


@dataclass(frozen=True)
class ResumeOffer:
    """The game Resume brings back, as the start screen describes it."""

    path: Path
    mode: str
    players: tuple[str, ...]  # every seat, bots included
    round: int
    saved_at: datetime  # local time


@dataclass(frozen=True)
class _Note:
    digest: str
    mode: str
    players: tuple[str, ...]
    round: int
    over: bool
    saved_at: str | None

    @staticmethod
    def parse(raw: object) -> _Note | None:
        """A note as read back, or None for anything not exactly as written."""
        if not isinstance(raw, dict):
            return None
        digest, mode, players = raw.get("sha256"), raw.get("mode"), raw.get("players")
        rnd, over, stamp = raw.get("round"), raw.get("over"), raw.get("saved_at")
        if not (isinstance(digest, str) and isinstance(mode, str) and isinstance(over, bool)
                and isinstance(players, list) and all(isinstance(p, str) for p in players)
                and isinstance(rnd, int) and not isinstance(rnd, bool)
                and (stamp is None or isinstance(stamp, str))):
            return None
        return _Note(digest, mode, tuple(players), rnd, over, stamp)

    def agrees_with(self, data: bytes) -> bool:
        """Whether the save's own bytes say what this note says: the same
        mode and seats as its settings, and the same summary, with a round
        a game can have. A note that carries the file's real digest but
        other words (edited by hand) is not taken: the file is replayed."""
        try:
            doc = json.loads(data)
            config, summary = doc["config"], doc["summary"]
            players, actions = config["players"], doc["actions"]
        except (ValueError, RecursionError, KeyError, TypeError):
            return False
        if not (isinstance(players, list) and 1 <= len(players) <= MAX_SEATS
                and isinstance(actions, list) and isinstance(summary, dict)):
            return False
        seats = list(self.players)
        return (config.get("mode") == self.mode and seats[:len(players)] == players
                and len(seats) == len(players) + (2 if self.mode == "solo" else 0)
                and 1 <= self.round <= MAX_ROUNDS and summary.get("actions") == len(actions)
                and summary.get("round") == self.round and summary.get("over") is self.over
                and summary.get("players") == seats and summary.get("mode") == self.mode
                and summary.get("saved_at") == self.saved_at)

    def as_json(self) -> dict[str, Any]:
        return {"sha256": self.digest, "mode": self.mode, "players": list(self.players),
                "round": self.round, "over": self.over, "saved_at": self.saved_at}


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read_notes(folder: Path) -> dict[str, _Note]:
    try:
        doc = json.loads(read_bytes(folder / NOTES))
    except (SaveError, ValueError, RecursionError):
        return {}
    if not isinstance(doc, dict) or doc.get("version") != VERSION or not isinstance(doc.get("saves"), dict):
        return {}
    notes = {}
    for name, raw in doc["saves"].items():
        note = _Note.parse(raw)
        if note is not None:
            notes[name] = note
    return notes


def note(path: Path, text: str, summary: Mapping[str, Any]) -> None:
    """Note that autosave has just written `text` as `path`, a game that
    `summary` (the record's own, made from the game) describes. Never
    raises: without a note the start screen replays the file instead."""
    made = _Note.parse({**summary, "sha256": _digest(text.encode("utf-8"))})
    if made is None:
        return
    notes = _read_notes(path.parent)
    notes.pop(path.name, None)
    notes[path.name] = made
    kept = list(notes.items())[-KEEP:]
    doc = {"version": VERSION, "saves": {name: n.as_json() for name, n in kept}}
    try:
        # Named like the saves' own temporary files, so a sweep removes it
        # should this process die mid-write.
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f"{NOTES}{SUFFIX}.{os.getpid()}.",
                                   suffix=TEMP_SUFFIX)
    except OSError:
        return
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(doc, out)
        os.replace(tmp, path.parent / NOTES)
    except OSError:
        Path(tmp).unlink(missing_ok=True)


def resume_offer(folder: Path | None = None, exclude: Collection[Path] = (),
                 replay: bool = True, unreadable: list[tuple[Path, str]] | None = None) -> ResumeOffer | None:
    """The game `table.autosave.resumable` would offer, as an offer: a file with a
    note matching its bytes is described by the note, any other is replayed.
    With `replay=False` a file that would need replaying ends the search with
    None (not known yet), so the answer costs no more than reading files.
    The autosaves that cannot be read and are newer than any that can are
    added to `unreadable`, with why, newest first."""
    try:
        folder = save_dir() if folder is None else folder
    except SaveError:
        return None  # the Load screen and New game say why the folder cannot be used
    if not is_dir(folder):
        return None
    found = []
    for path in folder.glob(f"*{SUFFIX}"):  # in the order and by the times `list_saves` uses
        if path.name.startswith(".") or not path.is_file():
            continue
        try:
            found.append((datetime.fromtimestamp(path.stat().st_mtime).astimezone(), path))
        except OSError:
            continue
    own, notes = own_names(folder), _read_notes(folder)
    for modified, path in sorted(found, key=lambda f: f[0], reverse=True):
        if path in exclude or "\n" in path.name or path.name not in own:
            continue
        try:
            data = read_bytes(path)
        except SaveError as exc:
            if unreadable is not None:
                unreadable.append((path, exc.reason))
            continue
        known = notes.get(path.name)
        if known is not None and known.digest == _digest(data) and known.agrees_with(data):
            if not known.over:
                return ResumeOffer(path, known.mode, known.players, known.round,
                                   saved_time(known.saved_at, modified))
            unreadable = None  # a game read (and over) is newer than any unreadable file still to come
            continue
        if not replay:
            return None
        offer, problem = _replayed(path)
        if offer is not None:
            return offer
        if problem is None:
            unreadable = None  # this one was read: the older files are not the newest
        elif unreadable is not None:
            unreadable.append((path, problem))
    return None


def _replayed(path: Path) -> tuple[ResumeOffer | None, str | None]:
    """`path` checked the slow way (replayed), as `table.autosave.resumable` checks
    it: the offer, if any, and why the file cannot be read, if it cannot."""
    from ..saves import read_entry
    from .ownership import claims_autosave, is_own

    try:
        entry = read_entry(path)
    except OSError:
        return None, None
    summary, record = entry.summary, entry.record
    if record is None:
        return None, entry.problem
    if summary is None or summary.over:
        return None, None
    if not is_own(path, claims_autosave(record.model_extra)):
        return None, None
    return ResumeOffer(path, summary.mode, tuple(summary.players), summary.round, entry.saved_at), None
