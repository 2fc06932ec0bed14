"""The game's words and sentences: its pieces' names, the engine's events
and refusals, the table's log, what each decision asks, the dialogs, the
hint and the solo verdicts, a setup's problems and a table server's refusals."""

from __future__ import annotations

from .entry import (
    ANY, CAPITALIZED, CLAUSE, COMMODITY, DECISION, GOOD, HEX, MESSAGE, MODE, NAME, NUMBER, OPENING, OPTIONAL, RESOURCE,
    TEXT, WIDTH, WORD, Entry, _e, _n,
)

# The game's words, family by family, in the engine's order of each family.
WORDS: dict[str, dict[str, str]] = {
    RESOURCE: {"fish": "Fish", "wood": "Wood", "stone": "Stone", "silver_ore": "Silver Ore",
               "grapes": "Grapes", "olives": "Olives"},
    COMMODITY: {"wine": "Wine", "oil": "Oil", "silver": "Silver"},
    # What a hex is: the sea, a countryside resource, or a city building.
    HEX: {"sea": "Sea", "wood": "Wood", "stone": "Stone", "silver_ore": "Silver Ore",
          "grapes": "Grapes", "olives": "Olives",
          "silversmith": "Silversmith", "architect": "Architect", "mason": "Mason",
          "rectors_palace": "Rector's Palace", "winery": "Winery", "oil_press": "Oil Press",
          "cathedral": "Cathedral", "market": "Market", "wharf": "Wharf", "fishmonger": "Fishmonger"},
    GOOD: {"gems": "Gems", "pearls": "Pearls", "silk": "Silk", "clothing": "Clothing",
           "spices": "Spices", "ceramics": "Ceramics", "furs": "Furs"},
    MODE: {"standard": "standard", "duel": "duel", "solo": "solo"},
    # A decision's kind in a sentence ("waiting for Ann to decide (buy ship)").
    DECISION: {"keep_bonus": "keep bonus", "place": "place", "order": "order", "exchange": "exchange",
               "wall": "wall", "tower": "tower", "buy_ship": "buy ship", "sell": "sell",
               "rector": "rector", "final_exchange": "final exchange"},
    # Where a seat's VP of play came from (a standings table's rows).
    "play_source": {"mason": "Mason (walls built)", "fishmonger": "Fishmonger", "wharf": "Wharf (sales)",
                    "ships": "Ships"},
    "term": {"vp": "VP"},
}

SENTENCES: dict[str, Entry] = {
    # ------------------------------------------------------------ events
    # Setup (docs/rules.md §3, §9.1).
    "event.start": _e("{player} is the starting player.", player=NAME),
    "event.start_solo": _e("{human} against the Patrician ({orange} and {blue}); 18 city spots are "
                           "reserved for the Patrician.", human=NAME, orange=NAME, blue=NAME),
    "event.keep_bonus": _e("{player} keeps a bonus card.", player=NAME),
    # A turn (§4, §12.1).
    "event.place": _e("{player} builds a house on spot {spot} ({first}, {second}, {third}).",
                      player=NAME, spot=NUMBER, first=HEX, second=HEX, third=HEX),
    "event.powerhouse": _e("{player} places a Powerhouse on spot {spot} ({first}, {second}, {third}).",
                           player=NAME, spot=NUMBER, first=HEX, second=HEX, third=HEX),
    "event.pass": _e("{player} has no spot to build on; the house is set aside.", player=NAME),
    "event.gain": _e("{player} gains 1 {resource}.", player=NAME, resource=RESOURCE),
    "event.exchange": _e("{player} exchanges {cost} Fish for 1 {resource}.",
                         player=NAME, cost=NUMBER, resource=RESOURCE),
    # Powerhouses become houses (§12.7). The reason has always been shown
    # as `str.capitalize` shows it, which also lowers the rest of the line's
    # first part: so "powerhouse", and the name in the second sentence.
    "event.powerhouses_no_spot": _n("No spot is left for a powerhouse: {player}'s {count} Powerhouse(s) "
                                    "become normal houses.",
                                    "No spot is left for a powerhouse: {player}'s {count} Powerhouse(s) "
                                    "become normal houses.", "count", player=NAME, count=NUMBER),
    "event.powerhouses_stuck": _n("{stuck} cannot place a powerhouse anywhere: {player}'s {count} "
                                  "Powerhouse(s) become normal houses.",
                                  "{stuck} cannot place a powerhouse anywhere: {player}'s {count} "
                                  "Powerhouse(s) become normal houses.", "count",
                                  stuck=CAPITALIZED, player=NAME, count=NUMBER),
    # The Patrician's bots (§9.2).
    "event.patrician_builds": _e("{player} draws the Patrician card {low}/{middle}/{high} and builds on "
                                 "number {number}.", player=NAME, low=NUMBER, middle=NUMBER, high=NUMBER,
                                 number=NUMBER),
    "event.patrician_discards": _e("{player} discards the Patrician card {low}/{middle}/{high}: all its "
                                   "spots are taken.", player=NAME, low=NUMBER, middle=NUMBER, high=NUMBER),
    "event.patrician_pass": _e("{player} has no Patrician spot left; the house is set aside.", player=NAME),
    # The city buildings (§5): `house` is who acts ("phrase.house_of",
    # "phrase.powerhouse_at"), `for_whom` whom for, when not its owner.
    "event.produce": _e("{house} makes {made} {commodity}{for_whom}{lost}.", house=MESSAGE, made=NUMBER,
                        commodity=COMMODITY, for_whom=OPTIONAL, lost=OPTIONAL),
    "event.fishmonger": _e("{house} scores {vp} VP{for_whom} for {fish} Fish.",
                           house=MESSAGE, vp=NUMBER, for_whom=OPTIONAL, fish=NUMBER),
    "event.no_wall_slot": _e("{house} has no wall slot left to build{for_whom}.",
                             house=MESSAGE, for_whom=OPTIONAL),
    "event.architect_idle": _e("{house} does nothing{for_whom}: {reason}.",
                               house=MESSAGE, for_whom=OPTIONAL, reason=MESSAGE),
    "event.market_no_ship": _e("{house} buys no ship{for_whom}.", house=MESSAGE, for_whom=OPTIONAL),
    "event.market_unaffordable": _e("{house}: no ship {player} can afford.", house=MESSAGE, player=NAME),
    "event.wharf_nothing": _e("{house} sells nothing{for_whom}.", house=MESSAGE, for_whom=OPTIONAL),
    "event.wharf_empty": _e("{house}: {player} has nothing to sell.", house=MESSAGE, player=NAME),
    "event.bonus_deck_empty": _e("{house}: the bonus deck is empty.", house=MESSAGE),
    "event.last_bonus": _e("{player} takes the last bonus card.", player=NAME),
    "event.rector_both": _e("{player} keeps both bonus cards drawn at the Rector's Palace.", player=NAME),
    "event.rector_top": _e("{player} takes the top bonus card at the Rector's Palace.", player=NAME),
    "event.rector_choice": _e("{player} keeps 1 of 2 bonus cards at the Rector's Palace.", player=NAME),
    "event.cathedral": _e("{house} will score at the end.", house=MESSAGE),
    "event.wall": _e("{player} builds wall slot {slot} and scores {vp} VP.",
                     player=NAME, slot=NUMBER, vp=NUMBER),
    "event.tower": _e("{player} raises a tower on spot {spot}.", player=NAME, spot=NUMBER),
    "event.sell": _e("{player} sells 1 {commodity} at the Wharf for {vp} VP.",
                     player=NAME, commodity=COMMODITY, vp=NUMBER),
    "event.buys_no_ship": _e("{player} buys no ship.", player=NAME),
    "event.sells_nothing": _e("{player} sells nothing at the Wharf.", player=NAME),
    # The harbour (§5.1): `market` says how the market moved ("phrase.market_*").
    "event.ship_deck_empty": _e("The ship deck is empty: the rightmost harbour slot stays empty."),
    "event.ship_arrives": _e("A {good} ship ({stars} VP) enters the harbour: {market}.",
                             good=GOOD, stars=NUMBER, market=MESSAGE),
    "event.ship_bought": _e("{player} buys the {good} ship for {paid} and scores {stars} VP; {market}.",
                            player=NAME, good=GOOD, paid=OPTIONAL, stars=NUMBER, market=MESSAGE),
    # The end (§7, §9.4).
    "event.end": _e("Every house is placed: final scoring."),
    "event.score": _e("{rank}. {player}: {total} VP (play {play}, walls {walls}, Cathedral {cathedral}, "
                      "bonus cards {bonus}).", rank=NUMBER, player=NAME, total=NUMBER, play=NUMBER,
                      walls=NUMBER, cathedral=NUMBER, bonus=NUMBER),
    "event.beats": _e("{human} beats {bot}.", human=NAME, bot=NAME),
    "event.does_not_beat": _e("{human} does not beat {bot}.", human=NAME, bot=NAME),
    "event.wins": _e("{human} wins against the Patrician.", human=NAME),
    "event.loses": _e("{human} loses against the Patrician.", human=NAME),
    # Taking back (§12.9): `what` is the first line of what was taken back,
    # or the action quoted ("phrase.quoted_action").
    "event.take_back": _e("{player} takes back: {what}", player=NAME, what=ANY),

    # ------------------------------------------------------------ the table's log
    # The lines the table writes beside the engine's (`table.local`, `table.log`).
    # A line known by its words alone: from a table that sent its log without messages.
    "log.text": _e("{text}", text=TEXT),
    # The news of the others' moves, when more happened than it repeats.
    "log.earlier_moves": _n("… {count} earlier move in the log, then:",
                            "… {count} earlier moves in the log, then:", "count", count=NUMBER),
    # A decision answered, as a take-back's line and the replay's step name it
    # (§12.9): the choice itself when the events would name only what followed it.
    # A replay's first step, the deal (`table.recording`): `start` is the
    # deal's first line ("event.start", "event.start_solo").
    "log.deal": _e("The deal."),
    "log.deal_start": _e("The deal: {start} (the ships drawn are in the log).", start=CLAUSE),
    "log.deal_solo": _e("The deal: {start} (the ships drawn and the Patrician's first moves are in the log).",
                        start=CLAUSE),
    # A replay's step where a bonus card was kept, with the card (a finished
    # game has no secrets): `step` is the step's words, without their period.
    "log.kept_card": _e("{step}: {card}.", step=TEXT, card=MESSAGE),
    "log.chose_hex": _e("{player} chooses the {hex} hex to act next.", player=NAME, hex=HEX),
    "log.no_more_fish": _e("{player} exchanges no more fish.", player=NAME),
    "log.answered": _e("{player}: {action}.", player=NAME, action=TEXT),
    # A duel's notes on whose houses act for whom around a Powerhouse (§8,
    # §12.7): `note` is one of the "note." sentences.
    "log.note": _e("↳ {note}", note=MESSAGE),
    "note.cathedral": _e("At the {building} a Powerhouse scores nothing: only houses count there.",
                         building=HEX),
    "note.powerhouse_rule": _e("Powerhouse rule at the {building}: {pieces}.", building=HEX, pieces=MESSAGE),
    "note.only_the_new_house": _e("At the {building} only the new house acts: the Powerhouse, for {player}.",
                                  building=HEX, player=NAME),
    "note.not_outside_the_city": _e("A Powerhouse gains nothing from countryside or sea."),
    "note.acts_for_the_builder": _e("The Powerhouse at the {building} (placed by {owner}) acts for {player}, "
                                    "who just built there.", building=HEX, owner=NAME, player=NAME),
    # A Powerhouse rule's pieces: `houses` is "phrase.both_houses" or
    # "phrase.all_houses", `parts` the other pieces ("phrase.houses_of", in a list).
    "phrase.powerhouse_alone": _e("only the Powerhouse stands there; it acts for {player}", player=NAME),
    "phrase.houses_act_for": _e("{houses} there act for {player} (the Powerhouse, {parts})",
                                houses=MESSAGE, player=NAME, parts=MESSAGE),
    "phrase.both_houses": _e("both houses"),
    "phrase.all_houses": _n("all {count} houses", "all {count} houses", "count", count=NUMBER),
    "phrase.houses_of": _e("{count} of {player}'s", count=NUMBER, player=NAME),

    # ------------------------------------------------------------ what is decided
    # What each kind of decision asks, in a few words: short enough for the
    # turn header's top line at 100 columns (`table.decisions`).
    "ask.keep_bonus": _e("keep 1 of 3 bonus cards"),
    "ask.place": _e("build a house on a spot"),
    "ask.order": _e("choose which hex acts next"),
    "ask.exchange": _e("exchange fish before a house acts"),
    "ask.wall": _e("Mason: choose a wall slot"),
    "ask.tower": _e("Architect: choose a tower spot"),
    "ask.buy_ship": _e("Market: buy a ship or skip"),
    "ask.sell": _e("Wharf: sell 1 Wine, Oil or Silver, or skip"),
    "ask.rector": _e("Rector's Palace: keep 1 of 2 bonus cards"),
    "ask.final_exchange": _e("final scoring: exchange fish first"),
    "ask.game_over": _e("the game is over"),
    # An exchange right before a house acts (§6, §12.4): `house` is the acting house.
    "ask.exchange_before": _e("exchange fish before {house} acts", house=MESSAGE),
    # A placement in a duel (§8): which piece, how many Powerhouses are left
    # and, for a person at the keyboard, the key that switches piece.
    "ask.house_or_powerhouse": _e("build a house or place a Powerhouse ({count} left)", count=NUMBER),
    "ask.only_powerhouses": _e("place a Powerhouse ({count} left), only Powerhouses are left", count=NUMBER),
    "ask.powerhouse_key_for_house": _e("place a Powerhouse ({count} left) · p for a house", count=NUMBER),
    "ask.house_key_for_powerhouse": _e("build a house · p for a Powerhouse ({count} left)", count=NUMBER),
    # The house about to act at an exchange (`table.words.acting_house`),
    # when it is not its owner's own ("phrase.house_of").
    "phrase.the_powerhouse_at": _e("the Powerhouse at the {building}", building=HEX),
    "phrase.working_for": _e("{house} (working for {player})", house=MESSAGE, player=NAME),

    # ------------------------------------------------------------ the dialogs
    # The choices not made on the map (`table.prompts`): each dialog's title,
    # its lines, its options ("dialog.option.") and why an option shown is
    # not possible, or what it would change ("dialog.note.").
    # What 'f' says where the fish exchanges are the dialog's own options, and Esc.
    "dialog.fish_note": _e("The fish exchanges are in this list."),
    "dialog.dismiss": _e("Esc look at the board"),
    # Keeping a bonus card at setup and at the Rector's Palace (§3, §5).
    "dialog.keep_bonus.title": _e("{player}: keep 1 of these 3 bonus cards", player=NAME),
    "dialog.keep_bonus.secret": _e("Bonus cards are secret and score at the end of the game, at most 12 VP each."),
    "dialog.keep_bonus.the_others": _e("The other two go back into the bonus deck."),
    "dialog.rector.title": _e("{player}'s Rector's Palace house: keep 1 of 2 bonus cards", player=NAME),
    "dialog.rector.secret": _e("The card you keep is secret and scores at the end (at most 12 VP)."),
    "dialog.rector.the_other": _e("The other one goes to the bottom of the bonus deck."),
    # Which hex of the new house acts next (§4.2): a hex of the countryside or
    # the sea gains its resource (Fish at sea); a building says who acts there
    # ("dialog.who.") and what it does ("dialog.does.<building>").
    "dialog.order.title": _e("{player}: which hex of your new house acts next?", player=NAME),
    "dialog.order.countryside_first": _e("Countryside and sea first means what they give counts for the "
                                         "buildings."),
    "dialog.order.order_matters": _e("The order matters here: what one building does changes what the next "
                                     "can do."),
    "dialog.option.gain": _e("{hex}: gain 1 {resource}", hex=HEX, resource=RESOURCE),
    "dialog.option.only_the_new_house": _e("{building}: only your new house acts: {does}",
                                           building=HEX, does=MESSAGE),
    "dialog.option.houses_act": _e("{building}: {who}: {does}", building=HEX, who=MESSAGE, does=MESSAGE),
    # Who acts at a building for the new house (§12.7): `houses` is
    # "phrase.both_houses" or "phrase.all_houses"; `names` lists each house's
    # owner ("list.comma"), a Powerhouse as "dialog.who.powerhouse_of".
    "dialog.who.your_house": _e("your house acts"),
    "dialog.who.your_powerhouse": _e("only your Powerhouse stands there, it acts"),
    "dialog.who.all_for_you": _e("{houses} there act for you (Powerhouse), whatever their colour", houses=MESSAGE),
    "dialog.who.in_turn": _n("{count} house acts in turn, for {names}", "{count} houses act in turn, for {names}",
                             "count", count=NUMBER, names=ANY),
    "dialog.who.powerhouse_of": _e("{player} (Powerhouse)", player=NAME),
    # What each city building does, in a few words, by its key.
    "dialog.does.silversmith": _e("makes Silver = your Silver Ore"),
    "dialog.does.architect": _e("raises one of your towers"),
    "dialog.does.mason": _e("builds a wall and scores it"),
    "dialog.does.rectors_palace": _e("draws 2 bonus cards, you keep 1"),
    "dialog.does.winery": _e("makes Wine = your Grapes"),
    "dialog.does.oil_press": _e("makes Oil = your Olives"),
    "dialog.does.cathedral": _e("scores at the end (sets of Wine + Oil + Silver)"),
    "dialog.does.market": _e("may buy a ship"),
    "dialog.does.wharf": _e("may sell 1 Wine, Oil or Silver"),
    "dialog.does.fishmonger": _e("scores 1 VP per 2 Fish"),
    # The fish exchanges (§6, §12.4): one option per resource, cheapest first.
    "dialog.option.exchange": _n("{cost} Fish → 1 {resource} (you have {have} {resource})",
                                 "{cost} Fish → 1 {resource} (you have {have} {resource})", "cost",
                                 cost=NUMBER, resource=RESOURCE, have=NUMBER),
    "dialog.note.needs_fish": _n("needs {cost} Fish", "needs {cost} Fish", "cost", cost=NUMBER),
    # The exchange opened with 'f', before placing or between the hexes of a new house.
    "dialog.exchange_now.title": _n("{player}: exchange fish ({fish} Fish)", "{player}: exchange fish ({fish} Fish)",
                                    "fish", player=NAME, fish=NUMBER),
    "dialog.exchange_now.permanent": _e("An exchange is permanent. Wood, Stone, Silver Ore, Grapes and Olives "
                                        "count toward building and producing."),
    "dialog.exchange_now.dismiss": _e("Esc back to the board, no exchange"),
    # The exchange right before a house makes Wine, Oil or Silver: `house`
    # when it is not the decider's own ("phrase.working_for"); `does` is
    # "dialog.does.<building>", `holdings` "dialog.exchange.holdings".
    "dialog.exchange.title_own": _e("{player}: your {building} house is about to act ({when})",
                                    player=NAME, building=HEX, when=MESSAGE),
    "dialog.exchange.title": _e("{player}: {house} is about to act ({when})", player=NAME, house=MESSAGE,
                                when=MESSAGE),
    "dialog.exchange.on_your_turn": _e("on your turn"),
    "dialog.exchange.on_turn_of": _e("on {player}'s turn", player=NAME),
    "dialog.exchange.line": _n("It {does}. {holdings} You have {fish} Fish and may exchange some first.",
                               "It {does}. {holdings} You have {fish} Fish and may exchange some first.", "fish",
                               does=MESSAGE, holdings=MESSAGE, fish=NUMBER),
    "dialog.exchange.holdings": _n("You hold {have} {resource} and {stored} {commodity} (a warehouse holds at "
                                   "most {cap}): as things stand it makes {makes} {commodity}.",
                                   "You hold {have} {resource} and {stored} {commodity} (a warehouse holds at "
                                   "most {cap}): as things stand it makes {makes} {commodity}.", "makes",
                                   have=NUMBER, resource=RESOURCE, stored=NUMBER, commodity=COMMODITY,
                                   cap=NUMBER, makes=NUMBER),
    "dialog.option.done_let_act": _e("Done: let the house act"),
    # The exchange at final scoring (§7), each option with what it does to
    # the bonus cards (`change` shown with its sign: "+2").
    "dialog.final_exchange.title": _e("{player}: final scoring, exchange fish before your bonus cards score?",
                                      player=NAME),
    "dialog.final_exchange.fish": _n("You have {fish} Fish. Your bonus cards:",
                                     "You have {fish} Fish. Your bonus cards:", "fish", fish=NUMBER),
    "dialog.final_exchange.card": _e("  • {card}", card=MESSAGE),
    "dialog.option.done_score_bonus": _e("Done: score my bonus cards"),
    "dialog.note.bonus_change": _n("bonus cards {change:+d} VP", "bonus cards {change:+d} VP", "change",
                                   change=NUMBER),
    "dialog.note.bonus_unchanged": _e("bonus cards unchanged"),
    # The Market (§5.1): `stars_drawn` is the ship's stars drawn ("★★★"),
    # `price`, `short` and `stock` amounts ("phrase.amount") in a list.
    "dialog.buy_ship.title": _e("{player}'s Market house: buy a ship?", player=NAME),
    "dialog.buy_ship.line": _e("You have {stock}. A ship scores its stars as VP at once; the commodity of its "
                               "harbour slot then drops 1 on the market.", stock=MESSAGE),
    "dialog.option.ship": _n("{good} {stars_drawn} ({stars} VP) for {price}",
                             "{good} {stars_drawn} ({stars} VP) for {price}", "stars",
                             good=GOOD, stars_drawn=TEXT, stars=NUMBER, price=MESSAGE),
    "dialog.note.you_lack": _e("you lack {short}", short=MESSAGE),
    "dialog.option.buy_no_ship": _e("Buy no ship"),
    # The Wharf (§5.1): the options in columns, each commodity's word padded
    # to `width` (the longest word's) and its value to two places.
    "dialog.sell.title": _e("{player}'s Wharf house: sell 1 commodity?", player=NAME),
    "dialog.sell.line": _e("You score its current market value; the market does not move."),
    "dialog.option.sell": _n("1 {commodity:<{width}} for {value:>2} VP", "1 {commodity:<{width}} for {value:>2} VP",
                             "value", commodity=COMMODITY, width=WIDTH, value=NUMBER),
    "dialog.option.sell_held": _n("1 {commodity:<{width}} for {value:>2} VP  (you have {have})",
                                  "1 {commodity:<{width}} for {value:>2} VP  (you have {have})", "value",
                                  commodity=COMMODITY, width=WIDTH, value=NUMBER, have=NUMBER),
    "dialog.note.you_have_none": _e("you have none"),
    "dialog.option.sell_nothing": _e("Sell nothing"),
    # A kind of decision with no dialog of its own (`table.prompts.legal_answers`):
    # what it asks ("ask.<kind>") and each legal action in words ("hint.move.").
    "dialog.answers.title": _e("{player}: {what}", player=NAME, what=MESSAGE),
    "dialog.option.answer": _e("{answer}", answer=OPENING),

    # ------------------------------------------------------------ the hint
    # The move a computer player would make, with why (`table.hint`): the
    # move opens the sentence, its reason ("reason." clauses, `table.reasons`) follows.
    "hint.advice": _e("{move}: {reason}.", move=OPENING, reason=MESSAGE),
    # A move in words (`table.words.action_message`); one the hint does not
    # know by its kind is shown as written.
    "hint.move.keep": _e("keep the bonus card '{card}'", card=MESSAGE),
    "hint.move.hex": _e("let the {hex} act next", hex=HEX),
    "hint.move.buy": _e("buy the {good} ship", good=GOOD),
    "hint.move.place": _e("build a house on spot {spot}", spot=NUMBER),
    "hint.move.powerhouse": _e("place a Powerhouse on spot {spot}", spot=NUMBER),
    "hint.move.wall": _e("build wall slot {slot}", slot=NUMBER),
    "hint.move.tower": _e("raise a tower on spot {spot}", spot=NUMBER),
    "hint.move.sell": _e("sell 1 {commodity}", commodity=COMMODITY),
    "hint.move.exchange": _e("exchange Fish for {resource}", resource=RESOURCE),
    "hint.move.skip": _e("skip"),
    "hint.move.done": _e("exchange nothing more"),
    "hint.move.as_written": _e("{action}", action=TEXT),

    # ------------------------------------------------------------ the verdict
    # Who won, and in solo whom the human beat and by what (`table.verdict`, §9.4).
    "verdict.total": _n("{player} {total} VP", "{player} {total} VP", "total", player=NAME, total=NUMBER),
    # Every seat's total ("verdict.total", in a list), then who won.
    "verdict.game_over": _n("Game over: {totals}; {winners} wins.", "Game over: {totals}; {winners} win.", "count",
                            totals=MESSAGE, winners=ANY, count=NUMBER),
    "verdict.game_over_solo": _e("Game over: {totals}; {verdict}.", totals=MESSAGE, verdict=MESSAGE),
    "verdict.solo.beats_all": _e("{human} beats {beaten} and wins", human=NAME, beaten=ANY),
    "verdict.solo.beats_some": _e("{human} beats {beaten} but not {unbeaten}", human=NAME, beaten=ANY,
                                  unbeaten=ANY),
    "verdict.solo.beats_none": _e("{human} beats neither {unbeaten}", human=NAME, unbeaten=ANY),  # "list.nor"
    "verdict.headline.wins": _e("{human} wins: both of the Patrician's bots are beaten!", human=NAME),
    "verdict.headline.loses": _n("{human} loses: {unbeaten} was not beaten.",
                                 "{human} loses: {unbeaten} were not beaten.", "count",
                                 human=NAME, unbeaten=ANY, count=NUMBER),
    # The human against one bot: the totals ("verdict.total"), or the tie-break.
    "verdict.bot.totals": _e("{human}, {bot}", human=MESSAGE, bot=MESSAGE),
    "verdict.bot.tie_break": _n("{total} VP each; tie-break ({rule}): {human} {human_tiebreak}, {bot} "
                                "{bot_tiebreak}",
                                "{total} VP each; tie-break ({rule}): {human} {human_tiebreak}, {bot} "
                                "{bot_tiebreak}", "total", total=NUMBER, rule=MESSAGE, human=NAME,
                                human_tiebreak=NUMBER, bot=NAME, bot_tiebreak=NUMBER),
    "verdict.bot.tie": _n("{total} VP each and {tiebreak} each on the tie-break ({rule}): a tie is not a win",
                          "{total} VP each and {tiebreak} each on the tie-break ({rule}): a tie is not a win",
                          "total", total=NUMBER, tiebreak=NUMBER, rule=MESSAGE),
    "verdict.tie_break_rule": _e("the Wine, Oil and Silver left, at market value"),

    # ------------------------------------------------------------ names
    # A bot's seat name when the human took the bot's own (solo, §9.1).
    "name.patrician_bot": _e("{bot} (Patrician)", bot=NAME),

    # ------------------------------------------------------------ phrases
    "phrase.house_of": _e("{owner}'s {building} house", owner=NAME, building=HEX),
    "phrase.powerhouse_at": _e("The Powerhouse at the {building}", building=HEX),
    "phrase.for": _e(" for {player}", player=NAME),
    "phrase.lost": _n(" ({lost} lost: the warehouse holds {cap})", " ({lost} lost: the warehouse holds {cap})",
                      "lost", lost=NUMBER, cap=NUMBER),
    "phrase.no_towers_left": _e("no towers left"),
    "phrase.no_free_tower_spot": _e("no free tower spot"),
    "phrase.amount": _n("{count} {commodity}", "{count} {commodity}", "count", count=NUMBER, commodity=COMMODITY),
    "phrase.market_top": _e("{commodity} stays at {value}, the top of its track",
                            commodity=COMMODITY, value=NUMBER),
    "phrase.market_bottom": _e("{commodity} stays at {value}, the bottom of its track",
                               commodity=COMMODITY, value=NUMBER),
    "phrase.market_up_same": _e("{commodity} moves up a space, still {value}", commodity=COMMODITY, value=NUMBER),
    "phrase.market_down_same": _e("{commodity} moves down a space, still {value}",
                                  commodity=COMMODITY, value=NUMBER),
    "phrase.market_rises": _e("{commodity} rises to {value}", commodity=COMMODITY, value=NUMBER),
    "phrase.market_drops": _e("{commodity} drops to {value}", commodity=COMMODITY, value=NUMBER),
    "phrase.quoted_action": _e("'{action}'.", action=TEXT),
    "phrase.top_level": _e("(top level)"),
    "phrase.more_problems": _n(" (and {count} more problems)", " (and {count} more problems)", "count",
                               count=NUMBER),
    "phrase.value_error": _e("Value error, {reason}", reason=MESSAGE),
    # Lists of a few items (`joined`: each item nests the rest).
    "list.comma": _e("{first}, {rest}", first=ANY, rest=ANY),
    "list.and": _e("{first} and {rest}", first=ANY, rest=ANY),
    "list.nor": _e("{first} nor {rest}", first=ANY, rest=ANY),  # after "neither"
    "list.plus": _e("{first} + {rest}", first=ANY, rest=ANY),  # a ship's price: "2 Wine + 1 Oil"

    # ------------------------------------------------------------ refusals
    # What is not an action at all (`Action`).
    "refusal.kind_not_word": _e("an action's kind must be a word, not {shown}", shown=TEXT),
    "refusal.takes_number": _e("'{kind}' takes a whole number from 0 to {most}, not {shown}",
                               kind=WORD, most=NUMBER, shown=TEXT),
    "refusal.takes_word": _e("'{kind}' takes one of {words}, not {shown}", kind=WORD, words=TEXT, shown=TEXT),
    "refusal.takes_nothing": _e("'{kind}' takes nothing after it, not {shown}", kind=WORD, shown=TEXT),
    "refusal.unknown_kind": _e("'{kind}' is not a kind of action", kind=TEXT),
    "refusal.not_text": _e("an action is written as text, not {shown}", shown=TEXT),
    "refusal.not_an_action_form": _e("'{text}' is not an action (expected 'kind' or 'kind argument')",
                                     text=TEXT),
    "refusal.number_expected": _e("'{text}' is not an action: '{kind}' takes a whole number from 0 to {most}",
                                  text=TEXT, kind=WORD, most=NUMBER),
    "refusal.unknown_decision": _e("There is no kind of decision {kind} in this game.", kind=TEXT),
    # What is not legal now (`Game.apply`).
    "refusal.not_an_action": _e("{shown} is not an action", shown=TEXT),
    "refusal.game_over": _e("the game is over"),
    "refusal.cannot_build": _e("{player} cannot build on spot {spot}: {reason}",
                               player=NAME, spot=NUMBER, reason=MESSAGE),
    "refusal.cannot_place_powerhouse": _e("{player} cannot place a Powerhouse on spot {spot}: {reason}",
                                          player=NAME, spot=NUMBER, reason=MESSAGE),
    "refusal.cannot_build_wall": _e("{player} cannot build wall slot {slot}: {reason}",
                                    player=NAME, slot=NUMBER, reason=MESSAGE),
    "refusal.cannot_raise_tower": _e("{player} cannot raise a tower on spot {spot}: {reason}",
                                     player=NAME, spot=NUMBER, reason=MESSAGE),
    "refusal.fish_short": _n("{player} has {fish} Fish; {resource} costs {cost}",
                             "{player} has {fish} Fish; {resource} costs {cost}", "fish",
                             player=NAME, fish=NUMBER, resource=WORD, cost=NUMBER),
    "refusal.not_now": _e("'{action}' is not possible now: waiting for {player} to decide ({decision})",
                          action=TEXT, player=NAME, decision=DECISION),
    # Taking back (§12.9).
    "refusal.undo_game_over": _e("The game is over: final scoring has shown every bonus card."),
    "refusal.undo_nothing": _e("There is nothing to take back yet."),
    "refusal.undo_not_yours": _e("The last decision was {player}'s: only {player} may take it back.",
                                 player=NAME),
    "refusal.undo_other_player": _e("The decision before was {player}'s: {asker} may take back only "
                                    "{asker}'s own decisions.", player=NAME, asker=NAME),
    "refusal.undo_spectator": _e("A spectator takes nothing back."),
    "refusal.undo_revealed": _e("{player}'s last decision cannot be taken back: {reveal}.",
                                player=NAME, reveal=MESSAGE),
    # The settings of a game (`GameConfig`).
    "refusal.seats_exact": _n("{mode} games need {count} player, got {got}",
                              "{mode} games need {count} players, got {got}", "count",
                              mode=MODE, count=NUMBER, got=NUMBER),
    "refusal.seats_range": _e("{mode} games need {low} to {high} players, got {got}",
                              mode=MODE, low=NUMBER, high=NUMBER, got=NUMBER),
    "refusal.name_empty": _e("player names must not be empty"),
    "refusal.name_blank": _e("every player name must show at least one visible character"),
    "refusal.name_form": _e("player name '{name}' must be at most 24 printable characters, without "
                            "square brackets", name=TEXT),
    "refusal.names_repeat": _e("player names must be different"),
    "refusal.unknown_options": _e("unknown options for {mode} games: {options}", mode=MODE, options=TEXT),
    "refusal.option_not_bool": _e("option {option} must be true or false", option=TEXT),
    # The data files (`GameData`): `problem` says what is wrong with the field.
    "refusal.data_unreadable": _e("{file}: cannot be read ({detail})", file=TEXT, detail=TEXT),
    "refusal.data_not_utf8": _e("{file}: not UTF-8 text", file=TEXT),
    "refusal.data_not_json": _e("{file}: not valid JSON (line {line}, column {column}: {detail})",
                                file=TEXT, line=NUMBER, column=NUMBER, detail=TEXT),
    "refusal.data_field": _e("{file}: field '{field}': {problem}{more}",
                             file=TEXT, field=ANY, problem=ANY, more=OPTIONAL),
    # A game record (`load_game`).
    "refusal.record_not_object": _e("the file does not hold a Ragusa game (expected a JSON object)"),
    "refusal.record_too_long": _n("the file holds {count} actions, more than any game of Ragusa has "
                                  "(at most {most})", "the file holds {count} actions, more than any game of "
                                  "Ragusa has (at most {most})", "count", count=NUMBER, most=NUMBER),
    "refusal.record_no_format": _e("the file does not hold a Ragusa game (no 'format': 'ragusa-game')"),
    "refusal.record_version": _e("the game was saved in format version {shown}; this program reads "
                                 "version {version}", shown=TEXT, version=NUMBER),
    "refusal.record_field": _e("field '{field}' is invalid: {problem}", field=ANY, problem=ANY),
    "refusal.record_not_text": _e("a game record is JSON text, not {type}", type=TEXT),
    "refusal.record_empty": _e("the file is empty"),
    "refusal.record_cut_short": _e("the file is cut short (its JSON ends unfinished at line {line}, "
                                   "column {column})", line=NUMBER, column=NUMBER),
    "refusal.record_not_json": _e("the file is not valid JSON (line {line}, column {column}: {detail})",
                                  line=NUMBER, column=NUMBER, detail=TEXT),
    "refusal.record_bad_json": _e("the file is not valid JSON ({detail})", detail=TEXT),
    "refusal.record_not_utf8": _e("the file is not text (it holds bytes that are not UTF-8)"),
    "refusal.record_too_deep": _e("the file is not a save (its JSON is nested too deeply)"),
    "refusal.record_long_number": _e("the file holds a number far too long to be part of a save"),
    "refusal.record_settings": _e("the game settings cannot be used: {reason}", reason=ANY),
    "refusal.record_not_action": _e("action {number} ('{text}') is not an action", number=NUMBER, text=TEXT),
    "refusal.record_illegal": _e("action {number} ('{text}') is not legal in this game: {reason}",
                                 number=NUMBER, text=TEXT, reason=ANY),
    "refusal.record_crash": _e("action {number} ('{text}') could not be replayed ({error}: {detail})",
                               number=NUMBER, text=TEXT, error=TEXT, detail=TEXT),

    # ------------------------------------------------------------ problems
    # Why a spot is not open (§4.1, §12.7): the reason of a refusal, or
    # `Game.spot_problem`'s answer.
    "problem.no_spot": _e("there is no spot {spot}", spot=NUMBER),
    "problem.spot_has_house": _e("spot {spot} already has a house", spot=NUMBER),
    "problem.spot_has_powerhouse": _e("spot {spot} already has a Powerhouse", spot=NUMBER),
    "problem.spot_reserved": _e("spot {spot} is reserved for the Patrician", spot=NUMBER),
    "problem.wood_short": _n("{hex} hex: you would have {houses} house around it but only {wood} Wood",
                             "{hex} hex: you would have {houses} houses around it but only {wood} Wood",
                             "houses", hex=HEX, houses=NUMBER, wood=NUMBER),
    "problem.stone_short": _n("{building}: you would have {houses} house there but only {stone} Stone",
                              "{building}: you would have {houses} houses there but only {stone} Stone",
                              "houses", building=HEX, houses=NUMBER, stone=NUMBER),
    "problem.needs_resource": _e("{building}: you need at least 1 {resource}", building=HEX, resource=RESOURCE),
    "problem.needs_commodity": _e("{building}: you need at least 1 Wine, Oil or Silver", building=HEX),
    "problem.needs_fish": _e("{building}: you need at least 2 Fish", building=HEX),
    "problem.only_powerhouses": _e("only Powerhouses are left to place"),
    "problem.no_powerhouse_left": _e("no Powerhouse left"),
    "problem.spot_taken": _e("spot {spot} is already taken", spot=NUMBER),
    "problem.city_limits_only": _e("a Powerhouse stands only on the city limits"),
    "problem.touches_powerhouse": _e("the {hex} hex already touches a Powerhouse", hex=HEX),
    "problem.no_wall_slot": _e("there is no such wall slot"),
    "problem.wall_built": _e("it already has a wall"),
    "problem.no_such_spot": _e("there is no such spot"),
    "problem.tower_there": _e("a tower stands there already"),
    "problem.no_tower_spot": _e("no tower goes there"),
    # Why a seat may not choose a spot now: the decision is another's.
    "problem.not_your_decision": _e("not your decision"),
    # Why a seat cannot exchange fish now (§6, §12.4).
    "problem.exchange_game_over": _e("The game is over."),
    "problem.exchange_fish_short": _e("{player} has {fish} Fish; an exchange needs at least 2.",
                                      player=NAME, fish=NUMBER),
    "problem.exchange_not_now": _e("No fish exchange now: {player} is deciding ({what}). Fish can be exchanged "
                                   "before placing a house, between the hexes of your new house, right before "
                                   "your house makes Wine, Oil or Silver, and at final scoring.",
                                   player=NAME, what=MESSAGE),
    "problem.exchange_spectator": _e("A spectator exchanges no fish."),
    "problem.exchange_computer": _e("A computer plays your seat now: the host can give it back to you."),
    "problem.exchange_elsewhere": _e("It is {player}'s decision: you may exchange fish when you decide.",
                                     player=NAME),
    # What a take-back would reveal (§12.9).
    "problem.ship_drawn": _e("a new ship has been drawn into the harbour"),
    "problem.rector_drew": _e("the Rector's Palace has drawn 2 bonus cards"),
    "problem.bonus_drawn": _e("a bonus card has been drawn"),
    "problem.patrician_played": _e("the Patrician has played since and drawn its cards"),
    # What is wrong in a data file.
    "problem.ids_out_of_order": _e("entry {entry} has id {id}; ids must run 0, 1, 2, ...",
                                   entry=NUMBER, id=NUMBER),
    "problem.no_hex": _e("no hex {hex}", hex=NUMBER),
    "problem.no_spot_in_data": _e("no spot {spot}", spot=NUMBER),
    "problem.one_entry_per_hex": _e("needs one entry per hex"),
    "problem.beyond_track": _e("beyond the end of the track"),
    "problem.expected_id": _e("expected {id}", id=NUMBER),
    "problem.not_city_spot": _e("spot {spot} is not a city spot", spot=NUMBER),
    "problem.no_number": _e("no spot carries number {number}", number=NUMBER),

    # ------------------------------------------------------------ descriptions
    # The bonus cards' titles (§7.3, §11.4).
    "bonus.resource": _e("{vp} VP per {target}", vp=NUMBER, target=RESOURCE),
    "bonus.ship_good": _e("{vp} VP per {target} ship", vp=NUMBER, target=GOOD),
    "bonus.variety": _e("{vp} VP per different ship good", vp=NUMBER),
    "bonus.sets": _e("{vp} VP per set of Wine + Oil + Silver", vp=NUMBER),
    "bonus.shipping": _e("1 VP per 2 VP scored from ships"),
    "bonus.walls": _e("{vp} VP per wall touching your pieces", vp=NUMBER),
    "bonus.towers": _e("{vp} VP per tower", vp=NUMBER),
    # What each kind of decision asks (`DECISION_KINDS`).
    "help.decision.keep_bonus": _e("keep 1 of the bonus cards dealt at setup ('keep <card>')"),
    "help.decision.place": _e("place a house ('place <spot>'), or exchange fish first ('exchange <resource>')"),
    "help.decision.order": _e("choose which of the new house's hexes acts next ('hex <hex>'), or exchange fish"),
    "help.decision.exchange": _e("exchange fish right before one's house acts ('exchange <resource>' or 'done')"),
    "help.decision.wall": _e("Mason: choose the empty wall slot to build ('wall <slot>')"),
    "help.decision.tower": _e("Architect: choose the tower spot ('tower <spot>')"),
    "help.decision.buy_ship": _e("Market: buy one affordable ship ('buy <harbour slot>') or 'skip'"),
    "help.decision.sell": _e("Wharf: sell one Wine, Oil or Silver ('sell <commodity>') or 'skip'"),
    "help.decision.rector": _e("Rector's Palace: keep 1 of the 2 cards drawn ('keep <card>')"),
    "help.decision.final_exchange": _e("final scoring: exchange fish before the bonus cards score, or 'done'"),
    # The solo options (§9.5, `SOLO_OPTIONS`).
    "help.solo_option.rector_no_choice": _e("Harder: at the Rector's Palace you take the top card, with no "
                                            "choice."),
    "help.solo_option.bots_best_of_pair": _e("Easier: the bots keep Rector cards in pairs and score only the "
                                             "better card of each pair."),
    "help.solo_option.human_first": _e("Easier: you play first in every round, before both bots."),
    # Why a table's setup (the new-game form, a table's seats) cannot start a game.
    "problem.setup_no_mode": _e("There is no '{mode}' game.", mode=TEXT),
    "problem.setup_solo_players": _e("A solo game has exactly one player."),
    "problem.setup_duel_players": _n("A duel needs {count} player.", "A duel needs {count} players.", "count",
                                     count=NUMBER),
    "problem.setup_players": _e("A game needs {low} to {high} players.", low=NUMBER, high=NUMBER),
    "problem.setup_names_missing": _e("Every player needs a name."),
    "problem.setup_name_missing": _e("Please enter your name."),
    "problem.setup_name_blank": _e("A name must show at least one visible character."),
    "problem.setup_name_long": _n("Names can be at most {most} character long.",
                                  "Names can be at most {most} characters long.", "most", most=NUMBER),
    "problem.setup_name_form": _e("Names cannot contain square brackets or control characters."),
    "problem.setup_names_repeat": _e("Two players have the same name."),
    "problem.setup_colour_missing": _e("Every player needs a colour."),
    "problem.setup_patricians_colours": _e("Orange and Blue are the Patrician's colours: please choose another "
                                           "colour."),
    "problem.setup_colours_repeat": _e("Two players have the same colour."),
    "problem.setup_options_not_solo": _e("Only solo games have options."),
    "problem.setup_unknown_seat": _e("Every seat is a person or a computer of a known level."),
    "problem.setup_no_person": _e("At least one seat must be a person."),
    # Why a typed name cannot name a copy of a game ("Save as").
    "problem.copy_name_missing": _e("Type a name for the copy."),
    "problem.copy_name_long": _n("A name can be at most {most} character long.",
                                 "A name can be at most {most} characters long.", "most", most=NUMBER),
    "problem.copy_name_form": _e("A name cannot start with a dot or hold {forbidden}.", forbidden=TEXT),
    "refusal.saved_by_the_server": _e("A game at a table is saved by its server until it is over."),
    # What a table server refuses a seat (or its host), sent beside the
    # sentence so that each seat words it itself (`net/hosted.py`, `net/server.py`).
    "refusal.table_no_level": _e("There is no computer level '{level}': choose one of {levels}.",
                                 level=TEXT, levels=TEXT),
    "refusal.table_no_seat": _e("There is no seat {seat}: the seats are 1 to {count}.", seat=NUMBER, count=NUMBER),
    "refusal.table_computer_seat": _e("Seat {seat} is a computer's from the start: no person holds its key.",
                                      seat=NUMBER),
    "refusal.table_stand_in": _e("A computer plays your seat now: the host can give it back to you."),
    "refusal.table_not_yours": _e("It is not your decision: {player} is to decide.", player=NAME),
    "refusal.table_nobody_decides": _e("It is not your decision: nobody is to decide."),
    "refusal.table_not_legal": _e("'{action}' is not a legal move now.", action=TEXT),
    "refusal.table_not_an_action": _e("That is not an action."),
    "refusal.table_action": _e("{why}.", why=OPENING),  # an action refused as the engine words it
    "refusal.table_hint_not_yours": _e("A hint is for your own decision, when you make it."),
    "refusal.table_hint_on_its_way": _e("A hint is being thought out already."),
    "refusal.table_spectator": _e("A spectator watches: only a seat's key may act."),
    "refusal.table_game_over": _e("The game is over."),
    "refusal.table_old_state": _e("That was decided on an old state (version {version}); the table is at "
                                  "version {now}.", version=NUMBER, now=NUMBER),
    "refusal.table_closing": _e("The table is closing: nothing more is played."),
    "refusal.table_hello_again": _e("This connection has said hello already."),
    "refusal.table_hello_first": _e("Say hello with your key first."),
}
