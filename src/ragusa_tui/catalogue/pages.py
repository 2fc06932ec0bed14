"""The words of the pages about a game: help and its rules summary, the end
screen and its breakdown, the standings and the replay viewer."""

from __future__ import annotations

from .entry import ANY, COMMODITY, HEX, MESSAGE, NAME, NUMBER, TEXT, Entry, _e, _n

SENTENCES: dict[str, Entry] = {
    # ------------------------------------------------------------ shared
    # A list of items separated by semicolons ("2 VP per Stone: 12 VP; 1 VP
    # per tower: 3 VP"): each item may hold commas of its own.
    "page.list.semicolon": _e("{first}; {rest}", first=ANY, rest=ANY),

    # ------------------------------------------------------------ the help screen
    # Its heading, and how to move through it (shown dimmed beside the heading).
    "page.help.title": _e("Ragusa — help"),
    "page.help.how_to_scroll": _e("(scroll with ↑ ↓, PgUp PgDn or the mouse wheel; Esc closes)"),
    # The help's three parts.
    "page.help.keys": _e("Keys"),
    "page.help.map": _e("The map"),
    "page.help.rules": _e("The rules in short"),
    # The keys column: two keys (or groups of keys) that do the same thing.
    # `first` and `second` are key names (Enter, Ctrl+Z, ← ↑ → ↓...), shown as
    # they are on the keyboard, or "page.help.keys.click".
    "page.help.keys.or": _e("{first} or {second}", first=ANY, second=ANY),
    # The keys column: a range of digit keys ("1 to 9").
    "page.help.keys.range": _e("{first} to {last}", first=TEXT, last=TEXT),
    # The keys column: clicking the mouse, alone and after "Enter or".
    "page.help.keys.mouse_click": _e("mouse click"),
    "page.help.keys.click": _e("click"),
    # The sections of the keys table: where the keys work.
    "page.help.section.anywhere": _e("Anywhere"),
    "page.help.section.map": _e("On the map"),
    "page.help.section.others_play": _e("While others play"),
    "page.help.section.dialog": _e("In a dialog"),
    "page.help.section.other_screens": _e("Other screens"),
    # What each key does, anywhere in the game (? or F1, Ctrl+P, Ctrl+Q, u or
    # Ctrl+Z, s, i).
    "page.help.key.help": _e("this help"),
    "page.help.key.palette": _e("command palette: every command of the game by name"),
    "page.help.key.quit": _e("quit (asks first during a game)"),
    "page.help.key.undo": _e("undo: take back your last decision, also a whole turn, until something hidden is "
                             "revealed (a ship, a bonus or Patrician card) or another player decides"),
    "page.help.key.standing": _e("where do I stand: VP so far by source, and what the end scoring would add"),
    "page.help.key.hint": _e("hint: what the hard computer player would do now, and why"),
    "page.help.key.explain": _e("the spot under the cursor: its hexes, whose houses, what a house there brings"),
    "page.help.key.log": _e("the log a page back / on, the Patrician's moves too"),
    # What each key does on the map.
    "page.help.key.move": _e("move the cursor from spot to spot (or between wall slots)"),
    "page.help.key.jump": _e("jump to the next / previous spot (or wall slot) you can choose"),
    "page.help.key.number": _e("type a spot's (or wall slot's) number: the cursor goes there; Enter chooses it"),
    # The letter keys of the city buildings: `keys` lists each key with its
    # building ("page.help.building_key", in a list: "a Architect, c Cathedral, ...").
    "page.help.key.buildings": _e("the next spot you may choose around that city building, round again at the "
                                  "end: {keys}", keys=ANY),
    "page.help.building_key": _e("{key} {building}", key=TEXT, building=HEX),
    "page.help.key.numbers": _e("show each free spot's number on the map (bold and underlined: you may choose "
                                "it); again hides them"),
    "page.help.key.choose": _e("build on the spot under the cursor (or raise the tower, build the wall)"),
    "page.help.key.click": _e("put the cursor on a spot or wall slot; click it again to choose it"),
    "page.help.key.fish": _e("exchange fish (when you may: before building, between your new house's hexes)"),
    "page.help.key.powerhouse": _e("duel: place a Powerhouse instead of a house (press again for a house)"),
    # What each key does while the computer players or the Patrician move.
    "page.help.key.show_move": _e("show the Patrician's or a computer player's next move now (Enter waits, so it "
                                  "never builds by mistake)"),
    "page.help.key.skip": _e("skip to your turn (the rest of the moves without pauses, all in the log)"),
    # What each key does in a dialog (a list of options).
    "page.help.key.dialog_move": _e("move between the options"),
    "page.help.key.dialog_digit": _e("highlight that option (Enter confirms)"),
    "page.help.key.dialog_confirm": _e("confirm the option"),
    "page.help.key.dialog_aside": _e("put the dialog aside to look at the board; Enter on the map brings it back"),
    "page.help.key.dialog_fish": _e("exchange fish first (when choosing which hex acts next)"),
    # What each key does on the other screens: each line starts with the
    # screen's name ("hand-over:", "new game:", "replay:"...).
    "page.help.key.handover": _e("hand-over: the named player is at the keyboard; show their screen"),
    "page.help.key.handover_undo": _e("hand-over: the previous player takes back their move instead"),
    "page.help.key.handover_news": _e("hand-over: read all that happened since your last decision"),
    "page.help.key.new_game": _e("new game: next field, start the game, back"),
    "page.help.key.new_or_quit": _e("start screen and end screen: new game / quit"),
    "page.help.key.final_board": _e("end screen: the final board"),
    "page.help.key.resume_or_load": _e("start screen: resume the last unfinished game / load a saved game"),
    "page.help.key.load_screen": _e("load screen: play on (or replay a finished game) / replay, back"),
    "page.help.key.replay": _e("replay: one action (or a move of the Patrician's) / one turn back or on; "
                               "Home End: first / last"),
    # The map's legend: what each sign on the map means (the sign is drawn
    # beside it).
    "page.help.legend.free_spot": _e("a free spot"),
    "page.help.legend.legal_spot": _e("a spot you may choose now"),
    "page.help.legend.cursor": _e("the cursor"),
    "page.help.legend.houses": _e("houses: each player has a colour and a symbol"),
    "page.help.legend.last_house": _e("the last house built (reversed); ▓ a wall, underlined a tower, built since"),
    "page.help.legend.tower": _e("towers: their owner's symbol, hollow, beside the spot"),
    "page.help.legend.city_loop": _e("the city loop: 22 wall slots, dotted"),
    "page.help.legend.wall": _e("a built wall;  a digit on a lit slot: the VP it would give"),
    "page.help.legend.reserved": _e("reserved spot, Powerhouse (solo and 2-player games)"),
    "page.help.legend.powerhouse_spot": _e("a spot where you may put a Powerhouse now (2-player games)"),
    "page.help.legend.patrician_move": _e("solo: the spot, building or wall of the Patrician's move being shown"),
    # The hexes' names as the map writes them in its hexes (keep them the
    # same as the map's labels), then what they are. "W S O G L" are the
    # letters the map writes under the countryside hexes' names.
    "page.help.legend.countryside_labels": _e("Wood Stone Ore"),
    "page.help.legend.countryside": _e("countryside hexes (their letter W S O G L under the name)"),
    "page.help.legend.more_labels": _e("Grapes Olives ~Sea~"),
    "page.help.legend.countryside_and_sea": _e("countryside and sea hexes"),
    "page.help.legend.building_labels": _e("Winery Mason …"),
    "page.help.legend.buildings": _e("the 10 city buildings"),
    # The rules in short: each rule's heading, then the rule.
    "page.help.rule_head.goal": _e("Goal"),
    "page.help.rule.goal": _e("Score the most victory points (VP). The game ends when every house is built."),
    "page.help.rule_head.turn": _e("Your turn"),
    "page.help.rule.turn": _e("Build one house on a free spot: a corner where 3 hexes meet. Then the 3 hexes act "
                              "one after the other, in the order you choose (countryside and sea first unless you "
                              "pick otherwise)."),
    "page.help.rule_head.building": _e("Building rule"),
    "page.help.rule.building": _e("For each countryside hex the spot touches, your houses around that hex (the new "
                                  "one included) may not outnumber your Wood; for each city building, your Stone. "
                                  "What the new house itself gains counts. Winery, Oil Press and Silversmith also "
                                  "need 1 Grapes, Olives or Silver Ore; the Fishmonger 2 Fish; Market and Wharf 1 "
                                  "Wine, Oil or Silver. The cursor line under the map says why a spot is not "
                                  "allowed."),
    "page.help.rule_head.countryside": _e("Countryside, sea"),
    "page.help.rule.countryside": _e("A countryside hex gives you 1 of its resource, a sea hex 1 Fish. Resources "
                                     "are never spent: they measure what you can reach."),
    "page.help.rule_head.buildings": _e("City buildings"),
    "page.help.rule.buildings": _e("Your new house acts, then every other house around that building in clockwise "
                                   "order, each for its owner (at the Rector's Palace and the Cathedral only the "
                                   "new house acts). Winery, Oil Press, Silversmith: make as much Wine, Oil, Silver "
                                   "as you have Grapes, Olives, Silver Ore (at most 12 in the warehouse). Mason: "
                                   "build a wall, 1 VP + 1 per own house or tower at its ends. Architect: raise a "
                                   "tower on a city-limit spot. Fishmonger: 1 VP per 2 Fish. Market: buy a ship, its "
                                   "stars are VP. Wharf: sell 1 Wine, Oil or Silver for its market value. Rector's "
                                   "Palace: draw 2 bonus cards, keep 1. Cathedral: scores at the end."),
    "page.help.rule_head.bonus": _e("Bonus cards"),
    "page.help.rule.bonus": _e("At the start each player keeps 1 of 3 secret bonus cards; the Rector's Palace "
                               "brings more. Each scores at the end (for example 2 VP per Stone you have), at most "
                               "12 VP per card. Only the player at the keyboard sees their own cards."),
    "page.help.rule_head.ships": _e("Ships, market"),
    "page.help.rule.ships": _e("A ship costs the Wine, Oil and Silver shown in the harbour and scores its stars at "
                               "once. Then the commodity of its harbour slot drops 1 on the market and a new ship "
                               "arrives. The market values are what the Wharf pays and what the Cathedral scores."),
    "page.help.rule_head.fish": _e("Fish exchange"),
    "page.help.rule.fish": _e("2 Fish → 1 Wood, Grapes or Olives; 3 Fish → 1 Stone; 4 Fish → 1 Silver Ore. "
                              "Before building, between your new house's hexes, right before your house makes "
                              "Wine, Oil or Silver (also on someone else's turn), and at final scoring."),
    "page.help.rule_head.duel": _e("Duel"),
    "page.help.rule.duel": _e("Each player also has 2 black Powerhouses (⌂) to place instead of a house: only on "
                              "the city limits, never next to another Powerhouse's hex, without Wood or Stone (a "
                              "building's own needs still count). It gains nothing from countryside or sea, but "
                              "every house around its buildings acts for its placer, whatever the colour; later, "
                              "whoever builds at that building gets the Powerhouse's action. It blocks both "
                              "players' walls."),
    "page.help.rule_head.solo": _e("Solo"),
    "page.help.rule.solo": _e("You against the Patrician's two bots, Orange and Blue, for 9 rounds. They build on "
                              "the spots of their Patrician cards (× marks them: never yours), ignore the building "
                              "rules and play their own moves, shown one at a time. You win only by beating both."),
    "page.help.rule_head.end": _e("End scoring"),
    "page.help.rule.end": _e("Walls: your longest stretch of built walls whose spots in between are free or yours "
                             "scores 1 per wall and 1 per own house and tower between them. Cathedral: each of your "
                             "houses there scores one set of Wine + Oil + Silver at the final values. Bonus cards: "
                             "at most 12 VP each. Tie: the Wine, Oil and Silver left, at market value, decide."),

    # ------------------------------------------------------------ the end screen
    # Its heading: "Final scoring", then who won ("page.end.winner" or
    # "page.end.shared_victory"); in solo, the heading alone.
    "page.end.final_scoring": _e("Final scoring"),
    "page.end.title_solo": _e("Final scoring · solo against the Patrician"),
    "page.end.winner": _n("{winner} wins with {total} VP", "{winner} wins with {total} VP", "total",
                          winner=NAME, total=NUMBER),
    # Several players share the first place: `winners` lists them ("list.and").
    "page.end.shared_victory": _n("Shared victory: {winners} win with {total} VP",
                                  "Shared victory: {winners} win with {total} VP", "total", winners=ANY, total=NUMBER),
    # Solo: whether the human beat a bot, in the verdict's lines (after ✓ or
    # ✗) and in the scores table's last column.
    "page.end.beaten": _e("beaten"),
    "page.end.not_beaten": _e("not beaten"),
    # Solo: the scores table's verdict cell on the human's own row.
    "page.end.you": _e("you"),
    # The scores table's column headings.
    "page.end.column.rank": _e("Rank"),
    "page.end.column.player": _e("Player"),
    "page.end.column.in_game": _e("In game"),
    "page.end.column.walls": _e("Walls"),
    "page.end.column.cathedral": _e("Cathedral"),
    "page.end.column.bonus": _e("Bonus cards"),
    "page.end.column.total": _e("Total"),
    "page.end.column.verdict": _e("Verdict"),
    # A player's breakdown, after the player's name: the walls' VP as the wall
    # stretch counts them (walls, houses, towers: "page.end.walls_counted"...),
    # then the Cathedral's VP.
    "page.end.detail": _e(": walls {walls} = {walls_counted} + {houses} + {towers} in the longest stretch · "
                          "Cathedral {cathedral}", walls=NUMBER, walls_counted=MESSAGE, houses=MESSAGE,
                          towers=MESSAGE, cathedral=NUMBER),
    "page.end.walls_counted": _n("{count} wall", "{count} walls", "count", count=NUMBER),
    "page.end.houses_counted": _n("{count} house", "{count} houses", "count", count=NUMBER),
    "page.end.towers_counted": _n("{count} tower", "{count} towers", "count", count=NUMBER),
    # A player's breakdown, second line: each bonus card's score
    # ("page.end.card.", in a list), or "page.end.no_cards".
    "page.end.bonus_cards": _e("bonus cards: {cards}", cards=ANY),
    "page.end.no_cards": _e("none"),
    # One bonus card's score: its title ("2 VP per Stone") and its VP; `raw`
    # is what it would score without the cap of `cap` VP per card.
    "page.end.card.scored": _n("{title}: {vp} VP", "{title}: {vp} VP", "vp", title=MESSAGE, vp=NUMBER),
    "page.end.card.capped": _n("{title}: {vp} VP ({raw}, capped at {cap})", "{title}: {vp} VP ({raw}, capped at {cap})",
                               "vp", title=MESSAGE, vp=NUMBER, raw=NUMBER, cap=NUMBER),
    # Easier solo: a bot's weaker card of a pair scores nothing; `vp` is what it would have scored.
    "page.end.card.not_counted": _n("{title}: not counted ({vp} VP, the weaker card of its pair)",
                                    "{title}: not counted ({vp} VP, the weaker card of its pair)", "vp",
                                    title=MESSAGE, vp=NUMBER),
    # A tie on total VP between two players ("both") or more ("all"):
    # `names` lists them ("Ann and Bo", "Ann, Bo and Cy"), `values` each one's
    # tie-break value ("page.end.tie.value", in a list), `settled` how the
    # tie-break ranked them ("page.end.tie.settled_*").
    "page.end.tie.both": _n("{names} both have {total} VP. Tie-break: the market value of the Wine, Oil and Silver "
                            "left in the warehouse ({values}): {settled}",
                            "{names} both have {total} VP. Tie-break: the market value of the Wine, Oil and Silver "
                            "left in the warehouse ({values}): {settled}", "total",
                            names=ANY, total=NUMBER, values=ANY, settled=MESSAGE),
    "page.end.tie.all": _n("{names} all have {total} VP. Tie-break: the market value of the Wine, Oil and Silver "
                           "left in the warehouse ({values}): {settled}",
                           "{names} all have {total} VP. Tie-break: the market value of the Wine, Oil and Silver "
                           "left in the warehouse ({values}): {settled}", "total",
                           names=ANY, total=NUMBER, values=ANY, settled=MESSAGE),
    "page.end.tie.value": _e("{player} {value}", player=NAME, value=NUMBER),
    "page.end.tie.settled_shared": _e("equal too, so they share place {rank}.", rank=NUMBER),
    "page.end.tie.settled_ranked": _e("the higher value ranks higher."),
    "page.end.tie.settled_partly": _e("the higher value ranks higher; equal values share a place."),
    "page.end.no_tie": _e("No tie on VP: the tie-break (market value of the Wine, Oil and Silver left) was not "
                          "needed."),
    # The final market: `market` lists each commodity's value
    # ("page.end.market_value", in a list); `seed` is the game's random seed.
    "page.end.market": _e("Final market values: {market}. Seed {seed}.", market=ANY, seed=NUMBER),
    "page.end.market_value": _e("{commodity} {value}", commodity=COMMODITY, value=NUMBER),
    # The end screen's buttons, each with its key.
    "page.end.button.new_game": _e("New game (n)"),
    "page.end.button.final_board": _e("Final board (b)"),
    "page.end.button.save_copy": _e("Save a copy (c)"),
    "page.end.button.quit": _e("Quit (q)"),
    # The final board's title in the replay viewer ("REPLAY the final board · read-only ...").
    "page.end.final_board_title": _e("the final board"),
    # The end screen's commands in the command palette: a name, then what it does.
    "page.end.command.standing": _e("Scores by source"),
    "page.end.command.standing_help": _e("Each player's VP by where it came from (s)"),
    "page.end.command.board": _e("Final board"),
    "page.end.command.board_help": _e("The board as the game ended, read-only (b)"),

    # ------------------------------------------------------------ where do I stand
    # The heading, then whose bonus cards are counted.
    "page.standing.title": _e("Where do I stand"),
    "page.standing.own_cards": _e("bonus cards: only your own are counted"),
    "page.standing.cards_secret": _e("bonus cards are secret"),
    # The table's rows: VP of play by source (their words are the game's),
    # then the end scoring, as it came (the game is over) or as it would come now.
    "page.standing.so_far": _e("VP so far"),
    "page.standing.end_scoring": _e("End scoring"),
    "page.standing.if_ended_now": _e("If the game ended now"),
    "page.standing.walls": _e("Walls (longest stretch)"),
    "page.standing.cathedral": _e("Cathedral"),
    "page.standing.bonus": _e("Bonus cards"),
    # Another player's bonus cards, in their cell, before the game is over.
    "page.standing.secret": _e("secret"),
    "page.standing.total": _e("Total"),
    "page.standing.total_now": _e("Total now"),
    # The chart of how the game went (end screen and standings): its title,
    # the axes' words, and under the last point "now" (a round under way:
    # VP of play so far) or "final" (the final scoring's totals).
    "page.chart.title": _e("VP of play at each round's end"),
    "page.chart.title_over": _e("VP at each round's end, then the final totals"),
    "page.chart.round": _e("round"),
    "page.chart.vp": _e("VP"),
    "page.chart.now": _e("now"),
    "page.chart.final": _e("final"),

    # ------------------------------------------------------------ the replay viewer
    # The heading, before the game's title (the save's name, or "the final board").
    "page.replay.heading": _e("REPLAY"),
    # After the title: `state` is "page.replay.finished" or
    # "page.replay.not_finished", `players` the players' names, in a list.
    "page.replay.read_only": _e("read-only · {state} · {players}", state=MESSAGE, players=ANY),
    "page.replay.finished": _e("finished: every bonus card is shown"),
    "page.replay.not_finished": _e("not finished: bonus cards stay secret"),
    # Where the replay is: the step (one action) and the round; what the step did follows.
    "page.replay.step": _e("Step {step} of {steps} · Round {round} of {rounds}",
                           step=NUMBER, steps=NUMBER, round=NUMBER, rounds=NUMBER),
    # A solo replay's step through the Patrician's moves of one action, one
    # at a time as the game showed them: `move` is the move's first log line.
    "page.replay.patrician_move": _e("the Patrician's move {shown} of {total}: {move}",
                                     shown=NUMBER, total=NUMBER, move=MESSAGE),
    # The bonus cards panel: before the game is over, then after it (a line
    # per player: the name, then ": " and the cards' titles, in a list).
    "page.replay.cards_secret": _e("Bonus cards stay secret: this game is not over yet."),
    "page.replay.cards_shown": _e("Bonus cards (the game is over: all shown)"),
    "page.replay.cards_of": _e(": {titles}", titles=ANY),
    "page.replay.no_cards_yet": _e("none yet"),
    # The replay's commands in the command palette: a name, then what it does.
    "page.replay.command.next_turn": _e("Next turn"),
    "page.replay.command.next_turn_help": _e("Step forward to the next player's turn (PgDn)"),
    "page.replay.command.previous_turn": _e("Previous turn"),
    "page.replay.command.previous_turn_help": _e("Step back to the previous player's turn (PgUp)"),
    "page.replay.command.first_step": _e("First step"),
    "page.replay.command.first_step_help": _e("The deal, before any action (Home)"),
    "page.replay.command.last_step": _e("Last step"),
    "page.replay.command.last_step_help": _e("The game as far as it was played (End)"),
    "page.replay.command.close": _e("Close replay"),
    "page.replay.command.close_help": _e("Back to where the replay was opened from (Esc)"),
}
