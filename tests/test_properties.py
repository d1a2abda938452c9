"""Random games under every preset, checked against invariants and against a small reference model.

The reference model below restates the rules from their description, independently of the
engine: which cards are free, which moves exist and what they do. Random walks check that the
engine agrees with it move for move, that cards are conserved, that undo/redo/copy/JSON restore
exact states, and that an outcome is declared only when no progress is possible (an exhaustive
search of the model from every lost position).
"""

from __future__ import annotations

import random
from collections import Counter, deque
from dataclasses import dataclass, replace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyramid_solitaire import PRESETS, AmbiguousMoveError, Card, Game, Move, Rules

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)

ROW_BONUS = (500, 250, 150, 100, 75, 50, 25)
"""Microsoft's Pyramid: a cleared row earns these points, from the apex down; the rows below the
seventh earn 25 each."""

ModelMove = tuple[Any, ...]
"""("king", where), ("pair", frozenset of two wheres), ("draw", pile or None) or ("recycle",)."""


@dataclass(frozen=True)
class Model:
    """A position: pyramid by index (None = removed), stock and waste piles top card first."""

    rules: Rules
    pyramid: tuple[Card | None, ...]
    stock: tuple[Card, ...]
    waste: tuple[tuple[Card, ...], ...]
    pass_number: int = 1
    removed_this_pass: int = 0

    @classmethod
    def of(cls, game: Game) -> Model:
        return cls(game.rules, game.pyramid, game.stock, game.waste, game.pass_number, 0)

    def row_col(self, i: int) -> tuple[int, int]:
        row = 0
        while (row + 1) * (row + 2) // 2 <= i:
            row += 1
        return row, i - row * (row + 1) // 2

    def on_top_of(self, i: int) -> list[int]:
        """The two positions lying on position i (none on the bottom row)."""
        row, col = self.row_col(i)
        if row + 1 == self.rules.rows:
            return []
        below = (row + 1) * (row + 2) // 2 + col
        return [below, below + 1]

    def free(self, i: int) -> bool:
        return self.pyramid[i] is not None and all(self.pyramid[j] is None for j in self.on_top_of(i))

    def available(self) -> dict[str, Card]:
        places = {f"P{i}": card for i, card in enumerate(self.pyramid) if card is not None and self.free(i)}
        if self.rules.stock_top_playable and self.stock:
            places["S"] = self.stock[0]
        for p, pile in enumerate(self.waste, start=1):
            if pile:
                places["W" if len(self.waste) == 1 else f"W{p}"] = pile[0]
        return places

    def moves(self) -> set[ModelMove]:
        rules, found = self.rules, set[ModelMove]()
        places = self.available()
        for where, card in places.items():
            if card.rank == rules.pair_sum:
                found.add(("king", where))
            for other, partner in places.items():
                if other != where and card.rank + partner.rank == rules.pair_sum:
                    found.add(("pair", frozenset((where, other))))
        if rules.overlapping_pairs:
            for i, under in enumerate(self.pyramid):
                if under is None:
                    continue
                covering = [j for j in self.on_top_of(i) if self.pyramid[j] is not None]
                if len(covering) == 1 and self.free(covering[0]):
                    top = self.pyramid[covering[0]]
                    assert top is not None
                    if under.rank + top.rank == rules.pair_sum:
                        found.add(("pair", frozenset((f"P{i}", f"P{covering[0]}"))))
        if self.stock:
            found.update({("draw", None)} if len(self.waste) == 1 else {("draw", p) for p in (1, 2, 3)})
        elif any(self.waste):
            passes_left = self.pass_number < rules.passes if rules.passes is not None else self.removed_this_pass > 0
            if passes_left:
                found.add(("recycle",))
        return found

    def apply(self, move: ModelMove) -> Model:
        pyramid, stock, waste = list(self.pyramid), list(self.stock), [list(pile) for pile in self.waste]
        if move[0] == "draw":
            pile = waste[(move[1] or 1) - 1]
            for _ in range(self.rules.draw_count if len(waste) == 1 else 1):
                if stock:
                    pile.insert(0, stock.pop(0))
            return replace(self, stock=tuple(stock), waste=tuple(map(tuple, waste)))
        if move[0] == "recycle":
            gathered = [card for pile in waste for card in reversed(pile)]  # pile 1 bottom first, then 2, then 3
            return replace(
                self, stock=tuple(gathered), waste=tuple(() for _ in waste),
                pass_number=self.pass_number + 1, removed_this_pass=0,
            )
        places = [move[1]] if move[0] == "king" else sorted(move[1])
        for where in places:
            assert isinstance(where, str)
            if where.startswith("P"):
                pyramid[int(where[1:])] = None
            elif where == "S":
                stock.pop(0)
            else:
                waste[int(where[1:] or 1) - 1].pop(0)
        return replace(
            self, pyramid=tuple(pyramid), stock=tuple(stock), waste=tuple(map(tuple, waste)),
            removed_this_pass=self.removed_this_pass + len(places),
        )

    def early_end(self) -> bool:
        """The early end of the rules pages: no free card is a King, no two free cards pair (nor
        a free card with the one it alone covers, when overlapping pairs are allowed), and no
        card left in the stock or waste pairs with a free card."""
        if all(card is None for card in self.pyramid):
            return False
        free = [card for i, card in enumerate(self.pyramid) if card is not None and self.free(i)]
        outside = [*self.stock, *(card for pile in self.waste for card in pile)]
        target = self.rules.pair_sum
        return not (
            any(card.rank == target for card in free)
            or any(move[0] == "pair" and all(w.startswith("P") for w in move[1]) for move in self.moves())
            or any(card.rank + other.rank == target for card in free for other in outside)
        )

    def deck_hopeless(self) -> bool:
        """With the ``deck`` win and the pyramid cleared, the cards left can never all go: one
        waste pile and the stock's top never playable (one card at hand, so no two ever meet), or
        the last pass with one waste pile, where waste cards meet stock cards only and too few
        of the stock's ranks answer them."""
        outside = [*self.stock, *(card for pile in self.waste for card in pile)]
        rules = self.rules
        if rules.win != "deck" or any(card is not None for card in self.pyramid) or all(card.rank == rules.king_rank for card in outside):
            return False
        if rules.waste_piles != 1:
            return False
        if not rules.stock_top_playable:
            return True
        if rules.passes is None or self.pass_number < rules.passes:
            return False
        needed = Counter(rules.pair_sum - card.rank for card in self.waste[0] if card.rank != rules.king_rank)
        return bool(needed - Counter(card.rank for card in self.stock))

    def key(self) -> tuple[object, ...]:
        idle = self.rules.passes is None and self.removed_this_pass == 0
        return (self.pyramid, self.stock, self.waste, self.pass_number, idle)


def as_model(move: Move) -> ModelMove:
    if move.kind == "king":
        return ("king", move.where[0])
    if move.kind == "pair":
        return ("pair", frozenset(move.where))
    if move.kind == "draw":
        return ("draw", move.pile)
    return ("recycle",)


def removes_pyramid_card(move: ModelMove) -> bool:
    if move[0] == "king":
        return str(move[1]).startswith("P")
    return move[0] == "pair" and any(where.startswith("P") for where in move[1])


def reachable(start: Model, goal: str, limit: int = 60_000) -> bool | None:
    """Whether some sequence of moves from ``start`` removes a pyramid card (goal ``pyramid``) or
    every card (goal ``deck``); ``None`` if the search was cut at ``limit`` positions."""
    seen, queue = {start.key()}, deque([start])
    while queue:
        model = queue.popleft()
        for move in model.moves():
            if goal == "pyramid" and removes_pyramid_card(move):
                return True
            child = model.apply(move)
            if goal == "deck" and not child.stock and not any(child.waste) and all(c is None for c in child.pyramid):
                return True
            if child.key() not in seen:
                if len(seen) >= limit:
                    return None
                seen.add(child.key())
                queue.append(child)
    return False


def snapshot(game: Game) -> tuple[object, ...]:
    return (game.position_key(), game.history, game.to_json(), game.removed, str(game))


def check_position(game: Game, model: Model) -> None:
    # The engine's position is the model's.
    assert (game.pyramid, game.stock, game.waste, game.pass_number) == (
        model.pyramid, model.stock, model.waste, model.pass_number,
    )
    # Cards are conserved.
    here = [c for c in game.pyramid if c is not None] + list(game.stock) + [c for pile in game.waste for c in pile]
    assert Counter(here + list(game.removed)) == Counter(game.deal.cards)
    assert game.score.cards_removed == len(game.removed)
    assert list(game.removed) == [card for move in game.history for card in move.cards]  # in the order removed
    # Outcome exactly when there is no legal move; legal moves are the model's while the game goes on.
    outcome, legal = game.outcome(), game.legal_moves
    assert (outcome is None) == bool(legal) == (len(legal) > 0)
    assert (outcome is not None and outcome.reason == "stuck") == model.early_end()
    assert (outcome is not None and outcome.reason == "deck_stuck") == model.deck_hopeless()
    # Points: 5 a removal (a King alone is one), and a bonus for each row cleared.
    removals = sum(1 for move in game.history if move.kind in ("king", "pair"))
    cleared = {model.row_col(i)[0] for i in range(len(model.pyramid))} - {
        model.row_col(i)[0] for i, card in enumerate(model.pyramid) if card is not None
    }
    assert game.score.points == 5 * removals + sum(ROW_BONUS[min(row, 6)] for row in cleared)
    if outcome is None:
        assert {as_model(move) for move in legal} == model.moves()
        for move in legal:
            assert game.parse_move(move.position_code) == move
            try:
                assert game.parse_move(move.code) == move
            except AmbiguousMoveError:
                assert game.rules.decks == 2
        return
    pyramid_left = any(card is not None for card in game.pyramid)
    everything_gone = not pyramid_left and not game.stock and not any(game.waste)
    if outcome.won:
        assert outcome.reason == ("all_removed" if game.rules.win == "deck" else "pyramid_cleared")
        assert not pyramid_left and (everything_gone or game.rules.win == "pyramid")
        return
    if outcome.reason == "no_moves":
        assert not model.moves()
    if pyramid_left:
        assert outcome.reason in ("no_moves", "stuck")
        found = reachable(model, "pyramid")
        assert found is not True, f"declared lost ({outcome.message}) but a pyramid card can still go"
    else:
        assert game.rules.win == "deck" and outcome.reason in ("no_moves", "deck_stuck")
        assert reachable(model, "deck") is not True, f"declared lost ({outcome.message}) but every card can still go"


def walk(game: Game, choices: list[int]) -> Game:
    """Play from ``choices``: mostly removals when there are any, sometimes an undo, checking every step."""
    model = Model.of(game)
    models = [model]
    undone: list[Move] = []
    check_position(game, model)
    for step, choice in enumerate(choices):
        moves = list(game.legal_moves)
        if not moves:
            break
        if choice % 13 == 0 and game.can_undo:
            undone.append(game.undo())
            models.pop()
            check_position(game, models[-1])
            continue
        removals = [move for move in moves if move.removes]
        pool = removals if removals and choice % 4 else moves
        move = pool[choice % len(pool)]
        before = snapshot(game)
        played = game.play(move)
        assert played == move and game.history[-1] == move
        # Redo keeps the moves undone; playing the next of them keeps the rest, any other clears them.
        if undone and undone[-1] == move:
            undone.pop()
        else:
            undone.clear()
        assert game.can_redo == bool(undone)
        after = snapshot(game)
        new_model = models[-1].apply(as_model(move))
        models.append(new_model)
        if step % 5 == 0:  # undo restores the exact state, redo replays
            assert game.undo() == move and snapshot(game) == before
            assert game.redo() == move and snapshot(game) == after
        if step % 17 == 3:  # a copy goes its own way
            clone = game.copy()
            clone_moves = list(clone.legal_moves)
            if clone_moves:
                clone.play(clone_moves[0])
            assert snapshot(game) == after
        check_position(game, new_model)
    return game


def playout(prefix: list[int], seed: int, length: int = 400) -> list[int]:
    """Choices for a whole game: the drawn prefix (which hypothesis shrinks), then a seeded tail."""
    tail = random.Random(seed)
    return [*prefix, *(tail.randrange(2**16) for _ in range(length))]


prefixes = st.lists(st.integers(min_value=0, max_value=2**16), max_size=30)
seeds = st.integers(min_value=0, max_value=2**32)
numbers = st.integers(min_value=1, max_value=60_000)


@SETTINGS
@given(name=st.sampled_from(sorted(PRESETS)), number=numbers, prefix=prefixes, seed=seeds)
def test_random_games_under_every_preset(name: str, number: int, prefix: list[int], seed: int) -> None:
    game = walk(Game.from_number(number, name), playout(prefix, seed))
    back = Game.from_json(game.to_json())
    assert back == game and back.history == game.history and back.to_json() == game.to_json()


def reduced(name: str, rows: int) -> Rules:
    rules = Rules.preset(name)
    return rules.replace(rows=rows + 4 if rules.decks == 2 else rows)


@SETTINGS
@given(name=st.sampled_from(sorted(PRESETS)), number=numbers, prefix=prefixes, seed=seeds)
def test_losses_are_final_with_a_small_stock(name: str, number: int, prefix: list[int], seed: int) -> None:
    # 9 rows leave 7 cards outside the pyramid (3 Spanish, 13 with two decks): games end soon,
    # and the exhaustive search from a lost position is small.
    walk(Game.from_number(number, reduced(name, 9)), playout(prefix, seed))


@SETTINGS
@given(name=st.sampled_from(sorted(PRESETS)), number=numbers, prefix=prefixes, seed=seeds)
def test_random_games_on_a_three_row_pyramid(name: str, number: int, prefix: list[int], seed: int) -> None:
    walk(Game.from_number(number, reduced(name, 3)), playout(prefix, seed))


def test_the_model_knows_the_rules_it_checks() -> None:
    # The reference model agrees with a hand-checked position (deal 1, standard).
    model = Model.of(Game.from_number(1))
    assert model.moves() == {
        ("pair", frozenset(("P21", "P27"))), ("pair", frozenset(("P22", "P27"))),
        ("pair", frozenset(("P23", "P26"))), ("draw", None),
    }
    assert reachable(model, "pyramid") is True


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    """Any valid combination of rule parameters, on pyramids big enough for quick searches."""
    spanish = draw(st.booleans())
    decks = 1 if spanish else draw(st.sampled_from([1, 2]))
    draw_count = draw(st.sampled_from([1, 3]))
    return Rules(
        passes=draw(st.sampled_from([1, 2, 3, None])),
        win=draw(st.sampled_from(["pyramid", "deck"])),
        stock_top_playable=False if draw_count == 3 else draw(st.booleans()),
        draw_count=draw_count,
        waste_piles=1 if draw_count == 3 else draw(st.sampled_from([1, 3])),
        overlapping_pairs=draw(st.booleans()),
        rows=draw(st.integers(min_value=7, max_value=9)) + (4 if decks == 2 else 0),
        decks=decks,
        deck_type="spanish" if spanish else "french",
        pair_sum=12 if spanish else 13,
    )


@settings(SETTINGS, max_examples=20)
@given(rules=any_rules(), number=numbers, prefix=prefixes, seed=seeds)
def test_random_games_under_any_rules(rules: Rules, number: int, prefix: list[int], seed: int) -> None:
    game = walk(Game.from_number(number, rules), playout(prefix, seed))
    assert Game.from_json(game.to_json()) == game
