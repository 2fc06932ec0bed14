"""Every sentence and word the game says, by code: the one place English is written.

The rules engine never words anything itself. Each event it logs and each
refusal it raises carries a `Message`: a short stable code ("event.gain",
"refusal.game_over") and its arguments, plain values a program can send,
store and compare (a player's name, a number, an engine key such as "fish"
or "winery", or a nested message for a phrase such as "Ann's Winery
house"). This module renders a message into English from the template its
code declares, so a translation later replaces templates, never the rules.
The table above the engine words nothing itself either: its own log lines,
what a decision asks and why a seat cannot do something now are entries
here, carried as messages up to the screens and rendered only there.

Each code is declared once in `ENTRIES` with its template (`str.format`
fields named after the arguments) and what each argument is (its kind, see
below). A sentence that depends on a count has a (singular, plural) pair of
templates and names the argument that counts; `plural` picks between them,
the way gettext's `ngettext` will. The count need not be shown ("Bo wins" /
"Bo and Cy win"), and a pair may be two equal English templates: each count
of a thing ("{fish} Fish", "{vp} VP") gets one where the table says it, so
a translation whose words change with the count has the count to follow. The game's words (resources,
commodities, hexes and buildings, ship goods, modes, decisions, "VP") are
entries too, each "word.<family>.<key>" looked up by its engine key
(`word`, `words`).

This module imports nothing from the rest of the package (an import-linter
contract says so), so that the engine, the errors and anything above them
can use it.

>>> message = Message.of("event.gain", player="Ann", resource="silver_ore")
>>> str(message)
'Ann gains 1 Silver Ore.'
>>> Message.from_data(message.to_data()) == message
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, NamedTuple, TypeAlias, Union

from .entry import (
    ANY, CAPITALIZED, CLAUSE, COMMODITY, DECISION, GOOD, HEX, MESSAGE, MODE, NAME, NUMBER, OPENING, OPTIONAL,
    RESOURCE,
    MAX_WIDTH, TEXT, WIDTH, WORD, Entry, plural,
)
from .game import SENTENCES as _GAME, WORDS as _WORDS

if TYPE_CHECKING:
    import gettext

__all__ = [
    "ANY", "CAPITALIZED", "CLAUSE", "COMMODITY", "DECISION", "DOMAIN", "ENGLISH", "ENTRIES", "GOOD", "HEX", "LANGUAGES",
    "PARTS",
    "LOCALE_DIR", "MAX_DEPTH", "MAX_NUMBER", "MAX_TEXT", "MESSAGE", "MODE", "NAME", "NUMBER", "OPENING", "OPTIONAL",
    "RESOURCE", "TEXT", "WIDTH", "WORD", "MAX_WIDTH", "Arg", "Entry", "Language", "Message", "english", "joined",
    "language", "load",
    "plural", "render", "set_language", "text", "word", "words",
]

MAX_DEPTH: Final = 8  # messages nested in messages, at most (the deepest the engine makes is 4)
MAX_TEXT: Final = 4000  # characters of one text argument, at most
MAX_NUMBER: Final = 2 ** 53  # the largest whole number every JSON reader keeps exactly
# How each kind of argument is shown; a family's words are looked up.
_AS_IS = frozenset({NAME, TEXT, WORD, NUMBER, WIDTH})
_NESTED = frozenset({MESSAGE, OPTIONAL, ANY, OPENING, CLAUSE})


Arg: TypeAlias = Union[int, str, bool, None, "Message"]


class Message(NamedTuple):
    """A sentence to say, as a code and its arguments, in order of name
    (`of` and `from_data` put them in that order, so equal messages are
    equal values). `str()` is its English.

    A named tuple: every event a game logs makes one, and a tuple is the
    cheapest immutable, hashable value to make (a frozen dataclass costs
    three times as much). Like any named tuple it also equals the plain
    tuple of its code and arguments."""

    code: str
    args: tuple[tuple[str, Arg], ...] = ()

    @classmethod
    def of(cls, code: str, /, **args: Arg) -> Message:
        """The message `code` with these arguments (the usual way to make one)."""
        # `tuple.__new__` makes the pair without the named tuple's own `__new__`
        # in between: a game that logs makes hundreds of messages.
        return _make(cls, (code, tuple(sorted(args.items()))))

    def arg(self, name: str) -> Arg:
        """The value of the argument `name`; KeyError if it has none."""
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def to_data(self) -> dict[str, Any]:
        """As plain JSON-able data: {"code": ..., "args": {name: value}}, a
        nested message as the same kind of object."""
        return {"code": self.code,
                "args": {k: v.to_data() if isinstance(v, Message) else v for k, v in self.args}}

    @classmethod
    def from_data(cls, data: object) -> Message:
        """The message `to_data` gave, checked against the catalogue: the code
        must be declared and the arguments exactly those it declares, each of
        its kind; anything else (it may come from another program over the
        network) is a ValueError."""
        return _decode(data, 1)

    def __str__(self) -> str:
        """The message in the language chosen (`set_language`), as a player reads it."""
        return render(self)


_make = tuple.__new__


# The module of entries that declares the codes of each part of the game,
# by a code's first word; the other codes are `game.py`'s, or the words'.
PARTS: Final[Mapping[str, str]] = {
    "play": "play", "panel": "panels", "page": "pages", "menu": "menus", "key": "keys",
    "cli": "command", "save": "command", "web": "command", "net": "net",
    "reason": "reasons",
    "explain": "explain",
    "learn": "learn",
}


class _Entries(Mapping[str, Entry]):
    """Every code's entry. A part's module of entries is read the first time
    one of its codes is asked for (`PARTS`): a program reads only the parts
    it speaks, and the start screen the few it shows (reading all of them
    is a good share of the game's start). Going through them all reads
    every module."""

    def __init__(self, first: dict[str, Entry]) -> None:
        self._known = first
        self._read: set[str] = set()

    def __getitem__(self, code: str) -> Entry:
        try:
            return self._known[code]
        except KeyError:
            pass
        module = PARTS.get(code.partition(".")[0]) if type(code) is str else None
        if module is None or module in self._read:
            raise KeyError(code)
        self._read_module(module)
        return self._known[code]

    def __contains__(self, code: object) -> bool:
        try:
            self[code]  # type: ignore[index]
        except KeyError:
            return False
        return True

    def __iter__(self) -> Iterator[str]:
        self._read_all()
        return iter(self._known)

    def __len__(self) -> int:
        self._read_all()
        return len(self._known)

    def _read_all(self) -> None:
        for module in sorted(set(PARTS.values()) - self._read):
            self._read_module(module)

    def _read_module(self, module: str) -> None:
        table: dict[str, Entry] = import_module(f"{__name__}.{module}").SENTENCES
        twice = self._known.keys() & table.keys()
        assert not twice, f"codes declared twice: {sorted(twice)}"
        self._known.update(table)
        self._read.add(module)


# Every code and its English: the game's sentences and its words, then each
# part's entries as they are first asked for.
ENTRIES: Final[Mapping[str, Entry]] = _Entries({
    **_GAME,
    **{f"word.{family}.{key}": Entry(label, {}) for family, labels in _WORDS.items() for key, label in labels.items()},
})


# ---------------------------------------------------------------- languages
# The languages the game speaks, by their ISO 639-1 codes: English, the
# catalogue's own, first. Each other one is a gettext catalogue compiled
# from `locale/<code>/LC_MESSAGES/ragusa.po`, whose entries are this
# module's (the code as the message's context, the English as its id);
# `scripts/translations.py` extracts, updates and compiles them with Babel.
LANGUAGES: Final = ("en", "fr", "pl")
DOMAIN: Final = "ragusa"
LOCALE_DIR: Final = Path(__file__).parent.parent / "locale"


class Language:
    """The catalogue in one language: its templates and the game's words,
    and how it renders a message. A code's template, and what shows each of
    its arguments, are looked up the first time the code is rendered and
    kept (a run says a few hundred of the catalogue's codes, and starting
    the game should not pay for the others); a plural template is asked of
    gettext at each rendering, with the count, since the language's rule
    picks among its forms (Polish has three: 1 dom, 2 domy, 5 domów)."""

    def __init__(self, code: str, translations: gettext.GNUTranslations | None) -> None:
        """`translations`: the language's compiled catalogue, or None for
        the catalogue's own English (gettext is then never read)."""
        self.code = code
        self._translations = translations
        self._words: dict[str, dict[str, str]] = {
            family: {key: label if translations is None else translations.pgettext(f"word.{family}.{key}", label)
                     for key, label in labels.items()}
            for family, labels in _WORDS.items()}
        self._shows: dict[str, Callable[[Any], object]] = {
            MESSAGE: self._nested, OPTIONAL: self._nested, ANY: self._nested,
            CAPITALIZED: _capitalized, OPENING: self._opening, CLAUSE: self._clause,
            **{family: words.__getitem__ for family, words in self._words.items()}}
        # For each code rendered so far: its template (None for a plural
        # one), and the arguments not shown as they are, each with what shows
        # it (a family's words, a nested message's rendering...).
        self._looked_up: dict[str, tuple[str | None, tuple[tuple[str, Callable[[Any], object]], ...]]] = {}

    def _look_up(self, code: str) -> tuple[str | None, tuple[tuple[str, Callable[[Any], object]], ...]]:
        entry = ENTRIES[code]
        template = None if entry.plural is not None else self.form(code)
        shows = self._shows
        found = self._looked_up[code] = (template, tuple(
            (name, shows[kind]) for name, kind in entry.kinds.items() if kind not in _AS_IS))
        return found

    def render(self, message: Message) -> str:
        """`message` in this language. A code the catalogue does not declare,
        or an argument missing, is a KeyError: the engine's own messages
        never are (the tests render every one), and another program's are
        checked by `Message.from_data`."""
        code = message.code
        template, shown = self._looked_up.get(code) or self._look_up(code)
        values: dict[str, object] = dict(message.args)
        for name, show in shown:
            values[name] = show(values[name])
        if template is None:
            entry = ENTRIES[code]
            count = values[entry.counted] if entry.counted is not None else 1
            template = self.form(code, count if isinstance(count, int) else 1)
        return template.format_map(values)

    def form(self, code: str, n: int = 1) -> str:
        """The template of `code` in this language, for a count of `n` if it
        depends on one."""
        entry = ENTRIES[code]
        if entry.plural is None:
            return entry.template if self._translations is None else self._translations.pgettext(code, entry.template)
        return (plural(entry.template, entry.plural, n) if self._translations is None
                else self._translations.npgettext(code, entry.template, entry.plural, n))

    def text(self, code: str, /, **args: Arg) -> str:
        """The message `code` with these arguments, in this language."""
        return self.render(Message.of(code, **args))

    def word(self, family: str, key: str) -> str:
        """The game's word for the engine key `key` of `family` ("resource",
        "commodity", "hex", "good", "mode", "decision", "play_source", "term")."""
        return self._words[family][key]

    def words(self, family: str) -> dict[str, str]:
        """Every word of `family`, by engine key, in the engine's order."""
        return dict(self._words[family])

    def _nested(self, value: object) -> object:
        """A nested message rendered; a phrase left out (None) as nothing; a
        number or text as it is."""
        return "" if value is None else self.render(value) if isinstance(value, Message) else value

    def _clause(self, value: Message) -> str:
        """A sentence quoted inside another ("The deal: Ann is the starting
        player (...)."): its closing period left to the sentence around it."""
        return self.render(value).rstrip(".")

    def _opening(self, value: Message) -> str:
        """A phrase that opens a sentence ("keep the bonus card ..." as "Keep
        the bonus card ..."): only its first letter changes, so the names and
        words inside it keep their own capitals."""
        said = self.render(value)
        return said[:1].upper() + said[1:]


def _capitalized(value: object) -> str:
    return str(value).capitalize()


def load(code: str) -> Language:
    """The language `code` (one of `LANGUAGES`) with its compiled catalogue;
    a ValueError for another code, and a FileNotFoundError if its catalogue
    is missing (the package is broken: a test checks every one is there)."""
    if code not in LANGUAGES:
        raise ValueError(f"the game does not speak {code!r}: it speaks {', '.join(LANGUAGES)}")
    if code == "en":
        return ENGLISH
    if code not in _LOADED:
        import gettext

        with open(LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as compiled:
            _LOADED[code] = Language(code, gettext.GNUTranslations(compiled))
    return _LOADED[code]


# English never changes: the engine's sentences (`Event.text`, its errors'
# words) are always its, whatever the screens speak.
ENGLISH: Final = Language("en", None)
_LOADED: dict[str, Language] = {}
_current: Language = ENGLISH


def set_language(code: str) -> Language:
    """Speak `code` from now on: every message rendered after it (`render`,
    `str(message)`, `text`, `word`) is in that language; the program holds one
    at a time, each screen's process its own. A ValueError for a language the
    game does not speak, which changes nothing."""
    global _current
    _current = load(code)
    return _current


def language() -> Language:
    """The language spoken now."""
    return _current


def render(message: Message) -> str:
    """`message` in the language spoken now (`set_language`)."""
    return _current.render(message)


def english(message: Message) -> str:
    """`message` in English, whatever the screens speak: the engine's words."""
    return ENGLISH.render(message)


def text(code: str, /, **args: Arg) -> str:
    """The message `code` with these arguments, in the language spoken now."""
    return _current.text(code, **args)


def joined(code: str, items: Sequence[Arg]) -> Arg:
    """`items` (at least one) as a list the entry `code` words ("list.comma",
    "list.and"...): each item nests the rest, so "Ann, Bo, Cy" is "list.comma"
    of Ann and of "list.comma" of Bo and Cy; a single item is itself. A list
    is a message, never items glued with English in between."""
    *first, last = items
    for item in reversed(first):
        last = Message.of(code, first=item, rest=last)
    return last


def word(family: str, key: str) -> str:
    """The game's word for the engine key `key` of `family`, in the language
    spoken now (`Language.word`)."""
    return _current.word(family, key)


def words(family: str) -> dict[str, str]:
    """Every word of `family`, by engine key, in the engine's order, in the
    language spoken now."""
    return _current.words(family)


# ---------------------------------------------------------------- decoding
def _refuse(why: str) -> ValueError:
    return ValueError(f"not a message of the game: {why}")


def _decode(data: object, depth: int) -> Message:
    if depth > MAX_DEPTH:
        raise _refuse(f"messages nested more than {MAX_DEPTH} deep")
    if type(data) is not dict or set(data) != {"code", "args"}:
        raise _refuse("expected an object with exactly 'code' and 'args'")
    code, args = data["code"], data["args"]
    if type(code) is not str or code not in ENTRIES:
        raise _refuse(f"unknown code {_shown(code)}")
    kinds = ENTRIES[code].kinds
    if type(args) is not dict or set(args) != set(kinds):
        wanted = ", ".join(sorted(kinds)) or "none"
        got = ", ".join(sorted(map(_shown, args))) if type(args) is dict else _shown(args)
        raise _refuse(f"{code} takes the arguments {wanted}, not {got}")
    return Message(code, tuple(sorted((name, _argument(code, name, kinds[name], value, depth))
                                      for name, value in args.items())))


def _argument(code: str, name: str, kind: str, value: object, depth: int) -> Arg:
    """`value` as argument `name` of `code`, if it is of `kind`."""
    if kind in _NESTED and type(value) is dict:
        return _decode(value, depth + 1)
    if kind == OPTIONAL and value is None:
        return None
    if kind == WIDTH and type(value) is int:
        if not 0 <= value <= MAX_WIDTH:
            raise _refuse(f"{code}: {name} is a width beyond 0 to {MAX_WIDTH}")
        return value
    if kind in (NUMBER, ANY) and type(value) is int:
        if abs(value) > MAX_NUMBER:
            raise _refuse(f"{code}: {name} is a number beyond {MAX_NUMBER}")
        return value
    if kind in (NAME, TEXT, WORD, CAPITALIZED, ANY) and type(value) is str:
        if len(value) > MAX_TEXT:
            raise _refuse(f"{code}: {name} is text longer than {MAX_TEXT} characters")
        return value
    if kind in _WORDS and type(value) is str and value in _WORDS[kind]:
        return value
    raise _refuse(f"{code}: {name} must be {_KIND_WORDS.get(kind, f'a key of {kind}')}, not {_shown(value)}")


_KIND_WORDS = {
    NAME: "text", TEXT: "text", WORD: "text", CAPITALIZED: "text", NUMBER: "a whole number",
    WIDTH: f"a width from 0 to {MAX_WIDTH}",
    MESSAGE: "a message", OPTIONAL: "a message or null", ANY: "a message, a whole number or text",
    OPENING: "a message", CLAUSE: "a message",
}


def _shown(value: object) -> str:
    """A value named in a refusal, cut short: it may come from anywhere (a
    container is named by its type only: its repr could be huge or nested
    past the interpreter's limit)."""
    if isinstance(value, int) and abs(value) > MAX_NUMBER:
        return "a number too large"
    if value is None or isinstance(value, (bool, int, float, str)):
        shown = repr(value[:41] if isinstance(value, str) else value)
        return shown if len(shown) <= 40 else shown[:39] + "…"
    return f"a {type(value).__name__}"
