"""Game reviews and loss explanations: how long a review takes, and which argument decides the lost deals.

Run from the repository root (on a shared machine, under ``nice``):

    nice -n 10 .venv/bin/python benchmarks/bench_review.py --games 100 --deals 1-10000
    nice -n 10 .venv/bin/python benchmarks/bench_review.py --games 100 --deals 1-10000 --write docs/lost-deals.json

Part one plays deals 1 to ``--games`` with the greedy player (``play_greedy``) under the
``classic`` and ``standard`` rules and times ``review`` on each finished game (median and max
seconds, wall clock and CPU time of the process, and the searches a review made). Part two takes each deal of ``--deals`` from its start
and sorts the lost ones by the argument that decides them, in ``explain``'s order: a dead card, a
crowded rank group (Hall's condition), waste cards stuck in the last pass, the pyramid alone (no
order of its cards clears it, proved before any search), else the exhaustive search. Each share comes with its 95 % Wilson interval. ``--write`` saves part two as JSON (the
combinatorics notebook reads it).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from pyramid_solitaire import Game
from pyramid_solitaire.cli import _deal_range
from pyramid_solitaire.solver import lost_argument, play_greedy, review, solve, wilson_interval

RULES = ("classic", "standard")
KINDS = ("dead_card", "crowded_group", "stuck_waste", "pyramid_alone", "search")


def time_reviews(rules: str, games: int, max_seconds: float) -> dict[str, Any]:
    """Review ``games`` greedy-played games of ``rules``; times and outcomes."""
    seconds: list[float] = []
    cpu: list[float] = []
    searches: list[int] = []
    codes: Counter[str] = Counter()
    for number in range(1, games + 1):
        game = Game.from_number(number, rules)
        play_greedy(game)
        started, started_cpu = time.perf_counter(), time.process_time()
        result = review(game, max_seconds=max_seconds)
        seconds.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        searches.append(result.searches)
        codes[result.reason.code] += 1
    return {
        "games": games,
        "median_s": statistics.median(seconds),
        "max_s": max(seconds),
        "total_s": sum(seconds),
        "median_cpu_s": statistics.median(cpu),
        "max_cpu_s": max(cpu),
        "median_searches": statistics.median(searches),
        "max_searches": max(searches),
        "outcomes": dict(codes),
    }


def lost_by_kind(rules: str, deals: list[int], max_seconds: float) -> dict[str, Any]:
    """The lost deals among ``deals`` by the argument that decides them."""
    kinds: Counter[str] = Counter()
    winnable = unknown = 0
    started = time.process_time()
    for number in deals:
        game = Game.from_number(number, rules)
        found = lost_argument(game.position)
        if found is not None:
            kinds[found.kind] += 1
            continue
        solved = solve(game, max_seconds=max_seconds)
        status = solved.status
        if status == "winnable":
            winnable += 1
        elif status == "unwinnable":  # proved at once (no state searched) or by the search, as explain() tells them
            kinds["search" if solved.states else "pyramid_alone"] += 1
        else:
            unknown += 1
    lost = sum(kinds.values())
    shares = {}
    for kind in KINDS:
        low, high = wilson_interval(kinds[kind], lost)
        shares[kind] = {"deals": kinds[kind], "share": kinds[kind] / lost if lost else 0.0, "low": low, "high": high}
    return {
        "deals": len(deals),
        "first": deals[0],
        "last": deals[-1],
        "winnable": winnable,
        "lost": lost,
        "unknown": unknown,
        "by_kind": shares,
        "cpu_seconds": time.process_time() - started,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="greedy games reviewed per rules (0 to skip)")
    parser.add_argument("--deals", type=_deal_range, default=_deal_range("1-10000"))
    parser.add_argument("--rules", nargs="+", default=list(RULES), choices=list(RULES))
    parser.add_argument("--max-seconds", type=float, default=10.0, help="limit per search")
    parser.add_argument("--write", type=Path, default=None, help="save the lost-deal shares as JSON")
    args = parser.parse_args(argv)
    deals = list(args.deals)
    if args.games:
        print(f"review of {args.games} greedy-played games (max {args.max_seconds:g} s per search)")
        for rules in args.rules:
            found = time_reviews(rules, args.games, args.max_seconds)
            print(
                f"  {rules:9} median {found['median_s'] * 1000:7.1f} ms  max {found['max_s']:6.2f} s  "
                f"total {found['total_s']:6.1f} s  (CPU: median {found['median_cpu_s'] * 1000:7.1f} ms  "
                f"max {found['max_cpu_s']:6.2f} s)  searches median {found['median_searches']:g} max {found['max_searches']}  "
                f"{found['outcomes']}",
                flush=True,
            )
    saved = {}
    if deals:
        print(f"lost deals {deals[0]}-{deals[-1]} by the argument that decides them (95 % Wilson intervals)")
        for rules in args.rules:
            found = lost_by_kind(rules, deals, args.max_seconds)
            saved[rules] = found
            print(
                f"  {rules}: {found['lost']:,} of {found['deals']:,} lost, {found['winnable']:,} winnable, "
                f"{found['unknown']} undecided ({found['cpu_seconds']:.0f} CPU s)",
                flush=True,
            )
            for kind, share in found["by_kind"].items():
                print(
                    f"    {kind:14} {share['deals']:6,}  {100 * share['share']:5.1f} %  "
                    f"[{100 * share['low']:5.1f}, {100 * share['high']:5.1f}]",
                    flush=True,
                )
    if args.write is not None and saved:
        args.write.write_text(json.dumps(saved, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {args.write}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
