"""Hand-made hostile save files: every way a file from a friend, a folder or
an attacker can be wrong. Shared by the crafted-save tests.

Each maker writes one file (or pipe, folder, link) into a folder and returns
its path. The good save they start from is a short standard game in progress
that claims to be an autosave.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from ragusa_tui.engine import GameConfig, new_game
from ragusa_tui.saves import MAX_BYTES

ESC_TITLE = "\x1b]0;PWNED\x07"  # sets the terminal's window title
ESC_CLEAR = "\x1b[2J"  # clears the screen
HOSTILE = f"{ESC_TITLE}{ESC_CLEAR}[/bold][b]HACKED[@click=app.quit]x[/]\x00\x08\r\u202e\x9b"
Maker = Callable[[Path], Path]


@cache
def good_doc() -> dict[str, Any]:
    game = new_game(GameConfig(mode="standard", players=["Ann", "Bo", "Cy"], seed=7))
    rng = random.Random(7)
    for _ in range(14):
        game.apply(rng.choice(game.legal_actions()))
    doc = json.loads(game.to_json())
    doc["app"] = {"colours": ["Red", "Blue", "Green"], "handover": False, "autosave": True}
    return doc


def good_text() -> str:
    return json.dumps(good_doc(), indent=1)


def _doc() -> dict[str, Any]:
    return json.loads(json.dumps(good_doc()))


def _bytes(name: str, data: bytes | Callable[[], bytes]) -> Maker:
    def make(folder: Path) -> Path:
        path = folder / name
        path.write_bytes(data() if callable(data) else data)
        return path
    return make


def _edited(name: str, change: Callable[[dict[str, Any]], object]) -> Maker:
    def data() -> bytes:
        doc = _doc()
        change(doc)
        return json.dumps(doc).encode()
    return _bytes(name, data)


def _set(*path: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        for key in path[:-1]:
            doc = doc[key]
        doc[path[-1]] = value
    return change


def _fifo(folder: Path) -> Path:
    path = folder / "pipe.json"
    os.mkfifo(path)
    return path


def _folder(folder: Path) -> Path:
    path = folder / "folder.json"
    path.mkdir()
    (path / "inside.json").write_text(good_text())
    return path


def _loop(folder: Path) -> Path:
    a, b = folder / "loop-a.json", folder / "loop-b.json"
    a.symlink_to(b)
    b.symlink_to(a)
    return a


def _dangling(folder: Path) -> Path:
    path = folder / "dangling.json"
    path.symlink_to(folder / "nowhere" / "x.json")
    return path


def _unreadable(folder: Path) -> Path:
    path = folder / "unreadable.json"
    path.write_text(good_text())
    path.chmod(0)  # (a superuser reads it anyway: then it is simply a good save)
    return path


def _oversized(folder: Path) -> Path:
    path = folder / "huge.json"
    with path.open("wb") as f:
        f.write(good_text().encode())
        f.truncate(MAX_BYTES + 1)  # sparse: costs no disk
    return path


def _hostile_name(folder: Path) -> Path:
    path = folder / f"{ESC_TITLE}evil[b]x[@click=app.quit]q\x1b[31m.json"
    doc = _doc()
    doc["actions"].append(HOSTILE)
    path.write_text(json.dumps(doc))
    return path


def _hostile_good_name(folder: Path) -> Path:
    path = folder / f"{ESC_CLEAR}fine[b]\u202e.json"
    path.write_text(good_text())
    return path


def _deep(depth: int) -> Callable[[], bytes]:
    return lambda: ('{"format": "ragusa-game", "version": 1, "x": ' + "[" * depth + "]" * depth + "}").encode()


def _truncations() -> dict[str, Maker]:
    text = good_text()
    cuts = sorted({1, 2, 9, 30, 64, 100, 250, len(text) // 4, len(text) // 2, 3 * len(text) // 4,
                   text.index('"actions"') + 12, len(text) - 3, len(text) - 1})
    return {f"cut at {n}": _bytes(f"cut-{n}.json", text[:n].encode()) for n in cuts}


def _wrong_types() -> dict[str, Maker]:
    cases: dict[str, tuple[tuple[Any, ...], Any]] = {
        "format a number": (("format",), 1),
        "version a string": (("version",), "1"),
        "version true": (("version",), True),
        "version a float": (("version",), 1.0),
        "version null": (("version",), None),
        "config a list": (("config",), []),
        "mode a number": (("config", "mode"), 7),
        "mode unknown": (("config", "mode"), "chess"),
        "players a string": (("config", "players"), "Ann"),
        "players numbers": (("config", "players"), [1, 2, 3]),
        "players too many": (("config", "players"), [f"P{i}" for i in range(9)]),
        "seed a string": (("config", "seed"), "seven"),
        "seed a float": (("config", "seed"), 7.5),
        "seed true": (("config", "seed"), True),
        "options a list": (("config", "options"), ["human_first"]),
        "options unknown": (("config", "options"), {"cheat": True}),
        "actions a string": (("actions",), "place 3"),
        "actions an object": (("actions",), {"0": "place 3"}),
        "action a number": (("actions", 0), 12),
        "action null": (("actions", 0), None),
        "summary a list": (("summary",), []),
        "summary mode a number": (("summary", "mode"), 1),
        "summary players a string": (("summary", "players"), "Ann"),
        "summary seed a string": (("summary", "seed"), "s"),
        "summary round a string": (("summary", "round"), "three"),
        "summary turn null": (("summary", "turn"), None),
        "summary actions negative": (("summary", "actions"), -1),
        "summary vp a string": (("summary", "vp"), "lots"),
        "summary over a string": (("summary", "over"), "yes"),
        "summary date nonsense": (("summary", "saved_at"), "yesterday"),
        "summary ranking a string": (("summary", "ranking"), "first"),
        "app a list": (("app",), [1]),
        "app colours numbers": (("app", "colours"), [1, 2, 3]),
        "app autosave a string": (("app", "autosave"), "yes"),
    }
    return {name: _edited(f"type-{i}.json", _set(*where, value=value))
            for i, (name, (where, value)) in enumerate(cases.items())}


def _hostile_fields() -> dict[str, Maker]:
    fields: dict[str, tuple[Any, ...]] = {
        "hostile player name": ("config", "players", 0),
        "hostile mode": ("config", "mode"),
        "hostile option": ("config", "options", HOSTILE),
        "hostile format": ("format",),
        "hostile summary player": ("summary", "players", 0),
        "hostile summary mode": ("summary", "mode"),
        "hostile summary date": ("summary", "saved_at"),
        "hostile ranking name": ("summary", "ranking"),
        "hostile colour": ("app", "colours", 0),
        "hostile extra key": (HOSTILE,),
        "hostile first action": ("actions", 0),
        "hostile last action": ("actions", -1),
    }
    makers = {}
    for i, (name, where) in enumerate(fields.items()):
        value: Any = HOSTILE
        if name == "hostile ranking name":
            value = [{"name": HOSTILE, "total": 99, "rank": 1}]
        if name == "hostile option":
            where, value = ("config", "options"), {HOSTILE: True}
        makers[name] = _edited(f"hostile-{i}.json", _set(*where, value=value))
    # A summary of pure lies, escapes included, on a game that is sound.
    makers["lying summary with escapes"] = _edited("lying.json", lambda d: d["summary"].update(
        over=True, players=[HOSTILE] * 3, mode=HOSTILE, round=99,
        ranking=[{"name": f"{ESC_TITLE}Mallory", "total": 99, "rank": 1}]))
    for action in ("place [/bold]", "place " + "9" * 5000, "\x1b]0;X\x07\x1b[2JHACKED", "[b]x[/b]",
                   "keep 14.0", "place True", "place -1", "sell fish", "exchange " + "z" * 3000):
        makers[f"action {action[:20]!r}"] = _edited(
            f"action-{len(makers)}.json", lambda d, a=action: d["actions"].insert(3, a))
    return makers


def catalogue() -> dict[str, Maker]:
    """Every crafted file by name."""
    makers: dict[str, Maker] = {
        **_truncations(),
        "empty": _bytes("empty.json", b""),
        "blank": _bytes("blank.json", b" \n\t\n"),
        "binary": _bytes("binary.json", bytes(range(256)) * 4),
        "png": _bytes("png.json", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"),
        "nul bytes": _bytes("nul.json", b"\x00" * 64),
        "bom and a good save": _bytes("bom.json", lambda: b"\xef\xbb\xbf" + good_text().encode()),
        "bom and rubbish": _bytes("bom-bad.json", b"\xef\xbb\xbf\x1b[2J{"),
        "utf-16": _bytes("utf16.json", lambda: good_text().encode("utf-16")),
        "latin-1 name": _bytes("latin1.json", lambda: good_text().replace("Ann", "Ann\xe9").encode("latin-1")),
        "not JSON with escapes": _bytes("notjson.json", f"{HOSTILE}\n".encode()),
        "a JSON list": _bytes("list.json", b"[1, 2, 3]"),
        "a JSON string": _bytes("string.json", json.dumps(HOSTILE).encode()),
        "unknown format": _edited("format.json", _set("format", value="chess-game")),
        "unknown version": _edited("version.json", _set("version", value=2)),
        "version huge": _edited("version-huge.json", _set("version", value=10 ** 4000)),
        "negative version": _edited("version-neg.json", _set("version", value=-1)),
        **_wrong_types(),
        "huge seed": _edited("seed-huge.json", _set("config", "seed", value=10 ** 4000)),
        "negative seed": _edited("seed-neg.json", _set("config", "seed", value=-(10 ** 30))),
        "seed digits past the limit": _bytes("seed-digits.json", lambda: good_text().replace(
            '"seed": 7', '"seed": ' + "7" * 5000, 1).encode()),
        "number digits past the limit": _bytes("digits.json", b'{"x": ' + b"9" * 100_000 + b"}"),
        "nan and infinity": _bytes("nan.json", lambda: good_text().replace('"seed": 7', '"seed": NaN', 1)
                                   .replace('"round": ', '"round": Infinity, "r": ', 1).encode()),
        "a million actions": _edited("million.json", _set("actions", value=["skip"] * 1_000_000)),
        "many actions": _edited("many.json", lambda d: d["actions"].extend(["done"] * 30_000)),
        "deep nesting": _bytes("deep.json", _deep(100_000)),
        "moderate nesting": _bytes("nested.json", _deep(900)),
        **_hostile_fields(),
        "hostile file name": _hostile_name,
        "hostile name on a good save": _hostile_good_name,
        "illegal action first": _edited("illegal-0.json", _set("actions", 0, value="place 9999")),
        "illegal action in the middle": _edited("illegal-7.json", _set("actions", 7, value="wall 3")),
        "illegal action last": _edited("illegal-last.json", _set("actions", -1, value="done")),
        "action after the end": _edited("after-end.json", lambda d: d["actions"].extend(["skip"] * 3)),
        "a pipe": _fifo,
        "a folder": _folder,
        "a link loop": _loop,
        "a dangling link": _dangling,
        "unreadable": _unreadable,
        "oversized": _oversized,
    }
    return makers


def folder_state(folder: Path) -> dict[str, Any]:
    """Every entry under `folder` with its bytes (or kind), to prove nothing changed."""
    state: dict[str, Any] = {}
    for p in sorted(folder.rglob("*")):
        if p.is_symlink():
            state[str(p)] = ("link", os.readlink(p))
        elif p.is_fifo() or p.is_dir():
            state[str(p)] = "pipe" if p.is_fifo() else "dir"
        else:
            try:
                state[str(p)] = p.read_bytes()
            except OSError:
                state[str(p)] = "unreadable"
    return state
