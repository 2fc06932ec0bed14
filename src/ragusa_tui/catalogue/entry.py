"""How the catalogue declares an entry: what each argument is, and one
code's English (`Entry`), made by `_e` for a sentence and `_n` for one that
depends on a count. The modules of entries (`game`...) are written with
these alone; `scripts/translations.py` reads the same two calls out of
them for the translators."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

# What an argument is, as an entry declares it (each is checked by
# `Message.from_data` and shown by `render` in its own way):
NAME: Final = "name"  # a player's name: text shown as it is
TEXT: Final = "text"  # text from outside the game's words (an action's text, a file's name,
# another library's words, a value's repr), made visible by whoever quotes it: shown as it is
WORD: Final = "word"  # a word of an action's text ('stone', 'silver_ore'): shown as written
NUMBER: Final = "number"  # a whole number
WIDTH: Final = "width"  # a column's width in a template's format ("{name:<{width}}"): 0 to MAX_WIDTH
MAX_WIDTH: Final = 100  # a width read from elsewhere, at most (a message from the network must not fill memory)
MESSAGE: Final = "message"  # a nested message, shown rendered
OPTIONAL: Final = "optional"  # a nested message, or None for a phrase left out (shown as nothing)
ANY: Final = "any"  # a nested message, or a number or text shown as it is
CAPITALIZED: Final = "capitalized"  # a name shown as `str.capitalize` shows it (see its entry)
OPENING: Final = "opening"  # a nested message that opens a sentence: its first letter shown as a capital
CLAUSE: Final = "clause"  # a nested sentence quoted inside another: shown without its closing period
# A family of the game's words: the argument is an engine key of that family,
# shown as its word ("silver_ore" as "Silver Ore").
RESOURCE: Final = "resource"
COMMODITY: Final = "commodity"
HEX: Final = "hex"
GOOD: Final = "good"
MODE: Final = "mode"
DECISION: Final = "decision"



@dataclass(frozen=True, slots=True)
class Entry:
    """One code's English: its template, what each argument is, and for a
    sentence that depends on a count, the plural template and the argument
    that counts."""

    template: str
    kinds: Mapping[str, str]
    plural: str | None = None
    counted: str | None = None


def plural(singular: str, plural_form: str, n: int) -> str:
    """The form of a sentence for a count of `n`: English's rule, as gettext's
    `ngettext` gives it (the singular for exactly one)."""
    return singular if n == 1 else plural_form


def _e(template: str, /, **kinds: str) -> Entry:
    return Entry(template, kinds)


def _n(singular: str, plural_form: str, counted: str, /, **kinds: str) -> Entry:
    return Entry(singular, kinds, plural_form, counted)
