"""The two searches over a position model: depth-first to decide, A* for the fewest moves.

Both stop with :class:`LimitReached` when a state or time limit is hit, so a verdict is never
given without an exhaustive search.

>>> from pyramid_solitaire import Game
>>> from .linear import LinearModel
>>> result = decide(LinearModel(Game.from_number(1)), Limits())
>>> result.won, len(result.steps) > 0
(True, True)
"""

from __future__ import annotations

import functools
import gc
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

from .position import Model, Step

CHECK_EVERY = 512
"""States expanded between two looks at the clock."""


_Search = TypeVar("_Search", bound=Callable[..., "SearchResult"])


def _collector_paused(search: _Search) -> _Search:
    """Run ``search`` with Python's cyclic garbage collector paused.

    A search makes millions of small tuples that live long (table entries, queued states) and
    no reference cycles; the collector would scan them again and again (measured: the
    shortest-path search over reference decks 1-40 takes 26.2 s with it and 15.2 s without;
    the depth-first search keeps far fewer objects and gains nothing). What the search made is
    freed as it returns, before the collector resumes; when a limit stops it, the traceback would
    keep the search's tables alive for the collector's first pass to scan (1.5 s after a 5 s
    search of three-pile shortest wins), so it is dropped first.
    """

    @functools.wraps(search)
    def paused(*args: Any, **kwargs: Any) -> SearchResult:
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            return search(*args, **kwargs)
        except LimitReached as stopped:
            raise stopped.with_traceback(None) from None
        finally:
            if was_enabled:
                gc.enable()

    return cast(_Search, paused)


class LimitReached(Exception):
    """A search stopped at its state or time limit."""


@dataclass
class Limits:
    """Optional limits on a search, and the counters it keeps."""

    max_seconds: float | None = None
    max_states: int | None = None
    started: float = field(default_factory=time.perf_counter)
    states: int = 0
    peak_table: int = 0

    def check(self) -> None:
        """Raise :class:`LimitReached` when a limit is passed."""
        if self.max_states is not None and self.states > self.max_states:
            raise LimitReached(f"state limit {self.max_states} reached")
        if self.max_seconds is not None and time.perf_counter() - self.started > self.max_seconds:
            raise LimitReached(f"time limit {self.max_seconds} s reached")


@dataclass
class SearchResult:
    """What a search found: ``won`` and the winning ``steps`` (empty when lost)."""

    won: bool
    steps: list[Step]


EventSink = Callable[[str, int, list[Step]], None]
"""Called with an event kind (``expand``, ``backtrack``, ``solution``), the depth and the steps so far."""


def decide(model: Model, limits: Limits, on_event: EventSink | None = None) -> SearchResult:
    """Depth-first search with a transposition table over folded nodes: is the position won?

    The search keeps its own stack (one iterator over each open node's children), so it needs no
    deep recursion; it visits the states in the order a recursive search would.

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> decide(LinearModel(Game.from_number(1, "classic")), Limits()).won
    False
    """
    start_steps, root = model.start()
    if root is None:
        return SearchResult(False, [])
    seen: dict[Any, int] = {}
    path: list[list[Step]] = []  # the steps into each state from the start to the current one
    stack: list[Iterator[tuple[list[Step], Any]]] = []  # the children still to try, per state on the path
    fold, won, children = model.fold, model.won, model.decide_children
    push, pop, enter, leave = stack.append, stack.pop, path.append, path.pop

    def flat() -> list[Step]:
        return [step for steps in path for step in steps]

    expanded = 0  # states expanded and not yet added to limits.states
    kids = iter([(start_steps, root)])
    try:
        while True:
            for steps, state in kids:
                key, rank = fold(state)
                old = seen.get(key)
                if old is not None and old <= rank:
                    continue  # covered: reached before at this place or an earlier one
                seen[key] = rank
                enter(steps)
                expanded += 1
                if expanded == CHECK_EVERY or on_event:  # events report the count
                    limits.states += expanded
                    expanded = 0
                    limits.check()
                if won(state):
                    if on_event:
                        on_event("solution", len(stack), flat())
                    return SearchResult(True, flat())
                if on_event:
                    on_event("expand", len(stack), flat())
                push(kids)
                kids = iter(children(state))
                break
            else:  # every child of the state at the end of the path is done
                if not stack:
                    return SearchResult(False, [])
                if on_event:
                    on_event("backtrack", len(stack) - 1, flat())
                kids = pop()
                leave()
    finally:
        limits.states += expanded
        limits.peak_table = max(limits.peak_table, len(seen))


@_collector_paused
def shortest(
    model: Model, limits: Limits, on_event: EventSink | None = None, upper: int | None = None
) -> SearchResult:
    """A* with a bucket queue: the fewest moves to a win, each draw, recycle and removal counting one.

    Nodes are the model's :meth:`~Model.position` keys with a place on their draw chain; a node is
    skipped when the same key was reached at an earlier place whose cost plus the draws between
    is no more. ``upper``, the length of a known win, prunes every node that cannot beat it. A node
    is expanded in steps (partial expansion): first the children reached with few draws, the rest
    only when the search's cost bound reaches them, which it often never does.
    """
    start_steps, root = model.start()
    if root is None:
        return SearchResult(False, [])
    if model.won(root):
        return SearchResult(True, list(start_steps))
    position, bound, won, children = model.position, model.bound, model.won, model.optimal_children
    # fronts[key]: the (place, cost) pairs reached, none covering another
    fronts: dict[Any, list[tuple[int, int]]] = {}
    parents: dict[tuple[Any, int], tuple[tuple[Any, int] | None, list[Step]]] = {}
    # bucket entries: (cost, state, node, resume token of a partly expanded node or None)
    buckets: list[list[tuple[int, Any, tuple[Any, int], Any]]] = []
    limit = upper if upper is not None else 1 << 30

    def covered(front: list[tuple[int, int]], place: int, g: int) -> bool:
        """Whether ``front`` (of one key) covers reaching ``place`` at cost ``g``; else add it."""
        for p, c in front:
            if p <= place and c + place - p <= g:
                return True
        front[:] = [(p, c) for p, c in front if not (place <= p and g + p - place <= c)]
        front.append((place, g))
        return False

    def line(node: tuple[Any, int]) -> list[Step]:
        parts = []
        current: tuple[Any, int] | None = node
        while current is not None:
            current, steps = parents[current]
            parts.append(steps)
        return [step for steps in reversed(parts) for step in steps]

    root_key, root_place = position(root)
    fronts[root_key] = [(root_place, 0)]
    parents[(root_key, root_place)] = (None, list(start_steps))
    f = bound(root)
    buckets = [[] for _ in range(f)] + [[(0, root, (root_key, root_place), None)]]
    try:
        while f < len(buckets):
            bucket = buckets[f]
            if not bucket:
                buckets[f] = []
                f += 1
                continue
            g, state, node, resume = bucket.pop()
            if (node[1], g) not in fronts[node[0]]:
                continue  # a cheaper arrival covered it after it was queued
            if resume is None:
                if won(state):
                    result = line(node)
                    if on_event:
                        on_event("solution", g, result)
                    return SearchResult(True, result)
                limits.states += 1
                if not limits.states % CHECK_EVERY:
                    limits.check()
                    limits.peak_table = max(limits.peak_table, len(parents))
                if on_event:
                    on_event("expand", g, line(node))
            # Partial expansion: a child behind d draws costs at least g + d + bound(state) (the
            # bound drops by at most one per move), so only lead-ins up to f - g - bound are needed now.
            lead_in = f - g - bound(state)
            found, resume = children(state, lead_in, resume)
            if resume is not None and f + 1 <= limit:
                while len(buckets) <= f + 1:
                    buckets.append([])
                buckets[f + 1].append((g, state, node, resume))
            for steps, child in found:
                g2 = g + len(steps)
                child_won = won(child)
                f2 = g2 if child_won else g2 + bound(child)
                if f2 > limit:
                    continue
                key, place = position(child)
                front = fronts.get(key)
                if front is None:
                    fronts[key] = [(place, g2)]
                elif covered(front, place, g2):
                    continue
                parents[(key, place)] = (node, steps)
                if child_won and f2 == f:  # nothing queued can beat it: f never decreases
                    result = line((key, place))
                    if on_event:
                        on_event("solution", g2, result)
                    return SearchResult(True, result)
                while len(buckets) <= f2:
                    buckets.append([])
                buckets[f2].append((g2, child, (key, place), None))
    finally:
        limits.peak_table = max(limits.peak_table, len(parents))
    return SearchResult(False, [])
