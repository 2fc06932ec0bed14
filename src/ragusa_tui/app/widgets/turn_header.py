"""The top line: round, whose turn, who decides what."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from .. import look
from .sized import show_sized


class TurnHeader(Static):
    """`Round 3 of 12 · Red's turn · Blue decides: ...`"""

    def show(self, round_no: int, rounds: int, turn_name: str, turn_colour: look.PlayerColour,
             decider: str | None, decider_colour: look.PlayerColour | None, what: str) -> None:
        text = Text.assemble(("RAGUSA ", "bold"), f"Round {round_no} of {rounds} · ",
                             turn_colour.badge(turn_name),
                             "'s turn")
        if decider is not None and decider_colour is not None:
            text.append(" · ")
            text.append_text(decider_colour.badge(decider))
            text.append(f" decides: {what}")
        else:
            text.append(f" · {what}")
        show_sized(self, text)
