"""Text from outside made safe to show: the one place it happens.

Anything not written by this program (save fields, file and folder names,
action strings, error messages quoting them, environment paths) may hold
terminal escape sequences, control characters or Rich markup. `visible`
shows every such character as a visible escape (``\\x1b``, ``\\u202e``), so
no byte of it can act on the terminal; `markup` also escapes the square
brackets of Textual's markup for text that goes through a markup parser
(toasts, `Static` strings). No user-interface import here: the rules engine
and the command line use `visible` too.
"""

from __future__ import annotations

import unicodedata

ELLIPSIS = "…"
# Letters and symbols that are drawn as nothing at all: the Hangul fillers
# and the blank Braille pattern. The other invisible characters are told by
# their Unicode category (see `blank`).
_BLANK_GLYPHS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
# Spaces, controls, format characters, marks that only change the character
# before them, surrogates, private-use and unassigned code points.
_BLANK_CATEGORIES = frozenset({"Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn", "Mn", "Me"})


def _escape(ch: str) -> str:
    n = ord(ch)
    if n < 0x100:
        return f"\\x{n:02x}"
    return f"\\u{n:04x}" if n < 0x10000 else f"\\U{n:08x}"


def visible(text: object, limit: int | None = None, newlines: bool = False) -> str:
    """`text` with every control or invisible character shown escaped, cut to
    `limit` characters (with …) if given; newlines kept only if `newlines`."""
    s = text if isinstance(text, str) else str(text)
    if limit is not None and len(s) > limit:
        s = s[: max(limit - 1, 0)] + ELLIPSIS
    if s.isprintable():
        return s  # the common case: nothing to escape
    # Not printable: controls (C0, DEL, C1), bidi overrides and other format
    # characters, line separators, surrogates, unassigned code points.
    return "".join(ch if ch.isprintable() or (newlines and ch == "\n") else _escape(ch) for ch in s)


def blank(text: str) -> bool:
    """Whether `text` would show nothing on screen: only spaces, invisible
    characters and blank glyphs (a name must show something to tell seats apart).

    >>> blank("\u3164\u2800 "), blank("Ann")
    (True, False)
    """
    return all(ch in _BLANK_GLYPHS or unicodedata.category(ch) in _BLANK_CATEGORIES for ch in text)


def markup(text: object, limit: int | None = None) -> str:
    """`visible(text)` with Textual markup escaped, for a string a markup parser
    reads (every `[` escaped: the result shows exactly the visible text)."""
    return visible(text, limit).replace("[", "\\[")


def quoted(text: object, limit: int = 40) -> str:
    """`'text'`, made visible and cut to `limit` characters, for a message quoting it."""
    return f"'{visible(text, limit)}'"
