"""Textual's command palette, speaking the player's language.

The palette's commands, its placeholder and its keys' words are the game's
already; the one line Textual writes itself is the one it adds when a
search finds nothing. The palette adds it to its list of results like any
other option, under an id of its own, so the list here swaps that option's
words for the catalogue's before it is shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Self

from rich.align import Align
from rich.text import Text
from textual.app import ComposeResult
from textual.command import CommandInput, CommandList, CommandPalette, SearchIcon
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, LoadingIndicator
from textual.widgets.option_list import Option

from ...catalogue import text

# The id Textual gives the line it adds when a search finds nothing (its
# CSS and its own checks know the line by it).
NO_MATCHES = "--no-matches"


class Results(CommandList):
    """The palette's list of results, its "no matches" line in our words."""

    def add_options(self, new_options: Iterable[Any]) -> Self:
        return super().add_options(_worded(option) for option in new_options)


def _worded(option: Any) -> Any:
    if isinstance(option, Option) and option.id == NO_MATCHES:
        return Option(Align.center(Text(text("key.palette_no_matches"), style="not bold")),
                      disabled=True, id=NO_MATCHES)
    return option


class Palette(CommandPalette):
    """The command palette, with `Results` for its list."""

    def __init__(self) -> None:
        super().__init__(placeholder=text("key.palette_search"), id="--command-palette")

    def compose(self) -> ComposeResult:
        # Textual's own layout of the palette, with the list above for its.
        with Vertical(id="--container"):
            with Horizontal(id="--input"):
                yield SearchIcon()
                yield CommandInput(placeholder=text("key.palette_search"), select_on_focus=False)
                if not self.run_on_select:
                    yield Button("\u25b6")
            with Vertical(id="--results"):
                yield Results()
                yield LoadingIndicator()
