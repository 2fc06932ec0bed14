"""`ragusa web`: the game in browser tabs, served by textual-serve.

Each tab that opens the page starts its own game process (the same Python,
the same environment, so RAGUSA_SAVE_DIR still chooses the saves folder)
with Textual's web driver; closing the tab ends that game's process, and the
game stays saved as in a terminal.

By default only this computer can connect (127.0.0.1). The page's websocket
starts a game process for whoever opens it, so a connection whose page came
from another site, or one naming a host the server does not answer to, is
refused: another web page open in the same browser cannot start or drive a
game.

A visitor is not trusted further than that. At most `max_tabs` games run at
once, each bounded in memory (`web_child`) and in size (`web_tab.tab_size`),
and each ended for sure when its tab goes (`web_tab.TabGame`); what a tab
sends is read as the page sends it or ignored; a tab may neither host a
table on the network nor join one at an address it names unless the server
was started to allow it. The page (`web_page/`) fetches nothing from another
site: its font is served with it.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import os
import signal
import sys
from contextlib import suppress
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp_jinja2
import jinja2
from aiohttp import WSMsgType, web
from textual_serve.server import Server

from .catalogue import Language, Message, language, load, text
from .net.ports import bind_problem
from .safe_text import visible
from .table.language import code_of, from_accept_language
from .web_tab import TabGame, clamp, tab_size

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
DEFAULT_MAX_TABS = 8  # games at once
DEFAULT_TAB_MEMORY = 512  # MiB a tab's game may write; a game uses well under 100
MIN_TAB_MEMORY = 128  # MiB: below it the game cannot start
SHUTDOWN_SECONDS = 10.0  # for the open tabs' games to end when the server stops
MESSAGE_LIMIT = 64 * 1024  # bytes of one message from a tab: keys, a paste, a size
PING_LIMIT = 32  # characters of a ping's token (the page sends the time in milliseconds)
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
PAGE = Path(__file__).with_name("web_page")  # the page's templates, ours
# The page and its files come from this server only, and no other site may show it in a frame.
CONTENT_POLICY = ("default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
                  "img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; "
                  "form-action 'none'; base-uri 'none'")


def _asked_language(request: web.Request) -> str | None:
    """The language the page asked for (`/?lang=fr`, and its websocket
    `/ws/fr`), else the one the browser prefers (its `Accept-Language`), if
    the game speaks it; else None."""
    asked = request.match_info.get("lang") or request.query.get("lang")
    return code_of(asked) or from_accept_language(request.headers.get("Accept-Language"))


def _environment(request: web.Request) -> dict[str, str]:
    """The tab's game's environment: the server's, speaking the language the
    page asked for (`_asked_language`), else the server's own. Always one: a
    tab's choice on its start screen is remembered in the server's saves
    folder, which must not become the next visitor's language."""
    return {**os.environ, "RAGUSA_LANG": _asked_language(request) or language().code}


def _visitors_language(request: web.Request) -> Language:
    """The language the server answers this request in: the one its page
    asked for, else the one the server speaks."""
    lang = _asked_language(request)
    return language() if lang is None else load(lang)


def game_command(tab_memory: int = DEFAULT_TAB_MEMORY, allow_hosting: bool = False,
                 allow_joining: bool = False, server_pid: int | None = None) -> list[str]:
    """The command each tab runs: this very Python and package (so a virtual
    environment's game is the one served, whatever is on PATH), bounded in
    memory, with what the server allows; nothing in it comes from a visitor."""
    command = [sys.executable, "-m", "ragusa_tui.web_child", "--memory-mib", str(tab_memory)]
    if server_pid is not None:
        command += ["--server-pid", str(server_pid)]
    if allow_hosting:
        command.append("--allow-hosting")
    if allow_joining:
        command.append("--allow-joining")
    return command


def full_sentence(max_tabs: int, speaking: Language | None = None) -> str:
    """What a tab is told when every game allowed is being played, in
    `speaking` (by default the language spoken now)."""
    return (speaking or language()).text("web.full", count=max_tabs)


def read_message(text: str) -> tuple[str, Any] | None:
    """A tab's message as the page sends it: (kind, what), or None for
    anything else, which is ignored. A size is brought within bounds."""
    try:
        envelope = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        return None
    kind, data = envelope[0], (envelope[1] if len(envelope) > 1 else None)
    if kind == "stdin" and isinstance(data, str):
        return kind, data
    if kind == "resize" and isinstance(data, dict):
        width, height = data.get("width"), data.get("height")
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in (width, height)):
            return None
        return kind, tab_size(width, height)
    if kind == "ping" and isinstance(data, str) and len(data) <= PING_LIMIT:
        return kind, data
    if kind in ("focus", "blur"):
        return kind, None
    return None


def is_loopback(host: str) -> bool:
    """Whether `host` is reachable from this computer only."""
    if host.lower() in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def url_host(host: str) -> str:
    """`host` as it goes in a URL (an IPv6 address in brackets)."""
    return f"[{host}]" if ":" in host else host


def _host_name(netloc: str) -> str:
    """The host of a `Host` header or an origin's netloc, without its port."""
    try:
        return (urlsplit(f"//{netloc}").hostname or "").lower()
    except ValueError:  # not a host at all (an unclosed bracket)
        return ""


def _terminal_line(sentence: str) -> bytes:
    """`sentence` as the tab's terminal shows it alone, from the top."""
    return f"\x1b[2J\x1b[H{sentence}\r\n".encode()


class RagusaServer(Server):
    """textual-serve's server with the game's own words and page, quiet
    logs, the websocket refused to pages from elsewhere, and the limits of
    the module's docstring."""

    def __init__(self, host: str, port: int, *, max_tabs: int = DEFAULT_MAX_TABS,
                 tab_memory: int = DEFAULT_TAB_MEMORY, allow_hosting: bool = False,
                 allow_joining: bool = False) -> None:
        self.game = game_command(tab_memory, allow_hosting, allow_joining, server_pid=os.getpid())
        super().__init__(" ".join(self.game), host=host, port=port, title=text("web.page.title"),
                         public_url=f"http://{url_host(host)}:{port}")
        self.local_only = is_loopback(host)
        self.max_tabs = max_tabs
        self.tabs: dict[TabGame, web.WebSocketResponse] = {}  # each open tab's game, and its socket

    def initialize_logging(self) -> None:
        """Warnings and errors only: a request log line per tab would bury
        the URL printed on start."""
        super().initialize_logging()
        logging.getLogger().setLevel(logging.WARNING)

    async def on_startup(self, app: web.Application) -> None:
        """Nothing: the URL is printed once the port listens (`serve`)."""

    async def on_shutdown(self, app: web.Application) -> None:
        """Ctrl+C with tabs open: each tab's game is ended now, as closing
        its tab would (asked to quit first; it is saved as it goes), and its
        tab closed, rather than waiting for the browsers to hang up."""
        async def close(websocket: web.WebSocketResponse) -> None:
            with suppress(Exception):
                await asyncio.wait_for(websocket.close(code=1001, message=b"the server stops"), 1.0)

        tabs = list(self.tabs.items())
        ending = [asyncio.ensure_future(game.stop()) for game, _ in tabs]
        ending += [asyncio.ensure_future(close(websocket)) for _, websocket in tabs]
        if ending:
            await asyncio.wait(ending, timeout=SHUTDOWN_SECONDS)

    def end_all(self) -> None:
        """Kill whatever a tab's game left, at once (the server is gone)."""
        for game in list(self.tabs):
            game.kill_group(signal.SIGKILL)

    def _listening(self, _message: str) -> None:
        where = self.public_url
        try:
            if ipaddress.ip_address(self.host).is_unspecified:  # every address: none of them is "0.0.0.0"
                where = text("web.any_address", port=self.port)
        except ValueError:
            pass
        print(text("web.listening", address=visible(where),
                   games=Message.of("web.games_at_once", count=self.max_tabs)), flush=True)

    def serve(self, debug: bool = False) -> None:
        """textual-serve's `serve`, with the URL printed when the page can
        be opened, not before the port listens."""
        self.debug = debug
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.add_signal_handler(signal.SIGINT, self.request_exit)
            loop.add_signal_handler(signal.SIGTERM, self.request_exit)
        except NotImplementedError:  # (Windows: Ctrl+C stops it through KeyboardInterrupt)
            pass
        web.run_app(self.make_app(), host=self.host, port=self.port, handle_signals=False, loop=loop,
                    print=self._listening)

    async def make_app(self) -> web.Application:
        """textual-serve's routes, less its downloads (the game delivers no
        files) and its folder listings: the page, the websocket, and the
        page's files (textual-serve's own, under /static)."""
        app = web.Application()
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(PAGE), autoescape=True)
        app.add_routes([web.get("/", self.handle_index, name="index"),
                        web.get("/ws", self.handle_websocket, name="websocket"),
                        # A page asked for in a language (`/?lang=fr`) opens its game in it.
                        web.get("/ws/{lang}", self.handle_websocket, name="websocket_in"),
                        web.static("/static", self.statics_path, show_index=False, name="static")])
        app.on_startup.append(self.on_startup)
        app.on_shutdown.append(self.on_shutdown)
        return app

    def _accepts(self, request: web.Request) -> bool:
        """Whether this request may reach the game: served on 127.0.0.1, the
        browser must name a local host (a DNS-rebinding page names its own);
        and a websocket's page must come from this server."""
        host = _host_name(request.host)
        if self.local_only and not is_loopback(host):
            return False
        origin = request.headers.get("Origin")
        return origin is None or urlsplit(origin).netloc.lower() == request.host.lower()

    def full(self) -> bool:
        return len(self.tabs) >= self.max_tabs

    def _page(self, request: web.Request, name: str, status: int, **context: Any) -> web.Response:
        """The page `name`, its words in the visitor's language (`_visitors_language`)."""
        speaking = _visitors_language(request)
        context = {"title": speaking.text("web.page.title"), "lang": speaking.code, **context}
        response = aiohttp_jinja2.render_template(name, request, context, status=status)
        response.headers["Content-Security-Policy"] = CONTENT_POLICY
        response.headers["X-Content-Type-Options"] = "nosniff"
        return response

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """The page (ours, `web_page/app_index.html`: its websocket is on the
        address the browser used); when every game allowed is being played,
        a page saying so in one sentence instead."""
        if not self._accepts(request):
            raise web.HTTPForbidden(text=_visitors_language(request).text("web.forbidden.address"))
        if self.full():
            response = self._page(request, "full.html", 503,
                                  sentence=full_sentence(self.max_tabs, _visitors_language(request)))
            response.headers["Retry-After"] = "60"
            return response
        font_size = clamp(request.query.get("fontsize", "16"), 8, 48, 16)
        speaking = _visitors_language(request)
        return self._page(request, "app_index.html", 200, font_size=font_size, start=speaking.text("web.page.start"),
                          ended=speaking.text("web.page.ended"), again=speaking.text("web.page.again"))

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab: its own game process, fed the tab's keys and drawing on it.

        When every game allowed is being played, the websocket is still
        accepted, only to write that in one sentence on the tab's terminal
        and close: a refused handshake would give the page nothing to show
        but "ended", and the visitor would not learn why. It costs a socket
        for a moment, and no process."""
        if not self._accepts(request):
            raise web.HTTPForbidden(text=_visitors_language(request).text("web.forbidden.page"))
        width, height = tab_size(request.query.get("width"), request.query.get("height"))
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MESSAGE_LIMIT)
        if self.full():
            await websocket.prepare(request)
            with suppress(Exception):
                await websocket.send_bytes(_terminal_line(full_sentence(self.max_tabs,
                                                                        _visitors_language(request))))
            await websocket.close()
            return websocket
        game = TabGame(self.game, environment=_environment(request), to_tab=websocket.send_bytes,
                       ended=websocket.close)
        self.tabs[game] = websocket  # counted from now on, before anything is awaited
        try:
            await websocket.prepare(request)
            await game.start(width, height)
            await self._play(websocket, game, _visitors_language(request))
        except asyncio.CancelledError:
            raise
        except Exception as error:  # noqa: BLE001 - one tab's failure is said; the server goes on
            print(visible(text("web.tab_failed", error=str(error))), file=sys.stderr, flush=True)
        finally:
            try:
                await game.stop()
            finally:
                self.tabs.pop(game, None)
                with suppress(Exception):
                    await websocket.close()
            if (why := game.failed()) is not None:
                print(visible(text("web.tab_stopped", why=why), newlines=True), file=sys.stderr, flush=True)
        return websocket

    async def _play(self, websocket: web.WebSocketResponse, game: TabGame, speaking: Language) -> None:
        """Pass the tab's keys, size, focus and pings on until it closes or
        its game ends; a message the page would not send is ignored."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            read = read_message(message.data)
            if read is None:
                continue
            kind, data = read
            if kind == "stdin":
                taken = game.send_keys(data)
            elif kind == "resize":
                taken = game.resize(*data)
            elif kind == "ping":
                try:
                    await websocket.send_json(["pong", data])
                except ConnectionError:  # the tab has gone meanwhile
                    return
                taken = True
            else:
                taken = game.send_meta({"type": kind})
            if not taken:
                if game.process is not None and game.process.returncode is None:
                    with suppress(Exception):
                        await websocket.send_bytes(_terminal_line(speaking.text("web.not_reading")))
                return


def serve(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, *, max_tabs: int = DEFAULT_MAX_TABS,
          tab_memory: int = DEFAULT_TAB_MEMORY, allow_hosting: bool = False, allow_joining: bool = False) -> int:
    """Serve the game until Ctrl+C; 0 when stopped, 1 if it could not start."""
    if problem := bind_problem(host, port, text("web.another_port")):
        print(visible(text("cli.error", command="web", problem=problem)), file=sys.stderr)
        return 1
    if not is_loopback(host):
        print(text("web.warning.network", host=visible(host)), file=sys.stderr, flush=True)
    if allow_hosting:
        print(text("web.warning.hosting"), file=sys.stderr, flush=True)
    if allow_joining:
        print(text("web.warning.joining"), file=sys.stderr, flush=True)
    server = RagusaServer(host, port, max_tabs=max_tabs, tab_memory=tab_memory, allow_hosting=allow_hosting,
                          allow_joining=allow_joining)
    try:
        server.serve()
    except OSError as exc:  # the port was taken between the check and the start
        print(visible(text("web.cannot_serve", host=host, port=port, why=str(exc.strerror or exc))), file=sys.stderr)
        return 1
    finally:
        server.end_all()
    print(text("web.stopped"), flush=True)
    return 0
