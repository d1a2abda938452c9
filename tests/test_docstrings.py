"""Every public name of the package has a docstring with a runnable example (``>>>``; the doctests run).

Public means: the names in a module's ``__all__``, or, where a module has none, its module-level
functions and classes without a leading underscore that are defined in it; and of each such class,
the methods (plain, class and static) without a leading underscore defined in its body. Modules
whose name starts with an underscore are private. The solver's submodules are its internals: its
public names are those of ``pyramid_solitaire.solver.__all__``.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest

import pyramid_solitaire
import pyramid_solitaire.solver


def public_modules() -> Iterator[ModuleType]:
    yield pyramid_solitaire
    for info in pkgutil.walk_packages(pyramid_solitaire.__path__, "pyramid_solitaire."):
        if any(part.startswith("_") for part in info.name.split(".")):
            continue
        if info.name.startswith("pyramid_solitaire.solver."):
            continue  # the solver's internals; its public names are pyramid_solitaire.solver's
        yield importlib.import_module(info.name)


def public_names(module: ModuleType) -> Iterator[tuple[str, Any]]:
    names = getattr(module, "__all__", None)
    if names is None:
        names = [
            name
            for name, value in vars(module).items()
            if not name.startswith("_")
            and (inspect.isfunction(value) or inspect.isclass(value))
            and value.__module__ == module.__name__
        ]
    for name in names:
        yield name, getattr(module, name)


def public_objects() -> dict[str, Any]:
    """Qualified name -> function, class or method, each once."""
    found: dict[str, Any] = {}
    for module in public_modules():
        for _, value in public_names(module):
            if not (inspect.isclass(value) or inspect.isfunction(value)):
                continue  # constants (PRESETS) are documented where they are defined
            found[f"{value.__module__}.{value.__qualname__}"] = value
            if inspect.isclass(value):
                for name, member in vars(value).items():
                    if name.startswith("_") or isinstance(member, property):
                        continue
                    function = getattr(member, "__func__", member)
                    if inspect.isfunction(function):
                        found[f"{value.__module__}.{value.__qualname__}.{name}"] = function
    return found


PUBLIC = public_objects()


def test_public_names_are_found() -> None:
    assert "pyramid_solitaire.game.Game" in PUBLIC
    assert "pyramid_solitaire.game.Game.play" in PUBLIC
    assert "pyramid_solitaire.solver.api.solve" in PUBLIC  # through pyramid_solitaire.solver.__all__
    assert "pyramid_solitaire.widget.PyramidWidget" in PUBLIC
    assert "pyramid_solitaire.cli.main" in PUBLIC
    assert not any(name.rsplit(".", 1)[-1].startswith("_") for name in PUBLIC)


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_public_name_has_a_docstring_with_an_example(name: str) -> None:
    doc = inspect.getdoc(PUBLIC[name])
    assert doc, f"{name} has no docstring"
    assert ">>>" in doc, f"{name}'s docstring has no example (>>>)"
