"""The board view-model: a game as plain JSON data, what every view draws from.

The widget syncs it to the browser; the SVG and text boards draw it. It needs no Jupyter.

>>> from pyramid_solitaire import Game
>>> state = board_state(Game.from_number(1), "de")
>>> state["pyramid"][27]["code"], state["pyramid"][27]["label"], state["deal"]
('Qh', 'Herz-Dame, frei', 'Spiel 1')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .geometry import geometry
from .i18n import listing, preset_name, text
from .rules import PRESETS

if TYPE_CHECKING:
    from .cards import Card
    from .game import Game, Outcome


def card_face(card: Card, lang: str = "en") -> dict[str, Any]:
    """What a view needs to draw one face-up card.

    >>> from pyramid_solitaire import Card
    >>> face = card_face(Card.parse("Th"))
    >>> face["rank"], face["suit"], face["red"], face["name"]
    ('10', '♥', True, '10 of hearts')
    """
    return {
        "code": str(card),
        "rank": card.rank_symbol,
        "suit": card.suit_symbol,
        "red": card.is_red,
        "name": card.name(lang),
    }


def board_state(
    game: Game,
    lang: str = "en",
    *,
    selected: list[str] | None = None,
    hint: list[str] | None = None,
    message: tuple[str, str] = ("", "info"),
    choosing_pile: bool = False,
    last: dict[str, Any] | None = None,
    version: int = 0,
) -> dict[str, Any]:
    """Everything a view draws, as plain JSON data; the keyword arguments are the widget's own state.

    Every pyramid position has an entry (``pos``, ``row``, ``col``); one still holding a card adds
    its face, ``free`` and a spoken ``label``. A face-down stock shows no top card.

    >>> from pyramid_solitaire import Game
    >>> state = board_state(Game.from_number(1))
    >>> state["pyramid"][21]["code"], state["pyramid"][21]["free"], state["stock"]["count"]
    ('As', True, 24)
    """
    rules = game.rules
    geo = geometry(rules.rows)
    position = game.position
    available = {where for where, _ in position.available_cards()}
    pyramid = []
    for index, card in enumerate(position.pyramid):
        entry: dict[str, Any] = {"pos": f"P{index}", "row": geo.row_of[index], "col": geo.column_of[index]}
        if card is not None:
            entry.update(card_face(card, lang))
            covering = position.covering(index)
            entry["free"] = not covering
            entry["label"] = _aria(card, covering, lang)
        pyramid.append(entry)
    stock = game.stock
    stock_top = None
    if stock and rules.stock_top_playable:
        stock_top = {**card_face(stock[0], lang), "free": True, "label": f"{stock[0].name(lang)}, {text('free', lang)}"}
    waste = []
    for pile_number, pile in enumerate(game.waste, start=1):
        name = game.waste_name(pile_number)
        top = None
        if pile:
            top = {**card_face(pile[0], lang), "free": name in available}
            top["label"] = f"{pile[0].name(lang)}, {text('free', lang)}"
        number = f" {pile_number}" if len(game.waste) > 1 else ""
        waste.append({
            "pos": name,
            "count": len(pile),
            "top": top,
            "label": top["label"] if top else f"{text('aria_waste', lang, n=pile_number)}: {text('empty', lang)}",
            "caption": f"{text('waste', lang)}{number} · {len(pile)}",
        })
    removed = game.removed
    outcome = game.outcome()
    score = game.score
    deal_text = (
        text("deal_n", lang, n=game.deal.number) if game.deal.number is not None else text("custom_deal", lang)
    )
    pass_text = (
        text("pass_n", lang, n=game.pass_number)
        if rules.passes is None
        else text("pass_of", lang, n=game.pass_number, m=rules.passes)
    )
    return {
        "version": version,
        "rules": {
            "name": rules.name,
            "label": preset_name(rules.name, lang),
            "rows": rules.rows,
            "waste_piles": rules.waste_piles,
            "stock_top_playable": rules.stock_top_playable,
            "pair_sum": rules.pair_sum,
            "passes": rules.passes,
        },
        "presets": list(PRESETS),
        "preset_labels": {name: preset_name(name, lang) for name in PRESETS},
        "deal": deal_text,
        "number": game.deal.number,
        "pass": pass_text,
        "pass_number": game.pass_number,
        "pyramid": pyramid,
        "stock": {
            "pos": "S",
            "count": len(stock),
            "top": stock_top,
            "label": _stock_label(len(stock), lang),
            "caption": f"{text('stock', lang)} · {len(stock)}",
        },
        "waste": waste,
        "removed": {
            "count": len(removed),
            "top": card_face(removed[-1], lang) if removed else None,
            "label": text("aria_removed", lang, n=len(removed)),
            "caption": f"{text('removed', lang)} · {len(removed)}",
        },
        "score": {
            "cards_removed": score.cards_removed,
            "points": score.points,
            "text": f"{text('points', lang)}: {score.points}",
        },
        "blocking": [
            {"lower": pair.lower[0], "upper": pair.upper[0], "direct": pair.direct} for pair in game.blocking_pairs()
        ],
        "available": sorted(available),
        "selected": list(selected or []),
        "hint": list(hint or []),
        "message": {"text": message[0], "kind": message[1]},
        "choosing_pile": choosing_pile,
        "can_undo": game.can_undo,
        "can_redo": game.can_redo,
        "last": last,
        "outcome": _outcome_state(game, outcome, lang) if outcome is not None else None,
    }


def _aria(card: Card, covering: list[Card], lang: str) -> str:
    if not covering:
        return f"{card.name(lang)}, {text('free', lang)}"
    names = listing([c.name(lang) for c in covering], lang)
    return f"{card.name(lang)}, {text('covered_by', lang, cards=names)}"


def _stock_label(count: int, lang: str) -> str:
    return text("aria_stock", lang, n=count) if count else text("aria_stock_empty", lang)


def _outcome_state(game: Game, outcome: Outcome, lang: str) -> dict[str, Any]:
    score = game.score
    return {
        "won": outcome.won,
        "reason": outcome.reason,
        "title": text("won" if outcome.won else "lost", lang),
        "text": outcome.describe(lang),
        "score": text("score", lang, cards=score.cards_removed, points=score.points),
    }
