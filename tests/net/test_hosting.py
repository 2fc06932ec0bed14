"""`ragusa host`'s options: the seats' grammar, the checks made before a
table starts, what is printed for people, and a table served over TLS."""

from __future__ import annotations

import asyncio
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest
from support.table_net import WAIT, Seat, Ticker, setup_of

from ragusa_tui.cli import main as ragusa
from ragusa_tui.net.client import TableClient
from ragusa_tui.net.commands import program
from ragusa_tui.net.hosted import HostedTable
from ragusa_tui.net.hosting import HostOptions, announce, joining, parse_seats, setup_for
from ragusa_tui.net.server import TableServer


def test_seats_are_names_or_computers() -> None:
    assert parse_seats("Ann, Bo,computer:hard") == (("Ann", "Bo", "Computer 3"), ("", "", "hard"))
    assert parse_seats("easy,Bo,Cy") == (("Computer 1", "Bo", "Cy"), ("easy", "", ""))  # as simulate --seats
    with pytest.raises(ValueError, match="unknown level 'genius'"):
        parse_seats("Ann,Bo,computer:genius")


@pytest.mark.parametrize(("opts", "problem"), [
    (HostOptions(seats="Ann,Bo,Cy", players=4), "--seats names 3 seat(s) but --players says 4"),
    (HostOptions(seats="easy,hard,medium"), "At least one seat must be a person."),
    (HostOptions(seats="Ann,Ann,Cy"), "Two players have the same name."),
    (HostOptions(mode="duel", seats="Ann,Bo,Cy"), "A duel needs 2 players."),
    (HostOptions(seats="Ann,Bo,Cy", options=("human_first",)), "is not one of the solo options"),
])
def test_a_table_that_cannot_be_is_refused_in_one_sentence(opts: HostOptions, problem: str) -> None:
    with pytest.raises(ValueError, match=problem.replace("(", r"\(").replace(")", r"\)")):
        setup_for(opts)


def test_defaults_and_solo() -> None:
    assert setup_for(HostOptions()).names == ("Player 1", "Player 2", "Player 3", "Player 4")
    solo = setup_for(HostOptions(mode="solo", options=("human_first",)))
    assert solo.names == ("Player",) and solo.options == ("human_first",)


def test_the_command_refuses_before_serving(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = str(tmp_path / "t")
    assert ragusa(["host", "--data", data, "--seats", "easy,easy,easy"]) == 2
    assert "At least one seat must be a person." in capsys.readouterr().err
    assert ragusa(["host", "--data", data, "--keyfile", "k.pem"]) == 2
    assert "--keyfile goes with --certfile" in capsys.readouterr().err
    assert ragusa(["host", "--name", "../elsewhere"]) == 2
    assert not (tmp_path / "t").exists()


def test_people_are_told_how_to_join(capsys: pytest.CaptureFixture[str]) -> None:
    hosted = HostedTable.new(setup_of(("Ann", "Bo", "Cy"), ("", "", "hard")))
    url = "ws://127.0.0.1:8765/"
    announce(hosted, url, resumed=False, folder=Path("/tmp/t"))
    out = capsys.readouterr().out
    start = program()
    # The key is set for the one command, never an argument (the process list shows those).
    assert f"seat 1, Ann:  RAGUSA_KEY={hosted.keys.seats[0]} {start} join {url}" in out
    assert f"seat 2, Bo:  RAGUSA_KEY={hosted.keys.seats[1]} {start} join {url}" in out
    assert "seat 3, Cy: a computer (hard)" in out
    assert f"spectators:  RAGUSA_KEY={hosted.keys.spectator} {start} join {url}" in out
    doc = joining(hosted, url)
    assert doc == {"url": url, "spectator": hosted.keys.spectator,
                   "seats": [{"seat": 0, "name": "Ann", "key": hosted.keys.seats[0]},
                             {"seat": 1, "name": "Bo", "key": hosted.keys.seats[1]}]}


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl to make a certificate")
def test_a_table_served_over_tls(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True, timeout=WAIT)
    server_side = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_side.load_cert_chain(cert, key)
    client_side = ssl.create_default_context(cafile=str(cert))

    async def scenario() -> None:
        hosted = HostedTable.new(setup_of(("Ann", "Bo", "Cy")))
        server = TableServer(hosted)
        url = await server.start("127.0.0.1", 0, server_side)
        assert url.startswith("wss://127.0.0.1:")
        ticker = Ticker()
        seat = Seat(url, hosted.keys.seats[0] or "", ticker)
        seat.client = TableClient(url, seat.key, seat._state, seat._error, seat._link, tls=client_side)
        seat.start()
        await ticker.until(lambda: seat.state is not None, what="the state over TLS")
        await seat.stop()
        await server.stop()

    asyncio.run(asyncio.wait_for(scenario(), 2 * WAIT))


def test_a_client_not_yet_connected_says_so() -> None:
    errors: list[str] = []

    async def scenario() -> None:
        client = TableClient("ws://127.0.0.1:9/", "k", lambda _: None, errors.append)
        await client.act("place 1")
        await client.close()
        await asyncio.wait_for(client.run(), WAIT)  # closed: returns at once

    asyncio.run(scenario())
    assert errors == ["Not connected to the table: the move was not sent."]


def test_hosting_options_match_the_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[HostOptions] = []
    monkeypatch.setattr("ragusa_tui.net.hosting.host", lambda opts: seen.append(opts) or 0)
    assert ragusa(["host", "--mode", "solo", "--option", "human_first", "--port", "0", "--seed", "3",
                   "--data", str(tmp_path), "--json", "--max-rate", "40"]) == 0
    assert seen == [HostOptions(mode="solo", options=("human_first",), port=0, seed=3, data=tmp_path, json=True,
                                max_rate=40)]


def test_a_computer_seat_may_be_named() -> None:
    from ragusa_tui.net.hosting import parse_seats

    assert parse_seats("Ann,computer:easy:Cy,computer:hard") == (
        ("Ann", "Cy", "Computer 3"), ("", "easy", "hard"))


def test_a_person_named_like_a_level_stays_a_person() -> None:
    from ragusa_tui.net.child_host import seats_text
    from ragusa_tui.net.hosting import parse_seats
    from ragusa_tui.table.setup import GameSetup

    setup = GameSetup(("Hard", "Computer:Al", "Cy"), ("Red", "Blue", "Green"), computers=("", "", "easy"))
    assert parse_seats(seats_text(setup)) == (("Hard", "Computer:Al", "Cy"), ("", "", "easy"))


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl to make a certificate")
def test_silent_connections_to_a_tls_table_are_dropped_after_a_short_handshake_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted only once TLS is set up, a connection that never starts its
    handshake would otherwise be held for websockets' opening time (10 s)."""
    from ragusa_tui.net import server as table_server

    handshake = 0.5  # seconds (3 when served: shorter here)
    monkeypatch.setattr(table_server, "TLS_HANDSHAKE", handshake)

    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=localhost"],
                   check=True, capture_output=True, timeout=WAIT)
    server_side = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_side.load_cert_chain(cert, key)

    async def scenario() -> None:
        server = TableServer(HostedTable.new(setup_of(("Ann", "Bo", "Cy"))))
        url = await server.start("127.0.0.1", 0, server_side)
        port = int(url.rsplit(":", 1)[1].strip("/"))
        silent = [await asyncio.open_connection("127.0.0.1", port) for _ in range(20)]
        loop = asyncio.get_running_loop()
        start = loop.time()
        ended = await asyncio.gather(*(asyncio.wait_for(reader.read(), WAIT) for reader, _ in silent))
        assert ended == [b""] * 20 and loop.time() - start < handshake + 5  # not websockets' 10 s
        for _, writer in silent:
            writer.close()
        await server.stop()

    asyncio.run(asyncio.wait_for(scenario(), 2 * WAIT))
