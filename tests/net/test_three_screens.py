"""A whole game at one table server with three seats: two players at their
own Textual game screens and one protocol client, to the end. Every frame
each of them received is checked for what its seat may not know: another
seat's bonus cards or options, the seed, the decks' order, the actions
played (none may leak while the game runs)."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from typing import Any

import pytest
from support.app_table import answer, asking, game_screen
from support.served import served

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.end import EndScreen
from ragusa_tui.engine.scoring import bonus_title
from ragusa_tui.net import link as link_module
from ragusa_tui.net.client import TableClient
from ragusa_tui.net.remote import RemoteTable
from ragusa_tui.table.setup import GameSetup

SEED = 987_654_321  # a number no frame would hold by chance
SETUP = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=SEED, handover=False)
GAME_WAIT = 240.0  # seconds for the whole game, a generous bound on a busy machine


class Recorder:
    """Every frame the Textual clients' links received, by seat."""

    def __init__(self) -> None:
        self.frames: dict[int, list[dict[str, Any]]] = {0: [], 1: [], 2: []}
        self.lock = threading.Lock()
        self._put = link_module.Link._put

    def install(self, monkeypatch: Any) -> None:
        recorder = self

        def put(link: link_module.Link, frame: dict[str, Any]) -> None:
            if frame.get("type") == "state" and type(frame.get("seat")) is int:
                with recorder.lock:
                    recorder.frames[frame["seat"]].append(frame)
            recorder._put(link, frame)

        monkeypatch.setattr(link_module.Link, "_put", put)


def _play_screen(url: str, key: str, seed: int, done: threading.Event, problems: list[str]) -> None:
    """One player at their own screen: joins, then answers each of its
    decisions with a random legal action through the screen, to the end."""
    app = RagusaApp(join=(url, key))
    pick = random.Random(seed)

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            deadline = time.monotonic() + GAME_WAIT
            while time.monotonic() < deadline:
                await pilot.pause(0.02)
                if isinstance(app.screen, EndScreen) and app.screen.is_mounted:
                    await pilot.pause()
                    return
                screens = [s for s in app.screen_stack if hasattr(s, "session")]
                if not screens:
                    continue
                table = game_screen(app).session
                assert isinstance(table, RemoteTable)
                now = table.frame(None)
                legal = list(now.legal)
                if not legal or (now.decision is not None and now.decision.kind not in ("place", "wall", "tower")
                                 and asking(app) is None):
                    continue
                answer(app, str(pick.choice(legal)))
            problems.append(f"seat with key {key[:4]}… did not see the end in time")

    try:
        asyncio.run(run())
    except Exception as error:  # noqa: BLE001 - reported by the test
        problems.append(f"{type(error).__name__}: {error}")
    finally:
        done.set()


def _leaks(seat: int, frame: dict[str, Any], secrets: dict[int, set[str]]) -> list[str]:
    """What `frame`, sent to `seat`, tells that the seat may not know."""
    view = frame["view"]
    position = view["position"]
    if position["over"]:
        return []
    found = []
    text = json.dumps(frame)
    for other, titles in secrets.items():
        if other != seat:
            found += [f"seat {other}'s card '{t}'" for t in titles if t in text]
    for p, player in enumerate(position["mats"]):
        if p != seat and player["bonus"] is not None:
            found.append(f"seat {p}'s bonus cards")
    decision = position["pending"]
    if decision is not None and decision["player"] != seat and decision["options"]:
        found.append("another seat's options")
    if frame["legal"] and (decision is None or decision["player"] != seat):
        found.append("legal actions of another seat's decision")
    if str(SEED) in text or view["record"] is not None or view["seed"] is not None:
        found.append("the seed or the record")
    for deck in ("ship_deck", "bonus_deck"):
        if not isinstance(position[deck], int):
            found.append(f"the {deck}'s cards")
    return found


@pytest.mark.thorough
def test_a_whole_game_at_two_screens_and_a_protocol_client_leaks_nothing(monkeypatch: Any) -> None:
    recorder = Recorder()
    recorder.install(monkeypatch)
    with served(SETUP) as (hosted, url, loop):
        keys = hosted.keys.seats
        board = hosted.table.board
        secrets: dict[int, set[str]] = {p: set() for p in range(3)}
        protocol_frames: list[dict[str, Any]] = []
        pick = random.Random(3)
        finished = threading.Event()

        def on_state(frame: dict[str, Any]) -> None:
            protocol_frames.append(frame)
            if frame["view"]["position"]["over"]:
                finished.set()
            elif frame["legal"]:
                loop.create_task(client.act(pick.choice(frame["legal"])))

        client = TableClient(url, keys[2], on_state, lambda message: None)
        loop.call_soon_threadsafe(lambda: loop.create_task(client.run()))
        problems: list[str] = []
        done = [threading.Event(), threading.Event()]
        players = [threading.Thread(target=_play_screen, args=(url, keys[p], 10 + p, done[p], problems),
                                    daemon=True) for p in range(2)]
        for player in players:
            player.start()
        deadline = time.monotonic() + GAME_WAIT
        while (not (finished.is_set() and all(d.is_set() for d in done)) and not problems
               and time.monotonic() < deadline):
            # The cards each seat has kept, as the game goes: none may reach another seat.
            for p in range(3):
                secrets[p] |= {bonus_title(board, c) for c in hosted.table.snapshot(p)["players"][p]["bonus"] or ()}
            time.sleep(0.2)
        loop.call_soon_threadsafe(lambda: loop.create_task(client.close()))
        for player in players:
            player.join(10)
        assert not problems, problems
        assert hosted.table.over, "the game reached its end"
        recorder.frames[2] = protocol_frames
        leaks = [f"seat {seat}: {leak}" for seat, frames in recorder.frames.items()
                 for frame in frames for leak in _leaks(seat, frame, secrets)]
        assert all(recorder.frames[p] for p in range(3))
        assert leaks == []
