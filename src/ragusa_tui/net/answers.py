"""What a seat's game screen asks its table, answered on the server for that
seat: the `view` of a state frame.

A networked seat's screens work from `remote.RemoteTable`, which holds no
engine. Everything they would ask `table.view.TableView` is worked out here,
on the server, from that seat's point of view only: the questions about a
decision (why not this spot, what this wall slot scores, what a final
exchange does to the bonus cards) only for the seat that decides it, and no
other seat's secrets anywhere (`table.snapshot(seat)` already hides them).
The seed and the full record go out only once the game is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine import Decision
    from ..engine.standing import Standing
    from ..table.local import LocalTable

# Decisions a spectator or a waiting seat sees without their options
# (a bonus card choice would show the cards on offer).
PRIVATE = "options"


def decision_dict(d: Decision | None, mine: bool) -> dict[str, Any] | None:
    """A decision as plain data; its options only for the seat deciding."""
    if d is None:
        return None
    return {"player": d.player, "kind": d.kind, "hex": d.hex, "spot": d.spot,
            PRIVATE: list(d.options) if mine else []}


def answers(table: LocalTable, seat: int | None) -> dict[str, Any]:
    """Everything a seat's screens ask, as `seat` (None: a spectator) may know it."""
    return Answers(table).for_seat(seat)


class Answers:
    """The answers of one state, seat by seat: what every seat gets alike is
    worked out once, on the first seat's turn, and shared by the views (so
    they are read and encoded, never changed)."""

    def __init__(self, table: LocalTable) -> None:
        self.table = table
        self._shared: dict[str, Any] | None = None
        self._snapshot: dict[str, Any] | None = None  # the public one
        self._standings: list[Standing] | None = None  # the public ones
        self._public_rows: list[dict[str, Any]] | None = None  # the public standings as data

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """Everything `seat`'s screens ask, as `seat` (None: a spectator) may know it."""
        table = self.table
        if self._shared is None:
            self._shared = _shared(table)
            self._snapshot = table.snapshot(None)
            self._standings = table.standings(None)
        d = table.decision
        mine = d is not None and seat is not None and d.player == seat
        rows = table.standings(seat, self._standings)
        if rows is not self._standings:  # this seat's own cards counted in: its own rows
            data = [_standing(s) for s in rows]
        else:
            if self._public_rows is None:
                self._public_rows = [_standing(s) for s in rows]
            data = self._public_rows
        view = {
            **self._shared,
            "snapshot": table.snapshot(seat, self._snapshot),
            "decision": decision_dict(d, mine),
            "exchange_block": table.exchange_block() if mine else None,
            "undo_problem": table.undo_problem(seat) if seat is not None else "A spectator takes nothing back.",
            "news": table.news_for(seat) if seat is not None else [],
            "standings": data,
        }
        if mine:
            view.update(_deciding(table, d, seat))  # type: ignore[arg-type]
        return view


def _shared(table: LocalTable) -> dict[str, Any]:
    """The answers every seat gets alike."""
    d = table.decision
    last = table.last_decision()
    move = table.last_move
    out: dict[str, Any] = {
        "names": table.names,
        "colours": list(table.setup.seat_colours(table.mode)),
        "computers": [table.setup.level(p) or "" for p in range(len(table.names))],
        "mode": table.mode,
        "bots": table.bots,
        "round": table.round,
        "rounds": table.rounds,
        "over": table.over,
        "active_player": table.active_player,
        "decider": table.decider,
        "what": table.what() if d is not None else "",
        "acting_house": table.acting_house() if d is not None and d.kind == "exchange" else "",
        "last_decision": None if last is None else {"player": last.player, "kind": last.kind},
        "last_move": {"spot": move.spot, "slots": sorted(move.slots), "towers": sorted(move.towers)},
        "taken_back": sorted(table.taken_back),
    }
    if table.over:
        out["seed"] = table.seed
        out["record"] = table.save_doc(autosave=False)
        # The final scoring, every bonus card named: public once the game is over.
        out["scores"] = table.final_scores().as_dict()
    return out


def _standing(s: Standing) -> dict[str, Any]:
    """A standing as plain data (by hand: `dataclasses.asdict` costs more than the rest of a view)."""
    return {"player": s.player, "name": s.name, "play": [[what, vp] for what, vp in s.play],
            "walls": s.walls, "cathedral": s.cathedral, "bonus": s.bonus}


def _deciding(table: LocalTable, d: Decision, seat: int) -> dict[str, Any]:
    """The answers only the deciding seat needs, for the decision it makes."""
    out: dict[str, Any] = {}
    if d.kind == "place":
        board = table.board
        legal = set(table.legal_args("place"))  # a legal spot has no problem (docs/rules.md §4.1)
        out["spot_problems"] = {str(s): why for s in range(board.n_spots)
                                if s not in legal and (why := table.spot_problem(s)) is not None}
        if table.mode == "duel":
            out["powerhouse_problems"] = {str(s): why for s in range(board.n_spots)
                                          if (why := table.powerhouse_problem(s)) is not None}
    elif d.kind == "wall":
        out["wall_vp"] = {str(slot): table.wall_slot_vp(slot, seat) for slot in table.legal_args("wall")}
    elif d.kind == "final_exchange":
        out["score_now"] = table.score_now(seat)
        out["score_after"] = {str(a): table.score_after(a, seat) for a in table.legal()}
    return out

