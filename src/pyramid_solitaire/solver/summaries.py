"""Deciding the last pass by summaries of the waste: exact, with no waste in the states.

In the last pass, with one card drawn at a time, the stock top playable and the pyramid alone to
clear, the waste is a stack whose top alone is ever played. A card drawn onto it either stays
for good (and the cards under it with it: none of them is played again, and none needs to be), or
leaves it later, paired with a pyramid card or with the stock top; and while it lies there, what
is played above it does not depend on the cards under it. So a state needs no waste: it is the
pyramid and the stock top. Each card drawn at a state has its *exits*, the states right after it
leaves the waste, found once by a search of what can be played above it (the summaries of a
pushdown system). A state is won when the pyramid is cleared, or when a removal, a draw whose card
stays, or a draw and one of that card's exits leads to a won state.

The depth-first search over whole positions tells apart positions that differ only by cards
buried in the waste; this search does not, and on one-pass ``pharaoh`` deals, where the waste
grows long, it decides far more deals in the same time (see the solver docs).

>>> from pyramid_solitaire import Game
>>> from .linear import LinearModel
>>> from .search import Limits, finish
>>> model = LinearModel(Game.from_number(2, "relaxed"))
>>> summarized(model)
True
>>> result = finish(decide_by_summaries(model, Limits()))
>>> result.won, result.steps[:2]
(True, [('king', 'P26', 26), ('pair', 'P24', 24, 'S', 28)])
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, Literal

from .position import Step
from .search import Limits, SearchResult, memory_cap, state_batch

if TYPE_CHECKING:
    from .linear import LinearModel

DRAW: Step = ("draw", 0)
SUMMARIES_MAX_ENTRIES = 5_000_000
"""The most entries the search stores before it stops with :class:`~.search.LimitReached` (its memory
cap: some 110 bytes an entry, 194 MB at 1.37 million on one-pass ``pharaoh`` deal 6)."""
REACH_CACHE_MOST = 12_000_000
"""The most entries the search holds before it empties its cache of the exits met by state (some
56 bytes an entry; 750 MB at 13.3 million on one-pass ``pharaoh`` deal 2)."""
_T = 7  # bits of a stock place in a packed key: a sequence holds fewer than 128 cards
_T_MASK = (1 << _T) - 1
_NONE: frozenset[int] = frozenset()
_Exits = frozenset[int] | Literal[True]  # the exits' tables: True where a cleared pyramid was met


def _union(have: frozenset[int], more: frozenset[int]) -> frozenset[int]:
    """The union of two sets of exits, sharing one of them when it holds the other (the usual case)."""
    if more is have or more <= have:
        return have
    if have <= more:
        return more
    return have | more


def summarized(model: LinearModel) -> bool:
    """Whether :func:`decide_by_summaries` can decide the model's start: the last pass (no
    recycle left), one card drawn at a time, the stock top playable, the pyramid alone to clear,
    and the model's proofs of lost positions on (the unpruned model stays the plain search).

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> [summarized(LinearModel(Game.from_number(1, name))) for name in ("relaxed", "standard", "classic")]
    [True, False, False]
    """
    return bool(
        model.prune and model.passes is not None and model.start_pass == model.passes
        and model.draw_count == 1 and model.stock_playable and not model.deck_win and model.side_kings_now
        and model.length < 1 << _T
    )


class _Search:
    """The search of :func:`decide_by_summaries`: its tables and its count of states."""

    def __init__(self, model: LinearModel, limits: Limits, cards: list[int]) -> None:
        self.model, self.limits = model, limits
        self.facts = model.facts
        self.size, self.n, self.k = model.size, len(cards), model.pair_sum
        # The search's own card numbers: the waste cards (bottom first), then the stock's (top
        # first); cards[i] is the model's sequence place of card i, ids[i] its id in the model.
        self.rank = [model.sequence_rank[card] for card in cards]
        self.ids = [model.size + card for card in cards]
        self.no_kings = self.facts.kings_by_mask  # free_kings' cache: () where no King is free
        # won[p << _T | t]: False (lost, or being searched) or the first move of a win:
        # (0, i, j) the pyramid pair i, j; (1, c) pyramid card c with the stock top; (2,) a draw
        # whose card stays; (3, after) a draw, then the drawn card leaves at exit state ``after``
        self.won: dict[int, tuple[int, ...] | bool] = {}
        # exits[r][p << _T | u]: True when a search above a waste card whose partners are of rank
        # r met a cleared pyramid (it may have cut such lines short: a set does not say the pyramid
        # cannot be cleared), else the packed states right after that card leaves
        self.exits: list[dict[int, _Exits]] = [{} for _ in range(self.k)]
        # win_stack's table, by cards left on the start's waste and state: False, or (2,) won with
        # the waste left there, (3, after) its top card leaves at ``after``, (4,) its top King goes
        self.stacked: dict[tuple[int, int], tuple[int, ...] | bool] = {}
        # reach[r][p << _T | u]: the same for every state met in those searches, a cache emptied
        # when it holds more than REACH_CACHE_MOST entries (each exit counted)
        self.reach: list[dict[int, _Exits]] = [{} for _ in range(self.k)]
        self.cached = 0  # entries of reach
        self.stored = 0  # entries of won, exits (each exit counted) and stacked
        self.peak = 0  # the most entries held before the cache was last emptied
        self.most = SUMMARIES_MAX_ENTRIES  # the memory cap (read when the search starts)
        self.pending = 0  # states not yet added to limits.states
        self.batch = state_batch(limits)
        # stock_alive[u]: the ids of the cards from u on; stock_ranks[u]: a bit per rank of them
        self.stock_alive = [0] * (self.n + 1)
        self.stock_ranks = [0] * (self.n + 1)
        for u in range(self.n - 1, -1, -1):
            self.stock_alive[u] = self.stock_alive[u + 1] | 1 << self.ids[u]
            self.stock_ranks[u] = self.stock_ranks[u + 1] | 1 << self.rank[u]
        self.all_ranks = tuple(range(1, self.k))

    # --- counting and limits -------------------------------------------------------
    def _look(self) -> Generator[None, None, None]:
        """At the end of a batch of states: count them, look at the limits, and yield."""
        limits = self.limits
        limits.states += self.pending
        self.pending = 0
        limits.check()
        if self.stored > self.most:
            raise memory_cap(self.most, entries=True)
        if self.stored + self.cached > REACH_CACHE_MOST:
            for memo in self.reach:
                memo.clear()
            self.peak = max(self.peak, self.stored + self.cached)
            self.cached = 0
        yield
        self.batch = state_batch(limits)

    # --- forced moves ----------------------------------------------------------------
    def forced(self, p: int, t: int, steps: list[Step] | None = None) -> int:
        """The packed state after the free pyramid Kings and the Kings on the stock top went."""
        if steps is None and self.no_kings.get(p) == () and (t >= self.n or self.rank[t] != self.k):
            return p << _T | t  # the usual case, made quick: nothing to remove
        free_kings, rank, k, n, ids = self.facts.free_kings, self.rank, self.k, self.n, self.ids
        while p:  # once the pyramid is cleared the game is won: nothing more is played
            kings = free_kings(p)
            if kings:
                for i in kings:
                    p &= ~(1 << i)
                    if steps is not None:
                        steps.append(("king", f"P{i}", i))
            elif t < n and rank[t] == k:
                if steps is not None:
                    steps.append(("king", "S", ids[t]))
                t += 1
            else:
                break
        return p << _T | t

    # --- the search ----------------------------------------------------------------
    def win(self, state: int) -> Generator[None, None, bool]:
        """Whether the (forced) state is won with no waste card ever played again."""
        won = self.won.get(state)
        if won is not None:
            return won is not False
        p, t = state >> _T, state & _T_MASK
        if not p:
            return True
        self.pending += 1  # a state counted (inline: this runs for every state)
        if self.pending >= self.batch:
            yield from self._look()
        self.won[state] = False  # no state comes back on its own line: every move removes or draws
        self.stored += 1
        if self.facts.dead(p, p | self.stock_alive[t], self.all_ranks):
            return False
        _free, by_rank, pairs, _, _ = self.facts.info(p)
        for i, j in pairs:
            if (yield from self.win(self.forced(p & ~(1 << i | 1 << j), t))):
                self.won[state] = (0, i, j)
                return True
        if t >= self.n:
            return False
        for c in by_rank.get(self.k - self.rank[t], ()):
            if (yield from self.win(self.forced(p & ~(1 << c), t + 1))):
                self.won[state] = (1, c)
                return True
        drawn = self.forced(p, t + 1)  # the stock top drawn
        if (yield from self.win(drawn)):  # the card left there first: wins come sooner so, as a rule
            self.won[state] = (2,)
            return True
        exits = yield from self.exits_of(p, drawn & _T_MASK, t)
        if exits is True:  # the pyramid clears above this card: it could as well have stayed
            raise AssertionError("a win above a waste card is a win with the card left there")
        for after in exits:
            if (yield from self.win(after)):
                self.won[state] = (3, after)
                return True
        return False

    def exits_of(self, p: int, u: int, w: int) -> Generator[None, None, _Exits]:
        """The packed states right after waste card ``w`` leaves, from pyramid ``p`` and stock top
        ``u`` with ``w`` on the waste top; ``True`` when the search met a cleared pyramid above it
        (a win where ``w`` stays, which the caller finds again as such)."""
        return (yield from self.exits_from(p << _T | u, self.k - self.rank[w]))

    def exits_from(self, root: int, need: int) -> Generator[None, None, _Exits]:
        """:meth:`exits_of` for a waste card whose partners are of rank ``need``, from state ``root``.

        What can be played above a waste card does not depend on the card, and where it can leave
        depends on its partners' rank alone; so the exits reachable from each state are kept by
        rank and state, and a state met again above another card of that rank is not searched
        again. The search is depth-first, each state's exits the union of its own and its
        successors' (every move removes a card or draws one: no state leads back to itself)."""
        kept = self.exits[need]
        found = kept.get(root)
        if found is not None:
            return found
        memo = self.reach[need]
        found = memo.get(root)
        if found is not None:  # kept for good: rebuilding a line looks it up
            kept[root] = found
            self.stored += 1 if found is True else 1 + len(found)
            return found
        k, n, rank, forced, info, exits = self.k, self.n, self.rank, self.forced, self.facts.info, self.exits
        need_positions, stock_ranks = self.facts.rank_positions[need], self.stock_ranks
        # frames of the states being searched: [state, its successors not yet looked at, exits so
        # far, whether that set was made here (and so adds to the memory held)]
        stack: list[list[Any]] = []
        state: int | None = root
        result: frozenset[int] | None = None
        while True:
            if state is not None:  # a state met for the first time: searched, or settled at once
                q, v = state >> _T, state & _T_MASK
                if not q:
                    return self._cleared(need, stack, state)
                if not q & need_positions and not stock_ranks[v] >> need & 1:
                    result = memo[state] = _NONE  # the card can no longer leave: a line where it stays
                    self.cached += 1
                else:
                    self.pending += 1
                    if self.pending >= self.batch:
                        yield from self._look()
                    _free, by_rank, pairs, _, _ = info(q)
                    own = [forced(q & ~(1 << c), v) for c in by_rank.get(need, ())]
                    nexts = [forced(q & ~(1 << i | 1 << j), v) for i, j in pairs]
                    if v < n:
                        rv = rank[v]
                        drawn = forced(q, v + 1)
                        if rv == need:
                            own.append(drawn)
                        nexts.extend(forced(q & ~(1 << c), v + 1) for c in by_rank.get(k - rv, ()))
                        top = q << _T | drawn & _T_MASK
                        above = exits[k - rv].get(top)
                        if above is None:
                            above = yield from self.exits_from(top, k - rv)
                        if above is True:
                            return self._cleared(need, stack, state)
                        nexts.extend(above)
                    stack.append([state, iter(nexts), frozenset(own) if own else _NONE, bool(own)])
                state = None
            if not stack:
                assert result is not None
                kept[root] = result
                self.stored += 1 + len(result)
                return result
            frame = stack[-1]
            have = frame[2]
            if result and result is not have:
                more = _union(have, result)
                if more is not have:
                    frame[3] = more is not result
                    have = more
            result = None
            for after in frame[1]:
                got = memo.get(after)
                if got is None:
                    state = after
                    break
                if got is True:
                    return self._cleared(need, stack, None)
                if got and got is not have:
                    more = _union(have, got)
                    if more is not have:
                        frame[3] = more is not got
                        have = more
            frame[2] = have
            if state is None:  # every successor's exits are in
                stack.pop()
                result = memo[frame[0]] = have
                self.cached += 1 + len(have) if frame[3] else 1

    def _cleared(self, need: int, stack: list[list[Any]], state: int | None) -> Literal[True]:
        """A cleared pyramid met above the waste card: every state being searched leads to it."""
        memo = self.reach[need]
        for frame in stack:
            memo[frame[0]] = True
        if state is not None:
            memo[state] = True
        self.exits[need][stack[0][0] if stack else state] = True  # type: ignore[index]  # one is set
        self.cached += len(stack) + 1
        self.stored += 1
        return True

    def win_stack(self, waste: tuple[int, ...], state: int) -> Generator[None, None, bool]:
        """Whether the state is won with the cards of ``waste`` (bottom first) on the waste."""
        if not waste or not state >> _T:  # nothing left on the waste, or the game already won
            return (yield from self.win(state))
        key = (len(waste), state)
        won = self.stacked.get(key)
        if won is not None:
            return won is not False
        self.stacked[key] = False
        self.stored += 1
        w = waste[-1]
        if self.rank[w] == self.k:
            if (yield from self.win_stack(waste[:-1], state)):
                self.stacked[key] = (4,)
                return True
            return False
        if (yield from self.win(state)):
            self.stacked[key] = (2,)
            return True
        exits = yield from self.exits_of(state >> _T, state & _T_MASK, w)
        if exits is True:
            raise AssertionError("a win above a waste card is a win with the card left there")
        for after in exits:
            if (yield from self.win_stack(waste[:-1], after)):
                self.stacked[key] = (3, after)
                return True
        return False

    # --- the winning line ------------------------------------------------------------
    def line(self, state: int) -> list[Step]:
        """The steps of the win found from a won state."""
        steps: list[Step] = []
        names, ids = self.model.names, self.ids
        while state >> _T:
            p, t = state >> _T, state & _T_MASK
            move = self.won[state]
            assert isinstance(move, tuple)
            if move[0] == 0:
                i, j = move[1], move[2]
                steps.append(("pair", names[i], i, names[j], j))
                state = self.forced(p & ~(1 << i | 1 << j), t, steps)
            elif move[0] == 1:
                c = move[1]
                steps.append(("pair", names[c], c, "S", ids[t]))
                state = self.forced(p & ~(1 << c), t + 1, steps)
            elif move[0] == 2:
                steps.append(DRAW)
                state = self.forced(p, t + 1, steps)
            else:
                steps.append(DRAW)
                above = self.forced(p, t + 1, steps)
                steps.extend(self.exit_line(p, above & _T_MASK, t, move[1]))
                state = move[1]
        return steps

    def stack_line(self, waste: tuple[int, ...], state: int) -> list[Step]:
        """The steps of the win found by :meth:`win_stack`."""
        steps: list[Step] = []
        while waste and state >> _T:
            move = self.stacked[(len(waste), state)]
            assert isinstance(move, tuple)
            if move[0] == 2:
                break
            w = waste[-1]
            if move[0] == 4:
                steps.append(("king", "W", self.ids[w]))
            else:
                steps.extend(self.exit_line(state >> _T, state & _T_MASK, w, move[1]))
                state = move[1]
            waste = waste[:-1]
        return steps + self.line(state)

    def exit_line(self, p: int, u: int, w: int, goal: int) -> list[Step]:
        """The steps from pyramid ``p`` and stock top ``u``, card ``w`` on the waste top, to the
        exit ``goal``: the moves above ``w``, then the one that takes it away."""
        k, n, rank, names, ids = self.k, self.n, self.rank, self.model.names, self.ids
        need = k - rank[w]
        start = p << _T | u
        came: dict[int, tuple[int, Step | None, int]] = {start: (-1, None, 0)}  # state: (before, step, exit)
        todo = [start]
        while todo:
            state = todo.pop()
            q, v = state >> _T, state & _T_MASK
            _free, by_rank, pairs, _, _ = self.facts.info(q)
            ends: list[tuple[Step, int]] = [
                (("pair", names[c], c, "W", ids[w]), self.forced(q & ~(1 << c), v)) for c in by_rank.get(need, ())
            ]
            moves: list[tuple[Step | None, int, int]] = [
                (("pair", names[i], i, names[j], j), self.forced(q & ~(1 << i | 1 << j), v), 0) for i, j in pairs
            ]
            if v < n:
                if rank[v] + rank[w] == k:
                    ends.append((("pair", "S", ids[v], "W", ids[w]), self.forced(q, v + 1)))
                moves.extend(
                    (("pair", names[c], c, "S", ids[v]), self.forced(q & ~(1 << c), v + 1), 0)
                    for c in by_rank.get(k - rank[v], ())
                )
                above = self.exits[k - rank[v]].get(q << _T | self.forced(q, v + 1) & _T_MASK)
                if isinstance(above, frozenset):
                    moves.extend((None, after, 1) for after in above)
            for step, after in ends:
                if after == goal:
                    return [*self._walk_back(came, state), step, *self._forced_after(step, q, v, [])]
            for played, after, through in moves:
                if after not in came:
                    came[after] = (state, played, through)
                    todo.append(after)
        raise AssertionError("an exit of the summaries cannot be reached again")

    def _walk_back(self, came: dict[int, tuple[int, Step | None, int]], state: int) -> list[Step]:
        """The steps from the start of :meth:`exit_line`'s search to ``state``."""
        chain: list[tuple[int, Step | None, int, int]] = []
        while True:
            before, step, through = came[state]
            if before < 0:
                break
            chain.append((before, step, through, state))
            state = before
        steps: list[Step] = []
        for before, step, through, after in reversed(chain):
            q, v = before >> _T, before & _T_MASK
            if through:  # a card drawn above, and taken away again
                steps.append(DRAW)
                above = self.forced(q, v + 1, steps)
                steps.extend(self.exit_line(q, above & _T_MASK, v, after))
            else:
                assert step is not None
                steps.append(step)
                self._forced_after(step, q, v, steps)
        return steps

    def _forced_after(self, step: Step, q: int, v: int, steps: list[Step]) -> list[Step]:
        """``steps`` with the forced steps that follow the pair ``step`` played from pyramid ``q``
        and stock top ``v`` appended: its pyramid cards gone, and the stock top with it if it took it."""
        gone = 0 if step[1] == "S" else 1 << step[2]  # (the stock top with the waste top: no pyramid card)
        if step[3] not in ("S", "W"):
            gone |= 1 << step[4]  # a pyramid pair
        self.forced(q & ~gone, v + 1 if "S" in (step[1], step[3]) else v, steps)
        return steps


def decide_by_summaries(model: LinearModel, limits: Limits) -> Generator[None, None, SearchResult]:
    """Decide the model's start by summaries of the waste (the model must be :func:`summarized`):
    a generator that yields each time it looks at its limits, as :func:`~.search.decide_steps` does,
    and returns the :class:`~.search.SearchResult`.

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> from .search import finish
    >>> finish(decide_by_summaries(LinearModel(Game.from_number(1, "relaxed")), Limits())).won
    False
    """
    steps, start = model.start(limits.check)
    if start is None:
        return SearchResult(False, [])
    pmask, present, ptr = start[0], start[1], start[2]
    waste = [i for i in range(ptr) if present >> i & 1]
    stock = [i for i in range(ptr, model.length) if present >> i & 1]
    found = _Search(model, limits, waste + stock)
    on_waste = tuple(range(len(waste)))
    state = found.forced(pmask, len(waste), steps)
    try:
        won = yield from found.win_stack(on_waste, state)
    finally:
        limits.states += found.pending
        limits.peak_table = max(limits.peak_table, found.peak, found.stored + found.cached)
    if not won:
        return SearchResult(False, [])
    return SearchResult(True, steps + found.stack_line(on_waste, state))
