"""Lines that wrap between phrases, never between a number and its words:
"Oil drops to 4." moves to the next line whole instead of leaving "4." alone."""

from __future__ import annotations

import re
from collections.abc import Mapping

from rich.cells import cell_len, chop_cells
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from ...catalogue import Arg, text

# A space is kept when the next word starts with a digit ("to 4.", "with 83 VP")
# or when a number is followed by its unit ("83 VP", "3 Oil").
_GLUED = re.compile(r" (?=[+\-−]?\d)|(?<=\d) (?=VP\b|[A-Z][a-z]+\b)")
_HELD = "\ue000"  # not whitespace, so the wrapper cannot break there; one cell, like the space
_WORD = re.compile(r"\s*\S+\s*")  # a word with the spaces around it (those before: the line's start)
_SLOT = "\ue001"  # where `around` puts the argument it leaves out


def around(code: str, name: str, /, **args: Arg) -> tuple[str, str]:
    """The message `code`, in the language spoken now, before and after its
    argument `name` (a player's name drawn apart, with their symbol and
    colour): "{player}'s turn" is ("", "'s turn")."""
    before, _, after = text(code, **{**args, name: _SLOT}).partition(_SLOT)
    return before, after


def assembled(code: str, styled: Mapping[str, Text], /, **args: Arg) -> Text:
    """The message `code`, in the language spoken now, each argument of
    `styled` shown as that text (in its style: a player's badge, a bold
    title) wherever the language's sentence puts it."""
    out = Text()
    for i, part in enumerate(text(code, **args, **{name: f"{_SLOT}{name}{_SLOT}" for name in styled}).split(_SLOT)):
        if i % 2:
            out.append_text(styled[part])
        elif part:
            out.append(part)
    return out


def line_breaks(text: str, width: int) -> list[int]:
    """The offsets at which `text` breaks into lines of at most `width`
    cells, as Rich's `Text.wrap` breaks it (overflow "fold"; Rich does not
    export its own breaking): between words, the spaces after a word kept on
    its line, and a word wider than a line folded across as many as it needs."""
    breaks: list[int] = []
    taken = 0  # the cells of the line so far
    position = 0
    while (word := _WORD.match(text, position)) is not None:
        start, position = word.span()
        length = cell_len(word.group().rstrip())
        if width - taken >= length:
            taken += cell_len(word.group())
        elif length > width:  # on no line whole: folded
            pieces = chop_cells(word.group(), width)
            for piece in pieces[:-1]:
                if start:
                    breaks.append(start)
                start += len(piece)
            if start:
                breaks.append(start)
            taken = cell_len(pieces[-1])
        elif taken and start:
            breaks.append(start)
            taken = cell_len(word.group())
    return breaks


def glued(plain: str) -> str:
    """`plain` with every space that must not become a line break replaced by a
    placeholder of the same length."""
    return _GLUED.sub(_HELD, plain)


def wrap_lines(text: Text, width: int, hang: int | None = None) -> list[Text]:
    """`text` wrapped to `width` cells at phrase boundaries (each of its own
    lines apart). With `hang`, a line's continuations are indented `hang`
    cells deeper than the line itself."""
    out: list[Text] = []
    for line in text.split("\n", allow_blank=True):
        offsets = line_breaks(glued(line.plain), max(1, width))
        if hang is None or not offsets:
            parts = list(line.divide(offsets))
        else:
            first, rest = line.divide(offsets[:1])
            pad = len(line.plain) - len(line.plain.lstrip(" ")) + hang
            inner = max(1, width - pad)
            parts = [first, *(Text(" " * pad) + part for part in
                              rest.divide(line_breaks(glued(rest.plain), inner)))]
        for part in parts:
            part.rstrip_end(width)
            part.rstrip()
            out.append(part)
    return out


class Phrases:
    """A Rich renderable: `text` wrapped by `wrap_lines` at whatever width it is given."""

    def __init__(self, text: Text, hang: int | None = None) -> None:
        self.text = text
        self.hang = hang

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines = wrap_lines(self.text, options.max_width, self.hang)
        yield Text("\n").join(lines)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.text)
