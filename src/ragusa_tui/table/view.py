"""A table as one seat (or a spectator) sees it: the one interface the game
screens, the widgets and the dialogs' words work from.

`LocalTable` holds the game in this process; `net.remote.RemoteTable` is
one seat at a table a server holds, and the same screens work with either:
nothing here hands out the engine's `Game`. Everything shown comes as one
`frame.Frame` for a viewer, already filtered for that seat (another's bonus
cards stay secret); the board is static data, the same everywhere. A
finished game's record is in its frame; a local table's saves are
`LocalTable.save_doc`'s (a networked game is saved by its server).

The thinking jobs (`hint_job`, `computer_job`) run the computers' search on
a private copy made when asked; a remote table would answer them itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

if TYPE_CHECKING:
    from ..engine import Action, Event
    from ..engine.board import Board
    from .frame import Frame, Position
    from .setup import GameSetup

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Change:
    """What a table tells its subscribers when it changed."""

    moved: bool = True  # the game moved (an action, a take-back); else only the table's presence or a refusal
    problems: tuple[str, ...] = ()  # what the table refused without being asked (a networked seat)
    here: bool = True  # made by this table's own `apply` or `undo`, whose caller carries on itself


@runtime_checkable
class TableView(Protocol):
    """A game at the table, as the screens may see and change it: what they
    show comes from `frame(viewer)`; what they do goes through `apply`,
    `undo` and the thinking jobs; `subscribe` tells them of every change."""

    setup: GameSetup  # names, colours, persons or computers (and their level), hand-over
    networked: bool  # held by a server, each seat at its own screen
    seat: int | None  # networked: the one seat this screen plays (None: a spectator, or local)

    @property
    def board(self) -> Board: ...  # static data, the same at every seat
    def frame(self, viewer: int | None) -> Frame: ...  # the table as `viewer` sees it now

    def apply(self, action: Action) -> list[Event]: ...
    def undo(self, player: int | None = None) -> str: ...
    def subscribe(self, listener: Callable[[Change], None]) -> Callable[[], None]: ...  # returns: unsubscribe

    # The moves of the last action to show one state at a time (solo: the
    # bots'; before any action, the deal's): the events and the pieces after each.
    def shown_steps(self) -> tuple[Sequence[Event], Sequence[Position]]: ...

    def hint_job(self, advise: Callable[[Any, int], T]) -> Callable[[], T]: ...
    def computer_job(self, level: str) -> Callable[[], tuple[Action, Exception | None]]: ...


def decider_frame(table: TableView) -> Frame:
    """The table as the seat deciding now sees it (its own cards and options,
    the legal actions and the answers about them): a decision's dialog, map
    marks and words are for that seat."""
    d = table.frame(None).decision
    return table.frame(None if d is None else d.player)
