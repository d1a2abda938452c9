"""The fast model for one waste pile (every preset but ``apophis``): a position is four ints.

Recycling keeps the order of the stock, so the stock and waste together are always the cards of
one fixed sequence (the waste bottom first, then the stock top first) that are still present,
cut in two by a pointer: present cards before the pointer form the waste (its top the last
one), the others the stock (its top the first one). A state is
``(pyramid, present, pointer, pass, supply, wasted)``: a bitmask of the pyramid positions still
holding a card, a bitmask of the sequence cards still present, the pointer, the pass number (with
unlimited passes: 1 when a card was removed in this pass, so the waste may be turned over, else
0), and the last-pass matching counts that moves keep up to date (see
:meth:`LinearModel._matching`; both 0 where they are not used).

Drawing only moves the pointer, so states that differ only by how far the stock was drawn are
folded into one search node: the earliest reaches the others by drawing (:meth:`LinearModel.fold`).

>>> from pyramid_solitaire import Game
>>> model = LinearModel(Game.from_number(1))
>>> steps, state = model.start()
>>> len(model.decide_children(state)) > 0
True
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable, Generator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from .common import ModelRules, byte_tables, deck_bound, packed_sum, remove_free_kings
from .position import State, Step
from .pyramid import PyramidFacts, facts_for
from .summaries import decide_by_summaries, decide_last_pass, searcher, summarizable, summarized

if TYPE_CHECKING:
    from ..cards import Card
    from ..game import Game
    from .search import Limits, SearchResult


class LinearModel(ModelRules):
    """Search operations for the rules with a single waste pile, from ``game``'s current position.

    >>> from pyramid_solitaire import Game
    >>> model = LinearModel(Game.from_number(1))
    >>> model.size, model.length, len(model.cards)  # pyramid positions, stock and waste cards, card table
    (28, 24, 52)
    >>> LinearModel(Game.from_number(1, "apophis"))
    Traceback (most recent call last):
    ...
    ValueError: rules 'apophis': the linear model needs one waste pile
    """

    def __init__(
        self, game: Game, prune: bool = True, side_kings: bool = True, last_pass: bool = False,
        facts: PyramidFacts | None = None,
    ) -> None:
        rules = game.rules
        if rules.waste_piles != 1:
            raise ValueError(f"rules {rules.name!r}: the linear model needs one waste pile")
        super().__init__(game, prune, side_kings, last_pass)
        k = self.pair_sum
        self.side_kings_now = self.side_kings and rules.draw_count == 1
        self.draw_count = rules.draw_count
        sequence = list(reversed(game.waste[0])) + list(game.stock)
        self.facts = facts = facts_for(rules, game.pyramid, [card.rank for card in sequence], facts)
        self.size = facts.size
        self.cards: Sequence[Card] = [*game.pyramid, *sequence]  # type: ignore[list-item]  # empty places are never named
        self.rank = facts.rank
        self.sequence_rank = ranks = [card.rank for card in sequence]
        self._partner_rank = [k - rank for rank in ranks]  # of each sequence card (0 for a King)
        # _stock_steps[s][i]: the step pairing pyramid card i with sequence card s on the stock top,
        # made when first needed; _one_rank[r]: the tuple (r,). Kept, as a child is made for every
        # such pair of every node expanded: fewer new tuples, and so less work for the garbage collector.
        self._stock_steps: list[list[Step | None]] = [[None] * facts.size for _ in ranks]
        self._one_rank = [(r,) for r in range(k + 1)]
        self.length = len(sequence)
        self.names = [f"P{i}" for i in range(self.size)]
        self.info = facts.info
        pyramid_mask = facts.mask
        present = (1 << self.length) - 1
        # rank_sequence[r]: the sequence cards of rank r, as a mask
        self.rank_sequence = [sum(1 << s for s, r in enumerate(ranks) if r == rank) for rank in range(k + 1)]
        self.king_sequence = self.rank_sequence[k]
        self.side_king_sequence = self.king_sequence if self.side_kings_now else 0
        self._kings_by_mask = facts.kings_by_mask
        self._info_by_mask = facts.info_by_mask
        # supply(present) adds one table entry per byte of the present mask
        self._supply_tables = byte_tables([1 << 4 * r for r in ranks])
        # Each rank string met gets a small number, kept by present mask as nodes share them:
        # table keys stay small ints, quick to hash and compare.
        self._string_ids: dict[int, int] = {}
        self._ids_by_present: dict[int, int] = {}
        self._rank_tables = [_string_table(ranks[at : at + 8]) for at in range(0, self.length, 8)]
        self.last_pass_matching = (
            prune and self.deck_win and self.stock_playable and self.draw_count == 1 and self.passes is not None
        )
        # the pass whose states keep the matching counts (None: no such pass)
        self.tracked_pass = self.passes if self.last_pass_matching else None
        # The last-pass matching counts: one lane of LANE bits per rank but the King's.
        self._lane = lane = [1 << LANE * r if 0 < r < k else 0 for r in range(k + 1)]
        self._mirror = mirror = [lane[k - r] for r in range(k + 1)]
        tracked = self.last_pass_matching  # else never read
        self._stock_lanes = byte_tables([lane[r] for r in ranks]) if tracked else []
        self._waste_lanes = byte_tables([mirror[r] for r in ranks]) if tracked else []
        self._no_lanes = [0] * (k + 1)
        self._pyramid_lanes: dict[int, int] = {}
        self._guard = sum(_GUARD << LANE * r for r in range(k + 1))
        self._checked = sum(_GUARD << LANE * r for r in range(1, k))
        pass_field = self.start_pass
        ptr = len(game.waste[0])
        self._start: State = (pyramid_mask, present, ptr, pass_field, *self._counts(pyramid_mask, present, ptr, pass_field))
        # With a single pass the relaxation proves too little to pay for itself (measured: the
        # one-pass presets search more nodes without it, but finish sooner).
        relaxing = prune and self.passes != 1
        # The shortest-path search (the model that counts every move) never expands most of the
        # children it makes, so it checks a node with the relaxation when it expands it instead.
        self.relax_on_expansion = relaxing and not side_kings
        self.relax_after = RELAXATION_AFTER if relaxing and side_kings else _UNLIMITED
        self.one_pass = self.passes == 1 and self.draw_count == 1
        # When every card must go, the last-pass matching check already covers most of what the
        # waste-order relaxation would prove, for less (measured on the one-pass presets).
        self.stacked_check = prune and self.passes is not None and not self.deck_win
        # With several passes the last one starts with a long waste: checking its order while
        # stock cards remain proves little for what it costs (see STACKED_STOCK_PASSES).
        self.stacked_stock = STACKED_STOCK if self.passes == 1 else STACKED_STOCK_PASSES
        # see _forced_removal
        self.forced_removals = prune and self.passes is not None and self.draw_count == 1
        self._child = self._child_maker()
        self.position = self._position_maker()
        self.summaries: Any = None  # the search by summaries of the waste, made when first needed (see .summaries)
        self._summarizable = summarizable(self)
        # the draw term of bound(): only the pyramid to clear, one card drawn at a time
        self.draw_terms = not self.deck_win and self.draw_count == 1
        self._needs_by_mask: dict[int, tuple[int, int, tuple[tuple[int, int], ...], int, list[int], int]] = {}
        self._way_stride = self.length + 2  # m and u reach the stock and waste cards and a recycle
        self._waiting: dict[int, tuple[int, list[tuple[tuple[int, ...], ...] | None]]] = {}  # see _waste_stuck
        self._stuck_constants = (k, self.rank_sequence)
        self._chain_constants = (
            self.rank, self.size, self.pair_sum, self.names, self.sequence_rank, self._child,
            self.stock_playable and self.draw_count == 1, self.draw_count == 1, self.side_kings_now,
            self.stock_playable, self._guard, self._checked, self.tracked_pass,
        )

    # --- the stock and waste ------------------------------------------------------------
    @staticmethod
    def _stock_top(present: int, ptr: int) -> int:
        low = present >> ptr
        return ptr + (low & -low).bit_length() - 1 if low else -1

    @staticmethod
    def _waste_top(present: int, ptr: int) -> int:
        return (present & ((1 << ptr) - 1)).bit_length() - 1

    def _draw(self, present: int, ptr: int) -> int:
        """The pointer after one draw (the stock must not be empty)."""
        for _ in range(self.draw_count):
            low = present >> ptr
            if not low:
                break
            ptr += (low & -low).bit_length()
        return ptr

    # --- forced moves and pruning -------------------------------------------------------
    def _forced(self, state: State, steps: list[Step]) -> State:
        """Remove every King that can go now: that never hurts (each still counts one move)."""
        pmask, present, ptr, pas, supply, wasted = state
        kings = self._kings_by_mask.get(pmask)
        if kings is None:
            kings = self.facts.free_kings(pmask)
        if kings:
            pmask, pas = remove_free_kings(self.facts, pmask, pas, self.passes, steps)
        elif not self._king_up(present, ptr):
            return state  # the usual case: nothing to remove
        rank, k, size = self.rank, self.pair_sum, self.size
        while self.side_kings_now and (pmask or self.deck_win):  # a King on the stock or waste top
            s = self._stock_top(present, ptr) if self.stock_playable else -1
            if s < 0 or rank[size + s] != k:
                s = self._waste_top(present, ptr)
                if s < 0 or rank[size + s] != k:
                    break
                steps.append(("king", "W", size + s))
            else:
                steps.append(("king", "S", size + s))
            present &= ~(1 << s)
            pas = self._removed_pass(pas)
        return (pmask, present, ptr, pas, supply, wasted)

    def _king_up(self, present: int, ptr: int) -> bool:
        """Whether a King that goes at once lies on the stock top or the waste top."""
        return _king_on_top(present, ptr, self.side_king_sequence, self.stock_playable)

    def _lost(self, pmask: int, present: int, removed_ranks: tuple[int, ...]) -> bool:
        """A sound test that a state cannot be won (checked after cards of ``removed_ranks`` went)."""
        if not self.prune:
            return False
        if self.facts.dead(pmask, pmask | present << self.size, removed_ranks):
            return True
        return not pmask and self._stranded(present)

    def _stranded(self, present: int) -> bool:
        """With the pyramid gone: whether the stock and waste cards left can never all go.

        When every card must go and only the waste top is ever playable, two cards left can never meet.
        """
        return bool(self.deck_win and not self.stock_playable and present & ~self.king_sequence)

    def start(self, check: Callable[[], None] | None = None) -> tuple[list[Step], State]:
        """The free Kings removed at once and the state after them, ``None`` when proved lost (see :meth:`Model.start`).

        >>> from pyramid_solitaire import Game
        >>> LinearModel(Game.from_number(2)).start()[0]
        [('king', 'P26', 26)]
        >>> LinearModel(Game.from_number(16)).start()
        ([], None)
        """
        steps: list[Step] = []
        state = self._forced(self._start, steps)
        if self.prune:
            pmask, present = state[0], state[1]
            if self._lost(pmask, present, tuple(range(1, self.pair_sum))):
                return steps, None
            if not self.facts.clearable(pmask, self.supply(present), check=check):
                return steps, None
            if self._tracked(state[3]) and self._short(state[4], state[5]):
                return steps, None
        return steps, state

    def supply(self, present: int) -> int:
        """The present stock and waste cards counted by rank, packed as :func:`pack_counts` does.

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> [model.supply(state[1]) >> 4 * rank & 15 for rank in range(1, 14)]  # Aces to Kings
        [1, 2, 2, 3, 0, 4, 2, 4, 1, 3, 1, 1, 0]
        """
        return packed_sum(self._supply_tables, present)

    def alive(self, state: State) -> int:
        """The ids of every card still in play: the pyramid's, then the stock and waste cards'.

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(2))
        >>> model.alive(model.start()[1]).bit_count()  # a King went at once
        51
        """
        return int(state[0] | state[1] << self.size)

    def won(self, state: State) -> bool:
        """True when the pyramid is cleared (and, when every card must go, the stock and waste too).

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> model.won(state), model.won((0, *state[1:]))  # the standard rules: the pyramid alone
        (False, True)
        """
        return not state[0] and (not self.deck_win or not state[1])

    # --- decide mode: one node per (pyramid, ranks present), all draws folded in ----------
    def fold(self, state: State) -> tuple[Any, int]:
        """Key ``(pyramid, ranks present)`` and the state's place on the draw chain of that key.

        Only ranks matter to the rules, so the key holds the ranks of the stock and waste cards
        still present, in order (as a number given to each such string met), rather than which
        cards they are: positions that differ only by which of two same-rank cards is left are
        one node. The place counts draws and recycles:
        ``pass * (n + 1) + waste size`` for ``n`` cards in stock and waste (with unlimited passes
        the pass part is 0 while a recycle is allowed, else 1), so the earlier place reaches the
        later one in exactly their difference of moves. With three cards drawn at a time only
        every third place is reachable, so the key also holds the waste size modulo 3 (or 3 once
        the stock is empty, which every place reaches).

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> (_, drawn), = [child for child in model.step_children(state) if child[0] == [("draw", 0)]]
        >>> model.fold(state), model.fold(drawn)  # one key; a draw later on its chain
        ((268435455, 25), (268435455, 26))
        """
        present = state[1]
        string = self._ids_by_present.get(present)
        if string is None:
            string = self._string_id(present)
        c = (present & ((1 << state[2]) - 1)).bit_count()
        if self.one_pass:  # the place is the waste size (the pass part is the same for the key)
            return string << self.size | state[0], c
        n = present.bit_count()
        place = (1 - state[3] if self.passes is None else state[3]) * (n + 1) + c
        key = string << self.size | state[0]
        if self.draw_count != 1:
            key = key << 2 | (c % 3 if c < n else 3)
        return key, place

    def _string_id(self, present: int) -> int:
        """The number of the rank string of ``present`` (see :meth:`fold`), kept by present mask as well."""
        by_present = self._ids_by_present
        if len(by_present) > PRESENT_CACHE_MOST:
            by_present.clear()  # a cache only: the numbers stay in _string_ids
        ids = self._string_ids
        string = by_present[present] = ids.setdefault(self._rank_string(present), len(ids))
        return string

    def _rank_string(self, present: int) -> int:
        """The ranks of the present stock and waste cards in order, four bits each (never 0)."""
        string = shift = 0
        for table in self._rank_tables:
            entry = table[present & 255]
            present >>= 8
            string |= entry >> 4 << shift
            shift += 4 * (entry & 15)
        return string

    position: Callable[[State], tuple[Any, int]]
    """For the shortest-path search: a key and a place such that a state reaches every later
    place of its key in exactly the difference of moves (as :meth:`fold`, keyed by the ranks of
    the stock and waste cards; :meth:`replayed` names the cards of a line). Made per model by
    :meth:`_position_maker`."""

    def _position_maker(self) -> Callable[[State], tuple[Any, int]]:
        """:attr:`position`, made once per model with the constants it reads bound to local names
        (it runs once per child in the shortest-path search)."""
        if self.draw_count != 1:
            key = _weak(self.key)
            return lambda state: (key(state), 0)
        # as in _child_maker, nothing here holds the model itself
        ids_by_present, string_id, size, unlimited = self._ids_by_present, _weak(self._string_id), self.size, self.passes is None

        def position(state: State) -> tuple[Any, int]:
            present = state[1]  # the place as in fold, written out
            string = ids_by_present.get(present)
            if string is None:
                string = string_id(present)
            c = (present & ((1 << state[2]) - 1)).bit_count()
            return string << size | state[0], (1 - state[3] if unlimited else state[3]) * (present.bit_count() + 1) + c

        return position

    def replayed(self, steps: list[Step]) -> list[Step]:
        """``steps`` played from the start with each stock and waste card named anew.

        :meth:`position` keys states by the ranks of their stock and waste cards, so a line the
        shortest-path search stores may join steps taken from states that differ in which of two
        same-rank cards is where; every step is still legal by place (the top of the stock, the
        top of the waste, a pyramid position), and this names the card each place holds.

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> model.replayed([("draw", 0), ("pair", "P27", 27, "S", None)])  # the stock top after a draw: card 29
        [('draw', 0), ('pair', 'P27', 27, 'S', 29)]
        """
        pmask, present, ptr = self._start[:3]
        size = self.size
        out: list[Step] = []
        for step in steps:
            kind = step[0]
            if kind == "draw":
                ptr = self._draw(present, ptr)
            elif kind == "recycle":
                ptr = 0
            else:
                named: list[Any] = [kind]
                gone = 0
                for where, card in zip(step[1::2], step[2::2], strict=True):
                    if where == "S":
                        at = self._stock_top(present, ptr)
                        card, gone = size + at, gone | 1 << at
                    elif where == "W":
                        at = self._waste_top(present, ptr)
                        card, gone = size + at, gone | 1 << at
                    else:
                        pmask &= ~(1 << card)
                    named += [where, card]
                present &= ~gone
                step = tuple(named)
            out.append(step)
        return out

    def optimal_children(
        self, state: State, most: int, resume: Any
    ) -> tuple[list[tuple[list[Step], State]], Any]:
        """Children for the shortest-path search (see :meth:`chain_children`): folded ones when
        :meth:`position` folds draws, else one move each; none when the pyramid relaxation proves
        ``state`` lost (checked here, on expansion, rather than when the node was made).

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> children, resume = model.optimal_children(state, 0, None)
        >>> [steps for steps, _ in children], resume[0]  # no lead-in: the pyramid pairs; next, one move
        ([[('pair', 'P21', 21, 'P27', 27)], [('pair', 'P22', 22, 'P27', 27)], [('pair', 'P23', 23, 'P26', 26)]], 1)
        """
        if resume is None and self.relax_on_expansion and not self.facts.clearable(
            state[0], self.supply(state[1]), RELAXATION_BUDGET
        ):
            return [], None
        if self.draw_count == 1:
            return self.chain_children(state, most, resume)
        return self.step_children(state), None

    def _child_maker(self) -> Callable[..., None]:
        """The function that adds a child to a list unless it is proved lost (see ``child`` below).

        Made once per model with every constant it reads bound to a local name: it runs once per
        child of every node, where attribute lookups add up.
        """
        # Nothing here holds the model itself (a bound method would): the model holds this function,
        # and a cycle between them would keep both, with their caches, until the garbage collector ran.
        prune, dead, size, stranded = self.prune, self.facts.dead, self.size, _weak(self._stranded)
        tracked_pass = self.tracked_pass
        guard, checked = self._guard, self._checked
        relax_after, clearable, supply_tables = self.relax_after, self.facts.clearable, self._supply_tables
        budget = RELAXATION_BUDGET
        unlimited = self.passes is None
        kings_by_mask, forced = self._kings_by_mask, _weak(self._forced)
        side_king_sequence, stock_playable = self.side_king_sequence, self.stock_playable
        made = 0

        def child(
            out: list[tuple[list[Step], State]], prefix: list[Step], step: Step,
            pmask: int, present: int, ptr: int, pas: int, ranks: tuple[int, ...], supply: int, wasted: int,
        ) -> None:
            """Add the child that ``step`` makes unless it is proved lost; ``ranks`` are the ranks
            removed, ``supply`` and ``wasted`` its matching counts (see :meth:`_matching`)."""
            nonlocal made
            if prune:
                if pas == tracked_pass and ((supply | guard) - wasted) & checked != checked:  # as _short
                    return
                if dead(pmask, pmask | present << size, ranks) or (not pmask and stranded(present)):
                    return
                # The relaxation pays off in long searches; short ones finish faster without it.
                made += 1
                if made > relax_after and not clearable(pmask, packed_sum(supply_tables, present), budget):
                    return
            steps = [*prefix, step]
            state = (pmask, present, ptr, 1 if unlimited else pas, supply, wasted)
            if kings_by_mask.get(pmask) != () or (
                present & side_king_sequence and _king_on_top(present, ptr, side_king_sequence, stock_playable)
            ):
                state = forced(state, steps)  # else there is no King to remove (the usual case)
            out.append((steps, state))

        return child

    def decide_children(self, state: State) -> list[tuple[list[Step], State]]:
        """The states one removal away, with the draws and recycles that lead there (see :meth:`chain_children`).

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> children = model.decide_children(state)
        >>> len(children), children[3][0]
        (19, [('draw', 0), ('pair', 'P27', 27, 'S', 29)])
        """
        return self.chain_children(state, _UNLIMITED, None)[0]

    def chain_children(
        self, state: State, most: int, resume: Any
    ) -> tuple[list[tuple[list[Step], State]], Any]:
        """The children whose lead-in of draws and recycles is at most ``most`` moves long.

        Also returns ``None`` when that was all, else a token for ``resume`` that continues with
        the longer lead-ins (the shortest-path search asks for them only when it must); the token
        starts with the length of the next lead-in.

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> children, resume = model.chain_children(state, 0, None)
        >>> len(children), resume[0]
        (3, 1)
        >>> children, resume = model.chain_children(state, 1, resume)
        >>> [steps for steps, _ in children], resume[0]
        ([[('draw', 0), ('pair', 'P27', 27, 'S', 29)]], 2)
        """
        pmask, present, ptr, pas, supply, wasted = state
        (rank, size, k, names, seq_rank, child, one_up, single, side_kings_now, stock_playable, guard, checked,
         tracked_pass) = self._chain_constants
        _free, by_rank, pairs, _, _ = self._info_by_mask.get(pmask) or self.info(pmask)
        no_lanes, stock_steps, one_rank = self._no_lanes, self._stock_steps, self._one_rank
        out: list[tuple[list[Step], State]] = []
        n = present.bit_count()
        c0 = (present & ((1 << ptr) - 1)).bit_count()
        if resume is None:
            if (
                self.stacked_check and pas == self.passes
                and (present >> ptr).bit_count() <= self.stacked_stock
                and not self.facts.clearable(
                    pmask, self.supply(present >> ptr << ptr), 1_000, self._rank_string(present & ((1 << ptr) - 1))
                )
            ):
                return out, None  # lost even with the stock's cards always at hand
            tracked = pas == tracked_pass
            if tracked and self._waste_stuck(pmask, present, ptr, wasted):
                return out, None
            lane, mirror = (self._lane, self._mirror) if tracked else (no_lanes, no_lanes)
            if self.forced_removals:
                forced = self._forced_removal(state)
                if forced is not None:
                    return forced, None
            for i, j in pairs:
                child(out, [], ("pair", names[i], i, names[j], j), pmask & ~(1 << i | 1 << j), present, ptr, pas,
                      (rank[i],), supply - lane[rank[i]] - lane[rank[j]], wasted)
            prefix: list[Step] = []
            first = True
            c = c0
            cycle = 0  # after one recycle the places from c0 on repeat what was already generated
            draws = depth = 0
        else:
            depth, ptr, pas, c, cycle, draws, lead_in, first, supply, wasted = resume
            prefix = list(lead_in)
            tracked = pas == tracked_pass
            lane, mirror = (self._lane, self._mirror) if tracked else (no_lanes, no_lanes)
        w = (present & ((1 << ptr) - 1)).bit_length() - 1  # the waste top (-1: none), kept up to date below
        while True:
            if cycle and c >= c0 and (single or c == n or (c - c0) % 3 == 0):
                break
            # In the last pass a draw can only break the waste matching (the position itself was
            # checked when it was made; a recycle empties the waste).
            if tracked and draws and ((supply | guard) - wasted) & checked != checked:  # as _short
                break
            if depth > most:
                # a token of ints and tuples only, which the garbage collector soon stops tracking
                return out, (depth, ptr, pas, c, cycle, draws, tuple(prefix), first, supply, wasted)
            if draws:  # the lead-in grows in place: every child copies the part before it
                if draws == 1:
                    prefix.append(_DRAW)
                else:
                    prefix.extend([_DRAW] * draws)
                draws = 0
            low = present >> ptr
            top = ptr + (low & -low).bit_length() - 1 if low else -1
            s = top if stock_playable else -1
            rs = seq_rank[s] if s >= 0 else 0  # 0: no card there
            rw = seq_rank[w] if w >= 0 else 0
            if side_kings_now:
                if not first and (rs == k or rw == k):
                    steps = list(prefix)
                    out.append((steps, self._forced((pmask, present, ptr, pas, supply, wasted), steps)))
                    break
            elif rs == k or rw == k:
                self._king_children(out, prefix, (pmask, present, ptr, pas, supply, wasted), s,
                                    w if first or not one_up else -1)
            if rs:
                partners = by_rank.get(k - rs)
                if partners:
                    made = stock_steps[s]  # the steps pairing this stock card, made once each (the usual child)
                    for i in partners:
                        step = made[i]
                        if step is None:
                            step = made[i] = ("pair", names[i], i, "S", size + s)
                        child(out, prefix, step, pmask & ~(1 << i), present & ~(1 << s), ptr, pas, one_rank[rs],
                              supply - lane[rs] - lane[k - rs], wasted)
            if rw:
                if first or not one_up:  # else the waste top was the stock top one draw ago
                    partners = by_rank.get(k - rw)
                    if partners:
                        for i in partners:
                            child(out, prefix, ("pair", names[i], i, "W", size + w), pmask & ~(1 << i),
                                  present & ~(1 << w), ptr, pas, (rw,), supply - lane[k - rw], wasted - mirror[rw])
                if rw + rs == k and rs:
                    child(out, prefix, ("pair", "S", size + s, "W", size + w), pmask,
                          present & ~(1 << s | 1 << w), ptr, pas, (rw, k - rw), supply - lane[k - rw],
                          wasted - mirror[rw])
            first = False
            if rs == k and single:
                break  # never draw a King: removing it costs the same move and leaves more in reach
            if top >= 0:
                if single:
                    ptr, c, w = top + 1, c + 1, top
                    if tracked:  # else the lanes are all 0
                        supply, wasted = supply - lane[seq_rank[top]], wasted + mirror[seq_rank[top]]
                else:
                    new_ptr = self._draw(present, ptr)
                    c += (present & ((1 << new_ptr) - 1)).bit_count() - (present & ((1 << ptr) - 1)).bit_count()
                    ptr = new_ptr
                    w = (present & ((1 << ptr) - 1)).bit_length() - 1
                draws += 1
                depth += 1
            elif cycle == 0 and present and self._can_recycle(pas):
                ptr, pas, c, cycle, w = 0, self._next_pass(pas), 0, 1, -1
                supply, wasted = self._counts(pmask, present, ptr, pas)
                tracked = self._tracked(pas)
                lane, mirror = (self._lane, self._mirror) if tracked else (no_lanes, no_lanes)
                prefix.append(("recycle",))
                depth += 1
            else:
                break
        return out, None

    def _forced_removal(self, state: State) -> list[tuple[list[Step], State]] | None:
        """The child of a removal that a win from ``state`` can always make first, in a list (empty
        when that child is proved lost), or ``None`` when there is no such removal.

        A pyramid card with one partner left in play must go with that card in every win. When both
        can go now (a pair in the pyramid, or the card with the stock or waste top), removing them
        at once loses nothing: no move before their pair in a win touches either, taking a card
        away never covers one, and a stock or waste card taken away now only spares the draws that
        would pass it (one card drawn at a time). So every other child can be left out. With
        unlimited passes a removal also allows the next recycle, and one moved into an earlier
        pass could leave a later recycle without its removal: this holds with limited passes only.
        """
        pmask, present, ptr = state[0], state[1], state[2]
        size, partners = self.size, self.facts.partners
        _free, by_rank, pairs, _, _ = self._info_by_mask.get(pmask) or self.info(pmask)
        alive = pmask | present << size
        for i, j in pairs:
            if partners[i] & alive == 1 << j or partners[j] & alive == 1 << i:
                return self._removal_child(state, i, j, "")
        low = present >> ptr
        if low and self.stock_playable:
            s = ptr + (low & -low).bit_length() - 1
            for i in by_rank.get(self._partner_rank[s], ()):
                if partners[i] & alive == 1 << size + s:
                    return self._removal_child(state, i, s, "S")
        w = (present & ((1 << ptr) - 1)).bit_length() - 1
        if w >= 0:
            for i in by_rank.get(self._partner_rank[w], ()):
                if partners[i] & alive == 1 << size + w:
                    return self._removal_child(state, i, w, "W")
        return None

    def _removal_child(self, state: State, i: int, other: int, where: str) -> list[tuple[list[Step], State]]:
        """The child of :meth:`_forced_removal`: pyramid card ``i`` with pyramid card ``other`` (``where``
        empty), or with the stock top or waste top (``where`` ``S`` or ``W``) at sequence place ``other``."""
        pmask, present, ptr, pas, supply, wasted = state
        rank, size, k, names, child = self.rank, self.size, self.pair_sum, self.names, self._child
        lane, mirror = self._lanes(pas == self.tracked_pass)
        out: list[tuple[list[Step], State]] = []
        if not where:
            child(out, [], ("pair", names[i], i, names[other], other), pmask & ~(1 << i | 1 << other), present, ptr,
                  pas, (rank[i],), supply - lane[rank[i]] - lane[rank[other]], wasted)
            return out
        r = self.sequence_rank[other]
        step = ("pair", names[i], i, where, size + other)
        if where == "S":
            supply, wasted = supply - lane[r] - lane[k - r], wasted
        else:
            supply, wasted = supply - lane[k - r], wasted - mirror[r]
        child(out, [], step, pmask & ~(1 << i), present & ~(1 << other), ptr, pas, (r,), supply, wasted)
        return out

    def _king_children(
        self, out: list[tuple[list[Step], State]], prefix: list[Step], state: State, s: int, w: int
    ) -> None:
        """Children removing a King from the stock top ``s`` or the waste top ``w`` (-1: none)."""
        pmask, present, ptr, pas, supply, wasted = state
        k, size = self.pair_sum, self.size
        for where, at in (("S", s), ("W", w)):
            if at >= 0 and self.rank[size + at] == k:
                # a King has no lane in the matching counts
                self._child(out, prefix, ("king", where, size + at), pmask, present & ~(1 << at), ptr, pas, (k,),
                            supply, wasted)

    def search_by_summaries(self, limits: Limits) -> Generator[None, None, SearchResult] | None:
        """The search by summaries of the waste where it decides the start (see :mod:`.summaries`), else ``None``.

        >>> from pyramid_solitaire import Game
        >>> from .search import Limits
        >>> LinearModel(Game.from_number(1, "standard")).search_by_summaries(Limits()) is None  # passes to come
        True
        """
        return decide_by_summaries(self, limits) if summarized(self) else None

    def last_pass_search(self, state: State, limits: Limits) -> Generator[None, None, SearchResult] | None:
        """The search by summaries of the waste for a state that starts the last pass (right after
        the last recycle), where the rules allow it and no such search is under way; else ``None``.

        >>> from pyramid_solitaire import Game
        >>> from .search import Limits, finish
        >>> model = LinearModel(Game.from_number(2, "standard"))
        >>> state = model.start()[1]
        >>> model.last_pass_search(state, Limits()) is None  # the first of three passes
        True
        >>> last = (state[0], state[1], 0, 3, *state[4:])  # the same cards, in the third pass
        >>> finish(model.last_pass_search(last, Limits())).won
        True
        """
        if state[2] or state[3] != self.passes or not self._summarizable or searcher(self).busy:
            return None
        return decide_last_pass(self, state, limits)

    # --- the last-pass matching ------------------------------------------------------------
    def _tracked(self, pas: int) -> bool:
        """Whether states of pass ``pas`` keep the matching counts (the last pass, every card to go)."""
        return pas == self.tracked_pass

    def _lanes(self, tracked: bool) -> tuple[list[int], list[int]]:
        """The lane of each rank in the stock-and-pyramid and in the waste counts (all 0 when not tracked,
        so that the counts of such states stay 0)."""
        return (self._lane, self._mirror) if tracked else (self._no_lanes, self._no_lanes)

    def _counts(self, pmask: int, present: int, ptr: int, pas: int) -> tuple[int, int]:
        """The matching counts of a state (see :meth:`_matching`), or zeros where they are not kept."""
        return self._matching(pmask, present, ptr) if self._tracked(pas) else (0, 0)

    def _matching(self, pmask: int, present: int, ptr: int) -> tuple[int, int]:
        """The stock and pyramid cards by rank, and the waste cards by the rank they need.

        In the last pass two waste cards can never meet again, so the waste cards of rank ``r``
        need as many partners (rank ``k - r``) among the stock and the pyramid. Both counts are
        packed in lanes of :data:`LANE` bits, the waste card of rank ``r`` in lane ``k - r``, so
        one subtraction compares every rank (:meth:`_short`); moves keep them up to date by
        adding or taking away single lanes. Kings have no lane.
        """
        pyramid = self._pyramid_lanes.get(pmask)
        if pyramid is None:
            positions = self.facts.rank_positions
            pyramid = self._pyramid_lanes[pmask] = sum(
                (pmask & positions[r]).bit_count() * self._lane[r] for r in range(1, self.pair_sum)
            )
        return (
            packed_sum(self._stock_lanes, present >> ptr << ptr) + pyramid,
            packed_sum(self._waste_lanes, present & ((1 << ptr) - 1)),
        )

    def _waste_stuck(self, pmask: int, present: int, ptr: int, wasted: int) -> bool:
        """In the last pass with every card to go: whether some waste card can never come off.

        A waste card ``u`` whose partners have all left the stock can only pair with a pyramid
        card, and only once the waste cards on it are gone. A pyramid partner is out of its reach
        when one of the cards that must go before it is free has no partner left but waste cards
        under ``u``: that card waits for ``u`` to go, and ``u`` waits for it. When every pyramid
        partner of ``u`` is out of reach, the position is lost. Of the waste cards of one rank
        only the highest needs a look: the others have less waste under them.
        """
        k, by_rank = self._stuck_constants
        found = self._waiting.get(pmask)
        if found is None:
            found = self._waiting[pmask] = self._waiting_lanes(pmask)
        lanes, waiting = found
        # the ranks that waste cards need, one bit per lane of ``wasted`` (see _matching), kept
        # when the pyramid cards of that rank could all wait for waste cards
        needed = (wasted | wasted >> 1 | wasted >> 2 | wasted >> 3) & lanes
        stock = present >> ptr << ptr
        waste = present & ((1 << ptr) - 1)
        while needed:
            top = needed.bit_length() - 1
            needed ^= 1 << top
            need = top // LANE
            if stock & by_rank[need]:
                continue  # a partner still to come from the stock
            under = (waste & by_rank[k - need]).bit_length()  # cards below this lie under the highest one
            for ranks in waiting[need]:  # type: ignore[union-attr]  # lanes holds only ranks with entries
                for r in ranks:
                    if (present & by_rank[k - r]).bit_length() < under:
                        break  # that card can only go after the waste card: out of its reach
                else:
                    break  # this partner can be freed first
            else:
                return True
        return False

    def _waiting_lanes(self, pmask: int) -> tuple[int, list[tuple[tuple[int, ...], ...] | None]]:
        """:meth:`PyramidFacts.waiting_ranks` of ``pmask``, with the lowest bit of each rank's lane set
        where that entry is not ``None``."""
        waiting = self.facts.waiting_ranks(pmask)
        lanes = sum(1 << LANE * r for r, entries in enumerate(waiting) if entries is not None)
        return lanes & self._checked >> LANE - 1, waiting  # the lowest bit of each checked lane

    def _short(self, supply: int, wasted: int) -> bool:
        """Whether the waste cards of some rank outnumber the partners left for them (see :meth:`_matching`)."""
        return ((supply | self._guard) - wasted) & self._checked != self._checked

    # --- optimal mode: exact positions, one move per edge ------------------------------
    def key(self, state: State) -> Any:
        """The state as one int, the same only for the same state (the shortest-path key when three cards are drawn at a time).

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> (_, drawn), = [child for child in model.step_children(state) if child[0] == [("draw", 0)]]
        >>> model.fold(state)[0] == model.fold(drawn)[0], model.key(state) == model.key(drawn)  # no folding here
        (True, False)
        """
        pmask, present, ptr, pas = state[:4]
        return ((pas << 7 | ptr) << self.length | present) << self.size | pmask

    def chain_bound(self, state: State) -> int:
        """A lower bound on the moves still needed that draws and recycles never lower.

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1, "classic"))
        >>> steps, state = model.start()
        >>> model.chain_bound(state)  # every card to go: 4 Kings and 24 pairs
        28
        """
        pmask, present = state[0], state[1]
        _free, _by_rank, _pairs, pyramid_bound, cards = self._info_by_mask.get(pmask) or self.info(pmask)
        if not self.deck_win:
            return pyramid_bound
        kings = (present & self.king_sequence).bit_count() + (pmask & self.facts.rank_positions[self.pair_sum]).bit_count()
        return deck_bound(cards + present.bit_count(), kings)

    def bound(self, state: State) -> int:
        """A lower bound on the moves still needed (admissible, and lowered by at most one per move).

        When every card must go, this is the larger of the pyramid's own bound and
        :meth:`chain_bound` (a move for each King and each pair of the cards left anywhere).
        When only the pyramid must go, one card drawn at a time, this adds the draws to
        :meth:`chain_bound`. The pyramid cards of rank ``r`` that no pairing within the pyramid can
        take (``n`` of them at least, by :meth:`PyramidFacts.rank_matching`) must each meet a stock
        or waste card of rank ``k - r``. Before the card of that rank farthest in the stock that this
        takes, or the nearest card of it in the waste (or the nearest after a recycle), every card
        in the way must leave by a move of its own: a draw, or a removal that at most one pyramid
        card shares. Of those ``m`` cards, ``u`` can share no move with a pyramid card (Kings, and
        ranks whose partners have all left the pyramid; a recycle counts among them too). With ``a``
        pyramid cards other than Kings, ``p`` pairs within the pyramid and ``kings`` pyramid Kings,
        the moves left are at least ``kings + p + max(a - 2p + u, m)``; the least over ``p`` is the
        bound, taken for the rank that gives the most (read from a table by ``m`` and ``u``, see
        :func:`_moves_in_the_way`).

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> model.bound(state), model.chain_bound(state)  # the pyramid alone to go: draws count too
        (28, 22)
        """
        pmask, present = state[0], state[1]
        found = self._needs_by_mask.get(pmask) or self._needs(pmask)
        pyramid_bound, kings, needs, alone, moves, least = found
        if not needs:  # when every card must go, the stock and waste cards count too (chain_bound)
            return max(pyramid_bound, self.chain_bound(state)) if self.deck_win else pyramid_bound
        if present.bit_count() <= least and not present & alone:
            return pyramid_bound
        ptr = state[2]
        stock = present >> ptr << ptr
        waste = present ^ stock
        best = pyramid_bound - kings  # nothing in the way: the pyramid's own removals
        # the way through a recycle is open in every pass but the last, not only when allowed now:
        # with unlimited passes it is again after any removal, which a win makes before it
        passes = self.passes
        recycle_open = passes is None or state[3] < passes
        stride = self._way_stride
        recycle = stride + 1  # one move more in the way, and one that no pyramid card shares
        for cards_q, n in needs:
            w = waste & cards_q
            s = stock & cards_q
            if w:
                # the nearest card of rank q: on the waste (the cards on it go first), or after a recycle
                way = waste >> w.bit_length() << w.bit_length()
                v = moves[way.bit_count() * stride + (way & alone).bit_count()]
                if v > best:
                    if recycle_open:  # the stock, the recycle, the waste under it
                        way = stock | waste & ((w & -w) - 1)
                        r = moves[way.bit_count() * stride + (way & alone).bit_count() + recycle]
                        if r < v:
                            v = r
                    if s and v > best:
                        way = stock & ((s & -s) - 1)
                        r = moves[way.bit_count() * stride + (way & alone).bit_count()]
                        if r < v:
                            v = r
                    if v > best:
                        best = v
                n -= w.bit_count()
                if n <= 0:
                    continue
            # the n-th card of rank q in the stock: every stock card before it goes first
            while n > 1 and s:
                s &= s - 1
                n -= 1
            if s:
                way = stock & ((s & -s) - 1)
                v = moves[way.bit_count() * stride + (way & alone).bit_count()]
                if v > best:
                    best = v
        return kings + best

    def _needs(self, pmask: int) -> tuple[int, int, tuple[tuple[int, int], ...], int, list[int], int]:
        """For :meth:`bound`: the pyramid's :meth:`chain_bound`, its Kings, for each rank the pyramid
        needs from the stock or waste the mask of those cards and how many at least (none unless that
        bound is used), the stock and waste cards no pyramid card can pair with, the table of
        :func:`_moves_in_the_way` for this pyramid, and up to how many cards in the way cost nothing more."""
        _free, _by_rank, _pairs, pyramid_bound, cards = self.info(pmask)
        facts, k = self.facts, self.pair_sum
        kings = (pmask & facts.rank_positions[k]).bit_count()
        needs: list[tuple[int, int]] = []
        alone = self.king_sequence
        if self.draw_terms:
            matched = facts.rank_matching(pmask)
            for r in range(1, k):
                here = (pmask & facts.rank_positions[r]).bit_count()
                if not here:
                    alone |= self.rank_sequence[k - r]
                    continue
                single = here - matched[min(r, k - r)] * (2 if 2 * r == k else 1)
                if single > 0:
                    needs.append((self.rank_sequence[k - r], single))
        base, others = pyramid_bound - kings, cards - kings
        table = _way_table(base, others, self._way_stride)
        found = self._needs_by_mask[pmask] = (pyramid_bound, kings, tuple(needs), alone, table, 2 * base - others)
        return found

    def step_children(self, state: State) -> list[tuple[list[Step], State]]:
        """The states one move away, a draw or a recycle a child of its own.

        >>> from pyramid_solitaire import Game
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> [steps for steps, _ in model.step_children(state)]
        [[('pair', 'P21', 21, 'P27', 27)], [('pair', 'P22', 22, 'P27', 27)], [('pair', 'P23', 23, 'P26', 26)], [('draw', 0)]]
        """
        pmask, present, ptr, pas, supply, wasted = state
        rank, size, k = self.rank, self.size, self.pair_sum
        _free, by_rank, pairs, _, _ = self.info(pmask)
        lane, mirror = self._lanes(self._tracked(pas))
        out: list[tuple[list[Step], State]] = []
        for i, j in pairs:
            self._child(out, [], ("pair", f"P{i}", i, f"P{j}", j), pmask & ~(1 << i | 1 << j), present, ptr, pas,
                        (rank[i],), supply - lane[rank[i]] - lane[rank[j]], wasted)
        s = self._stock_top(present, ptr)
        w = self._waste_top(present, ptr)
        if not (self.draw_count == 1 and self.side_kings):
            self._king_children(out, [], state, s if self.stock_playable else -1, w)
        if s >= 0 and self.stock_playable:
            rs = rank[size + s]
            for i in by_rank.get(k - rs, ()):
                self._child(out, [], ("pair", f"P{i}", i, "S", size + s), pmask & ~(1 << i),
                            present & ~(1 << s), ptr, pas, (rs,), supply - lane[rs] - lane[k - rs], wasted)
            if w >= 0 and rs + rank[size + w] == k:
                self._child(out, [], ("pair", "S", size + s, "W", size + w), pmask,
                            present & ~(1 << s | 1 << w), ptr, pas, (rs, k - rs), supply - lane[rs],
                            wasted - mirror[k - rs])
        if w >= 0:
            rw = rank[size + w]
            for i in by_rank.get(k - rw, ()):
                self._child(out, [], ("pair", f"P{i}", i, "W", size + w), pmask & ~(1 << i),
                            present & ~(1 << w), ptr, pas, (rw,), supply - lane[k - rw], wasted - mirror[rw])
        if s >= 0 and not (self.stock_playable and self.draw_count == 1 and rank[size + s] == k):
            self._turn(out, ("draw", 0), pmask, present, self._draw(present, ptr), pas)
        elif present and self._can_recycle(pas):
            self._turn(out, ("recycle",), pmask, present, 0, self._next_pass(pas))
        return out

    def _turn(self, out: list[tuple[list[Step], State]], step: Step, pmask: int, present: int, ptr: int, pas: int) -> None:
        """Add the child of a draw or a recycle (``step``), which leads to pointer ``ptr`` in pass ``pas``."""
        steps: list[Step] = [step]
        out.append((steps, self._forced((pmask, present, ptr, pas, *self._counts(pmask, present, ptr, pas)), steps)))


_DRAW: Step = ("draw", 0)
_Result = TypeVar("_Result")
_UNLIMITED = 1 << 30
RELAXATION_AFTER = 300
"""Children made before each new one is also checked with the pyramid relaxation."""
RELAXATION_BUDGET = 1_000
"""New cases the pyramid relaxation may take for one child before it gives up (proving nothing)."""
STACKED_STOCK = 6
"""In the last pass, positions with at most this many stock cards get the waste-order relaxation
(with a single pass; see :data:`STACKED_STOCK_PASSES`)."""
STACKED_STOCK_PASSES = 0
""":data:`STACKED_STOCK` when the stock goes round more than once: only once the stock is empty.
Measured against 15 (deciding, 10 s of CPU time a deal): ``pharaoh`` deals 1-1,000 leave 3
undecided instead of 9 in 0.83 of the time; with two passes, deals 1-60 leave 9 instead of 15;
``tuts-tomb`` with three passes, deals 1-1,000, takes 0.86 of the time; ``standard``,
``waste-only``, ``spanish`` and the shortest wins of the reference decks are unchanged."""
PRESENT_CACHE_MOST = 500_000
"""Present masks whose rank-string number is kept before that cache starts again (some 95 bytes
each; the numbers themselves are kept for good, as the tables' keys hold them)."""
LANE = 5
"""Bits per rank in the matching counts: up to 8 cards of a rank (two decks) and a guard bit."""
_GUARD = 1 << LANE - 1


@functools.lru_cache(maxsize=4096)
def _way_table(base: int, others: int, stride: int) -> list[int]:
    """:func:`_moves_in_the_way` for every ``m`` and ``u`` below ``stride``, at ``m * stride + u``
    (shared by every model: a pyramid's ``base`` and ``others`` recur from deal to deal).

    >>> _way_table(5, 8, 26)[3 * 26 + 2]
    7
    """
    return [_moves_in_the_way(m, u, base, others) if u <= m else 0 for m in range(stride) for u in range(stride)]


def _moves_in_the_way(m: int, u: int, base: int, others: int) -> int:
    """The removals of :meth:`LinearModel.bound` with ``m`` cards and moves in the way, ``u`` of them
    sharing no move with a pyramid card, for ``others`` pyramid cards other than Kings of which at
    most ``others - base`` pairs go within the pyramid: the least of ``p + max(others - 2p + u, m)``
    over those pairs ``p``, from none to the most (at which ``others - 2p`` is ``2 * base - others``).

    >>> _moves_in_the_way(0, 0, 5, 8)  # nothing in the way: the pyramid's own bound
    5
    >>> _moves_in_the_way(3, 2, 5, 8)  # two of three cards share no move
    7
    >>> _moves_in_the_way(12, 0, 5, 8)  # more than the pyramid can share
    12
    """
    least = 2 * base - others
    if m <= least + u:
        return base + u
    if m <= others + u:
        return (others + u + m + 1) >> 1
    return m


def _king_on_top(present: int, ptr: int, kings: int, stock_playable: bool) -> bool:
    """Whether one of the sequence cards ``kings`` lies on the stock top (when it can be played) or
    the waste top, with the cards ``present`` and the pointer at ``ptr`` (see :class:`LinearModel`).

    >>> _king_on_top(0b1111, 2, 0b0100, True), _king_on_top(0b1111, 2, 0b1000, True)
    (True, False)
    """
    kings &= present
    if not kings:
        return False
    low = present >> ptr
    tops = (low & -low) << ptr if stock_playable else 0
    return bool(kings & (tops | 1 << (present & ((1 << ptr) - 1)).bit_length() >> 1))


def _weak(method: Callable[..., _Result]) -> Callable[..., _Result]:
    """``method`` called through a weak reference to its object, for the functions a model makes
    for itself (see :meth:`LinearModel._child_maker`).

    >>> class Box:
    ...     def size(self) -> int:
    ...         return 3
    >>> box = Box()
    >>> _weak(box.size)()
    3
    """
    held = weakref.WeakMethod(method)

    def call(*args: Any) -> _Result:
        bound = held()
        assert bound is not None, "a model's own function outlived the model"
        return bound(*args)

    return call


def _string_table(ranks: Sequence[int]) -> list[int]:
    """For each byte value: the ``ranks`` whose bits are set, in order, four bits each, then four
    bits of their count (see :meth:`LinearModel._rank_string`)."""
    table = [0] * 256
    for value in range(1, 1 << len(ranks)):
        high = value.bit_length() - 1
        rest = table[value ^ 1 << high]
        count = rest & 15
        table[value] = (rest >> 4 | ranks[high] << 4 * count) << 4 | count + 1
    return table
