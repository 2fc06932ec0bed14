"""The catalogue: every code renders from its declared arguments, and a
message read from outside is either one the catalogue declares or refused.

A message crosses the network as `to_data()`'s JSON; `from_data` must
refuse anything else with a ValueError (an unknown code, an argument
missing, extra or of the wrong kind, messages nested too deep), whoever
sent it.
"""

from __future__ import annotations

import json
import string
from typing import Any

import pytest

from ragusa_tui import catalogue
from ragusa_tui.catalogue import (
    ANY, CAPITALIZED, CLAUSE, ENTRIES, MAX_DEPTH, MAX_NUMBER, MAX_TEXT, MESSAGE, NAME, NUMBER, OPENING, OPTIONAL, TEXT,
    WIDTH,
    WORD, Arg, Message, joined, render,
)

LEAF = Message.of("problem.no_powerhouse_left")  # a phrase with no arguments, to nest


def _sample(kind: str, count: int = 2) -> Arg:
    """A value of `kind`, as the engine would give one."""
    if kind in (NAME, CAPITALIZED):
        return "Ann"
    if kind in (TEXT, WORD):
        return "stone"
    if kind in (NUMBER, WIDTH):
        return count
    if kind in (MESSAGE, OPTIONAL, ANY, OPENING, CLAUSE):
        return LEAF
    return next(iter(catalogue.words(kind)))  # a family of words: its first key


def _fields(template: str) -> set[str]:
    """The fields `template` names, those inside a field's format too (a
    width: "{commodity:<{width}}")."""
    parsed = [(name, spec) for _, name, spec, _ in string.Formatter().parse(template) if name is not None]
    return {name for name, _ in parsed} | {inner for _, spec in parsed if spec for inner in _fields(spec)}


def _example(code: str, count: int = 2) -> Message:
    return Message.of(code, **{name: _sample(kind, count) for name, kind in ENTRIES[code].kinds.items()})


@pytest.mark.parametrize("code", sorted(ENTRIES))
def test_every_code_renders_with_its_declared_arguments(code: str) -> None:
    entry = ENTRIES[code]
    # The template names exactly the arguments declared; a count may only pick the form ("Bo wins").
    unshown = {entry.counted} if entry.counted is not None else set()
    assert _fields(entry.template) | unshown == set(entry.kinds), "the template names the arguments declared"
    for kind in entry.kinds.values():
        assert kind in (NAME, TEXT, WORD, NUMBER, WIDTH, MESSAGE, OPTIONAL, ANY, CAPITALIZED, OPENING, CLAUSE) or \
            catalogue.words(kind)
    if entry.plural is not None:
        assert _fields(entry.plural) | unshown == set(entry.kinds)
        assert entry.counted is not None and entry.kinds[entry.counted] == NUMBER
    for count in (1, 2):
        said = render(_example(code, count))
        assert said and "{" not in said and "}" not in said
        assert said == str(_example(code, count)) == catalogue.text(code, **dict(_example(code, count).args))
    message = _example(code)
    assert Message.from_data(json.loads(json.dumps(message.to_data()))) == message


def test_codes_are_short_stable_dotted_words() -> None:
    for code in ENTRIES:
        head, *rest = code.split(".")
        assert rest and head in ("event", "refusal", "problem", "phrase", "list", "name", "bonus", "help", "word",
                                "log", "note", "ask", "dialog", "hint", "verdict", "play", "panel", "page", "menu",
                                "key", "cli", "net", "save", "web") or head in catalogue.PARTS
        assert all(part and part.replace("_", "").isalnum() and part.islower() for part in code.split("."))


def test_an_optional_phrase_left_out_is_shown_as_nothing() -> None:
    house = Message.of("phrase.house_of", owner="Ann", building="winery")
    made = Message.of("event.produce", house=house, made=3, commodity="wine", for_whom=None, lost=None)
    assert str(made) == "Ann's Winery house makes 3 Wine."
    lost = Message.of("phrase.lost", lost=2, cap=12)
    for_bo = Message.of("phrase.for", player="Bo")
    assert str(Message.of("event.produce", house=house, made=1, commodity="wine", for_whom=for_bo, lost=lost)) \
        == "Ann's Winery house makes 1 Wine for Bo (2 lost: the warehouse holds 12)."


def test_plurals_follow_the_count_as_ngettext_does() -> None:
    assert catalogue.plural("house", "houses", 1) == "house"
    assert catalogue.plural("house", "houses", 0) == catalogue.plural("house", "houses", 2) == "houses"
    one = catalogue.text("problem.wood_short", hex="grapes", houses=1, wood=0)
    two = catalogue.text("problem.wood_short", hex="grapes", houses=2, wood=1)
    assert one == "Grapes hex: you would have 1 house around it but only 0 Wood"
    assert two == "Grapes hex: you would have 2 houses around it but only 1 Wood"
    assert catalogue.text("refusal.seats_exact", mode="solo", count=1, got=2) == "solo games need 1 player, got 2"
    assert catalogue.text("refusal.seats_exact", mode="duel", count=2, got=3) == "duel games need 2 players, got 3"


def test_a_count_may_pick_the_form_without_being_shown() -> None:
    names = Message.of("list.and", first="Bo", rest="Cy")
    totals = Message.of("verdict.total", player="Bo", total=61)
    assert catalogue.text("verdict.game_over", totals=totals, winners="Bo", count=1) == "Game over: Bo 61 VP; Bo wins."
    assert catalogue.text("verdict.game_over", totals=totals, winners=names, count=2) == \
        "Game over: Bo 61 VP; Bo and Cy win."


def test_a_list_nests_each_item_in_the_rest_and_one_item_is_itself() -> None:
    assert joined("list.comma", ["Ann"]) == "Ann"
    three = joined("list.and", ["Ann", "Bo", "Cy"])
    assert three == Message.of("list.and", first="Ann", rest=Message.of("list.and", first="Bo", rest="Cy"))
    assert str(three) == "Ann and Bo and Cy"
    amounts = [Message.of("phrase.amount", count=n, commodity=c) for c, n in (("wine", 2), ("oil", 1))]
    assert render(Message.of("dialog.option.ship", good="silk", stars_drawn="★★", stars=2,
                             price=joined("list.plus", amounts))) == "Silk ★★ (2 VP) for 2 Wine + 1 Oil"


def test_a_phrase_opening_a_sentence_gets_a_capital_and_keeps_the_rest() -> None:
    card = Message.of("bonus.resource", vp=3, target="silver_ore")
    move = Message.of("hint.move.keep", card=card)
    advice = Message.of("hint.advice", move=move, reason=Message.of("reason.only_move"))
    assert str(advice) == "Keep the bonus card '3 VP per Silver Ore': it is the only move there is."
    assert Message.from_data(json.loads(json.dumps(advice.to_data()))) == advice


def test_a_field_may_be_padded_to_a_width_given_as_an_argument() -> None:
    assert catalogue.text("dialog.option.sell", commodity="oil", width=6, value=7) == "1 Oil    for  7 VP"
    assert catalogue.text("dialog.note.bonus_change", change=2) == "bonus cards +2 VP"
    assert catalogue.text("dialog.note.bonus_change", change=-1) == "bonus cards -1 VP"


def test_the_games_words_are_looked_up_by_their_engine_keys() -> None:
    assert catalogue.word("resource", "silver_ore") == "Silver Ore"
    assert catalogue.word("hex", "rectors_palace") == "Rector's Palace"
    assert catalogue.word("good", "ceramics") == "Ceramics"
    assert catalogue.word("term", "vp") == "VP"
    assert list(catalogue.words("commodity")) == ["wine", "oil", "silver"]
    assert render(Message.of("word.hex.sea")) == "Sea"


def test_a_message_is_a_plain_immutable_value() -> None:
    a = Message.of("event.wall", player="Ann", slot=3, vp=2)
    b = Message.of("event.wall", vp=2, slot=3, player="Ann")  # the arguments in another order
    assert a == b and hash(a) == hash(b) and {a: 1}[b] == 1
    assert a.args == (("player", "Ann"), ("slot", 3), ("vp", 2))
    assert a.arg("slot") == 3
    with pytest.raises(KeyError):
        a.arg("spot")
    with pytest.raises(AttributeError):
        a.code = "event.tower"  # type: ignore[misc]
    assert a.to_data() == {"code": "event.wall", "args": {"player": "Ann", "slot": 3, "vp": 2}}


def test_a_nested_message_round_trips_through_json() -> None:
    item = Message.of("phrase.amount", count=2, commodity="wine")
    paid = Message.of("list.comma", first=item, rest=Message.of("phrase.amount", count=1, commodity="oil"))
    market = Message.of("phrase.market_drops", commodity="oil", value=3)
    bought = Message.of("event.ship_bought", player="Ann", good="silk", paid=paid, stars=4, market=market)
    data = json.loads(json.dumps(bought.to_data()))
    assert data["args"]["paid"]["args"]["first"] == {"code": "phrase.amount", "args": {"count": 2, "commodity": "wine"}}
    again = Message.from_data(data)
    assert again == bought and str(again) == "Ann buys the Silk ship for 2 Wine, 1 Oil and scores 4 VP; Oil drops to 3."


def _data(code: str, **args: Any) -> dict[str, Any]:
    return {"code": code, "args": args}


@pytest.mark.parametrize("data", [
    None, 3, "event.end", [], ["event.end", {}],
    {"code": "event.end"},  # no arguments at all
    {"code": "event.end", "args": {}, "more": 1},
    _data("event.nothing_like_it"), _data("event.end ", ), {"code": 7, "args": {}},
    {"code": "event.end", "args": []},
    _data("event.tower", player="Ann"),  # an argument missing
    _data("event.tower", player="Ann", spot=3, vp=1),  # one too many
    _data("event.tower", player="Ann", spot="3"),  # text for a number
    _data("event.tower", player="Ann", spot=True),  # a truth value for a number
    _data("event.tower", player="Ann", spot=3.0),
    _data("event.tower", player=None, spot=3),
    _data("event.tower", player=["Ann"], spot=3),
    _data("event.tower", player="Ann", spot=MAX_NUMBER + 1),
    _data("event.tower", player="A" * (MAX_TEXT + 1), spot=3),
    _data("event.gain", player="Ann", resource="gold"),  # not a resource's key
    _data("event.gain", player="Ann", resource="Fish"),  # a word, not its key
    _data("event.cathedral", house=None),  # a required phrase left out
    _data("event.cathedral", house="Ann's house"),  # a phrase must be a message, never English
    _data("event.cathedral", house={"code": "phrase.house_of", "args": {"owner": "Ann"}}),  # bad inside
    _data("event.take_back", player="Ann", what=None),
    _data("event.take_back", player="Ann", what=[1]),
])
def test_from_data_refuses_what_is_no_message_of_the_game(data: object) -> None:
    with pytest.raises(ValueError, match="not a message of the game"):
        Message.from_data(data)


def test_from_data_refuses_messages_nested_too_deep() -> None:
    def chain(depth: int) -> dict[str, Any]:
        data = _data("problem.no_powerhouse_left")
        for _ in range(depth - 1):
            data = _data("list.and", first=1, rest=data)
        return data

    assert Message.from_data(chain(MAX_DEPTH)).code == "list.and"
    with pytest.raises(ValueError, match="nested"):
        Message.from_data(chain(MAX_DEPTH + 1))
    with pytest.raises(ValueError, match="nested"):
        Message.from_data(chain(100_000))  # no recursion error, whatever the depth sent


def test_from_data_gives_the_arguments_in_order_of_name() -> None:
    message = Message.from_data({"code": "event.wall", "args": {"vp": 2, "slot": 3, "player": "Ann"}})
    assert message.args == (("player", "Ann"), ("slot", 3), ("vp", 2))


@pytest.mark.parametrize("value", [10 ** 5000, [[[]]] * 3, "x" * 100_000, {"a": 1}],
                         ids=["huge number", "nested lists", "long text", "object"])
def test_a_refusal_names_a_hostile_value_briefly(value: object) -> None:
    nested: object = value
    for _ in range(10_000):  # nested past the interpreter's limit on repr
        nested = [nested] if isinstance(value, list) else nested
    with pytest.raises(ValueError, match="not a message of the game") as refused:
        Message.from_data(_data("event.tower", player=nested, spot=3))
    assert len(str(refused.value)) < 200
    with pytest.raises(ValueError, match="not a message of the game"):
        Message.from_data({"code": nested, "args": {}})


def test_a_width_from_elsewhere_is_refused_beyond_its_limit() -> None:
    """A column's width pads text: from another program, a huge one would
    fill the memory of whoever renders it, so it is refused when read."""
    sell = Message.of("dialog.option.sell", commodity="oil", width=6, value=7)
    assert Message.from_data(sell.to_data()) == sell
    huge = {"code": "dialog.option.sell", "args": {"commodity": "oil", "width": 10 ** 12, "value": 7}}
    with pytest.raises(ValueError, match="width"):
        Message.from_data(huge)


def test_each_part_of_the_game_declares_its_own_codes_and_is_read_when_first_asked() -> None:
    """A code's first word names the module that declares it (`PARTS`), so
    that a module is read only when one of its codes is first asked for."""
    import importlib

    from ragusa_tui.catalogue import PARTS
    from ragusa_tui.catalogue.game import SENTENCES

    assert not any(code.partition(".")[0] in PARTS for code in SENTENCES)
    for module in set(PARTS.values()):
        table = importlib.import_module(f"ragusa_tui.catalogue.{module}").SENTENCES
        assert table and all(PARTS.get(code.partition(".")[0]) == module for code in table), module
        assert set(table) <= set(ENTRIES)
    assert "menu.no_such_code" not in ENTRIES and "nothing" not in ENTRIES and 3 not in ENTRIES  # type: ignore[operator]
