"""The widget's input from Python: deal numbers read as the engine reads them, settings refused with
a ValueError that names the value and the reason, and refused actions that change nothing."""

from __future__ import annotations

import fractions
from typing import Any

import pytest
import traitlets

from pyramid_solitaire import Game, IllegalMoveError, InvalidDealError, PyramidError
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.solver import solve
from pyramid_solitaire.widget import InvalidSettingError, PyramidWidget


def send(widget: PyramidWidget, content: object) -> None:
    """What ``model.send(content)`` in a view causes in the kernel."""
    widget._handle_custom_msg(content, [])
    widget.wait(60)


class Index:
    """A whole number of another library, read through ``__index__``."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


# --- deal numbers -------------------------------------------------------------------------------
def test_a_numpy_deal_number_is_taken_as_game_from_number_takes_it() -> None:
    numpy = pytest.importorskip("numpy")
    assert Game.from_number(numpy.int64(5)).deal.number == 5
    widget = PyramidWidget(number=numpy.int64(5))
    assert widget.game.deal.number == 5 and type(widget.game.deal.number) is int
    assert widget.load_number(numpy.int32(7)).deal.number == 7
    assert widget.load_number(Index(9), "classic").deal.number == 9 and widget.board["deal"] == "Deal 9"
    assert PyramidWidget(number=Index(3)).game == Game.from_number(3)


@pytest.mark.parametrize("number", [True, 0, -4, 1.0, 2.5, "5", fractions.Fraction(5), None])
def test_a_number_that_is_no_deal_number_is_refused_and_changes_nothing(number: Any) -> None:
    widget = PyramidWidget(number=1)
    game, board = widget.game, widget.board
    with pytest.raises(InvalidDealError) as info:
        widget.load_number(number)
    # the engine's own check and words (Game.from_number reads a number the same way)
    with pytest.raises(InvalidDealError) as engine:
        Game.from_number(number)
    assert info.value.reason == engine.value.reason in ("deal_number_type", "deal_number_range")
    assert str(info.value) == str(engine.value)
    assert widget.game is game and widget.board == board
    if number is not None:
        with pytest.raises(InvalidDealError) as made:
            PyramidWidget(number=number)
        assert str(made.value) == str(engine.value)


def test_a_number_past_the_last_deal_is_refused_with_the_last_one_named() -> None:
    widget = PyramidWidget(number=1)
    game = widget.game
    with pytest.raises(InvalidDealError, match="deal numbers run from 1 to 9,223,372,036,854,775,807"):
        widget.load_number(2**63)
    assert widget.game is game


# --- settings -----------------------------------------------------------------------------------
BAD_SETTINGS = [
    ("lang", None, "lang=None: unknown language: use one of en, de, nl, fi"),
    ("lang", 5, "lang=5: unknown language: use one of en, de, nl, fi"),
    ("lang", "sv", "lang='sv': unknown language: use one of en, de, nl, fi"),
    ("lang", b"de", "lang=b'de': unknown language: use one of en, de, nl, fi"),
    ("show_free", "yes", "show_free='yes': give True or False"),
    ("show_blocking", None, "show_blocking=None: give True or False"),
    ("winnable_only", 2, "winnable_only=2: give True or False"),
    ("speed", 10, "speed=10: give the seconds between moves, from 0.05 to 5"),
    ("speed", 0.01, "speed=0.01: give the seconds between moves, from 0.05 to 5"),
    ("speed", "fast", "speed='fast': give the seconds between moves, from 0.05 to 5"),
    ("speed", float("nan"), "speed=nan: give the seconds between moves, from 0.05 to 5"),
    ("speed", True, "speed=True: give the seconds between moves, from 0.05 to 5"),
    ("speed", None, "speed=None: give the seconds between moves, from 0.05 to 5"),
]


@pytest.mark.parametrize(("name", "value", "message"), BAD_SETTINGS, ids=[f"{n}={v!r}" for n, v, _ in BAD_SETTINGS])
def test_a_bad_setting_is_a_value_error_naming_it_and_changes_nothing(name: str, value: object, message: str) -> None:
    widget = PyramidWidget(number=1, lang="de")
    before = {key: getattr(widget, key) for key in ("lang", "show_free", "show_blocking", "winnable_only", "speed")}
    strings, board = widget.strings, widget.board
    with pytest.raises(ValueError) as info:
        setattr(widget, name, value)
    error = info.value
    assert isinstance(error, InvalidSettingError) and isinstance(error, PyramidError)
    assert isinstance(error, traitlets.TraitError)  # what traitlets and ipywidgets expect of a trait
    assert str(error) == message and error.reason == {"lang": "setting_lang", "speed": "setting_speed"}.get(name, "setting_flag")
    assert {key: getattr(widget, key) for key in before} == before
    assert widget.strings == strings and widget.board == board
    sentences = {lang: error.describe(lang) for lang in LANGUAGES}
    assert len(set(sentences.values())) == len(LANGUAGES) and all("{" not in s for s in sentences.values())


def test_a_bad_setting_from_a_view_is_refused_the_same_way() -> None:
    widget = PyramidWidget(number=1)
    sent: list[Any] = []
    widget.send_state = lambda key=None: sent.append(key)  # type: ignore[method-assign]
    echoed: list[Any] = []
    widget._send = lambda msg, buffers=None: echoed.append(msg)  # type: ignore[method-assign]
    game = widget.game.to_json()
    widget.set_state({"speed": 99, "show_free": True})  # what a view's sync of a trait calls
    assert widget.board["message"] == {"text": "speed=99: give the seconds between moves, from 0.05 to 5", "kind": "error"}
    assert widget.speed == 0.6 and not widget.show_free and sent[0] == ["speed"] and echoed == []
    widget.lang = "de"
    widget.set_state({"lang": "xx"})
    assert widget.board["message"]["text"].startswith("lang='xx': unbekannte Sprache")  # said in the board's language
    assert widget.lang == "de" and ["lang"] in sent and echoed == []  # no other view is told of it
    assert widget.game.to_json() == game


@pytest.mark.parametrize(
    "state",
    [{"playing": True}, {"busy": {"kind": "hint"}}, {"board": {}}, {"study": {"why": "x"}}, {"tally": {}},
     {"strings": {"undo": "x"}}, {"playing": "x"}, {"board": None, "show_free": True}],
)
def test_a_view_writing_a_trait_it_only_reads_is_refused_and_set_back(state: dict[str, Any]) -> None:
    widget = PyramidWidget(number=1)
    before = {name: getattr(widget, name) for name in ("playing", "busy", "study", "tally", "strings")}
    game, board = widget.game.to_json(), widget.board
    sent: list[Any] = []
    widget.send_state = lambda key=None: sent.append(key) if isinstance(key, list) else None  # type: ignore[method-assign]
    widget.set_state(state)
    assert {name: getattr(widget, name) for name in before} == before and widget.game.to_json() == game
    assert widget.board["message"] == {"text": "Ignored an unreadable action", "kind": "error"}
    assert {key: value for key, value in widget.board.items() if key not in ("message", "version")} == {
        key: value for key, value in board.items() if key not in ("message", "version")
    }
    assert sent == [[name for name in state if name != "show_free"]]  # the views get the widget's values back
    assert widget.show_free is ("show_free" in state)  # a setting in the same write is taken
    widget.set_state(["not", "a", "state"])
    assert widget.board["message"]["kind"] == "error"


def test_every_synced_trait_of_the_widget_is_a_setting_or_read_only_for_the_views() -> None:
    from pyramid_solitaire.widget import _SETTINGS, _VIEWS_READ

    synced = {name for name in PyramidWidget.class_own_traits(sync=lambda value: bool(value))}
    assert synced == set(_SETTINGS) | set(_VIEWS_READ)


def test_a_bad_language_given_to_the_constructor_is_the_same_error() -> None:
    with pytest.raises(InvalidSettingError, match=r"lang=None: unknown language"):
        PyramidWidget(lang=None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"lang='sv': unknown language"):
        PyramidWidget(lang="sv")
    assert PyramidWidget(lang="fi").strings["undo"] == "Kumoa"


def test_good_settings_are_taken_as_before() -> None:
    widget = PyramidWidget(number=1)
    widget.show_free, widget.show_blocking, widget.winnable_only = 1, True, 0
    assert (widget.show_free, widget.show_blocking, widget.winnable_only) == (True, True, False)
    widget.speed = 2
    assert widget.speed == 2.0 and type(widget.speed) is float
    widget.lang = "nl"
    assert widget.strings["undo"] == "Ongedaan maken"


# --- refused actions change nothing -------------------------------------------------------------
def line_board() -> PyramidWidget:
    """A board showing step 2 of the search's best line (deal 1 is lost under the classic rules), no move played."""
    widget = PyramidWidget(number=1, rules="classic")
    widget.why()
    widget.show_line(2)
    assert widget.study["line"]["step"] == 2 and not widget.game.history
    return widget


@pytest.mark.parametrize("how", ["python", "view"])
def test_a_refused_undo_leaves_the_line_shown_and_says_why_there(how: str) -> None:
    widget = line_board()
    study = dict(widget.study)
    if how == "python":
        with pytest.raises(IllegalMoveError, match="there is no move to undo"):
            widget.undo()
    else:
        send(widget, {"type": "undo"})
    assert widget.study["line"] == study["line"] and widget.study["why"] == study["why"]
    assert widget.study["board"]["message"] == {"text": "There is no move to undo", "kind": "error"}
    assert widget.board["message"] == {"text": "There is no move to undo", "kind": "error"}
    assert not widget.game.history
    widget.show_line(3)  # the line is still there to step through
    assert widget.study["line"]["step"] == 3


def test_a_refused_redo_leaves_the_line_shown() -> None:
    widget = line_board()
    with pytest.raises(IllegalMoveError):
        widget.redo()
    assert widget.study["line"]["step"] == 2 and not widget.game.history


def test_play_solution_refused_on_a_shown_line_keeps_the_speed() -> None:
    widget = line_board()
    with pytest.raises(IllegalMoveError, match="a position on the search's line"):
        widget.play_solution(0.05)
    assert widget.speed == 0.6 and not widget.playing and not widget.game.history


def test_a_refused_drag_keeps_the_selection() -> None:
    widget = PyramidWidget(number=1)
    send(widget, {"type": "tap", "where": "P21"})
    send(widget, {"type": "move", "where": ["P0", "P1"]})  # covered cards: refused
    assert widget.board["message"]["kind"] == "error" and not widget.game.history
    assert widget.board["selected"] == ["P21"]
    send(widget, {"type": "tap", "where": "P27"})  # the selection still pairs
    assert [move.code for move in widget.game.history] == ["As+Qh"]


def test_a_refused_turn_of_the_waste_keeps_the_selection() -> None:
    widget = PyramidWidget(number=1, rules="classic")  # one pass: the waste is never turned over
    while widget.game.stock:
        widget.play("draw")
    send(widget, {"type": "tap", "where": "P22"})
    assert widget.board["selected"] == ["P22"]
    history = widget.game.history
    send(widget, {"type": "draw"})
    assert widget.board["message"]["kind"] == "error" and widget.game.history == history
    assert widget.board["selected"] == ["P22"]


def test_a_refused_tap_while_a_pile_is_chosen_keeps_the_choice() -> None:
    widget = PyramidWidget(number=1, rules="apophis")  # three waste piles: a draw asks which
    send(widget, {"type": "draw"})
    assert widget.board["choosing_pile"] is True
    send(widget, {"type": "tap", "where": "P0"})  # a covered card: refused
    assert widget.board["message"]["kind"] == "error" and widget.board["choosing_pile"] is True
    send(widget, {"type": "tap", "where": "W2"})  # the choice still draws
    assert [move.code for move in widget.game.history] == ["draw 2"] and widget.board["choosing_pile"] is False


def test_numpy_numbers_are_taken_wherever_the_widget_takes_a_number() -> None:
    numpy = pytest.importorskip("numpy")
    board = PyramidWidget(number=1)
    board.play("As+Qh")
    board.review()
    board.show_move(numpy.int64(1))
    assert board.study["shown"] == 1 and type(board.study["shown"]) is int
    player = PyramidWidget(number=1)
    player.play_solution(delay=numpy.float64(0.05))
    assert player.speed == 0.05 and type(player.speed) is float
    player.stop()
    explained = PyramidWidget(number=1, rules="classic")
    explained.why()
    explained.show_line(numpy.int64(2))
    assert explained.study["line"]["step"] == 2


def test_play_on_a_finished_game_says_it_is_over_and_changes_nothing() -> None:
    board = PyramidWidget(number=1)
    for move in solve(board.game).moves:
        board.play(move)
    speed = board.speed
    board.play_solution(delay=2)
    assert not board.playing and board.speed == speed
    assert board.board["message"] == {"text": "The game is over: Won: the pyramid is cleared.", "kind": "error"}


def test_a_hint_to_draw_onto_a_pile_marks_the_pile_through_the_choice() -> None:
    board = PyramidWidget(number=1, rules="apophis")
    board.play("As+Qh")
    board.play("3c+Ts")
    move = board.hint()
    assert move is not None and move.kind == "draw" and move.pile == 1
    assert board.board["hint"] == ["draw", "W1"] and board.board["message"]["text"] == "Hint: Draw onto pile 1"
    board.handle_message({"type": "draw"})  # the drawn card waits for its pile: the hinted one still glows
    assert board.board["hint"] == ["draw", "W1"]
    board.handle_message({"type": "tap", "where": "W1"})
    assert board.game.history[-1].code == "draw 1" and board.board["hint"] == []
