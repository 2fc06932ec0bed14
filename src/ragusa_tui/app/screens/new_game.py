"""The new-game form: the mode (hot-seat, duel, solo), the players' names and
colours, a seed, the solo options, and whether the hand-over screen guards
the secret bonus cards."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, RadioButton, RadioSet, Select, Static

from ...catalogue import Message, text
from ...engine.config import SOLO_OPTIONS
from ...safe_text import quoted
from ...table import look
from ..widgets.keys_footer import KeysFooter
from ..widgets.toggles import MarkedCheckbox, MarkedRadioButton
from ...table.setup import (
    BOT_COLOURS, COMPUTER_LEVELS, DUEL, MAX_PLAYERS, MIN_PLAYERS, SEATS, SOLO, STANDARD, GameSetup,
)
from ..once import DismissOnce

# The catalogue's codes of the words the form shows, rendered when shown.
MODE_LABELS = {STANDARD: "menu.new_game.mode.standard", DUEL: "menu.new_game.mode.duel",
               SOLO: "menu.new_game.mode.solo"}
# The computer players' levels, by their key (`COMPUTER_LEVELS`).
LEVEL_WORDS = {"easy": "menu.new_game.level.easy", "medium": "menu.new_game.level.medium",
               "hard": "menu.new_game.level.hard", "expert": "menu.new_game.level.expert"}
# What each mode is, in a sentence under the mode choice.
MODE_HINTS = {STANDARD: "menu.new_game.hint.standard", DUEL: "menu.new_game.hint.duel",
              SOLO: "menu.new_game.hint.solo"}
# A short title for each solo option; the sentence under it explains it.
OPTION_TITLES = {
    "rector_no_choice": "menu.new_game.option.rector_no_choice",
    "bots_best_of_pair": "menu.new_game.option.bots_best_of_pair",
    "human_first": "menu.new_game.option.human_first",
}
# The players' colours, by their name (`look.COLOURS`), as the form shows them.
COLOUR_WORDS = {"Red": "menu.new_game.colour.red", "Blue": "menu.new_game.colour.blue",
                "Green": "menu.new_game.colour.green", "Yellow": "menu.new_game.colour.yellow",
                "Purple": "menu.new_game.colour.purple", "Orange": "menu.new_game.colour.orange"}


def who_choices() -> list[tuple[str, str]]:
    """Who plays a seat: a person, or a computer player of a level."""
    return [(text("menu.new_game.person"), ""),
            *((text("menu.new_game.computer", level=_level(level)), level) for level in COMPUTER_LEVELS)]


def _level(level: str) -> Message | str:
    code = LEVEL_WORDS.get(level)
    return Message.of(code) if code is not None else level


def _colour_label(colour: look.PlayerColour) -> Text:
    return Text.assemble((f"{colour.symbol} ", f"bold {colour.rgb}"), colour_word(colour.name))


def colour_word(colour: str) -> str:
    """A colour's word in the language spoken ("Red" is "Rouge" in French):
    the form's label of it, and the name a seat is given by default."""
    code = COLOUR_WORDS.get(colour)
    return text(code) if code else colour


def _named_after_a_colour(name: str) -> bool:
    """Whether `name` is a colour's, in the language spoken or in English
    (a form remembered from a game set up in another language)."""
    return name in look.COLOUR_BY_NAME or name in {colour_word(c) for c in look.COLOUR_BY_NAME}


class ChoiceSet(RadioSet):
    """A row of choices where the arrows choose at once (no Enter needed)."""

    def action_next_button(self) -> None:
        super().action_next_button()
        self._choose()

    def action_previous_button(self) -> None:
        super().action_previous_button()
        self._choose()

    def on_mount(self) -> None:
        self.call_after_refresh(self._highlight_chosen)

    def _highlight_chosen(self) -> None:
        """Start the highlight on the chosen button, not on the first."""
        buttons = list(self.query(RadioButton))
        self._selected = next((i for i, b in enumerate(buttons) if b.value), 0)

    def _choose(self) -> None:
        """Choose the highlighted button at once. Every button is set here, in
        one step, so two arrows pressed together leave exactly one chosen
        (waiting for the buttons' own messages would leave two)."""
        buttons = list(self.query(RadioButton))
        if not self.has_focus or self._selected is None or buttons[self._selected].value:
            return  # RadioSet also moves the highlight when it is mounted
        chosen = buttons[self._selected]
        with self.prevent(RadioButton.Changed):
            for b in buttons:
                b.value = b is chosen
        self._pressed_button = chosen
        self.post_message(self.Changed(self, chosen))


HOST = "host"  # the form's answer starts a networked table: (HOST, setup)


class NewGameScreen(DismissOnce, Screen["GameSetup | tuple[str, GameSetup] | None"]):
    """Returns the chosen `GameSetup`, or None if the player backs out."""

    CSS_PATH = "new_game.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "key.start", key_display="^s"),
        Binding("escape", "back", "key.back"),
    ]
    # Straight to the first choice: focus given to the form's scrolling box
    # first and then taken away would style its hundred widgets twice.
    AUTO_FOCUS = "#mode"

    def __init__(self, last: GameSetup | None = None) -> None:
        """`last`: the setup of the game started before, whose mode, seats and
        options the form starts from."""
        super().__init__()
        self.last = last
        self.mode = last.mode if last is not None else STANDARD
        n = len(last.names) if last is not None else MIN_PLAYERS
        self.count = n if self.mode == STANDARD else MIN_PLAYERS  # hot-seat players

    def compose(self) -> ComposeResult:
        # Not a stop of Tab: the focused field scrolls itself into view.
        with VerticalScroll(id="form", can_focus=False):
            yield Static(text("menu.new_game.title"), id="form-title")
            with Horizontal(classes="form-row", id="mode-row"):
                yield Static(text("menu.new_game.mode"), classes="label")
                with ChoiceSet(id="mode"):
                    for mode in (STANDARD, DUEL, SOLO):
                        yield MarkedRadioButton(text(MODE_LABELS[mode]), value=mode == self.mode,
                                                id=f"mode-{mode}")
            yield Static(text(MODE_HINTS[self.mode]), classes="hint", id="mode-hint")
            with Horizontal(classes="form-row", id="count-row"):
                yield Static(text("menu.new_game.players"), classes="label")
                with ChoiceSet(id="count"):
                    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
                        yield MarkedRadioButton(text("menu.new_game.count", count=n), value=n == self.count,
                                                id=f"count-{n}")
            choices = [(_colour_label(c), c.name) for c in look.COLOURS]
            who_offered = who_choices()
            last = self.last
            for i in range(MAX_PLAYERS):
                colour = look.COLOURS[i].name
                name = colour_word(colour)
                if last is not None and i < len(last.names):
                    name = last.names[i]
                    colour = last.colours[i] if i < len(last.colours) else colour
                with Horizontal(classes="form-row seat", id=f"seat-{i}"):
                    yield Static(text("menu.new_game.seat", seat=i + 1), classes="label", id=f"seat-label-{i}")
                    yield Input(name, placeholder=text("menu.new_game.name_placeholder"), max_length=12,
                                id=f"name-{i}", compact=True)
                    yield Select(choices, value=colour, allow_blank=False, id=f"colour-{i}",
                                 compact=True)
                    who = last.level(i) if last is not None and i < len(last.names) else None
                    yield Select(who_offered, value=who or "", allow_blank=False, id=f"who-{i}", compact=True,
                                 classes="who")
            with Vertical(id="solo-options"):
                yield Static(text("menu.new_game.difficulty"), classes="hint")
                for key in SOLO_OPTIONS:
                    chosen = last is not None and key in last.options
                    title = OPTION_TITLES.get(key)
                    yield MarkedCheckbox(text(title) if title else key, value=chosen, id=f"opt-{key}", compact=True)
                    # The option's sentence: its code is built from its key.
                    yield Static(text(f"help.solo_option.{key}"), classes="option-hint")
            with Horizontal(classes="form-row"):
                yield Static(text("menu.new_game.seed"), classes="label")
                # Any text may be typed: what is not a whole number is said at
                # once, instead of keys that silently do nothing.
                yield Input(placeholder=text("menu.new_game.seed_placeholder"),
                            id="seed", compact=True)
            yield MarkedCheckbox(text("menu.new_game.handover"),
                           value=last is None or last.handover or last.mode == SOLO, id="handover")
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button(text("menu.new_game.start"), id="start", variant="primary")
                yield Button(text("menu.new_game.host"), id="host")
                yield Button(text("menu.new_game.back"), id="back")
        yield KeysFooter()

    def on_mount(self) -> None:
        # In a browser tab, hosting is off unless its server allows it (the app says).
        self.query_one("#host", Button).display = self._may_host()
        self._show_mode()

    def _may_host(self) -> bool:
        return bool(getattr(self.app, "may_host", True))

    @property
    def seats(self) -> int:
        """How many name fields the chosen mode needs."""
        return self.count if self.mode == STANDARD else SEATS[self.mode][0]

    def _show_mode(self) -> None:
        solo = self.mode == SOLO
        for i in range(MAX_PLAYERS):
            self.query_one(f"#seat-{i}").display = i < self.seats
            self.query_one(f"#who-{i}").display = not solo
        self.query_one("#seat-label-0", Static).update(text("menu.new_game.you") if solo
                                                       else text("menu.new_game.seat", seat=1))
        self.query_one("#count-row").display = self.mode == STANDARD
        self.query_one("#solo-options").display = solo
        self.query_one("#handover").display = not solo
        self.query_one("#mode-hint", Static).update(text(MODE_HINTS[self.mode]))
        self.query_one("#error", Static).update("")
        self._offer_colours(solo)

    def _offer_colours(self, solo: bool) -> None:
        """The first seat's colours: in solo, all but the Patrician's. A
        colour no longer offered gives way to the first one no other hot-seat
        player holds, so going back to hot-seat makes no clash."""
        select = self.query_one("#colour-0", Select)
        offered = [c.name for c in look.COLOURS if not (solo and c.name in BOT_COLOURS)]
        chosen = select.value
        if chosen not in offered:
            others = {self.query_one(f"#colour-{i}", Select).value for i in range(1, self.count)}
            chosen = next((c for c in offered if c not in others), offered[0])
            self._follow_colour(0, chosen)
        with self.prevent(Select.Changed):
            select.set_options([(_colour_label(look.COLOUR_BY_NAME[c]), c) for c in offered])
            select.value = chosen

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        button_id = event.pressed.id or ""
        if button_id.startswith("count-"):
            self.count = int(button_id.removeprefix("count-"))
        elif button_id.startswith("mode-"):
            self.mode = button_id.removeprefix("mode-")
        self._show_mode()

    def on_select_changed(self, event: Select.Changed) -> None:
        """A seat named after its colour follows a change of colour."""
        select_id = event.select.id or ""
        if not select_id.startswith("colour-") or event.value is Select.BLANK:
            return
        self._follow_colour(int(select_id.removeprefix("colour-")), str(event.value))

    def _follow_colour(self, seat: int, colour: str) -> None:
        name = self.query_one(f"#name-{seat}", Input)
        if _named_after_a_colour(name.value.strip()):
            name.value = colour_word(colour)

    def on_input_submitted(self) -> None:
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "host":
            if self._may_host():
                self.action_start(host=True)
        else:
            self.action_back()

    def setup(self) -> GameSetup:
        n = self.seats
        names = tuple(self.query_one(f"#name-{i}", Input).value.strip() for i in range(n))
        colours = tuple(str(self.query_one(f"#colour-{i}", Select).value) for i in range(n))
        seed = self._seed()[0]
        solo = self.mode == SOLO
        options = tuple(key for key in SOLO_OPTIONS
                        if solo and self.query_one(f"#opt-{key}", MarkedCheckbox).value)
        handover = not solo and self.query_one("#handover", MarkedCheckbox).value
        who = () if solo else tuple(str(self.query_one(f"#who-{i}", Select).value) for i in range(n))
        return GameSetup(names, colours, seed, handover, self.mode, options,
                         computers=who if any(who) else ())

    def _seed(self) -> tuple[int | None, str | None]:
        """The seed typed (None if none), and why the text is not one."""
        typed = self.query_one("#seed", Input).value.strip()
        try:
            return (int(typed) if typed else None), None
        except ValueError:
            return None, text("menu.new_game.seed_not_number", seed=quoted(typed))

    def _problem(self) -> tuple[GameSetup, str | None]:
        """The game the form sets up, and why it cannot start (None if it can)."""
        setup = self.setup()
        return setup, self._seed()[1] or setup.problem()

    def on_input_changed(self) -> None:
        # A problem shown stays only while the form still has it; a seed that
        # is not a number is said as soon as it is typed.
        error = self.query_one("#error", Static)
        if str(error.content) or self._seed()[1]:
            error.update(Text(self._problem()[1] or ""))

    def action_start(self, host: bool = False) -> None:
        """Start the game here, or (`host`) as a table on the network, each
        person at their own screen."""
        if host and not self._may_host():
            return  # (the app says why, if asked another way)
        setup, problem = self._problem()
        if problem:
            # Plain words: the problem may quote what was typed.
            self.query_one("#error", Static).update(Text(problem))
            self.app.bell()
            return
        self.dismiss((HOST, setup) if host else setup)

    def game_commands(self) -> Iterable[SystemCommand]:
        """The form's keys, for the command palette."""
        yield SystemCommand(text("menu.new_game.command.start"), text("menu.new_game.command.start_help"),
                            self.action_start)
        yield SystemCommand(text("menu.new_game.command.back"), text("menu.new_game.command.back_help"),
                            self.action_back)

    def action_back(self) -> None:
        self.dismiss(None)
