"""Determinization: one seat's view of a game, with the unseen re-dealt.

A computer player must not look at what its seat cannot see. It searches
on copies made here: everything visible to `viewer` is kept, and every
hidden thing is dealt again at random, consistently with what the viewer
has seen:

- the order of the ship deck (its contents are known: every ship not in
  the harbour or bought);
- the other seats' bonus cards, and the cards they are choosing from at
  setup or at the Rector's Palace; a card the viewer discarded at setup
  can never be another seat's setup card;
- the bonus deck: the viewer's own Rector cards put back stay where they
  lie, at the bottom of the deck; every other card is re-dealt;
- in solo, which bot holds which Patrician card, except cards a bot has
  already shown by building on one of their spots;
- the random state, and the seed the game was dealt from.

The copy is quiet (no log lines, no history), for speed.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypeVar

from . import rng
from .actions import CARD_CHOICES, Decision

if TYPE_CHECKING:
    from .state import GameState

G = TypeVar("G", bound="GameState")


def determinize(game: G, viewer: int, seed: int) -> G:
    """A copy of `game` as `viewer` might believe it to be, drawn with `seed`."""
    if not 0 <= viewer < game.n:
        raise ValueError(f"there is no seat {viewer}")
    g = game.copy()
    g.quiet = True
    g.history = []
    # Nothing that could rebuild the real game may travel with the copy:
    # undo's memo holds the game before the last action, and the seed replays the deal.
    g._undo_memo = g._undo_by = None
    g.config = g.config.model_copy(update={"seed": random.Random(seed).getrandbits(31)})
    if g.is_over:  # every card is shown at the end: nothing left to re-deal
        return g
    pick = random.Random(seed * 7919 + viewer)
    g.rng = rng.seed_state(pick.getrandbits(64))
    g.ship_deck = sorted(g.ship_deck)  # sorted first: the old order must not show through
    pick.shuffle(g.ship_deck)
    _redeal_bonus(g, viewer, pick)
    if g.mode == "solo":
        _redeal_patrician(g, viewer, pick)
    return g


def _redeal_bonus(g: GameState, viewer: int, pick: random.Random) -> None:
    """Re-deal every bonus card the viewer cannot place."""
    n_cards = len(g.board.bonus)
    known = set(g.bonus[viewer]) | set(g.dealt[viewer])
    # The viewer's own put-back cards still in the deck keep their places:
    # put-backs lie at the bottom, in order, and the deck is drawn from the top.
    deck_len = len(g.bonus_deck)
    tail = g.put_back[-deck_len:] if deck_len else []
    pinned = {deck_len - len(tail) + i: card for i, (seat, card) in enumerate(tail) if seat == viewer}
    known |= set(pinned.values())
    d = g.pending
    if d is not None and d.player == viewer and d.kind == "rector":
        known |= set(d.options)  # the viewer's own two cards on offer
    hidden_offer = d is not None and d.player != viewer and d.kind in CARD_CHOICES
    pool = [c for c in range(n_cards) if c not in known]
    pick.shuffle(pool)
    # Cards that cannot be another seat's setup card: the viewer's own deal.
    mine_at_setup = set(g.dealt[viewer]) | set(g.discards[viewer])
    setup_pool = [c for c in pool if c not in mine_at_setup]
    taken: set[int] = set()

    def draw(allowed: list[int]) -> int:
        for c in allowed:
            if c not in taken:
                taken.add(c)
                return c
        raise AssertionError("no card left to deal")  # counts are conserved, so unreachable

    # Setup cards first; then the rest shuffled again, so that the viewer's
    # own discards (never a setup card) are as likely anywhere else as any card.
    setup_seat = g.mode != "solo"
    hands: dict[int, tuple[int, ...]] = {}
    for q in range(g.n):
        if q != viewer and setup_seat:
            count = len(g.dealt[q]) if g.dealt[q] else min(1, len(g.bonus[q]))
            hands[q] = tuple(draw(setup_pool) for _ in range(count))
    pool = [c for c in pool if c not in taken]
    pick.shuffle(pool)
    for q in range(g.n):
        if q == viewer:
            continue
        if setup_seat and g.dealt[q]:  # still choosing (or chosen, not yet returned)
            hand = hands[q]
            if g.bonus[q]:
                g.bonus[q] = [hand[0]]
            g.dealt[q] = hand
            continue
        cards = g.bonus[q]
        new = list(hands.get(q, ()))
        while len(new) < len(cards):
            new.append(draw(pool))
        g.bonus[q] = new
        # A bot's Rector pairs (easier solo option) follow its re-dealt cards.
        if g.bonus_pairs[q]:
            swap = dict(zip(cards, new))
            g.bonus_pairs[q] = [(swap[a], swap[b]) for a, b in g.bonus_pairs[q]]
    if hidden_offer:
        assert d is not None
        if d.kind == "keep_bonus":  # its hand was re-dealt above
            offer = g.dealt[d.player]
        else:
            offer = tuple(draw(pool) for _ in d.options)
        g.pending = Decision(d.player, d.kind, offer, d.hex, d.spot)
        g._legal = None
    g.bonus_deck = [pinned[i] if i in pinned else draw(pool) for i in range(deck_len)]
    # The put-back cards seen by others are re-dealt too: keep the log of
    # put-backs consistent with the new deck for the seats' later views.
    head = g.put_back[: len(g.put_back) - len(tail)]
    g.put_back = [(seat, card if seat == viewer else -1) for seat, card in head] + [
        (seat, g.bonus_deck[deck_len - len(tail) + i]) for i, (seat, _) in enumerate(tail)
    ]
    for q in range(g.n):
        if q != viewer and g.discards[q]:
            g.discards[q] = ()  # unknown to the viewer; not needed by the rules


def _redeal_patrician(g: GameState, viewer: int, pick: random.Random) -> None:
    """Shuffle the bots' unshown Patrician cards between them, hand sizes kept.

    A card is shown once its bot has built on one of its spots (the spots
    of different cards never overlap, and only the holder builds there)."""
    if g.is_bot[viewer]:
        return
    b = g.board
    shown: list[list[int]] = []
    loose: list[int] = []
    for p in range(g.n):
        mine = []
        for card in g.bot_cards[p]:
            if any(g.owner[b.patrician_spot[num]] == p for num in b.patrician_cards[card]):
                mine.append(card)
            else:
                loose.append(card)
        shown.append(sorted(mine))
    loose.sort()
    pick.shuffle(loose)
    for p in range(g.n):
        need = len(g.bot_cards[p]) - len(shown[p])
        hand = shown[p] + loose[:need]
        del loose[:need]
        pick.shuffle(hand)
        g.bot_cards[p] = hand
