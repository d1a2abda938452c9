"""Serve a built JupyterLite site on 127.0.0.1 and drive it in Chromium (the suite's shared browser), recording every request."""

from __future__ import annotations

import contextlib
import functools
import http.server
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # the browser drops connections it no longer needs when a test ends


@contextlib.contextmanager
def serve(directory: Path) -> Iterator[str]:
    """Serve ``directory`` on a free port of 127.0.0.1; yield the base URL."""
    handler = functools.partial(_QuietHandler, directory=str(directory))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class RequestLog:
    """Requests that failed, and requests that tried to leave the local server (aborted)."""

    base: str
    failed: list[str] = field(default_factory=list)
    offsite: list[str] = field(default_factory=list)
    count: int = 0

    def route(self, route: Any) -> None:
        url = route.request.url
        self.count += 1
        if url.startswith((self.base, "blob:", "data:")):
            route.continue_()
        else:
            self.offsite.append(url)
            route.abort()

    def on_failed(self, request: Any) -> None:
        self.failed.append(f"{request.url} :: {request.failure}")


_STARTED = """() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
    .some(e => /\\[(\\*|\\d+)\\]/.test(e.textContent))"""


def run_from_menu(page: Any, menu: str, command: str) -> None:
    """Open the menu bar's ``menu`` and click its item for ``command`` (a JupyterLab command id):
    unlike a key press, a click cannot go to a notebook that is not focused yet."""
    page.locator(".lm-MenuBar-item", has=page.locator(".lm-MenuBar-itemLabel", has_text=menu)).first.click()
    page.locator(f".lm-Menu-item[data-command='{command}']").click()


def run_all_cells(page: Any) -> None:
    """Run every cell of the notebook with Run > Run All Cells, once the kernel is idle.

    When no code cell has started (``[*]``) or run (``[1]``) 60 s later, the command is given
    once more, and a second miss fails with the notebook's state.
    """
    page.wait_for_selector(".jp-Notebook .jp-Cell")
    page.wait_for_selector('.jp-Notebook-ExecutionIndicator[data-status="idle"]', timeout=240_000)
    for attempt in range(2):
        page.locator(".jp-Cell").first.locator(".jp-InputPrompt").click()  # the notebook is the current widget
        run_from_menu(page, "Run", "runmenu:run-all")
        try:
            page.wait_for_function(_STARTED, timeout=60_000)
            return
        except Exception:
            if attempt:
                raise AssertionError(f"no cell started after Run All Cells, given twice: {notebook_state(page)}") from None
            print("no cell started 60 s after Run All Cells: giving it again", flush=True)


def notebook_state(page: Any) -> str:
    """The kernel's status, each code cell's prompt and any error shown: what a stuck test reports."""
    return str(page.evaluate(
        """() => ({
            kernel: document.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status,
            prompts: [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')].map(e => e.textContent),
            errors: [...document.querySelectorAll('[data-mime-type="application/vnd.jupyter.stderr"], .jp-RenderedText[data-mime-type*="error"]')]
                .map(e => e.textContent.slice(0, 300)),
        })"""
    ))


def wait_for_widget(page: Any, timeout: float = 240_000) -> None:
    """Wait for the board's first card; on a time-out, say where the notebook stood."""
    try:
        page.wait_for_selector('[data-pos="P0"]', timeout=timeout)
    except Exception:
        raise AssertionError(f"the widget did not appear: {notebook_state(page)}") from None


def wait_until_executed(page: Any, code_cells: int, timeout: float = 420_000) -> None:
    """Wait until ``code_cells`` code cells show an execution count (none still ``[*]``); on a
    time-out, say where the notebook stood. (Under the load of a full test run, two Pyodide pages
    at once have taken more than 240 s to run the play notebook; alone, this whole test took 65 s.)"""
    try:
        page.wait_for_function(
            """n => {
                const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')].map(e => e.textContent);
                return !prompts.some(t => t.includes('*')) && prompts.filter(t => /\\[\\d+\\]/.test(t)).length >= n;
            }""",
            arg=code_cells,
            timeout=timeout,
        )
    except Exception:
        raise AssertionError(f"{code_cells} code cells did not all run: {notebook_state(page)}") from None


def run_in_new_cell(page: Any, code: str) -> None:
    """Add a cell at the end of the notebook, type ``code`` into it and run it (Run > Run Selected Cell)."""
    page.locator(".jp-Cell").last.locator(".jp-InputPrompt").click()
    page.locator(".jp-NotebookPanel-toolbar [data-command='notebook:insert-cell-below']").click()
    page.locator(".jp-Cell").last.locator(".jp-InputArea-editor").click()
    page.keyboard.insert_text(code)
    run_from_menu(page, "Run", "runmenu:run")
