"""Every error the package raises on purpose has one root, `RagusaError`,
and keeps the built-in base it had (a program catching `ValueError` for an
illegal action still does)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import ragusa_tui
from ragusa_tui.engine import DataError, IllegalAction, RagusaError, RecordError, UndoRefused
from ragusa_tui.errors import RagusaError as Root
from ragusa_tui.saves import SaveError


def _modules() -> list[str]:
    return [m.name for m in pkgutil.walk_packages(ragusa_tui.__path__, "ragusa_tui.")
            if not m.name.endswith("__main__")]


def test_every_error_of_the_package_is_a_ragusa_error() -> None:
    strays = []
    for name in _modules():
        module = importlib.import_module(name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == name and issubclass(cls, BaseException) and not issubclass(cls, RagusaError):
                strays.append(f"{name}.{cls.__name__}")
    assert strays == []


def test_the_errors_keep_their_built_in_bases() -> None:
    assert RagusaError is Root
    for error in (IllegalAction, DataError, RecordError, UndoRefused):
        assert issubclass(error, ValueError) and issubclass(error, RagusaError)
    assert issubclass(SaveError, RagusaError)


def test_a_save_error_is_english_and_said_in_the_language_spoken() -> None:
    """Like every error of the package, a `SaveError`'s `str()` is English,
    whatever the screens speak; a screen shows `said(error)`, its message in
    the player's language, and a list its `reason` alone."""
    from pathlib import Path

    from ragusa_tui import catalogue
    from ragusa_tui.catalogue import Message
    from ragusa_tui.errors import said

    catalogue.set_language("fr")
    try:
        french = catalogue.language()
        error = SaveError("load", Path("evening.json"), Message.of("save.why.no_such_file"))
        system = SaveError("save to", Path("x.json"), "No space left on device.")
        assert str(error) == "Cannot load 'evening.json': there is no such file."
        assert said(error) == french.render(error.message) == french.text(
            "save.cannot.load", path="evening.json", reason=Message.of("save.why.no_such_file"))
        assert said(error) != str(error) and error.reason == french.text("save.why.no_such_file")
        assert str(system) == "Cannot save to 'x.json': No space left on device."
        assert "No space left on device" in said(system)
    finally:
        catalogue.set_language("en")
