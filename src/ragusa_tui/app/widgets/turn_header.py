"""The top line: round, whose turn, who decides what."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ...table import look
from .sized import show_sized


class TurnHeader(Static):
    """`Round 3 of 12 · Red's turn · Blue decides: ...`; once every turn is
    played, `final scoring` stands where the turn's player was."""

    def show(self, round_no: int, rounds: int, turn_name: str | None,
             turn_colour: look.PlayerColour | None, decider: str | None,
             decider_colour: look.PlayerColour | None, what: str) -> None:
        text = Text.assemble(("RAGUSA ", "bold"), f"Round {round_no} of {rounds} · ")
        if turn_name is None or turn_colour is None:
            text.append("final scoring")
        else:
            text.append_text(turn_colour.badge(turn_name))
            text.append("'s turn")
        if decider is not None and decider_colour is not None:
            text.append(" · ")
            text.append_text(decider_colour.badge(decider))
            text.append(f" decides: {what}")
        else:
            text.append(f" · {what}")
        show_sized(self, text)
