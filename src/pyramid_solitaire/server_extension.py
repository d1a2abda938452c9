"""Jupyter server extension: send kernel websocket messages at once (TCP_NODELAY).

Jupyter's server leaves Nagle's algorithm on for its kernel websockets. The widget's reply to
a click follows the kernel's small "busy" status message, so Nagle holds it back until the
browser's delayed ACK arrives, about 40 ms on Linux. This extension turns TCP_NODELAY on
for every kernel websocket when it opens.

It is enabled on install by ``etc/jupyter/jupyter_server_config.d/pyramid_solitaire.json``;
turn it off with ``jupyter server extension disable pyramid_solitaire.server_extension``.
The standalone ``voila`` command loads no server extensions; give it the connection class instead:
``voila --Voila.kernel_websocket_connection_class=pyramid_solitaire.server_extension.NoDelayConnection``.
Jupyter modules are imported only when a server loads the extension or asks for that class.
"""

from __future__ import annotations

from functools import cache
from typing import Any

MODULE = "pyramid_solitaire.server_extension"


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    """Where Jupyter finds this extension.

    >>> _jupyter_server_extension_points()
    [{'module': 'pyramid_solitaire.server_extension'}]
    """
    return [{"module": MODULE}]


def nodelay_connection_class(base: type[Any]) -> type[Any]:
    """A subclass of the kernel websocket connection ``base`` that sets TCP_NODELAY on connecting.

    >>> class Handler:
    ...     def set_nodelay(self, value): print("nodelay", value)
    >>> class Connection:
    ...     websocket_handler = Handler()
    ...     def connect(self): return "connected"
    >>> nodelay_connection_class(Connection)().connect()
    nodelay True
    'connected'
    """

    def connect(self: Any) -> Any:
        self.websocket_handler.set_nodelay(True)
        return super(subclass, self).connect()

    members = {"connect": connect, "__module__": __name__, "sets_nodelay": True}
    subclass: type[Any] = type(f"NoDelay{base.__name__}", (base,), members)
    return subclass


@cache
def _default_nodelay_connection_class() -> type[Any]:
    from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

    return nodelay_connection_class(ZMQChannelsWebsocketConnection)


def __getattr__(name: str) -> Any:
    """``NoDelayConnection``: Jupyter's default kernel websocket connection with TCP_NODELAY, built on first use.

    >>> from pyramid_solitaire.server_extension import NoDelayConnection
    >>> NoDelayConnection.__bases__[0].__name__
    'ZMQChannelsWebsocketConnection'
    """
    if name == "NoDelayConnection":
        return _default_nodelay_connection_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Make the server's kernel websockets use TCP_NODELAY (keeps any configured connection class).

    >>> from types import SimpleNamespace
    >>> class Connection: pass
    >>> app = SimpleNamespace(web_app=SimpleNamespace(settings={"kernel_websocket_connection_class": Connection}))
    >>> _load_jupyter_server_extension(app)
    >>> app.web_app.settings["kernel_websocket_connection_class"].__name__
    'NoDelayConnection'
    """
    # The connection class is a server setting read for each new websocket, so wrapping it
    # changes this server only and patches no Jupyter or Tornado class.
    settings = serverapp.web_app.settings
    base = settings.get("kernel_websocket_connection_class")
    if base is None:
        settings["kernel_websocket_connection_class"] = _default_nodelay_connection_class()
    elif not getattr(base, "sets_nodelay", False):
        settings["kernel_websocket_connection_class"] = nodelay_connection_class(base)
