"""Bad input to the engine: a wrong type, a malformed move code, a position named by code, long input
and the Spanish deck's words. Each gets a short error of the package (a ValueError) that names the
input and the reason, and changes nothing."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from conftest import WholeNumber, build_game, state

from pyramid_solitaire import (
    Card,
    Deal,
    Game,
    IllegalMoveError,
    InvalidCardError,
    InvalidDealError,
    InvalidGameFileError,
    InvalidMoveError,
    InvalidRulesError,
    Move,
    Outcome,
    Position,
    PyramidError,
    Rules,
)
from pyramid_solitaire.i18n import render
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.session import InvalidSessionError, Session

LONG = "x" * 5000


def refused(act: Callable[[], object], kind: type[PyramidError] = PyramidError) -> PyramidError:
    with pytest.raises(kind) as info:
        act()
    assert isinstance(info.value, ValueError)
    assert len(str(info.value)) < 400, str(info.value)
    return info.value


# --- 1. a wrong type is bad input like a wrong value -----------------------------------------------
@pytest.mark.parametrize(
    ("act", "kind", "named"),
    [
        (lambda: Card("A", "h"), InvalidCardError, "rank 'A'"),  # type: ignore[arg-type]
        (lambda: Card(1, 5), InvalidCardError, "suit 5"),  # type: ignore[arg-type]
        (lambda: Card(True, "h"), InvalidCardError, "rank True"),
        (lambda: Card(1, ""), InvalidCardError, "suit ''"),  # "" is in every string: it was taken
        (lambda: Card(1, "dh"), InvalidCardError, "suit 'dh'"),
        (lambda: Deal.from_cards(None), InvalidDealError, "not NoneType"),  # type: ignore[arg-type]
        (lambda: Deal.from_cards(5), InvalidDealError, "not int"),  # type: ignore[arg-type]
        (lambda: Deal.from_cards(["As"] * 52), InvalidDealError, "position 1 holds 'As', which is not a Card"),
        (lambda: Deal.from_cards([[1]] * 52), InvalidDealError, "position 1 holds [1]"),  # type: ignore[list-item]
        (lambda: Deal(5), InvalidDealError, "not int"),  # type: ignore[arg-type]
        (lambda: Deal("As Ks"), InvalidDealError, "Deal.parse reads a deal from text"),  # type: ignore[arg-type]
        (lambda: Deal(Deal.from_number(1).cards, "x"), InvalidDealError, "not 'x'"),  # type: ignore[arg-type]
        (lambda: Deal(Deal.from_number(1).cards, 0), InvalidDealError, "deal number 0 is out of range"),
        (lambda: Deal.random(seed=[1]), InvalidDealError, "not [1]"),  # type: ignore[arg-type]
        (lambda: Deal.random(seed=float("nan")), InvalidDealError, "not nan"),  # type: ignore[arg-type]
        (lambda: Rules.preset("standard").replace(bogus=1), InvalidRulesError, "unknown rules parameter: bogus"),
        (lambda: Rules(bogus=1), InvalidRulesError, "unknown rules parameter: bogus"),  # type: ignore[call-arg]
        (lambda: Rules.from_dict({"jokers": 2}), InvalidRulesError, "unknown rules parameter: jokers"),
        (lambda: Game(1, 5), InvalidRulesError, "not int"),  # type: ignore[arg-type]
        (lambda: Game.from_number(None), InvalidDealError, "not None"),  # type: ignore[arg-type]
        (lambda: Game.from_number(1, 5), InvalidRulesError, "not int"),  # type: ignore[arg-type]
        (lambda: Game(10**5000), InvalidDealError, "(5,001 characters) is out of range"),
        (lambda: Game.from_number(1).to_json(indent=1.5), PyramidError, "indent=1.5"),  # type: ignore[arg-type]
        (lambda: Game.from_number(1, "apophis").waste_name(4), InvalidMoveError, "no waste pile 4"),
        (lambda: Game.from_number(1).waste_name("x"), InvalidMoveError, "no waste pile 'x'"),  # type: ignore[arg-type]
        (lambda: Position.start(1, "standard"), InvalidDealError, "not int"),  # type: ignore[arg-type]
        (lambda: Position.start(Deal.from_number(1), None).covering(99), InvalidMoveError, "no pyramid position 99"),
        (lambda: Move("king", None, ()), InvalidMoveError, "not None"),  # type: ignore[arg-type]
        (lambda: Move("draw", pile="x"), InvalidMoveError, "not 'x'"),  # type: ignore[arg-type]
        (lambda: Move("recycle", pile=2), InvalidMoveError, "a recycle move names no waste pile"),
        (lambda: Session(5), InvalidSessionError, "not int"),  # type: ignore[arg-type]
        (lambda: render(["no_undo"]), PyramidError, "not ['no_undo']"),  # type: ignore[arg-type]
    ],
)
def test_a_wrong_type_raises_the_package_error_naming_the_input(
    act: Callable[[], object], kind: type[PyramidError], named: str
) -> None:
    assert named in str(refused(act, kind))


def test_whole_numbers_of_other_types_still_work() -> None:
    assert Card(WholeNumber(12), "h") == Card.parse("Qh") and type(Card(WholeNumber(12), "h").rank) is int  # type: ignore[arg-type]
    assert Deal.random(WholeNumber(7)) == Deal.random(7)  # type: ignore[arg-type]
    assert Deal(Deal.from_number(1).cards, WholeNumber(1)).number == 1  # type: ignore[arg-type]
    assert Deal.random(b"seed") == Deal.random(b"seed")


# --- 2. a malformed move code is refused as such, whatever the game -------------------------------
MALFORMED = [
    ("draw x", "draw_argument", "not 'x'"),
    ("draw+", "draw_argument", "not '+'"),
    ("draw -1", "draw_argument", "not '-1'"),
    ("recycle 2", "recycle_argument", "not '2'"),
    ("Recycle x", "recycle_argument", "not 'x'"),
    ("As+", "empty_part", "a '+' needs a card on each side"),
    ("+As", "empty_part", "a '+' needs a card on each side"),
    ("P21+", "empty_part", "a '+' needs a card on each side"),
    ("S+", "empty_part", "a '+' needs a card on each side"),
    ("As++Qh", "empty_part", "a '+' needs a card on each side"),
    ("As+Qh+", "empty_part", "a '+' needs a card on each side"),
    ("As&&Qh", "empty_part", "a '&' needs a card on each side"),
]


@pytest.mark.parametrize("rules", ["standard", "apophis"])
@pytest.mark.parametrize(("code", "reason", "because"), MALFORMED, ids=[code for code, _, _ in MALFORMED])
def test_malformed_codes_are_unreadable_and_change_nothing(rules: str, code: str, reason: str, because: str) -> None:
    game = Game.from_number(1, rules)
    game.play("As+Qh")
    before, history = state(game), game.history
    error = refused(lambda: game.play(code), InvalidMoveError)
    assert not isinstance(error, IllegalMoveError)
    assert error.reason == reason and str(error).startswith(f"cannot read move {code!r}: ") and because in str(error)
    assert "is neither a card" not in str(error) and "King" not in str(error)
    assert len({error.describe(lang) for lang in LANGUAGES}) == len(LANGUAGES)
    assert state(game) == before and game.history == history
    assert code not in game.legal_moves


@pytest.mark.parametrize(
    ("rules", "code", "because"),
    [
        ("standard", "draw 0", "cannot draw to waste pile 0: there is only one waste pile"),
        ("standard", "draw 10", "cannot draw to waste pile 10: there is only one waste pile"),
        ("apophis", "draw 0", "cannot draw to waste pile 0: the piles are 1, 2 and 3"),
        ("apophis", "draw 4", "cannot draw to waste pile 4: the piles are 1, 2 and 3"),
        ("apophis", "draw 123456789", "cannot draw to waste pile 123456789: the piles are 1, 2 and 3"),
        ("apophis", "draw 1234567890", "after 'draw' comes nothing or a waste pile number, like 'draw 2', not"),
    ],
)
def test_a_draw_to_no_such_pile_is_refused_and_changes_nothing(rules: str, code: str, because: str) -> None:
    game = Game.from_number(1, rules)
    before = state(game)
    error = refused(lambda: game.play(code), InvalidMoveError)
    assert because in str(error) and not isinstance(error, IllegalMoveError)
    assert state(game) == before and game.history == ()


def test_well_formed_codes_still_read() -> None:
    for code in ("As+Qh", " As + Qh ", "As Qh", "As&Qh", "P21+P27", "p21 + P27"):
        game = Game.from_number(1)
        assert game.play(code).code == "As+Qh"
    game = Game.from_number(1, "apophis")
    assert [game.play(code).code for code in ("draw2", "DRAW  3", "draw 01")] == ["draw 2", "draw 3", "draw 1"]
    with pytest.raises(InvalidMoveError, match="name one or two cards"):
        game.play("+")
    with pytest.raises(InvalidMoveError, match="'drawing' is neither a card"):
        game.play("drawing")


# --- 3. a pyramid position may be named by number or by code, everywhere -------------------------
def test_pyramid_positions_by_code_or_number() -> None:
    game = Game.from_number(1)
    position = game.position
    assert game.is_free("P0") is False and game.is_free(" p27 ") is True
    assert position.covering("P0") == position.covering(0) == [Card.parse("2d"), Card.parse("9h")]
    assert position.covering_places("P0") == [1, 2] and position.check_index("P12") == 12
    assert game.card_at(0) == game.card_at("P0") == Card.parse("Jd")
    for where in ("P28", 28, -1):
        error = refused(lambda where=where: game.is_free(where), InvalidMoveError)
        assert str(error).startswith(f"there is no pyramid position {where!r}: positions run ")
    for where in ("S", "W", None, 1.0, "x" * 5000):
        error = refused(lambda where=where: game.is_free(where), InvalidMoveError)  # type: ignore[arg-type]
        assert error.reason == "not_a_pyramid_position" and "is not a pyramid position" in str(error)
        assert "0-27" in str(error) and "P0-P27" in str(error)
    error = refused(lambda: position.covering_places(10**5000), InvalidMoveError)
    assert "(5,001 characters)" in str(error)


# --- 4. long input is quoted shortened, with its length -----------------------------------------
def saved(**changes: Any) -> str:
    data = json.loads(Game.from_number(1).to_json())
    data.update(changes)
    return json.dumps(data)


RULES = Rules.preset("standard").to_dict()


@pytest.mark.parametrize(
    ("act", "kind"),
    [
        (lambda: Rules.preset(LONG), InvalidRulesError),
        (lambda: Rules(win=LONG), InvalidRulesError),  # type: ignore[arg-type]
        (lambda: Rules(deck_type=LONG), InvalidRulesError),  # type: ignore[arg-type]
        (lambda: Rules(name=LONG), InvalidRulesError),
        (lambda: Rules(passes=[LONG]), InvalidRulesError),  # type: ignore[arg-type]
        (lambda: Rules.preset("classic").replace(**{LONG: 1}), InvalidRulesError),
        (lambda: Card(1, LONG), InvalidCardError),
        (lambda: Card.parse("Ah", LONG), InvalidCardError),  # type: ignore[arg-type]
        (lambda: Card.parse("Ah").name(LONG), PyramidError),
        (lambda: Deal.from_number(LONG), InvalidDealError),  # type: ignore[arg-type]
        (lambda: Game.from_json(saved(rules=LONG)), InvalidGameFileError),
        (lambda: Game.from_json(saved(rules={**RULES, "name": LONG, "passes": 2})), InvalidGameFileError),
        (lambda: Game.from_json(saved(rules={**RULES, LONG: 1})), InvalidGameFileError),
        (lambda: Game.from_json(saved(rules={**RULES, "win": LONG})), InvalidGameFileError),
        (lambda: Session.from_json(json.dumps({"format": "pyramid-solitaire-session", "version": 1,
                                               "deals": [{"number": 1, "rules": LONG, "removed": 0, "cards": 52,
                                                          "won": False}]})), InvalidSessionError),
    ],
)
def test_long_input_is_quoted_shortened(act: Callable[[], object], kind: type[PyramidError]) -> None:
    error = refused(act, kind)
    assert re.search(r"…'? \(5,00\d characters\)", str(error)), str(error)


def test_many_unknown_rules_parameters_are_counted_not_listed() -> None:
    error = refused(lambda: Rules.from_dict({f"jokers{i}": i for i in range(1000)}), InvalidRulesError)
    assert "and 995 more" in str(error) and "(the parameters are passes, win" in str(error)


# --- 5. the Spanish deck's Rey (12) goes alone: the early-end messages say so ---------------------
SPANISH_WALLED = "11o 11c 11e 11b 10o 10c 10e 10b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b 6o  1o 1c 1e 1b 2o 2c 2e"
KING_WORDS = ("King", "König", "heer", "kuningas")


def spanish_ends(*pyramid: str, stock: str = "") -> Outcome:
    rules = Rules.preset("spanish").replace(rows=2)
    cards = [Card.parse(code, "spanish") if code != "-" else None for code in pyramid]
    stocked = tuple(Card.parse(code, "spanish") for code in stock.split())
    outcome = Position(rules, tuple(cards), stocked, ((),)).outcome()
    assert outcome is not None and outcome.reason == "stuck"
    return outcome


def assert_names_the_rey(outcome: Outcome) -> None:
    for lang in LANGUAGES:
        sentence = outcome.describe(lang)
        assert "Rey (12)" in sentence and not any(word in sentence for word in KING_WORDS), (lang, sentence)


def test_the_early_end_of_a_spanish_game_names_the_rey() -> None:
    game = build_game(SPANISH_WALLED, "", "spanish")
    outcome = game.outcome()
    assert outcome is not None and outcome.reason == "stuck"
    assert outcome.message == (
        "Lost: none of the 20 cards left in the stock and waste can pair with 1 oros, 1 copas, 1 espadas, 1 bastos, "
        "2 oros, 2 copas or 2 espadas, and no pair or Rey (12) is left in the pyramid."
    )
    assert_names_the_rey(outcome)
    assert_names_the_rey(spanish_ends("5o", "1o", "2o", stock="3c"))  # one card left outside the pyramid
    empty = spanish_ends("5o", "1o", "2o")
    assert empty.message == (
        "Lost: the stock and waste are empty, and no pair or Rey (12) is left among the free cards 1 oros and 2 oros."
    )
    assert_names_the_rey(empty)
    alone = spanish_ends("5o", "1o", "-")
    assert alone.message == "Lost: the stock and waste are empty, and the only free card, 1 oros, is no Rey (12) and has no partner."
    assert_names_the_rey(alone)


def test_the_early_end_of_a_french_game_still_names_the_king() -> None:
    french = Position(Rules(rows=2), (Card.parse("5h"), Card.parse("Ah"), Card.parse("2h")), (), ((),)).outcome()
    assert french is not None and french.message.endswith("no pair or King is left among the free cards A♥ and 2♥.")
