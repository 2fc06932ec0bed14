"""Where a table hosted from the app listens: the address and port, and a
certificate for TLS. Asked once *Host on the network* is chosen on the
new-game form, before the table opens; each answer is checked here, with
one sentence for what is wrong, so the table opens only on what was asked.
"""

from __future__ import annotations

import ipaddress
import re
from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, Static

from ...catalogue import text
from ...net.child_host import EVERY_ADDRESS, Listening
from ...safe_text import markup
from ..widgets.keys_footer import KeysFooter

_HOST_NAME = re.compile(r"^[A-Za-z0-9]([A-Za-z0-9.-]{0,250}[A-Za-z0-9])?$")


def read_listening(address: str, port: str, certfile: str, keyfile: str) -> tuple[Listening | None, str | None]:
    """The answers typed, or what is wrong with them (one sentence)."""
    listen = address.strip() or EVERY_ADDRESS
    try:
        ipaddress.ip_address(listen)
    except ValueError:
        if not _HOST_NAME.match(listen):
            return None, text("menu.host_options.bad_address")
    try:
        number = int(port.strip() or "0")
    except ValueError:
        number = -1
    if not 0 <= number <= 65535:
        return None, text("menu.host_options.bad_port")
    cert = Path(certfile.strip()).expanduser() if certfile.strip() else None
    key = Path(keyfile.strip()).expanduser() if keyfile.strip() else None
    if key is not None and cert is None:
        return None, text("menu.host_options.key_without_certificate")
    for path, missing in ((cert, "menu.host_options.no_certificate"), (key, "menu.host_options.no_private_key")):
        if path is not None and not path.is_file():
            return None, text(missing, path=markup(str(path), 80))
    return Listening(listen, number, cert, key), None


class HostOptionsScreen(Screen[Listening | None]):
    """The address, port and certificate of a table about to be hosted."""

    CSS_PATH = "join.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "key.back"),
        Binding("ctrl+s", "open", "key.open_the_table", key_display="^s"),
    ]
    AUTO_FOCUS = "#host-listen"

    def __init__(self, last: Listening) -> None:
        super().__init__()
        self.last = last
        self.chosen = False  # answered: the screen is on its way out

    def compose(self) -> ComposeResult:
        last = self.last
        with Vertical(id="join-box", classes="-wide"):
            yield Static(text("menu.host_options.title"), id="join-title")
            yield Static(text("menu.host_options.hint"), classes="hint")
            with Horizontal(classes="host-row"):
                yield Input(last.listen, placeholder=text("menu.host_options.address_placeholder"),
                            id="host-listen")
                yield Input(str(last.port), placeholder=text("menu.host_options.port_placeholder"),
                            id="host-port", type="integer")
            yield Static(text("menu.host_options.tls_hint"), classes="hint")
            with Horizontal(classes="host-row"):
                yield Input(str(last.certfile or ""), placeholder=text("menu.host_options.certificate_placeholder"),
                            id="host-cert")
                yield Input(str(last.keyfile or ""), placeholder=text("menu.host_options.key_placeholder"),
                            id="host-key")
            yield Static("", id="join-status")
            with Horizontal(id="join-buttons"):
                yield Button(text("menu.host_options.open"), id="open", variant="primary")
                yield Button(text("menu.host_options.back"), id="back")
        yield KeysFooter()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_open()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "open":
            self.action_open()
        else:
            self.action_back()

    def action_open(self) -> None:
        if self.chosen:
            return  # Enter pressed twice opens one table
        chosen, problem = read_listening(*(self.query_one(f"#host-{name}", Input).value
                                           for name in ("listen", "port", "cert", "key")))
        if problem is not None:
            status = self.query_one("#join-status", Static)
            status.set_class(True, "-error")
            status.update(problem)
            return
        self.chosen = True
        self.dismiss(chosen)

    def action_back(self) -> None:
        if not self.chosen:
            self.chosen = True
            self.dismiss(None)
