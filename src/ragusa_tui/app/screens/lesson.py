"""Learn to play: the real game screen, guided by a lesson.

Everything on it is the game screen's own (the map, the dialogs, the hint's
pointing); the lesson adds its box in the log's place, lights what a step
speaks of, and lets through only the move a step asks for (`app.lesson`).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, ClassVar

from textual.app import SystemCommand
from textual.binding import Binding, BindingType

from ...catalogue import text

from ...engine import Action
from ..lesson import Guide
from ..recover import recovering
from ..widgets.lesson_box import LessonBox
from .game import GameScreen

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from ...table.frame import Position
    from ...table.lesson import LessonTable
    from ..key_guard import KeyGuard
    from ..widgets.board_map import MapView


class LessonScreen(GameScreen):
    """A game screen whose learner's moves a lesson guides."""

    CSS_PATH = ["game.tcss", "lesson.tcss"]  # type: ignore[assignment]  # Textual takes a list too
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+n", "skip_step", "learn.key.skip_step", show=False),
        Binding("ctrl+e", "play_freely", "learn.key.play_freely", show=False),
        Binding("ctrl+r", "restart", "learn.key.restart", show=False),
    ]

    def __init__(self, session: LessonTable, *, key_guard: KeyGuard, clear_notices: Callable[[], None],
                 recoveries: list[str]) -> None:
        super().__init__(session, key_guard=key_guard, clear_notices=clear_notices, recoveries=recoveries)
        self.guide = Guide(self, session)

    def on_mount(self) -> None:
        self.query_one("#left").mount(LessonBox(id="lesson"), before="#log")

    def act(self, action: Action) -> None:
        """A move on its way to the table: a step's other move goes no further."""
        if not self.guide.allows(action):
            self.proceed()
            return
        super().act(action)

    @recovering
    def proceed(self) -> None:
        super().proceed()
        if self.is_mounted and self.query(LessonBox):
            self.guide.show()

    def map_view(self, snap: Position) -> MapView:
        view = super().map_view(snap)
        spots, hexes = self.guide.lit()
        if not spots and not hexes:
            return view
        return dataclasses.replace(view, lit_spots=view.lit_spots | spots, lit_hexes=view.lit_hexes | hexes)

    def _commands(self) -> Iterable[SystemCommand]:
        """The game's commands, and the lesson's own (its keys are in its box, not in the Footer)."""
        yield from super()._commands()
        if self.guide.table.guided:
            yield SystemCommand(text("learn.key.skip_step"), text("learn.command.skip_step"), self.action_skip_step)
            yield SystemCommand(text("learn.key.play_freely"), text("learn.command.play_freely"),
                                self.action_play_freely)
        yield SystemCommand(text("learn.key.restart"), text("learn.command.restart"), self.action_restart)

    def action_skip_step(self) -> None:
        self.guide.skip_step()

    def action_play_freely(self) -> None:
        self.guide.play_freely()

    def action_restart(self) -> None:
        from ..messages import LearnAsked

        self.post_message(LearnAsked(self, restart=True))
