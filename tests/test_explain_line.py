"""The line that removes the most cards, in a loss explained and in a hint: it is played to its end
on the engine, counts what the engine counts, and claims "the most" only when the search tried
every line."""

from __future__ import annotations

import random

import pytest

from pyramid_solitaire import Game
from pyramid_solitaire.rules import PRESETS
from pyramid_solitaire.solver import explain, hint, most_removing_line, solve
from pyramid_solitaire.solver.api import model_for
from pyramid_solitaire.solver.hints import _EndingModel
from pyramid_solitaire.widget import PyramidWidget


@pytest.mark.parametrize(
    ("number", "rules"),
    [(18, "standard"), (29, "standard"), (18, "par"), (29, "par"), (1, "relaxed"), (4, "relaxed"), (11, "spanish"), (17, "spanish")],
)
def test_the_best_line_is_played_to_its_end_and_counts_what_the_engine_counts(number: int, rules: str) -> None:
    game = Game.from_number(number, rules)
    why = explain(game)
    assert why.kind in ("search", "pyramid_alone") and why.moves
    replay = game.copy()
    for at, move in enumerate(why.moves):
        assert replay.outcome() is None, f"the game was over before move {at + 1} of {len(why.moves)}"
        replay.play(move)
    line = why.reason.facts["line"]
    assert line.facts["removed"] == replay.score.cards_removed and line.facts["n"] == len(why.moves)
    moves, removed = most_removing_line(game)
    assert removed == line.facts["removed"] and moves == list(why.moves)


def test_a_deal_lost_at_once_says_so_instead_of_counting_no_positions() -> None:
    why = explain(Game.from_number(18))
    assert why.states == 0 and why.kind == "pyramid_alone" and why.status == "unwinnable"
    assert str(why).startswith(
        "No line wins from here: the cards that must still go cannot all be paired off, whatever the order of play (proved at once, without a search). "
    )
    assert "0 positions" not in str(why)


def test_the_most_is_claimed_only_after_every_line_was_tried() -> None:
    capped = explain(Game.from_number(11, "classic"))  # more lines than the search for the best one looks at
    assert capped.reason.facts["line"].facts["variant"] == "found"
    assert "a short search found" in str(capped) and "The line that removes the most" not in str(capped)
    small = explain(Game.from_number(5, "relaxed"))
    assert "variant" not in small.reason.facts["line"].facts
    assert "The line that removes the most cards removes" in str(small)


def test_a_search_for_a_line_stopped_at_once_claims_nothing_about_removals() -> None:
    why = explain(Game.from_number(1, "classic"), best_line_states=0)
    assert why.reason.facts["variant"] == "alone" and not why.moves
    assert str(why).startswith("No line wins from here: the search proved it, looking at ") and "no card" not in str(why)


def test_the_board_steps_through_the_whole_line() -> None:
    widget = PyramidWidget(Game.from_number(18))
    found = widget.why()
    widget.show_line(len(found.moves))
    assert widget.study["line"]["step"] == len(found.moves)
    assert widget.study["board"]["message"]["text"].startswith("The line that removes the most cards, all ")
    widget.lang = "de"
    assert widget.study["board"]["message"]["text"].startswith("Der Weg, der die meisten Karten ablegt, alle ")


def test_the_board_calls_a_line_from_a_short_search_the_best_found() -> None:
    widget = PyramidWidget(number=11, rules="classic")
    widget.why()
    widget.show_line(1)
    assert widget.study["board"]["message"]["text"].startswith("The best line a short search found, after 1 of its ")


def test_a_hint_on_a_lost_deal_starts_a_line_that_can_be_played() -> None:
    tip = hint(Game.from_number(18))
    assert tip.winnable is False and tip.reason.facts["removed"] == explain(Game.from_number(18)).reason.facts["line"].facts["removed"]


@pytest.mark.parametrize("rules", sorted(PRESETS))
def test_the_line_search_ends_a_game_exactly_where_the_engine_does(rules: str) -> None:
    """The search for the line that removes the most cards stops where the engine ends the game
    (no free pyramid card can ever go): the two rules agree on every position of random games."""
    rng = random.Random(rules)
    checked = stuck = 0
    for number in range(1, 41):
        if checked > 150 and stuck:
            break
        game = Game.from_number(number, rules)
        while True:
            steps, state = _EndingModel(model_for(game, prune=False)).start()
            over = game.outcome()
            if not steps and state is not None and any(card is not None for card in game.pyramid):
                ending = _EndingModel(model_for(game, prune=False))
                engine_ends = over is not None and over.reason == "stuck"
                assert ending._pyramid_stuck(state) == engine_ends, (rules, number, game.to_json())
                checked, stuck = checked + 1, stuck + engine_ends
            if over is not None:
                break
            game.play(rng.choice(list(game.legal_moves)))
    assert checked > 150 and stuck, (checked, stuck)


@pytest.mark.parametrize(("number", "rules", "kind"), [(18, "standard", "pyramid_alone"), (1, "classic", "search"), (29, "par", "pyramid_alone")])
def test_a_loss_proved_at_once_and_one_proved_by_searching_are_told_apart(number: int, rules: str, kind: str) -> None:
    why = explain(Game.from_number(number, rules))
    assert why.status == "unwinnable" and why.kind == kind
    assert (why.states == 0) == (kind == "pyramid_alone")


def test_a_loss_proved_at_once_by_the_waste_does_not_claim_the_pyramid_cannot_be_cleared() -> None:
    # every card must go, last pass: the waste holds 5h 5s 8h 8s, and one 8 is left elsewhere for the two 5s
    deal = (
        "Ks 6d Qs 3s 9h 7s 9c 7h Ad 2s Jd 4d 3c 6h Jc 2h Tc Jh 7d Qc 9s 5c 8c Kd As Th 5d 3h 5s 5h 8h 8s 9d Ah"
        " Ts 6c Kh 3d Js 4h 4c 2c 6s 4s 7c Td Qd Ac Qh Kc 8d 2d"
    )
    game = Game(deal, "classic")
    for move in ("5c+8c", "draw", "draw", "draw", "draw"):
        game.play(move)
    why, solved = explain(game), solve(game)
    assert solved.status == "unwinnable" and solved.states == 0 and why.kind == "pyramid_alone"
    assert "cannot all be paired off" in str(why) and "pyramid" not in str(solved).split("(")[1]
    cleared = game.copy()  # yet the pyramid itself can be cleared from here
    line = (
        "Kd Th+3h 5d+8s Qc+As 2h+Jh draw draw draw 7d+6c Kh 3c+Tc 4d+9s 7h+6h draw draw draw draw Jc+2c draw draw"
        " 2s+Jd 9c+4s 7c+6s draw Ad+Qd 3s+Td 9h+4c 6d+7s Qs+Ac Ks"
    )
    for move in line.split(" "):
        cleared.play(move)
    assert not any(cleared.pyramid)


def test_a_king_that_ends_the_game_before_stock_pairs_makes_the_best_line_no_proved_most() -> None:
    game = Game.from_number(373)
    line = (
        "Qc+Ah 9h+4c 2d+Jc draw Ts+3h 6s+7h draw 5h+8c 8s+5c Kc draw Kd draw 5s+8d draw draw Jd+2c 2s+Js Th+3d"
        " draw 7c+6h Kh 4h+9s draw draw draw 2h+Jh draw 9c+4d"
    )
    for move in line.split(" "):
        game.play(move)
    longer = game.copy()  # the stock pair first, then the King: three cards, where the King first ends the game
    for move in ("draw", "8h+5d", "Ks"):
        longer.play(move)
    assert longer.score.cards_removed - game.score.cards_removed == 3 and longer.outcome() is not None
    why = explain(game)
    assert why.status == "unwinnable" and not why.most and "a longer search may find more" in str(why)
