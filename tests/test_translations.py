"""The translations: every entry of the catalogue in French and in Polish,
the compiled catalogues the game reads matching their `.po` files, and the
language a player gets.

A translation is complete when each message has every form its language
needs, none empty or fuzzy, none left in English (but for the few that are
names or placeholders only), with exactly the English's placeholders; the
template (`ragusa.pot`) must hold what the catalogue declares today, so a new
entry cannot be forgotten (`python scripts/translations.py` brings them
all up to date).
"""

from __future__ import annotations

import gettext
import importlib.util
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from ragusa_tui import catalogue
from ragusa_tui.catalogue import ENTRIES, LANGUAGES, Message, load
from ragusa_tui.table.language import code_of, from_accept_language, spoken

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("translations", ROOT / "scripts" / "translations.py")
assert _spec is not None and _spec.loader is not None
translations = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(translations)

TRANSLATED = translations.TRANSLATED
# The entries a language words as English does, beyond those made of
# placeholders and marks only: names, abbreviations and words the language
# shares with English (the editions' own: "duel", "solo", "Orange").
SAME_WORDS = {
    "fr": {"play.title.table", "panel.map.narrow.olives", "panel.map.narrow.architect", "panel.map.narrow.cathedral",
           "page.help.rule_head.duel", "page.help.rule_head.solo", "page.end.column.total", "page.end.column.verdict",
           "page.standing.total", "menu.new_game.colour.orange", "menu.new_game.level.expert", "cli.argparse.options",
           "word.mode.duel", "word.mode.solo"},
    "pl": {"panel.map.narrow.architect", "panel.map.narrow.winery", "page.help.rule_head.solo",
           "menu.new_game.mode.solo", "cli.argparse.argument", "word.mode.solo"},
}
NAMES = re.compile(r"\bragusa( [a-z]+)?|\bRagusa\b|\bRAGUSA\b|--[a-z-]+")  # the game's name, commands, options


def _only_marks(template: str) -> bool:
    """Whether `template` holds no word of its own: placeholders, marks and names only."""
    bare = NAMES.sub("", re.sub(r"\{[^{}]*\}", "", template))
    return re.search(r"[^\W\d_]{2,}", bare) is None


def _fields(template: str) -> set[str]:
    parsed = [(name, spec) for _, name, spec, _ in string.Formatter().parse(template) if name is not None]
    return {name for name, _ in parsed} | {inner for _, spec in parsed if spec for inner in _fields(spec)}


def _po(language: str):  # type: ignore[no-untyped-def]
    with open(translations.po_path(language), "rb") as source:
        return read_po(source, locale=language)


def test_the_template_holds_what_the_catalogue_declares() -> None:
    extracted = {(m.context, m.id) for m in translations.template_catalog() if m.id}
    with open(translations.TEMPLATE, "rb") as source:
        kept = {(m.context, m.id) for m in read_po(source) if m.id}
    assert kept == extracted, "run: python scripts/translations.py"
    declared = {(code, entry.template if entry.plural is None else (entry.template, entry.plural))
                for code, entry in ENTRIES.items()}
    assert extracted == declared


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_entry_is_translated_with_the_englishs_placeholders(language: str) -> None:
    po = _po(language)
    by_code = {m.context: m for m in po if m.id}
    assert set(by_code) == set(ENTRIES), "run: python scripts/translations.py"
    problems = []
    for code, entry in ENTRIES.items():
        m = by_code[code]
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.fuzzy or not all(forms):
            problems.append(f"{code}: untranslated or fuzzy")
            continue
        if entry.plural is not None and len(forms) != po.num_plurals:
            problems.append(f"{code}: {len(forms)} forms, {language} has {po.num_plurals}")
        wanted = _fields(entry.template) | _fields(entry.plural or "")
        for form in forms:
            # A form may leave out the count where its words say it (Polish's "one house"), never add one.
            if not _fields(form) <= wanted or not (_fields(form) >= _fields(entry.template) - {entry.counted}):
                problems.append(f"{code}: placeholders {sorted(_fields(form))}, English {sorted(wanted)}")
        if forms[0] == entry.template and not _only_marks(entry.template) and code not in SAME_WORDS[language]:
            problems.append(f"{code}: still the English {entry.template!r}")
    assert problems == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_catalogue_is_its_po_compiled(language: str) -> None:
    po = translations.po_path(language)
    assert po.with_suffix(".mo").read_bytes() == translations.mo_bytes(po), "run: python scripts/translations.py"


def test_polish_counts_take_their_three_forms() -> None:
    with open(translations.po_path("pl").with_suffix(".mo"), "rb") as compiled:
        polish = gettext.GNUTranslations(compiled)
    forms = {n: polish.npgettext("x", "one", "many", n) for n in (1, 2, 4, 5, 12, 14, 21, 22, 24, 25, 101, 102)}
    # Unknown to the catalogue, the English comes back: "one" for the first form only.
    assert [n for n, said in forms.items() if said == "one"] == [1]
    plural = polish.plural  # type: ignore[attr-defined]
    assert [plural(n) for n in (1, 2, 4, 5, 12, 14, 21, 22, 24, 25, 112, 122)] == [0, 1, 1, 2, 2, 2, 2, 1, 1, 2, 2, 1]


def _sample(kind: str, count: int) -> object:
    if kind in (catalogue.NAME, catalogue.CAPITALIZED, catalogue.TEXT, catalogue.WORD):
        return "Ann"
    if kind in (catalogue.NUMBER, catalogue.WIDTH):
        return count
    if kind in (catalogue.MESSAGE, catalogue.OPTIONAL, catalogue.ANY, catalogue.OPENING, catalogue.CLAUSE):
        return Message.of("problem.no_powerhouse_left")
    return next(iter(catalogue.ENGLISH.words(kind)))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_renders_in_every_language(language: str) -> None:
    spoken_now = load(language)
    for code, entry in ENTRIES.items():
        for count in (1, 2, 5, 22):
            message = Message.of(code, **{n: _sample(k, count) for n, k in entry.kinds.items()})  # type: ignore[arg-type]
            said = spoken_now.render(message)
            assert said and "{" not in said.replace("{{", "") or entry.template.count("{") == 0


def test_the_language_spoken_is_the_screens_and_english_stays_the_engines() -> None:
    gain = Message.of("event.gain", player="Ann", resource="stone")
    try:
        for language in TRANSLATED:
            catalogue.set_language(language)
            assert catalogue.language().code == language
            assert str(gain) == catalogue.render(gain) == load(language).render(gain) != catalogue.english(gain)
            assert catalogue.word("resource", "stone") != "Stone"
            assert catalogue.english(gain) == "Ann gains 1 Stone."
        with pytest.raises(ValueError):
            catalogue.set_language("de")
        assert catalogue.language().code == TRANSLATED[-1], "a language refused changes nothing"
    finally:
        catalogue.set_language("en")
    assert str(gain) == "Ann gains 1 Stone."


def test_the_language_asked_then_ragusa_lang_then_remembered_then_the_systems() -> None:
    assert spoken("pl", {"RAGUSA_LANG": "fr", "LANG": "fr_FR.UTF-8"}) == "pl"
    assert spoken(None, {"RAGUSA_LANG": "fr", "LANG": "pl_PL.UTF-8"}) == "fr"
    # A language it does not speak is passed over.
    assert spoken(None, {"RAGUSA_LANG": "de", "LANG": "pl_PL.UTF-8"}) == "pl"
    assert spoken(None, {"LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "pl_PL", "LANG": "en_GB"}) == "fr"
    assert spoken(None, {"LC_MESSAGES": "pl_PL", "LANG": "fr_FR"}) == "pl"
    assert spoken(None, {"LC_ALL": "C", "LANG": "pl_PL"}) == "en"  # the system says C: English, as gettext gives it
    assert spoken(None, {"LANG": "de_DE.UTF-8"}) == "en"
    assert spoken(None, {}) == "en"


def test_a_choice_on_the_start_screen_is_remembered_below_ragusa_lang() -> None:
    from ragusa_tui.table.language import choose, remembered

    assert remembered() is None
    try:
        choose("pl")
        assert remembered() == "pl"
        assert spoken(None, {"LANG": "fr_FR"}) == "pl"
        assert spoken(None, {"RAGUSA_LANG": "fr"}) == "fr"
    finally:
        catalogue.set_language("en")


def test_a_language_is_read_from_a_locale_or_a_browser_header_and_nothing_else() -> None:
    assert [code_of(v) for v in ("fr", "fr_FR.UTF-8", "pl-PL", "PL", "en_US@euro", "de", "", None, "C")] == \
        ["fr", "fr", "pl", "pl", "en", None, None, None, None]
    assert from_accept_language("pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7") == "pl"
    assert from_accept_language("de-DE,de;q=0.9,fr;q=0.5,en;q=0.4") == "fr"
    assert from_accept_language("en;q=0.2, fr;q=0.9") == "fr"
    assert from_accept_language("fr;q=oops, pl;q=0") is None
    assert from_accept_language("x" * 100_000 + ",fr") is None  # read only so far
    assert from_accept_language(None) is None


def _sections(path: Path) -> list[str]:
    """The numbers of a rules page's headings ("## 4. ..." is "4", "### 12.2 ..." is "12.2"), and their levels."""
    import re

    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"(#+)\s+§?(\d+(?:\.\d+)*)", line)
        if heading:
            found.append(f"{len(heading.group(1))}:{heading.group(2)}")
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_rules_are_written_in_every_language_with_the_same_sections(language: str) -> None:
    english = _sections(ROOT / "docs" / "rules.md")
    assert len(english) > 20
    assert _sections(ROOT / "docs" / f"rules.{language}.md") == english


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_translation_holds_markup_the_english_does_not(language: str) -> None:
    """Templates reach Rich markup on some screens: a bracket a translation
    added would be read as a style (the game's own markup is the English's)."""
    po = _po(language)
    for message in po:
        if not message.id:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        allowed = sum(text.count("[") for text in english) > 0
        assert allowed or not any("[" in form or "]" in form for form in forms), message.context
