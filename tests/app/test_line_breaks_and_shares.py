"""The app's own line breaking and column sharing do what Rich does with
the same text and the same table (Rich keeps its own to itself)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console
from rich.text import Text

from ragusa_tui.app.widgets.phrases import line_breaks
from ragusa_tui.app.widgets.quick_table import share_out

CONSOLE = Console(width=80, color_system="truecolor", file=open("/dev/null", "w"))  # noqa: SIM115

PIECES = ["Oil", "drops", "to", "4.", "Cyrillus-the-Long-Named", "日本語", "Zoë👑", "e\u0301va",
          "ＷＩＤＥ", "x", "VP", " ", "  ", "\ue000"]


def _by_rich(text: str, width: int) -> list[str]:
    return [line.plain for line in Text(text).wrap(CONSOLE, width, overflow="fold")]


def _by_breaks(text: str, width: int) -> list[str]:
    lines = Text(text).divide(line_breaks(text, width))
    for line in lines:
        line.rstrip_end(width)
        line.truncate(width, overflow="fold")
    return [line.plain for line in lines]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=14).map(" ".join), st.integers(1, 30))
def test_lines_break_where_rich_breaks_them(text: str, width: int) -> None:
    assert _by_breaks(text, width) == _by_rich(text, width)


def test_line_breaks_fall_between_words_and_fold_a_word_too_long() -> None:
    assert line_breaks("Oil drops to 4.", 9) == [10]  # the space after a word fits beyond the width
    assert line_breaks("Oil drops to 4.", 8) == [4, 13]
    assert line_breaks("abcdefghij", 4) == [4, 8]
    assert line_breaks("ab abcdefghij", 4) == [3, 7, 11]
    assert line_breaks("   ", 2) == []
    assert line_breaks("日本語", 4) == [2]  # two cells a character


def test_shares_are_as_rich_gives_them() -> None:
    assert share_out(10, [1, 1, 1], [3, 3, 2]) == [4, 3, 3]
    assert share_out(7, [1, 1], [3, 3]) == [4, 3]
    assert share_out(5, [1, 1, 1], [3, 3, 2]) == [3, 3, 2]  # each at least its minimum, more than all
    assert share_out(9, [2, 1], [0, 1]) == [0, 9]  # a column of no minimum takes nothing


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 5), st.integers(0, 60))
def test_equal_columns_share_a_width_evenly_the_first_ones_wider(columns: int, extra: int) -> None:
    """The player mats' columns (the quick table's test holds them against
    Rich's table drawn cell for cell)."""
    minimums = [3] * (columns - 1) + [2]
    shares = share_out(sum(minimums) + extra, [1] * columns, minimums)
    assert sum(shares) == sum(minimums) + extra
    assert all(share >= minimum for share, minimum in zip(shares, minimums))
    assert shares == sorted(shares, reverse=True) and shares[0] - shares[-1] <= 1
