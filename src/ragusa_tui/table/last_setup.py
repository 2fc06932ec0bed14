"""The new-game form starts from the last game's mode, seats and options,
remembered across runs (in `storage.form_memory`'s file). What comes back
is checked as a setup typed on the form would be: anything odd, and the
form starts from its defaults."""

from __future__ import annotations

from typing import Any

from ..engine.config import SOLO_OPTIONS
from ..storage.form_memory import read_form, write_form
from . import look
from .setup import SEATS, GameSetup


def remember(setup: GameSetup) -> None:
    """Keep `setup`'s mode, seats and options (never the seed) for the next run."""
    write_form({"mode": setup.mode, "names": list(setup.names), "colours": list(setup.colours),
                "handover": setup.handover, "options": list(setup.options),
                "computers": list(setup.computers)})


def recall() -> GameSetup | None:
    """The setup remembered by `remember`, or None if there is none that is whole and valid."""
    doc = read_form()
    return None if doc is None else _setup(doc)


def _strings(value: Any, limit: int) -> tuple[str, ...] | None:
    if not isinstance(value, list) or len(value) > limit or not all(isinstance(x, str) for x in value):
        return None
    return tuple(value)


def _setup(doc: dict[str, Any]) -> GameSetup | None:
    mode, handover = doc.get("mode"), doc.get("handover")
    if not isinstance(mode, str) or mode not in SEATS or not isinstance(handover, bool):
        return None
    names, colours = _strings(doc.get("names"), 5), _strings(doc.get("colours"), 5)
    options, computers = _strings(doc.get("options"), 10), _strings(doc.get("computers"), 5)
    if names is None or colours is None or options is None or computers is None:
        return None
    if any(c not in look.COLOUR_BY_NAME for c in colours) or any(o not in SOLO_OPTIONS for o in options):
        return None
    setup = GameSetup(names, colours, None, handover, mode, options, computers=computers)
    return setup if setup.problem() is None else None
