"""`ragusa host --data DIR`: a new folder is made private; an existing one
is used only if it is already private to this user and holds nothing but a
table's files. Otherwise one sentence, and the folder is left as it was
(`--data /tmp` must never lock the machine's other users out of /tmp)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from support.table_net import setup_of

from ragusa_tui.cli import main as ragusa
from ragusa_tui.net.hosted import HostedTable
from ragusa_tui.net.store import DataFolder
from ragusa_tui.saves import SaveError

SETUP = setup_of(("Ann", "Bo", "Cy"))


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_folder_is_made_private(tmp_path: Path) -> None:
    old = os.umask(0)  # even with no umask at all
    try:
        HostedTable.new(SETUP, DataFolder(tmp_path / "a" / "t"))
    finally:
        os.umask(old)
    assert _mode(tmp_path / "a" / "t") == 0o700
    assert sorted(p.name for p in (tmp_path / "a" / "t").iterdir()) == [".table.json.lock", "keys.json", "table.json",
                                                                     "versions.json"]
    assert _mode(tmp_path / "a" / "t" / "keys.json") == 0o600


def test_a_shared_folder_is_refused_and_left_as_it_was(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    shared = tmp_path / "d"
    shared.mkdir()
    shared.chmod(0o1777)
    (shared / "f").touch()
    assert ragusa(["host", "--data", str(shared), "--seats", "Ann,Bo,Cy"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "other users may use it (mode 1777)" in err
    assert _mode(shared) == 0o1777 and sorted(p.name for p in shared.iterdir()) == ["f"]


def test_an_empty_folder_open_to_others_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    open_folder = tmp_path / "d"
    open_folder.mkdir(mode=0o755)
    open_folder.chmod(0o755)
    with pytest.raises(SaveError, match="make this one private first"):
        HostedTable.new(SETUP, DataFolder(open_folder))
    assert _mode(open_folder) == 0o755 and not any(open_folder.iterdir())


def test_a_private_folder_holding_other_files_is_refused(tmp_path: Path) -> None:
    private = tmp_path / "d"
    private.mkdir(mode=0o700)
    (private / "notes.txt").write_text("mine")
    with pytest.raises(SaveError, match=r"holds files that are not a table's \(notes.txt\)"):
        HostedTable.new(SETUP, DataFolder(private))
    assert sorted(p.name for p in private.iterdir()) == ["notes.txt"]


def test_an_empty_private_folder_and_a_tables_own_folder_are_used(tmp_path: Path) -> None:
    private = tmp_path / "d"
    private.mkdir(mode=0o700)
    HostedTable.new(SETUP, DataFolder(private))
    # A writer that died mid-save leaves its temporary file: still the table's folder.
    (private / f".table.json.{os.getpid()}.x1y2.tmp").write_text("{")
    assert HostedTable.resume(DataFolder(private)).table.names == ["Ann", "Bo", "Cy"]


def test_a_file_is_no_folder(tmp_path: Path) -> None:
    (tmp_path / "f").write_text("x")
    with pytest.raises(SaveError, match="it is not a folder"):
        HostedTable.new(SETUP, DataFolder(tmp_path / "f"))


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="giving a folder to another user needs root")
def test_a_folder_of_another_user_is_refused(tmp_path: Path) -> None:
    theirs = tmp_path / "d"
    theirs.mkdir(mode=0o700)
    os.chown(theirs, 65534, 65534)
    with pytest.raises(SaveError, match="it belongs to another user"):
        HostedTable.new(SETUP, DataFolder(theirs))
    assert theirs.stat().st_uid == 65534 and not any(theirs.iterdir())


def test_a_link_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    private = tmp_path / "private"
    private.mkdir(mode=0o700)
    (tmp_path / "link").symlink_to(private)
    with pytest.raises(SaveError, match="it is a link"):  # it could be pointed elsewhere once checked
        HostedTable.new(SETUP, DataFolder(tmp_path / "link"))
    assert not any(private.iterdir())


def test_a_second_host_on_the_same_folder_is_refused(tmp_path: Path) -> None:
    """A second `ragusa host` there would write over the first's saves and
    the versions it reserved ahead: it is refused until the first stops."""
    import subprocess
    import sys

    folder = tmp_path / "t"
    held = subprocess.Popen([sys.executable, "-c", (
        "import sys; from pathlib import Path; from ragusa_tui.net.hosted import HostedTable; "
        "from ragusa_tui.net.store import DataFolder; from ragusa_tui.table.setup import GameSetup; "
        "HostedTable.new(GameSetup(('Ann', 'Bo', 'Cy'), ('Red', 'Blue', 'Green')), "
        f"DataFolder(Path({str(folder)!r}))); "
        "print('held', flush=True); sys.stdin.read()")], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert held.stdout is not None and held.stdout.readline().strip() == "held"
        with pytest.raises(SaveError, match="another ragusa host is serving it"):
            HostedTable.resume(DataFolder(folder))
    finally:
        held.communicate("", timeout=60)
    assert HostedTable.resume(DataFolder(folder)).table.names == ["Ann", "Bo", "Cy"]  # once it has stopped
