"""How the program reads its modules on the way to the start screen
(benchmarks/startup.py times it): the collector paused while Textual and the
app are read and their objects then set aside from its passes for good, and
gettext read only for a language other than English (what plain `ragusa`
leaves unread: tests/test_architecture.py). Each check runs in a fresh
interpreter, since a module read once stays read."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def _fresh(code: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return result


@pytest.mark.parametrize("collecting", [True, False])
def test_the_app_is_read_with_the_collector_paused_and_its_objects_set_aside(collecting: bool) -> None:
    seen = _fresh(f"""
import gc, json, sys
{'' if collecting else 'gc.disable()'}
collections = []
gc.callbacks.append(lambda phase, info: collections.append(info["generation"]) if phase == "start" else None)
from ragusa_tui.app import app_class
before = len(collections)
App = app_class()
print(json.dumps({{"name": App.__name__, "textual": "textual.app" in sys.modules, "passes": len(collections) - before,
                  "frozen": gc.get_freeze_count(), "enabled": gc.isenabled()}}))
""")
    assert seen["name"] == "RagusaApp" and seen["textual"]
    assert seen["passes"] == 0  # not one pass of the collector while Textual and the app were read
    assert isinstance(seen["frozen"], int) and seen["frozen"] > 10_000  # Textual alone is tens of thousands
    assert seen["enabled"] is collecting  # the collector as it was: a program that turned it off keeps it off


def test_a_failed_import_sets_nothing_aside_and_leaves_the_collector_on() -> None:
    seen = _fresh("""
import gc, json, sys
sys.modules["ragusa_tui.app.app"] = None  # the app's module cannot be read: the import raises
from ragusa_tui.app import app_class
try:
    app_class()
except ImportError:
    failed = True
print(json.dumps({"failed": failed, "frozen": gc.get_freeze_count(), "enabled": gc.isenabled()}))
""")
    assert seen == {"failed": True, "frozen": 0, "enabled": True}


def test_french_reads_its_catalogue_through_gettext() -> None:
    seen = _fresh("""
import json, sys
from ragusa_tui.catalogue import set_language, text
set_language("fr")
print(json.dumps({"gettext": "gettext" in sys.modules, "new": text("menu.start.new_game")}))
""")
    assert seen["gettext"] is True and seen["new"] != "New game"
