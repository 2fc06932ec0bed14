"""The one helper that makes outside text safe to show."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from textual.content import Content

from ragusa_tui.safe_text import markup, quoted, visible


def test_controls_and_invisible_characters_are_shown_escaped() -> None:
    assert visible("\x1b]0;PWNED\x07Ann") == "\\x1b]0;PWNED\\x07Ann"
    assert visible("a\u202eb\u200bc\x9b\x7f\td") == "a\\u202eb\\u200bc\\x9b\\x7f\\x09d"
    assert visible("two\nlines") == "two\\x0alines"
    assert visible("two\nlines", newlines=True) == "two\nlines"
    assert visible("Zoë · 名前 ✓") == "Zoë · 名前 ✓"  # printable text is left alone
    assert visible("x" * 50, limit=10) == "x" * 9 + "…"
    assert quoted("place " + "9" * 99) == "'place " + "9" * 33 + "…'"


@pytest.mark.parametrize("text", ["[b]x[/b]", "[$accent]x", "[Bold]y[/]", "place [/bold]", "mk[/x]",
                                  "[@click=app.quit]q[/]", "\\[b]", "a\\", "[ b]", "[]", "x\x1b[31m"])
def test_markup_shows_exactly_the_visible_text(text: str) -> None:
    assert Content.from_markup(markup(text)).plain == visible(text)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=40))
def test_nothing_unprintable_survives(text: str) -> None:
    shown = visible(text)
    assert shown.isprintable()
    assert Content.from_markup(markup(text)).plain == shown
