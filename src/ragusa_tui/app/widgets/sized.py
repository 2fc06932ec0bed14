"""Updating a text whose height rarely changes, without a layout pass; and
widgets that a new size does not make ask for a second one.

`Static.update` lays the whole screen out again by default, which costs a
second and third frame after every cursor move. The text under the map keeps
its height most of the time, so it is repainted alone, and the screen is laid
out again only when the new text needs a different height.
"""

from __future__ import annotations

from textual.geometry import Size
from textual.reactive import Reactive
from textual.visual import VisualType
from textual.widget import Widget
from textual.widgets import Static


def show_sized(widget: Static, content: VisualType, lines: int | None = None) -> None:
    """Show `content` in `widget`; lay out again only if its height changes.
    `lines`, if given, is the content's height, known without measuring it
    (measuring draws the content once more, which for a table costs as much
    as showing it)."""
    widget.update(content, layout=False)
    if not widget.size.width:
        widget.refresh(layout=True)
        return
    styles = widget.styles
    gutter = widget.gutter.height
    needed = lines if lines is not None else widget.get_content_height(
        widget.size, widget.screen.size, widget.content_region.width)
    height = needed + gutter
    if styles.min_height is not None:
        height = max(height, int(styles.min_height.value))
    if styles.max_height is not None:
        height = min(height, int(styles.max_height.value))
    if height != widget.size.height:
        # Textual keys a widget's cached box on a count of layout requests
        # that a request made while another is pending does not advance, and
        # on its styles: the box measured for the old text would be used
        # again. Merging no rules into its styles changes nothing in them but
        # counts as a change, so the box is measured anew (and the style the
        # widget is drawn with is worked out again: some 0.05 ms, once for
        # each change of height).
        widget.styles.merge_rules({})
        widget.refresh(layout=True)


class Steady:
    """Mixed into a widget that does not ask for one more layout when a
    layout gives it a new size.

    Textual treats a widget's new virtual size as a reason to lay the screen
    out again, a frame later; but the layout that sized the widget has placed
    it and everything around it already, and would place them the same. Its
    scrollbars still follow its new size.

    The virtual size is Textual's reactive of that name, declared again
    without its layout and repaint: set by the layout, it is only noted.
    Nothing else sets it on these widgets (texts, containers, a scrollbar);
    a widget that sets its own virtual size (a log, a list) must not be steady."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False, repaint=False)


def make_steady(widget: Widget, steady_class: type[Widget]) -> None:
    """Turn `widget`, built by Textual, into `steady_class` (its own class with
    `Steady` mixed in). CSS still knows it by the type names it was made
    with (Textual notes them when a widget is made): no rule may name
    `steady_class`."""
    widget.__class__ = steady_class


class SteadyStatic(Steady, Static):
    """A text whose new height from a layout asks for no second one: the
    panels shown with `show_sized`, which lays them out when they need it."""
