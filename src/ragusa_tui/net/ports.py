"""Whether a server could listen on an address and port, asked before it
starts: the web server reports a taken port with a traceback, and a table
started from the app only in its log, where nobody reads it."""

from __future__ import annotations

import errno
import socket

from ..safe_text import visible


def bind_problem(host: str, port: int, another: str) -> str | None:
    """Why nothing could listen on `host` port `port`, as the middle of a
    sentence (None: it could); `another` says how to choose another port."""
    shown = visible(host, 60)
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        return f"this computer has no address '{shown}'"
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                return f"port {port} is in use on {shown}; {another}"
            if exc.errno == errno.EADDRNOTAVAIL:
                return f"{shown} is not an address of this computer"
            if exc.errno == errno.EACCES:
                return f"port {port} needs more privileges on {shown}; choose one above 1023"
            return f"cannot listen on {shown} port {port}: {visible(exc.strerror or exc, 80)}"
    return None
