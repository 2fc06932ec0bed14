"""The words of Learn to play: the lesson's box on the game screen, its
notices, and every step of the guided first game (`table/lessons/`).

A step's words stand in a box of about 48 columns and 5 lines at 100
columns: two short sentences at most, the French and Polish included."""

from __future__ import annotations

from .entry import ANY, NUMBER, OPENING, TEXT, Entry, _e

SENTENCES: dict[str, Entry] = {
    # The learner's name at the table, when the new-game form remembers none.
    "learn.name.learner": _e("Player"),
    # The lesson box's title: where the learner is; its last line, its keys (at most 48 characters).
    "learn.box.title": _e("Learn to play · step {step} of {steps}", step=NUMBER, steps=NUMBER),
    "learn.box.free_title": _e("Learn to play · free play"),
    "learn.box.keys": _e("^n skip step · ^e play freely · ^r restart"),
    "learn.box.keys_free": _e("^r starts the lesson again"),
    # A legal move that is not the one the step asks for: nothing was played
    # (the box's last line: at most 48 characters; the notice says more).
    "learn.box.wrong": _e("Not this move: nothing changed. i shows it."),
    # The hint (i) during a step: the move it asks for (a phrase, as the hint words one).
    "learn.hint": _e("{move}: the move this step asks for.", move=OPENING),
    # What the other seats are doing while the learner waits.
    "learn.box.others": _e("The others play their turns: follow them in the log and on the map "
                           "(Space: the next move at once)."),
    # The lesson's keys (named in the box's first line, `learn.box.keys`).
    "learn.key.skip_step": _e("Skip the step"),
    "learn.key.play_freely": _e("Play freely"),
    "learn.key.restart": _e("Start the lesson again"),
    # The command palette's help for them (with their keys).
    "learn.command.skip_step": _e("Play this step's move for you (Ctrl+N)"),
    "learn.command.play_freely": _e("End the guided part here and play on freely (Ctrl+E)"),
    "learn.command.restart": _e("Start Learn to play again from its first step (Ctrl+R)"),
    # Notices.
    "learn.notice.title": _e("Learn to play"),
    "learn.notice.resumed": _e("The lesson goes on at step {step} of {steps}; ^r starts it again.",
                               step=NUMBER, steps=NUMBER),
    "learn.notice.restarted": _e("The lesson starts again from the beginning."),
    "learn.notice.freed": _e("Free play: every legal move is yours to choose now."),
    # What leaving the lesson keeps (after "Quit Ragusa?").
    "learn.kept": _e("Your place in the lesson is kept: Learn to play goes on from this step."),
    "learn.notice.finished": _e("You finished the lesson before: it starts again from the beginning."),
    "learn.progress.broken": _e("The lesson's progress file could not be read, so the lesson starts "
                                "from the beginning."),
    # A lesson's file that cannot be played (`why`: the checker's words).
    "learn.problem.file": _e("The lesson cannot be played: {why}.", why=ANY),
    "learn.problem.ends_early": _e("the game ends before action {number}", number=NUMBER),
    "learn.problem.no_step": _e("no step at action {number}, the learner's decision", number=NUMBER),
    "learn.problem.others_step": _e("the step at action {number} is another seat's decision", number=NUMBER),
    "learn.problem.illegal": _e("action {number} is not legal there: {reason}", number=NUMBER, reason=TEXT),
    "learn.problem.hand_over": _e("the hand-over is not the learner's decision"),
    "learn.problem.seat": _e("the learner's seat is not at the table"),
    # ------------------------------------------------------------ the first game's steps
    "learn.first.keep_bonus": _e("Welcome to Ragusa! Each player keeps one of three bonus cards; it scores "
                                 "at the end. Keep the card lit up: Enter."),
    "learn.first.first_house": _e("Each turn you build one house on a spot, where three hexes meet, and each "
                                  "hex acts. Countryside gives 1 resource: build on spot 4 (Enter)."),
    "learn.first.city_needs": _e("A hex may hold only as many of your houses as you have Wood (countryside) "
                                 "or Stone (city). Build on spot 32, at the Winery and the Architect."),
    "learn.first.architect": _e("Your house at the Architect raises one of your towers on the city's edge. "
                                "Raise it on spot 16."),
    "learn.first.clockwise": _e("Vesna built at the Architect: its houses act clockwise, each for its "
                                "owner. Yours raises a tower on her turn: spot 17."),
    "learn.first.market": _e("The Market buys a ship with Wine, Oil or Silver; ships score VP. Build on "
                             "spot 46, at the Winery and the Market."),
    "learn.first.order": _e("You choose the order your hexes act. Let the Market go first: it buys nothing, "
                            "and the Wine stays for the Wharf."),
    "learn.first.sea_wharf": _e("Sea hexes give Fish and need nothing. Build on spot 71, at the Wharf: it "
                                "sells one Wine, Oil or Silver for its market value in VP."),
    "learn.first.sell": _e("Wine is worth 5 VP on the market track, lower right: sell one Wine at the "
                           "Wharf."),
    "learn.first.mason": _e("The Mason builds a wall on the city's edge; it scores VP now and at the end. "
                            "Build on spot 43."),
    "learn.first.wall": _e("A wall scores 1 VP plus 1 for each of your pieces at its two ends. Build it "
                           "on slot 21, by your tower."),
    "learn.first.again": _e("Vesna built at the Architect again, so your house there acts once more: "
                            "raise a tower on spot 23."),
    "learn.first.another_winery": _e("A third Winery house: each one makes Wine for you, as much as your "
                                     "Grapes. Build on spot 39."),
    "learn.first.fish": _e("Before a house acts you may trade Fish: 2 Fish for 1 Grapes means more Wine "
                           "from each house. Take Grapes."),
    "learn.first.ship": _e("Marin built at the Market: your house there acts for you on his turn. Buy the "
                           "Silk ship for 2 Wine."),
    "learn.first.play_on": _e("Play on: the game ends when everyone has built all 12 houses; then walls, "
                              "the Cathedral and bonus cards score. s shows the scores. Good luck!"),
}
