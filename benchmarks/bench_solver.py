"""Solver benchmark: decide mode over numbered deals, optimal mode over the reference decks.

Run from the repository root, on one core:

    .venv/bin/python benchmarks/bench_solver.py decide --rules standard classic --deals 1-1000
    .venv/bin/python benchmarks/bench_solver.py decide --rules apophis --deals 1-1000
    .venv/bin/python benchmarks/bench_solver.py optimal            # the 1,500 reference decks
    .venv/bin/python benchmarks/bench_solver.py optimal --decks 1-100

It prints, per run: the share decided, median / p99 / max seconds per deal, total seconds,
states per second and the process's peak memory (resident set size); then the same from the
process's CPU time, which other load on the machine inflates less than elapsed time. The optimal run also
compares every length with the reference (``0`` = unwinnable) and ends with
``pyramid-long-run.txt``.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time
from pathlib import Path

from pyramid_solitaire import Deal, Game, Rules
from pyramid_solitaire.cli import _deal_range
from pyramid_solitaire.solver import Solution, solve

REFERENCE = Path(__file__).resolve().parent.parent / "tests" / "golden" / "reference" / "mchung94-msc"


def peak_memory_mb() -> float:
    """Peak resident memory of this process so far, in MB (Linux reports kB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def summary(label: str, solutions: list[Solution], wall: float, cpu: list[float]) -> None:
    seconds = sorted(s.seconds for s in solutions)
    cpu_sorted = sorted(cpu)
    n = len(seconds)
    decided = sum(s.status != "unknown" for s in solutions)
    wins = sum(s.status == "winnable" for s in solutions)
    states = sum(s.states for s in solutions)
    p99 = seconds[min(n - 1, max(0, round(0.99 * n) - 1))]
    print(
        f"{label}: {n} deals, decided {decided}/{n} ({100 * decided / n:.1f} %), winnable {wins}; "
        f"median {1000 * statistics.median(seconds):.2f} ms, p99 {p99:.3f} s, max {seconds[-1]:.3f} s, "
        f"total {sum(seconds):.1f} s (wall {wall:.1f} s), {states / max(sum(seconds), 1e-9):,.0f} states/s, "
        f"peak table {max(s.peak_table_size for s in solutions):,}, peak memory {peak_memory_mb():.0f} MB",
        flush=True,
    )
    print(
        f"  CPU time of this process: median {1000 * statistics.median(cpu_sorted):.2f} ms, "
        f"p99 {cpu_sorted[min(n - 1, max(0, round(0.99 * n) - 1))]:.3f} s, max {cpu_sorted[-1]:.3f} s, "
        f"total {sum(cpu_sorted):.1f} s, {states / max(sum(cpu_sorted), 1e-9):,.0f} states/s",
        flush=True,
    )


def run_decide(rules_names: list[str], numbers: list[int], max_seconds: float | None) -> None:
    for name in rules_names:
        rules = Rules.preset(name)
        started = time.perf_counter()
        solutions = []
        cpu = []
        for number in numbers:
            game = Game(number, rules)
            before = time.process_time()
            solution = solve(game, max_seconds=max_seconds)
            cpu.append(time.process_time() - before)
            solutions.append(solution)
            if solution.status == "unknown":
                print(f"  deal {number}: {solution.limit}", flush=True)
        summary(f"decide {name} deals {numbers[0]}-{numbers[-1]}", solutions, time.perf_counter() - started, cpu)


def run_optimal(indices: list[int], max_seconds: float | None) -> None:
    decks = (REFERENCE / "random-decks.txt").read_text().splitlines()
    lengths = [int(x) for x in (REFERENCE / "random-deck-solution-lengths.txt").read_text().split()]
    started = time.perf_counter()
    solutions = []
    cpu = []
    mismatches = []
    for index in indices:
        deal = Deal.parse(decks[index - 1])
        before = time.process_time()
        solution = solve(deal, optimal=True, max_seconds=max_seconds)
        cpu.append(time.process_time() - before)
        solutions.append(solution)
        found = len(solution.moves) if solution.status == "winnable" else 0
        if solution.status == "unknown" or found != lengths[index - 1]:
            mismatches.append((index, lengths[index - 1], found, solution.status))
            print(f"  deck {index}: reference {lengths[index - 1]}, found {found} ({solution.status})", flush=True)
        if len(solutions) % 100 == 0:
            print(f"  {len(solutions)} decks, {time.perf_counter() - started:.0f} s", flush=True)
    summary(f"optimal reference decks {indices[0]}-{indices[-1]}", solutions, time.perf_counter() - started, cpu)
    print(f"lengths equal to the reference: {len(solutions) - len(mismatches)}/{len(solutions)}", flush=True)
    long_run = solve(Deal.parse((REFERENCE / "pyramid-long-run.txt").read_text()), optimal=True)
    print(f"pyramid-long-run.txt: {long_run.status} in {long_run.seconds:.3f} s, {long_run.states} states, "
          f"peak memory {peak_memory_mb():.0f} MB", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="mode", required=True)
    decide = commands.add_parser("decide")
    decide.add_argument("--rules", nargs="+", default=["standard", "classic"])
    decide.add_argument("--deals", type=_deal_range, default=_deal_range("1-1000"))
    decide.add_argument("--max-seconds", type=float, default=None)
    optimal = commands.add_parser("optimal")
    optimal.add_argument("--decks", type=_deal_range, default=_deal_range("1-1500"))
    optimal.add_argument("--max-seconds", type=float, default=None)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}", flush=True)
    if args.mode == "decide":
        run_decide(args.rules, args.deals, args.max_seconds)
    else:
        run_optimal(args.decks, args.max_seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
