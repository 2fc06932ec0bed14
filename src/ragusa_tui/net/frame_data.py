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
from itertools import compress
from operator import attrgetter, is_not
from typing import Any, Literal, Union

from ..catalogue import Message
from ..engine import Action, RagusaError
from ..safe_text import visible
from ..table.frame import Frame
from ..table.log import LogLine
from .encoding import to_text

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
Anew = Callable[[Any], Any]  # a value made into data
Write = Callable[[Any, "FrameText"], Any]  # a value as JSON data or as its text already written (`FrameText`)


def encode(frame: Frame) -> dict[str, Any]:
    """`frame` as plain JSON data (without its log, its legal actions and
    who is away): dataclasses as the dicts of their fields, actions as their
    text, sets as sorted lists, messages as their data; tuples stay tuples,
    which `encoding.to_text` writes as lists. `FrameText` writes this data
    as text, byte for byte as `to_text` would, for many frames at once."""
    data: dict[str, Any] = _frame_way().anew(frame)
    data["format"] = FORMAT
    return data


def encode_log(lines: Sequence[LogLine]) -> list[dict[str, Any]]:
    """The log's lines as the data sent beside a frame (`decode_log` reads them)."""
    anew = _Dataclass.of(LogLine).anew
    return [anew(line) for line in lines]


class FrameText:
    """Frames as JSON text, `to_text(encode(frame))` byte for byte, each
    piece written once for all the frames that hold it.

    A table server writes every seat's frame after every move. A seat's
    frame is the spectator's with the seat's own part put in, the pieces
    they share the same objects, and a state's frames share most pieces
    with the last state's, object for object (the spots, most mats, the
    harbour: `table.frame.spots_now`, `_mat`). So every piece that is not
    JSON as it is (a dataclass, a tuple of them, a message, a set) is
    written into text once (an `orjson.Fragment`) and kept by its identity,
    and a frame's text is made of the pieces already written: a seat's frame
    costs about what is its own. The pieces of the last two versions'
    frames are kept, each with the object it was written from (so that an
    identity is never another object's); nothing older.
    """

    def __init__(self) -> None:
        import orjson  # (not read by a game without the network)

        self._orjson = orjson
        self._version: int | None = None  # the version of the frames written last
        self._now: dict[int, tuple[Any, Any]] = {}  # id -> (piece, its text) of this version's frames
        self._before: dict[int, tuple[Any, Any]] = {}  # the same, of the version before
        # Each way of writing a dataclass's fields or a tuple's items: the
        # values it wrote last, and what it wrote of them.
        self._last: dict[Any, tuple[tuple[Any, ...], Any]] = {}

    def text(self, frame: Frame) -> str:
        """`frame`'s encoding as JSON text."""
        orjson = self._orjson
        if frame.version != self._version:
            self._version = frame.version
            self._before, self._now = self._now, {}
        try:
            data = self.fields(_frame_way(), frame)
            data["format"] = FORMAT  # (kept in what `fields` wrote last, where every frame's has it)
            return orjson.dumps(data).decode()  # type: ignore[no-any-return]
        except orjson.JSONEncodeError:  # a key not a string, or text orjson will not write: `to_text`'s way
            return to_text(encode(frame))

    def fields(self, way: _Dataclass, value: Any) -> dict[str, Any]:
        """`value`'s fields as data, those that are not JSON as they are
        written as pieces: the data of the last value written this way, but
        for the fields that are not the same objects as its (found by one
        pass in C). A seat's frame and position differ from the one written
        before them, the spectator's or another seat's, in a handful of their
        fields."""
        values = way.values(value)
        last = self._last.get(way)
        if last is None:
            out = dict(zip(way.names, values))
            for i, name, write in way.written:
                out[name] = write(values[i], self)
        else:
            olds, out = last[0], dict(last[1])
            how = way.how
            for i in compress(way.places, map(is_not, values, olds)):
                name, put = how[i]
                out[name] = values[i] if put is None else put(values[i], self)
        self._last[way] = (values, out)
        return out

    def items(self, value: tuple[Any, ...], write: Write) -> list[Any]:
        """Tuple `value`'s items as texts: those of the last tuple written
        this way where the item at the same place is the same object (found
        by one pass in C), the others written by `write`. Most moves change
        one of the spots, one mat, one standing."""
        last = self._last.get(write)
        if last is not None and len(last[0]) == len(value):
            old, texts = last[0], list(last[1])
            for i in compress(range(len(value)), map(is_not, value, old)):
                texts[i] = write(value[i], self)
        else:
            texts = [write(v, self) for v in value]
        self._last[write] = (value, texts)
        return texts

    def piece(self, value: Any, made: Anew) -> Any:
        """`value`'s text as written already, else `made(value)` written now
        (as text, `to_text`'s: the bytes orjson writes keep the whole buffer
        they were written in, kilobytes for a piece of a few dozen bytes)."""
        key = id(value)
        kept = self._now.get(key)
        if kept is None or kept[0] is not value:
            kept = self._before.get(key)
            if kept is None or kept[0] is not value:
                kept = (value, self._orjson.Fragment(to_text(made(value))))
            self._now[key] = kept
        return kept[1]


# How a value of a field's type is made into data is worked out once a
# type, from the type hints (the frame's schema), as decoding reads them:
# a frame is made into data after every move for every seat, and asking
# each value's type what it is, at every value, cost more than the rest.
@cache
def _way(kind: Any) -> Anew | None:
    """How values of type `kind` are made into data (None: they are JSON data as they are)."""
    if _plain(kind):
        return None
    origin = typing.get_origin(kind)
    if kind is Message:  # a tuple, but sent as its code and arguments
        return _message_data
    if isinstance(kind, type) and issubclass(kind, Action):
        return str
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _Dataclass.of(kind).anew
    if origin is frozenset:
        return sorted
    if origin in (Union, types.UnionType):
        options = [a for a in typing.get_args(kind) if a is not type(None)]
        if len(options) == 1:  # X | None
            return _optional(_way(options[0]))
    if origin is tuple:
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            parts = typing.get_args(args[0]) if typing.get_origin(args[0]) is tuple else ()
            if len(parts) == 2 and parts[1] is not Ellipsis:  # pairs: (spot, why), (action, score)
                return _pairs(_way(parts[0]), _way(parts[1]))
            return _items(_way(args[0]))
        return _fixed(tuple(_way(a) for a in args))
    raise TypeError(f"a frame holds no {kind!r}")


@cache
def _writer(kind: Any) -> Write | None:
    """How `FrameText` writes values of type `kind` (None: they are JSON data
    as they are): a position field by field, a tuple of dataclasses (the
    mats, the spots, the standings) item by item, anything else whole, each
    as a piece kept by its identity."""
    made = _way(kind)
    if made is None:
        return None
    args = typing.get_args(kind)
    if typing.get_origin(kind) in (Union, types.UnionType):  # X | None (`_way` refuses other unions)
        inner = _writer(next(a for a in args if a is not type(None)))
        assert inner is not None
        optional = inner
        return lambda value, text: None if value is None else optional(value, text)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind) and _Dataclass.of(kind).nested:
        way = _Dataclass.of(kind)
        return lambda value, text: text.piece(value, lambda v: text.fields(way, v))
    if typing.get_origin(kind) is tuple and len(args) == 2 and args[1] is Ellipsis and _nested(args[0]):
        item = _writer(args[0])
        assert item is not None
        return lambda value, text: text.piece(value, lambda v: text.items(v, item))
    whole = made
    return lambda value, text: text.piece(value, whole)


def _nested(kind: Any) -> bool:
    """Whether values of type `kind` (or `kind | None`) are dataclasses: a
    tuple of them is written item by item (most items are as they were)."""
    options = [a for a in typing.get_args(kind) if a is not type(None)] or [kind]
    return all(isinstance(a, type) and dataclasses.is_dataclass(a) for a in options)


def _optional(made: Anew | None) -> Anew:
    """The way of `X | None` from X's (not plain: `_plain` said so)."""
    assert made is not None
    inner = made
    return lambda value: None if value is None else inner(value)


def _items(item: Anew | None) -> Anew:
    """The way of `tuple[X, ...]`, X not plain: a list of the items' data."""
    assert item is not None
    made = item
    return lambda value: [made(v) for v in value]


def _pairs(first: Anew | None, second: Anew | None) -> Anew:
    """The way of `tuple[tuple[A, B], ...]` (not plain): a list of pairs'
    data, in one comprehension (the decider's spot problems are some twenty
    a state, each made anew)."""
    if first is None:
        assert second is not None
        made = second
        return lambda value: [[a, made(b)] for a, b in value]
    one = first
    if second is None:
        return lambda value: [[one(a), b] for a, b in value]
    two = second
    return lambda value: [[one(a), two(b)] for a, b in value]


def _fixed(parts: tuple[Anew | None, ...]) -> Anew:
    """The way of `tuple[A, B, ...]` (not plain): a list of the parts' data
    (`(spot, why)`, `(action, score)`)."""
    ways = tuple(enumerate(parts))

    def anew(value: tuple[Any, ...]) -> list[Any]:
        out = list(value)
        for i, way in ways:
            if way is not None:
                out[i] = way(value[i])
        return out

    return anew


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


class _Dataclass:
    """How the values of one dataclass are made into data, field by field:
    its fields' ways worked out once, all values read by one `attrgetter`,
    the dict made of them all at once and then the fields that are not JSON
    data as they are put in made (a dict keeps a key's place when its value
    is replaced: the order of the fields is kept)."""

    def __init__(self, kind: type, left_out: frozenset[str] = frozenset()) -> None:
        hints = typing.get_type_hints(kind)
        self.names = tuple(name for name in _names(kind) if name not in left_out)
        # The fields to make into data: each one's place, name and way.
        self.made = tuple((i, name, anew) for i, name in enumerate(self.names)
                          for anew in (_way(hints[name]),) if anew is not None)
        # The same fields, each with how `FrameText` writes it.
        self.written = tuple((i, name, write) for i, name, _ in self.made
                             for write in (_writer(hints[name]),) if write is not None)
        # Every field's name and way of being written (None: as it is), by place.
        ways = {i: write for i, _, write in self.written}
        self.how = tuple((name, ways.get(i)) for i, name in enumerate(self.names))
        self.places = range(len(self.names))
        # Whether a field is a dataclass or a tuple of them: then `FrameText`
        # writes this one field by field (a position: its spots and mats).
        self.nested = any(_nested(hints[name]) for _, name, _ in self.made)
        getter = attrgetter(*self.names)  # (of one name: its value, not a tuple of it)
        self.values: Callable[[Any], tuple[Any, ...]] = (
            getter if len(self.names) > 1 else lambda value: (getter(value),))

    @staticmethod
    @cache
    def of(kind: type) -> _Dataclass:
        return _Dataclass(kind)

    def anew(self, value: Any) -> dict[str, Any]:
        """`value` as the dict of its fields, made anew."""
        values = self.values(value)
        out = dict(zip(self.names, values))
        for i, name, anew in self.made:
            out[name] = anew(values[i])
        return out


@cache
def _frame_way() -> _Dataclass:
    """How `encode` writes a `Frame`: its fields but `LEFT_OUT` (sent beside)."""
    return _Dataclass(Frame, LEFT_OUT)


@cache
def _names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


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
        raise FrameRefused(Message.of("net.seat.other_version"))
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
