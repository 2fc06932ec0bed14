"""The table server's fixtures: a table served in this process
(`serve_table`), `ragusa host` as a process (`host_process`), and a fresh
`Ticker` per test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from support.table_net import FAST, HostProcess, serve


@pytest.fixture
def serve_table(tmp_path: Path) -> Callable[..., Any]:
    """`async with serve_table(setup) as served:` a new table on 127.0.0.1,
    any free port, saved into the test's own folder (`saved=False`: not
    saved), no rate limit to speak of unless `rate` is given."""

    def start(setup: Any, saved: bool = True, rate: int = FAST) -> Any:
        return serve(setup, tmp_path / "table" if saved else None, rate)

    return start


@pytest.fixture
def host_process() -> Iterator[Callable[..., HostProcess]]:
    """`host_process(data, *args, port=0)`: `ragusa host --json` started
    (its first line read), every one killed at the end of the test."""
    started: list[HostProcess] = []

    def start(data: Path, *args: str, port: int = 0) -> HostProcess:
        process = HostProcess(data, *args, port=port)
        started.append(process)
        return process

    yield start
    for process in started:
        process.close()
