"""The state of one game, declared in one place: every field, what it holds,
how a copy gets it, and whether it decides the game from here on.

`GameState` holds the values and answers questions about them (whose turn,
what a ship costs, the longest wall); `Game` builds on it with the rules
that change them. The state is plain lists and ints so that it copies
cheaply (a computer player's search copies a game for every playout), and
the seeded generator lives in it, so config + actions reproduce any game.
`copy` and `state_key` are built from the declaration below (see `fields`):
a field added there is copied and compared without another line.

Seats are numbered from 0 in the order of `config.players` (solo: the
human, then the two Patrician bots). Per-seat fields are lists indexed by
seat; board fields are lists indexed by spot, hex or wall slot (see
`Board`); resources and commodities are indexed as in `board`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Self

from ..catalogue import ENGLISH
from . import rng
from .board import Board, default_board
from .config import HOUSES_PER_PLAYER, TOWERS_PER_PLAYER, GameConfig, Mode
from .fields import EMPTY, LIST, LIST_OR_NONE, NOTHING, ROWS, Copying, Held, copier, declare, held, keyer
from .walls import Stretch, longest_stretch

if TYPE_CHECKING:
    from .actions import Action, Decision
    from .events import Event
    from .scores import Scores

POWERHOUSES = 2  # each duel seat's
SOLO_BOTS = ("Orange", "Blue")  # the Patrician's two bots, seated after the human

# How a copy gets `_needs`: each seat's kept requirements, a dict per seat.
_REQUIREMENTS = Copying("requirements", "[None if kept is None else (kept[0], dict(kept[1])) for kept in {v}]")


@declare
class GameState:
    """Everything one game holds, field by field (`FIELDS` lists them with
    what each holds). The fields are set by `__init__` to the state before
    the deal; `Game` deals and plays on from there.

    The fields in the state key are declared in the order of the key: the
    key's text (`repr`) is part of the outcome digest of the tests."""

    # ------------------------------------------------- settings and seats
    config: GameConfig = held(key="{v}.model_dump_json()", doc=(
        "The settings the game was created with: mode, players, seed, options. "
        "In a search copy, a seed of its own (see `determinize`)."))
    board: Board = held(doc="The map, ships and cards: fixed geometry shared by every game.")
    mode: Mode = held(doc="'standard', 'duel' or 'solo' (from the config).")
    options: dict[str, bool] = held(doc="The config's options, each on or off.")
    names: list[str] = held(doc="Each seat's name; in solo the Patrician's bots follow the human.")
    n: int = held(doc="The number of seats, bots included.")
    is_bot: list[bool] = held(doc="Whether each seat is a Patrician bot, whose moves the engine plays.")
    start_player: int = held(doc="The seat that played first.")
    order: tuple[int, ...] = held(doc="The seats in playing order, every round.")
    rounds: int = held(doc="How many rounds the game lasts: one house (or Powerhouse) a seat each round.")

    # ------------------------------------------------- what each seat holds
    res: list[list[int]] = held(ROWS, key=True, doc="Each seat's resources: Fish, Wood, Stone, Silver Ore, "
                                "Grapes, Olives.")
    com: list[list[int]] = held(ROWS, key=True, doc="Each seat's commodities in its warehouse: Wine, Oil, Silver.")
    vp: list[int] = held(LIST, key=True, doc="Each seat's VP scored during play (end scoring not included).")
    houses_left: list[int] = held(LIST, key=True, doc="Each seat's houses still to place.")
    power_left: list[int] = held(LIST, key=True, doc="Each seat's Powerhouses still to place (duel).")
    hex_power: list[bool] = held(LIST, key=True, doc="For each hex, whether a Powerhouse stands beside it.")
    bonus_pairs: list[list[tuple[int, int]]] = held(ROWS, key=True, doc=(
        "Each bot's pairs of bonus cards from the Rector's Palace, of which only the better "
        "counts (easier solo option 'bots_best_of_pair')."))
    bot_cards: list[list[int]] = held(ROWS, key=True, doc="Each bot's Patrician cards still in hand (solo).")
    towers_left: list[int] = held(LIST, key=True, doc="Each seat's towers still to raise.")

    # ------------------------------------------------- the city and its walls
    owner: list[int] = held(LIST, key=True, doc="For each spot, the seat whose house or Powerhouse stands "
                            "there; -1 if empty.")
    powerhouse: list[bool] = held(LIST, key=True, doc="For each spot, whether its piece is a Powerhouse.")
    tower: list[int] = held(LIST, key=True, doc="For each spot, the seat whose tower stands there; -1 if none.")
    reserved: list[bool] = held(LIST, key=True, doc="For each spot, whether it is reserved for the Patrician "
                                "(solo: a spot of the Patrician cards dealt).")
    around: list[list[int]] = held(ROWS, doc=(
        "For each seat, its houses around each hex (Powerhouses not counted): what the building "
        "requirements read. It follows from `owner` and `powerhouse`."))
    walls: list[int] = held(LIST, key=True, doc="For each wall slot, the seat who built its wall; -1 if empty.")
    market: list[int] = held(LIST, key=True, doc="Each commodity's space on its market track: Wine, Oil, Silver.")

    # ------------------------------------------------- ships and cards
    ships: list[list[int]] = held(ROWS, key=True, doc="Each seat's ships bought, as ship cards.")
    ship_vp: list[int] = held(LIST, key=True, doc="Each seat's VP from ships bought.")
    action_vp: list[list[int]] = held(ROWS, doc="Each seat's VP from the Mason, the Fishmonger and the Wharf.")
    bonus: list[list[int]] = held(ROWS, key=True, doc="Each seat's bonus cards kept (secret until the end).")
    dealt: list[tuple[int, ...]] = held(LIST, key=True, doc=(
        "Each seat's bonus cards dealt at setup while it chooses which to keep; empty once kept."))
    discards: list[tuple[int, ...]] = held(LIST, doc=(
        "The bonus cards each seat did not keep at setup (shuffled back into the deck): what that seat "
        "knows is in the deck."))
    put_back: list[tuple[int, int]] = held(LIST, doc=(
        "The Rector's Palace cards put back at the bottom of the bonus deck, in order, each as "
        "(seat, card): what that seat knows of the deck's bottom."))

    # ------------------------------------------------- play
    rng: int = held(key=True, doc="The random generator's state (see `rng`): every draw and shuffle comes from it.")
    turn: int = held(key=True, doc="Turns played so far; the seat to play is `order[turn % len(order)]`.")
    placed_spot: int = held(key=True, doc="The spot of the piece placed this turn, whose hexes act; -1 between turns.")
    remaining: list[int] = held(LIST, key=True, doc="The hexes of the new piece still to act, in the order they will.")
    tasks: list[tuple[int, ...]] = held(LIST, key=True, doc=(
        "The work still to do, a stack whose top is last: each task is a code (see `game`) and its "
        "arguments."))
    pending: Decision | None = held(key=True, doc="The decision the game waits on; None once the game is over.")
    history: list[Action] = held(LIST, key="[str(a) for a in {v}]", doc=(
        "Every action applied, in order: with the config, the game's record. Empty in a search copy."))
    harbour: list[int] = held(LIST, key=True, doc="The ship card in each harbour slot, left to right; -1 if none.")
    ship_deck: list[int] = held(LIST, key=True, doc="The ship deck, top first (hidden).")
    bonus_deck: list[int] = held(LIST, key=True, doc="The bonus deck, top first (hidden).")
    scores: Scores | None = held(key=True, doc="The final scores, once the game is over.")

    # ------------------------------------------------- kept for speed or for the log
    quiet: bool = held(doc="A search copy: no log lines and no history kept, for speed.")
    _needs: list[tuple[int, dict[int, int]] | None] = held(_REQUIREMENTS, doc=(
        "Each seat's building requirements by open spot, kept up to date house by house (see "
        "`placement._requirements`); None until first asked."))
    _legal: list[Action] | None = held(LIST_OR_NONE, doc="The legal actions of `pending`, once worked out.")
    _events: list[Event] = held(EMPTY, doc="The events of the action being applied.")
    trace_for: int | None = held(NOTHING, doc=(
        "The seat whose view `event_states` shows, or None: who watches is not game state, so a "
        "copy starts untraced."))
    event_states: list[dict[str, Any]] = held(EMPTY, doc=(
        "With `trace_for` set, the public state right after each event of the last `apply`, so an "
        "interface can show play step by step."))
    setup_events: list[Event] = held(doc="The events of the setup (in solo, also the bots' first turns).")
    _undo_by: tuple[int, int] | None = held(doc=(
        "Who is taking back decisions one after another, and at which length of the history (see `undo`)."))
    _undo_memo: object = held(NOTHING, doc=(
        "Undo's rebuild of the game before the last action, kept so that taking back and redoing "
        "are cheap (`undo._Before`, or None; typed there, the layer that reads it); a copy starts "
        "without it, so a search's copies never keep the game before each action (see `Game.apply`)."))

    FIELDS: ClassVar[tuple[Held, ...]]  # the fields above, in order (set by `declare`)

    def __init__(self, config: GameConfig, board: Board | None = None) -> None:
        """The state before the deal: seats set, nothing placed, no card dealt."""
        self.config = config
        self.board = b = board or default_board()
        self.mode = config.mode
        self.options = {k: bool(v) for k, v in config.options.items()}
        self.names = [p.strip() for p in config.players]
        if self.mode == "solo":
            self.names += [bot if bot != self.names[0] else ENGLISH.text("name.patrician_bot", bot=bot)
                           for bot in SOLO_BOTS]
        n = self.n = len(self.names)
        self.is_bot = [self.mode == "solo" and p > 0 for p in range(n)]
        self.start_player = 0
        self.order = ()
        self.rounds = 0
        self.res = [[0] * 6 for _ in range(n)]
        self.com = [[0] * 3 for _ in range(n)]
        self.vp = [0] * n
        self.houses_left = [HOUSES_PER_PLAYER[n]] * n if self.mode == "standard" else [12] * n
        self.power_left = [POWERHOUSES if self.mode == "duel" else 0] * n
        self.hex_power = [False] * b.n_hexes
        self.bonus_pairs = [[] for _ in range(n)]
        self.bot_cards = [[] for _ in range(n)]
        self.towers_left = [TOWERS_PER_PLAYER] * n
        self.owner = [-1] * b.n_spots
        self.powerhouse = [False] * b.n_spots
        self.tower = [-1] * b.n_spots
        self.reserved = [False] * b.n_spots
        self.around = [[0] * b.n_hexes for _ in range(n)]
        self.walls = [-1] * b.n_walls
        self.market = [b.market_start] * 3
        self.ships = [[] for _ in range(n)]
        self.ship_vp = [0] * n
        self.action_vp = [[0] * 3 for _ in range(n)]
        self.bonus = [[] for _ in range(n)]
        self.dealt = [() for _ in range(n)]
        self.discards = [() for _ in range(n)]
        self.put_back = []
        self.rng = rng.seed_state(config.seed)
        self.turn = 0
        self.placed_spot = -1
        self.remaining = []
        self.tasks = []
        self.pending = None
        self.history = []
        self.harbour = []
        self.ship_deck = []
        self.bonus_deck = []
        self.scores = None
        self.quiet = False
        self._needs = [None] * n
        self._legal = None
        self._events = []
        self.trace_for = None
        self.event_states = []
        self.setup_events = []
        self._undo_by = None
        self._undo_memo = None

    def copy(self) -> Self:
        """An independent copy of the game: each field as declared (the lists
        copied, the values shared), untraced, with no events of its own."""
        return _copy(self)

    def state_key(self) -> tuple[Any, ...]:
        """Everything that determines the game from here on (for equality):
        the key fields, in the order declared."""
        return _key(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.state_key() == other.state_key()

    __hash__ = None  # type: ignore[assignment]  # unhashable, the way Python says it; mypy types it a method

    # ------------------------------------------------- what the state says
    @property
    def is_over(self) -> bool:
        return self.pending is None

    @property
    def current_player(self) -> int | None:
        return None if self.pending is None else self.pending.player

    @property
    def round(self) -> int:
        return min(self.turn // len(self.order), self.rounds - 1) + 1

    @property
    def active_player(self) -> int:
        """The seat whose turn it is (or was last)."""
        return self.order[min(self.turn, self.rounds * len(self.order) - 1) % len(self.order)]

    def final_scores(self) -> Scores:
        if self.scores is None:
            raise ValueError("the game is not over yet")
        return self.scores

    def market_value(self, c: int) -> int:
        """What one unit of commodity `c` is worth now."""
        return self.board.market_track[self.market[c]]

    def ship_cost(self, slot: int) -> tuple[int, int, int]:
        """What the ship in harbour slot `slot` costs (Wine, Oil, Silver)."""
        b = self.board
        base, extra = b.harbour_cost[slot], b.ship_extra[self.harbour[slot]]
        return (base[0] + extra[0], base[1] + extra[1], base[2] + extra[2])

    def affordable_slots(self, p: int) -> list[int]:
        """The harbour slots whose ship seat `p` can pay for now."""
        com = self.com[p]
        out = []
        for i, card in enumerate(self.harbour):
            if card >= 0:
                cost = self.ship_cost(i)
                if com[0] >= cost[0] and com[1] >= cost[1] and com[2] >= cost[2]:
                    out.append(i)
        return out

    def _free_tower_spots(self) -> list[int]:
        tower = self.tower
        return [s for s in self.board.tower_spots if tower[s] < 0]

    def wall_slot_vp(self, slot: int, player: int) -> int:
        """VP the Mason would give `player` for building `slot` now."""
        gained = 1
        for s in self.board.wall_slots[slot]:
            gained += (self.owner[s] == player and not self.powerhouse[s]) + (self.tower[s] == player)
        return gained

    def longest_wall(self, p: int) -> Stretch:
        """Seat `p`'s longest stretch of walls, as end scoring counts it."""
        return longest_stretch(self.board, self.walls, self.owner, self.powerhouse, self.tower, p)


_copy = copier(GameState)
_key = keyer(GameState)
