"""A whole 3-player game played through the app: every kind of choice is
made with keys and clicks (the rest through the screens' own paths), and the
end screen shows the engine's totals."""

from __future__ import annotations

import asyncio

import pytest
from support.app_table import Table, play_to_end, setup
from textual.widgets import DataTable

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.end import EndScreen

SEED = 4


@pytest.mark.thorough  # a whole game: the thorough profile's
def test_full_game_through_keys_and_clicks() -> None:
    async def run() -> None:
        app = RagusaApp(setup=setup(SEED, handover=True))
        table = Table()
        seen: list[tuple[str, str]] = []
        async with app.run_test(size=(120, 40)) as pilot:
            ways = await play_to_end(app, pilot, table, on_step=lambda a, k: seen.append((a, k)))
            screen = app.screen
            assert isinstance(screen, EndScreen)
            scores = screen.session.game.final_scores()
            shown = screen.query_one("#scores", DataTable)
            for seat in scores.ranking:
                row = shown.get_row(str(seat))
                total = str(row[-1])
                assert int(total) == scores.players[seat].total
            assert shown.row_count == 3
        assert {"digit", "click", "tab", "map-click", "f"} <= ways
        kinds = {k for _, k in seen}
        actions = [a for a, _ in seen]
        assert {"wall", "tower", "rector", "keep_bonus", "order"} <= kinds
        assert any(a.startswith("buy ") for a in actions)
        assert any(a.startswith("sell ") for a in actions)
        assert any(a.startswith("exchange ") for a in actions)

    asyncio.run(run())
