"""Keys and clicks for Pilot tests without the Pilot's idle waits.

`Pilot.press`, `Pilot.click` and `Pilot.pause` wait until the process has
been idle for at least 20 ms, two to four times per key or click: most of a
key-driven test's time. Here a key (or a click) is handed to the app and
then every message it caused is handled, round after round, until no queue
holds anything: the same "fully handled" point, without sleeping. Timers
(a bot step's pause) still run in real time, and `pause(delay)` still
sleeps. `conftest.py` puts these in place of the Pilot's own for every test.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from textual import events
from textual.geometry import Offset
from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key
from textual.pilot import OutOfBounds, Pilot, _get_mouse_message_arguments
from textual.widget import Widget

ROUNDS = 50  # a key needs a handful of rounds; the cap keeps a runaway loop finite
_sleeping_pause = Pilot.pause


def _busy(pilot: Pilot[Any]) -> bool:
    """Whether any node of the app or of its screens still has work queued."""
    app = pilot.app
    nodes: list[Any] = [app]
    for screen in app.screen_stack:
        nodes.extend(screen.walk_children(with_self=True))
    return any(node._message_queue.qsize() or node._next_callbacks for node in nodes)


def _unpainted(screen: Any) -> bool:
    """Whether the screen waits for its update timer (layout, paint, recompose)."""
    return bool(screen._layout_required or screen._scroll_required or screen._repaint_required
                or screen._recompose_required or screen._dirty_widgets)


async def settle(pilot: Pilot[Any]) -> None:
    """Handle everything queued, painting the screen whenever it waits for
    its update timer (which also runs its after-refresh callbacks), until
    nothing is left to do."""
    app = pilot.app
    for _ in range(ROUNDS):
        await pilot._wait_for_screen()
        await app._animator.wait_until_complete()
        if not app.is_running or not app.screen_stack:
            return  # the key closed the app
        screen = app.screen
        if _unpainted(screen):
            screen._on_timer_update()
            continue
        if not _busy(pilot) and not screen._callbacks:
            break


async def pause(pilot: Pilot[Any], delay: float | None = None) -> None:
    """`Pilot.pause`: settle, or sleep `delay` seconds (timers then fire)."""
    if delay is None:
        await settle(pilot)
    else:
        await _sleeping_pause(pilot, delay)


def _key_event(key: str) -> events.Key:
    """The event a terminal sends for `key`, as `App._press_keys` builds it."""
    if len(key) == 1 and not key.isalnum():
        key = _character_to_key(key)
    try:
        char: str | None = unicodedata.lookup(_get_unicode_name_from_key(REPLACED_KEYS.get(key, key)))
    except KeyError:
        char = key if len(key) == 1 else None
    return events.Key(key, char)


async def press(pilot: Pilot[Any], *keys: str) -> None:
    """Press `keys` one after another, each handled in full before the next."""
    app = pilot.app
    assert app._driver is not None
    for key in keys:
        if key.startswith("wait:"):
            await _sleeping_pause(pilot, float(key.split(":")[1]) / 1000)
            continue
        event = _key_event(key)
        event.set_sender(app)
        app._driver.send_message(event)
        await settle(pilot)


async def click(pilot: Pilot[Any], widget: Widget | type[Widget] | str | None = None,
                offset: tuple[int, int] = (0, 0), shift: bool = False, meta: bool = False,
                control: bool = False, times: int = 1) -> bool:
    """`Pilot.click`: mouse down, up and click at `offset` of `widget`, each
    handled in full; True if the click landed on `widget`."""
    app = pilot.app
    await settle(pilot)
    screen = app.screen
    target = screen if widget is None else widget if isinstance(widget, Widget) \
        else screen.query_one(widget)
    arguments = _get_mouse_message_arguments(target, offset, button=1, shift=shift, meta=meta,
                                             control=control)
    at = Offset(arguments["x"], arguments["y"])
    if at not in screen.size.region:
        raise OutOfBounds("Target offset is outside of currently-visible screen region.")
    widget_at = None
    for chain in range(1, times + 1):
        for kind in (events.MouseDown, events.MouseUp, events.Click):
            if widget_at is None:
                widget_at, _ = app.get_widget_at(*at)
            kwargs = {**arguments, "chain": chain} if kind is events.Click else arguments
            app.mouse_position = at
            screen._forward_event(kind(**kwargs))
            await settle(pilot)
    return widget is None or widget_at is target


def install(monkeypatch: Any) -> None:
    """Put these in place of the Pilot's own methods (for one test)."""
    monkeypatch.setattr(Pilot, "press", press)
    monkeypatch.setattr(Pilot, "click", click)
    monkeypatch.setattr(Pilot, "pause", pause)
