"""Sphinx configuration of the documentation site (``make docs`` builds it into ``dist/docs``).

Sphinx with MyST-NB: the project's pages are Markdown (MyST), its docstrings are
reStructuredText with doctest examples (autodoc renders them as they are), and MyST-NB executes
the example notebooks at build time. Pages generated here from the code, before Sphinx reads
anything: the rule presets (``Rules.describe()``) and the command line's help; the notebooks
are copied in from ``examples/``.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shutil
from pathlib import Path
from typing import Any

from pyramid_solitaire import PRESETS, Rules, __version__
from pyramid_solitaire.cli import main as cli_main

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
GENERATED = ROOT / "build" / "docs-generated"

project = "pyramid-solitaire"
author = "pyramid-solitaire developers"
copyright = "pyramid-solitaire developers"
version = release = __version__

extensions = ["myst_nb", "sphinx.ext.autodoc", "sphinx.ext.viewcode"]
exclude_patterns = ["_build", "notebooks/.ipynb_checkpoints"]
html_theme = "furo"
html_title = f"pyramid-solitaire {version}"
html_static_path: list[str] = []

myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence"]
suppress_warnings = ["myst.header"]  # README's contents line links to its own sections by slug

autodoc_default_options = {"members": True, "member-order": "bysource"}
autodoc_typehints = "description"
autodoc_typehints_format = "short"
autodoc_preserve_defaults = True

# Notebooks: executed at every build, an error stops it; a widget is shown as its static SVG.
nb_execution_mode = "force"
nb_execution_raise_on_error = True
nb_execution_timeout = 600
nb_execution_show_tb = True
nb_mime_priority_overrides = [("*", "application/vnd.jupyter.widget-view+json", None)]
nb_ipywidgets_js: dict[str, dict[str, str]] = {}  # no widget scripts from elsewhere


def _write(name: str, text: str) -> None:
    GENERATED.mkdir(parents=True, exist_ok=True)
    path = GENERATED / name
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def _presets_page() -> str:
    parts = []
    for name in PRESETS:
        rules = Rules.preset(name)
        parts.append(f"### `{name}`\n\n```text\n{rules.describe()}\n```\n\n```python\n{rules!r}\n```\n")
    return "\n".join(parts)


def _cli_page() -> str:
    parts = []
    for command in ([], ["deal"], ["solve"], ["hint"], ["explain"], ["review"], ["stats"]):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):
            cli_main([*command, "--help"])
        title = " ".join(["pyramid-solitaire", *command])
        parts.append(f"## `{title}`\n\n```text\n{out.getvalue().rstrip()}\n```\n")
    return "\n".join(parts)


def _copy_notebooks() -> None:
    """The example notebooks, copied into the source folder (``docs/notebooks/``, not tracked) as MyST-NB reads them there."""
    target = HERE / "notebooks"
    target.mkdir(exist_ok=True)
    for notebook in sorted((ROOT / "examples").glob("*.ipynb")):
        if not (target / notebook.name).exists() or (target / notebook.name).read_bytes() != notebook.read_bytes():
            shutil.copyfile(notebook, target / notebook.name)


def _kernel_startup() -> None:
    """Widgets cannot run in a static page: an IPython start-up file gives them an SVG form too."""
    startup = GENERATED / "ipython" / "profile_default" / "startup"
    startup.mkdir(parents=True, exist_ok=True)
    (startup / "00-board-svg.py").write_text(
        "from pyramid_solitaire.svg import board_svg\n"
        "from pyramid_solitaire.widget import PyramidWidget\n"
        "get_ipython().display_formatter.formatters['image/svg+xml'].for_type(\n"
        "    PyramidWidget, lambda widget: board_svg(widget.game))\n",
        encoding="utf-8",
    )
    os.environ["IPYTHONDIR"] = str(GENERATED / "ipython")


def _drop_widget_state(app: Any, doctree: Any) -> None:
    """The live widgets' saved state is of no use on a static page (their SVG shows instead)."""
    files = getattr(app.env, "nb_metadata", {}).get(app.env.docname, {}).get("js_files", {})
    for key in [key for key in files if key.startswith("ipywidgets")]:
        del files[key]


_LINKS = [
    (re.compile(r"\]\(\.\./README\.md#"), "](index.md#"),
    (re.compile(r"\]\(\.\./README\.md\)"), "](index.md)"),
    (re.compile(r"\]\(docs/"), "]("),
    (re.compile(r"\]\(examples/"), "](notebooks/"),
]
"""Links written for the repository (README at the top, pages in docs/) as the site lays them out."""


def _site_links(app: Any, docname: str, source: list[str]) -> None:
    for pattern, replacement in _LINKS:
        source[0] = pattern.sub(replacement, source[0])


def _included_links(app: Any, path: Path, docname: str, content: list[str]) -> None:
    _site_links(app, docname, content)


def setup(app: Any) -> None:
    _write("presets.md", _presets_page())
    _write("cli.md", _cli_page())
    _copy_notebooks()
    _kernel_startup()
    app.connect("source-read", _site_links)
    app.connect("include-read", _included_links)
    app.connect("doctree-read", _drop_widget_state)
