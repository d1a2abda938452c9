"""Winnable deals: a deterministic deal per seed that the solver proved winnable.

>>> deal = winnable_deal(7)
>>> deal == winnable_deal(7), solve(deal).status
(True, 'winnable')
"""

from __future__ import annotations

from ..deal import Deal
from ..rules import Rules, RulesLike
from .api import solve

MAX_ATTEMPTS = 10_000


def winnable_deal(seed: int | str, rules: RulesLike = None, *, max_states: int = 200_000) -> Deal:
    """The first deal of the seed's sequence (``Deal.random(seed)``, then ``"seed/1"``, ``"seed/2"``, ...)
    that the solver proves winnable under ``rules``; deals it cannot decide within
    ``max_states`` are skipped, so the same seed always gives the same deal.

    >>> len(winnable_deal("club night", "classic").cards)
    52
    """
    rules = Rules.coerce(rules)
    for attempt in range(MAX_ATTEMPTS):
        deal = Deal.random(seed if attempt == 0 else f"{seed}/{attempt}", rules)
        if solve(deal, rules, max_states=max_states).status == "winnable":
            return deal
    raise RuntimeError(f"no winnable deal found for seed {seed!r} in {MAX_ATTEMPTS} attempts")  # pragma: no cover


def winnable_number(start: int, rules: RulesLike = None, *, max_states: int = 200_000) -> int:
    """The first deal number from ``start`` on whose deal the solver proves winnable under ``rules``
    (deals it cannot decide within ``max_states`` are skipped), so a player can type it again.

    >>> winnable_number(1, "classic"), winnable_number(1)
    (2, 1)
    """
    rules = Rules.coerce(rules)
    for number in range(start, start + MAX_ATTEMPTS):
        if solve(Deal.from_number(number, rules), rules, max_states=max_states).status == "winnable":
            return number
    raise RuntimeError(f"no winnable deal from number {start} in {MAX_ATTEMPTS} numbers")  # pragma: no cover
