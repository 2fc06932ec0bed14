"""The words of the start screen and its forms: new game, load, save as, the
hand-over, joining and hosting a table, and the screens that say a terminal
is too small or a game is in use."""

from __future__ import annotations

from .entry import ANY, MESSAGE, NAME, NUMBER, TEXT, Entry, _e, _n

SENTENCES: dict[str, Entry] = {
    # ------------------------------------------------------------ the start screen
    # The line under the game's title.
    "menu.start.tagline": _e("the city of Ragusa · hot-seat, duel or solo"),
    # The start screen's buttons.
    "menu.start.resume": _e("Resume"),
    "menu.start.new_game": _e("New game"),
    "menu.start.load_game": _e("Load game"),
    "menu.start.join": _e("Join a table"),
    # Learn to play: a guided first game (p is its key).
    "menu.start.learn": _e("Learn to play"),
    "menu.start.quit": _e("Quit"),
    # The line at the bottom of the start screen: who designed the board game.
    "menu.start.credit": _e("a game by Fabio Lopiano · press ? for help"),
    # The game Resume brings back, under its button: what game it is
    # (one of "menu.start.mode.*"), its players (a list), the round and
    # when it was saved (a date and time such as "2025-03-01 20:15").
    "menu.start.resume_line": _e("{mode} · {players} · round {round} · saved {saved}",
                                 mode=MESSAGE, players=ANY, round=NUMBER, saved=TEXT),
    # What game Resume brings back, by its mode.
    "menu.start.mode.standard": _e("standard game"),
    "menu.start.mode.duel": _e("duel game"),
    "menu.start.mode.solo": _e("solo against the Patrician"),
    # A mode the program does not know, named as the save's note names it.
    "menu.start.mode.other": _e("{mode} game", mode=TEXT),
    # The last game's autosave cannot be read: `file` is its file's name,
    # `why` the reason. The list of saved games ("Load game") shows it.
    "menu.start.unreadable": _e("The newest autosave, {file}, cannot be read: {why}. It is left as it is; "
                                "Load game lists it.", file=TEXT, why=TEXT),
    # The command palette's entry for the Resume button, and its help (r is its key).
    "menu.start.command.resume": _e("Resume"),
    "menu.start.command.resume_help": _e("Play on the unfinished game offered here (r)"),
    # A notice when the offered game cannot be resumed: `error` is why (a sentence).
    "menu.start.cannot_resume.title": _e("Cannot resume"),
    "menu.start.cannot_resume": _e("{error} The file is left as it is.", error=TEXT),

    # ------------------------------------------------------------ the new-game form
    "menu.new_game.title": _e("New game"),
    # The form's labels, left of each row.
    "menu.new_game.mode": _e("Mode"),
    "menu.new_game.players": _e("Players"),
    "menu.new_game.seed": _e("Seed"),
    # The modes to choose from, with how many players each takes.
    "menu.new_game.mode.standard": _e("Hot-seat (3-5)"),
    "menu.new_game.mode.duel": _e("Duel (2)"),
    "menu.new_game.mode.solo": _e("Solo (1)"),
    # What each mode is, in a sentence under the mode choice ("the p key":
    # the key that switches between a house and a Powerhouse in a duel).
    "menu.new_game.hint.standard": _e("3 to 5 players, each a person at the keyboard or a computer. Seats in "
                                      "clockwise order; the starting player is drawn at random."),
    "menu.new_game.hint.duel": _e("Two players, each a person at the keyboard or a computer. Each also has 2 "
                                  "black Powerhouses to place instead of a house (the p key in the game)."),
    "menu.new_game.hint.solo": _e("You against the Patrician: two bots, Orange and Blue, play their own moves. "
                                  "You win only by beating both."),
    # How many players a hot-seat game has (a choice of 3, 4 or 5).
    "menu.new_game.count": _n("{count} player", "{count} players", "count", count=NUMBER),
    # A seat's label, by its number; in a solo game the only seat is "You".
    "menu.new_game.seat": _e("Seat {seat}", seat=NUMBER),
    "menu.new_game.you": _e("You"),
    # The grey text in an empty name field.
    "menu.new_game.name_placeholder": _e("name"),
    # The players' colours, as the colour choices show them (the symbol is
    # shown before each).
    "menu.new_game.colour.red": _e("Red"),
    "menu.new_game.colour.blue": _e("Blue"),
    "menu.new_game.colour.green": _e("Green"),
    "menu.new_game.colour.yellow": _e("Yellow"),
    "menu.new_game.colour.purple": _e("Purple"),
    "menu.new_game.colour.orange": _e("Orange"),
    # Who plays a seat: a person, or a computer player of a level
    # (`level` is one of "menu.new_game.level.*").
    "menu.new_game.person": _e("Person"),
    "menu.new_game.computer": _e("Computer: {level}", level=MESSAGE),
    "menu.new_game.level.easy": _e("easy"),
    "menu.new_game.level.medium": _e("medium"),
    "menu.new_game.level.hard": _e("hard"),
    "menu.new_game.level.expert": _e("expert"),
    # Above the solo game's options (each a checkbox, with a sentence under it).
    "menu.new_game.difficulty": _e("Difficulty (each is optional; they combine):"),
    # A short title for each solo option.
    "menu.new_game.option.rector_no_choice": _e("No choice at the Rector's Palace"),
    "menu.new_game.option.bots_best_of_pair": _e("Bots count only the better card of each pair"),
    "menu.new_game.option.human_first": _e("You play first"),
    # The grey text in the empty seed field: the same seed deals the same game.
    "menu.new_game.seed_placeholder": _e("optional: a number gives the same deal again"),
    "menu.new_game.handover": _e("Hand-over screen between players (hides the bonus cards)"),
    # The form's buttons.
    "menu.new_game.start": _e("Start game"),
    "menu.new_game.host": _e("Host on the network"),
    "menu.new_game.back": _e("Back"),
    # The seed typed is not a whole number: `seed` is what was typed, quoted.
    "menu.new_game.seed_not_number": _e("The seed must be a whole number, not {seed}.", seed=TEXT),
    # The command palette's entries for the form's keys, and their help.
    "menu.new_game.command.start": _e("Start the game"),
    "menu.new_game.command.start_help": _e("Start the game set up on this form (Ctrl+S)"),
    "menu.new_game.command.back": _e("Back"),
    "menu.new_game.command.back_help": _e("Leave the form without starting a game (Esc)"),

    # ------------------------------------------------------------ the saved games
    # The title over the list: `folder` is the saves folder's path. The
    # first words ("menu.load.title_words") are shown in bold.
    "menu.load.title_words": _e("Saved games"),
    "menu.load.title": _e("{title} in {folder}, newest first. Every game saves itself after each action.",
                          title=MESSAGE, folder=TEXT),
    "menu.load.empty": _e("No saved games yet. Start a game: it is saved as you play."),
    # The saves folder cannot be looked at: `error` says why (a sentence).
    "menu.load.folder_unusable": _e("{error} Nothing there can be listed.", error=TEXT),
    # The list's column headings (the last ones are cut on a narrow terminal).
    "menu.load.column.saved": _e("Saved"),
    "menu.load.column.name": _e("Name"),
    "menu.load.column.status": _e("Status"),
    "menu.load.column.round": _e("Round"),
    "menu.load.column.vp": _e("VP"),
    "menu.load.column.mode": _e("Mode"),
    "menu.load.column.players": _e("Players"),
    # A save's status, in a column at most 24 characters wide (cut with "…").
    # A file that cannot be read: `problem` says why.
    "menu.load.status.unreadable": _e("unreadable: {problem}", problem=TEXT),
    # A solo game over: whether the player beat both of the Patrician's bots.
    "menu.load.status.human_won": _e("finished: {human} won", human=NAME),
    "menu.load.status.human_lost": _e("finished: {human} lost", human=NAME),
    # A game over: who won (a list, "list.and" of `count` names).
    "menu.load.status.won": _n("finished: {winners} won", "finished: {winners} won", "count",
                               winners=ANY, count=NUMBER),
    "menu.load.status.in_progress": _e("in progress"),
    # The box under the list, about the highlighted save. A file that
    # cannot be read ("Cannot load '<file>': <reason>." is said before it).
    "menu.load.cannot_be_read": _e("it cannot be read"),
    "menu.load.left_as_it_is": _e("The file is left as it is."),
    # What game a save holds, by its mode, as a sentence's subject.
    "menu.load.game.standard": _e("Standard game"),
    "menu.load.game.duel": _e("Duel game"),
    "menu.load.game.solo": _e("Solo game"),
    # A mode the program does not know, as the file names it.
    "menu.load.game.other": _e("{mode} game", mode=TEXT),
    # A finished game: `game` is one of "menu.load.game.*", `ranking` each
    # player's place and total ("menu.load.ranked", in a list). The words
    # before the ranking are shown in bold. Enter and r are keys.
    "menu.load.finished": _e("{game}, finished: {ranking}. Enter or r replays it.", game=MESSAGE, ranking=TEXT),
    "menu.load.ranked": _n("{rank}. {player} {total} VP", "{rank}. {player} {total} VP", "total",
                           rank=NUMBER, player=NAME, total=NUMBER),
    # A game in progress: the part before the first "·"
    # ("menu.load.in_progress_title") is shown in bold; `actions` is how many
    # actions were played, `vp` each player's VP ("menu.load.player_vp", in a
    # list). Enter and r are keys.
    "menu.load.in_progress_title": _e("{game} in progress, round {round}", game=MESSAGE, round=NUMBER),
    "menu.load.in_progress": _n("{title} · {actions} actions · VP so far: {vp}. Enter plays on from here; "
                                "r replays it.",
                                "{title} · {actions} actions · VP so far: {vp}. Enter plays on from here; "
                                "r replays it.", "actions", title=MESSAGE, actions=NUMBER, vp=TEXT),
    "menu.load.player_vp": _e("{player} {vp}", player=NAME, vp=NUMBER),
    "menu.load.no_summary": _e("(The file holds no summary.)"),
    # A file whose stored summary differs from what its actions say:
    # `claims` lists what the summary says instead ("menu.load.claim.*").
    "menu.load.summary_differs": _e("* The summary stored in the file does not match its actions (it says "
                                    "{claims}); this is what the actions say.", claims=ANY),
    "menu.load.claim.over": _e("the game is over"),
    "menu.load.claim.in_progress": _e("the game is in progress"),
    "menu.load.claim.mode": _e("a {mode} game", mode=TEXT),
    "menu.load.claim.round": _e("round {round}", round=NUMBER),
    "menu.load.claim.players": _e("other players"),
    "menu.load.claim.vp": _e("other VP"),
    "menu.load.claim.ranking": _e("another final ranking"),
    "menu.load.claim.other": _e("other details of the game"),

    # ------------------------------------------------------------ save as
    "menu.save_as.ask": _e("Save a copy of this game as:"),
    # The grey text in the empty name field: an example of a name.
    "menu.save_as.placeholder": _e("a name, for example friday-evening"),
    # Where the copy goes, for a finished game and for one going on.
    "menu.save_as.where_finished": _e("The copy goes to the saves folder; this finished game stays saved as it is."),
    "menu.save_as.where": _e("The copy goes to the saves folder; this game keeps saving itself as before."),
    "menu.save_as.save": _e("Save"),
    "menu.save_as.cancel": _e("Cancel"),
    # The notice once the copy is written: its file's name and folder.
    "menu.save_as.saved.title": _e("Save as"),
    "menu.save_as.saved": _e("Saved a copy as '{file}' in {folder}.", file=TEXT, folder=TEXT),

    # ------------------------------------------------------------ the hand-over
    # The screen that hides the board while the keyboard goes to the next
    # player: `player` is their name, shown in their colour. Enter is a key.
    "menu.handover.title": _e("Pass the keyboard to {player} — press Enter", player=NAME),
    "menu.handover.note": _e("Everyone else: please look away; the next screen shows {player}'s secret "
                             "bonus cards.", player=NAME),
    # The buttons: the next player is there; or the previous one takes back
    # their move (u is its key).
    "menu.handover.ready": _e("I am {player}: show my screen", player=NAME),
    "menu.handover.take_back": _e("{player}: take back my move (u)", player=NAME),
    # The command palette's entries for the screen's keys, and their help.
    "menu.handover.command.ready": _e("I am here"),
    "menu.handover.command.ready_help": _e("Show the next player's screen (Enter)"),
    "menu.handover.command.take_back": _e("Take back"),
    "menu.handover.command.take_back_help": _e("The previous player takes back their move (u)"),

    # ------------------------------------------------------------ too small
    # Shown instead of the game when the terminal (or the browser window)
    # has too few columns and rows: the least it needs, and what it has now.
    "menu.too_small.terminal": _e("Ragusa needs a larger terminal."),
    "menu.too_small.enlarge_terminal": _e("Enlarge the terminal to at least {min_width}x{min_height} "
                                          "(it is {width}x{height} now).", min_width=NUMBER,
                                          min_height=NUMBER, width=NUMBER, height=NUMBER),
    "menu.too_small.window": _e("Ragusa needs a larger window."),
    "menu.too_small.enlarge_window": _e("Make the browser window larger, or zoom out (Ctrl+minus, or Cmd+minus "
                                        "on a Mac), to at least {min_width}x{min_height} (it is "
                                        "{width}x{height} now).", min_width=NUMBER, min_height=NUMBER,
                                        width=NUMBER, height=NUMBER),
    "menu.too_small.quit": _e("Ctrl+Q quits."),

    # ------------------------------------------------------------ in use
    # A game open in another window of the program: `save` is its file's
    # name. The first words ("menu.in_use.title") are shown in bold.
    "menu.in_use.title": _e("This game is open in another window"),
    "menu.in_use.text": _e("{title} ({save}). Two windows playing one file would overwrite each other's moves. "
                           "You can watch it as a read-only replay, or play on from here in a copy (a new "
                           "autosave); the other window keeps its game.", title=MESSAGE, save=TEXT),
    # The buttons, each with its key.
    "menu.in_use.replay": _e("Watch the replay (w)"),
    "menu.in_use.copy": _e("Play on in a copy (c)"),
    "menu.in_use.cancel": _e("Cancel (Esc)"),

    # ------------------------------------------------------------ joining a table
    "menu.join.title": _e("Join a table"),
    "menu.join.hint": _e("The host's screen shows a join command for each seat: type its address and key, or "
                         "paste the whole command in the first field."),
    # The grey text in the empty key field.
    "menu.join.key_placeholder": _e("the seat's key"),
    "menu.join.join": _e("Join"),
    "menu.join.back": _e("Back"),
    # What is wrong with what was typed (ws://, wss:// and RAGUSA_KEY= are
    # written as they are).
    "menu.join.bad_address": _e("The address starts with ws:// or wss:// (the host's join command shows it)."),
    "menu.join.no_key": _e("Type the seat's key (the host's join command shows it after RAGUSA_KEY=)."),
    # While the table is being reached: `address` is its address.
    "menu.join.connecting": _e("Connecting to {address}…", address=TEXT),

    # ------------------------------------------------------------ hosting a table
    # Where a table hosted from the app listens (0.0.0.0, 127.0.0.1, wss://
    # and PEM are written as they are).
    "menu.host_options.title": _e("Host on the network"),
    "menu.host_options.hint": _e("Where the table listens. 0.0.0.0: every network this computer is on; "
                                 "127.0.0.1: this computer only. Port 0 picks any free port."),
    "menu.host_options.tls_hint": _e("For TLS (wss://), a certificate and its private key (PEM files); leave "
                                     "both empty to play without."),
    # The grey texts in the empty fields.
    "menu.host_options.address_placeholder": _e("address, e.g. 0.0.0.0"),
    "menu.host_options.port_placeholder": _e("port, e.g. 8765"),
    "menu.host_options.certificate_placeholder": _e("certificate file"),
    "menu.host_options.key_placeholder": _e("private key file"),
    "menu.host_options.open": _e("Open the table"),
    "menu.host_options.back": _e("Back"),
    # What is wrong with an answer: `path` is the file's path, as typed.
    "menu.host_options.bad_address": _e("The address is an IP address (0.0.0.0 for every network) or this "
                                        "computer's name."),
    "menu.host_options.bad_port": _e("The port is a number from 1 to 65535 (0: any free port)."),
    "menu.host_options.key_without_certificate": _e("A private key goes with a certificate: give the "
                                                     "certificate too."),
    "menu.host_options.no_certificate": _e("There is no certificate file '{path}'.", path=TEXT),
    "menu.host_options.no_private_key": _e("There is no private key file '{path}'.", path=TEXT),
    # The table hosted: its address, the folder it saves in, and the command
    # that joins each seat (`command` is a command line, written as it is).
    "menu.hosted.title": _e("Your table is open on the network"),
    "menu.hosted.address": _e("Address: {address}", address=TEXT),
    "menu.hosted.folder": _e("Saved in: {folder}", folder=TEXT),
    "menu.hosted.hint": _e("Each other player runs their seat's command on their own computer (c copies them "
                           "all, where the terminal allows it):"),
    "menu.hosted.seat_command": _e("{player} (seat {seat}):  {command}", player=NAME, seat=NUMBER, command=TEXT),
    "menu.hosted.seat_command_unseated": _e("{player} (seat ?):  {command}", player=NAME, command=TEXT),
    "menu.hosted.spectators_command": _e("Spectators:  {command}", command=TEXT),
    # Where the table listens: an address, or "menu.hosted.everywhere".
    "menu.hosted.listens": _e("Anyone with a key can join; the table listens on {where}. It stops, saved, when "
                              "you stop it or quit Ragusa.", where=ANY),
    "menu.hosted.everywhere": _e("every network address of this machine"),
    # The buttons: play the host's own seat (`player`), or watch.
    "menu.hosted.play_as": _e("Play as {player}", player=NAME),
    "menu.hosted.play_as_spectator": _e("Play as a spectator"),
    "menu.hosted.stop": _e("Stop the table"),
    # The notices' titles, and what the copy key says.
    "menu.hosted.join_failed.title": _e("Join"),
    "menu.hosted.copied.title": _e("Copy"),
    "menu.hosted.copied": _e("The join commands are copied (if this terminal lets programs copy)."),
    # The language chooser (g on the start screen): each language is named in itself.
    "menu.language.title": _e("The game's language:"),
    "menu.start.command.language": _e("Language"),
    "menu.start.command.language_help": _e("Choose the language the game speaks: English, Français, Polski (g)"),
}
