"""The game process of one `ragusa web` tab: `python -m ragusa_tui.web_child`.

It bounds its own memory before anything else is imported, then runs the
game as `ragusa` with no arguments would, in the browser tab. Only the
server's options reach it (its command line, written by `ragusa web`);
nothing the visitor sends does.

The limit is set by the process on itself (RLIMIT_DATA: the memory it
writes to, heap and thread stacks), so the server needs no `preexec_fn`,
which is unsafe in a program with threads. A normal game uses well under
100 MiB of it; past the limit an allocation fails (MemoryError) instead of
the process growing. RLIMIT_AS would also count the address space glibc
reserves for each thread and never uses, several times what a game writes.

On Linux it also asks the kernel to kill it if the server that started it
dies without ending it (killed itself, say), so no game outlives `ragusa web`.
"""

from __future__ import annotations

import argparse
import os
import resource
import signal
import sys

MIB = 1024 * 1024
PR_SET_PDEATHSIG = 1  # prctl(2)


def limit_memory(mib: int) -> None:
    """Let this process write at most `mib` MiB of memory (heap, stacks,
    anonymous maps); never above a limit already set."""
    limit = mib * MIB
    soft, hard = resource.getrlimit(resource.RLIMIT_DATA)
    for already in (soft, hard):
        if already != resource.RLIM_INFINITY:
            limit = min(limit, already)
    resource.setrlimit(resource.RLIMIT_DATA, (limit, hard))


def die_with(server: int) -> None:
    """Be killed when the process that started this one, `server`, ends
    (Linux; elsewhere the server's own stop ends its games)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != server:  # it ended before the request was made
        os._exit(1)


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m ragusa_tui.web_child",
                                     description="The game of one ragusa web tab (started by ragusa web).")
    parser.add_argument("--memory-mib", type=int, required=True, help="the memory the game may write, in MiB")
    parser.add_argument("--server-pid", type=int, help="the server's process: the game ends with it")
    parser.add_argument("--allow-hosting", action="store_true", help="the tab may host a table on the network")
    parser.add_argument("--allow-joining", action="store_true", help="the tab may join a table at any address")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    limit_memory(args.memory_mib)
    if args.server_pid is not None:
        die_with(args.server_pid)
    from .app import WebRights, run
    from .table.language import speak

    speak()  # the page's or the browser's language, as the server gave it (RAGUSA_LANG)
    return run(web=WebRights(hosting=args.allow_hosting, joining=args.allow_joining))


if __name__ == "__main__":
    raise SystemExit(main())
