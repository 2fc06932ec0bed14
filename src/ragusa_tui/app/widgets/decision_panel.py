"""A decision made from a list: bonus cards, the order of the hexes, fish
exchanges, ships, Wharf sales. Keyboard (arrows, j/k, digits, Enter) and mouse.

One panel lives on the game screen, over the board, and is filled again for
each decision. Opening a screen per decision made Textual build, style and
lay out a whole screen, and draw the dimmed board under it, on every choice;
filling a panel that is already there redraws only what changed.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option as ListOption

from ...catalogue import text
from ...engine import Action
from ...table import look
from ...table.prompts import Prompt
from .sized import Steady, show_sized



class Instead(Enum):
    """What a dialog may answer instead of an action."""

    EXCHANGE = "exchange"  # open the fish exchange
    UNDO = "undo"  # take back the last decision


EXCHANGE, UNDO = Instead.EXCHANGE, Instead.UNDO

Answer = Callable[[Action | Instead | None], None]


class ChoiceList(OptionList):
    """The options, with their keys shown in the Footer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down,j", "cursor_down", "key.move", key_display="↑↓"),
        Binding("up,k", "cursor_up", "key.up", show=False),
        Binding("enter", "select", "key.choose", key_display="Enter"),
    ]

    COMPONENT_CLASSES: ClassVar[set[str]] = OptionList.COMPONENT_CLASSES | {"choice-list--cursor-not-possible"}

    _lines_width = -1  # the width inside it that its option lines were wrapped to

    class Refused(Message):
        """Enter on an option that is not possible (OptionList would say nothing)."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def action_select(self) -> None:
        index = self.highlighted
        if index is not None and self.get_option_at_index(index).disabled:
            self.post_message(self.Refused(index))
            return
        super().action_select()

    def render_line(self, y: int) -> Strip:
        # OptionList draws a disabled option disabled even under the cursor,
        # which then seems to be nowhere; a digit can put it there (see
        # `DecisionPanel.on_key`). Its own style shows the cursor on it, dimmed.
        index = self.highlighted
        if index is None or not self.options[index].disabled:
            return super().render_line(y)
        try:
            line_index, offset = self._lines[self.scroll_offset.y + y]
        except IndexError:
            line_index = offset = -1
        if line_index != index:
            return super().render_line(y)
        style = self.get_visual_style("option-list--option", "choice-list--cursor-not-possible")
        return self._get_option_render(self.options[index], style)[offset]

    def on_resize(self, event: events.Resize) -> None:
        # Its lines depend only on the width inside it (less a scrollbar,
        # if many options brought one). A new height alone (another
        # decision's options) leaves them as drawn in the frame that sized
        # it: forgetting them would draw the list again a frame later.
        event.prevent_default()
        self.fit()
        width = self.scrollable_content_region.width
        if width != self._lines_width:
            self._lines_width = width
            self._clear_caches()

    def fit(self) -> None:
        """Allow a scrollbar only if the options' lines, wrapped to the whole
        width inside the list, need more rows than it has. Its height is
        measured at that width; but a scrollbar that lines wrapped for an
        earlier, narrower dialog brought would narrow the list, wrap a long
        option once more and so keep itself there, with an option hidden."""
        if not self.size.width:
            return
        needed = self.get_content_height(self.size, self.app.size, self.content_region.width)
        overflow = "hidden" if needed <= self.size.height else "auto"
        if self.styles.overflow_y != overflow:
            self.styles.overflow_y = overflow


class DecisionPanel(Steady, Vertical):
    """Answers with the chosen `Action`; None if the player stepped back
    to look at the board (or cancelled); `EXCHANGE` to open the fish
    exchange; `UNDO` to take back the last decision instead. Each decision
    is answered at most once, however many keys arrive."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "step_back", "key.back_to_the_board"),
        Binding("f", "fish", "key.fish"),
        Binding("ctrl+z,u", "undo", "key.undo", key_display="u"),
    ]  # and the app's own keys: ? help, ^q quit, ^p the command palette

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.prompt: Prompt | None = None
        self._answer: Answer | None = None  # None: answered, or nothing asked
        self._keys_were: Widget | None = None  # what had the keys before the panel asked

    def compose(self) -> ComposeResult:
        yield Static(id="dialog-title")
        yield Static(id="dialog-lines")
        yield ChoiceList(id="choices")
        yield Static(id="dialog-hint")

    @property
    def asking(self) -> bool:
        """Whether a decision is shown and not answered yet."""
        return self._answer is not None

    def ask(self, prompt: Prompt, colour: look.PlayerColour, answer: Answer) -> None:
        """Show `prompt`; `answer` gets the player's answer, once. Asked again
        the very question it still shows (an undo refused from it), the cursor
        stays where the player left it: a reset could make the next Enter
        choose what they had moved away from."""
        options = self.query_one(ChoiceList)
        kept = options.highlighted if prompt == self.prompt else None
        self.prompt = prompt
        self._answer = answer
        show_sized(self.query_one("#dialog-title", Static), Text.assemble(
            (f"{colour.symbol} ", f"bold {colour.rgb}"), (prompt.title, "bold")))
        lines = self.query_one("#dialog-lines", Static)
        if prompt.lines:
            show_sized(lines, "\n".join(prompt.lines))
        lines.display = bool(prompt.lines)
        items = []
        for i, opt in enumerate(prompt.options):
            label = Text(f"{i + 1}  " if i < 9 else "   ", "bold")
            label.append(opt.label)
            if opt.note:
                label.append(f"  ({opt.note})", "italic")
            items.append(ListOption(label, id=str(i), disabled=opt.action is None))
        options.clear_options()
        options.add_options(items)
        options.fit()
        default = prompt.default
        if prompt.options[default].action is None:
            default = next((i for i, o in enumerate(prompt.options) if o.action), 0)
        options.highlighted = default if kept is None else kept
        hint = text("panel.decision.hint_exchange" if prompt.exchange_key else "panel.decision.hint",
                    dismiss=prompt.dismiss_label)
        show_sized(self.query_one("#dialog-hint", Static), hint)
        self.display = True
        focused = self.screen.focused
        if focused is not None and self not in focused.ancestors_with_self:
            self._keys_were = focused
        if focused is not options:
            # At once: `Widget.focus` waits for the app's queue, and a panel
            # answered meanwhile (Esc) would then hand its hidden list the keys.
            self.screen.set_focus(options)

    def close(self) -> None:
        """Hide the panel; whatever it asked is no longer asked."""
        self._answer = None
        self.prompt = None
        self.display = False
        keys_were, self._keys_were = self._keys_were, None
        if keys_were is None or not keys_were.is_attached:
            # Nothing to give them back to: the keys never stay in a hidden panel.
            keys_were = self.keys_home() if self.has_focus_within else None
        if keys_were is not None:
            # At once rather than when the app's queue gets to it, so the
            # Footer looks at the keys of the widget that has them again
            # while the panel closing is drawn; and looks even if the focus
            # did not move.
            self.screen.set_focus(keys_were)
            self.screen.refresh_bindings()

    def keys_home(self) -> Widget | None:
        """Where the keys go when the panel closes and nothing else had them:
        the widget its screen gives them to first (its `AUTO_FOCUS`)."""
        selector = self.screen.AUTO_FOCUS
        if not selector:
            return None
        return next((w for w in self.screen.query(selector) if w.focusable and self not in w.ancestors_with_self),
                    None)

    def answer(self, result: Action | Instead | None) -> None:
        """Hand `result` to whoever asked, once; the panel then closes unless
        the answer at once asked the next decision here."""
        answer, self._answer = self._answer, None
        if answer is None:
            return
        answer(result)
        if self._answer is None:
            self.close()

    def on_choice_list_refused(self, event: ChoiceList.Refused) -> None:
        event.stop()
        prompt = self.prompt  # never an answer: at most it says why not, if still so
        if prompt is not None and event.index < len(prompt.options) and prompt.options[event.index].action is None:
            self._not_possible(event.index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        options = event.option_list.options
        if event.option_index >= len(options) or options[event.option_index] is not event.option:
            # Chosen in the list of a decision already answered: a second
            # Enter reached the list before the first answer was handled.
            return
        self._pick(event.option_index)

    def on_key(self, event: events.Key) -> None:
        # A digit only highlights its option, as the hint says; Enter confirms.
        if self.prompt is not None and event.character and event.character in "123456789":
            event.stop()
            index = int(event.character) - 1
            if index >= len(self.prompt.options):
                return
            # The cursor goes where the player pointed, possible or not: left
            # on another option, the next Enter would choose that one.
            self.query_one(ChoiceList).highlighted = index
            if self.prompt.options[index].action is None:
                self._not_possible(index)

    def point_at(self, action: Action) -> bool:
        """Put the cursor on the option answering `action` (the hint's move),
        if one does."""
        if self.prompt is not None:
            for index, option in enumerate(self.prompt.options):
                if option.action == action or action in option.also:
                    self.query_one(ChoiceList).highlighted = index
                    return True
        return False

    def _pick(self, index: int) -> None:
        prompt = self.prompt
        if prompt is not None and 0 <= index < len(prompt.options):
            action = prompt.options[index].action
            if action is None:
                self._not_possible(index)
                return
            self.answer(action)

    def _not_possible(self, index: int) -> None:
        assert self.prompt is not None
        note = self.prompt.options[index].note
        said = text("panel.decision.not_possible", note=note) if note else text("panel.decision.not_possible_now")
        self.notify(said, severity="warning")

    def action_undo(self) -> None:
        """Take back the last decision (the game screen decides whether it may)."""
        self.answer(UNDO)

    def action_step_back(self) -> None:
        self.answer(None)

    def action_fish(self) -> None:
        if self.prompt is not None and self.prompt.exchange_key:
            self.answer(EXCHANGE)
        elif self.prompt is not None:
            self.notify(self.prompt.fish_note, title=text("panel.decision.fish_exchange"), severity="warning",
                        markup=False)
