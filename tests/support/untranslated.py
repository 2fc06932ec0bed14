"""English left on a screen that speaks another language: the catalogue's
English phrases (the words between a template's placeholders, two words or
more) that its translation does not also use, found in a screen's text."""

from __future__ import annotations

import re
from functools import cache

from ragusa_tui.catalogue import ENTRIES, load

_FIELD = re.compile(r"\{[^{}]*\}")
_WORDS = re.compile(r"[^\W\d_]{2,}(?:['’][^\W\d_]+)?(?:[ -][^\W\d_]{2,}(?:['’][^\W\d_]+)?)+")


@cache
def english_phrases(language: str) -> frozenset[str]:
    """The English phrases of the catalogue that `language` says otherwise."""
    spoken = load(language)
    theirs = " ".join(_translated(spoken, code) for code in ENTRIES)
    phrases = set()
    for code, entry in ENTRIES.items():
        for template in (entry.template, entry.plural or ""):
            for part in _FIELD.split(template):
                for phrase in _WORDS.findall(part):
                    if len(phrase) >= 10 and phrase not in theirs:
                        phrases.add(phrase)
    return frozenset(phrases)


def _translated(spoken, code: str) -> str:  # type: ignore[no-untyped-def]
    return " ".join(spoken.form(code, n) for n in (1, 2, 5))


def english_left(shown: str, language: str) -> list[str]:
    """The catalogue's English phrases on a screen whose text is `shown`."""
    flat = " ".join(shown.split())
    return sorted(phrase for phrase in english_phrases(language) if phrase in flat)

