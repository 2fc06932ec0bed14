"""A table of one-line cells, drawn cell for cell as Rich draws the same
`Table`, in a fraction of the time.

The player mats are such a table: no box, one space between columns, a
first column of labels of fixed width and a column per player sharing the
rest equally. Rich measures, pads and shapes every cell through its general
machinery, about 10 ms for five players' mats on each redraw after an
action. Here every cell is one line, cut and justified by Rich's own `Text`
methods with the widths Rich gives the columns; where that would not hold
(a width too narrow for every column, a cell of two lines) the Rich table
itself is drawn.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from math import ceil

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text


def share_out(total: int, ratios: Sequence[int], minimums: Sequence[int]) -> list[int]:
    """`total` shared among columns in proportion to `ratios`, each at least
    its minimum, as Rich's table shares its width among columns with ratios
    (Rich does not export its own sharing; the test against Rich's table
    fails if the two part): each column in turn takes its share of what is
    left, rounded up; a column of no minimum takes nothing."""
    ratios = [ratio if minimum else 0 for ratio, minimum in zip(ratios, minimums)]
    ratio_left, left = sum(ratios), total
    shares = []
    for ratio, minimum in zip(ratios, minimums):
        share = max(minimum, ceil(ratio * left / ratio_left)) if ratio_left > 0 else left
        shares.append(share)
        ratio_left -= ratio
        left -= share
    return shares


class QuickTable:
    """A header row and rows of cells: `Table(box=None, padding=(0, 1),
    expand=True, show_edge=False, pad_edge=False)` with a left-justified first
    column `label_width` wide and right-justified, ellipsised columns of
    ratio 1 for the rest, none wrapping."""

    def __init__(self, label_width: int, label_style: str, heads: Sequence[Text],
                 column_styles: Sequence[str], rows: Sequence[Sequence[Text]]) -> None:
        self.label_width = label_width
        self.label_style = label_style
        self.heads = heads
        self.column_styles = column_styles
        self.rows = rows

    def table(self) -> Table:
        """The Rich table this one draws like."""
        table = Table(box=None, padding=(0, 1), expand=True, show_edge=False, pad_edge=False)
        table.add_column("", style=self.label_style, no_wrap=True, width=self.label_width)
        for head, style in zip(self.heads, self.column_styles):
            table.add_column(head, justify="right", no_wrap=True, ratio=1, overflow="ellipsis",
                             style=style)
        for row in self.rows:
            table.add_row(*row)
        return table

    def widths(self, max_width: int) -> list[int] | None:
        """Each column's width with its padding, as Rich's table gives them,
        or None where Rich would have to squeeze the columns."""
        others = len(self.heads)
        if not others:
            return None
        first = self.label_width + 1  # no space before the first column
        minimums = [3] * (others - 1) + [2]  # no space after the last
        flexible = max_width - first
        if flexible < sum(minimums):
            return None
        shares = share_out(flexible, [1] * others, minimums)
        return [first, *shares] if sum(shares) == flexible else None

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        widths = self.widths(options.max_width)
        lines = None if widths is None else self._lines(console, widths)
        if lines is None:
            yield self.table()
            return
        new_line = Segment.line()
        for line in lines:
            yield from line
            yield new_line

    def _lines(self, console: Console, widths: list[int]) -> list[list[Segment]] | None:
        get_style = console.get_style
        styles = [get_style(self.label_style), *(get_style(s) for s in self.column_styles)]
        last = len(widths) - 1
        out = []
        header = get_style("table.header")
        for r, row in enumerate([[Text(""), *self.heads], *self.rows]):
            line: list[Segment] = []
            for c, (cell, width) in enumerate(zip(row, widths)):
                style = header if r == 0 else styles[c]
                left, right = (c > 0), (c < last)
                segments = _cell(console, cell, width - left - right, "left" if c == 0 else "right")
                if segments is None:
                    return None
                if left:
                    line.append(Segment(" ", style))
                line.extend(_styled(segments, style))
                if right:
                    line.append(Segment(" ", style))
            out.append(list(Segment.simplify(line)))
        return out


def _cell(console: Console, text: Text, width: int, justify: str) -> list[Segment] | None:
    """`text` in one line `width` wide, as Rich's `Text` draws itself in a
    cell that does not wrap; None if it takes more than a line."""
    plain = text.plain
    if (not text.spans and text.justify is None and "\n" not in plain and "\t" not in plain
            and plain == plain.rstrip() and cell_len(plain) <= width):
        # The usual cell, a short word in one style: what `wrap` would make of it.
        spaces = " " * (width - cell_len(plain))
        padded = plain + spaces if justify == "left" else spaces + plain
        return [Segment(padded, console.get_style(text.style) if text.style else None)]
    lines = text.wrap(console, width, justify=text.justify or justify,  # type: ignore[arg-type]
                      overflow=text.overflow or "ellipsis",
                      tab_size=text.tab_size or console.tab_size or 8,
                      no_wrap=text.no_wrap if text.no_wrap is not None else True)
    if len(lines) != 1:
        return None
    # Joined as Rich joins a text's lines: its own style becomes a span (a
    # text drawn alone with no spans would leave its style out).
    segments = list(Text("\n").join(lines).render(console))
    short = width - sum(s.cell_length for s in segments)
    if short > 0:
        segments.append(Segment(" " * short))
    return segments


def _styled(segments: list[Segment], style: Style) -> Iterator[Segment]:
    """The cell's segments under its column's (or the header's) style."""
    if not style:
        return iter(segments)
    return (Segment(s.text, style + s.style) for s in segments)
