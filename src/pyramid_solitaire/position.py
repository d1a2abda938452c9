"""A position of Pyramid and the rules over it, written once: free and available cards, legal
moves, applying a move, why a move is refused, and whether the game is over.

A :class:`Position` is a frozen snapshot; every rule is a pure function of it. :class:`Game`
keeps a position and the history that led there; the analysis, the view-model and the tests
read positions directly.

>>> from pyramid_solitaire import Deal
>>> start = Position.start(Deal.from_number(1), Rules())
>>> [str(card) for _, card in start.free_cards()][:3]
['As', 'Ah', '3c']
>>> after = start.apply(start.parse_move("As+Qh"))
>>> len(after.removed), start.removed
(2, ())
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from itertools import combinations, product
from typing import Any, Literal, NamedTuple

from .cards import Card
from .deal import Deal
from .errors import AmbiguousMoveError, IllegalMoveError, InvalidDealError, InvalidMoveError, is_whole, whole_number
from .geometry import Geometry, geometry
from .moves import Move, MoveSpec, Token, parse_code
from .reasons import Reason, read_only_facts
from .rules import Rules, RulesLike

_PYRAMID_PLACE = re.compile(r"P([0-9]+)", re.ASCII)
_WASTE_PLACE = re.compile(r"W([0-9]+)", re.ASCII)


class Place(NamedTuple):
    """Where a card lies: ``area`` is ``pyramid`` (``at`` = position), ``stock`` (``at`` =
    depth below the top, 0 = top), ``waste`` (``pile`` 1-3, ``at`` = depth below its top) or
    ``removed`` (``at`` = order of removal).

    >>> from pyramid_solitaire import Card, Deal
    >>> Position.start(Deal.from_number(1), Rules()).locate(Card.parse("4h"))
    [Place(area='stock', at=0, pile=0)]
    """

    area: Literal["pyramid", "stock", "waste", "removed"]
    at: int
    pile: int = 0


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``won``, a ``reason`` code and its ``facts``; :meth:`describe` says it in words.

    Reason codes: ``pyramid_cleared``, ``all_removed`` (wins); ``no_moves`` (no move and no
    pass left), ``stuck`` (no card still to come can free the pyramid), ``deck_stuck``
    (pyramid cleared but the cards left can never all go, with the ``deck`` win).

    >>> Outcome.of(True, "pyramid_cleared").won
    True
    """

    won: bool
    reason: str
    facts: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "facts", read_only_facts(self.facts, "Outcome"))

    def __reduce__(self) -> tuple[Any, ...]:  # the read-only facts cannot be pickled as they are
        return (Outcome, (self.won, self.reason, dict(self.facts)))

    @classmethod
    def of(cls, won: bool, reason: str, /, **facts: Any) -> Outcome:
        """An outcome from its verdict, reason code and facts.

        >>> Outcome.of(True, "pyramid_cleared").message
        'Won: the pyramid is cleared.'
        """
        if not facts.get("variant", True):
            del facts["variant"]
        return cls(won, reason, facts)

    def describe(self, lang: str = "en") -> str:
        """The outcome as a sentence in ``lang``.

        >>> Outcome.of(True, "all_removed", n=52).describe("de")
        'Gewonnen: alle 52 Karten sind abgelegt.'
        """
        return Reason(self.reason, self.facts).describe(lang)

    @property
    def message(self) -> str:
        """The English sentence.

        >>> Outcome.of(True, "all_removed", n=52).message
        'Won: all 52 cards are removed.'
        """
        return self.describe("en")

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Position:
    """A frozen snapshot of a game: the pyramid by position (``None`` where removed), the stock
    and each waste pile top card first, the removed cards in order, the pass, and the removals
    since the waste was last turned over.

    >>> from pyramid_solitaire import Deal
    >>> position = Position.start(Deal.from_number(1), Rules())
    >>> position.pyramid[0], position.stock[0], position.pass_number
    (Card.parse('Jd'), Card.parse('4h'), 1)
    """

    rules: Rules
    pyramid: tuple[Card | None, ...]
    stock: tuple[Card, ...]
    waste: tuple[tuple[Card, ...], ...]
    removed: tuple[Card, ...] = ()
    pass_number: int = 1
    removed_this_pass: int = 0

    @classmethod
    def start(cls, deal: Deal, rules: RulesLike) -> Position:
        """The opening position of ``deal`` under ``rules`` (a :class:`Rules` or a preset name):
        the pyramid dealt first, the rest in the stock.

        >>> from pyramid_solitaire import Deal
        >>> Position.start(Deal.from_number(1), Rules()).stock[0]
        Card.parse('4h')
        """
        rules = Rules.coerce(rules)
        if not isinstance(deal, Deal):
            raise InvalidDealError(Reason.of("position_deal", type=type(deal).__name__))
        deal.check(rules)
        size = rules.pyramid_size
        return cls(rules, tuple(deal.cards[:size]), tuple(deal.cards[size:]), ((),) * rules.waste_piles)

    @property
    def geometry(self) -> Geometry:
        """The cover relations of this pyramid.

        >>> from pyramid_solitaire import Deal
        >>> Position.start(Deal.from_number(1), Rules()).geometry.covered_by(0)
        (1, 2)
        """
        return geometry(self.rules.rows)

    def key(self) -> tuple[Any, ...]:
        """A hashable value two positions share exactly when play from them is the same.

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.key() == Position.start(Deal.from_number(1), Rules()).key()
        True
        """
        idle = self.rules.passes is None and self.removed_this_pass == 0
        return (self.rules, self.pyramid, self.stock, self.waste, self.pass_number, idle)

    # --- places -----------------------------------------------------------------------------
    def waste_name(self, pile: int) -> str:
        """The position code of waste pile ``pile`` (1-based): ``W`` with one pile, else ``W1``-``W3``.

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.waste_name(1)
        'W'
        """
        piles, number = self.rules.waste_piles, whole_number(pile)
        if number is None or not 1 <= number <= piles:
            raise InvalidMoveError(Reason.of("no_such_waste", where=pile, variant="one" if piles == 1 else ""))
        return "W" if piles == 1 else f"W{number}"

    def parse_place(self, where: str | int) -> tuple[str, int]:
        """``("P", index)``, ``("S", 0)`` or ``("W", pile index from 0)`` for a position code (or a
        pyramid position's number).

        >>> from pyramid_solitaire import Deal
        >>> Position.start(Deal.from_number(1), Rules()).parse_place("p12")
        ('P', 12)
        """
        if is_whole(where):
            return "P", self.check_index(where)
        text = where.strip().upper() if isinstance(where, str) else ""
        last = self.rules.pyramid_size - 1
        if found := _PYRAMID_PLACE.fullmatch(text):
            index = int(found.group(1)) if len(found.group(1)) < 10 else last + 1  # a huge number is out of range
            if index <= last:
                return "P", index
            raise InvalidMoveError(Reason.of("no_such_position", where=where, last=last))
        if text == "S":
            return "S", 0
        piles = self.rules.waste_piles
        if text == "W":
            if piles > 1:
                raise AmbiguousMoveError(Reason.of("ambiguous_waste", where=where))
            return "W", 0
        if found := _WASTE_PLACE.fullmatch(text):
            pile = int(found.group(1))
            if 1 <= pile <= piles:
                return "W", pile - 1
            raise InvalidMoveError(Reason.of("no_such_waste", where=where, variant="one" if piles == 1 else ""))
        raise InvalidMoveError(Reason.of("not_a_position", where=where, last=last))

    def card_at(self, where: str | int) -> Card | None:
        """The card at a position code (``P12``, ``S``, ``W``, ``W2``) or pyramid position number, or ``None`` if empty.

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.card_at("P0"), position.card_at("S"), position.card_at("W")
        (Card.parse('Jd'), Card.parse('4h'), None)
        """
        kind, index = self.parse_place(where)
        if kind == "P":
            return self.pyramid[index]
        pile = self.stock if kind == "S" else self.waste[index]
        return pile[0] if pile else None

    def locate(self, card: Card) -> list[Place]:
        """Every place where ``card`` lies (two with two decks).

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> from pyramid_solitaire import Card
        >>> position.locate(Card.parse("Jd"))
        [Place(area='pyramid', at=0, pile=0)]
        """
        places = [Place("pyramid", i) for i, c in enumerate(self.pyramid) if c == card]
        places += [Place("stock", d) for d, c in enumerate(self.stock) if c == card]
        for p, pile in enumerate(self.waste, start=1):
            places += [Place("waste", d, p) for d, c in enumerate(pile) if c == card]
        places += [Place("removed", i) for i, c in enumerate(self.removed) if c == card]
        return places

    # --- what can be played -----------------------------------------------------------------
    def check_index(self, index: int | str) -> int:
        """The number of pyramid position ``index``, given by number (``12``) or code (``'P12'``);
        anything else is an :class:`InvalidMoveError`.

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.check_index(27), position.check_index("P0")
        (27, 0)
        """
        last = len(self.pyramid) - 1
        if isinstance(index, str) and _PYRAMID_PLACE.fullmatch(index.strip().upper()):
            return self.parse_place(index)[1]  # in range, or an error naming the code
        if not is_whole(index):
            raise InvalidMoveError(Reason.of("not_a_pyramid_position", where=index, last=last))
        if not 0 <= index <= last:
            raise InvalidMoveError(Reason.of("no_such_position", where=index, last=last, variant="index"))
        return index

    def covering(self, index: int | str) -> list[Card]:
        """The cards lying directly on pyramid position ``index`` (a number or a code like ``'P12'``).

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.covering(0)
        [Card.parse('2d'), Card.parse('9h')]
        """
        return self._covering(self.check_index(index))

    def _covering(self, index: int) -> list[Card]:
        return [card for j in self.geometry.covered_by(index) if (card := self.pyramid[j]) is not None]

    def covering_places(self, index: int | str) -> list[int]:
        """The pyramid positions whose cards lie directly on position ``index`` (a number or a code like ``'P12'``).

        >>> from pyramid_solitaire import Deal
        >>> Position.start(Deal.from_number(1), Rules()).covering_places(0)
        [1, 2]
        """
        return [j for j in self.geometry.covered_by(self.check_index(index)) if self.pyramid[j] is not None]

    def is_free(self, index: int | str) -> bool:
        """True when pyramid position ``index`` (a number or a code like ``'P12'``) holds a card with nothing on it.

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.is_free(0), position.is_free("P27")
        (False, True)
        """
        index = self.check_index(index)
        return self.pyramid[index] is not None and not self._covering(index)

    def free_cards(self) -> list[tuple[str, Card]]:
        """The free pyramid cards as (position, card), apex first.

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.free_cards()[:2]
        [('P21', Card.parse('As')), ('P22', Card.parse('Ah'))]
        """
        return [(f"P{i}", card) for i, card in enumerate(self.pyramid) if card is not None and not self._covering(i)]

    def available_cards(self) -> list[tuple[str, Card]]:
        """Every card that may be played now: free pyramid cards, the stock top (when face up), waste tops.

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.available_cards()[-1]
        ('S', Card.parse('4h'))
        """
        places = self.free_cards()
        if self.rules.stock_top_playable and self.stock:
            places.append(("S", self.stock[0]))
        places += [(self.waste_name(p), pile[0]) for p, pile in enumerate(self.waste, start=1) if pile]
        return places

    def overlap_pairs(self) -> list[tuple[tuple[str, Card], tuple[str, Card]]]:
        """Pairs (card, the free card alone lying on it) that overlapping-pair rules let meet.

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.overlap_pairs()  # the bottom row covers nothing, so nothing overlaps yet
        []
        >>> position.after(position.parse_move("As+Qh")).overlap_pairs()[0]
        (('P15', Card.parse('3h')), ('P22', Card.parse('Ah')))
        """
        pairs = []
        geo, pyramid = self.geometry, self.pyramid
        for i, card in enumerate(pyramid):
            if card is None or self._covering(i):
                continue
            for j in geo.covers(i):
                under = pyramid[j]
                if under is not None and all(k == i or pyramid[k] is None for k in geo.covered_by(j)):
                    pairs.append(((f"P{j}", under), (f"P{i}", card)))
        return pairs

    @property
    def _moves(self) -> tuple[Move, ...]:
        """The moves the rules allow here, computed once (positions are frozen)."""
        cached = self.__dict__.get("_moves_cache")
        if cached is None:
            cached = self._rule_moves()
            object.__setattr__(self, "_moves_cache", cached)
        return cached

    def _rule_moves(self) -> tuple[Move, ...]:
        rules = self.rules
        moves: list[Move] = []
        available = self.available_cards()
        moves += [Move("king", (where,), (card,)) for where, card in available if card.rank == rules.king_rank]
        candidates = list(combinations(available, 2))
        if rules.overlapping_pairs:
            candidates += self.overlap_pairs()
        for (w1, c1), (w2, c2) in candidates:
            if c1.rank + c2.rank == rules.pair_sum:
                moves.append(Move("pair", (w1, w2), (c1, c2)))
        if self.stock:
            if rules.waste_piles == 1:
                moves.append(Move("draw"))
            else:
                moves += [Move("draw", pile=p) for p in range(1, rules.waste_piles + 1)]
        elif self.recycle_problem() is None:
            moves.append(Move("recycle"))
        return tuple(moves)

    def legal_moves(self) -> list[Move]:
        """The moves allowed now: none once the game is over.

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> [move.code for move in position.legal_moves()]
        ['As+Qh', 'Ah+Qh', '3c+Ts', 'draw']
        """
        return [] if self.outcome() is not None else list(self._moves)

    def recycle_problem(self) -> Reason | None:
        """Why the waste cannot be turned over now, or ``None`` when it can.

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> str(position.recycle_problem())
        'the stock still holds 24 cards: draw them first'
        """
        if self.stock:
            return Reason.of("stock_not_empty", n=len(self.stock))
        if not any(self.waste):
            return Reason.of("nothing_to_recycle")
        if self.rules.passes is None:
            return Reason.of("idle_pass") if self.removed_this_pass == 0 else None
        if self.pass_number >= self.rules.passes:
            return Reason.of("no_passes_left", pass_number=self.pass_number, passes=self.rules.passes)
        return None

    def place_problem(self, where: str) -> Reason | None:
        """Why the card at ``where`` cannot be played now (empty, covered, face down), or ``None``.

        >>> from pyramid_solitaire import Deal
        >>> str(Position.start(Deal.from_number(1), Rules()).place_problem("P0"))
        'J♦ is covered by 2♦ and 9♥'
        """
        (code, place, card), = self._token_places(where)
        return self._unavailable(code, place, card, ())

    # --- resolving and applying moves --------------------------------------------------------
    def parse_move(self, code: str | Move) -> Move:
        """The legal move that ``code`` (or a :class:`Move`) names here.

        Raises :class:`InvalidMoveError` (unreadable), :class:`AmbiguousMoveError` (fits several
        moves) or :class:`IllegalMoveError` (not allowed here; ``error.reason`` says why).

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.parse_move("P21+P27")
        Move('pair', ('P21', 'P27'), (Card.parse('As'), Card.parse('Qh')))
        """
        over = self.outcome()
        if isinstance(code, Move):
            if over is not None:
                raise IllegalMoveError(Reason.of("game_over", outcome=over))
            return self._check_move(code)
        spec = parse_code(code, self.rules.deck_type, self.rules.pyramid_size - 1)
        if over is not None:
            raise IllegalMoveError(Reason.of("game_over", outcome=over))
        if spec.kind == "draw":
            return self._resolve_draw(spec)
        if spec.kind == "recycle":
            problem = self.recycle_problem()
            if problem:
                raise IllegalMoveError(Reason.of("cannot_recycle", cause=problem))
            return Move("recycle")
        return self._resolve_removal(spec, code)

    def _check_move(self, move: Move) -> Move:
        if move in self._moves:
            return move
        if move.removes:
            # A move of another position (or game) may name places holding other cards: say so,
            # else explain through the places it names why it is not allowed here.
            held = tuple(self._token_places(where)[0][2] for where in move.where)
            if None not in held and held != tuple(move.cards):
                raise IllegalMoveError(Reason.of("stale_move", move=move, where=move.position_code, found=held))
            return self._resolve_removal(MoveSpec("remove", move.where), move.position_code)
        return self.parse_move(move.code)

    def _resolve_draw(self, spec: MoveSpec) -> Move:
        piles = self.rules.waste_piles
        if spec.pile is not None and not 1 <= spec.pile <= piles:
            raise InvalidMoveError(
                Reason.of("no_such_draw_pile", pile=spec.pile, variant="one" if piles == 1 else "")
            )
        if not self.stock:
            problem = self.recycle_problem()
            raise IllegalMoveError(Reason.of("cannot_draw", cause=problem, variant="" if problem else "recyclable"))
        if piles == 1:
            return Move("draw")
        if spec.pile is None:
            raise AmbiguousMoveError(Reason.of("draw_which_pile"))
        return Move("draw", pile=spec.pile)

    def _resolve_removal(self, spec: MoveSpec, code: str) -> Move:
        tokens = spec.tokens
        if not tokens:
            raise InvalidMoveError(Reason.of("name_cards", code=code))
        if len(tokens) == 2 and tokens[0] == tokens[1] and not isinstance(tokens[0], Card):
            raise IllegalMoveError(Reason.of("same_position", code=code))
        choices = [self._token_places(token) for token in tokens]
        found: list[Move] = []
        first_problem: Reason | None = None
        for combo in product(*choices):
            if len(combo) == 2 and combo[0][1] == combo[1][1]:
                continue
            move, problem = self._removal(combo)
            if move is not None and move in self._moves:
                if move not in found:
                    found.append(move)
            elif first_problem is None:
                first_problem = problem
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            options = [move.position_code for move in found]
            raise AmbiguousMoveError(Reason.of("ambiguous_move", code=code, n=len(found), options=options))
        if first_problem is None and len(tokens) == 2 and tokens[0] == tokens[1]:
            first_problem = Reason.of("same_card", code=code, card=tokens[0])
        raise IllegalMoveError(first_problem or Reason.of("not_a_move", code=code))

    def _token_places(self, token: Token) -> list[tuple[str, Place, Card | None]]:
        """(position code, place, card) for each place a token may mean."""
        if isinstance(token, str):
            kind, index = self.parse_place(token)
            if kind == "P":
                return [(f"P{index}", Place("pyramid", index), self.pyramid[index])]
            if kind == "S":
                return [("S", Place("stock", 0), self.stock[0] if self.stock else None)]
            pile = self.waste[index]
            return [(self.waste_name(index + 1), Place("waste", 0, index + 1), pile[0] if pile else None)]
        places = self.locate(token)
        if not places:  # a card of the other deck type cannot occur: parse_code used ours
            raise IllegalMoveError(Reason.of("not_in_game", card=token))
        return [(self._place_code(place), place, token) for place in places]

    def _place_code(self, place: Place) -> str:
        if place.area == "pyramid":
            return f"P{place.at}"
        if place.area == "stock":
            return "S"
        return self.waste_name(place.pile) if place.area == "waste" else ""

    def _removal(self, combo: tuple[tuple[str, Place, Card | None], ...]) -> tuple[Move | None, Reason | None]:
        """The move a choice of places makes, or why it is not allowed."""
        for where, place, card in combo:
            problem = self._unavailable(where, place, card, combo)
            if problem:
                return None, problem
        rules = self.rules
        variant = "spanish" if rules.deck_type == "spanish" else ""
        cards = [card for _, _, card in combo if card is not None]
        if len(combo) == 1:
            (where, _, _), (card,) = combo[0], cards
            if card.rank != rules.king_rank:
                return None, Reason.of("not_a_king", card=card, variant=variant)
            return Move("king", (where,), (card,)), None
        (c1, c2), (w1, w2) = cards, (combo[0][0], combo[1][0])
        if rules.king_rank in (c1.rank, c2.rank):
            return None, Reason.of("king_pairs", card=c1 if c1.rank == rules.king_rank else c2, variant=variant)
        total = c1.rank + c2.rank
        if total != rules.pair_sum:
            return None, Reason.of("wrong_sum", a=c1, b=c2, total=total, target=rules.pair_sum)
        return Move("pair", (w1, w2), (c1, c2)), None

    def _unavailable(
        self, where: str, place: Place, card: Card | None, combo: tuple[tuple[str, Place, Card | None], ...]
    ) -> Reason | None:
        """Why the card at ``place`` cannot take part in the removal ``combo``, or ``None``."""
        if place.area == "removed":
            return Reason.of("removed", card=card)
        if place.area != "pyramid" and place.at > 0:
            if place.area == "stock":
                return Reason.of("in_stock", card=card, depth=place.at)
            return Reason.of("not_on_top", card=card, above=self.waste[place.pile - 1][0], n=place.at)
        if card is None:
            if place.area == "waste" and self.rules.waste_piles > 1:  # named as the board names the piles
                return Reason.of("empty", where=where, n=place.pile, variant="waste_pile")
            return Reason.of("empty", where=where, variant=place.area)
        if place.area == "stock" and not self.rules.stock_top_playable:
            return Reason.of("face_down", rules=self.rules.name)
        if place.area == "pyramid":
            on_it = [j for j in self.geometry.covered_by(place.at) if self.pyramid[j] is not None]
            if not on_it:
                return None
            partner = [other.at for _, other, _ in combo if other.area == "pyramid" and other.at != place.at]
            if self.rules.overlapping_pairs and len(on_it) == 1 and partner == on_it and self.is_free(on_it[0]):
                return None
            return Reason.of("covered", card=card, covering=tuple(self.pyramid[j] for j in on_it))
        return None

    def apply(self, move: str | Move) -> Position:
        """The position after ``move`` (a :class:`Move` or its code); an illegal one raises as :meth:`parse_move` does.

        >>> from pyramid_solitaire import Deal
        >>> start = Position.start(Deal.from_number(1), Rules())
        >>> len(start.apply("draw").waste[0]), len(start.stock)
        (1, 24)
        """
        if not (isinstance(move, Move) and move in self._moves and self.outcome() is None):
            move = self.parse_move(move)
        return self.after(move)

    def after(self, move: Move) -> Position:
        """The position after ``move``, unchecked: ``move`` must come from :meth:`legal_moves` or
        :meth:`parse_move` of this position (for searches that have checked it already).

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.after(position.parse_move("draw")).waste
        ((Card.parse('4h'),),)
        """
        if move.kind == "draw":
            if self.rules.waste_piles == 1:
                count = min(self.rules.draw_count, len(self.stock))
                drawn = self.stock[:count][::-1]
                return replace(self, stock=self.stock[count:], waste=(drawn + self.waste[0],))
            assert move.pile is not None
            waste = list(self.waste)
            waste[move.pile - 1] = (self.stock[0],) + waste[move.pile - 1]
            return replace(self, stock=self.stock[1:], waste=tuple(waste))
        if move.kind == "recycle":
            # The waste turns over into the stock: the first card drawn comes back on top.
            stock = tuple(card for pile in self.waste for card in reversed(pile))
            return replace(self,
                stock=stock, waste=((),) * len(self.waste), pass_number=self.pass_number + 1, removed_this_pass=0
            )
        pyramid, stock, waste, taken = list(self.pyramid), self.stock, list(self.waste), []
        for where in move.where:
            if where.startswith("P"):
                taken.append(pyramid[int(where[1:])])
                pyramid[int(where[1:])] = None
            elif where == "S":
                taken.append(stock[0])
                stock = stock[1:]
            else:
                pile = int(where[1:] or 1) - 1
                taken.append(waste[pile][0])
                waste[pile] = waste[pile][1:]
        return replace(self,
            pyramid=tuple(pyramid),
            stock=stock,
            waste=tuple(waste),
            removed=self.removed + tuple(card for card in taken if card is not None),
            removed_this_pass=self.removed_this_pass + len(move.where),
        )

    # --- the end ------------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        """``None`` while the game goes on, else how it ended and why (computed once).

        >>> from pyramid_solitaire import Deal
        >>> position = Position.start(Deal.from_number(1), Rules())
        >>> position.outcome() is None
        True
        """
        if "_outcome_cache" not in self.__dict__:
            object.__setattr__(self, "_outcome_cache", self._outcome())
        cached: Outcome | None = self.__dict__["_outcome_cache"]
        return cached

    def _outcome(self) -> Outcome | None:
        rules = self.rules
        left = sum(card is not None for card in self.pyramid)
        others = list(self.stock) + [card for pile in self.waste for card in pile]
        if left == 0:
            if rules.win == "pyramid":
                return Outcome.of(True, "pyramid_cleared")
            if not others:
                return Outcome.of(True, "all_removed", n=rules.deck_size)
            stuck = self._deck_stuck(others)
            if stuck:
                return stuck
        else:
            stuck = self._pyramid_stuck(others)
            if stuck:
                return stuck
        if self._moves:
            return None
        if left == 0:
            return Outcome.of(False, "no_moves", n=len(others), variant="cleared")
        variant = "idle" if rules.passes is None else "no_pass"
        if rules.win == "deck" and others:  # every card must go: the ones outside the pyramid are counted too
            return Outcome.of(False, "no_moves", left=left, n=len(others), variant=f"{variant}_deck")
        return Outcome.of(False, "no_moves", left=left, variant=variant)

    def _pyramid_stuck(self, others: list[Card]) -> Outcome | None:
        """The early end: no free pyramid card can ever go, so the pyramid can never change."""
        rules = self.rules
        free = [card for _, card in self.free_cards()]
        if any(card.rank == rules.king_rank for card in free):
            return None
        ranks = Counter(card.rank for card in free)
        for rank in ranks:
            partner = rules.pair_sum - rank
            if ranks[partner] > (1 if partner == rank else 0):
                return None
        if rules.overlapping_pairs and any(a.rank + b.rank == rules.pair_sum for (_, a), (_, b) in self.overlap_pairs()):
            return None
        outside = {card.rank for card in others}
        if any(rules.pair_sum - card.rank in outside for card in free):
            return None
        # The wording: "empty" when no card is left outside the pyramid; "spanish" names the Rey (12), not the King.
        variant = ".".join(filter(None, ("" if others else "empty", "spanish" if rules.deck_type == "spanish" else "")))
        return Outcome.of(False, "stuck", n=len(others), free=tuple(free), variant=variant)

    def _deck_stuck(self, others: list[Card]) -> Outcome | None:
        """With the ``deck`` win and the pyramid cleared: cards left that can never all go."""
        rules = self.rules
        if all(card.rank == rules.king_rank for card in others):
            return None
        n = len(others)
        if not rules.stock_top_playable and rules.waste_piles == 1:
            return Outcome.of(False, "deck_stuck", n=n, variant="waste_only")
        last_pass = rules.passes is not None and self.pass_number >= rules.passes
        if last_pass and rules.waste_piles == 1 and rules.stock_top_playable:
            # Waste cards can no longer meet each other: each needs a partner still in the stock.
            stock = Counter(card.rank for card in self.stock)
            for card in reversed(self.waste[0]):
                if card.rank == rules.king_rank:
                    continue
                need = rules.pair_sum - card.rank
                if stock[need] == 0:
                    return Outcome.of(False, "deck_stuck", n=n, card=card, variant="last_pass")
                stock[need] -= 1
        return None
