"""A count of one reads in the singular in every language: "1 move", "1 Zug", "1 zet", "1 kortti",
never "1 moves"; other counts read as before."""

from __future__ import annotations

import re
from typing import Any

import pytest

from pyramid_solitaire import Game, Rules
from pyramid_solitaire.i18n import render, text
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.solver import explain, solve
from pyramid_solitaire.widget import PyramidWidget

WIDGET_WORDS: list[tuple[str, str, dict[str, Any], dict[str, tuple[str, str]]]] = [
    ("cards_n", "n", {}, {"en": ("1 card", "2 cards"), "de": ("1 Karte", "2 Karten"),
                          "nl": ("1 kaart", "2 kaarten"), "fi": ("1 kortti", "2 korttia")}),
    ("aria_stock", "n", {}, {"en": ("Stock, 1 card", "Stock, 2 cards"), "de": ("Talon, 1 Karte", "Talon, 2 Karten"),
                             "nl": ("Stapel, 1 kaart", "Stapel, 2 kaarten"), "fi": ("Pakka, 1 kortti", "Pakka, 2 korttia")}),
    ("score", "cards", {"points": 5}, {"en": ("1 card removed", "2 cards removed"), "de": ("1 Karte abgelegt", "2 Karten abgelegt"),
                                       "nl": ("1 kaart weggelegd", "2 kaarten weggelegd"),
                                       "fi": ("1 kortti poistettu", "2 korttia poistettu")}),
    ("session", "cards", {"played": 1, "won": 0, "best": 1, "streak": 0},
     {"en": ("· 1 card ·", "· 2 cards ·"), "de": ("· 1 Karte ·", "· 2 Karten ·"), "nl": ("· 1 kaart ·", "· 2 kaarten ·"),
      "fi": ("· 1 kortti ·", "· 2 korttia ·")}),
]
"""The widget's words with a count: key, the count's field, the other fields, and per language what
the count 1 and the count 2 read."""

SENTENCES: list[tuple[str, str, dict[str, Any], dict[str, tuple[str, str]]]] = [
    ("msg_line_step", "n", {"step": 0, "next": "As+Qh"},
     {"en": ("after 0 of its 1 move:", "after 0 of its 2 moves:"), "de": ("nach 0 von 1 Zug:", "nach 0 von 2 Zügen:"),
      "nl": ("na 0 van haar 1 zet:", "na 0 van haar 2 zetten:"), "fi": ("0/1 siirtoa pelattu", "0/2 siirtoa pelattu")}),
    ("msg_line_end", "n", {},
     {"en": ("cards, its one move played:", "cards, all 2 moves played:"),
      "de": ("ablegt, sein einziger Zug gespielt:", "ablegt, alle 2 Züge gespielt:"),
      "nl": ("weglegt, haar enige zet gespeeld:", "weglegt, alle 2 zetten gespeeld:"),
      "fi": ("linja, sen ainoa siirto pelattu:", "linja, kaikki 2 siirtoa pelattu:")}),
    ("explain_winnable", "n", {"move": "As+Qh"},
     {"en": ("in 1 move starting", "in 2 moves starting"), "de": ("in 1 Zug,", "in 2 Zügen,"), "nl": ("in 1 zet,", "in 2 zetten,"),
      "fi": ("esimerkiksi 1 siirrolla", "esimerkiksi 2 siirrolla")}),
    ("explain_winnable", "n", {"move": "As+Qh", "variant": "shortest"},
     {"en": ("in 1 move at the fewest", "in 2 moves at the fewest"), "de": ("mindestens 1 Zug zu", "mindestens 2 Zügen zu"),
      "nl": ("minstens 1 zet,", "minstens 2 zetten,"), "fi": ("vähintään 1 siirrolla", "vähintään 2 siirrolla")}),
    ("explain_unknown", "states", {},
     {"en": ("after 1 position without", "after 2 positions without"), "de": ("nach 1 Stellung ab", "nach 2 Stellungen ab"),
      "nl": ("na 1 stand zonder", "na 2 standen zonder"), "fi": ("1 aseman jälkeen", "2 aseman jälkeen")}),
    ("explain_line", "n", {"move": "As+Qh"},
     {"en": ("removes 1 in 1 move,", "removes 2 in 2 moves,"), "de": ("legt 1 in 1 Zug ab", "legt 2 in 2 Zügen ab"),
      "nl": ("legt er 1 weg in 1 zet,", "legt er 2 weg in 2 zetten,"),
      "fi": ("poistaa 1 kortin 1 siirrolla", "poistaa 2 korttia 2 siirrolla")}),
    ("explain_line", "n", {"move": "As+Qh", "variant": "found"},
     {"en": ("removes 1 in 1 move,", "removes 2 in 2 moves,"), "de": ("legt 1 in 1 Zug ab", "legt 2 in 2 Zügen ab"),
      "nl": ("weg in 1 zet,", "weg in 2 zetten,"),
      "fi": ("poistaa 1 kortin 1 siirrolla", "poistaa 2 korttia 2 siirrolla")}),
    ("explain_proof", "states", {},
     {"en": ("looking at 1 position", "looking at 2 positions"), "de": ("(1 Stellung untersucht)", "(2 Stellungen untersucht)"),
      "nl": ("(1 stand bekeken)", "(2 standen bekeken)"), "fi": ("(1 asema tutkittu)", "(2 asemaa tutkittu)")}),
    ("deal_size", "n", {"one": 52, "two": 104, "variant": "french"},
     {"en": ("a deal has 1 card;", "a deal has 2 cards;"), "de": ("hat 1 Karte;", "hat 2 Karten;"),
      "nl": ("heeft 1 kaart;", "heeft 2 kaarten;"), "fi": ("on 1 kortti;", "on 2 korttia;")}),
    ("deal_size", "n", {"one": 48, "two": 96, "variant": "spanish"},
     {"en": ("a deal has 1 card;", "a deal has 2 cards;"), "de": ("hat 1 Karte;", "hat 2 Karten;"),
      "nl": ("heeft 1 kaart;", "heeft 2 kaarten;"), "fi": ("on 1 kortti;", "on 2 korttia;")}),
    ("deal_incomplete", "n", {"rules": "standard", "needed": 52, "details": ("x",), "variant": "count"},
     {"en": ("a deal has 1 card;", "a deal has 2 cards;"), "de": ("hat 1 Karte;", "hat 2 Karten;"),
      "nl": ("heeft 1 kaart;", "heeft 2 kaarten;"), "fi": ("on 1 kortti;", "on 2 korttia;")}),
    ("move_arity", "n", {"kind": "king", "where": ("P1", "P2")},
     {"en": ("takes 1 card and position", "takes 2 cards and positions"), "de": ("1 Karte und Position", "2 Karten und Positionen"),
      "nl": ("1 kaart en plek", "2 kaarten en plekken"), "fi": ("vaatii 1 kortin ja paikan,", "vaatii 2 korttia ja paikkaa,")}),
    ("win_rate", "decided", {"rate": 100.0, "low": 20.0, "high": 100.0, "wins": 1},
     {"en": ("1 of 1 deal)", "1 of 2 deals)"), "de": ("1 von 1 Spiel)", "1 von 2 Spielen)"),
      "nl": ("1 van 1 spel)", "1 van 2 spellen)"), "fi": ("1/1 jakoa)", "1/2 jakoa)")}),
    ("win_rate", "decided", {"rate": 100.0, "low": 20.0, "high": 100.0, "wins": 1, "unknown": 3, "variant": "undecided"},
     {"en": ("1 of 1 deal),", "1 of 2 deals),"), "de": ("1 von 1 Spiel),", "1 von 2 Spielen),"),
      "nl": ("1 van 1 spel),", "1 van 2 spellen),"), "fi": ("1/1 jakoa),", "1/2 jakoa),")}),
    ("limit_states", "n", {},
     {"en": ("state limit 1 reached", "state limit 2 reached"), "de": ("von 1 Stellung erreicht", "von 2 Stellungen erreicht"),
      "nl": ("van 1 stand bereikt", "van 2 standen bereikt"), "fi": ("1 aseman raja", "2 aseman raja")}),
    ("limit_out_of_reach", "moves", {"growth": 9.5, "cap": 1_500_000},
     {"en": ("proving 1 more move would", "proving 2 more moves would"), "de": ("von 1 weiteren Zug weit", "von 2 weiteren Zügen weit"),
      "nl": ("van 1 zet meer", "van 2 zetten meer"), "fi": ("1 siirron lisätodistus", "2 siirron lisätodistus")}),
    ("solution_unwinnable", "states", {},
     {"en": ("searching 1 position)", "searching 2 positions)"), "de": ("in 1 Stellung)", "in 2 Stellungen)"),
      "nl": ("door 1 stand te", "door 2 standen te"), "fi": ("läpi 1 aseman)", "läpi 2 asemaa)")}),
    ("atlas_counts", "wins", {"number": 1, "preset": "standard", "passes": "1 pass", "decided": 9, "unknown": 0, "first": 1, "last": 10},
     {"en": (": 1 win,", ": 2 wins,"), "de": (": 1 Sieg,", ": 2 Siege,"), "nl": (": 1 gewonnen,", ": 2 gewonnen,"),
      "fi": (": 1 voitto,", ": 2 voittoa,")}),
    ("stuck", "n", {"free": ["7h"]},
     {"en": ('the card left in', 'none of the 2 cards'),
      "de": ('die übrige Karte in', 'keine der übrigen Karten (2)'),
      "nl": ('de overgebleven kaart in', 'geen van de overgebleven kaarten (2)'),
      "fi": ('ainoa jäljellä oleva kortti', 'jäljellä olevista korteista (2)')}),
    ("stuck", "n", {"free": ["7h"], "variant": "spanish"},
     {"en": ('the card left in', 'none of the 2 cards'),
      "de": ('die übrige Karte in', 'keine der übrigen Karten (2)'),
      "nl": ('de overgebleven kaart in', 'geen van de overgebleven kaarten (2)'),
      "fi": ('ainoa jäljellä oleva kortti', 'jäljellä olevista korteista (2)')}),
    ("deck_stuck", "n", {"variant": "waste_only"},
     {"en": ('the card left can never be removed', 'the 2 cards left can never'),
      "de": ('die übrige Karte kann nie', 'die übrigen Karten (2) können'),
      "nl": ('de overgebleven kaart kan nooit', 'de overgebleven kaarten (2) kunnen'),
      "fi": ('jäljellä olevaa korttia ei voi', 'jäljellä olevia kortteja (2)')}),
    ("deck_stuck", "n", {"card": "5s", "variant": "last_pass"},
     {"en": ('the card left can never be removed', 'the 2 cards left can never'),
      "de": ('die übrige Karte kann nie', 'die übrigen Karten (2) können'),
      "nl": ('de overgebleven kaart kan nooit', 'de overgebleven kaarten (2) kunnen'),
      "fi": ('jäljellä olevaa korttia ei voi', 'jäljellä olevia kortteja (2)')}),
    ("no_moves.cleared", "n", {},
     {"en": ('remove the card left', 'remove the 2 cards left'),
      "de": ('kann die übrige Karte in', 'die übrigen Karten (2) in'),
      "nl": ('om de overgebleven kaart in', 'de overgebleven kaarten (2) in'),
      "fi": ('jäljellä olevaa korttia ei voi', 'jäljellä olevia kortteja (2) ei')}),
]
"""Sentences from reasons with a count, as :data:`WIDGET_WORDS`."""


def reads(words: str, sentence: str) -> bool:
    """Whether ``sentence`` holds ``words`` as whole words ("1 card" is not in "1 cards")."""
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", sentence) is not None


def _cases(table: list[tuple[str, str, dict[str, Any], dict[str, tuple[str, str]]]]) -> list[Any]:
    return [pytest.param(key, field, facts, lang, one, two, id=f"{key}-{facts.get('variant', '')}-{lang}")
            for key, field, facts, words in table for lang, (one, two) in words.items()]


@pytest.mark.parametrize(("key", "field", "facts", "lang", "one", "two"), _cases(WIDGET_WORDS))
def test_the_widgets_words_count_one_in_the_singular(
    key: str, field: str, facts: dict[str, Any], lang: str, one: str, two: str
) -> None:
    assert reads(one, text(key, lang, **facts, **{field: 1}))
    assert reads(two, text(key, lang, **facts, **{field: 2}))


@pytest.mark.parametrize(("key", "field", "facts", "lang", "one", "two"), _cases(SENTENCES))
def test_sentences_count_one_in_the_singular(key: str, field: str, facts: dict[str, Any], lang: str, one: str, two: str) -> None:
    removed = {"removed": 1} if key == "explain_line" else {}
    assert reads(one, render(key, {**facts, **removed, field: 1}, lang))
    assert reads(two, render(key, {**facts, **{k: 2 for k in removed}, field: 2}, lang))


def test_every_language_is_covered() -> None:
    for _, _, _, words in WIDGET_WORDS + SENTENCES:
        assert set(words) == set(LANGUAGES)


def test_a_position_one_move_from_a_win_is_won_in_1_move() -> None:
    game = Game.from_number(1)
    for move in solve(game).moves[:-1]:
        game.play(move)
    why = explain(game)
    assert why.describe("en").startswith("This position can be won, for instance in 1 move starting with ")
    assert why.describe("de").startswith("Diese Stellung ist zu gewinnen, zum Beispiel in 1 Zug, beginnend mit ")
    assert why.describe("nl").startswith("Deze stand is te winnen, bijvoorbeeld in 1 zet, te beginnen met ")
    assert why.describe("fi").startswith("Tämän aseman voi voittaa, esimerkiksi 1 siirrolla, ensimmäisenä ")


def test_the_stock_with_one_card_left_is_labelled_1_card() -> None:
    widget = PyramidWidget(number=1)
    while len(widget.game.stock) > 1:
        widget.play("draw")
    labels = {}
    for lang in LANGUAGES:
        widget.lang = lang
        labels[lang] = widget.board["stock"]["label"]
    assert labels == {"en": "Stock, 1 card", "de": "Talon, 1 Karte", "nl": "Stapel, 1 kaart", "fi": "Pakka, 1 kortti"}


def test_a_pyramid_of_one_row_is_described_in_the_singular() -> None:
    described = {lang: Rules(rows=1).describe(lang) for lang in LANGUAGES}
    assert "1-card pyramid (1 row)" in described["en"]
    assert "Pyramide aus 1 Karte (1 Reihe)" in described["de"]
    assert "piramide van 1 kaart (1 rij)" in described["nl"]
    assert "1 kortin pyramidi (1 rivi)" in described["fi"]
    assert "3-card pyramid (2 rows)" in Rules(rows=2).describe("en")


@pytest.mark.parametrize(("lang", "words"), [("en", "among the free cards 5s and 6h"), ("de", "unter den freien Karten 5s und 6h"),
                                             ("nl", "onder de vrije kaarten 5s en 6h"), ("fi", "vapaiden korttien 5s ja 6h joukossa")])
def test_no_pair_among_the_free_cards_names_them_all(lang: str, words: str) -> None:
    for variant in ({}, {"variant": "spanish"}):
        assert words in render("stuck.empty", {"free": ["5s", "6h"], **variant}, lang)
