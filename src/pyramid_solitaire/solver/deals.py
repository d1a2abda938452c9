"""Winnable deals: a deterministic deal per seed that the solver proved winnable.

>>> deal = winnable_deal(7)
>>> deal == winnable_deal(7), solve(deal).status
(True, 'winnable')
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterable

from ..deal import Deal, checked_deal_number
from ..reasons import Reason
from ..rules import Rules, RulesLike
from .api import solve, solve_steps
from .search import SearchStopped, StopEvent, finish

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
    return finish(winnable_number_steps(start, rules, max_states=max_states))


def winnable_number_steps(
    start: int, rules: RulesLike = None, *, max_states: int = 200_000, stop: StopEvent | None = None
) -> Generator[None, None, int]:
    """:func:`winnable_number` in slices, for a caller with no threads (Pyodide) that must keep its
    event loop turning; setting ``stop`` ends it with :class:`SearchStopped`.

    >>> finish(winnable_number_steps(1, "classic"))
    2
    """
    start = checked_deal_number(start)
    stopped = Reason.of("limit_stopped", variant="deal", start=start)
    numbers = range(start, start + MAX_ATTEMPTS)
    return (yield from _first_winnable_steps(numbers, Rules.coerce(rules), max_states, stop, stopped))


def random_winnable_number(
    rules: RulesLike = None, *, most: int = 999_999_999, rng: random.Random | None = None, max_states: int = 200_000
) -> int:
    """A deal number drawn at random from 1 to ``most`` among those the solver proves winnable under
    ``rules``: numbers are drawn until one is (deals it cannot decide within ``max_states`` are
    drawn again), so every winnable number is as likely as any other.

    >>> from random import Random
    >>> number = random_winnable_number("classic", rng=Random(5))
    >>> number == random_winnable_number("classic", rng=Random(5)), solve(number, "classic").status
    (True, 'winnable')
    """
    return finish(random_winnable_number_steps(rules, most=most, rng=rng, max_states=max_states))


def random_winnable_number_steps(
    rules: RulesLike = None,
    *,
    most: int = 999_999_999,
    rng: random.Random | None = None,
    max_states: int = 200_000,
    stop: StopEvent | None = None,
) -> Generator[None, None, int]:
    """:func:`random_winnable_number` in slices, for a caller with no threads (Pyodide) that must keep
    its event loop turning; setting ``stop`` ends it with :class:`SearchStopped`.

    >>> from random import Random
    >>> finish(random_winnable_number_steps("classic", most=3, rng=Random(1))) in (2, 3)  # deal 1 is lost
    True
    """
    rules = Rules.coerce(rules)
    most = checked_deal_number(most)
    draw = rng.randrange if rng is not None else random.randrange
    numbers = (draw(1, most + 1) for _ in range(MAX_ATTEMPTS))
    return (yield from _first_winnable_steps(numbers, rules, max_states, stop, Reason.of("limit_stopped", variant="random")))


def _first_winnable_steps(
    numbers: Iterable[int], rules: Rules, max_states: int, stop: StopEvent | None, stopped: Reason
) -> Generator[None, None, int]:
    """The first of ``numbers`` whose deal the solver proves winnable, in slices; ``stopped`` is the
    reason of the :class:`SearchStopped` that setting ``stop`` ends it with."""
    for number in numbers:
        if stop is not None and stop.is_set():  # before a search too: a short one could win before it looks
            raise SearchStopped(stopped)
        found = yield from solve_steps(Deal.from_number(number, rules), rules, max_states=max_states, stop=stop)
        if found.status == "winnable":
            return number
    raise RuntimeError(f"no winnable deal in {MAX_ATTEMPTS} numbers tried")  # pragma: no cover
