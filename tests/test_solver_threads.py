"""The solver changes nothing process-wide, so searches may run side by side in threads."""

from __future__ import annotations

import gc
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

from pyramid_solitaire.solver import solve, solve_many

DEALS = range(1, 41)


def test_threads_solving_at_once_agree_with_a_serial_run_and_leave_the_interpreter_as_it_was() -> None:
    serial = [(r.status, r.moves, r.states) for r in solve_many(DEALS, "classic", workers=1, progress=False)]
    shortest_alone = solve(4, optimal=True)
    recursion_limit = sys.getrecursionlimit()
    assert gc.isenabled()

    collector_seen: set[bool] = set()
    watching = True

    def watch() -> None:
        while watching:
            collector_seen.add(gc.isenabled())
            threading.Event().wait(0.0005)

    shortest_beside = []
    watcher = threading.Thread(target=watch)
    optimal = threading.Thread(target=lambda: shortest_beside.append(solve(4, optimal=True)))
    watcher.start()
    optimal.start()
    try:
        with ThreadPoolExecutor(4) as pool:
            records = solve_many(DEALS, "classic", executor=pool, chunk_size=1, progress=False)
        optimal.join()
    finally:
        watching = False
        watcher.join()

    assert [(r.status, r.moves, r.states) for r in records] == serial
    assert shortest_beside[0].moves == shortest_alone.moves
    assert shortest_beside[0].states == shortest_alone.states
    assert (sys.getrecursionlimit(), collector_seen) == (recursion_limit, {True})
