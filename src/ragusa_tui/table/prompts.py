"""The choices that are not made on the map, as plain data for a dialog
(each kind's dialog is named by its declaration, `decisions`).

A `Prompt` lists every option with the words a player needs to choose (card
titles, costs, values); options that are shown but not possible carry the
reason instead of an action.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..engine import Action
from ..engine.board import COMMODITY_LABELS, PRODUCTION, RESOURCE_LABELS
from ..engine.buildings import WAREHOUSE_CAP
from ..engine.scoring import bonus_title
from . import look
from .view import TableView, decider_frame

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
    fish_note: str = "The fish exchanges are in this list."  # what 'f' says otherwise
    dismiss_label: str = "Esc look at the board"


def card_title(session: TableView, card: int) -> str:
    return bonus_title(session.board, card)


def _card_choice(session: TableView, title: str, notes: tuple[str, ...]) -> Prompt:
    """Keep one of the bonus cards on offer (setup, Rector's Palace)."""
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    opts = tuple(Option(card_title(session, c), Action("keep", c)) for c in d.options)
    return Prompt(d.player, title.format(who=f.name(d.player)), notes, opts)


def keep_bonus(session: TableView) -> Prompt:
    return _card_choice(session, "{who}: keep 1 of these 3 bonus cards",
                        ("Bonus cards are secret and score at the end of the game, at most 12 VP each.",
                         "The other two go back into the bonus deck."))


def rector(session: TableView) -> Prompt:
    return _card_choice(session, "{who}'s Rector's Palace house: keep 1 of 2 bonus cards",
                        ("The card you keep is secret and scores at the end (at most 12 VP).",
                         "The other one goes to the bottom of the bonus deck."))


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
        label = board.hex_label(h)
        if kind < 10:
            what = "gain 1 Fish" if kind == 0 else f"gain 1 {label}"
        elif kind in (13, 16):
            what = f"only your new house acts: {look.BUILDING_DOES[kind]}"
        else:
            what = f"{_who_acts(session, snap, h)}: {look.BUILDING_DOES[kind]}"
        option = Option(f"{label}: {what}", Action("hex", h))
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
    hint = ("Countryside and sea first means what they give counts for the buildings."
            if any(board.hex_kind[h] < 10 for h in hexes) else
            "The order matters here: what one building does changes what the next can do.")
    return Prompt(d.player, f"{who}: which hex of your new house acts next?",
                  (hint,), tuple(opts), default=first, exchange_key=True)


def _who_acts(session: TableView, snap: Position, h: int) -> str:
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
            return "only your Powerhouse stands there, it acts"
        return f"{look.every(len(ring), 'house')} there act for you (Powerhouse), whatever their colour"
    names = [f"{f.name(builder)} (Powerhouse)" if powerhouse else f.name(owner)
             for owner, powerhouse in ring]
    if len(names) == 1:
        return "your house acts"
    return f"{len(names)} houses act in turn, for {', '.join(names)}"


def _exchange_options(session: TableView, player: int) -> list[Option]:
    f = decider_frame(session)
    mat = f.position.mats[player]
    fish = mat.resource("fish")
    opts = []
    for key, cost in look.EXCHANGE_FISH.items():
        name = look.RESOURCE_NAMES[look.RESOURCE_KEYS.index(key)]
        label = f"{cost} Fish → 1 {name} (you have {mat.resource(key)} {name})"
        if fish >= cost:
            opts.append(Option(label, Action("exchange", key)))
        else:
            opts.append(Option(label, None, f"needs {cost} Fish"))
    return opts


def exchange_now(session: TableView) -> Prompt:
    """The fish exchange a player opens with 'f' (before placing, or between
    the hexes of their new house); Esc closes it without exchanging."""
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    fish = f.position.mats[d.player].resource("fish")
    return Prompt(d.player, f"{f.name(d.player)}: exchange fish ({fish} Fish)",
                  (("An exchange is permanent. Wood, Stone, Silver Ore, Grapes and Olives "
                   "count toward building and producing."),),
                  tuple(_exchange_options(session, d.player)), dismiss_label="Esc back to the board, no exchange")


def exchange(session: TableView) -> Prompt:
    f = decider_frame(session)
    d = f.decision
    assert d is not None and d.hex is not None  # an exchange names the building about to act
    who = f.name(d.player)
    building = session.board.hex_label(d.hex)
    fish = f.position.mats[d.player].resource("fish")
    turn = f.name(f.active_player)
    when = "on your turn" if turn == who else f"on {turn}'s turn"
    opts = _exchange_options(session, d.player) + [Option("Done: let the house act", Action("done"))]
    house = f.acting_house
    assert house is not None  # named at every exchange decision
    own = house.code == "phrase.house_of" and house.arg("owner") == who
    title = (f"{who}: your {building} house is about to act ({when})" if own
             else f"{who}: {house} is about to act ({when})")
    return Prompt(d.player, title,
                  ((f"It {look.BUILDING_DOES[session.board.hex_kind[d.hex]]}. "
                    f"{_production_holdings(session, d.player, d.hex)} You have {fish} Fish "
                    "and may exchange some first."),), tuple(opts), default=len(opts) - 1)


def _production_holdings(session: TableView, player: int, h: int) -> str:
    """What decides an exchange before a house makes Wine, Oil or Silver:
    the resource it uses, the commodity in the warehouse and its cap."""
    f = decider_frame(session)
    used, made = PRODUCTION[session.board.hex_kind[h]]
    mine = f.position.mats[player]
    have, stored = mine.resources[used], mine.commodities[made]
    label, goods = RESOURCE_LABELS[used], COMMODITY_LABELS[made]
    makes = min(have, WAREHOUSE_CAP - stored)
    return (f"You hold {have} {label} and {stored} {goods} (a warehouse holds at most "
            f"{WAREHOUSE_CAP}): as things stand it makes {makes} {goods}.")


def final_exchange(session: TableView) -> Prompt:
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    who = f.name(d.player)
    mine = f.position.mats[d.player]
    cards = mine.bonus or ()
    fish = mine.resource("fish")
    lines = [f"You have {fish} Fish. Your bonus cards:"]
    lines += [f"  • {card_title(session, c)}" for c in cards]
    now = f.score_now
    opts = [_with_bonus_change(session, d.player, now, o) for o in _exchange_options(session, d.player)]
    opts.append(Option("Done: score my bonus cards", Action("done")))
    return Prompt(d.player, f"{who}: final scoring, exchange fish before your bonus cards score?",
                  tuple(lines), tuple(opts), default=len(opts) - 1)


def _with_bonus_change(session: TableView, player: int, now: int, option: Option) -> Option:
    """A final exchange told with what it does to the player's bonus cards
    (all that it can change now), as the game would score them; `now` is the
    player's score without it."""
    f = decider_frame(session)
    if option.action is None:
        return option
    change = f.score_once(option.action) - now
    words = f"bonus cards {change:+d} VP" if change else "bonus cards unchanged"
    return replace(option, note=words)


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
        price = " + ".join(f"{n} {look.commodity_name(c)}"
                           for c, n in cost.items() if n)
        label = f"{ship.good.title()} {'★' * ship.stars} ({ship.stars} VP) for {price}"
        if i in legal:
            opts.append(Option(label, Action("buy", i)))
        else:
            short = [f"{n - have[c]} {look.commodity_name(c)}"
                     for c, n in cost.items() if n > have[c]]
            opts.append(Option(label, None, "you lack " + ", ".join(short)))
    opts.append(Option("Buy no ship", Action("skip")))
    stock = ", ".join(f"{have[c]} {look.COMMODITY_NAMES[i]}" for i, c in enumerate(look.COMMODITY_KEYS))
    default = next((i for i, o in enumerate(opts) if o.action), len(opts) - 1)
    return Prompt(d.player, f"{who}'s Market house: buy a ship?",
                  ((f"You have {stock}. A ship scores its stars as VP at once; the commodity of "
                   "its harbour slot then drops 1 on the market."),), tuple(opts), default=default)


def sell(session: TableView) -> Prompt:
    f = decider_frame(session)
    d = f.decision
    assert d is not None
    who = f.name(d.player)
    snap = f.position
    have = dict(zip(look.COMMODITY_KEYS, snap.mats[d.player].commodities))
    opts: list[Option] = []
    best, best_vp = len(look.COMMODITY_KEYS), -1
    width = max(map(len, look.COMMODITY_NAMES))  # the lines in columns, one under the other
    for i, key in enumerate(look.COMMODITY_KEYS):
        value = snap.market[i]
        label = f"1 {look.COMMODITY_NAMES[i]:<{width}} for {value:>2} VP"
        if have[key] > 0:
            label += f"  (you have {have[key]})"
            if value > best_vp:
                best, best_vp = len(opts), value
            opts.append(Option(label, Action("sell", key)))
        else:
            opts.append(Option(label, None, "you have none"))
    opts.append(Option("Sell nothing", Action("skip")))
    return Prompt(d.player, f"{who}'s Wharf house: sell 1 commodity?",
                  ("You score its current market value; the market does not move.",),
                  tuple(opts), default=best)
