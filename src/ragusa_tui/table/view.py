"""A table as one seat (or a spectator) sees it: the one interface the game
screens, the widgets and the dialogs' words work from.

`LocalTable` holds the game in this process; `net.remote.RemoteTable` is
one seat at a table a server holds, and the same screens work with either:
nothing here hands out the engine's `Game`. Everything shown comes as one
`frame.Frame` for a viewer, already filtered for that seat (another's bonus
cards stay secret); the board is static data, the same everywhere.

The thinking jobs (`hint_job`, `computer_job`) run the computers' search on
a private copy made when asked; a remote table would answer them itself.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

if TYPE_CHECKING:
    from ..engine import Action, Event
    from ..engine.board import Board
    from .frame import Frame, Position
    from .setup import GameSetup

T = TypeVar("T")


@runtime_checkable
class TableView(Protocol):
    """A game at the table, as the screens may see and change it: what they
    show comes from `frame(viewer)`; what they do goes through `apply`,
    `undo` and the thinking jobs; `after_apply` tells them of every change."""

    setup: GameSetup  # names, colours, persons or computers (and their level), hand-over
    networked: bool  # held by a server, each seat at its own screen
    seat: int | None  # networked: the one seat this screen plays (None: a spectator, or local)
    after_apply: list[Callable[[Any], None]]  # told after every action and take-back

    @property
    def board(self) -> Board: ...  # static data, the same at every seat
    def frame(self, viewer: int | None) -> Frame: ...  # the table as `viewer` sees it now

    def apply(self, action: Action | str) -> list[Event]: ...
    def undo(self, player: int | None = None) -> str: ...
    def take_problems(self) -> list[str]: ...  # what a server refused unasked, since last asked

    # The solo bots' moves, shown one state at a time (a table here only).
    def opening(self) -> tuple[list[Event], list[Position]] | None: ...
    def traced_states(self) -> list[Position]: ...

    def hint_job(self, advise: Callable[[Any, int], T]) -> Callable[[], T]: ...
    def computer_job(self, level: str) -> Callable[[], tuple[Action, Exception | None]]: ...
    def save_doc(self, autosave: bool, saved_at: datetime | None = None) -> dict[str, Any]: ...


def decider_frame(table: TableView) -> Frame:
    """The table as the seat deciding now sees it (its own cards and options,
    the legal actions and the answers about them): a decision's dialog, map
    marks and words are for that seat."""
    d = table.frame(None).decision
    return table.frame(None if d is None else d.player)
