"""Fixtures for the zero-install site tests: one build per run, one browser."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .lite_harness import CHROMIUM, CHROMIUM_FLAGS

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import build_lite
    finally:
        sys.path.pop(0)
    output = tmp_path_factory.mktemp("lite") / "site"
    assert build_lite.main(["--output", str(output)]) == 0
    return output


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


