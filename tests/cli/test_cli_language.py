"""The command line's words come from the catalogue, argparse's own words
("usage: ", "options", "invalid choice: ...") too, in the language spoken."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from ragusa_tui import catalogue, cli
from ragusa_tui.catalogue import ENTRIES, Message, load


def _helps(parser: argparse.ArgumentParser) -> dict[str, str]:
    commands: dict[str, argparse.ArgumentParser] = getattr(parser, "commands", {})
    return {"": parser.format_help(), **{name: sub.format_help() for name, sub in commands.items()}}


def test_every_argparse_msgid_mapped_is_its_entrys_english() -> None:
    """English output does not change: each msgid renders as itself."""
    catalogue.set_language("en")
    cli.speak_argparse()
    for msgid, (code, _) in cli._ARGPARSE.items():
        assert code in ENTRIES
        assert cli._argparse_gettext(msgid) == msgid
    for singular, code in cli._ARGPARSE_PLURAL.items():
        assert code in ENTRIES
        assert cli._argparse_ngettext(singular, "expected %s arguments", 1) == singular
        assert cli._argparse_ngettext(singular, "expected %s arguments", 3) == "expected %s arguments"
        assert cli._argparse_ngettext(singular, "expected %s arguments", 3) % 3 == "expected 3 arguments"
    assert cli._argparse_gettext("a msgid argparse may add one day") == "a msgid argparse may add one day"


def test_a_percent_sign_in_a_translation_stays_a_percent_sign(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "text", lambda code, **args: "100% : {}".format(args.get("value", "")))
    assert cli._argparse_gettext("ignored explicit argument %r") % ("x",) == "100% : 'x'"
    assert cli._help("cli.arg.mode") % {} == "100% : "


def test_help_in_french_goes_through_the_catalogue(monkeypatch: pytest.MonkeyPatch) -> None:
    """The mechanism, not the words: the French of these entries may not be
    written yet (then it is the English), so the help is the English help
    where it is, and every word of argparse was asked of the catalogue."""
    english = _helps(cli.build_parser())
    asked: list[str] = []
    render = cli.text

    def spy(code: str, /, **args: catalogue.Arg) -> str:
        asked.append(code)
        return render(code, **args)

    monkeypatch.setattr(cli, "text", spy)
    try:
        catalogue.set_language("fr")
        french = _helps(cli.build_parser())
        usage, options, shown = (catalogue.text(code) for code in
                                 ("cli.argparse.usage", "cli.argparse.options", "cli.argparse.help"))
        assert french[""].startswith(usage + "ragusa ")
        assert all(f"\n{options}:\n" in page and shown in page for page in french.values())
        assert {"cli.argparse.usage", "cli.argparse.positionals", "cli.argparse.options", "cli.argparse.help",
                "cli.description", "cli.simulate.arg.players"} <= set(asked)
        helps = [code for code, entry in ENTRIES.items() if code.startswith("cli.") and not entry.kinds]
        if all(catalogue.text(code) == ENTRIES[code].template for code in helps):
            assert french == english  # nothing of the help translated yet: the same words
    finally:
        catalogue.set_language("en")


def test_an_error_in_french_goes_through_the_catalogue(capsys: pytest.CaptureFixture[str]) -> None:
    try:
        catalogue.set_language("fr")
        parser = cli.build_parser()
        with pytest.raises(SystemExit):
            parser.parse_args(["simulate", "--mode", "chess"])
        error = capsys.readouterr().err.splitlines()[-1]
        choice = catalogue.text("cli.argparse.invalid_choice", value="'chess'", choices="'standard', 'duel', 'solo'")
        assert error == catalogue.text("cli.argparse.error", prog="ragusa simulate",
                                       message=catalogue.text("cli.argparse.argument", argument="--mode",
                                                              message=choice)).rstrip("\n")
    finally:
        catalogue.set_language("en")


def test_saves_json_keeps_its_english_problem_whatever_the_language(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """`--json` is for programs: its values stay as they are; the listing
    for a person words the same problem in the language spoken."""
    (tmp_path / "empty.json").write_bytes(b"")
    try:
        assert cli.main(["--lang", "fr", "saves", "--dir", str(tmp_path), "--json"]) == 0
        (entry,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert entry["problem"] == "the file is empty"
        assert cli.main(["--lang", "fr", "saves", "--dir", str(tmp_path)]) == 0
        said = load("fr").text("cli.saves.unreadable", problem=str(Message.of("refusal.record_empty")).rstrip("."))
        assert said in capsys.readouterr().out
    finally:
        catalogue.set_language("en")
