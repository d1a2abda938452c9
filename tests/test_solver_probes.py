"""The probes of the depth-first decide, and the capped cards at hand of the pyramid relaxation."""

from __future__ import annotations

import random

import pytest
from test_solver import replay_wins

from pyramid_solitaire import Game
from pyramid_solitaire.solver import search, solve
from pyramid_solitaire.solver.pyramid import PyramidFacts, pack_counts


@pytest.mark.parametrize(("rules", "deals"), [("classic", range(1, 31)), ("standard", range(1, 21)), ("apophis", range(1, 11))])
def test_probes_from_the_start_give_the_verdicts_of_the_plain_search(
    rules: str, deals: range, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = {number: solve(number, rules).status for number in deals}
    monkeypatch.setattr(search, "PROBES_AFTER", 10)
    monkeypatch.setattr(search, "PROBE_STATES", 25)
    for number in deals:
        game = Game(number, rules)
        solution = solve(game)
        assert solution.status == plain[number], number
        if solution.status == "winnable":
            assert replay_wins(game, solution.moves), number


def test_probes_are_repeatable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PROBES_AFTER", 10)
    monkeypatch.setattr(search, "PROBE_STATES", 25)
    first, second = solve(4, "pharaoh"), solve(4, "pharaoh")
    assert first.status == "winnable" and first.moves == second.moves and first.states == second.states


def test_a_limit_hit_in_a_probe_gives_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PROBES_AFTER", 0)
    monkeypatch.setattr(search, "PROBE_STATES", 1_000_000)
    assert solve(1, "classic", max_states=300).status == "unknown"


def relaxation(facts: PyramidFacts, pmask: int, supply: int, memo: dict[tuple[int, int], bool]) -> bool:
    """The pyramid relaxation written plainly, every card at hand counted: can the pyramid go?"""
    if not pmask:
        return True
    found = memo.get((pmask, supply))
    if found is None:
        k = facts.pair_sum
        free, _by_rank, pairs, _, _ = facts.info(pmask)
        found = any(facts.rank[i] == k and relaxation(facts, pmask & ~(1 << i), supply, memo) for i in free)
        found = found or any(relaxation(facts, pmask & ~(1 << i | 1 << j), supply, memo) for i, j in pairs)
        found = found or any(
            supply >> 4 * (k - facts.rank[i]) & 15 and relaxation(facts, pmask & ~(1 << i), supply - (1 << 4 * (k - facts.rank[i])), memo)
            for i in free if facts.rank[i] != k
        )
        memo[(pmask, supply)] = found
    return found


def test_capped_cards_at_hand_change_no_answer_of_the_relaxation() -> None:
    rng = random.Random(7)
    answers = set()
    for number in range(1, 13):
        game = Game(number, "standard")
        stock = [card.rank for card in game.stock]
        facts = PyramidFacts(game.rules, game.pyramid, stock)
        pmask = facts.mask
        for _ in range(20):
            # part of the stock, and at times a few more cards (more than the pyramid could use)
            hand = rng.sample(stock, rng.randrange(len(stock) // 2, len(stock) + 1))
            hand += rng.choices(range(1, 14), k=rng.randrange(0, 8))
            supply = pack_counts(hand)
            answer = facts.clearable(pmask, supply, budget=10**9)
            assert answer == relaxation(facts, pmask, supply, {}), (number, pmask, hand)
            answers.add(answer)
            free = facts.info(pmask)[0]
            pmask &= ~(1 << rng.choice(free))
    assert answers == {True, False}  # both answers were checked
