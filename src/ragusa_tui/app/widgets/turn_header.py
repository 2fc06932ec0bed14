"""The top line: round, whose turn, who decides what."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ...catalogue import text
from ...table import look
from .phrases import around
from .sized import show_sized


class TurnHeader(Static):
    """`Round 3 of 12 · Red's turn · Blue decides: ...`; once every turn is
    played, `final scoring` stands where the turn's player was."""

    def show(self, round_no: int, rounds: int, turn_name: str | None,
             turn_colour: look.PlayerColour | None, decider: str | None,
             decider_colour: look.PlayerColour | None, what: str) -> None:
        line = Text.assemble((text("panel.header.game") + " ", "bold"),
                             text("panel.header.round", round=round_no, rounds=rounds) + " · ")
        if turn_name is None or turn_colour is None:
            line.append(text("panel.header.final_scoring"))
        else:
            before, after = around("panel.header.turn", "player", player=turn_name)
            line.append(before)
            line.append_text(turn_colour.badge(turn_name))
            line.append(after)
        if decider is not None and decider_colour is not None:
            before, after = around("panel.header.decides", "player", player=decider, what=what)
            line.append(" · " + before)
            line.append_text(decider_colour.badge(decider))
            line.append(after)
        else:
            line.append(f" · {what}")
        show_sized(self, line)
