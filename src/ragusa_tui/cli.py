"""The `ragusa` command: the game and its replay viewer, plus headless tools for saves and testing.

Exit codes: 0 success, 1 a game failed or a save is bad, 2 wrong arguments.
Heavy imports happen inside the commands so `ragusa --help` stays instant.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Never

from .catalogue import ENGLISH, LANGUAGES, Message, joined, text, words
from .safe_text import quoted, visible
from .table.language import speak

if TYPE_CHECKING:
    import argparse

    from .engine import Action, Game, GameConfig
    from .saves import SaveEntry
    from .table.recording import Recording

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
MODES = ("standard", "duel", "solo")
DEFAULT_PLAYERS = {"standard": 4, "duel": 2, "solo": 1}
MAX_DECISIONS = 20_000  # a game far longer than any real one has looped
DATE_FORMAT = "%Y-%m-%d %H:%M"  # a save's time in `ragusa saves`


def say(line: object, err: bool = False) -> None:
    """Print a line that may quote outside text (file names, save fields,
    error messages): controls and escape sequences are shown escaped."""
    print(visible(line, newlines=True), file=sys.stderr if err else sys.stdout, flush=err)


def run_app(replay: Recording | None = None, step: int = 0) -> int:
    """Start the interactive game, or the replay viewer on `replay` at `step`
    (the one place the terminal app is wired in)."""
    from .app import run

    if replay is None:
        return run()
    return run(replay=replay, replay_step=step)


def cmd_learn(args: argparse.Namespace) -> int:
    """Learn to play: the guided first game, where it was left off."""
    from .app import run

    return run(learn=True)


def cmd_join(args: argparse.Namespace) -> int:
    """Play a seat at a table that `ragusa host` holds."""
    from .app import run

    if not args.url.startswith(("ws://", "wss://")):
        return _usage("join", Message.of("cli.join.not_an_address", address=quoted(args.url)))
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
            key = getpass.getpass(text("cli.join.ask_key"))
        except (EOFError, KeyboardInterrupt):
            key = ""
    else:
        raise _key_problem("cli.join.no_key", variable=KEY_ENV)
    key = key.strip()
    if not key:
        raise _key_problem("cli.join.empty_key")
    return key


def _key_problem(code: str, **args: str) -> ValueError:
    """Why there is no key, as the ValueError `_join_key` raises: its words in the language spoken."""
    return ValueError(text(code, **args))


def _read_key_file(name: str) -> str:
    """The first line of the key file (or of standard input for `-`)."""
    if name == "-":
        data = sys.stdin.buffer.read(MAX_KEY_FILE + 1) if sys.stdin is not None else b""
    else:
        from .saves import SaveError, read_bytes

        try:
            data = read_bytes(Path(name))
        except SaveError as exc:
            raise _key_problem("cli.join.unreadable_key_file", file=quoted(name), reason=exc.reason) from None
    if len(data) > MAX_KEY_FILE:
        raise _key_problem("cli.join.key_file_too_long")
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
            return _usage("simulate", Message.of("cli.simulate.policy_and_seats"))
        from .ai.policies import parse_seats

        try:
            seats = parse_seats(args.seats, args.players)
        except ValueError as exc:
            return _usage("simulate", str(exc))
        if args.mode != "standard" and len(seats) != DEFAULT_PLAYERS[args.mode]:
            return _usage("simulate", Message.of(
                "cli.simulate.seats_mismatch", seats=Message.of("cli.simulate.seat_count", count=len(seats)),
                mode=args.mode, players=Message.of("cli.simulate.player_count", count=DEFAULT_PLAYERS[args.mode])))
        args.players = len(seats)
    args.players = args.players or DEFAULT_PLAYERS[args.mode]
    from .engine.config import seats_problem_message

    problem = seats_problem_message(args.mode, args.players)  # before a name is made for each
    if problem is not None:
        return _usage("simulate", problem)
    try:
        new_game(_config(args, args.seed))
    except ValidationError as exc:
        error = exc.errors()[0]
        refused = error.get("ctx", {}).get("error")
        return _usage("simulate", getattr(refused, "message", None) or error["msg"].removeprefix("Value error, "))
    except ValueError as exc:
        return _usage("simulate", getattr(exc, "message", None) or str(exc))
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
            say(text("cli.simulate.failed", game=result.game, seed=result.seed, decisions=result.decisions,
                     error=result.error, mode=args.mode, players=args.players), err=True)
    if not args.json:
        print(_simulate_table(args, results))
    return EXIT_OK if all(r.ok for r in results) else EXIT_FAILED


def _simulate_table(args: argparse.Namespace, results: list[GameResult]) -> str:
    done = [r for r in results if r.ok]
    last = args.seed + args.games - 1
    seeds = (Message.of("cli.simulate.seed", seed=args.seed) if args.games == 1
             else Message.of("cli.simulate.seeds", first=args.seed, last=last))
    lines = [text("cli.simulate.header", mode=args.mode, players=Message.of("cli.simulate.players", count=args.players),
                  games=Message.of("cli.simulate.games", count=args.games), seeds=seeds, policy=args.policy)]
    rows: list[tuple[str, str]] = []
    if done:
        n = len(done)
        for seat, name in enumerate(done[0].names):
            average = sum(r.scores[seat] for r in done) / n
            wins = sum(seat in r.winners for r in done)
            rows.append((name, text("cli.simulate.seat", average=f"{average:.1f}", wins=wins)))
        top = sum(r.scores[r.ranking[0]] for r in done) / n
        rows.append((text("cli.simulate.top_score"), text("cli.simulate.top_score_value", average=f"{top:.1f}")))
        decisions = sum(r.decisions for r in done)
        seconds = sum(r.seconds for r in done)
        rounds = sum(r.rounds for r in done) / n
        rows.append((text("cli.simulate.length"),
                     text("cli.simulate.length_value", decisions=f"{decisions / n:.1f}", rounds=f"{rounds:.1f}")))
        speed = decisions / seconds if seconds else float("inf")
        rows.append((text("cli.simulate.speed"), text("cli.simulate.speed_value", speed=f"{speed:,.0f}",
                                                      total=decisions, seconds=f"{seconds:.2f}")))
    rows.append((text("cli.simulate.finished"), text("cli.simulate.finished_value", done=len(done),
                                                     total=len(results))))
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
        say(text("cli.failed", command="verify", error=exc.message), err=True)
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
        print(text("cli.verify.summary_differs"), file=sys.stderr)
    if not game.is_over:
        print(text("cli.verify.not_over", round=summary.round), file=sys.stderr)
    return EXIT_OK


# -------------------------------------------------------------------- replay
def cmd_replay(args: argparse.Namespace) -> int:
    from .saves import SaveError, resolve
    from .table.recording import Recording

    path = resolve(args.save)
    try:
        recording = Recording.load(path)
    except SaveError as exc:
        say(text("cli.failed", command="replay", error=exc.message), err=True)
        return EXIT_FAILED
    n = len(recording)
    step = args.step + n + 1 if args.step < 0 else args.step
    if not 0 <= step <= n:
        return _usage("replay", Message.of("cli.replay.step_outside", step=args.step, last=n))
    return run_app(recording, step)


# --------------------------------------------------------------------- saves
def cmd_saves(args: argparse.Namespace) -> int:
    from .saves import SaveError, exists, is_dir, list_saves, save_dir

    try:
        folder = args.dir or save_dir()
        if exists(folder) and not is_dir(folder):
            return _usage("saves", Message.of("cli.saves.not_a_folder", folder=str(folder)))
        if args.dir is not None and not exists(folder):  # (the saves folder is made by the first game)
            return _usage("saves", Message.of("cli.saves.no_folder", folder=str(folder)))
        entries = list_saves(folder)
    except SaveError as exc:
        say(text("cli.failed", command="saves", error=exc.message), err=True)
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
                "problem": e.problem_in(ENGLISH),  # the same words whatever the language spoken
            }))
        return EXIT_OK
    if not entries:
        say(text("cli.saves.none", folder=str(folder)))
        return EXIT_OK
    say(text("cli.saves.heading", folder=str(folder)))
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
    date = e.saved_at.strftime(DATE_FORMAT)
    if e.record is None or s is None:
        return (e.path.name, date, "", "", "", text("cli.saves.unreadable", problem=e.problem))
    progress = text("cli.saves.progress", round=s.round, actions=s.actions)
    status: Message
    if s.over and s.ranking:
        status = Message.of("cli.saves.over", ranking=joined("list.comma", [
            Message.of("cli.saves.rank", rank=x.rank, player=x.name, total=x.total) for x in s.ranking]))
    else:
        status = Message.of("cli.saves.in_progress", scores=joined("list.comma", [
            Message.of("cli.saves.score", player=n, vp=vp) for n, vp in zip(s.players, s.vp)] or [""]))
    if e.stored is None:
        status = Message.of("cli.saves.no_summary", status=status)
    elif e.summary_differs:
        status = Message.of("cli.saves.summary_differs", status=status)
    players = str(joined("list.comma", list(s.players))) if s.players else ""
    return (e.path.name, date, words("mode").get(s.mode, s.mode), players, progress, str(status))


# ---------------------------------------------------------------------- host
def cmd_host(args: argparse.Namespace) -> int:
    from .net.hosting import HostOptions, host

    if args.keyfile is not None and args.certfile is None:
        return _usage("host", Message.of("cli.host.keyfile_alone"))
    return host(HostOptions(
        mode=args.mode, seats=args.seats, players=args.players, seed=args.seed, options=tuple(args.option),
        listen=args.listen, port=args.port, data=args.data, name=args.name, certfile=args.certfile,
        keyfile=args.keyfile, json=args.json, max_rate=args.max_rate,
        max_connections=args.max_connections, max_per_address=args.max_per_address,
        max_spectators=args.max_spectators, stop_with_input=args.stop_with_input))


def _any_port(typed: str) -> int:
    """A port, or 0 for any free one (`ragusa host`)."""
    value = _seed(typed)
    if not 0 <= value <= 65535:
        raise _not_taken(text("cli.port_range"))
    return value


# ----------------------------------------------------------------------- web
def cmd_web(args: argparse.Namespace) -> int:
    from .web import serve

    return serve(args.host, args.port, max_tabs=args.max_tabs, tab_memory=args.tab_memory,
                 allow_hosting=args.allow_hosting, allow_joining=args.allow_joining)


def _tab_memory(typed: str) -> int:
    """MiB of memory for a tab's game (`ragusa web --tab-memory`)."""
    from .web import MIN_TAB_MEMORY

    value = _positive(typed)
    if value < MIN_TAB_MEMORY:
        raise _not_taken(text("cli.tab_memory_low", mib=MIN_TAB_MEMORY))
    return value


# -------------------------------------------------------------------- parser
def _usage(command: str, problem: Message | str) -> int:
    """Say that `command` refuses what it was given (one sentence), and exit as for wrong arguments."""
    said = str(problem)  # a message in the language spoken; a sentence from elsewhere as it is
    say(text("cli.error", command=command, problem=said.rstrip(".")), err=True)
    return EXIT_USAGE


def _positive(typed: str) -> int:
    try:
        value = int(typed)
    except ValueError:
        raise _not_taken(text("cli.not_a_number", value=quoted(typed))) from None
    if value < 1:
        raise _not_taken(text("cli.at_least_one"))
    return value


def _port(typed: str) -> int:
    value = _positive(typed)
    if value > 65535:
        raise _not_taken(text("cli.port_too_high"))
    return value


def _save_name(typed: str) -> str:
    if not typed.strip():
        raise _not_taken(text("cli.empty_save_name"))
    return typed


def _seed(typed: str) -> int:
    try:
        return int(typed)
    except ValueError:
        raise _not_taken(text("cli.not_a_number", value=quoted(typed))) from None


def _not_taken(why: str) -> argparse.ArgumentTypeError:
    """What a value's type raises for argparse to say `why` it is not taken."""
    import argparse

    return argparse.ArgumentTypeError(why)


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, its words in the language spoken now
    (argparse's own words too: `speak_argparse`). The arguments it parses
    hold every command's own parser by name (`commands`), for the errors
    that are a command's own.

    argparse is read here only: plain `ragusa` starts the game without it."""
    import argparse

    class Parser(argparse.ArgumentParser):
        """argparse, with the arguments it quotes in errors (file names from
        a shell's wildcard, say) shown safely."""

        def error(self, message: str) -> Never:  # type: ignore[override]
            super().error(visible(message))

    speak_argparse()
    raw = argparse.RawDescriptionHelpFormatter
    parser = Parser(prog="ragusa", formatter_class=raw, description=text("cli.description"),
                    epilog=text("cli.epilog"))
    parser.add_argument("--lang", choices=LANGUAGES, metavar="LANG", help=_help("cli.arg.lang"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    parser.set_defaults(commands=sub.choices)

    sim = sub.add_parser("simulate", formatter_class=raw, help=_help("cli.simulate.help"),
                         description=text("cli.simulate.description"), epilog=text("cli.simulate.epilog"))
    sim.add_argument("--mode", choices=MODES, default="standard", help=_help("cli.arg.mode"))
    sim.add_argument("--players", type=_positive, metavar="N", help=_help("cli.simulate.arg.players"))
    sim.add_argument("--games", type=_positive, default=10, metavar="G", help=_help("cli.simulate.arg.games"))
    sim.add_argument("--seed", type=_seed, default=0, metavar="S", help=_help("cli.simulate.arg.seed"))
    sim.add_argument("--policy", choices=sorted(POLICIES) + list(LEVELS), default="random",
                     help=_help("cli.simulate.arg.policy"))
    sim.add_argument("--seats", metavar="LEVELS", help=_help("cli.simulate.arg.seats"))
    sim.add_argument("--json", action="store_true", help=_help("cli.simulate.arg.as_json"))
    sim.set_defaults(handler=cmd_simulate)

    ver = sub.add_parser("verify", formatter_class=raw, help=_help("cli.verify.help"),
                         description=text("cli.verify.description"), epilog=text("cli.verify.epilog"))
    ver.add_argument("save", metavar="SAVE", type=_save_name, help=_help("cli.arg.save"))
    ver.set_defaults(handler=cmd_verify)

    rep = sub.add_parser("replay", formatter_class=raw, help=_help("cli.replay.help"),
                         description=text("cli.replay.description"), epilog=text("cli.replay.epilog"))
    rep.add_argument("save", metavar="SAVE", type=_save_name, help=_help("cli.arg.save"))
    rep.add_argument("--step", type=_seed, default=0, metavar="N", help=_help("cli.replay.arg.step"))
    rep.set_defaults(handler=cmd_replay)

    learn = sub.add_parser("learn", formatter_class=raw, help=_help("cli.learn.help"),
                           description=text("cli.learn.description"))
    learn.set_defaults(handler=cmd_learn)

    join = sub.add_parser("join", formatter_class=raw, help=_help("cli.join.help"),
                          description=text("cli.join.description"), epilog=text("cli.join.epilog"))
    join.add_argument("url", metavar="URL", help=_help("cli.join.arg.url"))
    join.add_argument("--key", help=_help("cli.join.arg.key"))
    join.add_argument("--key-file", metavar="FILE", help=_help("cli.join.arg.key_file"))
    join.set_defaults(handler=cmd_join)

    hos = sub.add_parser("host", formatter_class=raw, help=_help("cli.host.help"),
                         description=text("cli.host.description"), epilog=text("cli.host.epilog"))
    hos.add_argument("--mode", choices=MODES, default="standard", help=_help("cli.arg.mode"))
    hos.add_argument("--seats", metavar="SEATS", help=_help("cli.host.arg.seats"))
    hos.add_argument("--players", type=_positive, metavar="N", help=_help("cli.host.arg.players"))
    hos.add_argument("--seed", type=_seed, metavar="S", help=_help("cli.host.arg.seed"))
    hos.add_argument("--option", action="append", default=[], metavar="OPTION", help=_help("cli.host.arg.option"))
    hos.add_argument("--listen", default="127.0.0.1", metavar="ADDR", help=_help("cli.host.arg.listen"))
    hos.add_argument("--port", type=_any_port, default=8765, metavar="N", help=_help("cli.host.arg.port"))
    hos.add_argument("--data", type=_folder, metavar="DIR", help=_help("cli.host.arg.data"))
    hos.add_argument("--name", default="table", metavar="NAME", help=_help("cli.host.arg.name"))
    hos.add_argument("--certfile", type=_folder, metavar="FILE", help=_help("cli.host.arg.certfile"))
    hos.add_argument("--keyfile", type=_folder, metavar="FILE", help=_help("cli.host.arg.keyfile"))
    hos.add_argument("--max-rate", type=_positive, default=20, metavar="N", help=_help("cli.host.arg.max_rate"))
    hos.add_argument("--max-connections", type=_positive, default=64, metavar="N",
                     help=_help("cli.host.arg.max_connections"))
    hos.add_argument("--max-per-address", type=_positive, default=16, metavar="N",
                     help=_help("cli.host.arg.max_per_address"))
    hos.add_argument("--max-spectators", type=_positive, default=8, metavar="N",
                     help=_help("cli.host.arg.max_spectators"))
    hos.add_argument("--json", action="store_true", help=_help("cli.host.arg.as_json"))
    hos.add_argument("--stop-with-input", action="store_true", help=_help("cli.host.arg.stop_with_input"))
    hos.set_defaults(handler=cmd_host)

    sav = sub.add_parser("saves", formatter_class=raw, help=_help("cli.saves.help"),
                         description=text("cli.saves.description"), epilog=text("cli.saves.epilog"))
    sav.add_argument("--dir", type=_folder, metavar="FOLDER", help=_help("cli.saves.arg.dir"))
    sav.add_argument("--json", action="store_true", help=_help("cli.saves.arg.as_json"))
    sav.set_defaults(handler=cmd_saves)

    webp = sub.add_parser("web", formatter_class=raw, help=_help("cli.web.help"),
                          description=text("cli.web.description"), epilog=text("cli.web.epilog"))
    webp.add_argument("--port", type=_port, default=8000, metavar="N", help=_help("cli.web.arg.port"))
    webp.add_argument("--host", default="127.0.0.1", metavar="ADDR", help=_help("cli.web.arg.host"))
    webp.add_argument("--max-tabs", type=_positive, default=8, metavar="N", help=_help("cli.web.arg.max_tabs"))
    webp.add_argument("--tab-memory", type=_tab_memory, default=512, metavar="MIB",
                      help=_help("cli.web.arg.tab_memory"))
    webp.add_argument("--allow-hosting", action="store_true", help=_help("cli.web.arg.allow_hosting"))
    webp.add_argument("--allow-joining", action="store_true", help=_help("cli.web.arg.allow_joining"))
    webp.set_defaults(handler=cmd_web)
    return parser


def _help(code: str) -> str:
    """An argument's help in the language spoken: argparse reads a help as a
    %-format (for "%(default)s"), so a % sign in the words is doubled."""
    return text(code).replace("%", "%%")


# ------------------------------------------------------------ argparse's words
# argparse words its usage, headings and errors ("usage: ", "options",
# "invalid choice: ...") with the standard library's gettext, which knows
# nothing of the game's catalogue. `speak_argparse`, called when the parser
# is built, puts `_argparse_gettext` and `_argparse_ngettext` in argparse's
# module as its `_` and `ngettext`: each finds the English msgid it is asked
# for below, with its catalogue entry ("cli.argparse.*"), and renders that
# entry in the language spoken with argparse's %-fields in place of the
# entry's fields, for argparse to fill in as it does its English. A msgid
# not listed (none the command line shows) stays English. Each entry's
# English is its msgid (a test checks), so English output does not change.
_ARGPARSE: dict[str, tuple[str, dict[str, str] | None]] = {
    # msgid: (its entry, its %-field for each field of the entry, or None when
    # argparse shows the words as they are rather than as a %-format)
    "usage: ": ("cli.argparse.usage", None),
    "positional arguments": ("cli.argparse.positionals", None),
    "options": ("cli.argparse.options", None),
    "show this help message and exit": ("cli.argparse.help", {}),  # a help: %-formatted
    "%(prog)s: error: %(message)s\n": ("cli.argparse.error", {"prog": "%(prog)s", "message": "%(message)s"}),
    "argument %(argument_name)s: %(message)s": ("cli.argparse.argument",
                                                {"argument": "%(argument_name)s", "message": "%(message)s"}),
    "unrecognized arguments: %s": ("cli.argparse.unrecognized", {"arguments": "%s"}),
    "the following arguments are required: %s": ("cli.argparse.required", {"arguments": "%s"}),
    "invalid choice: %(value)r (choose from %(choices)s)": ("cli.argparse.invalid_choice",
                                                            {"value": "%(value)r", "choices": "%(choices)s"}),
    "invalid %(type)s value: %(value)r": ("cli.argparse.invalid_value", {"type": "%(type)s", "value": "%(value)r"}),
    "ambiguous option: %(option)s could match %(matches)s": ("cli.argparse.ambiguous",
                                                             {"option": "%(option)s", "matches": "%(matches)s"}),
    "ignored explicit argument %r": ("cli.argparse.ignored", {"value": "%r"}),
    "expected one argument": ("cli.argparse.expected_one", None),
    "expected at most one argument": ("cli.argparse.expected_at_most_one", None),
    "expected at least one argument": ("cli.argparse.expected_at_least_one", None),
}
# The plural msgids (by their singular): each entry counts `count`, argparse's %s.
_ARGPARSE_PLURAL: dict[str, str] = {"expected %s argument": "cli.argparse.expected"}


def _as_format(said: str, fields: Mapping[str, str]) -> str:
    """`said`, rendered with a mark in each field's place, as a %-format:
    its own % signs doubled, each mark the %-field argparse fills."""
    said = said.replace("%", "%%")
    for mark, argparse_field in fields.items():
        said = said.replace(mark, argparse_field)
    return said


def _argparse_gettext(msgid: str) -> str:
    """argparse's `_`: its msgid in the language spoken (see above)."""
    found = _ARGPARSE.get(msgid)
    if found is None:
        return msgid
    code, fields = found
    if fields is None:
        return text(code)
    marks = {name: f"\x00{i}\x00" for i, name in enumerate(fields)}
    return _as_format(text(code, **marks), {marks[name]: field for name, field in fields.items()})


class _Count(int):
    """A count that picks a sentence's form by its value but is shown as a
    mark, for argparse to put the number there itself."""

    def __format__(self, spec: str) -> str:
        return "\x00n\x00"


def _argparse_ngettext(singular: str, plural_form: str, n: int) -> str:
    """argparse's `ngettext`: the form for `n`, in the language spoken."""
    code = _ARGPARSE_PLURAL.get(singular)
    if code is None:
        return singular if n == 1 else plural_form
    return _as_format(text(code, count=_Count(n)), {"\x00n\x00": "%s"})


def speak_argparse() -> None:
    """Make argparse word its help and errors through the catalogue (above)."""
    import argparse

    argparse._ = _argparse_gettext  # type: ignore[attr-defined]
    argparse.ngettext = _argparse_ngettext  # type: ignore[attr-defined]


def _folder(typed: str) -> Path:
    return Path(typed).expanduser()


def _asked_language(argv: list[str]) -> str | None:
    """The language `--lang` asks for, read before the parser is built, so
    that its own words (`--help`) are in that language too."""
    for i, arg in enumerate(argv):
        if arg == "--" or not arg.startswith("-"):
            break  # the command: `--lang` is the program's option, before it
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def main(argv: list[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else argv
    speak(_asked_language(given))
    if not given:
        return run_app()  # plain `ragusa`: the game, without building every command's help first
    parser = build_parser()
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        # argparse would blame the program; the usage that helps is the command's own.
        commands: Mapping[str, argparse.ArgumentParser] = args.commands
        (commands.get(args.command) or parser).error(
            text("cli.argparse.unrecognized", arguments=" ".join(unknown)))
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
