"""The engine words nothing itself: every event and every refusal carries a
message (a code and its arguments), and its English is the catalogue's
rendering of that message, the very words the engine has always said.

Seeded random games in every mode, played through the public API, check
every event, every take-back and a refusal at each decision; the refusals
of actions, records, settings and data files are checked one by one; and
the engine's source is read to make sure no English sentence is left in it,
and so are the table's modules whose words are the catalogue's too (the
dialogs, the hint, the verdict, the decisions' words).
"""

from __future__ import annotations

import ast
import json
import pickle
import random
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from pydantic import ValidationError

from support.helpers import by_profile

from ragusa_tui import catalogue
from ragusa_tui.catalogue import ENTRIES, Message, render
from ragusa_tui.engine import (
    DECISION_KINDS, Action, ConfigError, DataError, Event, Game, GameConfig, IllegalAction, RagusaError,
    RecordError, UndoRefused, UnknownDecision, load_game, new_game,
)
from ragusa_tui.engine import board, scoring, standing
from ragusa_tui.engine.config import SOLO_OPTIONS, seats_problem, seats_problem_message
from ragusa_tui.engine.data import GameData, data_dir
from ragusa_tui.engine.undo import TakeBack

ENGINE = Path(__file__).resolve().parents[2] / "src" / "ragusa_tui" / "engine"
TABLE = ENGINE.parent / "table"
# The table's modules that hold a literal this rule takes for English, each
# with why (tests/test_words_in_the_catalogue.py checks them, and the rest
# of the package, with its allowances); every other module of the table
# speaks only through the catalogue.
TABLE_STILL_WORDING = {
    "look.py": "a name's Rich style ('bold ' and the colour)",
    "autosave.py": "SaveError's phrase for what could not be done ('save to'), which saves.py maps to its code",
}
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")
SETUPS = (("standard", 3), ("standard", 4), ("standard", 5), ("duel", 2), ("solo", 1))
SOLO = ("rector_no_choice", "bots_best_of_pair", "human_first")
GAMES = by_profile(4, 40)  # seeded games per mode


def _config(mode: str, seats: int, seed: int) -> GameConfig:
    options = {name: bool(seed >> i & 1) for i, name in enumerate(SOLO)} if mode == "solo" else {}
    return GameConfig(mode=mode, players=list(NAMES[:seats]), seed=seed, options=options)


def _said(message: Message) -> Message:
    """`message` as another program reads it: through JSON and `from_data`."""
    return Message.from_data(json.loads(json.dumps(message.to_data())))


def _check_event(event: Event) -> None:
    assert event.message is not None, f"{event.kind} event without a message: {event.text!r}"
    assert render(event.message) == event.text == str(event)
    assert _said(event.message) == event.message


def _check_refusal(error: RagusaError) -> None:
    assert error.message is not None, f"{type(error).__name__} without a message: {error}"
    assert str(error) == render(error.message) and error.args == (str(error),)
    assert _said(error.message) == error.message


@pytest.mark.parametrize(("mode", "seats"), SETUPS, ids=[f"{m}-{n}" for m, n in SETUPS])
def test_every_event_of_seeded_random_games_carries_its_message(mode: str, seats: int) -> None:
    for seed in range(GAMES):
        game = new_game(_config(mode, seats, seed))
        pick = random.Random(seed)
        for event in game.setup_events:
            _check_event(event)
        turn = 0
        while not game.is_over:
            legal = game.legal_actions()
            if turn % 5 == 0:
                _check_questions(game, legal)
            if turn % 7 == 3:
                _check_take_back(game)
            for event in game.apply(pick.choice(legal)):
                _check_event(event)
            turn += 1
        with pytest.raises(IllegalAction) as over:
            game.apply("skip")
        _check_refusal(over.value)
        assert over.value.message == Message.of("refusal.game_over")


def _check_questions(game: Game, legal: list[Action]) -> None:
    """Why a spot is refused, and what an illegal action is told, as messages."""
    for spot in range(0, game.board.n_spots + 2, 5):
        problem = game.spot_problem_message(spot)
        assert game.spot_problem(spot) == (None if problem is None else render(problem))
    for text in ("place 3", "wall 2", "tower 16", "exchange silver_ore", "sell wine", "keep 1", "buy 0", "skip"):
        if Action.parse(text) not in legal:
            with pytest.raises(IllegalAction) as refused:
                game.copy().apply(text)
            _check_refusal(refused.value)


def _check_take_back(game: Game) -> None:
    problem = game.undo_problem_message()
    assert game.undo_problem() == (None if problem is None else render(problem))
    trial = game.copy()
    try:
        taken = trial.undo()
    except UndoRefused as refused:
        _check_refusal(refused)
        assert refused.message == problem
        return
    message = taken.message(trial.names)
    assert render(message) == taken.text(trial.names) and _said(message) == message


def test_a_take_back_without_events_quotes_its_action() -> None:
    taken = TakeBack(1, Action("place", 3), ())
    assert taken.message(["Ann", "Bo"]) == Message.of(
        "event.take_back", player="Bo", what=Message.of("phrase.quoted_action", action="place 3"))
    assert taken.text(["Ann", "Bo"]) == "Bo takes back: 'place 3'."
    old = TakeBack(0, Action("skip"), (Event("skip", 0, "Ann buys no ship."),))  # an event made by hand
    assert old.text(["Ann"]) == "Ann takes back: Ann buys no ship."


# ------------------------------------------------------------ refusals
@pytest.mark.parametrize(("make", "code"), [
    (lambda: Action.parse("place x"), "refusal.number_expected"),
    (lambda: Action.parse(""), "refusal.not_an_action_form"),
    (lambda: Action.parse(5), "refusal.not_text"),
    (lambda: Action("keep", 14.0), "refusal.takes_number"),
    (lambda: Action("sell", "gold"), "refusal.takes_word"),
    (lambda: Action("skip", 1), "refusal.takes_nothing"),
    (lambda: Action("jump"), "refusal.unknown_kind"),
    (lambda: Action(3), "refusal.kind_not_word"),
    (lambda: new_game(GameConfig(players=["Ann", "Bo", "Cy"])).apply(3), "refusal.not_an_action"),
    (lambda: new_game(GameConfig(players=["Ann", "Bo", "Cy"])).apply("place 3"), "refusal.not_now"),
    (lambda: new_game(GameConfig(players=["Ann", "Bo", "Cy"])).undo(), "refusal.undo_nothing"),
    (lambda: load_game(""), "refusal.record_empty"),
    (lambda: load_game("{"), "refusal.record_cut_short"),
    (lambda: load_game("[1]"), "refusal.record_not_object"),
    (lambda: load_game('{"format": "ragusa-game", "version": 9}'), "refusal.record_version"),
    (lambda: load_game('{"format": "ragusa-game", "version": 1}'), "refusal.record_field"),
])
def test_every_refusal_carries_its_message(make: object, code: str) -> None:
    with pytest.raises(RagusaError) as refused:
        make()  # type: ignore[operator]
    _check_refusal(refused.value)
    assert refused.value.message is not None and refused.value.message.code == code


def _record(game: Game, **changes: object) -> str:
    record = json.loads(game.to_json())
    record.update(changes)
    return json.dumps(record)


def test_a_records_refusal_nests_the_refusal_of_its_action_or_its_settings() -> None:
    game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=3))
    with pytest.raises(RecordError) as illegal:
        load_game(_record(game, actions=["keep 0", "place 999"]))
    _check_refusal(illegal.value)
    said = illegal.value.message
    assert said is not None and said.code == "refusal.record_illegal"
    reason = said.arg("reason")
    assert isinstance(reason, Message) and reason.code in ("refusal.not_now", "refusal.takes_number")
    with pytest.raises(RecordError) as settings:
        load_game(_record(game, config={"players": ["Ann", "Ann", "Bo"]}))
    _check_refusal(settings.value)
    assert settings.value.message == Message.of(
        "refusal.record_field", field="config", problem=Message.of("refusal.names_repeat"))
    assert str(settings.value) == "field 'config' is invalid: player names must be different"


def test_the_settings_refusals_reach_the_caller_inside_pydantics_error() -> None:
    with pytest.raises(ValidationError) as refused:
        GameConfig(mode="duel", players=["Ann"])
    error = refused.value.errors()[0]
    assert error["msg"] == "Value error, duel games need 2 players, got 1"
    assert isinstance(error["ctx"]["error"], ConfigError)
    assert error["ctx"]["error"].message == seats_problem_message("duel", 1)
    assert seats_problem("standard", 2) == "standard games need 3 to 5 players, got 2"
    assert seats_problem("solo", 1) is None and seats_problem_message("solo", 1) is None


def test_a_broken_data_file_is_refused_with_a_message(tmp_path: Path) -> None:
    for name in ("board.json", "ships.json", "bonus.json", "patrician.json"):
        shutil.copy(data_dir() / name, tmp_path / name)
    drawn = json.loads((tmp_path / "board.json").read_text())
    drawn["hexes"][1]["id"] = 7
    (tmp_path / "board.json").write_text(json.dumps(drawn))
    with pytest.raises(DataError) as refused:
        GameData(tmp_path)
    _check_refusal(refused.value)
    assert str(refused.value) == "board.json: field 'hexes': Value error, entry 1 has id 7; ids must run 0, 1, 2, ..."
    assert refused.value.message is not None and refused.value.message.arg("problem") == Message.of(
        "phrase.value_error", reason=Message.of("problem.ids_out_of_order", entry=1, id=7))
    ships = json.loads((data_dir() / "ships.json").read_text())
    ships["ships"][1]["id"] = 7
    (tmp_path / "board.json").write_text((data_dir() / "board.json").read_text())
    (tmp_path / "ships.json").write_text(json.dumps(ships))
    with pytest.raises(DataError) as checked:
        GameData(tmp_path)
    _check_refusal(checked.value)
    assert str(checked.value) == "ships.json: field 'ships.1.id': expected 1"


def test_an_unknown_decision_says_so_in_a_message() -> None:
    error = UnknownDecision("juggle")
    assert str(error) == "There is no kind of decision 'juggle' in this game."
    assert error.message == Message.of("refusal.unknown_decision", kind="'juggle'") and error.args == ("juggle",)


def test_an_error_raised_with_a_sentence_has_no_message_and_one_with_a_message_pickles() -> None:
    plain = IllegalAction("It is not your decision.")
    assert plain.message is None and str(plain) == "It is not your decision."
    with pytest.raises(IllegalAction) as refused:
        Action.parse("place x")
    again = pickle.loads(pickle.dumps(refused.value))
    assert again.message == refused.value.message and str(again) == str(refused.value)


# ------------------------------------------------------------ the words kept
def test_the_engines_words_keep_their_values() -> None:
    assert board.RESOURCE_LABELS == ("Fish", "Wood", "Stone", "Silver Ore", "Grapes", "Olives")
    assert board.COMMODITY_LABELS == ("Wine", "Oil", "Silver")
    assert board.KIND_LABELS == {
        0: "Sea", 1: "Wood", 2: "Stone", 3: "Silver Ore", 4: "Grapes", 5: "Olives", 10: "Silversmith",
        11: "Architect", 12: "Mason", 13: "Rector's Palace", 14: "Winery", 15: "Oil Press", 16: "Cathedral",
        17: "Market", 18: "Wharf", 19: "Fishmonger",
    }
    assert standing.PLAY_SOURCES == ("Mason (walls built)", "Fishmonger", "Wharf (sales)", "Ships")
    assert scoring.BONUS_TITLES == {
        "resource": "{vp} VP per {target}", "ship_good": "{vp} VP per {target} ship",
        "variety": "{vp} VP per different ship good", "sets": "{vp} VP per set of Wine + Oil + Silver",
        "shipping": "1 VP per 2 VP scored from ships", "walls": "{vp} VP per wall touching your pieces",
        "towers": "{vp} VP per tower",
    }
    assert list(DECISION_KINDS) == ["keep_bonus", "place", "order", "exchange", "wall", "tower", "buy_ship",
                                    "sell", "rector", "final_exchange"]
    assert DECISION_KINDS["buy_ship"] == "Market: buy one affordable ship ('buy <harbour slot>') or 'skip'"
    assert SOLO_OPTIONS["human_first"] == "Easier: you play first in every round, before both bots."
    titles = {scoring.bonus_title(board.default_board(), c) for c in range(len(board.default_board().bonus))}
    assert {"3 VP per Silver Ore", "4 VP per Silk ship", "1 VP per 2 VP scored from ships"} <= titles


@pytest.mark.parametrize("name", ["Ann", "ann", "McBo", "ÉLODIE", "ßen", "o'Neil", "Ann x"])
def test_a_stuck_players_powerhouses_read_as_they_always_have(name: str) -> None:
    """The line once worded its reason with `str.capitalize` on the whole
    reason ("Ann cannot place a Powerhouse anywhere"): the message keeps
    those words exactly, whatever the name."""
    before = (f"{f'{name} cannot place a Powerhouse anywhere'.capitalize()}: {name}'s 2 Powerhouse(s) "
              "become normal houses.")
    assert render(Message.of("event.powerhouses_stuck", stuck=name, player=name, count=2)) == before


# ------------------------------------------------------------ the source
# A literal in the engine is player English if it has a space and a letter.
# It is allowed when it is a docstring; a dict key; inside `Literal[...]`;
# the `doc=` of a declared field (the state's documentation); the words of a
# built-in exception (ValueError, AssertionError...) or of a failed `assert`:
# those are raised only for a programmer's mistake, while whatever a player
# may read is a RagusaError carrying a message; or one of these internal
# strings, by module (the table's modules above need none):
INTERNAL = {
    # The code and the documentation `fields` writes for the declared fields.
    "fields.py": {
        "[row[:] for row in {v}]", "list or none", "None if {v} is None else {v}[:]", "g = _new(self.__class__)",
        "d = g.__dict__", "def ", "(self):\n    s = self.__dict__\n", "A copy of a ", ", each field as declared.",
        "The key fields of a ", "\n\nFields:\n\n", " built by ragusa_tui.engine.fields>", "return g", "return (",
        "copied: ", "; in the state key",
    },
    "state.py": {"[None if kept is None else (kept[0], dict(kept[1])) for kept in {v}]", "[str(a) for a in {v}]"},
    "harbour.py": {"ship back"},  # a market move's cause: event data, a key
    "record.py": {"Value error, "},  # pydantic's words, taken off what it says
}
BUILT_IN = {"ValueError", "AssertionError", "IndexError", "TypeError", "KeyError", "NotImplementedError"}


def _english(text: str) -> bool:
    return bool(re.search(r"\s", text) and re.search(r"[^\W\d_]", text))


def _allowed(tree: ast.Module) -> set[int]:
    """The ids of the literal nodes the rule above allows."""
    allowed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                allowed.add(id(first.value))
        inside: ast.AST | None = None
        if isinstance(node, ast.Dict):
            allowed.update(id(key) for key in node.keys if key is not None)
        elif isinstance(node, ast.Subscript) and \
                getattr(node.value, "id", getattr(node.value, "attr", "")) == "Literal":
            inside = node.slice
        elif isinstance(node, ast.keyword) and node.arg == "doc":
            inside = node.value
        elif isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and \
                getattr(node.exc.func, "id", "") in BUILT_IN:
            inside = node.exc
        elif isinstance(node, ast.Assert) and node.msg is not None:
            inside = node.msg
        if inside is not None:
            allowed.update(id(n) for n in ast.walk(inside))
    return allowed


def _literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    allowed = _allowed(tree)
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in allowed]


def _sentences(paths: list[Path], internal: dict[str, set[str]]) -> list[str]:
    """The English literals of `paths` that the rule above does not allow."""
    return [f"{path.parent.name}/{path.name}:{line}: {text!r}" for path in paths
            for line, text in _literals(path)
            if _english(text) and text not in internal.get(path.name, set())]


def test_no_module_of_the_engine_words_a_sentence_itself() -> None:
    found = _sentences(sorted(ENGINE.glob("*.py")), INTERNAL)
    assert found == [], "English belongs in the catalogue (ragusa_tui/catalogue/), as a code and its template"


def test_the_tables_modules_word_no_sentence_themselves() -> None:
    """The same rule, with nothing internal allowed: what the table says (a
    dialog's title, lines, options and notes; the hint's move and reason;
    the verdict; a decision's words; a setup's problems; the log's notes)
    is the catalogue's, so a translation has every sentence."""
    assert all((TABLE / name).is_file() for name in TABLE_STILL_WORDING)
    paths = [path for path in sorted(TABLE.glob("*.py")) if path.name not in TABLE_STILL_WORDING]
    assert {"prompts.py", "words.py", "hint.py", "verdict.py", "setup.py", "local.py"} <= {p.name for p in paths}
    found = _sentences(paths, {})
    assert found == [], "English belongs in the catalogue (ragusa_tui/catalogue/), as a code and its template"


def test_the_rule_finds_a_sentence_wherever_it_is_written(tmp_path: Path) -> None:
    """The check itself: a sentence in an f-string, a default, a call or a
    returned expression is found; a docstring, a dict key and an assert's
    words are not."""
    source = tmp_path / "speaker.py"
    source.write_text("\n".join([
        '"""A module\'s docstring."""',
        'def f(n: int, label: str = "Esc look at the board") -> str:',
        '    """A function\'s docstring."""',
        '    assert n, "a programmer\'s mistake"',
        '    words = {"a key": n}',
        '    return f"{n} houses act" + label.join(["you lack", str(words)])',
    ]), encoding="utf-8")
    found = {text for _, text in _literals(source) if _english(text)}
    assert found == {"Esc look at the board", " houses act", "you lack"}


def test_the_internal_strings_allowed_are_still_there() -> None:
    for name, allowed in INTERNAL.items():
        assert allowed <= {text for _, text in _literals(ENGINE / name)}, f"{name}: drop what is gone from INTERNAL"


# A code's first word: the engine's and the table's, or a part of the catalogue's (`catalogue.PARTS`).
CODE = re.compile(r"(event|refusal|problem|phrase|list|name|bonus|help|word|log|note|ask|dialog|hint|verdict"
                  r"|play|panel|page|menu"
                  r"|key|cli|net|save|web|" + "|".join(sorted(catalogue.PARTS)) + r")"
                  r"(\.[a-z0-9_]+)+")
# Every module that says something to a player, the catalogue's own excepted.
SPEAKERS = [path for path in ENGINE.parent.rglob("*.py") if path.parent.name != "catalogue"]
# Codes the package builds from a key rather than spells out ("dialog.does.":
# each city building's, by its key, `table.prompts`; "explain.does.", `table.explain`).
BUILT = ("bonus.", "help.decision.", "help.solo_option.", "word.", "dialog.does.", "explain.does.")
# And what each kind of decision asks, by the kind's name ("ask.<kind>", `table.decisions`).
BUILT_CODES = {f"ask.{kind}" for kind in DECISION_KINDS}


def _data_strings(value: object) -> Iterator[str]:
    """Every string in a JSON document."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _data_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _data_strings(item)


# The package's data files that name codes (a lesson's steps name their words).
DATA = sorted((ENGINE.parent / "table" / "lessons").glob("*.json"))


def test_every_code_the_package_names_is_declared_and_every_code_declared_is_used() -> None:
    assert DATA, "the lessons' data files moved: say where"
    named = {text for path in SPEAKERS for _, text in _literals(path)
             if CODE.fullmatch(text) and not text.endswith(".json")}  # a data file's name is no code
    named |= {text for path in DATA for text in _data_strings(json.loads(path.read_text(encoding="utf-8")))
              if CODE.fullmatch(text)}
    assert named - set(ENTRIES) == set(), "codes the package names that the catalogue does not declare"
    unused = {code for code in ENTRIES if code not in named and not code.startswith(BUILT) and code not in BUILT_CODES}
    assert unused == set(), "codes the catalogue declares that nothing says"
