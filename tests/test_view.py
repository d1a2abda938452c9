"""The board view-model: plain JSON data that agrees with the engine, for every shape of board."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyramid_solitaire import PRESETS, Card, Game, Rules
from pyramid_solitaire.geometry import geometry
from pyramid_solitaire.view import board_state, card_face

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)


def free_positions(state: dict[str, Any]) -> set[str]:
    return {entry["pos"] for entry in state["pyramid"] if entry.get("free")}


def check_against_engine(game: Game, state: dict[str, Any]) -> None:
    assert free_positions(state) == {where for where, _ in game.free_cards()}
    assert set(state["available"]) == {where for where, _ in game.available_cards()}
    for entry, card in zip(state["pyramid"], game.pyramid, strict=True):
        assert entry.get("code") == (None if card is None else str(card))
    assert state["stock"]["count"] == len(game.stock)
    assert [pile["count"] for pile in state["waste"]] == [len(pile) for pile in game.waste]
    assert state["removed"]["count"] == len(game.removed)
    assert (state["outcome"] is None) == (game.outcome() is None)
    over = game.outcome() is not None  # the Draw button: enabled while the engine has a draw or a turn to play
    assert state["can_draw"] == (not over and any(move.kind in ("draw", "recycle") for move in game.legal_moves))


@pytest.mark.parametrize("name", ["standard", "pharaoh", "spanish", "apophis"])
def test_positions_rows_and_columns_follow_the_geometry(name: str) -> None:
    game = Game.from_number(3, name)
    state = board_state(game)
    geo = geometry(game.rules.rows)
    pyramid = state["pyramid"]
    assert len(pyramid) == game.rules.pyramid_size == geo.size
    assert state["rules"]["rows"] == game.rules.rows
    for r in range(game.rules.rows):
        assert [(pyramid[i]["pos"], pyramid[i]["row"]) for i in geo.row(r)] == [(f"P{i}", r) for i in geo.row(r)]
        assert [pyramid[i]["col"] for i in geo.row(r)] == list(range(r + 1))
    check_against_engine(game, state)


def test_pharaoh_has_ten_rows_from_two_decks() -> None:
    state = board_state(Game.from_number(3, "pharaoh"))
    assert len(state["pyramid"]) == 55 and state["pyramid"][-1]["row"] == 9
    assert len(free_positions(state)) == 10


def test_apophis_has_three_waste_piles_and_a_face_down_stock() -> None:
    game = Game.from_number(2, "apophis")
    state = board_state(game)
    assert [pile["pos"] for pile in state["waste"]] == ["W1", "W2", "W3"]
    assert state["stock"]["top"] is None and state["stock"]["count"] == len(game.stock) > 0
    assert "S" not in state["available"]
    game.play("draw 2")
    state = board_state(game)
    assert [pile["count"] for pile in state["waste"]] == [0, 1, 0]
    assert state["waste"][1]["top"]["code"] == str(game.waste[1][0]) and state["waste"][1]["top"]["free"]
    assert state["stock"]["top"] is None
    check_against_engine(game, state)


def test_a_face_up_stock_shows_its_top_card() -> None:
    game = Game.from_number(1)
    top = board_state(game)["stock"]["top"]
    assert top["code"] == str(game.stock[0]) == "4h" and top["free"] is True
    assert "S" in board_state(game)["available"]


def test_spanish_faces_show_numbers_and_suit_letters() -> None:
    game = Game.from_number(3, "spanish")
    faces = [entry for entry in board_state(game)["pyramid"] if "code" in entry]
    assert {face["suit"] for face in faces} <= set("OCEB")
    assert all(face["rank"] == face["code"][:-1] for face in faces)
    assert card_face(Card.parse("3c", deck="spanish"))["suit"] == "C"
    assert card_face(Card.parse("3c"))["suit"] == "♣"


def test_faces_and_labels_follow_the_language() -> None:
    state = board_state(Game.from_number(1), "de")
    entry = state["pyramid"][27]
    assert (entry["code"], entry["rank"], entry["suit"], entry["red"]) == ("Qh", "Q", "♥", True)
    assert entry["name"] == "Herz-Dame" and entry["label"] == "Herz-Dame, frei"
    assert state["deal"] == "Spiel 1"


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_view_model_is_plain_json(name: str) -> None:
    game = Game.from_number(5, name)
    rng = random.Random(5)
    for _ in range(12):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(rng.choice(moves))
    state = board_state(game, "nl", selected=["P27"], message=("hello", "info"), last={"kind": "draw"}, version=3)
    assert json.loads(json.dumps(state)) == state


def test_the_view_model_needs_no_jupyter_and_no_solver() -> None:
    code = (
        "import sys, pyramid_solitaire.view as v, pyramid_solitaire.svg, pyramid_solitaire.text\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('anywidget', 'ipywidgets', 'traitlets')]\n"
        "bad += [m for m in sys.modules if m.startswith('pyramid_solitaire.solver')]\n"
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


@SETTINGS
@given(
    name=st.sampled_from(sorted(PRESETS)),
    number=st.integers(min_value=1, max_value=60_000),
    choices=st.lists(st.integers(min_value=0, max_value=2**16), max_size=60),
)
def test_the_view_model_agrees_with_the_engine_after_any_legal_moves(name: str, number: int, choices: list[int]) -> None:
    game = Game.from_number(number, name)
    check_against_engine(game, board_state(game))
    for choice in choices:
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(moves[choice % len(moves)])
        check_against_engine(game, board_state(game))


def test_captions_and_labels_of_the_piles_are_written_in_the_board_language() -> None:
    game = Game.from_number(2, "apophis")
    game.play("draw 2")
    state = board_state(game, "de")
    assert [pile["caption"] for pile in state["waste"]] == ["Ablage 1 · 0", "Ablage 2 · 1", "Ablage 3 · 0"]
    assert state["waste"][0]["label"] == "Ablagestapel 1: leer"
    assert state["waste"][1]["label"] == state["waste"][1]["top"]["label"]
    assert state["stock"]["caption"] == "Talon · 23" and state["removed"]["caption"] == "Abgelegt · 0"
    assert state["score"]["text"] == "Punkte: 0"
    assert board_state(Game.from_number(1))["waste"][0]["caption"] == "Waste · 0"
    assert board_state(Game.from_number(1), "de")["waste"][0]["label"] == "Ablage: leer"  # one pile: no number


@pytest.mark.parametrize(
    ("lang", "titles"),
    [
        ("en", {"standard": "Standard", "par": "Par Pyramid", "waste-only": "Waste-only", "tuts-tomb": "Tut's Tomb"}),
        ("de", {"standard": "Standard", "par": "Par-Pyramide", "waste-only": "Nur Ablage", "tuts-tomb": "Tuts Grab"}),
        ("nl", {"standard": "Standaard", "par": "Par-piramide", "waste-only": "Alleen aflegstapel"}),
        ("fi", {"standard": "Vakio", "par": "Par-pyramidi", "tuts-tomb": "Tutin hauta"}),
    ],
)
def test_the_rules_menu_shows_each_preset_by_its_title_in_the_board_language(lang: str, titles: dict[str, str]) -> None:
    state = board_state(Game.from_number(1, "tuts-tomb"), lang=lang)
    assert set(state["preset_labels"]) == set(PRESETS)
    assert {name: state["preset_labels"][name] for name in titles} == titles
    if "tuts-tomb" in titles:
        assert state["rules"]["label"] == titles["tuts-tomb"]


def test_rules_of_no_preset_are_labelled_by_their_own_name() -> None:
    rules = Rules(passes=2, name="two passes")
    assert board_state(Game.from_number(1, rules), lang="de")["rules"]["label"] == "two passes"
