"""A decision answered, in one sentence: for the replay's steps and for the
log's line when a decision is taken back."""

from __future__ import annotations

from ..engine import Action, Decision, Event, Game


def answered(game: Game, decision: Decision, action: Action, events: list[Event] | tuple[Event, ...]) -> str:
    """What `action`, answering `decision`, did: the choice itself when the
    events would name only what followed it (a hex chosen to act next, no
    more fish exchanged), else the decider's own first event."""
    who = game.names[decision.player]
    if action.kind == "hex" and isinstance(action.arg, int):
        return f"{who} chooses the {game.board.hex_label(action.arg)} hex to act next."
    if action.kind == "done":
        return f"{who} exchanges no more fish."
    own = next((e for e in events if e.player == decision.player), None)
    if own is not None:
        return own.text
    return events[0].text if events else f"{who}: {action}."
