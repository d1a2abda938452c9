"""The zero-install site's front page, written after JupyterLite's build (no browser needed)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
try:
    import build_lite
finally:
    sys.path.pop(0)

CONFIG = '<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">\n  {}\n</script>'
JUPYTERLITE_FRONT_PAGE = f"""<!DOCTYPE html>
<html><head>{CONFIG}
<script type="module">await import('./config-utils.js');</script></head></html>
"""


def _site(tmp_path: Path, notebooks: dict[str, str], front_page: str = JUPYTERLITE_FRONT_PAGE) -> Path:
    (tmp_path / "files").mkdir()
    (tmp_path / "index.html").write_text(front_page)
    for name, heading in notebooks.items():
        cells = [{"cell_type": "markdown", "source": [f"# {heading}\n", "\n", "Text."]}] if heading else []
        (tmp_path / "files" / name).write_text(json.dumps({"cells": cells}))
    return tmp_path


def test_front_page_opens_every_notebook_play_first(tmp_path: Path) -> None:
    site = _site(tmp_path, {"combinatorics.ipynb": "Counting deals", "play.ipynb": "Play <Pyramid>", "untitled.ipynb": ""})
    build_lite.write_front_page(site)
    page = (site / "index.html").read_text()
    links = [line.strip() for line in page.splitlines() if line.strip().startswith("<li>")]
    assert links == [
        '<li><a href="notebooks/index.html?path=play.ipynb">Play &lt;Pyramid&gt;</a></li>',
        '<li><a href="notebooks/index.html?path=combinatorics.ipynb">Counting deals</a></li>',
        '<li><a href="notebooks/index.html?path=untitled.ipynb">untitled.ipynb</a></li>',
    ]
    assert CONFIG in page  # the app pages read the root configuration from this page
    assert "config-utils" not in page  # no redirect to an empty JupyterLab
    assert '<a href="lab/index.html">' in page


def test_front_page_without_the_root_configuration_is_refused_and_left_alone(tmp_path: Path) -> None:
    site = _site(tmp_path, {"play.ipynb": "Play"}, front_page="<html></html>")
    with pytest.raises(ValueError, match=r"index\.html: no jupyter-config-data element"):
        build_lite.write_front_page(site)
    assert (site / "index.html").read_text() == "<html></html>"


def test_front_page_of_the_shipped_notebooks(tmp_path: Path) -> None:
    site = _site(tmp_path, {})
    for path in (ROOT / "examples").glob("*.ipynb"):
        (site / "files" / path.name).write_text(path.read_text())
    build_lite.write_front_page(site)
    page = (site / "index.html").read_text()
    assert page.index(">Play Pyramid Solitaire<") < page.index(">The combinatorics of Pyramid Solitaire<")
    assert ">Watching the solver<" in page
