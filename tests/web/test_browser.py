"""`ragusa web` played in a real browser: a headless Chromium opens the page,
the start screen comes up, keys pressed in the tab change the screen and
start a game saved in the server's saves folder.

Chromium is driven over the DevTools protocol with `websockets`; nothing is
downloaded. It must be Debian's `chromium` (`.ci/run` installs it); without
it the test is skipped and says why. Every wait polls for its condition
until a deadline, and the server and the browser are killed at the end
whatever happens, so the test stays well under a minute.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

websockets_client = pytest.importorskip("websockets.sync.client")
if TYPE_CHECKING:
    from websockets.sync.client import ClientConnection

STARTUP = 20.0  # seconds for the server, the browser, the page and the game to come up
STEP = 15.0  # seconds for one key's effect to show
WHOLE_TEST = 50.0  # no wait may run past this, counted from the test's start
START_SCREEN = "a game by Fabio Lopiano"  # the start screen's credit line
NEW_GAME_FORM = "Seat 1"  # a label only the new-game form shows
# CSI and other escape sequences, which leave the text the terminal prints.
ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: cursor moves, colours
                     r"|\x1b[\]P_^][^\x07\x1b]*(?:\x07|\x1b\\)"  # OSC and other strings
                     r"|\x1b[@-Z\\-_]|[\x00-\x08\x0e-\x1f]")


def free_port() -> int:
    """A port nothing listens on now, for the server to take."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for(what: str, condition: Callable[[], Any], deadline: float, every: Callable[[], None]) -> Any:
    """Call `every` (which pumps events and waits a little for them) until
    `condition` holds; fail naming `what` if `deadline` (monotonic) passes."""
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            pytest.fail(f"gave up waiting for {what}")
        every()


class DevTools:
    """A minimal Chrome DevTools Protocol client for one page: commands, and
    the page's websocket frames collected as the text the terminal received."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.last_id = 0
        self.received = ""  # what the game's process sent to the tab, escapes removed

    def _take(self, message: dict[str, Any]) -> None:
        if message.get("method") == "Network.webSocketFrameReceived":
            frame = message["params"]["response"]
            if frame["opcode"] == 2:  # binary: the terminal's output
                text = base64.b64decode(frame["payloadData"]).decode("utf-8", "replace")
                self.received += ESCAPES.sub("", text)

    def pump(self, seconds: float = 0.2) -> None:
        """Take the events that arrive within `seconds`."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            try:
                self._take(json.loads(self.socket.recv(timeout=left)))
            except TimeoutError:
                return

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.last_id += 1
        self.socket.send(json.dumps({"id": self.last_id, "method": method, "params": params}))
        end = time.monotonic() + STEP
        while True:
            message = json.loads(self.socket.recv(timeout=max(0.01, end - time.monotonic())))
            if message.get("id") == self.last_id:
                if "error" in message:
                    raise AssertionError(f"{method}: {message['error']}")
                return dict(message.get("result", {}))
            self._take(message)

    def screenshot(self) -> bytes:
        """The tab as drawn (xterm.js paints on a canvas), as PNG bytes."""
        return base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"])

    def press(self, key: str, code: str, key_code: int, text: str = "", modifiers: int = 0) -> None:
        """A key as the keyboard gives it to the page (modifiers: 2 is Ctrl)."""
        common = {"key": key, "code": code, "windowsVirtualKeyCode": key_code, "modifiers": modifiers}
        self.call("Input.dispatchKeyEvent", type="keyDown", text=text, **common)
        self.call("Input.dispatchKeyEvent", type="keyUp", **common)


def stop(process: subprocess.Popen[Any]) -> None:
    """Kill a process started in its own group, and all it started."""
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    process.wait(timeout=STEP)


@pytest.fixture
def chromium() -> str:
    """Debian's browser, or the test is skipped saying how to get it."""
    path = shutil.which("chromium")
    if path is None:
        pytest.skip("chromium is not installed: `apt-get install chromium` (.ci/run does it when it can)")
    return path


@pytest.fixture
def began() -> float:
    """When the test began: every deadline counts from it."""
    return time.monotonic()


@contextmanager
def spawned(command: list[str], **options: Any) -> Iterator[subprocess.Popen[Any]]:
    """A process in its own group (Chromium with its child processes, the
    server's games), killed with all of it on the way out."""
    process = subprocess.Popen(command, process_group=0, **options)
    try:
        yield process
    finally:
        stop(process)


@pytest.mark.thorough
def test_a_browser_tab_plays_the_game(chromium: str, tmp_path: Path, began: float) -> None:
    deadline = began + WHOLE_TEST
    saves = tmp_path / "saves"
    port = free_port()
    profile = tmp_path / "chromium"
    with ExitStack() as finally_:  # closes the log, kills the browser and the server, whatever happens
        server_log = finally_.enter_context((tmp_path / "server.log").open("w+"))
        server = finally_.enter_context(spawned(
            [sys.executable, "-m", "ragusa_tui", "web", "--port", str(port)],
            stdout=server_log, stderr=subprocess.STDOUT, env={**os.environ, "RAGUSA_SAVE_DIR": str(saves)}))
        browser = finally_.enter_context(spawned(
            [chromium, "--headless=new", "--remote-debugging-port=0", f"--user-data-dir={profile}",
             "--no-sandbox", "--disable-gpu", "--no-first-run", "--window-size=1400,1000",
             # offline: the page's web font is not fetched, so it cannot hold the page up
             "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

        def idle() -> None:
            for process, name in ((server, "ragusa web"), (browser, "chromium")):
                if process.poll() is not None:
                    server_log.seek(0)
                    pytest.fail(f"{name} stopped early (exit {process.returncode}); server said: {server_log.read()}")
            time.sleep(0.1)  # (a poll's pace, not a wait: the condition decides)

        def served() -> bool:
            server_log.seek(0)
            return f"http://127.0.0.1:{port}" in server_log.read()

        wait_for("the server's URL", served, began + STARTUP, idle)
        active_port = profile / "DevToolsActivePort"
        wait_for("Chromium's DevTools port", lambda: active_port.is_file() and active_port.read_text().count("\n"),
                 began + STARTUP, idle)
        debugging = int(active_port.read_text().split()[0])
        with urllib.request.urlopen(f"http://127.0.0.1:{debugging}/json/list", timeout=STEP) as answer:
            page = next(t for t in json.load(answer) if t["type"] == "page")
        tab = DevTools(finally_.enter_context(
            websockets_client.connect(page["webSocketDebuggerUrl"], max_size=None, open_timeout=STEP)))
        tab.call("Network.enable")
        tab.call("Page.enable")
        tab.call("Page.navigate", url=f"http://127.0.0.1:{port}/")

        # The start screen: the game's process runs and its first screen reached the terminal.
        wait_for("the start screen", lambda: START_SCREEN in tab.received, began + STARTUP, tab.pump)
        shown = tab.call("Runtime.evaluate", expression="document.body.classList.contains('-first-byte')")
        assert shown["result"]["value"] is True  # the page has put its terminal on show
        before = tab.screenshot()

        # n: the new-game form, told by the text sent and by the picture drawn.
        tab.call("Runtime.evaluate", expression="document.querySelector('.xterm textarea').focus()")
        mark = len(tab.received)
        tab.press("n", "KeyN", 78, text="n")
        step_end = min(deadline, time.monotonic() + STEP)
        wait_for("the new-game form", lambda: NEW_GAME_FORM in tab.received[mark:], step_end, tab.pump)
        wait_for("the picture to change", lambda: tab.screenshot() != before, step_end, tab.pump)

        # Ctrl+S starts the game, which autosaves in the server's RAGUSA_SAVE_DIR.
        def saved() -> list[Path]:  # (hidden files, the form's memory and the locks, are not games)
            return sorted(p for p in saves.glob("*.json") if not p.name.startswith(".")) if saves.is_dir() else []

        assert not saved()
        tab.press("s", "KeyS", 83, modifiers=2)
        wait_for("a game saved in RAGUSA_SAVE_DIR", saved, min(deadline, time.monotonic() + STEP), tab.pump)
    assert time.monotonic() - began < WHOLE_TEST + STEP
