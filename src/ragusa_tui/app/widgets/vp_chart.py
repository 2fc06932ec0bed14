"""How the game went, as a picture: each player's VP round by round.

The points come from the frame: each seat's VP of play at the end of every
round played (`Frame.vp_rounds`, public: no secret card counted), then
the VP of play now while a round is under way, or the final scoring once
the game is over. textual-plotext draws them (plotext inside a Textual
widget): one line a player, in their colour and with their symbol at each
point, so the chart reads without colour too. It is imported only when a
chart is first shown (the end screen, the standings), never at start-up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult, RenderResult
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from ...catalogue import text
from ...safe_text import visible
from ...table import look

if TYPE_CHECKING:
    from ...table.frame import Frame


@dataclass(frozen=True, slots=True)
class Line:
    """One player's line: their name, colour and symbol, and their VP at each point."""

    name: str
    colour: look.PlayerColour
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Chart:
    """What the chart shows: the words under its points (the rounds, then
    "now" or "final") and each player's line, in seat order."""

    labels: tuple[str, ...]
    lines: tuple[Line, ...]
    over: bool = False  # the last point is the final scoring's

    @property
    def top(self) -> int:
        return max((max(line.points) for line in self.lines if line.points), default=0)


def chart_of(frame: Frame) -> Chart:
    """The chart of a table as `frame` shows it: 0 VP before round 1, each
    round's end, then the final totals (over) or the VP of play now (a round
    under way, if any VP changed since the last round's end)."""
    seats = len(frame.names)
    rows: list[tuple[int, ...]] = [(0,) * seats, *frame.vp_rounds]
    labels = [str(r) for r in range(len(rows))]
    if frame.scores is not None:
        rows.append(tuple(p.total for p in frame.scores.players))
        labels.append(text("page.chart.final"))
    else:
        now = [0] * seats
        for s in frame.standings:
            now[s.player] = s.in_play
        if tuple(now) != rows[-1]:
            rows.append(tuple(now))
            labels.append(text("page.chart.now"))
    palette = frame.palette
    lines = tuple(Line(frame.name(p), palette[p], tuple(row[p] for row in rows)) for p in range(seats))
    return Chart(tuple(labels), lines, frame.scores is not None)


def _ticks(top: int, most: int) -> list[int]:
    """Whole VP values for the y axis from 0 to at least `top`, at most
    `most` of them (one a row: plotext leaves out a value that would share
    a row with another), a round step apart."""
    step = 1
    while -(-top // step) + 1 > most:
        step = next(s for s in (2, 5, 10, 20, 25, 50, 100, 200, 500, 1000) if s > step)
    return list(range(0, max(1, -(-top // step)) * step + 1, step))


def legend(chart: Chart) -> Text:
    """`● Ann 34  ■ Bo 29`: each player's symbol, name and last value, in
    their colour: the lines' key, read without colour by their symbols."""
    said = Text()
    for i, line in enumerate(chart.lines):
        if i:
            said.append("   ")
        said.append_text(line.colour.badge(visible(line.name, 24)))
        said.append(f" {line.points[-1] if line.points else 0}", "bold")
    return said


class VpChart(Vertical):
    """The chart under its title, with its key (`key`: the players'
    symbols and names, where nothing beside it shows them already)."""

    DEFAULT_CSS: ClassVar[str] = """
    VpChart { height: auto; }
    VpChart > .vp-chart-title { height: auto; }
    VpChart > .vp-chart-key { height: auto; }
    VpChart > .vp-chart-plot { height: 12; }
    """

    def __init__(self, chart: Chart, *, key: bool = True, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.chart = chart
        self.key = key

    def compose(self) -> ComposeResult:
        title = text("page.chart.title_over") if self.chart.over else text("page.chart.title")
        yield Static(Text(title, "bold"), classes="vp-chart-title")
        if self.key:
            yield Static(legend(self.chart), classes="vp-chart-key")
        yield _plot_class()(self.chart, classes="vp-chart-plot")


@cache
def _plot_class() -> Callable[..., Widget]:
    """The plot widget: textual-plotext's, drawing the chart at its size
    each time it is drawn. Made at the first chart shown: plotext costs a
    tenth of a second to load, paid only by a screen that shows a chart."""
    from textual_plotext import PlotextPlot

    class VpPlot(PlotextPlot):
        def __init__(self, chart: Chart, *, classes: str | None = None) -> None:
            super().__init__(classes=classes)
            self.chart = chart

        def render(self) -> RenderResult:
            draw(self.plt, self.chart, self.size.width, self.size.height)  # what fits depends on the size
            return super().render()

    return VpPlot


def shown_labels(labels: Sequence[str], width: int) -> list[int]:
    """The points whose words fit under them in a plot `width` columns
    wide (its axis and frame take about 5): every `step`-th round from the
    first, as few left out as fit, and always the last point ("final",
    "now"), clear of the one before it: plotext leaves out a word that
    would touch another, and the last one first."""
    if len(labels) < 2:
        return list(range(len(labels)))
    gap = max(1.0, (width - 5) / (len(labels) - 1))  # columns between two points
    widest = max(len(label) for label in labels[:-1]) + 1
    step = 1
    while step * gap < widest:
        step += 1
    last = len(labels) - 1
    room = len(labels[-1]) + widest / 2 + 1  # the last word ends at the frame; the one before is centred
    return [i for i in range(0, last, step) if (last - i) * gap >= room] + [last]


def draw(plt: object, chart: Chart, width: int, height: int) -> None:
    """Draw `chart` with plotext's `plt` (the widget's own) in `width` x
    `height` cells: a light line a player and their symbol on every point
    (`marks`); whole numbers on both axes."""
    from textual_plotext import Plot

    assert isinstance(plt, Plot)
    xs = list(range(len(chart.labels)))
    plt.clear_data()
    for line in chart.lines:
        plt.plot(xs, list(line.points), marker="braille", color=_rgb(line.colour.rgb))
    ticks = _ticks(chart.top, max(2, height - 4))
    column = max(1, len(xs) - 1) / max(1, width - 6)  # one column, in rounds
    # The symbols over the lines, the highest last line's last: where they
    # cannot stand side by side in one cell, the leader's shows.
    placed = sorted(zip(chart.lines, marks(chart, width, height - 4, ticks[-1])), key=lambda la: la[0].points[-1])
    for line, at in placed:
        plt.scatter([x + shift * column for x, shift in enumerate(at)], list(line.points),
                    marker=line.colour.symbol, color=_rgb(line.colour.rgb))
    side = len(chart.lines) / 2 * column
    plt.xlim(-side, len(xs) - 1 + side)
    shown = shown_labels(chart.labels, width)
    plt.xticks([float(i) for i in shown], [chart.labels[i] for i in shown])
    plt.yticks([float(t) for t in ticks], [str(t) for t in ticks])
    plt.ylim(0, ticks[-1])
    plt.xlabel(text("page.chart.round"))
    plt.ylabel(text("page.chart.vp"))


def marks(chart: Chart, width: int, rows: int, top: int) -> list[list[float]]:
    """Where each player's symbol goes beside each point, in columns: where
    several players' points fall in one row, their symbols side by side in
    seat order (one would hide the others), if there is room between two
    points; else on the point."""
    gap = (width - 6) / max(1, len(chart.labels) - 1)
    at = [[0.0] * len(line.points) for line in chart.lines]
    for x in range(len(chart.labels)):
        by_row: dict[int, list[int]] = {}
        for seat, line in enumerate(chart.lines):
            by_row.setdefault(round(line.points[x] * max(1, rows - 1) / max(1, top)), []).append(seat)
        for seats in by_row.values():
            if 1 < len(seats) < gap:
                for j, seat in enumerate(seats):
                    at[seat][x] = j - len(seats) // 2  # whole columns: a half would round into one cell
    return at


def _rgb(colour: str) -> tuple[int, int, int]:
    """`#ff5f5f` as plotext's (255, 95, 95)."""
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)
