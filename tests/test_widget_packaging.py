"""The built wheel carries the widget's JS and CSS, and the installed package finds them."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_wheel_contains_the_front_end(tmp_path: Path) -> None:
    # Build with the hatchling already installed when there is one (no download needed).
    isolation = [] if importlib.util.find_spec("hatchling") is None else ["--no-build-isolation"]
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", *isolation, "-q", "-w", str(tmp_path), str(ROOT)],
        check=True,
        cwd=tmp_path,
    )
    (wheel,) = tmp_path.glob("pyramid_solitaire-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for name in ("widget.js", "widget.css"):
            shipped = archive.read(f"pyramid_solitaire/static/{name}")
            assert shipped == (ROOT / "js" / name).read_bytes()
    assert "pyramid_solitaire/widget.py" in names


def test_the_widget_reads_its_front_end_from_the_package_or_the_checkout() -> None:
    from pyramid_solitaire import widget

    esm = widget.PyramidWidget._esm
    source = esm.read_text(encoding="utf-8") if isinstance(esm, Path) else str(esm)
    assert "export default" in source and "data-action" in source
    assert widget._STATIC in (Path(widget.__file__).parent / "static", ROOT / "js")
