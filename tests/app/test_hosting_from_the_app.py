"""Host on the network, from the new-game form: the app starts `ragusa host`
as a child process, shows the other seats' join commands, joins the first
person's seat itself, and stops the table (saved) when asked."""

from __future__ import annotations

from typing import Any

from support.app_table import drive
from support.waiting import until
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.hosted import HostedScreen
from ragusa_tui.app.screens.new_game import NewGameScreen
from ragusa_tui.table.setup import GameSetup

def test_host_on_the_network_shows_the_join_commands_and_plays_the_first_seat() -> None:
    app = RagusaApp(setup=None)
    app.host_listen = "127.0.0.1"  # the tests stay on this machine

    async def script(pilot: Pilot[Any]) -> None:
        app.last_setup = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=3,
                                   computers=("", "", "easy"))
        app.action_new_game()
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.action_start(host=True)
        await until(pilot, lambda: isinstance(app.screen, HostedScreen), "the join commands")
        hosted = app.screen
        assert isinstance(hosted, HostedScreen)
        commands = hosted.commands()
        assert commands.count("ragusa join ws://127.0.0.1:") == 2  # Bo and the spectators
        assert "Bo (seat 2)" in commands and "Cy" not in commands  # Cy is a computer
        child = hosted.child
        await pilot.press("enter")
        await pilot.press("enter")  # pressed twice: joins once
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game screen")
        table = app.screen.session
        assert table.networked and table.seat == 0 and table.names == ["Ann", "Bo", "Cy"]
        assert sum(isinstance(s, GameScreen) for s in app.screen_stack) == 1
        app.back_to_start()  # leaving the game stops the table this app hosts (in the background)
        await until(pilot, lambda: child.process.poll() is not None, "the table to stop")
        assert (child.folder / "table.json").exists() or any(child.folder.iterdir())

    drive(app, script)
