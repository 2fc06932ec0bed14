"""Save as: a copy of the game under a name the player chooses, beside the
game's own autosave (which goes on as before)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from ...catalogue import text
from ...errors import said
from ...safe_text import markup
from ...saves import SaveError
from ..widgets.keys_footer import KeysFooter
from ..once import DismissOnce

if TYPE_CHECKING:
    from ...table.view import TableView


class SaveAsScreen(DismissOnce, ModalScreen[None]):
    """Asks for a name and writes the copy; never replaces an existing file."""

    DEFAULT_CSS = """
    SaveAsScreen { align: center middle; }
    #save-as-box { width: 64; height: auto; border: thick $accent; background: $surface;
                   padding: 1 2; }
    #save-as-name { margin: 1 0; }
    #save-as-error { color: $error; height: auto; }
    #save-as-buttons { height: auto; margin-top: 1; }
    #save-as-buttons Button { margin-right: 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "key.cancel"),
    ]
    AUTO_FOCUS = "#save-as-name"

    def __init__(self, session: TableView) -> None:
        super().__init__()
        self.game_session = session  # not `session`: this screen is no game in progress

    def compose(self) -> ComposeResult:
        with Vertical(id="save-as-box"):
            yield Static(text("menu.save_as.ask"))
            yield Input(placeholder=text("menu.save_as.placeholder"), max_length=40,
                        id="save-as-name")
            where = ("menu.save_as.where_finished" if self.game_session.frame(None).over
                     else "menu.save_as.where")
            yield Static(text(where), classes="hint")
            yield Static("", id="save-as-error")
            with Horizontal(id="save-as-buttons"):
                yield Button(text("menu.save_as.save"), id="save", variant="primary")
                yield Button(text("menu.save_as.cancel"), id="cancel")
        yield KeysFooter()

    def on_input_submitted(self) -> None:
        self.action_save()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "save":
            self.action_save()
        else:
            self.action_cancel()

    def action_save(self) -> None:
        from ...table.autosave import name_problem, save_copy

        name = self.query_one("#save-as-name", Input).value
        problem = name_problem(name)
        if problem is None:
            try:
                path = save_copy(self.game_session, name)
            except SaveError as exc:
                problem = said(exc)
            else:
                self.notify(markup(text("menu.save_as.saved", file=path.name, folder=str(path.parent))),
                            title=text("menu.save_as.saved.title"))
                self.dismiss(None)
                return
        self.query_one("#save-as-error", Static).update(markup(problem))
        self.app.bell()

    def action_cancel(self) -> None:
        self.dismiss(None)
