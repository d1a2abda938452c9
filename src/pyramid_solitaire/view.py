"""The board view-model: a game as plain JSON data, what every view draws from.

The widget syncs it to the browser; the SVG and text boards draw it. It needs no Jupyter.

>>> from pyramid_solitaire import Game
>>> state = board_state(Game.from_number(1), "de")
>>> state["pyramid"][27]["code"], state["pyramid"][27]["label"], state["deal"]
('Qh', 'Herz-Dame, frei', 'Spiel 1')
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .i18n import listing, preset_title, render, text
from .rules import PRESETS, passes_label

if TYPE_CHECKING:
    from .cards import Card
    from .game import Game, Outcome, Score
    from .position import Position
    from .rules import Rules


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
    pointing: dict[str, Any] | None = None,
    last: dict[str, Any] | None = None,
    version: int = 0,
) -> dict[str, Any]:
    """Everything a view draws, as plain JSON data; the keyword arguments are the widget's own state.

    Every pyramid position has an entry (``pos``, ``row``, ``col``); one still holding a card adds
    its face, ``free`` and a spoken ``label``. A face-down stock shows no top card, except the card
    being drawn while the player picks its waste pile (``stock["drawn"]``). ``pointing`` ties the
    message to a place (``at``) and the places of the cards that cause it (``causes``).

    >>> from pyramid_solitaire import Game
    >>> state = board_state(Game.from_number(1))
    >>> state["pyramid"][21]["code"], state["pyramid"][21]["free"], state["stock"]["count"]
    ('As', True, 24)
    """
    position, rules, score = game.position, game.rules, game.score
    outcome = position.outcome()
    cards = _cards_state(position, lang, drawing=choosing_pile)
    return {
        "version": version,
        "rules": _rules_state(rules, lang),
        "presets": list(PRESETS),
        "preset_labels": {name: preset_title(name, lang) for name in PRESETS},
        "pass_choices": [_pass_choice(passes, lang) for passes in PASS_CHOICES],
        "deal": text("deal_n", lang, n=game.deal.number) if game.deal.number is not None else text("custom_deal", lang),
        "number": game.deal.number,
        "pass": (
            text("pass_n", lang, n=position.pass_number)
            if rules.passes is None
            else text("pass_of", lang, n=position.pass_number, m=rules.passes)
        ),
        "pass_number": position.pass_number,
        **cards,
        "score": {
            "cards_removed": score.cards_removed,
            "points": score.points,
            "text": f"{text('points', lang)}: {score.points}",
        },
        "blocking": [
            {"lower": pair.lower[0], "upper": pair.upper[0], "direct": pair.direct} for pair in game.blocking_pairs()
        ],
        "available": sorted(where for where, _ in position.available_cards()),
        "selected": list(selected or []),
        "hint": list(hint or []),
        "message": {"text": as_sentence(message[0]), "kind": message[1]},
        "pointing": {"at": None, "causes": []} if pointing is None else dict(pointing),
        "choosing_pile": choosing_pile,
        "can_undo": game.can_undo,
        "can_redo": game.can_redo,
        "can_draw": outcome is None and (bool(position.stock) or cards["stock"]["can_recycle"]),
        "last": last,
        "outcome": _outcome_state(outcome, score, lang) if outcome is not None else None,
    }


PASS_CHOICES = (1, 2, 3, None)
"""The counts of passes the widget offers (``None``: unlimited); rules with another show it too."""


def _pass_choice(passes: int | None, lang: str) -> dict[str, Any]:
    """A count of passes as the widget offers it: its value (``unlimited`` for ``None``) and its words."""
    return {"value": "unlimited" if passes is None else str(passes), "label": passes_label(passes, lang)}


def _rules_state(rules: Rules, lang: str) -> dict[str, Any]:
    return {
        "name": rules.name,
        "label": rules.title(lang),
        "rows": rules.rows,
        "waste_piles": rules.waste_piles,
        "stock_top_playable": rules.stock_top_playable,
        "pair_sum": rules.pair_sum,
        "passes": rules.passes,
        "pass_choice": _pass_choice(rules.passes, lang),
    }


def _cards_state(position: Position, lang: str, *, drawing: bool = False) -> dict[str, Any]:
    """The ``pyramid``, ``stock``, ``waste`` and ``removed`` entries of the view-model; ``drawing``
    shows the stock's top card face up while it waits for its waste pile."""
    geo = position.geometry
    pyramid = []
    for index, card in enumerate(position.pyramid):
        entry: dict[str, Any] = {"pos": f"P{index}", "row": geo.row_of[index], "col": geo.column_of[index]}
        if card is not None:
            covering = position.covering(index)
            entry.update(card_face(card, lang), free=not covering, label=_aria(card, covering, lang))
        pyramid.append(entry)
    stock, removed = position.stock, position.removed
    can_recycle = not stock and position.recycle_problem() is None  # the empty stock shows ↻ only then
    stock_top = _top(stock[0], True, lang) if stock and position.rules.stock_top_playable else None
    waste = []
    for number, pile in enumerate(position.waste, start=1):
        name = position.waste_name(number)
        top = _top(pile[0], True, lang) if pile else None  # a waste top is always in play
        said = text("aria_waste", lang, n=number) if len(position.waste) > 1 else text("waste", lang)  # one pile: no number
        empty = f"{said}: {text('empty', lang)}"
        caption = text("waste", lang) + (f" {number}" if len(position.waste) > 1 else "") + f" · {len(pile)}"
        waste.append({"pos": name, "count": len(pile), "top": top, "label": top["label"] if top else empty,
                      "caption": caption})
    return {
        "pyramid": pyramid,
        "stock": {
            "pos": "S",
            "count": len(stock),
            "top": stock_top,
            "label": (
                text("aria_stock", lang, n=len(stock))
                if stock
                else text("aria_stock_empty", lang)
                if can_recycle
                else f"{text('stock', lang)}: {text('empty', lang)}"
            ),
            "caption": f"{text('stock', lang)} · {len(stock)}",
            "can_recycle": can_recycle,
            "drawn": card_face(stock[0], lang) if drawing and stock else None,
        },
        "waste": waste,
        "removed": {
            "count": len(removed),
            "top": card_face(removed[-1], lang) if removed else None,
            "label": text("aria_removed", lang, n=len(removed)),
            "caption": f"{text('removed', lang)} · {len(removed)}",
        },
    }


def _top(card: Card, free: bool, lang: str) -> dict[str, Any]:
    """The top card of the stock or a waste pile."""
    return {**card_face(card, lang), "free": free, "label": f"{card.name(lang)}, {text('free', lang)}"}


def _aria(card: Card, covering: list[Card], lang: str) -> str:
    if not covering:
        return f"{card.name(lang)}, {text('free', lang)}"
    names = listing([c.name(lang) for c in covering], lang)
    return f"{card.name(lang)}, {text('covered_by', lang, cards=names)}"


def _outcome_state(outcome: Outcome, score: Score, lang: str) -> dict[str, Any]:
    said = outcome.describe(lang)
    return {
        "won": outcome.won,
        "reason": outcome.reason,
        "title": text("won" if outcome.won else "lost", lang),
        "text": said,
        # what the banner says under its title: a win without "won" again
        "detail": render(outcome.reason, {**outcome.facts, "variant": "banner"}, lang) if outcome.won else said,
        "score": text("score", lang, cards=score.cards_removed, points=score.points),
    }


def as_sentence(said: str) -> str:
    """``said`` with a capital first letter, as the board shows every message: the engine's refusals
    begin in lower case, as Python's error messages do.

    A sentence that begins with a parameter and its value (``speed=9: ...``) keeps the parameter's name.

    >>> as_sentence("there is no card there"), as_sentence("6♥+7♣ is not a pair"), as_sentence("speed=9: too fast")
    ('There is no card there', '6♥+7♣ is not a pair', 'speed=9: too fast')
    """
    if _PARAMETER_FIRST.match(said):
        return said
    return said[:1].upper() + said[1:]


_PARAMETER_FIRST = re.compile(r"[a-z_]+=")
