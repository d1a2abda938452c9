"""Checks of the arguments that the public functions take, so that a wrong one is named at once."""

from __future__ import annotations

from typing import Any

from .deal import Deal
from .errors import PyramidError, whole_number
from .game import Game
from .reasons import Reason


def require_game(game: object, name: str = "game") -> Game:
    """``game`` itself when it is a :class:`Game`, else a :class:`PyramidError` naming its type.

    >>> require_game(Game.from_number(1)).rules.name
    'standard'
    >>> require_game(None)
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.PyramidError: game must be a Game, not NoneType
    """
    if not isinstance(game, Game):
        raise not_a_game(game, name)
    return game


def not_a_game(game: object, name: str = "game") -> PyramidError:
    """The error for ``game``, which is not a :class:`Game`.

    >>> not_a_game(None).describe("de")
    'game muss ein Game sein, nicht NoneType'
    >>> str(not_a_game(12))  # a deal number, a Deal or a deal's text: a Game is one call away
    'game must be a Game, not int: make one with Game(12)'
    """
    variant = None
    number = whole_number(game)
    if number is not None or isinstance(game, (Deal, str)):
        try:  # a deal number, a Deal or a deal's text that Game() takes: say how
            Deal.coerce(game)  # type: ignore[arg-type]
            variant = "deal" if number is None else "number"
        except ValueError:
            pass
    return PyramidError(Reason.of("not_a_game", variant=variant, name=name, type=type(game).__name__, value=game))


def require_callable(value: Any, name: str, example: str) -> None:
    """A :class:`PyramidError` unless ``value`` is None or can be called.

    >>> require_callable(print, "on_event", "print")
    >>> require_callable(5, "on_event", "print")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.PyramidError: on_event=5: give a function, such as print, or None
    """
    if value is not None and not callable(value):
        raise PyramidError(Reason.of("not_a_function", name=name, value=value, example=example))


def require_executor(value: Any, name: str = "executor") -> None:
    """A :class:`PyramidError` unless ``value`` is None or has a ``submit()`` method, as a
    :class:`concurrent.futures.Executor` has.

    >>> from concurrent.futures import ThreadPoolExecutor
    >>> require_executor(ThreadPoolExecutor(1))
    >>> require_executor(5)
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.PyramidError: executor=5: give an executor with submit(), such as concurrent.futures.ProcessPoolExecutor(), or None
    """
    if value is not None and not callable(getattr(value, "submit", None)):
        raise PyramidError(Reason.of("not_an_executor", name=name, value=value))


def require_event(value: Any, name: str = "stop") -> None:
    """A :class:`PyramidError` unless ``value`` is None or has an ``is_set()`` method.

    >>> import threading
    >>> require_event(threading.Event())
    >>> require_event(5)
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.PyramidError: stop=5: give an event with is_set(), such as threading.Event(), or None
    """
    if value is not None and not callable(getattr(value, "is_set", None)):
        raise PyramidError(Reason.of("not_an_event", name=name, value=value))
