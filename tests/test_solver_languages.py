"""What the solver says reads in every language: its verdicts, the limits that stopped it, its hints
and its refusal to play a solution it does not have, each rendered from a reason with the facts
behind it; the English sentences are those of before."""

from __future__ import annotations

import pickle
import random
import re
import threading

import pytest

from pyramid_solitaire import Game, Rules
from pyramid_solitaire.i18n import _SOLVER_EN, REASONS, render
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.position import Outcome
from pyramid_solitaire.reasons import Reason
from pyramid_solitaire.solver import NoSolutionError, Solution, hint, play_steps, solve
from pyramid_solitaire.solver.batch import WinRate
from pyramid_solitaire.solver.deals import random_winnable_number_steps, winnable_number_steps
from pyramid_solitaire.solver.search import LimitReached, SearchStopped, finish, time_limit_reached

PLACEHOLDER = re.compile(r"\{[a-z_]+(?:[!:][^{}]*)?\}")
HARD = (1, Rules(rows=10, decks=2, passes=1))  # pharaoh with one pass: never decided in a test's time
SAMPLE = {
    "n": 2, "pile": 2, "seconds": 0.25, "start": 7, "states": 12_345, "least": 40, "removed": 3, "code": "As+Qh", "move": "A♠+Q♥",
    "codes": ["As+Qh", "draw"], "win_moves": ["A♠+Q♥", "Ziehen"], "limit": Reason.of("limit_states", n=500), "rate": 6.8, "low": 6.32, "high": 7.31,
    "wins": 680, "decided": 10_000, "unknown": 3, "growth": 2.8, "moves": 43, "cap": 1_500_000,
    "outcome": Outcome.of(False, "no_moves", left=3, variant="no_pass"), "preset": "Pharaoh", "passes": 2, "first": 1, "last": 5_500,
}


def assert_reads_in_every_language(english: str, describe: object) -> None:
    assert callable(describe)
    assert describe("en") == english and english and not PLACEHOLDER.search(english), english
    for lang in LANGUAGES[1:]:
        sentence = describe(lang)
        assert sentence and sentence != english and not PLACEHOLDER.search(sentence), (lang, sentence)
        assert "'variant'" not in sentence and "Reason.of" not in sentence, (lang, sentence)


@pytest.mark.parametrize("key", sorted(_SOLVER_EN))
def test_every_solver_sentence_reads_in_every_language(key: str) -> None:
    code, _, variant = key.partition(".")
    facts = {**SAMPLE, **({"variant": variant} if variant else {})}
    english = render(code, facts)
    assert_reads_in_every_language(english, lambda lang: render(code, facts, lang))
    assert all(key in REASONS[lang] for lang in LANGUAGES)


def test_each_limit_is_a_reason_and_its_english_words_are_those_of_before(monkeypatch: pytest.MonkeyPatch) -> None:
    stop = threading.Event()
    stop.set()
    cases = {
        "state limit 128 reached": solve(1, "classic", max_states=128),
        "time limit 0.05 s reached": solve(Game.from_number(*HARD), max_seconds=0.05),
        "the search was stopped": solve(1, "classic", stop=stop),
        "a limit of 0 allows no search": solve(1, max_states=0),
    }
    monkeypatch.setattr("pyramid_solitaire.solver.search.DECIDE_MAX_POSITIONS", 1_000)
    cases["memory cap of 1,000 positions reached"] = solve(1, "classic")
    monkeypatch.setattr("pyramid_solitaire.solver.summaries.SUMMARIES_MAX_ENTRIES", 500)
    cases["memory cap of 500 table entries reached"] = solve(1, "relaxed")
    codes = set()
    for english, found in cases.items():
        assert found.status == "unknown" and found.limit == english and found.stopped_by is not None
        assert str(found) == f"unknown: {english}" == found.describe("en")
        assert_reads_in_every_language(english, found.stopped_by.describe)
        assert_reads_in_every_language(str(found), found.describe)
        codes.add(found.stopped_by.code)
    assert codes == {"limit_states", "limit_time", "limit_stopped", "limit_zero", "limit_memory", "limit_memory_entries"}


def test_verdicts_read_in_every_language() -> None:
    won, shortest = solve(1), solve(1, optimal=True)
    cut = solve(33, "apophis", optimal=True, max_states=2_000)
    assert cut.shortest_unproved and cut.fewest_moves_at_least is not None
    unproved = Solution("winnable", won.moves, stopped_by=Reason.of("limit_stopped"))
    lost, at_once = solve(1, "classic"), solve(12, "classic")
    expected = [
        (won, f"winnable: win in 44 moves: {' '.join(won.codes)}"),
        (shortest, f"winnable: shortest win in 43 moves: {' '.join(shortest.codes)}"),
        (cut, f"winnable: win in {len(cut.moves)} moves (shortest not proved: state limit 2,000 reached; a win takes "
         f"at least {cut.fewest_moves_at_least} moves): {' '.join(cut.codes)}"),
        (unproved, f"winnable: win in 44 moves (shortest not proved: the search was stopped): {' '.join(won.codes)}"),
        (lost, f"unwinnable (proved by searching {lost.states:,} positions)"),
        (at_once, "unwinnable (proved at once: the cards that must still go cannot all be paired off, whatever the order of play)"),
    ]
    for found, english in expected:
        assert str(found) == english
        assert_reads_in_every_language(english, found.describe)
    assert "12.345" in Solution("unwinnable", states=12_345).describe("de")  # counts grouped as German writes them
    # English lists the codes Game.play reads; the other languages the moves in their own words
    assert solve(1).describe("en").startswith("winnable: win in 44 moves: As+Qh 3c+Ts draw draw ")
    assert solve(1).describe("de").startswith("gewinnbar: Sieg in 44 Zügen: A♠+Q♥, 3♣+10♠, Ziehen, Ziehen, ")
    assert solve(1).describe("nl").startswith("winbaar: winst in 44 zetten: A♠+Q♥, 3♣+10♠, trekken, trekken, ")
    assert solve(1).describe("fi").startswith("voitettavissa: voitto 44 siirrolla: A♠+Q♥, 3♣+10♠, nosto, nosto, ")


def test_a_win_of_one_move_says_move() -> None:
    game = Game.from_number(1)
    line = solve(game).moves
    for move in line[:-1]:
        game.play(move)
    last = solve(game)
    assert str(last).startswith("winnable: win in 1 move: ") and "in 1 Zug: " in last.describe("de")
    assert hint(game).message == f"Play {last.moves[0].pretty}: it wins."


def test_a_hint_to_draw_or_turn_the_waste_over_says_it_in_words() -> None:
    recycling = Game.from_number(1)
    line = solve(recycling).moves
    for move in line[: [move.kind for move in line].index("recycle")]:
        recycling.play(move)
    tips = {
        "draw": hint(Game.from_number(8)),
        "draw_pile": hint(Game.from_number(8, "apophis")),
        "recycle": hint(recycling),
    }
    assert [tip.move.kind for tip in tips.values()] == ["draw", "draw", "recycle"]  # type: ignore[union-attr]
    assert tips["draw"].message == "Draw a card: the first move of a win in 58 moves."
    assert tips["draw_pile"].message == "Draw a card onto pile 1: the first move of a win in 79 moves."
    assert tips["recycle"].message == "Turn the waste over: the first move of a win in 8 moves."
    assert tips["draw_pile"].describe("de") == "Ziehe eine Karte auf Stapel 1: der erste Zug eines Siegs in 79 Zügen."
    for tip in tips.values():
        assert_reads_in_every_language(tip.message, tip.describe)
        for lang in ("de", "nl", "fi"):
            assert "draw" not in tip.describe(lang) and "recycle" not in tip.describe(lang)


def test_a_lost_hint_starting_with_a_draw_says_the_draw_in_words() -> None:
    game = Game.from_number(1, "classic")
    tip = hint(game)
    while tip.move is not None and tip.move.removes:
        game.play(tip.move)
        tip = hint(game)
    assert tip.winnable is False and tip.move is not None and tip.move.kind == "draw"
    assert tip.message.startswith("This position cannot be won; a draw starts a line"), tip.message
    assert tip.describe("de").startswith("Diese Stellung ist nicht zu gewinnen; Ziehen beginnt einen Weg")


def test_the_time_limit_is_written_with_the_languages_decimal_mark() -> None:
    reason = time_limit_reached(2 / 3)
    assert reason.describe() == "time limit 0.667 s reached"
    assert [reason.describe(lang) for lang in ("de", "nl", "fi")] == [
        "Zeitgrenze von 0,667 s erreicht", "tijdgrens van 0,667 s bereikt", "aikaraja 0,667 s saavutettiin"]


def test_hints_read_in_every_language() -> None:
    over = Game.from_number(1)
    for move in solve(over).moves:
        over.play(move)
    tips = {
        "play": hint(Game.from_number(1)),
        "lost": hint(Game.from_number(1, "classic")),
        "unknown": hint(Game.from_number(*HARD), max_seconds=0.5),
        "over": hint(over),
    }
    assert tips["play"].message.startswith("Play A♠+Q♥: the first move of a win in 44 moves.")
    assert re.fullmatch(r"This position cannot be won; \S+ starts a line that removes \d+ more cards\.",
                        tips["lost"].message), tips["lost"].message
    assert re.fullmatch(r"The search stopped before deciding \(time limit 0\.5 s reached\); (a draw|\S+ \([PSW\d+]+\)) (starts a line that "
                        r"removes \d+ more cards|keeps the most cards removable)\.", tips["unknown"].message)
    assert tips["over"].message == over.outcome().message and tips["over"].winnable is True  # type: ignore[union-attr]
    for tip in tips.values():
        assert str(tip) == tip.message == tip.describe()
        assert_reads_in_every_language(tip.message, tip.describe)
    assert "(Zeitgrenze von 0,5 s erreicht)" in tips["unknown"].describe("de")  # the hint's own limit


def test_playing_a_solution_that_is_not_there_is_refused_in_every_language() -> None:
    with pytest.raises(NoSolutionError) as lost:
        next(play_steps(Game.from_number(1, "classic")))
    with pytest.raises(NoSolutionError) as stopped:
        next(play_steps(Game.from_number(1), solve(1, "classic", max_states=128)))
    assert str(lost.value) == "no winning line to play: this position cannot be won"
    assert str(stopped.value) == "no winning line to play: the search stopped (state limit 128 reached)"
    for error in (lost.value, stopped.value):
        assert error.reason == "no_solution" and isinstance(error, ValueError)
        assert_reads_in_every_language(str(error), error.describe)


def test_a_stopped_search_for_a_winnable_deal_says_so_in_every_language() -> None:
    stop = threading.Event()
    stop.set()
    with pytest.raises(SearchStopped) as info:
        finish(winnable_number_steps(5, "classic", stop=stop))
    assert str(info.value) == "the search for a winnable deal from number 5 was stopped"
    assert info.value.reason.code == "limit_stopped"
    assert_reads_in_every_language(str(info.value), info.value.describe)
    with pytest.raises(SearchStopped) as drawn:
        finish(random_winnable_number_steps("classic", stop=stop))
    assert str(drawn.value) == "the search for a winnable deal was stopped"
    assert_reads_in_every_language(str(drawn.value), drawn.value.describe)


def test_limits_and_solutions_keep_their_reasons_through_pickling() -> None:
    stopped = LimitReached(Reason.of("limit_memory", n=1_000))
    again = pickle.loads(pickle.dumps(stopped))
    assert type(again) is LimitReached and again.reason == stopped.reason and str(again) == str(stopped)
    found = solve(1, "classic", max_states=128)
    assert pickle.loads(pickle.dumps(found)).describe("fi") == found.describe("fi")
    assert str(LimitReached("plain words")) == "plain words"  # a message of its own still reads as given


def test_a_win_rate_reads_in_every_language() -> None:
    rate, open_rate = WinRate.counted(680, 10_000), WinRate.counted(680, 10_000, 3)
    assert str(rate) == "6.80 % (95 % CI 6.32-7.31 %, 680 of 10,000 deals)"
    assert str(open_rate) == "6.80 % (95 % CI 6.32-7.31 %, 680 of 10,000 deals), 3 undecided"
    for found in (rate, open_rate):
        assert_reads_in_every_language(str(found), found.describe)
    assert open_rate.describe("nl") == "6,80 % (95%-BI 6,32-7,31 %, 680 van 10.000 spellen), 3 onbeslist"


def test_an_unknown_language_is_refused_with_the_languages_there_are() -> None:
    for describe in (solve(1).describe, hint(Game.from_number(1)).describe, WinRate.counted(1, 2).describe,
                     LimitReached(Reason.of("limit_zero")).describe):
        with pytest.raises(ValueError, match=r"unknown language 'xx': use one of en, de, nl, fi"):
            describe("xx")


def test_a_stop_set_before_the_search_for_a_winnable_deal_ends_it_whatever_number_comes_first() -> None:
    stop = threading.Event()
    stop.set()
    class Three(random.Random):  # classic deal 3 is won in 38 states, before a search looks at its stop
        def randrange(self, *args: object) -> int:  # type: ignore[override]
            return 3

    for rng in (Three(), *(random.Random(seed) for seed in range(20))):
        with pytest.raises(SearchStopped):
            finish(random_winnable_number_steps("classic", rng=rng, stop=stop))
