"""Host on the network, from the new-game form: the app starts `ragusa host`
as a child process, shows the other seats' join commands, joins the first
person's seat itself, and stops the table (saved) when asked."""

from __future__ import annotations

import shutil
import socket
import subprocess
from pathlib import Path
from typing import Any

import pytest
from support.app_table import drive
from support.waiting import until
from textual.pilot import Pilot
from textual.widgets import Input

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.host_options import HostOptionsScreen, read_listening
from ragusa_tui.app.screens.hosted import HostedScreen
from ragusa_tui.app.screens.new_game import NewGameScreen
from ragusa_tui.net.child_host import HostFailed, Listening, start
from ragusa_tui.table.setup import GameSetup

def test_host_on_the_network_shows_the_join_commands_and_plays_the_first_seat() -> None:
    app = RagusaApp(setup=None)
    app.host_listening = Listening("127.0.0.1", 0)  # the tests stay on this machine, on any free port

    async def script(pilot: Pilot[Any]) -> None:
        app.last_setup = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=3,
                                   computers=("", "", "easy"))
        app.action_new_game()
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.action_start(host=True)
        await until(pilot, lambda: isinstance(app.screen, HostOptionsScreen), "where the table listens")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, HostedScreen), "the join commands")
        hosted = app.screen
        assert isinstance(hosted, HostedScreen)
        commands = hosted.commands()
        assert commands.count("ragusa join ws://127.0.0.1:") == 2  # Bo and the spectators
        assert commands.count("RAGUSA_KEY=") == 2  # the keys never on a command line
        assert "Bo (seat 2)" in commands and "Cy (seat" not in commands  # Cy is a computer: no join command
        child = hosted.child
        await pilot.press("enter")
        await pilot.press("enter")  # pressed twice: joins once
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game screen")
        table = app.screen.session
        assert table.networked and table.seat == 0 and list(table.frame(None).names) == ["Ann", "Bo", "Cy"]
        assert sum(isinstance(s, GameScreen) for s in app.screen_stack) == 1
        app.back_to_start()  # leaving the game stops the table this app hosts (in the background)
        await until(pilot, lambda: child.process.poll() is not None, "the table to stop")
        assert (child.folder / "table.json").exists() or any(child.folder.iterdir())

    drive(app, script)


def _certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for CN=somewhere.example (not this machine's name) and its key."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj",
                    "/CN=somewhere.example"], check=True, capture_output=True, timeout=60)
    return cert, key


@pytest.mark.parametrize(("answers", "problem"), [
    (("localhost", "8765", "", ""), None),
    (("10.0.0.1", "8765", "", ""), None),
    (("bad address!", "8765", "", ""), "The address is an IP address"),
    (("0.0.0.0", "70000", "", ""), "The port is a number from 1 to 65535"),
    (("0.0.0.0", "port", "", ""), "The port is a number from 1 to 65535"),
    (("0.0.0.0", "0", "", "key.pem"), "A private key goes with a certificate"),
    (("0.0.0.0", "0", "/no/such/cert.pem", ""), "There is no certificate file '/no/such/cert.pem'."),
])
def test_where_to_host_is_checked_in_one_sentence(answers: tuple[str, str, str, str], problem: str | None) -> None:
    chosen, said = read_listening(*answers)
    if problem is None:
        assert said is None and chosen is not None and chosen.listen == answers[0]
    else:
        assert chosen is None and said is not None and said.startswith(problem)


def test_a_port_in_use_is_said_before_any_table_starts(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(HostFailed, match=f"Port {port} is in use on 127.0.0.1"):
            start(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green")), tmp_path, Listening("127.0.0.1", port))
    assert not any(tmp_path.iterdir())


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl to make a certificate")
def test_a_table_hosted_over_tls_from_the_app_is_joined_by_its_host(tmp_path: Path) -> None:
    cert, key = _certificate(tmp_path)
    app = RagusaApp(setup=None)
    app.host_listening = Listening("127.0.0.1", 0)

    async def script(pilot: Pilot[Any]) -> None:
        app.last_setup = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=3)
        app.action_new_game()
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        app.screen.action_start(host=True)
        await until(pilot, lambda: isinstance(app.screen, HostOptionsScreen), "where the table listens")
        app.screen.query_one("#host-cert", Input).value = str(cert)
        app.screen.query_one("#host-key", Input).value = str(key)
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, HostedScreen), "the join commands")
        hosted = app.screen
        assert isinstance(hosted, HostedScreen)
        assert hosted.child.url.startswith("wss://127.0.0.1:")
        assert f"--certfile {cert}" in hosted.child.reopen_words()
        child = hosted.child
        await pilot.press("enter")  # the host's own seat trusts the table's certificate
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game screen over TLS")
        app.back_to_start()
        await until(pilot, lambda: child.process.poll() is not None, "the table to stop")

    drive(app, script)
