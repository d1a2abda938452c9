"""The solver: solutions replay on the engine for every preset, limits, events, hints, stepping, deals."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyramid_solitaire import PRESETS, Deal, Game, PyramidError, Rules
from pyramid_solitaire.solver import (
    Hint,
    NoSolutionError,
    SearchEvent,
    hint,
    most_removing_line,
    play_steps,
    solve,
    winnable_deal,
)
from pyramid_solitaire.solver.hints import most_removable_move

MSC = Path(__file__).parent / "golden" / "reference" / "mchung94-msc"


def replay_wins(game: Game, moves: list) -> bool:
    copy = game.copy()
    for move in moves:
        copy.play(move)
    outcome = copy.outcome()
    return outcome is not None and outcome.won


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_solutions_replay_and_win_under_every_preset(name: str) -> None:
    rules = PRESETS[name]
    verdicts = []
    for number in range(1, 6):
        game = Game(number, rules)
        solution = solve(game, max_states=15_000)
        verdicts.append(solution.status)
        if solution.status == "winnable":
            assert solution.moves and replay_wins(game, solution.moves)
        else:
            assert solution.moves == []
    assert "winnable" in verdicts, f"no winnable deal among 1-5 under {name}: {verdicts}"


@pytest.mark.parametrize("name", ["standard", "classic", "waste-only", "tuts-tomb", "spanish", "overlapping"])
def test_optimal_solutions_replay_and_are_no_longer_than_decide_mode(name: str) -> None:
    rules = PRESETS[name]
    for number in range(1, 30):
        game = Game(number, rules)
        quick = solve(game, max_states=20_000)
        if quick.status != "winnable":
            continue
        best = solve(game, optimal=True, max_states=200_000)
        assert best.status == "winnable" and best.optimal
        assert replay_wins(game, best.moves)
        assert len(best.moves) <= len(quick.moves)
        return
    pytest.fail(f"no quick winnable deal under {name}")


def reference_decks() -> list[tuple[str, int]]:
    decks = (MSC / "random-decks.txt").read_text().splitlines()
    lengths = [int(x) for x in (MSC / "random-deck-solution-lengths.txt").read_text().split()]
    return list(zip(decks, lengths, strict=True))


def test_verdicts_match_the_reference_on_the_first_100_decks() -> None:
    for deck, length in reference_decks()[:100]:
        solution = solve(Deal.parse(deck))
        assert solution.status == ("winnable" if length else "unwinnable"), deck
        if length:
            assert len(solution.moves) >= length


@pytest.mark.parametrize("index", [1, 2, 5, 49])
def test_optimal_lengths_match_the_reference(index: int) -> None:
    deck, length = reference_decks()[index]
    solution = solve(Deal.parse(deck), optimal=True)
    assert len(solution.moves) == length
    if length:
        assert replay_wins(Game(Deal.parse(deck)), solution.moves)


@pytest.mark.parametrize("name", ["pyramid-winnable.txt", "pyramid-shortest-run.txt"])
def test_reference_winnable_files(name: str) -> None:
    game = Game(Deal.parse((MSC / name).read_text()))
    solution = solve(game)
    assert solution.status == "winnable" and replay_wins(game, solution.moves)


@pytest.mark.parametrize("name", ["pyramid-unwinnable.txt", "pyramid-unwinnable-2.txt", "pyramid-long-run.txt"])
def test_reference_unwinnable_files(name: str) -> None:
    assert solve(Deal.parse((MSC / name).read_text())).status == "unwinnable"


def test_solving_from_the_middle_of_a_game() -> None:
    game = Game.from_number(1, "tuts-tomb")
    line = solve(game).moves
    recycle = next(i for i, move in enumerate(line) if move.kind == "recycle")
    for move in line[: recycle + 2]:
        game.play(move)
    solution = solve(game)
    assert solution.status == "winnable" and replay_wins(game, solution.moves)
    played = Game.from_number(1)
    line = solve(played).moves
    for move in line[:10]:
        played.play(move)
    rest = solve(played, optimal=True)
    assert rest.status == "winnable" and replay_wins(played, rest.moves)


def test_a_finished_game_needs_no_moves() -> None:
    game = Game.from_number(1)
    for move in solve(game).moves:
        game.play(move)
    assert solve(game).status == "winnable" and solve(game).moves == []


def test_a_two_deck_solution_is_written_in_codes_that_play_back() -> None:
    """With two decks a card code can fit both copies of a card: the codes name positions."""
    solution = solve(2, "pharaoh", max_seconds=30)
    assert solution.status == "winnable" and solution.decks == 2
    game = Game.from_number(2, "pharaoh")
    for code in str(solution).rsplit(": ", 1)[1].split():
        game.play(code)
    assert game.outcome() is not None and game.outcome().won
    assert solve(1).decks == 1 and solve(1).codes == [move.code for move in solve(1).moves]


def test_limits_give_unknown_never_a_verdict() -> None:
    hard = Game.from_number(2, "classic")
    solution = solve(hard, max_states=10)
    assert solution.status == "unknown" and solution.winnable is None
    assert solution.limit is not None and "state limit" in solution.limit
    assert solve(hard, max_seconds=0.0).status == "unknown"
    assert "unknown" in str(solution)


@pytest.mark.parametrize(("deal", "most"), [(2, 300), (15, 300), (21, 300), (35, 1_000)])
def test_a_state_limit_holds_where_the_last_pass_is_handed_to_the_summaries(deal: int, most: int) -> None:
    """On these three-pass ``pharaoh`` deals the depth-first search hands positions of the last
    pass to the search by summaries of the waste before the limit; the states it had not yet
    counted are counted first, so the limit stops the search where it says (one state past it)."""
    solution = solve(deal, "pharaoh", max_states=most)
    assert solution.status == "unknown" and solution.states == most + 1


def test_a_stopped_shortest_search_lets_its_tables_go_and_leaves_the_collector_on() -> None:
    """Stopped by a limit, the shortest-path search's exception carries none of its frames (and
    with them every table), so the tables are freed as the search returns; the collector stays on."""
    import gc

    from pyramid_solitaire.solver.api import model_for
    from pyramid_solitaire.solver.search import LimitReached, Limits, shortest

    model = model_for(Game.from_number(1, "apophis"), counting_moves=True)
    assert gc.isenabled()
    with pytest.raises(LimitReached) as stopped:
        shortest(model, Limits(max_states=2_000))
    frames = []
    trace = stopped.value.__traceback__
    while trace is not None:
        frames.append(trace.tb_frame.f_code.co_name)
        trace = trace.tb_next
    assert "shortest" not in frames and frames  # the traceback starts above the search
    assert gc.isenabled()


def test_deal_numbers_and_text_are_accepted_and_rules_must_agree() -> None:
    deal = Deal.from_number(1)
    assert solve(1).status == solve(deal).status == solve(str(deal)).status == "winnable"
    with pytest.raises(ValueError, match="rules"):
        solve(Game.from_number(1), "classic")


def test_search_events_show_the_search() -> None:
    events: list[SearchEvent] = []
    solve(Game.from_number(1, "classic"), on_event=events.append)
    kinds = {event.kind for event in events}
    assert {"expand", "backtrack"} <= kinds and "solution" not in kinds
    events.clear()
    game = Game.from_number(1)
    solution = solve(game, on_event=events.append)
    assert events[-1].kind == "solution" and list(events[-1].moves) == solution.moves
    deeper = [event for event in events if event.kind == "expand" and event.moves]
    assert deeper and replay_wins(game, list(events[-1].moves))


def test_hint_on_a_winnable_position_starts_a_winning_line() -> None:
    game = Game.from_number(1)
    tip = hint(game)
    assert isinstance(tip, Hint) and tip.winnable is True and tip.move is not None
    assert tip.move in game.legal_moves and tip.move.pretty in tip.message
    said = tip.message.removeprefix("Play ").split(":")[0]
    assert game.play(said) == tip.move  # the move as the hint names it plays back
    assert solve(game).status == "winnable"


def test_hint_on_a_lost_position_says_so_and_still_suggests_a_move() -> None:
    game = Game.from_number(1, "classic")
    tip = hint(game)
    assert tip.winnable is False and tip.move in game.legal_moves
    assert tip.message.startswith("This position cannot be won")


@pytest.mark.parametrize("number", [1, 5, 7])
def test_a_lost_position_hints_the_line_that_removes_the_most_cards(number: int) -> None:
    game = Game.from_number(number, "classic")
    line, removed = most_removing_line(game)
    trial = game.copy()
    for move in line:
        trial.play(move)
    assert len(trial.removed) - len(game.removed) == removed > 0
    assert hint(game).move == line[0] and f"removes {removed} more cards" in hint(game).message
    # playing the one-step guess over and over never removes more than the searched line
    greedy = game.copy()
    while greedy.outcome() is None and len(greedy.history) < 200:
        greedy.play(most_removable_move(greedy))
    assert removed >= len(greedy.removed) - len(game.removed)


def test_hint_when_the_game_is_over() -> None:
    game = Game.from_number(1)
    for move in solve(game).moves:
        game.play(move)
    tip = hint(game)
    assert tip.move is None and tip.winnable is True and "Won" in tip.message


def test_play_steps_plays_a_solution_move_by_move() -> None:
    game = Game.from_number(2)
    played = []
    for move in play_steps(game):
        played.append(move)
        assert game.history[-1] == move
    assert game.outcome() is not None and game.outcome().won  # type: ignore[union-attr]
    other = Game.from_number(2)
    assert list(play_steps(other, solve(Game.from_number(2)))) == played


def test_play_steps_refuses_a_lost_position() -> None:
    game = Game.from_number(1, "classic")
    with pytest.raises(NoSolutionError, match="cannot be won") as info:
        next(play_steps(game))
    assert isinstance(info.value, PyramidError) and isinstance(info.value, ValueError)
    assert game.history == ()


@pytest.mark.parametrize("name", ["standard", "classic", "spanish"])
def test_winnable_deals_are_deterministic_and_winnable(name: str) -> None:
    rules = Rules.preset(name)
    first = winnable_deal(11, rules)
    assert first == winnable_deal(11, rules)
    assert first != winnable_deal(12, rules)
    assert solve(first, rules).status == "winnable"


@pytest.mark.parametrize("name", ["standard", "classic", "relaxed", "waste-only"])
def test_a_draw_chain_expanded_in_steps_gives_the_same_children(name: str) -> None:
    from pyramid_solitaire.solver.linear import LinearModel

    for number in range(1, 6):
        model = LinearModel(Game(number, name), side_kings=False)
        _steps, state = model.start()
        if state is None:
            continue
        whole = model.decide_children(state)
        parts: list = []
        most, resume = 0, None
        while True:
            found, resume = model.optimal_children(state, most, resume)
            parts += found
            assert all(sum(step[0] in ("draw", "recycle") for step in steps) <= most for steps, _child in found)
            if resume is None:
                break
            most += 1
        assert parts == whole


@pytest.mark.parametrize(
    "rules", [Rules.preset("classic"), Rules.preset("overlapping"), Rules(passes=2, win="deck"), Rules(passes=3, win="deck")]
)
def test_states_carry_the_same_matching_counts_as_a_fresh_count(rules: Rules) -> None:
    """The last-pass matching counts are kept up to date move by move; they must equal a count from scratch."""
    from pyramid_solitaire.solver.linear import LinearModel

    checked = 0
    for number in range(1, 4):
        model = LinearModel(Game(number, rules))
        _steps, start = model.start()
        frontier = [start] if start is not None else []
        seen = set()
        while frontier and len(seen) < 1_500:
            state = frontier.pop()
            if state in seen:
                continue
            seen.add(state)
            for _steps, child in model.decide_children(state) + model.step_children(state):
                pmask, present, ptr, pas, supply, wasted = child
                if model._tracked(pas):
                    assert (supply, wasted) == model._matching(pmask, present, ptr)
                    checked += 1
                else:
                    assert (supply, wasted) == (0, 0)
                frontier.append(child)
    assert checked > 1_000


def test_a_two_deck_hint_names_the_positions_of_its_move_which_play_back() -> None:
    game = Game.from_number(2, "pharaoh")
    tip = hint(game)
    said = tip.message.removeprefix("Play ").split(":")[0]
    assert tip.winnable and said == "9♦+4♦ (P45+P49)"  # the cards, and where they lie: there are two of each
    positions = said.split("(")[1].rstrip(")")
    assert game.play(positions) == tip.move
