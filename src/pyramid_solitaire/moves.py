"""Moves and their text codes.

A move is one of: a pair of cards removed together (``"6h+7c"``), a King removed alone
(``"Kd"``), a draw from the stock (``"draw"``; ``"draw 2"`` puts the card on waste pile 2), or
turning the waste over (``"recycle"``). Cards may also be named by where they lie: ``P12`` for
pyramid position 12, ``S`` for the stock top, ``W`` or ``W1``-``W3`` for a waste top.

>>> parse_code("10h + p3")
MoveSpec(kind='remove', tokens=(Card.parse('Th'), 'P3'), pile=None)
>>> Move("pair", ("P12", "S"), (Card.parse("6h"), Card.parse("7c")))
Move('pair', ('P12', 'S'), (Card.parse('6h'), Card.parse('7c')))
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from .cards import WORD_JOINER, Card, DeckType, example_card, join_spanish_words
from .errors import InvalidCardError, InvalidMoveError, whole_number
from .reasons import Reason

MoveKind = Literal["pair", "king", "draw", "recycle"]
Token = Card | str
"""A card named in a move code: a :class:`Card`, or a position code such as ``'P12'``, ``'S'``, ``'W2'``."""

_POSITION = re.compile(r"^(?:P(\d+)|S|W([1-9])?)$", re.IGNORECASE)
_PLACE_CODE = re.compile(r"P[0-9]{1,9}|S|W[1-9]?", re.ASCII)
_COMMAND = re.compile(r"(draw|recycle)(?![a-z])\s*(.*)", re.IGNORECASE | re.DOTALL)
_PILE_NUMBER = re.compile(r"[0-9]{1,9}", re.ASCII)
_JOINS = re.compile(r"[+&]")


def _position_sort_key(where: str) -> tuple[int, int]:
    if where.startswith("P"):
        return (0, int(where[1:]))
    if where == "S":
        return (1, 0)
    return (2, int(where[1:] or 1))


@dataclass(frozen=True)
class Move:
    """One move, as the engine produced it: what it does and which cards it takes where.

    ``where`` holds position codes (``P12``, ``S``, ``W``/``W1``-``W3``), ``cards`` the cards
    found there, ``pile`` the waste pile a draw goes to when there are three.

    >>> move = Move("pair", ("S", "P12"), (Card.parse("7c"), Card.parse("6h")))
    >>> str(move), move.position_code
    ('6h+7c', 'P12+S')
    """

    kind: MoveKind
    where: tuple[str, ...] = ()
    cards: tuple[Card, ...] = ()
    pile: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, str) or self.kind not in ("pair", "king", "draw", "recycle"):
            raise InvalidMoveError(Reason.of("unknown_kind", kind=self.kind))
        if self.pile is not None:
            pile = whole_number(self.pile)
            if self.kind != "draw" or pile is None or pile < 1:
                variant = "draw" if self.kind == "draw" else None
                raise InvalidMoveError(Reason.of("move_pile", kind=self.kind, pile=self.pile, variant=variant))
            object.__setattr__(self, "pile", pile)
        if isinstance(self.where, str) or not isinstance(self.where, Iterable) or not isinstance(self.cards, Iterable):
            raise InvalidMoveError(Reason.of("move_values", where=self.where, cards=self.cards))
        where, cards = tuple(self.where), tuple(self.cards)
        if not all(isinstance(w, str) and _PLACE_CODE.fullmatch(w) for w in where) or not all(
            isinstance(card, Card) for card in cards
        ):
            raise InvalidMoveError(Reason.of("move_values", where=where, cards=cards))
        expected = {"pair": 2, "king": 1}.get(self.kind, 0)
        if len(where) != expected or len(cards) != expected:
            raise InvalidMoveError(Reason.of("move_arity", kind=self.kind, n=expected, where=where))
        if expected == 2 and _position_sort_key(where[0]) > _position_sort_key(where[1]):
            where, cards = where[::-1], cards[::-1]
        object.__setattr__(self, "where", where)
        object.__setattr__(self, "cards", cards)

    @property
    def removes(self) -> bool:
        """True for a pair or a King.

        >>> Move("king", ("P0",), (Card.parse("Kd"),)).removes, Move("draw").removes
        (True, False)
        """
        return self.kind in ("pair", "king")

    @property
    def code(self) -> str:
        """The code naming cards: ``'6h+7c'``, ``'Kd'``, ``'draw'``, ``'draw 2'``, ``'recycle'``.

        >>> Move("pair", ("P12", "S"), (Card.parse("6h"), Card.parse("7c"))).code, Move("draw", pile=2).code
        ('6h+7c', 'draw 2')
        """
        if self.removes:
            return "+".join(map(str, self.cards))
        return self._plain_code()

    @property
    def pretty(self) -> str:
        """The code with cards as the board shows them: ``'6♥+7♣'``, ``'K♦'``, ``'draw'``.

        >>> Move("pair", ("P12", "S"), (Card.parse("6h"), Card.parse("7c"))).pretty
        '6♥+7♣'
        """
        if self.removes:
            return "+".join(card.pretty for card in self.cards)
        return self._plain_code()

    @property
    def position_code(self) -> str:
        """The code naming positions (unambiguous with two decks): ``'P12+S'``, ``'P0'``, ``'draw 2'``.

        >>> Move("pair", ("P12", "S"), (Card.parse("6h"), Card.parse("7c"))).position_code, Move("recycle").position_code
        ('P12+S', 'recycle')
        """
        if self.removes:
            return "+".join(self.where)
        return self._plain_code()

    def readable_code(self, decks: int = 1) -> str:
        """The code :meth:`Game.play` reads back as this move under rules with ``decks`` decks: by
        card with one deck, by position with two, where a card code can fit both copies of a card.

        >>> move = Move("pair", ("P12", "S"), (Card.parse("6h"), Card.parse("7c")))
        >>> move.readable_code(), move.readable_code(2)
        ('6h+7c', 'P12+S')
        """
        return self.position_code if decks > 1 else self.code

    def _plain_code(self) -> str:
        if self.kind == "draw" and self.pile is not None:
            return f"draw {self.pile}"
        return self.kind

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        args = [repr(self.kind)]
        if self.removes:
            args += [repr(self.where), repr(self.cards)]
        if self.pile is not None:
            args.append(f"pile={self.pile}")
        return f"Move({', '.join(args)})"


def placed(move: Move) -> Reason:
    """``move`` named by its cards and its positions, for a sentence in which its cards alone could
    name another move too (two decks).

    >>> placed(Move("pair", ("P12", "P20"), (Card.parse("7d"), Card.parse("6d")))).describe()
    '7♦+6♦ (P12+P20)'
    """
    return Reason.of("move_at", move=move, where="+".join(move.where))


@dataclass(frozen=True)
class MoveSpec:
    """A move code as read, before the game resolves it: ``kind`` is ``remove``, ``draw`` or ``recycle``.

    >>> parse_code("As+Qh")
    MoveSpec(kind='remove', tokens=(Card.parse('As'), Card.parse('Qh')), pile=None)
    """

    kind: Literal["remove", "draw", "recycle"]
    tokens: tuple[Token, ...] = ()
    pile: int | None = None


def parse_code(code: str, deck: DeckType = "french", last: int = 27) -> MoveSpec:
    """Read a move code (see the module docs); raises :class:`InvalidMoveError` when unreadable.

    A pile number after ``draw`` is read whatever it is (the game says whether that pile exists);
    anything else after ``draw`` or ``recycle``, or a ``+`` with nothing on one side, is unreadable.

    >>> parse_code("draw 2")
    MoveSpec(kind='draw', tokens=(), pile=2)
    >>> parse_code("6h+7x")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidMoveError: cannot read move '6h+7x': '7x' is neither a card (like 'Th') nor a position (P0-P27, S, W, W1-W3)
    >>> parse_code("As+")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidMoveError: cannot read move 'As+': a '+' needs a card on each side, like '6h+7c'
    """
    if not isinstance(code, str):
        raise InvalidMoveError(Reason.of("not_text", type=type(code).__name__))
    text = code.strip()
    if not text:
        raise InvalidMoveError(Reason.of("empty_code"))
    command = _COMMAND.fullmatch(text)
    if command:
        word, rest = command.group(1).lower(), command.group(2)
        if word == "recycle":
            if rest:
                raise InvalidMoveError(Reason.of("recycle_argument", code=code, rest=rest))
            return MoveSpec("recycle")
        if not rest:
            return MoveSpec("draw")
        if not _PILE_NUMBER.fullmatch(rest):
            raise InvalidMoveError(Reason.of("draw_argument", code=code, rest=rest))
        return MoveSpec("draw", pile=int(rest))
    if deck == "spanish":
        text = join_spanish_words(text)  # "11 oros+1 bastos", as hints name the move: two cards
    pieces = _JOINS.split(text)
    parts = [part for piece in pieces for part in piece.split()]
    empty = [i for i, piece in enumerate(pieces) if not piece.strip()]
    if len(pieces) > 1 and parts and empty:  # ("+" alone names no card at all: the game says so)
        joins = _JOINS.findall(text)
        raise InvalidMoveError(Reason.of("empty_part", code=code, sep=joins[max(empty[0] - 1, 0)]))
    if len(parts) > 2:
        raise InvalidMoveError(Reason.of("too_many_cards", code=code, n=len(parts)))
    return MoveSpec("remove", tuple(_parse_token(part.replace(WORD_JOINER, " "), code, deck, last) for part in parts))


def _parse_token(token: str, code: str, deck: DeckType, last: int) -> Token:
    position = _POSITION.match(token)
    if position:
        if position.group(1) is not None:
            return "P" + (position.group(1).lstrip("0") or "0")  # no int(): a huge number stays text
        if token.upper() == "S":
            return "S"
        return "W" + (position.group(2) or "")
    try:
        return Card.parse(token, deck)
    except InvalidCardError:
        raise InvalidMoveError(
            Reason.of("unreadable_token", code=code, token=token, example=example_card(deck), last=last)
        ) from None
