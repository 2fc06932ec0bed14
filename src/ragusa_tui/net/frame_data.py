"""A `table.frame.Frame` as plain JSON data, and read back from it.

The wire carries a frame's encoding and a networked seat decodes it into the
very same types: the frame's dataclasses are the schema, read here from
their type hints, so nothing declares it a second time. Decoding is strict,
since the data comes from a server the player may not control: every value
must have its field's type exactly (no "3" for 3, no 3.0 for 3), numbers
stay in range, strings are short and made visible (no control character
reaches the terminal), lists are bounded, unknown fields are ignored and a
missing one without a default refuses the frame. An action is its text
(`place 37`) and must parse as one. A message (the words a player reads:
what is decided, why not, the news, a log line's sentence) is
`Message.to_data`'s object and must be one the catalogue declares
(`Message.from_data`), its texts made visible too. A frame that does not
read this way is refused whole, with the place where it failed.

The legal actions, the log and who is away travel beside the frame in the
state message (the log as the lines new since the last frame), so `encode`
leaves them out and the seat puts them back (`decode`, `decode_log`).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any, Literal, Union

from ..catalogue import Message
from ..engine import Action, RagusaError
from ..safe_text import visible
from ..table.frame import Frame
from ..table.log import LogLine

MAX_INT = 10**9  # far above any count, score, card or version a game reaches
MAX_TEXT = 2000  # characters in one string
MAX_ITEMS = 100_000  # entries in one list
MAX_DEPTH = 12  # nesting of a free-form value (the record of a finished game)
LEFT_OUT = frozenset({"legal", "log", "away"})  # sent beside the frame (`protocol.state_frame`)
# The frame's shape on the wire, one more each time it changes: a seat and a
# server of different versions of the game then say so in one sentence.
FORMAT = 1


class FrameRefused(RagusaError, ValueError):
    """Data that does not read as a frame (the message says where)."""


# ---------------------------------------------------------------- encoding
def encode(frame: Frame) -> dict[str, Any]:
    """`frame` as plain JSON data (without its log, its legal actions and
    who is away): dataclasses as the dicts of their fields, actions as their
    text, sets as sorted lists, messages as their data; tuples stay tuples,
    which `encoding.to_text` writes as lists.

    A piece that is the same from one state to the next (a spot, a ship, a
    decision, a standing) is made into data once and shared (`_as_dict`):
    orjson writes dicts far quicker than dataclasses, and the seats' frames
    of one state, and the next states, mostly share their pieces."""
    data = {name: getattr(frame, name) if plain else _data(getattr(frame, name))
            for name, plain in _fields(Frame) if name not in LEFT_OUT}
    data["format"] = FORMAT
    return data


def _data(value: Any) -> Any:
    kind = type(value)
    how = _HOW.get(kind)
    if how is None:
        how = _HOW[kind] = _how(kind)
    return how(value)


def _how(kind: type) -> Callable[[Any], Any]:
    """How a value of type `kind` is made into data (worked out once a type)."""
    if kind in (int, str, bool, type(None), float):
        return _same
    if kind is Message:  # a tuple, but sent as its code and arguments
        return Message.to_data
    if issubclass(kind, Action):
        return str
    if dataclasses.is_dataclass(kind):
        return _leaf_data if _leaf(kind) else _fields_data
    if kind is tuple:
        return _tuple_data
    if kind is list:
        return lambda value: [_data(v) for v in value]
    if kind is frozenset:
        return sorted
    if kind is dict:
        return lambda value: {str(k): _data(v) for k, v in value.items()}
    raise TypeError(f"a frame holds no {kind.__name__}")


def _same(value: Any) -> Any:
    return value


def _tuple_data(value: tuple[Any, ...]) -> list[Any]:
    if len(value) < _LONG:
        return [_data(v) for v in value]
    # The spots: one tuple shared by every seat's frame of a state: made
    # into data once for all of them.
    made = _LONG_MADE.get(id(value))
    if made is None or made[0] is not value:
        if len(_LONG_MADE) >= 64:
            _LONG_MADE.clear()
        made = _LONG_MADE[id(value)] = (value, [_data(v) for v in value])
    return made[1]


def _leaf_data(value: Any) -> dict[str, Any]:
    try:
        return _as_dict(value)
    except TypeError:  # a field that cannot be hashed (a dict): made anew
        return _fields_data(value)


_HOW: dict[type, Callable[[Any], Any]] = {}  # by type, how its values are made into data
_LONG = 16  # items in a tuple worth remembering as data (`_tuple_data`)
_LONG_MADE: dict[int, tuple[tuple[Any, ...], list[Any]]] = {}  # by `id`, the tuple kept alive beside


@cache
def _leaf(cls: type) -> bool:
    """Whether every field of dataclass `cls` is JSON data as it is (a spot,
    a ship, a mat, a decision, a standing): such values are cheap to hash."""
    return all(plain for _, plain in _fields(cls))


@lru_cache(maxsize=4096)
def _as_dict(value: Any) -> dict[str, Any]:
    """Dataclass `value` as data, made once for equal values (read, never changed)."""
    return _fields_data(value)


def _fields_data(value: Any) -> dict[str, Any]:
    cls: type = type(value)
    return {name: getattr(value, name) if plain else _data(getattr(value, name))
            for name, plain in _fields(cls)}


@cache
def _names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


@cache
def _fields(cls: type) -> tuple[tuple[str, bool], ...]:
    """Each field of dataclass `cls`, and whether its values are JSON data as they are."""
    hints = typing.get_type_hints(cls)
    return tuple((name, _plain(hints[name])) for name in _names(cls))


@cache
def _plain(kind: Any) -> bool:
    """Whether every value of type `kind` is JSON data as it is: a number,
    a text, true or false, null, free JSON (`Any`), or a tuple or a dict by
    text of those. Not a dataclass (made a dict), an action (its text), a
    message (its data) or a set (a sorted list)."""
    if kind in (int, str, bool, type(None)) or kind is Any:
        return True
    origin = typing.get_origin(kind)
    if origin is Literal:
        return True
    if origin in (Union, types.UnionType, tuple):
        return all(a is Ellipsis or _plain(a) for a in typing.get_args(kind))
    if origin is dict:
        key, value = typing.get_args(kind)
        return key is str and _plain(value)
    return False


# ---------------------------------------------------------------- decoding
def decode(data: Any, legal: Any = ()) -> Frame:
    """The frame `data` encodes, with the texts of the legal actions sent
    beside it (`FrameRefused` if either does not read as its part of a
    frame). Its log is empty and nobody is away: see `decode_log`."""
    if type(data) is not dict:
        raise FrameRefused("frame: should be an object")
    if data.get("format") != FORMAT:
        raise FrameRefused("the table runs another version of Ragusa, whose states this one cannot read")
    return typing.cast(Frame, _read(Frame, {**data, "legal": list(legal) if isinstance(legal, (list, tuple)) else legal,
                                            "log": []}, "frame"))


def decode_log(lines: Any) -> tuple[LogLine, ...]:
    """The log's lines sent beside a frame, read as the table's `LogLine`s."""
    return typing.cast("tuple[LogLine, ...]", _read(tuple[LogLine, ...], lines, "log"))


@cache
def _hints(cls: type) -> tuple[tuple[str, Any, bool, Any], ...]:
    """Each field of dataclass `cls`: name, type, whether it has a default, the default."""
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            out.append((f.name, hints[f.name], True, f.default))
        elif f.default_factory is not dataclasses.MISSING:
            out.append((f.name, hints[f.name], True, f.default_factory()))
        else:
            out.append((f.name, hints[f.name], False, None))
    return tuple(out)


def _read(kind: Any, value: Any, where: str) -> Any:
    """`value` read as type `kind`; `where` names it in a refusal."""
    origin = typing.get_origin(kind)
    if kind is Any:
        return _free(value, where, 0)
    if kind is type(None):
        if value is not None:
            raise FrameRefused(f"{where}: should be null")
        return None
    if kind is bool:
        if type(value) is not bool:
            raise FrameRefused(f"{where}: should be true or false")
        return value
    if kind is int:
        if type(value) is not int or not -MAX_INT <= value <= MAX_INT:
            raise FrameRefused(f"{where}: should be a whole number in range")
        return value
    if kind is str:
        if type(value) is not str or len(value) > MAX_TEXT:
            raise FrameRefused(f"{where}: should be a short text")
        return visible(value, MAX_TEXT, newlines=True)
    if kind is Message:
        return _message(value, where)
    if kind is Action:
        if type(value) is not str or len(value) > 40:
            raise FrameRefused(f"{where}: should be an action")
        try:
            return Action.parse(value)
        except ValueError:
            raise FrameRefused(f"{where}: {visible(value, 40)} is no action") from None
    if origin in (Union, types.UnionType):
        options = typing.get_args(kind)
        if value is None and type(None) in options:
            return None
        last: FrameRefused | None = None
        for option in options:
            if option is not type(None):
                try:
                    return _read(option, value, where)
                except FrameRefused as error:
                    last = error
        raise last or FrameRefused(f"{where}: unexpected value")
    if origin is Literal:
        if type(value) is not str or value not in typing.get_args(kind):
            raise FrameRefused(f"{where}: not a known value")
        return value
    if origin in (tuple, frozenset):
        args = typing.get_args(kind)
        if type(value) is not list or len(value) > MAX_ITEMS:
            raise FrameRefused(f"{where}: should be a list")
        if origin is frozenset:
            return frozenset(_read(args[0], v, where) for v in value)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_read(args[0], v, f"{where}[{i}]") for i, v in enumerate(value))
        if len(value) != len(args):
            raise FrameRefused(f"{where}: should have {len(args)} items")
        return tuple(_read(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, value)))
    if origin is dict:
        key_kind, value_kind = typing.get_args(kind)
        if type(value) is not dict or len(value) > MAX_ITEMS:
            raise FrameRefused(f"{where}: should be an object")
        if key_kind is not str:
            raise TypeError(f"a frame's object keys are text, not {key_kind}")
        return {_read(str, k, where): _read(value_kind, v, f"{where}.{k}") for k, v in value.items()}
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        if type(value) is not dict:
            raise FrameRefused(f"{where}: should be an object")
        fields: dict[str, Any] = {}
        for name, hint, has_default, default in _hints(kind):
            if name in value:
                fields[name] = _read(hint, value[name], f"{where}.{name}")
            elif has_default:
                fields[name] = default
            else:
                raise FrameRefused(f"{where}.{name}: missing")
        try:
            return kind(**fields)
        except ValueError as error:  # an engine type refusing its values
            raise FrameRefused(f"{where}: {visible(error, 80)}") from None
    raise TypeError(f"a frame cannot hold {kind!r}")


def _message(value: Any, where: str) -> Message:
    """`value` read as a message the catalogue declares, its texts made visible."""
    try:
        message = Message.from_data(value)
    except ValueError as error:
        raise FrameRefused(f"{where}: {visible(error, 120)}") from None
    return _visible(message)


def _visible(message: Message) -> Message:
    """`message` with every text in it made visible (names and quoted text
    from a server reach the terminal as they are shown)."""
    args = tuple((name, _visible(v) if isinstance(v, Message) else
                  visible(v, MAX_TEXT, newlines=True) if isinstance(v, str) else v) for name, v in message.args)
    return message if args == message.args else Message(message.code, args)


def _free(value: Any, where: str, depth: int) -> Any:
    """A free-form JSON value (the record of a finished game), bounded and made visible."""
    if depth > MAX_DEPTH:
        raise FrameRefused(f"{where}: nested too deep")
    if value is None or type(value) in (bool, int, float):
        return value
    if type(value) is str:
        return visible(value, MAX_TEXT, newlines=True)
    if type(value) is list and len(value) <= MAX_ITEMS:
        return [_free(v, where, depth + 1) for v in value]
    if type(value) is dict and len(value) <= MAX_ITEMS:
        return {visible(k, 80): _free(v, where, depth + 1) for k, v in value.items()}
    raise FrameRefused(f"{where}: not plain data")
