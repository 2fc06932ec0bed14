"""Scenario builders for rules tests: real games with hand-set positions.

The engine keeps its state in plain lists, so a test can put pieces and
resources where a rule needs them and then drive the real `apply` API.
`put_house` keeps `game.owner` and `game.around` in step the way
`Game._place` does, because the building requirements read `around`.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from ragusa_tui.engine import Action, Decision, Event, Game, GameConfig, new_game
from ragusa_tui.engine.board import BUILDINGS, COMMODITIES, KIND_CODES, RESOURCES, Board

# The quick profile by default; RAGUSA_THOROUGH=1 (a step of .ci/run) plays
# more random games and sends more random keys.
THOROUGH = os.environ.get("RAGUSA_THOROUGH", "") not in ("", "0")


def by_profile(quick: int, thorough: int) -> int:
    """A count for the quick or the thorough profile."""
    return thorough if THOROUGH else quick

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def fresh(n: int = 3, seed: int = 7) -> Game:
    """A new game of `n` players, still at the keep_bonus decisions."""
    return new_game(GameConfig(players=list(NAMES[:n]), seed=seed))


def past_setup(n: int = 3, seed: int = 7) -> Game:
    """A game whose setup is over: every seat kept its first dealt card."""
    game = fresh(n, seed)
    while game.pending is not None and game.pending.kind == "keep_bonus":
        game.apply(Action("keep", game.pending.options[0]))
    assert game.pending is not None and game.pending.kind == "place"
    return game


# ------------------------------------------------------------------ the map
def building_hex(game: Game, name: str) -> int:
    """The hex of a city building, by name ("winery", "oil_press", ...)."""
    return game.board.hex_of_kind[BUILDINGS[name]]


def spot_kinds(board: Board, spot: int) -> list[str]:
    """The kind names of the 3 hexes a spot touches, sorted."""
    names = {code: name for name, code in KIND_CODES.items()}
    return sorted(names[board.hex_kind[h]] for h in board.spot_hexes[spot])


def spots_with(game: Game, *kinds: str) -> list[int]:
    """All spots whose 3 hexes are exactly these kinds (in any order)."""
    want = sorted(kinds)
    assert len(want) == 3, "a spot touches exactly 3 hexes"
    return [s for s in range(game.board.n_spots) if spot_kinds(game.board, s) == want]


def spot_with(game: Game, *kinds: str) -> int:
    """The first spot touching exactly these 3 kinds of hex."""
    found = spots_with(game, *kinds)
    assert found, f"no spot touches {kinds}"
    return found[0]


def spot_on(game: Game, hex_id: int, *kinds: str) -> int:
    """The first spot around `hex_id` touching exactly these 3 kinds."""
    found = [s for s in spots_with(game, *kinds) if hex_id in game.board.spot_hexes[s]]
    assert found, f"no {kinds} spot on hex {hex_id}"
    return found[0]


def hex_at(game: Game, spot: int, name: str) -> int:
    """The hex of kind `name` that `spot` touches."""
    code = KIND_CODES[name]
    for h in game.board.spot_hexes[spot]:
        if game.board.hex_kind[h] == code:
            return h
    raise AssertionError(f"spot {spot} touches no {name} hex")


# -------------------------------------------------------------- the pieces
def put_house(game: Game, player: int, spot: int) -> None:
    """Stand a house of `player` on `spot` without activating anything."""
    assert game.owner[spot] < 0, f"spot {spot} is taken"
    game.owner[spot] = player
    game.houses_left[player] -= 1
    for h in game.board.spot_hexes[spot]:
        game.around[player][h] += 1
    game._legal = None


def put_tower(game: Game, player: int, spot: int) -> None:
    """Stand a tower of `player` on a (tower) spot."""
    assert game.board.is_tower_spot[spot] and game.tower[spot] < 0
    game.tower[spot] = player
    game.towers_left[player] -= 1


def fill_spots(game: Game, player: int, keep_free: Iterable[int]) -> None:
    """Give every free spot except `keep_free` to `player` (owner only), to
    leave a seat with very few places to build."""
    free = set(keep_free)
    for s in range(game.board.n_spots):
        if game.owner[s] < 0 and s not in free:
            game.owner[s] = player
    game._legal = None


def set_res(game: Game, player: int, **amounts: int) -> None:
    """Set resources by name: set_res(g, 0, wood=2, silver_ore=1)."""
    for name, value in amounts.items():
        game.res[player][RESOURCES.index(name)] = value
    game._legal = None


def set_com(game: Game, player: int, **amounts: int) -> None:
    """Set warehouse commodities by name: set_com(g, 0, wine=3)."""
    for name, value in amounts.items():
        game.com[player][COMMODITIES.index(name)] = value
    game._legal = None


def res(game: Game, player: int, name: str) -> int:
    return game.res[player][RESOURCES.index(name)]


def com(game: Game, player: int, name: str) -> int:
    return game.com[player][COMMODITIES.index(name)]


def track_index(game: Game, value: int) -> int:
    """The highest market track space showing `value` (value 1 is the start)."""
    track = game.board.market_track
    return max(i for i, v in enumerate(track) if v == value)


def set_market(game: Game, **values: int) -> None:
    """Put the market markers on spaces showing these values: set_market(g, wine=2)."""
    for name, value in values.items():
        game.market[COMMODITIES.index(name)] = track_index(game, value)


def set_market_index(game: Game, **indices: int) -> None:
    for name, index in indices.items():
        game.market[COMMODITIES.index(name)] = index


def value(game: Game, name: str) -> int:
    return game.market_value(COMMODITIES.index(name))


def ship_cards(game: Game, good: str) -> list[int]:
    """Ids of the ship cards of one good."""
    return [c for c, g in enumerate(game.board.ship_good) if g == good]


def bonus_card(game: Game, kind_: str, target: str | None = None) -> int:
    """The id of the bonus card of this kind (and target)."""
    for c in game.board.bonus:
        if c.kind == kind_ and c.target == target:
            return c.id
    raise AssertionError(f"no bonus card {kind_} {target}")


# ------------------------------------------------------------- the turns
def turn_of(game: Game, seat: int, last_round: bool = False) -> int:
    """The turn number at which `seat` plays (in round 1, or the last round)."""
    n = len(game.order)
    base = (game.rounds - 1) * n if last_round else 0
    return base + game.order.index(seat)


def decide_place(game: Game, seat: int, last_round: bool = False) -> None:
    """Make it `seat`'s turn, waiting on its "place" decision.

    The game must be between decisions of a turn (past setup, nothing in
    progress); only the turn counter and the pending decision change.
    """
    assert not game.tasks, "a turn is still in progress"
    game.turn = turn_of(game, seat, last_round)
    game.pending = Decision(seat, "place")
    game._legal = None


def default_action(game: Game) -> Action:
    """A plain choice for any decision: first hex/slot/card, no exchange,
    no purchase, no sale."""
    d = game.pending
    assert d is not None
    legal = game.legal_actions()
    if d.kind in ("exchange", "final_exchange"):
        return Action("done")
    if d.kind in ("buy_ship", "sell"):
        return Action("skip")
    if d.kind == "order":
        return next(a for a in legal if a.kind == "hex")
    if d.kind == "place":
        places = [a for a in legal if a.kind == "place"]
        return places[0] if places else legal[0]
    return legal[0]


def settle(game: Game, stop: Iterable[str] = ("place",)) -> list[Event]:
    """Answer decisions with `default_action` until one of kind `stop`
    (or the end); return every event on the way."""
    stop = set(stop)
    events: list[Event] = []
    while game.pending is not None and game.pending.kind not in stop:
        events += game.apply(default_action(game))
    return events


def build(game: Game, seat: int, spot: int, order: Iterable[int] | None = None,
          stop: Iterable[str] = ("place",)) -> list[Event]:
    """`seat` builds on `spot` now (its place decision is made first);
    the hexes are activated in `order` if given and the engine asks for it
    (it asks only when the order can matter), else in the engine's default
    order. Returns every event until a `stop` decision."""
    decide_place(game, seat)
    events = game.apply(Action("place", spot))
    for h in order or ():
        while game.pending is not None and game.pending.kind != "order":
            if game.pending.kind in stop:
                return events
            events += game.apply(default_action(game))
        if game.pending is None or Action("hex", h) not in game.legal_actions():
            break
        events += game.apply(Action("hex", h))
    return events + settle(game, stop)


def play_out(game: Game) -> list[Event]:
    """Finish a game with `default_action` everywhere."""
    events: list[Event] = []
    while game.pending is not None:
        events += game.apply(default_action(game))
    return events


def of_kind(events: Iterable[Event], *kinds: str) -> list[Event]:
    return [e for e in events if e.kind in kinds]
