"""The final scoring: every part of every player's score, the ranking and
how the tie-break decided it."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, DataTable, Footer, Static

from .. import look
from ..session import Session

if TYPE_CHECKING:
    from ...engine import PlayerScore, Scores

CAP = 12


def bonus_line(title: str, raw: int, vp: int) -> str:
    """`2 VP per Stone: 12 VP (14, capped at 12)`."""
    capped = f" ({raw}, capped at {CAP})" if raw > vp else ""
    return f"{title}: {vp} VP{capped}"


def tie_words(session: Session, scores: Scores) -> list[str]:
    """Explain every tie on total VP and how the tie-break settled it."""
    by_total: dict[int, list[PlayerScore]] = {}
    for seat in scores.ranking:
        s = scores.players[seat]
        by_total.setdefault(s.total, []).append(s)
    lines = []
    for total, group in by_total.items():
        if len(group) < 2:
            continue
        names = ", ".join(s.name for s in group[:-1]) + f" and {group[-1].name}"
        both = "both" if len(group) == 2 else "all"
        values = ", ".join(f"{s.name} {s.tiebreak}" for s in group)
        ranks = sorted({s.rank for s in group})
        if len(ranks) == 1:
            settled = f"equal too, so they share place {ranks[0]}."
        else:
            settled = "the higher value ranks higher" + (
                "; equal values share a place." if len(ranks) < len(group) else ".")
        lines.append(f"{names} {both} have {total} VP. Tie-break: the market value of the Wine, Oil "
                     f"and Silver left in the warehouse ({values}): {settled}")
    if not lines:
        lines.append("No tie on VP: the tie-break (market value of the Wine, Oil and Silver left) "
                     "was not needed.")
    return lines


class EndScreen(Screen[None]):
    """Scores from the engine's final scoring, shown part by part."""

    CSS_PATH = "end.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "app.new_game", "New game"),
        Binding("q", "app.request_quit", "Quit", show=False),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.scores = session.game.final_scores()

    def compose(self) -> ComposeResult:
        s, scores = self.session, self.scores
        winners = [scores.players[p] for p in scores.winners]
        win_names = " and ".join(w.name for w in winners)
        head = (f"{win_names} win{'' if len(winners) > 1 else 's'} with {winners[0].total} VP"
                if winners else "")
        with VerticalScroll(id="end"):
            yield Static(Text.assemble(("Final scoring", "bold"), " · ",
                                       (("Shared victory: " if len(winners) > 1 else "") + head,
                                        "bold yellow")), id="end-title")
            yield DataTable(id="scores", cursor_type="none", zebra_stripes=True)
            yield Static(self._details(), id="details")
            yield Static("\n".join(tie_words(s, scores)), id="tiebreak")
            snap = s.snapshot(None)
            market = ", ".join(f"{look.COMMODITY_NAMES[i]} {snap['market'][k]}"
                               for i, k in enumerate(look.COMMODITY_KEYS))
            yield Static(f"Final market values: {market}. Seed {s.seed}.", id="market-end")
            with Horizontal(id="end-buttons"):
                yield Button("New game (n)", id="new", variant="primary")
                yield Button("Quit (q)", id="quit")
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one("#scores", DataTable)
        table.add_column("Rank", key="rank")
        table.add_column("Player", key="player")
        table.add_column("In game", key="in_game")
        table.add_column("Walls", key="walls")
        table.add_column("Cathedral", key="cathedral")
        table.add_column("Bonus cards", key="bonus")
        table.add_column("Total", key="total")
        for seat in self.scores.ranking:
            p = self.scores.players[seat]
            c = self.session.colours[seat]
            table.add_row(
                str(p.rank), c.badge(p.name), str(p.in_game),
                str(p.walls), str(p.cathedral), str(sum(b.vp for b in p.bonus)),
                Text(str(p.total), "bold"), key=str(seat))
        self.query_one("#new", Button).focus()

    def _details(self) -> Text:
        text = Text()
        for seat in self.scores.ranking:
            p = self.scores.players[seat]
            c = self.session.colours[seat]
            walls, houses, towers = p.wall_detail
            text.append_text(c.badge(p.name))
            text.append(f": walls {p.walls} = {look.plural(walls, 'wall')} + "
                        f"{look.plural(houses, 'house')} + {look.plural(towers, 'tower')} in the "
                        f"longest stretch · Cathedral {p.cathedral}\n")
            cards = "; ".join(bonus_line(b.title, b.raw, b.vp) for b in p.bonus) or "none"
            text.append(f"   bonus cards: {cards}\n")
        return text

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "new":
            self.app.action_new_game()  # type: ignore[attr-defined]
        else:
            self.app.exit()
