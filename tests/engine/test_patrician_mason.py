"""The Patrician's Mason tie-break, exactly as docs/rules.md §9.3 says: the slot
scoring most, then the one after which the bot's longest stretch has most
walls (walls only, not the stretch's VP), then the first clockwise."""

from __future__ import annotations

from ragusa_tui.engine import GameConfig, new_game, patrician

SEED_0 = ("place 37, hex 26, wall 19, hex 19, keep 3, place 38, hex 28, hex 20, tower 58, keep 12, "
          "wall 17, place 24, hex 11, hex 20, tower 25, tower 39, tower 30, tower 78, place 54, "
          "hex 38, hex 29, buy 2, tower 72, tower 73, place 53, hex 37, buy 1, buy 4, hex 36, place 57")


def test_blue_builds_the_first_slot_clockwise_among_equally_long_stretches() -> None:
    game = new_game(GameConfig(mode="solo", players=["Ann"], seed=0))
    actions = SEED_0.split(", ")
    for a in actions[:-1]:
        # The record was made when every hex order was asked; an order that
        # cannot matter is no longer asked, and the default order ends the same.
        if a.startswith("hex") and game.pending.kind != "order":
            continue
        game.apply(a)
    before = game.copy()
    events = game.apply(actions[-1])
    (blue,) = [e for e in events if e.kind == "wall" and e.player == 2]
    assert blue.data["slot"] == 13
    # Slots 13 and 15 score Blue the same and both leave a 2-wall stretch;
    # 15's stretch would score more VP, which the rules do not weigh.
    before.walls[4] = 1  # Orange's wall, built first in the same activation
    assert before.wall_slot_vp(13, 2) == before.wall_slot_vp(15, 2)
    assert patrician._stretch_after_wall(before, 2, 13) == patrician._stretch_after_wall(before, 2, 15) == 2
    assert patrician.choose_wall(before, 2) == 13
