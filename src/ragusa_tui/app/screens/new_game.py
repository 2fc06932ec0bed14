"""The new-game form: how many players, their names and colours, a seed,
and whether the hand-over screen guards the secret bonus cards."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, RadioButton, RadioSet, Select, Static

from .. import look
from ..setup import MAX_PLAYERS, MIN_PLAYERS, GameSetup


def _colour_label(colour: look.PlayerColour) -> Text:
    return Text.assemble((f"{colour.symbol} ", f"bold {colour.rgb}"), colour.name)


class NewGameScreen(Screen[GameSetup | None]):
    """Returns the chosen `GameSetup`, or None if the player backs out."""

    CSS_PATH = "new_game.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", key_display="^s"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.count = MIN_PLAYERS

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="form"):
            yield Static("New game", id="form-title")
            with Horizontal(classes="form-row", id="count-row"):
                yield Static("Players", classes="label")
                with RadioSet(id="count"):
                    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
                        yield RadioButton(f"{n} players", value=n == MIN_PLAYERS, id=f"count-{n}")
            yield Static("Seats in clockwise order; the starting player is drawn at random.",
                         classes="hint")
            choices = [(_colour_label(c), c.name) for c in look.COLOURS]
            for i in range(MAX_PLAYERS):
                colour = look.COLOURS[i]
                with Horizontal(classes="form-row seat", id=f"seat-{i}"):
                    yield Static(f"Seat {i + 1}", classes="label")
                    yield Input(colour.name, placeholder="name", max_length=12, id=f"name-{i}",
                                compact=True)
                    yield Select(choices, value=colour.name, allow_blank=False, id=f"colour-{i}",
                                 compact=True)
            with Horizontal(classes="form-row"):
                yield Static("Seed", classes="label")
                yield Input(placeholder="optional: a number gives the same deal again",
                            type="integer", id="seed", compact=True)
            yield Checkbox("Hand-over screen between players (hides the bonus cards)",
                           value=True, id="handover")
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button("Start game", id="start", variant="primary")
                yield Button("Back", id="back")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats()
        self.query_one("#name-0", Input).focus()

    def _show_seats(self) -> None:
        for i in range(MAX_PLAYERS):
            self.query_one(f"#seat-{i}").display = i < self.count

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        button_id = event.pressed.id or ""
        if button_id.startswith("count-"):
            self.count = int(button_id.removeprefix("count-"))
            self._show_seats()

    def on_select_changed(self, event: Select.Changed) -> None:
        """A seat named after its colour follows a change of colour."""
        select_id = event.select.id or ""
        if not select_id.startswith("colour-") or event.value is Select.BLANK:
            return
        i = int(select_id.removeprefix("colour-"))
        name = self.query_one(f"#name-{i}", Input)
        if name.value.strip() in look.COLOUR_BY_NAME:
            name.value = str(event.value)

    def on_input_submitted(self) -> None:
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def setup(self) -> GameSetup:
        names = tuple(self.query_one(f"#name-{i}", Input).value.strip() for i in range(self.count))
        colours = tuple(str(self.query_one(f"#colour-{i}", Select).value) for i in range(self.count))
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else None
        return GameSetup(names, colours, seed, self.query_one("#handover", Checkbox).value)

    def action_start(self) -> None:
        setup = self.setup()
        problem = setup.problem()
        if problem:
            self.query_one("#error", Static).update(problem)
            self.app.bell()
            return
        self.dismiss(setup)

    def action_back(self) -> None:
        self.dismiss(None)
