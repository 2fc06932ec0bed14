"""The app uses Textual and Rich by their public names only.

A private name (one starting with `_`) of Textual or Rich may change or go
in any release without notice, and the app would break in ways no type
check sees: a notice never taken down, a log drawn twice a frame. Every
module of the package is read here, and none may

- import a private module of Textual or Rich (`rich._ratio`,
  `textual.widgets._footer`), or a private name from one of them;
- read or set a private attribute that the package itself never defines
  (`app._notifications`, `widget._box_model_cache`): such a name is a
  library's;
- in a class built on Textual or Rich (or mixed into one), define, set,
  read or call through `super()` a private name that the Textual or Rich
  classes it is built on have (`def _size_updated`, `self._exit`).

Private names of other libraries are not this test's business (`os._exit`
is the standard library's way out of a forked process; a named tuple's
`_replace` is its public API).
"""

from __future__ import annotations

import ast
import importlib
import inspect
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src" / "ragusa_tui"
LIBRARIES = {"textual", "rich"}
NAME_TAKERS = {"getattr", "setattr", "hasattr", "delattr"}
NAMED_TUPLE = {"_replace", "_asdict", "_fields", "_field_defaults", "_make"}

# Uses found in modules that are still to be rid of them. A use that is
# gone must leave this list too, so the list only ever shrinks.
STILL_TO_GO = {
    # The decision list's cursor on an option that is not possible, drawn
    # from OptionList's own lines and option renders.
    ("ragusa_tui/app/widgets/decision_panel.py", "self._lines: Textual's or Rich's own"),
    ("ragusa_tui/app/widgets/decision_panel.py", "self._get_option_render: Textual's or Rich's own"),
    ("ragusa_tui/app/widgets/decision_panel.py", "self._clear_caches: Textual's or Rich's own"),
    # The new-game form's choices chosen by the arrows, through RadioSet's
    # own highlight and pressed button.
    ("ragusa_tui/app/screens/new_game.py", "self._selected: Textual's or Rich's own"),
    ("ragusa_tui/app/screens/new_game.py", "self._pressed_button: Textual's or Rich's own"),
}


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _library(dotted: str) -> bool:
    return dotted.split(".")[0] in LIBRARIES


@cache
def _source_tree(module: str) -> ast.Module | None:
    try:
        return ast.parse(inspect.getsource(importlib.import_module(module)))
    except (OSError, TypeError):
        return None


@cache
def _names_of(cls: type) -> frozenset[str]:
    """The private names a Textual or Rich class has: on the class and its
    bases (theirs, not the package's), and what their methods set on `self`."""
    names: set[str] = set()
    for klass in cls.__mro__:
        if not _library(klass.__module__):
            continue
        names.update(name for name in vars(klass) if _private(name))
        names.update(slot for slot in getattr(klass, "__slots__", ()) if _private(slot))
        tree = _source_tree(klass.__module__)
        for node in ast.walk(tree) if tree is not None else ():
            if isinstance(node, ast.ClassDef) and node.name == klass.__name__:
                names.update(sub.attr for sub in ast.walk(node)
                             if isinstance(sub, ast.Attribute) and isinstance(sub.ctx, ast.Store)
                             and isinstance(sub.value, ast.Name) and sub.value.id == "self"
                             and _private(sub.attr))
    return frozenset(names)


def _resolve(dotted: str) -> object | None:
    """The object a dotted name of Textual or Rich stands for, if it is there."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for part in parts[cut:]:
            found = getattr(found, part, None)
        return found
    return None


def _imports(tree: ast.Module) -> dict[str, str]:
    """Each name a module binds by an absolute import, and the dotted path it stands for."""
    bound: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    bound[alias.asname] = alias.name
                else:
                    top = alias.name.split(".")[0]
                    bound[top] = top
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                bound[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return bound


@dataclass(frozen=True)
class Found:
    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


@dataclass
class Package:
    """What the package's modules define, and what their classes are built on."""

    modules: list[tuple[str, ast.Module]]
    own: set[str] = field(default_factory=set)
    built_on: dict[str, set[type]] = field(default_factory=dict)  # a class's Textual and Rich bases

    def __post_init__(self) -> None:
        for _, tree in self.modules:
            self.own |= _own_names(tree)
        bases: dict[str, set[str]] = {}
        for _, tree in self.modules:
            imports = _imports(tree)
            for node in ast.walk(tree):
                if not isinstance(node, ast.ClassDef):
                    continue
                ours = bases.setdefault(node.name, set())
                library = self.built_on.setdefault(node.name, set())
                for base in node.bases:
                    name = ast.unparse(base).split("[")[0]
                    head, _, rest = name.partition(".")
                    dotted = imports.get(head, head) + (f".{rest}" if rest else "")
                    if _library(dotted):
                        found = _resolve(dotted)
                        if isinstance(found, type):
                            library.add(found)
                    else:
                        ours.add(name.split(".")[-1])
        # A class is built on what its own bases are built on; and a class
        # of the package's own among the bases (a mixin) meets all that too.
        while True:
            before = sum(map(len, self.built_on.values()))
            for cls, of in bases.items():
                for base in of & self.built_on.keys():
                    self.built_on[cls] |= self.built_on[base]
                    self.built_on[base] |= self.built_on[cls]
            if sum(map(len, self.built_on.values())) == before:
                break

    def library_names(self, cls: str) -> frozenset[str]:
        return frozenset().union(*(_names_of(found) for found in self.built_on.get(cls, ())))


def _is_self(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id in ("self", "cls")


def _is_super(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"


def _own_names(tree: ast.Module) -> set[str]:
    """The private names a module defines: its functions, classes, variables
    (of the module, of a class, local), imports, and what it sets on `self`/`cls`."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and _is_self(node.value):
            names.add(node.attr)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.arg):
            names.add(node.arg)
    return {name for name in names if _private(name)}


def _bad_imports(path: str, tree: ast.Module) -> Iterator[Found]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            dotted = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            dotted = [f"{node.module}.{alias.name}" for alias in node.names]
        else:
            continue
        for name in dotted:
            if _library(name) and any(_private(part) for part in name.split(".")):
                yield Found(path, node.lineno, f"imports {name}")


class _Reader(ast.NodeVisitor):
    def __init__(self, path: str, tree: ast.Module, package: Package) -> None:
        self.path, self.package = path, package
        self.modules = {name for name, dotted in _imports(tree).items() if not _library(dotted)}
        self.classes: list[str] = []
        self.found: list[Found] = []

    def _theirs(self) -> frozenset[str]:
        """The private names of what the class being read is built on."""
        return self.package.library_names(self.classes[-1]) if self.classes else frozenset()

    def _flag(self, node: ast.AST, what: str) -> None:
        self.found.append(Found(self.path, getattr(node, "lineno", 0), what))

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        theirs = self._theirs()
        for item in node.body:
            names: list[str] = []
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names = [item.name]
            elif isinstance(item, ast.Assign):
                names = [t.id for t in item.targets if isinstance(t, ast.Name)]
            elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                names = [item.target.id]
            for name in names:
                if _private(name) and name in theirs:
                    self._flag(item, f"{node.name} defines {name}, a name of Textual's or Rich's own")
        self.generic_visit(node)
        self.classes.pop()

    def visit_Attribute(self, node: ast.Attribute) -> None:
        name, base = node.attr, node.value
        if _private(name):
            if _is_super(base) or _is_self(base):
                shown = "super()" if _is_super(base) else ast.unparse(base)
                if name in self._theirs():
                    self._flag(node, f"{shown}.{name}: Textual's or Rich's own")
                elif name not in self.package.own:
                    self._flag(node, f"{shown}.{name}: not the package's own")
            elif isinstance(base, ast.Name) and base.id in self.modules:
                pass  # another library's module (`os._exit`)
            elif name not in self.package.own and name not in NAMED_TUPLE:
                self._flag(node, f"{ast.unparse(node)}: not the package's own")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if (isinstance(node.func, ast.Name) and node.func.id in NAME_TAKERS and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
            name = node.args[1].value
            if _private(name) and (name not in self.package.own or name in self._theirs()):
                self._flag(node, f"{node.func.id}(..., {name!r}): not the package's own")
        self.generic_visit(node)


def _read(modules: list[tuple[str, ast.Module]]) -> list[Found]:
    package = Package(modules)
    found: list[Found] = []
    for path, tree in modules:
        found.extend(_bad_imports(path, tree))
        reader = _Reader(path, tree, package)
        reader.visit(tree)
        found.extend(reader.found)
    return found


def _package() -> list[tuple[str, ast.Module]]:
    return [(str(path.relative_to(SRC.parent)), ast.parse(path.read_text(encoding="utf-8"), str(path)))
            for path in sorted(SRC.rglob("*.py"))]


def test_the_package_uses_no_private_name_of_textual_or_rich() -> None:
    found = _read(_package())
    new = [f for f in found if (f.path, f.what) not in STILL_TO_GO]
    assert not new, "\n".join(map(str, new))
    gone = STILL_TO_GO - {(f.path, f.what) for f in found}
    assert not gone, f"no longer found, to be taken off STILL_TO_GO: {sorted(gone)}"


def _read_one(source: str) -> list[str]:
    return [f.what for f in _read([("m.py", ast.parse(source))])]


@pytest.mark.parametrize(("source", "expected"), [
    ("from rich._ratio import ratio_distribute\n", "imports rich._ratio.ratio_distribute"),
    ("from textual import _time\n", "imports textual._time"),
    ("import textual.widgets._footer\n", "imports textual.widgets._footer"),
    ("def f(app):\n    return app._notifications\n", "app._notifications: not the package's own"),
    ("def f(widget):\n    widget._box_model_cache.clear()\n", "widget._box_model_cache: not the package's own"),
    ("from textual.widget import Widget\n"
     "class W(Widget):\n    def _size_updated(self): return super()._size_updated()\n",
     "W defines _size_updated"),
    ("from textual.widget import Widget\n"
     "class W(Widget):\n    def _size_updated(self): return super()._size_updated()\n",
     "super()._size_updated: Textual's or Rich's own"),
    ("from textual.app import App\nclass A(App):\n    def quitting(self): return self._exit\n",
     "self._exit: Textual's or Rich's own"),
    ("from textual.widgets import RichLog\nclass L(RichLog):\n    def known(self): return self._size_known\n",
     "self._size_known: Textual's or Rich's own"),
    ("from textual.widgets import Footer\nclass F(Footer):\n    def ready(self): self._bindings_ready = True\n",
     "self._bindings_ready: Textual's or Rich's own"),
    ("class Mixin:\n    def _size_updated(self): ...\n"
     "from textual.widgets import Static\nclass S(Mixin, Static): ...\n",
     "Mixin defines _size_updated"),
    ("class Base(object):\n    pass\nfrom textual.widgets import Static\n"
     "class S(Static): ...\nclass T(S):\n    def f(self): return self._render_cache\n",
     "self._render_cache: Textual's or Rich's own"),
])
def test_what_is_flagged(source: str, expected: str) -> None:
    """The reading itself: each kind of use it is there to catch is caught."""
    found = _read_one(source)
    assert any(expected in what for what in found), found


def test_what_is_not_flagged() -> None:
    assert _read_one(
        "import os\nfrom typing import NamedTuple\nfrom textual.screen import Screen\n"
        "class Point(NamedTuple):\n    x: int\n"
        "class S(Screen):\n    _mine = 1\n    def _own(self): return self._mine\n"
        "    def _text(self): return 'Screen has no _text of its own'\n"
        "def f(s: S, p: Point):\n    os._exit(1)\n    return s._own(), p._replace(x=1)\n") == []


def test_the_key_guard_reads_the_clock_textual_stamps_keys_with() -> None:
    """A hold and a key's time stamp are compared: both on one clock."""
    from textual import events

    from ragusa_tui.app.key_guard import KeyGuard, clock

    before = clock()
    stamped = events.Key("a", "a").time
    assert before <= stamped <= clock()
    guard = KeyGuard(0.3)
    guard.hold()
    typed = events.Key("enter", "\r")
    assert guard.blocks("enter", typed.time) and not guard.blocks("enter", typed.time + 0.5)
    assert not guard.blocks("1", typed.time)  # digits only move a cursor
