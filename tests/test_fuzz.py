"""Arbitrary input never escapes as anything but the package's errors, and a refusal changes nothing.

Text and JSON of every shape and of sizes up to a few MB go to ``Deal.parse``, ``Game.from_json``,
``Game.play`` and ``PyramidWidget.handle_message``.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyramid_solitaire import Deal, Game, PyramidError
from pyramid_solitaire.widget import PyramidWidget

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# Short text of any characters, or a short piece repeated into something large (up to about 3 MB).
TEXT = st.one_of(
    st.text(max_size=200),
    st.tuples(st.text(min_size=1, max_size=8), st.integers(1, 400_000)).map(lambda piece: piece[0] * piece[1]),
)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=10), inner, max_size=6),
    max_leaves=30,
)
SAVE_FIELDS = ("format", "version", "rules", "deal", "number", "moves")


@FUZZ
@given(text=TEXT)
def test_any_text_is_a_deal_or_a_clear_refusal(text: str) -> None:
    try:
        deal = Deal.parse(text)
    except PyramidError as error:
        assert len(str(error)) < 1_000
    else:
        assert len(deal.cards) == 52


@FUZZ
@given(field=st.sampled_from(SAVE_FIELDS), value=JSON, extra=st.none() | TEXT)
def test_any_saved_game_loads_or_is_refused_clearly(field: str, value: Any, extra: str | None) -> None:
    game = Game.from_number(1)
    game.play("As+Qh")
    data = json.loads(game.to_json())
    data[field] = value
    text = json.dumps(data) if extra is None else extra
    try:
        loaded = Game.from_json(text)
    except PyramidError as error:
        assert len(str(error)) < 1_000
    else:
        assert loaded.deal.cards  # a real game, replayed move by move


@FUZZ
@given(code=TEXT, moves=st.integers(0, 4))
def test_any_move_code_plays_or_changes_nothing(code: str, moves: int) -> None:
    game = Game.from_number(7)
    for move in list(game.legal_moves)[:moves]:
        game.play(move)
        if game.is_over:
            break
    before = (game.position, game.history)
    try:
        game.play(code)
    except PyramidError as error:
        assert (game.position, game.history) == before and len(str(error)) < 1_000


@FUZZ
@given(
    message=st.one_of(
        JSON,
        st.fixed_dictionaries(
            {"type": st.sampled_from(["tap", "move", "draw", "undo", "redo", "new", "rules", "lang", "x"])},
            optional={"where": JSON | st.sampled_from(["P0", "P27", "S", "W", "W2"]), "pile": JSON,
                      "number": JSON | TEXT, "name": JSON | TEXT, "lang": JSON | TEXT},
        ),
    )
)
def test_any_front_end_message_is_acted_on_or_refused_visibly(message: Any) -> None:
    widget = PyramidWidget(number=1)
    widget.winnable_only = False  # a new deal need not wait for the solver
    before = widget.game.to_json()
    widget.handle_message(message)  # never raises
    board = widget.board
    json.dumps(board)
    if board["message"]["kind"] == "error":
        assert widget.game.to_json() == before and len(board["message"]["text"]) < 1_000
