"""Learn to play: a guided first game, stored as data.

A lesson is a game record (the save format's `config` and `actions`, see
`engine.record`) with a note on some of its points: at the record's action
`at`, the learner decides, `expect` is the move the lesson asks for, `words`
the catalogue code of what it says, and `spots`, `hexes` and `panel` what the
screen lights up. The other seats' moves are the record's own. The last
note, one past the record's end, hands the game over to free play against
computer players (`level`).

The file is checked when it is read (pydantic at the boundary, then one
replay of the record checking every note against the game), so a lesson
either plays to its end or is refused with one `LessonError`.

The learner's progress is a small hidden JSON file beside the saves, like
the language's memory (`storage.form_memory`): the point reached. A file that
cannot be read, or names a point the lesson has no note at, is reported in
one sentence and the lesson starts over.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ..catalogue import Message
from ..engine import Action, Game, IllegalAction, new_game
from ..engine.record import GameRecord
from ..errors import RagusaError
from ..safe_text import visible
from ..storage.form_memory import form_path, read_form, write_form
from .local import LocalTable
from .setup import NAME_MOST, STEP_PAUSE, GameSetup

T = TypeVar("T")

FIRST_GAME: Final = "first_game"
PROGRESS_FILE: Final = ".lesson.json"  # hidden: the saves list skips it
COLOURS: Final = ("Red", "Blue", "Green")
PAUSE = 2 * STEP_PAUSE  # seconds before each of the other seats' moves: time to read them in the log
Panel = Literal["cards", "mats", "harbour", "market"]


class LessonError(RagusaError, ValueError):
    """A lesson file that cannot be played; the message says why in one sentence."""


class Note(BaseModel):
    """One step: where in the record, the move asked for, its words, what is lit."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    at: int = Field(ge=0)
    expect: str | None  # None: the hand-over to free play
    words: str = Field(pattern=r"^learn\.[a-z_.]+$")
    spots: tuple[int, ...] = ()
    hexes: tuple[int, ...] = ()
    panel: Panel | None = None


class Lesson(BaseModel):
    """A guided game: its record, whose seat the learner plays, and its notes."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["ragusa-lesson"]
    version: Literal[1]
    name: str
    learner: int = Field(ge=0)
    level: Literal["easy", "medium", "hard", "expert"]
    record: GameRecord
    steps: tuple[Note, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _steps_in_order(self) -> Lesson:
        ats = [s.at for s in self.steps]
        if ats != sorted(set(ats)):
            raise ValueError("the steps are not in the record's order")
        last = self.steps[-1]
        if last.expect is not None or last.at != len(self.record.actions):
            raise ValueError("the last step is not the hand-over at the record's end")
        for note in self.steps[:-1]:
            if note.expect is None or note.at >= len(self.record.actions) or \
                    note.expect != self.record.actions[note.at]:
                raise ValueError(f"step at {note.at} does not ask for the record's move")
        return self

    def note_at(self, at: int) -> Note | None:
        """The step at the record's action `at`, if there is one."""
        return next((s for s in self.steps if s.at == at), None)

    def number(self, note: Note) -> int:
        """`note`'s place among the steps, from 1."""
        return self.steps.index(note) + 1


def check(lesson: Lesson) -> None:
    """Replay the lesson's record: every action legal, every step's move legal
    where it stands and the learner's, every learner's decision of the guided
    part a step. `LessonError` otherwise."""
    def refused(code: str, **args: Any) -> LessonError:
        return LessonError(Message.of("learn.problem.file", why=Message.of(code, **args)))

    game = new_game(lesson.record.config)
    for at, text in enumerate(lesson.record.actions):
        d = game.pending
        if d is None:
            raise refused("learn.problem.ends_early", number=at + 1)
        note = lesson.note_at(at)
        if d.player == lesson.learner and note is None:
            raise refused("learn.problem.no_step", number=at + 1)
        if note is not None and d.player != lesson.learner:
            raise refused("learn.problem.others_step", number=at + 1)
        try:
            game.apply(Action.parse(text))
        except IllegalAction as error:
            raise refused("learn.problem.illegal", number=at + 1, reason=visible(str(error), 120)) from None
    d = game.pending
    if d is None or d.player != lesson.learner:
        raise refused("learn.problem.hand_over")


def parse(text: str | bytes) -> Lesson:
    """A lesson from its file's text, checked and replayed once."""
    try:
        lesson = Lesson.model_validate(json.loads(text))
    except (ValueError, ValidationError) as error:
        why = error.errors()[0]["msg"] if isinstance(error, ValidationError) else str(error)
        raise LessonError(Message.of("learn.problem.file", why=visible(why, 120))) from None
    if not 0 <= lesson.learner < len(lesson.record.config.players):
        raise LessonError(Message.of("learn.problem.file", why=Message.of("learn.problem.seat")))
    check(lesson)
    return lesson


_LOADED: dict[str, Lesson] = {}


def load(name: str = FIRST_GAME) -> Lesson:
    """The lesson shipped as `lessons/<name>.json` (read and checked once a run)."""
    found = _LOADED.get(name)
    if found is None:
        text = resources.files(__package__).joinpath("lessons", f"{name}.json").read_text("utf-8")
        found = _LOADED[name] = parse(text)
    return found


# ------------------------------------------------------------------ progress
@dataclass(frozen=True)
class Progress:
    """Where the learner left off: the record's action reached (0: not begun),
    whether the guided part is done, and why a progress file was not trusted."""

    at: int = 0
    done: bool = False
    problem: Message | None = None


def recall(lesson: Lesson) -> Progress:
    """The progress kept for `lesson`; a file there that cannot be trusted
    gives the start with one sentence saying so, never an error."""
    try:
        there = form_path(PROGRESS_FILE).exists()
    except (OSError, RagusaError):
        there = False
    if not there:
        return Progress()
    doc = read_form(PROGRESS_FILE)
    at = doc.get("at") if doc is not None else None
    done = doc.get("done") if doc is not None else None
    if (doc is None or doc.get("lesson") != lesson.name or type(at) is not int or type(done) is not bool
            or lesson.note_at(at) is None):
        return Progress(problem=Message.of("learn.progress.broken"))
    return Progress(at, done)


def remember(lesson: Lesson, at: int, done: bool = False) -> None:
    """Keep the point reached (quietly nothing if it cannot be written)."""
    write_form({"lesson": lesson.name, "at": at, "done": done}, PROGRESS_FILE)


# ------------------------------------------------------------------ the table
def learner_name(wished: str | None) -> str:
    """The learner's seat's name: `wished` (the new-game form's first name) if
    it fits and is not a computer's, else the catalogue's word for them."""
    if wished is not None:
        name = wished.strip()
        if name and len(name) <= NAME_MOST and name.isprintable() and "[" not in name and "]" not in name \
                and name.casefold() not in ("marin", "vesna"):
            return name
    return str(Message.of("learn.name.learner"))


class LessonTable(LocalTable):
    """A local table playing a lesson: the other seats play the record's
    moves (as computer seats whose thinking is the record) until the guided
    part ends, then computer players of the lesson's level; the hint points
    at the step's move."""

    def __init__(self, lesson: Lesson, name: str, at: int = 0) -> None:
        config = lesson.record.config
        names = list(config.players)
        names[lesson.learner] = name
        computers = tuple("" if seat == lesson.learner else lesson.level for seat in range(len(names)))
        setup = GameSetup(tuple(names), COLOURS[:len(names)], config.seed, handover=False,
                          mode=config.mode, step_pause=PAUSE, computers=computers)
        super().__init__(setup)
        self.lesson = lesson
        self.free = False  # the guided part was left early: nothing is asked for any more
        self.free_at = len(lesson.record.actions)  # where free play begins
        for text in lesson.record.actions[:at]:
            d = self.game.pending
            self.take(self.game.apply(Action.parse(text)), d.player if d is not None else None)

    @property
    def at(self) -> int:
        """How many actions of the game have been played."""
        return len(self.game.history)

    @property
    def guided(self) -> bool:
        """Whether the record still says what comes next."""
        return not self.free and self.at < len(self.lesson.record.actions)

    def note(self) -> Note | None:
        """The step the learner is at now, if any: while guided, the record's
        note here; where free play began, the hand-over's."""
        if self.guided:
            return self.lesson.note_at(self.at)
        return self.lesson.steps[-1] if self.at == self.free_at else None

    def play_freely(self) -> None:
        """End the guided part here: from now on every legal move will do."""
        if self.guided:
            self.free, self.free_at = True, self.at

    def expected(self) -> Action | None:
        """The move the lesson asks for now (None: any legal move will do)."""
        note = self.lesson.note_at(self.at) if self.guided else None
        return None if note is None or note.expect is None else Action.parse(note.expect)

    def scripted(self) -> Action | None:
        """The record's next move, while the guided part lasts."""
        return Action.parse(self.lesson.record.actions[self.at]) if self.guided else None

    def kept_words(self) -> Message | None:
        """What becomes of the lesson if it is left now: while it guides, its
        place is kept in the progress file (afterwards it is saved as any game)."""
        return Message.of("learn.kept") if self.guided else None

    def computer_job(self, level: str) -> Callable[[], tuple[Action, Exception | None]]:
        """The other seats' moves: the record's while it lasts."""
        move = self.scripted()
        if move is not None:
            return lambda: (move, None)
        return super().computer_job(level)

    def hint_job(self, advise: Callable[[Game, int], T]) -> Callable[[], T]:
        """The hint, while a step asks for a move: that move, in the step's words."""
        move, note = self.expected(), self.lesson.note_at(self.at)
        if move is None or note is None:
            return super().hint_job(advise)
        from .words import action_message

        said: Any = (str(Message.of("learn.hint", move=action_message(self.game.board, self.game.harbour, move))),
                     move)
        return lambda: said
