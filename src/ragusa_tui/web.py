"""`ragusa web`: the game in browser tabs, served by textual-serve.

Each tab that opens the page starts its own `ragusa` process (the same
Python, the same environment, so RAGUSA_SAVE_DIR still chooses the saves
folder) with Textual's web driver; closing the tab ends that game's process,
and the game stays saved as in a terminal.

By default only this computer can connect (127.0.0.1). The page's websocket
starts a game process for whoever opens it, so a connection whose page came
from another site, or one naming a host the server does not answer to, is
refused: another web page open in the same browser cannot start or drive a
game.
"""

from __future__ import annotations

import asyncio
import errno
import ipaddress
import logging
import shlex
import signal
import socket
import sys
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

from .safe_text import visible

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
SHUTDOWN_SECONDS = 10.0  # for the open tabs' games to quit when the server stops
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})


def game_command() -> str:
    """The shell command each tab runs: this very Python and package, so a
    virtual environment's game is the one served, whatever is on PATH."""
    return shlex.join([sys.executable, "-m", "ragusa_tui"])


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
    return (urlsplit(f"//{netloc}").hostname or "").lower()


class RagusaServer(Server):
    """textual-serve's server with the game's own words on start, quiet
    logs, and the websocket refused to pages from elsewhere."""

    def __init__(self, host: str, port: int) -> None:
        super().__init__(game_command(), host=host, port=port, title="Ragusa",
                         public_url=f"http://{url_host(host)}:{port}")
        self.local_only = is_loopback(host)
        self.tabs: set[asyncio.Task[Any]] = set()  # one per open tab, running its game
        self.games: set[AppService] = set()  # the game process of each open tab

    def initialize_logging(self) -> None:
        """Warnings and errors only: a request log line per tab would bury
        the URL printed on start."""
        super().initialize_logging()
        logging.getLogger().setLevel(logging.WARNING)

    async def on_startup(self, app: web.Application) -> None:
        """Nothing: the URL is printed once the port listens (`serve`)."""

    async def on_shutdown(self, app: web.Application) -> None:
        """Ctrl+C with tabs open: each tab's game is told to quit now, as
        closing its tab would (it is saved as it goes), and the server waits
        a little for them rather than for the browsers to hang up."""
        for game in list(self.games):
            await game.send_meta({"type": "quit"})
        tabs = [task for task in self.tabs if not task.done()]
        if tabs:
            await asyncio.wait(tabs, timeout=SHUTDOWN_SECONDS)

    def _listening(self, _message: str) -> None:
        where = self.public_url
        try:
            if ipaddress.ip_address(self.host).is_unspecified:  # every address: none of them is "0.0.0.0"
                where = f"http://<this computer's name or address>:{self.port}"
        except ValueError:
            pass
        print(f"Ragusa is served at {visible(where)}: open it in a browser; each tab plays its own game.\n"
              "Ctrl+C stops the server.", flush=True)

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
        web.run_app(self._make_app(), host=self.host, port=self.port, handle_signals=False, loop=loop,
                    print=self._listening)

    def _accepts(self, request: web.Request) -> bool:
        """Whether this request may reach the game: served on 127.0.0.1, the
        browser must name a local host (a DNS-rebinding page names its own);
        and a websocket's page must come from this server."""
        host = _host_name(request.host)
        if self.local_only and not is_loopback(host):
            return False
        origin = request.headers.get("Origin")
        return origin is None or urlsplit(origin).netloc.lower() == request.host.lower()

    async def handle_index(self, request: web.Request) -> Any:
        """The page, with its websocket URL on the address the browser used
        (served on 0.0.0.0, the page is opened by this computer's name or
        network address, never by 0.0.0.0)."""
        if not self._accepts(request):
            raise web.HTTPForbidden(text="Ragusa answers only to the address it was opened on.")
        self.public_url = f"http://{request.host}"
        return await super().handle_index(request)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab: its own game process, fed the tab's keys and drawing on
        it (textual-serve's handler, with the game and the tab kept in
        reach of `on_shutdown`)."""
        if not self._accepts(request):
            raise web.HTTPForbidden(text="Ragusa answers only to its own page.")
        task = asyncio.current_task()
        assert task is not None
        websocket = web.WebSocketResponse(heartbeat=15)
        width = to_int(request.query.get("width", "80"), 80)
        height = to_int(request.query.get("height", "24"), 24)
        await websocket.prepare(request)
        game = AppService(self.command, write_bytes=websocket.send_bytes, write_str=websocket.send_str,
                          close=websocket.close, download_manager=self.download_manager, debug=self.debug)
        self.tabs.add(task)
        self.games.add(game)
        try:
            await game.start(width, height)
            await self._process_messages(websocket, game)
        except asyncio.CancelledError:
            await websocket.close()
        except Exception as error:  # noqa: BLE001 - one tab's failure is logged; the server goes on
            logging.getLogger("textual-serve").exception(error)
        finally:
            self.games.discard(game)
            await game.stop()
            self.tabs.discard(task)
        return websocket


def _bind_problem(host: str, port: int) -> str | None:
    """Why the server could not listen on host:port, in one sentence (or
    None if it can): checked before serving, as aiohttp reports it with a
    traceback."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror:
        return f"there is no address '{host}' to serve on"
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                return f"port {port} is in use on {host}; choose another with --port"
            if exc.errno == errno.EACCES:
                return f"port {port} needs more privileges on {host}; choose one above 1023 with --port"
            return f"cannot serve on {host} port {port}: {exc.strerror or exc}"
    return None


def serve(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> int:
    """Serve the game until Ctrl+C; 0 when stopped, 1 if it could not start."""
    if problem := _bind_problem(host, port):
        print(visible(f"ragusa web: {problem}."), file=sys.stderr)
        return 1
    if not is_loopback(host):
        print(f"ragusa web: warning: serving on {visible(host)}, so anyone who can reach this computer over "
              "the network can open the page and play (and see and write its saved games).",
              file=sys.stderr, flush=True)
    server = RagusaServer(host, port)
    try:
        server.serve()
    except OSError as exc:  # the port was taken between the check and the start
        print(visible(f"ragusa web: cannot serve on {host} port {port}: {exc.strerror or exc}."), file=sys.stderr)
        return 1
    print("ragusa web: stopped.", flush=True)
    return 0
