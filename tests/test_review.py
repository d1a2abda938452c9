"""Reviewing a game and explaining a position: against brute force, the engine's analysis, and the solver."""

from __future__ import annotations

import math
import random
from itertools import combinations

import pytest
from test_solver_bruteforce import brute_force, late_position

from pyramid_solitaire import Game, PyramidError, Rules
from pyramid_solitaire.analysis import dead_cards
from pyramid_solitaire.i18n import render
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.position import Position
from pyramid_solitaire.solver import (
    Explanation,
    Review,
    explain,
    explain_steps,
    finish,
    greedy_move,
    play_greedy,
    review,
    solve,
)
from pyramid_solitaire.solver.explain import crowded_group_argument, dead_card_argument, stuck_waste, stuck_waste_argument

SMALL = [
    Rules(rows=3, passes=1, win="deck"),
    Rules(rows=3, passes=1),
    Rules(rows=3, passes=2, stock_top_playable=False),
    Rules(rows=4, passes=1, overlapping_pairs=True),
]


def small_game(rules: Rules, seed: int) -> Game:
    """A game led to a late position (few cards left), then played to its end greedily, with a
    random move now and then."""
    rng = random.Random(seed)
    game = late_position(rules, seed, 14)
    while not game.is_over:
        moves = list(game.legal_moves)
        move = rng.choice(moves) if rng.random() < 0.3 else greedy_move(game)
        assert move is not None
        game.play(move)
    return game


def cards_left(game: Game) -> int:
    return sum(c is not None for c in game.pyramid) + len(game.stock) + sum(len(p) for p in game.waste)


def positions(game: Game) -> list[Game]:
    """The game after 0, 1, ... moves."""
    replay = Game(game.deal, game.rules)
    out = [replay.copy()]
    for move in game.history:
        replay.play(move)
        out.append(replay.copy())
    return out


# --- review -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "rules", [Rules.preset("classic"), Rules.preset("standard")], ids=["classic", "standard"]
)
def test_review_verdicts_match_brute_force_and_the_solver_at_every_position(rules: Rules) -> None:
    """Late positions (14 cards or fewer) by brute force, earlier ones by the solver, one search each."""
    blamed = brute = 0
    for seed in range(12):
        game = small_game(rules, seed)
        result = review(game)
        truth = []
        for position in positions(game):
            if cards_left(position) <= 14:
                brute += 1
                truth.append("winnable" if brute_force(position.position) else "unwinnable")
            else:
                truth.append(solve(position).status)
        assert list(result.verdicts) == truth, str(game)
        assert len(result.marks) == len(game.history)
        if result.losing_move is not None:
            blamed += 1
            k = result.losing_move
            assert truth[k - 1] == "winnable" and truth[k] == "unwinnable"
            assert result.marks[k - 1].mark == "threw_away"
            assert [m.mark for m in result.marks].count("threw_away") == 1
        else:
            assert "threw_away" not in [m.mark for m in result.marks]
    assert brute >= 5 and blamed  # late positions met the brute force, and some game threw a win away


@pytest.mark.parametrize("rules", ["classic", "standard"])
def test_the_losing_move_is_checked_by_solving_just_before_and_after(rules: str) -> None:
    found = 0
    for number in range(1, 40):
        game = Game.from_number(number, rules)
        play_greedy(game)
        result = review(game)
        if result.losing_move is None:
            continue
        found += 1
        k = result.losing_move
        before, after = positions(game)[k - 1], positions(game)[k]
        assert solve(before).status == "winnable"
        assert solve(after).status == "unwinnable"
        assert after.history[-1] == game.history[k - 1] == result.marks[k - 1].move
        assert result.better and game.history[k - 1] not in result.better
        for move in result.better:  # each better move keeps the win
            trial = before.copy()
            trial.play(move)
            assert solve(trial).status == "winnable"
        others = [m for m in before.legal_moves if m not in result.better and m != game.history[k - 1]]
        for move in others:  # and no move proven to keep it is left out
            trial = before.copy()
            trial.play(move)
            assert solve(trial).status == "unwinnable"
        assert result.greedy is True  # the greedy player made every move
        assert result.reason.code == "review_lost_at" and result.reason.facts["number"] == k
        # a game of n moves takes about log2(n) searches, not n
        assert result.searches <= 2 + math.ceil(math.log2(len(game.history) + 1))
    assert found >= 3


def test_a_game_lost_from_the_deal_blames_no_move() -> None:
    game = Game.from_number(1, "classic")
    play_greedy(game)
    result = review(game)
    assert set(result.verdicts) == {"unwinnable"} and result.losing_move is None
    assert {m.mark for m in result.marks} == {"lost"}
    assert result.reason.code == "review_from_deal" and result.searches == 2
    assert str(result) == "This deal could not be won from the start: no move was to blame."


def test_a_won_game_and_a_game_still_winnable() -> None:
    game = Game.from_number(1)
    for move in solve(game).moves:
        game.play(move)
    result = review(game)
    assert result.reason.code == "review_won" and {m.mark for m in result.marks} == {"kept"}
    assert result.searches == 1  # the won end says it all
    game.undo()
    assert review(game).reason.code == "review_winnable"
    assert review(Game.from_number(1)).reason.code == "review_winnable"  # no move yet


def test_limits_give_unknown_verdicts_never_guesses() -> None:
    open_ = 0
    for number in range(1, 7):
        game = Game.from_number(number, "classic")
        play_greedy(game)
        truth = review(game)
        limited = review(game, max_states=5)
        open_ += "unknown" in limited.verdicts
        assert limited.marks[0].mark == "unknown" or limited.verdicts[0] != "unknown"
        for verdict, true in zip(limited.verdicts, truth.verdicts, strict=True):
            assert verdict in ("unknown", true)
        if limited.losing_move is not None:
            assert limited.losing_move == truth.losing_move
    assert open_ >= 3
    nothing = review(Game.from_number(5, "classic"), max_states=1)
    assert nothing.verdicts == ("unknown",) and nothing.reason.code == "review_unknown"
    assert str(nothing) == (
        "The search hit its limit before deciding whether this deal can be won: no move has been played yet, so there is "
        "nothing to review."
    )


# --- explain ------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [*SMALL, Rules.preset("classic"), Rules.preset("standard")], ids=range(len(SMALL) + 2))
def test_explanations_match_brute_force(rules: Rules) -> None:
    kinds = set()
    for seed in range(16):
        game = late_position(rules, seed, 12)
        why = explain(game)
        kinds.add(why.kind)
        assert why.status == ("winnable" if brute_force(game.position) else "unwinnable"), str(game)
        if why.kind == "winnable":
            replay = game.copy()
            for move in why.moves:
                replay.play(move)
            assert replay.outcome() is not None and replay.outcome().won  # type: ignore[union-attr]
    assert len(kinds) >= 2 or rules.rows < 7, kinds  # the full pyramid meets several kinds of argument


def test_the_dead_card_argument_is_the_engines_dead_cards() -> None:
    seen = 0
    for number in range(1, 200):
        game = Game.from_number(number, "classic")
        dead = dead_cards(game.position)
        assert (dead_card_argument(game.position) is None) == (not dead)
        if not dead:
            continue
        why = explain(game)
        assert why.kind == "dead_card"
        seen += 1
        where, card = dead[0]
        assert why.cards[0] == (where, card) and why.status == "unwinnable"
        assert why.reason.facts["card"] == card and why.reason.facts["where"] == where
        need = 13 - card.rank
        partners = why.reason.facts["partners"]
        # every card of the partner rank is named, each with why it cannot meet the dead card
        assert len(partners) == 4
        assert sorted(str(p.facts["card"]) for p in partners) == sorted(
            str(c) for c in game.pyramid + game.removed if c is not None and c.rank == need
        )
        index = int(where[1:])
        blocked = {(b.lower[0], b.upper[0]) for b in game.blocking_pairs()}
        for partner in partners:
            j = partner.facts["where"]
            assert partner.facts["variant"] in ("over", "under")
            pair = (where, j) if partner.facts["variant"] == "over" else (j, where)
            assert pair in blocked  # the engine's blocking pairs say the same
            assert not game.position.geometry.can_meet(index, int(j[1:]))
    assert seen >= 10


def has_perfect_matching(position: Position, spots: list[int]) -> bool:
    """Whether each pyramid card at ``spots`` can get a partner of its own (augmenting paths)."""
    geo, rules = position.geometry, position.rules
    partners: dict[int, list[str]] = {}
    for i in spots:
        card = position.pyramid[i]
        assert card is not None
        need = rules.pair_sum - card.rank
        partners[i] = [f"P{j}" for j, c in enumerate(position.pyramid) if c is not None and c.rank == need and geo.can_meet(i, j)]
        partners[i] += [f"S{d}" for d, c in enumerate(position.stock) if c.rank == need]
        partners[i] += [f"W{d}" for d, c in enumerate(position.waste[0]) if c.rank == need]
    owner: dict[str, int] = {}

    def augment(i: int, seen: set[str]) -> bool:
        for p in partners[i]:
            if p not in seen:
                seen.add(p)
                if p not in owner or augment(owner[p], seen):
                    owner[p] = i
                    return True
        return False

    return all(augment(i, set()) for i in spots)


def test_a_crowded_group_is_exactly_a_rank_without_a_matching() -> None:
    crowded = 0
    for number in range(1, 200):
        position = Game.from_number(number, "classic").position
        if dead_cards(position):
            continue
        ranks: dict[int, list[int]] = {}
        for i, card in enumerate(position.pyramid):
            if card is not None and card.rank != 13:
                ranks.setdefault(card.rank, []).append(i)
        unmatched = any(not has_perfect_matching(position, spots) for spots in ranks.values())
        why = crowded_group_argument(position)
        assert (why is not None) == unmatched, number
        if why is None:
            continue
        crowded += 1
        assert solve(Game.from_number(number, "classic")).status == "unwinnable"
        facts = why.reason.facts
        assert facts["m"] < facts["n"] == len(facts["cards"]) >= 2
        assert len({card.rank for card in facts["cards"]}) == 1
        # a smallest group: each of its subgroups has as many partners as cards
        group = [int(p[1:]) for p in facts["places"]]
        for size in range(1, len(group)):
            for part in combinations(group, size):
                assert has_perfect_matching(position, list(part))
    assert crowded >= 10


def test_waste_cards_stuck_in_the_last_pass() -> None:
    fired = 0
    for rules in (Rules.preset("classic"), Rules(passes=2), Rules(passes=1, stock_top_playable=False, win="deck")):
        for seed in range(80):
            game = late_position(rules, seed, 18)
            why = stuck_waste_argument(game.position)
            if why is None:
                continue
            fired += 1
            assert stuck_waste(game.position)
            assert not brute_force(game.position), str(game)
            assert explain(game).status == "unwinnable"
    assert fired >= 5


def test_a_game_over_is_explained_by_its_outcome_or_a_stronger_argument() -> None:
    game = Game.from_number(1, "classic")
    play_greedy(game)
    why = explain(game)
    assert why.status == "unwinnable" and why.kind in ("over", "dead_card", "crowded_group", "stuck_waste")
    won = Game.from_number(1)
    for move in solve(won).moves:
        won.play(move)
    assert explain(won).kind == "won" and str(explain(won)) == "Won: the pyramid is cleared."


def test_search_proof_names_states_and_the_best_line() -> None:
    game = Game.from_number(1, "classic")
    why = explain(game)
    assert why.kind == "search" and why.states == solve(game).states > 0
    replay = game.copy()
    for move in why.moves:
        replay.play(move)
    line = why.reason.facts["line"]
    assert len(replay.removed) == line.facts["removed"] > 30
    assert why.moves[0] == line.facts["move"]
    assert why.reason.facts["proof"].facts["states"] == why.states


def test_explain_with_limits_says_unknown() -> None:
    why = explain(Game.from_number(1, "classic"), max_states=10)
    assert why.status == "unknown" and why.kind == "unknown"
    assert why.states == why.reason.facts["states"] >= 10
    assert str(why) == f"The search stopped after {why.states} positions without deciding whether this position can be won."


def test_the_shortest_win_is_as_short_as_the_solver_says() -> None:
    why = explain(Game.from_number(1), optimal=True)
    assert why.reason.facts["n"] == len(solve(Game.from_number(1), optimal=True).moves) == len(why.moves)


# --- words ----------------------------------------------------------------------------------------


def examples() -> list[Explanation | Review]:
    out: list[Explanation | Review] = [explain(Game.from_number(n, "classic")) for n in (1, 2, 12, 22)]
    out.append(explain(Game.from_number(2, "classic"), optimal=True))
    for number in (1, 3):
        game = Game.from_number(number, "classic")
        play_greedy(game)
        out.append(review(game))
    return out


def test_reviews_and_explanations_read_in_four_languages() -> None:
    codes = set()
    for item in examples():
        codes.add(item.reason.code)
        sentences = {lang: item.describe(lang) for lang in LANGUAGES}
        assert str(item) == sentences["en"] == render(item.reason.code, item.reason.facts)
        assert len(set(sentences.values())) == len(LANGUAGES), sentences
        for sentence in sentences.values():
            assert "{" not in sentence and "variant" not in sentence
    assert {"explain_search", "explain_dead_card", "explain_crowded_group", "explain_winnable"} <= codes
    assert {"review_lost_at", "review_from_deal"} <= codes


def test_the_board_picture_rings_the_losing_and_the_better_move() -> None:
    from pyramid_solitaire.svg import board_svg

    game = Game.from_number(3, "classic")
    play_greedy(game)
    result = review(game)
    assert result.losing_move is not None
    before = positions(game)[result.losing_move - 1]
    played, better = game.history[result.losing_move - 1], result.better[0]
    marks = {where: "bad" for where in played.where} | {where: "good" for where in better.where if where not in played.where}
    picture = board_svg(before, marks=marks)
    assert picture.count('data-mark="bad"') == len(played.where)
    assert 'data-mark="good"' in picture
    assert 'data-mark' not in board_svg(before)
    for bad in ({"P40": "good"}, {"P3": "ugly"}, ["P3"]):
        with pytest.raises(PyramidError, match="marks="):
            board_svg(before, marks=bad)  # type: ignore[arg-type]


def test_a_set_stop_event_leaves_the_review_and_the_explanation_unknown() -> None:
    import threading

    stop = threading.Event()
    stop.set()
    game = Game.from_number(3, "classic")
    play_greedy(game)
    result = review(game, stop=stop)
    # the lost end needs no search; every other position stays unknown, the losing move open
    assert result.verdicts[-1] == "unwinnable" and set(result.verdicts[:-1]) == {"unknown"}
    assert result.losing_move is None and result.searches == 1 and result.reason.code == "review_unknown"
    assert explain(Game.from_number(1, "classic"), stop=stop).kind == "unknown"
    assert explain(Game.from_number(22, "classic"), stop=stop).kind == "dead_card"  # no search needed


def test_a_stop_set_while_the_better_moves_are_tried_stops_those_searches_too(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib
    import threading

    review_module = importlib.import_module("pyramid_solitaire.solver.review")
    stop = threading.Event()
    real_solve_steps = review_module.solve_steps
    seen: list[object] = []

    def solve_steps(game, **options):  # type: ignore[no-untyped-def]
        seen.append(options.get("stop"))
        if len(seen) == 8:  # the bisection (7 searches) is done: a Cancel comes while the other moves are tried
            stop.set()
        return real_solve_steps(game, **options)

    monkeypatch.setattr(review_module, "solve_steps", solve_steps)
    game = Game.from_number(3, "classic")
    play_greedy(game)
    result = review(game, stop=stop)
    assert len(seen) > 7 and all(given is stop for given in seen)  # every search, the alternatives' too, is stoppable
    assert result.losing_move == 12 and [move.code for move in result.better] == ["3c+Td"]  # the solver's own move


@pytest.mark.parametrize("bad", ["As+Qh", None, 3, Game.from_number(1).position])
def test_review_and_explain_refuse_what_is_not_a_game(bad: object) -> None:
    for function in (review, explain):
        with pytest.raises(PyramidError, match=f"game must be a Game, not {type(bad).__name__}"):
            function(bad)  # type: ignore[arg-type]


def test_explain_takes_optimal_as_solve_does_and_its_former_name_with_a_warning() -> None:
    game = Game.from_number(1)
    assert "at the fewest" in str(explain(game, optimal=True))
    with pytest.warns(DeprecationWarning, match=r"explain\(optimal=...\)") as warned:
        former = explain(game, shortest=True)
    assert former == explain(game, optimal=True)
    with pytest.warns(DeprecationWarning, match=r"explain_steps\(optimal=...\)") as warned_steps:
        steps = explain_steps(game, shortest=True)  # warned here, before the first step
    assert finish(steps) == former
    assert {record.filename for record in [*warned, *warned_steps]} == {__file__}


# --- two decks: cards that lie twice --------------------------------------------------------------
def test_two_decks_name_each_card_with_its_place_and_each_clause_in_its_grammar() -> None:
    game = Game.from_number(12, "pharaoh")
    play_greedy(game)  # 91 moves; after 27, three 4s need the stock's two 9s; after 70, a 9 is dead
    crowded = crowded_group_argument(game.rewound(27).position)
    assert crowded is not None
    assert [(where, str(card)) for where, card in crowded.cards[:3]] == [("P1", "4h"), ("P3", "4d"), ("P5", "4h")]
    assert str(crowded).startswith("4♥, 4♦ and 4♥ (P1, P3, P5) each need a partner of their own")  # in the places' order
    assert "(2 × 9♥ in the stock)" in str(crowded)
    dead = dead_card_argument(game.rewound(70).position)
    assert dead is not None
    assert str(dead).endswith("4♦ at P24 lies under it and 2 × 4♠ and 2 × 4♣ are removed already.")
    said = {lang: dead.describe(lang) for lang in LANGUAGES}
    assert said["de"].endswith("und 2 × 4♠ und 2 × 4♣ sind schon abgelegt.")
    assert said["nl"].endswith("en 2 × 4♠ en 2 × 4♣ zijn al weggelegd.")
    assert said["fi"].endswith("ja 2 × 4♠ ja 2 × 4♣ on jo poistettu.")


def test_the_first_move_of_a_win_is_told_by_its_places_when_its_cards_lie_twice() -> None:
    game = Game.from_number(2, "pharaoh")  # 9♦+4♦ fits P45+P49 and P46+P49
    why = explain(game)
    assert str(why).endswith("starting with 9♦+4♦ (P45+P49).") and why.moves[0].where == ("P45", "P49")
    assert explain(Game.from_number(1)).describe().endswith("starting with A♠+Q♥.")  # one deck: the cards say it
