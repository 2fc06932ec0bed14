"""Snapshots of the networked screens: the join form, and a seat waiting
while another decides (served in process, `support.loop_link`). After a
deliberate change of the look, refresh them with `--snapshot-update`."""

from __future__ import annotations

from typing import Any

from support.loop_link import remote_seat

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.table.setup import GameSetup

SETUP = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=7)


def test_the_join_form(snap_compare: Any) -> None:
    app = RagusaApp()
    assert snap_compare(app, press=["t"], terminal_size=(100, 30))


def test_a_seat_waiting_for_another(snap_compare: Any) -> None:
    table, link = remote_seat(SETUP, 0)
    while link.table.decider == 0 or link.table.decision is None or link.table.decision.kind != "place":
        if link.table.decider == 0:
            table.apply(str(list(table.frame(None).legal)[0]))
        else:
            link.others(str(link.table.legal()[0]))
            table.pump()
    app = RagusaApp()

    async def open_it(pilot: Any) -> None:
        app.open_remote(table)
        await pilot.pause()

    assert snap_compare(app, run_before=open_it, terminal_size=(120, 40))
