"""A decision made from a list: bonus cards, the order of the hexes, fish
exchanges, ships, Wharf sales. Keyboard (arrows, j/k, digits, Enter) and mouse."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option as ListOption

from .. import look
from ..prompts import Prompt
from ..widgets.keys_footer import KeysFooter
from .once import DismissOnce

EXCHANGE = "__exchange__"
UNDO = "__undo__"


class ChoiceList(OptionList):
    """The options, with their keys shown in the Footer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down,j", "cursor_down", "Move", key_display="↑↓"),
        Binding("up,k", "cursor_up", "Up", show=False),
        Binding("enter", "select", "Choose", key_display="Enter"),
    ]


class ChoiceScreen(DismissOnce, ModalScreen[str | None]):
    """Returns the chosen action text; None if the player stepped back to
    look at the board (or cancelled); `EXCHANGE` to open the fish exchange;
    `UNDO` to take back the last decision instead."""

    CSS_PATH = "choice.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "step_back", "Back to the board"),
        Binding("f", "fish", "Fish exchange"),
        Binding("ctrl+z,u", "undo", "Undo", key_display="u"),
        Binding("question_mark", "app.help", "Help", key_display="?"),
    ]

    def __init__(self, prompt: Prompt, colour: look.PlayerColour) -> None:
        super().__init__()
        self.prompt = prompt
        self.colour = colour

    def compose(self) -> ComposeResult:
        p = self.prompt
        with Vertical(id="dialog"):
            yield Static(Text.assemble((f"{self.colour.symbol} ", f"bold {self.colour.rgb}"),
                                       (p.title, "bold")), id="dialog-title")
            if p.lines:
                yield Static("\n".join(p.lines), id="dialog-lines")
            items = []
            for i, opt in enumerate(p.options):
                label = Text(f"{i + 1}  " if i < 9 else "   ", "bold")
                label.append(opt.label)
                if opt.note:
                    label.append(f"  ({opt.note})", "italic")
                items.append(ListOption(label, id=str(i), disabled=opt.action is None))
            yield ChoiceList(*items, id="choices")
            hint = "↑↓ or 1-9 pick · Enter or click confirm · " + p.dismiss_label
            if p.exchange_key:
                hint += " · f fish exchange"
            yield Static(hint, id="dialog-hint")
        yield KeysFooter()

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        default = self.prompt.default
        if self.prompt.options[default].action is None:
            default = next((i for i, o in enumerate(self.prompt.options) if o.action), 0)
        options.highlighted = default
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._pick(int(event.option.id or 0))

    def on_key(self, event: events.Key) -> None:
        # A digit only highlights its option, as the hint says; Enter confirms.
        if event.character and event.character in "123456789":
            event.stop()
            index = int(event.character) - 1
            if index < len(self.prompt.options):
                self.query_one(OptionList).highlighted = index

    def _pick(self, index: int) -> None:
        if 0 <= index < len(self.prompt.options):
            action = self.prompt.options[index].action
            if action is None:
                note = self.prompt.options[index].note
                self.notify(f"Not possible: {note}." if note else "Not possible now.",
                            severity="warning")
                return
            self.dismiss(action)

    def action_undo(self) -> None:
        """Take back the last decision (the game screen decides whether it may)."""
        self.dismiss(UNDO)

    def action_step_back(self) -> None:
        self.dismiss(None)

    def action_fish(self) -> None:
        if self.prompt.exchange_key:
            self.dismiss(EXCHANGE)
        else:
            self.notify(self.prompt.fish_note, title="Fish exchange", severity="warning")
