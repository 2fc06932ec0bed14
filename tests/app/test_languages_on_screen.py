"""The game on screen in French and in Polish: no English phrase of the
catalogue is left on any screen of a whole game played through the keys
(each kind of choice made by hand, the end screen included), at 120x40 and
at 100x30."""

from __future__ import annotations

import asyncio

import pytest
from support.app_table import Table, play_to_end, screen_text, setup
from support.untranslated import english_left

from ragusa_tui import catalogue
from ragusa_tui.app.app import RagusaApp

SEED = 4


def _play(language: str, steps: int, size: tuple[int, int]) -> dict[str, list[str]]:
    """Play `steps` decisions (or the whole game) in `language` at `size`;
    the English left on screen after each, by phrase."""
    catalogue.set_language(language)
    left: dict[str, list[str]] = {}

    async def run() -> None:
        app = RagusaApp(setup=setup(SEED, handover=True))
        async with app.run_test(size=size) as pilot:
            def look(action: str, kind: str) -> None:
                for phrase in english_left(screen_text(app), language):
                    left.setdefault(phrase, []).append(f"after {action} ({kind})")

            try:
                await play_to_end(app, pilot, Table(), on_step=look, max_steps=steps)
            except AssertionError as stopped:
                assert "did not end" in str(stopped) and steps < 600
            look("the end", "-")

    try:
        asyncio.run(run())
    finally:
        catalogue.set_language("en")
    return left


@pytest.mark.thorough  # a whole game at each size: the quick suite keeps the one at 100x30
@pytest.mark.parametrize("language", ["fr", "pl"])
def test_no_english_is_left_on_the_screens_of_a_whole_game(language: str) -> None:
    assert _play(language, 600, (120, 40)) == {}


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_no_english_is_left_on_the_screens_of_a_whole_game_at_100x30(language: str) -> None:
    assert _play(language, 600, (100, 30)) == {}
