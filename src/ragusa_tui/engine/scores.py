"""The final scores as values: each seat's parts, its rank, the winners.

Kept apart from the scoring itself (`scoring`), so that the game's state can
hold its scores without depending on how they are worked out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from ..catalogue import Message, english

BONUS_CAP: Final = 12


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
        """The final scores as log lines, best first (the `score` events' words)."""
        return [english(line) for line in self.messages()]

    def messages(self) -> list[Message]:
        """`describe`'s lines as messages: each seat's total and its parts,
        then in solo whether the human beat each bot and won (docs/rules.md
        §7.4, §9.4)."""
        lines = []
        for seat in self.ranking:
            s = self.players[seat]
            lines.append(Message.of("event.score", rank=s.rank, player=s.name, total=s.total, play=s.in_game,
                                    walls=s.walls, cathedral=s.cathedral, bonus=sum(b.vp for b in s.bonus)))
        if self.beats is not None:
            human = self.players[0].name
            for bot, beaten in self.beats.items():
                lines.append(Message.of("event.beats" if beaten else "event.does_not_beat", human=human, bot=bot))
            lines.append(Message.of("event.wins" if all(self.beats.values()) else "event.loses", human=human))
        return lines
