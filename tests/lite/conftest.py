"""Fixtures for the zero-install site tests: one build per run, shared by the test processes (the
browser is the suite's shared one)."""

from __future__ import annotations

import fcntl
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _build(output: Path, work: Path) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import build_lite
    finally:
        sys.path.pop(0)
    assert build_lite.main(["--output", str(output), "--work", str(work)]) == 0


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory, worker_id: str, testrun_uid: str) -> Path:
    """The site, built once per run: under pytest-xdist the first process to get here builds it in a
    folder of this run that every process sees, holding a lock that the others wait on."""
    if worker_id == "master":  # one process: nothing to share
        folder = tmp_path_factory.mktemp("lite")
        _build(folder / "site", folder / "work")
        return folder / "site"
    folder = tmp_path_factory.getbasetemp().parent / f"lite-{testrun_uid}"
    folder.mkdir(exist_ok=True)
    built = folder / "built"
    with open(folder / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not built.exists():
            _build(folder / "site", folder / "work")
            built.touch()
    return folder / "site"
