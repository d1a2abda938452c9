"""Import-time benchmark: the engine alone, and the widget with anywidget and ipywidgets.

Run from the repository root:

    .venv/bin/python benchmarks/bench_import.py [--runs 10]

Each import runs in a fresh interpreter with ``python -X importtime``; the script prints the
cumulative time of the top-level module over the runs (minimum, median, maximum, in ms), the
wall time of the whole interpreter start, and its CPU time (user + system, steadier than wall
time on a busy machine), next to ``python -c pass`` for comparison.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import time

IMPORTS = {
    "engine": "import pyramid_solitaire",
    "widget": "import pyramid_solitaire.widget",
}


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def import_ms(statement: str) -> tuple[float, float, float]:
    """One fresh interpreter: cumulative import time of the module named, wall time and CPU time, in ms."""
    module = statement.split()[1]
    cpu, start = _children_cpu(), time.perf_counter()
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", statement], capture_output=True, text=True, check=True)
    wall, cpu = (time.perf_counter() - start) * 1000, (_children_cpu() - cpu) * 1000
    for line in done.stderr.splitlines():
        fields = [field.strip() for field in line.removeprefix("import time:").split("|")]
        if len(fields) == 3 and fields[2] == module:
            return int(fields[1]) / 1000, wall, cpu
    raise RuntimeError(f"-X importtime printed no line for {module}")


def start_ms() -> tuple[float, float]:
    """``python -c pass``: wall time and CPU time, in ms."""
    cpu, start = _children_cpu(), time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return (time.perf_counter() - start) * 1000, (_children_cpu() - cpu) * 1000


def spread(values: list[float]) -> str:
    return f"min {min(values):6.1f}  median {statistics.median(values):6.1f}  max {max(values):6.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="fresh interpreters per import (default 10)")
    runs = parser.parse_args().runs
    print(f"Python {sys.version.split()[0]}, {runs} runs each")
    bare = [start_ms() for _ in range(runs)]
    print(f"{'python -c pass':33} wall    {spread([r[0] for r in bare])}")
    print(f"{'':33} cpu     {spread([r[1] for r in bare])}")
    for statement in IMPORTS.values():
        results = [import_ms(statement) for _ in range(runs)]
        print(f"{statement:33} import  {spread([r[0] for r in results])}")
        print(f"{'':33} wall    {spread([r[1] for r in results])}")
        print(f"{'':33} cpu     {spread([r[2] for r in results])}")


if __name__ == "__main__":
    main()
