"""The score panel's numbers: VP of play by source and the end scoring now."""

from __future__ import annotations

import random

from ragusa_tui.engine import GameConfig, new_game
from ragusa_tui.engine.standing import standings


def test_sources_add_up_to_play_and_totals_to_the_final_scores() -> None:
    for mode, seats in (("standard", ["Ann", "Bo", "Cy"]), ("duel", ["Ann", "Bo"]), ("solo", ["Ann"])):
        for seed in range(20):
            game = new_game(GameConfig(mode=mode, players=seats, seed=seed))
            rnd = random.Random(seed)
            while not game.is_over:
                for s in standings(game, 0):
                    assert s.in_play == game.vp[s.player]
                    assert (s.bonus is None) == (s.player != 0)
                game.apply(rnd.choice(game.legal_actions()))
            final = game.final_scores()
            for s in standings(game, None):
                assert s.if_ended_now == final.players[s.player].total
                assert s.in_play == final.players[s.player].in_game
