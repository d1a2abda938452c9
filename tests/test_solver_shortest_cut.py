"""The fewest moves asked for, and the shortest-path search cut short by a limit after a win was
found: the answer is that win (``winnable``, not ``optimal``) with the fewest moves proved, a
bound that never exceeds the true shortest length."""

from __future__ import annotations

import threading

import pytest
from test_solver import reference_decks, replay_wins

from pyramid_solitaire import Deal, Game
from pyramid_solitaire.solver import SearchEvent, solve
from pyramid_solitaire.solver.api import model_for, shorter_ending, without_detours
from pyramid_solitaire.solver.search import LimitReached, Limits, out_of_reach, shortest


# apophis deal 33: the first win takes 69 states, the shortest (in one pass) some 160,000
@pytest.mark.parametrize(("rules", "number"), [("apophis", 33), ("pharaoh", 1)])
def test_a_cut_shortest_search_gives_the_win_found_and_the_fewest_moves_proved(rules: str, number: int) -> None:
    game = Game(number, rules)
    cut = solve(game, optimal=True, max_states=1_000)
    assert cut.status == "winnable" and cut.winnable is True and not cut.optimal and cut.shortest_unproved
    assert cut.limit == "state limit 1,000 reached"
    assert cut.moves and replay_wins(game, cut.moves)
    assert cut.fewest_moves_at_least is not None and 0 < cut.fewest_moves_at_least <= len(cut.moves)
    assert len(cut.moves) <= len(solve(game).moves)  # the depth-first search's win, less any detour
    text = str(cut)
    assert text.startswith(f"winnable: win in {len(cut.moves)} moves (shortest not proved: state limit 1,000 reached; ")
    assert f"a win takes at least {cut.fewest_moves_at_least} moves" in text


def test_a_stop_while_shortening_still_gives_the_win() -> None:
    stop = threading.Event()

    def stop_at_once(event: SearchEvent) -> None:  # events come from the shortest-path search only
        stop.set()

    game = Game(1, "pharaoh")
    cut = solve(game, optimal=True, on_event=stop_at_once, stop=stop)
    assert cut.status == "winnable" and not cut.optimal and cut.limit == "the search was stopped"
    assert replay_wins(game, cut.moves) and cut.fewest_moves_at_least is not None


def test_the_memory_cap_stops_the_shortest_path_search_with_a_bound() -> None:
    model = model_for(Game.from_number(1, "pharaoh"), counting_moves=True)
    limits = Limits()
    with pytest.raises(LimitReached, match=r"^memory cap of 2,000 positions reached$") as stopped:
        shortest(model, limits, max_nodes=2_000)
    assert 2_000 < limits.peak_table < 20_000
    assert stopped.value.fewest_at_least is not None and stopped.value.fewest_at_least > 0


def test_the_memory_cap_is_read_when_the_search_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("pyramid_solitaire.solver.search.SHORTEST_MAX_NODES", 1_000)
    game = Game(1, "pharaoh")
    cut = solve(game, optimal=True)
    assert cut.limit == "memory cap of 1,000 positions reached" and cut.shortest_unproved
    assert replay_wins(game, cut.moves)


def test_without_the_fewest_moves_asked_no_bound_is_given() -> None:
    assert solve(1).fewest_moves_at_least is None
    assert solve(1, "classic", optimal=True).fewest_moves_at_least is None
    undecided = solve(2, "pharaoh", optimal=True, max_states=300)  # the depth-first search itself is cut
    assert undecided.status == "unknown" and undecided.fewest_moves_at_least is None and not undecided.moves


@pytest.mark.parametrize("number", [1, 2, 3, 4, 5])
def test_a_shortest_win_found_has_its_length_as_the_bound(number: int) -> None:
    best = solve(number, optimal=True)
    if best.status == "winnable":
        assert best.optimal and best.limit is None and not best.shortest_unproved
        assert best.fewest_moves_at_least == len(best.moves)
        assert "shortest win in" in str(best)


@pytest.mark.parametrize("index", [1, 4, 49])
def test_the_bound_of_a_finished_search_is_the_reference_length(index: int) -> None:
    deck, length = reference_decks()[index]
    assert length  # a winnable deck
    best = solve(Deal.parse(deck), optimal=True)
    assert best.optimal and best.fewest_moves_at_least == len(best.moves) == length


def test_the_bound_of_a_cut_search_never_exceeds_the_reference_length() -> None:
    """Cut early by a state limit, the bound stays at most the reference solver's shortest length,
    and at most the length of the win given."""
    cut_short = 0
    for deck, length in reference_decks()[:30]:
        if not length:
            continue
        for states in (400, 4_000):
            found = solve(Deal.parse(deck), optimal=True, max_states=states)
            if found.status != "winnable":
                continue  # the depth-first search itself was cut
            assert length <= len(found.moves)
            if found.optimal:
                assert found.fewest_moves_at_least == length
                continue
            assert replay_wins(Game(Deal.parse(deck)), found.moves)
            if found.fewest_moves_at_least is None:  # the limit was passed before the search began
                assert "state limit" in str(found.limit) and "at least" not in str(found)
                continue
            cut_short += 1
            assert found.fewest_moves_at_least <= length, (deck, states)
    assert cut_short >= 10  # cut searches were tried


def test_explain_claims_the_fewest_moves_only_when_proved() -> None:
    from pyramid_solitaire.solver import explain

    cut = explain(Game(33, "apophis"), optimal=True, max_states=1_000)
    assert cut.status == "winnable" and "at the fewest" not in str(cut)
    assert "at the fewest" in str(explain(Game.from_number(1), optimal=True))


def test_detours_back_to_a_layout_are_dropped_from_the_win_given() -> None:
    from pyramid_solitaire.solver.api import without_detours

    game = Game(33, "apophis")
    first = solve(game).moves
    cut = solve(game, optimal=True, max_states=1_000)
    assert len(cut.moves) == len(without_detours(game, first)) < len(first)
    assert replay_wins(game, cut.moves)
    standard = Game(1)
    assert without_detours(standard, solve(standard).moves) == solve(standard).moves  # none to drop


@pytest.mark.parametrize("number", [1, 2])
def test_a_proof_out_of_reach_stops_soon_with_the_win_and_the_fewest_moves_proved(number: int) -> None:
    """Under ``pharaoh`` each move proved costs the search some three times the positions of the one
    before, with 40 and more to go: it says so once the growth is clear, long before its memory cap."""
    game = Game(number, "pharaoh")
    cut = solve(game, optimal=True)
    assert cut.status == "winnable" and cut.shortest_unproved and replay_wins(game, cut.moves)
    assert cut.stopped_by is not None and cut.stopped_by.code == "limit_out_of_reach"
    assert cut.limit is not None and cut.limit.startswith("out of reach: at ")
    assert cut.limit.endswith("memory cap of 1,500,000 positions")
    assert cut.fewest_moves_at_least is not None and 50 <= cut.fewest_moves_at_least < len(cut.moves)
    assert cut.peak_table_size <= 400_000  # the cap is 1,500,000 stored positions


def test_a_win_whose_shortest_is_out_of_reach_gets_a_shorter_ending() -> None:
    """The depth-first search's win of ``pharaoh`` deal 1 takes 99 moves (less its detours); the
    fewest moves from each point of its last part, as far as they can be proved, take 23 off."""
    game = Game(1, "pharaoh")
    line = without_detours(game, solve(game).moves)
    best = solve(game, optimal=True)
    assert len(line) == 99 and len(best.moves) == 76 and replay_wins(game, best.moves)
    ending = shorter_ending(game, line, Limits(max_states=1))  # a limit: nothing shortened
    assert ending == line


def test_a_shorter_ending_within_reach_from_the_start_is_the_shortest_win() -> None:
    for number, rules in ((1, "standard"), (2, "standard"), (3, "par")):
        game = Game(number, rules)
        ending = shorter_ending(game, solve(game).moves, Limits())
        assert replay_wins(game, ending) and len(ending) == len(solve(game, optimal=True).moves), (number, rules)


def test_out_of_reach_weighs_the_growth_against_the_moves_left() -> None:
    cap = 1_500_000
    assert out_of_reach((55, 12_208), (56, 34_779), 99, cap) is not None  # pharaoh deal 1
    assert out_of_reach((55, 12_208), (56, 34_779), 70, cap) is None  # 14 moves to go: within reach
    assert out_of_reach((55, 1_000), (56, 3_000), 99, cap) is None  # too few nodes yet to tell
    assert out_of_reach((55, 30_000), (56, 31_000), 99, cap) is None  # slow growth
    assert out_of_reach((54, 12_000), (56, 34_000), 99, cap) is not None  # two layers at once: growth per layer
    assert out_of_reach((55, 12_208), (56, 34_779), 56, cap) is None  # nothing left to prove


@pytest.mark.parametrize("number", [108, 869, 1369])
def test_a_long_first_win_of_a_standard_deal_is_still_shortened(number: int) -> None:
    """The reference decks whose first win leaves the most to prove at the growth measured (deck 108:
    a first win of 58 moves, the shortest 40) are far from out of reach, and are shortened."""
    deal, length = reference_decks()[number - 1]
    best = solve(Deal.parse(deal), optimal=True)
    assert best.optimal and len(best.moves) == length
