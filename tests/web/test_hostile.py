"""`ragusa web` against a visitor who means harm, on 127.0.0.1 only: sizes
far too large, messages the page never sends, fifty tabs at once, tabs
closed on a game that ignores SIGTERM, a game that would eat all memory,
a page that would fetch from elsewhere, and a tab that would host or join a
table on the server's network. Every loop is bounded and every server and
game started here is stopped by its pid (support.web_server)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import time
import urllib.error
import urllib.request
from contextlib import ExitStack
from html.parser import HTMLParser
from typing import Any
from urllib.parse import urljoin

import pytest
from support.app_table import drive, screen_text
from support.waiting import until
from support.web_server import (DEADLINE, alive, children, command_line, environment, group_alive, memory,
                                wait_until, web_server)
from textual.pilot import Pilot

from ragusa_tui import web_tab
from ragusa_tui.app import WebRights
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.join import JoinScreen
from ragusa_tui.app.screens.new_game import NewGameScreen
from ragusa_tui.app.screens.start import StartScreen
from ragusa_tui.app.screens.too_small import TooSmallScreen
from ragusa_tui.web import DEFAULT_TAB_MEMORY, MESSAGE_LIMIT, full_sentence, game_command, read_message
from ragusa_tui.web_child import MIB
from ragusa_tui.web_tab import TabGame, tab_size

websockets_client = pytest.importorskip("websockets.sync.client")
from websockets.asyncio.client import connect as connect_async  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

START_SCREEN = "press ? for help"  # the start screen's last line
# CSI and other escape sequences, which leave the text the terminal prints.
ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b[\]P_^][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]"
                     r"|[\x00-\x08\x0e-\x1f]")
CURSOR = re.compile(rb"\x1b\[(\d+);(\d+)H")  # where the game draws: row;column
OUTSIDE = re.compile(r"(?:[a-z][a-z0-9+.-]*:)?//[a-z0-9-]+(?:\.[a-z0-9-]+)+", re.IGNORECASE)


class Tab:
    """One scripted tab: a websocket to the game, and what it drew."""

    def __init__(self, port: int, query: str = "width=120&height=40") -> None:
        self.socket = websockets_client.connect(f"ws://127.0.0.1:{port}/ws?{query}", open_timeout=DEADLINE,
                                                max_size=None)
        self.drawn = b""

    def take(self, seconds: float) -> None:
        """What arrives within `seconds`."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            try:
                message = self.socket.recv(timeout=left)
            except TimeoutError:
                return
            if isinstance(message, bytes):
                self.drawn += message

    def text(self) -> str:
        return ESCAPES.sub("", self.drawn.decode("utf-8", "replace"))

    def wait_for(self, words: str) -> None:
        end = time.monotonic() + DEADLINE
        while words not in self.text():
            assert time.monotonic() < end, f"gave up waiting for {words!r}; drew {self.text()[-300:]!r}"
            self.take(0.2)

    def ping(self) -> None:
        """A ping answered: the tab and its server still listen."""
        self.socket.send(json.dumps(["ping", "12345"]))
        end = time.monotonic() + DEADLINE
        while time.monotonic() < end:
            message = self.socket.recv(timeout=DEADLINE)
            if isinstance(message, str):
                assert json.loads(message) == ["pong", "12345"]
                return
            self.drawn += message
        pytest.fail("no pong")


def stopped(server: subprocess.Popen[str]) -> str:
    """Stop `server` as Ctrl+C does; what it wrote."""
    server.send_signal(signal.SIGINT)
    out, err = server.communicate(timeout=DEADLINE)
    assert server.returncode == 0, out + err
    return out + err


# ------------------------------------------------------------------ sizes
@pytest.mark.parametrize(("asked", "given"), [
    (("100000", "100000"), (400, 150)), (("-5", "0"), (60, 20)), (("120", "40"), (120, 40)),
    (("wide", None), (80, 24)), (("9" * 5000, "1e9"), (400, 24)), ((True, 30.5), (80, 24)),
    ((10**12, -(10**12)), (400, 20))])
def test_a_size_is_brought_within_60_400_by_20_150(asked: tuple[Any, Any], given: tuple[int, int]) -> None:
    assert tab_size(*asked) == given


@pytest.mark.parametrize("text", [
    "nonsense", "", "{}", "[]", "null", "[1, 2]", '["stdin"]', '["stdin", 5]', '["resize"]',
    '["resize", {"width": "x", "height": 30}]', '["resize", {"width": true, "height": 30}]',
    '["resize", [100, 30]]', '["ping", {"a": 1}]', '["ping", "' + "9" * 100 + '"]', '["open_url", "x"]',
    "[" * 100_000, '{"stdin": "q"}'], ids=lambda text: repr(text[:24]))
def test_a_message_the_page_never_sends_is_ignored(text: str) -> None:
    assert read_message(text) is None


def test_the_page_messages_are_read_and_a_size_brought_down() -> None:
    assert read_message('["stdin", "n"]') == ("stdin", "n")
    assert read_message('["resize", {"width": 1000000000, "height": 1000000000}]') == ("resize", (400, 150))
    assert read_message('["resize", {"width": 100, "height": 30}]') == ("resize", (100, 30))
    assert read_message('["ping", "1700000000000"]') == ("ping", "1700000000000")
    assert read_message('["focus"]') == ("focus", None) and read_message('["blur"]') == ("blur", None)


def test_a_huge_size_starts_the_game_at_400x150_and_it_stays_small() -> None:
    """The page's query and a later resize ask for 100000 columns: the game
    is given 400x150 and draws no further; messages the page never sends do
    nothing; memory stays that of a game; a message too long closes the tab."""
    with web_server() as (server, port):
        tab = Tab(port, "width=100000&height=100000")
        with tab.socket:
            tab.wait_for(START_SCREEN)
            [game] = children(server.pid)
            given = environment(game)
            assert (given["COLUMNS"], given["ROWS"]) == ("400", "150")
            assert max(int(row) for row, _ in CURSOR.findall(tab.drawn)) <= 150
            tab.socket.send(json.dumps(["resize", {"width": 10**9, "height": 10**9}]))
            for junk in ("nonsense", "[]", '["resize"]', '["stdin", 5]', "[" * 60_000, '["resize", {"width": "x"}]'):
                tab.socket.send(junk)
            tab.drawn = b""
            tab.ping()  # still answering, after the junk
            tab.take(1.0)
            drawn = CURSOR.findall(tab.drawn)
            assert drawn and max(int(row) for row, _ in drawn) <= 150
            assert max(int(column) for _, column in drawn) <= 400
            assert memory(game)["VmHWM"] < 200 * 1024  # KiB: a game's, not a runaway's
            assert memory(server.pid)["VmHWM"] < 200 * 1024
            tab.socket.send(json.dumps(["stdin", "x" * MESSAGE_LIMIT]))  # one message too long
            with pytest.raises(ConnectionClosed) as closed:
                tab.take(DEADLINE)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # "message too big"
        wait_until(lambda: not alive(game), "the game to end with its tab", 10)
        assert "Traceback" not in stopped(server)


# ------------------------------------------------------------- many tabs
def test_fifty_tabs_at_once_start_at_most_max_tabs_games_and_the_rest_are_told() -> None:
    sentence = full_sentence(3)
    with web_server("--max-tabs", "3") as (server, port):
        outcomes: list[str] = []
        most = 0

        async def tab(release: asyncio.Event) -> None:
            async with connect_async(f"ws://127.0.0.1:{port}/ws?width=120&height=40", open_timeout=DEADLINE,
                                     max_size=None) as socket:
                first = await asyncio.wait_for(socket.recv(), DEADLINE)
                text = ESCAPES.sub("", first.decode() if isinstance(first, bytes) else first)
                if sentence in text:
                    with pytest.raises(ConnectionClosed):
                        await asyncio.wait_for(socket.recv(), DEADLINE)  # then the tab is closed
                    outcomes.append("told")
                else:
                    outcomes.append("playing")
                    await asyncio.wait_for(release.wait(), DEADLINE)

        async def attack() -> None:
            nonlocal most
            release = asyncio.Event()
            tabs = [asyncio.ensure_future(tab(release)) for _ in range(50)]
            end = time.monotonic() + DEADLINE
            while len(outcomes) < 50 and not any(t.done() and t.exception() for t in tabs):
                assert time.monotonic() < end, f"only {len(outcomes)} tabs answered"
                most = max(most, len(children(server.pid)))
                await asyncio.sleep(0.05)
            page = await asyncio.to_thread(fetch, f"http://127.0.0.1:{port}/")
            release.set()
            await asyncio.gather(*tabs)
            assert page[0] == 503 and sentence in page[1]

        asyncio.run(attack())
        assert sorted(outcomes) == ["playing"] * 3 + ["told"] * 47
        assert most <= 3 and len(children(server.pid)) <= 3
        wait_until(lambda: not children(server.pid), "the games to end with their tabs", 15)
        assert fetch(f"http://127.0.0.1:{port}/")[0] == 200  # room again
        assert "Traceback" not in stopped(server)


def test_one_sentence_says_the_games_are_all_taken() -> None:
    assert full_sentence(8) == ("All 8 games this server allows at a time are being played: close one of their "
                                "tabs, or try again later.")
    assert full_sentence(1).count(".") == 1


# ----------------------------------------------------------- closing tabs
def test_a_closed_tab_ends_its_game_and_its_process_group_at_once() -> None:
    with web_server() as (server, port):
        tab = Tab(port)
        with tab.socket:
            tab.wait_for(START_SCREEN)
            [game] = children(server.pid)
            assert memory(game)["VmData"] < DEFAULT_TAB_MEMORY * 1024 // 3  # KiB: a game is comfortable
        took = wait_until(lambda: not alive(game) and not group_alive(game), "the game to end", 10)
        assert took < web_tab.QUIT_SECONDS + web_tab.TERM_SECONDS + 1
        assert not children(server.pid)


IGNORES_SIGTERM = textwrap.dedent("""
    import os, signal, subprocess, sys, time
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    helper = subprocess.Popen([sys.executable, "-c", "import signal, time; "
                               "signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(60)"])
    sys.stdout.write("__GANGLION__\\n")
    sys.stdout.flush()
    time.sleep(60)
""")


def test_a_game_that_ignores_sigterm_and_the_quit_request_is_killed_with_its_group(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Asked to quit, then SIGTERM, then SIGKILL: the game and what it
    started in its group are gone within the graces (shortened here)."""
    monkeypatch.setattr(web_tab, "QUIT_SECONDS", 0.5)
    monkeypatch.setattr(web_tab, "TERM_SECONDS", 0.5)

    async def nothing(*_: object) -> None:
        pass

    async def play() -> tuple[int, int, float]:
        game = TabGame([sys.executable, "-c", IGNORES_SIGTERM], environment={}, to_tab=nothing, ended=nothing)
        await game.start(100_000, 100_000)
        pid = game.pid
        assert pid is not None
        helper = await _helper_of(pid)
        given = environment(pid)
        assert (given["COLUMNS"], given["ROWS"]) == ("400", "150")
        start = time.monotonic()
        await game.stop()
        took = time.monotonic() - start
        await game.stop()  # again: nothing more to do
        return pid, helper, took

    pid, helper, took = asyncio.run(play())
    assert 0.9 < took < 4
    wait_until(lambda: not alive(pid) and not alive(helper) and not group_alive(pid), "the group to go", 5)


async def _helper_of(game: int) -> int:
    """The process the test game started (found through /proc)."""
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        for pid in children(game):
            return pid
        await asyncio.sleep(0.05)
    pytest.fail("the test game started no helper")


def test_a_game_that_fails_says_why_and_the_tab_is_closed() -> None:
    """The end of its error output is kept (bounded) for the server's
    terminal, where `ragusa web` prints it through safe_text.visible."""
    ended: list[bool] = []

    async def nothing(_: bytes) -> None:
        pass

    async def close() -> None:
        ended.append(True)

    async def play() -> str | None:
        failing = "import sys; sys.stderr.write('x' * 100000 + '\\x1b[2Jboom'); sys.exit(3)"
        game = TabGame([sys.executable, "-c", failing], environment={}, to_tab=nothing, ended=close)
        await game.start(120, 40)
        end = time.monotonic() + DEADLINE
        while not ended and time.monotonic() < end:
            await asyncio.sleep(0.05)
        await game.stop()
        return game.failed()

    why = asyncio.run(play())
    assert ended == [True] and why is not None
    assert why.startswith("the game did not start: ") and why.endswith("\x1b[2Jboom")
    assert len(why) < web_tab.ERRORS_KEPT + 100


def test_stopping_the_server_ends_every_tabs_game() -> None:
    with web_server() as (server, port), ExitStack() as open_tabs:
        tabs = [Tab(port), Tab(port)]
        for tab in tabs:
            open_tabs.enter_context(tab.socket)
            tab.wait_for(START_SCREEN)
        games = children(server.pid)
        assert len(games) == 2
        server.send_signal(signal.SIGTERM)  # with both tabs still open
        out, err = server.communicate(timeout=DEADLINE)
        assert server.returncode == 0 and "Traceback" not in out + err
        assert not any(alive(game) or group_alive(game) for game in games)


def test_each_tab_runs_this_python_bounded_and_allowed_only_what_the_server_says() -> None:
    assert game_command() == [sys.executable, "-m", "ragusa_tui.web_child", "--memory-mib",
                              str(DEFAULT_TAB_MEMORY)]
    assert game_command(256, True, True, 42)[-5:] == ["256", "--server-pid", "42", "--allow-hosting",
                                                      "--allow-joining"]


# ------------------------------------------------------------------ memory
def test_the_memory_limit_makes_a_large_allocation_fail_instead_of_growing() -> None:
    code = textwrap.dedent(f"""
        from ragusa_tui.web_child import limit_memory
        limit_memory(160)
        small = bytearray(32 * {MIB})  # a game's worth: fine
        try:
            big = bytearray(320 * {MIB})
        except MemoryError:
            print("refused")
    """)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=DEADLINE)
    assert run.stdout.strip() == "refused", run.stderr


def test_the_memory_limit_never_raises_a_lower_one() -> None:
    code = textwrap.dedent(f"""
        import resource
        from ragusa_tui.web_child import limit_memory
        for hard in (resource.RLIM_INFINITY, 200 * {MIB}):  # a lower soft limit holds, whatever the hard one
            resource.setrlimit(resource.RLIMIT_DATA, (200 * {MIB}, hard))
            limit_memory(512)
            print(resource.getrlimit(resource.RLIMIT_DATA)[0] // {MIB})
    """)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=DEADLINE)
    assert run.stdout.split() == ["200", "200"], run.stderr


@pytest.mark.thorough  # several seconds of a runaway game
def test_a_runaway_game_is_stopped_at_its_memory_limit() -> None:
    """The game itself, given 100000x100000 as if nothing clamped it, with
    128 MiB: it grows to the limit and no further (without the limit it
    grows by tens of MiB a second, for ever)."""
    env = {"TEXTUAL_DRIVER": "textual.drivers.web_driver:WebDriver", "COLUMNS": "100000", "ROWS": "100000"}
    game = subprocess.Popen([sys.executable, "-m", "ragusa_tui.web_child", "--memory-mib", "128"],
                            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env={**os.environ, **env}, start_new_session=True)
    try:
        end = time.monotonic() + 30
        peak = 0
        while time.monotonic() < end and game.poll() is None:
            peak = max(peak, memory(game.pid).get("VmData", 0))
            time.sleep(0.1)
        # It did grow to the limit (not a game that failed at its start), and no further.
        assert 96 * 1024 < peak < (128 + 16) * 1024, peak  # KiB
    finally:
        game.kill()
        _, err = game.communicate(timeout=DEADLINE)
    # Stopped at the limit: a MemoryError, killed here once it stood at the
    # limit, or Python giving up when an allocation fails deep in a call
    # (a fatal error and an abort).
    stopped = b"MemoryError" in err or game.returncode == -9 or (
        game.returncode == -signal.SIGABRT and b"Fatal Python error" in err)
    assert game.returncode != 0 and stopped, err[-2000:]


# -------------------------------------------------------------------- page
class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.links += [value for name, value in attrs if name in ("href", "src") and value]


def fetch(url: str) -> tuple[int, str, dict[str, str]]:
    try:
        with urllib.request.urlopen(url, timeout=DEADLINE) as answer:
            return int(answer.status), answer.read().decode("utf-8", "replace"), dict(answer.headers)
    except urllib.error.HTTPError as refused:
        return refused.code, refused.read().decode("utf-8", "replace"), dict(refused.headers)


def outside(text: str) -> list[str]:
    """The other hosts `text` names (comments of style sheets aside: only credits are there)."""
    return OUTSIDE.findall(re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL))


def test_the_page_and_its_files_name_no_other_host() -> None:
    with web_server("--max-tabs", "1") as (server, port):
        page_url = f"http://127.0.0.1:{port}/"
        code, page, headers = fetch(page_url)
        assert code == 200 and outside(page) == [] and "googleapis" not in page
        assert "default-src 'self'" in headers["Content-Security-Policy"]
        links = _Links()
        links.feed(page)
        sources = links.links + re.findall(r"url\([\"']?([^\"')]+)", page)
        assert any("static/fonts/RobotoMono" in link for link in sources)  # the font, served here
        for link in sources:
            if link.startswith("data:"):  # (inline: nothing fetched)
                continue
            url = urljoin(page_url, link)
            assert url.startswith(page_url), link
            code, text, _ = fetch(url)
            assert code == 200, link
            if url.endswith((".js", ".css", ".html")):
                assert outside(text) == [], link
        assert fetch(page_url + "static/")[0] in (403, 404)  # no folder listings
        assert fetch(page_url + "download/key")[0] == 404  # nor downloads: the game delivers no files
        tab = Tab(port)
        with tab.socket:
            tab.wait_for(START_SCREEN)
            code, full, _ = fetch(page_url)  # the one game is being played
            assert code == 503 and outside(full) == [] and full_sentence(1) in full
        stopped(server)


# ----------------------------------------------------- hosting and joining
@pytest.mark.parametrize(("options", "allowed"), [((), False), (("--allow-hosting", "--allow-joining"), True)])
def test_a_tab_neither_hosts_nor_joins_unless_the_server_allows_it(options: tuple[str, ...], allowed: bool) -> None:
    """The game learns what it may do from the command the server wrote,
    and shows Join a table and Host on the network only if allowed."""
    with web_server(*options) as (server, port):
        tab = Tab(port)
        with tab.socket:
            tab.wait_for(START_SCREEN)
            [game] = children(server.pid)
            given = command_line(game)
            assert ("--allow-hosting" in given, "--allow-joining" in given) == (allowed, allowed)
            assert ("Join a table" in tab.text()) is allowed
            tab.socket.send(json.dumps(["stdin", "n"]))
            tab.wait_for("Start game")
            tab.take(0.5)
            assert ("Host on the network" in tab.text()) is allowed
        stopped(server)


def test_in_a_web_tab_join_and_host_are_off_by_default() -> None:
    app = RagusaApp(web=WebRights())

    async def script(pilot: Pilot[Any]) -> None:
        start = app.screen
        assert isinstance(start, StartScreen) and not start.query_one("#join-row").display
        await pilot.press("t")
        await pilot.pause()
        assert app.screen is start
        app.action_join_table("ws://198.51.100.7:8765/", "key")  # as a join command would
        await pilot.pause()
        assert not any(isinstance(s, JoinScreen) for s in app.screen_stack)
        assert any("--allow-joining" in str(n.message) for n in app._notifications)
        form = JoinScreen("ws://198.51.100.7:8765/", "key")  # a form reached any other way
        app.push_screen(form)
        await pilot.pause()
        form.action_join()
        await until(pilot, lambda: not form.connecting, "the form to be answered")
        assert "--allow-joining" in str(form.query_one("#join-status").render())
        app.pop_screen()
        await pilot.pause()
        assert not [c for c in app.get_system_commands(app.screen) if "Join" in c.title or "Host" in c.title]
        app.action_new_game()
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.is_mounted, "the new-game form")
        new_game = app.screen
        assert not new_game.query_one("#host").display
        new_game.action_start(host=True)
        await pilot.pause()
        assert app.screen is new_game and not app.workers  # nothing hosted

    drive(app, script)


@pytest.mark.parametrize("rights", [WebRights(hosting=True, joining=True), None])
def test_join_and_host_are_on_in_a_terminal_or_when_the_server_allows_them(rights: WebRights | None) -> None:
    app = RagusaApp(web=rights)

    async def script(pilot: Pilot[Any]) -> None:
        assert app.screen.query_one("#join-row").display
        app.action_new_game()
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.is_mounted, "the new-game form")
        assert app.screen.query_one("#host").display
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, StartScreen) and app.screen.is_current, "the start screen")
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, JoinScreen), "the join form")

    drive(app, script)


def test_a_tab_served_by_another_web_server_is_allowed_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Textual's web driver without `ragusa web`'s word: off, as by default."""
    monkeypatch.setattr(RagusaApp, "is_web", property(lambda self: True))
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        assert app.web_rights == WebRights() and not app.may_host and not app.may_join
        assert not app.screen.query_one("#join-row").display

    drive(app, script)


# ---------------------------------------------------------------- too small
def test_a_web_tab_too_small_says_to_make_the_window_larger_or_zoom_out() -> None:
    app = RagusaApp(web=WebRights())

    async def script(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small notice")
        text = " ".join(screen_text(app).split())
        assert "Make the browser window larger, or zoom out (Ctrl+minus" in text
        assert "to at least 100x30 (it is 80x24 now)" in text

    drive(app, script, size=(80, 24))


# -------------------------------------------------------------- the command
@pytest.mark.parametrize(("options", "said"), [(("--max-tabs", "0"), "--max-tabs"),
                                               (("--tab-memory", "64"), "at least 128 MiB"),
                                               (("--tab-memory", "lots"), "--tab-memory")])
def test_a_limit_out_of_range_is_a_usage_error(options: tuple[str, ...], said: str) -> None:
    run = subprocess.run([sys.executable, "-m", "ragusa_tui", "web", *options], capture_output=True, text=True,
                         timeout=DEADLINE)
    assert run.returncode == 2 and said in run.stderr and "Traceback" not in run.stderr


def test_the_help_names_the_limits_and_the_rights() -> None:
    run = subprocess.run([sys.executable, "-m", "ragusa_tui", "web", "--help"], capture_output=True, text=True,
                         timeout=DEADLINE)
    for option in ("--max-tabs N", "--tab-memory MIB", "--allow-hosting", "--allow-joining"):
        assert option in run.stdout
