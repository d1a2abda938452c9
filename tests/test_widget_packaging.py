"""The built wheel carries the widget's JS and CSS, and the installed package finds them."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_wheel_contains_the_front_end(built_wheel: Path) -> None:
    wheel = built_wheel
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
