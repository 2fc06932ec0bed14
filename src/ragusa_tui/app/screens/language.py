"""The language chooser: the three languages the game speaks, each named in
its own words, so that a player who reads none of the others finds theirs."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...catalogue import LANGUAGES, language, text
from ..once import DismissOnce
from ..widgets.keys_footer import KeysFooter

# Each language's name in itself: the same on every screen, whatever is spoken.
NATIVE_NAMES = {"en": "English", "fr": "Français", "pl": "Polski"}


class LanguageScreen(DismissOnce, ModalScreen[str | None]):
    """Returns the code of the language chosen, or None (Esc)."""

    DEFAULT_CSS = """
    LanguageScreen { align: center middle; }
    #language-box { width: 44; height: auto; border: thick $primary; background: $surface; padding: 1 2; }
    #language-box OptionList { height: auto; margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "choose_none", "key.cancel"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="language-box"):
            yield Static(text("menu.language.title"))
            choices = OptionList(*(Option(NATIVE_NAMES[code], id=code) for code in LANGUAGES), id="languages")
            choices.highlighted = LANGUAGES.index(language().code)
            yield choices
        yield KeysFooter()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_choose_none(self) -> None:
        self.dismiss(None)
