"""A picture of a game as SVG, for places where widgets cannot run (GitHub, nbconvert, docs).

>>> from pyramid_solitaire import Game
>>> picture = board_svg(Game.from_number(1))
>>> picture.startswith("<svg") and 'data-card="Qh"' in picture
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape, quoteattr

from .errors import PyramidError
from .position import Position
from .reasons import Reason
from .view import board_state

if TYPE_CHECKING:
    from .game import Game

CARD_W = 50
CARD_H = 70
GAP = 5
ROW_STEP = 35
MARGIN = 14
HEADER = 26
_FONT = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"
HEADER_CHAR_WIDTHS = (15.5, 10.5, 8.9, 7.4)
"""The widths of a wide character (:data:`_WIDE`), another capital, a digit and another character
of the 14 px header line, a little over DejaVu Sans's (11–15.3 px, 9.4 on average, 8.9, and
6.6–7.3 px on average in the headers of every language): the picture is made wide enough for its
header."""
_WIDE = frozenset("mwMW%@&#ÆŒæœЖШЩЮЫжшщюы")
HEADER_NAME_MOST = 40
"""A rules name longer than this is cut short in the header line (the accessible name keeps it whole)."""


MARKS = {"bad": "#e8413a", "good": "#35a7ff", "named": "#ffd23f"}
"""The ring colours of :func:`board_svg`'s ``marks``: the move played (``bad``), a better one (``good``), cards an
explanation names (``named``)."""


def _card(
    x: float, y: float, face: dict[str, Any] | None, *, pos: str, free: bool = False, back: bool = False, mark: str = ""
) -> str:
    """One card of the view-model: a face (rank and suit in the corner, a big suit when free), a back, or an empty slot;
    with ``mark`` a coloured ring round it."""
    if mark:
        ring = (
            f'<rect x="-3" y="-3" width="{CARD_W + 6}" height="{CARD_H + 6}" rx="7" fill="none" stroke="{MARKS[mark]}" '
            f'stroke-width="4" data-mark={quoteattr(mark)}/>'
        )
        return _card(x, y, face, pos=pos, free=free, back=back)[: -len("</g>")] + ring + "</g>"
    at = f'transform="translate({x:.1f},{y:.1f})"'
    if back:
        return (
            f'<g {at} data-pos={quoteattr(pos)}><rect width="{CARD_W}" height="{CARD_H}" rx="5" fill="#2f4f9e" '
            'stroke="#f4f1ea" stroke-width="3"/></g>'
        )
    if face is None:
        return (
            f'<g {at} data-pos={quoteattr(pos)}><rect width="{CARD_W}" height="{CARD_H}" rx="5" fill="none" '
            'stroke="#ffffff" stroke-opacity=".35" stroke-dasharray="4 3"/></g>'
        )
    colour = "#c3122f" if face["red"] else "#1c1c1c"
    edge = 'stroke="#2fbf5b" stroke-width="2.5"' if free else 'stroke="#9d978a" stroke-width="1"'
    suit = escape(face["suit"])
    big = (
        f'<text x="{CARD_W / 2}" y="{CARD_H * 0.68:.0f}" font-size="26" text-anchor="middle">{suit}</text>' if free else ""
    )
    return (
        f'<g {at} data-card={quoteattr(face["code"])} data-pos={quoteattr(pos)} data-free="{str(free).lower()}" '
        f'fill="{colour}"><title>{escape(face["name"])}</title>'
        f'<rect width="{CARD_W}" height="{CARD_H}" rx="5" fill="#fffdf7" {edge}/>'
        f'<text x="5" y="16" font-size="14" font-weight="bold">{escape(face["rank"])}</text>'
        f'<text x="6" y="30" font-size="13">{suit}</text>{big}</g>'
    )


def board_svg(game: Game, marks: Mapping[str, str] | None = None, lang: str = "en") -> str:
    """The board as a standalone SVG document: pyramid, stock, waste piles and score, its words in
    ``lang`` (``en``, ``de``, ``nl`` or ``fi``).

    Free cards have a green edge; removed pyramid cards leave a dashed slot. ``marks`` rings
    places (``P12``, ``S``, ``W``/``W1``-``W3``) in a colour by kind: ``bad`` (red), ``good``
    (blue) or ``named`` (yellow). The picture's accessible name says the header line and, once
    the game is over, how it ended.

    >>> from pyramid_solitaire import Game
    >>> game = Game.from_number(1); _ = game.play("As+Qh")
    >>> svg = board_svg(game)
    >>> 'data-pos="P21"' in svg, 'data-card="As"' in svg, "Removed · 2" in svg
    (True, False, True)
    >>> 'data-mark="good"' in board_svg(game, marks={"P20": "good"})
    True
    >>> 'aria-label="Standard, Spiel 1, Durchgang 1 von 3, Punkte: 5"' in board_svg(game, lang="de")
    True
    >>> board_svg(game, marks={"P99": "good"})
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.PyramidError: marks={'P99': 'good'}: mark places P0-P27, S or W with 'bad', 'good' or 'named'
    """
    # arguments.require_game's check, by what a Game holds: the game module draws itself with this one
    if not isinstance(getattr(game, "position", None), Position):
        raise PyramidError(Reason.of("not_a_game", name="game", type=type(game).__name__))
    state = board_state(game, lang)
    if marks is not None and not isinstance(marks, Mapping):
        raise PyramidError(Reason.of("marks_type", marks=marks))
    marks = dict(marks or {})
    places = {entry["pos"] for entry in state["pyramid"]} | {"S"} | {pile["pos"] for pile in state["waste"]}
    if any(not isinstance(where, str) or not isinstance(kind, str) or where not in places or kind not in MARKS
           for where, kind in marks.items()):
        one = "one" if len(state["waste"]) == 1 else None
        raise PyramidError(Reason.of("marks_places", marks=marks, last=len(state["pyramid"]) - 1, variant=one))
    rules = state["rules"]
    rows = rules["rows"]
    pyramid_width = rows * CARD_W + (rows - 1) * GAP
    piles = 2 + rules["waste_piles"]
    piles_width = piles * (CARD_W + 3 * GAP) + 2 * GAP
    header = _header_line(state)
    width = max(pyramid_width, piles_width, _width_of(header)) + 2 * MARGIN
    pyramid_height = (rows - 1) * ROW_STEP + CARD_H
    piles_y = MARGIN + HEADER + pyramid_height + 14
    height = piles_y + CARD_H + 22 + MARGIN
    left = (width - pyramid_width) / 2
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="{_FONT}" role="img" '
        f"aria-label={quoteattr(_accessible_name(state))}>",
        f'<rect width="{width:.0f}" height="{height:.0f}" rx="10" fill="#1d6b40"/>',
    ]
    parts.append(
        f'<text x="{MARGIN}" y="{MARGIN + 12}" font-size="14" fill="#f2f2ea">{escape(header)}</text>'
    )
    for entry in state["pyramid"]:
        row, col = entry["row"], entry["col"]
        x = left + (col + (rows - 1 - row) / 2) * (CARD_W + GAP)
        y = MARGIN + HEADER + row * ROW_STEP
        face = entry if "code" in entry else None
        parts.append(_card(x, y, face, pos=entry["pos"], free=face is not None and entry["free"], mark=marks.get(entry["pos"], "")))
    x = (width - piles_width) / 2 + GAP
    stock = state["stock"]
    captions: list[tuple[float, str]] = []
    if stock["top"] is not None:
        parts.append(_card(x, piles_y, stock["top"], pos="S", free=True, mark=marks.get("S", "")))
    else:
        parts.append(_card(x, piles_y, None, pos="S", back=bool(stock["count"]), mark=marks.get("S", "")))
    captions.append((x, stock["caption"]))
    for pile in state["waste"]:
        x += CARD_W + 3 * GAP
        top = pile["top"]
        parts.append(
            _card(x, piles_y, top, pos=pile["pos"], free=top is not None and top["free"], mark=marks.get(pile["pos"], ""))
        )
        captions.append((x, pile["caption"]))
    x += CARD_W + 3 * GAP
    removed = state["removed"]
    parts.append(_card(x, piles_y, removed["top"], pos="removed"))
    captions.append((x, removed["caption"]))
    for cx, caption in captions:
        parts.append(
            f'<text x="{cx + CARD_W / 2:.1f}" y="{piles_y + CARD_H + 15}" font-size="11" fill="#f2f2ea" '
            f'text-anchor="middle">{escape(caption)}</text>'
        )
    if state["outcome"] is not None:
        parts.append(
            f'<text x="{width / 2:.1f}" y="{height - 6:.0f}" font-size="12" fill="#ffe07a" text-anchor="middle">'
            f"{escape(state['outcome']['text'])}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)


def _header(state: dict[str, Any]) -> list[str]:
    """The parts of the line over the board, in the view's language: rules, deal, pass, points."""
    return [state["rules"]["label"], state["deal"], state["pass"], state["score"]["text"]]


def _width_of(line: str) -> float:
    """About how wide ``line`` is in the header's font, a little more rather than less.

    >>> round(_width_of("Deal 12"), 1), round(_width_of("MAXIMUM"), 1)
    (57.9, 88.5)
    """
    wide, capital, digit, other = HEADER_CHAR_WIDTHS
    return sum(
        wide if char in _WIDE else capital if char.isupper() else digit if char.isdigit() else other for char in line
    )


def _header_line(state: dict[str, Any]) -> str:
    """The line over the board; a rules name longer than :data:`HEADER_NAME_MOST` is cut short."""
    name, *rest = _header(state)
    if len(name) > HEADER_NAME_MOST:
        name = name[: HEADER_NAME_MOST - 1].rstrip() + "…"
    return " · ".join([name, *rest])


def _accessible_name(state: dict[str, Any]) -> str:
    """What a screen reader says of the whole picture: the header line, then the outcome."""
    name = ", ".join(_header(state))
    return name if state["outcome"] is None else f"{name}: {state['outcome']['text']}"
