"""Win rates with perfect play against the published figures (solitairewinrates.com, 100 million deals).

Run from the repository root:

    .venv/bin/python benchmarks/bench_win_rates.py --deals 1-10000 --workers 1
    .venv/bin/python benchmarks/bench_win_rates.py --deals 1-2000 --variants relaxed classic

Each line gives the measured rate with its 95 % Wilson interval, the published rate, and whether
the published rate lies inside the interval. Deals are numbered deals (PySolFC numbering), which
are uniformly shuffled decks like the published ones.
"""

from __future__ import annotations

import argparse
import sys
import time

from pyramid_solitaire import Rules
from pyramid_solitaire.cli import _deal_range
from pyramid_solitaire.solver import solve_many, win_rate

VARIANTS: dict[str, tuple[Rules, float]] = {
    "unlimited": (Rules(passes=None), 66.865010),
    "unlimited+overlap": (Rules(passes=None, overlapping_pairs=True), 83.151588),
    "relaxed": (Rules.preset("relaxed"), 9.019243),
    "classic": (Rules.preset("classic"), 6.795618),
    "relaxed+overlap": (Rules(passes=1, overlapping_pairs=True), 22.773249),
    "overlapping": (Rules.preset("overlapping"), 15.916049),
}
"""Name: (rules, published win % over 100,000,000 deals)."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=_deal_range, default=_deal_range("1-10000"))
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=list(VARIANTS))
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=None, help="limit per deal")
    args = parser.parse_args(argv)
    for name in args.variants:
        rules, published = VARIANTS[name]
        started = time.perf_counter()
        records = solve_many(args.deals, rules, workers=args.workers, progress=False, max_seconds=args.max_seconds)
        rate = win_rate(records)
        inside = 100 * rate.low <= published <= 100 * rate.high
        print(
            f"{name}: {rate}; published {published:.2f} %: {'inside' if inside else 'OUTSIDE'} the interval; "
            f"{time.perf_counter() - started:.0f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
