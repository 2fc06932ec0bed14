"""The words of the game screen's panels and widgets: the map's labels and the
words about the spot under the cursor, the turn header, the players' mats,
the harbour, the bonus cards, the decision panel, the event log and the
Footer's own words, and the confirmation dialog."""

from __future__ import annotations

from .entry import ANY, HEX, MESSAGE, NAME, NUMBER, OPENING, TEXT, Entry, _e, _n

SENTENCES: dict[str, Entry] = {
    # ------------------------------------------------------------ the map
    # The labels drawn inside the map's hexes. A wide hex has three lines,
    # separated here by "|": the top one (5 cells), the middle one (7 cells)
    # and the bottom one (5 cells); a line may be empty, and anything longer
    # than its line is cut. A long word may be split over two lines with a
    # hyphen ("Archi-|tect"). The sea's "~" are waves, not letters.
    "panel.map.wide.sea": _e("~ ~|~ Sea ~|~ ~"),
    # The bottom line of a resource hex is one letter standing for it
    # (O for Ore, L for oLives: the Grapes have the G).
    "panel.map.wide.wood": _e("|Wood|W"),
    "panel.map.wide.stone": _e("|Stone|S"),
    "panel.map.wide.silver_ore": _e("|Ore|O"),
    "panel.map.wide.grapes": _e("|Grapes|G"),
    "panel.map.wide.olives": _e("|Olives|L"),
    "panel.map.wide.silversmith": _e("|Silver|smith"),
    "panel.map.wide.architect": _e("|Archi-|tect"),
    "panel.map.wide.mason": _e("|Mason|"),
    "panel.map.wide.rectors_palace": _e("|Rector|Pal."),
    "panel.map.wide.winery": _e("|Winery|"),
    "panel.map.wide.oil_press": _e("|Oil|Press"),
    "panel.map.wide.cathedral": _e("|Cathe-|dral"),
    "panel.map.wide.market": _e("|Market|"),
    "panel.map.wide.wharf": _e("|Wharf|"),
    "panel.map.wide.fishmonger": _e("Fish|monger|"),
    # The one label of a narrow hex (a small terminal): at most 5 cells; a
    # city building's is a three-letter abbreviation in capitals.
    "panel.map.narrow.sea": _e("~Sea~"),
    "panel.map.narrow.wood": _e("Wood"),
    "panel.map.narrow.stone": _e("Stone"),
    "panel.map.narrow.silver_ore": _e("Ore"),
    "panel.map.narrow.grapes": _e("Grape"),
    "panel.map.narrow.olives": _e("Olive"),
    "panel.map.narrow.silversmith": _e("SIL"),
    "panel.map.narrow.architect": _e("ARC"),
    "panel.map.narrow.mason": _e("MAS"),
    "panel.map.narrow.rectors_palace": _e("REC"),
    "panel.map.narrow.winery": _e("WIN"),
    "panel.map.narrow.oil_press": _e("OIL"),
    "panel.map.narrow.cathedral": _e("CAT"),
    "panel.map.narrow.market": _e("MKT"),
    "panel.map.narrow.wharf": _e("WHF"),
    "panel.map.narrow.fishmonger": _e("FSH"),
    # A notice: the key of a city building found no spot around it that may be chosen now.
    "panel.map.no_spot_near": _e("No spot you may choose now touches the {building}.", building=HEX),
    # A building's key pressed again when one spot only may be chosen around it (the cursor is on it).
    "panel.map.only_spot_near": _e("Spot {spot} is the only spot you may choose now beside the {building}.",
                                   spot=NUMBER, building=HEX),

    # ------------------------------------------------------------ the spot under the cursor
    # Its first line: the spot's number, where it is, its hexes and what
    # stands on it, each part apart (the line shows them separated by " · ").
    "panel.spot.title": _e("Spot {spot}", spot=NUMBER),
    # Where a spot lies.
    "panel.spot.area.countryside": _e("countryside"),
    "panel.spot.area.city_limits": _e("city limits"),
    "panel.spot.area.city": _e("in the city"),
    # The hexes around the spot: "Wood, Winery, Sea".
    "panel.spot.hexes": _e("hexes: {hexes}", hexes=ANY),
    # A spot where a tower may stand.
    "panel.spot.tower_spot": _e("tower spot"),
    # What stands on the spot, and whose it is.
    "panel.spot.house": _e("{owner}'s house", owner=NAME),
    "panel.spot.powerhouse": _e("{owner}'s Powerhouse", owner=NAME),
    "panel.spot.tower": _e("{owner}'s tower", owner=NAME),
    # In a solo game: a spot kept for the Patrician's bots (marked × on the map).
    "panel.spot.reserved": _e("× reserved for the Patrician"),
    # Its second line: whether the spot may be chosen now. Enter and Space
    # and Esc are keys; a click on the spot under the cursor chooses it.
    "panel.spot.can_build": _e("✓ {player} can build here: Enter, or click it again.", player=NAME),
    # `why` is the reason the spot is refused ("panel.spot.not_legal" if none is known).
    "panel.spot.refused": _e("✗ {why}.", why=OPENING),
    "panel.spot.not_legal": _e("not a legal spot now"),
    "panel.spot.can_place_powerhouse": _e("✓ {player} can place a Powerhouse here: Enter, or click it again.",
                                          player=NAME),
    # `why`: the reason, or "panel.spot.not_legal_powerhouse".
    "panel.spot.no_powerhouse": _e("✗ No Powerhouse here: {why}.", why=MESSAGE),
    "panel.spot.not_legal_powerhouse": _e("not a legal Powerhouse spot now"),
    "panel.spot.free_tower_spot": _e("✓ Free tower spot: Enter to raise {player}'s tower here.", player=NAME),
    "panel.spot.not_free_tower_spot": _e("✗ Not a free tower spot."),
    # While the Patrician's moves are being shown one by one.
    "panel.spot.watching": _e("The Patrician plays: Space next move, Esc skip"),
    # A networked table: this screen's move has been sent and not yet played.
    "panel.spot.on_its_way": _e("Your move is on its way to the table; arrow keys look around."),
    # Someone at another screen decides; the second one when a computer plays that seat.
    "panel.spot.elsewhere": _e("It is {player}'s decision; arrow keys look around.", player=NAME),
    "panel.spot.elsewhere_computer": _e("It is {player}'s decision (a computer); arrow keys look around.",
                                        player=NAME),
    "panel.spot.computer": _e("{player} is a computer player: Space now, Esc skip", player=NAME),
    "panel.spot.reserved_refused": _e("✗ Nobody but the Patrician's bots may build here."),
    "panel.spot.look_around": _e("Arrow keys look around; Enter to decide."),
    # A wall slot under the cursor (the Mason builds walls between two spots
    # of the city's edge): its number, the two spots, and what a wall there scores.
    "panel.slot.title": _e("Wall slot {slot}", slot=NUMBER),
    "panel.slot.between": _e("between spots {a} and {b}", a=NUMBER, b=NUMBER),
    "panel.slot.score": _n("✓ {vp} VP for {player} (1 for the wall + 1 per own house or tower at its two ends): "
                           "Enter to build.",
                           "✓ {vp} VP for {player} (1 for the wall + 1 per own house or tower at its two ends): "
                           "Enter to build.", "vp", vp=NUMBER, player=NAME),

    # ------------------------------------------------------------ the turn header
    # The top line of the game screen: "RAGUSA Round 3 of 12 · ● Ann's turn · ■ Bo decides: ...".
    "panel.header.game": _e("RAGUSA"),  # the game's name, in capitals
    "panel.header.round": _e("Round {round} of {rounds}", round=NUMBER, rounds=NUMBER),
    # Where the turn's player stands once every turn is played.
    "panel.header.final_scoring": _e("final scoring"),
    # The player's name is shown with their symbol and colour.
    "panel.header.turn": _e("{player}'s turn", player=NAME),
    # `what`: what they decide ("keep a bonus card", ...).
    "panel.header.decides": _e("{player} decides: {what}", player=NAME, what=TEXT),

    # ------------------------------------------------------------ the players' mats
    # The labels of the mats' rows (a column per player). A narrow column:
    # keep them short (at most 6 letters; 11 in a duel or a solo game).
    "panel.mats.fish": _e("Fish"),
    "panel.mats.wood": _e("Wood"),
    "panel.mats.stone": _e("Stone"),
    "panel.mats.silver_ore": _e("Ore"),  # Silver Ore
    "panel.mats.grapes": _e("Grapes"),
    "panel.mats.olives": _e("Olives"),
    "panel.mats.houses": _e("Houses"),  # houses left to build
    "panel.mats.powerhouses": _e("Powerhouses"),  # a duel's
    "panel.mats.patrician_cards": _e("Patr. cards"),  # the Patrician's cards in hand (solo)
    "panel.mats.towers": _e("Towers"),
    "panel.mats.ships": _e("Ships"),
    "panel.mats.bonus_cards": _e("Bonus cards"),  # a duel or solo game: a wider column
    "panel.mats.cards": _e("Cards"),  # the bonus cards, in a narrow column

    # ------------------------------------------------------------ the harbour and the market
    # `deck`: the ships left to draw. (The English has always said "ships", even for one.)
    "panel.harbour.title": _n("Harbour · {deck} ships in the deck", "Harbour · {deck} ships in the deck", "deck",
                              deck=NUMBER),
    # The heads of the harbour's columns: the ship, its price, and the
    # commodity its card's back raised on the market (▲ for each step).
    "panel.harbour.ship": _e("Ship"),
    "panel.harbour.cost": _e("Cost"),
    "panel.harbour.back": _e("Back"),
    "panel.harbour.empty": _e("(empty)"),  # a place of the harbour with no ship
    # A ship's price, tight: "1 Wine+2 Oil".
    "panel.harbour.plus": _e("{first}+{rest}", first=ANY, rest=ANY),
    "panel.market.title": _e("Market value (VP at the Wharf)"),
    # After a commodity's track: what one sells for now.
    "panel.market.value": _n("= {vp} VP", "= {vp} VP", "vp", vp=NUMBER),

    # ------------------------------------------------------------ the bonus cards
    "panel.cards.hidden": _e("Bonus cards are hidden until the keyboard is handed over."),
    # After the player's name (shown with their symbol and colour); their cards follow on one line.
    "panel.cards.title_compact": _e("{player}'s bonus cards:", player=NAME),
    # After the player's name; their cards follow, one a line. Nobody else sees them.
    "panel.cards.title": _e("{player}'s bonus cards (secret)", player=NAME),
    "panel.cards.none": _e("none"),  # no bonus card
    # The goods of the ships they own: "Ships: Silk, Furs".
    "panel.cards.ships": _e("Ships: {goods}", goods=ANY),

    # ------------------------------------------------------------ the decision panel
    # The line under a decision's options: its keys ("↑↓", "1-9", "Enter", "f"
    # are keys). `dismiss`: what Esc does ("Esc look at the board").
    "panel.decision.hint": _e("↑↓ or 1-9 pick · Enter or click confirm · {dismiss}", dismiss=TEXT),
    "panel.decision.hint_exchange": _e("↑↓ or 1-9 pick · Enter or click confirm · {dismiss} · f fish exchange",
                                       dismiss=TEXT),
    # A notice: the option chosen is not possible; `note` says why.
    "panel.decision.not_possible": _e("Not possible: {note}.", note=TEXT),
    "panel.decision.not_possible_now": _e("Not possible now."),
    # The title of the notice saying why the fish exchange cannot be opened now.
    "panel.decision.fish_exchange": _e("Fish exchange"),

    # ------------------------------------------------------------ the confirmation dialog
    # Its two buttons; the letter in brackets is the key that answers.
    "panel.confirm.yes": _e("Yes (y)"),
    "panel.confirm.no": _e("No (n)"),
}
