"""The game: a deal played under some rules, its position, moves, undo/redo, score and JSON.

The rules themselves live in :mod:`pyramid_solitaire.position`; a :class:`Game` keeps the
position and the history that led there.

>>> game = Game.from_number(1)
>>> game.play("As+Qh")
Move('pair', ('P21', 'P27'), (Card.parse('As'), Card.parse('Qh')))
>>> game.play("Kh")
Traceback (most recent call last):
...
pyramid_solitaire.errors.IllegalMoveError: K♥ is covered by Q♦ and J♠
>>> game.undo().code, len(game.history)
('As+Qh', 0)
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .analysis import BlockingPair, blocking_pairs, cover_cone, dead_cards
from .cards import Card
from .deal import Deal
from .errors import (
    IllegalMoveError,
    InvalidGameFileError,
    InvalidMoveError,
    InvalidRulesError,
    PyramidError,
    is_whole,
    whole_number,
)
from .jsontext import is_version, json_type, read_object, refused, required
from .moves import Move
from .position import Outcome, Place, Position
from .reasons import Reason, reason_of
from .rules import RULES_PARAMETERS, Rules, RulesLike, makes_promise, promised_rules

__all__ = ["Game", "LegalMoves", "Outcome", "Place", "Position", "Score"]

SAVE_FORMAT = "pyramid-solitaire"
SAVE_VERSION = 1
SAVE_FIELDS = ("format", "version", "rules", "deal", "number", "moves")
"""The fields of a saved game, in the order :meth:`Game.to_json` writes them."""
MAX_SAVED_GAME = 8_000_000
"""The most characters of a saved game read: a game of 100,000 moves takes about 1,000,000."""
MAX_MOVES = 100_000
"""The most moves a saved game may list, far above any real game (a few hundred)."""
MAX_MOVE_CODE = 100
"""The longest move code a saved game may hold (``P54+W3`` is six characters)."""
ROW_BONUSES = (500, 250, 150, 100, 75, 50, 25)
"""Microsoft-style bonus for clearing a row, from the apex down; further rows earn 25."""
POINTS_PER_REMOVAL = 5


@dataclass(frozen=True)
class Score:
    """Cards removed so far and the Microsoft-style points (5 per removal plus row bonuses).

    >>> game = Game.from_number(1)
    >>> _ = game.play("As+Qh")
    >>> game.score
    Score(cards_removed=2, points=5)
    """

    cards_removed: int
    points: int


class LegalMoves:
    """The moves allowed in a position: test ``in``, count with ``len`` or ``count()``, iterate.

    >>> moves = Game.from_number(1).legal_moves
    >>> "draw" in moves, "As+Qh" in moves, "Kh" in moves, len(moves)
    (True, True, False, 4)
    """

    def __init__(self, position: Position) -> None:
        self._position = position
        self._moves = position.legal_moves()

    def __contains__(self, move: object) -> bool:
        if isinstance(move, str):
            try:
                move = self._position.parse_move(move)
            except (InvalidMoveError, IllegalMoveError):
                return False
        return move in self._moves

    def __iter__(self) -> Iterator[Move]:
        return iter(self._moves)

    def __len__(self) -> int:
        return len(self._moves)

    def __bool__(self) -> bool:
        return bool(self._moves)

    def count(self) -> int:
        """The number of legal moves.

        >>> Game.from_number(1).legal_moves.count()
        4
        """
        return len(self._moves)

    def __repr__(self) -> str:
        return f"<LegalMoves ({', '.join(move.code for move in self._moves)})>"


class Game:
    """A game of Pyramid under some :class:`Rules`, from a deal.

    ``deal`` may be a :class:`Deal`, its text, a deal number, or ``None`` for a random deal.

    >>> game = Game(1, rules="classic")
    >>> game.rules.name, game.deal.number, len(game.free_cards())
    ('classic', 1, 7)
    """

    def __init__(self, deal: Deal | str | int | None = None, rules: RulesLike = "standard") -> None:
        self._rules = Rules.coerce(rules)
        self._deal = Deal.coerce(deal, self._rules)
        self._position = Position.start(self._deal, self._rules)
        self._history: list[Move] = []
        self._undo_stack: list[Position] = []
        self._redo_stack: list[Move] = []

    @classmethod
    def from_number(cls, number: int, rules: RulesLike = "standard") -> Game:
        """A game of deal ``number`` (PySolFC numbering).

        >>> Game.from_number(2).pyramid[0]
        Card.parse('Qd')
        """
        rules = Rules.coerce(rules)
        return cls(Deal.from_number(number, rules), rules)

    @property
    def rules(self) -> Rules:
        """The rules of the game (fixed for its life: a game under other rules is a new :class:`Game`).

        >>> Game.from_number(1, "pharaoh").rules.rows
        10
        """
        return self._rules

    @property
    def deal(self) -> Deal:
        """The deal the game started from (fixed for its life).

        >>> Game.from_number(7).deal.number
        7
        """
        return self._deal

    # --- the position --------------------------------------------------------------------
    @property
    def position(self) -> Position:
        """The current :class:`Position`, a frozen snapshot.

        >>> Game.from_number(1).position.pass_number
        1
        """
        return self._position

    @property
    def pyramid(self) -> tuple[Card | None, ...]:
        """The pyramid by position, apex first; ``None`` where the card was removed.

        >>> game = Game.from_number(1); _ = game.play("As+Qh")
        >>> game.pyramid[0], game.pyramid[21], len(game.pyramid)
        (Card.parse('Jd'), None, 28)
        """
        return self._position.pyramid

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock cards, top card first.

        >>> Game.from_number(1).stock[:2]
        (Card.parse('4h'), Card.parse('Ac'))
        """
        return self._position.stock

    @property
    def waste(self) -> tuple[tuple[Card, ...], ...]:
        """Each waste pile, top card first.

        >>> game = Game.from_number(1); _ = game.play("draw")
        >>> game.waste
        ((Card.parse('4h'),),)
        """
        return self._position.waste

    @property
    def removed(self) -> tuple[Card, ...]:
        """The removed cards in the order they went.

        >>> game = Game.from_number(1); _ = game.play("As+Qh")
        >>> game.removed
        (Card.parse('As'), Card.parse('Qh'))
        """
        return self._position.removed

    @property
    def pass_number(self) -> int:
        """Which pass through the stock this is, from 1.

        >>> Game.from_number(1).pass_number
        1
        """
        return self._position.pass_number

    @property
    def passes_left(self) -> int | None:
        """Recycles still allowed (``None`` when unlimited).

        >>> Game(1).passes_left, Game(1, "classic").passes_left, Game(1, "tuts-tomb").passes_left is None
        (2, 0, True)
        """
        return None if self.rules.passes is None else self.rules.passes - self.pass_number

    @property
    def removed_this_pass(self) -> int:
        """Cards removed since the waste was last turned over (with unlimited passes, a recycle needs one).

        >>> game = Game.from_number(1); _ = game.play("As+Qh"); game.removed_this_pass
        2
        """
        return self._position.removed_this_pass

    @property
    def history(self) -> tuple[Move, ...]:
        """The moves played, oldest first.

        >>> game = Game.from_number(1); _ = game.play("As+Qh"); _ = game.play("draw")
        >>> [move.code for move in game.history]
        ['As+Qh', 'draw']
        """
        return tuple(self._history)

    @property
    def can_undo(self) -> bool:
        """True when a move can be taken back.

        >>> game = Game.from_number(1); before = game.can_undo; _ = game.play("draw")
        >>> before, game.can_undo
        (False, True)
        """
        return bool(self._history)

    @property
    def can_redo(self) -> bool:
        """True when an undone move can be played again.

        >>> game = Game.from_number(1); _ = game.play("draw"); before = game.can_redo; _ = game.undo()
        >>> before, game.can_redo
        (False, True)
        """
        return bool(self._redo_stack)

    def waste_name(self, pile: int) -> str:
        """The position code of waste pile ``pile`` (1-based): ``W`` with one pile, else ``W1``-``W3``.

        >>> Game(1, "apophis").waste_name(2)
        'W2'
        """
        return self._position.waste_name(pile)

    def card_at(self, where: str | int) -> Card | None:
        """The card at a position code (``P12``, ``S``, ``W``, ``W2``) or pyramid position number, or ``None`` if empty.

        >>> str(Game.from_number(1).card_at("S")), str(Game.from_number(1).card_at(0))
        ('4h', 'Jd')
        """
        return self._position.card_at(where)

    def locate(self, card: Card | str) -> list[Place]:
        """Every place where ``card`` lies (two with two decks).

        >>> Game.from_number(1).locate("4h")
        [Place(area='stock', at=0, pile=0)]
        """
        return self._position.locate(card if isinstance(card, Card) else Card.parse(card, self.rules.deck_type))

    # --- what can be played ---------------------------------------------------------------
    def is_free(self, index: int | str) -> bool:
        """True when pyramid position ``index`` (a number, or a code like ``'P12'``) holds a card with nothing on it.

        >>> game = Game.from_number(1)
        >>> game.is_free(27), game.is_free("P0")
        (True, False)
        """
        return self._position.is_free(index)

    @property
    def legal_moves(self) -> LegalMoves:
        """The moves allowed now (none once the game is over).

        >>> Game.from_number(1).legal_moves
        <LegalMoves (As+Qh, Ah+Qh, 3c+Ts, draw)>
        """
        return LegalMoves(self._position)

    def free_cards(self) -> list[tuple[str, Card]]:
        """The free pyramid cards as (position, card), apex first.

        >>> [str(c) for _, c in Game.from_number(1).free_cards()][:3]
        ['As', 'Ah', '3c']
        """
        return self._position.free_cards()

    def available_cards(self) -> list[tuple[str, Card]]:
        """Every card that may be played now: free pyramid cards, the stock top (when face up), waste tops.

        >>> [where for where, _ in Game.from_number(1).available_cards()][-1]
        'S'
        """
        return self._position.available_cards()

    # --- playing --------------------------------------------------------------------------
    def parse_move(self, code: str | Move) -> Move:
        """The legal move that ``code`` names here.

        Raises :class:`InvalidMoveError` (unreadable), :class:`AmbiguousMoveError` (fits several
        moves) or :class:`IllegalMoveError` (not allowed here; ``error.reason`` says why).

        >>> Game.from_number(1).parse_move("S")  # 4h: not a King
        Traceback (most recent call last):
        ...
        pyramid_solitaire.errors.IllegalMoveError: 4♥ is not a King: a single card can be removed only if it is a King
        """
        return self._position.parse_move(code)

    def play(self, move: str | Move) -> Move:
        """Play a move (a :class:`Move` or its code) and return it; an illegal one changes nothing.

        >>> game = Game.from_number(1)
        >>> game.play("draw").code, str(game.card_at("W"))
        ('draw', '4h')
        """
        resolved = self._position.parse_move(move)
        self._undo_stack.append(self._position)
        self._position = self._position.after(resolved)
        self._history.append(resolved)
        if self._redo_stack and self._redo_stack[-1] == resolved:
            self._redo_stack.pop()
        else:
            self._redo_stack.clear()
        return resolved

    def undo(self) -> Move:
        """Take back the last move and return it; raises :class:`IllegalMoveError` if none was played.

        >>> game = Game.from_number(1); _ = game.play("draw"); game.undo().code
        'draw'
        """
        if not self._history:
            raise IllegalMoveError(Reason.of("no_undo"))
        move = self._history.pop()
        self._position = self._undo_stack.pop()
        self._redo_stack.append(move)
        return move

    def redo(self) -> Move:
        """Play the last undone move again and return it.

        >>> game = Game.from_number(1); _ = game.play("draw"); _ = game.undo(); game.redo().code
        'draw'
        """
        if not self._redo_stack:
            raise IllegalMoveError(Reason.of("no_redo"))
        return self.play(self._redo_stack[-1])

    def rewound(self, moves: int) -> Game:
        """A copy of the game as it stood after its first ``moves`` moves (the later ones can be redone).

        >>> game = Game.from_number(1); _ = game.play("draw"); _ = game.play("draw")
        >>> earlier = game.rewound(1); len(earlier.history), earlier.redo().code, len(game.history)
        (1, 'draw', 2)
        """
        played = len(self._history)
        if not is_whole(moves) or not 0 <= moves <= played:
            raise PyramidError(Reason.of("rewind_range", moves=moves, played=played))
        earlier = self.copy()
        for _ in range(played - moves):
            earlier.undo()
        return earlier

    def copy(self) -> Game:
        """An independent copy, history and redo included.

        >>> game = Game.from_number(1); twin = game.copy(); _ = twin.play("draw"); len(game.history)
        0
        """
        clone = Game.__new__(Game)
        clone.__dict__.update(self.__dict__)
        clone._history = list(self._history)
        clone._undo_stack = list(self._undo_stack)
        clone._redo_stack = list(self._redo_stack)
        return clone

    def position_key(self) -> tuple[Any, ...]:
        """A hashable value that two games share exactly when their positions are the same.

        >>> Game.from_number(1).position_key() == Game.from_number(1).position_key()
        True
        """
        return self._position.key()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.position_key() == other.position_key()

    def __hash__(self) -> int:
        return hash(self.position_key())

    # --- outcome and score ---------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        """``None`` while the game goes on, else how it ended and why.

        >>> game = Game("Kd Kc Kh " + " ".join(c for c in str(Game(1).deal).split() if c not in ("Kd", "Kc", "Kh")),
        ...             rules=Rules(rows=2))
        >>> for code in ("Kh", "Kc", "Kd"): _ = game.play(code)
        >>> game.outcome().message, game.outcome().describe("nl")
        ('Won: the pyramid is cleared.', 'Gewonnen: de piramide is leeg.')
        """
        return self._position.outcome()

    @property
    def is_over(self) -> bool:
        """True once the game has an outcome.

        >>> game = Game("Kd Kc Kh " + " ".join(c for c in str(Game(1).deal).split() if c not in ("Kd", "Kc", "Kh")),
        ...             rules=Rules(rows=2))
        >>> before = game.is_over
        >>> for code in ("Kh", "Kc", "Kd"): _ = game.play(code)
        >>> before, game.is_over
        (False, True)
        """
        return self._position.outcome() is not None

    @property
    def score(self) -> Score:
        """Cards removed and points: 5 per removal, plus a bonus per cleared row (500 for the apex).

        >>> Game.from_number(1).score
        Score(cards_removed=0, points=0)
        """
        removals = sum(1 for move in self._history if move.removes)
        points = POINTS_PER_REMOVAL * removals
        geo = self._position.geometry
        for row in range(self.rules.rows):
            if all(self.pyramid[i] is None for i in geo.row(row)):
                points += ROW_BONUSES[min(row, len(ROW_BONUSES) - 1)]
        return Score(len(self.removed), points)

    # --- inspection (see analysis.py) -----------------------------------------------------
    def cover_cone(self, where: str | int | Card) -> list[tuple[str, Card]]:
        """The cards still in the pyramid that must go before the card at ``where`` is free.

        >>> [str(card) for _, card in Game.from_number(1).cover_cone("P15")]
        ['As', 'Ah']
        """
        return cover_cone(self._position, where)

    def blocking_pairs(self) -> list[BlockingPair]:
        """Pyramid pairs that can never go together because one lies in the other's cover cone.

        >>> str(Game.from_number(1).blocking_pairs()[0])
        'J♦ under 2♦ (right on it)'
        """
        return blocking_pairs(self._position)

    def dead_cards(self) -> list[tuple[str, Card]]:
        """Pyramid cards that can never be removed: every partner left lies in their cone, or under them.

        >>> Game.from_number(1).dead_cards()
        []
        """
        return dead_cards(self._position)

    # --- display --------------------------------------------------------------------------
    def _repr_svg_(self) -> str:
        from .svg import board_svg

        return board_svg(self)

    def __str__(self) -> str:
        from .text import board_text

        return board_text(self)

    def __repr__(self) -> str:
        number = f"{self.deal.number}" if self.deal.number is not None else repr(str(self.deal))
        return f"<Game {number} rules={self.rules.name!r} moves={len(self._history)}>"

    # --- saving ---------------------------------------------------------------------------
    def to_json(self, indent: int | str | None = 2) -> str:
        """The game as JSON: deal, rules and moves (position codes). :meth:`from_json` reads it back.

        >>> game = Game.from_number(1); _ = game.play("As+Qh")
        >>> Game.from_json(game.to_json()) == game
        True
        """
        if indent is not None:
            spaces = whole_number(indent)
            if spaces is not None and 0 <= spaces <= 100:
                indent = spaces
            elif not (isinstance(indent, str) and len(indent) <= 100 and not indent.strip(" \t")):  # as json.dumps takes
                raise PyramidError(Reason.of("json_indent", indent=indent))
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "rules": self.rules.to_dict(),
            "deal": str(self.deal),
            "number": self.deal.number,
            "moves": [move.position_code for move in self._history],
        }
        return json.dumps(data, indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Load a game saved by :meth:`to_json`, replaying and checking every move.

        >>> Game.from_json('{"format": "pyramid-solitaire"}')
        Traceback (most recent call last):
        ...
        pyramid_solitaire.errors.InvalidGameFileError: saved game: missing field 'version'
        """
        data = _read_save(text)
        if required(data, "format", InvalidGameFileError, _SAVED_GAME) != SAVE_FORMAT:
            raise _refused("save_format", found=data["format"], expected=SAVE_FORMAT)
        for key in ("version", "rules", "deal", "moves"):
            required(data, key, InvalidGameFileError, _SAVED_GAME)
        if not is_version(data["version"], SAVE_VERSION):
            raise _refused("save_version", found=data["version"], expected=SAVE_VERSION)
        for key in data:
            if key not in SAVE_FIELDS:  # a mistyped field would else be dropped without a word
                raise _refused("unknown_field", key=key, known=list(SAVE_FIELDS))
        if isinstance(data["rules"], dict):  # every parameter, as saved: a default would change the game unsaid
            for key in RULES_PARAMETERS:
                required(data["rules"], key, InvalidGameFileError, _SAVED_GAME, within="rules")
        try:
            rules = _rules_read(data["rules"])
            deal = Deal.parse(data["deal"], rules)
        except ValueError as exc:
            raise _refused("saved_content", cause=reason_of(exc)) from None
        number = data.get("number")
        if number is not None:
            if not isinstance(number, int) or isinstance(number, bool):
                raise _refused("save_deal_number", number=number)
            try:
                deal = Deal(deal.cards, number)  # the deal checks that these are the number's cards
            except ValueError as exc:
                cause = reason_of(exc)
                if cause.code == "deal_number_cards":  # said as a saved game's fault, not a caller's
                    raise _refused("save_wrong_cards", number=number) from None
                raise _refused("saved_content", cause=cause) from None
        moves = data["moves"]
        if not isinstance(moves, list):
            raise _refused("moves_not_list")
        if len(moves) > MAX_MOVES:
            raise _refused("too_many_moves", n=len(moves), limit=MAX_MOVES)
        for i, code in enumerate(moves, start=1):
            if isinstance(code, str) and len(code) > MAX_MOVE_CODE:
                raise _refused("move_code_too_long", i=i, code=code)
        game = cls(deal, rules)
        for i, code in enumerate(moves, start=1):
            if not isinstance(code, str):
                raise _refused("move_code_type", i=i, code=code)
            try:
                game.play(code)
            except ValueError as exc:
                raise _refused("move_does_not_replay", i=i, code=code, cause=reason_of(exc)) from None
        return game


_SAVED_GAME = Reason.of("saved_file", variant="game")  # what a saved game's errors call it, in each language


def _refused(code: str, /, **facts: Any) -> PyramidError:
    """The error for a saved game refused for reason ``code`` (see :func:`~.jsontext.refused`)."""
    return refused(InvalidGameFileError, _SAVED_GAME, code, **facts)


def _read_save(text: str | bytes) -> dict[str, Any]:
    """The JSON object of a saved game, refused at once when far too large, not UTF-8 or too deeply nested.

    >>> _read_save(b'\\xef\\xbb\\xbf{"format": 1}')
    {'format': 1}
    """
    return read_object(text, _SAVED_GAME, MAX_SAVED_GAME, InvalidGameFileError)


def _rules_read(saved: Any) -> Rules:
    """The rules of a saved game: a preset's name, or every parameter. A name that promises rules (a
    preset's, ``NAME/N passes``) is kept only when it names these rules, as an edited file may break
    that promise; such rules, and rules named ``custom``, are named as if unnamed.

    >>> _rules_read({**Rules.preset("standard").to_dict(), "passes": 2}).name
    'standard/2 passes'
    >>> _rules_read({**Rules.preset("relaxed").to_dict(), "name": "relaxed/2 passes", "passes": 2}).name
    'relaxed/2 passes'
    >>> _rules_read({**Rules.preset("relaxed").to_dict(), "name": "relaxed/2 passes"}).name
    'relaxed'
    """
    if isinstance(saved, str):
        return Rules.coerce(saved)
    if not isinstance(saved, dict):
        raise InvalidRulesError(Reason.of("rules_type", type=json_type(saved), variant="saved"))
    name = saved.get("name")
    promised = promised_rules(name) if isinstance(name, str) else None
    if (isinstance(name, str) and makes_promise(name)) or name == "custom":
        rules = Rules.from_dict({**saved, "name": ""})
        return rules.replace(name=name) if name != rules.name and promised == rules else rules
    return Rules.from_dict(saved)

