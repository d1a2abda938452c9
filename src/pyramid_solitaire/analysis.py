"""Looking at a position: cover cones, blocking pairs, dead cards (pure functions of a :class:`Position`,
or of a game's).

>>> from pyramid_solitaire import Game
>>> position = Game.from_number(1).position
>>> [str(pair) for pair in blocking_pairs(position)][:2]
['J♦ under 2♦ (right on it)', 'J♦ under 2♠ (higher up)']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from .cards import Card, example_card
from .errors import AmbiguousMoveError, IllegalMoveError, InvalidCardError, InvalidMoveError, PyramidError, is_whole
from .position import Position
from .reasons import Reason


class _HasPosition(Protocol):
    @property
    def position(self) -> Position: ...


PositionLike = Position | _HasPosition
"""A :class:`Position`, or what holds one as ``.position`` (a :class:`~pyramid_solitaire.Game`)."""


def as_position(value: object, name: str = "position") -> Position:
    """``value`` itself when it is a :class:`Position`, a game's position for a game, else a
    :class:`PyramidError` naming the type.

    >>> from pyramid_solitaire import Game
    >>> game = Game.from_number(1)
    >>> as_position(game) is game.position
    True
    >>> as_position(12)
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.PyramidError: position must be a Position or a Game, not int
    """
    if isinstance(value, Position):
        return value
    held = getattr(value, "position", None)
    if isinstance(held, Position):
        return held
    raise PyramidError(Reason.of("position_type", name=name, type=type(value).__name__))


@dataclass(frozen=True)
class BlockingPair:
    """Two pyramid cards summing to the pair total where ``upper`` lies in ``lower``'s cover cone,
    so they can never go together. ``direct`` when ``upper`` lies right on ``lower``.

    >>> from pyramid_solitaire import Game
    >>> Game.from_number(1).blocking_pairs()[0]
    BlockingPair(lower=('P0', Card.parse('Jd')), upper=('P1', Card.parse('2d')), direct=True)
    """

    lower: tuple[str, Card]
    upper: tuple[str, Card]
    direct: bool

    def describe(self, lang: str = "en") -> str:
        """The pair in ``lang``: the lower card, the upper one, and whether it lies right on the lower
        card or higher up in its cone.

        >>> from pyramid_solitaire import Game
        >>> first, second = Game.from_number(1).blocking_pairs()[:2]
        >>> first.describe(), second.describe("de")
        ('J♦ under 2♦ (right on it)', 'J♦ unter 2♠ (weiter oben)')
        """
        variant = "" if self.direct else "higher"
        return Reason.of("blocking_pair", lower=self.lower[1], upper=self.upper[1], variant=variant).describe(lang)

    def __str__(self) -> str:
        return self.describe()


def _index(position: Position, where: str | int | Card) -> int:
    if is_whole(where) or (isinstance(where, str) and where.strip().upper().startswith("P")):
        return position.check_index(where)  # a number or a P code
    card = where if isinstance(where, Card) else _card_named(position, where)
    spots = [place.at for place in position.locate(card) if place.area == "pyramid"]
    if not spots:
        raise IllegalMoveError(Reason.of("not_in_pyramid", card=card))
    if len(spots) > 1:
        raise AmbiguousMoveError(Reason.of("twice_in_pyramid", card=card, places=[f"P{i}" for i in spots]))
    return spots[0]


def _card_named(position: Position, where: object) -> Card:
    """The card written in ``where``, refused as neither a card nor a pyramid position."""
    deck = position.rules.deck_type
    try:
        if isinstance(where, str):
            return Card.parse(where, deck)
    except InvalidCardError:
        pass
    last, example = len(position.pyramid) - 1, example_card(deck)
    raise InvalidMoveError(Reason.of("not_a_pyramid_position", where=where, last=last, example=example, variant="card"))


def cover_cone(position: PositionLike, where: str | int | Card) -> list[tuple[str, Card]]:
    """The cards still in the pyramid that must go before the card at ``where`` is free.

    >>> from pyramid_solitaire import Game
    >>> [str(card) for _, card in cover_cone(Game.from_number(1).position, "P15")]
    ['As', 'Ah']
    """
    position = as_position(position)
    index = _index(position, where)
    cone = position.geometry.cone(index)
    return [(f"P{j}", card) for j in sorted(cone) if (card := position.pyramid[j]) is not None]


def blocking_pairs(position: PositionLike) -> list[BlockingPair]:
    """Pyramid pairs where one card lies in the other's cover cone, lower card apex first.

    With overlapping pairs a card lying right on its partner can still go with it, so only
    the pairs higher up block.

    >>> from pyramid_solitaire import Game
    >>> len([p for p in blocking_pairs(Game.from_number(1).position) if p.direct])
    3
    >>> any(p.direct for p in blocking_pairs(Game.from_number(1, "overlapping").position))
    False
    """
    position = as_position(position)
    geo, pyramid, rules = position.geometry, position.pyramid, position.rules
    pairs = []
    for i, lower in enumerate(pyramid):
        if lower is None:
            continue
        for j in sorted(geo.cone(i)):
            upper = pyramid[j]
            if upper is None or lower.rank + upper.rank != rules.pair_sum:
                continue
            if not geo.can_meet(i, j, rules.overlapping_pairs):
                pairs.append(BlockingPair((f"P{i}", lower), (f"P{j}", upper), j in geo.covered_by(i)))
    return pairs


def meetable_partners(position: PositionLike, index: int) -> list[tuple[str, Card]]:
    """The cards the pyramid card at ``index`` could still pair with, and where they lie: pyramid
    cards outside its cone and off its foot (with overlapping pairs, right on or under it counts
    too), and every stock and waste card of the partner rank.

    >>> from pyramid_solitaire import Game
    >>> meetable_partners(Game.from_number(1).position, 0)  # the apex jack: no 2 outside its cone
    [('S9', Card.parse('2c')), ('S22', Card.parse('2h'))]
    """
    return _partners(as_position(position), index)


def _partners(position: Position, index: int) -> list[tuple[str, Card]]:
    """:func:`meetable_partners` of a position (no check of its type: for callers that made it one)."""
    geo, rules = position.geometry, position.rules
    card = position.pyramid[index]
    if card is None:
        return []
    need = rules.pair_sum - card.rank
    found = [
        (f"P{j}", other)
        for j, other in enumerate(position.pyramid)
        if other is not None and other.rank == need and j != index and geo.can_meet(index, j, rules.overlapping_pairs)
    ]
    found += [(f"S{depth}", other) for depth, other in enumerate(position.stock) if other.rank == need]
    found += [
        (f"W{pile}.{depth}", other)
        for pile, cards in enumerate(position.waste, 1)
        for depth, other in enumerate(cards)
        if other.rank == need
    ]
    return found


def dead_cards(position: PositionLike) -> list[tuple[str, Card]]:
    """Pyramid cards that can never be removed: each partner left lies in their cone or under them.

    With overlapping pairs a partner lying right on the card (or right under it) still counts.

    >>> from pyramid_solitaire import Game
    >>> dead_cards(Game.from_number(1).position)
    []
    """
    position = as_position(position)
    king = position.rules.king_rank
    return [
        (f"P{i}", card)
        for i, card in enumerate(position.pyramid)
        if card is not None and card.rank != king and not _partners(position, i)
    ]
