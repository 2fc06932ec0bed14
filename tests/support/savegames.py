"""Shared by the save, replay and command-line tests: games in every mode,
played at random, and the ways a save file can be broken."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from ragusa_tui.engine import Game, GameConfig, new_game

MODES = ("standard", "duel", "solo")
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def seats_for(mode: str, seed: int) -> list[str]:
    if mode == "duel":
        return list(NAMES[:2])
    if mode == "solo":
        return list(NAMES[:1])
    return list(NAMES[:3 + seed % 3])


def mode_available(mode: str) -> bool:
    try:
        new_game(GameConfig(mode=mode, players=seats_for(mode, 0), seed=0))
    except ValueError:
        return False
    return True


def start(mode: str, seed: int) -> Game:
    """A new game, or a clean skip while the engine cannot play `mode` yet."""
    try:
        return new_game(GameConfig(mode=mode, players=seats_for(mode, seed), seed=seed))
    except ValueError as exc:
        pytest.skip(f"{mode} games are not available in the engine yet: {exc}")


def play(game: Game, rng: random.Random, steps: int | None = None) -> Game:
    """Random legal actions: `steps` of them, or to the end."""
    while not game.is_over and (steps is None or steps > 0):
        game.apply(rng.choice(game.legal_actions()))
        if steps is not None:
            steps -= 1
    return game


def finished(mode: str, seed: int) -> Game:
    return play(start(mode, seed), random.Random(seed))


def _edit(change: Callable[[dict], object]) -> Callable[[str], bytes]:
    def corrupt(text: str) -> bytes:
        doc = json.loads(text)
        change(doc)
        return json.dumps(doc).encode()
    return corrupt


def _set(doc: dict, path: tuple, value: object) -> None:
    for key in path[:-1]:
        doc = doc[key]
    doc[path[-1]] = value


def _illegal_action(doc: dict) -> None:
    doc["actions"][len(doc["actions"]) // 2] = "place 9999"


# name -> (turn a good save's text into bad bytes, or None for "a folder instead", phrase in the message)
CORRUPTIONS: dict[str, tuple[Callable[[str], bytes] | None, str]] = {
    "truncated": (lambda t: t[: len(t) // 2].encode(), "the file is cut short"),
    "cut inside a string": (lambda t: t[: t.index('"ragusa-game') + 4].encode(), "the file is cut short"),
    "cut after one character": (lambda t: t[:1].encode(), "the file is cut short"),
    "empty": (lambda t: b"", "the file is empty"),
    "blank": (lambda t: b"  \n", "the file is empty"),
    "not JSON": (lambda t: b"this is not a save\n", "not valid JSON (line 1, column 1"),
    "not text": (lambda t: b"\x89PNG\r\n\x1a\n\xff\xfe\x00", "not"),
    "JSON list": (lambda t: b"[1, 2, 3]", "expected a JSON object"),
    "other JSON": (lambda t: b'{"hello": "world"}', "does not hold a Ragusa game"),
    "unknown version": (_edit(lambda d: _set(d, ("version",), 99)), "format version 99"),
    "wrong type: seed": (_edit(lambda d: _set(d, ("config", "seed"), "seven")), "field 'config.seed'"),
    "wrong type: actions": (_edit(lambda d: _set(d, ("actions",), "place 3")), "field 'actions'"),
    "wrong type: one action": (_edit(lambda d: _set(d, ("actions", 0), 12)), "field 'actions.0'"),
    "wrong type: summary": (_edit(lambda d: _set(d, ("summary", "round"), "three")), "field 'summary.round'"),
    "wrong seats for mode": (_edit(lambda d: _set(d, ("config", "players"), [])), "field 'config"),
    "illegal action": (_edit(_illegal_action), "('place 9999') is not legal"),
    "unreadable action": (_edit(lambda d: _set(d, ("actions", 0), "!?")), "action 1 ('!?') is not an action"),
    "action after the end": (_edit(lambda d: d["actions"].append("done")), "the game is over"),
    "a folder": (None, "it is a folder"),
}


def write_corrupt(path: Path, good_text: str, name: str) -> str:
    """Put the corruption `name` at `path`; return the phrase its error must contain."""
    make, phrase = CORRUPTIONS[name]
    if make is None:
        path.mkdir()
    else:
        path.write_bytes(make(good_text))
    return phrase


def folder_bytes(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` with its content, to prove nothing changed."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}
