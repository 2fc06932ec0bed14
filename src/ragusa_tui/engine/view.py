"""The public view of a game as plain data, with secrets filtered per viewer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import COMMODITIES, RESOURCES

if TYPE_CHECKING:
    from .state import GameState


def snapshot(game: GameState, viewer: int | None = None,
             public: dict[str, Any] | None = None) -> dict[str, Any]:
    """The public state as plain JSON-able data. Bonus cards (and the cards
    on offer) are shown only to their owner, or to everyone once over.
    `public`, if given, is this state's `snapshot(game)` already made: the
    viewer's secrets are added to it and the rest is shared with it (so
    neither is changed afterwards)."""
    return _seen_by(game, _public(game) if public is None else public, viewer)


def _seen_by(game: GameState, public: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """`public` with what `viewer` alone may see added: their own bonus cards
    and, when they decide, the options on offer (everything once over)."""
    if game.scores is not None or viewer is None or not 0 <= viewer < game.n:
        return public
    seen = dict(public)
    players = seen["players"] = list(public["players"])
    players[viewer] = {**players[viewer], "bonus": list(game.bonus[viewer])}
    pending = public["pending"]
    if pending is not None and game.pending is not None and game.pending.player == viewer:
        seen["pending"] = {**pending, "options": list(game.pending.options)}
    return seen


def _public(game: GameState) -> dict[str, Any]:
    """The state as anyone may see it: no bonus card or option shown until
    the game is over (also right while the final scoring is logged)."""
    b = game.board
    show_all = game.scores is not None
    players = []
    for p in range(game.n):
        players.append({
            "name": game.names[p],
            "vp": game.vp[p],
            "resources": dict(zip(RESOURCES, game.res[p])),
            "commodities": dict(zip(COMMODITIES, game.com[p])),
            "houses_left": game.houses_left[p],
            "powerhouses_left": game.power_left[p],
            "bot": game.is_bot[p],
            "towers_left": game.towers_left[p],
            "ships": [b.ship_good[c] for c in game.ships[p]],
            "ship_vp": game.ship_vp[p],
            "bonus_count": len(game.bonus[p]),
            "bonus": list(game.bonus[p]) if show_all else None,
        })
    pending = None
    if game.pending is not None:
        d = game.pending
        pending = {"player": d.player, "kind": d.kind, "hex": d.hex, "spot": d.spot,
                   "options": list(d.options) if show_all else None}
    return {
        "mode": game.config.mode,
        "round": game.round,
        "turn": game.turn,
        "active_player": game.active_player,
        "players": players,
        "market": {c: game.market_value(i) for i, c in enumerate(COMMODITIES)},
        "market_index": dict(zip(COMMODITIES, game.market)),
        "harbour": [None if card < 0 else {
            "card": card, "good": b.ship_good[card], "stars": b.ship_stars[card],
            "cost": dict(zip(COMMODITIES, game.ship_cost(i))),
            "back": COMMODITIES[b.ship_back[card]], "arrows": b.ship_arrows[card],
        } for i, card in enumerate(game.harbour)],
        "ship_deck": len(game.ship_deck),
        "bonus_deck": len(game.bonus_deck),
        "walls": list(game.walls),
        "patrician_cards": [len(c) for c in game.bot_cards],
        "spots": [{"house": game.owner[s] if game.owner[s] >= 0 else None,
                   "powerhouse": game.powerhouse[s],
                   "tower": game.tower[s] if game.tower[s] >= 0 else None,
                   "reserved": game.reserved[s]} for s in range(b.n_spots)],
        "pending": pending,
        "over": game.scores is not None,
    }
