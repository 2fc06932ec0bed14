"""The terminal app, built on Textual: Ragusa hot-seat for 3 to 5 players,
a duel for 2, or solo against the Patrician.

Importing this package is cheap; Textual and the rules engine load only when
`run()` starts the app, and each screen loads when it is first shown.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..table.recording import Recording


def run(argv: list[str] | None = None, replay: Recording | None = None, replay_step: int = 0,
        join: tuple[str, str] | None = None) -> int:
    """Start the app in the terminal (on the replay viewer if `replay` is
    given, joining the table at `join`'s address with its key if given);
    returns the process exit code."""
    del argv
    # Textual reads keys from stdin and draws on stderr: both must be a terminal.
    if not (sys.stdin and sys.stdin.isatty() and sys.__stderr__ and sys.__stderr__.isatty()):
        print("ragusa is played in a terminal: start it in an interactive terminal window, "
              "without redirecting its input or output.", file=sys.stderr)
        return 1
    from .app import RagusaApp

    app = RagusaApp(replay=replay, replay_step=replay_step, join=join)
    app.run()
    return app.return_code or 0


__all__ = ["run"]
