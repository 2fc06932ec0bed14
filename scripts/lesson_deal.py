"""Find a deal for Learn to play, and draft its record.

    .venv/bin/python scripts/lesson_deal.py search --rounds 6 --seeds 1-300
    .venv/bin/python scripts/lesson_deal.py draft --seed 226 --rounds 6 > draft.json

`search` plays 3-player games from many seeds: the learner (seat 0) with a
teaching policy (the medium computer player, but from round 2 on building
next to a city building it has not met yet, buying a ship and selling at the
Wharf when it can), the other seats with the medium player. It ranks the
seeds by the teaching points that arise for the learner in the first rounds
(a tower, a wall, a ship bought, a Wharf sale, a fish exchange, an order of
hexes, a house acting on another's turn) and by how few decisions it takes.

`draft` prints that game's record up to the learner's first decision after
`--rounds` rounds, and the learner's decisions (its steps), as JSON; the
lesson file (`src/ragusa_tui/table/lessons/`) is that record with each
step's words and what it lights up written by hand. The record is the
lesson: this script is not needed to play it, and the lesson's tests check
every step against the rules, whatever made it.
"""

from __future__ import annotations

import argparse
import json
import sys

from ragusa_tui.ai import make_agent
from ragusa_tui.engine import Action, Game, GameConfig, new_game
from ragusa_tui.engine.board import BUILDINGS

LEARNER = 0
NAMES = ["Player", "Marin", "Vesna"]
ORDER = ["winery", "oil_press", "silversmith", "market", "wharf", "mason", "architect"]
POINTS = {"tower", "wall", "buy", "sell", "exchange", "hex"}


def teaching_move(game: Game, medium: object, seen: set[str]) -> Action:
    """The learner's move: the medium player's, steered towards what it has not met yet."""
    legal = game.legal_actions()
    d = game.pending
    assert d is not None
    base: Action = medium.choose(game)  # type: ignore[attr-defined]
    if d.kind in ("buy_ship", "sell"):
        wanted = "buy" if d.kind == "buy_ship" else "sell"
        return base if base.kind == wanted else next((a for a in legal if a.kind == wanted), base)
    if d.kind != "place" or game.round < 2:
        return base
    board = game.board
    best: tuple[int, Action, set[str]] | None = None
    for a in legal:
        if a.kind != "place" or not isinstance(a.arg, int):
            continue
        kinds = {board.hex_kind[h] for h in board.spot_hexes[a.arg]}
        names = {n for n, k in BUILDINGS.items() if k in kinds}
        new = [n for n in ORDER if n in names and n not in seen]
        if new and (best is None or ORDER.index(new[0]) < best[0]):
            best = (ORDER.index(new[0]), a, names)
    if best is None:
        return base
    seen.update(best[2])
    return best[1]


def play(seed: int, rounds: int) -> tuple[list[str], list[dict[str, object]], set[str], bool]:
    """The record's actions, the learner's decisions, the points met, and
    whether a house of the learner's acted on another's turn."""
    game = new_game(GameConfig(players=NAMES, seed=seed))
    agents = [make_agent("medium", seed * 8 + p) for p in range(len(NAMES))]
    seen: set[str] = set()
    actions: list[str] = []
    steps: list[dict[str, object]] = []
    met: set[str] = set()
    elsewhere = False
    while game.pending is not None:
        d = game.pending
        if d.player == LEARNER:
            if game.round > rounds:
                break
            action = teaching_move(game, agents[LEARNER], seen)
            steps.append({"at": len(actions), "expect": str(action), "kind": d.kind})
            met.add(action.kind)
            elsewhere |= game.active_player != LEARNER and d.kind != "keep_bonus"
        else:
            action = agents[d.player].choose(game)
        game.apply(action)
        actions.append(str(action))
    return actions, steps, met, elsewhere


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["search", "draft"])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--seeds", default="1-300")
    parser.add_argument("--seed", type=int, default=226)
    args = parser.parse_args(argv)
    if args.command == "draft":
        actions, steps, _, _ = play(args.seed, args.rounds)
        json.dump({"seed": args.seed, "players": NAMES, "actions": actions, "steps": steps}, sys.stdout, indent=1)
        print()
        return 0
    low, high = (int(x) for x in args.seeds.split("-"))
    ranked = []
    for seed in range(low, high + 1):
        actions, steps, met, elsewhere = play(seed, args.rounds)
        starts = new_game(GameConfig(players=NAMES, seed=seed)).order[0] == LEARNER
        ranked.append((len(met & POINTS) + elsewhere + starts, -len(steps), seed, sorted(met), elsewhere))
    for points, steps_, seed, met_, elsewhere in sorted(ranked, reverse=True)[:15]:
        print(f"seed {seed}: {points} points, {-steps_} steps, met {', '.join(met_)}, acts elsewhere: {elsewhere}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
