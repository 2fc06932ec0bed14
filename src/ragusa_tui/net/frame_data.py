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
Anew = Callable[[Any], Any]  # a value made into data anew
Alike = Callable[[Any, Likes], Any]  # a value made into data, taking what it can from likes


def encode(frame: Frame, *likes: tuple[Frame, dict[str, Any]]) -> dict[str, Any]:
    """`frame` as plain JSON data (without its log, its legal actions and
    who is away): dataclasses as the dicts of their fields, actions as their
    text, sets as sorted lists, messages as their data; tuples stay tuples,
    which `encoding.to_text` writes as lists.

    `likes` are frames already made into data, each with its data: a piece
    of `frame` that is the like's piece at the same place (the same object)
    takes the like's data instead of being made again (data is only read,
    never changed, so it may be shared). A table server gives the first
    frame of the same state it made into data (every seat's frame is a copy
    of the spectator's with the seat's own part put in: they share most
    pieces, object for object) and the frame it made for the same seat a
    move before (the spots, most moves, are the same object: `spots_now`),
    so a state's frames cost about what changed, and it keeps only those
    frames' data. The data is the same with likes or without, key for key;
    without them, every piece is made anew (nothing is kept between calls
    but the messages' data, `_message_data`)."""
    data: dict[str, Any] = _frame_way().alike(frame, likes) if likes else _frame_way().anew(frame)
    data["format"] = FORMAT
    return data


def encode_log(lines: Sequence[LogLine]) -> list[dict[str, Any]]:
    """The log's lines as the data sent beside a frame (`decode_log` reads them)."""
    anew = _Dataclass.of(LogLine).anew
    return [anew(line) for line in lines]


# How a value of a field's type is made into data is worked out once a
# type, from the type hints (the frame's schema), as decoding reads them:
# a frame is made into data after every move for every seat, and asking
# each value's type what it is, at every value, cost more than the rest.
@cache
def _way(kind: Any) -> tuple[Anew | None, Alike | None]:
    """How values of type `kind` are made into data: anew (None: they are
    JSON data as they are), and from likes (None: made anew, a like's piece
    being taken only when it is the very value, which its place checks)."""
    if _plain(kind):
        return None, None
    origin = typing.get_origin(kind)
    if kind is Message:  # a tuple, but sent as its code and arguments
        return _message_data, None
    if isinstance(kind, type) and issubclass(kind, Action):
        return str, None
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        way = _Dataclass.of(kind)
        # A spot, a ship, a mat, a decision, a standing are made anew (a
        # dict of their fields, at once); a position or the scores field by field.
        return way.anew, None if way.leaf else way.alike
    if origin is frozenset:
        return sorted, None
    if origin in (Union, types.UnionType):
        options = [a for a in typing.get_args(kind) if a is not type(None)]
        if len(options) == 1:  # X | None
            return _optional(*_way(options[0]))
    if origin is tuple:
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            parts = typing.get_args(args[0]) if typing.get_origin(args[0]) is tuple else ()
            if len(parts) == 2 and parts[1] is not Ellipsis:  # pairs: (spot, why), (action, score)
                return _pairs(_way(parts[0])[0], _way(parts[1])[0]), None
            return _items(_way(args[0])[0])
        return _fixed(tuple(_way(a)[0] for a in args)), None
    raise TypeError(f"a frame holds no {kind!r}")


def _optional(anew: Anew | None, alike: Alike | None) -> tuple[Anew, Alike | None]:
    """The way of `X | None` from X's (not plain: `_plain` said so)."""
    assert anew is not None
    made = anew

    def optional(value: Any) -> Any:
        return None if value is None else made(value)

    if alike is None:
        return optional, None
    shared = alike

    def optional_alike(value: Any, likes: Likes) -> Any:
        return None if value is None else shared(value, likes)

    return optional, optional_alike


def _items(item: Anew | None) -> tuple[Anew, Alike]:
    """The way of `tuple[X, ...]`, X not plain: a list of the items' data;
    from likes, item by item, an item that is the likes' item at its index
    taking its data (the spots, the mats, the standings: most are as they
    were, object for object)."""
    assert item is not None
    made = item

    def anew(value: tuple[Any, ...]) -> list[Any]:
        return [made(v) for v in value]

    def alike(value: tuple[Any, ...], likes: Likes) -> list[Any]:
        n = len(value)
        same = [(old, data) for old, data in likes if type(old) is tuple and len(old) == n]
        if not same:
            return anew(value)
        # The first like's data, and only the items that are not its own
        # (found by one pass in C) looked for in the others, or made.
        (old, data), *others = same
        out = list(data)
        for i in compress(range(n), map(is_not, value, old)):
            v = value[i]
            for other, made_before in others:
                if other[i] is v:
                    out[i] = made_before[i]
                    break
            else:
                out[i] = made(v)
        return out

    return anew, alike


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
        # The fields to make into data: each one's place, name and ways.
        self.made = tuple((i, name, anew, alike) for i, name in enumerate(self.names)
                          for anew, alike in (_way(hints[name]),) if anew is not None)
        self.leaf = all(alike is None for *_, alike in self.made)  # no field worth taking from likes
        # Every field's name and ways (None, None: its value is its data), by place.
        ways = {i: (anew, alike) for i, _, anew, alike in self.made}
        self.how = tuple((name, *ways.get(i, (None, None))) for i, name in enumerate(self.names))
        self.places = range(len(self.names))
        self.kind = kind
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
        for i, name, anew, _ in self.made:
            out[name] = anew(values[i])
        return out

    def alike(self, value: Any, likes: Likes) -> dict[str, Any]:
        """`value` as data field by field, each taking the data of the likes'
        same field where it is that field's value, the fields worth it made
        from the likes' same fields (a position: its spots and mats).

        The data starts as a copy of the first like's, and only the fields
        that are not that like's (found by one pass in C, `map(is_not, ...)`)
        are put in: a seat's frame shares all but a handful of its thirty
        fields with the first frame of its state."""
        kind = self.kind
        same = [(self.values(old), made) for old, made in likes if type(old) is kind]
        if not same:
            return self.anew(value)
        values = self.values(value)
        (olds, made), *others = same
        out = dict(made)
        how = self.how
        for i in compress(self.places, map(is_not, values, olds)):
            v = values[i]
            name, anew, alike = how[i]
            for other, data in others:
                if other[i] is v:
                    out[name] = data[name]
                    break
            else:
                out[name] = (v if anew is None else anew(v) if alike is None
                             else alike(v, [(olds[i], made[name]), *((o[i], d[name]) for o, d in others)]))
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
