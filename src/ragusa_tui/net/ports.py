"""Whether a server could listen on an address and port, asked before it
starts: the web server reports a taken port with a traceback, and a table
started from the app only in its log, where nobody reads it."""

from __future__ import annotations

import errno
import socket

from ..catalogue import Message
from ..safe_text import visible


def bind_problem(host: str, port: int, another: str | Message) -> str | None:
    """Why nothing could listen on `host` port `port`, as the middle of a
    sentence in the language spoken now (None: it could); `another` says how
    to choose another port."""
    problem = bind_problem_message(host, port, another)
    return None if problem is None else str(problem)


def bind_problem_message(host: str, port: int, another: str | Message) -> Message | None:
    """`bind_problem` as a message: a "net.port." phrase."""
    shown = visible(host, 60)
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        return Message.of("net.port.no_address", address=shown)
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                return Message.of("net.port.in_use", port=port, address=shown, another=another)
            if exc.errno == errno.EADDRNOTAVAIL:
                return Message.of("net.port.not_here", address=shown)
            if exc.errno == errno.EACCES:
                return Message.of("net.port.privileged", port=port, address=shown)
            return Message.of("net.port.cannot", address=shown, port=port, why=visible(exc.strerror or exc, 80))
    return None
