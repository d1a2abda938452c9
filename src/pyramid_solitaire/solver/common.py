"""What the two position models share: the rule switches, the pass counter, the free Kings that go
at once, and the bound on the moves left when every card must go.

The pass field of a state is the pass number, or with unlimited passes 1 when a card was removed
in this pass (so the waste may be turned over), else 0.

>>> from pyramid_solitaire import Game
>>> model = ModelRules(Game.from_number(1, "standard"))
>>> model.passes, model._can_recycle(1), model._can_recycle(3), model._next_pass(1)
(3, True, False, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .position import Step
from .pyramid import PyramidFacts

if TYPE_CHECKING:
    from ..game import Game


class ModelRules:
    """The rule switches both models read, and the pass counter over them.

    >>> from pyramid_solitaire import Game
    >>> model = ModelRules(Game.from_number(1, "tuts-tomb"))
    >>> model.passes, model.start_pass, model.deck_win, model.stock_playable
    (None, 0, False, False)
    """

    no_recycle_wins_are_shortest = False
    """See :attr:`~.position.Model.no_recycle_wins_are_shortest` (the three-pile model sets it)."""

    def __init__(self, game: Game, prune: bool = True, side_kings: bool = True, last_pass: bool = False) -> None:
        rules = game.rules
        self.prune = prune
        self.pair_sum = rules.pair_sum
        self.deck_win = rules.win == "deck"
        # A King on the stock or waste is removed at once (never worse) unless counting moves
        # where the pyramid alone must go: then leaving it may save the move.
        self.side_kings = side_kings or self.deck_win
        self.stock_playable = rules.stock_top_playable
        # last_pass: the rules as if the waste could never be turned over again from here
        self.passes = game.pass_number if last_pass else rules.passes
        self.start_pass = (1 if game.removed_this_pass else 0) if self.passes is None else game.pass_number
        """The pass field of ``game``'s position."""

    def _removed_pass(self, pas: int) -> int:
        """The pass field after a card is removed."""
        return 1 if self.passes is None else pas

    def _can_recycle(self, pas: int) -> bool:
        """Whether the rules let the waste be turned over in pass ``pas`` (cards left aside)."""
        return pas == 1 if self.passes is None else pas < self.passes

    def _next_pass(self, pas: int) -> int:
        """The pass field after the waste is turned over."""
        return 0 if self.passes is None else pas + 1

    def _last_pass(self, pas: int) -> bool:
        """Whether the waste can never be turned over again (with limited passes)."""
        return self.passes is not None and pas >= self.passes


def remove_free_kings(facts: PyramidFacts, pmask: int, pas: int, passes: int | None, steps: list[Step]) -> tuple[int, int]:
    """Remove the free pyramid Kings, and those they free, adding a step each: that never hurts.

    Returns the pyramid mask and the pass field after (under ``passes``, see :class:`ModelRules`).

    >>> from pyramid_solitaire import Card, Rules
    >>> facts = PyramidFacts(Rules(rows=2), [Card.parse(c) for c in ("KH", "KS", "KD")], [])
    >>> steps = []
    >>> remove_free_kings(facts, facts.mask, 0, None, steps), steps
    ((0, 1), [('king', 'P1', 1), ('king', 'P2', 2), ('king', 'P0', 0)])
    """
    kings = facts.free_kings(pmask)
    while kings:
        for i in kings:
            steps.append(("king", f"P{i}", i))
            pmask &= ~(1 << i)
        pas = 1 if passes is None else pas
        kings = facts.free_kings(pmask)
    return pmask, pas


def deck_bound(cards: int, kings: int) -> int:
    """A lower bound on the moves left when every card must go: one per King, one per pair of the rest.

    >>> deck_bound(52, 4)
    28
    """
    return kings + (cards - kings + 1) // 2


def byte_tables(values: Sequence[int]) -> list[list[int]]:
    """One table per byte of a mask over ``values`` (bit ``i`` standing for ``values[i]``): for each
    byte value, the sum of the values whose bits are set in it (see :func:`packed_sum`).

    >>> tables = byte_tables([1, 10, 100])
    >>> tables[0][0b101], tables[0][0b111], len(tables)
    (101, 111, 1)
    """
    tables = []
    for at in range(0, len(values), 8):
        chunk = values[at : at + 8]
        table = [0] * 256
        for byte in range(1, 1 << len(chunk)):
            low = byte & -byte
            table[byte] = table[byte ^ low] + chunk[low.bit_length() - 1]
        tables.append(table)
    return tables


def packed_sum(tables: Sequence[Sequence[int]], mask: int) -> int:
    """The sum of the values whose bits are set in ``mask``, one table lookup per byte (tables made
    by :func:`byte_tables`).

    >>> packed_sum(byte_tables([1] * 8 + [100] * 8), 0b11_00000001)
    201
    """
    total = 0
    for table in tables:
        total += table[mask & 255]
        mask >>= 8
    return total
