"""Determinization: a seat's view is kept, the unseen is re-dealt, nothing is lost."""

from __future__ import annotations

import random

import pytest

from ragusa_tui.engine import GameConfig, new_game
from ragusa_tui.engine.game import Game

SETUPS = {
    "standard": ["Ann", "Bo", "Cy", "Di"],
    "duel": ["Ann", "Bo"],
    "solo": ["Ann"],
}


def played(mode: str, seed: int, steps: int) -> Game:
    game = new_game(GameConfig(mode=mode, players=SETUPS[mode], seed=seed))
    pick = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(pick.choice(game.legal_actions()))
    return game


def all_bonus_cards(game: Game) -> list[int]:
    cards = list(game.bonus_deck)
    for p in range(game.n):
        cards += game.bonus[p]
        cards += [c for c in game.dealt[p] if c not in game.bonus[p]]
    if game.pending is not None and game.pending.kind == "rector":
        cards += game.pending.options
    return sorted(cards)


POSITIONS = [(mode, seed, steps) for mode in SETUPS for seed in (1, 2) for steps in (0, 2, 25, 60)]


@pytest.mark.parametrize(("mode", "seed", "steps"), POSITIONS)
def test_visible_identical_and_counts_conserved(mode: str, seed: int, steps: int) -> None:
    game = played(mode, seed, steps)
    for viewer in range(game.n):
        if game.is_bot[viewer]:
            continue
        for sample in range(3):
            d = game.determinize(viewer, sample)
            assert d.snapshot(viewer) == game.snapshot(viewer)
            assert d.bonus[viewer] == game.bonus[viewer] and d.dealt[viewer] == game.dealt[viewer]
            assert d.score_now(viewer) == game.score_now(viewer)
            assert all_bonus_cards(d) == all_bonus_cards(game) == list(range(len(game.board.bonus)))
            assert sorted(d.ship_deck) == sorted(game.ship_deck)
            assert sorted(sum(d.bot_cards, [])) == sorted(sum(game.bot_cards, []))
            assert [len(c) for c in d.bonus] == [len(c) for c in game.bonus]
            mine = set(game.dealt[viewer]) | set(game.discards[viewer])
            if mode != "solo":  # the viewer's own deal is never another seat's setup card
                assert not any(d.bonus[q] and d.bonus[q][0] in mine for q in range(d.n) if q != viewer)


@pytest.mark.parametrize("mode", list(SETUPS))
def test_hidden_varies_across_seeds(mode: str) -> None:
    game = played(mode, 3, 12)
    assert not game.is_over
    samples = [game.determinize(0, s) for s in range(12)]
    assert len({tuple(d.ship_deck) for d in samples}) > 1
    assert len({tuple(d.bonus_deck) for d in samples}) > 1
    assert len({d.rng for d in samples}) == 12
    assert len({tuple(map(tuple, d.bonus[1:])) for d in samples}) > 1
    if mode == "solo":
        assert len({tuple(map(tuple, d.bot_cards)) for d in samples}) > 1
    assert game.determinize(0, 5) == game.determinize(0, 5)  # the same seed, the same copy


def test_shown_patrician_cards_stay_with_their_bot() -> None:
    game = played("solo", 4, 40)
    b = game.board
    for sample in range(8):
        d = game.determinize(0, sample)
        for p in (1, 2):
            for card in game.bot_cards[p]:
                if any(game.owner[b.patrician_spot[n]] == p for n in b.patrician_cards[card]):
                    assert card in d.bot_cards[p]


def test_own_put_back_card_keeps_its_place() -> None:
    for seed in range(40):
        game = new_game(GameConfig(players=SETUPS["standard"], seed=seed))
        pick = random.Random(seed)
        while not game.is_over:
            game.apply(pick.choice(game.legal_actions()))
            deck = game.bonus_deck
            tail = game.put_back[-len(deck):] if deck else []
            for i, (seat, card) in enumerate(tail):
                place = len(deck) - len(tail) + i
                assert deck[place] == card
                for sample in range(3):
                    assert game.determinize(seat, sample).bonus_deck[place] == card
                return
    pytest.fail("no Rector card was put back in 40 random games")


def test_copies_play_on_quietly() -> None:
    game = played("standard", 5, 40)
    d = game.determinize(game.pending.player, 1)
    pick = random.Random(0)
    while not d.is_over:
        assert d.apply(pick.choice(d.legal_actions())) == []
    assert d.history == [] and len(game.history) == 40
    assert d.score_now() == [s.total for s in d.final_scores().players]


def test_score_now_counts_only_the_viewers_bonus_cards() -> None:
    game = played("standard", 6, 50)
    blind = game.score_now()
    for viewer in range(game.n):
        seen = game.score_now(viewer)
        from ragusa_tui.engine.scoring import bonus_total

        assert seen[viewer] == blind[viewer] + bonus_total(game, viewer)
        assert [v for p, v in enumerate(seen) if p != viewer] == [v for p, v in enumerate(blind) if p != viewer]


def test_nothing_in_the_copy_can_rebuild_the_real_game() -> None:
    """Neither the undo memo (the game before the last action) nor the seed
    of the deal travels with a determinized copy."""
    game = played("standard", 3, 12)
    game.undo_problem()  # fills the memo with the game before the last action
    for sample in range(3):
        d = game.determinize(game.pending.player, sample)
        assert not any(isinstance(v, Game) or hasattr(v, "game") for v in vars(d).values())
        assert d.config.seed != game.config.seed
        assert d.config.model_dump(exclude={"seed"}) == game.config.model_dump(exclude={"seed"})


def test_the_viewers_discards_are_as_likely_in_any_hidden_place() -> None:
    """A card the viewer discarded at setup is never another seat's setup card;
    anywhere else it is as likely as any other hidden card: in another seat's
    later bonus cards as often, place for place, as in the deck."""
    for seed in range(40):  # a position where another seat has kept a Rector card
        game = played("standard", seed, 50)
        viewer = game.pending.player
        if game.discards[viewer] and any(len(game.bonus[q]) > 1 for q in range(game.n) if q != viewer):
            break
    else:
        pytest.fail("no position with a Rector card kept by another seat")
    mine = set(game.discards[viewer]) - set(game.bonus[viewer]) - {c for q, c in game.put_back if q == viewer}
    later_places = sum(len(game.bonus[q]) - 1 for q in range(game.n) if q != viewer)
    later, deck, samples = 0, 0, 3000
    for s in range(samples):
        d = game.determinize(viewer, s)
        later += sum(c in mine for q in range(d.n) if q != viewer for c in d.bonus[q][1:])
        deck += sum(c in mine for c in d.bonus_deck)
    per_later = later / (samples * later_places)
    per_deck = deck / (samples * len(game.bonus_deck))
    assert abs(per_later - per_deck) < 0.1 * per_deck, (per_later, per_deck)
