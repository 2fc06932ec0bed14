"""The rules that play a game: `pending`, `legal_actions`, `apply`.

Play is driven by a stack of tasks (placing, activating a hex, one house
acting, ending a turn, scoring). `_advance` runs tasks until one needs a
player's decision, which becomes `pending`; `apply` resolves it and advances
again. Every value the game holds is declared in `state` (`GameState`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, cast

from ..catalogue import Message, english
from ..safe_text import visible
from . import determinize, outlook, patrician, placement, rng, view
from .acting import acting_for, houses_acting
from .actions import CARD_CHOICES, DONE, EXCHANGE_CHOICES, SKIP, Action, ActionKind, Decision, IllegalAction
from .asking import final_exchange_matters, order_matters, production_exchange_matters
from .board import COMMODITIES, EXCHANGE_COST, FISH, KIND_KEYS, RESOURCES, Board, is_city
from .buildings import WAREHOUSE_CAP, BuildingActions
from .config import GameConfig
from .events import Event
from .scoring import bonus_total, score_game
from .state import POWERHOUSES, SOLO_BOTS
from .summary import to_json
from .undo import Undo

# Task codes for the work stack.
T_KEEP_BONUS, T_SETUP_DONE, T_TURN, T_NEXT_HEX, T_HEX, T_ACT, T_END_TURN = range(7)
T_FINAL, T_FINAL_EXCHANGE, T_FINAL_SCORE = range(7, 10)


def act(kind: ActionKind, arg: int | str | None = None) -> Action:
    return Action(kind, arg)


_PLACE = tuple(act("place", s) for s in range(200))
_HEX = tuple(act("hex", h) for h in range(100))
_WALL = tuple(act("wall", i) for i in range(100))
_TOWER = tuple(act("tower", s) for s in range(200))
_KEEP = tuple(act("keep", c) for c in range(100))
_EXCHANGES = tuple((r, cost, act("exchange", RESOURCES[r])) for r, cost in sorted(EXCHANGE_COST.items()))


@lru_cache(maxsize=256)
def _gained(player: str, resource: str) -> Message:
    """The message of `player` gaining one `resource`, made once for both:
    the commonest line of all, a few each move, of a few seats' names."""
    return Message.of("event.gain", player=player, resource=resource)


@lru_cache(maxsize=4)
def _house_order(board: Board) -> tuple[tuple[int, ...], ...]:
    """Each spot's hexes in the order a new house's act by default:
    countryside and sea first, then the city, each by number."""
    return tuple(tuple(sorted(hexes, key=lambda h: (is_city(board.hex_kind[h]), h)))
                 for hexes in board.spot_hexes)


class Game(BuildingActions, Undo):
    """One game of Ragusa. Create with `new_game`, drive with `apply`.

    What it holds is `GameState`'s, declared field by field; the layers it
    is built of add the log (`Logbook`), the harbour (`Harbour`), the
    buildings' actions (`BuildingActions`) and taking back (`Undo`)."""

    def __init__(self, config: GameConfig, board: Board | None = None, *,
                 trace_for: int | None = None) -> None:
        super().__init__(config, board)
        self._setup()
        self.setup_events = self._events
        if trace_for is not None:
            # The deal (ships drawn, the start) is one step: it is not played
            # piece by piece, so its events share the state right after it.
            self.trace_for = trace_for
            self.event_states = [view.snapshot(self, trace_for) for _ in self._events]
        self._advance()

    # ----------------------------------------------------------------- setup
    def _setup(self) -> None:
        b = self.board
        deck = list(range(len(b.ship_good)))
        self.rng = rng.shuffle(self.rng, deck)
        self.ship_deck = deck
        self.harbour = []
        for _ in b.harbour_cost:
            self._draw_ship()
        bonus = list(range(len(b.bonus)))
        self.rng = rng.shuffle(self.rng, bonus)
        self.bonus_deck = bonus
        if self.mode == "solo":
            self._setup_solo()
            return
        for p in range(self.n):
            self.dealt[p] = tuple(self.bonus_deck[:3])
            del self.bonus_deck[:3]
        self.rng, self.start_player = rng.below(self.rng, self.n)
        self.order = tuple((self.start_player + i) % self.n for i in range(self.n))
        self.rounds = self.houses_left[0] + self.power_left[0]
        self._log("start", self.order[0], Message.of("event.start", player=self.names[self.order[0]]))
        self.tasks.append((T_TURN,))
        self.tasks.append((T_SETUP_DONE,))
        for p in reversed(range(self.n)):
            self.tasks.append((T_KEEP_BONUS, p))

    def _setup_solo(self) -> None:
        b = self.board
        for p, who in enumerate(("human", *SOLO_BOTS)):
            for spot in b.solo_start[who.lower()]:
                self.owner[spot] = p
                self.houses_left[p] -= 1
                for h in b.spot_hexes[spot]:
                    self.around[p][h] += 1
                    if not is_city(b.hex_kind[h]):
                        self.res[p][b.hex_kind[h]] += 1
        cards = list(range(len(b.patrician_cards)))
        self.rng = rng.shuffle(self.rng, cards)
        cards = cards[:6]
        for card in cards:
            for number in b.patrician_cards[card]:
                self.reserved[b.patrician_spot[number]] = True
        self.rng = rng.shuffle(self.rng, cards)
        self.bot_cards[1], self.bot_cards[2] = cards[:3], cards[3:]
        for p in range(self.n):
            self.bonus[p].append(self.bonus_deck.pop(0))
        self.start_player = 0 if self.options.get("human_first") else 1
        self.order = (0, 1, 2) if self.options.get("human_first") else (1, 2, 0)
        self.rounds = self.houses_left[0]
        self._log("start", None, Message.of("event.start_solo", human=self.names[0], orange=self.names[1],
                                            blue=self.names[2]))
        self.tasks.append((T_TURN,))

    # ---------------------------------------------------------- public API
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def apply(self, action: Action | str) -> list[Event]:
        """Apply one action; return the events it caused.

        Raises `IllegalAction` (state untouched) if it is not legal now.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        elif not isinstance(action, Action):
            raise IllegalAction(Message.of("refusal.not_an_action", shown=visible(repr(action), 40)))
        if self.pending is None:
            raise IllegalAction(Message.of("refusal.game_over"))
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal:
            raise IllegalAction(self._why_illegal(action))
        # Asked about take-backs before (a table's game, never a search's
        # copy): the game before this action is kept, not replayed when asked.
        before = self.copy() if self._undo_memo is not None and not self.quiet else None
        events: list[Event] = []
        self._events = events
        self.event_states = []
        if not self.quiet:
            self.history.append(action)
        decision = self.pending
        self.pending = None
        self._legal = None
        self._resolve(decision, action)
        self._advance()
        if before is not None:
            self._remember_before(before)
        return events

    def trace(self, viewer: int | None) -> None:
        """From the next `apply` on, keep in `event_states` the public state
        as `viewer` sees it after each event (None: keep none)."""
        self.trace_for = viewer

    def setup_states(self, viewer: int) -> list[dict[str, Any]]:
        """The public state as `viewer` sees it right after each of
        `setup_events` (in solo, each of the bots' first moves): the setup
        played again from the config, traced, so this game is untouched.
        The deal itself shares one state, the one after it."""
        return type(self)(self.config, self.board, trace_for=viewer).event_states

    def spot_problem(self, spot: int, player: int | None = None) -> str | None:
        """Why `player` (default: whoever is deciding) may not build on `spot`
        now, in words; None if the spot is legal for them."""
        problem = self.spot_problem_message(spot, player)
        return None if problem is None else english(problem)  # the engine's words are English

    def spot_problem_message(self, spot: int, player: int | None = None) -> Message | None:
        """`spot_problem` as a message (a code and its arguments)."""
        if player is None:
            player = self.pending.player if self.pending is not None else self.active_player
        return placement.problem_message(self, player, spot)

    def snapshot(self, viewer: int | None = None, public: dict[str, Any] | None = None) -> dict[str, Any]:
        """The public state as plain JSON-able data (see `view.snapshot`)."""
        return view.snapshot(self, viewer, public)

    def to_json(self) -> str:
        """The game record: config and every action, as JSON text."""
        return to_json(self)

    def determinize(self, viewer: int, seed: int) -> Game:
        """A quiet copy in which all that `viewer` cannot see is re-dealt at
        random (see `determinize.determinize`): what a search may look at."""
        return determinize.determinize(self, viewer, seed)

    def score_now(self, viewer: int | None = None) -> list[int]:
        """Each seat's VP if the game ended now, bonus cards counted only for
        `viewer` (see `outlook.score_now`)."""
        return outlook.score_now(self, viewer)

    # ---------------------------------------------------------- the engine
    def _advance(self) -> None:
        tasks = self.tasks
        while self.pending is None and tasks:
            task = tasks.pop()
            code = task[0]
            if code == T_NEXT_HEX:  # the commonest tasks first
                self._next_hex()
            elif code == T_HEX:
                self._activate_hex(task[1])
            elif code == T_ACT:
                self._act(task[1], task[2], task[3], task[4])
            elif code == T_TURN:
                self._start_turn()
            elif code == T_END_TURN:
                self._end_turn()
            elif code == T_KEEP_BONUS:
                p = task[1]
                self.pending = Decision(p, "keep_bonus", self.dealt[p])
            elif code == T_SETUP_DONE:
                self._setup_done()
            elif code == T_FINAL:
                self._final()
            elif code == T_FINAL_EXCHANGE:
                p = task[1]
                if self.is_bot[p]:
                    self._bot_convert_fish(p)
                elif final_exchange_matters(self, p):
                    self.pending = Decision(p, "final_exchange")
            elif code == T_FINAL_SCORE:
                self._final_score()

    def _exchanges(self, p: int) -> list[Action]:
        fish = self.res[p][FISH]
        return [a for _, cost, a in _EXCHANGES if fish >= cost]

    def _compute_legal(self) -> list[Action]:
        d = self.pending
        if d is None:
            return []
        p, kind = d.player, d.kind
        if kind == "place":
            return self._placements(p, self._legal_spots(p))
        if kind == "order":
            seen: list[Action] = []
            for h in self.remaining:
                a = _HEX[h]
                if a not in seen:
                    seen.append(a)
            return seen + self._exchanges(p)
        if kind in ("exchange", "final_exchange"):
            return self._exchanges(p) + [DONE]
        if kind in CARD_CHOICES:
            return [_KEEP[c] for c in d.options]
        if kind == "wall":
            return [_WALL[i] for i, w in enumerate(self.walls) if w < 0]
        if kind == "tower":
            return [_TOWER[s] for s in self._free_tower_spots()]
        if kind == "buy_ship":
            return [act("buy", i) for i in self.affordable_slots(p)] + [SKIP]
        if kind == "sell":
            return [act("sell", COMMODITIES[c]) for c in range(3) if self.com[p][c] > 0] + [SKIP]
        raise AssertionError(kind)

    def _placements(self, p: int, spots: list[int]) -> list[Action]:
        """The legal actions of a place decision, given the spots open to a house."""
        out = [_PLACE[s] for s in spots]
        if self.power_left[p]:
            out += [act("powerhouse", s) for s in self._powerhouse_spots(p)]
        return out + self._exchanges(p)

    def _why_illegal(self, action: Action) -> Message:
        d = self.pending
        assert d is not None
        who = self.names[d.player]
        if d.kind == "place" and action.kind == "place" and isinstance(action.arg, int):
            why = placement.problem_message(self, d.player, action.arg)
            if not self.houses_left[d.player]:
                why = Message.of("problem.only_powerhouses")
            if why is not None:
                return Message.of("refusal.cannot_build", player=who, spot=action.arg, reason=why)
        if d.kind == "place" and action.kind == "powerhouse" and isinstance(action.arg, int):
            why = placement.powerhouse_problem_message(self, d.player, action.arg)
            if why is not None:
                return Message.of("refusal.cannot_place_powerhouse", player=who, spot=action.arg, reason=why)
        if d.kind == action.kind == "wall" and isinstance(action.arg, int):
            why = Message.of("problem.no_wall_slot" if not 0 <= action.arg < self.board.n_walls
                             else "problem.wall_built")
            return Message.of("refusal.cannot_build_wall", player=who, slot=action.arg, reason=why)
        if d.kind == action.kind == "tower" and isinstance(action.arg, int):
            if not 0 <= action.arg < self.board.n_spots:
                why = Message.of("problem.no_such_spot")
            elif self.tower[action.arg] >= 0:
                why = Message.of("problem.tower_there")
            else:
                why = Message.of("problem.no_tower_spot")
            return Message.of("refusal.cannot_raise_tower", player=who, spot=action.arg, reason=why)
        if action.kind == "exchange" and d.kind in EXCHANGE_CHOICES:
            if action.arg in RESOURCES and action.arg != "fish":
                cost = EXCHANGE_COST[RESOURCES.index(action.arg)]
                return Message.of("refusal.fish_short", player=who, fish=self.res[d.player][FISH],
                                  resource=action.arg, cost=cost)
        return Message.of("refusal.not_now", action=str(action), player=who, decision=d.kind)

    # --------------------------------------------------------- placement
    def _legal_spots(self, p: int) -> list[int]:
        """The spots open to a house of `p` now (none once only Powerhouses are left)."""
        return placement.legal_spots(self, p) if self.houses_left[p] else []

    def _powerhouse_spots(self, p: int) -> list[int]:
        problem = placement.powerhouse_problem
        return [s for s in self.board.limit_spots if problem(self, p, s) is None]

    def _can_still_build(self, p: int) -> bool:
        owner, reserved = self.owner, self.reserved
        if self.houses_left[p]:
            need = placement.fish_needed
            if any(owner[s] < 0 and not reserved[s] and need(self, p, s) < placement.IMPOSSIBLE
                   for s in range(self.board.n_spots)):
                return True
        if self.power_left[p]:
            need = placement.powerhouse_fish_needed
            return any(need(self, p, s) < placement.IMPOSSIBLE for s in self.board.limit_spots)
        return False

    def _start_turn(self) -> None:
        p = self.order[self.turn % len(self.order)]
        if any(self.power_left):
            self._convert_powerhouses(p)
        if self.is_bot[p]:
            self._bot_turn(p)
            return
        # Spots open now answer both whether the player can build and what is
        # legal; only without one are the exchanges that might open one looked at.
        spots = self._legal_spots(p)
        if spots or self._can_still_build(p):
            self.pending = Decision(p, "place")
            self._legal = self._placements(p, spots)
            return
        if self.houses_left[p]:
            self.houses_left[p] -= 1
        else:
            self.power_left[p] -= 1
        self._log("pass", p, Message.of("event.pass", player=self.names[p]))
        self.tasks.append((T_END_TURN,))

    def _convert_powerhouses(self, p: int) -> None:
        """Remaining Powerhouses become houses once no city-limit spot can take
        one; and a player left with only Powerhouses, none of which they can
        place, places them as houses rather than losing them."""
        if not any(placement.powerhouse_position_ok(self, s) for s in self.board.limit_spots):
            seats = [q for q in range(self.n) if self.power_left[q]]
            stuck = None
        elif self.power_left[p] and not self.houses_left[p] and not any(
            placement.powerhouse_fish_needed(self, p, s) < placement.IMPOSSIBLE
            for s in self.board.limit_spots
        ):
            seats = [p]
            stuck = self.names[p]
        else:
            return
        for q in seats:
            if stuck is None:
                said = Message.of("event.powerhouses_no_spot", player=self.names[q], count=self.power_left[q])
            else:
                said = Message.of("event.powerhouses_stuck", stuck=stuck, player=self.names[q],
                                  count=self.power_left[q])
            self._log("powerhouses", q, said)
            self.houses_left[q] += self.power_left[q]
            self.power_left[q] = 0

    def _bot_turn(self, p: int) -> None:
        """Draw Patrician cards until one has a free spot; build on its lowest number."""
        b = self.board
        cards = self.bot_cards[p]
        while cards:
            self.rng, i = rng.below(self.rng, len(cards))
            numbers = sorted(b.patrician_cards[cards[i]])
            free = [n for n in numbers if self.owner[b.patrician_spot[n]] < 0]
            low, middle, high = numbers
            if free:
                spot = b.patrician_spot[free[0]]
                self.reserved[spot] = False
                if not self.quiet:
                    self._log("patrician", p, Message.of(
                        "event.patrician_builds", player=self.names[p], low=low, middle=middle, high=high,
                        number=free[0]), spot=spot)
                self._place(p, spot)
                return
            if not self.quiet:
                self._log("patrician", p, Message.of("event.patrician_discards", player=self.names[p],
                                                     low=low, middle=middle, high=high))
            cards.pop(i)
        self.houses_left[p] -= 1
        self._log("pass", p, Message.of("event.patrician_pass", player=self.names[p]))
        self.tasks.append((T_END_TURN,))

    def _place(self, p: int, spot: int, power: bool = False) -> None:
        b = self.board
        self.owner[spot] = p
        hexes = b.spot_hexes[spot]
        if power:
            self.powerhouse[spot] = True
            self.power_left[p] -= 1
            for h in hexes:
                self.hex_power[h] = True
            # A Powerhouse gains nothing: only its city hexes act.
            self.remaining = sorted(h for h in hexes if is_city(b.hex_kind[h]))
            if not self.quiet:
                self._log("powerhouse", p, self._placed("event.powerhouse", p, spot),
                          spot=spot, acting=houses_acting(self, spot))
        else:
            self.houses_left[p] -= 1
            around = self.around[p]
            for h in hexes:
                around[h] += 1
            # Countryside and sea first unless the player picks another order.
            self.remaining = list(_house_order(b)[spot])
            if not self.quiet:
                self._log("place", p, self._placed("event.place", p, spot),
                          spot=spot, acting=houses_acting(self, spot))
        placement.house_built(self, p, spot, counted=not power)
        self.placed_spot = spot
        self.tasks.append((T_END_TURN,))
        self.tasks.append((T_NEXT_HEX,))

    def _placed(self, code: str, p: int, spot: int) -> Message:
        """The message of a piece placed: who, where, and the spot's three hexes."""
        first, second, third = (KIND_KEYS[self.board.hex_kind[h]] for h in self.board.spot_hexes[spot])
        return Message.of(code, player=self.names[p], spot=spot, first=first, second=second, third=third)

    def _next_hex(self) -> None:
        rem = self.remaining
        if not rem:
            return
        placer = self.owner[self.placed_spot]
        if len(rem) > 1 and not self.is_bot[placer] and order_matters(self, rem):
            self.pending = Decision(self.owner[self.placed_spot], "order")
            return
        self.tasks.append((T_NEXT_HEX,))
        self._activate_hex(rem.pop(0))  # at once: it is what the task would do next

    def _activate_hex(self, h: int) -> None:
        b = self.board
        spot = self.placed_spot
        p = self.owner[spot]
        kind = b.hex_kind[h]
        if not is_city(kind):
            self.res[p][kind] += 1
            if not self.quiet:  # the commonest line of all: not even worded in a search copy
                self._log("gain", p, _gained(self.names[p], RESOURCES[kind]), hex=h)
            return
        # The first to act goes on the stack last.
        tasks = self.tasks
        for s, q in reversed(acting_for(self, h, spot)):
            tasks.append((T_ACT, h, q, 0, s))

    # ------------------------------------------------------------ turns
    def _setup_done(self) -> None:
        # The cards not kept go back into the bonus deck, shuffled.
        for p in range(self.n):
            self.discards[p] = tuple(c for c in self.dealt[p] if c not in self.bonus[p])
            self.bonus_deck.extend(self.discards[p])
            self.dealt[p] = ()
        self.rng = rng.shuffle(self.rng, self.bonus_deck)

    def _end_turn(self) -> None:
        self.turn += 1
        self.placed_spot = -1
        # Solo ends with the human's last house, even when the human plays first.
        solo_done = self.mode == "solo" and not self.houses_left[0]
        if solo_done or self.turn >= self.rounds * len(self.order):
            self.tasks.append((T_FINAL,))
        else:
            self.tasks.append((T_TURN,))

    def _final(self) -> None:
        self._log("end", None, Message.of("event.end"))
        self.tasks.append((T_FINAL_SCORE,))
        for p in reversed(range(self.n)):
            self.tasks.append((T_FINAL_EXCHANGE, p))

    def _final_score(self) -> None:
        self.scores = score_game(self)
        if not self.quiet:  # a search copy logs nothing: no need to word the scores
            for line in self.scores.messages():
                self._log("score", None, line)

    # -------------------------------------------------------- decisions
    def _resolve(self, d: Decision, a: Action) -> None:
        """Carry out `a`, a legal action at `d`: its kind fixes what its argument
        is (a spot, hex, card, slot: a number; a resource, a commodity: a word),
        and an exchange decision always names the house about to act."""
        p, kind = d.player, d.kind
        if a.kind == "exchange":
            self._exchange(p, RESOURCES.index(a.arg))
            if kind == "place":
                self.tasks.append((T_TURN,))
            elif kind == "exchange" and not production_exchange_matters(
                    self, p, self.board.hex_kind[cast(int, d.hex)]):
                self.tasks.append((T_ACT, cast(int, d.hex), p, 1, cast(int, d.spot)))
            elif kind == "final_exchange":
                self.tasks.append((T_FINAL_EXCHANGE, p))
            else:
                self.pending = d
            return
        if kind == "place":
            self._place(p, cast(int, a.arg), a.kind == "powerhouse")
        elif kind == "order":
            h = cast(int, a.arg)
            self.remaining.remove(h)
            self.tasks.append((T_NEXT_HEX,))
            self.tasks.append((T_HEX, h))
        elif kind == "exchange":  # done
            self.tasks.append((T_ACT, cast(int, d.hex), p, 1, cast(int, d.spot)))
        elif kind == "keep_bonus":
            self.bonus[p].append(cast(int, a.arg))
            self._log("bonus", p, Message.of("event.keep_bonus", player=self.names[p]))
        elif kind == "rector":
            other = d.options[1] if d.options[0] == a.arg else d.options[0]
            self.bonus[p].append(cast(int, a.arg))
            self.bonus_deck.append(other)
            self.put_back.append((p, other))
            self._log("bonus", p, Message.of("event.rector_choice", player=self.names[p]), hex=d.hex)
        elif kind == "wall":
            self._build_wall(p, cast(int, a.arg))
        elif kind == "tower":
            self._build_tower(p, cast(int, a.arg))
        elif kind == "buy_ship":
            if a is SKIP or a.kind == "skip":
                self._log("skip", p, Message.of("event.buys_no_ship", player=self.names[p]), hex=d.hex)
            else:
                self._buy(p, cast(int, a.arg))
        elif kind == "sell":
            if a.kind == "skip":
                self._log("skip", p, Message.of("event.sells_nothing", player=self.names[p]), hex=d.hex)
            else:
                self._sell(p, COMMODITIES.index(a.arg), d.hex)
        # final_exchange "done" needs nothing: the next task takes over.

    def _bot_convert_fish(self, p: int) -> None:
        """A bot without the Fish card turns its Fish into what its cards score best."""
        b = self.board
        if any(b.bonus[c].kind == "resource" and b.bonus[c].target == "fish" for c in self.bonus[p]):
            return
        base = list(self.res[p])

        def score(extra: dict[int, int]) -> int:
            self.res[p] = [base[r] + extra.get(r, 0) for r in range(6)]
            try:
                return bonus_total(self, p)
            finally:
                self.res[p] = list(base)

        for r, units in sorted(patrician.best_fish_conversion(self, p, score).items()):
            for _ in range(units):
                self._exchange(p, r)

    def _exchange(self, p: int, r: int) -> None:
        cost = EXCHANGE_COST[r]
        self.res[p][FISH] -= cost
        self.res[p][r] += 1
        if not self.quiet:
            self._log("exchange", p, Message.of("event.exchange", player=self.names[p], cost=cost,
                                                resource=RESOURCES[r]))


def new_game(config: GameConfig | dict[str, Any]) -> Game:
    if not isinstance(config, GameConfig):
        config = GameConfig.model_validate(config)
    return Game(config)


__all__ = ["Game", "new_game", "POWERHOUSES", "SOLO_BOTS", "WAREHOUSE_CAP"]
