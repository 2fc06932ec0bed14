"""The table this app hosts on the network: the commands that join it.

Each other player types (or is sent) their seat's command on their own
computer; the host plays the first person's seat from here. The keys are
shown only here (and again by the palette's "Join commands" while the game
goes on). Leaving the game stops the table, saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from ...catalogue import Message, text
from ..messages import JoinTable, StopHosting
from ..widgets.keys_footer import KeysFooter

if TYPE_CHECKING:
    from ...net.child_host import ChildTable


def join_lines(child: ChildTable) -> str:
    """The join command of every seat but the host's, and the spectators'."""
    lines = [text("menu.hosted.seat_command", player=s.name, seat=s.seat + 1, command=child.command(s.key))
             if s.seat is not None else
             text("menu.hosted.seat_command_unseated", player=s.name, command=child.command(s.key))
             for s in child.seats[1:]]
    lines.append(text("menu.hosted.spectators_command", command=child.command(child.spectator)))
    return "\n".join(lines)


class HostedScreen(Screen[None]):
    """The hosted table's address and join commands."""

    CSS_PATH = "join.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "play", "key.play_my_seat"),
        Binding("c", "copy", "key.copy_the_commands"),
    ]

    def __init__(self, child: ChildTable) -> None:
        super().__init__()
        self.child = child
        self.mine = child.seats[0] if child.seats else None  # the host plays the first person's seat
        self.asked = False

    def commands(self) -> str:
        return join_lines(self.child)

    def compose(self) -> ComposeResult:
        with Vertical(id="join-box", classes="-wide"):
            yield Static(text("menu.hosted.title"), id="join-title")
            yield Static(Text(text("menu.hosted.address", address=self.child.url) + "\n"
                              + text("menu.hosted.folder", folder=str(self.child.folder))))
            yield Static(text("menu.hosted.hint"), classes="hint")
            yield Static(Text(self.commands()), id="hosted-commands")
            everywhere = self.child.where.listen in ("0.0.0.0", "::")
            where = Message.of("menu.hosted.everywhere") if everywhere else self.child.where.listen
            yield Static(Text(text("menu.hosted.listens", where=where)), classes="hint")
            with Horizontal(id="join-buttons"):
                play = (text("menu.hosted.play_as", player=self.mine.name) if self.mine is not None
                        else text("menu.hosted.play_as_spectator"))
                yield Button(play, id="play", variant="primary")
                yield Button(text("menu.hosted.stop"), id="stop")
        yield KeysFooter()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "play":
            self.action_play()
        else:
            self.action_stop()

    def action_play(self) -> None:
        if self.asked:
            return  # Enter pressed twice joins once
        self.asked = True
        key = self.mine.key if self.mine is not None else self.child.spectator
        self.post_message(JoinTable(self, self.child.url, key, self.child.where.certfile))

    def joined(self, problem: str | None) -> None:
        self.asked = False
        if problem is not None:
            self.notify(problem, title=text("menu.hosted.join_failed.title"), severity="error", markup=False)

    def action_copy(self) -> None:
        self.app.copy_to_clipboard(self.commands())
        self.notify(text("menu.hosted.copied"), title=text("menu.hosted.copied.title"))

    def action_stop(self) -> None:
        self.post_message(StopHosting(self))
