"""Imports as users write them: the widget from the package's top level, loaded only when asked for."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

JUPYTER_MODULES = (
    "anywidget", "ipywidgets", "traitlets", "IPython", "ipykernel", "comm", "jupyter", "jupyter_core", "zmq", "tornado",
    "numpy",
)


def _loaded_after(code: str) -> list[str]:
    """The top-level modules a fresh interpreter has loaded after running ``code``."""
    probe = f"{code}\nimport json, sys\nprint(json.dumps(sorted({{m.split('.')[0] for m in sys.modules}})))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    loaded: list[str] = json.loads(out.splitlines()[-1])
    return loaded


def test_importing_the_package_loads_no_jupyter_module() -> None:
    loaded = _loaded_after("import pyramid_solitaire; from pyramid_solitaire import Game, Rules; Game.from_number(1)")
    assert "pyramid_solitaire" in loaded
    assert [name for name in JUPYTER_MODULES if name in loaded] == []


def test_the_solver_and_the_command_line_load_no_jupyter_module() -> None:
    loaded = _loaded_after("import pyramid_solitaire.solver, pyramid_solitaire.cli")
    assert [name for name in JUPYTER_MODULES if name in loaded] == []


def test_the_widget_comes_from_the_top_level_when_asked_for() -> None:
    loaded = _loaded_after("from pyramid_solitaire import PyramidWidget; assert PyramidWidget.__name__ == 'PyramidWidget'")
    assert "anywidget" in loaded and "ipywidgets" in loaded


def test_the_top_level_widget_is_the_widget_modules_class() -> None:
    import pyramid_solitaire
    from pyramid_solitaire import PyramidWidget
    from pyramid_solitaire.widget import PyramidWidget as Widget

    assert PyramidWidget is Widget
    assert "PyramidWidget" in pyramid_solitaire.__all__
    assert "PyramidWidget" in dir(pyramid_solitaire)
    assert PyramidWidget(number=1).game.deal.number == 1


def test_an_unknown_name_is_an_attribute_error() -> None:
    import pyramid_solitaire

    with pytest.raises(AttributeError, match="no attribute 'Widget'"):
        pyramid_solitaire.Widget  # noqa: B018
    with pytest.raises(ImportError):
        from pyramid_solitaire import Widget  # type: ignore[attr-defined]  # noqa: F401
