"""Seeded random games in every mode end exactly as they always have.

The digests below were taken from the engine before its playouts were made
faster; any change of a rule outcome, of the order of legal actions, or of a
log line changes them (see `outcome_digest`). A change of rules on purpose
(with its RULES.md question and tests) updates them, and says so.

Updated once without a change of outcome: the quiet determinized copy's
state now carries a seed of its own instead of the real game's (the seed
could replay the hidden deal); every action, event and score is the same.
"""

from __future__ import annotations

import pytest
from outcome_digest import MODES, digest

GAMES = 40
EXPECTED = {
    "standard-3": "a5ebcaf5e552c19c",
    "standard-4": "ade4529921dee6fa",
    "standard-5": "61e297f3b7ee4b18",
    "duel": "1e5f1c907e5cf591",
    "solo": "ea36e5e7c69b736b",
}


@pytest.mark.parametrize(("label", "mode", "seats"), MODES, ids=[m[0] for m in MODES])
def test_random_games_end_as_before(label: str, mode: str, seats: int) -> None:
    assert digest(mode, seats, range(GAMES)) == EXPECTED[label]
