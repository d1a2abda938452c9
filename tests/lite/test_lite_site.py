"""The zero-install site holds everything it needs: local Pyodide, the package's wheel, the notebooks."""

from __future__ import annotations

import hashlib
import json
import re
from importlib import metadata
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.lite]

ROOT = Path(__file__).resolve().parents[2]


def _normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_site_is_offline_and_complete(site: Path) -> None:
    config = json.loads((site / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert settings["disablePyPIFallback"] is True
    assert settings["pyodideUrl"].startswith("./static/pyodide/")
    assert (site / "static" / "pyodide" / "pyodide.asm.wasm").exists()
    shipped = {p.name for p in (site / "files").glob("*.ipynb")}
    assert {p.name for p in (ROOT / "examples").glob("*.ipynb")} == shipped
    for name in shipped:  # the notebooks as they are: the package comes with the kernel, no install cell
        lite = json.loads((site / "files" / name).read_text())
        original = json.loads((ROOT / "examples" / name).read_text())
        assert lite["cells"] == original["cells"], name
        assert lite["metadata"]["kernelspec"]["display_name"] == "Python (Pyodide)"
    assert (site / "tree" / "index.html").exists()  # where the Notebook page's logo leads (was a 404)
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())["packages"]
    for name in ("anywidget", "ipywidgets", "jupyterlab-widgets"):  # their front ends come from this environment
        assert lock[name]["version"] == metadata.version(name), name


def test_kernel_and_package_load_with_pyodide(site: Path) -> None:
    """Everything the kernel and the package import is preloaded from the site's own lock, checksums right."""
    config = json.loads((site / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    preload = settings["loadPyodideOptions"]["packages"]
    # The kernel installs any of these that is not preloaded, one at a time, with piplite.
    assert {"micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", "pyramid-solitaire"} <= set(preload)
    folder = site / "static" / "pyodide"
    packages = json.loads((folder / "pyodide-lock.json").read_text())["packages"]
    entries = {_normalize(name): entry for name, entry in packages.items()}
    needed, todo = set(), [_normalize(name) for name in preload]
    while todo:
        name = todo.pop()
        if name not in needed:
            needed.add(name)
            todo += [_normalize(dep) for dep in entries[name]["depends"]]
    assert {"anywidget", "ipywidgets", "psygnal", "tqdm", "traitlets"} <= needed
    assert needed == set(entries), set(entries) ^ needed  # nothing shipped that is never loaded
    for name in needed:
        wheel = folder / entries[name]["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entries[name]["sha256"], wheel.name
    assert entries["pyramid-solitaire"]["imports"] == ["pyramid_solitaire"]


def test_no_extension_that_needs_a_server_is_shipped(site: Path) -> None:
    config = json.loads((site / "jupyter-lite.json").read_text())
    names = {extension["name"] for extension in config["jupyter-config-data"]["federated_extensions"]}
    assert {"anywidget", "@jupyter-widgets/jupyterlab-manager", "@jupyterlite/pyodide-kernel-extension"} <= names
    assert not any(name.startswith("@voila-dashboards") for name in names), names
    assert not (site / "extensions" / "@voila-dashboards").exists()
    schemas = json.loads((site / "build" / "schemas" / "all_federated.json").read_text())
    assert not any(plugin["id"].startswith("@voila-dashboards") for plugin in schemas)
