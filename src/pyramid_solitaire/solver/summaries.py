"""Deciding the last pass by summaries of the waste: exact, with no waste in the states.

In the last pass, with one card drawn at a time, the stock top playable and the pyramid alone to
clear, the waste is a stack whose top alone is ever played. A card drawn onto it either stays
for good (and the cards under it with it: none of them is played again, and none needs to be), or
leaves it later, paired with a pyramid card or with the stock top; and while it lies there, what
is played above it does not depend on the cards under it. So a state needs no waste: it is the
pyramid and the stock (the cards not yet drawn). Each card drawn at a state has its *exits*, the states right after it
leaves the waste, found once by a search of what can be played above it (the summaries of a
pushdown system). A state is won when the pyramid is cleared, or when a removal, a draw whose card
stays, or a draw and one of that card's exits leads to a won state.

The depth-first search over whole positions tells apart positions that differ only by cards
buried in the waste; this search does not, and on one-pass ``pharaoh`` deals, where the waste
grows long, it decides far more deals in the same time (see the solver docs). A state means the
same whichever position it came from, so the tables are the model's, and with passes to come the depth-first search hands each position
that starts the last pass to this search (:func:`decide_last_pass`), which finds again what it
decided for the positions before.

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

from .position import State, Step
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
_NONE: frozenset[int] = frozenset()
_Exits = frozenset[int] | Literal[True]  # the exits' tables: True where a cleared pyramid was met


def _union(have: frozenset[int], more: frozenset[int]) -> frozenset[int]:
    """The union of two sets of exits, sharing one of them when it holds the other (the usual case)."""
    if more is have or more <= have:
        return have
    if have <= more:
        return more
    return have | more


def summarizable(model: LinearModel) -> bool:
    """Whether the model's last pass can be decided by summaries of the waste: one card drawn at a
    time, the stock top playable, the pyramid alone to clear, a last pass (no unlimited passes),
    and the model's proofs of lost positions on (the unpruned model stays the plain search).

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> [summarizable(LinearModel(Game.from_number(1, name))) for name in ("relaxed", "standard", "classic")]
    [True, True, False]
    """
    return bool(
        model.prune and model.passes is not None and model.draw_count == 1 and model.stock_playable
        and not model.deck_win and model.side_kings_now
    )


def summarized(model: LinearModel) -> bool:
    """Whether :func:`decide_by_summaries` can decide the model's start: :func:`summarizable`, and
    the start in the last pass (no recycle left).

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> [summarized(LinearModel(Game.from_number(1, name))) for name in ("relaxed", "standard", "classic")]
    [True, False, False]
    """
    return summarizable(model) and model.start_pass == model.passes


class _Search:
    """The search of :func:`decide_by_summaries` on one model: its tables, kept from one position
    of the model's last pass to the next (a state is the same whichever position it came from),
    and its count of states.

    A state packs the pyramid mask and the stock: ``p << L | s``, ``L`` the model's sequence
    length and ``s`` the stock cards not yet drawn by their sequence places (the lowest the top).
    """

    def __init__(self, model: LinearModel) -> None:
        self.model, self.limits = model, Limits()
        self.facts = model.facts
        self.size, self.k = model.size, model.pair_sum
        self.L = model.length
        self.mask = (1 << self.L) - 1
        self.rank = model.sequence_rank  # by sequence place
        self.ids = [model.size + place for place in range(self.L)]
        self.rank_places = model.rank_sequence  # rank_places[r]: the places of the cards of rank r
        self.king_places = model.rank_sequence[self.k]
        self.no_kings = self.facts.kings_by_mask  # free_kings' cache: () where no King is free
        # won[state]: False (lost, or being searched) or the first move of a win:
        # (0, i, j) the pyramid pair i, j; (1, c) pyramid card c with the stock top; (2,) a draw
        # whose card stays; (3, after) a draw, then the drawn card leaves at exit state ``after``
        self.won: dict[int, tuple[int, ...] | bool] = {}
        self.searching: list[int] = []  # the states of won being searched (False until they end)
        # exits[r][state]: True when a search above a waste card whose partners are of rank r met
        # a cleared pyramid (it may have cut such lines short: a set does not say the pyramid
        # cannot be cleared), else the packed states right after that card leaves
        self.exits: list[dict[int, _Exits]] = [{} for _ in range(self.k)]
        # win_stack's table (one position's), by cards left on its waste and state: False, or (2,)
        # won with the waste left there, (3, after) its top card leaves at ``after``, (4,) its top King goes
        self.stacked: dict[tuple[int, int], tuple[int, ...] | bool] = {}
        # reach[r][state]: the same for every state met in those searches, a cache emptied when the
        # search holds more than REACH_CACHE_MOST entries (each exit counted)
        self.reach: list[dict[int, _Exits]] = [{} for _ in range(self.k)]
        self.cached = 0  # entries of reach
        self.stored = 0  # entries of won, exits (each exit counted) and stacked
        self.peak = 0  # the most entries held before the cache was last emptied
        self.most = SUMMARIES_MAX_ENTRIES  # the memory cap (read when the search is made)
        self.pending = 0  # states not yet added to limits.states
        self.batch = state_batch(self.limits)
        self.all_ranks = tuple(range(1, self.k))
        self.busy = False  # while deciding a position (a search that yields may be left between)

    def decide(self, state: State, limits: Limits, steps: list[Step]) -> Generator[None, None, SearchResult]:
        """Decide a (forced) state of the model in its last pass, reached by ``steps``."""
        if self.busy:
            raise RuntimeError("the search by summaries is already deciding a position")
        self.busy = True
        self.limits, self.batch, self.pending = limits, state_batch(limits), 0
        self.stored -= len(self.stacked)
        self.stacked.clear()
        if self.stored > self.most // 2:  # what the positions before left: a cache, made room for
            self._forget()
        pmask, present, ptr = state[0], state[1], state[2]
        waste = tuple(place for place in range(ptr) if present >> place & 1)
        start = self.forced(pmask, present >> ptr << ptr, steps)
        try:
            won = yield from self.win_stack(waste, start)
        except BaseException:  # a limit, or the generator closed: what was being searched is not lost
            for searched in self.searching:
                if self.won.pop(searched, None) is not None:
                    self.stored -= 1
            raise
        finally:
            self.busy = False
            self.searching.clear()
            limits.states += self.pending
            self.pending = 0
            limits.peak_table = max(limits.peak_table, self.peak, self.stored + self.cached)
        if not won:
            return SearchResult(False, [])
        return SearchResult(True, steps + self.stack_line(waste, start))

    def _forget(self) -> None:
        """Empty every table (all that is in them can be found again)."""
        self._empty_cache()
        self.won.clear()
        for table in self.exits:
            table.clear()
        self.stored = 0

    def _empty_cache(self) -> None:
        """Empty the cache of the exits met by state (see :data:`REACH_CACHE_MOST`)."""
        self.peak = max(self.peak, self.stored + self.cached)
        for memo in self.reach:
            memo.clear()
        self.cached = 0

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
            self._empty_cache()
        yield
        self.batch = state_batch(limits)

    # --- forced moves ----------------------------------------------------------------
    def forced(self, p: int, s: int, steps: list[Step] | None = None) -> int:
        """The packed state after the free pyramid Kings and the Kings on the stock top went."""
        if steps is None and self.no_kings.get(p) == () and not s & -s & self.king_places:
            return p << self.L | s  # the usual case, made quick: nothing to remove
        free_kings, ids, king_places = self.facts.free_kings, self.ids, self.king_places
        while p:  # once the pyramid is cleared the game is won: nothing more is played
            kings = free_kings(p)
            if kings:
                for i in kings:
                    p &= ~(1 << i)
                    if steps is not None:
                        steps.append(("king", f"P{i}", i))
            elif s & -s & king_places:
                if steps is not None:
                    steps.append(("king", "S", ids[(s & -s).bit_length() - 1]))
                s &= s - 1
            else:
                break
        return p << self.L | s

    # --- the search ----------------------------------------------------------------
    def win(self, state: int) -> Generator[None, None, bool]:
        """Whether the (forced) state is won with no waste card ever played again."""
        won = self.won.get(state)
        if won is not None:
            return won is not False
        p, s = state >> self.L, state & self.mask
        if not p:
            return True
        self.pending += 1  # a state counted (inline: this runs for every state)
        if self.pending >= self.batch:
            yield from self._look()
        self.won[state] = False  # no state comes back on its own line: every move removes or draws
        self.stored += 1
        if self.facts.dead(p, p | s << self.size, self.all_ranks):
            return False
        self.searching.append(state)  # (one generator frame a state: the search nests deep)
        _free, by_rank, pairs, _, _ = self.facts.info(p)
        for i, j in pairs:
            if (yield from self.win(self.forced(p & ~(1 << i | 1 << j), s))):
                return self._found(state, (0, i, j))
        if s:
            t, rest = (s & -s).bit_length() - 1, s & (s - 1)  # the stock top, and the stock under it
            for c in by_rank.get(self.k - self.rank[t], ()):
                if (yield from self.win(self.forced(p & ~(1 << c), rest))):
                    return self._found(state, (1, c))
            drawn = self.forced(p, rest)  # the stock top drawn
            if (yield from self.win(drawn)):  # the card left there first: wins come sooner so, as a rule
                return self._found(state, (2,))
            exits = yield from self.exits_of(p, drawn & self.mask, t)
            if exits is True:  # the pyramid clears above this card: it could as well have stayed
                raise AssertionError("a win above a waste card is a win with the card left there")
            for after in sorted(exits):  # (in order: a set's order differs between platforms, so would the win)
                if (yield from self.win(after)):
                    return self._found(state, (3, after))
        self.searching.pop()
        return False

    def _found(self, state: int, move: tuple[int, ...]) -> bool:
        """A win found from ``state`` by ``move``: noted, and the state no longer being searched."""
        self.won[state] = move
        self.searching.pop()
        return True

    def exits_of(self, p: int, s: int, w: int) -> Generator[None, None, _Exits]:
        """The packed states right after waste card ``w`` (a sequence place) leaves, from pyramid
        ``p`` and stock ``s`` with ``w`` on the waste top; ``True`` when the search met a cleared
        pyramid above it (a win where ``w`` stays, which the caller finds again as such)."""
        return (yield from self.exits_from(p << self.L | s, self.k - self.rank[w]))

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
        k, rank, forced, info, exits = self.k, self.rank, self.forced, self.facts.info, self.exits
        length, mask = self.L, self.mask
        need_positions, need_places = self.facts.rank_positions[need], self.rank_places[need]
        # frames of the states being searched: [state, its successors not yet looked at, exits so
        # far, whether that set was made here (and so adds to the memory held)]
        stack: list[list[Any]] = []
        state: int | None = root
        result: frozenset[int] | None = None
        while True:
            if state is not None:  # a state met for the first time: searched, or settled at once
                q, s = state >> length, state & mask
                if not q:
                    return self._cleared(need, stack, state)
                if not q & need_positions and not s & need_places:
                    result = memo[state] = _NONE  # the card can no longer leave: a line where it stays
                    self.cached += 1
                else:
                    self.pending += 1
                    if self.pending >= self.batch:
                        yield from self._look()
                    _free, by_rank, pairs, _, _ = info(q)
                    own = [forced(q & ~(1 << c), s) for c in by_rank.get(need, ())]
                    nexts = [forced(q & ~(1 << i | 1 << j), s) for i, j in pairs]
                    if s:
                        rv, rest = rank[(s & -s).bit_length() - 1], s & (s - 1)
                        drawn = forced(q, rest)
                        if rv == need:
                            own.append(drawn)
                        nexts.extend(forced(q & ~(1 << c), rest) for c in by_rank.get(k - rv, ()))
                        top = q << length | drawn & mask
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
        if not waste or not state >> self.L:  # nothing left on the waste, or the game already won
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
        exits = yield from self.exits_of(state >> self.L, state & self.mask, w)
        if exits is True:
            raise AssertionError("a win above a waste card is a win with the card left there")
        for after in sorted(exits):
            if (yield from self.win_stack(waste[:-1], after)):
                self.stacked[key] = (3, after)
                return True
        return False

    # --- the winning line ------------------------------------------------------------
    def line(self, state: int) -> list[Step]:
        """The steps of the win found from a won state."""
        steps: list[Step] = []
        names, ids, length, mask = self.model.names, self.ids, self.L, self.mask
        while state >> length:
            p, s = state >> length, state & mask
            t, rest = (s & -s).bit_length() - 1, s & (s - 1)
            move = self.won[state]
            assert isinstance(move, tuple)
            if move[0] == 0:
                i, j = move[1], move[2]
                steps.append(("pair", names[i], i, names[j], j))
                state = self.forced(p & ~(1 << i | 1 << j), s, steps)
            elif move[0] == 1:
                c = move[1]
                steps.append(("pair", names[c], c, "S", ids[t]))
                state = self.forced(p & ~(1 << c), rest, steps)
            elif move[0] == 2:
                steps.append(DRAW)
                state = self.forced(p, rest, steps)
            else:
                steps.append(DRAW)
                above = self.forced(p, rest, steps)
                steps.extend(self.exit_line(p, above & mask, t, move[1]))
                state = move[1]
        return steps

    def stack_line(self, waste: tuple[int, ...], state: int) -> list[Step]:
        """The steps of the win found by :meth:`win_stack`."""
        steps: list[Step] = []
        while waste and state >> self.L:
            move = self.stacked[(len(waste), state)]
            assert isinstance(move, tuple)
            if move[0] == 2:
                break
            w = waste[-1]
            if move[0] == 4:
                steps.append(("king", "W", self.ids[w]))
            else:
                steps.extend(self.exit_line(state >> self.L, state & self.mask, w, move[1]))
                state = move[1]
            waste = waste[:-1]
        return steps + self.line(state)

    def exit_line(self, p: int, s: int, w: int, goal: int) -> list[Step]:
        """The steps from pyramid ``p`` and stock ``s``, card ``w`` on the waste top, to the exit
        ``goal``: the moves above ``w``, then the one that takes it away."""
        k, rank, names, ids, length, mask = self.k, self.rank, self.model.names, self.ids, self.L, self.mask
        need = k - rank[w]
        start = p << length | s
        came: dict[int, tuple[int, Step | None, int]] = {start: (-1, None, 0)}  # state: (before, step, exit)
        todo = [start]
        while todo:
            state = todo.pop()
            q, v = state >> length, state & mask
            _free, by_rank, pairs, _, _ = self.facts.info(q)
            ends: list[tuple[Step, int]] = [
                (("pair", names[c], c, "W", ids[w]), self.forced(q & ~(1 << c), v)) for c in by_rank.get(need, ())
            ]
            moves: list[tuple[Step | None, int, int]] = [
                (("pair", names[i], i, names[j], j), self.forced(q & ~(1 << i | 1 << j), v), 0) for i, j in pairs
            ]
            if v:
                t, rest = (v & -v).bit_length() - 1, v & (v - 1)
                if rank[t] == need:
                    ends.append((("pair", "S", ids[t], "W", ids[w]), self.forced(q, rest)))
                moves.extend(
                    (("pair", names[c], c, "S", ids[t]), self.forced(q & ~(1 << c), rest), 0)
                    for c in by_rank.get(k - rank[t], ())
                )
                above = self.exits[k - rank[t]].get(q << length | self.forced(q, rest) & mask)
                if isinstance(above, frozenset):
                    moves.extend((None, after, 1) for after in sorted(above))
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
            q, v = before >> self.L, before & self.mask
            if through:  # a card drawn above, and taken away again
                steps.append(DRAW)
                above = self.forced(q, v & (v - 1), steps)
                steps.extend(self.exit_line(q, above & self.mask, (v & -v).bit_length() - 1, after))
            else:
                assert step is not None
                steps.append(step)
                self._forced_after(step, q, v, steps)
        return steps

    def _forced_after(self, step: Step, q: int, s: int, steps: list[Step]) -> list[Step]:
        """``steps`` with the forced steps that follow the pair ``step`` played from pyramid ``q``
        and stock ``s`` appended: its pyramid cards gone, and the stock top with it if it took it."""
        gone = 0 if step[1] == "S" else 1 << step[2]  # (the stock top with the waste top: no pyramid card)
        if step[3] not in ("S", "W"):
            gone |= 1 << step[4]  # a pyramid pair
        self.forced(q & ~gone, s & (s - 1) if "S" in (step[1], step[3]) else s, steps)
        return steps


def searcher(model: LinearModel) -> _Search:
    """The model's search by summaries, made at the first call and kept: its tables hold for every
    position of the model's last pass."""
    found = model.summaries
    if found is None:
        found = model.summaries = _Search(model)
    assert isinstance(found, _Search)
    return found


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
    return (yield from searcher(model).decide(start, limits, steps))


def decide_last_pass(model: LinearModel, state: State, limits: Limits) -> Generator[None, None, SearchResult]:
    """Decide a state of the model's last pass by summaries of the waste (the model must be
    :func:`summarizable`), as :func:`decide_by_summaries` decides its start; the tables are the
    model's, shared by every such state (and emptied before one when they hold more than half
    the memory cap, :data:`SUMMARIES_MAX_ENTRIES`). The result's steps start from ``state``.

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> from .search import finish
    >>> model = LinearModel(Game.from_number(1, "relaxed"))
    >>> finish(decide_last_pass(model, model.start()[1], Limits())).won
    False
    """
    return (yield from searcher(model).decide(state, limits, []))
