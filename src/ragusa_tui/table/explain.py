"""What is under the map's cursor, in words: each hex of a spot and what it
does by the rules (docs/rules.md §4.2, §5), whose houses stand round it, and
what a house on the spot would bring the seat now; for a wall slot, what the
Mason's wall there would score (§5, §7.1).

What a house would bring is worked out on a copy of the game as the seat may
see it (`Game.determinize`: the others' bonus cards and the decks dealt
again), the rest of its turn played by the rules the computer players
follow, as the hint does (`reasons`). No Textual here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from ..catalogue import Message, joined
from ..engine import Action
from ..engine.board import KIND_KEYS, RESOURCES, Board, is_city
from ..engine.game import Game
from . import reasons
from .frame import Frame

SEA_KIND = 0  # the sea hex's kind (its resource, Fish)


@dataclass(frozen=True, slots=True)
class Pieces:
    """What the map shows, as the box reads it: by spot, whose house (-1 for
    none), whether a Powerhouse, whose tower; by wall slot, whose wall; each
    seat's name. A game here and a networked seat's frame both give it."""

    owner: Sequence[int]
    powerhouse: Sequence[bool]
    tower: Sequence[int]
    walls: Sequence[int]
    names: Sequence[str]


def game_pieces(game: Game) -> Pieces:
    """The pieces of a game played here."""
    return Pieces(game.owner, game.powerhouse, game.tower, game.walls, game.names)


def frame_pieces(frame: Frame) -> Pieces:
    """The pieces a seat's frame shows (a networked seat has no game of its own)."""
    spots = frame.position.spots
    return Pieces([-1 if s.house is None else s.house for s in spots], [s.powerhouse for s in spots],
                  [-1 if s.tower is None else s.tower for s in spots], frame.position.walls, frame.names)


def does(kind: int) -> Message:
    """What a hex of `kind` does when a new house beside it acts (§4.2, §5)."""
    if is_city(kind):
        return Message.of(f"explain.does.{KIND_KEYS[kind]}")
    if kind == SEA_KIND:
        return Message.of("explain.does.sea")
    return Message.of("explain.does.countryside", resource=RESOURCES[kind])


def round_hex(board: Board, pieces: Pieces, h: int) -> Message:
    """Whose houses (and Powerhouses) stand round hex `h`, in seat order."""
    owners = Counter(pieces.owner[s] for s in board.hex_ring[h] if pieces.owner[s] >= 0)
    if not owners:
        return Message.of("explain.round_none")
    return Message.of("explain.round", houses=joined("list.comma", [
        Message.of("explain.houses_of", player=pieces.names[q], count=owners[q]) for q in sorted(owners)]))


def hex_lines(board: Board, pieces: Pieces, spot: int) -> list[tuple[Message, Message]]:
    """For each of the spot's three hexes: what it does, and whose houses are round it."""
    return [(Message.of("explain.hex", hex=KIND_KEYS[board.hex_kind[h]], does=does(board.hex_kind[h])),
             round_hex(board, pieces, h)) for h in board.spot_hexes[spot]]


def standing(pieces: Pieces, spot: int) -> Message | None:
    """Whose house or Powerhouse stands on `spot`, if one does."""
    q = pieces.owner[spot]
    if q < 0:
        return None
    return Message.of("explain.spot.powerhouse_of" if pieces.powerhouse[spot] else "explain.spot.house_of",
                      player=pieces.names[q])


def spot_now(game: Game, spot: int, seat: int | None, seed: int) -> Message:
    """The spot itself: whose piece stands on it, or what a house there would
    bring `seat` now (only at `seat`'s own placement: another decision's
    house is not for now), or why `seat` cannot build there."""
    here = standing(game_pieces(game), spot)
    if here is not None:
        return here
    d = game.pending
    if seat is None or d is None or d.kind != "place" or d.player != seat:
        who = game.names[seat] if seat is not None else game.names[game.active_player]
        return Message.of("explain.spot.not_now", player=who)
    place = Action("place", spot)
    if place not in game.legal_actions():
        why = game.spot_problem_message(spot, seat)
        if why is None:  # legal only as a Powerhouse, or not at all this turn
            return Message.of("explain.spot.not_now", player=game.names[seat])
        return Message.of("explain.spot.refused", player=game.names[seat], why=why)
    world = game.determinize(seat, seed)
    after = reasons.outcome(world, place, seed)
    clauses = [reasons.brings(reasons.change(reasons.tally(world, seat, seat), reasons.tally(after, seat, seat),
                                             world))]
    for clause in (reasons.sets_off(world, spot), reasons.denies(world, seat, place)):
        if clause is not None:
            clauses.append(clause)
    return Message.of("explain.spot.would", brings=cast(Message, joined("reason.then", list(clauses))))


def spot_lines(board: Board, pieces: Pieces, spot: int, now: Message) -> list[Message]:
    """Every line the explain box shows for `spot`, title first; `now` last:
    the spot itself (whose piece, what a house would bring)."""
    lines = [Message.of("explain.title.spot", spot=spot)]
    for what, whose in hex_lines(board, pieces, spot):
        lines += [what, whose]
    if pieces.tower[spot] >= 0:
        lines.append(Message.of("explain.spot.tower_of", player=pieces.names[pieces.tower[spot]]))
    lines.append(now)
    return lines


def explain_spot(game: Game, spot: int, seat: int | None, seed: int) -> list[Message]:
    """The explain box for `spot` of a game played here."""
    return spot_lines(game.board, game_pieces(game), spot, spot_now(game, spot, seat, seed))


def explain_seen_spot(board: Board, frame: Frame, spot: int) -> list[Message]:
    """The explain box for `spot` at a networked seat: what its frame shows
    (a house's gains are worked out only where the game is played)."""
    pieces = frame_pieces(frame)
    return spot_lines(board, pieces, spot, standing(pieces, spot) or Message.of("explain.spot.elsewhere"))


def slot_lines(board: Board, pieces: Pieces, slot: int, vp: int | None, seat: int | None) -> list[Message]:
    """Every line the explain box shows for wall slot `slot`, title first (§5 Mason, §7.1):
    whose wall, or what the Mason's wall would score `seat` (`vp`, when known)."""
    lines = [Message.of("explain.title.slot", slot=slot)]
    if pieces.walls[slot] >= 0:
        lines.append(Message.of("explain.slot.built_by", player=pieces.names[pieces.walls[slot]]))
    elif seat is not None and vp is not None:
        lines.append(Message.of("explain.slot.would", vp=vp, player=pieces.names[seat]))
    for s in board.wall_slots[slot]:
        here = standing(pieces, s)
        if here is not None:
            lines.append(here)
    return lines


def explain_slot(game: Game, slot: int, seat: int | None) -> list[Message]:
    """The explain box for wall slot `slot` of a game played here."""
    vp = game.wall_slot_vp(slot, seat) if seat is not None else None
    return slot_lines(game.board, game_pieces(game), slot, vp, seat)


def explain_seen_slot(board: Board, frame: Frame, slot: int) -> list[Message]:
    """The explain box for wall slot `slot` at a networked seat."""
    return slot_lines(board, frame_pieces(frame), slot, None, None)
