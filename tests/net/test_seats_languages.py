"""Two seats of one networked table, one in French and one in Polish: the
wire carries codes, never words, so what a table sends does not depend on
the language its server speaks, and each seat words the same frames in its
own (here each seat's rendering is done in its language, as each seat's
process speaks its own)."""

from __future__ import annotations

import json

from support.loop_link import LoopLink, remote_seat

from ragusa_tui import catalogue
from ragusa_tui.net.encoding import to_text
from ragusa_tui.net.protocol import state_frame
from ragusa_tui.net.view import legal_for, log_for, view_for
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup

SETUP = GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), seed=7)


def _wire(table: LocalTable, seat: int) -> str:
    """The state frame `seat` is sent now, as the server writes it."""
    return state_frame(0, seat, to_text(view_for(table, seat, 0, table.decider == seat)),
                       legal_for(table, seat, table.decider == seat), 0, log_for(table, seat, 0),
                       [{"seat": p, "connected": True} for p in range(3)], 0, None)


def _played(moves: int) -> LocalTable:
    table = LocalTable(SETUP)
    for _ in range(moves):
        table.apply(table.legal()[0])
    return table


def test_what_a_table_sends_is_the_same_whatever_its_server_speaks() -> None:
    table = _played(8)
    sent = {}
    try:
        for language in catalogue.LANGUAGES:
            catalogue.set_language(language)
            fresh = LocalTable(SETUP)  # frames made anew in this language (a table keeps those it made)
            for action in table.game.history:
                fresh.apply(action)
            sent[language] = [_wire(fresh, seat) for seat in range(3)]
    finally:
        catalogue.set_language("en")
    assert sent["fr"] == sent["en"] == sent["pl"]


def test_a_french_seat_and_a_polish_seat_word_the_same_table_each_in_its_own() -> None:
    french, link = remote_seat(SETUP, 0)
    polish = LoopLink(link.table, 1)
    from ragusa_tui.net.remote import RemoteTable

    polish_table = RemoteTable(polish)  # type: ignore[arg-type]
    for _ in range(6):
        link.others(str(link.table.legal()[0]))
        polish.version = link.version
        polish.send_state()
    french.pump()
    polish_table.pump()
    assert polish_table.wait_first_state(5.0) is None
    said = [line.message for line in french.log if line.message is not None]
    assert len(said) >= 6 and [line.message for line in polish_table.log][:len(said)] == said
    try:
        catalogue.set_language("fr")
        in_french = [str(line.said) for line in french.log]
        catalogue.set_language("pl")
        in_polish = [str(line.said) for line in polish_table.log]
    finally:
        catalogue.set_language("en")
    fr, pl = catalogue.load("fr"), catalogue.load("pl")
    assert in_french[:len(said)] == [fr.render(m) for m in said]
    assert in_polish[:len(said)] == [pl.render(m) for m in said]
    assert in_french[:len(said)] != in_polish[:len(said)] != [catalogue.english(m) for m in said]
    assert json.dumps(link.frames_sent[-1]).count("\"code\"") > 0  # the log travels as codes
