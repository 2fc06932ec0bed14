"""The game log: every event in plain words, in the colour of its player."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Self

from rich.console import RenderableType
from rich.text import Text
from textual.geometry import Size
from textual.scrollbar import ScrollBar
from textual.timer import Timer
from textual.widgets import RichLog

from ...table import look
from .phrases import Phrases
from .sized import Steady, make_steady


MAX_LINES = 2000
WRAP_AFTER = 0.15  # seconds the width must stay the same before the lines are wrapped again


class EventLog(RichLog, can_focus=False):
    """Appends log lines; scrolls with the mouse wheel, keeps the map focused."""

    def __init__(self, *, id: str | None = None) -> None:
        # min_width: wrap at the log's own width (RichLog's default of 78 is
        # wider than the log at 100 or 120 columns and would crop long lines).
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True, max_lines=MAX_LINES,
                         min_width=20)
        self.shown = 0
        self._scrolled_for: tuple[Size, Size] | None = None  # size and lines the scrollbar shows
        # What was written (the last MAX_LINES), kept to be wrapped again when its width changes
        # (RichLog wraps a line once, when it is written), and that width.
        self._written: deque[RenderableType] = deque(maxlen=MAX_LINES)
        self._wrapped_to = 0
        self._wrap_timer: Timer | None = None

    def on_mount(self) -> None:
        # The log's box changes height with the text under the map; its
        # scrollbar, resized by the layout that did it, needs no second one.
        make_steady(self.vertical_scrollbar, SteadyScrollBar)

    def restart(self) -> None:
        """Forget what was written: the whole log comes again (a networked
        table that sent its log anew, which may differ from the lines shown)."""
        self.clear()
        self._written.clear()
        self.shown = 0

    def add(self, lines: Sequence[tuple[int | None, str, str]],
            colours: Sequence[look.PlayerColour]) -> None:
        """Write the lines not written yet (`lines` is the whole log so far).

        Once the log knows its size, it scrolls to its end once, at once,
        rather than after each line and a frame later (a second redraw)."""
        sized = self._size_known
        new = lines[self.shown:]
        for player, text, kind in new:
            if player is None:
                line = Text(f"  {text}", "bold" if kind in ("end", "score") else "")
            else:
                colour = colours[player]
                line = Text.assemble((f"{colour.symbol} ", f"bold {colour.rgb}"), text)
                if kind in ("place", "pass"):
                    line.stylize("bold")
            self.write(Phrases(line), scroll_end=None if not sized else False)
        self.shown = len(lines)
        if new and sized:
            self._scroll_update(self.virtual_size)  # the scrollbar, in this frame too
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def write(self, content: RenderableType | object, width: int | None = None, expand: bool = False,
              shrink: bool = True, scroll_end: bool | None = None, animate: bool = False) -> Self:
        if self._size_known:  # otherwise RichLog writes it again once the size is known
            now = self.scrollable_content_region.width
            if not self._written:
                self._wrapped_to = now
            elif now != self._wrapped_to:
                self._wrapped_to = -1  # lines of two widths: all are wrapped again
            self._written.append(content)  # type: ignore[arg-type]
        return super().write(content, width, expand, shrink, scroll_end, animate)

    def clear(self) -> Self:
        self._written.clear()
        return super().clear()

    def _width_changed(self) -> None:
        """Wrap the lines again once the log's width has stopped changing
        (a terminal being dragged wider or narrower changes it many times;
        wrapping a long log takes a good part of a second)."""
        if not self._written or self.scrollable_content_region.width == self._wrapped_to:
            return
        if self._wrap_timer is not None:
            self._wrap_timer.stop()
        self._wrap_timer = self.set_timer(WRAP_AFTER, self._wrap_again)

    def _wrap_again(self) -> None:
        """Wrap every line shown to the log's width, if it changed since they
        were written: on a narrower terminal they would be cut, not wrapped."""
        self._wrap_timer = None
        width = self.scrollable_content_region.width
        if not self._written or width == self._wrapped_to:
            return
        following = self.scroll_y >= self.max_scroll_y
        written = list(self._written)
        self.clear()
        for content in written:
            self.write(content, scroll_end=False)
        if following:
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def _scroll_update(self, virtual_size: Size) -> None:
        self._scrolled_for = (self._size, virtual_size)
        super()._scroll_update(virtual_size)

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        # Every layout of the screen hands a log the size of its box as its
        # virtual size, never equal to the lines it holds, so the scrollbar
        # was drawn again (a frame later) after any change anywhere on the
        # screen. Nothing to do if neither the box nor the lines changed.
        if size == self._size and self._scrolled_for == (size, self.virtual_size):
            return False
        # A log showing its last line keeps showing it when its box changes
        # size (the panels around it grew or shrank after it scrolled).
        following = self._size_known and self.scroll_y >= self.max_scroll_y
        resized = size != self._size
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        if following and changed:
            self.scroll_end(animate=False, immediate=True, x_axis=False)
            if resized:
                # The layout that resized the log draws all of it and its
                # scrollbar next, as scrolled now: the repaint the scroll
                # asked for (Textual's flags, cleared here) would draw the
                # same again, a frame later.
                self._repaint_required = False
                self.vertical_scrollbar._repaint_required = False
        if changed and self._written:
            self.call_later(self._width_changed)  # after this layout: writing lays the log out again
        return changed


class SteadyScrollBar(Steady, ScrollBar):
    """The log's scrollbar (see `Steady`)."""
