"""The solver under Pyodide against CPython: the same solves, in the same sitting, side by side.

Run from the repository root (it needs Debian's ``/usr/bin/chromium`` and Playwright):

    .venv/bin/python benchmarks/bench_pyodide.py                      # builds the zero-install site first
    .venv/bin/python benchmarks/bench_pyodide.py --site dist/lite     # reuses a site already built
    .venv/bin/python benchmarks/bench_pyodide.py --decide standard:1-50 pharaoh:1-20 --optimal standard:1-10

It builds the zero-install site (``scripts/build_lite.py``) or takes one built already, serves
its folder on 127.0.0.1, opens a blank page of that server in headless Chromium, loads the
site's own Pyodide from ``static/pyodide/`` and installs this package from the site's lock
(the same Pyodide and the same wheels the JupyterLite kernel loads). Then, deal by deal, it runs
``solve(number, rules)`` (or with ``optimal=True``) inside Pyodide and in this CPython process,
taking turns (which goes first alternates), each solve timed inside its own Python with
``time.perf_counter``. Verdicts and move counts must agree. It prints, per run and over all:
the totals and medians on both sides and the Pyodide/CPython ratio of each.

The browser clamps ``performance.now`` (which Pyodide's ``time.perf_counter`` reads) to a
coarse step, so single fast solves are rounded there; the totals are not.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from pyramid_solitaire.cli import _deal_range
from pyramid_solitaire.solver import solve

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "lite"))
from lite_harness import serve  # noqa: E402  (the site tests' server: 127.0.0.1, a free port, quiet)

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]
PAGE = "/__bench_pyodide__.html"
"""A blank page of the site's own server (answered by the browser route, not written into the site)."""

IN_PYODIDE = """
import json, sys, time
from pyramid_solitaire.solver import solve

def _bench_solve(number, rules, optimal):
    started = time.perf_counter()
    found = solve(number, rules, optimal=optimal)
    seconds = time.perf_counter() - started
    return json.dumps({"status": found.status, "moves": len(found.moves), "seconds": seconds})

sys.version
"""


@dataclass
class Run:
    """One mode on one preset: the deals and each side's seconds per solve."""

    label: str
    rules: str
    optimal: bool
    numbers: list[int]
    pyodide: list[float] = field(default_factory=list)
    cpython: list[float] = field(default_factory=list)


def parse_runs(specs: list[str], optimal: bool) -> list[Run]:
    runs = []
    for spec in specs:
        rules, _, deals = spec.partition(":")
        if not deals:
            raise SystemExit(f"expected PRESET:DEALS such as standard:1-50, got {spec!r}")
        label = f"{'optimal' if optimal else 'decide'} {rules} deals {deals}"
        runs.append(Run(label, rules, optimal, list(_deal_range(deals))))
    return runs


def build_site(folder: Path) -> Path:
    output = folder / "site"
    built = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build_lite.py"), "--output", str(output), "--work", str(folder / "work")],
        capture_output=True, text=True,
    )
    if built.returncode != 0:
        sys.stderr.write(built.stdout + built.stderr)
        raise SystemExit(f"building the zero-install site failed (exit status {built.returncode})")
    return output


def line(label: str, pyodide: list[float], cpython: list[float]) -> str:
    total_p, total_c = sum(pyodide), sum(cpython)
    median_p, median_c = statistics.median(pyodide), statistics.median(cpython)
    return (
        f"{label}: {len(pyodide)} solves; Pyodide total {total_p:.2f} s, median {1000 * median_p:.1f} ms; "
        f"CPython total {total_c:.2f} s, median {1000 * median_c:.1f} ms; "
        f"ratio of totals {total_p / max(total_c, 1e-9):.2f}, of medians {median_p / max(median_c, 1e-9):.2f}"
    )


def bench(site: Path, runs: list[Run]) -> int:
    from playwright.sync_api import sync_playwright

    if not (site / "static" / "pyodide" / "pyodide-lock.json").exists():
        raise SystemExit(f"{site} is not a built zero-install site (no static/pyodide/pyodide-lock.json)")
    mismatches = []
    with serve(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            page = browser.new_page()
            page.route(base + PAGE, lambda route: route.fulfill(content_type="text/html", body="<!doctype html><title>bench</title>"))
            page.goto(base + PAGE)
            started = time.perf_counter()
            version = page.evaluate(
                """async ([index, code]) => {
                    const { loadPyodide } = await import(index + "pyodide.mjs");
                    window.pyodide = await loadPyodide({ indexURL: index });
                    await window.pyodide.loadPackage("pyramid-solitaire", { messageCallback: () => {} });
                    return window.pyodide.runPython(code);
                }""",
                [f"{base}/static/pyodide/", IN_PYODIDE],
            )
            print(f"Pyodide: Python {version.split()[0]}, loaded with the package in {time.perf_counter() - started:.1f} s", flush=True)
            print(f"CPython: Python {platform.python_version()}", flush=True)
            turn = 0
            for run in runs:
                for number in run.numbers:
                    sides = ["pyodide", "cpython"] if turn % 2 == 0 else ["cpython", "pyodide"]
                    turn += 1
                    results = {}
                    for side in sides:
                        if side == "pyodide":
                            results[side] = json.loads(page.evaluate(
                                "([n, rules, optimal]) => window.pyodide.globals.get('_bench_solve')(n, rules, optimal)",
                                [number, run.rules, run.optimal],
                            ))
                        else:
                            before = time.perf_counter()
                            found = solve(number, run.rules, optimal=run.optimal)
                            results[side] = {"status": found.status, "moves": len(found.moves),
                                             "seconds": time.perf_counter() - before}
                    p, c = results["pyodide"], results["cpython"]
                    run.pyodide.append(p["seconds"])
                    run.cpython.append(c["seconds"])
                    if (p["status"], p["moves"]) != (c["status"], c["moves"]):
                        mismatches.append(f"{run.label}: deal {number}: Pyodide {p['status']} {p['moves']}, "
                                          f"CPython {c['status']} {c['moves']}")
                        print(f"  MISMATCH {mismatches[-1]}", flush=True)
                print(line(run.label, run.pyodide, run.cpython), flush=True)
        finally:
            browser.close()
    for optimal in (False, True):
        chosen = [run for run in runs if run.optimal == optimal]
        if chosen:
            print(line(f"all {'optimal' if optimal else 'decide'}",
                       [s for run in chosen for s in run.pyodide], [s for run in chosen for s in run.cpython]), flush=True)
    solves = sum(len(run.numbers) for run in runs)
    print(f"verdicts and move counts agree: {solves - len(mismatches)}/{solves}", flush=True)
    return 1 if mismatches else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a zero-install site built already (default: build one in a temporary folder)")
    parser.add_argument("--decide", nargs="*", default=["standard:1-500", "classic:1-200"], metavar="PRESET:DEALS",
                        help="decide runs (default: standard:1-500 classic:1-200)")
    parser.add_argument("--optimal", nargs="*", default=["standard:1-100", "classic:1-100"], metavar="PRESET:DEALS",
                        help="optimal runs (default: standard:1-100 classic:1-100)")
    args = parser.parse_args(argv)
    runs = parse_runs(args.decide, optimal=False) + parse_runs(args.optimal, optimal=True)
    if args.site is not None:
        return bench(args.site.resolve(), runs)
    with tempfile.TemporaryDirectory(prefix="bench-pyodide-") as folder:
        started = time.perf_counter()
        site = build_site(Path(folder))
        print(f"built the zero-install site in {time.perf_counter() - started:.0f} s", flush=True)
        return bench(site, runs)


if __name__ == "__main__":
    sys.exit(main())
