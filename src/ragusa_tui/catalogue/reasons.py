"""Why the hint's move, in words (`table.reasons`): what the move brings at
once, what it keeps from the others, what it readies, and, only where the
figures mean something, how the games played out from here went.

The hint joins these clauses with "reason.then" after its move
("hint.advice"): each is a phrase that stands after a colon or a semicolon.
"""

from __future__ import annotations

from .entry import ANY, COMMODITY, GOOD, HEX, MESSAGE, NAME, NUMBER, RESOURCE, Entry, _e, _n

SENTENCES: dict[str, Entry] = {
    # The clauses of one reason, one after another.
    "reason.then": _e("{first}; {rest}", first=ANY, rest=ANY),
    # Amounts, in a list ("list.comma").
    "reason.amount.resource": _n("{count} {resource}", "{count} {resource}", "count",
                                 count=NUMBER, resource=RESOURCE),
    "reason.amount.commodity": _n("{count} {commodity}", "{count} {commodity}", "count",
                                  count=NUMBER, commodity=COMMODITY),
    "reason.amount.vp": _n("{count} VP", "{count} VP", "count", count=NUMBER),
    "reason.amount.end_vp": _n("{count} VP at the end", "{count} VP at the end", "count", count=NUMBER),
    "reason.amount.wall": _n("{count} wall", "{count} walls", "count", count=NUMBER),
    "reason.amount.tower": _n("{count} tower", "{count} towers", "count", count=NUMBER),
    "reason.amount.ship": _e("the {good} ship", good=GOOD),
    # What the move brings by the end of the turn, the rest of it played by simple rules.
    "reason.brings": _e("it brings you {gains}", gains=MESSAGE),
    "reason.brings_for": _e("it brings you {gains} for {costs}", gains=MESSAGE, costs=MESSAGE),
    "reason.spends": _e("it spends {costs} and brings nothing at once", costs=MESSAGE),
    "reason.brings_nothing": _e("it brings nothing at once"),
    # The houses the new piece sets to work: "reason.houses_at", in a list ("list.and").
    "reason.sets_off": _e("it sets off {acts}", acts=MESSAGE),
    "reason.houses_at": _n("{count} house at the {building}", "{count} houses at the {building}", "count",
                           count=NUMBER, building=HEX),
    "reason.also_gives": _e("it also gives {player} {gains}", player=NAME, gains=MESSAGE),
    # Beside the next best move (`move`, "hint.move." words).
    "reason.next_best_less": _e("the next best move, to {move}, would bring {less} less",
                                move=MESSAGE, less=MESSAGE),
    "reason.next_best_more_now": _e("to {move} would bring {more} more now, but less later",
                                    move=MESSAGE, more=MESSAGE),
    "reason.keeps": _e("it keeps {kept}, which to {move} would spend", kept=MESSAGE, move=MESSAGE),
    # What it keeps from the others.
    "reason.denies_spot": _e("it takes spot {spot}, the one {player} wants most", spot=NUMBER, player=NAME),
    "reason.denies_ship": _e("it takes the {good} ship before {player}, who could pay for it", good=GOOD,
                             player=NAME),
    # What it readies.
    "reason.opens": _n("it opens {count} more spot for your next houses",
                       "it opens {count} more spots for your next houses", "count", count=NUMBER),
    "reason.acts_again": _e("your house at the {building} acts again each time a house joins it", building=HEX),
    "reason.for_building": _e("{resource} for your house at the {building}, which makes {commodity} of it",
                              resource=RESOURCE, building=HEX, commodity=COMMODITY),
    "reason.longer_wall": _n("your longest wall grows to {walls} wall, worth {vp} VP at the end",
                             "your longest wall grows to {walls} walls, worth {vp} VP at the end", "walls",
                             walls=NUMBER, vp=NUMBER),
    # A bonus card's worth (its title, "bonus." words) by the end, as the seat is placed now.
    "reason.card_worth": _n("it should score about {vp} VP by the end, as you are placed",
                            "it should score about {vp} VP by the end, as you are placed", "vp", vp=NUMBER),
    "reason.card_next": _n("the next best card, '{card}', about {vp}", "the next best card, '{card}', about {vp}",
                           "vp", card=MESSAGE, vp=NUMBER),
    # How the quick games played out from here went, only where it says something.
    "reason.tried": _n("of the {count} move played out in quick games it did best",
                       "of the {count} moves played out in quick games it did best", "count", count=NUMBER),
    "reason.odds.well_placed": _e("you look well placed to win"),
    "reason.odds.far_behind": _e("you are far behind: this is your best chance to catch up"),
    "reason.only_move": _e("it is the only move there is"),
}
