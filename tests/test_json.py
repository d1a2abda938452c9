"""Saved games: JSON round trips and clear refusals of malformed or tampered files."""

from __future__ import annotations

import json
from typing import Any

import pytest
from conftest import build_game, play_all

from pyramid_solitaire import PRESETS, Game, InvalidGameFileError, Rules
from pyramid_solitaire.rules import with_passes
from pyramid_solitaire.session import Session


def test_the_saved_form() -> None:
    game = play_all(Game.from_number(1), "As+Qh,draw,draw")
    data = json.loads(game.to_json())
    assert data == {
        "format": "pyramid-solitaire",
        "version": 1,
        "rules": Rules.preset("standard").to_dict(),
        "deal": str(Game.from_number(1).deal),
        "number": 1,
        "moves": ["P21+P27", "draw", "draw"],
    }
    assert "\n" not in game.to_json(indent=None)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_round_trip_under_every_preset(name: str) -> None:
    game = Game.from_number(9, name)
    for _ in range(15):
        moves = list(game.legal_moves)
        if not moves:
            break
        removals = [move for move in moves if move.removes]
        game.play(removals[0] if removals else moves[-1])
    text = game.to_json()
    back = Game.from_json(text)
    assert back == game
    assert back.history == game.history and back.removed == game.removed
    assert back.rules == game.rules and back.rules.name == name
    assert back.deal.number == 9 and back.to_json() == text
    assert Game.from_json(text.encode()) == game


def test_round_trip_of_a_custom_deal_and_custom_rules() -> None:
    rules = Rules(rows=3, passes=None, overlapping_pairs=True)
    game = build_game("9h  4c 5h  Ks 4d 8s", "9c", rules)
    play_all(game, "Ks,4d+S,draw")
    back = Game.from_json(game.to_json())
    assert back == game and back.deal.number is None and back.rules.name == "custom"


def test_rules_keep_their_own_name_only_when_they_are_that_preset() -> None:
    data = base()
    data["rules"] = {**data["rules"], "passes": 1}  # named "standard", but one pass
    game = Game.from_json(json.dumps(data))
    assert game.rules.passes == 1 and game.rules.name == "relaxed"  # the preset these rules are
    data["rules"] = {**data["rules"], "overlapping_pairs": True}
    assert Game.from_json(json.dumps(data)).rules.name == "custom"
    data["rules"]["name"] = "my rules"
    assert Game.from_json(json.dumps(data)).rules.name == "my rules"


def test_a_preset_with_other_passes_keeps_its_name_only_while_it_names_the_rules() -> None:
    game = Game.from_number(3, with_passes(Rules.preset("relaxed"), 2))
    assert Game.from_json(game.to_json()).rules.name == "relaxed/2 passes"  # not standard/2 passes
    data = json.loads(game.to_json())
    data["rules"]["passes"] = 4  # an edited file: the name no longer says the rules
    assert Game.from_json(json.dumps(data)).rules.name == "standard/4 passes"
    data["rules"]["overlapping_pairs"] = True
    assert Game.from_json(json.dumps(data)).rules.name == "custom"
    data["rules"].update(name="standard/10000 passes", overlapping_pairs=False, passes=1)  # a count no menu makes
    assert Game.from_json(json.dumps(data)).rules.name == "relaxed"
    data["rules"]["name"] = "standard/" + "9" * 5000 + " passes"  # no count is read from a name this long
    with pytest.raises(InvalidGameFileError, match="a rules name has at most 100 characters"):
        Game.from_json(json.dumps(data))
    data["rules"]["name"] = "\ud800 mine"  # could not be written out again
    with pytest.raises(InvalidGameFileError, match="lone surrogates"):
        Game.from_json(json.dumps(data))


def test_a_preset_name_as_rules_is_accepted() -> None:
    data = json.loads(Game.from_number(3, "classic").to_json())
    data["rules"] = "classic"
    assert Game.from_json(json.dumps(data)).rules.name == "classic"


def bad(text: str | bytes | None, message: str) -> None:
    with pytest.raises(InvalidGameFileError) as info:
        Game.from_json(text)  # type: ignore[arg-type]
    assert message in str(info.value), str(info.value)


def base() -> dict[str, Any]:
    return json.loads(play_all(Game.from_number(1), "As+Qh,draw,3c+Ts").to_json())  # type: ignore[no-any-return]


def tampered(**changes: Any) -> str:
    data = base()
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


def test_malformed_json() -> None:
    bad("{not json", "saved game is not valid JSON")
    bad("", "saved game is not valid JSON")
    bad(None, "saved game is not valid JSON")
    bad("[1, 2]", "saved game: expected a JSON object")
    bad('"standard"', "saved game: expected a JSON object")


def test_wrong_format_and_version() -> None:
    bad(tampered(format="chess"), "format 'chess' is not 'pyramid-solitaire'")
    bad(tampered(format=...), "saved game: missing field 'format'")
    bad(tampered(format=None), "format None is not 'pyramid-solitaire'")
    bad('{"format": "chess", "format": "pyramid-solitaire"}', "saved game: the key 'format' comes twice in one object")
    bad(tampered(version=2), "version 2 is not supported (only 1)")
    bad(tampered(version=True), "version True is not supported (only 1)")  # JSON true equals 1 in Python
    bad(tampered(version=1.0), "version 1.0 is not supported (only 1)")


def test_saved_rules_lack_no_parameter() -> None:
    # A default would change the game unsaid: classic without its win condition would load as relaxed.
    for key in ("win", "passes", "rows"):
        rules = base()["rules"]
        del rules[key]
        bad(tampered(rules=rules), f"saved game: missing field 'rules.{key}'")
    bad(tampered(rules={}), "saved game: missing field 'rules.passes'")
    bad(tampered(rules=None), "saved game: rules are an object of rules parameters or a preset's name, not null")
    rules = base()["rules"]
    del rules["name"]  # the name alone may go: rules are named after what they are
    assert Game.from_json(tampered(rules=rules)).rules.name == "standard"


def test_a_number_of_too_many_digits_is_refused_in_the_players_language() -> None:
    text = tampered(moves=[]).replace('"moves": []', '"moves": ' + "9" * 5000)
    with pytest.raises(InvalidGameFileError) as refused:
        Game.from_json(text)
    assert str(refused.value) == "saved game cannot be read: a number in it has more than 4300 digits"
    assert refused.value.describe("de") == "gespeichertes Spiel: nicht lesbar: eine Zahl darin hat mehr als 4300 Ziffern"


@pytest.mark.parametrize("field", ["version", "rules", "deal", "moves"])
def test_missing_fields(field: str) -> None:
    bad(tampered(**{field: ...}), f"saved game: missing field {field!r}")


def test_wrong_deal_number() -> None:
    bad(tampered(number=2), "saved game: the cards are not those of deal 2")
    bad(tampered(number="1"), "deal number '1' is not a whole number")
    bad(tampered(number=True), "deal number True is not a whole number")
    bad(tampered(number=0), "deal number 0 is out of range")
    assert Game.from_json(tampered(number=None)).deal.number is None
    with pytest.raises(InvalidGameFileError) as refused:
        Game.from_json(tampered(number="9" * 5000))
    assert len(str(refused.value)) < 200


def test_tampered_deal() -> None:
    cards = base()["deal"].split()
    bad(tampered(deal=" ".join([cards[1], *cards[1:]])), "saved game: the deal is not a complete deck for the standard rules (missing: Jd; extra copy: 2d)")
    bad(tampered(deal=" ".join(cards[:-1])), "a deal has 51 cards")
    bad(tampered(deal=" ".join(["Zz", *cards[1:]])), "token 1 of the deal: 'Zz' is not a card")
    bad(tampered(deal=52), "a deal must be given as text, not int")


def test_an_illegal_move_in_the_list() -> None:
    bad(tampered(moves=["P21+P27", "Kh"]), "saved game: move 2 ('Kh') does not replay: K♥ is covered by Q♦ and J♠")
    bad(tampered(moves=["P21+P27", "P21+P27"]), "move 2 ('P21+P27') does not replay: P21 is empty")
    bad(tampered(moves=["recycle"]), "move 1 ('recycle') does not replay: cannot recycle: the stock still holds 24 cards")
    bad(tampered(moves=["jump"]), "move 1 ('jump') does not replay: cannot read move 'jump'")


def test_wrong_types() -> None:
    bad(tampered(moves="P21+P27"), "'moves' must be a list of move codes")
    bad(tampered(moves=[21]), "saved game: move 1 is 21, not a move code")
    bad(tampered(moves=[["P21", "P27"]]), "move 1 is ['P21', 'P27'], not a move code")
    bad(tampered(rules=[3, "pyramid"]), "rules are an object of rules parameters or a preset's name, not an array")
    bad(tampered(rules="quick"), "unknown rules preset 'quick'")
    bad(tampered(rules={**base()["rules"], "passes": "3"}), "passes='3'")
    bad(tampered(rules={**base()["rules"], "stock_top_playable": "no"}), "stock_top_playable='no': give True or False")
    bad(tampered(rules={**base()["rules"], "jokers": 2}), "unknown rules parameter: jokers")
    bad(tampered(rules={**base()["rules"], "rows": 10}), "rows=10: a pyramid of 55 cards does not fit in 52 cards")


def test_rules_that_do_not_fit_the_deal() -> None:
    bad(tampered(rules="spanish"), "saved game:")
    bad(tampered(rules="pharaoh"), "the pharaoh rules need 104")


def test_a_failed_load_returns_no_partial_game() -> None:
    # The first two moves are fine; the third is not: nothing comes back, not a game with two moves.
    text = tampered(moves=["P21+P27", "draw", "Kh"])
    with pytest.raises(InvalidGameFileError, match="move 3"):
        Game.from_json(text)
    ok = tampered(moves=["P21+P27", "draw"])
    assert len(Game.from_json(ok).history) == 2


def test_a_saved_game_as_a_bytearray_is_read_as_bytes_are() -> None:
    saved = Game.from_number(1).to_json()
    assert Game.from_json(bytearray(saved.encode())) == Game.from_json(saved.encode())
    with pytest.raises(InvalidGameFileError, match="8,000,001 characters is far too long"):
        Game.from_json(bytearray(b" " * 8_000_001))
    with pytest.raises(InvalidGameFileError, match="not UTF-8 text"):
        Game.from_json(bytearray(b"\xff{}"))
    assert Session.from_json(bytearray(Session().to_json().encode())) == Session()


@pytest.mark.parametrize("load", [Game.from_json, Session.from_json])
def test_a_value_nested_just_within_what_json_reads_is_refused_as_bad_input(load: Any) -> None:
    # json reads values nested nearly 1,000 deep, where repr() of them (for the message) can fail
    for depth in range(900, 1_000):
        with pytest.raises(ValueError, match=r"format|nested too deeply"):
            load('{"format": ' + "[" * depth + "]" * depth + "}")
