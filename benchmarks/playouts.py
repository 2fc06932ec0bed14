"""Random playouts: how fast the rules engine plays, beside python-chess.

Plays random legal 4-player games for a few seconds and prints games/s and
decisions/s, then runs python-chess's random-move loop (`legal_moves` +
`push`) for the same time on the same machine and prints its plies/s and
the ratio. With --mid-game it plays the way a search does: from positions
40 decisions into a game, on quiet determinized copies (plain copies on an
engine without them). Run:
  python benchmarks/playouts.py [--seconds 5] [--players 4] [--mid-game]
"""

from __future__ import annotations

import argparse
import random
import time

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


def mid_game_playouts(seconds: float, players: int) -> tuple[int, int, float]:
    """Random playouts to the end from mid-game positions, on search copies."""
    names = [f"P{i + 1}" for i in range(players)]
    pick = random.Random(1)
    starts = []
    for seed in range(20):
        game = new_game(GameConfig(players=names, seed=seed))
        for _ in range(40):
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--mid-game", action="store_true", help="search-style playouts from mid-game")
    args = parser.parse_args()

    play = mid_game_playouts if args.mid_game else ragusa_playouts
    games, decisions, elapsed = play(args.seconds, args.players)
    ragusa_rate = decisions / elapsed
    print(f"ragusa ({args.players} players): {games / elapsed:8.1f} games/s  "
          f"{ragusa_rate:10.0f} decisions/s  ({decisions / games:.0f} decisions a game)")
    try:
        _, plies, chess_elapsed = chess_playouts(args.seconds)
    except ImportError:
        print("python-chess is not installed (pip install '.[bench]'); no comparison")
        return
    chess_rate = plies / chess_elapsed
    print(f"python-chess random play:            {chess_rate:10.0f} plies/s")
    print(f"ratio (ragusa decisions / chess plies): {ragusa_rate / chess_rate:.2f}")


if __name__ == "__main__":
    main()
