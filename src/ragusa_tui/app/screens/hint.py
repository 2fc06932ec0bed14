"""The hint: what the `hard` computer player would do now, with a one-line reason.

It thinks in a worker thread on its own copy of the game, so the screen never
freezes; a hint that arrives after the game has moved on is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from textual.notifications import Notification, Notify
from textual.worker import WorkerState

from ...ai import Verdict, make_agent
from ...engine import Action, Game
from ...engine.scoring import bonus_title

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen

    from ...table.local import Session

HINT_LEVEL = "hard"
HINT_SHOWN = 10  # seconds, unless its decision is made sooner


def describe(game: Game, action: Action) -> str:
    """An action in words, for the hint."""
    kind, arg = action.kind, action.arg
    b = game.board
    if kind == "keep" and isinstance(arg, int):
        return f"keep the bonus card '{bonus_title(b, arg)}'"
    if kind == "hex" and isinstance(arg, int):
        return f"let the {b.hex_label(arg)} act next"
    if kind == "buy" and isinstance(arg, int):
        return f"buy the {b.ship_good[game.harbour[arg]].title()} ship"
    words = {
        "place": f"build a house on spot {arg}",
        "powerhouse": f"place a Powerhouse on spot {arg}",
        "wall": f"build wall slot {arg}",
        "tower": f"raise a tower on spot {arg}",
        "buy": f"buy the ship in harbour slot {arg}",
        "sell": f"sell 1 {str(arg).title()}",
        "keep": f"keep bonus card {arg}",
        "exchange": f"exchange Fish for {str(arg).replace('_', ' ').title()}",
        "skip": "skip",
        "done": "exchange nothing more",
    }
    return words.get(kind, str(action))


# Moves on the map: the hint puts the map's cursor on the spot or wall slot it names.
ON_MAP = frozenset({"place", "powerhouse", "tower", "wall"})


def reason(verdict: Verdict, solo: bool) -> str:
    """Why the hint's move, in words: how it fared where it was played out."""
    if verdict.tried:
        rival = "the stronger bot" if solo else "the best other player"
        lead = round(verdict.margin)
        standing = (f"level with {rival}" if lead == 0 else
                    f"{abs(lead)} VP {'ahead of' if lead > 0 else 'behind'} {rival}")
        won = f"beat both bots {verdict.won} times" if solo else f"won {verdict.won}"
        # Every seat of those games follows simple rules: the figures compare
        # the moves, and may be far below what a player of this move can do.
        return (f"the best of the {verdict.candidates} moves tried: in {verdict.tried} quick games "
                f"played out from here, every seat following simple rules, it {won} "
                f"({100 * verdict.won // verdict.tried}%) and ended on average {standing}")
    if verdict.candidates <= 1:
        return "the only move there is"
    return "it looks best for the rest of the turn"


def advise(game: Game, seed: int) -> tuple[str, Action]:
    """The hint in words, and the move it suggests (run in a worker thread on
    a copy of the game that nothing else touches)."""
    verdict = make_agent(HINT_LEVEL, seed=seed).think(game)
    text = describe(game, verdict.action)
    return f"{text[0].upper()}{text[1:]}: {reason(verdict, game.mode == 'solo')}.", verdict.action


# The hint on screen for each game, and the listener that takes it down.
_SHOWN: WeakKeyDictionary[Session, Callable[[Session], None]] = WeakKeyDictionary()


def _put_up(app: App[object], session: Session, text: str) -> None:
    """Show `text` as the game's hint, in place of any hint shown before,
    until its decision is made or taken back (or its time is up)."""
    _take_down(session)
    notice = Notification(text, "Hint", "information", HINT_SHOWN, markup=False)
    app.post_message(Notify(notice))

    def take_down(_: Session) -> None:
        session.after_apply.remove(take_down)
        _SHOWN.pop(session, None)
        notice.timeout = 0  # on its way still, it arrives expired and is never shown
        if notice in app._notifications:
            app._unnotify(notice)  # Textual's own way, as when a notice times out

    session.after_apply.append(take_down)
    _SHOWN[session] = take_down


def _take_down(session: Session) -> None:
    """Take down the game's hint, if one is shown."""
    take_down = _SHOWN.get(session)
    if take_down is not None:
        take_down(session)


def start(screen: Screen, session: Session) -> None:
    """Ask for a hint; it shows as a notification when ready."""
    if session.game.pending is None:
        screen.notify("The game is over.", title="Hint")
        return
    asked = session.position()
    name = f"hint {id(asked[0])} {asked[1]}"
    if any(w.name == name and w.state in (WorkerState.PENDING, WorkerState.RUNNING) for w in screen.workers):
        return  # i pressed again: the hint for this decision is on its way
    screen.notify("Thinking…", title="Hint", timeout=2)

    game = session.game.copy()  # made here, on the app's thread

    def work() -> None:
        text, action = advise(game, session.seed)
        screen.app.call_from_thread(show, text, action)

    def show(text: str, action: Action) -> None:
        # Dropped if a move was made meanwhile: it would answer another question.
        if not session.still_at(asked) or not screen.is_attached:
            return
        point_at = getattr(screen, "point_at", None)
        if point_at is not None and point_at(action):
            text += " The cursor is on it."
        _put_up(screen.app, session, text)

    screen.run_worker(work, name, thread=True, exclusive=True, group="hint", exit_on_error=False)
