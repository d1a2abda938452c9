"""Click -> redraw latency of the widget in a real browser, with a real kernel behind it.

Serves a one-cell notebook with Voila (or JupyterLab, ``--lab``) on 127.0.0.1, opens it in
Debian's Chromium and times, inside the page, from a click to the first animation frame after the
widget has redrawn with Python's answer. Each round is five clicks: select a card, pair it, undo,
the Draw button, undo.

    .venv/bin/python benchmarks/bench_widget_latency.py [--rounds 30] [--lab] [--standalone] [--nodelay] [--without-extension]
        [--against /path/to/another/checkout]

``--against`` compares with another checkout of the package (say ``git worktree add /tmp/base <commit>``):
it gets a server of its own (``PYTHONPATH`` pointing at its ``src``), and the rounds alternate between
the two pages in one browser, so that a machine busy with other work slows both alike.

By default the notebook is served by a Jupyter server through Voila's server extension
(/voila/render/...), so the server loads the extensions installed with the package, among them
pyramid_solitaire.server_extension, which turns TCP_NODELAY on for kernel websockets. Without it
(``--without-extension``), a reply that follows another small message (the kernel's "busy"
status) waits for the browser's delayed ACK, about 40 ms on Linux. ``--standalone`` serves with
the ``voila`` command, which loads no server extensions, so it is given the extension's
connection class. ``--nodelay`` patches Tornado's websocket writes instead.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from playwright.sync_api import Browser, Page, sync_playwright

BIN = Path(sys.executable).parent
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]
TIME_CLICK = """async (selector) => {
  const root = document.querySelector('.pyr');
  const before = root.dataset.version;
  const start = performance.now();
  const redrawn = new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (root.dataset.version !== before) {
        watch.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
      }
    });
    watch.observe(root, { attributes: true, attributeFilter: ['data-version'] });
  });
  document.querySelector(selector).click();
  return await redrawn;
}"""
CLICKS = [
    ("select", ".pyr [data-card='As']"),
    ("pair", ".pyr [data-card='Qh']"),
    ("undo", ".pyr button[data-action='undo']"),
    ("draw", ".pyr button[data-action='draw']"),
    ("undo", ".pyr button[data-action='undo']"),
]


# What the standalone voila command is given in place of the server extension it does not load.
NODELAY_CONNECTION = "pyramid_solitaire.server_extension.NoDelayConnection"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# The server with TCP_NODELAY set on every websocket write (Tornado turns it off after each HTTP response).
NODELAY_SERVER = """
import sys
from tornado.websocket import WebSocketProtocol13
_write_message = WebSocketProtocol13.write_message
def write_message(self, *args, **kwargs):
    self.stream.set_nodelay(True)
    return _write_message(self, *args, **kwargs)
WebSocketProtocol13.write_message = write_message
from {module} import main
sys.exit(main())
"""


def serve(
    folder: Path, standalone: bool, nodelay: bool, extension: bool, lab: bool = False, source: Path | None = None
) -> tuple[subprocess.Popen[bytes], int]:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell("from pyramid_solitaire.widget import PyramidWidget\nPyramidWidget(number=1)")]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, folder / "bench.ipynb")
    port = free_port()
    env = dict(os.environ, JUPYTER_PLATFORM_DIRS="1", PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    if source is not None:  # another checkout: its package, JavaScript and server extension
        env["PYTHONPATH"] = str(source / "src")
    module = "voila.app" if standalone else "jupyterlab.labapp" if lab else "jupyter_server.serverapp"
    if nodelay:
        command = [sys.executable, "-c", NODELAY_SERVER.format(module=module)]
    else:
        command = [str(BIN / ("voila" if standalone else "jupyter-lab" if lab else "jupyter-server"))]
    if lab:  # private settings: no news toast, no saved workspace
        settings = folder / "_lab"
        (settings / "app-settings").mkdir(parents=True)
        (settings / "app-settings" / "overrides.json").write_text(
            '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false"}}'
        )
        command += [f"--LabApp.app_settings_dir={settings / 'app-settings'}",
                    f"--LabApp.user_settings_dir={settings / 'user-settings'}",
                    f"--LabApp.workspaces_dir={settings / 'workspaces'}"]
    if standalone:
        command += ["bench.ipynb", "--Voila.ip=127.0.0.1"]
        command += [f"--Voila.kernel_websocket_connection_class={NODELAY_CONNECTION}"] if extension else []
    else:
        command += ["--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.root_dir=."]
        command += ["--allow-root"] if os.getuid() == 0 else []
        command += [] if extension else ["--ServerApp.jpserver_extensions=pyramid_solitaire.server_extension=False"]
    process = subprocess.Popen(
        [*command, "--no-browser", f"--port={port}", "--ServerApp.token="],
        cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
    )
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), 1).close()
            return process, port
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise TimeoutError("the server did not start")


def open_in_lab(page: Page, port: int) -> None:
    """Open the notebook in JupyterLab once its kernel is idle, and run its one cell."""
    page.goto(f"http://127.0.0.1:{port}/lab/tree/bench.ipynb?reset", wait_until="domcontentloaded")
    page.locator("#jp-main-statusbar").get_by_text("Idle").wait_for(timeout=90_000)
    page.locator(".jp-Notebook .jp-Cell").first.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")


def measure(page: Page, rounds: int, warm_up: bool = True) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {}
    for _ in range(3 if warm_up else 0):
        for _kind, selector in CLICKS:
            page.evaluate(TIME_CLICK, selector)
    for _ in range(rounds):
        for kind, selector in CLICKS:
            times.setdefault(kind, []).append(float(page.evaluate(TIME_CLICK, selector)))
    return times


def python_share(repeats: int = 200) -> float:
    """Median milliseconds the kernel spends on one action: validate, play, rebuild the board."""
    from pyramid_solitaire.widget import PyramidWidget

    widget = PyramidWidget(number=1)
    times = []
    for i in range(repeats):
        message = {"type": "draw"} if i % 2 == 0 else {"type": "undo"}
        start = time.perf_counter()
        widget.handle_message(message)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def open_board(browser: Browser, port: int, args: argparse.Namespace) -> Page:
    page = browser.new_page(viewport={"width": 900, "height": 1000})
    page.set_default_timeout(60_000)
    if args.lab:
        open_in_lab(page, port)
    else:
        path = "" if args.standalone else "voila/render/bench.ipynb"
        page.goto(f"http://127.0.0.1:{port}/{path}", wait_until="domcontentloaded")
    page.locator(".pyr [data-card='Qh']").wait_for()
    return page


def report(title: str, times: dict[str, list[float]], rounds: int) -> None:
    every = [t for values in times.values() for t in values]
    print(f"{title}, {len(every)} clicks ({rounds} rounds)")
    for kind, values in times.items():
        print(f"  {kind:7s} median {statistics.median(values):6.1f} ms   p90 {sorted(values)[int(len(values) * 0.9)]:6.1f} ms")
    print(f"  all     median {statistics.median(every):6.1f} ms   (target < 50 ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--lab", action="store_true", help="JupyterLab: the notebook opened and its cell run")
    parser.add_argument("--standalone", action="store_true", help="the voila command instead of a Jupyter server")
    parser.add_argument("--nodelay", action="store_true", help="patch Tornado: TCP_NODELAY on the server's websockets")
    parser.add_argument("--without-extension", action="store_true", help="disable pyramid_solitaire.server_extension")
    parser.add_argument("--against", type=Path, help="another checkout, measured in alternate rounds")
    args = parser.parse_args()
    sources: list[Path | None] = [None] if args.against is None else [None, args.against.resolve()]
    times: list[dict[str, list[float]]] = [{} for _ in sources]
    with tempfile.TemporaryDirectory() as folder:
        servers = []
        try:
            for i, source in enumerate(sources):
                (Path(folder) / str(i)).mkdir()
                servers.append(serve(Path(folder) / str(i), args.standalone, args.nodelay, not args.without_extension,
                                     args.lab, source))
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS)
                pages = [open_board(browser, port, args) for _process, port in servers]
                for page in pages:
                    measure(page, 0)  # warm up
                for _ in range(args.rounds):  # alternate rounds, so that other work on the machine slows both alike
                    for page, into in zip(pages, times, strict=True):
                        for kind, values in measure(page, 1, warm_up=False).items():
                            into.setdefault(kind, []).extend(values)
                browser.close()
        finally:
            for process, _port in servers:
                process.terminate()
                process.wait(15)
    server = "JupyterLab" if args.lab else "standalone Voila" if args.standalone else "Jupyter server + Voila extension"
    server += " without pyramid_solitaire.server_extension" if args.without_extension else ""
    server += " with Tornado patched for TCP_NODELAY" if args.nodelay else ""
    import pyramid_solitaire

    here = Path(pyramid_solitaire.__file__).parents[2]
    for source, measured in zip(sources, times, strict=True):
        report(f"click -> redraw latency, {server} + Chromium, {source or here}", measured, args.rounds)
    print(f"  of which the kernel's Python handler ({here}): median {python_share():.1f} ms per action")


if __name__ == "__main__":
    main()
