"""Fixtures for the zero-install site tests: one build per run (the browser is the suite's shared one)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import build_lite
    finally:
        sys.path.pop(0)
    folder = tmp_path_factory.mktemp("lite")
    output = folder / "site"
    # a work folder of its own: two test processes may build the site at the same time
    assert build_lite.main(["--output", str(output), "--work", str(folder / "work")]) == 0
    return output
