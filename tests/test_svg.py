"""The static SVG board: well-formed, true to the game, for every preset."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from pyramid_solitaire import PRESETS, Deal, Game, Rules
from pyramid_solitaire.svg import board_svg
from pyramid_solitaire.view import board_state

NS = "{http://www.w3.org/2000/svg}"


def parse(game: Game) -> ET.Element:
    return ET.fromstring(board_svg(game))


def cards(root: ET.Element) -> dict[str, ET.Element]:
    return {g.get("data-pos", ""): g for g in root.iter(f"{NS}g") if g.get("data-card")}


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_draws_a_well_formed_board(name: str) -> None:
    game = Game.from_number(4, name)
    root = parse(game)
    drawn = cards(root)
    pyramid = {pos: g for pos, g in drawn.items() if pos.startswith("P")}
    assert len(pyramid) == game.rules.pyramid_size
    for pos, g in pyramid.items():
        assert g.get("data-card") == str(game.card_at(pos))
        assert g.get("data-free") == str(game.is_free(int(pos[1:]))).lower()
    assert ("S" in drawn) == game.rules.stock_top_playable
    assert float(root.get("width", "0")) > 0 and float(root.get("height", "0")) > 0


def test_removed_cards_leave_slots_and_the_score_shows() -> None:
    game = Game.from_number(1)
    game.play("As+Qh")
    game.play("draw")
    root = parse(game)
    drawn = cards(root)
    assert "P21" not in drawn and "P27" not in drawn
    slots = [g.get("data-pos") for g in root.iter(f"{NS}g") if not g.get("data-card")]
    assert "P21" in slots and "P27" in slots
    assert drawn["W"].get("data-card") == "4h" and drawn["S"].get("data-card") == "Ac"
    assert drawn["removed"].get("data-card") == "Qh"
    texts = " ".join(t.text or "" for t in root.iter(f"{NS}text"))
    assert "Standard · Deal 1 · Pass 1 of 3 · Points: 5" in texts
    assert "Removed · 2" in texts and "Stock · 23" in texts


def test_the_outcome_is_written_under_the_board() -> None:
    game = Game.from_number(1, "classic")
    while game.outcome() is None:
        moves = list(game.legal_moves)
        draws = [move for move in moves if move.kind == "draw"]
        game.play(draws[0] if draws else moves[0])
    texts = [t.text for t in parse(game).iter(f"{NS}text")]
    assert game.outcome() is not None and game.outcome().message in texts  # type: ignore[union-attr]
    # A screen reader hears the header and the outcome (before: "Pyramid solitaire, classic rules").
    label = parse(game).get("aria-label")
    assert label == f"Classic, Deal 1, Pass 1 of 1, Points: {game.score.points}: {game.outcome().message}"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("lang", "header", "names"),
    [("de", "Standard · Spiel 1 · Durchgang 1 von 3 · Punkte: 0", "Herz-Dame"),
     ("nl", "Standaard · Spel 1 · Ronde 1 van 3 · Punten: 0", "Harten vrouw"),
     ("fi", "Vakio · Jako 1 · Kierros 1/3 · Pisteet: 0", "Hertta rouva")],
)
def test_the_picture_speaks_the_readers_language(lang: str, header: str, names: str) -> None:
    root = ET.fromstring(board_svg(Game.from_number(1), lang=lang))
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert header in texts and root.get("aria-label") == header.replace(" · ", ", ")
    assert names in [t.text for t in root.iter(f"{NS}title")]
    assert "Stock · 24" not in texts  # the captions too
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        board_svg(Game.from_number(1), lang="xx")


def test_card_names_are_tooltips() -> None:
    titles = [t.text for t in parse(Game.from_number(1)).iter(f"{NS}title")]
    assert "Queen of hearts" in titles and len(titles) == 28 + 1  # the pyramid and the stock top


def test_faces_come_from_the_view_model() -> None:
    game = Game.from_number(3, "spanish")
    faces = {entry["pos"]: entry for entry in board_state(game)["pyramid"]}
    for pos, g in cards(parse(game)).items():
        if pos.startswith("P"):
            rank, suit = (t.text for t in g.findall(f"{NS}text")[:2])
            assert (rank, suit) == (faces[pos]["rank"], faces[pos]["suit"])
            assert suit in "OCEB"  # copas is C, not the clubs symbol


@pytest.mark.parametrize("marks", [{"P0": ["good"]}, {"P0": None}, {("P0",): "good"}, {0: "good"}])
def test_marks_of_the_wrong_type_are_refused_naming_them(marks: dict) -> None:
    with pytest.raises(ValueError, match="mark places P0-P27, S or W with 'bad', 'good' or 'named'"):
        board_svg(Game.from_number(1), marks=marks)  # before: TypeError, unhashable type: 'list'


def test_a_long_header_widens_the_picture_and_a_long_rules_name_is_cut_short() -> None:
    rules = Rules(rows=4, name="A very long name for the rules of our class on Tuesday afternoons")
    root = ET.fromstring(board_svg(Game(Deal.random(1, rules), rules)))
    header = next(root.iter(f"{NS}text")).text
    assert header == "A very long name for the rules of our c… · Custom deal · Pass 1 of 3 · Points: 0"
    assert float(root.get("width")) >= len(header) * 7.4 + 2 * 14  # was 243 px for a header of some 600 px
    capitals = Rules(rows=7, name="MAXIMUM WINS PYRAMID RULES FOR WEDNESDAY")
    wide = ET.fromstring(board_svg(Game(Deal.random(1, capitals), capitals), lang="de"))
    assert float(wide.get("width")) >= 703 + 2 * 14  # its header is 703 px wide in DejaVu Sans (measured)
    assert root.get("aria-label").startswith(rules.name + ", Custom deal")  # the whole name is said
    standard = ET.fromstring(board_svg(Game.from_number(1)))
    assert standard.get("width") == "408"  # a short header keeps the board's own width
