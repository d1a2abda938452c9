"""A real kernel and a real browser: Voilà or JupyterLab on 127.0.0.1 serving a one-cell notebook, driven by Chromium."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

BIN = Path(sys.executable).parent


def widget_notebook(path: Path, state_file: Path, setup: str = "PyramidWidget(number=1)") -> Path:
    """A notebook whose only cell shows a widget and writes the Python game to ``state_file`` on every change."""
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_code_cell(
            "from pathlib import Path\n"
            "from pyramid_solitaire import Rules\n"
            "from pyramid_solitaire.widget import PyramidWidget\n"
            f"STATE = Path({str(state_file)!r})\n"
            f"w = {setup}\n"
            "w.observe(lambda change: STATE.write_text(w.game.to_json()), names='board')\n"
            "STATE.write_text(w.game.to_json())\n"
            "w"
        )
    ]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, path)
    return path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for_port(port: int, process: subprocess.Popen[bytes], timeout: float = 90) -> None:
    # Probing a page would start a kernel of its own: wait for the port only.
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with code {process.returncode}")
        try:
            socket.create_connection(("127.0.0.1", port), 1).close()
            return
        except OSError:
            time.sleep(0.2)
    raise TimeoutError(f"the server did not listen on port {port}")


def _run_server(command: list[str], port: int, cwd: Path, log_name: str) -> Iterator[None]:
    """Run a Jupyter server command until the caller is done; its output goes to ``cwd / log_name``."""
    env = dict(os.environ, JUPYTER_PLATFORM_DIRS="1", PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    env.pop("ANYWIDGET_HMR", None)
    with open(cwd / log_name, "wb") as log:
        process = subprocess.Popen(command, cwd=cwd, stdout=log, stderr=subprocess.STDOUT, env=env)
        try:
            wait_for_port(port, process)
            yield
        finally:
            process.terminate()
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def start_voila(notebook: Path) -> Iterator[str]:
    """Serve ``notebook`` with Voilà on a free port of 127.0.0.1; yield its URL; stop it afterwards."""
    port = free_port()
    command = [str(BIN / "voila"), notebook.name, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
               "--ServerApp.token=", "--show_tracebacks=True"]
    for _ in _run_server(command, port, notebook.parent, "voila.log"):
        yield f"http://127.0.0.1:{port}/"


def start_lab(notebook: Path, theme: str = "JupyterLab Light") -> Iterator[str]:
    """Serve JupyterLab on a free port of 127.0.0.1 with private settings; yield the notebook's URL."""
    port = free_port()
    settings = notebook.parent / "_lab"
    (settings / "app-settings").mkdir(parents=True)
    (settings / "app-settings" / "overrides.json").write_text(
        '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false"},'
        f' "@jupyterlab/apputils-extension:themes": {{"theme": "{theme}"}}}}'
    )
    command = [str(BIN / "jupyter-lab"), "--no-browser", "--ip=127.0.0.1", f"--port={port}", "--allow-root",
               "--IdentityProvider.token=", "--ServerApp.password=", f"--ServerApp.root_dir={notebook.parent}",
               f"--LabApp.app_settings_dir={settings / 'app-settings'}",
               f"--LabApp.user_settings_dir={settings / 'user-settings'}",
               f"--LabApp.workspaces_dir={settings / 'workspaces'}"]
    for _ in _run_server(command, port, notebook.parent, "lab.log"):
        yield f"http://127.0.0.1:{port}/lab/tree/{notebook.name}?reset"


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 900, "height": 1000}, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


def _press_run(page: Page, index: int) -> None:
    """Send cell ``index`` to the kernel as a user does: a click in its editor, then Shift+Enter."""
    _answer_kernel_dialog(page)
    page.locator(".jp-Notebook .jp-Cell").nth(index).locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")


def _answer_kernel_dialog(page: Page) -> None:
    """A dialog over the notebook: the kernel's choice (asked when its start was slow) is taken as
    offered, as a user would; any other dialog fails the test with its text."""
    dialog = page.locator(".jp-Dialog").first
    if not dialog.count() or not dialog.is_visible():
        return
    said = " ".join(dialog.inner_text().split())
    if "Select Kernel" not in said:
        raise AssertionError(f"a dialog stands over the notebook: {said!r}")
    dialog.locator(".jp-mod-accept").click()
    dialog.wait_for(state="detached")


def run_cell(page: Page, index: int) -> None:
    """Run one cell with Shift+Enter, pressed again if the kernel was not connected yet and the cell never ran."""
    cell = page.locator(".jp-Notebook .jp-Cell").nth(index)
    prompt = cell.locator(".jp-InputPrompt")
    for _ in range(3):
        before = prompt.inner_text()
        _press_run(page, index)
        try:
            page.wait_for_function(
                "([node, before]) => node.textContent !== before", arg=[prompt.element_handle(), before], timeout=15_000
            )
            return
        except PlaywrightTimeout:  # a press before the kernel's websocket is up is dropped: the prompt stays as it was
            continue
    raise AssertionError(f"cell {index} never ran")


def run_cell_until(page: Page, index: int, selector: str, timeout: float = 180) -> None:
    """Run cell ``index`` until ``selector`` shows, running it again if its execution was lost.

    A cell sent while the kernel is still connecting can be left waiting (``[*]``), or not run at all (``[ ]``),
    with the kernel idle: that execution will never come back, so after a spell of idle kernel (where the page
    shows the kernel's execution indicator, as Notebook 7 does) it is sent again. A busy kernel (the first
    imports take more than a minute under a full run's load) is waited for up to ``timeout`` seconds.
    """
    cell = page.locator(".jp-Notebook .jp-Cell").nth(index)
    prompt = cell.locator(".jp-InputPrompt")
    status = page.locator(".jp-Notebook-ExecutionIndicator").first
    deadline = time.monotonic() + timeout
    run_cell(page, index)
    idle_since: float | None = None
    while time.monotonic() < deadline:
        if page.locator(selector).first.is_visible():
            return
        # waiting ([*]) or not run at all ([ ]: an execution dropped while the kernel reconnected, seen under load)
        waiting = prompt.inner_text().strip().startswith(("[*]", "[ ]"))
        idle = status.count() > 0 and status.get_attribute("data-status") == "idle"
        if waiting and idle:
            idle_since = idle_since or time.monotonic()
            if time.monotonic() - idle_since > 20:
                _press_run(page, index)
                idle_since = None
        else:
            idle_since = None
        page.wait_for_timeout(500)
    outputs = cell.locator(".jp-OutputArea").inner_text() if cell.locator(".jp-OutputArea").count() else ""
    raise AssertionError(
        f"{selector} did not show within {timeout} s: prompt {prompt.inner_text()!r}, kernel "
        f"{status.get_attribute('data-status') if status.count() else 'unknown'}, outputs {outputs[-500:]!r}"
    )
