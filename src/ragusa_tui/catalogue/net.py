"""The words of a table on the network: the networked seat's own lines
(waiting, a move on its way, a table that does not answer), the limits a
server keeps and the reasons it closes a connection, and the host's console."""

from __future__ import annotations

from .entry import ANY, MESSAGE, NAME, NUMBER, OPENING, OPTIONAL, TEXT, Entry, _e, _n

SENTENCES: dict[str, Entry] = {
    # ------------------------------------------------------------ the networked seat
    # A player at a table hosted on another computer, playing from their own
    # screen: what that screen says of the table (the "table" is the game the
    # server holds; the "host" is whoever started it).
    # A move or a take-back was sent and the table has not answered yet.
    "net.seat.on_its_way": _e("Your last move or take-back is still on its way to the table."),
    "net.seat.spectator_decides_nothing": _e("A spectator makes no decisions."),
    "net.seat.not_your_decision": _e("It is not your decision."),
    # `action` is the move as the game writes it ("place 37").
    "net.seat.not_legal": _e("{action} is not a legal action now.", action=TEXT),
    "net.seat.undo_not_yours": _e("Only the player who decided may take it back, at their own screen."),
    # Said at once when a take-back is asked; the table's answer comes later.
    "net.seat.take_back_asked": _e("The table is asked to take back your last decision."),
    "net.seat.no_answer": _e("The table did not answer in time."),
    # A move was sent, and no answer came within a few seconds: the player may decide again.
    "net.seat.no_answer_yet": _e("The table did not answer in time: nothing changed here yet; "
                                 "its answer may still come."),
    "net.seat.refused_seat": _e("The table refused the seat."),
    # A refusal from the table that came without its sentence (a word alone).
    "net.seat.refused": _e("refused"),
    "net.seat.left": _e("This screen has left the table."),
    # The table sent something this screen cannot read as a state of the
    # game (another program, or a damaged one); `why` is one of the
    # "net.seat.unreadable." phrases, or a technical note in English.
    "net.seat.unreadable_state": _e("The table sent a state this game cannot read ({why}).", why=ANY),
    "net.seat.other_version": _e("the table runs another version of Ragusa, whose states this one cannot read"),
    # What in the state cannot be this game's (inside "net.seat.unreadable_state").
    "net.seat.unreadable.version": _e("the table sent a version out of range"),
    "net.seat.unreadable.seat": _e("the table sent a seat out of range"),
    "net.seat.unreadable.log_position": _e("the table sent a log position out of range"),
    "net.seat.unreadable.seats": _e("seats that do not match"),
    "net.seat.unreadable.board": _e("a board that is not this game's"),
    "net.seat.unreadable.other_seat": _e("a view of another seat"),
    "net.seat.unreadable.no_seat": _e("a piece or a decision for no seat"),
    "net.seat.unreadable.colour": _e("a colour this game does not have"),
    "net.seat.unreadable.other_state": _e("a view of another state"),
    "net.seat.unreadable.log_line": _e("a log line for no seat"),
    "net.seat.unreadable.mat": _e("a player's mat that is not this game's"),
    "net.seat.unreadable.market": _e("a market that is not this game's"),
    "net.seat.unreadable.harbour": _e("a harbour that is not this game's"),
    "net.seat.unreadable.pieces": _e("pieces that are not this game's"),
    "net.seat.unreadable.marks": _e("marks of a move that are not this game's"),
    "net.seat.unreadable.standings": _e("standings that are not this game's"),
    "net.seat.unreadable.answers": _e("answers about a decision that are not this game's"),
    "net.seat.unreadable.no_scores": _e("a game over without its scores"),
    "net.seat.unreadable.scores": _e("scores that are not this game's"),

    # ------------------------------------------------------------ the connection
    # Why the table closed: its host stopped it on purpose.
    "net.link.closed_saved": _e("The table was closed by its host; it is saved."),
    "net.link.closed_unsaved": _e("The table was closed by its host; its last moves may not be saved."),
    # `error` is the system's or the network library's own words (English).
    "net.link.failed": _e("The connection failed: {error}", error=TEXT),
    "net.link.spectators_full": _e("The table has as many spectators as it takes: try again later."),
    "net.link.key_refused": _e("The table refused this seat's key: it may have been stopped."),
    "net.link.closed": _e("The connection to the table is closed."),
    # `error` is the network library's words on the address typed (English).
    "net.client.not_an_address": _e("That is not a table's address: {error}.", error=TEXT),
    "net.client.not_connected": _e("Not connected to the table: the move was not sent."),
    "net.client.lost": _e("The connection to the table was lost: the move was not sent."),
    # `why` is the system's words; "SSL_CERT_FILE=cert.pem" is a setting to type as it is.
    "net.client.untrusted": _e("The table's certificate is not trusted here ({why}): SSL_CERT_FILE=cert.pem "
                               "names a certificate to trust.", why=TEXT),
    "net.client.nothing_answers": _e("Nothing answers at that address: is the table started, and the port right?"),
    # `why` is the system's words (English), without a full stop.
    "net.client.unreachable": _e("The table cannot be reached: {why}.", why=TEXT),
    "net.client.refused": _e("The table refused the connection: {why}.", why=TEXT),

    # ------------------------------------------------------------ refusals of a frame
    # A table server refuses what a program sent it; a player reads these
    # only if their program is not this game's (or is broken). A "frame" is
    # one message of the protocol; "JSON", "type", "KiB" and the frame types
    # (hello, act, undo, hint) are the protocol's words, kept as they are.
    "net.refusal.binary": _e("Frames are JSON text, not binary."),
    "net.refusal.too_large": _n("A frame may be at most {kib} KiB.", "A frame may be at most {kib} KiB.", "kib",
                                kib=NUMBER),
    "net.refusal.not_json": _e("That frame is not valid JSON."),
    "net.refusal.not_an_object": _e("A frame is a JSON object with a \"type\"."),
    # `types` lists the protocol's frame types ("hello, act, undo, hint").
    "net.refusal.unknown_type": _e("Unknown frame type: the types are {types}.", types=ANY),
    # A field of a frame is wrong: `field` is its name in the protocol
    # ("version", "key"), `why` the checking library's words (English).
    "net.refusal.hello_wrong": _e("A hello frame's {field} is wrong: {why}.", field=TEXT, why=TEXT),
    "net.refusal.act_wrong": _e("An act frame's {field} is wrong: {why}.", field=TEXT, why=TEXT),
    "net.refusal.undo_wrong": _e("An undo frame's {field} is wrong: {why}.", field=TEXT, why=TEXT),
    "net.refusal.hint_wrong": _e("A hint frame's {field} is wrong: {why}.", field=TEXT, why=TEXT),
    # A connection sent more than `limit` frames in `seconds` seconds.
    "net.refusal.too_many": _n("Too many messages: at most {limit} in {seconds} seconds; this one was dropped.",
                               "Too many messages: at most {limit} in {seconds} seconds; this one was dropped.",
                               "seconds", limit=NUMBER, seconds=NUMBER),
    # The same, over a window of a fraction of a second (`seconds` is "0.5").
    "net.refusal.too_many_fraction": _e("Too many messages: at most {limit} in {seconds} seconds; "
                                        "this one was dropped.", limit=NUMBER, seconds=TEXT),
    "net.refusal.unknown_key": _e("That key opens no seat at this table."),

    # ------------------------------------------------------------ the limits
    # A table turns a connection away: too many at once, or too many wrong
    # keys from one address (a key opens a seat; a wrong one opens nothing).
    "net.limit.slowed": _n("Too many wrong keys from your address: try again in {seconds} second.",
                           "Too many wrong keys from your address: try again in {seconds} seconds.", "seconds",
                           seconds=NUMBER),
    "net.limit.full": _e("The table has as many connections as it takes ({most}): try again later.", most=NUMBER),
    "net.limit.address_full": _e("The table has as many connections from your address as it takes ({most}): "
                                 "try again later.", most=NUMBER),
    "net.limit.spectators_full": _e("The table has as many spectators as it takes ({most}).", most=NUMBER),
    "net.limit.busy": _e("The table is busy: try again."),
    # What the host's terminal is told, at most once a while, of connections
    # turned away and of wrong keys; `span` is a "net.limit.span." phrase.
    "net.limit.span.minute": _e("the last minute"),
    "net.limit.span.minutes": _n("the last {minutes} minutes", "the last {minutes} minutes", "minutes",
                                 minutes=NUMBER),
    "net.limit.span.seconds": _n("the last {seconds} seconds", "the last {seconds} seconds", "seconds",
                                 seconds=NUMBER),
    # The same, for a fraction of a second (`seconds` is "0.5").
    "net.limit.span.seconds_fraction": _e("the last {seconds} seconds", seconds=TEXT),
    # `address` is a computer's network address (192.168.1.20).
    "net.limit.told.wrong_keys": _n("{count} wrong key from {address} in {span}.",
                                    "{count} wrong keys from {address} in {span}.", "count",
                                    count=NUMBER, address=TEXT, span=MESSAGE),
    "net.limit.told.wrong_keys_others": _n("{count} wrong key from {others} in {span}.",
                                           "{count} wrong keys from {others} in {span}.", "count",
                                           count=NUMBER, others=MESSAGE, span=MESSAGE),
    "net.limit.other_addresses": _n("{count} other addresses", "{count} other addresses", "count", count=NUMBER),
    # `whys` lists the "net.limit.why." phrases, as "10 dropped from a full hello window, 2 no hello in time".
    "net.limit.told.turned_away": _n("{count} connection turned away in {span} ({whys}).",
                                     "{count} connections turned away in {span} ({whys}).", "count",
                                     count=NUMBER, span=MESSAGE, whys=ANY),
    # Why connections were turned away, with how many were: the hello is
    # the first thing a connection says, with its key; the "hello window"
    # holds the connections still to say theirs.
    "net.limit.why.dropped": _n("{count} dropped from a full hello window", "{count} dropped from a full hello window",
                                "count", count=NUMBER),
    "net.limit.why.no_hello": _n("{count} no hello in time", "{count} no hello in time", "count", count=NUMBER),
    "net.limit.why.full": _n("{count} the table full", "{count} the table full", "count", count=NUMBER),
    "net.limit.why.address_full": _n("{count} too many from one address", "{count} too many from one address",
                                     "count", count=NUMBER),
    "net.limit.why.spectators_full": _n("{count} the spectators full", "{count} the spectators full", "count",
                                        count=NUMBER),
    "net.limit.why.slowed": _n("{count} waiting after wrong keys", "{count} waiting after wrong keys", "count",
                               count=NUMBER),
    # The console's `status`, its connections' lines (each starts with two spaces).
    "net.limit.status.connections": _e("  connections: {now} of at most {most} ({waiting}), at most {per_address} "
                                       "from one address; spectators: {spectators} of at most {most_spectators}",
                                       now=NUMBER, most=NUMBER, waiting=MESSAGE, per_address=NUMBER,
                                       spectators=NUMBER, most_spectators=NUMBER),
    "net.limit.status.waiting": _n("{count} still to say hello", "{count} still to say hello", "count",
                                   count=NUMBER),
    # `whys` is "net.limit.status.whys", or nothing when none was turned away.
    "net.limit.status.since": _e("  since the start: {turned}{whys}; {wrong_keys}; {slowed}", turned=MESSAGE,
                                 whys=OPTIONAL, wrong_keys=MESSAGE, slowed=MESSAGE),
    "net.limit.status.turned": _n("{count} connection turned away", "{count} connections turned away", "count",
                                  count=NUMBER),
    "net.limit.status.whys": _e(" ({whys})", whys=ANY),
    "net.limit.status.wrong_keys": _n("{count} wrong key", "{count} wrong keys", "count", count=NUMBER),
    "net.limit.status.slowed": _n("{count} address waiting now", "{count} addresses waiting now", "count",
                                  count=NUMBER),

    # ------------------------------------------------------------ the host's console
    # `ragusa host` runs a table in a terminal, which takes typed commands.
    # The command words (status, computer, person, help) and SEAT and LEVEL
    # are typed as they are: keep them; `levels` lists the computer levels.
    "net.console.help": _e("commands:\n"
                           "  status                 who plays each seat, who is connected, the connections' counts\n"
                           "  computer SEAT LEVEL    a computer plays a person's seat ({levels})\n"
                           "  person SEAT            the seat's person plays it again\n"
                           "  help                   this list\n"
                           "SEAT is the seat's number as status shows it (1 is the first) or its player's name.",
                           levels=ANY),
    # `command` is what was typed, quoted.
    "net.console.unknown": _e("Unknown command {command}.\n{help}", command=TEXT, help=MESSAGE),
    # `seat` is the word typed, quoted.
    "net.console.no_seat": _e("No seat is called {seat}: give its number or its player's name.", seat=TEXT),
    # The first line of `status`: the table's version counts its moves.
    "net.console.status": _e("version {version}, round {round} of {rounds}", version=NUMBER, round=NUMBER,
                             rounds=NUMBER),
    "net.console.status_over": _e("version {version}, round {round} of {rounds}, the game is over",
                                  version=NUMBER, round=NUMBER, rounds=NUMBER),
    # One line a seat: its number, its player's name, who plays it
    # ("net.console.who."), whether connected, and ", to decide" if it decides now.
    "net.console.seat": _e("  seat {seat} {name}: {who}, {here}{turn}", seat=NUMBER, name=NAME, who=MESSAGE,
                           here=MESSAGE, turn=OPTIONAL),
    "net.console.who.bot": _e("the Patrician's bot"),
    # `level` is a computer level as typed (easy, medium, hard, expert).
    "net.console.who.computer": _e("computer ({level})", level=TEXT),
    "net.console.who.person": _e("person"),
    # A computer plays the seat of a person who is away.
    "net.console.who.stand_in": _e("computer ({level}), standing in for its person", level=TEXT),
    "net.console.here": _e("connected"),
    "net.console.away": _e("not connected"),
    "net.console.to_decide": _e(", to decide"),
    "net.console.spectators": _e("  spectators connected: {count}", count=NUMBER),

    # ------------------------------------------------------------ ragusa host
    # What `ragusa host` prints when it starts: `mode` is the game's mode as
    # typed (standard, duel, solo), `url` the table's address.
    "net.host.table": _n("Ragusa table ({mode}, {count} seats) at {url}",
                         "Ragusa table ({mode}, {count} seats) at {url}", "count", mode=TEXT, count=NUMBER, url=TEXT),
    "net.host.table_resumed": _n("Ragusa table ({mode}, {count} seats) at {url} — resumed",
                                 "Ragusa table ({mode}, {count} seats) at {url} — resumed", "count",
                                 mode=TEXT, count=NUMBER, url=TEXT),
    "net.host.saved_in": _e("Saved in {folder}", folder=TEXT),
    # One line a seat: its number and player's name, then who plays it or
    # the command that joins it (`command`, typed as it is).
    "net.host.seat_bot": _e("  seat {seat}, {name}: the Patrician's bot", seat=NUMBER, name=NAME),
    "net.host.seat_computer": _e("  seat {seat}, {name}: a computer ({level})", seat=NUMBER, name=NAME, level=TEXT),
    "net.host.seat_join": _e("  seat {seat}, {name}:  {command}", seat=NUMBER, name=NAME, command=TEXT),
    "net.host.spectators_join": _e("  spectators:  {command}", command=TEXT),
    "net.host.commands": _e("Type 'help' for the host's commands; Ctrl+C stops the table (it is saved)."),
    # "ragusa host" is the command's name: keep it. `error` is one sentence.
    "net.host.error": _e("ragusa host: {error}", error=TEXT),
    # The same, for an error in what was typed (`error` without its full stop).
    "net.host.usage_error": _e("ragusa host: {error}.", error=TEXT),
    "net.host.resuming": _e("ragusa host: resuming the table in the data folder; the seats and seed given are "
                            "not used."),
    # `address` is where the table listens; "--certfile" is an option, typed as it is.
    "net.host.exposed_tls": _e("ragusa host: warning: listening on {address}, the table is reachable from the "
                               "network; anyone with a key can join.", address=TEXT),
    "net.host.exposed": _e("ragusa host: warning: listening on {address}, the table is reachable from the "
                           "network; anyone with a key can join (and, without --certfile, read the traffic).",
                           address=TEXT),
    # `why` is the system's words.
    "net.host.cannot_listen": _e("ragusa host: cannot listen on {address} port {port}: {why}.", address=TEXT,
                                 port=NUMBER, why=TEXT),
    "net.host.stopped": _e("ragusa host: the table is stopped and saved."),
    # `problem` says why the name cannot name a table's folder; "--name" is an option.
    "net.host.bad_name": _e("--name: {problem}", problem=TEXT),
    # What `--seats` (Ann,Bo,computer:hard) and `--option` were given wrong;
    # the options and the levels are typed as they are.
    "net.host.unknown_level": _e("unknown level '{level}' in --seats: choose from {levels}", level=TEXT, levels=ANY),
    "net.host.not_an_option": _e("--option {option} is not one of the solo options ({options}), which solo games "
                                 "alone have", option=TEXT, options=ANY),
    "net.host.seats_players": _n("--seats names {count} seat(s) but --players says {players}",
                                 "--seats names {count} seat(s) but --players says {players}", "count",
                                 count=NUMBER, players=NUMBER),
    # The names of seats that `ragusa host` was given none for (`seat` from 1).
    "net.host.computer_name": _e("Computer {seat}", seat=NUMBER),
    "net.host.player_name": _e("Player {seat}", seat=NUMBER),
    "net.host.solo_player_name": _e("Player"),
    # The table goes on after the disk refused a file; `error` says what was refused (one sentence).
    "net.host.reserve_failed": _e("{error} The table goes on; after a crash, its versions could repeat.", error=TEXT),
    "net.host.save_failed": _e("{error} The table goes on; saving is tried again after every move.", error=TEXT),
    # A table hosted from the app: `command` opens it again (typed as it is).
    "net.host.reopen": _e("{command} opens it again for the same join commands.", command=TEXT),
    "net.host.could_not_start": _e("The table could not be started: {why}.", why=TEXT),
    # `log` is the file where the table wrote why.
    "net.host.did_not_start": _e("The table did not start (see {log}).", log=TEXT),
    # Why a table cannot listen where asked, as a sentence of its own (`problem` a "net.port." phrase).
    "net.host.port_problem": _e("{problem}.", problem=OPENING),
    "net.host.another_port": _e("choose another (0: any free port)"),

    # ------------------------------------------------------------ ports
    # Why nothing can listen on an address and port, in the middle of a
    # sentence (no capital, no full stop). `address` is as typed.
    "net.port.no_address": _e("this computer has no address '{address}'", address=TEXT),
    # `another` says how to choose another port.
    "net.port.in_use": _e("port {port} is in use on {address}; {another}", port=NUMBER, address=TEXT, another=ANY),
    "net.port.not_here": _e("{address} is not an address of this computer", address=TEXT),
    "net.port.privileged": _e("port {port} needs more privileges on {address}; choose one above 1023", port=NUMBER,
                              address=TEXT),
    # `why` is the system's words.
    "net.port.cannot": _e("cannot listen on {address} port {port}: {why}", address=TEXT, port=NUMBER, why=TEXT),
}
