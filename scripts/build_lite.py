"""Build the zero-install site: JupyterLite with a local Pyodide kernel, this package and the notebooks.

Usage: ``python scripts/build_lite.py [--output dist/lite]`` (``make lite`` runs it).

Everything the site needs is put inside it, so that no request leaves the server:
- Pyodide's core files from the npm package ``pyodide`` at the version that the installed
  ``jupyterlite-pyodide-kernel`` pins (read from its ``constants.PYODIDE_VERSION``);
- the pure-Python wheels the kernel loads through Pyodide's lock file, from PyPI at the exact
  versions the lock names, with the lock trimmed to them and their sha256 recorded anew
  (Pyodide's own copies are rebuilt, so PyPI's wheels have other hashes);
- this package's wheel built from the checkout, its dependencies as pure wheels, and the kernel's
  own wheels (piplite, pyodide-kernel, the ipykernel shim), all entered in that lock too;
- the example notebooks, on the Pyodide kernel, and a front page that opens each of them.

Every shipped wheel, and the standard library's zip, is compiled to bytecode by Pyodide's own
Python under Node (``scripts/lite_bytecode.mjs``), so the browser does not compile the standard
library, IPython and the rest from source at every start:
the dependencies ship bytecode only (as Pyodide's own packages do), this package its sources too,
so that its tracebacks show their lines.

The kernel starts fast: every package it and the notebooks import is named in
``loadPyodideOptions.packages``, so Pyodide fetches them all in parallel while it boots, and the
kernel skips its own one-by-one installs; the notebooks import the package at once (no ``%pip``
cell). Nothing else is shipped: no piplite wheel index beyond the kernel's own.
``disablePyPIFallback`` is set so a missing wheel fails at once instead of reaching out.
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import html
import json
import re
import shutil
import subprocess
import sys
import tarfile
import urllib.parse
import zipfile
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
KERNEL_NEEDS = ["micropip", "ipython", "jedi"]
"""What the Pyodide kernel loads from Pyodide's own lock at start-up (with their dependencies)."""
EXTRA_WHEELS = ["anywidget", "psygnal", "ipywidgets", "comm", "jupyterlab_widgets", "tqdm"]
"""This package's run-time dependencies the site takes from PyPI (added to the site's lock; Pyodide's
lock names tqdm too, but the site ships only its core files), at the versions installed here: the
front-end extensions of anywidget and the widget manager come from this environment and must
match their Python side."""
KERNEL_WHEELS = ["piplite", "pyodide_kernel", "ipykernel", "widgetsnbextension-4"]
"""The kernel's own wheels, shipped in its labextension (the widgetsnbextension 4 shim is what ipywidgets asks for)."""
PRELOAD = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", "pyramid-solitaire"]
"""Loaded while Pyodide boots, with their dependencies: what the kernel imports, and this package."""
PYODIDE_MARKERS = {
    "extra": "", "sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix",
    "platform_machine": "wasm32", "implementation_name": "cpython", "platform_python_implementation": "CPython",
    "python_version": "3.14", "python_full_version": "3.14.2",
}
"""The environment markers of Pyodide's Python, to read which requirements of a wheel apply there."""
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def run(*args: str, cwd: Path | None = None) -> None:
    print("+", " ".join(args), flush=True)
    subprocess.run(args, check=True, cwd=cwd)


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pip_download(dest: Path, requirements: list[str]) -> None:
    run(
        sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
        "--platform", "any", "--python-version", PYODIDE_MARKERS["python_version"], "--implementation", "py",
        "-d", str(dest), *requirements,
    )


def pyodide_version() -> str:
    from jupyterlite_pyodide_kernel import constants

    return str(constants.PYODIDE_VERSION)


def fetch_pyodide(cache: Path, version: str) -> Path:
    """Unpack the npm package ``pyodide@version`` into the cache; return its folder."""
    package = cache / f"pyodide-{version}" / "package"
    if not (package / "pyodide-lock.json").exists():
        target = package.parent
        target.mkdir(parents=True, exist_ok=True)
        run("npm", "pack", "--silent", f"pyodide@{version}", cwd=target)
        with tarfile.open(target / f"pyodide-{version}.tgz") as archive:
            archive.extractall(target, filter="data")
    return package


def check_pyodide_python(lock: dict) -> None:
    """Stop the build unless Pyodide's Python is the one :data:`PYODIDE_MARKERS` describes (the
    wheels are chosen for it): a newer Pyodide kernel may bring another Python.

    >>> check_pyodide_python({"info": {"python": "3.14.2"}})
    >>> check_pyodide_python({"info": {"python": "3.15.0"}})
    Traceback (most recent call last):
    ...
    SystemExit: Pyodide runs Python 3.15.0, but this build chooses wheels for 3.14.2: update PYODIDE_MARKERS
    """
    python = lock["info"]["python"]
    if python != PYODIDE_MARKERS["python_full_version"]:
        raise SystemExit(
            f"Pyodide runs Python {python}, but this build chooses wheels for "
            f"{PYODIDE_MARKERS['python_full_version']}: update PYODIDE_MARKERS"
        )


def lock_requirements(lock: dict, roots: list[str]) -> list[str]:
    """Pinned requirements for ``roots`` and their dependencies, as Pyodide's lock names them."""
    packages = {normalize(name): entry for name, entry in lock["packages"].items()}
    need: set[str] = set()
    todo = list(roots)
    while todo:
        name = normalize(todo.pop())
        if name in need:
            continue
        need.add(name)
        todo += packages[name]["depends"]
    return sorted(f"{packages[n]['name']}=={packages[n]['version']}" for n in need)


def wheel_entry(wheel: Path) -> dict:
    """A lock entry for a pure wheel: its name, version, top-level imports and the requirements that apply on Pyodide."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata_file = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        metadata = archive.read(metadata_file).decode()
    fields = [line.split(": ", 1) for line in metadata.split("\n\n", 1)[0].splitlines() if ": " in line]
    name = next(value for key, value in fields if key == "Name")
    version = next(value for key, value in fields if key == "Version")
    depends = []
    for key, value in fields:
        if key == "Requires-Dist":
            requirement = Requirement(value)
            if requirement.marker is None or requirement.marker.evaluate(PYODIDE_MARKERS):
                depends.append(normalize(requirement.name))
    imports = sorted(
        {n.split("/", 1)[0].removesuffix(".py") for n in names if not n.split("/", 1)[0].endswith((".dist-info", ".data"))}
    )
    return {
        "name": normalize(name), "version": version, "file_name": wheel.name, "install_dir": "site",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "package_type": "package",
        "imports": imports, "depends": depends, "unvendored_tests": False,
    }


def kernel_wheels() -> list[Path]:
    """The wheels that the installed Pyodide kernel extension ships for itself."""
    folder = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
    found = [Path(p) for p in sorted(glob.glob(str(folder / "*.whl")))]
    chosen = [p for p in found if any(p.name.startswith(f"{prefix}-") or p.name.startswith(f"{prefix}.") for prefix in KERNEL_WHEELS)]
    if len(chosen) != len(KERNEL_WHEELS):
        raise SystemExit(f"expected the kernel's wheels {KERNEL_WHEELS} in {folder}, found {[p.name for p in found]}")
    return chosen


def build_pyodide_archive(work: Path, npm_package: Path, extra: list[Path]) -> Path:
    """A .tar.bz2 holding pyodide/: the core files, every wheel the site loads, and a lock for just those."""
    lock = json.loads((npm_package / "pyodide-lock.json").read_text())
    extra_entries = {wheel: wheel_entry(wheel) for wheel in extra}
    own = {entry["name"] for entry in extra_entries.values()}
    in_lock = {normalize(name) for name in lock["packages"]}
    roots = KERNEL_NEEDS + sorted(({dep for entry in extra_entries.values() for dep in entry["depends"]} - own) & in_lock)
    wheels = work / "lockwheels"
    shutil.rmtree(wheels, ignore_errors=True)
    pip_download(wheels, lock_requirements(lock, roots))
    folder = work / "pyo" / "pyodide"
    shutil.rmtree(folder.parent, ignore_errors=True)
    folder.mkdir(parents=True)
    for name in ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "package.json"):
        shutil.copy(npm_package / name, folder)
    by_file = {entry["file_name"]: name for name, entry in lock["packages"].items()}
    for wheel in [*wheels.glob("*.whl"), *extra]:
        shutil.copy(wheel, folder)
    run("node", str(ROOT / "scripts" / "lite_bytecode.mjs"), str(npm_package), str(folder), "pyramid_solitaire")
    kept = {}
    for wheel in sorted(folder.glob("*.whl")):
        if wheel.name in by_file:
            name = by_file[wheel.name]
            kept[name] = dict(lock["packages"][name], sha256=hashlib.sha256(wheel.read_bytes()).hexdigest())
        else:
            entry = wheel_entry(wheel)
            kept[entry["name"]] = entry
    missing = sorted({dep for entry in kept.values() for dep in map(normalize, entry["depends"])} - set(map(normalize, kept)))
    if missing:
        raise SystemExit(f"the site's lock lacks {missing}, needed by its wheels")
    lock["packages"] = kept
    (folder / "pyodide-lock.json").write_text(json.dumps(lock))
    archive = work / "pyodide-offline.tar.bz2"
    with tarfile.open(archive, "w:bz2") as tar:
        tar.add(folder, arcname="pyodide")
    return archive


def build_wheels(work: Path) -> Path:
    wheels = work / "wheels"
    shutil.rmtree(wheels, ignore_errors=True)
    wheels.mkdir(parents=True)
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(wheels), str(ROOT))
    pip_download(wheels, installed_pins(EXTRA_WHEELS))
    return wheels


def installed_pins(names: list[str]) -> list[str]:
    """Each package at the version installed here, or unpinned where it is not installed.

    >>> installed_pins(["packaging", "surely-not-installed"])[1]
    'surely-not-installed'
    """
    pins = []
    for name in names:
        try:
            pins.append(f"{name}=={metadata.version(name)}")
        except metadata.PackageNotFoundError:
            pins.append(name)
    return pins


def for_lite(notebook: dict) -> dict:
    """The notebook on the Pyodide kernel (the package is loaded with the kernel, so no install cell)."""
    notebook = dict(notebook)
    notebook["metadata"] = dict(notebook.get("metadata", {}), kernelspec=PYODIDE_KERNELSPEC)
    return notebook


def prepare_contents(lite_dir: Path, notebooks: Path) -> None:
    files = lite_dir / "files"
    files.mkdir(parents=True)
    for path in sorted(notebooks.glob("*.ipynb")):
        notebook = json.loads(path.read_text())
        (files / path.name).write_text(json.dumps(for_lite(notebook), indent=1))
    settings = {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": PRELOAD}}
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {"litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": settings}},
    }
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=1))


SERVER_ONLY_EXTENSIONS = ("@voila-dashboards/jupyterlab-preview",)
"""JupyterLab extensions installed beside the tests that need a Jupyter server (Voila's preview button
would open a page the static site does not have): left out of the site."""


def drop_extensions(output: Path, names: tuple[str, ...] = SERVER_ONLY_EXTENSIONS) -> None:
    """Leave the extensions ``names`` out of the built site: their files, their entries in its settings
    and their plugins' settings schemas (an extension that is not installed is left alone)."""
    config_path = output / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    data = config["jupyter-config-data"]
    if "federated_extensions" in data:
        data["federated_extensions"] = [ext for ext in data["federated_extensions"] if ext.get("name") not in names]
    config_path.write_text(json.dumps(config, indent=2, sort_keys=True))  # as jupyterlite writes it
    schemas_path = output / "build" / "schemas" / "all_federated.json"
    if schemas_path.exists():
        schemas = json.loads(schemas_path.read_text())
        kept = [plugin for plugin in schemas if plugin.get("id", "").split(":")[0] not in names]
        schemas_path.write_text(json.dumps(kept))
    for name in names:
        folder = output / "extensions" / name
        shutil.rmtree(folder, ignore_errors=True)
        scope = folder.parent
        if scope != output / "extensions" and scope.is_dir() and not any(scope.iterdir()):
            scope.rmdir()  # the scope (@voila-dashboards) left empty


FIRST_NOTEBOOK = "play.ipynb"
"""Listed first on the front page: what a class opens the site for."""
CONFIG_ELEMENT = re.compile(r'<script id="jupyter-config-data".*?</script>', re.DOTALL)
FRONT_PAGE = """<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Pyramid Solitaire in the browser</title>
    <link rel="icon" href="lab/favicon.ico">
    <style>
      body {{ font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }}
      li {{ margin: 0.5rem 0; font-size: 1.2rem; }}
    </style>
    {config}
  </head>
  <body>
    <main>
    <h1>Pyramid Solitaire in the browser</h1>
    <p>These notebooks run Python in this page, with nothing to install. The first one opened
    takes ten seconds or so to start; then run its cells (Run, Run All Cells) to see the board.</p>
    <ul>
{links}
    </ul>
    <p><a href="lab/index.html">All of them in JupyterLab</a></p>
    </main>
  </body>
</html>
"""


def notebook_title(notebook: dict, fallback: str) -> str:
    """The first heading of ``notebook``'s first Markdown cell, else ``fallback``.

    >>> notebook_title({"cells": [{"cell_type": "markdown", "source": ["# Play\\n", "More"]}]}, "x")
    'Play'
    >>> notebook_title({"cells": []}, "play.ipynb")
    'play.ipynb'
    """
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "markdown":
            for line in "".join(cell.get("source", [])).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
            break
    return fallback


def write_front_page(output: Path) -> None:
    """Replace the site's front page, which only sent the browser on to an empty JupyterLab, with a
    page that opens each shipped notebook (``FIRST_NOTEBOOK`` first). The page keeps the site's root
    configuration element, which every app page reads from it."""
    index = output / "index.html"
    found = CONFIG_ELEMENT.search(index.read_text())
    if found is None:
        raise ValueError(f"{index}: no jupyter-config-data element to keep (has JupyterLite's front page changed?)")
    names = sorted((path.name for path in (output / "files").glob("*.ipynb")), key=lambda name: (name != FIRST_NOTEBOOK, name))
    links = []
    for name in names:
        title = notebook_title(json.loads((output / "files" / name).read_text()), name)
        href = html.escape("notebooks/index.html?path=" + urllib.parse.quote(name))
        links.append(f'      <li><a href="{href}">{html.escape(title)}</a></li>')
    index.write_text(FRONT_PAGE.format(config=found.group(0), links="\n".join(links)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=ROOT / "dist" / "lite")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "lite")
    parser.add_argument("--notebooks", type=Path, default=ROOT / "examples", help="folder of notebooks to ship")
    args = parser.parse_args(argv)
    work: Path = args.work.resolve()
    output: Path = args.output.resolve()
    work.mkdir(parents=True, exist_ok=True)
    version = pyodide_version()
    npm_package = fetch_pyodide(work / "npm", version)
    check_pyodide_python(json.loads((npm_package / "pyodide-lock.json").read_text()))
    wheels = build_wheels(work)
    extra = sorted(wheels.glob("*.whl")) + kernel_wheels()
    archive = build_pyodide_archive(work, npm_package, extra)
    lite_dir = work / "site-src"
    shutil.rmtree(lite_dir, ignore_errors=True)
    prepare_contents(lite_dir, args.notebooks.resolve())
    shutil.rmtree(output, ignore_errors=True)
    run(
        sys.executable, "-m", "jupyterlite_core", "build", "--no-sourcemaps", "--no-unused-shared-packages",
        "--apps", "lab", "--apps", "notebooks", "--apps", "tree", "--pyodide", str(archive),
        "--output-dir", str(output), cwd=lite_dir,
    )
    drop_extensions(output)
    write_front_page(output)
    size = sum(f.stat().st_size for f in output.rglob("*") if f.is_file())
    print(f"built {output} ({size / 1e6:.1f} MB, Pyodide {version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
