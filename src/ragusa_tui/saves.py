"""Save files on disk: where they live, writing them safely, reading them back.

A save is the engine's game record (one JSON document). Writes go to a
temporary file in the same folder that is flushed to disk and then renamed
over the old save, so a crash or a full disk at any moment leaves either the
old save or the new one, never a mix. Every problem reading or writing is a
`SaveError` whose text is one sentence for the player.

The rules engine (and pydantic with it) loads only when a save is checked or
replayed: finding the saves folder and reading or writing bytes need neither,
so the start screen can look for a game to resume without them.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from platformdirs import user_data_path

from .catalogue import Arg, Language, Message, english, language, text
from .errors import RagusaError

if TYPE_CHECKING:
    from .engine import Game, RecordError
    from .engine.record import GameRecord, Summary
    from .engine.replay import Replay

# Loaded from the engine on first use (see `__getattr__`), not with this module.
_LAZY = {"read_record": "engine.record", "replay": "engine.record", "to_json": "engine.record",
         "RecordError": "engine", "Replay": "engine.replay",
         "replayed_summary": "replayed", "summary_matches": "replayed"}


def __getattr__(name: str) -> Any:
    """The engine's record functions, imported the first time one is used."""
    where = _LAZY.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"{__package__}.{where}"), name)
    globals()[name] = value
    return value

SAVE_DIR_ENV = "RAGUSA_SAVE_DIR"
SUFFIX = ".json"
TEMP_SUFFIX = ".tmp"
MAX_BYTES = 4 * 1024 * 1024  # far above any real game (about 20 KB); stops a wrong file being read whole


# What a `SaveError` says could not be done, by the name its callers give
# it: the code of the sentence (a code itself may be given too).
_DOING = {
    "load": "save.cannot.load",
    "save to": "save.cannot.save_to",
    "use the saves folder": "save.cannot.use_saves_folder",
    "read the saves folder": "save.cannot.read_saves_folder",
    "use the table's folder": "save.cannot.use_table_folder",
    "serve the table in": "save.cannot.serve_table_in",
}
_SAID = frozenset(_DOING.values())

Reason = Message | str  # why, as a message ("save.why.*"...) or words from elsewhere (the system's)


def problem_text(reason: Reason, speaking: Language | None = None) -> str:
    """`reason` alone, without its full stop, in `speaking` (by default the
    language spoken now); words from elsewhere as they are."""
    said = reason if isinstance(reason, str) else (speaking or language()).render(reason)
    return said.rstrip(".")


class SaveError(RagusaError):
    """A save that cannot be read or written; `str()` is one sentence in
    English, as every error's of the package, and `message` the same sentence
    as a message, to show in the language spoken (`errors.said`).

    `doing` names what could not be done ("load", "save to", "use the
    table's folder"..., see `_DOING`, or the code of its sentence), `reason`
    why: a message, or words from elsewhere. `reason` is kept as `why`, and
    the problem alone, worded in the language spoken, is the attribute
    `reason` (for lists that already name the file)."""

    def __init__(self, doing: str, path: Path, reason: Reason) -> None:
        self.path = path
        self.why: Reason = reason
        why: Arg = reason if isinstance(reason, Message) else reason.rstrip(".")
        code = doing if doing in _SAID else _DOING.get(doing)
        message = (Message.of(code, path=str(path), reason=why) if code is not None
                   else Message.of("save.cannot.other", doing=doing, path=str(path), reason=why))
        super().__init__(english(message))
        self.message = message

    @property
    def reason(self) -> str:
        return problem_text(self.why)


def save_dir() -> Path:
    """The saves folder: $RAGUSA_SAVE_DIR if set, else the user's data folder;
    `SaveError` if the variable names a folder that cannot be (`~nouser/x`)."""
    override = os.environ.get(SAVE_DIR_ENV)
    if override:
        try:
            return Path(override).expanduser()
        except RuntimeError:  # `~name` of no user on this machine
            user = override[1:].split("/", 1)[0]
            raise SaveError("save.cannot.use_saves_folder", Path(override),
                            Message.of("save.why.no_user", variable=SAVE_DIR_ENV, user=user)) from None
    return user_data_path("ragusa-tui", appauthor=False) / "saves"


def exists(path: Path) -> bool:
    """`path.exists()` that says False where the system cannot even look
    (a name too long, a folder that may not be read) instead of raising."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def is_dir(path: Path) -> bool:
    """`path.is_dir()`, False where the system cannot look (see `exists`)."""
    try:
        return path.is_dir()
    except (OSError, ValueError):
        return False


def _stem(game: Game) -> str:
    return f"{game.config.mode}-{datetime.now().strftime('%Y%m%d-%H%M%S')}"


def new_save_path(game: Game, folder: Path | None = None) -> Path:
    """A file name free at this moment in the saves folder, from the mode and
    the time. To claim it against other programs use `create_new`."""
    folder = save_dir() if folder is None else folder
    return next(p for p in _candidates(folder, _stem(game)) if not exists(p))


def _candidates(folder: Path, stem: str) -> Iterator[Path]:
    yield folder / f"{stem}{SUFFIX}"
    n = 2
    while True:
        yield folder / f"{stem}-{n}{SUFFIX}"
        n += 1


def resolve(name: str | Path) -> Path:
    """A save named on the command line: a path, or a file name in the saves folder."""
    path = Path(name)
    try:
        path = path.expanduser()
    except RuntimeError:  # `~name` of no user: the name as it is (then "no such file")
        pass
    if exists(path) or path.is_absolute() or len(path.parts) > 1:
        return path
    try:
        folder = save_dir()
    except SaveError:
        return path
    for candidate in (folder / path, folder / f"{path}{SUFFIX}"):
        try:
            candidate.stat()
        except (FileNotFoundError, NotADirectoryError, ValueError):
            continue
        except OSError:
            return candidate  # there, but not to be read: loading it says why
        return candidate
    return path


def create_new(game: Game, text: str, folder: Path | None = None) -> Path:
    """Write `text` as a new file named after `game`'s mode and the time,
    never over an existing file, not even one another program creates at
    the same instant (see `create_exclusive`)."""
    folder = save_dir() if folder is None else folder
    for path in _candidates(folder, _stem(game)):
        if create_exclusive(path, text):
            return path
    raise AssertionError("unreachable")


def create_exclusive(path: Path, text: str) -> bool:
    """Write `text` as `path` only if no file has that name (False if one
    has); `SaveError` if it cannot be written. The complete file is linked
    in under the name in one step, so the name never holds half a save, and
    two programs can never both claim it."""
    tmp = _write_temp(path, text)
    try:
        os.link(tmp, path)
    except FileExistsError:
        return False
    except OSError:  # no hard links on this file system: reserve the name, then fill it
        if not _reserve(path):
            return False
        write_atomic(path, text)
        return True
    finally:
        Path(tmp).unlink(missing_ok=True)
    _sync_folder(path.parent)
    return True


def _reserve(path: Path) -> bool:
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
    except FileExistsError:
        return False
    except OSError as exc:
        raise SaveError("save.cannot.save_to", path, _why(exc)) from None
    return True


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` all at once (temporary file, fsync, rename)."""
    if is_dir(path):
        raise SaveError("save.cannot.save_to", path, Message.of("save.why.is_folder"))
    tmp = _write_temp(path, text)
    try:
        os.replace(tmp, path)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise SaveError("save.cannot.save_to", path, _unchanged(exc)) from None
        raise
    _sync_folder(path.parent)


def _write_temp(path: Path, text: str) -> str:
    """`text` in a new hidden file beside `path`, flushed to disk; its name
    carries this process's id so a sweep can tell a dead writer's leftovers."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise SaveError("save.cannot.save_to", path, Message.of("save.why.folder_in_the_way")) from None
    except OSError as exc:
        raise SaveError("save.cannot.save_to", path, _why(exc)) from None
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX)
    except OSError as exc:
        raise SaveError("save.cannot.save_to", path, _why(exc)) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise SaveError("save.cannot.save_to", path, _unchanged(exc)) from None
        raise
    return tmp


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return pid > 0 and not isinstance(pid, bool)
    return True


def sweep_temp_files(folder: Path | None = None, max_age: float = 24 * 3600) -> list[Path]:
    """Remove the temporary files of writers that died mid-write (killed,
    power cut) from the saves folder; return what was removed. A temporary
    file of a living process is left alone; one without a process id only
    once it is older than `max_age` seconds."""
    folder = save_dir() if folder is None else folder
    removed: list[Path] = []
    try:
        found = [p for p in folder.glob(f".*{SUFFIX}.*{TEMP_SUFFIX}") if p.is_file() and not p.is_symlink()]
    except OSError:
        return removed
    now = time.time()
    for path in found:
        base, pid_part, _ = (path.name.removesuffix(TEMP_SUFFIX).rsplit(".", 2) + ["", ""])[:3]
        if not base.endswith(SUFFIX):  # the old naming, without a process id
            pid_part = ""
        try:
            stale = not _alive(int(pid_part)) if pid_part.isdigit() else now - path.stat().st_mtime > max_age
            if stale:
                path.unlink()
                removed.append(path)
        except (OSError, ValueError):
            continue
    return removed


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
    from .engine.record import to_json

    text = to_json(game, saved_at=datetime.now(timezone.utc).astimezone())
    if path is None:
        return create_new(game, text)
    target = Path(path).expanduser()
    write_atomic(target, text)
    return target


def _why(exc: OSError) -> Reason:
    if isinstance(exc, FileNotFoundError):
        return Message.of("save.why.no_such_file")
    if isinstance(exc, IsADirectoryError):
        return Message.of("save.why.folder_not_save")
    if isinstance(exc, PermissionError):
        return Message.of("save.why.permission")
    if exc.errno == errno.ELOOP:
        return Message.of("save.why.loop")
    return (exc.strerror or str(exc)).rstrip(".").lower()  # the system's words


def _unchanged(exc: OSError) -> Message:
    return Message.of("save.why.unchanged", why=_why(exc))


# The files that are none of the plain files a game reads and writes: how
# each is told, what it is, and why it is no save.
_KINDS = ((stat.S_ISLNK, "save.kind.link", "save.why.link"),
          (stat.S_ISDIR, "save.kind.folder", "save.why.folder_not_save"),
          (stat.S_ISFIFO, "save.kind.pipe", "save.why.pipe"),
          (stat.S_ISCHR, "save.kind.device", "save.why.device"),
          (stat.S_ISBLK, "save.kind.device", "save.why.device"),
          (stat.S_ISSOCK, "save.kind.socket", "save.why.socket"))


def file_kind(mode: int) -> str | None:
    """What a file of this `st_mode` (from `lstat` or `stat`) is, in words
    (in the language spoken), when it is none of the plain files a game
    reads and writes; else None."""
    for test, kind, _ in _KINDS:
        if test(mode):
            return text(kind)
    return None


def _not_a_file(mode: int) -> Message | None:
    """Why a file of this `st_mode` is no save; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    for test, _, why in _KINDS:
        if test(mode):
            return Message.of(why)
    return Message.of("save.why.not_regular")


def read_bytes(path: Path) -> bytes:
    """The raw bytes of a save, or `SaveError`.

    Only a regular file of at most `MAX_BYTES` is read: a pipe, device or
    folder is refused before it is opened (and the open itself cannot block,
    should the file be swapped for a pipe in between).
    """
    why: Reason | None
    try:
        data, why = _read_regular(path)
    except OSError as exc:
        why = _why(exc)
    except ValueError:  # a name with a NUL byte
        why = Message.of("save.why.bad_file_name")
    if why is not None:
        raise SaveError("save.cannot.load", path, why) from None
    return data


def _read_regular(path: Path) -> tuple[bytes, Message | None]:
    too_large = Message.of("save.why.too_large")
    why = _not_a_file(os.stat(path).st_mode)
    if why is not None:
        return b"", why
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(fd)
        why = _not_a_file(info.st_mode) or (too_large if info.st_size > MAX_BYTES else None)
        if why is not None:
            return b"", why
        chunks, size = [], 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, min(1 << 20, MAX_BYTES + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks), too_large if size > MAX_BYTES else None


def _refused(path: Path, exc: RecordError) -> SaveError:
    return SaveError("save.cannot.load", path, exc.message if exc.message is not None else str(exc))


def load_record(path: Path | str) -> GameRecord:
    """The checked record of a save, without replaying it."""
    from .engine.record import RecordError, read_record

    path = Path(path)
    try:
        return read_record(read_bytes(path))
    except RecordError as exc:
        raise _refused(path, exc) from None


def check_save(path: Path | str) -> tuple[GameRecord, Game]:
    """The record of a save and the game it replays to, every action checked."""
    from .engine.record import RecordError, replay

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
    from .engine.record import RecordError
    from .engine.replay import Replay

    path = Path(path)
    record = load_record(path)
    try:
        return Replay(record, checkpoint_every)
    except RecordError as exc:
        raise _refused(path, exc) from None


@dataclass(frozen=True)
class SaveEntry:
    """One file in the saves folder, as a list shows it.

    `summary` is what replaying the actions gives, never the summary stored
    in the file (`stored`), which a hand-edited save may get wrong.
    """

    path: Path
    modified: datetime
    record: GameRecord | None  # None when the file cannot be read or its actions are not a legal game
    problem: str | None = None  # why it cannot be read, worded when it was listed
    replayed: Summary | None = None
    why: Reason | None = None  # the problem as a message (`problem_in`)

    def problem_in(self, speaking: Language) -> str | None:
        """Why the file cannot be read, in `speaking`; None if it can."""
        if self.problem is None or self.why is None:
            return self.problem
        return problem_text(self.why, speaking)

    @property
    def summary(self) -> Summary | None:
        return self.replayed

    @property
    def stored(self) -> Summary | None:
        """The summary the file itself holds (for listing only, not trusted)."""
        return None if self.record is None else self.record.summary

    @property
    def summary_differs(self) -> bool:
        """The file holds a summary, and it disagrees with its actions."""
        from .replayed import summary_matches

        return self.stored is not None and not summary_matches(self.stored, self.replayed)

    @property
    def saved_at(self) -> datetime:
        """When the game was saved, in local time: the summary's stamp, or
        the file's time when the stamp is missing or makes no sense."""
        return saved_time(self.stored.saved_at if self.stored is not None else None, self.modified)


def saved_time(stamp: str | None, modified: datetime) -> datetime:
    """A save's time in local time: its summary's stamp, or `modified` (the
    file's time) when the stamp is missing or makes no sense."""
    if stamp:
        try:
            return datetime.fromisoformat(stamp).astimezone()
        except (ValueError, OverflowError):
            pass
    return modified


def folder_names(folder: Path) -> list[str]:
    """The names of the files in `folder` ([] if it does not exist yet);
    `SaveError` if it cannot be read."""
    try:
        return os.listdir(folder)
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        why = Message.of("save.why.bad_folder_name") if isinstance(exc, ValueError) else _why(exc)
        if isinstance(exc, NotADirectoryError):
            why = Message.of("save.why.not_a_folder")
        raise SaveError("save.cannot.read_saves_folder", folder, why) from None


def read_entry(path: Path) -> SaveEntry:
    """One save as a list shows it, its actions replayed (cached by content
    and time, so listing again costs almost nothing); `OSError` if it vanished."""
    from .engine.record import RecordError, read_record
    from .replayed import replayed_summary

    info = path.stat()
    modified = datetime.fromtimestamp(info.st_mtime).astimezone()
    try:
        data = read_bytes(path)
        record = read_record(data)
        truth = replayed_summary(record, data, info.st_mtime_ns)
        if record.summary is not None:  # the date is the one thing only the file can tell
            truth = truth.model_copy(update={"saved_at": record.summary.saved_at})
    except SaveError as exc:
        return SaveEntry(path, modified, None, exc.reason, why=exc.why)
    except RecordError as exc:
        refused = _refused(path, exc)
        return SaveEntry(path, modified, None, refused.reason, why=refused.why)
    return SaveEntry(path, modified, record, None, truth)


def list_saves(folder: Path | None = None) -> list[SaveEntry]:
    """Every save in `folder` (default: the saves folder), newest first,
    each checked by replaying its actions. A folder not there yet holds no
    saves; one that cannot be read is a `SaveError` (never "no saves")."""
    folder = save_dir() if folder is None else folder
    names = folder_names(folder)
    entries = []
    for path in (folder / name for name in names if name.endswith(SUFFIX) and not name.startswith(".")):
        try:
            if path.is_file():
                entries.append(read_entry(path))
        except PermissionError as exc:  # a folder that may be listed but not entered
            raise SaveError("save.cannot.read_saves_folder", folder, _why(exc)) from None
        except OSError:
            continue  # gone meanwhile
    return sorted(entries, key=lambda e: e.modified, reverse=True)
