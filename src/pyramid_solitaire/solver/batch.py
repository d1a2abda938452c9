"""Many deals at once: ``solve_many`` on any ``concurrent.futures.Executor``, and ``win_rate``.

>>> records = solve_many([1, 2, 3], "standard", workers=1, progress=False)
>>> [r.status for r in records]
['winnable', 'winnable', 'winnable']
>>> str(win_rate(records)).split(" (")[0]
'100.00 %'
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any

from ..deal import Deal
from ..moves import Move
from ..rules import Rules, RulesLike
from .api import Status, solve

Z_95 = 1.959963984540054


@dataclass(frozen=True)
class SolveRecord:
    """One deal's result: the ``deal``, its ``status``, the winning ``moves``, ``seconds`` and ``states``."""

    deal: Deal
    status: Status
    moves: tuple[Move, ...]
    seconds: float
    states: int


def _solve_chunk(deals: list[Deal], rules: Rules, options: dict[str, Any]) -> list[SolveRecord]:
    records = []
    for deal in deals:
        solution = solve(deal, rules, **options)
        records.append(SolveRecord(deal, solution.status, tuple(solution.moves), solution.seconds, solution.states))
    return records


def _progress_bar(total: int, enabled: bool) -> Any:
    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover - tqdm is a dependency; keep working without it
        return _NoBar()
    return tqdm(total=total, disable=not enabled, unit="deal")


class _NoBar:  # pragma: no cover
    def update(self, n: int) -> None: ...
    def close(self) -> None: ...


def _local_pool(workers: int | None) -> Executor | None:
    """A process pool, or ``None`` where processes are not available (Pyodide, some sandboxes)."""
    if sys.platform == "emscripten" or workers == 1:
        return None
    try:
        return ProcessPoolExecutor(max_workers=workers)
    except (OSError, NotImplementedError, ImportError):
        return None


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
    :func:`~pyramid_solitaire.solver.solve` (``optimal``, ``max_seconds``, ``max_states``).
    ``progress`` shows a tqdm bar (its notebook form in Jupyter).
    """
    rules = Rules.coerce(rules)
    todo = [Deal.coerce(deal, rules) for deal in deals]
    bar = _progress_bar(len(todo), progress)
    own = executor is None
    pool = _local_pool(workers) if own else executor
    results: list[SolveRecord] = []
    try:
        if pool is None:
            for deal in todo:
                results.extend(_solve_chunk([deal], rules, options))
                bar.update(1)
            return results
        parallel = workers or getattr(pool, "_max_workers", None) or os.cpu_count() or 1
        size = chunk_size or max(1, min(32, len(todo) // (parallel * 8) or 1))
        chunks = [todo[i : i + size] for i in range(0, len(todo), size)]
        futures: dict[Future[list[SolveRecord]], int] = {
            pool.submit(_solve_chunk, chunk, rules, options): index for index, chunk in enumerate(chunks)
        }
        done: list[list[SolveRecord] | None] = [None] * len(chunks)
        for future in as_completed(futures):
            chunk_records = future.result()
            done[futures[future]] = chunk_records
            bar.update(len(chunk_records))
        return [record for chunk_records in done for record in chunk_records or ()]
    finally:
        bar.close()
        if own and pool is not None:
            pool.shutdown()


@dataclass(frozen=True)
class WinRate:
    """A win rate with its 95 % Wilson confidence interval, over the ``decided`` deals."""

    wins: int
    decided: int
    unknown: int
    rate: float
    low: float
    high: float

    def __str__(self) -> str:
        text = (
            f"{100 * self.rate:.2f} % (95 % CI {100 * self.low:.2f}-{100 * self.high:.2f} %, "
            f"{self.wins} of {self.decided} deals)"
        )
        return text + (f", {self.unknown} undecided" if self.unknown else "")


def wilson_interval(wins: int, n: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes in ``n`` trials.

    >>> low, high = wilson_interval(680, 10_000)
    >>> round(low, 4), round(high, 4)
    (0.0632, 0.0731)
    """
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    low = 0.0 if wins == 0 else max(0.0, centre - half)
    high = 1.0 if wins == n else min(1.0, centre + half)
    return low, high


def win_rate(
    deals_or_records: Sequence[SolveRecord] | Iterable[Deal | int | str], rules: RulesLike = None, **options: Any
) -> WinRate:
    """The share of winnable deals with its 95 % confidence interval; undecided deals are left out
    (and counted in ``unknown``). Pass records from :func:`solve_many`, or deals to solve
    (``options`` go to :func:`solve_many`).

    >>> win_rate(range(1, 5), "classic", workers=1, progress=False).wins
    2
    """
    items = list(deals_or_records)
    if items and all(isinstance(item, SolveRecord) for item in items):
        records: list[SolveRecord] = items  # type: ignore[assignment]
    else:
        records = solve_many(items, rules, **options)  # type: ignore[arg-type]
    wins = sum(record.status == "winnable" for record in records)
    unknown = sum(record.status == "unknown" for record in records)
    decided = len(records) - unknown
    low, high = wilson_interval(wins, decided)
    return WinRate(wins, decided, unknown, wins / decided if decided else 0.0, low, high)
