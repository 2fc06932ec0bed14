"""A lock on a save while its game is being played, so two windows never
both write the same file (the last writer would silently win).

The lock is a hidden file beside the save (`.name.json.lock`) held with an
OS file lock: the system drops it when the holding process ends, however it
ends, so the lock of a dead process is stale by construction and simply
taken over. Within one process the lock is shared: one program is one window.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ..catalogue import Message, text
from ..errors import RagusaError
from ..safe_text import quoted
from ..saves import file_kind

try:
    import fcntl
except ImportError:  # pragma: no cover - no OS file locks here: games are not locked
    LOCKS = False
else:
    LOCKS = True  # whether this system has OS file locks (`fcntl`)

class GameInUse(RagusaError):
    """Another running program holds the game's lock; `str()` is one sentence."""

    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(Message.of("save.in_use", file=path.name))


def lock_path(save: Path) -> Path:
    return save.with_name(f".{save.name}.lock")


_held: dict[Path, GameLock] = {}


class GameLock:
    """The lock on one save; `release` (or the end of the process) frees it."""

    def __init__(self, save: Path, fd: int | None, problem: str | None = None) -> None:
        self.save = save
        self._fd = fd
        self.users = 1
        # Why the game is not locked although locks work here: a sentence for
        # the player, since a second window could then open the game too.
        self.problem = problem

    @classmethod
    def acquire(cls, save: Path) -> GameLock:
        """Lock `save` for this process; `GameInUse` if another process has it.
        A folder where no lock file can be made leaves the game unlocked."""
        key = save.absolute()
        held = _held.get(key)
        if held is not None:
            held.users += 1
            return held
        fd, problem = _lock(lock_path(key)) if LOCKS else (None, None)
        lock = _held[key] = cls(key, fd, problem)
        return lock

    @property
    def held(self) -> bool:
        return _held.get(self.save) is self

    def release(self) -> None:
        """Let go of the lock (once every user in this process has let go)."""
        if not self.held:
            return
        self.users -= 1
        if self.users > 0:
            return
        del _held[self.save]
        if self._fd is not None:
            try:
                # Unlink while still holding it: a program waiting on the old
                # file notices it was replaced (see `_lock`) and tries again.
                os.unlink(lock_path(self.save))
            except OSError:
                pass
            os.close(self._fd)
            self._fd = None


def _lock(path: Path) -> tuple[int | None, str | None]:
    """An open, exclusively locked lock file at `path`, or None and why not
    when the player should know (`GameInUse` if another program has it).

    The open never blocks (a pipe put in the lock's place would wait for a
    reader forever), and only a regular file is ever written to."""
    flags = (os.O_RDWR | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
             | getattr(os, "O_NOFOLLOW", 0))
    for _ in range(10):  # the file may be replaced between open and lock
        try:
            fd = os.open(path, flags, 0o644)
        except OSError as exc:
            return None, _not_lockable(path, exc)
        try:
            info = os.fstat(fd)
        except OSError:
            os.close(fd)
            return None, None
        if not stat.S_ISREG(info.st_mode):
            os.close(fd)
            return None, _unprotected(path, _kind(info.st_mode))
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise GameInUse(path.with_name(path.name[1:].removesuffix(".lock"))) from None
        except OSError:
            os.close(fd)
            return None, None  # no locks on this file system
        try:
            same = os.path.samestat(info, os.stat(path))
        except OSError:
            same = False
        if same:
            try:
                os.ftruncate(fd, 0)
                os.write(fd, f"{os.getpid()}\n".encode())
            except OSError:
                pass  # the pid is only a courtesy to whoever reads the file
            return fd, None
        os.close(fd)  # locked a file its holder had just removed: lock the new one
    return None, None


def _not_lockable(path: Path, exc: OSError) -> str | None:
    """Why a lock file could not be opened, if something stands in its place:
    a read-only folder and the like say nothing (saving says why it fails)."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None
    return None if stat.S_ISREG(mode) else _unprotected(path, _kind(mode))


def _kind(mode: int) -> str:
    return file_kind(mode) or text("save.why.not_a_regular_file")


def _unprotected(path: Path, kind: str) -> str:
    """Why the game is not locked, in the language spoken (a notice says it)."""
    return text("save.not_locked", file=quoted(path.name, 60), kind=kind)
