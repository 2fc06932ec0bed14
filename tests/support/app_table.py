"""Shared helpers for the app tests: a scripted table of players who look at
the game through the engine and act only by pressing keys and clicking."""

from __future__ import annotations

import asyncio
import io
import random
from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any

from rich.console import Console
from support.pilot_keys import click, press, settle
from support.waiting import until
from textual.command import CommandList, CommandPalette
from textual.pilot import Pilot
from textual.screen import Screen

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.end import EndScreen
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.handover import HandOverScreen
from ragusa_tui.app.widgets.board_map import BoardMap
from ragusa_tui.app.widgets.decision_panel import DecisionPanel
from ragusa_tui.engine import Action, Game
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup

NAMES = ("Ann", "Bo", "Cy")
COLOURS = ("Red", "Blue", "Green")
# Buildings whose actions the scripted players want to see at least once.
WANTED = {"wall": 12, "tower": 11, "buy": 17, "sell": 18, "rector": 13}


def drive(app: RagusaApp, script: Callable[[Pilot[Any]], Awaitable[None]],
          size: tuple[int, int] = (120, 40)) -> None:
    """Run `app` headless at `size` and hand its Pilot to `script`."""
    async def run() -> None:
        async with app.run_test(size=size, notifications=True) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(run())


async def choose_command(pilot: Pilot[Any], title: str) -> None:
    """Run the palette's command called `title` on the screen shown, as the
    palette would once chosen (quicker than typing it, as `run_command` does)."""
    app = pilot.app
    next(c for c in app.get_system_commands(app.screen) if c.title == title).callback()
    await pilot.pause()


async def run_command(pilot: Pilot[Any], words: str) -> None:
    """Choose the palette's command found by typing `words`, as a player does."""
    await pilot.press("ctrl+p")
    await until(pilot, lambda: isinstance(pilot.app.screen, CommandPalette), "the command palette")
    await pilot.press(*words)
    await until(pilot, lambda: palette_offers(pilot.app, words), f"a command found by '{words}'")
    await pilot.press("enter")
    await pilot.pause()


def palette_offers(app: RagusaApp, words: str) -> bool:
    """Whether the command palette is open with a command highlighted whose
    title holds every one of `words` (the search has found it)."""
    screen = app.screen
    if not isinstance(screen, CommandPalette):
        return False
    commands = screen.query_one(CommandList)
    if commands.highlighted is None:
        return False
    title = str(commands.get_option_at_index(commands.highlighted).prompt).lower()
    return all(word in title for word in words.lower().split())


def game_screen(app: RagusaApp) -> GameScreen:
    """The game screen, wherever it is on the stack."""
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


def asking(app: RagusaApp) -> DecisionPanel | None:
    """The decision panel, if a dialog asks on the screen on top."""
    screen = app.screen
    if isinstance(screen, GameScreen) and screen.panel.asking:
        return screen.panel
    return None


def answer(app: RagusaApp, action: str) -> None:
    """Play `action` as the person deciding would: in the panel if one asks,
    on the map otherwise."""
    if (panel := asking(app)) is not None:
        panel.answer(Action.parse(action))
    else:
        game_screen(app).act(Action.parse(action))


def setup(seed: int, handover: bool = True) -> GameSetup:
    return GameSetup(NAMES, COLOURS, seed, handover)


class Table:
    """Chooses like a curious group of players: each wants to try the Mason,
    the Architect, the Market, the Wharf, the Rector's Palace and a fish
    exchange once. Deterministic, so a seed fixes the whole game."""

    def __init__(self) -> None:
        self.done: set[str] = set()

    def choose(self, game: Game) -> str:
        d = game.pending
        assert d is not None
        legal = [str(a) for a in game.legal_actions()]
        kind = d.kind
        if kind == "place":
            fish = game.snapshot(None)["players"][d.player]["resources"]["fish"]
            if "exchange" not in self.done and fish >= 2:
                return next(a for a in legal if a.startswith("exchange"))
            spots = [a for a in legal if a.startswith("place")]
            return max(spots, key=lambda a: self._spot_value(game, int(a.split()[1])))
        if kind == "buy_ship":
            buy = [a for a in legal if a.startswith("buy")]
            return buy[0] if buy else "skip"
        if kind == "sell":
            sell = [a for a in legal if a.startswith("sell")]
            return sell[0] if sell else "skip"
        if kind in ("exchange", "final_exchange"):
            return "done"
        return legal[0]

    def note(self, action: str, kind: str) -> None:
        """Remember what was tried, so the table moves on to other things."""
        head = action.split()[0]
        if head == "exchange":
            self.done.add("exchange")
        elif head in ("wall", "tower", "buy", "sell"):
            self.done.add(head)
        elif kind == "rector":
            self.done.add("rector")

    def _spot_value(self, game: Game, spot: int) -> tuple[int, int]:
        board = game.board
        kinds = [board.hex_kind[h] for h in board.spot_hexes[spot]]
        score = 0
        for want, building in WANTED.items():
            if want not in self.done and building in kinds:
                score += 3
        score += sum(k in (14, 15, 10) for k in kinds) * 2  # make Wine, Oil, Silver
        score += sum(0 < k < 10 for k in kinds)
        if "exchange" not in self.done:
            score += 2 * kinds.count(0)  # Fish to exchange
        return (score, -spot)


OnMap = Callable[[Pilot[Any], GameScreen, str], Awaitable[str]]  # returns the way of input
BY_HAND = 1  # each kind of choice is made this many times with keys and clicks
MORE_HANDS = {("place", "place"): 3}  # building a house: with Tab and with clicks


async def play_to_end(app: RagusaApp, pilot: Pilot[Any], table: Table,
                      on_step: Callable[[str, str], None] | None = None,
                      max_steps: int = 600, by_hand: int = BY_HAND,
                      on_map: OnMap | None = None) -> set[str]:
    """Play the app's game to the end screen. Each kind of choice (decision
    kind and action, e.g. `order`/`hex`) is made with keys and clicks the
    first `by_hand` times; the others go through the game screen's own paths
    (a dialog's result, the session's actions), so a whole game stays quick.
    Returns the ways of input used (`digit`, `click`, `tab`, `map-click`, `f`)."""
    hands: Counter[tuple[str, str]] = Counter()
    ways: set[str] = set()
    for _ in range(max_steps):
        await settle(pilot)
        screen = app.screen
        if isinstance(screen, EndScreen):
            return ways
        if isinstance(screen, HandOverScreen):
            await press(pilot, "enter")
            continue
        game = _game(app)
        d = game.pending
        assert d is not None
        action = table.choose(game)
        if not _by_hand(hands, d.kind, action, by_hand):
            await _without_hands(app, pilot, screen, table, hands, by_hand, on_step)
            continue
        hands[_kind_of(d.kind, action)] += 1
        before = len(game.history)
        panel = asking(app)
        if panel is not None:
            ways.add(await _pick(pilot, panel, action))
        elif isinstance(screen, GameScreen):
            ways.add(await (on_map or _on_map)(pilot, screen, action))
        else:
            raise AssertionError(f"unexpected screen {screen!r}")
        await settle(pilot)
        if action.startswith("exchange") and d.kind == "place":
            # The 'f' key opened the exchange dialog; pick the resource there.
            dialog = asking(app)
            assert dialog is not None, app.screen
            ways.add(await _pick(pilot, dialog, action))
            await settle(pilot)
        assert len(game.history) == before + 1, (action, d, app.screen)
        assert str(game.history[-1]) == action
        table.note(action, d.kind)
        if on_step is not None:
            on_step(action, d.kind)
    raise AssertionError("the game did not end")


def _kind_of(kind: str, action: str) -> tuple[str, str]:
    return kind, action.split()[0]


def _by_hand(hands: Counter[tuple[str, str]], kind: str, action: str, by_hand: int) -> bool:
    """Whether this choice is still to be made with keys and clicks."""
    key = _kind_of(kind, action)
    return hands[key] < max(by_hand, MORE_HANDS.get(key, 0))


async def _without_hands(app: RagusaApp, pilot: Pilot[Any], screen: Screen[Any], table: Table,
                         hands: Counter[tuple[str, str]], by_hand: int,
                         on_step: Callable[[str, str], None] | None) -> None:
    """Make the table's choice without keys: a dialog returns it as if picked;
    on the map the session plays on up to the next choice still to be made by
    hand, and the game screen then presents that one."""
    game = _game(app)
    panel = asking(app)
    if panel is not None:
        d = game.pending
        assert d is not None
        action = table.choose(game)
        panel.answer(Action.parse(action))
        await settle(pilot)
        assert str(game.history[-1]) == action
        table.note(action, d.kind)
        if on_step is not None:
            on_step(action, d.kind)
        return
    assert isinstance(screen, GameScreen) and not screen.busy, screen
    session = screen.session
    while game.pending is not None:
        d = game.pending
        action = table.choose(game)
        if _by_hand(hands, d.kind, action, by_hand):
            break
        session.apply(action)
        table.note(action, d.kind)
        if on_step is not None:
            on_step(action, d.kind)
    screen.proceed()


def _game(app: RagusaApp) -> Game:
    for screen in app.screen_stack:
        if isinstance(screen, GameScreen):
            return screen.session.game
    raise AssertionError("no game screen")


async def _pick(pilot: Pilot[Any], panel: DecisionPanel, action: str) -> str:
    """Choose an option: by its digit (and Enter if the digit only lit it
    up), or for every other pick by a click."""
    prompt = panel.prompt
    assert prompt is not None
    index = next(i for i, o in enumerate(prompt.options) if str(o.action) == action)
    if index % 2 and index < 9:
        await press(pilot, str(index + 1))
        if panel.prompt is prompt:
            await press(pilot, "enter")
        return "digit"
    options = panel.query_one("#choices")
    if options.virtual_size.height != len(prompt.options):
        # Some option wraps (longer words, a narrower terminal): its row is
        # not its index, so the keys go there instead of a click.
        await press(pilot, "home", *["down"] * index, "enter")
        return "keys"
    # Options start below the list's top border; one line each.
    await click(pilot, options, offset=(4, 1 + index))
    return "click"


def _tabs_to(board_map: BoardMap, target: int) -> int:
    """How many Tab presses move the cursor to `target`."""
    view = board_map.view
    assert view is not None
    order = sorted(view.candidates, key=lambda s: (board_map.board.spot_xy[s][1],
                                                   board_map.board.spot_xy[s][0]))
    if board_map.cursor == target:
        return 0
    if board_map.cursor not in order:
        return 99
    return (order.index(target) - order.index(board_map.cursor)) % len(order)


async def _on_map(pilot: Pilot[Any], screen: GameScreen, action: str) -> str:
    kind, _, arg = action.partition(" ")
    board_map = screen.query_one(BoardMap)
    if kind == "exchange":
        await press(pilot, "f")
        return "f"
    target = int(arg)
    if kind == "place" and _tabs_to(board_map, target) <= 3:
        # Near enough: walk there with Tab like a keyboard player.
        while board_map.cursor != target:
            await press(pilot, "tab")
        await press(pilot, "enter")
        return "tab"
    offset = board_map.cell_offset(slot=target) if kind == "wall" else board_map.cell_offset(spot=target)
    await click(pilot, board_map, offset=offset)
    await click(pilot, board_map, offset=offset)
    return "map-click"


def session_at(seed: int, kind: str | None, nth: int = 1, handover: bool = False) -> LocalTable:
    """A session played by `Table` up to the `nth` decision of `kind`
    (None: to the end of the game)."""
    seen = []

    def stop(s: LocalTable) -> bool:
        d = s.game.pending
        assert d is not None
        if d.kind == kind:
            seen.append(d)
        return len(seen) >= nth

    return session_until(seed, stop, handover)


def session_until(seed: int, stop: Callable[[LocalTable], bool], handover: bool = False) -> LocalTable:
    """A session played by `Table` until `stop(session)` holds (or the end)."""
    s = LocalTable(setup(seed, handover))
    table = Table()
    while not s.over and not stop(s):
        d = s.game.pending
        assert d is not None
        action = table.choose(s.game)
        s.apply(action)
        table.note(action, d.kind)
    return s


def screen_text(app: RagusaApp) -> str:
    """The plain text of everything on screen now, dialogs and toasts included."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system="truecolor", record=True, legacy_windows=False)
    console.print(app.screen._compositor.render_update(full=True,
                                                       screen_stack=app._background_screens))
    return console.export_text()


def house_by_two_seas() -> LocalTable:
    """A 3-player session (no hand-overs) played at random (seed 0) until a
    new house beside two Seas and the Fishmonger asks the order of its hexes."""
    session = LocalTable(setup(0, handover=False))
    pick = random.Random(0)
    while True:
        d = session.game.pending
        assert d is not None, "the game ended before such a house"
        if d.kind == "order" and sorted(session.board.hex_label(h) for h in session.legal_args("hex")) \
                == ["Fishmonger", "Sea", "Sea"]:
            return session
        session.apply(str(pick.choice(session.game.legal_actions())))


async def act_once(app: RagusaApp, pilot: Pilot) -> None:
    """Make the pending decision with Enter: the dialog's highlighted option,
    or the map's cursor (always on a spot that may be chosen)."""
    game = game_screen(app).session.game
    before = len(game.history)
    for _ in range(3):
        await pilot.press("enter")
        await pilot.pause()
        if len(game.history) > before:
            return
    raise AssertionError(f"Enter did not act on {app.screen!r} ({game.pending})")


SOLO_SEED = 5


def solo(seed: int = SOLO_SEED, pause: float = 0.0, *options: str) -> GameSetup:
    return GameSetup(("Ann",), ("Red",), seed, False, "solo", options, pause)


def solo_session(choices: int) -> LocalTable:
    """A solo session at the first house to build after the human's first
    `choices` choices (or at the end)."""
    session = LocalTable(solo(SOLO_SEED))
    table = Table()
    while True:
        d = session.game.pending
        if d is None or d.kind == "place" and len(session.game.history) >= choices:
            break
        action = table.choose(session.game)
        session.apply(action)
        table.note(action, d.kind)
    return session


def played_to(kind: str | None, seed: int = 0, mode: str = "standard") -> LocalTable:
    """A game played at random (seed 0 reaches every decision) up to the
    first decision of `kind` (None: to the end)."""
    if mode == "duel":
        table_setup = GameSetup(("Ann", "Bo"), ("Red", "Green"), seed, False, "duel")
    else:
        table_setup = setup(seed, handover=False)
    session = LocalTable(table_setup)
    chooser = random.Random(seed)
    while not session.over and session.game.pending.kind != kind:  # type: ignore[union-attr]
        session.apply(chooser.choice(session.game.legal_actions()))
    return session


def asking_position(kind: str) -> LocalTable:
    """A position where the dialog of `kind` asks: a standard game played at
    random (seed 0 reaches all but the final exchange, which a solo game
    does); "fish": a house to build with fish to exchange (the f key's dialog)."""
    if kind == "final_exchange":
        session = LocalTable(solo(5, 0.0, "human_first"))
        chooser = random.Random(5)
        while session.game.pending.kind != kind:  # type: ignore[union-attr]
            session.apply(chooser.choice(session.legal()))
        return session
    if kind == "order":  # the longest options a few games at random gave: three buildings
        session = LocalTable(setup(2, handover=False))
        chooser = random.Random(2)
        while len(session.game.history) < 36 or session.game.pending.kind != kind:  # type: ignore[union-attr]
            session.apply(chooser.choice(session.game.legal_actions()))
        return session
    if kind != "fish":
        return played_to(kind)
    session = LocalTable(setup(0, handover=False))
    chooser = random.Random(0)
    while not (session.game.pending.kind == "place"  # type: ignore[union-attr]
               and any(str(a).startswith("exchange") for a in session.legal())):
        session.apply(chooser.choice(session.legal()))
    return session
