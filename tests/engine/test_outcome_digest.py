"""Seeded random games in every mode end exactly as they always have.

The digests below were taken from the engine before its playouts were made
faster; any change of a rule outcome, of the order of legal actions, or of a
log line changes them (see `outcome_digest`). A change of rules on purpose
(with its docs/rules.md ruling and tests) updates them, and says so.

Updated without a change of any real game's outcome when determinization
changed: its copies carry a seed of their own instead of the real game's
(the seed could replay the hidden deal), and they deal the viewer's own
setup discards as likely to any hidden place as any other card. Only the
quiet copies' games differ.
"""

from __future__ import annotations

import pytest
from support.outcome_digest import MODES, digest

GAMES = 40
EXPECTED = {
    "standard-3": "ca790f54cf452c2f",
    "standard-4": "dde6fda4fd34e9dd",
    "standard-5": "39cdcdad1cea9ee3",
    "duel": "4a0b64b35b21ae46",
    "solo": "ea36e5e7c69b736b",
}


@pytest.mark.parametrize(("label", "mode", "seats"), MODES, ids=[m[0] for m in MODES])
def test_random_games_end_as_before(label: str, mode: str, seats: int) -> None:
    assert digest(mode, seats, range(GAMES)) == EXPECTED[label]
