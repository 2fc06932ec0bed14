"""The words of the command line (`ragusa --help`, each command's help and
messages), of the save files' problems, and of `ragusa web`'s pages and
notices."""

from __future__ import annotations

from .entry import ANY, MESSAGE, MODE, NAME, NUMBER, TEXT, Entry, _e, _n

# A note for every entry of the command line: the words `ragusa`, the
# commands (simulate, verify, replay, join, host, saves, web), the options
# (--games, --seed...), their values (standard, random, hard...), the
# environment variables ($RAGUSA_LANG...) and the capital placeholders
# (N, FILE, SEATS...) are typed by the user exactly as written: keep them.
# In the help of an argument ("cli.arg.*"), a % sign is shown as it is.
SENTENCES: dict[str, Entry] = {
    # ------------------------------------------------------------ ragusa --help
    # The first line of `ragusa --help`, under its usage.
    "cli.description": _e("Ragusa, the board game by Fabio Lopiano, in the terminal."),
    # The end of `ragusa --help`: examples of commands, each with what it does
    # (keep each command and the alignment of the descriptions), then where the
    # saves are and what each exit code means.
    "cli.epilog": _e("""examples:
  ragusa                          start the game
  ragusa simulate --games 200     play 200 random 4-player games headless
  ragusa verify my-game.json      replay a save and print its final scores
  ragusa replay my-game.json      watch a saved game step by step
  ragusa saves                    list saved games
  ragusa web                      play in browser tabs at http://127.0.0.1:8000

Saves live in the user's data folder; set RAGUSA_SAVE_DIR to use another.
Exit codes: 0 success, 1 a game failed or a save is bad, 2 wrong arguments."""),
    # The help of --lang (en, fr and pl are the codes to type).
    "cli.arg.lang": _e("the language the game speaks: en, fr or pl (default: $RAGUSA_LANG, else the one chosen on "
                       "the start screen, else the system's, else en)"),
    # The help of --mode (simulate and host).
    "cli.arg.mode": _e("game mode (default: standard)"),
    # The help of the SAVE argument (verify and replay).
    "cli.arg.save": _e("a save file, or the name of one in the saves folder"),

    # ------------------------------------------------------------ ragusa simulate --help
    # What the command does, in the list of commands of `ragusa --help`.
    "cli.simulate.help": _e("play headless games and report scores and speed"),
    "cli.simulate.description": _e("Play whole games without a screen, every decision made by a policy, and "
                                   "check each finished game's record reloads to the same game. Game i uses "
                                   "seed S+i."),
    "cli.simulate.epilog": _e("""examples:
  ragusa simulate --games 200
  ragusa simulate --mode standard --players 3 --games 50 --seed 7
  ragusa simulate --mode solo --games 20 --json > games.jsonl
  ragusa simulate --mode solo --policy hard --games 10
  ragusa simulate --seats hard,medium,medium,medium --games 8 --seed 1000

Exits with 1 if any game fails (the message says how to reproduce it)."""),
    "cli.simulate.arg.players": _e("number of players (default: 4 standard, 2 duel, 1 solo)"),
    "cli.simulate.arg.games": _e("games to play (default: 10)"),
    "cli.simulate.arg.seed": _e("seed of the first game (default: 0)"),
    "cli.simulate.arg.policy": _e("how every seat decides: random, or a computer level (default: random)"),
    "cli.simulate.arg.seats": _e("one computer level per seat, e.g. hard,medium,medium,medium"),
    "cli.simulate.arg.as_json": _e("print one JSON line per game instead of a table"),

    # ------------------------------------------------------------ ragusa verify --help
    "cli.verify.help": _e("replay a save and print its final scoring as JSON"),
    "cli.verify.description": _e("Load a save, replay and check every action, and print the final scoring "
                                 "breakdown (or, for a game in progress, the VP so far) as JSON."),
    "cli.verify.epilog": _e("""examples:
  ragusa verify ~/games/ragusa.json
  ragusa verify standard-20250101-120000     (a name from `ragusa saves`)

Exits with 1 and one sentence naming the problem if the save cannot be loaded."""),

    # ------------------------------------------------------------ ragusa replay --help
    "cli.replay.help": _e("watch a saved game step by step"),
    "cli.replay.description": _e("Open a saved game in the replay viewer: the board, the player mats, the "
                                 "harbour and the log at any step, read-only. Bonus cards are shown once "
                                 "the game is over; in an unfinished game they stay secret."),
    # The keys of the replay viewer (keep the key names and the layout), then examples.
    "cli.replay.epilog": _e("""keys:
  ← →  one action      PgUp PgDn  one turn      Home End  first / last step      Esc  quit

examples:
  ragusa replay standard-20250101-120000       (a name from `ragusa saves`)
  ragusa replay ~/games/friday.json --step -1  (open at the last step)

Exits with 1 and one sentence naming the problem if the save cannot be loaded,
with 2 if the step is outside the game."""),
    "cli.replay.arg.step": _e("the step to open at: 0 is the deal (default), -1 the last step"),

    # ------------------------------------------------------------ ragusa join --help
    "cli.learn.help": _e("learn to play: a guided first game"),
    "cli.learn.description": _e("Learn to play in a guided first game on a prepared deal against two computer "
                                "players, a step at a time, then play it on freely. It goes on where you left "
                                "off; Ctrl+R in the game starts it again."),
    "cli.join.help": _e("play a seat at a table another computer holds"),
    "cli.join.description": _e("Play your seat of a game that `ragusa host` holds, at your own screen: the "
                               "host prints the command that joins each seat."),
    # Where the seat's key comes from (the lines may be wrapped differently), then examples.
    "cli.join.epilog": _e("""The key comes from the first of: --key, --key-file, the environment variable
RAGUSA_KEY, or the question asked (hidden) when none is given. A key given with --key
shows in the computer's process list; the host's join commands set RAGUSA_KEY.

examples:
  RAGUSA_KEY=3q1XW0... ragusa join ws://192.168.1.20:8765/
  ragusa join wss://games.example.org:8765/ --key-file seat.key   (a table behind TLS)
  ragusa join ws://192.168.1.20:8765/             (asks for the key)"""),
    "cli.join.arg.url": _e("the table's address, ws://HOST:PORT/ (wss:// with TLS)"),
    "cli.join.arg.key": _e("the seat's key (or the spectator key); other users of this computer can read it in "
                           "the process list"),
    "cli.join.arg.key_file": _e("read the key from FILE ('-': standard input)"),

    # ------------------------------------------------------------ ragusa host --help
    "cli.host.help": _e("host a table: each player joins from their own screen"),
    "cli.host.description": _e("Hold one game on a server (WebSocket) that each player joins from their own "
                               "terminal with their seat's key; computer seats play on the server. The table "
                               "is saved after every move in its data folder; started again on the same "
                               "folder it resumes there, with the same keys. See docs/protocol.md."),
    # Examples, then the commands typed on the host's terminal while it runs
    # (status, computer, person and help are typed as written).
    "cli.host.epilog": _e("""examples:
  ragusa host --seats Ann,Bo,computer:hard
  ragusa host --mode duel --seats Ann,Bo --port 9000
  ragusa host --seats Ann,Bo,Cy --listen 0.0.0.0 --certfile cert.pem --keyfile key.pem
  ragusa host --data ~/tables/friday          (resume the table kept there)

While it runs, type on its terminal: status, computer SEAT LEVEL, person SEAT, help.
Ctrl+C (or SIGTERM) stops the table; it is saved."""),
    # person:NAME and computer:LEVEL:NAME are typed as written.
    "cli.host.arg.seats": _e("one entry per seat: a person's name (person:NAME whatever the name), or "
                             "computer:LEVEL (computer:LEVEL:NAME to name it), e.g. Ann,Bo,computer:hard"),
    "cli.host.arg.players": _e("number of players, all persons, when --seats is not given"),
    "cli.host.arg.seed": _e("the game's seed (default: random)"),
    # The option names are typed as written.
    "cli.host.arg.option": _e("a solo option: rector_no_choice, bots_best_of_pair or human_first (repeat for "
                              "several)"),
    "cli.host.arg.listen": _e("the address to listen on (default: 127.0.0.1, this machine only)"),
    "cli.host.arg.port": _e("the port (default 8765; 0: any free)"),
    "cli.host.arg.data": _e("the table's folder (default: tables/NAME in the user's data folder)"),
    "cli.host.arg.name": _e("the table's name (default: table)"),
    "cli.host.arg.certfile": _e("TLS certificate (PEM): serve wss://"),
    "cli.host.arg.keyfile": _e("its private key (PEM)"),
    "cli.host.arg.max_rate": _e("frames a connection may send in 2 seconds; more are refused (default: 20)"),
    "cli.host.arg.max_connections": _e("connections at once, joined or still to say hello; more are refused "
                                       "(default: 64)"),
    "cli.host.arg.max_per_address": _e("connections at once from one address (players behind one home router "
                                       "share one; default: 16)"),
    "cli.host.arg.max_spectators": _e("spectators at once; the seats' players are not counted (default: 8)"),
    "cli.host.arg.as_json": _e("print the address and keys as one JSON line first"),
    "cli.host.arg.stop_with_input": _e("stop the table (saved) when standard input closes: for a program that "
                                       "starts it and keeps its input open while it runs"),

    # ------------------------------------------------------------ ragusa saves --help
    "cli.saves.help": _e("list saved games"),
    "cli.saves.description": _e("List the saved games, newest first, with their round, scores and status, "
                                "found by replaying each save's actions (a stored summary that disagrees is "
                                "marked)."),
    "cli.saves.epilog": _e("""examples:
  ragusa saves
  ragusa saves --dir ~/backup/ragusa --json"""),
    "cli.saves.arg.dir": _e("the folder to list (default: the saves folder)"),
    "cli.saves.arg.as_json": _e("print one JSON line per save"),

    # ------------------------------------------------------------ ragusa web --help
    "cli.web.help": _e("play in browser tabs, served from this computer"),
    "cli.web.description": _e("Serve the game to web browsers: every tab that opens the page plays its own "
                              "game, saved in the same saves folder as in a terminal. Only this computer can "
                              "connect unless --host says otherwise. Ctrl+C stops the server."),
    # Examples (keep the commands and the alignment), then what a tab's game
    # may not do unless the server allows it, and the exit codes.
    "cli.web.epilog": _e("""examples:
  ragusa web                       then open http://127.0.0.1:8000
  ragusa web --port 8123
  ragusa web --host 0.0.0.0        reachable from the network (it warns)
  ragusa web --max-tabs 2 --tab-memory 256

A tab's game may not host a table on the network nor join one at an address
typed in the tab, unless --allow-hosting or --allow-joining says so: that
table would listen, or the connection leave, on this computer.

Exits with 1 and one sentence if the port is in use or the address cannot be served."""),
    "cli.web.arg.port": _e("the port to serve on (default: 8000)"),
    "cli.web.arg.host": _e("the address to serve on (default: 127.0.0.1, this computer only)"),
    "cli.web.arg.max_tabs": _e("games played at once, one a tab; a tab opened beyond them is told so (default: 8)"),
    # MiB: mebibytes.
    "cli.web.arg.tab_memory": _e("memory each tab's game may use, in MiB; a game uses under 100 (default: 512)"),
    "cli.web.arg.allow_hosting": _e("let the tabs host a table on the network (listening on this computer, where "
                                    "the tab asks)"),
    "cli.web.arg.allow_joining": _e("let the tabs join a table at any address (this computer connects to it)"),

    # ------------------------------------------------------------ argparse's own words
    # The words the library that reads the command line (Python's argparse)
    # shows in every help and error. The fields are filled by it afterwards:
    # `arguments` and `choices` are lists of option names or values, `value`
    # the value typed (quoted), `option` an option, `matches` the options it
    # could mean, `argument` an argument's name, `message` a sentence, `prog`
    # the command ("ragusa simulate"), `type` the name of a kind of value.
    # The start of the usage line, before "ragusa [-h] ..." (keep the space at its end).
    "cli.argparse.usage": _e("usage: "),
    # The headings of the lists of arguments in a help.
    "cli.argparse.positionals": _e("positional arguments"),
    "cli.argparse.options": _e("options"),
    # The help of -h, --help.
    "cli.argparse.help": _e("show this help message and exit"),
    # An error: the line ends with a line break (keep it).
    "cli.argparse.error": _e("{prog}: error: {message}\n", prog=TEXT, message=TEXT),
    # An error about one argument.
    "cli.argparse.argument": _e("argument {argument}: {message}", argument=TEXT, message=TEXT),
    "cli.argparse.unrecognized": _e("unrecognized arguments: {arguments}", arguments=TEXT),
    "cli.argparse.required": _e("the following arguments are required: {arguments}", arguments=TEXT),
    "cli.argparse.invalid_choice": _e("invalid choice: {value} (choose from {choices})", value=TEXT, choices=TEXT),
    "cli.argparse.invalid_value": _e("invalid {type} value: {value}", type=TEXT, value=TEXT),
    "cli.argparse.ambiguous": _e("ambiguous option: {option} could match {matches}", option=TEXT, matches=TEXT),
    # An option that takes no value given one (--json=1).
    "cli.argparse.ignored": _e("ignored explicit argument {value}", value=TEXT),
    # An option given without the value it takes.
    "cli.argparse.expected_one": _e("expected one argument"),
    "cli.argparse.expected_at_most_one": _e("expected at most one argument"),
    "cli.argparse.expected_at_least_one": _e("expected at least one argument"),
    "cli.argparse.expected": _n("expected {count} argument", "expected {count} arguments", "count", count=NUMBER),

    # ------------------------------------------------------------ the command line's messages
    # A command's refusal of what it was given: `command` is the command
    # (simulate, join...), `problem` the sentence (without its full stop).
    "cli.error": _e("ragusa {command}: {problem}.", command=TEXT, problem=TEXT),
    # A command that failed: `error` is a whole sentence (a save's problem).
    "cli.failed": _e("ragusa {command}: {error}", command=TEXT, error=ANY),
    # A value that should be a whole number: `value` is the value typed, quoted.
    "cli.not_a_number": _e("{value} is not a whole number", value=TEXT),
    "cli.at_least_one": _e("must be at least 1"),
    "cli.port_too_high": _e("a port is at most 65535"),
    "cli.port_range": _e("a port is a number from 0 to 65535"),
    "cli.empty_save_name": _e("a save's name cannot be empty"),
    # MiB: mebibytes.
    "cli.tab_memory_low": _e("a game needs at least {mib} MiB", mib=NUMBER),
    "cli.host.keyfile_alone": _e("--keyfile goes with --certfile"),
    # ragusa join: `address` is what was given, quoted.
    "cli.join.not_an_address": _e("{address} is not a table's address: it starts with ws:// or wss://",
                                  address=TEXT),
    # The question asked at the terminal for the key (what is typed is hidden).
    "cli.join.ask_key": _e("The seat's key (the host's join command shows it): "),
    # `variable` is the environment variable's name (RAGUSA_KEY).
    "cli.join.no_key": _e("no key: give --key-file FILE, set {variable}, or give --key", variable=TEXT),
    "cli.join.empty_key": _e("the key is empty"),
    # `file` is the file's name, quoted; `reason` why it cannot be read.
    "cli.join.unreadable_key_file": _e("cannot read the key file {file}: {reason}", file=TEXT, reason=TEXT),
    "cli.join.key_file_too_long": _e("the key file is far longer than a key: is it the right file?"),
    # ragusa simulate.
    "cli.simulate.policy_and_seats": _e("give --policy (one level for every seat) or --seats (one per seat), "
                                        "not both"),
    # `seats` is "cli.simulate.seat_count", `players` "cli.simulate.player_count".
    "cli.simulate.seats_mismatch": _e("--seats names {seats} but {mode} games have {players}",
                                      seats=MESSAGE, mode=MODE, players=MESSAGE),
    "cli.simulate.seat_count": _n("{count} seat(s)", "{count} seat(s)", "count", count=NUMBER),
    "cli.simulate.player_count": _n("{count} player(s)", "{count} player(s)", "count", count=NUMBER),
    # A simulated game that failed (an error of the program), and the command
    # that plays it again: `error` is the error, as the program names it.
    "cli.simulate.failed": _n("ragusa simulate: game {game} (seed {seed}) failed after {decisions} decisions: "
                              "{error}. Reproduce it with: ragusa simulate --mode {mode} --players {players} "
                              "--games 1 --seed {seed}",
                              "ragusa simulate: game {game} (seed {seed}) failed after {decisions} decisions: "
                              "{error}. Reproduce it with: ragusa simulate --mode {mode} --players {players} "
                              "--games 1 --seed {seed}", "decisions",
                              game=NUMBER, seed=NUMBER, decisions=NUMBER, error=TEXT, mode=TEXT, players=NUMBER),
    # The first line of the table of results: the mode, "cli.simulate.players",
    # "cli.simulate.games", the seeds ("cli.simulate.seed" or "cli.simulate.seeds")
    # and the policy (random, a computer level or a list of levels, as typed).
    "cli.simulate.header": _e("{mode} · {players} · {games} ({seeds}) · {policy} policy",
                              mode=MODE, players=MESSAGE, games=MESSAGE, seeds=MESSAGE, policy=TEXT),
    "cli.simulate.players": _n("{count} player", "{count} players", "count", count=NUMBER),
    "cli.simulate.games": _n("{count} game", "{count} games", "count", count=NUMBER),
    "cli.simulate.seed": _e("seed {seed}", seed=NUMBER),
    "cli.simulate.seeds": _e("seeds {first}-{last}", first=NUMBER, last=NUMBER),
    # The rows of the table of results, a label then its value. A seat's row:
    # its name, then its average score (a number with one decimal) and its wins.
    "cli.simulate.seat": _n("{average} VP average, {wins} win", "{average} VP average, {wins} wins", "wins",
                            average=TEXT, wins=NUMBER),
    "cli.simulate.top_score": _e("top score"),
    "cli.simulate.top_score_value": _e("{average} VP average", average=TEXT),
    "cli.simulate.length": _e("game length"),
    # Averages, with one decimal.
    "cli.simulate.length_value": _e("{decisions} decisions, {rounds} rounds on average", decisions=TEXT,
                                    rounds=TEXT),
    "cli.simulate.speed": _e("speed"),
    # `speed` is decisions per second; `total` the decisions of every game, in `seconds` seconds.
    "cli.simulate.speed_value": _n("{speed} decisions/s ({total:,} decisions in {seconds} s)",
                                   "{speed} decisions/s ({total:,} decisions in {seconds} s)", "total",
                                   speed=TEXT, total=NUMBER, seconds=TEXT),
    "cli.simulate.finished": _e("games finished"),
    "cli.simulate.finished_value": _e("{done} of {total}", done=NUMBER, total=NUMBER),
    # ragusa verify, after the JSON.
    "cli.verify.summary_differs": _e("ragusa verify: note: the summary stored in the save does not match its "
                                     "actions; the actions are what count, and the next save rewrites the "
                                     "summary."),
    "cli.verify.not_over": _e("ragusa verify: the save is valid; the game is not over yet (round {round}), so "
                              "there are no final scores.", round=NUMBER),
    # ragusa replay: the step asked for (`step`) and the last step of the game.
    "cli.replay.step_outside": _e("step {step} is outside this game, whose steps run from 0 to {last}",
                                  step=NUMBER, last=NUMBER),
    # ragusa saves: `folder` is a folder's name.
    "cli.saves.not_a_folder": _e("'{folder}' is not a folder", folder=TEXT),
    "cli.saves.no_folder": _e("there is no folder '{folder}'", folder=TEXT),
    "cli.saves.none": _e("No saved games in {folder}.", folder=TEXT),
    "cli.saves.heading": _e("Saved games in {folder} (newest first):", folder=TEXT),
    # The last column of the list of saves, a save's status: why it cannot be read,
    "cli.saves.unreadable": _e("unreadable: {problem}", problem=TEXT),
    # the final ranking (a list of "cli.saves.rank"),
    "cli.saves.over": _e("over: {ranking}", ranking=ANY),
    "cli.saves.rank": _e("{rank}. {player} {total}", rank=NUMBER, player=NAME, total=NUMBER),
    # or each player's VP so far (a list of "cli.saves.score"), then what the stored summary says.
    "cli.saves.in_progress": _e("in progress: {scores} VP", scores=ANY),
    "cli.saves.score": _e("{player} {vp}", player=NAME, vp=NUMBER),
    "cli.saves.no_summary": _e("{status} (no summary stored)", status=MESSAGE),
    "cli.saves.summary_differs": _e("{status} (the stored summary differs; the actions count)", status=MESSAGE),
    # A column of the list of saves: the round reached and the actions played.
    "cli.saves.progress": _n("round {round}, {actions} actions", "round {round}, {actions} actions", "actions",
                             round=NUMBER, actions=NUMBER),

    # ------------------------------------------------------------ a save's problems
    # A save or folder that cannot be used: `path` is the file's or folder's
    # name, `reason` why (one of "save.why.*", or the system's words).
    "save.cannot.load": _e("Cannot load '{path}': {reason}.", path=TEXT, reason=ANY),
    "save.cannot.save_to": _e("Cannot save to '{path}': {reason}.", path=TEXT, reason=ANY),
    "save.cannot.use_saves_folder": _e("Cannot use the saves folder '{path}': {reason}.", path=TEXT, reason=ANY),
    "save.cannot.read_saves_folder": _e("Cannot read the saves folder '{path}': {reason}.", path=TEXT,
                                        reason=ANY),
    "save.cannot.use_table_folder": _e("Cannot use the table's folder '{path}': {reason}.", path=TEXT,
                                       reason=ANY),
    "save.cannot.serve_table_in": _e("Cannot serve the table in '{path}': {reason}.", path=TEXT, reason=ANY),
    # What another part of the program could not do, named by it in English.
    "save.cannot.other": _e("Cannot {doing} '{path}': {reason}.", doing=TEXT, path=TEXT, reason=ANY),
    # Why (each is the end of one of the sentences above, after the colon).
    # The variable names the saves folder as "~user/...": `user` is the user's name.
    "save.why.no_user": _e("{variable} starts with ~{user}, and there is no user '{user}' on this machine",
                           variable=TEXT, user=TEXT),
    "save.why.is_folder": _e("it is a folder"),
    # `why` is another reason.
    "save.why.unchanged": _e("{why}; nothing on disk was changed", why=ANY),
    "save.why.folder_in_the_way": _e("a file has the name its folder should have"),
    "save.why.no_such_file": _e("there is no such file"),
    "save.why.folder_not_save": _e("it is a folder, not a save file"),
    "save.why.permission": _e("permission denied"),
    "save.why.loop": _e("it is a link that leads round in a loop"),
    "save.why.not_regular": _e("it is not a regular file"),
    "save.why.link": _e("it is a symbolic link, not a save file"),
    "save.why.pipe": _e("it is a pipe (FIFO), not a save file"),
    "save.why.device": _e("it is a device, not a save file"),
    "save.why.socket": _e("it is a socket, not a save file"),
    "save.why.bad_file_name": _e("the name is not a possible file name"),
    "save.why.bad_folder_name": _e("the name is not a possible folder name"),
    "save.why.not_a_folder": _e("it is a file, not a folder"),
    "save.why.too_large": _e("the file is too large to be a Ragusa save"),
    # What a file is, when it is no plain file (in a sentence of another part of the game).
    "save.kind.link": _e("a symbolic link"),
    "save.kind.folder": _e("a folder"),
    "save.kind.pipe": _e("a pipe (FIFO)"),
    "save.kind.device": _e("a device"),
    "save.kind.socket": _e("a socket"),

    # ------------------------------------------------------------ ragusa web
    # The title of the browser's tab.
    "web.page.title": _e("Ragusa"),
    # The page (and the tab's terminal) when every game the server allows at
    # once is being played; `count` is how many it allows.
    "web.full": _n("The one game this server allows at a time is being played: close its tab, or try again later.",
                   "All {count} games this server allows at a time are being played: close one of their tabs, or "
                   "try again later.", "count", count=NUMBER),
    # On the server's terminal once it serves: `address` is the page's address,
    # `games` "web.games_at_once"; Ctrl+C is a key.
    "web.listening": _e("Ragusa is served at {address}: open it in a browser; each tab plays its own game "
                        "({games}).\nCtrl+C stops the server.", address=TEXT, games=MESSAGE),
    "web.games_at_once": _n("one game at a time", "{count} games at a time at most", "count", count=NUMBER),
    # The page's address when the server listens on every address of the
    # computer: the words between < and > say what to put in its place.
    "web.any_address": _e("http://<this computer's name or address>:{port}", port=NUMBER),
    # What a browser is told when its request is refused.
    "web.forbidden.address": _e("Ragusa answers only to the address it was opened on."),
    "web.forbidden.page": _e("Ragusa answers only to its own page."),
    # On the tab's terminal, when its game no longer reads the keys sent.
    "web.not_reading": _e("This tab's game stopped taking keys, so it is ended."),
    # How to choose another port, at the end of "the port is in use" (--port is an option).
    "web.another_port": _e("choose another with --port"),
    # On the server's terminal: `error` and `why` are what went wrong.
    "web.tab_failed": _e("ragusa web: a tab failed: {error}", error=TEXT),
    "web.tab_stopped": _e("ragusa web: a tab's game stopped: {why}", why=TEXT),
    "web.warning.network": _e("ragusa web: warning: serving on {host}, so anyone who can reach this computer over "
                              "the network can open the page and play (and see and write its saved games).",
                              host=TEXT),
    "web.warning.hosting": _e("ragusa web: warning: --allow-hosting lets every tab host a table listening on every "
                              "address of this computer."),
    "web.warning.joining": _e("ragusa web: warning: --allow-joining lets every tab make this computer connect to "
                              "any address it types."),
    "web.cannot_serve": _e("ragusa web: cannot serve on {host} port {port}: {why}.", host=TEXT, port=NUMBER,
                           why=TEXT),
    "web.stopped": _e("ragusa web: stopped."),
    # Why a tab's game stopped (after "web.tab_stopped").
    "web.game.packet_too_large": _n("the game sent a packet of {size} bytes, more than the {limit} allowed",
                                    "the game sent a packet of {size} bytes, more than the {limit} allowed",
                                    "size", size=NUMBER, limit=NUMBER),
    "web.game.not_packets": _e("the game's output is not in textual-serve's packets"),
    "web.game.not_shown": _e("the tab's game could not be shown: {error}", error=TEXT),
    "web.game.did_not_start": _e("the game did not start"),
    "web.game.exit_code": _e("the game stopped with exit code {code}", code=NUMBER),
    # `why` is one of the above; `errors` the end of what the game wrote on its error output.
    "web.game.with_errors": _e("{why}: {errors}", why=MESSAGE, errors=TEXT),
    # The browser page's own words around the game: its start button, and the bar shown when the tab's game ends.
    "web.page.start": _e("Start"),
    "web.page.ended": _e("This tab's game has ended."),
    "web.page.again": _e("Play again"),
    # A table's folder that `ragusa host` cannot use, and why (inside "save.cannot.*").
    "save.why.served_elsewhere": _e("another ragusa host is serving it; stop that one first"),
    "save.why.table_folder_link": _e("it is a link; give the folder it points to"),
    "save.why.table_folder_not_folder": _e("it is not a folder"),
    "save.why.table_folder_not_yours": _e("it belongs to another user; choose a new folder for the table"),
    # `mode` is the folder's permissions in octal (755).
    "save.why.table_folder_shared": _e("other users may use it (mode {mode}); choose a new folder for the table, or "
                                       "make this one private first (chmod 700)", mode=TEXT),
    # `files` lists a few of the files' names.
    "save.why.table_folder_others": _e("it holds files that are not a table's ({files}); choose a new or empty "
                                       "folder", files=TEXT),
    "save.why.keys_not_the_game": _e("its seats do not match the saved game"),
    "save.why.name_taken": _e("a save with that name exists already; choose another name"),
    "save.why.not_a_regular_file": _e("not a regular file"),
    # An autosave that failed: `problem` is its sentence ("Cannot save to ...").
    "save.goes_on": _e("{problem} The game goes on; saving is tried again after every action.", problem=TEXT),
    # A game whose lock another window holds.
    "save.in_use": _e("Cannot open '{file}': this game is open in another window.", file=TEXT),
    # A game that cannot be locked: `kind` says what stands where its lock file goes.
    "save.not_locked": _e("The lock file {file} is {kind}, so this game is not locked: do not open it in a second "
                          "window at the same time. Remove that file to lock games again.", file=TEXT, kind=TEXT),
}
