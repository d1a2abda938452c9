"""What every search model shares: abstract steps, and turning them into engine moves.

A *step* is a small tuple: ``("draw", pile)`` (pile 0 when there is one waste pile),
``("recycle",)``, ``("king", where, card_id)`` or ``("pair", where1, id1, where2, id2)``, where
``where`` is an engine position code (``P12``, ``S``, ``W``, ``W2``) at the moment the step is
played and ``card_id`` indexes the model's card table.

>>> from pyramid_solitaire import Card
>>> cards = (Card.parse("As"), Card.parse("Qh"))
>>> [m.code for m in steps_to_moves([("draw", 0), ("pair", "P21", 0, "S", 1)], cards)]
['draw', 'As+Qh']
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ..cards import Card
from ..moves import Move

if TYPE_CHECKING:
    from .pyramid import PyramidFacts
    from .search import Limits, SearchResult

Step = tuple[Any, ...]
"""One engine move in the solver's own terms (see the module docs)."""

State = Any
"""A model's state: an int tuple for the fast models."""


class Model(Protocol):
    """What the searches need from a position model (one per family of rules).

    >>> from pyramid_solitaire import Game
    >>> from .linear import LinearModel
    >>> from .piles import PilesModel
    >>> for model in (LinearModel(Game.from_number(1)), PilesModel(Game.from_number(1, "apophis"))):
    ...     steps, state = model.start()
    ...     print(type(model).__name__, model.won(state), model.bound(state), len(model.decide_children(state)))
    LinearModel False 28 19
    PilesModel False 52 6
    """

    cards: Sequence[Card]
    """The model's card table: a step names its cards by their index here."""

    facts: PyramidFacts
    """The pyramid's facts and their caches (another model of the same position may share them)."""

    no_recycle_wins_are_shortest: bool
    """Whether every win that turns the waste over no more takes exactly :meth:`bound` moves from
    the start: then a win found under the rules as if the present pass were the last is a
    shortest win, and when there is none, every win takes a move more."""

    def start(self, check: Callable[[], None] | None = None) -> tuple[list[Step], State]:
        """The steps that are always best (free Kings) and the state after them; ``None`` for a
        state proved lost. ``check`` (a search's look at its limits) is called now and then while
        the proof runs, and may raise to end it.

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> LinearModel(Game.from_number(2)).start()[0], LinearModel(Game.from_number(16)).start()[1]
        ([('king', 'P26', 26)], None)
        """

    def won(self, state: State) -> bool:
        """True when the state is won.

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> model.won(state)
        False
        """

    def alive(self, state: State) -> int:
        """The ids of every card still in play (see :class:`~.pyramid.PyramidFacts`: pyramid positions
        first, then the other cards).

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> model = LinearModel(Game.from_number(1))
        >>> model.alive(model.start()[1]).bit_count()
        52
        """

    def fold(self, state: State) -> tuple[Any, int]:
        """For the depth-first search: a key and a rank; a state is covered by an explored state of
        the same key and lower or equal rank.

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> (_, drawn), = [child for child in model.step_children(state) if child[0] == [("draw", 0)]]
        >>> model.fold(state)[0] == model.fold(drawn)[0], model.fold(state)[1] < model.fold(drawn)[1]
        (True, True)
        """

    def decide_children(self, state: State) -> list[tuple[list[Step], State]]:
        """The states one removal away (with the draws and recycles that lead there), pruned of lost ones.

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> [steps for steps, _ in model.decide_children(state)][3]
        [('draw', 0), ('pair', 'P27', 27, 'S', 29)]
        """

    def search_by_summaries(self, limits: Limits) -> Generator[None, None, SearchResult] | None:
        """A search of the start that needs no waste in its states (see :mod:`.summaries`), or ``None``
        where the rules need the whole waste.

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> from .search import Limits
        >>> LinearModel(Game.from_number(1, "relaxed")).search_by_summaries(Limits()) is not None
        True
        >>> LinearModel(Game.from_number(1, "standard")).search_by_summaries(Limits()) is None
        True
        """

    def last_pass_search(self, state: State, limits: Limits) -> Generator[None, None, SearchResult] | None:
        """A search of ``state`` by summaries of the waste where it starts the last pass (the
        depth-first search then leaves that pass to it), or ``None``.

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> from .search import Limits
        >>> model = LinearModel(Game.from_number(1))
        >>> model.last_pass_search(model.start()[1], Limits()) is None  # the first pass
        True
        """

    def position(self, state: State) -> tuple[Any, int]:
        """For the shortest-path search: a key and a place; a state reaches every later place of its
        key in their difference of moves.

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> model.position(state)
        (268435455, 25)
        """

    def bound(self, state: State) -> int:
        """A lower bound on the moves still needed to win (admissible and consistent).

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> from .api import solve
        >>> model.bound(state), len(solve(1, optimal=True).moves)  # the shortest win takes 43
        (28, 43)
        """

    def chain_bound(self, state: State) -> int:
        """A lower bound as :meth:`bound`, that moreover no draw or recycle lowers (it may be :meth:`bound`).

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> model.chain_bound(state), model.bound(state)
        (22, 28)
        """

    def replayed(self, steps: list[Step]) -> list[Step]:
        """A line the shortest-path search found, its steps naming the cards as played from the start.

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> model.replayed([("draw", 0), ("pair", "P27", 27, "S", None)])
        [('draw', 0), ('pair', 'P27', 27, 'S', 29)]
        """

    def optimal_children(self, state: State, most: int, resume: Any) -> tuple[list[tuple[list[Step], State]], Any]:
        """The children for the shortest-path search (each step counts one move) whose lead-in of
        draws and recycles is at most ``most`` moves, and ``None`` or a token to pass as ``resume``
        for the children with longer lead-ins: a tuple whose first item is the next lead-in's length.

        >>> from pyramid_solitaire import Game
        >>> from .linear import LinearModel
        >>> model = LinearModel(Game.from_number(1))
        >>> steps, state = model.start()
        >>> children, resume = model.optimal_children(state, 0, None)
        >>> len(children), resume[0]
        (3, 1)
        """


def step_move(step: Step, cards: Sequence[Card]) -> Move:
    """The engine :class:`Move` of one step, with ``cards`` the model's card table.

    >>> step_move(("king", "W", 0), [Card.parse("Kd")])
    Move('king', ('W',), (Card.parse('Kd'),))
    """
    kind = step[0]
    if kind == "draw":
        return Move("draw", pile=step[1] or None)
    if kind == "recycle":
        return Move("recycle")
    if kind == "king":
        return Move("king", (step[1],), (cards[step[2]],))
    return Move("pair", (step[1], step[3]), (cards[step[2]], cards[step[4]]))


def steps_to_moves(steps: Sequence[Step], cards: Sequence[Card]) -> list[Move]:
    """The engine moves of a list of steps (see :func:`step_move`).

    >>> [move.code for move in steps_to_moves([("draw", 0), ("recycle",), ("king", "S", 0)], [Card.parse("Kd")])]
    ['draw', 'recycle', 'Kd']
    """
    return [step_move(step, cards) for step in steps]
