"""A digest of many seeded random games, to prove a change keeps every outcome.

Each game is played with random legal actions chosen by a seeded generator;
the digest takes in every decision's legal actions (in order), the action
chosen, every event (kind, seat, text, data), the final scores and the final
state. After 40 decisions, a quiet determinized copy is also played out (the
way a search plays) and digested alike. Any change of a rule outcome, of the
order of legal actions or of a log line changes the digest.

Run by hand for a large check, before and after a change:
  python tests/support/outcome_digest.py --games 2000
"""

from __future__ import annotations

import argparse
import hashlib
import random
from collections.abc import Iterator

from ragusa_tui.engine import Game, GameConfig, new_game

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")
# (label, mode, seats): every mode and player count.
MODES = (("standard-3", "standard", 3), ("standard-4", "standard", 4), ("standard-5", "standard", 5),
         ("duel", "duel", 2), ("solo", "solo", 1))
SOLO_OPTIONS = ("rector_no_choice", "bots_best_of_pair", "human_first")
SPLIT_AT = 40  # decisions before the quiet copy is taken


def config(mode: str, seats: int, seed: int) -> GameConfig:
    """A game's config; solo games cycle through the solo options by seed."""
    options = {name: bool(seed >> i & 1) for i, name in enumerate(SOLO_OPTIONS)} if mode == "solo" else {}
    return GameConfig(mode=mode, players=list(NAMES[:seats]), seed=seed, options=options)


def _play(game: Game, pick: random.Random, stop: int | None = None) -> Iterator[str]:
    """Play random legal actions (to the end, or `stop` decisions); yield what happens."""
    done = 0
    while not game.is_over and (stop is None or done < stop):
        legal = game.legal_actions()
        d = game.pending
        assert d is not None
        yield f"{d!r}|{' '.join(map(str, legal))}"
        action = pick.choice(legal)
        for e in game.apply(action):
            yield f"{e.kind}|{e.player}|{e.text}|{sorted(e.data.items())!r}"
        done += 1


def _ending(game: Game) -> Iterator[str]:
    if game.is_over:
        yield repr(game.final_scores().as_dict())
    yield repr(game.state_key())


def game_lines(mode: str, seats: int, seed: int) -> Iterator[str]:
    """Everything that happens in one seeded random game and its quiet playout."""
    game = new_game(config(mode, seats, seed))
    pick = random.Random(seed * 31 + seats)
    for e in game.setup_events:
        yield f"{e.kind}|{e.player}|{e.text}|{sorted(e.data.items())!r}"
    yield from _play(game, pick, SPLIT_AT)
    if not game.is_over:
        assert game.pending is not None
        search = game.determinize(game.pending.player, seed)
        yield from _play(search, random.Random(seed))
        yield from _ending(search)
    yield from _play(game, pick)
    yield from _ending(game)


def digest(mode: str, seats: int, seeds: range) -> str:
    """The digest of the games of one mode over `seeds`."""
    h = hashlib.sha256()
    for seed in seeds:
        for line in game_lines(mode, seats, seed):
            h.update(line.encode())
            h.update(b"\n")
    return h.hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games over all modes")
    args = parser.parse_args()
    each = max(1, args.games // len(MODES))
    for label, mode, seats in MODES:
        print(f"{label:12} {each} games  {digest(mode, seats, range(each))}", flush=True)


if __name__ == "__main__":
    main()
