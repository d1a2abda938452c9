"""The session tally: each deal scored by the cards it removed, counted once, kept across deals and rules."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramid_solitaire import PRESETS, Game, PyramidError
from pyramid_solitaire.session import DealRecord, InvalidSessionError, Session
from pyramid_solitaire.solver import solve
from pyramid_solitaire.widget import PyramidWidget

records = st.builds(
    DealRecord,
    number=st.none() | st.integers(1, 2**40),
    rules=st.sampled_from(["standard", "classic", "pharaoh", "spanish"]),
    removed=st.integers(1, 52),
    cards=st.just(52),
    won=st.booleans(),
)


@given(st.lists(records, max_size=40))
def test_a_session_survives_its_json(deals: list[DealRecord]) -> None:
    session = Session(deals)
    again = Session.from_json(session.to_json())
    assert again == session and again.deals == tuple(deals)
    assert (again.played, again.won, again.cards_removed, again.per_deal, again.best, again.streak) == (
        session.played, session.won, session.cards_removed, session.per_deal, session.best, session.streak)
    assert Session.from_json(session.to_json().encode()) == session


def test_the_tally_of_a_few_deals() -> None:
    won = DealRecord(7, "standard", 52, 52, True)
    lost = DealRecord(8, "classic", 40, 52, False)
    session = Session([won, lost, won, won])
    assert (session.played, session.won, session.cards_removed) == (4, 3, 196)
    assert session.per_deal == [52, 40, 52, 52] and session.best == won and session.streak == 2
    assert Session().best is None and Session().streak == 0 and Session().summary() == (
        "Session: 0 played · 0 won · 0 cards · best 0 · streak 0")


BAD = [
    ("{", "saved session is not valid JSON"),
    ("[]", "saved session: expected a JSON object"),
    ('{"format": "pyramid-solitaire", "version": 1, "deals": []}', "format 'pyramid-solitaire' is not"),
    ('{"format": "pyramid-solitaire-session", "version": 2, "deals": []}', "version 2 is not supported"),
    ('{"format": "pyramid-solitaire-session", "version": true, "deals": []}', "version True is not supported"),
    ('{"format": "pyramid-solitaire-session", "version": 1.0, "deals": []}', "version 1.0 is not supported"),
    ('{"format": "pyramid-solitaire-session", "version": 1, "deals": {}}', "'deals' must be a list"),
    ('{"format": "pyramid-solitaire-session", "version": 1, "deals": [3]}', "deal 1: expected an object"),
    ('{"format": "pyramid-solitaire-session", "version": 1, "deals": [{"number": 0, "rules": "standard",'
     ' "removed": 2, "cards": 52, "won": false}]}', "deal 1: deal number 0 is not a whole number"),
    ('{"format": "pyramid-solitaire-session", "version": 1, "deals": [{"number": 1, "rules": "standard",'
     ' "removed": 53, "cards": 52, "won": false}]}', "removed 53 is not a whole number from 0 to 52"),
    ('{"format": "pyramid-solitaire-session", "version": 1, "deals": [{"number": 1, "rules": "standard",'
     ' "removed": true, "cards": 52, "won": false}]}', "removed True is not"),
    ('{"format": "pyramid-solitaire-session", "version": 1, "deals": [{"number": 1, "rules": "standard",'
     ' "removed": 2, "cards": 52, "won": "yes"}]}', "won 'yes' is not true or false"),
    ('{"format": "pyramid-solitaire-session", "version": 1, "deals": [{"number": 1, "rules": "",'
     ' "removed": 2, "cards": 52, "won": false}]}', "rules '': give the name of the rules as text of 1 to 100 characters"),
    ('{"format": "pyramid-solitaire-session", "version": 1, "deals": [{"number": 1, "rules": "standard",'
     ' "removed": 0, "cards": 52, "won": true}]}', "a deal won removed cards"),
    ("{}", "saved session: missing field 'format'"),  # was "format None is not …"
    ('{"format": "pyramid-solitaire-session", "deals": []}', "saved session: missing field 'version'"),
    ('{"format": "pyramid-solitaire-session", "version": 1}', "saved session: missing field 'deals'"),
    ('{"format": "pyramid-solitaire-session", "version": 1, "deals": [{"number": 1, "rules": "standard",'
     ' "removed": 52, "cards": 52, "won": true}], "deals": []}', "the key 'deals' comes twice in one object"),
    ('{"format": "pyramid-solitaire-session", "version": 1, "deals": [{"number": 1, "rules": "standard",'
     ' "removed": 52, "cards": 52, "won": true, "won": false}]}', "the key 'won' comes twice in one object"),
    (b"\xff\xfe", "not UTF-8 text"),
    ("[" * 100_000, "nested too deeply"),
    ("x" * 8_000_001, "far too long"),
]


@pytest.mark.parametrize(("text", "says"), BAD, ids=[str(i) for i in range(len(BAD))])
def test_a_bad_saved_session_is_refused_with_its_reason_and_changes_nothing(text: str | bytes, says: str) -> None:
    widget = PyramidWidget(number=1)
    widget.play("As+Qh")
    widget.load_number(2)
    before = (widget.session.to_json(), dict(widget.tally))
    with pytest.raises(InvalidSessionError) as info:
        widget.session = Session.from_json(text)
    assert isinstance(info.value, PyramidError) and says in str(info.value)
    assert (widget.session.to_json(), widget.tally) == before


def test_the_board_counts_a_deal_left_after_a_move_but_not_one_left_untouched() -> None:
    widget = PyramidWidget(number=1)
    widget.load_number(2)  # untouched: not counted
    assert widget.session.played == 0
    widget.play("draw")
    widget.undo()
    widget.load_number(3)  # every move taken back: not counted either
    assert widget.session.played == 0
    widget.play(next(m for m in widget.game.legal_moves if m.removes))
    removed = widget.game.score.cards_removed
    widget.handle_message({"type": "rules", "name": "classic"})  # new rules leave the deal too
    assert widget.session.deals == (DealRecord(3, "standard", removed, 52, False),)
    assert widget.tally["played"] == 1 and widget.tally["streak"] == 0


def test_a_won_deal_counts_once_when_it_ends_and_the_streak_grows() -> None:
    widget = PyramidWidget(number=1)
    for move in solve(widget.game).moves:
        widget.play(move)
    assert widget.outcome() is not None and widget.outcome().won
    assert widget.session.played == 1 and widget.session.won == 1 and widget.session.streak == 1
    widget.undo()
    widget.redo()  # the same end again: not counted twice
    widget.load_number(1)  # leaving a deal already counted: not counted again
    assert widget.session.played == 1
    for move in solve(widget.game).moves:
        widget.play(move)
    removed = widget.game.score.cards_removed  # the pyramid cleared: the win under standard rules
    assert widget.session.streak == 2 and widget.session.best == DealRecord(1, "standard", removed, 52, True)
    assert widget.tally["text"] == f"Session: 2 played · 2 won · {2 * removed} cards · best {removed} · streak 2"


def test_a_game_already_over_when_it_comes_to_the_board_is_not_counted() -> None:
    game = Game.from_number(1)
    for move in solve(game).moves:
        game.play(move)
    widget = PyramidWidget(game)
    widget.refresh()
    assert widget.session.played == 0


def test_reset_forgets_the_deals_and_redraws_the_header_in_the_boards_language() -> None:
    widget = PyramidWidget(number=1, lang="nl")
    widget.play("As+Qh")
    widget.load_number(2)
    assert widget.tally["text"].startswith("Sessie: 1 gespeeld")
    widget.session.reset()
    assert widget.session.played == 0 and widget.tally["played"] == 0
    widget.lang = "fi"
    assert widget.tally["text"] == "Istunto: 0 pelattu · 0 voitettu · 0 korttia · paras 0 · putki 0"
    widget.play("draw")
    widget.new_deal(winnable=False)
    assert widget.tally["played"] == 1
    widget.reset_session()
    assert widget.tally["played"] == 0


def test_the_session_is_not_in_the_saved_game_and_a_loaded_session_shows_at_once() -> None:
    widget = PyramidWidget(number=1)
    widget.play("As+Qh")
    widget.load_number(2)
    assert "session" not in json.loads(widget.game.to_json())
    saved = widget.session.to_json()
    other = PyramidWidget(number=5)
    other.session = Session.from_json(saved)
    assert other.tally["cards_removed"] == 2 and other.session == widget.session
    with pytest.raises(PyramidError, match="session must be a Session"):
        other.session = saved  # type: ignore[assignment]


@pytest.mark.parametrize("bad", ["As+Qh", None, 3])
def test_recording_or_watching_something_else_is_refused_and_changes_nothing(bad: object) -> None:
    session, seen = Session(), []
    session.watch(seen.append)
    with pytest.raises(PyramidError, match=f"record a Game, not {type(bad).__name__}"):
        session.record(bad)  # type: ignore[arg-type]
    with pytest.raises(PyramidError, match="callback must be callable"):
        session.watch(bad)  # type: ignore[arg-type]
    session.reset()  # a change: only the one watcher hears of it
    assert session.played == 0 and seen == [session]


def test_a_record_no_deal_can_have_is_refused_as_a_saved_one_is() -> None:
    with pytest.raises(InvalidSessionError, match=r"^DealRecord: removed 60 is not a whole number from 0 to 52$"):
        DealRecord(1, "standard", 60, 52, True)
    with pytest.raises(InvalidSessionError, match=r"^DealRecord: deal number 'x' is not a whole number from 1"):
        DealRecord("x", 5, "a", None, 3)  # type: ignore[arg-type]
    record = DealRecord(None, "custom", 10, 104, False)
    assert Session.from_json(Session([record]).to_json()).deals == (record,)


def test_a_deal_number_is_one_a_deal_can_have() -> None:
    from pyramid_solitaire.deal import MAX_DEAL_NUMBER

    largest = Session([DealRecord(MAX_DEAL_NUMBER, "standard", 2, 52, False)])
    assert Session.from_json(largest.to_json()) == largest
    for number in (0, MAX_DEAL_NUMBER + 1, 10**4000):
        with pytest.raises(InvalidSessionError, match="is not a whole number from 1 to 9,223,372,036,854,775,807"):
            DealRecord(number, "standard", 2, 52, False)


def test_a_rules_name_with_a_lone_surrogate_is_refused_as_rules_are() -> None:
    with pytest.raises(InvalidSessionError, match="give the name of the rules as text"):
        DealRecord(1, "\ud800", 2, 52, False)


def test_a_rules_name_with_a_control_character_is_refused_as_rules_are() -> None:
    with pytest.raises(InvalidSessionError, match=re.escape("rules 'a\\x01\\x1b[31mred': the name of the rules is one line")):
        DealRecord(1, "a\x01\x1b[31mred", 2, 52, False)  # a terminal's escape codes, printed by summary()


def test_a_record_holds_the_cards_of_one_or_two_decks() -> None:
    # Before, any count from 1 to 1,000 loaded: {"cards": 7, "removed": 7, "won": true} counted as a win.
    with pytest.raises(InvalidSessionError, match=re.escape("cards 7: a deal is played with 48, 52, 96 or 104 cards")):
        DealRecord(1, "standard", 7, 7, True)
    for name in PRESETS:
        assert DealRecord.of(Game.from_number(1, name)).cards in (48, 52, 104)
    assert DealRecord(1, "spanish/2 decks", 0, 96, False).cards == 96
