"""The hosted table: the authority over one game played from many screens.

It holds a `LocalTable` and the seats: a person's seat opens with its key
(made by `secrets.token_urlsafe`, compared in constant time), spectators
share one key, and computer seats play here, their search in a worker
thread so the server keeps answering meanwhile. Every action goes through
the engine; a seat takes back only its own decision, by the engine's rules
(docs/rules.md §12.9). After every change the save is written (see
`store`) and the listeners are told (the server sends every connection its
new state). Nothing here is about sockets: tests drive it directly.
"""

from __future__ import annotations

import asyncio
import hmac
import secrets
from collections import Counter
from collections.abc import Callable
from typing import Any

from ..catalogue import Message, text
from ..errors import said as error_words
from ..engine import Action, IllegalAction
from ..saves import SaveError, load_record
from ..table.autosave import restore
from ..table.hint import advice
from ..table.local import LocalTable
from ..table.setup import COMPUTER_LEVELS, GameSetup
from .protocol import Refused
from .store import NET_KEY, DataFolder, TableKeys

KEY_BYTES = 24  # 32 characters of token_urlsafe
HINT_LEVEL = "hard"  # the level whose move a hint suggests, as at one keyboard
RESERVED_AHEAD = 1000  # versions put on disk as possibly sent, ahead of the table's


class HostedTable:
    """One game, its seats and keys, its computer seats, its save."""

    def __init__(self, table: LocalTable, keys: TableKeys, folder: DataFolder | None = None,
                 version: int = 0) -> None:
        self.table = table
        self.keys = keys
        self.folder = folder
        self.version = version  # one more after every action and take-back
        # No version above this one is sent before it is on disk (`_reserve`).
        self.reserved = version
        self._reserve_failed = False
        self.listeners: list[Callable[[], None]] = []  # told after every change, presence too
        self.connected: Counter[int | None] = Counter()  # connections by seat (None: spectators)
        self.errors: list[str] = []  # computer players that failed (their first legal move was played)
        self._thinking: asyncio.Task[None] | None = None
        self._save_asked = False  # a save is due once this turn of the event loop is over
        self._closed = False

    # ------------------------------------------------------------ making
    @classmethod
    def new(cls, setup: GameSetup, folder: DataFolder | None = None) -> HostedTable:
        """A new game for `setup`, with a fresh key for each person's seat;
        saved into `folder` at once, if given."""
        table = LocalTable(setup)
        # Every seat of the game, the solo bots' too (they have no key: the engine plays them).
        seats = [None if setup.level(i) or table.bots[i] else secrets.token_urlsafe(KEY_BYTES)
                 for i in range(len(table.names))]
        keys = TableKeys(seats, secrets.token_urlsafe(KEY_BYTES))
        hosted = cls(table, keys, folder)
        if folder is not None:
            folder.prepare()
            folder.hold()
            folder.write_keys(keys)
            hosted._reserve()
            folder.save_now(hosted.save_doc())
        return hosted

    @classmethod
    def resume(cls, folder: DataFolder) -> HostedTable:
        """The table saved in `folder`, with the same keys; `SaveError` if it cannot be loaded."""
        folder.prepare()
        folder.hold()
        keys = folder.read_keys()
        table = restore(folder.save_path).session
        extra = load_record(folder.save_path).model_extra or {}
        stored = extra.get(NET_KEY, {})
        version = stored.get("version", 0) if isinstance(stored, dict) else 0
        if len(keys.seats) != len(table.names):
            raise SaveError("load", folder.keys_path, Message.of("save.why.keys_not_the_game"))
        # Versions go on above any a client may hold: above the highest one
        # reserved before the table stopped (its last moves may have been
        # sent and not saved when it was killed), or, for a table hosted
        # before versions were reserved, above the saved one.
        saved = version if type(version) is int and version >= 0 else 0
        hosted = cls(table, keys, folder, max(saved, folder.read_reserved() or 0) + 1)
        hosted._reserve()
        return hosted

    def save_doc(self) -> dict[str, Any]:
        """The table's save (the ordinary format) plus the version reached."""
        doc = self.table.save_doc(autosave=False)
        doc[NET_KEY] = {"version": self.version}
        return doc

    # ------------------------------------------------------------- seats
    def admit(self, key: str) -> tuple[bool, int | None]:
        """Whether `key` opens this table, and the seat (None: a spectator).
        Every key is compared, in constant time, whatever matches."""
        given = key.encode("utf-8", "surrogatepass")
        found: tuple[bool, int | None] = (False, None)
        for seat, seat_key in enumerate(self.keys.seats):
            if seat_key is not None and hmac.compare_digest(given, seat_key.encode()):
                found = (True, seat)
        if hmac.compare_digest(given, self.keys.spectator.encode()):
            found = (True, None)
        return found

    def level(self, seat: int) -> str | None:
        """The computer level playing `seat` now (None: its person)."""
        return self.table.setup.level(seat) or self.keys.stand_ins.get(seat)

    def decides(self, seat: int | None) -> bool:
        """Whether `seat`'s person is to decide now."""
        return seat is not None and self.table.decider == seat and self.level(seat) is None

    def presence(self) -> list[dict[str, Any]]:
        """Who plays each seat and whether anyone is connected with its key."""
        bots = self.table.bots
        return [{"seat": seat, "name": name, "person": self.keys.seats[seat] is not None,
                 "computer": self.level(seat), "bot": bots[seat], "connected": self.connected[seat] > 0}
                for seat, name in enumerate(self.table.names)]

    def joined(self, seat: int | None) -> None:
        self.connected[seat] += 1
        self._changed()

    def left(self, seat: int | None) -> None:
        self.connected[seat] -= 1
        self._changed()

    def hand_to_computer(self, seat: int, level: str) -> None:
        """Let a computer of `level` play a person's seat (its person is away)."""
        self._check_person_seat(seat)
        if level not in COMPUTER_LEVELS:
            raise Refused(Message.of("refusal.table_no_level", level=level, levels=", ".join(COMPUTER_LEVELS)))
        self.keys.stand_ins[seat] = level
        self._seats_changed()

    def hand_to_person(self, seat: int) -> None:
        """Give a person's seat back to its person."""
        self._check_person_seat(seat)
        self.keys.stand_ins.pop(seat, None)
        self._seats_changed()

    def _check_person_seat(self, seat: int) -> None:
        if not 0 <= seat < len(self.keys.seats):
            raise Refused(Message.of("refusal.table_no_seat", seat=seat + 1, count=len(self.keys.seats)))
        if self.keys.seats[seat] is None:
            raise Refused(Message.of("refusal.table_computer_seat", seat=seat + 1))

    def _seats_changed(self) -> None:
        if self.folder is not None:
            self.folder.write_keys(self.keys)
        self._changed()
        self.kick()

    # ------------------------------------------------------------ acting
    def act(self, seat: int | None, version: int, action: str) -> None:
        """Play `action` for `seat`'s person; `Refused` (nothing changed) if it may not."""
        self._check(seat, version)
        if not self.decides(seat):
            raise Refused(self._not_yours(seat))
        try:
            chosen = Action.parse(action)
        except IllegalAction as exc:
            raise Refused(_sentence(exc)) from None
        if chosen not in self.table.legal():
            raise Refused(Message.of("refusal.table_not_legal", action=str(chosen)))
        self._apply(chosen)

    def undo(self, seat: int | None, version: int) -> None:
        """Take back `seat`'s own last decision; `Refused` (nothing changed) if the rules say no."""
        self._check(seat, version)
        if seat is not None and self.level(seat) is not None:
            raise Refused(Message.of("refusal.table_stand_in"))
        problem = self.table.undo_problem_message(seat)
        if problem is not None:
            raise Refused(problem)
        self.table.undo(seat)
        self._after_change()

    async def hint(self, seat: int | None, version: int) -> tuple[Message, str] | None:
        """The hint for `seat`'s decision at `version`, thought out in a worker
        thread on a copy of the game (the seat's own view of it: the search
        works on determinized copies): its words and action; None if the game
        moved on meanwhile. `Refused` if the seat does not decide now."""
        self._check(seat, version)
        if not self.decides(seat):
            raise Refused(Message.of("refusal.table_hint_not_yours"))
        job = self.table.hint_job(lambda game, seed: advice(game, seed, HINT_LEVEL))
        said, action = await asyncio.get_running_loop().run_in_executor(None, job)
        return None if self.version != version else (said, str(action))

    def _check(self, seat: int | None, version: int) -> None:
        if seat is None:
            raise Refused(Message.of("refusal.table_spectator"))
        if self.table.over:
            raise Refused(Message.of("refusal.table_game_over"))
        if version != self.version:
            raise Refused(Message.of("refusal.table_old_state", version=version, now=self.version))

    def _not_yours(self, seat: int | None) -> Message:
        decider = self.table.decider
        if decider == seat:
            return Message.of("refusal.table_stand_in")
        if decider is None:
            return Message.of("refusal.table_nobody_decides")
        return Message.of("refusal.table_not_yours", player=self.table.name(decider))

    def _apply(self, action: Action) -> None:
        self.table.apply(action)
        self._after_change()

    def _reserve(self) -> None:
        """Put on disk that versions up to `RESERVED_AHEAD` above this one may
        be sent, before any of them is: a restart after a crash begins above
        them all, whatever the last save holds. Written once every
        `RESERVED_AHEAD` versions, so moves never wait for the disk."""
        reserved = self.version + RESERVED_AHEAD
        if self.folder is not None:
            try:
                self.folder.write_reserved(reserved)
            except SaveError as exc:  # tried again at the next version; said once
                if not self._reserve_failed:
                    self.folder.report(text("net.host.reserve_failed", error=error_words(exc)))
                self._reserve_failed = True
                return
        self._reserve_failed = False
        self.reserved = reserved

    def _after_change(self) -> None:
        self.version += 1
        if self.version > self.reserved:
            self._reserve()
        self._changed()
        # The listeners' new states go out first: a computer's search (in its
        # thread, holding the interpreter in turns) and the save come after.
        loop = asyncio.get_running_loop()
        loop.call_soon(self.kick)
        if self.folder is not None and not self._save_asked:
            # Made once, for moves that come together (a computer answering at once).
            self._save_asked = True
            loop.call_soon(self._save)

    def _save(self) -> None:
        self._save_asked = False
        if self.folder is not None:
            self.folder.save(self.save_doc())

    def _changed(self) -> None:
        for listener in tuple(self.listeners):
            listener()

    # --------------------------------------------------------- computers
    def kick(self) -> None:
        """Start the computer now deciding thinking, if one is and none is."""
        decider = self.table.decider
        if self._closed or decider is None or self.level(decider) is None:
            return
        if self._thinking is None or self._thinking.done():
            self._thinking = asyncio.get_running_loop().create_task(self._computers())

    async def _computers(self) -> None:
        """Computer seats decide, one after another, until a person is to."""
        loop = asyncio.get_running_loop()
        while not self._closed:
            decider = self.table.decider
            level = None if decider is None else self.level(decider)
            if decider is None or level is None:
                return
            version = self.version
            job = self.table.computer_job(level)
            action, error = await loop.run_in_executor(None, job)
            if self._closed or self.version != version or self.level(decider) is None:
                continue  # the game moved on meanwhile (a take-back), or the seat was handed back
            if error is not None:
                self.errors.append(f"{self.table.name(decider)}: {type(error).__name__}: {error}")
            self._apply(action)
            await asyncio.sleep(0)  # its new frames go out before the next computer thinks

    async def close(self) -> None:
        """Stop the computers and wait for the last save."""
        self._closed = True
        if self._thinking is not None:
            self._thinking.cancel()
            try:
                await self._thinking
            except asyncio.CancelledError:
                pass
        if self.folder is not None:
            if self._save_asked:
                self._save()
            await self.folder.flush()
            if self.folder.problem is None:  # every version sent is saved: a restart goes on from it
                self.reserved = self.version
                try:
                    self.folder.write_reserved(self.version)
                except SaveError:
                    pass  # the versions reserved before stay on disk, above any sent
            self.folder.let_go()

    async def flush(self) -> None:
        """Wait until the save of the state now is on disk."""
        await asyncio.sleep(0)  # a save asked for this turn of the loop is made first
        if self._save_asked:
            self._save()
        if self.folder is not None:
            await self.folder.flush()


def _sentence(error: IllegalAction) -> Message:
    """The engine's refusal of an action's text, as a sentence of its own."""
    if error.message is not None:
        return Message.of("refusal.table_action", why=error.message)
    return Message.of("refusal.table_not_an_action")
