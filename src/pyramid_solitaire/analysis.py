"""Looking at a position: cover cones, blocking pairs, dead cards, and whether the game is over.

>>> from pyramid_solitaire import Game
>>> game = Game.from_number(1)
>>> [str(pair) for pair in game.blocking_pairs()][:2]
['Jd under 2d (direct)', 'Jd under 2s (deeper)']
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import Card
from .errors import AmbiguousMoveError, IllegalMoveError, InvalidMoveError

if TYPE_CHECKING:
    from .game import Game, Outcome


@dataclass(frozen=True)
class BlockingPair:
    """Two pyramid cards summing to the pair total where ``upper`` lies in ``lower``'s cover cone,
    so they can never go together. ``direct`` when ``upper`` lies right on ``lower``."""

    lower: tuple[str, Card]
    upper: tuple[str, Card]
    direct: bool

    def __str__(self) -> str:
        return f"{self.lower[1]} under {self.upper[1]} ({'direct' if self.direct else 'deeper'})"


def _index(game: Game, where: str | int | Card) -> int:
    if isinstance(where, int) and not isinstance(where, bool):
        if 0 <= where < game.rules.pyramid_size:
            return where
        raise InvalidMoveError(f"there is no pyramid position {where}: positions run 0-{game.rules.pyramid_size - 1}")
    if isinstance(where, str) and where.strip().upper().startswith("P") and where.strip()[1:].isdigit():
        _kind, index = game._check_position(where)
        return index
    card = where if isinstance(where, Card) else game._card(str(where))
    spots = [place.at for place in game.locate(card) if place.area == "pyramid"]
    if not spots:
        raise IllegalMoveError(f"{card} is not in the pyramid")
    if len(spots) > 1:
        raise AmbiguousMoveError(
            f"{card} lies twice in the pyramid ({', '.join(f'P{i}' for i in spots)}): name it by position"
        )
    return spots[0]


def cover_cone(game: Game, where: str | int | Card) -> list[tuple[str, Card]]:
    """The cards still in the pyramid that must go before the card at ``where`` is free.

    >>> from pyramid_solitaire import Game
    >>> [str(card) for _, card in cover_cone(Game.from_number(1), "P15")]
    ['As', 'Ah']
    """
    index = _index(game, where)
    cone = game._geometry.cone(index)
    return [(f"P{j}", card) for j in sorted(cone) if (card := game._pyramid[j]) is not None]


def blocking_pairs(game: Game) -> list[BlockingPair]:
    """Pyramid pairs where one card lies in the other's cover cone, lower card apex first.

    With overlapping pairs a card lying right on its partner can still go with it, so only
    the deeper pairs block.

    >>> from pyramid_solitaire import Game
    >>> len([p for p in blocking_pairs(Game.from_number(1)) if p.direct])
    3
    >>> any(p.direct for p in blocking_pairs(Game.from_number(1, "overlapping")))
    False
    """
    geo, pyramid, target = game._geometry, game._pyramid, game.rules.pair_sum
    pairs = []
    for i, lower in enumerate(pyramid):
        if lower is None:
            continue
        for j in sorted(geo.cone(i)):
            upper = pyramid[j]
            direct = j in geo.covered_by(i)
            if upper is not None and lower.rank + upper.rank == target and not (direct and game.rules.overlapping_pairs):
                pairs.append(BlockingPair((f"P{i}", lower), (f"P{j}", upper), direct))
    return pairs


def dead_cards(game: Game) -> list[tuple[str, Card]]:
    """Pyramid cards that can never be removed: each partner left lies in their cone or under them.

    With overlapping pairs a partner lying right on the card (or right under it) still counts.

    >>> from pyramid_solitaire import Game
    >>> dead_cards(Game.from_number(1))
    []
    """
    _geo, pyramid, rules = game._geometry, game._pyramid, game.rules
    outside = Counter(card.rank for card in game.stock) + Counter(card.rank for pile in game.waste for card in pile)
    dead = []
    for i, card in enumerate(pyramid):
        if card is None or card.rank == rules.king_rank:
            continue
        need = rules.pair_sum - card.rank
        if outside[need]:
            continue
        if not any(
            other is not None and other.rank == need and j != i and game._geometry.can_meet(i, j, rules.overlapping_pairs)
            for j, other in enumerate(pyramid)
        ):
            dead.append((f"P{i}", card))
    return dead


def _listing(cards: list[str]) -> str:
    if len(cards) <= 1:
        return "".join(cards)
    return ", ".join(cards[:-1]) + " or " + cards[-1]


def outcome(game: Game) -> Outcome | None:
    """``None`` while the game goes on, else the :class:`~pyramid_solitaire.game.Outcome`."""
    from .game import Outcome

    rules = game.rules
    left_in_pyramid = sum(card is not None for card in game._pyramid)
    others = list(game._stock) + [card for pile in game._waste for card in pile]
    if left_in_pyramid == 0:
        if rules.win == "pyramid":
            return Outcome(True, "pyramid_cleared", "Won: the pyramid is cleared.")
        if not others:
            return Outcome(True, "all_removed", f"Won: all {rules.deck_size} cards are removed.")
        problem = _deck_stuck(game, others)
        if problem:
            return Outcome(False, "deck_stuck", problem)
    else:
        problem = _pyramid_stuck(game, others)
        if problem:
            return Outcome(False, "stuck", problem)
    if game._raw_moves():
        return None
    if left_in_pyramid == 0:
        n = len(others)
        return Outcome(
            False, "no_moves",
            f"Lost: the pyramid is cleared, but no move is left to remove the {n} card{'s' if n > 1 else ''} "
            "left in the stock and waste.",
        )
    why = "the last pass removed no card" if rules.passes is None else "no pass is left"
    return Outcome(
        False, "no_moves",
        f"Lost: no move is left and {why}; {left_in_pyramid} pyramid card{'s' if left_in_pyramid > 1 else ''} remain.",
    )


def _pyramid_stuck(game: Game, others: list[Card]) -> str | None:
    """The early end: no free pyramid card can ever go, so the pyramid can never change."""
    rules = game.rules
    free = [card for _, card in game.free_cards()]
    if any(card.rank == rules.king_rank for card in free):
        return None
    ranks = Counter(card.rank for card in free)
    for rank in ranks:
        partner = rules.pair_sum - rank
        if ranks[partner] > (1 if partner == rank else 0):
            return None
    if rules.overlapping_pairs and any(
        a.rank + b.rank == rules.pair_sum for (_, a), (_, b) in game._overlap_partners()
    ):
        return None
    outside = {card.rank for card in others}
    if any(rules.pair_sum - card.rank in outside for card in free):
        return None
    names = _listing([str(card) for card in free])
    n = len(others)
    if n == 0:
        return f"Lost: the stock and waste are empty, and no pair or King is left among the free cards {names}."
    return (
        f"Lost: none of the {n} card{'s' if n > 1 else ''} left in the stock and waste can pair with {names}, "
        "and no pair or King is left in the pyramid."
    )


def _deck_stuck(game: Game, others: list[Card]) -> str | None:
    """With the ``deck`` win and the pyramid cleared: cards left that can never all go."""
    rules = game.rules
    pairable = [card for card in others if card.rank != rules.king_rank]
    if not pairable:
        return None
    n = len(others)
    head = f"Lost: the pyramid is cleared, but the {n} card{'s' if n > 1 else ''} left can never all be removed"
    if not rules.stock_top_playable and rules.waste_piles == 1:
        return head + ": only the waste top is ever playable, so no two of them can pair."
    last_pass = rules.passes is not None and game._pass >= rules.passes
    if last_pass and rules.waste_piles == 1 and rules.stock_top_playable:
        # Waste cards can no longer meet each other: each needs a partner still in the stock.
        stock = Counter(card.rank for card in game._stock)
        for card in game._waste[0]:
            if card.rank == rules.king_rank:
                continue
            need = rules.pair_sum - card.rank
            if stock[need] == 0:
                return head + f": in this last pass {card} can pair only with a stock card, and none is left for it."
            stock[need] -= 1
    return None
