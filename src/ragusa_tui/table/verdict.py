"""The verdict of a game in words: every player's total and who won; in a
solo game, whether the human beat each bot, and by what (total VP, or the
tie-break when the totals are equal).

The engine decides (`Scores.winners`, `Scores.beats`); this only explains its
decision, in the catalogue's words ("verdict." codes), rendered here: the
end screen and a recording's last line show them as they are made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import Message, joined, text

if TYPE_CHECKING:
    from ..engine import Scores

# What breaks a tie between the human and a bot (docs/rules.md §9.4).
TIE_BREAK = Message.of("verdict.tie_break_rule")


@dataclass(frozen=True)
class BotVerdict:
    """Whether the human beat one bot, with the reason."""

    seat: int
    beaten: bool
    words: str


def bot_verdicts(scores: Scores) -> list[BotVerdict]:
    """One verdict per bot, in seat order (Orange, then Blue)."""
    assert scores.beats is not None, "only a solo game has a verdict"
    human = scores.players[0]
    out = []
    for bot in scores.players[1:]:
        if human.total != bot.total:
            words = text("verdict.bot.totals",
                         human=Message.of("verdict.total", player=human.name, total=human.total),
                         bot=Message.of("verdict.total", player=bot.name, total=bot.total))
        elif human.tiebreak != bot.tiebreak:
            words = text("verdict.bot.tie_break", total=human.total, rule=TIE_BREAK, human=human.name,
                         human_tiebreak=human.tiebreak, bot=bot.name, bot_tiebreak=bot.tiebreak)
        else:
            words = text("verdict.bot.tie", total=human.total, tiebreak=human.tiebreak, rule=TIE_BREAK)
        out.append(BotVerdict(bot.player, scores.beats[bot.name], words))
    return out


def headline(scores: Scores) -> tuple[bool, str]:
    """Whether the human won, and the sentence that says so."""
    verdicts = bot_verdicts(scores)
    human = scores.players[0].name
    if all(v.beaten for v in verdicts):
        return True, text("verdict.headline.wins", human=human)
    unbeaten = [scores.players[v.seat].name for v in verdicts if not v.beaten]
    return False, text("verdict.headline.loses", human=human, unbeaten=joined("list.and", unbeaten),
                       count=len(unbeaten))


def result_line(scores: Scores) -> str:
    """Every player's true total, then who won: `Game over: Bo 61 VP, Ann 55
    VP, Cy 40 VP; Bo wins.` In solo, whom the human beat."""
    totals = joined("list.comma", [Message.of("verdict.total", player=scores.players[p].name,
                                              total=scores.players[p].total) for p in scores.ranking])
    if scores.beats is not None:
        human = scores.players[0].name
        beaten = [bot for bot, won in scores.beats.items() if won]
        unbeaten = [bot for bot, won in scores.beats.items() if not won]
        if not unbeaten:
            verdict = Message.of("verdict.solo.beats_all", human=human, beaten=joined("list.and", beaten))
        elif beaten:
            verdict = Message.of("verdict.solo.beats_some", human=human, beaten=joined("list.and", beaten),
                                 unbeaten=joined("list.and", unbeaten))
        else:
            verdict = Message.of("verdict.solo.beats_none", human=human, unbeaten=joined("list.nor", unbeaten))
        return text("verdict.game_over_solo", totals=totals, verdict=verdict)
    best = [scores.players[p].name for p in scores.winners]
    return text("verdict.game_over", totals=totals, winners=joined("list.and", best), count=len(best))
