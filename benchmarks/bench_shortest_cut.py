"""The search for the fewest moves where it is out of reach: three waste piles and a 55-card pyramid.

Run from the repository root, on one core:

    nice -n 10 .venv/bin/python benchmarks/bench_shortest_cut.py                     # apophis and pharaoh 1-5, 60 s each
    nice -n 10 .venv/bin/python benchmarks/bench_shortest_cut.py --rules apophis --deals 1 --max-seconds none
    nice -n 10 .venv/bin/python benchmarks/bench_shortest_cut.py --rules pharaoh --deals 1 --max-states 100000
    nice -n 10 .venv/bin/python benchmarks/bench_shortest_cut.py --rules apophis --deals 1-100 --cpu-clock   # the limit in CPU time

Each deal is solved with ``optimal=True`` in a fresh process, so that its peak memory (resident
set size) is its own. It prints, per deal: the status, the length of the win given, the fewest
moves proved (``fewest_moves_at_least``), the bound at the start of the shortest-path search, the
states expanded, the nodes stored (peak table), the process's CPU and elapsed seconds, its peak
memory and the memory per stored node, and the limit that stopped the search.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time


def one(rules: str, number: int, max_seconds: float | None, max_states: int | None, cpu_clock: bool = False) -> dict[str, object]:
    """Solve one deal in this process and return the figures."""
    from pyramid_solitaire import Game
    from pyramid_solitaire.solver import solve
    from pyramid_solitaire.solver.api import model_for

    game = Game(number, rules)
    model = model_for(game, counting_moves=True)
    start_steps, root = model.start()
    root_bound = None if root is None else len(start_steps) + model.bound(root)
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    cpu, wall = time.process_time(), time.perf_counter()
    clock = time.process_time if cpu_clock else time.perf_counter
    found = solve(game, optimal=True, max_seconds=max_seconds, max_states=max_states, clock=clock)
    return {
        "rules": rules, "deal": number, "status": found.status, "optimal": found.optimal, "moves": len(found.moves),
        "at_least": found.fewest_moves_at_least, "root_bound": root_bound, "states": found.states,
        "table": found.peak_table_size, "cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall,
        "base_mb": base, "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "limit": found.limit,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", nargs="+", default=["apophis", "pharaoh"])
    parser.add_argument("--deals", default="1-5", help="numbers such as 1-5, 7 or 1-3,10,20-22")
    parser.add_argument("--max-seconds", default="60", help="seconds per deal, or none")
    parser.add_argument("--max-states", type=int, default=None, help="states per deal (default: no limit)")
    parser.add_argument("--cpu-clock", action="store_true", help="the time limit counts the process's CPU time")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)  # a worker: one deal, JSON out
    args = parser.parse_args()
    from pyramid_solitaire.cli import _deal_range

    seconds = None if args.max_seconds == "none" else float(args.max_seconds)
    numbers = list(_deal_range(args.deals))
    if args.one:
        print(json.dumps(one(args.rules[0], numbers[0], seconds, args.max_states, args.cpu_clock)))
        return
    clock = "CPU time" if args.cpu_clock else "elapsed time"
    print(f"optimal=True, max_seconds={seconds} ({clock}), max_states={args.max_states}; one process per deal")
    print(f"{'rules':8} {'deal':>4} {'status':9} {'moves':>5} {'≥':>3} {'root':>4} {'states':>8} {'nodes':>9} "
          f"{'cpu s':>6} {'wall s':>6} {'peak MB':>7} {'B/node':>6}  limit")
    results = []
    for rules in args.rules:
        for number in numbers:
            out = subprocess.run(
                [sys.executable, __file__, "--one", "--rules", rules, "--deals", str(number), "--max-seconds", args.max_seconds,
                 *(["--max-states", str(args.max_states)] if args.max_states is not None else []),
                 *(["--cpu-clock"] if args.cpu_clock else [])],
                check=True, capture_output=True, text=True,
            ).stdout
            r = json.loads(out)
            results.append(r)
            per_node = (r["peak_mb"] - r["base_mb"]) * 2**20 / r["table"] if r["table"] else 0
            status = r["status"] + ("*" if r["optimal"] and r["status"] == "winnable" else "")
            print(f"{rules:8} {number:>4} {status:9} {r['moves']:>5} {r['at_least']!s:>3} {r['root_bound']!s:>4} "
                  f"{r['states']:>8,} {r['table']:>9,} {r['cpu']:>6.1f} {r['wall']:>6.1f} {r['peak_mb']:>7.0f} "
                  f"{per_node:>6.0f}  {r['limit']}", flush=True)
    print("* the shortest win; B/node: peak memory above the process's before solving, per stored node")
    for rules in args.rules:
        mine = [r for r in results if r["rules"] == rules]
        shortest = [r for r in mine if r["optimal"] and r["status"] == "winnable"]
        cpu = sorted(r["cpu"] for r in mine)
        print(f"{rules}: {len(mine)} deals, {len(shortest)} shortest wins proved, "
              f"{sum(r['status'] == 'unwinnable' for r in mine)} unwinnable, "
              f"{sum(r['status'] == 'winnable' and not r['optimal'] for r in mine)} wins not proved shortest, "
              f"{sum(r['status'] == 'unknown' for r in mine)} unknown; CPU median {cpu[len(cpu) // 2]:.2f} s, "
              f"max {cpu[-1]:.1f} s, total {sum(cpu):.0f} s; peak memory at most {max(r['peak_mb'] for r in mine):.0f} MB",
              flush=True)


if __name__ == "__main__":
    main()
