"""Each seat's VP of play at the end of every round, read off a replay of a
real game's record (engine/vp_rounds.py): one value a seat for each round,
never falling, the last one the VP of play the game ended with; a game cut
short has the rounds it ended, the same as the whole game's first ones;
noted after every move and take-back, as a table does, the rounds are a
whole replay's."""

from __future__ import annotations

import random

import pytest
from support.savegames import MODES, finished, play, start

from ragusa_tui.engine.record import read_record, to_json
from ragusa_tui.engine.vp_rounds import noted, round_ends


@pytest.mark.parametrize("mode", MODES)
def test_the_vp_at_each_rounds_end_of_a_replayed_game(mode: str) -> None:
    game = finished(mode, 4)
    record = read_record(to_json(game))  # the save file's text, read back
    ends = round_ends(record.config, record.actions)
    assert len(ends) == game.rounds
    assert all(len(row) == game.n for row in ends)
    assert ends[-1] == tuple(game.vp)  # the last round's end is the end of play
    for seat in range(game.n):
        values = [row[seat] for row in ends]
        assert values == sorted(values), (seat, values)  # VP of play never fall
    assert any(ends[-1])  # a real game: somebody scored in play
    assert noted(ends, game) == ends


def test_a_game_under_way_has_the_rounds_it_ended() -> None:
    whole = finished("standard", 5)
    game = play(start("standard", 5), random.Random(5), steps=len(whole.history) // 2)
    ends = round_ends(game.config, game.history)
    assert 0 < len(ends) < whole.rounds
    assert len(ends) == game.round - 1  # the round under way is not in it
    assert ends == round_ends(whole.config, whole.history)[:len(ends)]
    assert noted(ends, game) == ends
    while game.round == len(ends) + 1:  # play on to the next round's end: noted, one more
        game.apply(random.Random(1).choice(game.legal_actions()))
    assert noted(ends, game) == ends + (tuple(game.vp),)


def test_noted_after_every_move_and_take_back_it_answers_as_a_whole_replay() -> None:
    """Take-backs (across a round's end too) drop the rounds taken back and
    nothing else."""
    game = start("standard", 6)
    rnd = random.Random(6)
    taken_back = 0
    ends = noted((), game)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
        ends = noted(ends, game)
        if rnd.random() < 0.25 and game.can_undo:
            game.undo()
            ends = noted(ends, game)
            taken_back += 1
        assert ends == round_ends(game.config, game.history)
    assert taken_back > 5 and len(ends) == game.rounds
