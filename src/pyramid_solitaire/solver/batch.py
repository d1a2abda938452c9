"""Many deals at once: ``solve_many`` and ``solve_iter`` on any ``concurrent.futures.Executor``, and ``win_rate``.

>>> records = solve_many([1, 2, 3], "standard", workers=1, progress=False)
>>> [r.status for r in records]
['winnable', 'winnable', 'winnable']
>>> str(win_rate(records)).split(" (")[0]
'100.00 %'
"""

from __future__ import annotations

import inspect
import math
import os
import signal
import sys
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence, Sized
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from itertools import islice
from typing import Any, get_args

from ..arguments import require_executor
from ..deal import Deal
from ..errors import InvalidDealError, PyramidError, is_real, is_whole
from ..moves import Move
from ..reasons import Reason, reason_of
from ..rules import Rules, RulesLike
from .api import Status, solve
from .search import Limits

Z_95 = 1.959963984540054
STATUSES: tuple[Status, ...] = get_args(Status)
"""The statuses a solve ends with."""


@dataclass(frozen=True)
class SolveRecord:
    """One deal's result: the ``deal``, its ``status``, the winning ``moves``, ``seconds`` and
    ``states``; with ``optimal=True``, whether the moves are proved the fewest (``optimal``) and the
    fewest moves proved (``fewest_moves_at_least``), as in :class:`~.api.Solution`.

    >>> record = solve_many([1], "classic", workers=1, progress=False)[0]
    >>> record.deal.number, record.status
    (1, 'unwinnable')
    >>> best = solve_many([33], "apophis", workers=1, progress=False, optimal=True, max_states=1_000)[0]
    >>> best.status, best.optimal, best.fewest_moves_at_least <= len(best.moves)
    ('winnable', False, True)
    """

    deal: Deal
    status: Status
    moves: tuple[Move, ...]
    seconds: float
    states: int
    optimal: bool = False
    fewest_moves_at_least: int | None = None


def _solve_chunk(chunk: list[tuple[int, Deal]], rules: Rules, options: dict[str, Any]) -> list[tuple[int, SolveRecord]]:
    records = []
    for index, deal in chunk:
        solution = solve(deal, rules, **options)
        records.append(
            (index, SolveRecord(
                deal, solution.status, tuple(solution.moves), solution.seconds, solution.states,
                solution.optimal, solution.fewest_moves_at_least,
            ))
        )
    return records


def progress_bar(total: int | None, enabled: bool, unit: str = "deal") -> Any:
    """A tqdm bar counting deals (``unit`` names one, in the reader's language), or a bar that shows
    nothing when ``enabled`` is false.

    Under Pyodide no thread can start, so the bar goes without tqdm's monitor thread (tqdm
    would warn on every bar that it could not start it).

    >>> progress_bar(3, enabled=False).update(1)
    """
    if not enabled:
        return _NoBar()
    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover - tqdm is a dependency; keep working without it
        return _NoBar()
    if sys.platform == "emscripten":
        tqdm = type("tqdm", (tqdm,), {"monitor_interval": 0})
    return tqdm(total=total, unit=unit)


class _NoBar:
    """A progress bar that shows nothing."""

    def update(self, n: int) -> None: ...
    def close(self) -> None: ...


def _local_pool(workers: int | None) -> Executor | None:
    """A process pool, or ``None`` where processes are not available (Pyodide, some sandboxes)."""
    if sys.platform == "emscripten" or workers == 1:
        return None
    try:
        return ProcessPoolExecutor(max_workers=workers, initializer=_leave_interrupts_to_the_parent)
    except (OSError, NotImplementedError, ImportError):
        return None


def _leave_interrupts_to_the_parent() -> None:
    """In a worker process: Ctrl+C stops the parent, which cancels the work; the worker stays quiet."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _check_deals(deals: object, name: str = "deals") -> None:
    """A :class:`PyramidError` unless ``deals`` is an iterable of deals (not one deal's text)."""
    if isinstance(deals, (str, bytes, Deal)) or not isinstance(deals, Iterable):
        raise PyramidError(Reason.of("deals_iterable", name=name, deals=deals))


def _check_workers(workers: int | None) -> None:
    if workers is not None and (not is_whole(workers) or workers < 1):
        raise PyramidError(Reason.of("workers_count", workers=workers))


def _check_chunk_size(chunk_size: int | None) -> None:
    if chunk_size is not None and (not is_whole(chunk_size) or chunk_size < 1):
        raise PyramidError(Reason.of("chunk_size", chunk_size=chunk_size))


SOLVE_OPTIONS = tuple(name for name in inspect.signature(solve).parameters if name not in ("game_or_deal", "rules"))
"""The options :func:`solve_many` passes on to :func:`~pyramid_solitaire.solver.solve`."""


def _check_options(options: dict[str, Any]) -> None:
    unknown = [name for name in options if name not in SOLVE_OPTIONS]
    if unknown:
        raise PyramidError(Reason.of(
            "solve_options", names=", ".join(unknown), n=len(unknown), known=", ".join(SOLVE_OPTIONS)
        ))


def _deal_at(index: int, deal: object, rules: Rules, name: str = "deals") -> Deal:
    """Item ``index`` of the deals of a batch as a :class:`Deal`, an error naming its place.
    ``None`` is refused, as :func:`~pyramid_solitaire.solver.solve` refuses it (to
    :meth:`Deal.coerce` it is a random deal, which a batch could not give again).

    >>> _deal_at(0, 7, Rules.coerce(None)).number
    7
    >>> _deal_at(3, None, Rules.coerce(None))
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidDealError: deals[3]: a deal must be a Deal, its text or a deal number, not NoneType
    """
    try:
        if deal is None:
            raise InvalidDealError(Reason.of("deal_type", type=type(deal).__name__))
        return Deal.coerce(deal, rules)  # type: ignore[arg-type]  # checked there
    except InvalidDealError as exc:
        raise InvalidDealError(Reason.of("batch_deal", name=name, index=index, cause=reason_of(exc))) from None


def _chunks(deals: Iterable[Deal | int | str], rules: Rules, size: int) -> Iterator[list[tuple[int, Deal]]]:
    """The deals, numbered in input order, read lazily ``size`` at a time."""
    numbered = enumerate(_deal_at(index, deal, rules) for index, deal in enumerate(deals))
    while chunk := list(islice(numbered, size)):
        yield chunk


def _solve_numbered(
    deals: Iterable[Deal | int | str],
    rules: Rules,
    executor: Executor | None,
    workers: int | None,
    chunk_size: int | None,
    options: dict[str, Any],
) -> Iterator[tuple[int, SolveRecord]]:
    """(input position, record) pairs as the deals are decided; a few chunks in flight at a time."""
    _check_workers(workers)
    _check_chunk_size(chunk_size)
    _check_options(options)
    require_executor(executor)
    Limits(**{name: options[name] for name in ("max_seconds", "max_states", "clock") if name in options})  # checked here
    own = executor is None
    pool = _local_pool(workers) if own else executor
    pending: set[Future[list[tuple[int, SolveRecord]]]] = set()
    try:
        if pool is None:
            for single in _chunks(deals, rules, 1):
                yield from _solve_chunk(single, rules, options)
            return
        parallel = workers or getattr(pool, "_max_workers", None) or os.cpu_count() or 1
        if chunk_size is None:
            total = len(deals) if isinstance(deals, Sized) else None
            chunk_size = max(1, min(32, total // (parallel * 8))) if total else 4
        chunks = _chunks(deals, rules, chunk_size)
        in_flight = 2 * parallel
        while True:
            while len(pending) < in_flight and (chunk := next(chunks, None)) is not None:
                pending.add(pool.submit(_solve_chunk, chunk, rules, options))
            if not pending:
                break
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield from future.result()
    except BaseException:  # Ctrl+C, an error, or the iterator closed early: stop without waiting
        for future in pending:
            future.cancel()
        if own and pool is not None:
            _stop_at_once(pool)
        raise
    if own and pool is not None:
        pool.shutdown()


def _stop_at_once(pool: Executor) -> None:
    """Shut ``pool`` down and end its worker processes now, not after their chunks: a second Ctrl+C
    while waiting for them would leave the pool half shut, and the interpreter waiting for it forever.
    """
    processes = list((getattr(pool, "_processes", None) or {}).values())  # before shutdown forgets them
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()


def solve_iter(
    deals: Iterable[Deal | int | str],
    rules: RulesLike = None,
    *,
    executor: Executor | None = None,
    workers: int | None = None,
    chunk_size: int | None = None,
    progress: bool = False,
    total: int | None = None,
    **options: Any,
) -> Iterator[SolveRecord]:
    """Solve the deals and yield each record as soon as its deal is decided (in the order they finish).

    ``deals`` may be any iterable, a generator or an endless one included: it is read as the work
    goes, with only a few chunks of deals in flight at once, so memory stays bounded. The work
    runs as in :func:`solve_many`; closing the iterator early cancels what has not started and ends
    the worker processes it started (use
    ``contextlib.closing(solve_iter(...))`` when a loop may stop before the end, so the worker
    processes stop at once rather than when the iterator is collected).
    ``progress`` shows a bar, counting up to ``total`` (or ``len(deals)``) when known.

    >>> [record.deal.number for record in solve_iter(range(1, 4), workers=1)]
    [1, 2, 3]
    """
    _check_deals(deals)
    rules = Rules.coerce(rules)
    bar = progress_bar(total if total is not None else len(deals) if isinstance(deals, Sized) else None, progress)
    try:
        for _index, record in _solve_numbered(deals, rules, executor, workers, chunk_size, options):
            bar.update(1)
            yield record
    finally:
        bar.close()


def solve_many(
    deals: Iterable[Deal | int | str],
    rules: RulesLike = None,
    *,
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool = True,
    chunk_size: int | None = None,
    **options: Any,
) -> list[SolveRecord]:
    """Solve every deal (a :class:`Deal`, a deal number or deal text) and return one record each, in order.

    The work runs on ``executor`` when given (any ``concurrent.futures.Executor``, such as a Dask
    ``client.get_executor()``), else on a pool of ``workers`` processes (all cores by default), or
    in this process where processes are unavailable or ``workers=1``. ``options`` go to
    :func:`~pyramid_solitaire.solver.solve` (``optimal``, ``max_seconds``, ``max_states``, ``clock``).
    ``progress`` shows a tqdm bar (its notebook form in Jupyter). ``deals`` is read lazily (see
    :func:`solve_iter`, which also yields the records as they come).

    >>> [record.status for record in solve_many(range(1, 4), "classic", workers=1, progress=False)]
    ['unwinnable', 'winnable', 'winnable']
    """
    _check_deals(deals)
    rules = Rules.coerce(rules)
    bar = progress_bar(len(deals) if isinstance(deals, Sized) else None, progress)
    found: dict[int, SolveRecord] = {}
    try:
        for index, record in _solve_numbered(deals, rules, executor, workers, chunk_size, options):
            found[index] = record
            bar.update(1)
    finally:
        bar.close()
    return [found[index] for index in range(len(found))]


@dataclass(frozen=True)
class WinRate:
    """A win rate with its 95 % Wilson confidence interval, over the ``decided`` deals.

    >>> rate = win_rate(solve_many(range(1, 4), workers=1, progress=False))
    >>> rate.wins, rate.decided, str(rate)
    (3, 3, '100.00 % (95 % CI 43.85-100.00 %, 3 of 3 deals)')
    """

    wins: int
    decided: int
    unknown: int
    rate: float
    low: float
    high: float

    @classmethod
    def of(cls, statuses: Iterable[str]) -> WinRate:
        """The win rate of deals with these statuses (``winnable``, ``unwinnable``, ``unknown``).

        >>> WinRate.of(["winnable", "unwinnable", "unknown"]).rate
        0.5
        >>> WinRate.of(["winnable", "won"])
        Traceback (most recent call last):
        ...
        pyramid_solitaire.errors.PyramidError: statuses: 'won' is not a status: give 'winnable', 'unwinnable' or 'unknown' for each deal
        """
        if isinstance(statuses, (str, bytes)) or not isinstance(statuses, Iterable):
            raise PyramidError(Reason.of("win_rate_status", statuses=statuses, variant="iterable"))
        listed = list(statuses)
        for status in listed:
            if not isinstance(status, str) or status not in STATUSES:
                raise PyramidError(Reason.of("win_rate_status", status=status))
        counts = Counter(listed)
        unknown = counts["unknown"]
        return cls.counted(counts["winnable"], sum(counts.values()) - unknown, unknown)

    @classmethod
    def counted(cls, wins: int, decided: int, unknown: int = 0) -> WinRate:
        """The win rate of ``wins`` winnable deals out of ``decided``, with ``unknown`` more left undecided.

        >>> str(WinRate.counted(680, 10_000))
        '6.80 % (95 % CI 6.32-7.31 %, 680 of 10,000 deals)'
        """
        low, high = wilson_interval(wins, decided)
        if not is_whole(unknown) or unknown < 0:
            raise PyramidError(Reason.of("win_rate_unknown", unknown=unknown))
        return cls(wins, decided, unknown, wins / decided if decided else 0.0, low, high)

    def describe(self, lang: str = "en") -> str:
        """The rate, its interval and the counts in ``lang`` (``en``, ``de``, ``nl`` or ``fi``).

        >>> WinRate.counted(680, 10_000, 3).describe("de")
        '6,80 % (95-%-KI 6,32–7,31 %, 680 von 10.000 Spielen), 3 unentschieden'
        >>> WinRate.counted(0, 0, 2).describe()
        'no deal decided, 2 undecided'
        """
        variant = "none" if not self.decided else "undecided" if self.unknown else None
        return Reason.of(
            "win_rate", variant=variant, rate=100 * self.rate, low=100 * self.low,
            high=100 * self.high, wins=self.wins, decided=self.decided, unknown=self.unknown,
        ).describe(lang)

    def __str__(self) -> str:
        return self.describe()


def wilson_interval(wins: int, n: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes in ``n`` trials.

    >>> low, high = wilson_interval(680, 10_000)
    >>> round(low, 4), round(high, 4)
    (0.0632, 0.0731)
    """
    if not (is_whole(wins) and is_whole(n) and 0 <= wins <= n and is_real(z) and z > 0):
        raise PyramidError(Reason.of("wilson_counts", wins=wins, n=n, z=z))
    if n == 0:
        return 0.0, 1.0
    p, per_trial = wins / n, 1 / n  # exact divisions of integers: no overflow however many trials
    denominator = 1 + z * z * per_trial
    centre = (p + z * z * per_trial / 2) / denominator
    half = z * math.sqrt(p * (1 - p) * per_trial + z * z * per_trial * per_trial / 4) / denominator
    low = 0.0 if wins == 0 else max(0.0, centre - half)
    high = 1.0 if wins == n else min(1.0, centre + half)
    return low, high


def win_rate(
    deals_or_records: Sequence[SolveRecord] | Iterable[Deal | int | str], rules: RulesLike = None, **options: Any
) -> WinRate:
    """The share of winnable deals with its 95 % confidence interval; undecided deals are left out
    (and counted in ``unknown``). Pass records from :func:`solve_many`, or deals to solve
    (``rules`` and ``options`` go to :func:`solve_many`; records keep the rules they were solved
    with, so with records they are refused). No deal at all is refused too: it has no rate.

    >>> win_rate(range(1, 5), "classic", workers=1, progress=False).wins
    2
    >>> records = solve_many(range(1, 5), "classic", workers=1, progress=False)
    >>> win_rate(records, "standard")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.PyramidError: win_rate was given records from solve_many and rules: the records are solved already; give rules only with deals to solve
    """
    _check_deals(deals_or_records, "deals_or_records")
    items = list(deals_or_records)
    if not items:
        raise PyramidError(Reason.of("rate_of_nothing"))
    if all(isinstance(item, SolveRecord) for item in items):
        settings = (["rules"] if rules is not None else []) + sorted(options)
        if settings:
            raise PyramidError(Reason.of("records_settings", names=", ".join(settings)))
        records: list[SolveRecord] = items  # type: ignore[assignment]
        _check_each_once([record.deal for record in records])
    else:
        chosen = Rules.coerce(rules)
        deals = [_deal_at(index, item, chosen, "deals_or_records") for index, item in enumerate(items)]
        _check_each_once(deals)
        records = solve_many(deals, chosen, **options)
    return WinRate.of(record.status for record in records)


def _check_each_once(deals: list[Deal]) -> None:
    """A rate counts each deal once: a deal given twice would narrow its interval for nothing.

    >>> _check_each_once([Deal.from_number(2), Deal.from_number(3), Deal.from_number(2)])
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.PyramidError: deals_or_records[2] is the same deal as deals_or_records[0]: a win rate counts each deal once
    """
    first: dict[Deal, int] = {}
    for index, deal in enumerate(deals):
        if deal in first:
            raise PyramidError(Reason.of("rate_duplicate", again=index, first=first[deal]))
        first[deal] = index
