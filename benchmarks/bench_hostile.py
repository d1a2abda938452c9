"""Hostile-input benchmark: oversized input is refused at once, and a huge batch streams.

Run from the repository root:

    .venv/bin/python benchmarks/bench_hostile.py

It prints how long a 50 MB saved game takes to be refused and the memory that took, then starts
``pyramid-solitaire stats --deals 1-10000000 --workers 2 --csv ...``, reports when the first rows
reach the CSV file and the resident memory of the command and its workers, and stops it after a
few seconds.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from pyramid_solitaire import Game, PyramidError

RUN_SECONDS = 8.0


def refuse_a_huge_save() -> None:
    data = json.loads(Game.from_number(1).to_json())
    data["deal"] = "As " * 16_700_000
    text = json.dumps(data)
    tracemalloc.start()
    started = time.perf_counter()
    try:
        Game.from_json(text)
    except PyramidError as error:
        elapsed = time.perf_counter() - started
        peak = tracemalloc.get_traced_memory()[1]
        print(f"{len(text) / 1e6:.1f} MB saved game refused in {elapsed * 1000:.2f} ms, "
              f"{peak / 1e6:.3f} MB allocated: {str(error)[:80]}")
    finally:
        tracemalloc.stop()


def rss_mb(pid: int) -> float:
    """Resident memory of a process and its children, in MB (Linux /proc)."""
    total = 0
    for child in [pid, *_children(pid)]:
        try:
            for line in Path(f"/proc/{child}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total / 1024


def _children(pid: int) -> list[int]:
    try:
        found = [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []
    return found + [grand for child in found for grand in _children(child)]


def stream_a_huge_batch() -> None:
    with tempfile.TemporaryDirectory() as folder:
        csv_path = Path(folder) / "rows.csv"
        command = [sys.executable, "-m", "pyramid_solitaire.cli", "stats", "--deals", "1-10000000",
                   "--workers", "2", "--quiet", "--csv", str(csv_path)]
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        first_rows, peak = None, 0.0
        while time.perf_counter() - started < RUN_SECONDS:
            time.sleep(0.1)
            peak = max(peak, rss_mb(process.pid))
            rows = csv_path.read_text().count("\n") - 1 if csv_path.exists() else 0
            if first_rows is None and rows >= 10:
                first_rows = time.perf_counter() - started
        process.send_signal(signal.SIGINT)
        process.wait(timeout=30)
        said = process.stderr.read().decode().strip() if process.stderr else ""
        rows = csv_path.read_text().count("\n") - 1
        when = f"{first_rows:.2f} s" if first_rows is not None else "never"
        print(f"stats --deals 1-10000000 --workers 2: first 10 rows after {when}; {rows} rows in "
              f"{RUN_SECONDS:.0f} s; peak resident memory {peak:.0f} MB (command and workers); "
              f"stopped with exit status {process.returncode}: {said!r}")


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    refuse_a_huge_save()
    stream_a_huge_batch()
