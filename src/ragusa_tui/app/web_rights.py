"""What the game in a browser tab may do on the network (`ragusa web`'s word)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class WebRights:
    """What the game in a browser tab may do on the server's network: only
    what `ragusa web` was told to allow (--allow-hosting, --allow-joining).
    A tab's visitor is anyone who can open the page, and the table would be
    hosted on, or joined from, the server's computer."""

    hosting: bool = False  # host a table, listening on every address of the server
    joining: bool = False  # join a table at any address the visitor types
