"""The terminal app, built on Textual: Ragusa hot-seat for 3 to 5 players,
a duel for 2, or solo against the Patrician.

Importing this package is cheap; Textual and the rules engine load only when
`run()` starts the app, and each screen loads when it is first shown.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from .web_rights import WebRights

if TYPE_CHECKING:
    from ..table.recording import Recording
    from .app import RagusaApp

# What `ragusa web` (textual-serve) sets so the app talks to a browser tab
# over its pipes instead of a terminal; Textual reads the same variable
# (textual.constants.DRIVER), which is not imported here to keep this cheap.
WEB_DRIVER = "textual.drivers.web_driver:WebDriver"


def has_a_screen() -> bool:
    """Whether the app can show itself: on a real terminal (Textual reads
    keys from stdin and draws on stderr, so both must be one), or in a
    browser tab through Textual's web driver, which speaks over plain pipes.
    Any other driver named, or none, on a pipe is refused."""
    if os.environ.get("TEXTUAL_DRIVER") == WEB_DRIVER:
        return True
    return bool(sys.stdin and sys.stdin.isatty() and sys.__stderr__ and sys.__stderr__.isatty())


@contextmanager
def _read_for_good() -> Iterator[None]:
    """Read modules that live as long as the program, the collector paused
    meanwhile, and then set aside from its passes for good (`gc.freeze`).

    Textual and the app are some 50,000 objects (modules, classes,
    functions, constants), none of which is ever garbage, made in a burst
    that would have the collector walk them over and over on the way to the
    first frame, and every full pass during play walk them all again
    (benchmarks/README.md says what it cost). Whatever else is alive then is
    set aside too, and so are the few hundred cycles the imports leave
    unreachable: this is done once, at the start. If an import fails,
    nothing is set aside; either way the collector is left as it was."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
        gc.freeze()
    finally:
        if was_on:
            gc.enable()


def app_class() -> type[RagusaApp]:
    """The app, its modules (Textual's with them) read the way a program
    that starts it reads them: read once, never walked by the collector
    (`_read_for_good`). Called once, at the program's start: what `run`
    starts, and what benchmarks/startup.py times."""
    with _read_for_good():
        from .app import RagusaApp
    return RagusaApp


def run(argv: list[str] | None = None, replay: Recording | None = None, replay_step: int = 0,
        join: tuple[str, str] | None = None, web: WebRights | None = None, learn: bool = False) -> int:
    """Start the app in the terminal, or in a browser tab under `ragusa web`
    (on the replay viewer if `replay` is given, joining the table at `join`'s
    address with its key if given; `web`: what a tab may do on the network);
    returns the process exit code."""
    del argv
    if not has_a_screen():
        from ..catalogue import text

        print(text("play.no_terminal"), file=sys.stderr)
        return 1
    app = app_class()(replay=replay, replay_step=replay_step, join=join, web=web, learn=learn)
    app.run()
    return app.return_code or 0


__all__ = ["WEB_DRIVER", "WebRights", "app_class", "has_a_screen", "run"]
