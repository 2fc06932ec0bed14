"""Random playouts: how fast the rules engine plays, beside python-chess.

Plays random legal 4-player games for a few seconds and prints games/s and
decisions/s, then runs python-chess's random-move loop (`legal_moves` +
`push`) for the same time on the same machine and prints its plies/s and
the ratio. With --mid-game it plays the way a search does: from positions
40 decisions into a game, on quiet determinized copies (plain copies on an
engine without them); --from-turn N takes them at turn N instead, the same
point of the game for engines that ask a different number of questions.

With --engine-src PATH it also measures the engine found at PATH (another
checkout's src/, e.g. an older commit's worktree) and prints the ratios of
this engine to that one. Both then run in subprocesses, taking turns for
--rounds rounds, and are compared on playouts per second of CPU time, the
median of the rounds' ratios: on a shared machine the load changes from
one second to the next, and a single run of each can be off by a third.
With --instructions N as well, they are compared instead on the machine
instructions a playout takes over N playouts, counted by valgrind: a count
that hardly moves from run to run, whatever the load, though not time.
Run:
  python benchmarks/playouts.py [--seconds 5] [--players 4] [--mid-game]
      [--from-turn N] [--engine-src PATH [--rounds 5 | --instructions N]]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path

import ragusa_tui.engine
from ragusa_tui.engine import GameConfig, new_game


def going(start: float, seconds: float, games: int, count: int | None) -> bool:
    """Whether to play another game: for `seconds`, or `count` games if given."""
    return time.perf_counter() - start < seconds if count is None else games < count


def ragusa_playouts(seconds: float, players: int, count: int | None = None) -> tuple[int, int, float, float]:
    """Games and decisions played, wall and CPU seconds taken."""
    names = [f"P{i + 1}" for i in range(players)]
    pick = random.Random(1)
    games = decisions = 0
    cpu = time.process_time()
    start = time.perf_counter()
    while going(start, seconds, games, count):
        game = new_game(GameConfig(players=names, seed=games))
        while not game.is_over:
            game.apply(pick.choice(game.legal_actions()))
            decisions += 1
        games += 1
    return games, decisions, time.perf_counter() - start, time.process_time() - cpu


def mid_game_playouts(seconds: float, players: int, from_turn: int | None = None,
                      count: int | None = None) -> tuple[int, int, float, float]:
    """Random playouts to the end from mid-game positions, on search copies:
    40 decisions into a game, or at turn `from_turn` if given."""
    names = [f"P{i + 1}" for i in range(players)]
    pick = random.Random(1)
    starts = []
    for seed in range(20):
        game = new_game(GameConfig(players=names, seed=seed))
        if from_turn is None:
            for _ in range(40):
                game.apply(pick.choice(game.legal_actions()))
        else:
            while game.turn < from_turn:
                game.apply(pick.choice(game.legal_actions()))
        starts.append(game)
    games = decisions = 0
    cpu = time.process_time()
    start = time.perf_counter()
    while going(start, seconds, games, count):
        base = starts[games % len(starts)]
        if hasattr(base, "determinize"):
            game = base.determinize(base.pending.player, games)
        else:
            game = base.copy()
        while not game.is_over:
            game.apply(pick.choice(game.legal_actions()))
            decisions += 1
        games += 1
    return games, decisions, time.perf_counter() - start, time.process_time() - cpu


def chess_playouts(seconds: float) -> tuple[int, int, float]:
    import chess

    pick = random.Random(1)
    games = plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        board = chess.Board()
        while True:
            moves = list(board.legal_moves)
            if not moves or board.halfmove_clock >= 100 or board.is_insufficient_material():
                break
            board.push(pick.choice(moves))
            plies += 1
        games += 1
    return games, plies, time.perf_counter() - start


def engine_command(src: str | Path, args: argparse.Namespace,
                   count: int | None = None) -> tuple[list[str], dict[str, str]]:
    """The command and environment that run the ragusa measurement on the
    engine under `src` (for `count` playouts, if given) and print one JSON line."""
    src_path = Path(src).resolve()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(src_path), os.environ.get("PYTHONPATH", "")])}
    command = [sys.executable, __file__, "--ragusa-only", "--seconds", str(args.seconds),
               "--players", str(args.players)]
    if args.mid_game:
        command.append("--mid-game")
    if args.from_turn is not None:
        command += ["--from-turn", str(args.from_turn)]
    if count is not None:
        command += ["--playouts", str(count)]
    return command, env


def loaded_from(src: str | Path, out: str) -> dict[str, float]:
    """The JSON line a measurement printed, checked to come from the engine under `src`."""
    found = json.loads(out.splitlines()[-1])
    if not Path(found["engine"]).resolve().is_relative_to(Path(src).resolve()):
        raise SystemExit(f"--engine-src {src}: the subprocess loaded the engine from {found['engine']}")
    return found


def engine_in(src: str | Path, args: argparse.Namespace) -> dict[str, float]:
    """The ragusa measurement, run in a subprocess on the engine under `src`:
    games, decisions, elapsed (wall) and cpu seconds."""
    command, env = engine_command(src, args)
    return loaded_from(src, subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout)


def instructions(src: str | Path, args: argparse.Namespace, count: int) -> tuple[int, int]:
    """Instructions the engine under `src` runs for `count` playouts, less those
    of none (start-up and the starting positions), counted by valgrind (the
    load does not move it); and the decisions played."""
    totals = []
    for n in (0, count):
        command, env = engine_command(src, args, n)
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                              env={**env, "PYTHONHASHSEED": "0"}, capture_output=True, text=True, check=True)
        found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
        if found is None:
            raise SystemExit("valgrind printed no instruction count")
        totals.append((int(found.group(1)), int(loaded_from(src, done.stdout)["decisions"])))
    return totals[1][0] - totals[0][0], totals[1][1]


def count_both(args: argparse.Namespace) -> None:
    """This engine against the one at --engine-src, by instructions a playout."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (e.g. apt-get install valgrind)")
    here = Path(ragusa_tui.engine.__file__).resolve().parents[2]
    counted = []
    for name, src in (("this engine", here), (f"engine at {args.engine_src}", args.engine_src)):
        total, decisions = instructions(src, args, args.instructions)
        counted.append(total / args.instructions)
        print(f"{name}: {total / args.instructions / 1e6:8.3f} million instructions a playout "
              f"({decisions / args.instructions:.0f} decisions a playout, {args.instructions} playouts)")
    print(f"that engine / this engine: {counted[1] / counted[0]:.2f} times the instructions a playout")


def rates(run: dict[str, float]) -> tuple[float, float]:
    """A run's games and decisions per second of CPU time."""
    return run["games"] / run["cpu"], run["decisions"] / run["cpu"]


def compare(args: argparse.Namespace) -> float:
    """This engine against the one at --engine-src, in turns, on CPU time;
    returns this engine's decisions per CPU second (median)."""
    here = Path(ragusa_tui.engine.__file__).resolve().parents[2]  # the src/ folder holding this engine
    mine: list[dict[str, float]] = []
    theirs: list[dict[str, float]] = []
    for r in range(args.rounds):
        # Each engine goes first every other round: neither always meets the load first.
        turns = [(theirs, args.engine_src), (mine, here)]
        for runs, src in turns if r % 2 == 0 else reversed(turns):
            runs.append(engine_in(src, args))
        (m, _), (t, _) = rates(mine[-1]), rates(theirs[-1])
        print(f"round {r + 1}: {m:8.1f} against {t:8.1f} games per CPU second, ratio {m / t:.2f}")

    def medians(pairs: Iterable[tuple[float, float]]) -> list[float]:
        return [statistics.median(column) for column in zip(*pairs)]

    for name, runs in ((f"ragusa ({args.players} players)", mine), (f"engine at {args.engine_src}", theirs)):
        games, decisions = medians(map(rates, runs))
        per_game = sum(run["decisions"] for run in runs) / sum(run["games"] for run in runs)
        print(f"{name}: {games:8.1f} games/s  {decisions:10.0f} decisions/s of CPU, "
              f"medians  ({per_game:.0f} decisions a game)")
    games, decisions = medians(tuple(a / b for a, b in zip(rates(m), rates(t))) for m, t in zip(mine, theirs))
    print(f"this engine / that engine (median of {args.rounds} rounds): games/s {games:.2f}  "
          f"decisions/s {decisions:.2f}")
    return medians(map(rates, mine))[1]


def play(args: argparse.Namespace) -> tuple[int, int, float, float]:
    if args.mid_game or args.from_turn is not None:
        return mid_game_playouts(args.seconds, args.players, args.from_turn, args.playouts)
    return ragusa_playouts(args.seconds, args.players, args.playouts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--mid-game", action="store_true", help="search-style playouts from mid-game")
    parser.add_argument("--from-turn", type=int, default=None,
                        help="mid-game positions at this turn instead of 40 decisions in")
    parser.add_argument("--engine-src", default=None,
                        help="also measure the engine in this src/ folder and print the ratios")
    parser.add_argument("--rounds", type=int, default=5,
                        help="with --engine-src: how many turns each engine takes")
    parser.add_argument("--instructions", type=int, default=None, metavar="N",
                        help="with --engine-src: compare instructions a playout over N playouts "
                             "(valgrind), not time")
    parser.add_argument("--ragusa-only", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--playouts", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    if args.instructions is not None:
        if not args.engine_src or args.instructions < 1:
            parser.error("--instructions N needs --engine-src and N of at least 1")
        count_both(args)
        return

    if args.ragusa_only:  # a subprocess of --engine-src: one JSON line
        games, decisions, elapsed, cpu = play(args)
        print(json.dumps({"engine": ragusa_tui.engine.__file__, "games": games, "decisions": decisions,
                          "elapsed": elapsed, "cpu": cpu}))
        return
    if args.engine_src:  # compared on CPU time, and so is python-chess
        ragusa_rate = compare(args)
    else:
        games, decisions, elapsed, _ = play(args)
        ragusa_rate = decisions / elapsed
        print(f"ragusa ({args.players} players): {games / elapsed:8.1f} games/s  "
              f"{ragusa_rate:10.0f} decisions/s  ({decisions / games:.0f} decisions a game)")
    try:
        cpu = time.process_time()
        _, plies, chess_elapsed = chess_playouts(args.seconds)
        cpu = time.process_time() - cpu
    except ImportError:
        print("python-chess is not installed (pip install '.[bench]'); no comparison")
        return
    chess_rate = plies / (cpu if args.engine_src else chess_elapsed)
    print(f"python-chess random play:            {chess_rate:10.0f} plies/s")
    print(f"ratio (ragusa decisions / chess plies): {ragusa_rate / chess_rate:.2f}")


if __name__ == "__main__":
    main()
