"""The game: the one mutable state of a Pyramid deal, its moves, undo/redo, outcome, score and JSON.

>>> game = Game.from_number(1)
>>> game.play("As+Qh")
Move('pair', ('P21', 'P27'), (Card.parse('As'), Card.parse('Qh')))
>>> game.play("Kh")
Traceback (most recent call last):
...
pyramid_solitaire.errors.IllegalMoveError: Kh is covered by Qd and Js
>>> game.undo().code, len(game.history)
('As+Qh', 0)
"""

from __future__ import annotations

import json
import operator
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations, product
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from . import analysis
from .cards import Card
from .deal import Deal
from .errors import AmbiguousMoveError, IllegalMoveError, InvalidDealError, InvalidGameFileError, InvalidMoveError
from .geometry import geometry
from .moves import Move, MoveSpec, Token, parse_code
from .rules import Rules, RulesLike

if TYPE_CHECKING:
    from .solver import Hint

SAVE_FORMAT = "pyramid-solitaire"
SAVE_VERSION = 1
ROW_BONUSES = (500, 250, 150, 100, 75, 50, 25)
"""Microsoft-style bonus for clearing a row, from the apex down; further rows earn 25."""
POINTS_PER_REMOVAL = 5


class Place(NamedTuple):
    """Where a card lies: ``area`` is ``pyramid`` (``at`` = position), ``stock`` (``at`` =
    depth below the top, 0 = top), ``waste`` (``pile`` 1-3, ``at`` = depth below its top) or
    ``removed`` (``at`` = order of removal)."""

    area: Literal["pyramid", "stock", "waste", "removed"]
    at: int
    pile: int = 0


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``won``, a ``reason`` code and a ``message`` for people.

    Reason codes: ``pyramid_cleared``, ``all_removed`` (wins); ``no_moves`` (no move and no
    pass left), ``stuck`` (no card still to come can free the pyramid), ``deck_stuck``
    (pyramid cleared but the cards left can never all go, with the ``deck`` win).
    """

    won: bool
    reason: str
    message: str

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Score:
    """Cards removed so far and the Microsoft-style points (5 per removal plus row bonuses)."""

    cards_removed: int
    points: int


class LegalMoves:
    """The moves allowed in a position: test ``in``, count with ``len`` or ``count()``, iterate.

    >>> moves = Game.from_number(1).legal_moves
    >>> "draw" in moves, "As+Qh" in moves, "Kh" in moves, len(moves)
    (True, True, False, 4)
    """

    def __init__(self, game: Game) -> None:
        self._game = game
        self._moves = game._generate_moves()

    def __contains__(self, move: object) -> bool:
        if isinstance(move, str):
            try:
                move = self._game.parse_move(move)
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
        """The number of legal moves."""
        return len(self._moves)

    def __repr__(self) -> str:
        return f"<LegalMoves ({', '.join(move.code for move in self._moves)})>"


_Snapshot = tuple[
    tuple["Card | None", ...], tuple[Card, ...], tuple[tuple[Card, ...], ...], tuple[Card, ...], int, int
]


class Game:
    """A game of Pyramid under some :class:`Rules`, from a deal.

    ``deal`` may be a :class:`Deal`, its text, a deal number, or ``None`` for a random deal.

    >>> game = Game(1, rules="classic")
    >>> game.rules.name, game.deal.number, len(game.free_cards())
    ('classic', 1, 7)
    """

    def __init__(self, deal: Deal | str | int | None = None, rules: RulesLike = "standard") -> None:
        self.rules: Rules = Rules.coerce(rules)
        if deal is None:
            deal = Deal.random(rules=self.rules)
        elif isinstance(deal, str):
            deal = Deal.parse(deal, self.rules)
        elif not isinstance(deal, (Deal, bool)) and hasattr(type(deal), "__index__"):
            deal = Deal.from_number(operator.index(deal), self.rules)
        elif not isinstance(deal, Deal):
            raise InvalidDealError(f"a deal must be a Deal, its text or a deal number, not {type(deal).__name__}")
        self.deal: Deal = deal.check(self.rules)
        self._geometry = geometry(self.rules.rows)
        size = self.rules.pyramid_size
        self._pyramid: list[Card | None] = list(deal.cards[:size])
        self._stock: list[Card] = list(reversed(deal.cards[size:]))  # top card last
        self._waste: list[list[Card]] = [[] for _ in range(self.rules.waste_piles)]
        self._removed: list[Card] = []
        self._pass = 1
        self._removed_this_pass = 0
        self._history: list[Move] = []
        self._undo_stack: list[_Snapshot] = []
        self._redo_stack: list[Move] = []

    @classmethod
    def from_number(cls, number: int, rules: RulesLike = "standard") -> Game:
        """A game of deal ``number`` (PySolFC numbering).

        >>> Game.from_number(2).pyramid[0]
        Card.parse('Qd')
        """
        rules = Rules.coerce(rules)
        return cls(Deal.from_number(number, rules), rules)

    # --- the position --------------------------------------------------------------------
    @property
    def pyramid(self) -> tuple[Card | None, ...]:
        """The pyramid by position, apex first; ``None`` where the card was removed."""
        return tuple(self._pyramid)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock cards, top card first."""
        return tuple(reversed(self._stock))

    @property
    def waste(self) -> tuple[tuple[Card, ...], ...]:
        """Each waste pile, top card first."""
        return tuple(tuple(reversed(pile)) for pile in self._waste)

    @property
    def removed(self) -> tuple[Card, ...]:
        """The removed cards in the order they went."""
        return tuple(self._removed)

    @property
    def pass_number(self) -> int:
        """Which pass through the stock this is, from 1."""
        return self._pass

    @property
    def passes_left(self) -> int | None:
        """Recycles still allowed (``None`` when unlimited)."""
        return None if self.rules.passes is None else self.rules.passes - self._pass

    @property
    def removed_this_pass(self) -> int:
        """Cards removed since the waste was last turned over (with unlimited passes, a recycle needs one).

        >>> game = Game.from_number(1); _ = game.play("As+Qh"); game.removed_this_pass
        2
        """
        return self._removed_this_pass

    @property
    def history(self) -> tuple[Move, ...]:
        """The moves played, oldest first."""
        return tuple(self._history)

    @property
    def can_undo(self) -> bool:
        """True when a move can be taken back."""
        return bool(self._history)

    @property
    def can_redo(self) -> bool:
        """True when an undone move can be played again."""
        return bool(self._redo_stack)

    def waste_name(self, pile: int) -> str:
        """The position code of waste pile ``pile`` (1-based): ``W`` with one pile, else ``W1``-``W3``."""
        return "W" if self.rules.waste_piles == 1 else f"W{pile}"

    def card_at(self, where: str) -> Card | None:
        """The card at a position code (``P12``, ``S``, ``W``, ``W2``), or ``None`` if empty.

        >>> str(Game.from_number(1).card_at("S"))
        '4h'
        """
        kind, index = self._check_position(where)
        if kind == "P":
            return self._pyramid[index]
        pile = self._stock if kind == "S" else self._waste[index]
        return pile[-1] if pile else None

    def locate(self, card: Card | str) -> list[Place]:
        """Every place where ``card`` lies (two with two decks).

        >>> Game.from_number(1).locate("4h")
        [Place(area='stock', at=0, pile=0)]
        """
        card = self._card(card)
        places = [Place("pyramid", i) for i, c in enumerate(self._pyramid) if c == card]
        places += [Place("stock", d) for d, c in enumerate(reversed(self._stock)) if c == card]
        for p, pile in enumerate(self._waste, start=1):
            places += [Place("waste", d, p) for d, c in enumerate(reversed(pile)) if c == card]
        places += [Place("removed", i) for i, c in enumerate(self._removed) if c == card]
        return places

    def _card(self, card: Card | str) -> Card:
        return card if isinstance(card, Card) else Card.parse(card, self.rules.deck_type)

    def _check_position(self, where: str) -> tuple[str, int]:
        text = where.strip().upper() if isinstance(where, str) else ""
        if text.startswith("P") and text[1:].isdigit():
            index = int(text[1:])
            if index < self.rules.pyramid_size:
                return "P", index
            raise InvalidMoveError(
                f"there is no pyramid position {where!r}: positions run P0-P{self.rules.pyramid_size - 1}"
            )
        if text == "S":
            return "S", 0
        if text == "W" or (text.startswith("W") and text[1:].isdigit()):
            piles = self.rules.waste_piles
            if text == "W":
                if piles > 1:
                    raise AmbiguousMoveError(f"{where!r} could be any of the waste piles W1, W2 or W3: name one")
                return "W", 0
            pile = int(text[1:])
            if 1 <= pile <= piles:
                return "W", pile - 1
            raise InvalidMoveError(
                f"there is no waste pile {where!r}: "
                + ("there is only one waste pile, W" if piles == 1 else "the piles are W1, W2 and W3")
            )
        raise InvalidMoveError(f"{where!r} is not a position: use P0-P{self.rules.pyramid_size - 1}, S, W or W1-W3")

    # --- what can be played ---------------------------------------------------------------
    def is_free(self, index: int) -> bool:
        """True when pyramid position ``index`` holds a card with nothing on it.

        >>> game = Game.from_number(1)
        >>> game.is_free(27), game.is_free(0)
        (True, False)
        """
        if not (isinstance(index, int) and 0 <= index < len(self._pyramid)):
            raise InvalidMoveError(f"there is no pyramid position {index!r}: positions run 0-{len(self._pyramid) - 1}")
        return self._pyramid[index] is not None and all(
            self._pyramid[j] is None for j in self._geometry.covered_by(index)
        )

    def _available(self) -> list[tuple[str, Card]]:
        places: list[tuple[str, Card]] = []
        for i, card in enumerate(self._pyramid):
            if card is not None and self.is_free(i):
                places.append((f"P{i}", card))
        if self.rules.stock_top_playable and self._stock:
            places.append(("S", self._stock[-1]))
        for p, pile in enumerate(self._waste, start=1):
            if pile:
                places.append((self.waste_name(p), pile[-1]))
        return places

    def _overlap_partners(self) -> list[tuple[tuple[str, Card], tuple[str, Card]]]:
        """Pairs (free card, card it alone covers) that overlapping-pair rules allow."""
        pairs = []
        for i, card in enumerate(self._pyramid):
            if card is None or not self.is_free(i):
                continue
            for j in self._geometry.covers(i):
                under = self._pyramid[j]
                if under is not None and all(k == i or self._pyramid[k] is None for k in self._geometry.covered_by(j)):
                    pairs.append(((f"P{j}", under), (f"P{i}", card)))
        return pairs

    def _generate_moves(self) -> list[Move]:
        if self.outcome() is not None:
            return []
        return self._raw_moves()

    def _raw_moves(self) -> list[Move]:
        """The moves the rules allow, without asking whether the game is already over."""
        rules = self.rules
        moves: list[Move] = []
        available = self._available()
        for where, card in available:
            if card.rank == rules.king_rank:
                moves.append(Move("king", (where,), (card,)))
        candidates = list(combinations(available, 2))
        if rules.overlapping_pairs:
            candidates += self._overlap_partners()
        for (w1, c1), (w2, c2) in candidates:
            if c1.rank + c2.rank == rules.pair_sum:
                moves.append(Move("pair", (w1, w2), (c1, c2)))
        if self._stock:
            if rules.waste_piles == 1:
                moves.append(Move("draw"))
            else:
                moves.extend(Move("draw", pile=p) for p in range(1, rules.waste_piles + 1))
        elif self._recycle_problem() is None:
            moves.append(Move("recycle"))
        return moves

    def _recycle_problem(self) -> str | None:
        if self._stock:
            n = len(self._stock)
            return f"the stock still holds {n} card{'s' if n > 1 else ''}: draw them first"
        if not any(self._waste):
            return "the stock and the waste are both empty: there is nothing to turn over"
        if self.rules.passes is None:
            if self._removed_this_pass == 0:
                return "no card was removed in this pass, so the waste cannot be turned over again"
            return None
        if self._pass >= self.rules.passes:
            return f"no passes left: this is pass {self._pass} of {self.rules.passes}"
        return None

    @property
    def legal_moves(self) -> LegalMoves:
        """The moves allowed now (none once the game is over)."""
        return LegalMoves(self)

    # --- playing --------------------------------------------------------------------------
    def parse_move(self, code: str | Move) -> Move:
        """The legal move that ``code`` names here.

        Raises :class:`InvalidMoveError` (unreadable), :class:`AmbiguousMoveError` (fits several
        moves) or :class:`IllegalMoveError` (not allowed here, with the reason).

        >>> Game.from_number(1).parse_move("S")  # 4h: not a King
        Traceback (most recent call last):
        ...
        pyramid_solitaire.errors.IllegalMoveError: 4h is not a King: a single card can be removed only if it is a King
        """
        if isinstance(code, Move):
            return self._check_move(code)
        spec = parse_code(code, self.rules.deck_type)
        over = self.outcome()
        if over is not None:
            raise IllegalMoveError(f"the game is over: {over.message}")
        if spec.kind == "draw":
            return self._resolve_draw(spec)
        if spec.kind == "recycle":
            problem = self._recycle_problem()
            if problem:
                raise IllegalMoveError(f"cannot recycle: {problem}")
            return Move("recycle")
        return self._resolve_removal(spec, code)

    def _check_move(self, move: Move) -> Move:
        over = self.outcome()
        if over is not None:
            raise IllegalMoveError(f"the game is over: {over.message}")
        if move in self._generate_moves():
            return move
        if move.removes:
            # Explain through the positions it names (a stale move names cards no longer there).
            found = self._resolve_removal(MoveSpec("remove", move.where), move.position_code)
            if found.cards != move.cards:
                raise IllegalMoveError(
                    f"{move.code} does not fit this position: {move.position_code} holds {found.code}"
                )
            return found
        return self.parse_move(move.code)

    def _resolve_draw(self, spec: MoveSpec) -> Move:
        piles = self.rules.waste_piles
        if spec.pile is not None and not 1 <= spec.pile <= piles:
            raise InvalidMoveError(
                f"cannot draw to waste pile {spec.pile}: "
                + ("there is only one waste pile" if piles == 1 else "the piles are 1, 2 and 3")
            )
        if not self._stock:
            if self._recycle_problem() is None:
                raise IllegalMoveError("the stock is empty: recycle the waste to go on")
            raise IllegalMoveError(f"the stock is empty and the waste cannot be recycled: {self._recycle_problem()}")
        if piles == 1:
            return Move("draw")
        if spec.pile is None:
            raise AmbiguousMoveError("'draw' fits three moves: say which waste pile, 'draw 1', 'draw 2' or 'draw 3'")
        return Move("draw", pile=spec.pile)

    def _resolve_removal(self, spec: MoveSpec, code: str) -> Move:
        if not spec.tokens:
            raise InvalidMoveError(f"cannot read move {code!r}: name one or two cards")
        if len(spec.tokens) == 2 and spec.tokens[0] == spec.tokens[1] and not isinstance(spec.tokens[0], Card):
            raise IllegalMoveError(f"{code!r} names the same position twice: a card cannot pair with itself")
        choices = [self._token_places(token) for token in spec.tokens]
        legal = self._generate_moves()
        found: list[Move] = []
        first_problem: str | None = None
        for combo in product(*choices):
            if len(combo) == 2 and combo[0] == combo[1]:
                continue
            move, problem = self._removal(combo)
            if move is not None and move in legal:
                if move not in found:
                    found.append(move)
            elif first_problem is None:
                first_problem = problem
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            options = ", ".join(move.position_code for move in found)
            raise AmbiguousMoveError(f"{code!r} fits {len(found)} moves ({options}): name the cards by position")
        if first_problem is None and len(spec.tokens) == 2 and spec.tokens[0] == spec.tokens[1]:
            first_problem = f"{code!r} names {spec.tokens[0]} twice: a card cannot pair with itself"
        raise IllegalMoveError(first_problem or f"{code!r} is not a move here")

    def _token_places(self, token: Token) -> list[tuple[str, Card | None]]:
        """(position or description, card) pairs a token may mean."""
        if isinstance(token, str):
            kind, index = self._check_position(token)
            if kind == "P":
                return [(f"P{index}", self._pyramid[index])]
            if kind == "S":
                return [("S", self._stock[-1] if self._stock else None)]
            return [(self.waste_name(index + 1), self._waste[index][-1] if self._waste[index] else None)]
        places = self.locate(token)
        if not places:  # a card of the other deck type cannot occur: parse_code used ours
            raise IllegalMoveError(f"{token} is not in this game")
        return [(self._place_code(place), token) for place in places]

    def _place_code(self, place: Place) -> str:
        if place.area == "pyramid":
            return f"P{place.at}"
        if place.area == "stock":
            return "S" if place.at == 0 else f"stock+{place.at}"
        if place.area == "waste":
            name = self.waste_name(place.pile)
            return name if place.at == 0 else f"{name}+{place.at}"
        return "removed"

    def _removal(self, combo: tuple[tuple[str, Card | None], ...]) -> tuple[Move | None, str | None]:
        """The move a choice of places makes, or why it is not allowed."""
        for where, card in combo:
            problem = self._unavailable_reason(where, card, combo)
            if problem:
                return None, problem
        cards = [card for _, card in combo]
        assert all(card is not None for card in cards)
        king = self.rules.king_rank
        king_name = "a King" if self.rules.deck_type == "french" else "a Rey (12)"
        if len(combo) == 1:
            (where, card), = combo
            assert card is not None
            if card.rank != king:
                return None, f"{card} is not {king_name}: a single card can be removed only if it is {king_name}"
            return Move("king", (where,), (card,)), None
        (w1, c1), (w2, c2) = combo
        assert c1 is not None and c2 is not None
        if c1.rank == king or c2.rank == king:
            k = c1 if c1.rank == king else c2
            return None, f"{k} is {king_name} and goes alone, not in a pair"
        total = c1.rank + c2.rank
        if total != self.rules.pair_sum:
            return None, f"{c1} and {c2} sum to {total}, not {self.rules.pair_sum}"
        return Move("pair", (w1, w2), (c1, c2)), None

    def _unavailable_reason(
        self, where: str, card: Card | None, combo: tuple[tuple[str, Card | None], ...]
    ) -> str | None:
        if where == "removed":
            return f"{card} has already been removed"
        if where.startswith("stock+"):
            depth = int(where.split("+")[1])
            return f"{card} is in the stock, {depth} card{'s' if depth > 1 else ''} below the top"
        if "+" in where:  # waste, not on top
            name, below = where.split("+")
            above = self._waste[int(name[1:] or 1) - 1][-1]
            cards_on_it = int(below)
            return f"{card} is not on top of the waste: {above} lies on it" + (
                f" ({cards_on_it} cards in all)" if cards_on_it > 1 else ""
            )
        if card is None:
            if where.startswith("P"):
                return f"{where} is empty: its card was removed"
            if where == "S":
                return "the stock is empty"
            return f"waste pile {where} is empty"
        if where == "S" and not self.rules.stock_top_playable:
            return f"the stock top is face down in the {self.rules.name} rules: draw it to the waste first"
        if where.startswith("P"):
            index = int(where[1:])
            covering = [j for j in self._geometry.covered_by(index) if self._pyramid[j] is not None]
            if not covering:
                return None
            partner = [int(w[1:]) for w, _ in combo if w != where and w.startswith("P")]
            if (
                self.rules.overlapping_pairs
                and len(covering) == 1
                and partner == covering
                and self.is_free(covering[0])
            ):
                return None
            names = " and ".join(str(self._pyramid[j]) for j in covering)
            return f"{card} is covered by {names}"
        return None

    def play(self, move: str | Move) -> Move:
        """Play a move (a :class:`Move` or its code) and return it; an illegal one changes nothing.

        >>> game = Game.from_number(1)
        >>> game.play("draw").code, str(game.card_at("W"))
        ('draw', '4h')
        """
        resolved = self.parse_move(move)
        self._undo_stack.append(self._snapshot())
        self._apply(resolved)
        self._history.append(resolved)
        if self._redo_stack and self._redo_stack[-1] == resolved:
            self._redo_stack.pop()
        else:
            self._redo_stack.clear()
        return resolved

    def _apply(self, move: Move) -> None:
        if move.kind == "draw":
            if self.rules.waste_piles == 1:
                pile = self._waste[0]
                for _ in range(min(self.rules.draw_count, len(self._stock))):
                    pile.append(self._stock.pop())
            else:
                assert move.pile is not None
                self._waste[move.pile - 1].append(self._stock.pop())
        elif move.kind == "recycle":
            cards = [card for pile in self._waste for card in pile]
            self._stock = cards[::-1]
            self._waste = [[] for _ in self._waste]
            self._pass += 1
            self._removed_this_pass = 0
        else:
            for where in move.where:
                if where.startswith("P"):
                    card = self._pyramid[int(where[1:])]
                    self._pyramid[int(where[1:])] = None
                elif where == "S":
                    card = self._stock.pop()
                else:
                    card = self._waste[int(where[1:] or 1) - 1].pop()
                assert card is not None
                self._removed.append(card)
            self._removed_this_pass += len(move.where)

    def undo(self) -> Move:
        """Take back the last move and return it; raises :class:`IllegalMoveError` if none was played."""
        if not self._history:
            raise IllegalMoveError("there is no move to undo")
        move = self._history.pop()
        self._restore(self._undo_stack.pop())
        self._redo_stack.append(move)
        return move

    def redo(self) -> Move:
        """Play the last undone move again and return it."""
        if not self._redo_stack:
            raise IllegalMoveError("there is no undone move to redo")
        return self.play(self._redo_stack[-1])

    def _snapshot(self) -> _Snapshot:
        return (
            tuple(self._pyramid),
            tuple(self._stock),
            tuple(tuple(pile) for pile in self._waste),
            tuple(self._removed),
            self._pass,
            self._removed_this_pass,
        )

    def _restore(self, snapshot: _Snapshot) -> None:
        pyramid, stock, waste, removed, pass_number, removed_this_pass = snapshot
        self._pyramid = list(pyramid)
        self._stock = list(stock)
        self._waste = [list(pile) for pile in waste]
        self._removed = list(removed)
        self._pass = pass_number
        self._removed_this_pass = removed_this_pass

    def copy(self) -> Game:
        """An independent copy, history and redo included."""
        clone = Game.__new__(Game)
        clone.__dict__.update(self.__dict__)
        clone._restore(self._snapshot())
        clone._history = list(self._history)
        clone._undo_stack = list(self._undo_stack)
        clone._redo_stack = list(self._redo_stack)
        return clone

    def position_key(self) -> tuple[Any, ...]:
        """A hashable value that two games share exactly when their positions are the same."""
        idle = self.rules.passes is None and self._removed_this_pass == 0
        pyramid, stock, waste, _, pass_number, _ = self._snapshot()
        return (self.rules, pyramid, stock, waste, pass_number, idle)

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
        >>> game.outcome().message
        'Won: the pyramid is cleared.'
        """
        return analysis.outcome(self)

    @property
    def is_over(self) -> bool:
        """True once the game has an outcome."""
        return self.outcome() is not None

    @property
    def score(self) -> Score:
        """Cards removed and points: 5 per removal, plus a bonus per cleared row (500 for the apex).

        >>> Game.from_number(1).score
        Score(cards_removed=0, points=0)
        """
        removals = sum(1 for move in self._history if move.removes)
        points = POINTS_PER_REMOVAL * removals
        for row in range(self.rules.rows):
            start = row * (row + 1) // 2
            if all(card is None for card in self._pyramid[start : start + row + 1]):
                points += ROW_BONUSES[row] if row < len(ROW_BONUSES) else ROW_BONUSES[-1]
        return Score(len(self._removed), points)

    # --- inspection (see analysis.py) -----------------------------------------------------
    def free_cards(self) -> list[tuple[str, Card]]:
        """The free pyramid cards as (position, card), apex first.

        >>> [str(c) for _, c in Game.from_number(1).free_cards()][:3]
        ['As', 'Ah', '3c']
        """
        return [(f"P{i}", card) for i, card in enumerate(self._pyramid) if card is not None and self.is_free(i)]

    def available_cards(self) -> list[tuple[str, Card]]:
        """Every card that may be played now: free pyramid cards, the stock top (when face up), waste tops."""
        return self._available()

    def cover_cone(self, where: str | int | Card) -> list[tuple[str, Card]]:
        """The cards still in the pyramid that must go before the card at ``where`` is free."""
        return analysis.cover_cone(self, where)

    def blocking_pairs(self) -> list[analysis.BlockingPair]:
        """Pyramid pairs that can never go together because one lies in the other's cover cone."""
        return analysis.blocking_pairs(self)

    def dead_cards(self) -> list[tuple[str, Card]]:
        """Pyramid cards that can never be removed: every partner left lies in their cone, or under them."""
        return analysis.dead_cards(self)

    def hint(self) -> Hint:
        """The next move of a winning line from here, found by the solver, with a sentence for people.

        When no win is left, the first move of the line that removes the most cards, and a sentence saying so.

        >>> Game.from_number(1).hint().winnable
        True
        """
        from .solver import hint

        return hint(self)

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
    def to_json(self, indent: int | None = 2) -> str:
        """The game as JSON: deal, rules and moves (position codes). :meth:`from_json` reads it back.

        >>> game = Game.from_number(1); _ = game.play("As+Qh")
        >>> Game.from_json(game.to_json()) == game
        True
        """
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
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as exc:
            raise InvalidGameFileError(f"saved game is not valid JSON: {exc}") from None
        if not isinstance(data, dict):
            raise InvalidGameFileError("saved game: expected a JSON object")
        if data.get("format") != SAVE_FORMAT:
            raise InvalidGameFileError(f"saved game: format {data.get('format')!r} is not {SAVE_FORMAT!r}")
        for key in ("version", "rules", "deal", "moves"):
            if key not in data:
                raise InvalidGameFileError(f"saved game: missing field {key!r}")
        if data["version"] != SAVE_VERSION:
            raise InvalidGameFileError(f"saved game: version {data['version']!r} is not supported (only {SAVE_VERSION})")
        try:
            rules = Rules.from_dict(data["rules"]) if isinstance(data["rules"], dict) else Rules.coerce(data["rules"])
            rules = _named(rules)
            deal = Deal.parse(data["deal"], rules)
        except ValueError as exc:
            raise InvalidGameFileError(f"saved game: {exc}") from None
        number = data.get("number")
        if number is not None:
            if not isinstance(number, int) or isinstance(number, bool):
                raise InvalidGameFileError(f"saved game: deal number {number!r} is not a whole number")
            try:
                same = Deal.from_number(number, rules) == deal
            except ValueError as exc:
                raise InvalidGameFileError(f"saved game: {exc}") from None
            if not same:
                raise InvalidGameFileError(f"saved game: the cards are not those of deal {number}")
            deal = Deal(deal.cards, number)
        moves = data["moves"]
        if not isinstance(moves, list):
            raise InvalidGameFileError("saved game: 'moves' must be a list of move codes")
        game = cls(deal, rules)
        for i, code in enumerate(moves, start=1):
            if not isinstance(code, str):
                raise InvalidGameFileError(f"saved game: move {i} is {code!r}, not a move code")
            try:
                game.play(code)
            except ValueError as exc:
                raise InvalidGameFileError(f"saved game: move {i} ({code!r}) does not replay: {exc}") from None
        return game


def _named(rules: Rules) -> Rules:
    """Give rules read from a file the name of the preset they equal, else ``custom``.

    >>> _named(Rules(passes=2, name="standard")).name
    'custom'
    """
    from .rules import PRESETS

    for preset in PRESETS.values():
        if preset == rules:
            return preset
    return rules if rules.name not in PRESETS else rules.replace()
