"""The frames of the table protocol (JSON text frames) and its limits.

A client says `hello` with its key, then `act` and `undo`, each naming the
version of the state it decided on; the server answers with `state` frames
(after the hello and after every change) and `error` frames (one sentence,
nothing changed). See docs/protocol.md.
"""

from __future__ import annotations

import json
import time
from collections import deque
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..catalogue import Message, english, joined
from ..errors import RagusaError

from .encoding import to_text

MAX_FRAME = 64 * 1024  # the largest frame a client may send, in bytes
# Frames above this are not even read: the connection is closed (code 1009).
HARD_FRAME = 4 * MAX_FRAME
RATE_MESSAGES = 20  # a connection may send this many frames ...
RATE_WINDOW = 2.0  # ... in this many seconds; more are refused, one error a window
HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
# WebSocket pings: a client that does not answer is dropped within 20 s.
PING_INTERVAL = 10.0
PING_TIMEOUT = 10.0
# The close code of a connection whose key opens nothing: the client stops trying.
CLOSE_UNKNOWN_KEY = 4003
# The close code after a `closed` frame: the host stopped the table on purpose;
# its reason says whether the table is saved.
CLOSE_TABLE_CLOSED = 4000
CLOSED_SAVED, CLOSED_UNSAVED = "closed by its host, saved", "closed by its host, not saved"
# A client may name its key in the handshake too (`Authorization: Bearer KEY`):
# then no flood of silent connections pushes it out before its hello.
KEY_SCHEME = "Bearer "
MAX_ACTION = 40  # characters; every action of the game is far shorter
MAX_KEY = 100


class _Frame(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Hello(_Frame):
    """The first frame of a connection: the key of a seat, or the spectators' key."""

    type: Literal["hello"]
    key: Annotated[str, Field(max_length=MAX_KEY)]


class Act(_Frame):
    """Play `action` (e.g. "place 37") on the state of `version`."""

    type: Literal["act"]
    version: int
    action: Annotated[str, Field(max_length=MAX_ACTION)]


class Undo(_Frame):
    """Take back the seat's own last decision, on the state of `version`."""

    type: Literal["undo"]
    version: int


class Hint(_Frame):
    """What the `hard` computer player would do at the seat's decision of `version`."""

    type: Literal["hint"]
    version: int


ClientFrame = Annotated[Hello | Act | Undo | Hint, Field(discriminator="type")]
_CLIENT: TypeAdapter[Hello | Act | Undo | Hint] = TypeAdapter(ClientFrame)
KNOWN_TYPES = ("hello", "act", "undo", "hint")
# The refusal of a frame of each type whose field is wrong.
_WRONG = {"hello": "net.refusal.hello_wrong", "act": "net.refusal.act_wrong", "undo": "net.refusal.undo_wrong",
          "hint": "net.refusal.hint_wrong"}


class Refused(RagusaError):
    """A frame the server will not take; `str()` is the one sentence sent back
    (in English), `message` the same as a message when it has one."""


def parse_client(text: str | bytes) -> Hello | Act | Undo | Hint:
    """The client frame `text` holds; `Refused` with one sentence if none."""
    if isinstance(text, bytes):
        raise Refused(Message.of("net.refusal.binary"))
    if len(text.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        raise Refused(Message.of("net.refusal.too_large", kib=MAX_FRAME // 1024))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise Refused(Message.of("net.refusal.not_json")) from None
    if not isinstance(data, dict):
        raise Refused(Message.of("net.refusal.not_an_object"))
    kind = data.get("type")
    if kind not in KNOWN_TYPES:
        raise Refused(Message.of("net.refusal.unknown_type", types=joined("list.comma", KNOWN_TYPES)))
    try:
        return _CLIENT.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"][1:]) or "frame"
        raise Refused(Message.of(_WRONG[kind], field=where, why=str(first["msg"]).lower())) from None


def state_frame(version: int, seat: int | None, view: str, legal: list[str], log_from: int,
                log: list[dict[str, Any]], presence: list[dict[str, Any]], spectators: int,
                answered: int | None = None) -> str:
    """A `state` frame as text, `view` already JSON (one encoding a seat,
    however many connections it has). `log` holds the log's lines from
    `log_from` (0 on a connection's first frame: the whole log), each with
    whom it concerns, its kind, its words and its sentence as a message
    (`frame_data.encode_log`); `events` are their words alone.
    `answered` is the version of the connection's last act or undo played."""
    rest = to_text({"legal": legal, "events": [line["text"] for line in log], "log_from": log_from,
                    "presence": presence, "spectators": spectators, "log": log, "answered": answered})
    return f'{{"type":"state","version":{version},"seat":{to_text(seat)},"view":{view},{rest[1:]}'


def hint_frame(version: int, said: Message | str, action: str) -> str:
    """The hint asked for at `version`: its words (English, the protocol's)
    and the action it suggests; a message also goes as itself (`said`), for
    the seat to word in its own language."""
    frame: dict[str, object] = {"type": "hint", "version": version,
                                "text": english(said) if isinstance(said, Message) else said, "action": action}
    if isinstance(said, Message):
        frame["said"] = said.to_data()
    return to_text(frame)


def error_frame(message: str | Message) -> str:
    """A refusal in one sentence; a message also goes as itself (`said`), for
    a seat to word in its own language. The sentence is English, whatever
    this process speaks: the protocol's."""
    frame: dict[str, object] = {"type": "error", "message": english(message) if isinstance(message, Message)
                                else message}
    if isinstance(message, Message):
        frame["said"] = message.to_data()
    return to_text(frame)


def closed_frame(saved: bool) -> str:
    """The last frame of every connection when the host stops the table on
    purpose: the client stops trying to reconnect. `saved`: the last save
    is on disk (it is not when the disk refused it)."""
    return to_text({"type": "closed", "saved": saved})


class RateLimit:
    """At most `limit` messages in any `window` seconds (a sliding window)."""

    def __init__(self, limit: int = RATE_MESSAGES, window: float = RATE_WINDOW) -> None:
        self.limit, self.window = limit, window
        self._times: deque[float] = deque()
        self.warned_at = -window  # the last refusal said, so a flood gets one error a window

    def allow(self, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        while self._times and now - self._times[0] >= self.window:
            self._times.popleft()
        if len(self._times) >= self.limit:
            return False
        self._times.append(now)
        return True

    def should_warn(self, now: float | None = None) -> bool:
        """Whether to say so, this time a message is refused (once a window)."""
        now = time.monotonic() if now is None else now
        if now - self.warned_at >= self.window:
            self.warned_at = now
            return True
        return False

    def message(self) -> Message:
        """The refusal of a message over the limit."""
        if self.window == int(self.window):
            return Message.of("net.refusal.too_many", limit=self.limit, seconds=int(self.window))
        return Message.of("net.refusal.too_many_fraction", limit=self.limit, seconds=f"{self.window:g}")
