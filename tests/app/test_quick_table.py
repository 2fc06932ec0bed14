"""The player mats' quick table draws exactly what Rich's Table draws."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text

from ragusa_tui.app.widgets.quick_table import QuickTable

CONSOLE = Console(width=80, color_system="truecolor", file=open("/dev/null", "w"))  # noqa: SIM115

STYLES = ["", "bold", "bold yellow", "on #2b3a4f", "italic #ff8800"]
WORDS = ["Ann", "Bo", "Cyrillus the Long-Named", "Édouard", "日本語", "VP", "Patr. cards", "–",
         "12", "4/4", "a b", "Bo ", " 7", "x\ty", "Powerhouses", "", "Zoë👑", "🇮🇹 Ada", "e\u0301va", "ＷＩＤＥ"]


def cells(lines: list[list[Segment]]) -> list[list[tuple[str, Style]]]:
    """Every cell drawn: its character and its whole style."""
    return [[(ch, seg.style or Style.null()) for seg in line for ch in seg.text] for line in lines]


texts = st.builds(lambda word, style: Text(word, style), st.sampled_from(WORDS), st.sampled_from(STYLES))
heads = st.builds(
    lambda mark, colour, name: Text.assemble((mark, "bold"), ("●", f"bold {colour}"), (name, f"bold {colour}"),
                                             overflow="ellipsis", no_wrap=True),
    st.sampled_from(["▶", " "]), st.sampled_from(["#ff0000", "#00ff88"]), st.sampled_from(WORDS))


@st.composite
def tables(draw: st.DrawFn) -> QuickTable:
    players = draw(st.integers(1, 5))
    rows = draw(st.lists(st.lists(texts, min_size=players + 1, max_size=players + 1), min_size=1, max_size=17))
    return QuickTable(draw(st.sampled_from([6, 11])), draw(st.sampled_from(["bold", ""])),
                      draw(st.lists(heads, min_size=players, max_size=players)),
                      draw(st.lists(st.sampled_from(STYLES), min_size=players, max_size=players)), rows)


@settings(max_examples=100, deadline=None)
@given(tables(), st.integers(1, 90), st.integers(-2, 2), st.booleans())
def test_the_quick_table_draws_cell_for_cell_what_the_rich_table_draws(
        table: QuickTable, width: int, off: int, at_the_edge: bool) -> None:
    if at_the_edge:  # about where Rich starts squeezing the columns
        width = max(1, table.label_width + 1 + 3 * len(table.heads) - 1 + off)
    options = CONSOLE.options.update_width(width)
    assert cells(CONSOLE.render_lines(table, options)) == cells(CONSOLE.render_lines(table.table(), options))


def test_the_mats_of_two_to_five_players_take_the_quick_way_at_the_side_panels_width() -> None:
    for players in range(2, 6):
        for label_width in (6, 11):
            table = QuickTable(label_width, "bold", [Text("Ann")] * players, [""] * players, [])
            for width in (44, 45):  # the side panel with and without its scrollbar
                widths = table.widths(width)
                assert widths is not None and sum(widths) == width
    assert QuickTable(6, "bold", [Text("Ann")] * 5, [""] * 5, []).widths(12) is None  # Rich squeezes these
