"""The two searches over a position model: depth-first to decide, A* for the fewest moves.

Both stop with :class:`LimitReached` when a state or time limit is hit, or when the
:class:`Limits`' ``stop`` event is set (:class:`SearchStopped`), so a verdict is never given
without an exhaustive search. :func:`decide_steps` is the depth-first search in slices, for a
caller without threads that must keep its event loop turning.

>>> from pyramid_solitaire import Game
>>> from .linear import LinearModel
>>> result = decide(LinearModel(Game.from_number(1)), Limits())
>>> result.won, len(result.steps) > 0
(True, True)
"""

from __future__ import annotations

import contextlib
import functools
import math
import random
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, cast

from ..arguments import require_event
from ..errors import PyramidError, is_real, is_whole
from ..reasons import Reason
from .position import Model, Step

CHECK_EVERY = 128
"""States expanded between two looks at the clock and the stop event (tens of milliseconds at most)."""
LOOK_EVERY = 0.05
"""Seconds after which the depth-first search looks at its limits (not yielding) even before
:data:`CHECK_EVERY` states (it reads the clock every eight states): a state of a large pyramid can
take milliseconds."""
_TIE = 8
"""The shortest-path search orders its queue by the cost bound ``f``, then, among equal ``f``, by
the bound on the moves left (up to ``2 ** _TIE - 1``), so that of equal ``f`` the nodes nearest a
win go first."""
_TIE_MOST = (1 << _TIE) - 1
AHEAD = 2
"""Draws past the needed ones that the shortest-path search asks a node's children for at once,
so that it comes back to the node less often (on reference decks 1-40, three were 8 % quicker
than none and eight 17 % slower than three; on decks 41-80 one was 5 % quicker than three)."""
COST_BITS = 16
"""The shortest-path search packs a place and a cost into one entry: ``place << COST_BITS | cost``
(both stay far below ``2 ** COST_BITS``: a few hundred at most)."""
SHORTEST_MAX_NODES = 1_500_000
"""The most nodes the shortest-path search stores before it stops with :class:`LimitReached` (its
memory cap: a node takes some 750-950 bytes; 1.1-1.4 GB at the cap on apophis and pharaoh deals
1-5, see the solver docs)."""
OUT_OF_REACH_AFTER = 20_000
"""Stored nodes from which the shortest-path search, shortening a win in hand, checks whether the
proof is out of reach (see :func:`out_of_reach`)."""
OUT_OF_REACH_FACTOR = 1_000_000
"""How many times its memory cap the shortest-path search must be headed for, at the growth
measured, before it stops as out of reach. On the 1,500 reference decks the most was some 4,000
times (deck 108: a first win of 58 moves to shorten to 40); on ``pharaoh`` deals 1-20, from 10^7
to 10^38 times."""
DECIDE_MAX_POSITIONS = 2_000_000
"""The most positions the depth-first search's table holds before it stops with
:class:`LimitReached` (its memory cap, read when the search starts: some 280 bytes a position,
590 MB at 2.1 million on a ``pharaoh`` deal, with the model's caches)."""
ENTRY_BITS = 32
"""A front packs its entries into one int, ``ENTRY_BITS`` each (an int is no work for the garbage collector)."""
_COST_MASK = (1 << COST_BITS) - 1
_ENTRY_MASK = (1 << ENTRY_BITS) - 1
_UNSEEN = 1 << 62  # the rank of a key not in the depth-first search's table: above every rank
PROBES_AFTER = 20_000
"""States the depth-first search expands alone before it takes turns with probes (see :func:`decide_steps`)."""
PROBE_STATES = 2_000
"""States of each probe."""
BETWEEN_PROBES = 2_000
"""States of the depth-first search between two probes."""
PROBE_SWAP = 0.3
"""The chance that a probe swaps two neighbouring children (see :func:`_shuffled`)."""


_Search = TypeVar("_Search", bound=Callable[..., "SearchResult"])
_Result = TypeVar("_Result")


def _frames_dropped_on_limit(search: _Search) -> _Search:
    """Raise a :class:`LimitReached` from ``search`` without the frames inside it.

    Those frames hold the search's tables (millions of entries); a traceback that keeps them
    keeps the memory for as long as the caller keeps the exception.
    """

    @functools.wraps(search)
    def dropping(*args: Any, **kwargs: Any) -> SearchResult:
        try:
            return search(*args, **kwargs)
        except LimitReached as stopped:
            raise stopped.with_traceback(None) from None

    return cast(_Search, dropping)


def joined(front: int, place: int, cost: int) -> int | None:
    """The front (entries packed as :data:`ENTRY_BITS` and :data:`COST_BITS` say) with ``place``
    reached for ``cost`` moves added, less the entries this covers; ``None`` when an entry of
    ``front`` covers it: an earlier place whose cost plus the draws between is no more.

    >>> front = 2 << COST_BITS | 5
    >>> joined(front, 4, 7) is None, joined(front, 4, 6) == (front | (4 << COST_BITS | 6) << ENTRY_BITS)
    (True, True)
    >>> joined(front, 1, 4) == 1 << COST_BITS | 4
    True
    """
    kept = shift = 0
    while front:
        entry = front & _ENTRY_MASK
        at, spent = entry >> COST_BITS, entry & _COST_MASK
        if at <= place and spent + place - at <= cost:
            return None
        if not (place <= at and cost + at - place <= spent):
            kept |= entry << shift
            shift += ENTRY_BITS
        front >>= ENTRY_BITS
    return kept | (place << COST_BITS | cost) << shift


def holds(front: int, entry: int) -> bool:
    """Whether the packed ``front`` has ``entry`` (see :func:`joined`).

    >>> front = joined(2 << COST_BITS | 5, 4, 6)
    >>> holds(front, 4 << COST_BITS | 6), holds(front, 4 << COST_BITS | 7)
    (True, False)
    """
    while front:
        if front & _ENTRY_MASK == entry:
            return True
        front >>= ENTRY_BITS
    return False


class LimitReached(Exception):
    """A search stopped at its state or time limit or its memory cap (:data:`DECIDE_MAX_POSITIONS`,
    :data:`SHORTEST_MAX_NODES`).

    ``reason``: which limit, as a :class:`~pyramid_solitaire.reasons.Reason` (code ``limit_states``,
    ``limit_time``, ``limit_memory``, ``limit_memory_entries``, ``limit_out_of_reach``,
    ``limit_stopped``, ``limit_budget`` or ``limit_zero``); the message is its English sentence,
    :meth:`describe` says it in another language.
    ``fewest_at_least``: set by :func:`shortest`, the fewest moves a win can take as its search
    proved before it stopped (``None`` when it proved none).

    >>> stopped = LimitReached(Reason.of("limit_states", n=500))
    >>> str(stopped), stopped.describe("nl")
    ('state limit 500 reached', 'grens van 500 standen bereikt')
    """

    fewest_at_least: int | None = None

    def __init__(self, reason: Reason | str) -> None:
        self.reason = reason if isinstance(reason, Reason) else Reason.of("plain_message", text=reason)
        super().__init__(self.reason.describe())

    def describe(self, lang: str = "en") -> str:
        """Which limit stopped the search, in ``lang``.

        >>> LimitReached(Reason.of("limit_states", n=500)).describe("de")
        'Grenze von 500 Stellungen erreicht'
        """
        return self.reason.describe(lang)

    def __reduce__(self) -> tuple[Any, ...]:  # keep the reason through pickling
        return (type(self), (self.reason,))


def memory_cap(most: int, entries: bool = False) -> LimitReached:
    """The stop of a search whose table outgrew its memory cap of ``most`` positions
    (:data:`DECIDE_MAX_POSITIONS`, :data:`SHORTEST_MAX_NODES`), or of ``most`` table entries with
    ``entries`` (the summaries' cap, whose entries are states and exits).

    >>> str(memory_cap(2_000_000)), str(memory_cap(1_000, entries=True))
    ('memory cap of 2,000,000 positions reached', 'memory cap of 1,000 table entries reached')
    """
    return LimitReached(Reason.of("limit_memory_entries" if entries else "limit_memory", n=most))


def out_of_reach(before: tuple[int, int], now: tuple[int, int], upper: int, most: int) -> LimitReached | None:
    """The stop of a shortest-path search whose proof is out of reach, or ``None``: ``before`` and
    ``now`` are the cost bounds of two layers and the nodes stored when each began, ``upper`` the
    length of the win in hand, ``most`` the memory cap. Each move proved has cost the search about
    ``growth`` times the nodes of the one before; when the moves left to prove up to ``upper`` would
    at that rate take it :data:`OUT_OF_REACH_FACTOR` times past its cap, it stops at once instead
    of filling its memory first.

    >>> print(out_of_reach((55, 12_208), (56, 34_779), 99, 1_500_000))
    out of reach: at 2.8 times the positions for each move, proving 43 more moves would take far more than the memory cap of 1,500,000 positions
    >>> out_of_reach((40, 10_000), (41, 22_429), 56, 1_500_000) is None  # a long first win, a slower growth
    True
    """
    (f_before, stored_before), (f, stored) = before, now
    if stored < OUT_OF_REACH_AFTER or f <= f_before or not stored_before:
        return None
    growth = (stored / stored_before) ** (1 / (f - f_before))
    moves = upper - f
    if growth <= 1 or moves <= 0 or math.log(stored) + moves * math.log(growth) < math.log(most * OUT_OF_REACH_FACTOR):
        return None
    return LimitReached(Reason.of("limit_out_of_reach", growth=round(growth, 1), moves=moves, cap=most))


class SearchStopped(LimitReached):
    """A search stopped because its caller set the stop event (see :class:`Limits`).

    >>> import threading
    >>> from pyramid_solitaire.solver import solve
    >>> stop = threading.Event()
    >>> stop.set()
    >>> found = solve(1, "classic", stop=stop)  # the search raises SearchStopped inside; solve answers
    >>> found.status, found.limit
    ('unknown', 'the search was stopped')
    """


class BudgetSpent(LimitReached):
    """A search spent the states of a budget of its own (see :meth:`Limits.budget`), not a limit
    of its caller's.

    >>> spent = BudgetSpent(Reason.of("limit_budget", n=100))
    >>> isinstance(spent, LimitReached), str(spent)
    (True, 'budget of 100 states spent')
    """


class StopEvent(Protocol):
    """What a search asks to learn whether to stop: a :class:`threading.Event` will do.

    >>> import threading
    >>> stop = threading.Event()
    >>> limits = Limits(stop=stop)
    >>> limits.check()  # not set: the search goes on
    >>> stop.set()
    >>> limits.check()
    Traceback (most recent call last):
    ...
    pyramid_solitaire.solver.search.SearchStopped: the search was stopped
    """

    def is_set(self) -> bool:
        """True once the search should stop.

        >>> import threading
        >>> threading.Event().is_set()
        False
        """
        ...


def time_limit_reached(seconds: float) -> Reason:
    """Why a search stopped by a time limit of ``seconds`` stopped.

    >>> time_limit_reached(0.8).describe(), time_limit_reached(1 / 3).describe("de")
    ('time limit 0.8 s reached', 'Zeitgrenze von 0,333 s erreicht')
    """
    return Reason.of("limit_time", seconds=round(seconds, 3))


@dataclass
class Limits:
    """Optional limits on a search, and the counters it keeps.

    ``stop``, an event such as :class:`threading.Event`, ends the search with
    :class:`SearchStopped` soon after it is set (within :data:`CHECK_EVERY` states). ``clock``
    measures ``max_seconds``: elapsed time by default; :func:`time.process_time` counts the
    process's CPU time instead, which other load on the machine does not use up.

    >>> Limits(max_seconds=10, clock=time.process_time).clock is time.process_time
    True
    """

    max_seconds: float | None = None
    max_states: int | None = None
    started: float = -math.inf  # set from the clock when the limits are made
    states: int = 0
    peak_table: int = 0
    stop: StopEvent | None = None
    clock: Callable[[], float] = time.perf_counter
    budget_end: int | None = field(default=None, init=False, repr=False)  # set by budget()
    _budget_start: int = field(default=0, init=False, repr=False)

    def __post_init__(self) -> None:
        require_event(self.stop)
        if not callable(self.clock):
            raise PyramidError(Reason.of("clock_type", clock=self.clock))
        if self.started == -math.inf:
            self.started = self.clock()
        seconds, states = self.max_seconds, self.max_states
        if seconds is not None and not (is_real(seconds) and seconds >= 0):
            raise PyramidError(Reason.of("max_seconds", value=seconds))
        if states is not None and (not is_whole(states) or states < 0):
            raise PyramidError(Reason.of("max_states", value=states))

    @contextlib.contextmanager
    def budget(self, states: int) -> Iterator[None]:
        """Within the block, :meth:`check` also raises :class:`BudgetSpent` once ``states`` more
        states are counted (the caller's own limits are looked at first).

        >>> limits = Limits(max_states=10_000)
        >>> with limits.budget(100):
        ...     limits.states += 101
        ...     limits.check()
        Traceback (most recent call last):
        ...
        pyramid_solitaire.solver.search.BudgetSpent: budget of 100 states spent
        """
        saved = self.budget_end, self._budget_start
        self.budget_end, self._budget_start = self.states + states, self.states
        try:
            yield
        finally:
            self.budget_end, self._budget_start = saved

    @property
    def forbid_search(self) -> bool:
        """True when a limit of zero forbids any search.

        >>> Limits().forbid_search, Limits(max_states=0).forbid_search, Limits(max_seconds=0).forbid_search
        (False, True, True)
        """
        return self.max_seconds == 0 or self.max_states == 0

    def check(self) -> None:
        """Raise :class:`LimitReached` when a limit is passed, :class:`SearchStopped` when told to stop.

        >>> limits = Limits(max_states=10)
        >>> limits.check()  # within the limits: nothing happens
        >>> limits.states = 11
        >>> limits.check()
        Traceback (most recent call last):
        ...
        pyramid_solitaire.solver.search.LimitReached: state limit 10 reached
        """
        if self.stop is not None and self.stop.is_set():
            raise SearchStopped(Reason.of("limit_stopped"))
        if self.max_states is not None and self.states > self.max_states:
            raise LimitReached(Reason.of("limit_states", n=self.max_states))
        if self.budget_end is not None and self.states > self.budget_end:
            raise BudgetSpent(Reason.of("limit_budget", n=self.budget_end - self._budget_start))
        if self.max_seconds is not None and self.clock() - self.started > self.max_seconds:
            raise LimitReached(time_limit_reached(self.max_seconds))


@dataclass
class SearchResult:
    """What a search found: ``won`` and the winning ``steps`` (empty when lost).

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> decide(LinearModel(Game.from_number(1, "classic")), Limits())
    SearchResult(won=False, steps=[])
    """

    won: bool
    steps: list[Step]


EventSink = Callable[[str, int, list[Step]], None]
"""Called with an event kind (``expand``, ``backtrack``, ``solution``), the depth and the steps so far."""


def finish(steps: Generator[Any, None, _Result]) -> _Result:
    """Run a search in slices (such as :func:`decide_steps`) to its end and return its result.

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> finish(decide_steps(LinearModel(Game.from_number(1)), Limits())).won
    True
    """
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return cast(_Result, done.value)


def decide(model: Model, limits: Limits, on_event: EventSink | None = None) -> SearchResult:
    """Depth-first search with a transposition table over folded nodes: is the position won?

    The search keeps its own stack (for each state on the path, the steps into it and the children
    still to try), so it needs no deep recursion; it visits states in the order a recursion would.

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> decide(LinearModel(Game.from_number(1, "classic")), Limits()).won
    False
    """
    return finish(decide_steps(model, limits, on_event))


def decide_steps(model: Model, limits: Limits, on_event: EventSink | None = None) -> Generator[None, None, SearchResult]:
    """:func:`decide` in slices: a generator that yields each time it looks at its limits (every
    :data:`CHECK_EVERY` states) and returns the :class:`SearchResult`.

    A depth-first search can spend long under an early move that loses while another order of
    the same moves wins at once. So once the search has expanded :data:`PROBES_AFTER` states,
    it takes turns with probes: depth-first searches of :data:`PROBE_STATES` states each, every
    one with its own table and the children of each state in a slightly shuffled order (seeded,
    so a run is repeatable). A probe's win is a win; a probe that finishes has searched
    everything, so its loss is a loss too; else it is dropped and the search goes on where it
    was. With ``on_event`` there are no probes (the events follow one search). Without it, a model
    that can search its start by summaries of the waste (:mod:`.summaries`) does so instead, and
    with passes to come the search hands each state that starts the last pass to them
    (:meth:`~.position.Model.last_pass_search`: a lost one is a leaf, a won one ends the search).

    Every move removes a card, so no state comes back on its own line: a key in a search's
    table is, but for the states on its present path, searched to the end, and (no win found
    yet) lost from its place on. So a probe skips what the search has proved lost, and a dropped
    probe hands what it proved lost to the search.

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> search = decide_steps(LinearModel(Game.from_number(1, "classic")), Limits())
    >>> next(search) is None
    True
    """
    if on_event is None:
        summaries = model.search_by_summaries(limits)
        if summaries is not None:  # the last pass: a search with no waste in its states
            return (yield from summaries)
    seen: dict[Any, int] = {}
    frames: list[Any] = []
    main = _depth_first(model, limits, on_event, None, seen, frames)
    if on_event is not None:
        return (yield from main)
    try:
        done = 0  # states the main search has expanded (as counted in limits.states)
        probes = 0
        goal = PROBES_AFTER
        while True:
            before = limits.states
            try:
                next(main)
            except StopIteration as end:
                return cast(SearchResult, end.value)
            done += limits.states - before
            yield
            if done >= goal:
                found = yield from _probe(model, limits, probes, seen, {frame[2] for frame in frames})
                if found is not None:
                    return found
                probes += 1
                goal = done + BETWEEN_PROBES
    finally:
        main.close()


def _probe(
    model: Model, limits: Limits, seed: int, known: dict[Any, int], path: set[Any]
) -> Generator[None, None, SearchResult | None]:
    """A depth-first search with shuffled children (see :func:`decide_steps`) for up to
    :data:`PROBE_STATES` states: its result, or ``None`` when it did not finish. It skips the
    keys of ``known`` (the search's table) but those of ``path`` (the search's path), and when
    dropped it adds to ``known`` the keys it searched to the end."""
    seen: dict[Any, int] = {}
    frames: list[Any] = []
    search = _depth_first(model, limits, None, random.Random(seed), seen, frames, known, path)
    start = limits.states
    try:
        while limits.states - start < PROBE_STATES:
            try:
                next(search)
            except StopIteration as end:
                return cast(SearchResult, end.value)
            yield
    finally:
        search.close()
    unfinished = {frame[2] for frame in frames}
    for key, rank in seen.items():
        if key not in unfinished and rank < known.get(key, _UNSEEN):
            known[key] = rank
    return None


def _shuffled(children: list[Any], rng: random.Random) -> list[Any]:
    """``children`` with each neighbouring two swapped, left to right, with chance :data:`PROBE_SWAP`
    (a child may so drift several places down; the order stays mostly the model's)."""
    children = list(children)
    for i in range(len(children) - 1):
        if rng.random() < PROBE_SWAP:
            children[i], children[i + 1] = children[i + 1], children[i]
    return children


def state_batch(limits: Limits) -> int:
    """States to expand before the next look at ``limits``: :data:`CHECK_EVERY`, or fewer when the
    state limit or a budget's end comes sooner (so that a search stops there, not at the next multiple).

    >>> state_batch(Limits()), state_batch(Limits(max_states=10)), state_batch(Limits(max_states=10, states=10))
    (128, 11, 1)
    """
    ends = [end for end in (limits.max_states, limits.budget_end) if end is not None]
    if not ends:
        return CHECK_EVERY
    return max(1, min(CHECK_EVERY, min(ends) + 1 - limits.states))


def _depth_first(
    model: Model, limits: Limits, on_event: EventSink | None, rng: random.Random | None,
    seen: dict[Any, int], frames: list[tuple[Iterator[tuple[list[Step], Any]], list[Step], Any]],
    known: dict[Any, int] | None = None, path: set[Any] | frozenset[Any] = frozenset(),
) -> Generator[None, None, SearchResult]:
    """The depth-first search of :func:`decide_steps`, with its table ``seen`` and its path
    ``frames`` (per state on the path from the start: its children still to try, the steps into
    it and its key), both empty at first. ``rng``, when given, shuffles the children of each
    state (see :func:`_shuffled`); the keys of ``known`` not in ``path`` are skipped as lost."""
    start_steps, root = model.start(limits.check)
    if root is None:
        return SearchResult(False, [])
    fold, won, children, rank_seen = model.fold, model.won, model.decide_children, seen.get
    settle = model.last_pass_search if on_event is None else None  # events follow this search alone
    lost = known.get if known is not None else None
    push, pop = frames.append, frames.pop

    def flat() -> list[Step]:
        return [step for _kids, steps, _key in frames for step in steps]

    most_positions = DECIDE_MAX_POSITIONS
    expanded = 0  # states expanded and not yet added to limits.states
    batch = state_batch(limits)  # states to expand before the next look at the limits
    clock = time.perf_counter
    next_look = clock() + LOOK_EVERY
    kids = iter([(start_steps, root)])
    try:
        while True:
            for steps, state in kids:
                key, rank = fold(state)
                if rank_seen(key, _UNSEEN) <= rank:
                    continue  # covered: reached before at this place or an earlier one
                if lost is not None and lost(key, _UNSEEN) <= rank and key not in path:
                    continue  # proved lost by the search this probe takes turns with
                seen[key] = rank
                expanded += 1
                if expanded == batch or on_event:  # events report the count
                    limits.states += expanded
                    expanded = 0
                    limits.check()
                    if len(seen) > most_positions:
                        raise memory_cap(most_positions)
                    yield
                    batch = state_batch(limits)  # a probe may have counted states in between
                    next_look = clock() + LOOK_EVERY
                elif not expanded & 7 and clock() >= next_look:  # slow states: a look at the limits between
                    limits.check()
                    next_look = clock() + LOOK_EVERY
                push((kids, steps, key))
                if won(state):
                    if on_event:
                        on_event("solution", len(frames) - 1, flat())
                    return SearchResult(True, flat())
                if settle is not None:
                    last_pass = settle(state, limits)
                    if last_pass is not None:  # the last pass, decided by summaries of the waste
                        limits.states += expanded  # so that its own batches end at the state limit
                        expanded = 0
                        found = yield from last_pass
                        batch = state_batch(limits)
                        if found.won:
                            return SearchResult(True, flat() + found.steps)
                        kids = iter(())
                        break
                if on_event:
                    on_event("expand", len(frames) - 1, flat())
                kids = iter(children(state) if rng is None else _shuffled(children(state), rng))
                break
            else:  # every child of the state at the end of the path is done
                if not frames:
                    return SearchResult(False, [])
                if on_event:
                    on_event("backtrack", len(frames) - 1, flat())
                kids = pop()[0]
    finally:
        limits.states += expanded
        limits.peak_table = max(limits.peak_table, len(seen))


@_frames_dropped_on_limit
def shortest(
    model: Model,
    limits: Limits,
    on_event: EventSink | None = None,
    upper: int | None = None,
    max_nodes: int | None = None,
) -> SearchResult:
    """:func:`shortest_steps` run to its end: the fewest moves to a win.

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> len(shortest(LinearModel(Game.from_number(1), side_kings=False), Limits()).steps)
    43
    """
    return finish(shortest_steps(model, limits, on_event, upper, max_nodes))


def shortest_steps(
    model: Model,
    limits: Limits,
    on_event: EventSink | None = None,
    upper: int | None = None,
    max_nodes: int | None = None,
) -> Generator[None, None, SearchResult]:
    """A* with a bucket queue: the fewest moves to a win, each draw, recycle and removal counting one;
    a generator that yields each time it looks at its limits (as :func:`decide_steps` does) and
    returns the :class:`SearchResult`.

    Nodes are the model's :meth:`~Model.position` keys with a place on their draw chain; a node is
    skipped when the same key was reached at an earlier place whose cost plus the draws between
    is no more. ``upper``, the length of a known win, prunes every node that cannot beat it. A node
    is expanded in steps (partial expansion): first the children reached with few draws, the rest
    only when the search's cost bound reaches them, which it often never does.

    Past ``max_nodes`` stored nodes (the memory cap; by default :data:`SHORTEST_MAX_NODES`, read
    when the search starts), at a limit of ``limits``, or, with ``upper``, as soon as the moves left
    to prove are out of reach of the cap (:func:`out_of_reach`), it stops with
    :class:`LimitReached`, whose ``fewest_at_least`` is then the cost bound ``f`` it was working
    on, plus the forced moves at the start: the bound is consistent, so every node of a lower
    ``f`` was expanded, and no win is shorter.

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> model = LinearModel(Game.from_number(1), side_kings=False)
    >>> len(finish(shortest_steps(model, Limits())).steps)
    43
    >>> try:
    ...     finish(shortest_steps(model, Limits(max_states=500)))
    ... except LimitReached as stopped:
    ...     print(stopped, 0 < stopped.fewest_at_least <= 43)
    state limit 500 reached True
    """
    start_steps, root = model.start(limits.check)
    if root is None:
        return SearchResult(False, [])
    if model.won(root):
        return SearchResult(True, list(start_steps))
    position, bound, won, children = model.position, model.bound, model.won, model.optimal_children
    chain_bound = model.chain_bound
    # The tables hold few objects per node, all ints or tuples of ints, strings and bytes, which the
    # cyclic garbage collector stops tracking at its first look: however large they grow, it stays quick.
    # fronts[key]: the places and costs reached, none covering another, packed (see joined)
    fronts: dict[Any, int] = {}
    # parents[node]: the node it was reached from, then the steps between
    parents: dict[tuple[Any, int], tuple[Any, ...]] = {}
    # buckets[f]: the queued nodes of cost bound f, four items each (pushed in one go, so that no
    # tuple has to hold them): cost, state, node, resume token of a partly expanded node or None
    buckets: list[list[Any]] = []
    limit = upper if upper is not None else 1 << 30

    def line(node: tuple[Any, int]) -> list[Step]:
        parts = []
        current: tuple[Any, int] | None = node
        while current is not None:
            entry = parents[current]
            current = entry[0]
            parts.append(entry[1:])
        return model.replayed([step for steps in reversed(parts) for step in steps])

    root_key, root_place = root_node = position(root)
    fronts[root_key] = root_place << COST_BITS
    parents[root_node] = (None, *start_steps)
    f = bound(root)
    slot = (f << _TIE) + min(f, _TIE_MOST)
    # the buckets below f's first value are never used (a node's f is never below its parent's): one list serves them
    unused = f << _TIE
    buckets = [[]] * unused + [[] for _ in range(slot - unused)] + [[0, root, root_node, None]]
    most_nodes = SHORTEST_MAX_NODES if max_nodes is None else max_nodes
    batch = state_batch(limits)  # states to expand before the next look at the limits
    layer = (f, len(parents))  # the cost bound being worked and the nodes stored when it began
    try:
        while slot < len(buckets):
            bucket = buckets[slot]
            if not bucket:
                buckets[slot] = []
                slot += 1
                continue
            if slot >> _TIE != f:  # every node of a lower cost bound is expanded: a layer begins
                f, before, layer = slot >> _TIE, layer, (slot >> _TIE, len(parents))
                if upper is not None and (hopeless := out_of_reach(before, layer, upper, most_nodes)) is not None:
                    raise hopeless
            resume = bucket.pop()
            node = bucket.pop()
            state = bucket.pop()
            g = bucket.pop()
            front = fronts[node[0]]
            entry = node[1] << COST_BITS | g
            if front != entry and (front <= _ENTRY_MASK or not holds(front, entry)):
                continue  # a cheaper arrival covered it after it was queued
            if resume is None:
                if won(state):
                    result = line(node)
                    if on_event:
                        on_event("solution", g, result)
                    return SearchResult(True, result)
                limits.states += 1
                batch -= 1
                if not batch:
                    limits.check()
                    limits.peak_table = max(limits.peak_table, len(parents))
                    if len(parents) > most_nodes:
                        raise memory_cap(most_nodes)
                    yield
                    batch = state_batch(limits)
                if on_event:
                    on_event("expand", g, line(node))
            # Partial expansion: a child behind d draws costs at least g + d + chain_bound(state)
            # (that bound drops by at most one per move, and never on a draw), so only lead-ins up to
            # f - g - chain_bound are needed now; the others come when f reaches them, if ever.
            lead_in = f - g - chain_bound(state)
            found, resume = children(state, lead_in + AHEAD, resume)
            if resume is not None:
                later = f - lead_in + resume[0]  # where the next lead-in is first needed
                if later <= limit:
                    at = (later << _TIE) + min(later - g, _TIE_MOST)
                    while len(buckets) <= at:
                        buckets.append([])
                    buckets[at].extend((g, state, node, resume))
            for steps, child in found:
                g2 = g + len(steps)
                key, place = child_node = position(child)
                reached = fronts.get(key)
                merged = place << COST_BITS | g2
                if reached is not None:
                    if (joined_front := joined(reached, place, g2)) is None:
                        continue  # covered: an earlier arrival is as good (its bound is not needed)
                    merged = joined_front
                left = bound(child)
                child_won = not left and won(child)  # a won state's bound is 0 (the bounds are admissible)
                f2 = g2 + left
                if f2 < f:  # never below the parent's (the bounds are consistent: this only guards)
                    f2 = f
                if f2 > limit:
                    continue
                fronts[key] = merged
                parents[child_node] = (node, *steps)
                if child_won and f2 == f:  # nothing queued can beat it: f never decreases
                    result = line(child_node)
                    if on_event:
                        on_event("solution", g2, result)
                    return SearchResult(True, result)
                h = f2 - g2
                at = (f2 << _TIE) + (h if h < _TIE_MOST else _TIE_MOST)
                while len(buckets) <= at:
                    buckets.append([])
                buckets[at].extend((g2, child, child_node, None))
                if at < slot:  # same f, nearer the goal: next
                    slot = at
    except LimitReached as stopped:
        # Every queued node, and every lead-in still to come of a partly expanded one, has f at
        # least the f being worked (f never decreases), and one of them leads on a shortest win.
        stopped.fewest_at_least = len(start_steps) + f
        raise
    finally:
        limits.peak_table = max(limits.peak_table, len(parents))
    return SearchResult(False, [])
