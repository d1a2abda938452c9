"""Rules: presets as data, invalid combinations, serialization and descriptions."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

from pyramid_solitaire import PRESETS, Deal, Game, InvalidRulesError, PyramidError, Rules
from pyramid_solitaire.i18n import REASONS
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.rules import MAX_PASSES, passes_label, with_passes

EXPECTED = {
    "standard": dict(passes=3, win="pyramid", stock_top_playable=True, draw_count=1, waste_piles=1),
    "classic": dict(passes=1, win="deck", stock_top_playable=True),
    "relaxed": dict(passes=1, win="pyramid", stock_top_playable=True),
    "par": dict(passes=3, win="deck", stock_top_playable=True),
    "overlapping": dict(passes=1, win="deck", overlapping_pairs=True),
    "waste-only": dict(passes=3, win="pyramid", stock_top_playable=False, draw_count=1),
    "tuts-tomb": dict(passes=None, win="pyramid", stock_top_playable=False, draw_count=3, waste_piles=1),
    "apophis": dict(passes=3, win="deck", waste_piles=3, draw_count=1),
    "pharaoh": dict(passes=3, win="pyramid", rows=10, decks=2, pair_sum=13),
    "spanish": dict(passes=3, win="pyramid", deck_type="spanish", pair_sum=12, rows=7),
}


def test_every_preset_is_listed() -> None:
    assert set(PRESETS) == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_preset_parameters(name: str) -> None:
    rules = Rules.preset(name)
    assert rules.name == name and str(rules) == name
    for key, value in EXPECTED[name].items():
        assert getattr(rules, key) == value, key
    if name != "overlapping":
        assert not rules.overlapping_pairs
    assert Rules.coerce(name) is rules


def test_default_is_standard() -> None:
    assert Rules() == Rules.preset("standard")
    assert Rules.coerce(None).name == "standard"


@pytest.mark.parametrize(
    ("name", "pyramid", "stock", "deck"),
    [("standard", 28, 24, 52), ("pharaoh", 55, 49, 104), ("spanish", 28, 20, 48)],
)
def test_sizes(name: str, pyramid: int, stock: int, deck: int) -> None:
    rules = Rules.preset(name)
    assert (rules.pyramid_size, rules.stock_size, rules.deck_size) == (pyramid, stock, deck)
    assert rules.king_rank == (12 if name == "spanish" else 13)


@pytest.mark.parametrize("spelling", ["Tuts Tomb", "tuts_tomb", " TUTS-TOMB "])
def test_preset_names_are_lenient(spelling: str) -> None:
    assert Rules.preset(spelling).name == "tuts-tomb"


def test_unknown_preset_lists_the_choices() -> None:
    with pytest.raises(InvalidRulesError, match="unknown rules preset 'easy': choose one of standard, classic"):
        Rules.preset("easy")


def test_coerce_refuses_other_types() -> None:
    with pytest.raises(InvalidRulesError, match="not int"):
        Rules.coerce(3)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        (dict(passes=0), "passes=0: give a whole number of passes"),
        (dict(passes=2.5), "passes=2.5"),
        (dict(passes=True), "passes=True"),
        (dict(win="all"), "win='all': use 'pyramid'"),
        (dict(draw_count=2), "draw_count=2: cards are drawn 1 or 3"),
        (dict(draw_count=3), "draw_count=3 needs stock_top_playable=False"),
        (dict(draw_count=3, stock_top_playable=False, waste_piles=3), "draw_count=3 and waste_piles=3 cannot go together"),
        (dict(waste_piles=2), "waste_piles=2: there is 1 waste pile, or 3"),
        (dict(rows=0), "rows=0: a pyramid has at least 1 row"),
        (dict(rows=10), "rows=10: a pyramid of 55 cards does not fit in 52 cards"),
        (dict(rows=10, deck_type="spanish", pair_sum=12, decks=2), None),
        (dict(decks=3), "decks=3: play with 1 or 2 decks"),
        (dict(deck_type="tarot"), "deck_type='tarot'"),
        (dict(deck_type="spanish"), "pair_sum=13 does not fit the Spanish deck: its pairs sum to 12"),
        (dict(pair_sum=12), "pair_sum=12 does not fit the French deck: its pairs sum to 13"),
        (dict(stock_top_playable="no"), "stock_top_playable='no': give True or False"),
        (dict(overlapping_pairs=1), "overlapping_pairs=1: give True or False"),
        (dict(draw_count=True, stock_top_playable=False), "draw_count=True: give a whole number"),
        (dict(decks=1.0), "decks=1.0: give a whole number"),
        (dict(rows="7"), "rows='7': give a whole number"),
        (dict(name=7), "name=7: a rules name is text"),
    ],
)
def test_invalid_combinations_are_refused(changes: dict[str, object], message: str | None) -> None:
    if message is None:
        assert Rules(**changes).pyramid_size == 55  # type: ignore[arg-type]
        return
    with pytest.raises(InvalidRulesError) as info:
        Rules(**changes)  # type: ignore[arg-type]
    assert message in str(info.value)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_unnamed_rules_equal_to_a_preset_take_its_name(name: str) -> None:
    parameters = {key: value for key, value in Rules.preset(name).to_dict().items() if key != "name"}
    assert Rules(**parameters).name == name
    assert Rules(**parameters, name="mine").name == "mine"  # a name given is kept


def test_valid_custom_combinations() -> None:
    rules = Rules(passes=None, overlapping_pairs=True, rows=3)
    assert rules.name == "custom" and rules.stock_size == 46
    assert Rules(passes=2, waste_piles=3).passes == 2


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_to_dict_from_dict_round_trip(name: str) -> None:
    rules = Rules.preset(name)
    data = rules.to_dict()
    assert data["name"] == name
    assert set(data) == {f.name for f in dataclasses.fields(Rules)}
    back = Rules.from_dict(data)
    assert back == rules and back.name == name


def test_from_dict_refusals() -> None:
    with pytest.raises(InvalidRulesError, match="unknown rules parameter"):
        Rules.from_dict({"passes": 3, "jokers": 2})
    with pytest.raises(InvalidRulesError, match="mapping of parameters, not list"):
        Rules.from_dict([1, 2])
    with pytest.raises(InvalidRulesError, match="passes='3'"):
        Rules.from_dict({"passes": "3"})
    with pytest.raises(InvalidRulesError, match="deck_type=\\[\\]"):
        Rules.from_dict({"deck_type": []})
    assert Rules.from_dict({}) == Rules()


def test_replace_names_the_preset_it_makes_else_its_passes_variant_else_custom() -> None:
    overlapping = Rules.preset("classic").replace(overlapping_pairs=True)
    assert overlapping == Rules.preset("overlapping") and overlapping.name == "overlapping"
    one_pass = Rules.preset("pharaoh").replace(passes=1)
    assert one_pass.name == "pharaoh/1 pass" and one_pass == Rules(rows=10, decks=2, passes=1)
    assert one_pass == with_passes(Rules.preset("pharaoh"), 1) and one_pass.title() == "Pharaoh, 1 pass"
    assert Rules.preset("pharaoh").replace(rows=9).name == "custom"
    # the preset the rules came from names them, though an earlier preset differs only in passes too
    assert Rules.preset("relaxed").replace(passes=2).name == "relaxed/2 passes"
    assert Rules.preset("relaxed").replace(passes=2).replace(passes=None).name == "relaxed/unlimited passes"
    assert Rules.preset("standard").replace(passes=2).name == "standard/2 passes"
    assert Rules.preset("relaxed").replace(passes=2).replace(passes=3).name == "standard"
    assert Rules.preset("standard").replace(passes=1, name="my rules").name == "my rules"
    assert Rules.preset("classic").replace(name="mine").name == "mine"
    with pytest.raises(InvalidRulesError):
        Rules.preset("classic").replace(passes=-1)


def test_rules_are_frozen_and_hashable() -> None:
    rules = Rules.preset("par")
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.passes = 2  # type: ignore[misc]
    assert len({Rules.preset(name) for name in PRESETS}) == len(PRESETS)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_preset_describes_its_rules_and_source(name: str) -> None:
    rules = Rules.preset(name)
    text = rules.describe()
    assert f"{rules.pyramid_size}-card pyramid ({rules.rows} rows)" in text
    assert f"{rules.stock_size} cards in the stock" in text
    assert f"Pairs sum to {rules.pair_sum}" in text
    assert ("every card is removed" if rules.win == "deck" else "the pyramid is cleared") in text
    assert ("Unlimited passes" if rules.passes is None else f"{rules.passes} pass") in text
    assert len(text.splitlines()) == 4  # the last line says where the preset comes from
    assert rules.replace() is rules  # nothing changed: still the preset
    assert rules.replace(name="custom").describe().startswith("Custom rules:")
    assert len(rules.replace(name="custom").describe().splitlines()) == 3


def test_every_preset_has_a_title_and_a_source_in_every_language() -> None:
    for name in PRESETS:
        for lang in LANGUAGES:
            assert f"preset_title.{name}" in REASONS[lang] and f"preset_source.{name}" in REASONS[lang], (name, lang)


GOLDEN_DESCRIPTIONS = Path(__file__).parent / "golden" / "rules-described.json"
"""Presets, renamed presets and custom rules with their English descriptions as first written."""


def described() -> list[tuple[Rules, str]]:
    return [(Rules.from_dict(entry["rules"]), entry["text"]) for entry in json.loads(GOLDEN_DESCRIPTIONS.read_text())]


def test_the_rules_in_words_are_those_of_the_golden_file() -> None:
    cases = described()
    assert len(cases) > 60 and {rules.name for rules, _ in cases} >= set(PRESETS)
    for rules, text in cases:
        assert rules.describe() == rules.describe("en") == text, rules


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_the_rules_read_in_every_language(lang: str) -> None:
    for rules, english in described():
        text = rules.describe(lang)
        assert len(text.splitlines()) == len(english.splitlines()), (lang, text)
        assert not re.search(r"\{[a-z_]+(?:[!:][^{}]*)?\}", text) and "'variant'" not in text, (lang, text)
        for ours, theirs in zip(text.splitlines(), english.splitlines(), strict=True):
            assert ours != theirs, (lang, ours)
    assert Rules.preset("pharaoh").describe("de").startswith("Pharao: Pyramide aus 55 Karten (10 Reihen)")
    with pytest.raises(PyramidError, match="language"):
        Rules.preset("standard").describe("xx")


def test_a_preset_name_stays_with_that_preset_s_rules() -> None:
    assert Rules(name="standard") == Rules.preset("standard") and Rules(passes=1, name="relaxed").name == "relaxed"
    assert Rules.preset("pharaoh").replace(name="pharaoh") == Rules.preset("pharaoh")
    for bad in (lambda: Rules(passes=1, name="standard"), lambda: Rules.preset("pharaoh").replace(passes=1, name="pharaoh")):
        with pytest.raises(InvalidRulesError, match="is a preset's name, but these rules differ from it"):
            bad()
    for name in ("Standard", " standard", "STANDARD/2 Passes", "Tuts_Tomb"):  # names read as Rules.coerce reads them
        with pytest.raises(InvalidRulesError, match="but these rules differ from it"):
            Rules(rows=4, name=name)
    assert Rules(passes=2, name="Standard/2 Passes").title() == "Standard, 2 passes" == Rules.coerce("Standard/2 Passes").title()


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_name_with_a_count_of_passes_reads_back_as_the_rules_it_names(name: str) -> None:

    for passes in (1, 2, 3, 9, None):
        rules = with_passes(Rules.preset(name), passes)
        assert Rules.coerce(rules.name) == rules and Rules.coerce(rules.name).name == rules.name
    assert Rules.coerce(f"{name}/2 passes").passes == 2


@pytest.mark.parametrize("text", ["standard/0 passes", "standard/", "standard/two passes", "standard/1 pass/2 passes",
                                  "standard/10000 passes"])
def test_a_bad_count_of_passes_after_a_preset_is_refused_by_name(text: str) -> None:
    with pytest.raises(InvalidRulesError, match=f"rules '{text}': after the preset's name and /"):
        Rules.coerce(text)


@pytest.mark.parametrize(
    ("text", "passes"), [("1", 1), ("0002", 2), ("9999", 9999), ("unlimited", None), (" 2", 2), ("Unlimited ", None)]
)
def test_a_count_of_passes_is_read_from_text(text: str, passes: int | None) -> None:
    from pyramid_solitaire.rules import read_passes

    assert read_passes(text) == passes


@pytest.mark.parametrize("text", ["", "0", "10000", "-1", "2 2", "2.0", "\uff12", "Unlimited!", "unlimited passes"])
def test_text_that_is_no_count_of_passes_is_refused(text: str) -> None:
    from pyramid_solitaire.rules import read_passes

    with pytest.raises(InvalidRulesError, match="give a whole number of passes"):
        read_passes(text)


def test_unnamed_rules_take_the_name_of_the_preset_they_equal_whatever_their_origin() -> None:
    for preset in PRESETS.values():
        assert Rules(**{**preset.to_dict(), "name": ""}).name == preset.name
        assert Rules.preset("standard").replace(**{**preset.to_dict(), "name": ""}).name == preset.name
    assert Rules(rows=5).name == "custom"


def test_unnamed_rules_a_preset_with_other_passes_are_named_after_the_first_such_preset() -> None:
    for preset in PRESETS.values():
        for passes in (1, 2, 5, None):
            rules = Rules(**{**preset.to_dict(), "passes": passes, "name": ""})
            exact = [p.name for p in PRESETS.values() if p == rules]
            first = next(p for p in PRESETS.values() if p.replace(passes=passes, name="x") == rules)
            expected = exact[0] if exact else f"{first.name}/{passes_label(passes)}"
            assert rules.name == expected and Rules.coerce(expected) == rules
            assert rules.title() != "Custom rules"
    assert Rules(passes=2, win="deck").name == "classic/2 passes"  # classic comes before par


def test_a_name_that_promises_other_rules_is_refused_whatever_its_count() -> None:
    for name in ("pharaoh/1 pass", "standard/10000 passes", "relaxed/unlimited passes", "standard/" + "9" * 80 + " passes"):
        with pytest.raises(InvalidRulesError, match="names a preset with a count of passes"):
            Rules(rows=4, name=name)
    with pytest.raises(InvalidRulesError, match="at most 9999 passes"):
        Rules(passes=10_000, name="standard/10000 passes")  # no rules have that many passes
    assert Rules(passes=MAX_PASSES, name=f"standard/{MAX_PASSES} passes").passes == MAX_PASSES  # it says these rules
    assert Rules(rows=4, name="standard/2 rounds").name == "standard/2 rounds"  # no count of passes: a name of its own
    with pytest.raises(InvalidRulesError, match="without lone surrogates"):
        Rules(name="\ud800 mine")
    assert Rules(name="Pyramide \u00e0 moi \U0001f0a1").name.endswith("\U0001f0a1")


@pytest.mark.parametrize(("name", "char"), [("ctl\x01\x1b", "\x01"), ("red\x1b[31m", "\x1b"), ("two\nlines", "\n"),
                                            ("a\u2028b", "\u2028"), ("a\ufffe", "\ufffe"), ("b\U0010ffff", "\U0010ffff"),
                                            ("c\x85", "\x85")])
def test_a_name_with_a_control_character_is_refused(name: str, char: str) -> None:
    # A picture of the board is XML, which forbids these: the name broke board_svg before.
    with pytest.raises(InvalidRulesError, match=re.escape(f"one line of printable text, without control characters such as {char!r}")):
        Rules(rows=4, name=name)
    with pytest.raises(ValueError, match="without control characters"):  # nor read from a saved game
        Game.from_json(Game(Deal.random(1, Rules(rows=4, name="x")), Rules(rows=4, name="x")).to_json().replace(
            '"name": "x"', '"name": ' + json.dumps(name)))


def test_a_tab_in_a_name_is_kept() -> None:
    # Saved files of earlier versions may hold one; it is no XML or terminal hazard.
    rules = Rules(rows=4, name="Tuesday\tclass")
    assert Game.from_json(Game(Deal.random(1, rules), rules).to_json()).rules.name == "Tuesday\tclass"


def test_automatic_names_read_back_or_are_custom() -> None:
    assert Rules(passes=MAX_PASSES).name == f"standard/{MAX_PASSES} passes"
    for passes in (MAX_PASSES + 1, 10**6, 10**5000):  # refused, not named: no rules have that many passes
        with pytest.raises(InvalidRulesError, match=f"at most {MAX_PASSES} passes"):
            Rules(passes=passes)
        with pytest.raises(InvalidRulesError, match=f"at most {MAX_PASSES} passes"):
            with_passes(Rules.preset("standard"), passes)
    assert with_passes(Rules(rows=4, name="M" * 95), 2).name == "custom"  # "M...M/2 passes" would not fit
    assert with_passes(Rules(rows=4, name="Mini"), 2).name == "Mini/2 passes"
    # standard/2 passes would promise other rules: such rules are custom with another count too
    assert with_passes(Rules(rows=4, name="standard/mine"), 2).name == "custom"
    assert with_passes(Rules(passes=2, name="standard/2 passes/x"), 3).name == "standard"
    for passes in (1, 2, MAX_PASSES, None):
        rules = Rules(rows=10, decks=2, passes=passes)
        assert Rules.coerce(rules.name) == rules


def test_unnamed_rules_of_no_preset_are_titled_custom_rules_in_each_language() -> None:
    titles = {lang: Rules(rows=4).title(lang) for lang in LANGUAGES}
    assert titles["en"] == "Custom rules" and len(set(titles.values())) == len(LANGUAGES)
    assert {Rules(rows=4, name="Mini").title(lang) for lang in LANGUAGES} == {"Mini"}


def test_a_preset_name_with_passes_given_to_rules_it_names_is_titled_so() -> None:
    rules = Rules(passes=1, name="standard/1 pass")  # relaxed by its parameters, named after standard
    assert rules.title("de") == "Standard, 1 Durchgang" and rules.describe().startswith("Standard, 1 pass: ")
    assert Rules(passes=3, win="deck", name="classic/3 passes").title() == "Classic, 3 passes"
