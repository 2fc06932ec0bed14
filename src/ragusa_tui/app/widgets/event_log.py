"""The game log: every event in plain words, in the colour of its player.

Textual lays the screen out after any change anywhere on it, and hands the
log its box each time: the log is drawn again only when that shows
something new, and a log showing its last line keeps showing it when its
box changes size (the panels around it grew or shrank after it scrolled),
in the very frame that resizes it.

The log is read back with PgUp and PgDn (`KEYS`, the game screen's: the
map has no use for them, a dialog's list keeps its own): a log paged back
stays where the player left it while new lines come (the Patrician's moves
still being shown), until it is paged to its end again or the player acts.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Self

from rich.console import RenderableType
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.scrollbar import ScrollBar
from textual.strip import Strip
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import RichLog

from ...table import look
from ...table.log import LogLine
from .phrases import Phrases
from .sized import Steady, make_steady


MAX_LINES = 2000
WRAP_AFTER = 0.15  # seconds the width must stay the same before the lines are wrapped again

# The game screen's keys to read the log back. Not priority: a dialog's list
# pages its own options. The first is the Footer's entry (its second
# argument), shown where the map's building keys would do nothing.
KEYS = [
    Binding("pageup", "log_page(-1, 1)", "key.log", key_display="PgUp/Dn"),
    Binding("pageup", "log_page(-1)", "key.log", show=False),
    Binding("pagedown", "log_page(1)", "key.log", show=False),
]


class EventLog(RichLog, can_focus=False):
    """Appends log lines; scrolls with the mouse wheel, keeps the map focused."""

    def __init__(self, *, id: str | None = None) -> None:
        # min_width: wrap at the log's own width (RichLog's default of 78 is
        # wider than the log at 100 or 120 columns and would crop long lines).
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True, max_lines=MAX_LINES,
                         min_width=20)
        self.shown = 0
        # RichLog keeps what is written until it knows the log's size (its
        # first Resize with a width), then writes it: from then on, this is True.
        self._sized = False
        self._drawn_at: Size | None = None  # the size (with border and padding) it was last drawn at
        self._box: tuple[int, int] = (0, 0)  # its height for lines, and a scrollbar across, as last seen
        # What was written (the last MAX_LINES), kept to be wrapped again when its width changes
        # (RichLog wraps a line once, when it is written), and that width.
        self._written: deque[RenderableType] = deque(maxlen=MAX_LINES)
        self._wrapped_to = 0
        self._wrap_timer: Timer | None = None
        self.held = False  # paged back by the player: new lines do not scroll it to its end

    def on_mount(self) -> None:
        # The log's box changes height with the text under the map; its
        # scrollbar, resized by the layout that did it, needs no second one.
        make_steady(self.vertical_scrollbar, SteadyScrollBar)

    def on_resize(self, event: events.Resize) -> None:
        # Handled before RichLog's own `on_resize`, which writes what it kept.
        if event.size.width:
            self._sized = True
        if self._written:
            self._width_changed()  # after the layout that resized it: writing lays the log out again

    def restart(self) -> None:
        """Forget what was written: the whole log comes again (a networked
        table that sent its log anew, which may differ from the lines shown)."""
        self.clear()
        self._written.clear()
        self.shown = 0

    def add(self, lines: Sequence[LogLine], colours: Sequence[look.PlayerColour]) -> None:
        """Write the lines not written yet (`lines` is the whole log so far),
        each worded here from its message.

        Once the log knows its size, it scrolls to its end once, at once,
        rather than after each line and a frame later (a second redraw)."""
        sized = self._sized
        new = lines[self.shown:]
        for entry in new:
            player, text, kind = entry.player, str(entry.said), entry.kind
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
            self._lines_to_scrollbar()
            if self.held:  # the player reads further back: left there
                return
            self.scroll_end(animate=False, immediate=True, x_axis=False)
            # The scrollbar Textual shows once the lines overflow (in the
            # coming layout, which sizes it) starts where the log is.
            self.vertical_scrollbar.position = self.scroll_y

    def page(self, direction: int) -> None:
        """A page back (`direction` -1) or on (1), a line of the last page
        kept in sight; paged to its end, the log follows new lines again."""
        step = max(1, self.scrollable_content_region.height - 1)
        target = min(self.max_scroll_y, max(0, round(self.scroll_y) + direction * step))
        self.held = target < self.max_scroll_y
        self.scroll_to(y=target, animate=False, immediate=True)

    def follow(self) -> None:
        """Back to the newest line, following new ones (the player acted)."""
        if self.held:
            self.held = False
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def tell(self, content: RenderableType) -> None:
        """Write a summary (what happened since a player's last decision)
        with its first line in sight: one longer than the log is read on
        with PgDn, the log held there until then."""
        start = len(self.lines)
        self.write(content, scroll_end=False if self._sized else None)
        if not self._sized:
            return
        self._lines_to_scrollbar()
        if len(self.lines) - start > self.scrollable_content_region.height:
            self.held = True
            self.scroll_to(y=start, animate=False, immediate=True)
        else:
            self.follow()
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def write(self, content: RenderableType | object, width: int | None = None, expand: bool = False,
              shrink: bool = True, scroll_end: bool | None = None, animate: bool = False) -> Self:
        if self._sized:  # otherwise RichLog writes it again once the size is known
            now = self.scrollable_content_region.width
            if not self._written:
                self._wrapped_to = now
            elif now != self._wrapped_to:
                self._wrapped_to = -1  # lines of two widths: all are wrapped again
            self._written.append(content)  # type: ignore[arg-type]
        return super().write(content, width, expand, shrink, scroll_end, animate)

    def clear(self) -> Self:
        self._written.clear()
        super().clear()
        self._lines_to_scrollbar()
        return self

    def _lines_to_scrollbar(self) -> None:
        """Tell the scrollbar how many lines there are now (once they are
        written), as the next layout would: told there, it would be drawn
        again a frame after the layout (see `SteadyScrollBar`); told now, it
        is drawn with the lines."""
        if self._sized:
            self.vertical_scrollbar.window_virtual_size = self.virtual_size.height

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
        self._lines_to_scrollbar()
        if following:
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def validate_scroll_y(self, value: float) -> float:
        # Asked whenever the log scrolls, and when a layout gives it a new
        # box (before it is drawn): a log that showed its last line in its
        # old box shows the last line of the new one.
        box = (self.container_size.height, self.scrollbar_size_horizontal)
        was, self._box = self._box, box
        if box != was and self._sized:
            old_end = max(0, self.virtual_size.height - (was[0] - was[1]))
            if self.scroll_y >= old_end:
                value = self.max_scroll_y
                self.scroll_target_y = value  # where scrolling by the wheel or keys goes on from
        return super().validate_scroll_y(value)

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        if self._drawn_at is None or self.outer_size == self._drawn_at:
            super().watch_scroll_y(old_value, new_value)
        # Scrolled by the layout that resized it, which marks all of it to
        # be drawn in that layout's frame, as scrolled now: asking for it to
        # be drawn again would draw the same a frame later. Its scrollbar follows.
        elif self.show_vertical_scrollbar:
            self.vertical_scrollbar.position = new_value

    def render_lines(self, crop: Region) -> list[Strip]:
        self._drawn_at = self.outer_size
        return super().render_lines(crop)


class SteadyScrollBar(Steady, ScrollBar):
    """The log's scrollbar (see `Steady`), drawn again only when it would
    show something new.

    Textual asks for it to be drawn again after every layout of the screen,
    whatever the layout changed; and when a layout resizes the log, for each
    thing the resize changes in the scrollbar, though the layout draws the
    resized scrollbar whole, as it is then. Each would be a frame, a frame
    later, showing the same again."""

    _drawn: tuple[object, ...] | None = None  # what it showed when last drawn
    _asked: tuple[object, ...] | None = None  # what it was to show when last asked to be drawn

    def _looks(self) -> tuple[object, ...]:
        """Everything the scrollbar's drawing depends on, as `ScrollBar.render`
        draws it: its size and place on the lines, and the colours its log's
        styles give it (a scrollbar's own styles are Textual's defaults).
        Some 0.05 ms, asked a few times an action."""
        parent = self.parent
        assert isinstance(parent, Widget)
        styles = parent.styles
        return (self.size, self.window_virtual_size, self.window_size, self.position, self.thickness,
                self.vertical, self.grabbed, self.mouse_over, self.renderer,
                styles.scrollbar_background, styles.scrollbar_background_hover,
                styles.scrollbar_background_active, styles.scrollbar_color, styles.scrollbar_color_hover,
                styles.scrollbar_color_active, parent.background_colors, self.screen.styles.scrollbar_color)

    def render(self) -> RenderableType:
        self._drawn = self._looks()
        return super().render()

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        drawn = self._drawn
        if drawn is not None and repaint and not (regions or layout or recompose) and self.is_attached:
            looks = self._looks()
            # The same as drawn, or as it will be drawn already; or resized
            # since by a layout under way, which draws it whole in its frame:
            # its size, or the height of the log's window on its lines, which
            # is the scrollbar's height (a layout tells it that first, before
            # the scrollbar is placed).
            if looks in (drawn, self._asked) or looks[0] != drawn[0] or looks[2] != drawn[2]:
                return self
            self._asked = looks
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)
