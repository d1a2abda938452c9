"""Batch solving on executors (in-process, threads, processes, Dask distributed) and win rates."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from pyramid_solitaire import Deal
from pyramid_solitaire.errors import InvalidDealError
from pyramid_solitaire.solver import SolveRecord, WinRate, solve, solve_iter, solve_many, wilson_interval, win_rate


def statuses(records: list[SolveRecord]) -> list[str]:
    return [record.status for record in records]


def test_in_process_records_follow_the_input_order() -> None:
    records = solve_many([3, Deal.from_number(1), str(Deal.from_number(2))], "classic", workers=1, progress=False)
    assert [record.deal for record in records] == [Deal.from_number(3), Deal.from_number(1), Deal.from_number(2)]
    assert statuses(records) == [solve(n, "classic").status for n in (3, 1, 2)]
    for record in records:
        assert record.seconds >= 0 and record.states >= 0
        assert bool(record.moves) == (record.status == "winnable")


def test_process_pool_and_threads_agree_with_in_process() -> None:
    deals = list(range(1, 13))
    local = solve_many(deals, "standard", workers=1, progress=False)
    pooled = solve_many(deals, "standard", workers=2, progress=False, chunk_size=3)
    with ThreadPoolExecutor(max_workers=2) as pool:
        threaded = solve_many(deals, "standard", executor=pool, progress=False)
    assert statuses(local) == statuses(pooled) == statuses(threaded)
    assert [r.moves for r in local] == [r.moves for r in pooled]


def test_a_dask_distributed_executor_works() -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        records = solve_many(range(1, 7), "relaxed", executor=client.get_executor(), progress=False)
    assert statuses(records) == statuses(solve_many(range(1, 7), "relaxed", workers=1, progress=False))


def test_options_reach_the_solver() -> None:
    records = solve_many([2], "classic", workers=1, progress=False, max_states=5)
    assert statuses(records) == ["unknown"]
    rate = win_rate(records)
    assert rate.unknown == 1 and rate.decided == 0


def test_bad_deals_are_refused_before_any_work() -> None:
    with pytest.raises(ValueError, match="spanish"):
        solve_many([Deal.from_number(1)], "spanish", workers=1, progress=False)


def test_win_rate_and_its_interval() -> None:
    rate = win_rate(range(1, 11), "standard", workers=1, progress=False)
    assert isinstance(rate, WinRate)
    assert rate.decided == 10 and rate.wins == sum(solve(n).status == "winnable" for n in range(1, 11))
    assert rate.low <= rate.rate <= rate.high
    assert "95 % CI" in str(rate)
    low, high = wilson_interval(6_795_618, 100_000_000)
    assert low < 0.06795618 < high and high - low < 0.0001
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert wilson_interval(0, 50)[0] == 0.0


@pytest.mark.parametrize(
    ("rules", "options", "names"),
    [("classic", {}, "rules"), (None, {"max_seconds": 1}, "max_seconds"), ("classic", {"workers": 1}, "rules, workers")],
)
def test_win_rate_of_records_refuses_rules_and_options_it_cannot_apply(rules: str | None, options: dict, names: str) -> None:
    records = solve_many(range(1, 4), "standard", workers=1, progress=False)
    with pytest.raises(ValueError, match=f"win_rate was given records from solve_many and {names}: "):
        win_rate(records, rules, **options)
    assert win_rate(records).decided == 3  # the records alone are counted as they were solved


def test_without_processes_the_work_stays_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    import pyramid_solitaire.solver.batch as batch

    monkeypatch.setattr(batch.sys, "platform", "emscripten")  # Pyodide has no processes
    assert batch._local_pool(None) is None

    def no_processes(*args: object, **kwargs: object) -> None:
        raise OSError("processes are not available here")

    monkeypatch.setattr(batch.sys, "platform", "linux")
    monkeypatch.setattr(batch, "ProcessPoolExecutor", no_processes)
    assert batch._local_pool(2) is None
    assert statuses(solve_many([1, 2], "standard", progress=False)) == ["winnable", "winnable"]


def test_progress_bars_under_pyodide_start_no_monitor_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    import warnings

    from pyramid_solitaire.solver import batch

    monkeypatch.setattr(batch.sys, "platform", "emscripten")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # tqdm warns when its monitor thread cannot start
        bar = batch.progress_bar(2, enabled=True)
        bar.update(1)
        bar.close()
    assert type(bar).monitor_interval == 0
    assert isinstance(batch.progress_bar(2, enabled=False), batch._NoBar)


def test_a_win_rate_with_nothing_decided_says_so() -> None:
    assert str(WinRate.counted(0, 0, 2)) == "no deal decided, 2 undecided"
    assert WinRate.counted(0, 0, 2).describe("de") == "kein Spiel entschieden, 2 unentschieden"


@pytest.mark.parametrize("chunk_size", [0, -1, 1.5, True])
def test_a_chunk_size_below_one_deal_is_refused_before_any_work(chunk_size: object) -> None:
    refusal = pytest.raises(ValueError, match=f"chunk_size={chunk_size!r}: give a whole number of deals per task")
    with ThreadPoolExecutor(1) as executor, refusal:  # before, chunk_size=0 solved nothing and gave an empty list
        solve_many([1, 2, 3], executor=executor, chunk_size=chunk_size, progress=False)
    with pytest.raises(ValueError, match="chunk_size=0"):  # one worker reads no chunk: refused all the same
        win_rate([1, 2, 3], workers=1, chunk_size=0, progress=False)


def test_an_option_solve_does_not_take_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown option max_state: solve_many, solve_iter and win_rate pass only "
                                         "optimal, max_seconds, max_states, on_event, stop, clock on to solve"):
        solve_many([1], workers=1, progress=False, max_state=3)
    with pytest.raises(ValueError, match=r"^unknown options max_state, optimum: "):
        list(solve_iter([1], workers=1, max_state=3, optimum=True))


@pytest.mark.parametrize("statuses", [["winnable", "Winnable"], ["won"], ["unknown "], [None], [["winnable"]]])
def test_a_rate_of_statuses_refuses_a_status_that_is_none_of_the_three(statuses: list[object]) -> None:
    with pytest.raises(ValueError, match=re.escape(f"statuses: {statuses[-1]!r} is not a status")):
        WinRate.of(statuses)  # type: ignore[arg-type]


@pytest.mark.parametrize("statuses", ["winnable", None, 3])
def test_a_rate_of_statuses_needs_an_iterable_of_them(statuses: object) -> None:
    with pytest.raises(ValueError, match="give an iterable of statuses, one per deal"):
        WinRate.of(statuses)  # type: ignore[arg-type]


@pytest.mark.parametrize("unknown", [-3, 2.5, "x", None])
def test_a_counted_rate_refuses_a_count_of_undecided_deals_that_is_none(unknown: object) -> None:
    with pytest.raises(ValueError, match=f"unknown={unknown!r}: give the number of undecided deals"):
        WinRate.counted(1, 5, unknown)  # type: ignore[arg-type]


def test_the_interval_holds_for_counts_beyond_floating_point() -> None:
    low, high = wilson_interval(10**400, 10**401)  # before: OverflowError from the float of n
    assert low <= 0.1 <= high and high - low < 1e-100
    assert wilson_interval(10**14, 10**15) == pytest.approx((0.1, 0.1), abs=1e-6)
    assert wilson_interval(680, 10_000) == pytest.approx((0.0632299, 0.0731019), abs=1e-7)  # as before
    assert wilson_interval(3, 7) == pytest.approx((0.1582199, 0.7495416), abs=1e-7)


def test_a_deal_given_twice_is_refused_before_any_work() -> None:
    with pytest.raises(ValueError, match=r"deals_or_records\[3\] is the same deal as deals_or_records\[1\]"):
        win_rate([1, 2, 3, 2], max_states=10, workers=1, progress=False)
    same = Deal.parse(str(Deal.from_number(2)))  # the same cards without the number
    with pytest.raises(ValueError, match="counts each deal once"):
        win_rate([2, same], max_states=10, workers=1, progress=False)
    records = solve_many([2, 3], workers=1, progress=False, max_states=10)
    with pytest.raises(ValueError, match=r"deals_or_records\[2\] is the same deal as deals_or_records\[0\]"):
        win_rate([*records, records[0]])


def test_a_bad_deal_in_a_batch_is_named_by_its_place_and_none_is_refused() -> None:
    with pytest.raises(InvalidDealError, match=r"^deals\[2\]: a deal must be a Deal, its text or a deal number, not NoneType$"):
        solve_many([1, 2, None], "classic", workers=1, progress=False)
    with pytest.raises(InvalidDealError, match=r"^deals\[1\]: token 1 of the deal: 'xx' is not a card"):
        list(solve_iter(iter([1, "xx"]), "classic", workers=1))
    with pytest.raises(InvalidDealError, match=r"^deals_or_records\[0\]: a deal must be"):
        win_rate([None, 3], "classic", workers=1, progress=False)
    assert [record.deal.number for record in solve_many(["4", 5], "classic", workers=1, progress=False)] == [4, 5]


INTERRUPTED_TWICE = """
import os, signal, threading, time
from pyramid_solitaire.solver import solve_iter

def interrupt_twice():
    os.kill(os.getpid(), signal.SIGINT)
    time.sleep(0.05)  # while the pool's chunks in flight would still be running
    os.kill(os.getpid(), signal.SIGINT)

try:
    for count, record in enumerate(solve_iter(range(1, 100_000), "relaxed", workers=2)):
        if count == 10:
            threading.Thread(target=interrupt_twice).start()
        time.sleep(0.001)
except KeyboardInterrupt:
    time.sleep(0.2)
print("out")
"""


def test_ctrl_c_twice_during_a_parallel_batch_ends_the_program() -> None:
    # The first Ctrl+C stops the batch; a second one while the pool shut down left it half shut,
    # and the interpreter waited for its workers (which ignore Ctrl+C) forever.
    run = subprocess.run(
        [sys.executable, "-c", INTERRUPTED_TWICE], capture_output=True, text=True, timeout=120,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")},
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # as a terminal would start it
    )
    assert run.returncode in (0, 1, -signal.SIGINT, 130), run.stderr  # ended, by either interrupt
