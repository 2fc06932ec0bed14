"""Which language the game speaks: the one asked on the command line
(`ragusa --lang fr`), else `RAGUSA_LANG`, else the one last chosen on the
start screen, else the system's (the first of `LC_ALL`, `LC_MESSAGES` and
`LANG` that is set, as gettext reads them), else English.

A value names a language by its code, alone or in a locale's form
("fr", "fr_FR.UTF-8", "pl-PL"); one the game does not speak is passed over,
except the system's: a system set to a language the game does not speak
(or to "C") gets English, as gettext would give it."""

from __future__ import annotations

import os
from collections.abc import Mapping

from ..catalogue import LANGUAGES, Language, set_language
from ..storage.form_memory import LANGUAGE_FILE, read_form, write_form

ENGLISH = "en"
SYSTEM = ("LC_ALL", "LC_MESSAGES", "LANG")


def code_of(value: str | None) -> str | None:
    """The language `value` names, if the game speaks it ("fr_FR.UTF-8" is "fr")."""
    if not value:
        return None
    code = value.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def spoken(asked: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The language to speak, by the order in the module's note."""
    env = os.environ if environ is None else environ
    for value in (asked, env.get("RAGUSA_LANG")):
        code = code_of(value)
        if code is not None:
            return code
    code = remembered()
    if code is not None:
        return code
    system = next((env[name] for name in SYSTEM if env.get(name)), None)
    return code_of(system) or ENGLISH


def speak(asked: str | None = None) -> Language:
    """Speak the language `spoken` picks, from now on: what every program of
    the game does first (the command line, a browser tab's game). A
    catalogue missing or unreadable (a broken install) leaves English: the
    game still plays."""
    try:
        return set_language(spoken(asked))
    except OSError:
        return set_language(ENGLISH)


def remembered() -> str | None:
    """The language last chosen on the start screen, if any."""
    doc = read_form(LANGUAGE_FILE)
    return code_of(doc.get("language")) if doc is not None and isinstance(doc.get("language"), str) else None


def choose(code: str) -> Language:
    """Speak `code` from now on and remember it for the next runs (the start
    screen's choice); a ValueError for a language the game does not speak."""
    language = set_language(code)
    write_form({"language": code}, LANGUAGE_FILE)
    return language


MAX_ACCEPT = 512  # characters of an Accept-Language header read, at most (a browser's is under 100)


def from_accept_language(header: str | None) -> str | None:
    """The language the game speaks that a browser's `Accept-Language`
    header prefers most ("pl-PL,pl;q=0.9,en;q=0.8" is "pl"), or None: a
    header from anywhere, read only as far as `MAX_ACCEPT` and never trusted
    beyond picking one of `LANGUAGES`."""
    if not header:
        return None
    best: tuple[float, int, str] | None = None
    for order, part in enumerate(header[:MAX_ACCEPT].split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                weight = float(params[2:])
            except ValueError:
                continue
        code = code_of(tag)
        if code is not None and weight > 0 and (best is None or (weight, -order) > best[:2]):
            best = (weight, -order, code)
    return None if best is None else best[2]
