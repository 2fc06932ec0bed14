"""Why the hint's move, in words: what it brings at once, what it keeps from
the others, what it readies, beside the next best move; the odds only where
they say something.

The search weighs moves by whole games played out by simple rules, whose
figures ("won 9%") say little of what a player following the hint will do.
So the reason is drawn instead from what the move does: the move and the
next best are each applied on the same copy of the game as the deciding
seat may believe it to be (`Game.determinize`: nothing that seat cannot
see), the rest of the turn played by the rules, and the two outcomes
compared, thing by thing (resources, commodities, VP as things stand, ships,
walls, towers: `Tally`). No Textual here; the words are "reason." entries.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import cast

from ..ai import Verdict
from ..ai.heuristics import hex_values
from ..ai.lookahead import ranked
from ..ai.rules import card_value, rule_action
from ..catalogue import Message, joined
from ..engine import Action
from ..engine.actions import CARD_CHOICES
from ..engine.board import ARROW_BUILDINGS, COMMODITIES, EXCHANGE_COST, KIND_KEYS, MARKET, PRODUCTION, RESOURCES
from ..engine.game import Game
from ..engine.placement import legal_spots
from ..engine.scoring import bonus_message
from .words import action_message

# Moves that give something up for later: their reason is what they keep.
HOLDING = ("skip", "done")
MOST_CLAUSES = 3  # a hint is a notice: a few clauses, the most telling first
# The odds are said only past these: fewer games, or a middling share, say nothing a player can use.
ODDS_GAMES = 16
WELL_PLACED = 0.75
FAR_BEHIND = -15.0


@dataclass(frozen=True, slots=True)
class Tally:
    """What one seat holds that a move can change now: its VP scored so far,
    and apart from them the VP it would add at the end as things stand
    (`score_now`: walls, the Cathedral, the seat's own bonus cards, nobody
    else's), so that a Grapes a bonus card pays for is not said to score now."""

    res: tuple[int, ...]
    com: tuple[int, ...]
    vp: int
    end_vp: int
    ships: tuple[int, ...]
    walls: int
    towers: int


def tally(game: Game, q: int, viewer: int) -> Tally:
    """Seat `q`'s holdings in `game`, as `viewer` may count them."""
    scored = game.vp[q]
    return Tally(tuple(game.res[q]), tuple(game.com[q]), scored, game.score_now(viewer)[q] - scored,
                 tuple(game.ships[q]), sum(1 for w in game.walls if w == q), sum(1 for t in game.tower if t == q))


@dataclass(frozen=True, slots=True)
class Change:
    """What a seat gained and gave between two tallies, as amounts in words."""

    gains: tuple[Message, ...]
    costs: tuple[Message, ...]


def change(before: Tally, after: Tally, game: Game) -> Change:
    """`after` less `before`, thing by thing: commodities, resources, ships,
    walls, towers, then VP (the order a player reads a gain in)."""
    gains: list[Message] = []
    costs: list[Message] = []

    def put(delta: int, code: str, **args: str) -> None:
        if delta:
            (gains if delta > 0 else costs).append(Message.of(code, count=abs(delta), **args))

    for c, name in enumerate(COMMODITIES):
        put(after.com[c] - before.com[c], "reason.amount.commodity", commodity=name)
    for r, name in enumerate(RESOURCES):
        put(after.res[r] - before.res[r], "reason.amount.resource", resource=name)
    for card in after.ships[len(before.ships):]:
        gains.append(Message.of("reason.amount.ship", good=game.board.ship_good[card]))
    put(after.walls - before.walls, "reason.amount.wall")
    put(after.towers - before.towers, "reason.amount.tower")
    put(after.vp - before.vp, "reason.amount.vp")
    put(after.end_vp - before.end_vp, "reason.amount.end_vp")
    return Change(tuple(gains), tuple(costs))


def settle(game: Game, rnd: random.Random) -> None:
    """Play on by the rules to the end of the turn: until the next house is
    to be placed or a card kept (or the end, after the final exchanges)."""
    for _ in range(400):
        d = game.pending
        if d is None or d.kind in ("place", "keep_bonus"):
            return
        game.apply(rule_action(game, rnd))


def outcome(world: Game, action: Action, seed: int, whole_turn: bool = True) -> Game:
    """`world` (a determinized copy) after `action` and, if `whole_turn`, the
    rest of its turn; else only what the engine does before it asks again."""
    trial = world.copy()
    trial.apply(action)
    if whole_turn:
        settle(trial, random.Random(seed))
    return trial


def amounts(items: tuple[Message, ...]) -> Message:
    """Amounts as a list in words ("2 Wine, 1 Fish, 3 VP")."""
    return cast(Message, joined("list.comma", list(items)))


def own_effect(world: Game, p: int, action: Action, applied: Change) -> Change:
    """What a move other than a house does by itself. Applied on a copy, the
    engine goes on until it asks again, and the same new house's next
    buildings act meanwhile (§4.2): a ship bought (§5.1), a tower raised or
    Fish exchanged (§6) are said from the rules' own figures instead; a wall,
    a sale, a hex's turn are what the engine did (`applied`)."""
    b = world.board
    if action.kind == "buy":
        slot = cast(int, action.arg)
        card = world.harbour[slot]
        costs = tuple(Message.of("reason.amount.commodity", count=n, commodity=COMMODITIES[c])
                      for c, n in enumerate(world.ship_cost(slot)) if n)
        return Change((Message.of("reason.amount.ship", good=b.ship_good[card]),
                       Message.of("reason.amount.vp", count=b.ship_stars[card])), costs)
    if action.kind == "exchange":
        r = RESOURCES.index(cast(str, action.arg))
        return Change((Message.of("reason.amount.resource", count=1, resource=action.arg),),
                      (Message.of("reason.amount.resource", count=EXCHANGE_COST[r], resource="fish"),))
    if action.kind == "tower":
        return Change((Message.of("reason.amount.tower", count=1),), ())
    return applied


def for_building(world: Game, p: int, action: Action) -> Message | None:
    """A resource exchanged for a house of the seat's that makes a commodity of
    it at another building (§5: the Winery, the Oil Press, the Silversmith)."""
    if action.kind != "exchange":
        return None
    r = RESOURCES.index(cast(str, action.arg))
    d = world.pending
    here = world.board.hex_kind[d.hex] if d is not None and d.hex is not None else -1
    for h, kind in enumerate(world.board.hex_kind):
        made = PRODUCTION.get(kind)
        if made is not None and made[0] == r and kind != here and world.around[p][h]:
            return Message.of("reason.for_building", resource=action.arg, building=KIND_KEYS[kind],
                              commodity=COMMODITIES[made[1]])
    return None


def brings(what: Change) -> Message:
    """What a move brings, and what it costs, as one clause."""
    if what.gains and what.costs:
        return Message.of("reason.brings_for", gains=amounts(what.gains), costs=amounts(what.costs))
    if what.gains:
        return Message.of("reason.brings", gains=amounts(what.gains))
    if what.costs:
        return Message.of("reason.spends", costs=amounts(what.costs))
    return Message.of("reason.brings_nothing")


def sets_off(world: Game, spot: int) -> Message | None:
    """The houses a new house on `spot` sets to work at its city buildings
    (§4.2: the new house, then every house round an arrow building), when
    there are others than the new house itself."""
    b = world.board
    acts = []
    for h in b.spot_city[spot]:
        houses = 1 + sum(1 for s in b.hex_ring[h] if world.owner[s] >= 0) if b.hex_kind[h] in ARROW_BUILDINGS else 1
        if houses > 1:  # the new house alone is said by what it brings
            acts.append((houses, h))
    if not acts:
        return None
    return Message.of("reason.sets_off", acts=joined("list.and", [
        Message.of("reason.houses_at", count=n, building=KIND_KEYS[b.hex_kind[h]]) for n, h in acts]))


def denies(world: Game, p: int, action: Action) -> Message | None:
    """What the move keeps from another seat: the spot another player would
    build on first (by the rules the computer players follow), or the ship
    another Market house could pay for (§5.1)."""
    others = [q for q in range(world.n) if q != p and not world.is_bot[q]]
    b = world.board
    if action.kind in ("place", "powerhouse"):
        spot = cast(int, action.arg)
        for q in others:
            spots = legal_spots(world, q)
            if spot not in spots:
                continue
            values = hex_values(world, q)
            best = max(spots, key=lambda s: sum(values[h] for h in b.spot_hexes[s]))
            if best == spot:
                return Message.of("reason.denies_spot", spot=spot, player=world.names[q])
    elif action.kind == "buy":
        slot = cast(int, action.arg)
        markets = [h for h, kind in enumerate(b.hex_kind) if kind == MARKET]
        for q in others:
            if slot in world.affordable_slots(q) and any(world.around[q][h] for h in markets):
                return Message.of("reason.denies_ship", good=b.ship_good[world.harbour[slot]],
                                  player=world.names[q])
    return None


def readies(world: Game, after: Game, p: int, action: Action) -> Message | None:
    """What the move prepares: spots it opens for the seat's next houses
    (§4.1), its house at an arrow building acting again later (§4.2), a
    longer wall (§7.1)."""
    if action.kind in ("wall", "tower"):
        was, now = world.longest_wall(p), after.longest_wall(p)
        if now.vp > was.vp:
            return Message.of("reason.longer_wall", walls=now.walls, vp=now.vp)
    opened = set(legal_spots(after, p)) - set(legal_spots(world, p))
    if after.houses_left[p] and opened:
        return Message.of("reason.opens", count=len(opened))
    if action.kind == "place":
        b = world.board
        for h in b.spot_city[cast(int, action.arg)]:
            if b.hex_kind[h] in ARROW_BUILDINGS and after.houses_left[p]:
                return Message.of("reason.acts_again", building=KIND_KEYS[b.hex_kind[h]])
    return None


def beside(world: Game, p: int, action: Action, mine: Change, other: Action, theirs: Change) -> Message | None:
    """The move beside the next best: what it keeps that the other spends (a
    move that holds back), or what the other would bring less of."""
    move = action_message(world.board, world.harbour, other)
    if action.kind in HOLDING or (not mine.gains and theirs.costs):
        kept = tuple(m for m in theirs.costs if m not in mine.costs)
        if kept:
            return Message.of("reason.keeps", kept=amounts(kept), move=move)
    less = _less(mine, theirs)
    if action.kind == "exchange":  # the resource exchanged is said already: what it makes of it is the reason
        less = tuple(m for m in less if ("resource", action.arg) not in m.args)
    if less:
        return Message.of("reason.next_best_less", move=move, less=amounts(less))
    more = _less(theirs, mine)
    if more:
        return Message.of("reason.next_best_more_now", move=move, more=amounts(more))
    return None


def _less(mine: Change, theirs: Change) -> tuple[Message, ...]:
    """The amounts `mine` gains beyond `theirs` (same code and key, larger count)."""
    def key(m: Message) -> tuple[object, ...]:
        return (m.code, *((k, v) for k, v in m.args if k != "count"))

    def count(m: Message) -> int:
        return cast(int, m.arg("count")) if any(k == "count" for k, _ in m.args) else 1

    theirs_by = {key(m): count(m) for m in theirs.gains}
    out = []
    for m in mine.gains:
        extra = count(m) - theirs_by.get(key(m), 0)
        if extra > 0:
            out.append(m if "count" not in dict(m.args) else Message.of(
                m.code, **{k: (extra if k == "count" else v) for k, v in m.args}))
    return tuple(out)


def card_reason(world: Game, p: int, action: Action) -> list[Message]:
    """A bonus card kept: what it should score by the end, and the next best (§7.3)."""
    values = {cast(int, a.arg): card_value(world, p, cast(int, a.arg)) for a in world.legal_actions()}
    card = cast(int, action.arg)
    said = [Message.of("reason.card_worth", vp=round(values.pop(card, 0.0)))]
    other = max(values, key=lambda c: values[c]) if values else None
    # The next best is said only when it is behind: the games played out may prefer a card its VP do not.
    if other is not None and values[other] <= cast(float, said[0].arg("vp")):
        said.append(Message.of("reason.card_next", card=bonus_message(world.board, other), vp=round(values[other])))
    return said


def odds(verdict: Verdict) -> Message | None:
    """How the quick games played out went, said only where it means something:
    the search's games follow simple rules for every seat, so a middling
    share says little; near-certain wins and hopeless positions do."""
    if verdict.tried >= ODDS_GAMES:
        share = verdict.won / verdict.tried
        if share >= WELL_PLACED and verdict.margin > 0:
            return Message.of("reason.odds.well_placed")
        if verdict.won == 0 and verdict.margin <= FAR_BEHIND:
            return Message.of("reason.odds.far_behind")
    if verdict.tried and verdict.candidates > 1:
        return Message.of("reason.tried", count=verdict.candidates)
    return None


def reason(game: Game, verdict: Verdict, seed: int) -> Message:
    """Why `verdict.action` for the seat deciding in `game` (the real game: only
    a determinized copy of it is looked at), as clauses joined by "reason.then"."""
    d = game.pending
    assert d is not None, "the game is over"
    p, action = d.player, verdict.action
    world = game.determinize(p, seed)
    rnd = random.Random(seed)
    legal = world.legal_actions()
    clauses: list[tuple[int, Message]] = []  # (priority: lower said first when clauses are cut, clause)

    def add(priority: int, clause: Message | None) -> None:
        if clause is not None:
            clauses.append((priority, clause))

    if d.kind in CARD_CHOICES:  # judged by the cards alone (§2, §5)
        for i, clause in enumerate(card_reason(world, p, action)):
            add(i, clause)
    else:
        # A house brings what its whole turn brings (§4.2); any other move what
        # it does itself, before the next question: the turn's later choices are
        # other decisions, with their own hints.
        after = outcome(world, action, seed)
        before = tally(world, p, p)
        settled = change(before, tally(after, p, p), world)
        mine = settled if action.kind in ("place", "powerhouse") else own_effect(
            world, p, action, change(before, tally(outcome(world, action, seed, whole_turn=False), p, p), world))
        if action.kind in ("place", "powerhouse"):
            add(0, brings(mine))
            add(2, sets_off(world, cast(int, action.arg)))
            add(3, _others_gain(world, after, p))
            add(4, readies(world, after, p, action))
        else:
            if mine.gains or mine.costs or action.kind not in HOLDING:
                add(0, brings(mine))
            # What it readies by itself: the rest of the turn is other decisions'.
            add(4, readies(world, outcome(world, action, seed, whole_turn=False), p, action))
        add(1, denies(world, p, action))
        add(2, for_building(world, p, action))
        if len(legal) > 1:
            others = [a for _, a in ranked(world, 5, rnd) if a is not action] or [a for a in legal if a is not action]
            if others:
                # Beside the next best, over the whole turn: an exchange shows in the Wine it makes.
                theirs = change(before, tally(outcome(world, others[0], seed), p, p), world)
                add(1 if action.kind in HOLDING or d.kind in ("order", "exchange", "final_exchange") else 5,
                    beside(world, p, action, settled, others[0], theirs))
    if len(legal) == 1:
        add(6, Message.of("reason.only_move"))
    else:
        # Odds that mean something come before what the move readies; "it did best" only last.
        said_odds = odds(verdict)
        add(7 if said_odds is None or said_odds.code == "reason.tried" else 2, said_odds)
    kept = sorted(clauses, key=lambda pc: pc[0])[:MOST_CLAUSES]
    said = [c for c in clauses if c in kept]
    return cast(Message, joined("reason.then", [c for _, c in said]))


def _others_gain(world: Game, after: Game, p: int) -> Message | None:
    """What the houses set off give another player (the one given most VP or goods)."""
    best: tuple[int, int, Change] | None = None
    for q in range(world.n):
        if q == p or world.is_bot[q]:
            continue
        got = change(tally(world, q, p), tally(after, q, p), world)
        weight = len(got.gains)
        if got.gains and (best is None or weight > best[0]):
            best = (weight, q, got)
    if best is None:
        return None
    return Message.of("reason.also_gives", player=world.names[best[1]], gains=amounts(best[2].gains))
