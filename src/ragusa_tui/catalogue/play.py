"""The words of a game in play: the game screen, its map, panels, dialogs'
frame, the line under the map and the notices."""

from __future__ import annotations

from .entry import ANY, HEX, MESSAGE, NAME, NUMBER, TEXT, Entry, _e, _n

SENTENCES: dict[str, Entry] = {
    # ------------------------------------------------------------ the hand-over
    # Why the hand-over screen gives the keyboard to `player` now; `what` is
    # what they are to decide, in a few words without a capital ("ask.").
    # A decision on nobody's turn (a bonus card at setup, the final exchange).
    "play.handover.own": _e("{player}: {what}.", player=NAME, what=MESSAGE),
    "play.handover.turn": _e("It is {player}'s turn: {what}.", player=NAME, what=MESSAGE),
    # A house of `player`'s (or one working for them) acts at `building` on another player's turn.
    "play.handover.acts_for_you": _e("{player}: a house at the {building} acts for you on {turn}'s turn: {what}.",
                                     player=NAME, building=HEX, turn=NAME, what=MESSAGE),
    "play.handover.decides": _e("On {turn}'s turn, {player} decides: {what}.", turn=NAME, player=NAME,
                                what=MESSAGE),
    # The heading before the others' moves since `player` last decided (on
    # the hand-over screen, and bold in the log, the moves following it).
    "play.news.since": _e("Since {player}'s last decision:", player=NAME),

    # ------------------------------------------------------------ the turn header
    # Who decides, when a computer player decides for that seat.
    "play.header.computer": _e("{player} (computer)", player=NAME),
    # While the Patrician's moves are shown one by one (solo): which of them
    # is shown. Short: the header's top line has 100 columns.
    "play.header.bots_play": _n("the Patrician plays: move {shown} of {total}",
                                "the Patrician plays: move {shown} of {total}", "total", shown=NUMBER, total=NUMBER),
    "play.header.bots_about_to_play": _e("the Patrician is about to play"),
    # A seat at a networked table, while another seat decides: `who` is the
    # player's name or "play.header.computer", `what` what they decide ("ask.").
    "play.waiting.for": _e("Waiting for {who}: {what}", who=ANY, what=MESSAGE),
    # The same, for a player who has left the table for now.
    "play.waiting.for_away": _e("Waiting for {who} (away): {what}", who=ANY, what=MESSAGE),
    "play.waiting.on_its_way": _e("Your move is on its way to the table…"),
    "play.link.lost": _e("the connection to the table is lost: reconnecting…"),
    # Why the link to the table has stopped for good, as the link words it.
    "play.link.closed": _e("{why}", why=TEXT),

    # ------------------------------------------------------------ the bonus cards panel
    # What the bonus cards panel says when it shows nobody's cards.
    "play.cards.final_scoring": _e("Final scoring shows every bonus card."),
    "play.cards.spectator": _e("A spectator sees nobody's bonus cards."),
    "play.cards.hidden": _e("Bonus cards are hidden until the keyboard is handed over."),

    # ------------------------------------------------------------ notices
    # A notice's title, above its text.
    "play.title.table": _e("Table"),
    "play.title.not_your_decision": _e("Not your decision"),
    "play.title.cannot_build": _e("Cannot build here"),
    "play.title.fish": _e("Fish exchange"),
    "play.title.hint": _e("Hint"),
    "play.title.standing": _e("Where do I stand"),
    "play.title.palette": _e("Command palette"),
    "play.title.computer": _e("Computer player"),
    # A take-back asked of a networked table, which answers later.
    "play.title.take_back_asked": _e("Take-back"),
    "play.title.taken_back": _e("Taken back"),
    "play.title.cannot_take_back": _e("Cannot take back"),
    "play.title.cannot_replay": _e("Cannot replay"),
    # Esc put the dialog aside to look at the board.
    "play.notice.decision_aside": _e("Press Enter on the map to bring the decision back."),
    "play.notice.recovered": _e("Something unexpected happened; back to the current decision."),
    # Enter on the map while another seat decides: `waiting` is the header's
    # line ("play.waiting.for"...) without its own last full stop or ellipsis.
    "play.notice.not_your_decision": _e("{waiting}.", waiting=TEXT),
    # Enter on a spot where the house (or Powerhouse) may not go: `why` is the reason.
    "play.notice.cannot_build": _e("Spot {spot}: {why}.", spot=NUMBER, why=MESSAGE),
    "play.notice.not_tower_spot": _e("Spot {spot} is not a free tower spot.", spot=NUMBER),
    # What goes on while nobody at the keyboard may decide: `moving` is
    # "play.moving.computer", "play.moving.bots" or the header's "play.waiting." line.
    "play.moving.computer": _e("A computer player is deciding"),
    "play.moving.bots": _e("The Patrician's moves are being shown (Esc skips them)"),
    "play.notice.fish_later": _e("{moving}; exchange fish when you decide.", moving=MESSAGE),
    "play.notice.hint_later": _e("{moving}; ask for a hint on your own turn.", moving=MESSAGE),
    "play.notice.standing_later": _e("The scores show once the Patrician's moves are shown: Space shows the "
                                     "next move, Esc skips to your decision."),
    # A command chosen in the command palette after the game had moved on.
    "play.notice.palette_stale": _e("The game moved on while the palette was open: nothing was done."),
    # A computer player failed to decide: it plays `action` (as written, e.g. "place 3") instead.
    "play.notice.computer_failed": _e("{player}'s computer player could not decide and plays {action} instead.",
                                      player=NAME, action=TEXT),
    # The hint: the advice (`hint`, a sentence or two), then where the cursor is.
    "play.hint.cursor_on_it": _e("{hint} The cursor is on it.", hint=TEXT),
    # The same, when the decision is asked in a dialog: its option is the one highlighted.
    "play.hint.option_highlighted": _e("{hint} Its option is highlighted.", hint=TEXT),
    "play.hint.game_over": _e("The game is over."),
    # While the hint is being worked out.
    "play.hint.thinking": _e("Thinking…"),
    "play.undo.computer_decided": _e("The last decision was {player}'s, a computer player's: only persons' "
                                     "decisions can be taken back.", player=NAME),
    # Why a spot is refused, when the game gives no reason of its own.
    "play.problem.no_powerhouse_spot": _e("not a legal Powerhouse spot now"),
    "play.problem.no_spot": _e("not a legal spot now"),
    # Joining a table hosted over TLS: `error` is the system's reason, as it words it.
    "play.join.certificate_unreadable": _e("The table's certificate cannot be read: {error}.", error=TEXT),
    # Printed on the terminal when the game is started without one (`ragusa` is the command's name).
    "play.no_terminal": _e("ragusa is played in a terminal: start it in an interactive terminal window, "
                           "without redirecting its input or output."),

    # ------------------------------------------------------------ the command palette
    # The game's commands in the command palette (Ctrl+P): each one's name,
    # then what it does, with its key in parentheses (keys stay as they are).
    "play.command.hint.title": _e("Hint"),
    "play.command.hint.help": _e("What the hard computer player would do now, and why (i)"),
    "play.command.fish.title": _e("Fish exchange"),
    "play.command.fish.help": _e("Exchange Fish for Wood, Grapes, Olives, Stone or Silver Ore, when allowed now (f)"),
    "play.command.standing.title": _e("Where do I stand"),
    "play.command.standing.help": _e("Each player's VP by source and the end scoring if the game ended now (s)"),
    "play.command.next_choice.title": _e("Next choice on the map"),
    "play.command.next_choice.help": _e("Move the cursor to the next spot or wall slot you can choose (Tab)"),
    # One command per city building, `key` the building's key on the map.
    "play.command.building.title": _e("Spots at the {building}", building=HEX),
    "play.command.building.help": _e("Move the cursor to the next spot you may choose around the {building} ({key})",
                                     building=HEX, key=TEXT),
    "play.command.numbers.title": _e("Spot numbers"),
    "play.command.numbers.help": _e("Show or hide each free spot's number on the map ({key})", key=TEXT),
    "play.command.choose.title": _e("Choose the cursor's spot"),
    "play.command.choose.help": _e("Build / raise the tower / build the wall where the cursor is (Enter)"),
    "play.command.undo.title": _e("Undo"),
    "play.command.undo.help": _e("Take back the last decision, while that reveals nothing and takes back "
                                 "nobody else's choice (u or Ctrl+Z)"),
    # A duel: the piece Enter places on the map switches to a Powerhouse, or back to a house.
    "play.command.powerhouse.title": _e("Place a Powerhouse"),
    "play.command.house.title": _e("Build a house"),
    "play.command.switch_piece.help": _e("Switch the piece Enter places (p)"),
    "play.command.back.title": _e("Back to the decision"),
    "play.command.back.help": _e("Reopen the dialog you put aside (Enter)"),
    "play.command.skip.title": _e("Skip to your turn"),
    "play.command.skip.help": _e("Show the rest of the Patrician's moves at once (Esc)"),
    # The app's own notices, questions and commands (`app.app`).
    "play.app.autosave_failed": _e("Autosave failed"),
    "play.app.not_locked": _e("Game not locked"),
    # Why quitting or leaving would lose moves: `problem` is the save's problem, a sentence.
    "play.app.unsaved_quitting": _e("The game could not be saved: {problem} Quitting now loses what was not saved.",
                                    problem=TEXT),
    "play.app.unsaved_leaving": _e("The game could not be saved: {problem} Leaving now loses what was not saved.",
                                   problem=TEXT),
    "play.app.host": _e("Host"),
    "play.app.opening_table": _e("Opening the table on the network…"),
    # `reopen` says how to open the table again (the command, a sentence).
    "play.app.hosted_stopped": _e("The table you hosted is stopped and saved: {reopen}", reopen=TEXT),
    "play.app.host_stops": _e("The table you host stops, saved: {reopen}", reopen=TEXT),
    "play.app.join_commands": _e("Join commands"),
    "play.app.join_commands_help": _e("The commands that join the table you host, again"),
    "play.app.saved_resume": _e("It is saved: Resume or Load game on the start screen brings it back."),
    # The confirmations: `kept` says what becomes of the game (one of the sentences here).
    "play.app.leave_question": _e("Leave this game and set up a new one? {kept}", kept=TEXT),
    "play.app.quit_question": _e("Quit Ragusa? {kept}", kept=TEXT),
    "play.app.table_plays_on": _e("The table plays on without you: the same join command takes your seat back."),
    "play.app.saved_start_again": _e("The game is saved: start ragusa again and choose Resume to play on."),
    "play.app.server_saves": _e("The table's server saves this game; once it is over, a copy may be saved here too."),
    # The command palette's commands, each with its line of help (a key may follow: " (n)").
    "play.app.save_as": _e("Save as"),
    "play.app.save_as_help": _e("Save a copy of this game under a name of your choice"),
    "play.app.new_game": _e("New game"),
    "play.app.new_game_leave_help": _e("Leave this game and set up a new one"),
    "play.app.new_game_help": _e("Set up a new game"),
    "play.app.load_game": _e("Load game"),
    "play.app.load_game_help": _e("The saved games: play one on, or replay it step by step"),
    "play.app.help": _e("Help"),
    "play.app.help_help": _e("Every key, the symbols on the map, the rules in short (? or F1)"),
    "play.app.quit": _e("Quit"),
    "play.app.quit_help": _e("Quit Ragusa (Ctrl+Q)"),
    "play.app.join_a_table": _e("Join a table"),
    "play.app.no_hosting_in_tab": _e("Hosting a table is off in a browser tab: it would listen on the server's "
                                     "network; ragusa web --allow-hosting turns it on."),
    "play.app.no_joining_in_tab": _e("Joining a table is off in a browser tab: the server would connect wherever "
                                     "asked; ragusa web --allow-joining turns it on."),
}
