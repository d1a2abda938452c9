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

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ..cards import Card
from ..moves import Move

if TYPE_CHECKING:
    from .pyramid import PyramidFacts

Step = tuple[Any, ...]
"""One engine move in the solver's own terms (see the module docs)."""

State = Any
"""A model's state: an int tuple for the fast models."""


class Model(Protocol):
    """What the searches need from a position model (one per family of rules)."""

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
        the proof runs, and may raise to end it."""

    def won(self, state: State) -> bool:
        """True when the state is won."""

    def fold(self, state: State) -> tuple[Any, int]:
        """For the depth-first search: a key and a rank; a state is covered by an explored state of
        the same key and lower or equal rank."""

    def decide_children(self, state: State) -> list[tuple[list[Step], State]]:
        """The states one removal away (with the draws and recycles that lead there), pruned of lost ones."""

    def position(self, state: State) -> tuple[Any, int]:
        """For the shortest-path search: a key and a place; a state reaches every later place of its
        key in their difference of moves."""

    def bound(self, state: State) -> int:
        """A lower bound on the moves still needed to win (admissible and consistent)."""

    def chain_bound(self, state: State) -> int:
        """A lower bound as :meth:`bound`, that moreover no draw or recycle lowers (it may be :meth:`bound`)."""

    def replayed(self, steps: list[Step]) -> list[Step]:
        """A line the shortest-path search found, its steps naming the cards as played from the start."""

    def optimal_children(self, state: State, most: int, resume: Any) -> tuple[list[tuple[list[Step], State]], Any]:
        """The children for the shortest-path search (each step counts one move) whose lead-in of
        draws and recycles is at most ``most`` moves, and ``None`` or a token to pass as ``resume``
        for the children with longer lead-ins: a tuple whose first item is the next lead-in's length."""


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
    """The engine moves of a list of steps (see :func:`step_move`)."""
    return [step_move(step, cards) for step in steps]
