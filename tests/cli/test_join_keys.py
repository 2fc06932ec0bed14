"""`ragusa join`'s key: from --key, --key-file (or standard input), the
environment, or asked for; and the join commands a host prints run where
the host's program runs, with the key kept off the command line."""

from __future__ import annotations

import io
import os
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ragusa_tui.cli import main as ragusa
from ragusa_tui.net.commands import join_command, program

URL = "ws://127.0.0.1:8765/"


@pytest.fixture
def joined(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The tables `ragusa join` would open (the app is not started)."""
    calls: list[tuple[str, str]] = []

    def run(**kwargs: Any) -> int:
        calls.append(kwargs["join"])
        return 0

    monkeypatch.setattr("ragusa_tui.app.run", run)
    monkeypatch.delenv("RAGUSA_KEY", raising=False)
    return calls


def test_the_key_from_the_environment(joined: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAGUSA_KEY", "k-from-env")
    assert ragusa(["join", URL]) == 0
    assert joined == [(URL, "k-from-env")]


def test_the_key_from_a_file_or_standard_input(joined: list[tuple[str, str]], tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "seat.key").write_text("k-from-file\n")
    assert ragusa(["join", URL, "--key-file", str(tmp_path / "seat.key")]) == 0
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"k-from-stdin\n")))
    assert ragusa(["join", URL, "--key-file", "-"]) == 0
    assert joined == [(URL, "k-from-file"), (URL, "k-from-stdin")]


def test_the_key_given_wins(joined: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAGUSA_KEY", "k-from-env")
    assert ragusa(["join", URL, "--key", "k-given"]) == 0
    assert joined == [(URL, "k-given")]


@pytest.mark.parametrize(("args", "content", "problem"), [
    ([], None, "no key: give --key-file FILE, set RAGUSA_KEY, or give --key."),
    (["--key-file", "{tmp}/none.key"], None, "cannot read the key file"),
    (["--key-file", "{tmp}/empty.key"], "\n", "the key is empty."),
    (["--key-file", "{tmp}/big.key"], "x" * 10_000, "the key file is far longer than a key"),
])
def test_no_key_is_one_sentence(joined: list[tuple[str, str]], tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                monkeypatch: pytest.MonkeyPatch, args: list[str], content: str | None,
                                problem: str) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))  # not a terminal: nothing is asked
    args = [a.format(tmp=tmp_path) for a in args]
    if content is not None:
        Path(args[-1]).write_text(content)
    assert ragusa(["join", URL, *args]) == 2
    err = capsys.readouterr().err
    assert problem in err and err.count("\n") == 1 and joined == []


def test_a_join_command_keeps_its_key_off_the_command_line() -> None:
    words = shlex.split(join_command(URL, "abc-DEF_123"))
    assert words[0] == "RAGUSA_KEY=abc-DEF_123"
    assert "abc-DEF_123" not in " ".join(words[1:]) and words[-2:] == ["join", URL]


def test_the_printed_program_runs_here_whatever_is_on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    bin_dir = str(Path(sys.executable).parent)
    for path in ("/usr/bin:/bin", f"{bin_dir}:/usr/bin:/bin"):
        monkeypatch.setenv("PATH", path)
        start = program()
        if path.startswith(bin_dir) and (Path(bin_dir) / "ragusa").is_file():
            assert start == "ragusa"
        done = subprocess.run(f"{start} join --help", shell=True, capture_output=True, text=True, timeout=60,
                              env={**os.environ, "PATH": path})
        assert done.returncode == 0 and "RAGUSA_KEY" in done.stdout, (start, done.stderr)
