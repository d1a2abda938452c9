"""The game: construction, the position, undo/redo, copies, equality, the text board, and
golden playthroughs (the board after every move of a scripted game, diffed against tests/golden).

Regenerate the golden files after an intended change of the text board with
``PYRAMID_REGENERATE_GOLDEN=1 python -m pytest tests/test_game.py -k playthrough`` and review the diff.
"""

from __future__ import annotations

import os

import pytest
from conftest import GOLDEN, build_game, play_all, state

from pyramid_solitaire import (
    Card,
    Deal,
    Game,
    IllegalMoveError,
    InvalidDealError,
    InvalidRulesError,
    Move,
    Place,
    PyramidError,
    Rules,
)

# A shortest-found win of deal 1 under the standard rules, found by a depth-first search.
DEAL1_WIN = (
    "As+Qh,3c+Ts,draw,draw,draw,draw,draw,Td+3s,draw,draw,5c+8h,Qd+Ah,3h+Th,2s+Js,Kh,9s+4c,Ks,9d+4s,Ad+Qc,Kd,Kc,"
    "draw,draw,draw,7h+6d,5s+8s,5h+8d,draw,7c+6c,draw,5d+8c,Tc+3d,draw,draw,Jc+2h,draw,recycle,9h+4h,draw,draw,"
    "draw,draw,2d+Jh,Jd+2c"
)
# Deal 2 under Apophis, removals first and each card drawn onto the lowest waste pile: it ends stuck.
DEAL2_APOPHIS = (
    "P26,P21+P25,P19+P24,P18+P22,P13+P27,draw 1,draw 2,P15+W2,draw 2,P23+W2,draw 2,draw 3,draw 1,draw 2,draw 3,"
    "P17+W3,P12+W3,P8+W1,draw 3,P16+W3,draw 3,draw 1,draw 3,P10+W3,draw 3,W2+W3,draw 2,draw 3,P11+W3,P6,P7+P20,"
    "P3+W3,P4+W1,P1+W2,draw 3,draw 1,W1+W2,draw 2,draw 1,W1,draw 1,draw 2,draw 3,draw 1,draw 2,P14+W2"
)
PLAYTHROUGHS = {
    "deal1-standard": (1, "standard", DEAL1_WIN),
    "deal2-apophis": (2, "apophis", DEAL2_APOPHIS),
}


# --- construction ---------------------------------------------------------------------------
def test_ways_to_give_the_deal() -> None:
    by_number = Game.from_number(4)
    assert Game(4) == Game(Deal.from_number(4)) == Game(str(Deal.from_number(4))) == by_number
    assert by_number.deal.number == 4 and Game(str(by_number.deal)).deal.number is None
    assert Game(4, rules="classic").rules.name == "classic"
    assert Game.from_number(4, Rules(passes=2)).rules.passes == 2
    random_game = Game()
    assert sorted(random_game.deal.cards) == sorted(Deal.from_number(1).cards)
    assert Game(rules="spanish").deal.deck_type == "spanish"


def test_an_integer_like_deal_number() -> None:
    class DealNumber:
        def __index__(self) -> int:
            return 4

    assert Game(DealNumber()).deal.number == 4  # type: ignore[arg-type]
    with pytest.raises(InvalidDealError, match="not bool"):
        Game(True)


def test_bad_deals_and_rules() -> None:
    with pytest.raises(InvalidDealError, match="not list"):
        Game([1, 2])  # type: ignore[arg-type]
    with pytest.raises(InvalidDealError, match="but the pharaoh rules play 104 French cards"):
        Game(Deal.from_number(1), "pharaoh")
    with pytest.raises(InvalidDealError, match="out of range"):
        Game(0)
    with pytest.raises(InvalidRulesError, match="unknown rules preset"):
        Game(1, "solitaire")


def test_the_starting_position() -> None:
    game = Game.from_number(1)
    assert [str(c) for c in game.pyramid[:3]] == ["Jd", "2d", "9h"]
    assert [str(c) for c in game.stock[:3]] == ["4h", "Ac", "4d"] and len(game.stock) == 24
    assert game.waste == ((),) and game.removed == () and game.history == ()
    assert game.pass_number == 1 and game.passes_left == 2
    assert not game.can_undo and not game.can_redo
    assert Game.from_number(1, "tuts-tomb").passes_left is None
    assert Game.from_number(1, "apophis").waste == ((), (), ())


def test_card_at_and_locate() -> None:
    game = Game.from_number(1)
    assert game.card_at("P0") == Card.parse("Jd") and game.card_at("p27") == Card.parse("Qh")
    assert game.card_at("S") == Card.parse("4h") and game.card_at("W") is None
    assert game.locate("7s") == [Place("stock", 3)]
    play_all(game, "draw,draw,As+Qh")
    assert game.locate("4h") == [Place("waste", 1, 1)]
    assert game.locate("Ac") == [Place("waste", 0, 1)]
    assert game.locate("Qh") == [Place("removed", 1)] and game.locate("As") == [Place("removed", 0)]
    assert game.locate(Card.parse("Jd")) == [Place("pyramid", 0)]
    assert game.card_at("P21") is None
    two = Game.from_number(1, "pharaoh")
    assert len(two.locate("Kd")) == 2


# --- undo, redo, history --------------------------------------------------------------------
def test_undo_everything_and_redo_everything() -> None:
    game = Game.from_number(1)
    start = state(game)
    played = [game.play(code) for code in DEAL1_WIN.split(",")]
    end = state(game)
    assert game.history == tuple(played)
    outcome = game.outcome()
    assert outcome is not None and outcome.won
    undone = [game.undo() for _ in played]
    assert undone == played[::-1]
    assert state(game)[:-2] == start[:-2] and str(game) == start[-1]
    assert game.can_redo and not game.can_undo
    redone = [game.redo() for _ in played]
    assert redone == played
    assert state(game) == end and not game.can_redo


def test_a_game_rewound_is_the_game_replayed_to_that_move() -> None:
    game = Game.from_number(1)
    codes = DEAL1_WIN.split(",")
    play_all(game, ",".join(codes))
    end = state(game)
    for moves in (0, 1, 7, len(codes)):
        replayed = Game.from_number(1)
        play_all(replayed, ",".join(codes[:moves]))
        earlier = game.rewound(moves)
        assert state(earlier)[:5] == state(replayed)[:5] and earlier.can_redo == (moves < len(codes))
        assert [earlier.redo().code for _ in codes[moves:]] == codes[moves:]
    for bad in (-1, len(codes) + 1, True, 1.0, "3"):
        with pytest.raises(PyramidError, match=r"this game can be rewound to 0-"):
            game.rewound(bad)  # type: ignore[arg-type]
    assert state(game) == end


def test_redo_survives_replaying_the_same_move_but_not_another() -> None:
    game = Game.from_number(1)
    play_all(game, "As+Qh,draw,3c+Ts")
    game.undo()
    game.undo()
    game.play("draw")  # the move that was undone: the redo of 3c+Ts stays
    assert game.can_redo
    assert game.redo().code == "3c+Ts"
    game.undo()
    game.play("draw")  # another move than the undone 3c+Ts
    assert not game.can_redo
    with pytest.raises(IllegalMoveError, match="no undone move"):
        game.redo()


def test_undo_restores_passes_and_the_waste() -> None:
    game = play_all(Game.from_number(1), ",".join(["draw"] * 24))
    before = state(game)
    game.play("recycle")
    assert game.pass_number == 2 and game.stock == Game.from_number(1).stock and game.waste == ((),)
    game.undo()
    after = state(game)
    assert after[:5] == before[:5] and after[-1] == before[-1] and game.can_redo


def test_undo_after_the_game_is_over() -> None:
    game = play_all(Game.from_number(1), DEAL1_WIN)
    assert game.is_over
    game.undo()
    assert not game.is_over and game.legal_moves


def test_rules_and_deal_are_fixed_for_the_game() -> None:
    # Other rules or another deal would leave the position, the score and the save out of step.
    game = play_all(Game.from_number(1), "As+Qh,draw")
    saved = game.to_json()
    for name, value in (("rules", Rules.preset("classic")), ("deal", Deal.from_number(2))):
        with pytest.raises(AttributeError):
            setattr(game, name, value)
    assert game.to_json() == saved and Game.from_json(saved) == game


# --- copies and equality ----------------------------------------------------------------------
def test_copy_is_independent() -> None:
    game = play_all(Game.from_number(1), "As+Qh,draw")
    clone = game.copy()
    assert clone == game and state(clone) == state(game)
    clone.play("draw")
    clone.undo()
    clone.undo()
    assert len(game.history) == 2 and game.card_at("W") == Card.parse("4h")
    assert clone.card_at("W") is None and clone.can_redo and not game.can_redo
    game.play("3c+Ts")
    assert clone.card_at("P23") == Card.parse("3c")


def test_equality_is_about_the_position() -> None:
    one = play_all(Game.from_number(1), "As+Qh,3c+Ts")
    other = play_all(Game.from_number(1), "3c+Ts,As+Qh")
    assert one == other and hash(one) == hash(other) and one.history != other.history
    assert one != Game.from_number(1)
    assert Game.from_number(1) != Game.from_number(1, "classic")
    assert one != "a game"
    drawn = play_all(Game.from_number(1), ",".join(["draw"] * 24) + ",recycle")
    assert drawn.stock == Game.from_number(1).stock and drawn != Game.from_number(1)  # pass 2 is not pass 1


def test_repr() -> None:
    game = play_all(Game.from_number(1), "As+Qh")
    assert repr(game) == "<Game 1 rules='standard' moves=1>"
    assert repr(Game(str(game.deal))).startswith("<Game 'Jd 2d 9h")


# --- the text board ---------------------------------------------------------------------------
def test_text_board_of_deal_1() -> None:
    assert str(Game.from_number(1)) == "\n".join(
        [
            "Pyramid · standard rules · deal 1 · pass 1 of 3",
            "             Jd",
            "           2d  9h",
            "         Jc  5d  7h",
            "       7c  5h  Kd  Kc",
            "     9s  5s  Ad  Qc  Kh",
            "   3h  2s  Ks  9d  Qd  Js",
            "[As][Ah][3c][4c][5c][Ts][Qh]",
            "Stock: 24 cards, top 4h | Waste: empty | Removed: 0 | Points: 0",
        ]
    )


def test_text_board_marks_removed_and_newly_free_cards() -> None:
    game = play_all(Game.from_number(1), "As+Qh,3c+Ts,draw")
    lines = str(game).splitlines()
    assert lines[6] == "   3h  2s  Ks  9d  Qd [Js]"
    assert lines[7] == " ·  [Ah] ·  [4c][5c] ·   ·"
    assert lines[8] == "Stock: 23 cards, top Ac | Waste: 1 card, top 4h | Removed: 4 | Points: 10"


@pytest.mark.parametrize(
    ("rules", "header", "stock_line"),
    [
        ("waste-only", "Pyramid · waste-only rules · deal 1 · pass 1 of 3", "Stock: 24 cards face down | Waste: empty"),
        ("tuts-tomb", "Pyramid · tuts-tomb rules · deal 1 · pass 1, unlimited passes", "Stock: 24 cards face down"),
        ("apophis", "Pyramid · apophis rules · deal 1 · pass 1 of 3", "Waste: W1:empty W2:empty W3:empty"),
        ("classic", "Pyramid · classic rules · deal 1 · pass 1 of 1", "Stock: 24 cards, top 4h"),
    ],
)
def test_text_board_header_and_stock_line(rules: str, header: str, stock_line: str) -> None:
    lines = str(Game.from_number(1, rules)).splitlines()
    assert lines[0] == header
    assert stock_line in lines[-1]


def test_text_board_of_a_custom_deal_and_other_decks() -> None:
    game = build_game("Kd  Kc Kh", "", Rules(rows=2))
    assert str(game).splitlines()[0] == "Pyramid · custom rules · custom deal · pass 1 of 3"
    assert len(str(Game.from_number(1, "pharaoh")).splitlines()) == 12
    assert str(Game.from_number(5, "spanish")).splitlines()[7] == " [1b]  [8e]  [9e] [10e]  [6c]  [9b]  [4b]"
    one = build_game("Kd  Kc Kh", "", Rules(rows=2))
    play_all(one, ",".join(["draw"] * 48) + ",Kh,Kc")
    assert "Stock: 1 card, top" in str(one)


# --- golden playthroughs ----------------------------------------------------------------------
def playthrough(number: int, rules: str, script: str) -> str:
    game = Game.from_number(number, rules)
    parts = [f"# deal {number}, {rules} rules: the board after every move", "", "## start", str(game), _moves(game)]
    for step, code in enumerate(script.split(","), start=1):
        move = game.play(code)
        parts += ["", f"## move {step}: {move.code} ({move.position_code})", str(game), _moves(game)]
    outcome = game.outcome()
    parts += ["", f"## outcome: {outcome.reason if outcome else 'none'}"]
    return "\n".join(parts) + "\n"


def _moves(game: Game) -> str:
    return "legal: " + (", ".join(move.position_code for move in game.legal_moves) or "none")


@pytest.mark.parametrize("name", sorted(PLAYTHROUGHS))
def test_playthrough_matches_golden_file(name: str) -> None:
    text = playthrough(*PLAYTHROUGHS[name])
    path = GOLDEN / f"playthrough-{name}.txt"
    if os.environ.get("PYRAMID_REGENERATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert text.splitlines() == expected.splitlines()


def test_golden_playthroughs_end_as_scripted() -> None:
    win = play_all(Game.from_number(1), DEAL1_WIN).outcome()
    assert win is not None and win.reason == "pyramid_cleared"
    lost = play_all(Game.from_number(2, "apophis"), DEAL2_APOPHIS).outcome()
    assert lost is not None and lost.reason == "stuck"


def test_move_values_from_a_playthrough_replay_on_a_fresh_game() -> None:
    game = play_all(Game.from_number(2, "apophis"), DEAL2_APOPHIS)
    fresh = Game.from_number(2, "apophis")
    for move in game.history:
        assert isinstance(move, Move) and move in fresh.legal_moves
        fresh.play(move)
    assert fresh == game
