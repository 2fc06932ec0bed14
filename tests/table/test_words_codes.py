"""The words a player reads at the table travel as messages, never English:
every word field of every frame of whole games, in every mode, is a
`Message` the catalogue declares, renders, and reads back from its data as
itself; and every line of the log carries a message whose English is the
line's own words (so a seat may show the log in another language).

The games are seeded and played at random, with a take-back now and then
(docs/rules.md §12.9), each seat's frame, the keyboard's and a spectator's
looked at after every move.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import replace
from functools import cache

import pytest

from ragusa_tui.ai import Verdict
from ragusa_tui.catalogue import ENTRIES, Message
from ragusa_tui.engine import Action, Decision, Event
from ragusa_tui.engine.board import KIND_CODES, Board, default_board
from ragusa_tui.engine.scores import PlayerScore, Scores
from ragusa_tui.engine.scoring import bonus_title
from ragusa_tui.table import decisions, reasons, verdict, words
from ragusa_tui.table.frame import Frame, Spot, frame_for
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup

GAMES = [
    ("standard", ("Ann", "Bo", "Cy")),
    ("standard", ("Ann", "Bo", "Cy", "Di")),
    ("standard", ("Ann", "Bo", "Cy", "Di", "Ed")),
    ("duel", ("Ann", "Bo")),
    ("solo", ("Ann",)),
]
COLOURS = ("Red", "Blue", "Green", "Purple", "Orange")


def words_of(frame: Frame) -> Iterator[tuple[str, object]]:
    """Every word field of `frame` (its log apart), named, with its value."""
    yield "what", frame.what
    for name in ("acting_house", "exchange_block", "undo_problem"):
        value = getattr(frame, name)
        if value is not None:
            yield name, value
    for i, news in enumerate(frame.news):
        yield f"news[{i}]", news
    for name in ("spot_problems", "powerhouse_problems"):
        for spot, why in getattr(frame, name):
            yield f"{name}[{spot}]", why


def nested(message: Message) -> Iterator[Message]:
    yield message
    for _, value in message.args:
        if isinstance(value, Message):
            yield from nested(value)


def check(message: object, where: str, seen: set[Message]) -> None:
    """`message` is a message of the catalogue that renders and reads back as itself."""
    assert isinstance(message, Message), f"{where}: {message!r} is not a message"
    if message in seen:
        return
    seen.add(message)
    assert all(m.code in ENTRIES for m in nested(message)), f"{where}: {message!r}"
    said = str(message)
    assert said and "{" not in said and "}" not in said, f"{where}: {said!r}"
    assert Message.from_data(json.loads(json.dumps(message.to_data()))) == message, where


@cache  # each game is played once, for both tests
def play(mode: str, names: tuple[str, ...], seed: int) -> tuple[LocalTable, set[Message], int]:
    """A whole game played at random, every frame's words checked after every
    move; the table at the end, the messages met and the take-backs made."""
    table = LocalTable(GameSetup(names, COLOURS[:len(names)], seed=seed, mode=mode))
    rnd = random.Random(seed)
    seen: set[Message] = set()
    taken_back = 0
    while True:
        frames = [table.frame(seat) for seat in (None, *range(len(names)))]
        frames.append(frame_for(table, None, spectator=True))
        for frame in frames:
            for name, value in words_of(frame):
                check(value, f"{mode} v{frame.version} seat {frame.seat}: {name}", seen)
            why = frame.spot_problem_message(0)  # a seat that does not decide is told so
            if why is not None:
                check(why, f"{mode} v{frame.version} seat {frame.seat}: spot 0", seen)
        if table.over:
            return table, seen, taken_back
        d = table.decision
        assert d is not None
        if taken_back < 12 and table.frame(d.player).undo_problem is None and rnd.random() < 0.08:
            table.undo()  # the last decision taken back: its line is logged too
            taken_back += 1
            continue
        table.apply(rnd.choice(table.legal()))


@pytest.mark.parametrize("mode, names", GAMES, ids=[f"{m}-{len(n)}" for m, n in GAMES])
def test_every_word_of_every_frame_and_every_log_line_is_a_message_that_renders_as_shown(
        mode: str, names: tuple[str, ...]) -> None:
    table, seen, taken_back = play(mode, names, seed=7 + len(names))
    assert table.log
    for i, line in enumerate(table.log):
        assert line.message is not None, f"{mode}: log line {i} ({line.text!r}) has no message"
        check(line.message, f"{mode}: log line {i}", seen)
        assert str(line.message) == line.text, f"{mode}: log line {i}"
    codes = {m.code for message in seen for m in nested(message)}
    assert {"ask.game_over", "problem.exchange_spectator", "refusal.undo_spectator"} <= codes
    assert ("event.take_back" in codes) == (taken_back > 0)
    assert "log.text" not in codes  # no line of a table here is known by its words alone
    if mode == "duel":
        assert {"log.note", "ask.place"} <= codes and any(c.startswith("note.") for c in codes)


def test_the_games_meet_the_tables_own_words() -> None:
    """Across the games, the table's own sentences are met, not only the
    engine's: what an exchange asks, the acting house, why no exchange, a
    spot refused (the news is never cut short: told whole)."""
    codes: set[str] = set()
    taken_back = 0
    for mode, names in GAMES:
        _, seen, count = play(mode, names, seed=7 + len(names))
        codes |= {m.code for message in seen for m in nested(message)}
        taken_back += count
    assert taken_back >= len(GAMES)
    assert {"ask.exchange_before", "phrase.house_of", "problem.exchange_not_now", "problem.exchange_fish_short",
            "problem.exchange_elsewhere", "problem.not_your_decision"} <= codes
    assert "log.earlier_moves" not in codes


# ------------------------------------------------------------ the English kept
def _hex(board: Board, kind: str) -> int:
    """The first hex of `kind` ("winery") on `board`."""
    return list(board.hex_kind).index(KIND_CODES[kind])


def test_the_tables_sentences_read_as_they_always_have() -> None:
    """The table's words, now messages, render the very English the screens
    showed when they were strings (the screens' snapshots rely on it)."""
    board = default_board()
    names = ("Ann", "Bo")
    ask = Message.of("ask.place")
    said = {
        words.placing(False, 5, 2, False, ask): "build a house or place a Powerhouse (2 left)",
        words.placing(False, 0, 2, False, ask): "place a Powerhouse (2 left), only Powerhouses are left",
        words.placing(True, 5, 2, True, ask): "place a Powerhouse (2 left) · p for a house",
        words.placing(True, 0, 2, True, ask): "place a Powerhouse (2 left), only Powerhouses are left",
        words.placing(False, 5, 2, True, ask): "build a house · p for a Powerhouse (2 left)",
        words.placing(False, 5, 0, True, ask): "build a house on a spot",
    }
    winery = _hex(board, "winery")
    empty = Spot(None, False, None, False)
    at = Decision(0, "exchange", (), winery, 3)
    for spot, english in [
        (Spot(0, False, None, False), "Ann's Winery house"),
        (Spot(1, False, None, False), "Bo's Winery house (working for Ann)"),
        (Spot(1, True, None, False), "the Powerhouse at the Winery (working for Ann)"),
    ]:
        house = words.acting_house(board, names, at, [empty] * 3 + [spot])
        said[house] = english
        said[decisions.asked(at, house)] = f"exchange fish before {english} acts"
    said[words.exchange_block(names, None, 0, None)] = "The game is over."
    said[words.exchange_block(names, Decision(1, "place"), 1, None)] = "Bo has 1 Fish; an exchange needs at least 2."
    said[words.exchange_block(names, Decision(1, "wall"), 4, Message.of("ask.wall"))] = (
        "No fish exchange now: Bo is deciding (Mason: choose a wall slot). Fish can be exchanged before placing a "
        "house, between the hexes of your new house, right before your house makes Wine, Oil or Silver, and at "
        "final scoring.")
    place = Decision(0, "order")
    said[words.answered(names, board, place, Action("hex", winery), [])] = "Ann chooses the Winery hex to act next."
    said[words.answered(names, board, place, Action("done"), [])] = "Ann exchanges no more fish."
    said[words.answered(names, board, place, Action("skip"), [])] = "Ann: skip."
    wall = Message.of("event.wall", player="Ann", slot=3, vp=2)
    said[words.answered(names, board, place, Action("wall", 3), [Event("wall", 0, str(wall), message=wall)])] = \
        "Ann builds wall slot 3 and scores 2 VP."
    said[words.answered(names, board, place, Action("skip"), [Event("skip", 0, "Ann passes.")])] = "Ann passes."
    said[decisions.asked(None)] = "the game is over"
    note = {
        Message.of("note.cathedral", building="cathedral"):
            "↳ At the Cathedral a Powerhouse scores nothing: only houses count there.",
        Message.of("note.only_the_new_house", building="rectors_palace", player="Ann"):
            "↳ At the Rector's Palace only the new house acts: the Powerhouse, for Ann.",
        Message.of("note.powerhouse_rule", building="market", pieces=Message.of(
            "phrase.houses_act_for", houses=Message.of("phrase.all_houses", count=4), player="Ann",
            parts=Message.of("list.comma", first=Message.of("phrase.houses_of", count=1, player="Ann"),
                             rest=Message.of("phrase.houses_of", count=2, player="Bo")))):
            "↳ Powerhouse rule at the Market: all 4 houses there act for Ann (the Powerhouse, 1 of Ann's, "
            "2 of Bo's).",
        Message.of("note.powerhouse_rule", building="market", pieces=Message.of(
            "phrase.houses_act_for", houses=Message.of("phrase.both_houses"), player="Ann",
            parts=Message.of("phrase.houses_of", count=1, player="Bo"))):
            "↳ Powerhouse rule at the Market: both houses there act for Ann (the Powerhouse, 1 of Bo's).",
    }
    said |= {Message.of("log.note", note=m): english for m, english in note.items()}  # a note's line
    for message, english in said.items():
        check(message, english, set())
        assert str(message) == english


def _seat(player: int, name: str, total: int, tiebreak: int, rank: int = 1) -> PlayerScore:
    return PlayerScore(player, name, total, 0, (0, 0, 0), 0, (), tiebreak, rank)


def test_the_hints_and_the_verdicts_sentences_read_as_they_always_have() -> None:
    """The hint's move and reason and the verdict, now the catalogue's, say
    the very English they said when each module wrote it."""
    board = default_board()
    harbour = (0, 1, 2)
    moves = {
        Action("place", 37): "build a house on spot 37", Action("powerhouse", 5): "place a Powerhouse on spot 5",
        Action("wall", 3): "build wall slot 3", Action("tower", 16): "raise a tower on spot 16",
        Action("sell", "wine"): "sell 1 Wine", Action("exchange", "silver_ore"): "exchange Fish for Silver Ore",
        Action("skip"): "skip", Action("done"): "exchange nothing more",
        Action("hex", _hex(board, "rectors_palace")): "let the Rector's Palace act next",
        Action("buy", 1): f"buy the {board.ship_good[1].title()} ship",
        Action("keep", 0): f"keep the bonus card '{bonus_title(board, 0)}'",
    }
    for action, english in moves.items():
        message = words.action_message(board, harbour, action)
        check(message, english, set())
        assert str(message) == words.action_words(board, harbour, action) == english
    # How the games played out went: said only as an estimate, where it means something (`reasons.odds`).
    tried = Verdict(Action("skip"), 0.0, 30, 4, 30, 1, -2.6)
    assert str(reasons.odds(tried)) == "of the 4 moves played out in quick games it did best"
    assert str(reasons.odds(replace(tried, won=0, margin=-61.0))) == \
        "you are far behind: this is your best chance to catch up"
    assert str(reasons.odds(replace(tried, won=27, margin=12.0))) == "you look well placed to win"
    assert reasons.odds(replace(tried, tried=0)) is None

    ann, bo, cy = _seat(0, "Ann", 50, 4), _seat(1, "Bo", 50, 4), _seat(2, "Cy", 41, 9, rank=3)
    shared = Scores((ann, bo, cy), (0, 1, 2))
    assert verdict.result_line(shared) == "Game over: Ann 50 VP, Bo 50 VP, Cy 41 VP; Ann and Bo win."
    assert verdict.result_line(replace(shared, players=(ann, replace(bo, rank=2), cy))) == \
        "Game over: Ann 50 VP, Bo 50 VP, Cy 41 VP; Ann wins."
    solo = Scores((ann, bo, cy), (0, 1, 2), {"Bo": False, "Cy": True})
    assert verdict.result_line(solo) == "Game over: Ann 50 VP, Bo 50 VP, Cy 41 VP; Ann beats Cy but not Bo."
    assert verdict.headline(solo) == (False, "Ann loses: Bo was not beaten.")
    assert [v.words for v in verdict.bot_verdicts(solo)] == [
        "50 VP each and 4 each on the tie-break (the Wine, Oil and Silver left, at market value): a tie is not "
        "a win", "Ann 50 VP, Cy 41 VP"]
    lost = replace(solo, players=(ann, replace(bo, tiebreak=5), replace(cy, in_game=60)),
                   beats={"Bo": False, "Cy": False})
    assert verdict.result_line(lost).endswith("; Ann beats neither Bo nor Cy.")
    assert verdict.headline(lost) == (False, "Ann loses: Bo and Cy were not beaten.")
    assert verdict.bot_verdicts(lost)[0].words == \
        "50 VP each; tie-break (the Wine, Oil and Silver left, at market value): Ann 4, Bo 5"
    won = replace(solo, beats={"Bo": True, "Cy": True})
    assert verdict.result_line(won).endswith("; Ann beats Bo and Cy and wins.")
    assert verdict.headline(won) == (True, "Ann wins: both of the Patrician's bots are beaten!")
