"""How strong the computer players are: win rates with 95% intervals, CPU per move.

Plays the matches below on seeds 1000-1199 (the first G of them with
--games G; other seeds with --first-seed, for trying ideas without touching
the measured ones), the tested level's seat rotated game by game, and prints
for each: wins, the Wilson 95% interval, the mean margin over the best other
seat, and the tested level's CPU seconds per decision.

- solo-hard / solo-expert: the level in the human seat against the Patrician;
  a win is beating both bots.
- 4p-hard-medium / 4p-hard-easy: standard 4-player game, hard against 3 others;
  a win is first place (a shared first place counts).
- duel-hard-medium: hard against medium.

With --jobs N the games of a match are shared among N processes: every game
depends on its seed alone, so the figures are the same as a serial run's (CPU
per decision is each process's own CPU time). A progress line is printed every
--every games (with the splits below every fourth), so a run cut short still
gives its figures so far. At a table
of two or more, the wins are also split by the tested level's seat and by
its place in the turn order (the starting player is drawn from the seed, so
seat and place differ): each with its 95% interval and mean margin.

Run:  nice python benchmarks/ai_strength.py [--games 200] [--jobs 2] [--match solo-hard ...]
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import platform
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

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


@dataclass(frozen=True)
class Result:
    """One game's outcome for the tested level."""

    won: bool
    margin: int
    cpu: float
    decisions: int
    seat: int = 0  # the tested level's seat (0: the first)
    place: int = 0  # its place in the turn order (0: plays first every round)


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    margin: float = 0.0
    cpu: float = 0.0
    decisions: int = 0

    def add(self, r: Result) -> None:
        self.games += 1
        self.wins += r.won
        self.margin += r.margin
        self.cpu += r.cpu
        self.decisions += r.decisions


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_game(mode: str, levels: list[str], seed: int, index: int, playouts: int | None) -> Result:
    """One game on `seed`; the tested level (levels[0]) sits at seat `index % n`."""
    n = len(levels)
    names = ["Player"] if mode == "solo" else [f"P{j + 1}" for j in range(n)]
    game = new_game(GameConfig(mode=mode, players=names, seed=seed))
    tested = index % n  # the tested level moves round the table
    seat_level = [levels[(s - tested) % n] for s in range(n)]
    agents = [make_agent(level, seed=seed * 8 + s) for s, level in enumerate(seat_level)]
    budget = None if playouts is None else Budget(playouts=playouts)
    cpu, decisions = 0.0, 0
    while not game.is_over:
        assert game.pending is not None
        p = game.pending.player
        if p == tested:
            start = time.process_time()
            action = agents[p].choose(game, budget)
            cpu += time.process_time() - start
            decisions += 1
        else:
            action = agents[p].choose(game)
        game.apply(action)
    scores = game.final_scores()
    totals = [s.total for s in scores.players]
    margin = totals[tested] - max(t for s, t in enumerate(totals) if s != tested)
    return Result(tested in scores.winners, margin, cpu, decisions, tested, game.order.index(tested))


def _play(job: tuple[str, list[str], int, int, int | None]) -> Result:
    return play_game(*job)


def results(mode: str, levels: list[str], first: int, games: int, playouts: int | None,
            jobs: int) -> Iterator[Result]:
    """Each game's result, in seed order, played by `jobs` processes."""
    work = [(mode, levels, first + i, i, playouts) for i in range(games)]
    if jobs <= 1:
        yield from map(_play, work)
        return
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        yield from pool.imap(_play, work)


def line(name: str, levels: list[str], t: Tally) -> str:
    low, high = wilson(t.wins, t.games)
    return (f"{name:17} {t.wins:3}/{t.games} wins {100 * t.wins / max(1, t.games):5.1f}% "
            f"(95% CI {100 * low:4.1f}-{100 * high:4.1f})  mean margin {t.margin / max(1, t.games):+6.1f}  "
            f"{levels[0]} CPU {1000 * t.cpu / max(1, t.decisions):6.1f} ms/decision")


def by_seat(tallies: dict[tuple[str, int], Tally]) -> Iterator[str]:
    """The wins split by the tested level's seat and by its place in the turn order."""
    for what, label in (("seat", "seat"), ("place", "plays")):
        parts = []
        for k in sorted(k for w, k in tallies if w == what):
            t = tallies[what, k]
            low, high = wilson(t.wins, t.games)
            name = f"seat {k + 1}" if what == "seat" else f"{_ORDINAL[k]}"
            parts.append(f"{name} {t.wins}/{t.games} {100 * t.wins / t.games:.0f}% "
                         f"({100 * low:.0f}-{100 * high:.0f}, {t.margin / t.games:+.1f})")
        yield f"    by {label}: " + " · ".join(parts)


_ORDINAL = ("1st", "2nd", "3rd", "4th", "5th")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=LAST_SEED - FIRST_SEED + 1,
                        help="games per match (default 200)")
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED,
                        help="the first game's seed (default 1000, the measured seeds)")
    parser.add_argument("--match", nargs="+", choices=sorted(MATCHES), default=list(MATCHES))
    parser.add_argument("--playouts", type=int, help="the tested level's budget (default: its own)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games at once")
    parser.add_argument("--every", type=int, default=20, help="a progress line every N games (0: none)")
    args = parser.parse_args()
    games = max(1, args.games)
    first = args.first_seed
    print(f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC · {platform.processor() or platform.machine()} · "
          f"Python {platform.python_version()} · seeds {first}-{first + games - 1} · {args.jobs} job(s)",
          flush=True)
    for name in args.match:
        mode, levels = MATCHES[name]
        t = Tally()
        split: dict[tuple[str, int], Tally] = {}
        for r in results(mode, levels, first, games, args.playouts, args.jobs):
            t.add(r)
            for key in (("seat", r.seat), ("place", r.place)):
                split.setdefault(key, Tally()).add(r)
            if args.every and t.games % args.every == 0 and t.games < games:
                print(f"  … {line(name, levels, t)}", flush=True)
                if len(levels) > 1 and t.games % (4 * args.every) == 0:
                    for text in by_seat(split):
                        print(f"  … {text.strip()}", flush=True)
        print(line(name, levels, t), flush=True)
        if len(levels) > 1:
            for text in by_seat(split):
                print(text, flush=True)


if __name__ == "__main__":
    main()
