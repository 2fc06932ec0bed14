"""The choices that are not made on the map, as plain data for a dialog
(each kind's dialog is `DIALOGS`'; a kind with none of its own gets
`legal_answers`, see `decisions`).

A `Prompt` lists every option with the words a player needs to choose (card
titles, costs, values); options that are shown but not possible carry the
reason instead of an action.

Every word of a prompt is a catalogue entry ("dialog." codes), rendered
here where the prompt is built: a dialog is made for the screen that shows
it at once, so its words are plain strings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from typing import TYPE_CHECKING, Final

from ..catalogue import Arg, Message, joined, text, words
from ..engine import Action
from ..engine.actions import DecisionKind, declared
from ..engine.board import COMMODITIES, KIND_KEYS, PRODUCTION, RESOURCES
from ..engine.buildings import WAREHOUSE_CAP
from ..engine.scoring import bonus_message
from . import look
from .view import TableView, decider_frame
from .words import action_message, every_house

if TYPE_CHECKING:
    from .frame import Position


@dataclass(frozen=True)
class Option:
    """One line of a prompt: `action` is the engine's action, or None if it
    is shown only to explain why it is not possible."""

    label: str
    action: Action | None
    note: str = ""
    also: tuple[Action, ...] = ()  # other actions this line stands for, doing the same


@dataclass(frozen=True)
class Prompt:
    """A decision shown as a dialog."""

    player: int
    title: str
    lines: tuple[str, ...]
    options: tuple[Option, ...]
    default: int = 0
    exchange_key: bool = False  # 'f' may open the fish exchange from here
    # What 'f' says otherwise, and Esc's label: rendered when a prompt is made.
    fish_note: str = field(default_factory=partial(text, "dialog.fish_note"))
    dismiss_label: str = field(default_factory=partial(text, "dialog.dismiss"))


def card_title(session: TableView, card: int) -> str:
    """A bonus card's title, in the language spoken."""
    return str(bonus_message(session.board, card))


def _card_choice(session: TableView, title: str, notes: tuple[str, ...]) -> Prompt:
    """Keep one of the bonus cards on offer (setup, Rector's Palace): `title`
    is the code of the title, naming the decider; `notes` the lines' codes."""
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    opts = tuple(Option(card_title(session, c), Action("keep", c)) for c in d.options)
    return Prompt(d.player, text(title, player=f.name(d.player)), tuple(map(text, notes)), opts)


def keep_bonus(session: TableView) -> Prompt:
    return _card_choice(session, "dialog.keep_bonus.title",
                        ("dialog.keep_bonus.secret", "dialog.keep_bonus.the_others"))


def rector(session: TableView) -> Prompt:
    return _card_choice(session, "dialog.rector.title", ("dialog.rector.secret", "dialog.rector.the_other"))


def _does(kind: int) -> Message:
    """What the city building of hex kind `kind` does, in a few words."""
    return Message.of(f"dialog.does.{KIND_KEYS[kind]}")


def order(session: TableView) -> Prompt:
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    who = f.name(d.player)
    board = session.board
    snap = f.position
    opts: list[Option] = []
    shown: list[int] = []  # the hex of each option
    hexes = f.legal_args("hex")
    for h in hexes:
        kind = board.hex_kind[h]
        key = KIND_KEYS[kind]
        if kind < 10:  # the countryside gains its resource, the sea Fish
            label = text("dialog.option.gain", hex=key, resource="fish" if kind == 0 else key)
        elif kind in (13, 16):
            label = text("dialog.option.only_the_new_house", building=key, does=_does(kind))
        else:
            label = text("dialog.option.houses_act", building=key, who=_who_acts(session, snap, h),
                         does=_does(kind))
        option = Option(label, Action("hex", h))
        # Two hexes of one countryside or sea kind give the same: one option,
        # the other acts in its turn.
        alike = next((i for i, o in enumerate(opts) if kind < 10 and o.label == option.label), None)
        if alike is None:
            opts.append(option)
            shown.append(h)
        else:
            opts[alike] = replace(opts[alike], also=(*opts[alike].also, Action("hex", h)))
    # Countryside and sea first unless the player picks otherwise.
    first = next((i for i, h in enumerate(shown) if board.hex_kind[h] < 10), 0)
    hint = text("dialog.order.countryside_first" if any(board.hex_kind[h] < 10 for h in hexes)
                else "dialog.order.order_matters")
    return Prompt(d.player, text("dialog.order.title", player=who),
                  (hint,), tuple(opts), default=first, exchange_key=True)


def _who_acts(session: TableView, snap: Position, h: int) -> Message:
    """Which houses act at building `h` for the new house, and for whom: each
    for its owner, but a Powerhouse makes every house there act for its placer,
    and a Powerhouse already there acts for whoever builds next to it."""
    f = decider_frame(session)
    spots = snap.spots
    new = f.last_move.spot
    assert new is not None
    ring = [(owner, spots[s].powerhouse) for s in session.board.ring_from(h, new)
            if (owner := spots[s].house) is not None]
    builder = spots[new].house
    assert builder is not None
    if spots[new].powerhouse:
        if len(ring) == 1:
            return Message.of("dialog.who.your_powerhouse")
        return Message.of("dialog.who.all_for_you", houses=every_house(len(ring)))
    names: list[Arg] = [Message.of("dialog.who.powerhouse_of", player=f.name(builder)) if powerhouse
                        else f.name(owner) for owner, powerhouse in ring]
    if len(names) == 1:
        return Message.of("dialog.who.your_house")
    return Message.of("dialog.who.in_turn", count=len(names), names=joined("list.comma", names))


def _exchange_options(session: TableView, player: int) -> list[Option]:
    f = decider_frame(session)
    mat = f.position.mats[player]
    fish = mat.resource("fish")
    opts = []
    for key, cost in look.EXCHANGE_FISH.items():
        label = text("dialog.option.exchange", cost=cost, resource=key, have=mat.resource(key))
        if fish >= cost:
            opts.append(Option(label, Action("exchange", key)))
        else:
            opts.append(Option(label, None, text("dialog.note.needs_fish", cost=cost)))
    return opts


def exchange_now(session: TableView) -> Prompt:
    """The fish exchange a player opens with 'f' (before placing, or between
    the hexes of their new house); Esc closes it without exchanging."""
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    fish = f.position.mats[d.player].resource("fish")
    return Prompt(d.player, text("dialog.exchange_now.title", player=f.name(d.player), fish=fish),
                  (text("dialog.exchange_now.permanent"),),
                  tuple(_exchange_options(session, d.player)), dismiss_label=text("dialog.exchange_now.dismiss"))


def exchange(session: TableView) -> Prompt:
    f = decider_frame(session)
    d = f.decision
    assert d is not None and d.hex is not None  # an exchange names the building about to act
    who = f.name(d.player)
    kind = session.board.hex_kind[d.hex]
    fish = f.position.mats[d.player].resource("fish")
    turn = f.name(f.active_player)
    when = (Message.of("dialog.exchange.on_your_turn") if turn == who
            else Message.of("dialog.exchange.on_turn_of", player=turn))
    opts = _exchange_options(session, d.player) + [Option(text("dialog.option.done_let_act"), Action("done"))]
    house = f.acting_house
    assert house is not None  # named at every exchange decision
    own = house.code == "phrase.house_of" and house.arg("owner") == who
    title = (text("dialog.exchange.title_own", player=who, building=KIND_KEYS[kind], when=when) if own
             else text("dialog.exchange.title", player=who, house=house, when=when))
    line = text("dialog.exchange.line", does=_does(kind), holdings=_production_holdings(session, d.player, d.hex),
                fish=fish)
    return Prompt(d.player, title, (line,), tuple(opts), default=len(opts) - 1)


def _production_holdings(session: TableView, player: int, h: int) -> Message:
    """What decides an exchange before a house makes Wine, Oil or Silver:
    the resource it uses, the commodity in the warehouse and its cap."""
    f = decider_frame(session)
    used, made = PRODUCTION[session.board.hex_kind[h]]
    mine = f.position.mats[player]
    have, stored = mine.resources[used], mine.commodities[made]
    return Message.of("dialog.exchange.holdings", have=have, resource=RESOURCES[used], stored=stored,
                      commodity=COMMODITIES[made], cap=WAREHOUSE_CAP, makes=min(have, WAREHOUSE_CAP - stored))


def final_exchange(session: TableView) -> Prompt:
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    who = f.name(d.player)
    mine = f.position.mats[d.player]
    cards = mine.bonus or ()
    fish = mine.resource("fish")
    lines = [text("dialog.final_exchange.fish", fish=fish)]
    lines += [text("dialog.final_exchange.card", card=bonus_message(session.board, c)) for c in cards]
    now = f.score_now
    opts = [_with_bonus_change(session, d.player, now, o) for o in _exchange_options(session, d.player)]
    opts.append(Option(text("dialog.option.done_score_bonus"), Action("done")))
    return Prompt(d.player, text("dialog.final_exchange.title", player=who),
                  tuple(lines), tuple(opts), default=len(opts) - 1)


def _with_bonus_change(session: TableView, player: int, now: int, option: Option) -> Option:
    """A final exchange told with what it does to the player's bonus cards
    (all that it can change now), as the game would score them; `now` is the
    player's score without it."""
    f = decider_frame(session)
    if option.action is None:
        return option
    change = f.score_once(option.action) - now
    note = text("dialog.note.bonus_change", change=change) if change else text("dialog.note.bonus_unchanged")
    return replace(option, note=note)


def _amounts(code: str, amounts: dict[str, int]) -> Arg:
    """Some commodities, each with its amount ("phrase.amount", by key), in
    the list the entry `code` words: a ship's price, what a player lacks."""
    return joined(code, [Message.of("phrase.amount", count=n, commodity=c) for c, n in amounts.items()])


def buy_ship(session: TableView) -> Prompt:
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    who = f.name(d.player)
    snap = f.position
    have = dict(zip(look.COMMODITY_KEYS, snap.mats[d.player].commodities))
    legal = set(f.legal_args("buy"))
    opts = []
    for i, ship in enumerate(snap.harbour):
        if ship is None:
            continue
        cost = dict(zip(look.COMMODITY_KEYS, ship.cost))
        price = _amounts("list.plus", {c: n for c, n in cost.items() if n})
        label = text("dialog.option.ship", good=ship.good, stars_drawn="★" * ship.stars, stars=ship.stars,
                     price=price)
        if i in legal:
            opts.append(Option(label, Action("buy", i)))
        else:
            short = _amounts("list.comma", {c: n - have[c] for c, n in cost.items() if n > have[c]})
            opts.append(Option(label, None, text("dialog.note.you_lack", short=short)))
    opts.append(Option(text("dialog.option.buy_no_ship"), Action("skip")))
    default = next((i for i, o in enumerate(opts) if o.action), len(opts) - 1)
    return Prompt(d.player, text("dialog.buy_ship.title", player=who),
                  (text("dialog.buy_ship.line", stock=_amounts("list.comma", have)),), tuple(opts), default=default)


def sell(session: TableView) -> Prompt:
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    who = f.name(d.player)
    snap = f.position
    have = dict(zip(look.COMMODITY_KEYS, snap.mats[d.player].commodities))
    opts: list[Option] = []
    best, best_vp = len(look.COMMODITY_KEYS), -1
    width = max(map(len, words("commodity").values()))  # the lines in columns, one under the other
    for i, key in enumerate(look.COMMODITY_KEYS):
        value = snap.market[i]
        if have[key] > 0:
            label = text("dialog.option.sell_held", commodity=key, width=width, value=value, have=have[key])
            if value > best_vp:
                best, best_vp = len(opts), value
            opts.append(Option(label, Action("sell", key)))
        else:
            label = text("dialog.option.sell", commodity=key, width=width, value=value)
            opts.append(Option(label, None, text("dialog.note.you_have_none")))
    opts.append(Option(text("dialog.option.sell_nothing"), Action("skip")))
    return Prompt(d.player, text("dialog.sell.title", player=who), (text("dialog.sell.line"),),
                  tuple(opts), default=best)


def legal_answers(session: TableView) -> Prompt:
    """The dialog of a kind of decision with none of its own: what it asks,
    then every legal action in words, in the engine's order; the fish key
    where the rules let fish be exchanged first. Plain, but never wrong: a
    new kind is playable before anyone writes its words."""
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    harbour = tuple(-1 if ship is None else ship.card for ship in f.position.harbour)
    opts = tuple(Option(text("dialog.option.answer", answer=action_message(session.board, harbour, a)), a)
                 for a in f.legal)
    return Prompt(d.player, text("dialog.answers.title", player=f.name(d.player), what=f.what), (), opts,
                  exchange_key=declared(d.kind).fish_first)


# The kinds of decision with a dialog of their own; any other made in a
# dialog gets `legal_answers`.
DIALOGS: Final[dict[DecisionKind, Callable[[TableView], Prompt]]] = {
    "keep_bonus": keep_bonus, "order": order, "exchange": exchange, "buy_ship": buy_ship, "sell": sell,
    "rector": rector, "final_exchange": final_exchange,
}
# Dialogs about the spot just built on (which of its hexes acts next): they
# stand beside it. Every other dialog is about what the side panels show (the
# cards, the harbour, the market, the mats' goods) and stands over the map's
# column, the side panels in sight.
BESIDE_THE_SPOT: Final[frozenset[DecisionKind]] = frozenset({"order"})
