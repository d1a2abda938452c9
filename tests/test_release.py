"""Release: ``python -m build`` makes an sdist and a wheel that pass ``twine check``; the wheel, installed
into a fresh virtual environment with no extras, runs the command line and imports the widget."""

from __future__ import annotations

import fcntl
import re
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent

pytestmark = pytest.mark.slow


@dataclass(frozen=True)
class Release:
    sdist: Path
    wheel: Path
    python: Path  # of a fresh virtual environment with the wheel installed, no extras

    @property
    def names(self) -> set[str]:
        with zipfile.ZipFile(self.wheel) as archive:
            return set(archive.namelist())


def _run(command: list[str | Path], **kwargs: object) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(part) for part in command], capture_output=True, text=True, **kwargs)  # type: ignore[call-overload]
    assert done.returncode == 0, f"{' '.join(map(str, command))} failed:\n{done.stdout}\n{done.stderr}"
    return done  # type: ignore[no-any-return]


def _make_release(folder: Path) -> Release:
    """Build the sdist, then the wheel from it, and install the wheel as a user would (its dependencies from the index)."""
    dist = folder / "dist"
    if not (folder / "done").exists():
        _run([sys.executable, "-m", "build", "--outdir", dist, ROOT], cwd=folder)
        (wheel,) = dist.glob("pyramid_solitaire-*.whl")
        _run([sys.executable, "-m", "venv", folder / "venv"])
        _run([folder / "venv" / "bin" / "python", "-m", "pip", "install", "-q", "--disable-pip-version-check", wheel])
        (folder / "done").touch()
    (sdist,) = dist.glob("pyramid_solitaire-*.tar.gz")
    (wheel,) = dist.glob("pyramid_solitaire-*.whl")
    return Release(sdist, wheel, folder / "venv" / "bin" / "python")


@pytest.fixture(scope="session")
def release(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Iterator[Release]:
    """One build and one install per run, shared by the test workers (the first one to ask makes it)."""
    base = tmp_path_factory.getbasetemp()
    folder = (base if worker_id == "master" else base.parent) / "release"
    folder.mkdir(exist_ok=True)
    with open(folder / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            made = _make_release(folder)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    yield made


def test_twine_check_passes(release: Release) -> None:
    done = _run([BIN / "twine", "check", "--strict", release.sdist, release.wheel])
    assert done.stdout.count("PASSED") == 2


def test_the_wheel_holds_the_front_end_and_types_and_no_tests(release: Release) -> None:
    names = release.names
    for name in ("static/widget.js", "static/widget.css", "py.typed", "widget.py", "solver/__init__.py",
                 "solver/win_rates.json"):
        assert f"pyramid_solitaire/{name}" in names
    with zipfile.ZipFile(release.wheel) as archive:
        assert archive.read("pyramid_solitaire/static/widget.js") == (ROOT / "js" / "widget.js").read_bytes()
    assert not [name for name in names if name.startswith("tests/") or "/tests/" in name or "conftest" in name]
    assert not [name for name in names if name.split("/")[0] in ("examples", "benchmarks", "scripts", "docs", "js")]


def test_the_sdist_holds_the_sources_the_wheel_is_built_from(release: Release) -> None:
    import tarfile

    with tarfile.open(release.sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for name in ("pyproject.toml", "README.md", "LICENSE", "CHANGELOG.md", "js/widget.js", "js/widget.css",
                 "src/pyramid_solitaire/py.typed", "jupyter-config/jupyter_server_config.d/pyramid_solitaire.json"):
        assert name in names


def test_the_metadata_names_the_tested_pythons_and_no_relative_links(release: Release) -> None:
    with zipfile.ZipFile(release.wheel) as archive:
        (name,) = [name for name in archive.namelist() if name.endswith(".dist-info/METADATA")]
        metadata = Parser().parsestr(archive.read(name).decode())
    pyproject = (ROOT / "pyproject.toml").read_text()
    requires = re.search(r'^requires-python = "(.+)"$', pyproject, re.MULTILINE)
    assert requires
    assert metadata["Requires-Python"] == requires.group(1)
    oldest = requires.group(1).removeprefix(">=")
    classifiers = metadata.get_all("Classifier")
    assert f"Programming Language :: Python :: {oldest}" in classifiers
    assert f"Programming Language :: Python :: {sys.version_info.major}.{sys.version_info.minor}" in classifiers
    # a project link is a web address: a path into a checkout means nothing to an installed wheel
    for link in metadata.get_all("Project-URL") or []:
        assert link.split(", ", 1)[1].startswith("https://"), link


def test_the_installed_wheel_solves_a_deal_from_the_command_line(release: Release, tmp_path: Path) -> None:
    command = release.python.parent / "pyramid-solitaire"
    done = _run([command, "solve", "1"], cwd=tmp_path)
    assert done.stdout.startswith("deal 1, standard rules: winnable: win in ")
    assert "As+Qh" in done.stdout


def test_the_installed_wheel_imports_the_widget_with_its_front_end(release: Release, tmp_path: Path) -> None:
    probe = (
        "import sys, pyramid_solitaire\n"
        "assert 'anywidget' not in sys.modules\n"
        "import pyramid_solitaire.widget as widget\n"
        "from pyramid_solitaire import PyramidWidget\n"
        "w = PyramidWidget(number=1)\n"
        "print(pyramid_solitaire.__file__)\n"
        "print(widget._STATIC)\n"
        "print(len(w.board['pyramid']))\n"
    )
    done = _run([release.python, "-c", probe], cwd=tmp_path)
    package, static, _cards = done.stdout.split("\n")[:3]
    venv = release.python.parents[1]
    assert Path(package).is_relative_to(venv) and Path(static).is_relative_to(venv)
    assert Path(static).name == "static"
    installed = _run([release.python, "-m", "pip", "list", "--format=freeze"]).stdout.lower()
    assert "anywidget==" in installed and "ipywidgets==" in installed
    for extra in ("jupyterlab==", "pytest==", "voila==", "matplotlib=="):
        assert extra not in installed


def test_the_installed_wheel_reads_its_win_rate_atlas(release: Release, tmp_path: Path) -> None:
    probe = (
        "from pyramid_solitaire.solver import win_rate_atlas\n"
        "print(win_rate_atlas().entry('classic', 1).rate.decided)\n"
    )
    done = _run([release.python, "-c", probe], cwd=tmp_path)
    assert int(done.stdout) > 0
