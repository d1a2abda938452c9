"""A plain-text picture of a game, for terminals and notebooks without widgets.

>>> from pyramid_solitaire import Game
>>> print(str(Game.from_number(1)).splitlines()[-2])
[As][Ah][3c][4c][5c][Ts][Qh]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def board_text(game: Game) -> str:
    """The board as text: free cards in brackets, removed ones as dots, then stock, waste and score.

    >>> from pyramid_solitaire import Game
    >>> print(board_text(Game.from_number(1)).splitlines()[-1])
    Stock: 24 cards, top 4h | Waste: empty | Removed: 0 | Points: 0
    """
    rules = game.rules
    width = max(len(str(card)) for card in game.deal.cards) + 2
    number = f"deal {game.deal.number}" if game.deal.number is not None else "custom deal"
    passes = "unlimited passes" if rules.passes is None else f"of {rules.passes}"
    lines = [f"Pyramid · {rules.name} rules · {number} · pass {game.pass_number} {passes}".replace(" unlimited", ", unlimited")]
    for row in range(rules.rows):
        start = row * (row + 1) // 2
        cells = []
        for i in range(start, start + row + 1):
            card = game.pyramid[i]
            if card is None:
                cells.append("·".center(width))
            elif game.is_free(i):
                cells.append(f"[{card}]".center(width))
            else:
                cells.append(str(card).center(width))
        lines.append((" " * ((rules.rows - 1 - row) * width // 2) + "".join(cells)).rstrip())
    stock = game.stock
    if not stock:
        stock_text = "empty"
    elif rules.stock_top_playable:
        stock_text = f"{len(stock)} card{'s' if len(stock) > 1 else ''}, top {stock[0]}"
    else:
        stock_text = f"{len(stock)} card{'s' if len(stock) > 1 else ''} face down"
    piles = [str(pile[0]) if pile else "empty" for pile in game.waste]
    if len(piles) == 1:
        n = len(game.waste[0])
        waste_text = "empty" if not n else f"{n} card{'s' if n > 1 else ''}, top {piles[0]}"
    else:
        waste_text = " ".join(f"W{i}:{top}" for i, top in enumerate(piles, start=1))
    score = game.score
    lines.append(
        f"Stock: {stock_text} | Waste: {waste_text} | Removed: {score.cards_removed} | Points: {score.points}"
    )
    over = game.outcome()
    if over is not None:
        lines.append(over.message)
    return "\n".join(lines)
