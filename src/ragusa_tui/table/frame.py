"""A seat's view of the table as one typed, immutable value: the `Frame`.

Everything a screen shows of a game comes from a frame: the pieces on the
board and the mats (`Position`), the decision and whose it is, the legal
actions and the answers about them for the seat that decides, the scores,
the log and the marks of the last move. One function builds it
(`frame_for`), for a seat or a spectator, and both the table in this
process and the table server use it; the server sends its encoding
(`net.frame_data`) and a networked seat decodes it into these same types,
so the frame is declared here once.

What a seat may not see is never in its frame: another seat's bonus cards,
the options of another's decision, the seed and the record before the end.
Frames are plain frozen dataclasses of ints, strings and tuples (the
engine's own `Decision`, `Action`, `Standing` and `Scores` among them), so
they are cheap to build, compare and share between seats.

The words a player reads (what is decided, why something cannot be done
now, the news, the log's lines) are messages (`catalogue.Message`: a code
and its arguments), rendered only by the screen that shows them, so a
seat may read the table in its own language.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from ..catalogue import Message
from ..engine import Action, Decision, Scores
from ..engine.board import COMMODITIES, RESOURCES
from ..engine.standing import Standing
from .last_move import LastMove
from .look import COLOUR_BY_NAME, PlayerColour
from .log import LogLine

if TYPE_CHECKING:
    from ..engine import Game
    from ..engine.board import Board
    from .setup import GameSetup

__all__ = ["Frame", "Mat", "Position", "Ship", "Spot", "frame_for", "position_of"]

NOT_YOURS = Message.of("problem.not_your_decision")  # why a seat that does not decide may choose no spot
# The sentences said the same in every state, made once.
_NO_UNDO_SPECTATOR = Message.of("refusal.undo_spectator")
_NO_EXCHANGE_SPECTATOR = Message.of("problem.exchange_spectator")
_NO_EXCHANGE_COMPUTER = Message.of("problem.exchange_computer")


@dataclass(frozen=True, slots=True)
class Mat:
    """One player's mat as a seat sees it. `bonus` is None unless the viewer
    may see the cards (their own, or everyone's once the game is over)."""

    name: str
    vp: int
    resources: tuple[int, ...]  # in the order of `engine.board.RESOURCES`
    commodities: tuple[int, ...]  # in the order of `engine.board.COMMODITIES`
    houses_left: int
    powerhouses_left: int
    bot: bool
    towers_left: int
    ships: tuple[str, ...]  # the good of each ship bought
    ship_vp: int
    bonus_count: int
    bonus: tuple[int, ...] | None

    def resource(self, key: str) -> int:
        """How many of resource `key` ("fish", "wood", ...) the player has."""
        return self.resources[RESOURCES.index(key)]

    def commodity(self, key: str) -> int:
        """How many of commodity `key` ("wine", "oil", "silver") the player has."""
        return self.commodities[COMMODITIES.index(key)]


@dataclass(frozen=True, slots=True)
class Ship:
    """A ship in the harbour: its card, good, VP stars, price now (by
    commodity), the commodity its back moves and by how many arrows."""

    card: int
    good: str
    stars: int
    cost: tuple[int, ...]
    back: str
    arrows: int


@dataclass(frozen=True, slots=True)
class Spot:
    """A building spot: whose house (and whether a Powerhouse), whose tower,
    and whether it is reserved for the Patrician (solo)."""

    house: int | None
    powerhouse: bool
    tower: int | None
    reserved: bool


# A position and a frame keep their fields in a dict, not in slots: every
# seat's is a copy of the spectator's with a few fields changed, made after
# every move, and a dict is copied in one call (`_copy`).
@dataclass(frozen=True)
class Position:
    """The pieces as a seat sees them: what the board, the mats, the harbour
    and the market show. `pending` is the decision waited for, its options
    only for the seat that decides it (or everyone once over)."""

    mode: str
    round: int
    turn: int
    active_player: int
    mats: tuple[Mat, ...]
    market: tuple[int, ...]  # each commodity's VP now, in `COMMODITIES` order
    market_index: tuple[int, ...]  # each commodity's place on its track
    harbour: tuple[Ship | None, ...]
    ship_deck: int
    bonus_deck: int
    walls: tuple[int, ...]  # by slot: whose wall, -1 for none
    patrician_cards: tuple[int, ...]  # cards in each bot's hand (solo)
    spots: tuple[Spot, ...]
    pending: Decision | None
    over: bool

    def market_value(self, key: str) -> int:
        """What commodity `key` sells for now, in VP."""
        return self.market[COMMODITIES.index(key)]


@dataclass(frozen=True)
class Frame:
    """Everything one seat's screens show of the table at one state.

    `seat` is whose view it is (None: a spectator's, or a keyboard's while
    secrets are hidden). The decider's part (`legal`, the spot and
    Powerhouse problems, the wall slots' VP, the scores a final exchange
    would give, `exchange_block`) is filled in only when that seat decides
    now and may act (`decides`): at a table server, when a person plays it;
    at one keyboard, whoever plays it (the computers' moves are shown from
    it too). Elsewhere it is empty. `version` counts the changes of the
    table, so a stale answer can be told from a fresh one.
    """

    version: int
    seat: int | None
    names: tuple[str, ...]
    colours: tuple[str, ...]  # each seat's colour name, the solo bots' included
    computers: tuple[str, ...]  # each seat's computer level, "" for a person
    rounds: int
    position: Position
    decides: bool  # whether `seat` decides now and may act (see above)
    legal: tuple[Action, ...]
    what: Message  # what the decider is deciding, in a few words ("ask.game_over" once over)
    acting_house: Message | None  # the house about to act, at an exchange decision (None: elsewhere)
    exchange_block: Message | None  # why `seat` cannot exchange fish now (None: it can)
    last_decision: Decision | None  # the one the last action answered (options not shown)
    undo_problem: Message | None  # why `seat` cannot take the last decision back (None: it can)
    last_move: LastMove
    news: tuple[Message, ...]  # the others' main moves since `seat`'s last decision
    taken_back: frozenset[int]  # the log's lines of actions taken back
    standings: tuple[Standing, ...]
    spot_problems: tuple[tuple[int, Message], ...]  # (spot, why not) for each spot refused
    powerhouse_problems: tuple[tuple[int, Message], ...]
    wall_vp: tuple[tuple[int, int], ...]  # (slot, VP) for each legal wall slot
    score_now: int
    score_after: tuple[tuple[Action, int], ...]  # a final exchange's score, action by action
    log: tuple[LogLine, ...]
    away: frozenset[int] = frozenset()  # the person seats with nobody at their screen
    connected: bool = True  # a networked seat's link is up (here: always)
    closed: str | None = None  # why a networked seat's link has stopped for good
    log_epoch: int = 0  # one more each time a networked seat's log was sent anew
    seed: int | None = None  # once the game is over
    scores: Scores | None = None  # the final scoring, once over
    record: dict[str, Any] | None = None  # the game's record to save, once over
    vp_rounds: tuple[tuple[int, ...], ...] = ()  # each seat's VP of play at each round's end (engine.vp_rounds)

    # ------------------------------------------------------- convenient
    @property
    def decision(self) -> Decision | None:
        """The decision the table waits for (None once the game is over)."""
        return self.position.pending

    @property
    def decider(self) -> int | None:
        d = self.position.pending
        return None if d is None else d.player

    @property
    def mode(self) -> str:
        return self.position.mode

    @property
    def over(self) -> bool:
        return self.position.over

    @property
    def bots(self) -> tuple[bool, ...]:
        return tuple(m.bot for m in self.position.mats)

    @property
    def round(self) -> int:
        return self.position.round

    @property
    def active_player(self) -> int:
        return self.position.active_player

    def name(self, p: int) -> str:
        """Seat `p`'s name ("?" for no seat)."""
        return self.names[p] if 0 <= p < len(self.names) else "?"

    @property
    def palette(self) -> list[PlayerColour]:
        """Each seat's colour, the solo bots' included."""
        return [COLOUR_BY_NAME[c] for c in self.colours]

    def legal_args(self, kind: str) -> list[Any]:
        """The arguments of the legal actions of `kind`."""
        return [a.arg for a in self.legal if a.kind == kind]

    def spot_problem_message(self, spot: int) -> Message | None:
        """Why `seat` may not build a house on `spot` (None: it may)."""
        if not self.decides:
            return NOT_YOURS
        return dict(self.spot_problems).get(spot)

    def powerhouse_problem_message(self, spot: int) -> Message | None:
        """Why `seat` may not place a Powerhouse on `spot` (None: it may)."""
        if not self.decides:
            return NOT_YOURS
        return dict(self.powerhouse_problems).get(spot)

    def spot_problem(self, spot: int) -> str | None:
        """`spot_problem_message` in English (what the cursor's words show)."""
        problem = self.spot_problem_message(spot)
        return None if problem is None else str(problem)

    def powerhouse_problem(self, spot: int) -> str | None:
        """`powerhouse_problem_message` in English."""
        problem = self.powerhouse_problem_message(spot)
        return None if problem is None else str(problem)

    def wall_slot_vp(self, slot: int) -> int:
        """What the Mason would score `seat` for a wall on `slot`."""
        return dict(self.wall_vp).get(slot, 0)

    def score_once(self, action: Action) -> int:
        """`score_now` once `action` were played (a final exchange)."""
        return dict(self.score_after).get(action, self.score_now)


# ----------------------------------------------------------------- building
class HeldTable(Protocol):
    """What `frame_for` reads of a table that holds its game here
    (`local.LocalTable`; named by its members, so this module needs no
    table's and a table's words may use frames)."""

    @property
    def game(self) -> Game: ...
    @property
    def setup(self) -> GameSetup: ...
    @property
    def version(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def last_move(self) -> LastMove: ...
    @property
    def taken_back(self) -> Collection[int]: ...
    @property
    def log(self) -> Sequence[LogLine]: ...
    @property
    def vp_rounds(self) -> tuple[tuple[int, ...], ...]: ...

    def last_decision(self) -> Decision | None: ...
    def what_message(self) -> Message: ...
    def acting_house_message(self) -> Message: ...
    def exchange_block_message(self) -> Message | None: ...
    def undo_problem_message(self, player: int | None = None) -> Message | None: ...
    def news_messages(self, player: int) -> list[Message]: ...
    def standings(self, viewer: int | None, public: list[Standing] | None = None) -> list[Standing]: ...
    def spot_problem_message(self, spot: int) -> Message | None: ...
    def powerhouse_problem_message(self, spot: int) -> Message | None: ...
    def wall_slot_vp(self, slot: int, player: int) -> int: ...
    def score_now(self, player: int) -> int: ...
    def score_after(self, action: Action | str, player: int) -> int: ...
    def save_doc(self, autosave: bool, saved_at: datetime | None = None) -> dict[str, Any]: ...


def position_of(snapshot: dict[str, Any]) -> Position:
    """The engine's snapshot (`Game.snapshot`, or a traced state) as a `Position`."""
    pending = snapshot["pending"]
    return Position(
        snapshot["mode"], snapshot["round"], snapshot.get("turn", 0), snapshot["active_player"],
        tuple(Mat(p["name"], p["vp"], tuple(p["resources"][k] for k in RESOURCES),
                  tuple(p["commodities"][k] for k in COMMODITIES), p["houses_left"], p["powerhouses_left"],
                  p["bot"], p["towers_left"], tuple(p["ships"]), p["ship_vp"], p["bonus_count"],
                  None if p["bonus"] is None else tuple(p["bonus"])) for p in snapshot["players"]),
        tuple(snapshot["market"][k] for k in COMMODITIES),
        tuple(snapshot["market_index"][k] for k in COMMODITIES),
        tuple(None if s is None else Ship(s["card"], s["good"], s["stars"],
                                          tuple(s["cost"][k] for k in COMMODITIES), s["back"], s["arrows"])
              for s in snapshot["harbour"]),
        snapshot["ship_deck"], snapshot["bonus_deck"], tuple(snapshot["walls"]),
        tuple(snapshot["patrician_cards"]),
        tuple(Spot(s["house"], s["powerhouse"], s["tower"], s["reserved"]) for s in snapshot["spots"]),
        None if pending is None else Decision(pending["player"], pending["kind"],
                                              tuple(pending["options"] or ()), pending["hex"], pending["spot"]),
        snapshot["over"],
    )


def frame_for(table: HeldTable, seat: int | None, *, version: int | None = None,
              decides: bool | None = None, public: Frame | None = None, spectator: bool = False) -> Frame:
    """The frame of `table` now as `seat` sees it (None: a spectator), at
    `version` (default: the table's own count of its changes).

    `decides` says whether `seat` acts now if it is the decider's (default:
    when a person plays it); a table server says so itself, since it may
    have a computer stand in for a person who left. `public`, if given, is
    this state's frame for nobody already made: what every seat sees alike
    is shared with it and only the seat's own part is made anew. For nobody
    (`seat` None) the frame is a spectator's if `spectator`, else the
    keyboard's while secrets are hidden: at one keyboard whoever decides may
    still take back or exchange fish, only their cards are not shown.
    """
    game = table.game
    d = game.pending
    if version is None:
        version = table.version
    if decides is None:
        decides = seat is not None and table.setup.level(seat) is None
    decides = bool(decides and d is not None and seat is not None and d.player == seat)
    if public is None or public.version != version:
        public = _public(table, version, spectator)
    if seat is None:
        return public
    position = _seen_by(game, public.position, seat)
    standings = tuple(table.standings(seat, list(public.standings)))
    mine: dict[str, Any] = {}  # the decider's part (one copy: a frame has many fields)
    if decides:
        assert d is not None
        mine = {"legal": tuple(game.legal_actions()), **_deciding(table, d, seat)}
    return _copy(
        public, seat=seat, position=position, decides=decides,
        standings=public.standings if standings == public.standings else standings,
        undo_problem=table.undo_problem_message(seat),
        exchange_block=_exchange_block(table, seat, decides),
        news=tuple(table.news_messages(seat)), **mine)


def position_now(game: Game) -> Position:
    """The pieces of `game` now as anyone may see them: what its
    `snapshot(None)` holds, read from the game itself (a state's frames are
    built after every move; the snapshot's dicts would only be read back)."""
    b = game.board
    show_all = game.scores is not None
    n_commodities = len(COMMODITIES)
    d = game.pending
    return Position(
        game.config.mode, game.round, game.turn, game.active_player,
        tuple(_mat(game.names[p], game.vp[p], tuple(game.res[p]), tuple(game.com[p]), game.houses_left[p],
                   game.power_left[p], game.is_bot[p], game.towers_left[p],
                   tuple(b.ship_good[c] for c in game.ships[p]), game.ship_vp[p], len(game.bonus[p]),
                   tuple(game.bonus[p]) if show_all else None) for p in range(game.n)),
        tuple(game.market_value(i) for i in range(n_commodities)), tuple(game.market),
        tuple(None if card < 0 else _ship(b, card, game.ship_cost(i)) for i, card in enumerate(game.harbour)),
        len(game.ship_deck), len(game.bonus_deck), tuple(game.walls), tuple(len(c) for c in game.bot_cards),
        spots_now(game),
        None if d is None else Decision(d.player, d.kind, tuple(d.options) if show_all else (), d.hex, d.spot),
        show_all,
    )


def _mat(*values: Any) -> Mat:
    """The mat with these values (`Mat`'s fields, in order), as one object
    for equal mats: most moves change one mat, so the frames of one state
    after another share the others, and their encodings share their data
    (`net.frame_data` takes a like's data for the same object). The mats
    made lately are kept, at most `_MATS_KEPT` (then all are forgotten)."""
    found = _MATS.get(values)
    if found is None:
        if len(_MATS) >= _MATS_KEPT:  # of the games played now, their latest mats come back
            _MATS.clear()
        found = _MATS[values] = Mat(*values)
    return found


_MATS: dict[tuple[Any, ...], Mat] = {}  # the mats made lately, by their values
_MATS_KEPT = 512  # some 20 tables' mats of the last few moves, a few hundred bytes each


@lru_cache(maxsize=512)
def _ship(board: Board, card: int, cost: tuple[int, int, int]) -> Ship:
    """The ship of `card` in the harbour at `cost`, as one object for equal
    ships (a harbour changes seldom: see `_mat`)."""
    return Ship(card, board.ship_good[card], board.ship_stars[card], cost, COMMODITIES[board.ship_back[card]],
                board.ship_arrows[card])


def spots_now(game: Game) -> tuple[Spot, ...]:
    """The spots of `game` now, as one tuple for equal pieces on the spots:
    most moves build on none, so the frames of one state after another
    share it, and their encodings share its data (`net.frame_data`)."""
    key = (tuple(game.owner), tuple(game.powerhouse), tuple(game.tower), tuple(game.reserved))
    found = _SPOT_ROWS.get(key)
    if found is None:
        if len(_SPOT_ROWS) >= _SPOT_ROWS_KEPT:  # of the games played now, their latest spots come back
            _SPOT_ROWS.clear()
        found = _SPOT_ROWS[key] = tuple(map(_SPOTS.__getitem__, zip(*key)))  # (a look-up a spot, no call)
    return found


class _Looks(dict[tuple[int, bool, int, bool], Spot]):
    """Each spot's look by its pieces (owner, Powerhouse, tower, reserved; an
    owner or tower of -1: none), made the first time it is asked: a few
    dozen looks, looked up for every spot whenever a piece is placed."""

    def __missing__(self, key: tuple[int, bool, int, bool]) -> Spot:
        owner, powerhouse, tower, reserved = key
        found = self[key] = Spot(owner if owner >= 0 else None, powerhouse, tower if tower >= 0 else None, reserved)
        return found


# The spots' tuples made lately, by their pieces (owners, Powerhouses, towers, reservations).
_SPOT_ROWS: dict[tuple[tuple[int, ...], tuple[bool, ...], tuple[int, ...], tuple[bool, ...]], tuple[Spot, ...]] = {}
_SPOT_ROWS_KEPT = 64  # some 2 KiB each
_SPOTS = _Looks()  # each spot's look, made once: spots change seldom


def _seen_by(game: Game, public: Position, seat: int) -> Position:
    """`public` with what `seat` alone may see added, as the engine's
    `snapshot(seat)` adds it: its own bonus cards and, when it decides, the
    options on offer (the rest shared with `public`)."""
    if public.over or not 0 <= seat < len(public.mats):
        return public
    mats = list(public.mats)
    m = mats[seat]
    mats[seat] = _mat(m.name, m.vp, m.resources, m.commodities, m.houses_left, m.powerhouses_left, m.bot,
                      m.towers_left, m.ships, m.ship_vp, m.bonus_count, tuple(game.bonus[seat]))
    pending = public.pending
    if pending is not None and game.pending is not None and game.pending.player == seat:
        pending = Decision(pending.player, pending.kind, tuple(game.pending.options), pending.hex, pending.spot)
    return _copy(public, mats=tuple(mats), pending=pending)


_D = TypeVar("_D", "Frame", "Position")


def _copy(value: _D, **changes: Any) -> _D:
    """`value` with the fields `changes` names changed: `dataclasses.replace`,
    without its walk over the fields in Python and its `__init__` (a seat's
    frame and position are copies of the spectator's, made for every seat
    after every move): the copy's dict of fields is the original's, updated.
    Both classes keep their fields in their instances' dict and do nothing
    after `__init__` fills them (checked below), so nothing is skipped."""
    copy = object.__new__(type(value))
    fields_of = copy.__dict__
    fields_of.update(value.__dict__)
    assert changes.keys() <= fields_of.keys(), f"no field {set(changes) - set(fields_of)}"
    fields_of.update(changes)
    return copy


assert not any(hasattr(kind, "__post_init__") or hasattr(kind, "__slots__") for kind in (Frame, Position))


def _public(table: HeldTable, version: int, spectator: bool) -> Frame:
    """The frame for nobody: everything public, nobody's secrets."""
    game = table.game
    d = game.pending
    last = table.last_decision()
    over = game.is_over
    return Frame(
        version=version, seat=None,
        names=tuple(game.names), colours=tuple(table.setup.seat_colours(game.mode)),
        computers=tuple(table.setup.level(p) or "" for p in range(game.n)),
        rounds=game.rounds, position=position_now(game), decides=False, legal=(),
        what=table.what_message(),
        acting_house=table.acting_house_message() if d is not None and d.kind == "exchange" else None,
        exchange_block=_exchange_block(table, None, False) if spectator else table.exchange_block_message(),
        last_decision=None if last is None else Decision(last.player, last.kind),
        undo_problem=_NO_UNDO_SPECTATOR if spectator else table.undo_problem_message(None),
        last_move=table.last_move, news=(), taken_back=frozenset(table.taken_back),
        standings=tuple(table.standings(None)),
        spot_problems=(), powerhouse_problems=(), wall_vp=(), score_now=0, score_after=(),
        log=tuple(table.log),
        seed=table.seed if over else None,
        scores=game.final_scores() if over else None,
        record=table.save_doc(autosave=False) if over else None,
        vp_rounds=table.vp_rounds,
    )


def _exchange_block(table: HeldTable, seat: int | None, decides: bool) -> Message | None:
    """Why `seat` cannot exchange fish now (None: it can), in one sentence."""
    game = table.game
    d = game.pending
    if decides or d is None:
        return table.exchange_block_message()
    if seat is None:
        return _NO_EXCHANGE_SPECTATOR
    if d.player == seat:
        return _NO_EXCHANGE_COMPUTER
    return _exchange_elsewhere(game.names[d.player])


@lru_cache(maxsize=256)
def _exchange_elsewhere(player: str) -> Message:
    """Why a seat cannot exchange fish while `player` decides: every seat
    but the decider is told it after every move, so it is made once a name."""
    return Message.of("problem.exchange_elsewhere", player=player)


def _deciding(table: HeldTable, d: Decision, seat: int) -> dict[str, Any]:
    """The answers only the deciding seat needs, for the decision it makes."""
    game = table.game
    out: dict[str, Any] = {}
    if d.kind == "place":
        n_spots = game.board.n_spots
        legal = {a.arg for a in game.legal_actions() if a.kind == "place"}  # no problem (docs/rules.md §4.1)
        out["spot_problems"] = tuple((s, why) for s in range(n_spots)
                                     if s not in legal and (why := table.spot_problem_message(s)) is not None)
        if game.mode == "duel":
            out["powerhouse_problems"] = tuple((s, why) for s in range(n_spots)
                                               if (why := table.powerhouse_problem_message(s)) is not None)
    elif d.kind == "wall":
        out["wall_vp"] = tuple((a.arg, table.wall_slot_vp(a.arg, seat)) for a in game.legal_actions()
                               if a.kind == "wall" and isinstance(a.arg, int))
    elif d.kind == "final_exchange":
        out["score_now"] = table.score_now(seat)
        out["score_after"] = tuple((a, table.score_after(a, seat)) for a in game.legal_actions())
    return out

