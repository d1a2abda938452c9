"""A counting proof for the last pass: the waste cards a win still uses must all lie near its top.

In the last pass the waste is a pile read from its top only, and no two of its cards can ever
pair (only its top card is in play). So the waste cards a win still uses are the top ``D`` for
some ``D``, and each of those must go, with a pyramid card or a stock card (or alone, a King):
a card under one that stays is never in play again. Every pyramid card must go too, with
another pyramid card, one of those waste cards or a stock card. Pairs join ranks ``r`` and
``pair_sum - r`` only, so each pair of ranks is a small counting question of its own, and a
position is lost when no ``D`` answers all of them. The stock's cards are taken as always at
hand, and the pyramid's cards as free whenever needed (its pairs capped by the most that can
ever form, :meth:`~.pyramid.PyramidFacts.rank_matching`): both only give more than the game,
so a "no" is a proof.

The counts of one pair of ranks are packed into a key of seven 4-bit fields (at most 8 cards
of a rank, two decks): the pyramid's cards of the low and high rank, the most pyramid pairs,
the stock's cards of each rank, and the waste's (:func:`key_of`).

>>> low_rank_waste_card = key_of(pyramid=(1, 0), inner=0, stock=(0, 0), waste=(1, 0))
>>> covered(low_rank_waste_card)  # a 3 in the pyramid, a 3 on the waste, no 10 anywhere
False
>>> covered(key_of(pyramid=(1, 1), inner=1, stock=(0, 0), waste=(0, 0)))  # a 3 and a 10 that can meet
True
"""

from __future__ import annotations

WASTE_LOW = 20
"""The bit where a key's count of waste cards of the low rank starts (see :func:`key_of`)."""
WASTE_HIGH = 24
"""The bit where a key's count of waste cards of the high rank starts."""
SAME_RANK = 1 << 28
"""Set in the key of a rank that pairs with itself (see :func:`same_rank_covered`)."""
COVERED: dict[int, bool] = {}
"""The answers of :func:`covered` by key, for reading directly on hot paths (a key not there is not known yet)."""


def key_of(
    pyramid: tuple[int, int], inner: int, stock: tuple[int, int], waste: tuple[int, int], same_rank: bool = False
) -> int:
    """The key of one pair of ranks: cards of the low and the high rank in the pyramid, in the
    stock and on the waste, and the most pairs the pyramid's cards of the two ranks can form among
    themselves. For a rank that pairs with itself (``same_rank``) the high counts are 0.

    >>> hex(key_of(pyramid=(2, 1), inner=1, stock=(0, 3), waste=(1, 0)))
    '0x1030112'
    """
    return (
        pyramid[0] | pyramid[1] << 4 | inner << 8 | stock[0] << 12 | stock[1] << 16
        | waste[0] << WASTE_LOW | waste[1] << WASTE_HIGH | (SAME_RANK if same_rank else 0)
    )


def covered(key: int) -> bool:
    """Whether every pyramid and waste card counted in ``key`` (see :func:`key_of`) can find a
    partner: pyramid with pyramid (up to the pairs counted), pyramid with waste or stock, waste
    with stock, never waste with waste; a stock card goes once at most and may stay. Cached.

    >>> covered(key_of(pyramid=(2, 0), inner=0, stock=(0, 1), waste=(0, 1)))  # two 3s: a 10 each
    True
    >>> covered(key_of(pyramid=(2, 0), inner=0, stock=(0, 1), waste=(1, 0)))  # the waste's 3 needs a 10 too
    False
    """
    found = COVERED.get(key)
    if found is None and key & SAME_RANK:
        found = COVERED[key] = same_rank_covered(key & 15, key >> 8 & 15, key >> 12 & 15, key >> WASTE_LOW & 15)
    elif found is None:
        found = COVERED[key] = _count_covered(
            key & 15, key >> 4 & 15, key >> 8 & 15, key >> 12 & 15, key >> 16 & 15,
            key >> WASTE_LOW & 15, key >> WASTE_HIGH & 15,
        )
    return found


def same_rank_covered(pyramid: int, inner: int, stock: int, waste: int) -> bool:
    """:func:`covered` for a rank that pairs with itself (a pair sum of 12 has the 6s): ``pyramid``,
    ``stock`` and ``waste`` cards of that rank, ``inner`` pyramid pairs at most.

    >>> same_rank_covered(pyramid=3, inner=1, stock=1, waste=0), same_rank_covered(pyramid=1, inner=0, stock=0, waste=1)
    (True, True)
    >>> same_rank_covered(pyramid=0, inner=0, stock=0, waste=2)  # two waste cards never meet
    False
    """
    for with_waste in range(min(waste, pyramid) + 1):
        rest = pyramid - with_waste
        inner_pairs = min(rest // 2, inner)
        if waste - with_waste + rest - 2 * inner_pairs <= stock:
            return True
    return False


def _count_covered(low: int, high: int, inner: int, stock_low: int, stock_high: int, waste_low: int, waste_high: int) -> bool:
    # u low waste cards go with high pyramid cards, v high waste cards with low pyramid cards; the
    # pyramid cards left pair among themselves as far as they can, and the rest needs stock cards
    for u in range(min(waste_low, high) + 1):
        for v in range(min(waste_high, low) + 1):
            low_left, high_left = low - v, high - u
            inner_pairs = min(low_left, high_left, inner)
            if (
                waste_low - u + low_left - inner_pairs <= stock_high
                and waste_high - v + high_left - inner_pairs <= stock_low
            ):
                return True
    return False
