"""The text board draws the view-model: brackets exactly on free cards, one line per pyramid row."""

from __future__ import annotations

import random
import re

import pytest

from pyramid_solitaire import PRESETS, Game
from pyramid_solitaire.geometry import geometry
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.text import board_text
from pyramid_solitaire.view import board_state


def row_cells(line: str) -> list[str]:
    """The cards of one pyramid row, bracketed when free, '·' where removed."""
    return line.replace("[", " [").replace("]", "] ").split()


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_rows_and_free_cards_are_the_view_models(name: str) -> None:
    game = Game.from_number(6, name)
    rng = random.Random(6)
    for _ in range(300):
        state = board_state(game)
        lines = board_text(game).splitlines()
        rows = game.rules.rows
        geo = geometry(rows)
        for r, line in enumerate(lines[1 : rows + 1]):
            expected = []
            for i in geo.row(r):
                entry = state["pyramid"][i]
                if "code" not in entry:
                    expected.append("·")
                else:
                    expected.append(f"[{entry['code']}]" if entry["free"] else entry["code"])
            assert row_cells(line) == expected
        moves = list(game.legal_moves)
        if not moves:
            assert lines[-1] == state["outcome"]["text"] == game.outcome().message  # type: ignore[union-attr]
            break
        game.play(rng.choice(moves))


def test_every_waste_pile_shows_its_top_card() -> None:
    game = Game.from_number(2, "apophis")
    for move in ("draw 1", "draw 3", "draw 3"):
        game.play(move)
    tops = [str(pile[0]) for pile in game.waste if pile]
    assert f"Waste: W1:{tops[0]} W2:empty W3:{tops[1]} |" in board_text(game)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_text_board_reads_in_every_language(name: str) -> None:
    custom = Game(str(Game.from_number(3, name).deal), name)  # a deal given by its cards
    unlimited = Game.from_number(3, PRESETS[name].replace(passes=None))
    game = Game.from_number(3, name)
    rng = random.Random(3)
    for _ in range(40):
        if game.outcome() is not None:
            break
        game.play(rng.choice(list(game.legal_moves)))
    for board in (game, custom, unlimited):
        english = board_text(board).splitlines()
        assert english == str(board).splitlines()
        for lang in LANGUAGES[1:]:
            lines = board_text(board, lang).splitlines()
            rows = board.rules.rows
            assert lines[1 : rows + 1] == english[1 : rows + 1]  # the cards are the same in every language
            for ours, theirs in zip(lines[:1] + lines[rows + 1 :], english[:1] + english[rows + 1 :], strict=True):
                assert ours != theirs and "{" not in ours, (lang, ours)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_each_card_sits_centred_between_the_two_it_covers(name: str) -> None:
    game = Game.from_number(2, name)
    rows = game.rules.rows
    lines = board_text(game).splitlines()[1 : rows + 1]
    cards = re.compile(r"\[[^]]+\]|[^\s\[\]]+")  # free cards in brackets may touch: [As][Ah]
    centres = [[(m.start() + m.end() - 1) / 2 for m in cards.finditer(line)] for line in lines]
    for row in range(rows - 1):  # Spanish cards of one and two digits had shifted a row off its place
        below = centres[row + 1]
        between = [(below[k] + below[k + 1]) / 2 for k in range(row + 1)]
        # within half a character: a card of 2 characters cannot sit centred in a cell of 6
        assert all(abs(a - b) <= 0.5 for a, b in zip(centres[row], between, strict=True)), (name, lines[row : row + 2])
