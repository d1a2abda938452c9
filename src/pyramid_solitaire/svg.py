"""A picture of a game as SVG, for places where widgets cannot run (GitHub, nbconvert, docs).

>>> from pyramid_solitaire import Game
>>> picture = board_svg(Game.from_number(1))
>>> picture.startswith("<svg") and 'data-card="Qh"' in picture
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from .geometry import geometry

if TYPE_CHECKING:
    from .cards import Card
    from .game import Game

CARD_W = 50
CARD_H = 70
GAP = 5
ROW_STEP = 35
MARGIN = 14
HEADER = 26
_SUIT = {"c": "♣", "d": "♦", "h": "♥", "s": "♠", "o": "O", "e": "E", "b": "B"}
_FONT = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"


def _rank(card: Card) -> str:
    return str(card.rank) if card.deck == "spanish" else card.pretty[:-1]


def _card(x: float, y: float, card: Card | None, *, pos: str, free: bool = False, back: bool = False) -> str:
    """One card: a face (rank and suit in the corner, a big suit when free), a back, or an empty slot."""
    at = f'transform="translate({x:.1f},{y:.1f})"'
    if back:
        return (
            f'<g {at} data-pos={quoteattr(pos)}><rect width="{CARD_W}" height="{CARD_H}" rx="5" fill="#2f4f9e" '
            'stroke="#f4f1ea" stroke-width="3"/></g>'
        )
    if card is None:
        return (
            f'<g {at} data-pos={quoteattr(pos)}><rect width="{CARD_W}" height="{CARD_H}" rx="5" fill="none" '
            'stroke="#ffffff" stroke-opacity=".35" stroke-dasharray="4 3"/></g>'
        )
    colour = "#c3122f" if card.is_red else "#1c1c1c"
    edge = 'stroke="#2fbf5b" stroke-width="2.5"' if free else 'stroke="#9d978a" stroke-width="1"'
    suit = escape(_SUIT[card.suit])
    big = (
        f'<text x="{CARD_W / 2}" y="{CARD_H * 0.68:.0f}" font-size="26" text-anchor="middle">{suit}</text>' if free else ""
    )
    return (
        f'<g {at} data-card={quoteattr(str(card))} data-pos={quoteattr(pos)} data-free="{str(free).lower()}" '
        f'fill="{colour}"><title>{escape(card.name())}</title>'
        f'<rect width="{CARD_W}" height="{CARD_H}" rx="5" fill="#fffdf7" {edge}/>'
        f'<text x="5" y="16" font-size="14" font-weight="bold">{escape(_rank(card))}</text>'
        f'<text x="6" y="30" font-size="13">{suit}</text>{big}</g>'
    )


def board_svg(game: Game) -> str:
    """The board as a standalone SVG document: pyramid, stock, waste piles and score.

    Free cards have a green edge; removed pyramid cards leave a dashed slot.

    >>> from pyramid_solitaire import Game
    >>> game = Game.from_number(1); _ = game.play("As+Qh")
    >>> svg = board_svg(game)
    >>> 'data-pos="P21"' in svg, 'data-card="As"' in svg, "Removed · 2" in svg
    (True, False, True)
    """
    rules = game.rules
    geo = geometry(rules.rows)
    pyramid_width = rules.rows * CARD_W + (rules.rows - 1) * GAP
    piles = 2 + rules.waste_piles
    piles_width = piles * (CARD_W + 3 * GAP) + 2 * GAP
    width = max(pyramid_width, piles_width) + 2 * MARGIN
    pyramid_height = (rules.rows - 1) * ROW_STEP + CARD_H
    piles_y = MARGIN + HEADER + pyramid_height + 14
    height = piles_y + CARD_H + 22 + MARGIN
    left = (width - pyramid_width) / 2
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="{_FONT}" role="img" '
        f'aria-label={quoteattr(f"Pyramid solitaire, {rules.name} rules")}>',
        f'<rect width="{width:.0f}" height="{height:.0f}" rx="10" fill="#1d6b40"/>',
    ]
    number = f"deal {game.deal.number}" if game.deal.number is not None else "custom deal"
    passes = f"pass {game.pass_number}" + ("" if rules.passes is None else f" of {rules.passes}")
    score = game.score
    header = f"{rules.name} · {number} · {passes} · {score.points} points"
    parts.append(f'<text x="{MARGIN}" y="{MARGIN + 12}" font-size="14" fill="#f2f2ea">{escape(header)}</text>')
    for index, card in enumerate(game.pyramid):
        row, col = geo.row_of[index], geo.column_of[index]
        x = left + (col + (rules.rows - 1 - row) / 2) * (CARD_W + GAP)
        y = MARGIN + HEADER + row * ROW_STEP
        parts.append(_card(x, y, card, pos=f"P{index}", free=card is not None and game.is_free(index)))
    x = (width - piles_width) / 2 + GAP
    stock = game.stock
    captions: list[tuple[float, str]] = []
    if stock and rules.stock_top_playable:
        parts.append(_card(x, piles_y, stock[0], pos="S", free=True))
    else:
        parts.append(_card(x, piles_y, None, pos="S", back=bool(stock)))
    captions.append((x, f"Stock · {len(stock)}"))
    for pile_number, pile in enumerate(game.waste, start=1):
        x += CARD_W + 3 * GAP
        name = game.waste_name(pile_number)
        parts.append(_card(x, piles_y, pile[0] if pile else None, pos=name, free=bool(pile)))
        captions.append((x, f"Waste {pile_number if len(game.waste) > 1 else ''}".strip() + f" · {len(pile)}"))
    x += CARD_W + 3 * GAP
    removed = game.removed
    parts.append(_card(x, piles_y, removed[-1] if removed else None, pos="removed"))
    captions.append((x, f"Removed · {len(removed)}"))
    for cx, caption in captions:
        parts.append(
            f'<text x="{cx + CARD_W / 2:.1f}" y="{piles_y + CARD_H + 15}" font-size="11" fill="#f2f2ea" '
            f'text-anchor="middle">{escape(caption)}</text>'
        )
    over = game.outcome()
    if over is not None:
        parts.append(
            f'<text x="{width / 2:.1f}" y="{height - 6:.0f}" font-size="12" fill="#ffe07a" text-anchor="middle">'
            f"{escape(over.message)}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)
