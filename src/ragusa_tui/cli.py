"""The `ragusa` command: the game and its replay viewer, plus headless tools for saves and testing.

Exit codes: 0 success, 1 a game failed or a save is bad, 2 wrong arguments.
Heavy imports happen inside the commands so `ragusa --help` stays instant.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Never

from .safe_text import quoted, visible

if TYPE_CHECKING:
    from .engine import Action, Game, GameConfig
    from .saves import SaveEntry
    from .table.recording import Recording

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
MODES = ("standard", "duel", "solo")
DEFAULT_PLAYERS = {"standard": 4, "duel": 2, "solo": 1}
MAX_DECISIONS = 20_000  # a game far longer than any real one has looped


def say(text: object, err: bool = False) -> None:
    """Print a line that may quote outside text (file names, save fields,
    error messages): controls and escape sequences are shown escaped."""
    print(visible(text, newlines=True), file=sys.stderr if err else sys.stdout, flush=err)


def run_app(replay: Recording | None = None, step: int = 0) -> int:
    """Start the interactive game, or the replay viewer on `replay` at `step`
    (the one place the terminal app is wired in)."""
    from .app import run

    if replay is None:
        return run()
    return run(replay=replay, replay_step=step)


def cmd_join(args: argparse.Namespace) -> int:
    """Play a seat at a table that `ragusa host` holds."""
    from .app import run

    if not args.url.startswith(("ws://", "wss://")):
        return _usage("join", f"{quoted(args.url)} is not a table's address: it starts with ws:// or wss://")
    try:
        key = _join_key(args.key, args.key_file)
    except ValueError as exc:
        return _usage("join", str(exc))
    return run(join=(args.url, key))


MAX_KEY_FILE = 4096  # bytes: a key is 32 characters


def _join_key(given: str | None, key_file: str | None) -> str:
    """The seat's key: `--key`, else `--key-file` (`-`: standard input),
    else $RAGUSA_KEY, else asked for at the terminal; `ValueError` with one
    sentence if there is none."""
    from .net.commands import KEY_ENV

    if given is not None:
        key = given
    elif key_file is not None:
        key = _read_key_file(key_file)
    elif os.environ.get(KEY_ENV):
        key = os.environ[KEY_ENV]
    elif sys.stdin is not None and sys.stdin.isatty():
        import getpass

        try:
            key = getpass.getpass("The seat's key (the host's join command shows it): ")
        except (EOFError, KeyboardInterrupt):
            key = ""
    else:
        raise ValueError(f"no key: give --key-file FILE, set {KEY_ENV}, or give --key")
    key = key.strip()
    if not key:
        raise ValueError("the key is empty")
    return key


def _read_key_file(name: str) -> str:
    """The first line of the key file (or of standard input for `-`)."""
    if name == "-":
        data = sys.stdin.buffer.read(MAX_KEY_FILE + 1) if sys.stdin is not None else b""
    else:
        from .saves import SaveError, read_bytes

        try:
            data = read_bytes(Path(name))
        except SaveError as exc:
            raise ValueError(f"cannot read the key file {quoted(name)}: {exc.reason}") from None
    if len(data) > MAX_KEY_FILE:
        raise ValueError("the key file is far longer than a key: is it the right file?")
    lines = data.decode("utf-8", "replace").splitlines()
    return lines[0] if lines else ""


# ------------------------------------------------------------------ simulate
def random_policy(game: Game, rng: random.Random) -> Action:
    """Any legal action, uniformly."""
    return rng.choice(game.legal_actions())


POLICIES: dict[str, Callable[[Game, random.Random], Action]] = {"random": random_policy}
LEVELS = ("easy", "medium", "hard", "expert")  # computer players (ragusa_tui.ai), chosen by name


@dataclass
class GameResult:
    """One simulated game, as a JSON line shows it."""

    game: int
    seed: int
    ok: bool = False
    decisions: int = 0
    seconds: float = 0.0
    rounds: int = 0
    names: list[str] = field(default_factory=list)  # every seat, bots included
    scores: list[int] = field(default_factory=list)  # totals by seat
    ranking: list[int] = field(default_factory=list)  # seats, best first
    winners: list[int] = field(default_factory=list)
    error: str | None = None


def play_one(config: GameConfig, index: int, policy: Callable[[Game, random.Random], Action]) -> GameResult:
    """Play one game to the end, then check its record reloads to the same game."""
    from .engine import load_game, new_game

    result = GameResult(index, config.seed)
    try:
        rng = random.Random(config.seed)
        game = new_game(config)
        start = time.perf_counter()
        while not game.is_over:
            if result.decisions >= MAX_DECISIONS:
                raise RuntimeError(f"the game did not end after {MAX_DECISIONS} decisions")
            game.apply(policy(game, rng))
            result.decisions += 1
        result.seconds = time.perf_counter() - start
        scores = game.final_scores()
        if load_game(game.to_json()) != game:
            raise RuntimeError("reloading its record gives a different game")
    except Exception as exc:  # noqa: BLE001 - a failing game is reported, not raised
        result.error = f"{type(exc).__name__}: {exc}"
        return result
    result.ok = True
    result.rounds = game.round
    result.names = [p.name for p in scores.players]
    result.scores = [p.total for p in scores.players]
    result.ranking = list(scores.ranking)
    result.winners = scores.winners
    return result


def _config(args: argparse.Namespace, seed: int) -> GameConfig:
    from .engine import GameConfig

    names = ["Player"] if args.players == 1 else [f"Player {i + 1}" for i in range(args.players)]
    return GameConfig(mode=args.mode, players=names, seed=seed)


def cmd_simulate(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from .engine import new_game

    seats = None
    if args.seats is not None:
        if args.policy != "random":
            return _usage("simulate", "give --policy (one level for every seat) or --seats (one per "
                          "seat), not both")
        from .ai.policies import parse_seats

        try:
            seats = parse_seats(args.seats, args.players)
        except ValueError as exc:
            return _usage("simulate", str(exc))
        if args.mode != "standard" and len(seats) != DEFAULT_PLAYERS[args.mode]:
            return _usage("simulate", f"--seats names {len(seats)} seat(s) but {args.mode} games have "
                          f"{DEFAULT_PLAYERS[args.mode]} player(s)")
        args.players = len(seats)
    args.players = args.players or DEFAULT_PLAYERS[args.mode]
    from .engine.config import seats_problem

    problem = seats_problem(args.mode, args.players)  # before a name is made for each
    if problem:
        return _usage("simulate", problem)
    try:
        new_game(_config(args, args.seed))
    except ValidationError as exc:
        return _usage("simulate", exc.errors()[0]["msg"].removeprefix("Value error, "))
    except ValueError as exc:
        return _usage("simulate", str(exc))
    except Exception:  # noqa: BLE001, S110 - an engine failure is reported per game below
        pass
    if seats is None and args.policy in LEVELS:
        seats = [args.policy] * args.players
    if seats is not None:
        from .ai.policies import seats_policy

        policy = seats_policy(seats)
        args.policy = ",".join(seats) if len(set(seats)) > 1 else seats[0]
    else:
        policy = POLICIES[args.policy]
    results = []
    for i in range(args.games):
        result = play_one(_config(args, args.seed + i), i + 1, policy)
        results.append(result)
        if args.json:
            print(json.dumps({"mode": args.mode, "players": args.players, **asdict(result),
                              "policy": args.policy, "seats": seats}), flush=True)
        if not result.ok:
            say(f"ragusa simulate: game {result.game} (seed {result.seed}) failed after "
                f"{result.decisions} decisions: {result.error}. Reproduce it with: ragusa simulate "
                f"--mode {args.mode} --players {args.players} --games 1 --seed {result.seed}", err=True)
    if not args.json:
        print(_simulate_table(args, results))
    return EXIT_OK if all(r.ok for r in results) else EXIT_FAILED


def _simulate_table(args: argparse.Namespace, results: list[GameResult]) -> str:
    done = [r for r in results if r.ok]
    last = args.seed + args.games - 1
    seeds = f"seed {args.seed}" if args.games == 1 else f"seeds {args.seed}-{last}"
    lines = [f"{args.mode} · {args.players} player{'s' * (args.players > 1)} · "
             f"{args.games} game{'s' * (args.games > 1)} ({seeds}) · {args.policy} policy"]
    rows: list[tuple[str, str]] = []
    if done:
        n = len(done)
        for seat, name in enumerate(done[0].names):
            average = sum(r.scores[seat] for r in done) / n
            wins = sum(seat in r.winners for r in done)
            rows.append((name, f"{average:.1f} VP average, {wins} win{'s' * (wins != 1)}"))
        top = sum(r.scores[r.ranking[0]] for r in done) / n
        rows.append(("top score", f"{top:.1f} VP average"))
        decisions = sum(r.decisions for r in done)
        seconds = sum(r.seconds for r in done)
        rounds = sum(r.rounds for r in done) / n
        rows.append(("game length", f"{decisions / n:.1f} decisions, {rounds:.1f} rounds on average"))
        speed = decisions / seconds if seconds else float("inf")
        rows.append(("speed", f"{speed:,.0f} decisions/s ({decisions:,} decisions in {seconds:.2f} s)"))
    rows.append(("games finished", f"{len(done)} of {len(results)}"))
    width = max(len(label) for label, _ in rows)
    lines += [f"  {label:<{width}}  {value}" for label, value in rows]
    return "\n".join(lines)


# -------------------------------------------------------------------- verify
def cmd_verify(args: argparse.Namespace) -> int:
    from .engine.record import summarize
    from .replayed import summary_matches
    from .saves import SaveError, check_save, resolve

    path = resolve(args.save)
    try:
        record, game = check_save(path)
    except SaveError as exc:
        say(f"ragusa verify: {exc}", err=True)
        return EXIT_FAILED
    summary = summarize(game)
    stored = record.summary
    if stored is None:
        summary_state = "missing"
    else:
        summary_state = "matches" if summary_matches(stored, summary) else "differs"
    report: dict[str, Any] = {
        "file": str(path), "mode": game.config.mode, "players": summary.players, "seed": game.config.seed,
        "actions": summary.actions, "round": summary.round, "over": summary.over, "vp": summary.vp,
        "stored_summary": summary_state,
        "final_scores": game.final_scores().as_dict() if game.is_over else None,
    }
    print(json.dumps(report, indent=2))
    if summary_state == "differs":
        print("ragusa verify: note: the summary stored in the save does not match its actions; "
              "the actions are what count, and the next save rewrites the summary.", file=sys.stderr)
    if not game.is_over:
        print(f"ragusa verify: the save is valid; the game is not over yet (round {summary.round}), "
              "so there are no final scores.", file=sys.stderr)
    return EXIT_OK


# -------------------------------------------------------------------- replay
def cmd_replay(args: argparse.Namespace) -> int:
    from .saves import SaveError, resolve
    from .table.recording import Recording

    path = resolve(args.save)
    try:
        recording = Recording.load(path)
    except SaveError as exc:
        say(f"ragusa replay: {exc}", err=True)
        return EXIT_FAILED
    n = len(recording)
    step = args.step + n + 1 if args.step < 0 else args.step
    if not 0 <= step <= n:
        return _usage("replay", f"step {args.step} is outside this game, whose steps run from 0 to {n}")
    return run_app(recording, step)


# --------------------------------------------------------------------- saves
def cmd_saves(args: argparse.Namespace) -> int:
    from .saves import SaveError, exists, is_dir, list_saves, save_dir

    try:
        folder = args.dir or save_dir()
        if exists(folder) and not is_dir(folder):
            return _usage("saves", f"'{folder}' is not a folder")
        if args.dir is not None and not exists(folder):  # (the saves folder is made by the first game)
            return _usage("saves", f"there is no folder '{folder}'")
        entries = list_saves(folder)
    except SaveError as exc:
        say(f"ragusa saves: {exc}", err=True)
        return EXIT_FAILED
    if args.json:
        for e in entries:
            print(json.dumps({
                "file": str(e.path), "modified": e.modified.isoformat(timespec="seconds"),
                "config": None if e.record is None else e.record.config.model_dump(mode="json"),
                "actions": None if e.record is None else len(e.record.actions),
                "summary": None if e.stored is None else e.stored.model_dump(mode="json"),
                "replayed": None if e.summary is None else e.summary.model_dump(mode="json"),
                "summary_matches": None if e.summary is None else not e.summary_differs,
                "problem": e.problem,
            }))
        return EXIT_OK
    if not entries:
        say(f"No saved games in {folder}.")
        return EXIT_OK
    say(f"Saved games in {folder} (newest first):")
    from rich.cells import cell_len  # columns on screen: a wide character takes two

    rows = [tuple(visible(cell) for cell in _save_row(e)) for e in entries]
    widths = [max(cell_len(r[i]) for r in rows) for i in range(len(rows[0]) - 1)]
    for row in rows:
        cells = [cell + " " * (w - cell_len(cell)) for cell, w in zip(row, widths)] + [row[-1]]
        say("  " + "  ".join(cells).rstrip())
    return EXIT_OK


def _save_row(e: SaveEntry) -> tuple[str, str, str, str, str, str]:
    """File, date, mode, players, progress, status: from replaying the actions."""
    s = e.summary
    date = e.saved_at.strftime("%Y-%m-%d %H:%M")
    if e.record is None or s is None:
        return (e.path.name, date, "", "", "", f"unreadable: {e.problem}")
    progress = f"round {s.round}, {s.actions} actions"
    if s.over and s.ranking:
        status = "over: " + ", ".join(f"{x.rank}. {x.name} {x.total}" for x in s.ranking)
    else:
        status = "in progress: " + ", ".join(f"{n} {vp}" for n, vp in zip(s.players, s.vp)) + " VP"
    if e.stored is None:
        status += " (no summary stored)"
    elif e.summary_differs:
        status += " (the stored summary differs; the actions count)"
    return (e.path.name, date, s.mode, ", ".join(s.players), progress, status)


# ---------------------------------------------------------------------- host
def cmd_host(args: argparse.Namespace) -> int:
    from .net.hosting import HostOptions, host

    if args.keyfile is not None and args.certfile is None:
        return _usage("host", "--keyfile goes with --certfile")
    return host(HostOptions(
        mode=args.mode, seats=args.seats, players=args.players, seed=args.seed, options=tuple(args.option),
        listen=args.listen, port=args.port, data=args.data, name=args.name, certfile=args.certfile,
        keyfile=args.keyfile, json=args.json, max_rate=args.max_rate,
        max_connections=args.max_connections, max_per_address=args.max_per_address,
        max_spectators=args.max_spectators, stop_with_input=args.stop_with_input))


def _any_port(text: str) -> int:
    """A port, or 0 for any free one (`ragusa host`)."""
    value = _seed(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError("a port is a number from 0 to 65535")
    return value


# ----------------------------------------------------------------------- web
def cmd_web(args: argparse.Namespace) -> int:
    from .web import serve

    return serve(args.host, args.port, max_tabs=args.max_tabs, tab_memory=args.tab_memory,
                 allow_hosting=args.allow_hosting, allow_joining=args.allow_joining)


def _tab_memory(text: str) -> int:
    """MiB of memory for a tab's game (`ragusa web --tab-memory`)."""
    from .web import MIN_TAB_MEMORY

    value = _positive(text)
    if value < MIN_TAB_MEMORY:
        raise argparse.ArgumentTypeError(f"a game needs at least {MIN_TAB_MEMORY} MiB")
    return value


# -------------------------------------------------------------------- parser
def _usage(command: str, message: str) -> int:
    say(f"ragusa {command}: {message.rstrip('.')}.", err=True)
    return EXIT_USAGE


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _port(text: str) -> int:
    value = _positive(text)
    if value > 65535:
        raise argparse.ArgumentTypeError("a port is at most 65535")
    return value


def _save_name(text: str) -> str:
    if not text.strip():
        raise argparse.ArgumentTypeError("a save's name cannot be empty")
    return text


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a whole number") from None


class _Parser(argparse.ArgumentParser):
    """argparse, with the arguments it quotes in errors (file names from a
    shell's wildcard, say) shown safely."""

    commands: Mapping[str, argparse.ArgumentParser]  # each command's own parser, by name (set by build_parser)

    def error(self, message: str) -> Never:  # type: ignore[override]
        super().error(visible(message))


def build_parser() -> _Parser:
    raw = argparse.RawDescriptionHelpFormatter
    parser = _Parser(
        prog="ragusa", formatter_class=raw,
        description="Ragusa, the board game by Fabio Lopiano, in the terminal.",
        epilog="""examples:
  ragusa                          start the game
  ragusa simulate --games 200     play 200 random 4-player games headless
  ragusa verify my-game.json      replay a save and print its final scores
  ragusa replay my-game.json      watch a saved game step by step
  ragusa saves                    list saved games
  ragusa web                      play in browser tabs at http://127.0.0.1:8000

Saves live in the user's data folder; set RAGUSA_SAVE_DIR to use another.
Exit codes: 0 success, 1 a game failed or a save is bad, 2 wrong arguments.""",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    parser.commands = sub.choices

    sim = sub.add_parser(
        "simulate", formatter_class=raw, help="play headless games and report scores and speed",
        description="Play whole games without a screen, every decision made by a policy, and check "
                    "each finished game's record reloads to the same game. Game i uses seed S+i.",
        epilog="""examples:
  ragusa simulate --games 200
  ragusa simulate --mode standard --players 3 --games 50 --seed 7
  ragusa simulate --mode solo --games 20 --json > games.jsonl
  ragusa simulate --mode solo --policy hard --games 10
  ragusa simulate --seats hard,medium,medium,medium --games 8 --seed 1000

Exits with 1 if any game fails (the message says how to reproduce it).""",
    )
    sim.add_argument("--mode", choices=MODES, default="standard", help="game mode (default: standard)")
    sim.add_argument("--players", type=_positive, metavar="N",
                     help="number of players (default: 4 standard, 2 duel, 1 solo)")
    sim.add_argument("--games", type=_positive, default=10, metavar="G", help="games to play (default: 10)")
    sim.add_argument("--seed", type=_seed, default=0, metavar="S", help="seed of the first game (default: 0)")
    sim.add_argument("--policy", choices=sorted(POLICIES) + list(LEVELS), default="random",
                     help="how every seat decides: random, or a computer level (default: random)")
    sim.add_argument("--seats", metavar="LEVELS",
                     help="one computer level per seat, e.g. hard,medium,medium,medium")
    sim.add_argument("--json", action="store_true", help="print one JSON line per game instead of a table")
    sim.set_defaults(handler=cmd_simulate)

    ver = sub.add_parser(
        "verify", formatter_class=raw, help="replay a save and print its final scoring as JSON",
        description="Load a save, replay and check every action, and print the final scoring "
                    "breakdown (or, for a game in progress, the VP so far) as JSON.",
        epilog="""examples:
  ragusa verify ~/games/ragusa.json
  ragusa verify standard-20250101-120000     (a name from `ragusa saves`)

Exits with 1 and one sentence naming the problem if the save cannot be loaded.""",
    )
    ver.add_argument("save", metavar="SAVE", type=_save_name,
                     help="a save file, or the name of one in the saves folder")
    ver.set_defaults(handler=cmd_verify)

    rep = sub.add_parser(
        "replay", formatter_class=raw, help="watch a saved game step by step",
        description="Open a saved game in the replay viewer: the board, the player mats, the "
                    "harbour and the log at any step, read-only. Bonus cards are shown once "
                    "the game is over; in an unfinished game they stay secret.",
        epilog="""keys:
  ← →  one action      PgUp PgDn  one turn      Home End  first / last step      Esc  quit

examples:
  ragusa replay standard-20250101-120000       (a name from `ragusa saves`)
  ragusa replay ~/games/friday.json --step -1  (open at the last step)

Exits with 1 and one sentence naming the problem if the save cannot be loaded,
with 2 if the step is outside the game.""",
    )
    rep.add_argument("save", metavar="SAVE", type=_save_name,
                     help="a save file, or the name of one in the saves folder")
    rep.add_argument("--step", type=_seed, default=0, metavar="N",
                     help="the step to open at: 0 is the deal (default), -1 the last step")
    rep.set_defaults(handler=cmd_replay)

    join = sub.add_parser(
        "join", formatter_class=raw, help="play a seat at a table another computer holds",
        description="Play your seat of a game that `ragusa host` holds, at your own screen: the "
                    "host prints the command that joins each seat.",
        epilog="""The key comes from the first of: --key, --key-file, the environment variable
RAGUSA_KEY, or the question asked (hidden) when none is given. A key given with --key
shows in the computer's process list; the host's join commands set RAGUSA_KEY.

examples:
  RAGUSA_KEY=3q1XW0... ragusa join ws://192.168.1.20:8765/
  ragusa join wss://games.example.org:8765/ --key-file seat.key   (a table behind TLS)
  ragusa join ws://192.168.1.20:8765/             (asks for the key)""",
    )
    join.add_argument("url", metavar="URL", help="the table's address, ws://HOST:PORT/ (wss:// with TLS)")
    join.add_argument("--key", help="the seat's key (or the spectator key); other users of this "
                                    "computer can read it in the process list")
    join.add_argument("--key-file", metavar="FILE", help="read the key from FILE ('-': standard input)")
    join.set_defaults(handler=cmd_join)

    hos = sub.add_parser(
        "host", formatter_class=raw, help="host a table: each player joins from their own screen",
        description="Hold one game on a server (WebSocket) that each player joins from their own "
                    "terminal with their seat's key; computer seats play on the server. The table "
                    "is saved after every move in its data folder; started again on the same "
                    "folder it resumes there, with the same keys. See docs/protocol.md.",
        epilog="""examples:
  ragusa host --seats Ann,Bo,computer:hard
  ragusa host --mode duel --seats Ann,Bo --port 9000
  ragusa host --seats Ann,Bo,Cy --listen 0.0.0.0 --certfile cert.pem --keyfile key.pem
  ragusa host --data ~/tables/friday          (resume the table kept there)

While it runs, type on its terminal: status, computer SEAT LEVEL, person SEAT, help.
Ctrl+C (or SIGTERM) stops the table; it is saved.""",
    )
    hos.add_argument("--mode", choices=MODES, default="standard", help="game mode (default: standard)")
    hos.add_argument("--seats", metavar="SEATS",
                     help="one entry per seat: a person's name (person:NAME whatever the name), or computer:LEVEL "
                          "(computer:LEVEL:NAME to name it), e.g. Ann,Bo,computer:hard")
    hos.add_argument("--players", type=_positive, metavar="N",
                     help="number of players, all persons, when --seats is not given")
    hos.add_argument("--seed", type=_seed, metavar="S", help="the game's seed (default: random)")
    hos.add_argument("--option", action="append", default=[], metavar="OPTION",
                     help="a solo option: rector_no_choice, bots_best_of_pair or human_first (repeat for several)")
    hos.add_argument("--listen", default="127.0.0.1", metavar="ADDR",
                     help="the address to listen on (default: 127.0.0.1, this machine only)")
    hos.add_argument("--port", type=_any_port, default=8765, metavar="N", help="the port (default 8765; 0: any free)")
    hos.add_argument("--data", type=_folder, metavar="DIR",
                     help="the table's folder (default: tables/NAME in the user's data folder)")
    hos.add_argument("--name", default="table", metavar="NAME", help="the table's name (default: table)")
    hos.add_argument("--certfile", type=_folder, metavar="FILE", help="TLS certificate (PEM): serve wss://")
    hos.add_argument("--keyfile", type=_folder, metavar="FILE", help="its private key (PEM)")
    hos.add_argument("--max-rate", type=_positive, default=20, metavar="N",
                     help="frames a connection may send in 2 seconds; more are refused (default: 20)")
    hos.add_argument("--max-connections", type=_positive, default=64, metavar="N",
                     help="connections at once, joined or still to say hello; more are refused (default: 64)")
    hos.add_argument("--max-per-address", type=_positive, default=16, metavar="N",
                     help="connections at once from one address (players behind one home router share one; "
                          "default: 16)")
    hos.add_argument("--max-spectators", type=_positive, default=8, metavar="N",
                     help="spectators at once; the seats' players are not counted (default: 8)")
    hos.add_argument("--json", action="store_true",
                     help="print the address and keys as one JSON line first")
    hos.add_argument("--stop-with-input", action="store_true",
                     help="stop the table (saved) when standard input closes: for a program that starts "
                          "it and keeps its input open while it runs")
    hos.set_defaults(handler=cmd_host)

    sav = sub.add_parser(
        "saves", formatter_class=raw, help="list saved games",
        description="List the saved games, newest first, with their round, scores and "
                    "status, found by replaying each save's actions (a stored summary that "
                    "disagrees is marked).",
        epilog="""examples:
  ragusa saves
  ragusa saves --dir ~/backup/ragusa --json""",
    )
    sav.add_argument("--dir", type=_folder, metavar="FOLDER",
                     help="the folder to list (default: the saves folder)")
    sav.add_argument("--json", action="store_true", help="print one JSON line per save")
    sav.set_defaults(handler=cmd_saves)

    webp = sub.add_parser(
        "web", formatter_class=raw, help="play in browser tabs, served from this computer",
        description="Serve the game to web browsers: every tab that opens the page plays its own "
                    "game, saved in the same saves folder as in a terminal. Only this computer "
                    "can connect unless --host says otherwise. Ctrl+C stops the server.",
        epilog="""examples:
  ragusa web                       then open http://127.0.0.1:8000
  ragusa web --port 8123
  ragusa web --host 0.0.0.0        reachable from the network (it warns)
  ragusa web --max-tabs 2 --tab-memory 256

A tab's game may not host a table on the network nor join one at an address
typed in the tab, unless --allow-hosting or --allow-joining says so: that
table would listen, or the connection leave, on this computer.

Exits with 1 and one sentence if the port is in use or the address cannot be served.""",
    )
    webp.add_argument("--port", type=_port, default=8000, metavar="N", help="the port to serve on (default: 8000)")
    webp.add_argument("--host", default="127.0.0.1", metavar="ADDR",
                      help="the address to serve on (default: 127.0.0.1, this computer only)")
    webp.add_argument("--max-tabs", type=_positive, default=8, metavar="N",
                      help="games played at once, one a tab; a tab opened beyond them is told so (default: 8)")
    webp.add_argument("--tab-memory", type=_tab_memory, default=512, metavar="MIB",
                      help="memory each tab's game may use, in MiB; a game uses under 100 (default: 512)")
    webp.add_argument("--allow-hosting", action="store_true",
                      help="let the tabs host a table on the network (listening on this computer, "
                           "where the tab asks)")
    webp.add_argument("--allow-joining", action="store_true",
                      help="let the tabs join a table at any address (this computer connects to it)")
    webp.set_defaults(handler=cmd_web)
    return parser


def _folder(text: str) -> Path:
    return Path(text).expanduser()


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        # argparse would blame the program; the usage that helps is the command's own.
        (parser.commands.get(args.command) or parser).error(f"unrecognized arguments: {' '.join(unknown)}")
    if args.command is None:
        return run_app()
    try:
        return args.handler(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, without a flush error at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK


if __name__ == "__main__":
    raise SystemExit(main())
