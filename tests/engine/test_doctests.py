"""The examples in the engine's docstrings (and the errors' root, and the
catalogue of its words) run, against the installed package."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import ragusa_tui.engine as engine

MODULES = sorted(
    ["ragusa_tui.engine", "ragusa_tui.errors", "ragusa_tui.catalogue"]
    + [f"ragusa_tui.engine.{m.name}" for m in pkgutil.iter_modules(engine.__path__)]
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
