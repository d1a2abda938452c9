"""A plain-text picture of a game, for terminals and notebooks without widgets.

>>> from pyramid_solitaire import Game
>>> print(str(Game.from_number(1)).splitlines()[-2])
[As][Ah][3c][4c][5c][Ts][Qh]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .geometry import geometry
from .view import board_state

if TYPE_CHECKING:
    from .game import Game


def board_text(game: Game) -> str:
    """The board as text: free cards in brackets, removed ones as dots, then stock, waste and score.

    >>> from pyramid_solitaire import Game
    >>> print(board_text(Game.from_number(1)).splitlines()[-1])
    Stock: 24 cards, top 4h | Waste: empty | Removed: 0 | Points: 0
    """
    state = board_state(game, "en")
    rules = state["rules"]
    rows = rules["rows"]
    width = max(len(str(card)) for card in game.deal.cards) + 2
    number = f"deal {state['number']}" if state["number"] is not None else "custom deal"
    passes = "unlimited passes" if rules["passes"] is None else f"of {rules['passes']}"
    title = f"Pyramid · {rules['name']} rules · {number} · pass {state['pass_number']} {passes}"
    lines = [title.replace(" unlimited", ", unlimited")]
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
    lines.append(
        f"Stock: {_stock(state['stock'])} | Waste: {_waste(state['waste'])} | "
        f"Removed: {state['score']['cards_removed']} | Points: {state['score']['points']}"
    )
    if state["outcome"] is not None:
        lines.append(state["outcome"]["text"])
    return "\n".join(lines)


def _cards(count: int) -> str:
    return f"{count} card{'s' if count > 1 else ''}"


def _stock(stock: dict[str, Any]) -> str:
    if not stock["count"]:
        return "empty"
    if stock["top"] is None:
        return f"{_cards(stock['count'])} face down"
    return f"{_cards(stock['count'])}, top {stock['top']['code']}"


def _waste(piles: list[dict[str, Any]]) -> str:
    if len(piles) == 1:
        pile = piles[0]
        return "empty" if not pile["count"] else f"{_cards(pile['count'])}, top {pile['top']['code']}"
    return " ".join(f"{pile['pos']}:{pile['top']['code'] if pile['top'] else 'empty'}" for pile in piles)
