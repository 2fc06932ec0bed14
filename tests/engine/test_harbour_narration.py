"""The log tells the truth about the market and the harbour.

Random games are played action by action; every change of a market value
between two snapshots must be told by an event naming the commodity and its
new value, in the order the changes happened, and every ship that enters the
harbour must be an event.
"""

from __future__ import annotations

import random

from support.helpers import by_profile

from ragusa_tui.engine import Event, GameConfig, new_game
from ragusa_tui.engine.board import COMMODITIES

SEATS = {"standard": ["Ann", "Bo", "Cy", "Di"], "duel": ["Ann", "Bo"], "solo": ["Ann"]}


def market_after(before: dict[str, int], events: list[Event]) -> dict[str, int]:
    """The market as the events tell it: each market event sets one value."""
    told = dict(before)
    for e in events:
        if "market" in e.data:
            c, value = e.data["market"], e.data["value"]
            assert c in COMMODITIES and e.data["cause"] in ("purchase", "ship back")
            assert c.title() in e.text and str(value) in e.text, e.text
            told[c] = value
    return told


def harbour_after(before: list[int | None], events: list[Event]) -> list[int | None]:
    """The harbour as the events tell it: a purchase empties its slot and the
    ships right of it slide left; an arrival fills the rightmost slot."""
    told = list(before)
    for e in events:
        if e.kind == "ship":
            assert told[e.data["slot"]] == e.data["card"]
            del told[e.data["slot"]]
        elif e.kind == "harbour":
            told.append(e.data.get("card"))
    return told


def cards(snapshot: dict) -> list[int | None]:
    return [None if s is None else s["card"] for s in snapshot["harbour"]]


def test_every_market_change_and_arrival_is_told_in_every_game() -> None:
    rnd = random.Random(10)
    modes = ("standard", "duel", "solo")
    for i in range(by_profile(100, 500)):
        mode = modes[i % 3]
        game = new_game(GameConfig(mode=mode, players=SEATS[mode], seed=i))
        snap = game.snapshot()
        assert market_after({c: 1 for c in COMMODITIES}, game.setup_events) == snap["market"]
        assert len([e for e in game.setup_events if e.kind == "harbour"]) == 5
        while not game.is_over:
            events = game.apply(rnd.choice(game.legal_actions()))
            after = game.snapshot()
            assert market_after(snap["market"], events) == after["market"], events
            assert harbour_after(cards(snap), events) == cards(after), events
            snap = after


def test_a_purchase_then_the_new_ship_are_told_in_order() -> None:
    """Buying drops the slot's commodity, then the drawn ship's back raises one:
    the log says both, in that order, with the values of each moment."""
    rnd = random.Random(3)
    for seed in range(200):
        game = new_game(GameConfig(mode="standard", players=SEATS["standard"], seed=seed))
        while not game.is_over:
            buys = [a for a in game.legal_actions() if a.kind == "buy"]
            events = game.apply(buys[0] if buys else rnd.choice(game.legal_actions()))
            kinds = [e.kind for e in events if "market" in e.data]
            if buys and kinds[:2] == ["ship", "harbour"]:
                ship, arrival = [e for e in events if "market" in e.data][:2]
                assert ship.data["cause"] == "purchase" and arrival.data["cause"] == "ship back"
                assert "enters the harbour" in arrival.text
                return
    raise AssertionError("no purchase followed by an arrival in 200 games")


def test_each_market_change_is_told_by_the_event_it_happens_at() -> None:
    """Event by event (the engine's traced states): the market changes exactly
    at the events that tell it, to the value they name; no change is silent,
    also when a value falls and rises back within one action."""
    rnd = random.Random(11)
    modes = ("standard", "duel", "solo")
    back_and_forth = 0
    for i in range(by_profile(60, 500)):
        mode = modes[i % 3]
        game = new_game(GameConfig(mode=mode, players=SEATS[mode], seed=i))
        game.trace_for = 0
        # The deal shares one state (the test above checks its narration): start after it.
        deal = next(i for i, e in enumerate(game.setup_events) if e.kind != "harbour")
        events, states = game.setup_events[deal:], game.setup_states(0)[deal:]
        market = dict(states[0]["market_index"])
        while True:
            assert len(states) == len(events)
            for e, state in zip(events, states):
                changed = {c for c in COMMODITIES if state["market_index"][c] != market[c]}
                if "market" in e.data:
                    assert changed <= {e.data["market"]}, (e.text, changed)  # or at a track end
                    assert state["market"][e.data["market"]] == e.data["value"], e.text
                else:
                    assert not changed, (e.text, changed)
                market = dict(state["market_index"])
            told = [e.data["market"] for e in events if "market" in e.data]
            back_and_forth += len(told) != len(set(told))
            if game.is_over:
                break
            events = game.apply(rnd.choice(game.legal_actions()))
            states = game.event_states
    assert back_and_forth > 0
