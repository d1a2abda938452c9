"""Shared helpers for the engine tests: reference data, hand-built deals, and game snapshots."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from pyramid_solitaire import Card, Deal, Game, Rules
from pyramid_solitaire.cards import full_deck

# In CI every property test draws the same examples (a fixed seed), so a run is repeatable.
settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI"):
    settings.load_profile("ci")

GOLDEN = Path(__file__).parent / "golden"
REFERENCE = GOLDEN / "reference"
MSC = REFERENCE / "mchung94-msc"


def golden_deals() -> dict[int, tuple[list[str], list[str]]]:
    """The golden deals of ``deal-numbers.md``: number -> (pyramid rows apex first, stock top first)."""
    text = (REFERENCE / "deal-numbers.md").read_text(encoding="utf-8")
    deals: dict[int, tuple[list[str], list[str]]] = {}
    for block in re.findall(r"^Deal (\d+)\n(.*?)^stock, top first: (.*?)$", text, re.MULTILINE | re.DOTALL):
        number, triangle, stock = block
        rows = [line.split() for line in triangle.strip().splitlines()]
        assert [len(row) for row in rows] == list(range(1, 8)), f"deal {number}: not a 7-row triangle"
        deals[int(number)] = ([card for row in rows for card in row], stock.split())
    return deals


def build_deal(pyramid: str, stock: str = "", rules: Any = "standard") -> Deal:
    """A deal with the given pyramid (apex first) and stock top cards; the unused cards of the deck
    follow at the bottom of the stock in rank-major order."""
    rules = Rules.coerce(rules)
    named = [Card.parse(token, rules.deck_type) for token in (pyramid + " " + stock).split()]
    assert len(named) <= rules.deck_size
    rest = full_deck(rules.deck_type, rules.decks)
    for card in named:
        rest.remove(card)
    return Deal.from_cards(named + rest, rules)


def build_game(pyramid: str, stock: str = "", rules: Any = "standard") -> Game:
    """A :class:`Game` on :func:`build_deal`'s deal."""
    return Game(build_deal(pyramid, stock, rules), rules)


def state(game: Game) -> tuple[Any, ...]:
    """Everything observable about a game, to check that a refused action changed nothing."""
    return (
        game.to_json(),
        game.position_key(),
        game.history,
        game.removed,
        game.pass_number,
        game.can_redo,
        str(game),
    )


class WholeNumber:
    """A whole number as NumPy's integers are: not an ``int``, but with ``__index__``."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


def play_all(game: Game, codes: str) -> Game:
    """Play comma-separated move codes in order."""
    for code in codes.split(","):
        if code.strip():
            game.play(code.strip())
    return game


def reviewed_widget(shown: int) -> Any:
    """A widget of deal 1 after As+Qh, a draw and 3c+Ts, reviewed, showing the position before move ``shown``."""
    from pyramid_solitaire.widget import PyramidWidget  # here, not above: the engine's tests need no widget

    widget = PyramidWidget(number=1)
    for move in ("As+Qh", "draw", "3c+Ts"):
        widget.play(move)
    widget.review()
    widget.show_move(shown)
    return widget


@pytest.fixture
def deal1() -> Game:
    return Game.from_number(1)


# A pyramid that clears row by row from the bottom: every odd row holds a King, the rest are
# pairs lying side by side. The stock holds the 12 other pairs, each pair next to each other.
EASY_PYRAMID = "Kc  Ac Qc  Kd 2c Jc  3c Tc 4c 9c  Kh 5c 8c 6c 7c  Ad Qd 2d Jd 3d Td  Ks 4d 9d 5d 8d 6d 7d"
EASY_CLEARING = (
    "Ks,4d+9d,5d+8d,6d+7d,Ad+Qd,2d+Jd,3d+Td,Kh,5c+8c,6c+7c,3c+Tc,4c+9c,Kd,2c+Jc,Ac+Qc,Kc"
)
EASY_STOCK = "Ah Qh 2h Jh 3h Th 4h 9h 5h 8h 6h 7h As Qs 2s Js 3s Ts 4s 9s 5s 8s 6s 7s"


# Playwright's sync API runs one instance per thread, so every browser test of a run shares this one.
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's headless Chromium, driven by Playwright, for the whole test run."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def built_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package's wheel, built once per run from the checkout."""
    import importlib.util
    import subprocess
    import sys

    folder = tmp_path_factory.mktemp("wheel")
    # Build with the hatchling already installed when there is one (no download needed).
    isolation = [] if importlib.util.find_spec("hatchling") is None else ["--no-build-isolation"]
    root = Path(__file__).resolve().parents[1]
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", *isolation, "-q", "-w", str(folder), str(root)],
        check=True,
        cwd=folder,
    )
    (wheel,) = folder.glob("pyramid_solitaire-*.whl")
    return wheel
