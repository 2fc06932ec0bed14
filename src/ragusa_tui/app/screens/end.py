"""The final scoring: every part of every player's score, the ranking and
how the tie-break decided it, a chart of how the game went round by round;
in solo, the verdict against each bot."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, DataTable, Static

from ...catalogue import Message, joined, text
from ...engine import IllegalAction
from ...engine.scoring import BONUS_CAP, bonus_message
from ...table import look
from ...table.verdict import bot_verdicts, headline
from ...table.view import TableView
from ..messages import NewGameAsked
from ..widgets.keys_footer import KeysFooter
from ..widgets.phrases import Phrases
from ..widgets.vp_chart import VpChart, chart_of
from .standing import standing_table

if TYPE_CHECKING:
    from ...engine import BonusScore, PlayerScore, Scores
    from ...engine.board import Board



def bonus_line(title: Message, raw: int, vp: int, counted: bool = True) -> str:
    """`2 VP per Stone: 12 VP (14, capped at 12)`."""
    if not counted:
        return text("page.end.card.not_counted", title=title, vp=min(raw, BONUS_CAP))
    if raw > vp:
        return text("page.end.card.capped", title=title, vp=vp, raw=raw, cap=BONUS_CAP)
    return text("page.end.card.scored", title=title, vp=vp)


def card_line(board: Board, card: BonusScore) -> str:
    return bonus_line(bonus_message(board, card.card), card.raw, card.vp, card.counted)


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
        *others, second, last = [s.name for s in group]
        names = joined("list.comma", [*others, Message.of("list.and", first=second, rest=last)])
        values = joined("list.comma", [Message.of("page.end.tie.value", player=s.name, value=s.tiebreak)
                                       for s in group])
        ranks = sorted({s.rank for s in group})
        if len(ranks) == 1:
            settled = Message.of("page.end.tie.settled_shared", rank=ranks[0])
        elif len(ranks) < len(group):
            settled = Message.of("page.end.tie.settled_partly")
        else:
            settled = Message.of("page.end.tie.settled_ranked")
        code = "page.end.tie.both" if len(group) == 2 else "page.end.tie.all"
        lines.append(text(code, names=names, total=total, values=values, settled=settled))
    if not lines:
        lines.append(text("page.end.no_tie"))
    return lines


CHART_WIDTH = 44  # the fewest columns the chart of a whole game is drawn in beside the scores by source


class EndScreen(Screen[None]):
    """Scores from the engine's final scoring, shown part by part."""

    CSS_PATH = "end.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "app.new_game", "key.new_game"),
        Binding("s", "standing", "key.scores_by_source"),
        Binding("b", "board", "key.final_board"),
        Binding("c", "save_copy", "key.save_a_copy"),
        Binding("q", "app.request_quit", "key.quit", show=False),
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
                yield Static(Text(text("page.end.title_solo"), "bold"), id="end-title")
                yield Static(Phrases(self._verdict()), id="verdict")
            else:
                yield Static(Phrases(self._winners()), id="end-title")
            yield DataTable(id="scores", cursor_type="none", zebra_stripes=True)
            yield Static(Phrases(self._details(), hang=2), id="details")  # wrapped lines indented
            # The scores by source, and beside them how the game went (under them when
            # there is no room beside: `on_resize`); the tables' heads are the chart's key.
            with Horizontal(id="standing-row"):
                yield Static(standing_table(s, None), id="standing")
                yield VpChart(chart_of(s.frame(None)), key=False, id="vp-chart")
            if not self.solo:
                yield Static(Phrases(Text("\n".join(tie_words(s, scores)))), id="tiebreak")
            values = s.frame(None).position.market
            market = joined("list.comma", [Message.of("page.end.market_value", commodity=key, value=value)
                                           for key, value in zip(look.COMMODITY_KEYS, values)])
            yield Static(Phrases(Text(text("page.end.market", market=market, seed=s.frame(None).seed))),
                         id="market-end")
            with Horizontal(id="end-buttons"):
                yield Button(text("page.end.button.new_game"), id="new", variant="primary")
                yield Button(text("page.end.button.final_board"), id="board")
                if s.networked:  # the table's server keeps the save: a copy here, if wanted
                    yield Button(text("page.end.button.save_copy"), id="save")
                yield Button(text("page.end.button.quit"), id="quit")
        yield KeysFooter()

    def _winners(self) -> Text:
        """`Final scoring · Ann wins with 83 VP` (or a shared victory)."""
        scores = self.scores
        winners = [scores.players[p] for p in scores.winners]
        if len(winners) > 1:
            head = text("page.end.shared_victory", winners=joined("list.and", [w.name for w in winners]),
                        total=winners[0].total)
        else:
            head = text("page.end.winner", winner=winners[0].name, total=winners[0].total) if winners else ""
        return Text.assemble((text("page.end.final_scoring"), "bold"), " · ", (head, "bold yellow"))

    def _verdict(self) -> Text:
        """The solo verdict: won or lost, then one line per bot."""
        won, words = headline(self.scores)
        said = Text()
        said.append(("★ " if won else "✗ ") + words, "bold green" if won else "bold red")
        beaten, not_beaten = f"✓ {text('page.end.beaten')}", f"✗ {text('page.end.not_beaten')}"
        width = max(len(beaten), len(not_beaten)) + 2  # the bots' names in one column
        for v in bot_verdicts(self.scores):
            said.append("\n  ")
            said.append((beaten if v.beaten else not_beaten).ljust(width),
                        "bold green" if v.beaten else "bold red")
            name = self.session.frame(None).name(v.seat)
            said.append_text(self.session.frame(None).palette[v.seat].badge(name))
            said.append(" " * max(1, 10 - len(name)) + v.words)
        return said

    def on_mount(self) -> None:
        table = self.query_one("#scores", DataTable)
        if not self.solo:
            table.add_column(text("page.end.column.rank"), key="rank")
        table.add_column(text("page.end.column.player"), key="player")
        table.add_column(text("page.end.column.in_game"), key="in_game")
        table.add_column(text("page.end.column.walls"), key="walls")
        table.add_column(text("page.end.column.cathedral"), key="cathedral")
        table.add_column(text("page.end.column.bonus"), key="bonus")
        table.add_column(text("page.end.column.total"), key="total")
        if self.solo:
            table.add_column(text("page.end.column.verdict"), key="verdict")
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
                cells.append(Text(text("page.end.beaten"), "bold green") if verdicts[seat] else
                             Text(text("page.end.not_beaten"), "bold red"))
            else:
                cells.append(Text(text("page.end.you"), "dim"))
            table.add_row(*cells, key=str(seat))
        # Opened at the top, the verdict first; the buttons below keep the keys.
        self.query_one("#new", Button).focus(scroll_visible=False)
        self.call_after_refresh(self._place_chart)  # once the scores by source have their width

    def _details(self) -> Text:
        said = Text()
        board = self.session.board
        for seat in self.order:
            p = self.scores.players[seat]
            c = self.session.frame(None).palette[seat]
            walls, houses, towers = p.wall_detail
            said.append_text(c.badge(p.name))
            said.append(text("page.end.detail", walls=p.walls,
                             walls_counted=Message.of("page.end.walls_counted", count=walls),
                             houses=Message.of("page.end.houses_counted", count=houses),
                             towers=Message.of("page.end.towers_counted", count=towers),
                             cathedral=p.cathedral) + "\n")
            cards = (joined("page.list.semicolon", [card_line(board, b) for b in p.bonus]) if p.bonus
                     else Message.of("page.end.no_cards"))
            said.append("   " + text("page.end.bonus_cards", cards=cards) + "\n")
        return said

    def on_resize(self) -> None:
        self._place_chart()

    def _place_chart(self) -> None:
        """The chart beside the scores by source when it has `CHART_WIDTH`
        columns there, else under them, the whole width."""
        row = self.query_one("#standing-row", Horizontal)
        beside = self.size.width - 6 - self.query_one("#standing", Static).size.width
        row.set_class(beside < CHART_WIDTH, "stacked")

    def action_board(self) -> None:
        """The final board, read-only, in the replay viewer at its last step."""
        from ...engine.record import read_record
        from ...table.autosave import save_text
        from ...table.recording import Recording
        from .replay import ReplayScreen

        recording = Recording(read_record(save_text(self.session, autosave=False)), text("page.end.final_board_title"))
        self.app.push_screen(ReplayScreen(recording, start=-1))

    def action_standing(self) -> None:
        """Scroll to the scores by source: they are on this screen already,
        below the fold on a small terminal."""
        self.query_one("#end", VerticalScroll).scroll_to_widget(
            self.query_one("#standing"), animate=False, top=True)

    def game_commands(self) -> Iterable[SystemCommand]:
        """The end screen's own commands for the command palette."""
        yield SystemCommand(text("page.end.command.standing"), text("page.end.command.standing_help"),
                            self.action_standing)
        yield SystemCommand(text("page.end.command.board"), text("page.end.command.board_help"),
                            self.action_board)

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
