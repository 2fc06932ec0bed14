"""The public view of a game (`Game.snapshot`): each viewer sees their own
bonus cards and the options of their own decision, nobody else's, until the
game is over (docs/rules.md §7.3); made from a public snapshot already made,
a viewer's snapshot is the same and leaves that one as it was."""

from __future__ import annotations

import copy
import random

from support.helpers import by_profile

from ragusa_tui.engine import GameConfig, new_game
from ragusa_tui.engine.standing import standings

SETUPS = [("standard", ["Ann", "Bo", "Cy"]), ("standard", ["Ann", "Bo", "Cy", "Di", "Ed"]),
          ("duel", ["Ann", "Bo"]), ("solo", ["Ann"])]


def test_each_viewer_sees_only_their_own_secrets_from_a_shared_public_snapshot() -> None:
    for seed in range(by_profile(2, 12)):
        for mode, names in SETUPS:
            game = new_game(GameConfig(mode=mode, players=names, seed=seed))
            rnd = random.Random(seed)
            while True:
                public = game.snapshot()
                kept = copy.deepcopy(public)
                shared = standings(game, None)
                for viewer in [None, -1, *range(game.n), game.n, 99]:
                    seen = game.snapshot(viewer, public)
                    assert seen == game.snapshot(viewer)
                    assert standings(game, viewer, shared) == standings(game, viewer)
                    for p, player in enumerate(seen["players"]):
                        shown = game.is_over or p == viewer
                        assert player["bonus"] == (list(game.bonus[p]) if shown else None)
                    if game.pending is not None:
                        shown = game.pending.player == viewer
                        assert seen["pending"]["options"] == (list(game.pending.options) if shown else None)
                assert public == kept  # no viewer's secrets were written into the shared one
                if game.is_over:
                    break
                game.apply(rnd.choice(game.legal_actions()))
