"""The zero-install site holds everything it needs: local Pyodide, the package's wheel, the notebooks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.lite]

ROOT = Path(__file__).resolve().parents[2]


def test_site_is_offline_and_complete(site: Path) -> None:
    config = json.loads((site / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert settings["disablePyPIFallback"] is True
    assert settings["pyodideUrl"].startswith("./static/pyodide/")
    assert (site / "static" / "pyodide" / "pyodide.asm.wasm").exists()
    wheels = [p.name for p in (site / "pypi").glob("*.whl")]
    assert any(name.startswith("pyramid_solitaire-") for name in wheels), wheels
    shipped = {p.name for p in (site / "files").glob("*.ipynb")}
    assert {p.name for p in (ROOT / "examples").glob("*.ipynb")} == shipped
    first = json.loads((site / "files" / "play.ipynb").read_text())["cells"][0]
    assert "".join(first["source"]).startswith("%pip install")
