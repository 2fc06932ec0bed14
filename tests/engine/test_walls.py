"""City wall stretches at the end of the game (docs/rules.md §7.1)."""

from __future__ import annotations

from support.helpers import past_setup, put_house, put_tower
from ragusa_tui.engine import Game
from ragusa_tui.engine.walls import longest_stretch

P, Q, R = 0, 1, 2


def build_walls(game: Game, slots: range | list[int], by: int = R) -> None:
    """Built walls count for everyone, whoever built them."""
    for i in slots:
        game.walls[i % game.board.n_walls] = by


def between(game: Game, first: int, last: int) -> list[int]:
    """The city-limit spots between walls `first`..`last` (clockwise)."""
    n = game.board.n_walls
    return [game.board.limit_spots[i % n] for i in range(first + 1, last + 1)]


def test_board_wall_loop_links_slots_through_limit_spots() -> None:
    game = past_setup()
    b = game.board
    assert b.n_walls == 22 and len(set(b.limit_spots)) == 22
    for i in range(22):
        assert b.wall_slots[i][1] == b.wall_slots[(i + 1) % 22][0]


def test_no_walls_no_stretch() -> None:
    game = past_setup()
    assert game.longest_wall(P).vp == 0
    assert game.longest_wall(P).walls == 0


def test_single_wall_ends_do_not_count() -> None:
    game = past_setup()
    build_walls(game, [3])
    for s in game.board.wall_slots[3]:
        put_house(game, P, s)
    stretch = game.longest_wall(P)
    assert (stretch.walls, stretch.houses, stretch.towers, stretch.vp) == (1, 0, 0, 1)


def test_a_gap_splits_the_walls() -> None:
    game = past_setup()
    build_walls(game, range(0, 4))
    build_walls(game, range(5, 11))
    stretch = game.longest_wall(P)
    assert stretch.walls == 6 and stretch.slots == tuple(range(5, 11))


def test_other_players_house_blocks() -> None:
    game = past_setup()
    build_walls(game, range(0, 10))
    put_house(game, Q, game.board.limit_spots[4])
    stretch = game.longest_wall(P)
    assert stretch.slots == tuple(range(4, 10)) and stretch.vp == 6
    mine = game.longest_wall(Q)
    assert (mine.walls, mine.houses, mine.vp) == (10, 1, 11)


def test_own_tower_over_another_players_house_passes() -> None:
    game = past_setup()
    build_walls(game, range(0, 10))
    spot = game.board.limit_spots[4]
    put_house(game, Q, spot)
    put_tower(game, P, spot)
    stretch = game.longest_wall(P)
    assert (stretch.walls, stretch.houses, stretch.towers, stretch.vp) == (10, 0, 1, 11)


def test_other_players_tower_on_an_empty_spot_blocks() -> None:
    game = past_setup()
    build_walls(game, range(0, 10))
    put_tower(game, Q, game.board.limit_spots[7])
    assert game.longest_wall(P).slots == tuple(range(0, 7))
    assert game.longest_wall(Q).vp == 11


def test_other_players_tower_on_own_house_does_not_block() -> None:
    game = past_setup()
    build_walls(game, range(0, 5))
    spot = game.board.limit_spots[2]
    put_house(game, P, spot)
    put_tower(game, Q, spot)
    stretch = game.longest_wall(P)
    assert (stretch.walls, stretch.houses) == (5, 1)


def test_rulebook_check_17() -> None:
    """10 walls, 4 own houses and 3 own towers between them = 17; own pieces
    on the two end spots are outside the stretch."""
    game = past_setup()
    build_walls(game, range(6, 16))
    inner = between(game, 6, 15)
    assert len(inner) == 9
    for s in inner[:4]:
        put_house(game, P, s)
    for s in inner[4:7]:
        put_tower(game, P, s)
    put_house(game, P, game.board.limit_spots[6])  # before the first wall
    put_house(game, P, game.board.limit_spots[16])  # after the last wall
    stretch = game.longest_wall(P)
    assert (stretch.walls, stretch.houses, stretch.towers, stretch.vp) == (10, 4, 3, 17)


def test_rulebook_check_14_with_house_and_tower_on_one_spot() -> None:
    """8 walls + 3 houses + 3 towers = 14 (the 2nd edition's number); a
    house and a tower of one's own on one spot score 2."""
    game = past_setup()
    build_walls(game, range(18, 26))  # across the end of the loop's numbering
    inner = between(game, 18, 25)
    assert len(inner) == 7
    for s in inner[:3]:
        put_house(game, P, s)
    for s in inner[2:5]:
        put_tower(game, P, s)
    stretch = game.longest_wall(P)
    assert (stretch.walls, stretch.houses, stretch.towers, stretch.vp) == (8, 3, 3, 14)
    assert stretch.slots == (18, 19, 20, 21, 0, 1, 2, 3)


def test_rulebook_check_6() -> None:
    game = past_setup()
    build_walls(game, range(11, 15))
    for s in between(game, 11, 14)[:2]:
        put_house(game, P, s)
    assert game.longest_wall(P).vp == 6


def test_full_loop_of_22() -> None:
    game = past_setup()
    build_walls(game, range(22))
    stretch = game.longest_wall(P)
    assert (stretch.walls, stretch.vp) == (22, 22)
    assert sorted(stretch.slots) == list(range(22))
    limit = game.board.limit_spots
    put_house(game, P, limit[0])
    put_house(game, P, limit[11])
    put_tower(game, P, limit[11])
    stretch = game.longest_wall(P)
    assert (stretch.walls, stretch.houses, stretch.towers, stretch.vp) == (22, 2, 1, 25)


def test_longest_means_most_walls() -> None:
    game = past_setup()
    build_walls(game, range(0, 5))  # 5 bare walls
    build_walls(game, range(8, 12))  # 4 walls with 3 own houses between
    for s in between(game, 8, 11):
        put_house(game, P, s)
    stretch = game.longest_wall(P)
    assert stretch.walls == 5 and stretch.vp == 5


def test_longest_stretch_function_matches_game() -> None:
    game = past_setup()
    build_walls(game, range(2, 9))
    put_house(game, Q, game.board.limit_spots[5])
    b = game.board
    for p in (P, Q, R):
        assert longest_stretch(b, game.walls, game.owner, game.powerhouse, game.tower, p) == game.longest_wall(p)
    assert game.longest_wall(P).walls == 4


def test_closed_loop_with_one_blocked_spot_keeps_all_22_walls() -> None:
    """The run starts and ends at the blocked spot: 22 walls, 21 spots between."""
    game = past_setup()
    build_walls(game, range(22))
    limit = game.board.limit_spots
    put_house(game, Q, limit[5])
    put_house(game, P, limit[6])
    stretch = game.longest_wall(P)
    assert (stretch.walls, stretch.houses, stretch.vp) == (22, 1, 23)
    assert stretch.slots[0] == 5 and stretch.slots[-1] == 4
