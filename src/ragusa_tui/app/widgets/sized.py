"""Updating a text whose height rarely changes, without a layout pass.

`Static.update` lays the whole screen out again by default, which costs a
second and third frame after every cursor move. The text under the map keeps
its height most of the time, so it is repainted alone, and the screen is laid
out again only when the new text needs a different height.
"""

from __future__ import annotations

from textual.visual import VisualType
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
        # that a request made while another is pending does not advance: the
        # box measured for the old text would be used again. Forget it.
        widget._box_model_cache.clear()
        widget.refresh(layout=True)
