"""The hint: CPU time of its search and of its reason in words, a hint.

The hint (`table.hint.advice`) is the `hard` computer player's search, then
its reason (`table.reasons.reason`): the move and the next best applied on a
copy as the seat may see it, the rest of the turn played by the rules. This
plays random games in each mode and, at every `--every`-th decision with a
choice, times the two apart (CPU seconds, one thread), so a change to the
reason can be weighed against the search it follows.

Run:  python benchmarks/hint.py [--every 9] [--seeds 2]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from ragusa_tui.ai import make_agent
from ragusa_tui.engine import GameConfig, new_game
from ragusa_tui.engine.game import Game
from ragusa_tui.table import reasons

MODES = (("standard", ["Ann", "Bo", "Cy", "Di"]), ("solo", ["Ann"]), ("duel", ["Ann", "Bo"]))


def positions(every: int, seeds: int) -> list[Game]:
    """Positions with a choice, from random games of every mode."""
    found = []
    for mode, players in MODES:
        for seed in range(1, seeds + 1):
            game = new_game(GameConfig(mode=mode, players=players, seed=seed))
            pick = random.Random(seed)
            n = 0
            while game.pending is not None:
                if n % every == 0 and len(game.legal_actions()) > 1:
                    found.append(game.copy())
                game.apply(pick.choice(game.legal_actions()))
                n += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=9, help="time every N-th decision of a game")
    parser.add_argument("--seeds", type=int, default=2, help="games a mode")
    args = parser.parse_args()
    searched, worded = [], []
    for game in positions(args.every, args.seeds):
        start = time.process_time()
        verdict = make_agent("hard", seed=3).think(game)
        middle = time.process_time()
        reasons.reason(game, verdict, 3)
        searched.append(middle - start)
        worded.append(time.process_time() - middle)
    print(f"{len(searched)} hints: search median {statistics.median(searched) * 1000:.0f} ms "
          f"(mean {statistics.mean(searched) * 1000:.0f}), reason median {statistics.median(worded) * 1000:.1f} ms "
          f"(mean {statistics.mean(worded) * 1000:.1f}, worst {max(worded) * 1000:.1f}): "
          f"the reason adds {100 * sum(worded) / sum(searched):.1f}%")


if __name__ == "__main__":
    main()
