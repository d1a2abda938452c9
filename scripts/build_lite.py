"""Build the zero-install site: JupyterLite with a local Pyodide kernel, this package and the notebooks.

Usage: ``python scripts/build_lite.py [--output dist/lite]`` (``make lite`` runs it).

Everything the site needs is put inside it, so that no request leaves the server:
- Pyodide's core files from the npm package ``pyodide`` at the version that the installed
  ``jupyterlite-pyodide-kernel`` pins (read from its ``constants.PYODIDE_VERSION``);
- the pure-Python wheels the kernel loads through Pyodide's lock file, from PyPI at the exact
  versions the lock names, with the lock trimmed to them and their sha256 recorded anew
  (Pyodide's own copies are rebuilt, so PyPI's wheels have other hashes);
- this package's wheel built from the checkout, and its dependencies as pure wheels for piplite;
- the example notebooks, each with a first cell that installs the package in the kernel.
``disablePyPIFallback`` is set so a missing wheel fails at once instead of reaching out.
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KERNEL_NEEDS = ["micropip", "ipython", "jedi", "typing-extensions", "packaging", "traitlets"]
"""What the Pyodide kernel loads through the lock at start-up (with their dependencies)."""
PIPLITE_WHEELS = ["anywidget", "psygnal", "ipywidgets", "comm", "jupyterlab_widgets", "tqdm"]
"""This package's run-time dependencies that Pyodide's lock does not hold."""
INSTALL_CELL = "%pip install -q pyramid-solitaire"
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def run(*args: str, cwd: Path | None = None) -> None:
    print("+", " ".join(args), flush=True)
    subprocess.run(args, check=True, cwd=cwd)


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pip_download(dest: Path, requirements: list[str]) -> None:
    run(
        sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
        "--platform", "any", "--python-version", "3.14", "--implementation", "py",
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


def lock_requirements(lock: dict) -> list[str]:
    packages = {normalize(name): entry for name, entry in lock["packages"].items()}
    need: set[str] = set()
    todo = list(KERNEL_NEEDS)
    while todo:
        name = normalize(todo.pop())
        if name in need:
            continue
        need.add(name)
        todo += packages[name]["depends"]
    return sorted(f"{packages[n]['name']}=={packages[n]['version']}" for n in need)


def build_pyodide_archive(work: Path, npm_package: Path) -> Path:
    """A .tar.bz2 holding pyodide/: the core files, the kernel's wheels, and a lock for just those."""
    lock = json.loads((npm_package / "pyodide-lock.json").read_text())
    wheels = work / "lockwheels"
    shutil.rmtree(wheels, ignore_errors=True)
    pip_download(wheels, lock_requirements(lock))
    folder = work / "pyo" / "pyodide"
    shutil.rmtree(folder.parent, ignore_errors=True)
    folder.mkdir(parents=True)
    for name in ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "package.json"):
        shutil.copy(npm_package / name, folder)
    by_file = {entry["file_name"]: name for name, entry in lock["packages"].items()}
    kept = {}
    for wheel in sorted(glob.glob(str(wheels / "*.whl"))):
        shutil.copy(wheel, folder)
        name = by_file[Path(wheel).name]
        digest = hashlib.sha256(Path(wheel).read_bytes()).hexdigest()
        kept[name] = dict(lock["packages"][name], sha256=digest)
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
    pip_download(wheels, PIPLITE_WHEELS)
    return wheels


def for_lite(notebook: dict) -> dict:
    """The notebook with a first cell that installs the package, on the Pyodide kernel."""
    cell = {
        "cell_type": "code",
        "execution_count": None,
        "id": "install-pyramid-solitaire",
        "metadata": {},
        "outputs": [],
        "source": [INSTALL_CELL],
    }
    notebook = dict(notebook)
    notebook["cells"] = [cell, *notebook["cells"]]
    notebook["metadata"] = dict(notebook.get("metadata", {}), kernelspec=PYODIDE_KERNELSPEC)
    return notebook


def prepare_contents(lite_dir: Path, notebooks: Path) -> None:
    files = lite_dir / "files"
    files.mkdir(parents=True)
    for path in sorted(notebooks.glob("*.ipynb")):
        notebook = json.loads(path.read_text())
        (files / path.name).write_text(json.dumps(for_lite(notebook), indent=1))
    settings = {"disablePyPIFallback": True}
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {"litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": settings}},
    }
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=1))


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
    archive = build_pyodide_archive(work, fetch_pyodide(work / "npm", version))
    wheels = build_wheels(work)
    lite_dir = work / "site-src"
    shutil.rmtree(lite_dir, ignore_errors=True)
    prepare_contents(lite_dir, args.notebooks.resolve())
    shutil.rmtree(output, ignore_errors=True)
    run(
        sys.executable, "-m", "jupyterlite_core", "build", "--no-sourcemaps", "--no-unused-shared-packages",
        "--apps", "lab", "--apps", "notebooks", "--pyodide", str(archive), "--piplite-wheels", str(wheels),
        "--output-dir", str(output), cwd=lite_dir,
    )
    size = sum(f.stat().st_size for f in output.rglob("*") if f.is_file())
    print(f"built {output} ({size / 1e6:.1f} MB, Pyodide {version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
