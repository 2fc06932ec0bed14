"""How strong the computer players are: win rates with 95% intervals, CPU per move.

Plays the matches below on seeds 1000-1199 (the first G of them with
--games G), the tested level's seat rotated game by game, and prints for
each: wins, the Wilson 95% interval, the mean margin over the best other
seat, and the tested level's CPU seconds per decision.

- solo-hard / solo-expert: the level in the human seat against the Patrician;
  a win is beating both bots.
- 4p-hard-medium / 4p-hard-easy: standard 4-player game, hard against 3 others;
  a win is first place (a shared first place counts).
- duel-hard-medium: hard against medium.

Run:  nice python benchmarks/ai_strength.py [--games 200] [--match solo-hard ...]
"""

from __future__ import annotations

import argparse
import math
import platform
import time
from dataclasses import dataclass
from datetime import datetime, timezone

from ragusa_tui.ai import Budget, make_agent
from ragusa_tui.engine import GameConfig, new_game

FIRST_SEED = 1000
LAST_SEED = 1199

MATCHES = {
    "solo-hard": ("solo", ["hard"]),
    "solo-expert": ("solo", ["expert"]),
    "4p-hard-medium": ("standard", ["hard", "medium", "medium", "medium"]),
    "4p-hard-easy": ("standard", ["hard", "easy", "easy", "easy"]),
    "duel-hard-medium": ("duel", ["hard", "medium"]),
}


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    margin: float = 0.0
    cpu: float = 0.0
    decisions: int = 0


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_match(mode: str, levels: list[str], games: int, playouts: int | None) -> Tally:
    tally = Tally()
    n = len(levels)
    for i in range(games):
        seed = FIRST_SEED + i
        names = ["Player"] if mode == "solo" else [f"P{j + 1}" for j in range(n)]
        game = new_game(GameConfig(mode=mode, players=names, seed=seed))
        tested = i % n  # the tested level (levels[0]) moves round the table
        seat_level = [levels[(s - tested) % n] for s in range(n)]
        agents = [make_agent(level, seed=seed * 8 + s) for s, level in enumerate(seat_level)]
        budget = None if playouts is None else Budget(playouts=playouts)
        while not game.is_over:
            p = game.pending.player
            if p == tested:
                start = time.process_time()
                action = agents[p].choose(game, budget)
                tally.cpu += time.process_time() - start
                tally.decisions += 1
            else:
                action = agents[p].choose(game)
            game.apply(action)
        scores = game.final_scores()
        totals = [s.total for s in scores.players]
        tally.games += 1
        tally.wins += tested in scores.winners
        tally.margin += totals[tested] - max(t for s, t in enumerate(totals) if s != tested)
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=LAST_SEED - FIRST_SEED + 1,
                        help="games per match, from seed 1000 (at most 200)")
    parser.add_argument("--match", nargs="+", choices=sorted(MATCHES), default=list(MATCHES))
    parser.add_argument("--playouts", type=int, help="the tested level's budget (default: its own)")
    args = parser.parse_args()
    games = max(1, min(args.games, LAST_SEED - FIRST_SEED + 1))
    print(f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC · {platform.processor() or platform.machine()} · "
          f"Python {platform.python_version()} · seeds {FIRST_SEED}-{FIRST_SEED + games - 1}")
    for name in args.match:
        mode, levels = MATCHES[name]
        t = play_match(mode, levels, games, args.playouts)
        low, high = wilson(t.wins, t.games)
        print(f"{name:17} {t.wins:3}/{t.games} wins {100 * t.wins / t.games:5.1f}% "
              f"(95% CI {100 * low:4.1f}-{100 * high:4.1f})  mean margin {t.margin / t.games:+6.1f}  "
              f"{levels[0]} CPU {1000 * t.cpu / max(1, t.decisions):6.1f} ms/decision", flush=True)


if __name__ == "__main__":
    main()
