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
from collections.abc import Callable, Sequence
from functools import cache
from operator import attrgetter
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
Made = tuple[Any, Any]  # a value already made into data, and that data
Likes = Sequence[Made]  # what stood at a value's place in frames already made into data


def encode(frame: Frame, *likes: tuple[Frame, dict[str, Any]]) -> dict[str, Any]:
    """`frame` as plain JSON data (without its log, its legal actions and
    who is away): dataclasses as the dicts of their fields, actions as their
    text, sets as sorted lists, messages as their data; tuples stay tuples,
    which `encoding.to_text` writes as lists.

    `likes` are frames already made into data, each with its data: a piece
    of `frame` that is the like's piece at the same place, or equal to it,
    takes the like's data instead of being made again (data is only read,
    never changed, so it may be shared). A table server gives the first
    frame of the same state it made into data (every seat's frame is a copy
    of the spectator's with the seat's own part put in: they share most
    pieces, object for object) and the frame it made for the same seat a
    move before (most pieces are as they were), so a state's frames cost
    about what changed, and it keeps only those frames' data. The data is
    the same with likes or without, key for key; without them, every piece
    is made anew (nothing is kept between calls but the messages' data,
    `_message_data`)."""
    data = _frame_fields().alike(frame, likes)
    data["format"] = FORMAT
    return data


def _data(value: Any) -> Any:
    """`value` made into data anew."""
    kind = type(value)
    how = _HOW.get(kind)
    if how is None:
        _learn(kind)
        how = _HOW[kind]
    return how(value)


def _alike(value: Any, likes: Likes) -> Any:
    """`value` made into data, taking what it can from `likes`: the data of
    a like that is `value` itself, or equal to it, or else made from the
    likes' parts where those are alike."""
    for old, made in likes:
        if old is value:
            return made
    kind = type(value)
    how = _HOW_ALIKE.get(kind)
    if how is None:
        _learn(kind)
        how = _HOW_ALIKE[kind]
    return how(value, likes)


# By type, how its values are made into data: anew, and from likes.
_HOW: dict[type, Callable[[Any], Any]] = {}
_HOW_ALIKE: dict[type, Callable[[Any, Likes], Any]] = {}


def _learn(kind: type) -> None:
    """Work out how values of type `kind` are made into data (once a type)."""
    anew: Callable[[Any], Any]
    alike: Callable[[Any, Likes], Any]
    if kind in (int, str, bool, type(None)):
        anew, alike = _same, _same_alike
    elif kind is Message:  # a tuple, but sent as its code and arguments
        anew = _message_data
        alike = _equal_or(anew)
    elif issubclass(kind, Action):
        anew = str
        alike = _equal_or(anew)
    elif dataclasses.is_dataclass(kind):
        fields = _Fields(kind)
        anew = fields.data
        # A spot, a ship, a mat, a decision, a standing are compared whole;
        # a position or the scores field by field.
        alike = _equal_or(anew) if fields.leaf else fields.alike
    elif kind is tuple:
        anew, alike = _tuple_data, _tuple_alike
    elif kind is frozenset:
        anew = sorted
        alike = _equal_or(anew)
    else:  # a list or a dict is only ever JSON data already (a field's type says so)
        raise TypeError(f"a frame holds no {kind.__name__}")
    _HOW[kind], _HOW_ALIKE[kind] = anew, alike


def _same(value: Any) -> Any:
    return value


def _same_alike(value: Any, likes: Likes) -> Any:
    return value


def _equal_or(anew: Callable[[Any], Any]) -> Callable[[Any, Likes], Any]:
    """For values compared whole: a like's data if the like equals the
    value (equal values make equal data), else the value made anew. (Equal
    numbers of two types, 1 and True, never stand at one place: a field
    keeps its type, and a message's arguments are never true or false.)"""

    def alike(value: Any, likes: Likes) -> Any:
        for old, made in likes:
            if old == value:
                return made
        return anew(value)

    return alike


def _message_data(message: Message) -> dict[str, Any]:
    """`Message.to_data`, made once for equal messages: a game says the same
    few hundred sentences again and again (why each spot is refused, whose
    decision it is). At most `_MESSAGES_KEPT` are kept: then all are
    forgotten, and the ones still said are made again."""
    made = _MESSAGES.get(message)
    if made is None:
        if len(_MESSAGES) >= _MESSAGES_KEPT:
            _MESSAGES.clear()
        made = _MESSAGES[message] = message.to_data()
    return made


_MESSAGES: dict[Message, dict[str, Any]] = {}  # message -> its data (read, never changed)
_MESSAGES_KEPT = 1024  # the sentences of a few tables' games at once


class _Fields:
    """How the values of one dataclass are made into data, field by field:
    its fields read once, all values read by one `attrgetter`, the dict made
    of them all at once and then the fields that are not JSON data as they
    are (a dict keeps a key's place when its value is replaced: the order
    of the fields is kept)."""

    def __init__(self, kind: type, left_out: frozenset[str] = frozenset()) -> None:
        fields = [(name, plain) for name, plain in _fields(kind) if name not in left_out]
        self.kind = kind
        self.names = tuple(name for name, _ in fields)
        # The fields to make into data: each one's place and name.
        self.made = tuple((i, name) for i, (name, plain) in enumerate(fields) if not plain)
        self.leaf = not self.made  # a spot, a ship, a mat, a decision, a standing
        getter = attrgetter(*self.names)  # (of one name: its value, not a tuple of it)
        self.values: Callable[[Any], tuple[Any, ...]] = (
            getter if len(self.names) > 1 else lambda value: (getter(value),))

    def data(self, value: Any) -> dict[str, Any]:
        """`value` as the dict of its fields, made anew."""
        values = self.values(value)
        out = dict(zip(self.names, values))
        for i, name in self.made:
            out[name] = _data(values[i])
        return out

    def alike(self, value: Any, likes: Likes) -> dict[str, Any]:
        """`value` as data field by field, each taking the data of the likes'
        same field where it is that field's value (or equal to it)."""
        kind = self.kind
        same = [(self.values(old), made) for old, made in likes if type(old) is kind]
        if not same:
            return self.data(value)
        values = self.values(value)
        out = dict(zip(self.names, values))
        if len(same) == 1:  # the usual case, made quick
            olds, made = same[0]
            for i, name in self.made:
                v, o = values[i], olds[i]
                out[name] = made[name] if v is o else _alike(v, ((o, made[name]),))
            return out
        for i, name in self.made:
            v = values[i]
            for olds, made in same:
                if olds[i] is v:
                    out[name] = made[name]
                    break
            else:
                out[name] = _alike(v, [(olds[i], made[name]) for olds, made in same])
        return out


def _tuple_data(value: tuple[Any, ...]) -> list[Any]:
    return [_data(v) for v in value]


def _tuple_alike(value: tuple[Any, ...], likes: Likes) -> list[Any]:
    """A tuple as data: a like's whole if equal, else item by item from the
    likes' items at the same index (the spots, the mats, the standings)."""
    n = len(value)
    same = [(old, made) for old, made in likes if type(old) is tuple and len(old) == n]
    for old, made in same:
        if old == value:
            return made  # type: ignore[no-any-return]
    if not same:
        return _tuple_data(value)
    if len(same) == 1:  # the usual case, made quick
        old, made = same[0]
        return [m if v is o else _alike(v, ((o, m),)) for v, o, m in zip(value, old, made)]
    return [_alike(v, [(old[i], made[i]) for old, made in same]) for i, v in enumerate(value)]


@cache
def _frame_fields() -> _Fields:
    """How `encode` writes a `Frame`: its fields but `LEFT_OUT` (sent beside)."""
    return _Fields(Frame, LEFT_OUT)


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


def encode_log(lines: Sequence[LogLine]) -> list[dict[str, Any]]:
    """The log's lines as the data sent beside a frame (`decode_log` reads them)."""
    return [_data(line) for line in lines]


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
