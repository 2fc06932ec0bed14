"""Random playouts: how fast the rules engine plays, beside python-chess.

Plays random legal 4-player games for a few seconds and prints games/s and
decisions/s, then runs python-chess's random-move loop (`legal_moves` +
`push`) for the same time on the same machine and prints its plies/s and
the ratio. With --mid-game it plays the way a search does: from positions
40 decisions into a game, on quiet determinized copies (plain copies on an
engine without them); --from-turn N takes them at turn N instead, the same
point of the game for engines that ask a different number of questions.

With --engine-src PATH it also measures the engine found at PATH (another
checkout's src/, e.g. an older commit's worktree), in a subprocess just
before this one, and prints the ratios of this engine to that one. Run:
  python benchmarks/playouts.py [--seconds 5] [--players 4] [--mid-game]
      [--from-turn N] [--engine-src PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import ragusa_tui.engine
from ragusa_tui.engine import GameConfig, new_game


def ragusa_playouts(seconds: float, players: int, mode: str = "standard") -> tuple[int, int, float]:
    names = [f"P{i + 1}" for i in range(players)]
    pick = random.Random(1)
    games = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game(GameConfig(mode=mode, players=names, seed=games))
        while not game.is_over:
            game.apply(pick.choice(game.legal_actions()))
            decisions += 1
        games += 1
    return games, decisions, time.perf_counter() - start


def mid_game_playouts(seconds: float, players: int, from_turn: int | None = None) -> tuple[int, int, float]:
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
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        base = starts[games % len(starts)]
        if hasattr(base, "determinize"):
            game = base.determinize(base.pending.player, games)
        else:
            game = base.copy()
        while not game.is_over:
            game.apply(pick.choice(game.legal_actions()))
            decisions += 1
        games += 1
    return games, decisions, time.perf_counter() - start


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


def other_engine(src: str, args: argparse.Namespace) -> tuple[int, int, float]:
    """The ragusa measurement, run in a subprocess on the engine under `src`."""
    src_path = Path(src).resolve()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(src_path), os.environ.get("PYTHONPATH", "")])}
    command = [sys.executable, __file__, "--ragusa-only", "--seconds", str(args.seconds),
               "--players", str(args.players)]
    if args.mid_game:
        command.append("--mid-game")
    if args.from_turn is not None:
        command += ["--from-turn", str(args.from_turn)]
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
    found = json.loads(out.splitlines()[-1])
    if not Path(found["engine"]).resolve().is_relative_to(src_path):
        raise SystemExit(f"--engine-src {src}: the subprocess loaded the engine from {found['engine']}")
    return found["games"], found["decisions"], found["elapsed"]


def play(args: argparse.Namespace) -> tuple[int, int, float]:
    if args.mid_game or args.from_turn is not None:
        return mid_game_playouts(args.seconds, args.players, args.from_turn)
    return ragusa_playouts(args.seconds, args.players)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--mid-game", action="store_true", help="search-style playouts from mid-game")
    parser.add_argument("--from-turn", type=int, default=None,
                        help="mid-game positions at this turn instead of 40 decisions in")
    parser.add_argument("--engine-src", default=None,
                        help="also measure the engine in this src/ folder and print the ratios")
    parser.add_argument("--ragusa-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.ragusa_only:  # the subprocess of --engine-src: one JSON line
        games, decisions, elapsed = play(args)
        print(json.dumps({"engine": ragusa_tui.engine.__file__, "games": games,
                          "decisions": decisions, "elapsed": elapsed}))
        return
    other = other_engine(args.engine_src, args) if args.engine_src else None
    games, decisions, elapsed = play(args)
    ragusa_rate = decisions / elapsed
    print(f"ragusa ({args.players} players): {games / elapsed:8.1f} games/s  "
          f"{ragusa_rate:10.0f} decisions/s  ({decisions / games:.0f} decisions a game)")
    if other is not None:
        o_games, o_decisions, o_elapsed = other
        o_rate = o_decisions / o_elapsed
        print(f"engine at {args.engine_src}: {o_games / o_elapsed:8.1f} games/s  "
              f"{o_rate:10.0f} decisions/s  ({o_decisions / o_games:.0f} decisions a game)")
        print(f"this engine / that engine: games/s {games / elapsed / (o_games / o_elapsed):.2f}  "
              f"decisions/s {ragusa_rate / o_rate:.2f}")
    try:
        _, plies, chess_elapsed = chess_playouts(args.seconds)
    except ImportError:
        print("python-chess is not installed (pip install '.[bench]'); no comparison")
        return
    chess_rate = plies / chess_elapsed
    print(f"python-chess random play:            {chess_rate:10.0f} plies/s")
    print(f"ratio (ragusa decisions / chess plies): {ragusa_rate / chess_rate:.2f}")
    if other is not None:
        print(f"ratio of the engine at {args.engine_src} (decisions / chess plies): "
              f"{o_decisions / o_elapsed / chess_rate:.2f}")


if __name__ == "__main__":
    main()
