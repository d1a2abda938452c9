"""The server extension turns TCP_NODELAY on for kernel websockets, and installing the package enables it."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import socket
import zipfile
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from pyramid_solitaire import server_extension
from pyramid_solitaire.server_extension import MODULE, nodelay_connection_class

ROOT = Path(__file__).resolve().parents[1]
CONFIG = "jupyter_server_config.d/pyramid_solitaire.json"


class PlainConnection:
    """Stands in for a kernel websocket connection: remembers its handler, connects asynchronously."""

    def __init__(self, websocket_handler: Any) -> None:
        self.websocket_handler = websocket_handler
        self.connected = False

    async def connect(self) -> None:
        self.connected = True


def nodelay_seen_by_the_server(connection_class: type[Any]) -> int:
    """Opens a real Tornado websocket whose handler connects like Jupyter's; returns the server socket's TCP_NODELAY."""
    from tornado.httpserver import HTTPServer
    from tornado.web import Application
    from tornado.websocket import WebSocketHandler, websocket_connect

    class KernelLikeHandler(WebSocketHandler):
        async def open(self, *args: str, **kwargs: str) -> None:
            self.connection = connection_class(websocket_handler=self)
            await self.connection.connect()

        def on_message(self, message: str | bytes) -> None:
            assert self.connection.connected
            stream = self.ws_connection.stream  # type: ignore[union-attr]
            self.write_message(str(stream.socket.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)))

    async def run() -> int:
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        listener.setblocking(False)
        port = listener.getsockname()[1]
        server = HTTPServer(Application([("/channels", KernelLikeHandler)]))
        server.add_sockets([listener])
        try:
            client = await websocket_connect(f"ws://127.0.0.1:{port}/channels")
            await client.write_message("status?")
            answer = await client.read_message()
            client.close()
            return int(str(answer))
        finally:
            server.stop()

    # A thread of its own: a browser test in the same process may hold a running event loop here.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, run()).result()


def test_a_kernel_websocket_keeps_nagle_on_without_the_extension() -> None:
    assert nodelay_seen_by_the_server(PlainConnection) == 0


def test_the_extension_turns_nagle_off_when_a_kernel_websocket_opens() -> None:
    assert nodelay_seen_by_the_server(nodelay_connection_class(PlainConnection)) != 0


def test_loading_wraps_the_servers_connection_class_once() -> None:
    from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

    app = SimpleNamespace(web_app=SimpleNamespace(settings={"kernel_websocket_connection_class": ZMQChannelsWebsocketConnection}))
    server_extension._load_jupyter_server_extension(app)
    server_extension._load_jupyter_server_extension(app)
    chosen = app.web_app.settings["kernel_websocket_connection_class"]
    assert chosen.__bases__ == (ZMQChannelsWebsocketConnection,)
    assert "connect" in vars(chosen)


def test_loading_falls_back_to_jupyters_default_connection_class() -> None:
    from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

    app = SimpleNamespace(web_app=SimpleNamespace(settings={}))
    server_extension._load_jupyter_server_extension(app)
    assert issubclass(app.web_app.settings["kernel_websocket_connection_class"], ZMQChannelsWebsocketConnection)


def test_jupyter_server_finds_and_loads_the_extension() -> None:
    from jupyter_server.extension.manager import ExtensionPackage

    package = ExtensionPackage(name=MODULE, enabled=True)
    assert package.validate()
    (point,) = package.extension_points.values()
    app = SimpleNamespace(web_app=SimpleNamespace(settings={"kernel_websocket_connection_class": PlainConnection}))
    point.load(app)
    assert app.web_app.settings["kernel_websocket_connection_class"].__bases__ == (PlainConnection,)


def test_the_installed_jupyter_configuration_enables_the_extension() -> None:
    from jupyter_core.paths import jupyter_config_path
    from jupyter_server.extension.config import ExtensionConfigManager

    config = ExtensionConfigManager(read_config_path=jupyter_config_path())
    assert config.get_jpserver_extensions().get(MODULE) is True


@pytest.mark.slow
def test_wheel_installs_the_config_that_enables_the_extension(built_wheel: Path) -> None:
    wheel = built_wheel
    version = wheel.name.split("-")[1]
    with zipfile.ZipFile(wheel) as archive:
        shipped = archive.read(f"pyramid_solitaire-{version}.data/data/etc/jupyter/{CONFIG}")
        assert "pyramid_solitaire/server_extension.py" in archive.namelist()
    assert json.loads(shipped) == {"ServerApp": {"jpserver_extensions": {MODULE: True}}}
    assert shipped == (ROOT / "jupyter-config" / CONFIG).read_bytes()
