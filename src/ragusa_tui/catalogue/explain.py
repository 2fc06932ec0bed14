"""What the explain key says about the building, hex or spot under the map's
cursor (`table.explain`): what it does by the rules, whose houses stand round
it, and for a spot what a house there would bring the seat now."""

from __future__ import annotations

from .entry import HEX, MESSAGE, NAME, NUMBER, RESOURCE, Entry, _e, _n

SENTENCES: dict[str, Entry] = {
    "explain.title": _e("What is here"),
    "explain.title.spot": _e("Spot {spot}", spot=NUMBER),
    "explain.title.slot": _e("Wall slot {slot}", slot=NUMBER),
    # One of the spot's three hexes: its name, then what it does (`does`).
    "explain.hex": _e("{hex}: {does}", hex=HEX, does=MESSAGE),
    # What each hex does when a new house beside it acts (docs/rules.md §4.2, §5).
    "explain.does.countryside": _e("a new house beside it gives its builder 1 {resource}", resource=RESOURCE),
    "explain.does.sea": _e("a new house beside it gives its builder 1 Fish"),
    "explain.does.winery": _e("each house round it makes as much Wine as its owner has Grapes, "
                              "when a new house joins them"),
    "explain.does.oil_press": _e("each house round it makes as much Oil as its owner has Olives, "
                                 "when a new house joins them"),
    "explain.does.silversmith": _e("each house round it makes as much Silver as its owner has Silver Ore, "
                                   "when a new house joins them"),
    "explain.does.mason": _e("each house round it builds a wall for its owner when a new house joins them: "
                             "1 VP, and 1 more per own house or tower at the wall's ends"),
    "explain.does.architect": _e("each house round it raises one of its owner's towers when a new house "
                                 "joins them"),
    "explain.does.fishmonger": _e("each house round it scores 1 VP per 2 Fish its owner has, when a new "
                                  "house joins them"),
    "explain.does.market": _e("each house round it may buy one ship for its owner when a new house "
                              "joins them"),
    "explain.does.wharf": _e("each house round it may sell one Wine, Oil or Silver at its market value, "
                             "when a new house joins them"),
    "explain.does.rectors_palace": _e("only the new house acts: its owner draws two bonus cards and keeps one"),
    "explain.does.cathedral": _e("nothing during play; at the end each house round it values one full set "
                                 "of Wine, Oil and Silver"),
    # Whose houses stand round a hex: "explain.houses_of" in a list ("list.comma").
    "explain.round": _e("Houses round it: {houses}", houses=MESSAGE),
    "explain.houses_of": _n("{player} {count}", "{player} {count}", "count", player=NAME, count=NUMBER),
    "explain.round_none": _e("No houses round it yet."),
    # The spot itself.
    "explain.spot.house_of": _e("{player}'s house stands here.", player=NAME),
    "explain.spot.powerhouse_of": _e("{player}'s Powerhouse stands here.", player=NAME),
    "explain.spot.tower_of": _e("{player}'s tower stands here.", player=NAME),
    # What a house here would bring (`brings`, "reason." clauses), worked out on
    # a copy of the game as the seat may see it, the rest of the turn by simple rules.
    "explain.spot.would": _e("A house here now: {brings}.", brings=MESSAGE),
    "explain.spot.refused": _e("{player} cannot build here now: {why}.", player=NAME, why=MESSAGE),
    "explain.spot.not_now": _e("What a house here would bring is worked out when {player} places a house.",
                               player=NAME),
    # A wall slot (§5: the Mason; §7.1: the walls at the end).
    "explain.slot.built_by": _e("{player}'s wall stands here.", player=NAME),
    "explain.slot.would": _n("A Mason's wall here would score {vp} VP for {player} now.",
                             "A Mason's wall here would score {vp} VP for {player} now.", "vp",
                             vp=NUMBER, player=NAME),
    "explain.close": _e("Esc or x closes this."),
    # The key pressed when there is nothing to explain, or not now.
    "explain.nothing_here": _e("The cursor is on no spot or wall slot."),
    "explain.later": _e("{moving}; look at the map once they are shown.", moving=MESSAGE),
    "explain.spot.elsewhere": _e("What a house here would bring is worked out only where the game is played."),
}
