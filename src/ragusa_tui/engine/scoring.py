"""End scoring: walls, the Cathedral, bonus cards, the ranking."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .board import CATHEDRAL, RESOURCES

if TYPE_CHECKING:
    from .board import Board
    from .game import Game

BONUS_CAP = 12

BONUS_TITLES = {
    "resource": "{vp} VP per {target}",
    "ship_good": "{vp} VP per {target} ship",
    "variety": "{vp} VP per different ship good",
    "sets": "{vp} VP per set of Wine + Oil + Silver",
    "shipping": "1 VP per 2 VP scored from ships",
    "walls": "{vp} VP per wall touching your pieces",
    "towers": "{vp} VP per tower",
}


@lru_cache(maxsize=256)
def bonus_title(board: Board, card: int) -> str:
    c = board.bonus[card]
    target = (c.target or "").replace("_", " ").title()
    return BONUS_TITLES[c.kind].format(vp=c.vp, target=target)


@dataclass(frozen=True)
class BonusScore:
    card: int
    title: str
    raw: int  # before the cap
    counted: bool = True  # False for the weaker card of a bot's pair (easier solo)

    @property
    def vp(self) -> int:
        return min(BONUS_CAP, self.raw) if self.counted else 0

    def as_dict(self) -> dict[str, Any]:
        return {"card": self.card, "title": self.title, "raw": self.raw, "vp": self.vp,
                "capped": self.raw > BONUS_CAP, "counted": self.counted}


def total_vp(in_game: int, walls: int, cathedral: int, bonus: tuple[BonusScore, ...]) -> int:
    """A seat's final VP from its parts."""
    return in_game + walls + cathedral + sum(b.vp for b in bonus)


@dataclass(frozen=True)
class PlayerScore:
    player: int
    name: str
    in_game: int
    walls: int
    wall_detail: tuple[int, int, int]  # walls, houses, towers in the stretch
    cathedral: int
    bonus: tuple[BonusScore, ...]
    tiebreak: int  # market value of the commodities left
    rank: int = 0

    @property
    def total(self) -> int:
        return total_vp(self.in_game, self.walls, self.cathedral, self.bonus)

    def as_dict(self) -> dict[str, Any]:
        return {"player": self.player, "name": self.name, "in_game": self.in_game,
                "walls": self.walls, "wall_stretch": dict(zip(("walls", "houses", "towers"), self.wall_detail)),
                "cathedral": self.cathedral, "bonus": [b.as_dict() for b in self.bonus],
                "total": self.total, "tiebreak": self.tiebreak, "rank": self.rank}


@dataclass(frozen=True)
class Scores:
    players: tuple[PlayerScore, ...]
    ranking: tuple[int, ...] = field(default=())  # seats, best first
    beats: dict[str, bool] | None = None  # solo: whether the human beat each bot

    @property
    def winners(self) -> list[int]:
        """The seats that won: in solo, the human only by beating each bot."""
        if self.beats is not None:
            return [0] if all(self.beats.values()) else [p.player for p in self.players[1:] if not self.beats[p.name]]
        return [p.player for p in self.players if p.rank == 1]

    def as_dict(self) -> dict[str, Any]:
        out = {"players": [p.as_dict() for p in self.players], "ranking": list(self.ranking),
               "winners": self.winners}
        if self.beats is not None:
            out["human_beats"] = dict(self.beats)
            out["human_wins"] = all(self.beats.values())
        return out

    def describe(self) -> list[str]:
        lines = []
        for seat in self.ranking:
            s = self.players[seat]
            bonus = sum(b.vp for b in s.bonus)
            lines.append(f"{s.rank}. {s.name}: {s.total} VP (play {s.in_game}, walls {s.walls}, "
                         f"Cathedral {s.cathedral}, bonus cards {bonus}).")
        if self.beats is not None:
            human = self.players[0].name
            for bot, beaten in self.beats.items():
                lines.append(f"{human} {'beats' if beaten else 'does not beat'} {bot}.")
            lines.append(f"{human} {'wins' if all(self.beats.values()) else 'loses'} against the Patrician.")
        return lines


def bonus_raw(game: Game, p: int, card: int) -> int:
    c = game.board.bonus[card]
    b = game.board
    if c.kind == "resource":
        return c.vp * game.res[p][RESOURCES.index(c.target)]  # type: ignore[arg-type]
    if c.kind == "ship_good":
        return c.vp * sum(b.ship_good[s] == c.target for s in game.ships[p])
    if c.kind == "variety":
        return c.vp * len({b.ship_good[s] for s in game.ships[p]})
    if c.kind == "sets":
        return c.vp * min(game.com[p])
    if c.kind == "shipping":
        return game.ship_vp[p] // 2
    if c.kind == "walls":
        n = 0
        for slot, built in enumerate(game.walls):
            if built >= 0 and any(
                (game.owner[s] == p and not game.powerhouse[s]) or game.tower[s] == p
                for s in b.wall_slots[slot]
            ):
                n += 1
        return c.vp * n
    if c.kind == "towers":
        return c.vp * sum(t == p for t in game.tower)
    raise AssertionError(c.kind)


def bonus_scores(game: Game, p: int) -> tuple[BonusScore, ...]:
    """Each kept card's score; of a bot's Rector pair (easier solo option) only
    the better card counts."""
    raw = {c: bonus_raw(game, p, c) for c in game.bonus[p]}
    dropped = set()
    for a, b in game.bonus_pairs[p]:
        dropped.add(b if min(BONUS_CAP, raw[a]) >= min(BONUS_CAP, raw[b]) else a)
    return tuple(BonusScore(c, bonus_title(game.board, c), raw[c], c not in dropped) for c in game.bonus[p])


def bonus_total(game: Game, p: int) -> int:
    """The VP of `p`'s bonus cards: `bonus_scores` summed, without building
    them (search and the final-exchange question call this often)."""
    raw = {c: bonus_raw(game, p, c) for c in game.bonus[p]}
    dropped = set()
    for a, b in game.bonus_pairs[p]:
        dropped.add(b if min(BONUS_CAP, raw[a]) >= min(BONUS_CAP, raw[b]) else a)
    return sum(min(BONUS_CAP, raw[c]) for c in game.bonus[p] if c not in dropped)


def cathedral_vp(game: Game, p: int) -> int:
    b = game.board
    h = b.hex_of_kind[CATHEDRAL]
    houses = sum(game.owner[s] == p and not game.powerhouse[s] for s in b.hex_ring[h])
    sets = min(game.com[p])
    return min(houses, sets) * sum(game.market_value(c) for c in range(3))


def score_game(game: Game) -> Scores:
    parts = []
    for p in range(game.n):
        stretch = game.longest_wall(p)
        cathedral = cathedral_vp(game, p)
        bonus = bonus_scores(game, p)
        tiebreak = sum(game.com[p][c] * game.market_value(c) for c in range(3))
        total = total_vp(game.vp[p], stretch.vp, cathedral, bonus)
        parts.append((stretch, cathedral, bonus, tiebreak, total))
    order, ranks = _places([(total, tiebreak) for *_, tiebreak, total in parts])
    # Each score is built once, with its rank: search copies score every playout.
    players = tuple(
        PlayerScore(player=p, name=game.names[p], in_game=game.vp[p], walls=stretch.vp,
                    wall_detail=(stretch.walls, stretch.houses, stretch.towers), cathedral=cathedral,
                    bonus=bonus, tiebreak=tiebreak, rank=ranks[p])
        for p, (stretch, cathedral, bonus, tiebreak, _) in enumerate(parts))
    beats = None
    if game.mode == "solo":
        human = players[0]
        beats = {s.name: (human.total, human.tiebreak) > (s.total, s.tiebreak) for s in players[1:]}
    return Scores(players, order, beats)


def _places(keys: list[tuple[int, int]]) -> tuple[tuple[int, ...], list[int]]:
    """From each seat's (total, tie-break): the seats best first (equal ones
    in seat order) and each seat's rank; seats equal on both share a rank."""
    order = sorted(range(len(keys)), key=lambda p: (-keys[p][0], -keys[p][1], p))
    ranks = [0] * len(keys)
    for i, p in enumerate(order):
        ranks[p] = ranks[order[i - 1]] if i and keys[order[i - 1]] == keys[p] else i + 1
    return tuple(order), ranks
