"""A plain-text picture of a game, for terminals and notebooks without widgets.

>>> from pyramid_solitaire import Game
>>> print(str(Game.from_number(1)).splitlines()[-2])
[As][Ah][3c][4c][5c][Ts][Qh]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .geometry import geometry
from .i18n import text
from .reasons import Reason
from .view import board_state

if TYPE_CHECKING:
    from .game import Game


def board_text(game: Game, lang: str = "en") -> str:
    """The board as text: free cards in brackets, removed ones as dots, then stock, waste and score,
    in ``lang`` (``en``, ``de``, ``nl`` or ``fi``).

    >>> from pyramid_solitaire import Game
    >>> print(board_text(Game.from_number(1)).splitlines()[-1])
    Stock: 24 cards, top 4h | Waste: empty | Removed: 0 | Points: 0
    >>> print(board_text(Game.from_number(1), "de").splitlines()[-1])
    Talon: 24 Karten, oben 4h | Ablage: leer | Abgelegt: 0 | Punkte: 0
    """
    state = board_state(game, lang)
    rules = state["rules"]
    rows = rules["rows"]
    width = max(len(str(card)) for card in game.deal.cards) + 2
    width += width % 2  # even, so that each row sits exactly half a card in from the row below
    variant = "_".join(
        word for word, there in (("custom", state["number"] is None), ("unlimited", rules["passes"] is None)) if there
    )
    lines = [Reason.of(
        "text_title", variant=variant or None, rules=rules["name"], number=state["number"], n=state["pass_number"],
        m=rules["passes"],
    ).describe(lang)]
    pyramid = state["pyramid"]
    for row in range(rows):
        cells = []
        for entry in (pyramid[i] for i in geometry(rows).row(row)):
            if "code" not in entry:
                cells.append("·".center(width))
            elif entry["free"]:
                cells.append(f"[{entry['code']}]".center(width))
            else:
                cells.append(entry["code"].center(width))
        lines.append((" " * ((rows - 1 - row) * width // 2) + "".join(cells)).rstrip())
    score = state["score"]
    lines.append(Reason.of(
        "text_status", stock=_pile(state["stock"]), waste=_waste(state["waste"], lang), removed=score["cards_removed"],
        points=score["points"],
    ).describe(lang))
    if state["outcome"] is not None:
        lines.append(state["outcome"]["text"])
    return "\n".join(lines)


def _pile(pile: dict[str, Any]) -> Reason:
    """A stock or waste pile in words: how many cards, and its top card when it shows."""
    if not pile["count"]:
        return Reason.of("empty")  # the board's own word
    if pile["top"] is None:
        return Reason.of("text_pile", variant="face_down", n=pile["count"])
    return Reason.of("text_pile", n=pile["count"], top=pile["top"]["code"])


def _waste(piles: list[dict[str, Any]], lang: str) -> Reason | str:
    """The waste: one pile in words, or each of three piles by its place and top card."""
    if len(piles) == 1:
        return _pile(piles[0])
    empty = text("empty", lang)
    return " ".join(f"{pile['pos']}:{pile['top']['code'] if pile['top'] else empty}" for pile in piles)
