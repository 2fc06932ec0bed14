"""The screens work from a seat's view of the table, never from the engine's
game: `TableView` is the one interface they use, `LocalTable` implements it,
and the table loads without Textual (so another program can hold it)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup
from ragusa_tui.table.view import TableView

SRC = Path(__file__).resolve().parents[2] / "src" / "ragusa_tui"
# The modules that must see the game only through `TableView`: every screen
# and widget, and the dialogs' and decisions' words.
SEAT_VIEW_MODULES = sorted([*(SRC / "app" / "screens").glob("*.py"), *(SRC / "app" / "widgets").glob("*.py"),
                            SRC / "table" / "prompts.py", SRC / "table" / "words.py"])


def _reaches_the_game(path: Path) -> list[str]:
    """Where `path` reads a `.game` attribute or imports the engine's `Game`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr == "game":
            found.append(f"{path.name}:{node.lineno} reads .game")
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if module.endswith("engine.game") or (module.endswith("engine") and
                                                  any(a.name == "Game" for a in node.names)):
                found.append(f"{path.name}:{node.lineno} imports the engine's Game")
            elif module.endswith("engine.replay"):  # its steps carry a live game
                found.append(f"{path.name}:{node.lineno} imports the engine's replay steps")
        elif isinstance(node, ast.Import) and any(a.name.endswith("engine.game") for a in node.names):
            found.append(f"{path.name}:{node.lineno} imports the engine's game module")
    return found


@pytest.mark.parametrize("path", SEAT_VIEW_MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_screens_widgets_and_words_never_reach_the_engine_game(path: Path) -> None:
    assert _reaches_the_game(path) == []


def test_the_check_finds_a_screen_reading_the_game(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from ...engine import Game\n\ndef f(s):\n    return s.game.pending\n")
    assert len(_reaches_the_game(bad)) == 2


@pytest.mark.parametrize("mode, names, colours", [
    ("standard", ("Ann", "Bo", "Cy"), ("Red", "Blue", "Green")),
    ("solo", ("Zoe",), ("Green",)),
])
def test_the_local_table_is_a_table_view(mode: str, names: tuple[str, ...], colours: tuple[str, ...]) -> None:
    table = LocalTable(GameSetup(names, colours, seed=7, mode=mode))
    assert isinstance(table, TableView)
    view: TableView = table  # and so it is typed
    assert view.decision is not None and view.decider == view.decision.player
    assert view.snapshot(None)["pending"]["player"] == view.decider
    assert len(view.names) == len(view.colours) and view.legal()


def test_every_member_of_the_view_is_the_local_tables() -> None:
    """`isinstance` checks that the members exist; here also that the methods are methods."""
    members = {name for name in dir(TableView) if not name.startswith("_")}
    members |= set(TableView.__annotations__)
    table = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=3))
    for name in members:
        assert hasattr(table, name), name
        if callable(getattr(TableView, name, None)) and not isinstance(getattr(TableView, name), property):
            assert callable(getattr(table, name)), name


def test_the_view_is_a_small_port() -> None:
    """What the screens see (`frame`), the commands (`apply`, `undo`, the
    thinking jobs), `subscribe`, the bots' steps to show, and who sits there."""
    members = {name for name in dir(TableView) if not name.startswith("_")} | set(TableView.__annotations__)
    assert members == {"setup", "networked", "seat", "board", "frame", "apply", "undo", "subscribe",
                       "shown_steps", "hint_job", "computer_job"}


def test_a_subscriber_hears_every_move_and_take_back_until_it_leaves() -> None:
    table = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=3))
    heard: list[object] = []
    leave = table.subscribe(heard.append)
    table.apply(table.legal()[0])
    table.undo()
    assert [(c.moved, c.here, c.problems) for c in heard] == [(True, True, ())] * 2  # type: ignore[attr-defined]
    leave()
    table.apply(table.legal()[0])
    assert len(heard) == 2


def test_the_table_and_the_files_load_without_textual() -> None:
    modules = sorted(f"ragusa_tui.{p.parent.name}.{p.stem}" for folder in ("table", "storage")
                     for p in (SRC / folder).glob("*.py") if p.stem != "__init__")
    code = f"import sys; import {', '.join(modules)}; print(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert not {m for m in out.stdout.split() if m.split(".")[0] == "textual"}
    assert not {m for m in out.stdout.split() if m.startswith("ragusa_tui.app")}


def test_a_computer_seat_is_seeded_by_the_game_and_its_seat_so_it_plays_the_same_again() -> None:
    from ragusa_tui.ai import make_agent

    setup = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=9, computers=("", "", "easy"))
    table = LocalTable(setup)
    while table.decider != 2:
        table.apply(table.legal()[0])
    chosen, error = table.computer_job("easy")()
    assert error is None
    expected = make_agent("easy", seed=9 * 8 + 2).choose(table.game.copy())
    assert chosen == expected and table.computer_job("easy")()[0] == chosen
