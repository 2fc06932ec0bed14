"""Seeded random games in every mode end exactly as they always have.

The digests below were taken from the engine before its playouts were made
faster; any change of a rule outcome, of the order of legal actions, or of a
log line changes them (see `outcome_digest`). A change of rules on purpose
(with its RULES.md question and tests) updates them, and says so.
"""

from __future__ import annotations

import pytest
from outcome_digest import MODES, digest

GAMES = 40
EXPECTED = {
    "standard-3": "340d4438efae0f57",
    "standard-4": "8dce2a54753de5bd",
    "standard-5": "e67c0e36296ba69c",
    "duel": "ede10b940389e190",
    "solo": "ea36e5e7c69b736b",
}


@pytest.mark.parametrize(("label", "mode", "seats"), MODES, ids=[m[0] for m in MODES])
def test_random_games_end_as_before(label: str, mode: str, seats: int) -> None:
    assert digest(mode, seats, range(GAMES)) == EXPECTED[label]
