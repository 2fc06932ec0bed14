"""The words of a decision, in one place: what the deciding player is asked
(the piece being placed, the acting house, the fish exchange's refusals;
what each kind of decision asks is its declaration's, `decisions`), an
action put in words (the hint), and a decision
answered (the replay's steps and the log's line when a decision is taken
back). The dialogs' own lines are `prompts`'; they name the acting house
with the words here.

Each is a message (`catalogue.Message`, its code declared in the catalogue),
rendered only where it is shown (`action_words` is the hint's move rendered,
for the hint's own sentence).

Everything here works on plain data (names, the static board, a decision,
the public state), never on the game itself, so a table held elsewhere says
the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..catalogue import Message
from ..engine.actions import EXCHANGE_CHOICES
from ..engine.board import KIND_KEYS
from ..engine.scoring import bonus_message
from .log import log_message

if TYPE_CHECKING:
    from ..engine import Action, Decision, Event
    from ..engine.board import Board
    from .frame import Spot


def placing(powerhouse: bool, houses: int, powerhouses: int, by_keys: bool, what: Message) -> Message:
    """What the header says a player placing a piece decides (docs/rules.md
    §8): which piece (a Powerhouse if `powerhouse`), how many are left; and,
    if `by_keys` (a person decides), the key that switches piece. `what` is
    the decision's own words (`decisions.asked`), said when there is no
    choice of piece."""
    if not by_keys and powerhouses:
        return Message.of("ask.house_or_powerhouse" if houses else "ask.only_powerhouses", count=powerhouses)
    if powerhouse:
        return Message.of("ask.powerhouse_key_for_house" if houses else "ask.only_powerhouses", count=powerhouses)
    if powerhouses:
        return Message.of("ask.house_key_for_powerhouse", count=powerhouses)
    return what


def acting_house(board: Board, names: Sequence[str], decision: Decision,
                 spots: Sequence[Spot]) -> Message:
    """The house about to act at an exchange decision, named as the log
    names it: whose it is, and for whom it works when that differs
    (docs/rules.md §12.7). `spots` is the public state's."""
    assert decision.hex is not None
    building = KIND_KEYS[board.hex_kind[decision.hex]]
    who = names[decision.player]
    spot = spots[decision.spot] if decision.spot is not None and decision.spot >= 0 else None
    if spot is not None and spot.powerhouse:
        return Message.of("phrase.working_for", player=who,
                          house=Message.of("phrase.the_powerhouse_at", building=building))
    if spot is not None and spot.house is not None and spot.house != decision.player:
        return Message.of("phrase.working_for", player=who,
                          house=Message.of("phrase.house_of", owner=names[spot.house], building=building))
    return Message.of("phrase.house_of", owner=who, building=building)


def exchange_block(names: Sequence[str], decision: Decision | None, fish: int, what: Message | None) -> Message:
    """Why the deciding player, holding `fish` Fish and asked `what`, cannot
    exchange fish now (when the rules allow no exchange, docs/rules.md §6,
    §12.4). `what` is needed only where no exchange is asked for."""
    if decision is None:
        return Message.of("problem.exchange_game_over")
    who = names[decision.player]
    if decision.kind in EXCHANGE_CHOICES:
        return Message.of("problem.exchange_fish_short", player=who, fish=fish)
    assert what is not None  # a decision that asks no exchange says what it asks instead
    return Message.of("problem.exchange_not_now", player=who, what=what)


def action_words(board: Board, harbour: Sequence[int], action: Action) -> str:
    """An action in words (the hint's): `harbour` holds the ship in each harbour slot."""
    return str(action_message(board, harbour, action))


# The moves named by their number alone: each kind's code and what its number is;
# and those that take nothing, each kind's code.
_NUMBERED = {"place": ("hint.move.place", "spot"), "powerhouse": ("hint.move.powerhouse", "spot"),
             "tower": ("hint.move.tower", "spot"), "wall": ("hint.move.wall", "slot")}
_BARE = {"skip": "hint.move.skip", "done": "hint.move.done"}


def action_message(board: Board, harbour: Sequence[int], action: Action) -> Message:
    """`action_words` as a message: a card by its title, a hex by its kind, a
    ship by its good, a commodity or resource by its key. An action of a kind
    the hint does not word (the engine checks each kind's argument, so none
    of these is met with another) is shown as written."""
    kind, arg = action.kind, action.arg
    if isinstance(arg, int):
        if kind == "keep":
            return Message.of("hint.move.keep", card=bonus_message(board, arg))
        if kind == "hex":
            return Message.of("hint.move.hex", hex=KIND_KEYS[board.hex_kind[arg]])
        if kind == "buy":
            return Message.of("hint.move.buy", good=board.ship_good[harbour[arg]])
        if kind in _NUMBERED:
            code, number = _NUMBERED[kind]
            return Message.of(code, **{number: arg})
    if isinstance(arg, str) and kind == "sell":
        return Message.of("hint.move.sell", commodity=arg)
    if isinstance(arg, str) and kind == "exchange":
        return Message.of("hint.move.exchange", resource=arg)
    if arg is None and kind in _BARE:
        return Message.of(_BARE[kind])
    return Message.of("hint.move.as_written", action=str(action))


def answered(names: Sequence[str], board: Board, decision: Decision, action: Action,
             events: Sequence[Event]) -> Message:
    """What `action`, answering `decision`, did: the choice itself when the
    events would name only what followed it (a hex chosen to act next, no
    more fish exchanged), else the decider's own first event."""
    who = names[decision.player]
    if action.kind == "hex" and isinstance(action.arg, int):
        return Message.of("log.chose_hex", player=who, hex=KIND_KEYS[board.hex_kind[action.arg]])
    if action.kind == "done":
        return Message.of("log.no_more_fish", player=who)
    own = next((e for e in events if e.player == decision.player), None)
    if own is not None:
        return said(own)
    return said(events[0]) if events else Message.of("log.answered", player=who, action=str(action))


def said(event: Event) -> Message:
    """`event`'s log line as a message (every event the engine logs has one;
    else its words alone)."""
    return log_message(event.message, event.text)


def every_house(count: int) -> Message:
    """`both houses` or `all 3 houses` (for two or more)."""
    return Message.of("phrase.both_houses") if count == 2 else Message.of("phrase.all_houses", count=count)
