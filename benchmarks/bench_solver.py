"""Solver benchmark: decide mode over numbered deals, optimal mode over the reference decks.

Run from the repository root, on one core:

    .venv/bin/python benchmarks/bench_solver.py decide --rules standard classic --deals 1-1000
    .venv/bin/python benchmarks/bench_solver.py decide --rules apophis --deals 1-1000
    .venv/bin/python benchmarks/bench_solver.py decide --rules pharaoh --deals 1-1000 --max-seconds 10 --cpu-clock
    .venv/bin/python benchmarks/bench_solver.py optimal            # the 1,500 reference decks
    .venv/bin/python benchmarks/bench_solver.py optimal --decks 1-100
    .venv/bin/python benchmarks/bench_solver.py hints --deals 1-100   # every preset
    .venv/bin/python benchmarks/bench_solver.py compare OTHER/src --decks 1-200
    .venv/bin/python benchmarks/bench_solver.py compare OTHER/src --search decide --rules pharaoh --deals 1-100
    .venv/bin/python benchmarks/bench_solver.py decide --rules pharaoh --passes 1 --deals 1-30 --max-seconds 10 --cpu-clock

``compare`` runs this checkout and another (``OTHER/src``, say an older commit checked out with
``git worktree add OTHER COMMIT``) side by side: one worker process each, kept alive, each deck
given to both in turn (which goes first alternates), so that load on a shared machine falls on
both alike; it prints each deck's CPU time for both and the ratios of the totals and medians.

It prints, per run: the share decided, median / p99 / max seconds per deal, total seconds,
states per second and the process's peak memory (resident set size); then the same from the
process's CPU time, which other load on the machine inflates less than elapsed time. The optimal run also
compares every length with the reference (``0`` = unwinnable) and ends with
``pyramid-long-run.txt``. The hints run prints, per preset and over all, how many hints answered
within the limit and the slowest, by elapsed time and by the process's CPU time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import NoReturn

from pyramid_solitaire import PRESETS, Deal, Game, Rules
from pyramid_solitaire.cli import _deal_range
from pyramid_solitaire.solver import Solution, hint, solve

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


def rules_with(name: str, passes: str | None) -> Rules:
    """The preset ``name``, with ``passes`` (``1``, ``2``, ... or ``unlimited``) instead of its own when given.

    >>> rules_with("pharaoh", "1").passes, rules_with("standard", "unlimited").passes, rules_with("standard", None).passes
    (1, None, 3)
    """
    rules = Rules.preset(name)
    return rules if passes is None else rules.replace(passes=None if passes == "unlimited" else int(passes))


def run_decide(
    rules_names: list[str], numbers: Iterable[int], max_seconds: float | None, progress: int = 0, cpu_clock: bool = False,
    passes: str | None = None,
) -> None:
    clock = limit_clock(cpu_clock)
    for name in rules_names:
        rules = rules_with(name, passes)
        started = time.perf_counter()
        solutions = []
        cpu = []
        for number in numbers:
            game = Game(number, rules)
            before = time.process_time()
            solution = solve(game, max_seconds=max_seconds, clock=clock)
            cpu.append(time.process_time() - before)
            solutions.append(solution)
            if solution.status == "unknown":
                print(f"  deal {number}: {solution.limit} (CPU time {cpu[-1]:.1f} s)", flush=True)
            if progress and len(solutions) % progress == 0:
                print(f"  {len(solutions)} deals, {time.perf_counter() - started:.0f} s", flush=True)
        label = name if passes is None else f"{name}, passes {passes}"
        summary(f"decide {label} deals {numbers}", solutions, time.perf_counter() - started, cpu)


def run_optimal(indices: Iterable[int], max_seconds: float | None, cpu_clock: bool = False) -> None:
    clock = limit_clock(cpu_clock)
    decks = (REFERENCE / "random-decks.txt").read_text().splitlines()
    lengths = [int(x) for x in (REFERENCE / "random-deck-solution-lengths.txt").read_text().split()]
    started = time.perf_counter()
    solutions = []
    cpu = []
    mismatches = []
    for index in indices:
        deal = Deal.parse(decks[index - 1])
        before = time.process_time()
        solution = solve(deal, optimal=True, max_seconds=max_seconds, clock=clock)
        cpu.append(time.process_time() - before)
        solutions.append(solution)
        found = len(solution.moves) if solution.status == "winnable" else 0
        if solution.status == "unknown" or found != lengths[index - 1]:
            mismatches.append((index, lengths[index - 1], found, solution.status))
            print(f"  deck {index}: reference {lengths[index - 1]}, found {found} ({solution.status})", flush=True)
        if len(solutions) % 100 == 0:
            print(f"  {len(solutions)} decks, {time.perf_counter() - started:.0f} s", flush=True)
    summary(f"optimal reference decks {indices}", solutions, time.perf_counter() - started, cpu)
    print(f"lengths equal to the reference: {len(solutions) - len(mismatches)}/{len(solutions)}", flush=True)
    long_run = solve(Deal.parse((REFERENCE / "pyramid-long-run.txt").read_text()), optimal=True)
    print(f"pyramid-long-run.txt: {long_run.status} in {long_run.seconds:.3f} s, {long_run.states} states, "
          f"peak memory {peak_memory_mb():.0f} MB", flush=True)


def positions_of(game: Game, seed: int, after: tuple[int, ...]) -> list[Game]:
    """Copies of ``game`` after each number of moves in ``after``, played at random (removals first)."""
    rng = random.Random(seed)
    found = []
    for played in range(max(after) + 1):
        if played in after:
            found.append(game.copy())
        moves = list(game.legal_moves)
        if not moves:
            break
        removals = [m for m in moves if m.removes]
        game.play(rng.choice(removals) if removals and rng.random() < 0.8 else rng.choice(moves))
    return found


def run_hints(rules_names: list[str], numbers: Iterable[int], after: tuple[int, ...], max_seconds: float | None) -> None:
    """A hint on positions of every deal: the start and after a few random moves. Per preset and
    over all, how many answered within the hint's time limit, and the slowest."""
    from pyramid_solitaire.solver.hints import HINT_SECONDS  # here: `compare` serves older trees without it

    limit = HINT_SECONDS if max_seconds is None else max_seconds
    within = total = 0
    slowest_of_all = (0.0, "")
    for name in rules_names:
        rules = Rules.preset(name)
        times: list[float] = []
        cpu: list[float] = []
        answers = {"winnable": 0, "lost": 0, "undecided": 0}
        slowest = (0.0, "")
        for number in numbers:
            for position in positions_of(Game(number, rules), number, after):
                started, cpu_started = time.perf_counter(), time.process_time()
                found = hint(position, max_seconds=limit)
                seconds = time.perf_counter() - started
                times.append(seconds)
                cpu.append(time.process_time() - cpu_started)
                answers["winnable" if found.winnable else "lost" if found.winnable is False else "undecided"] += 1
                if seconds > slowest[0]:
                    slowest = (seconds, f"deal {number} after {len(position.history)} moves")
        times.sort()
        n = len(times)
        in_time = sum(t <= limit for t in times)
        within, total = within + in_time, total + n
        if slowest[0] > slowest_of_all[0]:
            slowest_of_all = (slowest[0], f"{name} {slowest[1]}")
        print(
            f"hints {name} deals {numbers}: {n} positions, {answers}; "
            f"median {1000 * statistics.median(times):.1f} ms, p99 {times[min(n - 1, round(0.99 * n) - 1)]:.3f} s, "
            f"max {times[-1]:.3f} s ({slowest[1]}), within {limit:g} s: {in_time}/{n}; "
            f"CPU time max {max(cpu):.3f} s, within {limit:g} s: {sum(t <= limit for t in cpu)}/{n}",
            flush=True,
        )
    print(
        f"hints, all {len(rules_names)} rules: {within}/{total} positions answered within {limit:g} s, "
        f"max {slowest_of_all[0]:.3f} s ({slowest_of_all[1]})",
        flush=True,
    )


def serve() -> None:
    """Worker for ``compare``: solve each job read from stdin (JSON lines), answer one JSON line each."""
    decks = (REFERENCE / "random-decks.txt").read_text().splitlines()
    for line in sys.stdin:
        job = json.loads(line)
        limits = {"max_seconds": job["max_seconds"]}
        if job["cpu_clock"]:  # else solve()'s own clock: older checkouts have no clock argument
            limits["clock"] = time.process_time
        before = time.process_time()
        if job["mode"] == "optimal":
            solution = solve(Deal.parse(decks[job["number"] - 1]), optimal=True, **limits)
        else:
            solution = solve(Game(job["number"], rules_with(job["rules"], job.get("passes"))), **limits)
        cpu = time.process_time() - before
        length = len(solution.moves) if solution.status == "winnable" else 0
        print(json.dumps({"status": solution.status, "length": length, "states": solution.states, "cpu": cpu}), flush=True)


def run_compare(
    other: str, mode: str, numbers: Iterable[int], rules: str, max_seconds: float | None, cpu_clock: bool = False,
    passes: str | None = None,
) -> None:
    """This checkout against the source tree ``other``, deal by deal (see the module docs)."""
    here = str(Path(__file__).resolve().parent.parent / "src")
    workers = {
        name: subprocess.Popen(
            [sys.executable, __file__, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            env={**os.environ, "PYTHONPATH": path},
        )
        for name, path in (("other", other), ("this", here))
    }
    lengths = [int(x) for x in (REFERENCE / "random-deck-solution-lengths.txt").read_text().split()]
    cpu: dict[str, list[float]] = {"other": [], "this": []}
    states = {"other": 0, "this": 0}
    differ = 0
    for turn, number in enumerate(numbers):
        job = json.dumps(
            {"mode": mode, "number": number, "rules": rules, "passes": passes, "max_seconds": max_seconds,
             "cpu_clock": cpu_clock}
        ) + "\n"
        answers = {}
        for name in ("other", "this") if turn % 2 == 0 else ("this", "other"):
            worker = workers[name]
            assert worker.stdin is not None and worker.stdout is not None
            worker.stdin.write(job)
            worker.stdin.flush()
            answers[name] = json.loads(worker.stdout.readline())
            cpu[name].append(answers[name]["cpu"])
            states[name] += answers[name]["states"]
        same = answers["other"]["status"] == answers["this"]["status"] != "unknown"
        if mode == "optimal":
            same = same and answers["other"]["length"] == answers["this"]["length"] == lengths[number - 1]
        differ += not same
        print(
            f"{number}: other {answers['other']['status']} {answers['other']['length']} {answers['other']['cpu']:.3f} s, "
            f"this {answers['this']['status']} {answers['this']['length']} {answers['this']['cpu']:.3f} s"
            + ("" if same else "  DIFFERENT"),
            flush=True,
        )
    for worker in workers.values():
        assert worker.stdin is not None
        worker.stdin.close()
        worker.wait()
    for name, times in cpu.items():
        print(f"{name}: CPU total {sum(times):.1f} s, median {1000 * statistics.median(times):.1f} ms, "
              f"max {max(times):.2f} s, {states[name]:,} states", flush=True)
    print(f"other / this: total {sum(cpu['other']) / sum(cpu['this']):.2f}, "
          f"median {statistics.median(cpu['other']) / statistics.median(cpu['this']):.2f}; "
          f"deals with a different answer (or length, or one unlike the reference): {differ}", flush=True)


class OneLineErrors(argparse.ArgumentParser):
    """Usage errors in one line, ``bench_solver.py decide: error: ... (see bench_solver.py decide --help)``."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def preset_name(text: str) -> str:
    """The name of a rules preset (``Pharaoh`` gives ``pharaoh``), refused at once when there is none."""
    try:
        return Rules.preset(text).name
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def limit_clock(cpu_clock: bool) -> Callable[[], float]:
    """The clock that counts ``--max-seconds``: the process's CPU time with ``--cpu-clock``, else elapsed time."""
    return time.process_time if cpu_clock else time.perf_counter


def seconds(text: str) -> float:
    """A time limit in seconds, 0 or more, refused at once otherwise."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value < float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r} seconds: give a number of seconds, 0 or more")
    return value


PASSES = ("1", "2", "3", "4", "unlimited")
PASSES_HELP = "passes through the stock instead of the preset's own"
CPU_CLOCK_HELP = "count --max-seconds in the process's CPU time, which other load on the machine inflates less"


def main(argv: list[str] | None = None) -> int:
    parser = OneLineErrors(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="mode", required=True)
    decide = commands.add_parser("decide")
    decide.add_argument("--rules", nargs="+", type=preset_name, default=["standard", "classic"])
    decide.add_argument("--deals", type=_deal_range, default=_deal_range("1-1000"))
    decide.add_argument("--max-seconds", type=seconds, default=None)
    decide.add_argument("--cpu-clock", action="store_true", help=CPU_CLOCK_HELP)
    decide.add_argument("--passes", choices=PASSES, help=PASSES_HELP)
    decide.add_argument("--progress", type=int, default=0, metavar="N", help="print the time taken every N deals")
    optimal = commands.add_parser("optimal")
    optimal.add_argument("--decks", type=_deal_range, default=_deal_range("1-1500"))
    optimal.add_argument("--max-seconds", type=seconds, default=None)
    optimal.add_argument("--cpu-clock", action="store_true", help=CPU_CLOCK_HELP)
    hints = commands.add_parser("hints")
    hints.add_argument("--rules", nargs="+", type=preset_name, default=sorted(PRESETS))
    hints.add_argument("--deals", type=_deal_range, default=_deal_range("1-100"))
    hints.add_argument("--after", type=int, nargs="+", default=[0, 10, 25])
    hints.add_argument("--max-seconds", type=seconds, default=None, help="passed to hint(); default: hint's own (HINT_SECONDS)")
    compare = commands.add_parser("compare")
    compare.add_argument("other", help="the src folder of the other checkout")
    compare.add_argument("--search", choices=["optimal", "decide"], default="optimal")
    compare.add_argument("--decks", "--deals", dest="numbers", type=_deal_range, default=_deal_range("1-200"))
    compare.add_argument("--rules", type=preset_name, default="standard", help="for --search decide")
    compare.add_argument("--passes", choices=PASSES, help=PASSES_HELP + " (for --search decide)")
    compare.add_argument("--max-seconds", type=seconds, default=None)
    compare.add_argument("--cpu-clock", action="store_true", help=CPU_CLOCK_HELP)
    commands.add_parser("serve")
    args = parser.parse_args(argv)
    if args.mode == "serve":
        serve()
        return 0
    print(f"Python {sys.version.split()[0]}", flush=True)
    if args.mode == "decide":
        run_decide(args.rules, args.deals, args.max_seconds, args.progress, args.cpu_clock, args.passes)
    elif args.mode == "compare":
        run_compare(args.other, args.search, args.numbers, args.rules, args.max_seconds, args.cpu_clock, args.passes)
    elif args.mode == "hints":
        run_hints(args.rules, args.deals, tuple(args.after), args.max_seconds)
    else:
        run_optimal(args.decks, args.max_seconds, args.cpu_clock)
    return 0


if __name__ == "__main__":
    sys.exit(main())
