"""The real `ragusa` program on a pseudo-terminal, driven by keys: for the
tests that need a second running program or the bytes a terminal receives."""

from __future__ import annotations

import os
import select
import signal
import sys
import time
from pathlib import Path

SCRIPT = Path(sys.executable).with_name("ragusa")
COMMAND = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "ragusa_tui"]
DOWN, ENTER, ESCAPE, CTRL_Q = b"\x1b[B", b"\r", b"\x1b", b"\x11"


class Terminal:
    """`ragusa` running on a pseudo-terminal of 120x40; everything it writes is kept in `output`."""

    def __init__(self, env: dict[str, str], args: tuple[str, ...] = ()) -> None:
        import pty

        env = {**env, "TERM": "xterm-256color", "COLUMNS": "120", "LINES": "40"}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child becomes the program
            os.execvpe(COMMAND[0], [*COMMAND, *args], env)
        self.output = bytearray()

    def read_for(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if ready:
                try:
                    self.output.extend(os.read(self.fd, 65536))
                except OSError:
                    return

    def wait_for(self, text: bytes, seconds: float = 30) -> bool:
        end = time.monotonic() + seconds
        while text not in self.output and time.monotonic() < end:
            self.read_for(0.1)
        return text in self.output

    def send(self, *keys: bytes, settle: float = 0.05) -> None:
        for key in keys:
            os.write(self.fd, key)
            self.read_for(settle)

    def close(self, seconds: float = 10) -> int | None:
        """Wait for the program to end (`seconds`), else stop it; its exit status."""
        end = time.monotonic() + seconds
        status = None
        while time.monotonic() < end:
            self.read_for(0.05)
            done, status = os.waitpid(self.pid, os.WNOHANG)
            if done:
                break
        else:
            os.kill(self.pid, signal.SIGKILL)
            _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return status
