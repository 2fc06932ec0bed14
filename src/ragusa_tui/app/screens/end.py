"""The final scoring: every part of every player's score, the ranking and
how the tie-break decided it; in solo, the verdict against each bot."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, DataTable, Static

from ...engine import IllegalAction
from ...engine.scoring import BONUS_CAP
from ...table import look
from ...table.verdict import bot_verdicts, headline
from ...table.view import TableView
from ..messages import NewGameAsked
from ..widgets.keys_footer import KeysFooter
from ..widgets.phrases import Phrases
from .standing import standing_table

if TYPE_CHECKING:
    from ...engine import BonusScore, PlayerScore, Scores



def bonus_line(title: str, raw: int, vp: int, counted: bool = True) -> str:
    """`2 VP per Stone: 12 VP (14, capped at 12)`."""
    if not counted:
        return f"{title}: not counted ({min(raw, BONUS_CAP)} VP, the weaker card of its pair)"
    capped = f" ({raw}, capped at {BONUS_CAP})" if raw > vp else ""
    return f"{title}: {vp} VP{capped}"


def card_line(card: BonusScore) -> str:
    return bonus_line(card.title, card.raw, card.vp, card.counted)


def tie_words(session: TableView, scores: Scores) -> list[str]:
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
        Binding("s", "standing", "Scores by source"),
        Binding("b", "board", "Final board"),
        Binding("c", "save_copy", "Save a copy"),
        Binding("q", "app.request_quit", "Quit", show=False),
    ]

    def __init__(self, session: TableView) -> None:
        super().__init__()
        self.session = session
        scores = session.frame(None).scores
        if scores is None:
            raise IllegalAction("The game is not over.")
        self.scores = scores
        self.solo = self.scores.beats is not None
        # Solo: the human, then each bot; otherwise by rank.
        self.order = tuple(range(len(self.scores.players))) if self.solo else self.scores.ranking

    def compose(self) -> ComposeResult:
        s, scores = self.session, self.scores
        with VerticalScroll(id="end"):
            if self.solo:
                yield Static(Text("Final scoring · solo against the Patrician", "bold"),
                             id="end-title")
                yield Static(Phrases(self._verdict()), id="verdict")
            else:
                yield Static(Phrases(self._winners()), id="end-title")
            yield DataTable(id="scores", cursor_type="none", zebra_stripes=True)
            yield Static(Phrases(self._details(), hang=2), id="details")  # wrapped lines indented
            yield Static(standing_table(s, None), id="standing")
            if not self.solo:
                yield Static(Phrases(Text("\n".join(tie_words(s, scores)))), id="tiebreak")
            values = s.frame(None).position.market
            market = ", ".join(f"{name} {value}" for name, value in zip(look.COMMODITY_NAMES, values))
            yield Static(Phrases(Text(f"Final market values: {market}. Seed {s.frame(None).seed}.")),
                         id="market-end")
            with Horizontal(id="end-buttons"):
                yield Button("New game (n)", id="new", variant="primary")
                yield Button("Final board (b)", id="board")
                if s.networked:  # the table's server keeps the save: a copy here, if wanted
                    yield Button("Save a copy (c)", id="save")
                yield Button("Quit (q)", id="quit")
        yield KeysFooter()

    def _winners(self) -> Text:
        """`Final scoring · Ann wins with 83 VP` (or a shared victory)."""
        scores = self.scores
        winners = [scores.players[p] for p in scores.winners]
        win_names = " and ".join(w.name for w in winners)
        head = (f"{win_names} win{'' if len(winners) > 1 else 's'} with {winners[0].total} VP"
                if winners else "")
        return Text.assemble(("Final scoring", "bold"), " · ",
                             (("Shared victory: " if len(winners) > 1 else "") + head, "bold yellow"))

    def _verdict(self) -> Text:
        """The solo verdict: won or lost, then one line per bot."""
        won, words = headline(self.scores)
        text = Text()
        text.append(("★ " if won else "✗ ") + words, "bold green" if won else "bold red")
        for v in bot_verdicts(self.scores):
            text.append("\n  ")
            text.append("✓ beaten      " if v.beaten else "✗ not beaten  ",
                        "bold green" if v.beaten else "bold red")
            name = self.session.frame(None).name(v.seat)
            text.append_text(self.session.frame(None).palette[v.seat].badge(name))
            text.append(" " * max(1, 10 - len(name)) + v.words)
        return text

    def on_mount(self) -> None:
        table = self.query_one("#scores", DataTable)
        if not self.solo:
            table.add_column("Rank", key="rank")
        table.add_column("Player", key="player")
        table.add_column("In game", key="in_game")
        table.add_column("Walls", key="walls")
        table.add_column("Cathedral", key="cathedral")
        table.add_column("Bonus cards", key="bonus")
        table.add_column("Total", key="total")
        if self.solo:
            table.add_column("Verdict", key="verdict")
        verdicts = {v.seat: v.beaten for v in bot_verdicts(self.scores)} if self.solo else {}
        for seat in self.order:
            p = self.scores.players[seat]
            c = self.session.frame(None).palette[seat]
            cells: list[str | Text] = [
                c.badge(p.name), str(p.in_game), str(p.walls), str(p.cathedral),
                str(sum(b.vp for b in p.bonus)), Text(str(p.total), "bold")]
            if not self.solo:
                cells.insert(0, str(p.rank))
            elif seat in verdicts:
                cells.append(Text("beaten", "bold green") if verdicts[seat] else
                             Text("not beaten", "bold red"))
            else:
                cells.append(Text("you", "dim"))
            table.add_row(*cells, key=str(seat))
        # Opened at the top, the verdict first; the buttons below keep the keys.
        self.query_one("#new", Button).focus(scroll_visible=False)

    def _details(self) -> Text:
        text = Text()
        for seat in self.order:
            p = self.scores.players[seat]
            c = self.session.frame(None).palette[seat]
            walls, houses, towers = p.wall_detail
            text.append_text(c.badge(p.name))
            text.append(f": walls {p.walls} = {look.plural(walls, 'wall')} + "
                        f"{look.plural(houses, 'house')} + {look.plural(towers, 'tower')} in the "
                        f"longest stretch · Cathedral {p.cathedral}\n")
            cards = "; ".join(card_line(b) for b in p.bonus) or "none"
            text.append(f"   bonus cards: {cards}\n")
        return text

    def action_board(self) -> None:
        """The final board, read-only, in the replay viewer at its last step."""
        from ...engine.record import read_record
        from ...table.autosave import save_text
        from ...table.recording import Recording
        from .replay import ReplayScreen

        recording = Recording(read_record(save_text(self.session, autosave=False)), "the final board")
        self.app.push_screen(ReplayScreen(recording, start=-1))

    def action_standing(self) -> None:
        """Scroll to the scores by source: they are on this screen already,
        below the fold on a small terminal."""
        self.query_one("#end", VerticalScroll).scroll_to_widget(
            self.query_one("#standing"), animate=False, top=True)

    def game_commands(self) -> Iterable[SystemCommand]:
        """The end screen's own commands for the command palette."""
        yield SystemCommand("Scores by source", "Each player's VP by where it came from (s)",
                            self.action_standing)
        yield SystemCommand("Final board", "The board as the game ended, read-only (b)", self.action_board)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "save_copy":  # a networked seat's: a local game is saved already
            return self.session.networked
        return True

    async def action_save_copy(self) -> None:
        """A copy of the finished game in this computer's saves folder."""
        await self.run_action("app.save_as")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "new":
            self.post_message(NewGameAsked(self))
        elif event.button.id == "board":
            self.action_board()
        elif event.button.id == "save":
            self.run_worker(self.action_save_copy())
        else:
            self.app.exit()
