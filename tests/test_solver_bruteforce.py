"""The solver's verdicts against a plain exhaustive search over the engine's own rules.

The brute force shares no code with the solver: it walks ``Position.legal_moves`` with
``Position.apply``, remembers ``Position.key()`` values, and asks ``outcome()`` whether a
position is won.
"""

from __future__ import annotations

import random

import pytest

from pyramid_solitaire import PRESETS, Game, Position, Rules
from pyramid_solitaire.solver import solve


def brute_force(position: Position, seen: set[object] | None = None) -> bool:
    """True when some sequence of legal moves wins from here (no pruning at all)."""
    seen = set() if seen is None else seen
    over = position.outcome()
    if over is not None:
        return over.won
    key = position.key()
    if key in seen:
        return False
    seen.add(key)
    return any(brute_force(position.apply(move), seen) for move in position.legal_moves())


def _left(game: Game) -> int:
    return sum(c is not None for c in game.pyramid) + len(game.stock) + sum(len(p) for p in game.waste)


def late_position(rules: Rules, seed: int, cards_left: int) -> Game:
    """A late position: along a winning line when the deal has one (half the time), then random moves
    (removals first) until at most ``cards_left`` cards are left."""
    rng = random.Random(seed)
    game = Game(seed + 1, rules)
    # The depth-first search's line (with events there is no other search): it pairs the stock's
    # cards as it goes, so it passes through late positions before the pyramid is cleared.
    line = solve(game, max_states=2_000, on_event=lambda event: None)
    if line.status == "winnable" and seed % 2 == 0:
        stop = cards_left + rng.choice((0, 2, 4))
        for move in line.moves:
            if _left(game) <= stop:
                break
            game.play(move)
    while True:
        left = _left(game)
        moves = list(game.legal_moves)
        if left <= cards_left or not moves:
            return game
        removals = [m for m in moves if m.removes]
        game.play(rng.choice(removals) if removals and rng.random() < 0.9 else rng.choice(moves))


def check_against_brute_force(game: Game) -> str:
    solution = solve(game)
    assert solution.status != "unknown"
    assert (solution.status == "winnable") == brute_force(game.position), str(game)
    if solution.status == "winnable":
        replay = game.copy()
        for move in solution.moves:
            replay.play(move)
        outcome = replay.outcome()
        assert outcome is not None and outcome.won
    return solution.status


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_late_positions_of_every_preset(name: str) -> None:
    rules = PRESETS[name]
    left = {"pharaoh": 16, "apophis": 9}.get(name, 14)
    verdicts = {check_against_brute_force(late_position(rules, seed, left)) for seed in range(10)}
    assert verdicts  # each verdict was compared above


@pytest.mark.parametrize(
    "rules",
    [
        Rules(rows=3, passes=1, win="deck"),
        Rules(rows=3, passes=1),
        Rules(rows=3, passes=2, stock_top_playable=False),
        Rules(rows=3, passes=None, draw_count=3, stock_top_playable=False),
        Rules(rows=4, passes=1, overlapping_pairs=True),
        Rules(rows=3, passes=2, waste_piles=3, stock_top_playable=False, win="deck"),
        Rules(rows=3, deck_type="spanish", pair_sum=12, passes=1),
    ],
    ids=lambda rules: ",".join(f"{k}={v}" for k, v in rules.to_dict().items() if k != "name" and v != getattr(Rules(), k)),
)
def test_small_pyramids_late_in_the_game(rules: Rules) -> None:
    for seed in range(8):
        check_against_brute_force(late_position(rules, seed, 10 if rules.waste_piles == 3 else 12))


def shortest_by_breadth_first(game: Game, max_depth: int = 40) -> int | None:
    """The fewest moves to a win, by breadth-first search over the engine's legal moves."""
    frontier = [game.copy()]
    seen = {game.position_key()}
    for depth in range(max_depth + 1):
        following = []
        for position in frontier:
            over = position.outcome()
            if over is not None:
                if over.won:
                    return depth
                continue
            for move in position.legal_moves:
                child = position.copy()
                child.play(move)
                key = child.position_key()
                if key not in seen:
                    seen.add(key)
                    following.append(child)
        frontier = following
    return None


@pytest.mark.parametrize("name", ["standard", "classic", "waste-only", "tuts-tomb", "apophis", "overlapping", "spanish"])
def test_optimal_lengths_against_breadth_first_search(name: str) -> None:
    rules = PRESETS[name]
    compared = 0
    for seed in range(40):
        game = late_position(rules, seed, {"apophis": 9, "classic": 10, "overlapping": 10}.get(name, 11))
        expected = shortest_by_breadth_first(game)
        solution = solve(game, optimal=True)
        assert (solution.status == "winnable") == (expected is not None), str(game)
        if expected is not None:
            assert len(solution.moves) == expected, str(game)
            compared += 1
        if compared == 3:
            break
    assert compared


def constructed(rules: Rules, first: str) -> Game:
    """A deal starting with the cards ``first`` (pyramid apex first, then the stock top first)."""
    from pyramid_solitaire import Card
    from pyramid_solitaire.cards import full_deck

    head = [Card.parse(text, rules.deck_type) for text in first.split()]
    rest = [card for card in full_deck(rules.deck_type, rules.decks) if card not in head]
    return Game(" ".join(map(str, head + rest)), rules)


@pytest.mark.parametrize(
    ("rules", "first", "moves"),
    [
        # a King on the stock is never needed when only the pyramid must go: 6c+7c, Kh
        (Rules(rows=2), "Kh 6c 7c Kd", 2),
        (Rules(rows=2, stock_top_playable=False), "Kh 6c 7c Kd", 2),
        (Rules(rows=2, waste_piles=3, stock_top_playable=False), "Kh 6c 7c Kd", 2),
    ],
    ids=["standard", "waste-only", "three-piles"],
)
def test_constructed_deals_against_breadth_first_search(rules: Rules, first: str, moves: int) -> None:
    game = constructed(rules, first)
    solution = solve(game, optimal=True, max_states=200_000)
    assert shortest_by_breadth_first(game, max_depth=moves) == moves
    assert solution.status == "winnable" and len(solution.moves) == moves


@pytest.mark.parametrize(
    "rules",
    [Rules.preset("classic"), Rules(passes=2, win="deck"), Rules(deck_type="spanish", pair_sum=12, passes=1, win="deck")],
)
def test_a_stuck_waste_card_is_a_lost_position(rules: Rules) -> None:
    """The solver drops a last-pass position when a waste card can never come off: every such
    position met must be lost by the brute force too."""
    from pyramid_solitaire.solver.linear import LinearModel

    stuck = 0
    for seed in range(120):
        game = late_position(rules, seed, 18)
        model = LinearModel(game)
        pmask, present, ptr, pas, _supply, wasted = model._start
        if model._tracked(pas) and model._waste_stuck(pmask, present, ptr, wasted):
            stuck += 1
            assert not brute_force(game.position), str(game)
    assert stuck >= 3


@pytest.mark.parametrize(
    ("rules", "cards_left"),
    [(Rules.preset("apophis"), 9), (Rules(passes=1, waste_piles=3, stock_top_playable=False, win="deck"), 14)],
)
def test_a_crowded_pile_or_a_hopeless_pyramid_is_a_lost_position(rules: Rules, cards_left: int) -> None:
    """The three-pile model drops a position when a last-pass pile holds more cards of a rank than
    the partners left outside it, or when the pyramid could not be cleared with every card at hand:
    every such position met must be lost by the brute force too."""
    from pyramid_solitaire.solver.piles import PilesModel

    crowded = hopeless = 0
    for seed in range(150):
        game = late_position(rules, seed, cards_left)
        model = PilesModel(game)
        pmask, _stock, piles, pas, others = model._start
        is_crowded = model._last_pass(pas) and model._crowded(piles, pmask | others, set(range(1, 13)))
        is_hopeless = model._hopeless(pmask, others)
        if is_crowded or is_hopeless:
            crowded += is_crowded
            hopeless += is_hopeless
            assert not brute_force(game.position), str(game)
    assert crowded >= 3 and hopeless >= 3
