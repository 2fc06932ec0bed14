"""The lesson's box on the game screen: where the learner is (its border's
title), what the step says, and its keys, or, after a move the step does not
ask for, that nothing was played.

It stands where the log stands (the log comes back for free play): at 100
columns the left column has room for some five lines of words there."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class LessonBox(Static):
    """The step's words, then one line: the lesson's keys, or the refusal."""

    def show(self, title: str, keys: str, words: str, wrong: str | None = None) -> None:
        """Show one step; all of it is the catalogue's words, shown as plain text."""
        self.border_title = title
        last = Text(wrong, style="bold") if wrong else Text(keys, style="dim")
        self.update(Text.assemble(words, "\n", last))
        self.set_class(bool(wrong), "-wrong")
