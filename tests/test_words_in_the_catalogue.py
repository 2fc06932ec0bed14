"""No sentence a player reads is written outside the catalogue: every module
of the package (the engine has its own, stricter test in
tests/engine/test_messages.py, whose rule this one shares) words what it
shows through `ragusa_tui.catalogue`, so that every word can be translated.

A literal that looks like English (two words or more) is allowed only
where nobody reads it as words: a docstring, a dict's keys, a key
binding's action, a widget's CSS, a Rich style ("bold red"), a date's
format, an assertion or a programmer's error (see the engine's test), or
one of the internal strings named below, module by module, with why.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "ragusa_tui"
_spec = importlib.util.spec_from_file_location("engine_messages", ROOT / "tests" / "engine" / "test_messages.py")
assert _spec is not None and _spec.loader is not None
_rule = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("engine_messages", _rule)
_spec.loader.exec_module(_rule)

STYLE_WORDS = {"bold", "italic", "underline", "reverse", "dim", "on", "not", "strike", "red", "green", "yellow",
               "blue", "cyan", "magenta", "white", "black"}
STYLE = re.compile(r"#[0-9a-fA-F]{6}")
DATE_FORMAT = "%Y-%m-%d %H:%M"

# Internal strings, by module: none is shown to a player as words.
INTERNAL: dict[str, set[str]] = {
    # The computer levels' descriptions, printed by `ragusa simulate --help`'s
    # developer-facing policies list, and the level names a program passes.
    "agent.py": {"plays by simple rules, with a little noise", "tries each move and looks ahead to the end of the turn",
                 "plays each of the best few moves out to the end, many times (about 0.25 s a move)",
                 "like hard, with more playouts", "unknown level ", ": choose one of "},
    "hint.py": {"hint "},  # a worker's name
    "placing.py": {"place_kind('powerhouse', 2)", "place_kind('powerhouse', 1)", "place_kind('place', 0)"},  # actions
    "end.py": {"The game is not over."},  # a programmer's error: the end screen built too soon
    "handover.py": {"take back"},  # the screen's answer, compared by the game screen
    # Key names, the same in every language (the help's keys column).
    "help.py": {"Tab / Shift+Tab", "Tab, Ctrl+S, Esc", "n / q", "r / l", "Enter / r, Esc", "← → PgUp PgDn",
                "h j k l", "j k", "PgUp PgDn", "↑ ↓ PgUp PgDn"},
    "replay.py": {"PgUp PgDn", "Home End"},  # key names
    "new_game.py": {"GameSetup | tuple[str, GameSetup] | None", "form-row seat"},  # a type; CSS classes
    "keys_footer.py": {"Drawn without the spaces around its key and words.", " -disabled"},  # a docstring; a class
    "phrases.py": {r" (?=[+\-−]?\d)|(?<=\d) (?=VP\b|[A-Z][a-z]+\b)"},  # where lines may break
    # The headless games' seat names and their diagnostics: JSON values of `ragusa simulate --json`.
    "cli.py": {"reloading its record gives a different game", "Player ", "the game did not end after ",
               " decisions", "Value error, "},
    "commands.py": {" join "},  # a shell command's words
    # The wire's close reasons and a token: read by programs (docs/protocol.md), never shown.
    "protocol.py": {"Bearer ", "closed by its host, saved", "closed by its host, not saved"},
    "remote.py": {"The server plays the computer seats.", "the table sent no hint"},  # never reach a screen
    # `SaveError`'s phrases for what could not be done, mapped to its codes (`saves._DOING`).
    "store.py": {"use the table's folder", "serve the table in"},
    "autosave.py": {"save to"},
    "saves.py": {"module ", " has no attribute "},  # Python's AttributeError, as `__getattr__` raises it
    "web.py": {"default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
               "img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; "
               "form-action 'none'; base-uri 'none'"},  # an HTTP header
    # A tab's game process: its command line is written by `ragusa web` only.
    "web_child.py": {"python -m ragusa_tui.web_child", "The game of one ragusa web tab (started by ragusa web).",
                     "the memory the game may write, in MiB", "the server's process: the game ends with it",
                     "the tab may host a table on the network", "the tab may join a table at any address"},
    # The table server's log lines for its operator's debugging, and the
    # reasons it closes a connection with (read by programs).
    "server.py": {"a client joined %s", "as a spectator", "a client left %s", "seat ", "the spectators",
                  "cannot send a state", "a client gave a key that opens nothing", "unknown key", "the server failed",
                  "no hello"},
    "limits.py": {"dropped from a full hello window", "no hello in time", "the table full", "too many from one address",
                  "the spectators full", "waiting after wrong keys", "too many wrong keys", "spectators full",
                  "the table is full", "the hello window is full", "no hello"},
}
# The structural reasons a frame from elsewhere is refused for: they name the
# protocol's fields for whoever debugs a client (docs/protocol.md).
FRAME_DATA_REASONS = re.compile(r"^((frame)?: [a-z ]+|(frame)?: should (be|have) .*| items| is no action"
                                r"|tuple\[LogLine, \.\.\.\])$")


def _widget_css(tree: ast.Module) -> set[int]:
    """The ids of the CSS strings of widget classes (`DEFAULT_CSS`, `CSS`)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in ("DEFAULT_CSS", "CSS") for t in targets) and node.value:
                found.update(id(n) for n in ast.walk(node.value))
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Binding" and len(node.args) >= 2:
            found.add(id(node.args[1]))  # its action
    return found


def _style(text: str) -> bool:
    return all(word in STYLE_WORDS or STYLE.fullmatch(word) for word in text.split()) and bool(text.strip())


def _left(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    allowed = _rule._allowed(tree) | _widget_css(tree)
    internal = INTERNAL.get(path.name, set())
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or id(node) in allowed:
            continue
        text = node.value
        if not _rule._english(text) or _style(text) or text == DATE_FORMAT or text in internal:
            continue
        if path.name == "frame_data.py" and FRAME_DATA_REASONS.match(text):
            continue
        found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {text!r}")
    return found


def _modules() -> list[Path]:
    return [path for path in sorted(PACKAGE.rglob("*.py")) if path.parent.name not in ("catalogue", "engine")]


def test_no_module_words_a_sentence_itself() -> None:
    found = [line for path in _modules() for line in _left(path)]
    assert found == [], "a player's words belong in the catalogue (ragusa_tui/catalogue/), as a code and its template"


def test_the_internal_strings_allowed_are_still_there() -> None:
    literals: dict[str, set[str]] = {}
    for path in _modules():
        literals.setdefault(path.name, set()).update(
            node.value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Constant) and isinstance(node.value, str))
    for name, allowed in INTERNAL.items():
        assert allowed <= literals.get(name, set()), f"{name}: drop what is gone from INTERNAL"
