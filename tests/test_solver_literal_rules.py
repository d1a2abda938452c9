"""Solver wins replayed by a literal reading of the rules, written apart from the engine.

The engine's own replay (in ``test_solver.py``) shares the engine's reading of the rules with the
solver. Here a second, deliberately plain simulator follows the textbook description instead
(Keller and Masten, "Pyramid and Giza", Solitaire Laboratory): available cards are the uncovered
pyramid cards, the top of the waste and the stock card most recently turned up; pairs add up to
13, Kings go alone; the waste may be turned over into a new stock while passes are left.
"""

from __future__ import annotations

import pytest

from pyramid_solitaire import Card, Deal, Game, Move, Rules
from pyramid_solitaire.solver import solve

Place = tuple[str, tuple[int, int] | None]


class LiteralTable:
    """A seven-row table of one deal, kept as plain lists and a dict of pyramid places."""

    def __init__(self, deal: Deal, passes: int) -> None:
        cards = list(deal.cards)
        self.pyramid = {(row, col): cards[row * (row + 1) // 2 + col] for row in range(7) for col in range(row + 1)}
        self.stock = cards[28:]  # top first
        self.waste: list[Card] = []  # bottom first
        self.recycles_left = passes - 1

    def uncovered(self, place: tuple[int, int]) -> bool:
        row, col = place
        return (row + 1, col) not in self.pyramid and (row + 1, col + 1) not in self.pyramid

    def find(self, card: Card) -> Place:
        for place, held in self.pyramid.items():
            if held == card:
                assert self.uncovered(place), f"{card} is covered"
                return ("pyramid", place)
        if self.stock and self.stock[0] == card:
            return ("stock", None)
        if self.waste and self.waste[-1] == card:
            return ("waste", None)
        raise AssertionError(f"{card} is not available")

    def remove(self, place: Place) -> None:
        where, at = place
        if where == "pyramid":
            assert at is not None
            del self.pyramid[at]
        elif where == "stock":
            self.stock.pop(0)
        else:
            self.waste.pop()

    def draw(self) -> None:
        assert self.stock, "nothing to turn up"
        self.waste.append(self.stock.pop(0))

    def recycle(self) -> None:
        assert not self.stock and self.recycles_left > 0, "no turn-over allowed"
        self.stock, self.waste = self.waste, []
        self.recycles_left -= 1

    def discard(self, *cards: Card) -> None:
        assert sum(card.rank for card in cards) == 13, f"{cards} do not add up to 13"
        places = [self.find(card) for card in cards]
        assert len(set(places)) == len(places), f"{cards} name one card twice"
        for place in places:
            self.remove(place)

    def play(self, move: Move) -> None:
        if move.kind == "draw":
            self.draw()
        elif move.kind == "recycle":
            self.recycle()
        else:
            self.discard(*move.cards)


@pytest.mark.parametrize(
    ("preset", "deals"),
    [("classic", range(1, 71)), ("relaxed", range(1, 71)), ("standard", range(1, 41)), ("par", range(1, 41))],
)
def test_wins_replay_under_the_literal_rules(preset: str, deals: range) -> None:
    rules = Rules.preset(preset)
    assert rules.passes is not None
    wins = 0
    for number in deals:
        game = Game(number, rules)
        solution = solve(game)
        if solution.status != "winnable":
            continue
        wins += 1
        table = LiteralTable(game.deal, rules.passes)
        for move in solution.moves:
            table.play(move)
        assert not table.pyramid, f"deal {number}: pyramid not cleared"
        if rules.win == "deck":
            assert not table.stock and not table.waste, f"deal {number}: cards left"
    assert wins >= 5  # the check saw real wins


def test_the_literal_table_refuses_what_the_rules_forbid() -> None:
    cards = Deal.from_number(1).cards  # apex JD, then 2D 9H; bottom row AS AH 3C 4C 5C TS QH
    table = LiteralTable(Deal.from_number(1), passes=1)
    with pytest.raises(AssertionError, match="covered"):
        table.discard(cards[0], cards[1])  # JD + 2D, both covered
    with pytest.raises(AssertionError, match="add up"):
        table.discard(cards[21], cards[22])  # AS + AH
    table.draw()
    with pytest.raises(AssertionError, match="turn-over"):
        table.recycle()
    assert len(table.pyramid) == 28 and len(table.waste) == 1
