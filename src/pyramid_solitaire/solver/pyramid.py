"""Pyramid facts for the search models, computed once per deal and cached per pyramid mask.

Card ids: pyramid position ``i`` is id ``i``; the other cards take ids from the pyramid size on.
A pyramid mask has bit ``i`` set while position ``i`` holds a card; only the masks closed under
"lies under" occur (Catalan(rows + 1) of them), and each is analysed at most once, when first met.

>>> from pyramid_solitaire import Game, Rules
>>> game = Game.from_number(1)
>>> facts = PyramidFacts(game.rules, game.pyramid, [c.rank for c in game.stock])
>>> free, by_rank, pairs, bound, cards = facts.info((1 << 28) - 1)
>>> len(free), cards
(7, 28)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..cards import Card
from ..geometry import geometry
from ..rules import Rules

Info = tuple[tuple[int, ...], dict[int, tuple[int, ...]], tuple[tuple[int, int], ...], int, int]
"""Per pyramid mask: free positions, free positions by rank, removable pyramid pairs, a bound on
the removals still needed for the pyramid, and the number of cards."""
CHECK_CASES = 64
"""New cases of :meth:`PyramidFacts.clearable` between two calls of its ``check`` (a case of a
large pyramid can take a fraction of a millisecond)."""
CLEARABLE_CACHE_MOST = 500_000
"""Cases :meth:`PyramidFacts.clearable` caches before it starts a new cache, keeping the full one
for looking up until the new one is full in turn (so the cases in use carry over, at most twice
this many are held: each takes some 110 bytes; in a long search of a large pyramid they came to
three per state and to half the memory)."""


def facts_for(
    rules: Rules, pyramid: Sequence[Card | None], other_ranks: Sequence[int], shared: PyramidFacts | None = None
) -> PyramidFacts:
    """New facts of the pyramid, or ``shared`` (another model's facts of the same position, whose
    caches then serve both) after checking that it is of the same cards and rules.

    >>> from pyramid_solitaire import Game
    >>> game = Game.from_number(1)
    >>> others = [card.rank for card in game.stock]
    >>> facts = facts_for(game.rules, game.pyramid, others)
    >>> facts_for(game.rules, game.pyramid, others, shared=facts) is facts
    True
    """
    if shared is None:
        return PyramidFacts(rules, pyramid, other_ranks)
    ranks = [card.rank if card is not None else 0 for card in pyramid] + list(other_ranks)
    if shared.rank != ranks or shared.rules != rules:  # the rules fix the pyramid's size
        raise ValueError("shared pyramid facts: they are of other cards or rules than this position")
    return shared


class PyramidFacts:
    """Ranks, cover masks, possible partners and per-mask facts of one deal's pyramid.

    Here a 5, a 3 and a 4 make the pyramid, and an 8, a 10 and a 9 (ids 3, 4 and 5) the other cards:

    >>> from pyramid_solitaire import Card, Rules
    >>> facts = PyramidFacts(Rules(rows=2), [Card.parse(c) for c in ("5h", "3s", "4d")], [8, 10, 9])
    >>> facts.rank, bin(facts.mask), bin(facts.partners[1])  # the 3 can only go with the 10
    ([5, 3, 4, 8, 10, 9], '0b111', '0b10000')
    """

    def __init__(self, rules: Rules, pyramid: Sequence[Card | None], other_ranks: Sequence[int]) -> None:
        geo = geometry(rules.rows)
        self.rules = rules
        self.size = size = rules.pyramid_size
        self.pair_sum = k = rules.pair_sum
        self.overlapping = rules.overlapping_pairs
        self.deck_win = rules.win == "deck"
        self._waste_bits = 4 * len(other_ranks)
        self.rank = [card.rank if card is not None else 0 for card in pyramid] + list(other_ranks)
        self.mask = sum(1 << i for i, card in enumerate(pyramid) if card is not None)
        self.covered_mask = [sum(1 << j for j in geo.covered_by(i)) for i in range(size)]
        self.covers = [geo.covers(i) for i in range(size)]
        self.cone_mask = [sum(1 << j for j in geo.cone(i)) for i in range(size)]
        """For each position, the positions that must be cleared before it is free."""
        self.rank_positions = [0] * (k + 1)
        for i in range(size):
            if pyramid[i] is not None:
                self.rank_positions[self.rank[i]] |= 1 << i
        # partners[i]: the ids of every card that could ever pair with pyramid card i
        self.partners = [0] * size
        for i in range(size):
            r = self.rank[i]
            if not r or r == k:
                continue
            mask = 0
            for j, rj in enumerate(self.rank):
                if j != i and rj == k - r and (j >= size or geo.can_meet(i, j, self.overlapping)):
                    mask |= 1 << j
            self.partners[i] = mask
        self.info_by_mask: dict[int, Info] = {}
        """The cache of :meth:`info` (read directly on hot paths: a missing mask is not known yet)."""
        self.kings_by_mask: dict[int, tuple[int, ...]] = {}
        """The cache of :meth:`free_kings` (read directly on hot paths: a missing mask is not known)."""
        self._ranks_of: dict[int, tuple[int, ...]] = {}  # the ranks of the cards in a mask (see waiting_ranks)
        self._last_matching: tuple[int, tuple[int, ...]] = (-1, ())  # the last mask of rank_matching, and its counts
        self._clearable: dict[int, bool] = {}
        self._clearable_before: dict[int, bool] = {}  # the cache filled before (see CLEARABLE_CACHE_MOST)
        self._budget = 0
        self._check: Callable[[], None] | None = None

    def info(self, pmask: int) -> Info:
        """The facts of a pyramid mask (see :data:`Info`), cached.

        >>> from pyramid_solitaire import Card, Rules
        >>> facts = PyramidFacts(Rules(rows=2), [Card.parse(c) for c in ("5h", "Ks", "4d")], [8, 10, 9])
        >>> facts.info(facts.mask)  # free: the King and the 4; no pair within the pyramid
        ((1, 2), {13: (1,), 4: (2,)}, (), 3, 3)
        """
        found = self.info_by_mask.get(pmask)
        if found is not None:
            return found
        rank, k, covered = self.rank, self.pair_sum, self.covered_mask
        free_list = []
        rest = pmask
        while rest:
            low = rest & -rest
            i = low.bit_length() - 1
            if not pmask & covered[i]:
                free_list.append(i)
            rest ^= low
        free = tuple(free_list)
        by_rank: dict[int, list[int]] = {}
        for i in free:
            by_rank.setdefault(rank[i], []).append(i)
        pairs = [(i, j) for a, i in enumerate(free) for j in free[a + 1 :] if rank[i] + rank[j] == k]
        if self.overlapping:
            for i in free:
                for j in self.covers[i]:
                    if pmask >> j & 1 and pmask & covered[j] == 1 << i and rank[i] + rank[j] == k:
                        pairs.append((j, i))
        cards = pmask.bit_count()
        found = (free, {r: tuple(v) for r, v in by_rank.items()}, tuple(pairs), cards - self.inner_pairs(pmask), cards)
        self.info_by_mask[pmask] = found
        return found

    def inner_pairs(self, pmask: int) -> int:
        """The most pairs of pyramid cards that could ever be removed together from ``pmask``.

        A maximum matching of the cards still there, two cards joined when their ranks pair and
        they can ever be free together (neither lies in the other's cover cone): every other card
        goes with a stock or waste card or alone, one move each, so ``cards - inner_pairs`` moves
        at least are left. Here the 6 and the 7 lie in each other's way (the 6 covers the 7), so
        no pair of them can ever form, though their ranks match:

        >>> from pyramid_solitaire import Card, Rules
        >>> facts = PyramidFacts(Rules(rows=2), [Card.parse(c) for c in ("7H", "6S", "2D")], [])
        >>> facts.inner_pairs(facts.mask), facts.info(facts.mask)[3]
        (0, 3)
        """
        return sum(self.rank_matching(pmask))

    def rank_matching(self, pmask: int) -> list[int]:
        """:meth:`inner_pairs` rank by rank: entry ``r`` (up to half the pair sum) counts the pairs of
        a card of rank ``r`` and one of rank ``pair_sum - r``.

        >>> from pyramid_solitaire import Card, Rules
        >>> facts = PyramidFacts(Rules(rows=2), [Card.parse(c) for c in ("2D", "6H", "7S")], [])
        >>> facts.rank_matching(facts.mask)[6]
        1
        """
        last_mask, last_counts = self._last_matching
        if pmask == last_mask:  # a new mask is asked for twice in a row: by info(), then by the bound
            return list(last_counts)
        k, partners = self.pair_sum, self.partners
        counts = [0] * (k // 2 + 1)
        for r in range(1, k // 2 + 1):
            low = pmask & self.rank_positions[r]
            high = pmask & self.rank_positions[k - r]
            if not (low and high):
                continue
            if r == k - r:
                counts[r] = _same_rank_matching(low, partners)
            elif not low & (low - 1):  # one card on a side (the usual case): matched when it meets any
                counts[r] = 1 if partners[low.bit_length() - 1] & high else 0
            else:
                counts[r] = _matching(low, high, partners)
        self._last_matching = (pmask, tuple(counts))
        return counts

    def free_kings(self, pmask: int) -> tuple[int, ...]:
        """The free pyramid positions holding a King (cached).

        >>> from pyramid_solitaire import Card, Rules
        >>> facts = PyramidFacts(Rules(rows=2), [Card.parse(c) for c in ("5h", "Ks", "4d")], [8, 10, 9])
        >>> facts.free_kings(facts.mask), facts.free_kings(0b101)
        ((1,), ())
        """
        found = self.kings_by_mask.get(pmask)
        if found is None:
            k, rank = self.pair_sum, self.rank
            found = self.kings_by_mask[pmask] = tuple(i for i in self.info(pmask)[0] if rank[i] == k)
        return found

    def waiting_ranks(self, pmask: int) -> list[tuple[tuple[int, ...], ...] | None]:
        """For each rank, what must leave the stock and waste before a pyramid card of that rank is free.

        A card with no pyramid partner left can only go with a stock or waste card. Entry ``r``
        holds, for each pyramid card of rank ``r``, the ranks of such cards in its cover cone
        (the cards that must go before it is free); ``None`` when one of those cards has none.
        An empty tuple: no card of rank ``r`` is left. Kings never wait.

        Here the 5 waits for the 3 and the 4 below it, which can only go with a 10 and a 9 from the
        stock; the 3 and the 4 wait for nothing, and no 8 is in the pyramid:

        >>> from pyramid_solitaire import Card, Rules
        >>> facts = PyramidFacts(Rules(rows=2), [Card.parse(c) for c in ("5H", "3S", "4D")], [8, 10, 9])
        >>> waiting = facts.waiting_ranks(facts.mask)
        >>> waiting[5], waiting[3], waiting[8]
        (((3, 4),), None, ())
        """
        k, rank, partners, cones, ranks_of = self.pair_sum, self.rank, self.partners, self.cone_mask, self._ranks_of
        cards = pmask & ~self.rank_positions[k]
        lonely = 0
        rest = cards
        while rest:
            c = rest.bit_length() - 1
            rest ^= 1 << c
            if not partners[c] & pmask:
                lonely |= 1 << c
        entries: list[list[tuple[int, ...]] | None] = [[] for _ in range(k + 1)]
        while cards:
            q = cards.bit_length() - 1
            cards ^= 1 << q
            of_rank = entries[rank[q]]
            if of_rank is not None:
                waiting = cones[q] & lonely
                if not waiting:
                    entries[rank[q]] = None
                    continue
                ranks = ranks_of.get(waiting)
                if ranks is None:
                    ranks = ranks_of[waiting] = tuple({rank[c] for c in range(waiting.bit_length()) if waiting >> c & 1})
                of_rank.append(ranks)
        entries[0] = entries[k] = None
        return [None if of_rank is None else tuple(of_rank) for of_rank in entries]

    def dead(self, pmask: int, alive: int, removed_ranks: Sequence[int]) -> bool:
        """True when a pyramid card whose partner rank is among ``removed_ranks`` has no partner left.

        ``alive`` holds the ids of every card still in play (pyramid bits included).

        Here the 3 can only go with the 10 (id 4): when a 10 was removed, it is dead unless that 10 is alive.

        >>> from pyramid_solitaire import Card, Rules
        >>> facts = PyramidFacts(Rules(rows=2), [Card.parse(c) for c in ("5h", "3s", "4d")], [8, 10, 9])
        >>> facts.dead(facts.mask, facts.mask | 1 << 3 | 1 << 5, [10]), facts.dead(facts.mask, facts.mask | 1 << 4, [10])
        (True, False)
        """
        partners, k, positions = self.partners, self.pair_sum, self.rank_positions
        for r in removed_ranks:
            if r == k:
                continue
            m = pmask & positions[k - r]
            while m:
                low = m & -m
                if not alive & partners[low.bit_length() - 1]:
                    return True
                m ^= low
        return False

    def clearable(
        self, pmask: int, supply: int, budget: int = 20_000, waste: int = 0, check: Callable[[], None] | None = None
    ) -> bool:
        """Whether the pyramid could be cleared if the cards outside it were always at hand.

        ``supply`` counts the cards of each rank at hand, each usable once, packed four bits per
        rank (see :func:`pack_counts`). ``waste`` optionally holds a pile usable only from its top
        (a waste pile in the last pass): its ranks four bits each, the bottom card in the lowest
        bits (no rank is 0, so the length is implied); when every card must go it must be emptied
        too. This relaxes the real game (which only adds the order of the stock), so ``False``
        proves the position lost. Results are cached; when more than ``budget`` new cases would
        be needed the answer is ``True`` (nothing proved), which is always safe. ``check``, when
        given, is called every :data:`CHECK_CASES` new cases and may raise to end the work early
        (a search's :meth:`~pyramid_solitaire.solver.search.Limits.check`): the exception passes
        through, and the cases decided by then stay cached (each answer exact).

        >>> from pyramid_solitaire import Game
        >>> game = Game.from_number(1, "relaxed")
        >>> facts = PyramidFacts(game.rules, game.pyramid, [card.rank for card in game.stock])
        >>> stock = [card.rank for card in game.stock]
        >>> facts.clearable(facts.mask, pack_counts(stock))
        True
        >>> facts.clearable(facts.mask, pack_counts(stock[1:]), waste=stock[0])
        True
        """
        if not waste:  # the usual case first: a case met before, answered from the cache
            found = self._clearable.get(supply << self._waste_bits + self.size | pmask)
            if found is not None:
                return found
        count = (waste.bit_length() + 3) // 4
        if len(self._clearable) > CLEARABLE_CACHE_MOST:
            self._clearable_before, self._clearable = self._clearable, {}
        self._budget = budget
        self._check = check
        try:
            if not count:  # every card at hand pairs with a pyramid card: more than those never helps
                key = supply << self._waste_bits + self.size | pmask
                found = self._clearable.get(key)
                if found is None:
                    found = self._recalled(key)
                if found is None:
                    found = self._clearable[key] = self._clear(pmask, 0, 0, self._capped(pmask, supply))
                return found
            return self._clear(pmask, waste, count, supply)
        except _OverBudget:
            key = ((supply << self._waste_bits | waste) << self.size) | pmask
            self._clearable[key] = True  # not proved lost: never try this case again
            return True
        finally:
            self._check = None

    def _capped(self, pmask: int, supply: int) -> int:
        """``supply`` with each rank's count cut to the pyramid cards of ``pmask`` it could pair with.

        Without a waste pile a card at hand can only pair with a pyramid card, so cards beyond those
        never change :meth:`clearable`'s answer; capping them lets more cases share one answer.
        Moves keep the counts capped: a card at hand goes with the pyramid card it pairs with.

        >>> from pyramid_solitaire import Card, Rules
        >>> facts = PyramidFacts(Rules(rows=2), [Card.parse(c) for c in ("7H", "6S", "2D")], [])
        >>> facts._capped(facts.mask, pack_counts([7, 7, 11, 1])) == pack_counts([7, 11])
        True
        """
        k, positions = self.pair_sum, self.rank_positions
        capped = supply
        for q in range(k + 1):
            have = capped >> 4 * q & 15
            if have:
                over = have - (pmask & positions[k - q]).bit_count() if q else have
                if over > 0:
                    capped -= over << 4 * q
        return capped

    def _recalled(self, key: int) -> bool | None:
        """A case of the cache filled before (see :data:`CLEARABLE_CACHE_MOST`), carried into the present one."""
        found = self._clearable_before.get(key)
        if found is not None:
            self._clearable[key] = found
        return found

    def _clear(self, pmask: int, waste: int, count: int, supply: int) -> bool:
        memo = self._clearable
        key = ((supply << self._waste_bits | waste) << self.size) | pmask
        found = memo.get(key)
        if found is None:
            found = self._recalled(key)
        if found is not None:
            return found
        self._budget -= 1
        if self._budget < 0:
            raise _OverBudget
        if self._check is not None and not self._budget % CHECK_CASES:
            self._check()
        k, rank = self.pair_sum, self.rank
        shift = 4 * (count - 1)
        top, rest = (waste >> shift, waste & ((1 << shift) - 1)) if count else (0, 0)
        result = False
        if not pmask and not (count and self.deck_win):
            result = True
        elif kings := self.free_kings(pmask):
            result = self._clear(pmask & ~(1 << kings[0]), waste, count, supply)
        elif top == k:  # a King on the waste goes at once
            result = self._clear(pmask, rest, count - 1, supply)
        else:
            free, by_rank, pairs, _, _ = self.info(pmask)
            if count:  # the waste's top card first: it holds back every card under it
                need = 4 * (k - top)
                result = any(
                    self._clear(pmask & ~(1 << i), rest, count - 1, supply) for i in by_rank.get(k - top, ())
                ) or (supply >> need & 15 > 0 and self._clear(pmask, rest, count - 1, supply - (1 << need)))
            if not result:
                for i, j in pairs:
                    rest_mask = pmask & ~(1 << i | 1 << j)
                    if count:
                        result = self._clear(rest_mask, waste, count, supply)
                    else:  # keep the cards at hand capped (see _capped): two pyramid cards fewer to pair with
                        capped = supply
                        for q in {rank[i], rank[j]}:
                            over = (capped >> 4 * q & 15) - (rest_mask & self.rank_positions[k - q]).bit_count()
                            if over > 0:
                                capped -= over << 4 * q
                        result = self._clear(rest_mask, waste, count, capped)
                    if result:
                        break
            if not result:
                for i in free:
                    need = 4 * (k - rank[i])
                    if supply >> need & 15 and self._clear(pmask & ~(1 << i), waste, count, supply - (1 << need)):
                        result = True
                        break
        memo[key] = result
        return result


def _matching(left: int, right: int, partners: Sequence[int]) -> int:
    """The size of a maximum matching between the positions of ``left`` and ``right`` (masks),
    joined where ``partners`` says (augmenting paths; a handful of cards at most).

    >>> _matching(0b11, 0b1100, [0b0100, 0b0100, 0, 0])  # both left cards want position 2
    1
    """
    owner: dict[int, int] = {}  # right position -> the left position matched with it
    size = 0
    rest = left
    while rest:
        low = rest & -rest
        rest ^= low
        size += _augment(low.bit_length() - 1, right, partners, owner, 0)[0]
    return size


def _augment(i: int, right: int, partners: Sequence[int], owner: dict[int, int], seen: int) -> tuple[bool, int]:
    """For :func:`_matching`: whether an augmenting path from left position ``i`` was found (``owner``
    updated along it), and the right positions tried so far besides ``seen``. A plain function
    rather than a closure over the matching's state: a closure that calls itself is a reference
    cycle, which only the garbage collector frees."""
    options = partners[i] & right & ~seen
    while options:
        low = options & -options
        options ^= low
        seen |= low
        j = low.bit_length() - 1
        if j not in owner:
            owner[j] = i
            return True, seen
        found, seen = _augment(owner[j], right, partners, owner, seen)
        if found:
            owner[j] = i
            return True, seen
        options &= ~seen
    return False, seen


def _same_rank_matching(cards: int, partners: Sequence[int]) -> int:
    """The size of a maximum matching among the positions of ``cards`` (all of the rank that pairs
    with itself), joined where ``partners`` says; by trying every partner of the lowest card."""
    if not cards:
        return 0
    low = cards & -cards
    rest = cards ^ low
    best = _same_rank_matching(rest, partners)  # the lowest card left unmatched
    options = partners[low.bit_length() - 1] & rest
    while options:
        other = options & -options
        options ^= other
        best = max(best, 1 + _same_rank_matching(rest ^ other, partners))
    return best


def pack_counts(ranks: Iterable[int]) -> int:
    """Counts of each rank packed four bits per rank (rank ``r`` in bits ``4r`` to ``4r + 3``).

    >>> pack_counts([1, 1, 13]) == 2 << 4 | 1 << 52
    True
    """
    return sum(1 << 4 * r for r in ranks)


class _OverBudget(Exception):
    """The relaxation needed more cases than allowed."""
