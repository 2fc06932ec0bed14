"""The hint's reason in words (`table.reasons`): for every kind of decision
it says what the move brings, keeps from the others or readies, naming the
gain, the building, the good or the card, never only how quick games went."""

from __future__ import annotations

import random

from ragusa_tui.ai import Verdict
from ragusa_tui.catalogue import Message, english, words
from ragusa_tui.engine import Action, GameConfig, new_game
from ragusa_tui.engine.actions import DECISION_KINDS
from ragusa_tui.engine.game import Game
from ragusa_tui.table import hint, reasons

# Clauses that name what the move does: a gain, a building, a good, a card, a spot.
SPECIFIC = {"reason.brings", "reason.brings_for", "reason.spends", "reason.sets_off", "reason.denies_spot",
            "reason.denies_ship", "reason.opens", "reason.acts_again", "reason.longer_wall", "reason.card_worth",
            "reason.next_best_less", "reason.next_best_more_now", "reason.keeps", "reason.for_building"}


def _codes(message: Message) -> set[str]:
    found = {message.code}
    for _, value in message.args:
        if isinstance(value, Message):
            found |= _codes(value)
    return found


def _game_words() -> set[str]:
    said = {"VP", "wall", "walls", "tower", "towers", "spot", "spots", "ship"}
    for family in ("resource", "commodity", "hex", "good"):
        said |= set(words(family).values())
    return said


def _at_each_kind() -> dict[str, Game]:
    """A game waiting on each kind of decision, with more than one answer
    (random games of seeds 1 and 3 meet every kind)."""
    found: dict[str, Game] = {}
    for seed in (1, 3):
        game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=seed))
        pick = random.Random(seed)
        while game.pending is not None:
            if game.pending.kind not in found and len(game.legal_actions()) > 1:
                found[game.pending.kind] = game.copy()
            game.apply(pick.choice(game.legal_actions()))
    return found


def test_every_kind_of_decision_gets_a_reason_that_names_what_the_move_does() -> None:
    games = _at_each_kind()
    assert set(games) == set(DECISION_KINDS)
    named = _game_words()
    for kind, game in games.items():
        said, action = hint.advice(game.copy(), 5, "hard")
        assert action in game.legal_actions()
        reason = said.arg("reason")
        assert isinstance(reason, Message)
        assert _codes(reason) & SPECIFIC, (kind, english(said))
        text = english(reason)
        assert any(word in text.replace(",", " ").replace(";", " ").split() for word in named) or "'" in text, \
            (kind, text)
        assert "%" not in text and "quick game played out" not in text  # no playout figures as the reason


def test_a_fish_exchange_says_what_it_brings_and_what_the_next_best_would_not() -> None:
    game = _at_each_kind()["exchange"]
    p = game.pending.player
    choice = next(a for a in game.legal_actions() if a.kind == "exchange")
    text = english(reasons.reason(game, Verdict(choice, 0.0, 0, len(game.legal_actions())), 5))
    resource = words("resource")[choice.arg]
    assert text.startswith(f"it brings you 1 {resource} for ") and " Fish" in text
    assert game.res[p] == game.copy().res[p]  # the real game is untouched


def test_a_ship_bought_names_the_ship_its_vp_and_its_price() -> None:
    game = _at_each_kind()["buy_ship"]
    buy = next(a for a in game.legal_actions() if a.kind == "buy")
    card = game.harbour[buy.arg]
    good = words("good")[game.board.ship_good[card]]
    text = english(reasons.reason(game, Verdict(buy, 0.0, 0, 2), 5))
    assert text.startswith(f"it brings you the {good} ship, {game.board.ship_stars[card]} VP for ")


def test_the_odds_are_said_only_where_they_mean_something() -> None:
    game = _at_each_kind()["place"]
    move = game.legal_actions()[0]
    far_behind = english(reasons.reason(game, Verdict(move, 0.0, 80, 5, 40, 0, -61.0), 5))
    assert "you are far behind: this is your best chance to catch up" in far_behind
    assert "61" not in far_behind and "0%" not in far_behind
    middling = english(reasons.reason(game, Verdict(move, 0.0, 80, 5, 40, 9, -4.0), 5))
    assert "far behind" not in middling and "well placed" not in middling


def test_the_reason_looks_only_at_what_the_seat_may_see() -> None:
    """Two games alike but for another seat's secret bonus cards give the same reason."""
    game = _at_each_kind()["place"]
    other = game.copy()
    p = game.pending.player
    q = (p + 1) % game.n
    deck = other.bonus_deck
    assert deck and other.bonus[q]
    other.bonus[q][0], deck[0] = deck[0], other.bonus[q][0]
    move = Action("place", game.legal_actions()[0].arg) if game.legal_actions()[0].kind == "place" \
        else game.legal_actions()[0]
    verdict = Verdict(move, 0.0, 0, 3)
    assert english(reasons.reason(game, verdict, 7)) == english(reasons.reason(other, verdict, 7))


def test_vp_a_bonus_card_pays_at_the_end_are_not_said_to_score_now() -> None:
    """The guided game's spot 39: a house there makes Wine and, with the Fish
    traded for Grapes on the way, raises what the learner's "2 VP per Grapes"
    card will pay. Those VP come at the end and are said so; none is scored
    now (the explain box once read "2 VP for 2 Fish")."""
    from ragusa_tui.engine import new_game
    from ragusa_tui.table.explain import spot_now
    from ragusa_tui.table.lesson import load

    lesson = load()
    game = new_game(lesson.record.config)
    for at, move in enumerate(lesson.record.actions):
        note = lesson.note_at(at)
        if note is not None and note.expect == "place 39":
            break
        game.apply(move)
    else:
        raise AssertionError("the guided game no longer asks for spot 39")
    said = str(spot_now(game, 39, lesson.learner, 7))
    assert "VP at the end" in said, said
    assert "Wine" in said and " VP for " not in said, said
