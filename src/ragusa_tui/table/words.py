"""The words of a decision, in one place: what the deciding player is asked
(the piece being placed, the acting house, the fish exchange's refusals;
what each kind of decision asks is its declaration's, `decisions`), an
action put in words (the hint), and a decision
answered (the replay's steps and the log's line when a decision is taken
back). The dialogs' own lines are `prompts`'; they name the acting house
with the words here.

Everything here works on plain data (names, the static board, a decision,
the public state), never on the game itself, so a table held elsewhere says
the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..engine.actions import EXCHANGE_CHOICES
from ..engine.scoring import bonus_title

if TYPE_CHECKING:
    from ..engine import Action, Decision, Event
    from ..engine.board import Board
    from .frame import Spot

def placing(powerhouse: bool, houses: int, powerhouses: int, by_keys: bool, what: str) -> str:
    """What the header says a player placing a piece decides: which piece
    (a Powerhouse if `powerhouse`), how many are left; and, if `by_keys` (a
    person decides), the key that switches piece. `what` is the decision's
    own words (`decisions.asked`), said when there is no choice of piece."""
    if not by_keys and powerhouses:
        return (f"build a house or place a Powerhouse ({powerhouses} left)" if houses
                else f"place a Powerhouse ({powerhouses} left), only Powerhouses are left")
    if powerhouse:
        back = " · p for a house" if houses else ", only Powerhouses are left"
        return f"place a Powerhouse ({powerhouses} left){back}"
    if powerhouses:
        return f"build a house · p for a Powerhouse ({powerhouses} left)"
    return what


def acting_house(board: Board, names: Sequence[str], decision: Decision,
                 spots: Sequence[Spot]) -> str:
    """The house about to act at an exchange decision, named as the log
    names it: whose it is, and for whom it works when that differs.
    `spots` is the public state's."""
    assert decision.hex is not None
    building = board.hex_label(decision.hex)
    who = names[decision.player]
    spot = spots[decision.spot] if decision.spot is not None and decision.spot >= 0 else None
    if spot is not None and spot.powerhouse:
        return f"the Powerhouse at the {building} (working for {who})"
    if spot is not None and spot.house is not None and spot.house != decision.player:
        return f"{names[spot.house]}'s {building} house (working for {who})"
    return f"{who}'s {building} house"


def exchange_block(names: Sequence[str], decision: Decision | None, fish: int, what: str) -> str:
    """Why the deciding player, holding `fish` Fish and asked `what`, cannot
    exchange fish now (when the rules allow no exchange)."""
    if decision is None:
        return "The game is over."
    who = names[decision.player]
    if decision.kind in EXCHANGE_CHOICES:
        return f"{who} has {fish} Fish; an exchange needs at least 2."
    return (f"No fish exchange now: {who} is deciding ({what}). Fish can be "
            "exchanged before placing a house, between the hexes of your new house, right "
            "before your house makes Wine, Oil or Silver, and at final scoring.")


def action_words(board: Board, harbour: Sequence[int], action: Action) -> str:
    """An action in words (the hint's): `harbour` holds the ship in each harbour slot."""
    kind, arg = action.kind, action.arg
    if kind == "keep" and isinstance(arg, int):
        return f"keep the bonus card '{bonus_title(board, arg)}'"
    if kind == "hex" and isinstance(arg, int):
        return f"let the {board.hex_label(arg)} act next"
    if kind == "buy" and isinstance(arg, int):
        return f"buy the {board.ship_good[harbour[arg]].title()} ship"
    words = {
        "place": f"build a house on spot {arg}",
        "powerhouse": f"place a Powerhouse on spot {arg}",
        "wall": f"build wall slot {arg}",
        "tower": f"raise a tower on spot {arg}",
        "buy": f"buy the ship in harbour slot {arg}",
        "sell": f"sell 1 {str(arg).title()}",
        "keep": f"keep bonus card {arg}",
        "exchange": f"exchange Fish for {str(arg).replace('_', ' ').title()}",
        "skip": "skip",
        "done": "exchange nothing more",
    }
    return words.get(kind, str(action))


def answered(names: Sequence[str], board: Board, decision: Decision, action: Action,
             events: Sequence[Event]) -> str:
    """What `action`, answering `decision`, did: the choice itself when the
    events would name only what followed it (a hex chosen to act next, no
    more fish exchanged), else the decider's own first event."""
    who = names[decision.player]
    if action.kind == "hex" and isinstance(action.arg, int):
        return f"{who} chooses the {board.hex_label(action.arg)} hex to act next."
    if action.kind == "done":
        return f"{who} exchanges no more fish."
    own = next((e for e in events if e.player == decision.player), None)
    if own is not None:
        return own.text
    return events[0].text if events else f"{who}: {action}."
