"""The model for three waste piles (``apophis``): the player picks the pile for each drawn card.

A state is ``(pyramid, stock, piles, pass, others)``: the pyramid mask, the stock as a tuple
of card ids (top first), the three piles as tuples (bottom first), the pass number (with
unlimited passes: 1 when a card was removed in this pass, else 0) and a bitmask of the ids still
in the stock or piles. Recycling stacks pile 1 bottom to top, then pile 2, then pile 3 as the new
stock, top first. The search key holds the ranks of the stock and pile cards, not the cards
(same-rank cards are interchangeable), and in the last pass, where the piles are never turned
over again, it sorts the piles. A position is dropped when it is provably lost: a pyramid card
with no partner left outside its cover cone, a pyramid that could not be cleared even with every
other card at hand, or, in the last pass with every card to go, a pile holding more cards of a
rank than the partners left for them outside it, or a pile that could not be emptied from the top
down with the pyramid, even with every other card at hand.

>>> from pyramid_solitaire import Game
>>> model = PilesModel(Game.from_number(1, "apophis"))
>>> steps, state = model.start()
>>> len(state[2])
3
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import TYPE_CHECKING, Any

from .common import ModelRules, byte_tables, deck_bound, packed_sum, remove_free_kings
from .position import State, Step
from .pyramid import PyramidFacts, facts_for

if TYPE_CHECKING:
    from ..cards import Card
    from ..game import Game
    from .search import Limits, SearchResult

_State = tuple[int, tuple[int, ...], tuple[tuple[int, ...], ...], int, int]


class PilesModel(ModelRules):
    """Search operations for the rules with three waste piles, from ``game``'s current position.

    >>> from pyramid_solitaire import Game
    >>> model = PilesModel(Game.from_number(1, "apophis"))
    >>> model.pile_count, model.size, len(model.cards)
    (3, 28, 52)
    """

    def __init__(
        self, game: Game, prune: bool = True, side_kings: bool = True, last_pass: bool = False,
        facts: PyramidFacts | None = None,
    ) -> None:
        rules = game.rules
        super().__init__(game, prune, side_kings, last_pass)
        self.pile_count = rules.waste_piles
        # Every card to go and every stock card drawn before it can go: a win that turns the
        # piles over no more takes one move per King, per pair and per stock card, the bound.
        self.no_recycle_wins_are_shortest = self.deck_win and not self.stock_playable and rules.draw_count == 1
        others = list(game.stock) + [card for pile in game.waste for card in reversed(pile)]
        self.facts = facts = facts_for(rules, game.pyramid, [card.rank for card in others], facts)
        self.size = size = facts.size
        self.cards: Sequence[Card] = [*game.pyramid, *others]  # type: ignore[list-item]  # empty places are never named
        self.rank = facts.rank
        stock = tuple(range(size, size + len(game.stock)))
        piles: list[tuple[int, ...]] = []
        next_id = size + len(game.stock)
        for pile in game.waste:
            piles.append(tuple(range(next_id, next_id + len(pile))))
            next_id += len(pile)
        other_mask = sum(1 << i for i in range(size, next_id))
        self._start: _State = (facts.mask, stock, tuple(piles), self.start_pass, other_mask)
        # the ids of every card of each rank, pyramid and others
        self._rank_ids = [sum(1 << i for i, r in enumerate(self.rank) if r == rank) for rank in range(self.pair_sum + 1)]
        # bytes(pile).translate(self._ranks_of_ids): a pile's ranks, a byte each, made in C (ids stay below
        # 256: two decks at most)
        self._ranks_of_ids = bytes(self.rank) + bytes(256 - len(self.rank))
        # the stock and pile cards at hand counted by rank (see pack_counts), from the mask of their ids
        self._supply_tables = byte_tables([1 << 4 * r for r in self.rank[size:]])
        # In the last pass of a game where every card must go, a pile may hold more cards of a rank
        # than their partners outside it (see _crowded).
        self._watch_piles = prune and self.deck_win and self.passes is not None

    def _forced(self, state: _State, steps: list[Step]) -> _State:
        pmask, stock, piles, pas, others = state
        k, rank = self.pair_sum, self.rank
        pmask, pas = remove_free_kings(self.facts, pmask, pas, self.passes, steps)
        while self.side_kings and (pmask or self.deck_win):  # a King on the stock top or a pile's
            if self.stock_playable and stock and rank[stock[0]] == k:
                steps.append(("king", "S", stock[0]))
                others &= ~(1 << stock[0])
                stock = stock[1:]
                pas = self._removed_pass(pas)
                continue
            for p, pile in enumerate(piles):
                if pile and rank[pile[-1]] == k:
                    steps.append(("king", self._pile_name(p), pile[-1]))
                    others &= ~(1 << pile[-1])
                    piles = (*piles[:p], pile[:-1], *piles[p + 1:])
                    pas = self._removed_pass(pas)
                    break
            else:
                break
        return (pmask, stock, piles, pas, others)

    def _crowded(self, piles: tuple[tuple[int, ...], ...], alive: int, ranks: set[int], only: int = -1) -> bool:
        """Whether one pile (pile ``only``, or any) holds more cards of one of ``ranks`` than the
        partners left for them outside that pile: in the last pass they could never all come off.

        Two cards of one pile never meet: the upper one must go before the lower is on top. Stock
        and pyramid cards count as partners, although they may still end up out of reach.
        """
        k, ranks_of_ids, rank_ids = self.pair_sum, self._ranks_of_ids, self._rank_ids
        for r in ranks:
            if r == k:
                continue
            partners = (rank_ids[k - r] & alive).bit_count()  # alive, in this pile or not
            # held(r) + held(k - r) > partners: a pile no longer than that never is (but for a rank
            # that pairs with itself, whose cards count twice)
            shortest = partners if 2 * r != k else partners // 2
            for p, pile in enumerate(piles):
                if len(pile) <= shortest or (only >= 0 and p != only):
                    continue
                held = bytes(pile).translate(ranks_of_ids)
                if (here := held.count(r)) and here + held.count(k - r) > partners:
                    return True
        return False

    def _hopeless(self, pmask: int, others: int, check: Callable[[], None] | None = None) -> bool:
        """Whether the pyramid could not be cleared even with every stock and waste card (the ids of
        ``others``) always at hand: a proof that the position is lost (see
        :meth:`PyramidFacts.clearable`, which calls ``check`` as it goes)."""
        supply = packed_sum(self._supply_tables, others >> self.size)
        return not self.facts.clearable(pmask, supply, check=check)

    def _pile_stuck(self, pmask: int, piles: tuple[tuple[int, ...], ...], others: int) -> bool:
        """In the last pass, every card to go: whether a pile of two cards or more could not be
        emptied, nor the pyramid cleared, even with every other stock and pile card always at hand,
        its own cards taken from the top down (:meth:`PyramidFacts.clearable` with that pile as the
        waste): a proof that the position is lost.

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"), last_pass=True)
        >>> steps, state = model.start()
        >>> pmask, _stock, piles, _pas, others = state
        >>> model._pile_stuck(pmask, piles, others)
        False
        """
        rank, size, tables, clearable = self.rank, self.size, self._supply_tables, self.facts.clearable
        for pile in piles:
            if len(pile) < 2:
                continue  # one card is no order: the counts of dead() and _crowded() see it
            waste = held = 0
            for depth, card in enumerate(pile):
                waste |= rank[card] << 4 * depth
                held |= 1 << card
            if not clearable(pmask, packed_sum(tables, (others & ~held) >> size), PILE_RELAXATION_BUDGET, waste):
                return True
        return False

    def _pile_name(self, p: int) -> str:
        return "W" if self.pile_count == 1 else f"W{p + 1}"

    def start(self, check: Callable[[], None] | None = None) -> tuple[list[Step], State]:
        """The free Kings removed at once and the state after them, ``None`` when proved lost (see :meth:`Model.start`).

        >>> from pyramid_solitaire import Game
        >>> steps, state = PilesModel(Game.from_number(2, "apophis")).start()
        >>> steps, len(state[1]), state[2]  # the stock of 24 cards, three empty piles
        ([('king', 'P26', 26)], 24, ((), (), ()))
        >>> PilesModel(Game.from_number(16, "apophis")).start()
        ([], None)
        """
        steps: list[Step] = []
        state = self._forced(self._start, steps)
        if self.prune and self.facts.dead(state[0], state[0] | state[4], range(1, self.pair_sum)):
            return steps, None
        if self.prune and self._hopeless(state[0], state[4], check):
            return steps, None
        return steps, state

    def alive(self, state: State) -> int:
        """The ids of every card still in play: the pyramid's, then the stock and pile cards'.

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"))
        >>> model.alive(model.start()[1]).bit_count()
        52
        """
        return int(state[0] | state[4])

    def won(self, state: State) -> bool:
        """True when the pyramid is cleared (and, when every card must go, the stock and piles too).

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"))
        >>> steps, state = model.start()
        >>> model.won(state), model.won((0, *state[1:])), model.won((0, (), ((), (), ()), 1, 0))  # apophis: every card
        (False, False, True)
        """
        return not state[0] and (not self.deck_win or not state[4])

    def fold(self, state: State) -> tuple[Any, int]:
        """The state's :meth:`key` and rank 0: this model folds no draws.

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"))
        >>> steps, state = model.start()
        >>> model.fold(state) == (model.key(state), 0)
        True
        """
        return self.key(state), 0

    def key(self, state: State) -> Any:
        """The search key: the pyramid, the ranks of the stock and pile cards (piles sorted in the last pass), the pass.

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"))
        >>> steps, state = model.start()
        >>> stock = state[1]  # its top cards: 4h, Ac, then another 4
        >>> swapped = (state[0], (stock[2], stock[1], stock[0], *stock[3:]), *state[2:])
        >>> swapped == state, model.key(swapped) == model.key(state)
        (False, True)
        """
        pmask, stock, piles, pas, _others = state
        ranks = self._ranks_of_ids  # outside the pyramid only ranks matter: same-rank cards are interchangeable
        rank_piles = tuple(bytes(pile).translate(ranks) for pile in piles)
        if self._last_pass(pas):
            rank_piles = tuple(sorted(rank_piles))
        return (pmask, bytes(stock).translate(ranks), rank_piles, pas)

    def bound(self, state: State) -> int:
        """A lower bound on the moves left. When every card must go: one per King and one per pair
        of the rest, and, when the stock top cannot be played, one draw more per stock card (each
        must reach a pile before it can go; a draw lowers this by one, a recycle only raises it).

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"), side_kings=False)
        >>> steps, state = model.start()
        >>> len(steps) + model.bound(state), len(state[1])  # 4 Kings and 24 pairs, and 24 draws
        (52, 24)
        """
        removals = self.chain_bound(state)
        return removals if self.stock_playable or not self.deck_win else removals + len(state[1])

    def chain_bound(self, state: State) -> int:
        """The moves left that remove cards, at least (no draw or recycle lowers it).

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"))
        >>> steps, state = model.start()
        >>> model.chain_bound(state)  # 4 Kings and 24 pairs
        28
        """
        pmask, _stock, _piles, _pas, others = state
        bound: int = self.facts.info(pmask)[3]
        if not self.deck_win:
            return bound
        alive = pmask | others  # pyramid positions and other cards' ids never overlap
        return deck_bound(alive.bit_count(), (alive & self._rank_ids[self.pair_sum]).bit_count())

    def replayed(self, steps: list[Step]) -> list[Step]:
        """``steps`` as they are: this model's search keeps the cards a line plays.

        >>> from pyramid_solitaire import Game
        >>> PilesModel(Game.from_number(1, "apophis")).replayed([("draw", 2), ("pair", "P21", 21, "P27", 27)])
        [('draw', 2), ('pair', 'P21', 21, 'P27', 27)]
        """
        return steps

    def search_by_summaries(self, limits: Limits) -> Generator[None, None, SearchResult] | None:
        """``None``: with several waste piles a card under one pile's top can be reached by way of
        the other piles, and the summaries of one stack do not hold.

        >>> from pyramid_solitaire import Game
        >>> from .search import Limits
        >>> PilesModel(Game.from_number(1, "apophis")).search_by_summaries(Limits()) is None
        True
        """
        return None

    def last_pass_search(self, state: State, limits: Limits) -> Generator[None, None, SearchResult] | None:
        """``None``, as :meth:`search_by_summaries`.

        >>> from pyramid_solitaire import Game
        >>> from .search import Limits
        >>> model = PilesModel(Game.from_number(1, "apophis"))
        >>> model.last_pass_search(model.start()[1], Limits()) is None
        True
        """
        return None

    def decide_children(self, state: State) -> list[tuple[list[Step], State]]:
        """The states one move away, as :meth:`step_children`.

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"))
        >>> steps, state = model.start()
        >>> len(model.decide_children(state))  # three pyramid pairs, a draw to each pile
        6
        """
        return self.step_children(state)

    def position(self, state: State) -> tuple[Any, int]:
        """The state's :meth:`key` and place 0, as :meth:`fold`.

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"))
        >>> steps, state = model.start()
        >>> model.position(state) == model.fold(state)
        True
        """
        return self.key(state), 0

    def optimal_children(self, state: State, most: int, resume: Any) -> tuple[list[tuple[list[Step], State]], Any]:
        """The states one move away (:meth:`step_children`), all at once: ``None`` to resume.

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"))
        >>> steps, state = model.start()
        >>> children, resume = model.optimal_children(state, 0, None)
        >>> len(children), resume
        (6, None)
        """
        return self.step_children(state), None

    def _remove(
        self, out: list[tuple[list[Step], State]], state: _State, step: Step, places: list[tuple[str, int]]
    ) -> None:
        pmask, stock, piles, pas, others = state
        k = self.pair_sum
        ranks = []
        for kind, at in places:
            if kind == "P":
                ranks.append(self.rank[at])
                pmask &= ~(1 << at)
            elif kind == "S":
                ranks.append(self.rank[stock[0]])
                others &= ~(1 << stock[0])
                stock = stock[1:]
            else:
                ranks.append(self.rank[piles[at][-1]])
                others &= ~(1 << piles[at][-1])
                piles = (*piles[:at], piles[at][:-1], *piles[at + 1:])
        if self.prune and self.facts.dead(pmask, pmask | others, ranks):
            return
        if self._watch_piles and self._last_pass(pas) and self._crowded(piles, pmask | others, {k - r for r in ranks}):
            return
        steps = [step]
        out.append((steps, self._forced((pmask, stock, piles, self._removed_pass(pas), others), steps)))

    def step_children(self, state: State) -> list[tuple[list[Step], State]]:
        """The states one move away that are not proved lost, with the step into each.

        >>> from pyramid_solitaire import Game
        >>> model = PilesModel(Game.from_number(1, "apophis"))
        >>> steps, state = model.start()
        >>> from .position import steps_to_moves
        >>> [steps_to_moves(steps, model.cards)[0].code for steps, _ in model.step_children(state)]
        ['As+Qh', 'Ah+Qh', '3c+Ts', 'draw 1', 'draw 2', 'draw 3']
        """
        pmask, stock, piles, pas, _others = state
        rank, k = self.rank, self.pair_sum
        _free, by_rank, pairs, _, _ = self.facts.info(pmask)
        out: list[tuple[list[Step], State]] = []
        if self.prune and self._hopeless(pmask, state[4]):
            return out
        if self._watch_piles and self._last_pass(pas) and self._pile_stuck(pmask, piles, state[4]):
            return out
        for i, j in pairs:
            self._remove(out, state, ("pair", f"P{i}", i, f"P{j}", j), [("P", i), ("P", j)])
        tops: list[tuple[str, int, tuple[str, int]]] = []
        if self.stock_playable and stock:
            tops.append(("S", stock[0], ("S", 0)))
        for p, pile in enumerate(piles):
            if pile:
                tops.append((self._pile_name(p), pile[-1], ("W", p)))
        for name, card, place in tops:
            if rank[card] == k and not self.side_kings:
                self._remove(out, state, ("king", name, card), [place])
        for a, (name, card, place) in enumerate(tops):
            for i in by_rank.get(k - rank[card], ()):
                self._remove(out, state, ("pair", f"P{i}", i, name, card), [("P", i), place])
            for name2, card2, place2 in tops[a + 1 :]:
                if rank[card] + rank[card2] == k:
                    self._remove(out, state, ("pair", name, card, name2, card2), [place, place2])
        if stock:
            watch = self._watch_piles and self._last_pass(pas)
            drawn_ranks = {rank[stock[0]], k - rank[stock[0]]}
            for p in range(self.pile_count):
                if self._last_pass(pas) and piles[p] in piles[:p]:
                    continue  # equal piles (empty ones) in the last pass: one choice is enough
                steps: list[Step] = [("draw", p + 1 if self.pile_count > 1 else 0)]
                new_piles = (*piles[:p], (*piles[p], stock[0]), *piles[p + 1:])
                if watch and self._crowded(new_piles, pmask | state[4], drawn_ranks, p):
                    continue
                out.append((steps, self._forced((pmask, stock[1:], new_piles, pas, state[4]), steps)))
        elif any(piles) and self._can_recycle(pas):
            new_stock = tuple(card for pile in piles for card in pile)
            steps = [("recycle",)]
            next_pas = self._next_pass(pas)
            empty = tuple(() for _ in piles)
            out.append((steps, self._forced((pmask, new_stock, empty, next_pas, state[4]), steps)))
        return out


PILE_RELAXATION_BUDGET = 1_000
"""New cases the relaxation of one pile in the last pass may take before it gives up (proving nothing)."""
