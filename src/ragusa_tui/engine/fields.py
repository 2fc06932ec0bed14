"""Declaring a game's fields: what each holds, how a copy gets it, and
whether it decides the game from here on.

A class lists its fields as `held(...)` values and is decorated with
`declare`, which collects them in order into `FIELDS`; `copier` and
`keyer` then build, once, the two functions that must name every field:
the copy (a search's hot path, so written out as plain code rather than a
loop over the fields) and the state key (what two equal games share).

>>> @declare
... class Seat:
...     name: str = held(doc="The seat's name.")
...     vp: list[int] = held(LIST, key=True, doc="VP by round.")
>>> [f.name for f in Seat.FIELDS]
['name', 'vp']
>>> seat = object.__new__(Seat)
>>> seat.name, seat.vp = "Ann", [1, 2]
>>> twin = copier(Seat)(seat)
>>> twin.vp == seat.vp, twin.vp is seat.vp, keyer(Seat)(twin)
(True, False, ([1, 2],))
"""

from __future__ import annotations

import inspect
import textwrap
from dataclasses import dataclass
from types import FunctionType
from typing import Any, ClassVar, Protocol, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Copying:
    """How a copy of the game gets a field: `code` is a Python expression in
    which `{v}` stands for the original's value."""

    name: str
    code: str


SHARED = Copying("shared", "{v}")  # the same object: a value never changed in place
LIST = Copying("list", "{v}[:]")  # a new list of the same items
ROWS = Copying("rows", "[row[:] for row in {v}]")  # a new list of new lists (one per seat or hex)
LIST_OR_NONE = Copying("list or none", "None if {v} is None else {v}[:]")
EMPTY = Copying("empty", "[]")  # the copy starts its own, empty
NOTHING = Copying("nothing", "None")  # the copy starts without it

AS_IS = "{v}"


@dataclass(slots=True)
class Held:
    """One declared field. `key` is None when the field is not part of the
    state key, else the expression (with `{v}`) that stands for it there."""

    copying: Copying
    key: str | None
    doc: str
    name: str = ""


class Declared(Protocol):
    """A class whose fields `declare` has collected."""

    FIELDS: ClassVar[tuple[Held, ...]]


D = TypeVar("D", bound=Declared)


class Copy(Protocol):
    """What `copier` builds: a copy of an instance of a declared class, of its own class."""

    def __call__(self, original: D, /) -> D: ...


class Key(Protocol):
    """What `keyer` builds: the key fields of an instance of a declared class."""

    def __call__(self, instance: Declared, /) -> tuple[Any, ...]: ...


def held(copying: Copying = SHARED, *, key: bool | str = False, doc: str) -> Any:
    """Declare a field (typed `Any` so that it can be assigned to an annotated name)."""
    if not doc:
        raise ValueError("a field says what it holds")
    return Held(copying, AS_IS if key is True else key or None, doc)


def declare(cls: type[T]) -> type[T]:
    """Collect the fields `cls` declares, in order and named, into
    `cls.FIELDS`, and list them with what each holds at the end of the
    class's docstring (for `help`). They are taken off the class, so that a
    field never set reads as missing rather than as its declaration."""
    found = []
    for name, value in list(vars(cls).items()):
        if isinstance(value, Held):
            value.name = name
            found.append(value)
            delattr(cls, name)
    setattr(cls, "FIELDS", tuple(found))  # the class's annotation `FIELDS: ClassVar[...]` types it
    if cls.__doc__:
        lines = []
        for f in found:
            how = f"copied: {f.copying.name}" + ("; in the state key" if f.key else "")
            lines.append(f"{f.name} ({how})\n" + textwrap.fill(f.doc, 76, initial_indent="    ",
                                                               subsequent_indent="    "))
        cls.__doc__ = inspect.cleandoc(cls.__doc__) + "\n\nFields:\n\n" + "\n".join(lines)
    return cls


def _build(name: str, body: list[str], doc: str) -> FunctionType:
    source = f"def {name}(self):\n    s = self.__dict__\n" + "".join(f"    {line}\n" for line in body)
    scope: dict[str, Any] = {"_new": object.__new__}
    exec(compile(source, f"<{name} built by ragusa_tui.engine.fields>", "exec"), scope)  # noqa: S102
    made: FunctionType = scope[name]
    made.__doc__ = doc
    return made


def _value(f: Held, code: str) -> str:
    return code.format(v=f"s[{f.name!r}]")


def copier(cls: type[Declared]) -> Copy:
    """A function copying an instance of `cls` field by field, as each
    field's `Copying` says; it is written out once as plain code. All the
    fields are taken over at once, then those not shared are replaced (the
    quickest way in CPython)."""
    body = ["g = _new(self.__class__)", "d = g.__dict__", "d.update(s)"]
    body += [f"d[{f.name!r}] = {_value(f, f.copying.code)}" for f in cls.FIELDS if f.copying is not SHARED]
    return _build("copy", body + ["return g"], f"A copy of a {cls.__name__}, each field as declared.")


def keyer(cls: type[Declared]) -> Key:
    """A function giving the tuple of the key fields of an instance of
    `cls`, in the order they are declared."""
    items = "".join(f"{_value(f, f.key)}, " for f in cls.FIELDS if f.key is not None)
    return _build("state_key", [f"return ({items})"], f"The key fields of a {cls.__name__}.")
