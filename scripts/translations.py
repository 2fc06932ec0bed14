"""The game's translations: extract the catalogue's English into a template,
bring each language's `.po` up to date with it, and compile the `.mo` files
the game reads.

    python scripts/translations.py            # all three steps
    python scripts/translations.py extract    # locale/ragusa.pot from the catalogue
    python scripts/translations.py update     # each .po: new entries added, gone ones dropped
    python scripts/translations.py compile    # each .po compiled to its .mo

Every sentence and word the game says is an entry of the catalogue
(`src/ragusa_tui/catalogue/`, one module of entries a part of the game): a
code, its English template (two for a sentence that depends on a count)
and what each argument is. Babel reads them through `extract_catalogue`,
an extraction method of its own kind:
each entry becomes a message whose context (`msgctxt`) is its code, so two
codes with the same English stay two messages, and whose comments tell the
translator what each `{argument}` holds. The compiled catalogues are kept
in the repository beside their `.po` files, so the game needs no Babel to
run; `tests/test_translations.py` checks that they match.
"""

from __future__ import annotations

import argparse
import ast
import io
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from babel.messages.catalog import Catalog
from babel.messages.extract import extract
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "src" / "ragusa_tui" / "catalogue"
LOCALE = ROOT / "src" / "ragusa_tui" / "locale"
TEMPLATE = LOCALE / "ragusa.pot"
DOMAIN = "ragusa"
TRANSLATED = ("fr", "pl")  # every language but English, the catalogue's own
# The catalogue's two ways of declaring an entry: `_e(template, **kinds)` and
# `_n(singular, plural, counted, **kinds)`; the code, their first message here, is the context.
KEYWORDS = {"_e": ((1, "c"), 2), "_n": ((1, "c"), 2, 3)}

# What each kind of argument holds, for the translator.
_KIND_NOTES = {
    "name": "a player's name", "text": "text from outside the game, shown as it is",
    "word": "a word of an action's text, as typed", "number": "a whole number",
    "width": "a column's width (keep its format as it is)",
    "message": "a phrase of this catalogue", "optional": "a phrase of this catalogue, or nothing",
    "any": "a phrase of this catalogue, a number or text",
    "capitalized": "a name, first letter capital", "opening": "a phrase that opens the sentence",
    "clause": "a sentence of this catalogue, shown without its closing period",
    "resource": "a resource's word", "commodity": "a commodity's word", "hex": "a hex's or building's word",
    "good": "a ship good's word", "mode": "a game mode's word", "decision": "a decision's word",
}


def extract_catalogue(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                      options: Any) -> Iterator[tuple[int, str, tuple[str, ...], list[str]]]:
    """Babel's extraction method for a module of the catalogue's entries:
    each entry of its tables of sentences (a dict of `_e` and `_n` calls by
    code) and of the game's words (`WORDS`, as "word.<family>.<key>"), with
    the source comment above it and a note of what each argument holds."""
    source = fileobj.read().decode("utf-8")
    lines = source.splitlines()
    constants: dict[str, str] = dict(options.get("constants", {}))
    for node in ast.parse(source).body:
        target, value = _assigned(node)
        if target is None or value is None:
            continue
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            constants[target] = value.value
        elif target == "WORDS" and isinstance(value, ast.Dict):
            yield from _words(value, constants, lines)
        elif isinstance(value, ast.Dict):
            yield from _sentences(value, constants, lines)


def _assigned(node: ast.stmt) -> tuple[str | None, ast.expr | None]:
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return node.target.id, node.value
    if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
        return node.targets[0].id, node.value
    return None, None


def _comment_above(lines: list[str], lineno: int) -> list[str]:
    """The comment lines right above line `lineno` (1-based), joined as one note."""
    found: list[str] = []
    i = lineno - 2
    while i >= 0 and lines[i].strip().startswith("#"):
        text = lines[i].strip().lstrip("#").strip()
        if text and not set(text) <= {"-"}:
            found.insert(0, text)
        i -= 1
    return [" ".join(found)] if found else []


def _sentences(table: ast.Dict, constants: dict[str, str],
               lines: list[str]) -> Iterator[tuple[int, str, tuple[str, ...], list[str]]]:
    for key, value in zip(table.keys, table.values):
        if not (isinstance(key, ast.Constant) and isinstance(value, ast.Call) and isinstance(value.func, ast.Name)):
            continue
        texts = [a.value for a in value.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        kinds = {kw.arg: constants.get(kw.value.id, kw.value.id) if isinstance(kw.value, ast.Name) else "?"
                 for kw in value.keywords if kw.arg is not None}
        comments = _comment_above(lines, key.lineno)
        if kinds:
            comments.append("; ".join(f"{{{name}}}: {_KIND_NOTES.get(kind, kind)}" for name, kind in kinds.items()))
        if value.func.id == "_e":
            yield key.lineno, "_e", (key.value, texts[0]), comments
        elif value.func.id == "_n":
            counted = texts[2]
            comments.append(f"the form is chosen by the count {{{counted}}}")
            yield key.lineno, "_n", (key.value, texts[0], texts[1]), comments


def _words(table: ast.Dict, constants: dict[str, str],
           lines: list[str]) -> Iterator[tuple[int, str, tuple[str, ...], list[str]]]:
    for family_node, labels in zip(table.keys, table.values):
        if isinstance(family_node, ast.Name):
            family = constants[family_node.id]
        elif isinstance(family_node, ast.Constant) and isinstance(family_node.value, str):
            family = family_node.value
        else:
            continue
        note = _comment_above(lines, family_node.lineno)
        assert isinstance(labels, ast.Dict)
        for key, label in zip(labels.keys, labels.values):
            assert isinstance(key, ast.Constant) and isinstance(label, ast.Constant)
            yield (key.lineno, "_e", (f"word.{family}.{key.value}", label.value),
                   note + [f"the game's word: one {family} ({key.value})"])


def template_catalog() -> Catalog:
    """The catalogue's English as a gettext template."""
    catalog = _catalog(None)
    constants = _kinds()
    for module in sorted(CATALOGUE.glob("*.py")):
        if module.name in ("__init__.py", "entry.py"):
            continue
        with open(module, "rb") as source:
            for lineno, message, comments, context in extract(extract_catalogue, source, KEYWORDS,
                                                               options={"constants": constants}):
                catalog.add(message, None, [(module.relative_to(ROOT).as_posix(), lineno)],
                            auto_comments=comments, context=context)
    return catalog


def _kinds() -> dict[str, str]:
    """The argument kinds' names (`NAME = "name"`...), which the modules of
    entries import from `entry.py`."""
    constants: dict[str, str] = {}
    for node in ast.parse((CATALOGUE / "entry.py").read_text(encoding="utf-8")).body:
        target, value = _assigned(node)
        if target is not None and isinstance(value, ast.Constant) and isinstance(value.value, str):
            constants[target] = value.value
    return constants


# Plural rules other than CLDR's, which Babel would write: French as gettext
# has always had it (1 and 0 singular), without CLDR's third form for millions.
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);"}


def _catalog(language: str | None) -> Catalog:
    """An empty catalogue with the game's header, for `language` (None: the template)."""
    catalog = _blank(language)
    if language in PLURAL_FORMS:
        catalog.mime_headers = [(name, PLURAL_FORMS[language] if name == "Plural-Forms" else value)
                                for name, value in catalog.mime_headers]
    return catalog


def _blank(language: str | None) -> Catalog:
    return Catalog(locale=language, domain=DOMAIN, project="Ragusa", version="0.1", charset="utf-8",
                   fuzzy=False, copyright_holder="the Ragusa edition's authors",
                   header_comment="# The words of Ragusa in the terminal"
                                  + (f", in {language}" if language else ": the template of every language")
                                  + ".\n# Written for this edition: never the rulebooks' sentences.\n#",
                   msgid_bugs_address="", last_translator="", language_team="")


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_bytes(po: Path) -> bytes:
    """`po` compiled, fuzzy entries left out (gettext then shows the English)."""
    with open(po, "rb") as source:
        catalog = read_po(source)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _write_po(path: Path, catalog: Catalog) -> None:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, sort_output=False, include_previous=True,
             include_lineno=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(out.getvalue())


def do_extract() -> None:
    _write_po(TEMPLATE, template_catalog())
    print(f"wrote {TEMPLATE.relative_to(ROOT)}")


def do_update() -> None:
    with open(TEMPLATE, "rb") as source:
        template = read_po(source)
    for language in TRANSLATED:
        path = po_path(language)
        if path.exists():
            with open(path, "rb") as source:
                catalog = read_po(source, locale=language)
            catalog.update(template, update_header_comment=False)
        else:
            catalog = _catalog(language)
            catalog.update(template)
        _write_po(path, catalog)
        print(f"updated {path.relative_to(ROOT)}")


def do_compile() -> None:
    for language in TRANSLATED:
        po = po_path(language)
        po.with_suffix(".mo").write_bytes(mo_bytes(po))
        print(f"compiled {po.with_suffix('.mo').relative_to(ROOT)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", nargs="?", choices=("extract", "update", "compile"),
                        help="one step only (all three by default)")
    step = parser.parse_args(argv).step
    for name, do in (("extract", do_extract), ("update", do_update), ("compile", do_compile)):
        if step in (None, name):
            do()
    return 0


if __name__ == "__main__":
    sys.exit(main())
