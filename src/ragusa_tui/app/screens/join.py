"""Join a table: the address the host gave and the seat's key.

The host's `ragusa host` prints, for each seat, the command that joins it
(`RAGUSA_KEY=KEY ragusa join ws://HOST:PORT/`); a whole command pasted into the
address field is read too. The app connects and, once the table has sent
the seat's state, opens the game screen over this form; a refusal or no
answer is shown here, one sentence.
"""

from __future__ import annotations

import shlex
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, Static

from ...catalogue import text
from ...net.commands import KEY_ENV
from ...safe_text import markup
from ..messages import JoinTable
from ..widgets.keys_footer import KeysFooter

SCHEMES = ("ws://", "wss://")


def read_join(address: str, key: str) -> tuple[str, str, str | None]:
    """The address and key typed (or a pasted join command), and what is wrong with them."""
    typed = address.strip()
    if " " in typed:  # a pasted command: `RAGUSA_KEY=KEY ragusa join URL` (or `... --key KEY`)
        try:
            words = shlex.split(typed)
        except ValueError:
            words = typed.split()
        urls = [w for w in words if w.startswith(SCHEMES)]
        keys = [w[len(KEY_ENV) + 1:] for w in words if w.startswith(f"{KEY_ENV}=")]
        if "--key" in words and words.index("--key") + 1 < len(words):
            keys.append(words[words.index("--key") + 1])
        key = keys[0] if keys else key
        typed = urls[0] if urls else typed
    key = key.strip()
    if not typed.startswith(SCHEMES):
        return typed, key, text("menu.join.bad_address")
    if not key:
        return typed, key, text("menu.join.no_key")
    return typed, key, None


class JoinScreen(Screen[None]):
    """The join form."""

    CSS_PATH = "join.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "key.back"),
        Binding("ctrl+s", "join", "key.join", key_display="^s"),
    ]
    AUTO_FOCUS = "#join-url"

    def __init__(self, url: str = "", key: str = "") -> None:
        super().__init__()
        self._url, self._key = url, key
        self.connecting = False

    def compose(self) -> ComposeResult:
        with Vertical(id="join-box"):
            yield Static(text("menu.join.title"), id="join-title")
            yield Static(text("menu.join.hint"), classes="hint")
            yield Input(self._url, placeholder="ws://192.168.1.20:8765/", id="join-url")
            yield Input(self._key, placeholder=text("menu.join.key_placeholder"), password=True, id="join-key")
            yield Static("", id="join-status")
            with Horizontal(id="join-buttons"):
                yield Button(text("menu.join.join"), id="join", variant="primary")
                yield Button(text("menu.join.back"), id="back")
        yield KeysFooter()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "join-url" and not self.query_one("#join-key", Input).value:
            self.query_one("#join-key", Input).focus()
        else:
            self.action_join()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "join":
            self.action_join()
        else:
            self.action_back()

    def action_join(self) -> None:
        if self.connecting:
            return  # one connection at a time: Enter pressed twice joins once
        url, key, problem = read_join(self.query_one("#join-url", Input).value,
                                      self.query_one("#join-key", Input).value)
        if problem is not None:
            self.show_status(problem, error=True)
            return
        self.connecting = True
        self.show_status(text("menu.join.connecting", address=markup(url, 80)))
        self.post_message(JoinTable(self, url, key))

    def joined(self, problem: str | None) -> None:
        """The app's answer: None once the game screen is open, else why not."""
        self.connecting = False
        if problem is not None:
            self.show_status(markup(problem, 300), error=True)

    def show_status(self, said: str, error: bool = False) -> None:
        status = self.query_one("#join-status", Static)
        status.set_class(error, "-error")
        status.update(said)

    def action_back(self) -> None:
        self.dismiss(None)
