"""The root of the errors this project raises on purpose.

Every error the game raises for something it refuses (an illegal action, a
damaged save, a table's refusal, a port in use...) is a `RagusaError`, so a
program that uses the package can catch them all in one clause and tell
them from bugs. Each keeps the built-in base it had (`IllegalAction` is
still a `ValueError`), and `str()` of each is one sentence for a person.

An error raised with a `Message` (as the rules engine raises every
refusal) keeps it as `message`, so a program can show the refusal in
another language or send it on; `str()` and `args` are its English, as
for an error raised with a sentence (whose `message` is None).

>>> from ragusa_tui.engine import Action, IllegalAction, RagusaError
>>> try:
...     Action.parse("place x")
... except RagusaError as error:
...     isinstance(error, IllegalAction) and isinstance(error, ValueError)
True
>>> try:
...     Action.parse("place x")
... except RagusaError as error:
...     print(error.message.code, "|", error)
refusal.number_expected | 'place x' is not an action: 'place' takes a whole number from 0 to 9999
"""

from __future__ import annotations

from .catalogue import Message, english, render


class RagusaError(Exception):
    """Something the game refuses, in one sentence (see the module's note)."""

    message: Message | None = None  # the refusal as a code and its arguments, when raised with one

    def __init__(self, *args: object) -> None:
        if len(args) == 1 and isinstance(args[0], Message):
            self.message = args[0]
            args = (english(args[0]),)  # the engine's errors speak English (`str`)
        super().__init__(*args)


def said(error: BaseException) -> str:
    """`error` as a player reads it: its message in the language spoken, when
    it was raised with one; else its own words (`str`), whatever they are."""
    message = getattr(error, "message", None)
    return render(message) if isinstance(message, Message) else str(error)
