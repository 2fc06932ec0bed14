"""Learn to play, on the game screen: the thin controller between the real
game screen and the lesson's table.

The table decides what is legal; the lesson decides what is expected: every
move the learner commits comes here before it reaches the table, and a move
the step does not ask for is answered with one sentence and played nowhere.
The steps' words and what they light up are the lesson's data
(`table.lesson`); this module only shows them, through the screen's own
pointing (`GameScreen.point_at`: the cursor on a spot, an option lit in a
dialog) and the lesson's box. Opening a lesson is `learn_to_play`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..catalogue import text
from ..engine import Action

if TYPE_CHECKING:
    from ..table.lesson import LessonTable, Note
    from .screens.game import GameScreen

PANELS = {"cards": "#cards", "mats": "#mats", "harbour": "#harbour", "market": "#market"}
LIT = "-lesson-lit"


class Guide:
    """What one lesson screen shows of its lesson, and what it lets through."""

    def __init__(self, screen: GameScreen, table: LessonTable) -> None:
        self.screen = screen
        self.table = table
        self.wrong = False  # the last move tried was not the one asked for
        self.kept_at = -1  # the point last remembered in the progress file

    # ------------------------------------------------------------ moves
    def allows(self, action: Action) -> bool:
        """Whether `action` may reach the table: any move outside the guided
        part or of another seat, else only the step's. A refused move is
        answered with one sentence; nothing is played."""
        table = self.table
        expected = table.expected()
        d = table.frame(None).decision
        if expected is None or d is None or d.player != table.lesson.learner:
            return True
        if action == expected:
            self.wrong = False
            return True
        self.wrong = True  # said in the lesson's box (a notice would cover it at 100 columns)
        self.screen.app.bell()
        return False

    def learner_asked(self) -> bool:
        """Whether the learner decides now, with nothing else moving."""
        screen, table = self.screen, self.table
        d = table.frame(None).decision
        return (d is not None and d.player == table.lesson.learner
                and not screen.computers.running and not screen.bots.running)

    # ------------------------------------------------------------ showing
    def note(self) -> Note | None:
        return self.table.note()

    def show(self) -> None:
        """The box, the lit panel and the pointing for the step now."""
        from .widgets.lesson_box import LessonBox

        screen, table = self.screen, self.table
        note = self.note()
        asked = self.learner_asked()
        screen.set_class(note is not None, "-guided")
        screen.set_class(asked, "-asked")  # (a short terminal shows the log otherwise)
        box = screen.query_one(LessonBox)
        lit = note.panel if note is not None and asked else None
        for name, selector in PANELS.items():
            screen.query_one(selector).set_class(name == lit, LIT)
        if note is None:
            return
        lesson = table.lesson
        if note.expect is None:
            title = text("learn.box.free_title")
        else:
            title = text("learn.box.title", step=lesson.number(note), steps=len(lesson.steps) - 1)
        words = text(note.words) if asked else text("learn.box.others")
        keys = text("learn.box.keys" if note.expect is not None else "learn.box.keys_free")
        box.show(title, keys, words, text("learn.box.wrong") if self.wrong and asked else None)
        if asked:
            self.keep()
            if note.expect is None:  # free play: saved from now on, as any game
                keep_saving = getattr(screen.app, "keep_saving", None)
                if keep_saving is not None:
                    keep_saving(table)
            expected = table.expected()
            if expected is not None:
                screen.point_at(expected)

    def keep(self) -> None:
        """Remember the point reached, once a step."""
        from ..table.lesson import remember

        table = self.table
        at = table.at
        if at != self.kept_at and (table.guided or at == len(table.lesson.record.actions)):
            self.kept_at = at
            remember(table.lesson, at, done=not table.guided)

    def lit(self) -> tuple[frozenset[int], frozenset[int]]:
        """The spots and hexes the step lights up on the map."""
        note = self.note()
        if note is None or not self.learner_asked():
            return frozenset(), frozenset()
        return frozenset(note.spots), frozenset(note.hexes)

    # ------------------------------------------------------------ the lesson's keys
    def skip_step(self) -> None:
        """Play the step's move for the learner."""
        expected = self.table.expected()
        if expected is None or not self.learner_asked():
            return
        self.wrong = False
        if self.screen.panel.asking:
            self.screen.close_dialog()
        self.screen.act(expected)

    def play_freely(self) -> None:
        """Leave the guided part here: the computers play the others from now on."""
        table = self.table
        if not table.guided:
            return
        table.play_freely()
        self.wrong = False
        from ..table.lesson import remember

        remember(table.lesson, len(table.lesson.record.actions), done=True)
        self.screen.notify(text("learn.notice.freed"), title=text("learn.notice.title"), markup=False)
        if not self.screen.computers.running and not self.screen.bots.running:
            if self.screen.panel.asking:
                self.screen.close_dialog()
            self.screen.proceed()
