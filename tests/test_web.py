"""`ragusa web` as a command: where it listens, what it says, how it stops.
(The game played in a real browser: tests/web/test_browser.py.)"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager, suppress

import pytest
from support.pipes import first_line
from support.web_server import children

from ragusa_tui.web import game_command, is_loopback, url_host

COMMAND = [sys.executable, "-m", "ragusa_tui", "web"]
DEADLINE = 30.0  # seconds for the server to start or stop, far more than it needs


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def serving(port: int, own_group: bool = False) -> Iterator[subprocess.Popen[str]]:
    """`ragusa web --port PORT`, once it prints its URL; killed if a test leaves it running."""
    server = subprocess.Popen([*COMMAND, "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, process_group=0 if own_group else None)
    try:
        assert server.stdout is not None
        first = first_line(server.stdout, "the server's URL")  # (or the end of its output, if it exits)
        assert f"http://127.0.0.1:{port}" in first, first + server.stderr.read()  # type: ignore[union-attr]
        yield server
    finally:
        if own_group:  # the server and the games it started
            with suppress(ProcessLookupError):
                os.killpg(server.pid, signal.SIGKILL)
        server.kill()
        server.wait(timeout=DEADLINE)


def status(url: str, headers: dict[str, str] | None = None) -> int:
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=DEADLINE) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as refused:
        return refused.code


def test_each_tab_runs_this_python_and_package() -> None:
    assert game_command()[:3] == [sys.executable, "-m", "ragusa_tui.web_child"]


@pytest.mark.parametrize(("host", "local"), [("127.0.0.1", True), ("localhost", True), ("::1", True),
                                             ("127.0.0.2", True), ("0.0.0.0", False), ("192.168.1.5", False),
                                             ("example.org", False)])
def test_only_loopback_addresses_count_as_this_computer(host: str, local: bool) -> None:
    assert is_loopback(host) is local


def test_an_ipv6_address_is_bracketed_in_the_url() -> None:
    assert url_host("::1") == "[::1]" and url_host("127.0.0.1") == "127.0.0.1"


def test_serves_the_page_on_127_0_0_1_and_stops_cleanly_on_ctrl_c() -> None:
    port = free_port()
    with serving(port) as server:
        assert status(f"http://127.0.0.1:{port}/") == 200
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=DEADLINE)
        assert server.returncode == 0
        assert "stopped" in out and "Traceback" not in out + err


@pytest.mark.thorough  # a browser tab held open while the server stops: the thorough profile's
def test_ctrl_c_with_a_tab_open_quits_its_game_and_stops_soon() -> None:
    """Each tab's game is told to quit (as closing the tab would), so the
    server neither waits for the browser nor leaves a game running."""
    from websockets.sync.client import connect

    port = free_port()
    with serving(port, own_group=True) as server, \
            connect(f"ws://127.0.0.1:{port}/ws?width=120&height=40", open_timeout=DEADLINE) as tab:
        assert tab.recv(timeout=DEADLINE)  # the game's first screen
        [game] = children(server.pid)  # (in a process group of its own)
        start = time.monotonic()
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=DEADLINE)
        assert server.returncode == 0 and "Traceback" not in out + err
        assert time.monotonic() - start < 15
        with pytest.raises(ProcessLookupError):  # nothing the server started is left
            os.killpg(server.pid, 0)
        with pytest.raises(ProcessLookupError):
            os.killpg(game, 0)


def test_a_page_or_host_from_elsewhere_is_refused() -> None:
    """Another site open in the same browser cannot start a game: its
    websocket names its own origin, and a DNS-rebinding page its own host."""
    port = free_port()
    with serving(port):
        assert status(f"http://127.0.0.1:{port}/", {"Host": f"evil.example:{port}"}) == 403
        websocket = {"Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13",
                     "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="}
        assert status(f"http://127.0.0.1:{port}/ws", {**websocket, "Origin": "http://evil.example"}) == 403


def test_a_port_in_use_is_one_sentence() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        start = time.monotonic()
        run = subprocess.run([*COMMAND, "--port", str(port)], capture_output=True, text=True, timeout=DEADLINE)
    assert run.returncode == 1
    assert run.stderr.strip().splitlines() == [f"ragusa web: port {port} is in use on 127.0.0.1; "
                                               "choose another with --port."]
    assert time.monotonic() - start < DEADLINE


@pytest.mark.parametrize("port", ["0", "65536", "http"])
def test_a_port_outside_1_to_65535_is_a_usage_error(port: str) -> None:
    run = subprocess.run([*COMMAND, "--port", port], capture_output=True, text=True, timeout=DEADLINE)
    assert run.returncode == 2 and "--port" in run.stderr and "Traceback" not in run.stderr


def test_a_tabs_game_speaks_the_pages_language_else_the_browsers_else_the_servers() -> None:
    """`/?lang=pl` opens its game at `/ws/pl`; else the browser's
    `Accept-Language` chooses among the game's languages; else the server's
    own: a tab's game is always told one (RAGUSA_LANG), so that a choice
    remembered in the server's saves folder is never the next visitor's."""
    from aiohttp.test_utils import make_mocked_request

    from ragusa_tui import catalogue
    from ragusa_tui.web import _environment

    def spoken(path: str, match: dict[str, str], **headers: str) -> str:
        return _environment(make_mocked_request("GET", path, headers=headers, match_info=match))["RAGUSA_LANG"]

    assert spoken("/ws/pl", {"lang": "pl"}, **{"Accept-Language": "fr"}) == "pl"
    assert spoken("/ws", {}, **{"Accept-Language": "de-DE,de;q=0.9,fr;q=0.7"}) == "fr"
    assert spoken("/ws/xx", {"lang": "xx"}, **{"Accept-Language": "x" * 10_000}) == "en"
    try:
        catalogue.set_language("pl")
        assert spoken("/ws", {}) == "pl"
    finally:
        catalogue.set_language("en")


def test_a_tabs_game_speaks_the_language_its_server_gave_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from ragusa_tui import app, catalogue, web_child

    heard: list[str] = []
    monkeypatch.setattr(web_child, "limit_memory", lambda mib: None)  # (not this test process's memory)
    monkeypatch.setattr(app, "run", lambda **rights: heard.append(catalogue.language().code) or 0)
    monkeypatch.setenv("RAGUSA_LANG", "pl")
    try:
        assert web_child.main(["--memory-mib", "512"]) == 0
    finally:
        catalogue.set_language("en")
    assert heard == ["pl"]
