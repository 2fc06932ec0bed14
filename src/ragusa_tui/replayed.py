"""What a save's actions say, as opposed to what its stored summary claims.

The summary in a file is for listing only: anyone can write `"over": true`
and a ranking into it. Whether a game is over, its round, VP and ranking
are taken from replaying the actions, remembered by the file's content
hash and modification time, so showing the saves again costs almost nothing.
"""

from __future__ import annotations

import hashlib

from .engine.record import GameRecord, Summary, replay, summarize

_CACHE_MAX = 512
_cache: dict[tuple[bytes, int], Summary] = {}


def replayed_summary(record: GameRecord, data: bytes, mtime_ns: int) -> Summary:
    """The summary the record's actions give (no date); `RecordError` if they are not a legal game."""
    key = (hashlib.sha256(data).digest(), mtime_ns)
    found = _cache.get(key)
    if found is None:
        found = summarize(replay(record))
        if len(_cache) >= _CACHE_MAX:
            _cache.pop(next(iter(_cache)))
        _cache[key] = found
    return found


def summary_matches(stored: Summary | None, replayed: Summary | None) -> bool:
    """The stored summary says what the actions say (its date aside); a missing one matches nothing."""
    if stored is None or replayed is None:
        return stored is replayed
    undated: dict[str, object] = {"saved_at": None}
    if stored.human_won is None:  # written before summaries said who won a solo game
        undated["human_won"] = None
    return stored.model_copy(update=undated) == replayed.model_copy(update=undated)
