"""Log and end-screen lines wrap between phrases, never between a number and its words."""

from __future__ import annotations

import asyncio
import re

from rich.text import Text
from support.app_table import session_until

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.end import EndScreen
from ragusa_tui.app.widgets.event_log import EventLog
from ragusa_tui.app.widgets.phrases import wrap_lines

LINE = "● Bo buys the Ceramics ship for 2 Oil; Oil drops to 4. Silver rises to 9 (new ship)."


def test_a_number_stays_with_the_word_before_it_at_every_width() -> None:
    for width in range(12, len(LINE) + 2):
        lines = [t.plain for t in wrap_lines(Text(LINE), width)]
        assert " ".join(lines) == LINE  # nothing lost, only spaces became breaks
        assert all(len(t) <= width for t in lines)
        assert not any(re.match(r"\d", t) for t in lines), (width, lines)
        assert any("to 4." in t for t in lines) and any("2 Oil" in t for t in lines)


def test_the_game_log_at_100_columns_never_starts_a_line_with_a_number() -> None:
    session = session_until(0, lambda s: s.game.round >= 9)
    app = RagusaApp(session=session)

    async def run() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            log = app.screen.query_one(EventLog)
            rows = [strip.text.rstrip() for strip in log.lines]
            assert len(rows) > 20
            assert not [r for r in rows if re.match(r"\s*[+\-]?\d", r)]

    asyncio.run(run())


def test_the_end_screen_at_100_columns_never_starts_a_line_with_a_number() -> None:
    # Seed 4's details wrap right before "0 VP" unless the phrases hold together.
    app = RagusaApp(session=session_until(4, lambda s: False))

    async def run() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, EndScreen)
            widgets = list(app.screen.query("#verdict, #details, #tiebreak, #market-end"))
            assert len(widgets) >= 2
            for widget in widgets:
                rows = [strip.text for strip in widget.render_lines(widget.region.reset_offset)]
                assert any(r.strip() for r in rows)
                assert not [r for r in rows if re.match(r"\s*[+\-]?\d", r)], rows

    asyncio.run(run())


def test_a_hanging_indent_keeps_continuations_under_their_line() -> None:
    text = Text("Ann: walls 4 = 3 walls + 1 house in the longest stretch\n"
                "   bonus cards: 3 VP per Silver Ore: 12 VP; 4 VP per Silk ship: 0 VP")
    lines = [line.plain for line in wrap_lines(text, 30, hang=2)]
    assert lines[0].startswith("Ann:") and lines[1].startswith("  ") and not lines[1].startswith("   ")
    bonus = next(i for i, line in enumerate(lines) if "bonus cards" in line)
    assert bonus > 1 and len(lines) > bonus + 1
    assert all(line.startswith("     ") and line[5] != " " for line in lines[bonus + 1:])
    assert all(len(line) <= 30 for line in lines)
    assert " ".join(" ".join(lines).split()) == " ".join(text.plain.split())  # nothing lost
