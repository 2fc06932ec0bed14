"""The verdict of a game in words: every player's total and who won; in a
solo game, whether the human beat each bot, and by what (total VP, or the
tie-break when the totals are equal).

The engine decides (`Scores.winners`, `Scores.beats`); this only explains its decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine import Scores

TIE_BREAK = "the Wine, Oil and Silver left, at market value"


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
            words = f"{human.name} {human.total} VP, {bot.name} {bot.total} VP"
        elif human.tiebreak != bot.tiebreak:
            words = (f"{human.total} VP each; tie-break ({TIE_BREAK}): {human.name} "
                     f"{human.tiebreak}, {bot.name} {bot.tiebreak}")
        else:
            words = (f"{human.total} VP each and {human.tiebreak} each on the tie-break "
                     f"({TIE_BREAK}): a tie is not a win")
        out.append(BotVerdict(bot.player, scores.beats[bot.name], words))
    return out


def headline(scores: Scores) -> tuple[bool, str]:
    """Whether the human won, and the sentence that says so."""
    verdicts = bot_verdicts(scores)
    human = scores.players[0].name
    if all(v.beaten for v in verdicts):
        return True, f"{human} wins: both of the Patrician's bots are beaten!"
    unbeaten = [scores.players[v.seat].name for v in verdicts if not v.beaten]
    who = " and ".join(unbeaten)
    return False, f"{human} loses: {who} {'was' if len(unbeaten) == 1 else 'were'} not beaten."


def result_line(scores: Scores) -> str:
    """Every player's true total, then who won: `Game over: Bo 61 VP, Ann 55
    VP, Cy 40 VP; Bo wins.` In solo, whom the human beat."""
    totals = ", ".join(f"{scores.players[p].name} {scores.players[p].total} VP"
                       for p in scores.ranking)
    if scores.beats is not None:
        human = scores.players[0].name
        beaten = [bot for bot, won in scores.beats.items() if won]
        unbeaten = [bot for bot, won in scores.beats.items() if not won]
        if not unbeaten:
            verdict = f"{human} beats {' and '.join(beaten)} and wins"
        elif beaten:
            verdict = f"{human} beats {' and '.join(beaten)} but not {' and '.join(unbeaten)}"
        else:
            verdict = f"{human} beats neither {' nor '.join(unbeaten)}"
        return f"Game over: {totals}; {verdict}."
    best = [scores.players[p].name for p in scores.winners]
    return f"Game over: {totals}; {' and '.join(best)} win{'s' if len(best) == 1 else ''}."
