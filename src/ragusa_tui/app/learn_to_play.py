"""Opening Learn to play: the first game's lesson where the learner left off,
or from its beginning, on its own game screen (`screens.lesson`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..catalogue import Message, text

if TYPE_CHECKING:
    from textual.app import App


def start_lesson(app: App[Any], restart: bool = False) -> None:
    """Open the first game's lesson where the learner left off (or from its
    beginning), saying in one sentence why when it starts over."""
    from ..errors import said
    from ..table.last_setup import recall as recall_setup
    from ..table.lesson import LessonError, LessonTable, Progress, learner_name, load, recall, remember
    from .screens.lesson import LessonScreen

    try:
        lesson = load()
    except LessonError as error:
        app.notify(said(error), title=text("learn.notice.title"), severity="error", markup=False)
        return
    progress = Progress() if restart else recall(lesson)
    notices: list[tuple[Message, str]] = []
    if progress.problem is not None:
        notices.append((progress.problem, "warning"))
    at = progress.at
    if progress.done:
        at = 0
        notices.append((Message.of("learn.notice.finished"), "information"))
    elif restart:
        notices.append((Message.of("learn.notice.restarted"), "information"))
    elif at:
        note = lesson.note_at(at)
        assert note is not None
        steps = len(lesson.steps) - 1
        notices.append((Message.of("learn.notice.resumed", step=min(lesson.number(note), steps), steps=steps),
                        "information"))
    if at == 0:
        remember(lesson, 0)
    last = recall_setup()
    name = learner_name(last.names[0] if last is not None and last.names else None)
    table = LessonTable(lesson, name, at)
    back = getattr(app, "back_to_start", None)
    if back is not None:
        back()
    app.push_screen(LessonScreen(table, key_guard=app.key_guard,  # type: ignore[attr-defined]
                                 clear_notices=app.clear_notices,  # type: ignore[attr-defined]
                                 recoveries=getattr(app, "recoveries", [])))
    for message, severity in notices:
        app.notify(str(message), title=text("learn.notice.title"), severity=severity,  # type: ignore[arg-type]
                   markup=False, timeout=5)
