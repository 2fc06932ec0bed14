"""A table as one seat (or a spectator) sees it: the one interface the game
screens, the widgets and the dialogs' words work from.

`LocalTable` holds the game in this process. A table held by another
program (a server with the game, each player's terminal a client) would
implement the same members over the wire, and the same screens would work
unchanged: nothing here hands out the engine's `Game`. The state comes as
`snapshot(viewer)`, already filtered for that seat (another's bonus cards
stay secret); the decisions, actions, events and scores are the engine's
small data classes; the board is static data, the same everywhere.

The thinking jobs (`hint_job`, `computer_job`) run the computers' search on
a private copy made when asked; a remote table would answer them itself.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

if TYPE_CHECKING:
    from ..engine import Action, Decision, Event, Scores
    from ..engine.board import Board
    from ..engine.standing import Standing
    from .frame import Frame, Position
    from .last_move import LastMove
    from .log import LogLine
    from .look import PlayerColour
    from .setup import GameSetup

T = TypeVar("T")


@runtime_checkable
class TableView(Protocol):
    """A game at the table, as the screens may see and change it."""

    # -------------------------------------------------------- the seats
    setup: GameSetup  # names, colours, persons or computers (and their level), hand-over
    @property
    def seed(self) -> int: ...
    colours: list[PlayerColour]  # by seat, the solo bots' included

    networked: bool  # held by a server, each seat at its own screen
    seat: int | None  # networked: the one seat this screen plays (None: a spectator)
    connected: bool  # a networked table's link is up (a local table: always)
    closed: str | None  # why a networked table's link has stopped for good (None: it has not)
    log_replaced: int  # how many times the log was sent anew from an earlier line (networked)

    @property
    def names(self) -> list[str]: ...
    @property
    def mode(self) -> str: ...  # "standard", "duel" or "solo"
    @property
    def bots(self) -> list[bool]: ...  # the seats the Patrician's bots play (solo)
    @property
    def board(self) -> Board: ...
    def name(self, p: int) -> str: ...
    def away(self) -> frozenset[int]: ...  # the person seats not connected (networked)
    def take_problems(self) -> list[str]: ...  # what a server refused unasked, since last asked

    # ------------------------------------------------------- the state
    @property
    def decision(self) -> Decision | None: ...  # None once the game is over
    @property
    def decider(self) -> int | None: ...
    @property
    def active_player(self) -> int: ...
    @property
    def round(self) -> int: ...
    @property
    def rounds(self) -> int: ...
    @property
    def over(self) -> bool: ...
    def position(self) -> tuple[object, int]: ...
    def still_at(self, position: tuple[object, int]) -> bool: ...
    def frame(self, viewer: int | None) -> Frame: ...  # the table as `viewer` sees it

    # --------------------------------------------- the legal actions, why not
    def legal(self) -> list[Action]: ...
    def legal_args(self, kind: str) -> list[Any]: ...
    def spot_problem(self, spot: int) -> str | None: ...
    def powerhouse_problem(self, spot: int) -> str | None: ...
    def wall_slot_vp(self, slot: int, player: int) -> int: ...
    def score_now(self, player: int) -> int: ...
    def score_after(self, action: Action | str, player: int) -> int: ...

    # ------------------------------------------------ acting, taking back
    after_apply: list[Callable[[Any], None]]  # told after every action and take-back
    def apply(self, action: Action | str) -> list[Event]: ...
    def last_decision(self) -> Decision | None: ...
    def undo_problem(self, player: int | None = None) -> str | None: ...
    def undo(self, player: int | None = None) -> str: ...

    # ------------------------------------------- the log, the moves shown
    log: list[LogLine]
    taken_back: set[int]
    last_move: LastMove
    @property
    def last_spot(self) -> int | None: ...
    @property
    def recent_slots(self) -> frozenset[int]: ...
    @property
    def recent_towers(self) -> frozenset[int]: ...
    def news_for(self, player: int) -> list[str]: ...
    def opening(self) -> tuple[list[Event], list[Position]] | None: ...
    def traced_states(self) -> list[Position]: ...

    # ----------------------------------------------------------- words
    def what(self) -> str: ...
    def acting_house(self) -> str: ...
    def exchange_block(self) -> str | None: ...
    def building(self, h: int | None) -> str: ...

    # ---------------------------------------------------------- scores
    def final_scores(self) -> Scores: ...
    def standings(self, viewer: int | None) -> list[Standing]: ...

    # -------------------------------------------------------- thinking
    def hint_job(self, advise: Callable[[Any, int], T]) -> Callable[[], T]: ...
    def computer_job(self, agent: Any) -> Callable[[], tuple[Action, Exception | None]]: ...

    # ------------------------------------------------------------ saves
    def save_doc(self, autosave: bool, saved_at: datetime | None = None) -> dict[str, Any]: ...
