"""Save files on disk: where they live, writing them safely, reading them back.

A save is the engine's game record (one JSON document). Writes go to a
temporary file in the same folder that is flushed to disk and then renamed
over the old save, so a crash or a full disk at any moment leaves either the
old save or the new one, never a mix. Every problem reading or writing is a
`SaveError` whose text is one sentence for the player.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from platformdirs import user_data_path

from .engine import Game, RecordError
from .engine.record import GameRecord, Summary, read_record, replay, to_json
from .engine.replay import Replay

SAVE_DIR_ENV = "RAGUSA_SAVE_DIR"
SUFFIX = ".json"
MAX_BYTES = 16 * 1024 * 1024  # far above any real game; stops a wrong file being read whole


class SaveError(Exception):
    """A save that cannot be read or written; `str()` is one sentence for the player."""

    def __init__(self, doing: str, path: Path, reason: str) -> None:
        self.path = path
        self.reason = reason.rstrip(".")  # the problem alone, for lists that already name the file
        super().__init__(f"Cannot {doing} '{path}': {self.reason}.")


def save_dir() -> Path:
    """The saves folder: $RAGUSA_SAVE_DIR if set, else the user's data folder."""
    override = os.environ.get(SAVE_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return user_data_path("ragusa-tui", appauthor=False) / "saves"


def new_save_path(game: Game, folder: Path | None = None) -> Path:
    """A fresh file name in the saves folder, from the mode and the time."""
    folder = save_dir() if folder is None else folder
    stem = f"{game.config.mode}-{datetime.now().strftime('%Y%m%d-%H%M%S')}"
    path = folder / f"{stem}{SUFFIX}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{SUFFIX}"
        n += 1
    return path


def resolve(name: str | Path) -> Path:
    """A save named on the command line: a path, or a file name in the saves folder."""
    path = Path(name).expanduser()
    if path.exists() or path.is_absolute() or len(path.parts) > 1:
        return path
    for candidate in (save_dir() / path, save_dir() / f"{path}{SUFFIX}"):
        if candidate.exists():
            return candidate
    return path


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` all at once (temporary file, fsync, rename)."""
    if path.is_dir():
        raise SaveError("save to", path, "it is a folder")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as exc:
        raise SaveError("save to", path, _why(exc)) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise SaveError("save to", path, f"{_why(exc)}; nothing on disk was changed") from None
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_game(game: Game, path: Path | str | None = None) -> Path:
    """Write `game` to `path` (default: a new file in the saves folder); return the path.

    Pass the returned path again to keep saving the same game over itself.
    """
    target = new_save_path(game) if path is None else Path(path).expanduser()
    write_atomic(target, to_json(game, saved_at=datetime.now(timezone.utc).astimezone()))
    return target


def _why(exc: OSError) -> str:
    if isinstance(exc, FileNotFoundError):
        return "there is no such file"
    if isinstance(exc, IsADirectoryError):
        return "it is a folder, not a save file"
    if isinstance(exc, PermissionError):
        return "permission denied"
    return (exc.strerror or str(exc)).rstrip(".").lower()


def read_bytes(path: Path) -> bytes:
    """The raw bytes of a save, or `SaveError`."""
    try:
        if path.is_dir():
            raise IsADirectoryError(path)
        with path.open("rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError("load", path, _why(exc)) from None
    if len(data) > MAX_BYTES:
        raise SaveError("load", path, "the file is too large to be a Ragusa save")
    return data


def _refused(path: Path, exc: RecordError) -> SaveError:
    return SaveError("load", path, str(exc))


def load_record(path: Path | str) -> GameRecord:
    """The checked record of a save, without replaying it."""
    path = Path(path)
    try:
        return read_record(read_bytes(path))
    except RecordError as exc:
        raise _refused(path, exc) from None


def check_save(path: Path | str) -> tuple[GameRecord, Game]:
    """The record of a save and the game it replays to, every action checked."""
    path = Path(path)
    record = load_record(path)
    try:
        return record, replay(record)
    except RecordError as exc:
        raise _refused(path, exc) from None


def load_save(path: Path | str) -> Game:
    """The game in a save, replayed and checked action by action."""
    return check_save(path)[1]


def load_replay(path: Path | str, checkpoint_every: int = 16) -> Replay:
    """A save opened for watching step by step."""
    path = Path(path)
    record = load_record(path)
    try:
        return Replay(record, checkpoint_every)
    except RecordError as exc:
        raise _refused(path, exc) from None


@dataclass(frozen=True)
class SaveEntry:
    """One file in the saves folder, as a list shows it."""

    path: Path
    modified: datetime
    record: GameRecord | None  # None when the file cannot be read
    problem: str | None = None

    @property
    def summary(self) -> Summary | None:
        return None if self.record is None else self.record.summary

    @property
    def saved_at(self) -> datetime:
        """When the game was saved, in local time: the summary's stamp, or
        the file's time when the stamp is missing or makes no sense."""
        stamp = self.summary.saved_at if self.summary is not None else None
        if stamp:
            try:
                return datetime.fromisoformat(stamp).astimezone()
            except (ValueError, OverflowError):
                pass
        return self.modified


def list_saves(folder: Path | None = None) -> list[SaveEntry]:
    """Every save in `folder` (default: the saves folder), newest first, without replaying any."""
    folder = save_dir() if folder is None else folder
    if not folder.is_dir():
        return []
    entries = []
    for path in folder.glob(f"*{SUFFIX}"):
        if path.name.startswith(".") or not path.is_file():
            continue
        try:
            modified = datetime.fromtimestamp(path.stat().st_mtime).astimezone()
        except OSError:
            continue
        try:
            entries.append(SaveEntry(path, modified, load_record(path)))
        except SaveError as exc:
            entries.append(SaveEntry(path, modified, None, exc.reason))
    return sorted(entries, key=lambda e: e.modified, reverse=True)
