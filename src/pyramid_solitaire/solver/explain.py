"""Why a position is lost (or how it is won), as the strongest argument a person can check.

The arguments are tried in order: a **dead card** (no partner it can ever meet), a **crowded
group** (cards of one rank that can meet fewer partners, all told, than they are: Hall's
condition), in the last pass **waste cards that can never come off**, and otherwise the solver's
proof: **the pyramid alone** (no order of its cards clears it, proved at once) or the **search
proof** (how many positions the exhaustive search tried), each with the line that removes the most
cards. An :class:`Explanation` is data, a reason code and its facts, rendered in any
language by :func:`pyramid_solitaire.i18n.render`.

>>> from pyramid_solitaire import Game
>>> why = explain(Game.from_number(1), optimal=True)
>>> why.kind, why.reason.facts["n"], str(why).startswith("This position can be won in 43 moves at the fewest")
('winnable', 43, True)
"""

from __future__ import annotations

import warnings
from collections.abc import Generator, Iterable
from dataclasses import dataclass, field
from itertools import combinations
from typing import Literal

from ..analysis import PositionLike, as_position, dead_cards, meetable_partners
from ..arguments import require_game
from ..cards import Card
from ..errors import PyramidError, is_whole
from ..game import Game
from ..moves import Move
from ..position import Position
from ..reasons import Reason
from .api import Status, solve_steps
from .hints import BEST_LINE_STATES, _most_removing_line_steps, told_move
from .search import StopEvent, finish

Kind = Literal[
    "won", "winnable", "dead_card", "crowded_group", "stuck_waste", "pyramid_alone", "search", "over", "unknown"
]
Placed = tuple[str, Card]
"""A card and where it lies: a pyramid position ``P12``, ``S`` (the stock), ``W`` (the waste) or ``removed``."""


@dataclass(frozen=True)
class Explanation:
    """Why ``game``'s position is lost, or how it is won.

    ``status`` is the verdict (``winnable``, ``unwinnable`` or ``unknown``); ``kind`` names the
    argument: ``won`` (already won), ``winnable``, ``dead_card``, ``crowded_group``,
    ``stuck_waste``, ``pyramid_alone`` (the solver proved at once, without a search of the game, that the
    cards that must still go cannot all be paired off, whatever the order of play: mostly that the pyramid cannot be
    cleared even with every stock card at hand; in the last pass of rules where every card must go,
    also that the waste holds more cards of a rank than partners are left), ``search`` (the exhaustive search), ``over`` (the game
    ended and its outcome says why) or ``unknown`` (the search hit a limit). ``reason`` holds the code and facts of the
    sentence; ``cards`` the cards it names (for marking on a board); ``moves`` the winning line, or
    for ``pyramid_alone`` and ``search`` the line that removes the most cards; ``states`` the positions searched;
    ``most`` whether that line is proved to remove the most (its search tried every line), else it is
    the best line a short search found.

    >>> why = explain(Game.from_number(22, "classic"))
    >>> why.status, why.kind, why.reason.code, why.cards[0]
    ('unwinnable', 'dead_card', 'explain_dead_card', ('P2', Card.parse('9h')))
    """

    status: Status
    kind: Kind
    reason: Reason
    cards: tuple[Placed, ...] = ()
    moves: tuple[Move, ...] = ()
    states: int = 0
    most: bool = False
    facts: dict[str, object] = field(default_factory=dict, compare=False, repr=False)

    def describe(self, lang: str = "en") -> str:
        """The explanation in ``lang`` (``en``, ``de``, ``nl`` or ``fi``).

        >>> print(explain(Game.from_number(12, "classic")).describe("de"))
        A♦ und A♠ (P7, P23) brauchen jede einen eigenen Partner, können zusammen aber nur 1 Karte erreichen (Q♥ auf P19): eine von ihnen kann nie abgelegt werden.
        """
        return self.reason.describe(lang)

    def __str__(self) -> str:
        return self.describe()


def _place(position: Position, card: Card, index: int | None = None) -> Reason:
    """Where a card lies, as a reason that reads ``K♠ at P3``, ``K♠ in the stock``, ..."""
    if index is not None:
        return Reason.of("card_at", card=card, where=f"P{index}", variant="pyramid")
    found = position.locate(card)
    area = found[0].area if found else "removed"
    return Reason.of("card_at", card=card, where=area, variant=area)


def _partner_rank(position: Position, card: Card) -> int:
    return position.rules.pair_sum - card.rank


def _pyramid_partners(position: Position, index: int) -> list[tuple[int, Card]]:
    card = position.pyramid[index]
    assert card is not None
    need = _partner_rank(position, card)
    return [(j, other) for j, other in enumerate(position.pyramid) if other is not None and j != index and other.rank == need]


def _partners_everywhere(position: Position, card: Card, index: int) -> list[Reason]:
    """Every card of the partner rank and why it cannot pair with the pyramid card at ``index``."""
    geo, need = position.geometry, _partner_rank(position, card)
    out = []
    for j, other in _pyramid_partners(position, index):
        variant = "over" if j in geo.cone(index) else "under"
        out.append(Reason.of("partner", card=other, where=f"P{j}", variant=variant))
    removed = [other for other in position.removed if other.rank == need]
    if removed:  # one clause: "4♣ and 4♥ are removed already" (two decks: "2 × 4♠ are …")
        out.append(Reason.of("partner", cards=removed, where="removed", variant="removed"))
    return out


def dead_card_argument(position: PositionLike) -> Explanation | None:
    """A pyramid card that can never go (see :func:`pyramid_solitaire.analysis.dead_cards`), with
    every partner and where it lies.

    >>> why = dead_card_argument(Game.from_number(22, "classic"))  # a game, or its position
    >>> why.kind, why.cards[0]
    ('dead_card', ('P2', Card.parse('9h')))
    """
    position = as_position(position)
    dead = dead_cards(position)
    if not dead:
        return None
    where, card = dead[0]
    index = int(where[1:])
    partners = _partners_everywhere(position, card, index)
    named = [(where, card)] + [(f"P{j}", other) for j, other in _pyramid_partners(position, index)]
    reason = Reason.of("explain_dead_card", card=card, where=where, partners=partners, others=len(dead) - 1)
    return Explanation("unwinnable", "dead_card", reason, tuple(named))


_Group = tuple[int, int, list[int], list[tuple[str, Card]]]
"""A crowded group: its size, its rank, its pyramid positions, and the partners it can meet."""


def crowded_group_argument(position: PositionLike) -> Explanation | None:
    """A smallest group of pyramid cards of one rank that can meet fewer partners between them than
    they are (Hall's condition fails: each card needs a partner of its own), or ``None``.

    >>> crowded_group_argument(Game.from_number(1).position) is None
    True
    """
    position = as_position(position)
    rules = position.rules
    by_rank: dict[int, list[int]] = {}
    for i, card in enumerate(position.pyramid):
        if card is not None and card.rank != rules.king_rank and 2 * card.rank != rules.pair_sum:
            by_rank.setdefault(card.rank, []).append(i)
    best: _Group | None = None
    for rank, spots in sorted(by_rank.items()):
        reach = {i: meetable_partners(position, i) for i in spots}
        for size in range(2, len(spots) + 1):
            found: _Group | None = None
            for trial in combinations(spots, size):
                met = {where: card for i in trial for where, card in reach[i]}
                if len(met) < size:
                    found = (size, rank, list(trial), sorted(met.items(), key=lambda item: _order(item[0])))
                    break
            if found:
                if best is None or found[:2] < best[:2]:
                    best = found
                break
    if best is None:
        return None
    _size, _rank, group, partners = best
    cards = [position.pyramid[i] for i in group]
    named: list[Placed] = [(f"P{i}", card) for i, card in zip(group, cards, strict=True) if card is not None]
    partner_places = [_partner_place(position, where, card) for where, card in partners]
    reason = Reason.of(
        "explain_crowded_group",
        cards=[card for _, card in named],
        places=[where for where, _ in named],
        n=len(named),
        partners=partner_places,
        m=len(partners),
    )
    named += [(where, card) for where, card in partners if where.startswith("P")]
    return Explanation("unwinnable", "crowded_group", reason, tuple(named))


def _order(where: str) -> tuple[int, int]:
    head = {"P": 0, "S": 1, "W": 2}[where[0]]
    return head, int(where[1:].split(".")[-1]) if where[1:] else 0


def _partner_place(position: Position, where: str, card: Card) -> Reason:
    if where.startswith("P"):
        return Reason.of("card_at", card=card, where=where, variant="pyramid")
    return Reason.of("card_at", card=card, where="stock" if where.startswith("S") else "waste",
                     variant="stock" if where.startswith("S") else "waste")


def stuck_waste(position: PositionLike) -> list[int]:
    """In the last pass with one waste pile: the depths (0 = top) of the waste cards that can never
    come off, from the top-most on. A card there leaves only from the top, paired with a pyramid
    card or (when the stock top is playable) the stock top: a card drawn later lies on it. So a
    card with no partner of either kind stays, and so do the cards under it.

    >>> stuck_waste(Game.from_number(1, "classic").position)
    []
    """
    position = as_position(position)
    rules = position.rules
    if rules.passes is None or position.pass_number < rules.passes or rules.waste_piles != 1 or not position.waste:
        return []
    pile = position.waste[0]
    pyramid_ranks = {card.rank for card in position.pyramid if card is not None}
    stock_ranks = {card.rank for card in position.stock} if rules.stock_top_playable else set()
    for depth, card in enumerate(pile):
        if card.rank == rules.king_rank:
            continue
        need = rules.pair_sum - card.rank
        if need not in pyramid_ranks and need not in stock_ranks:
            return list(range(depth, len(pile)))
    return []


def _stuck_blocker(position: Position, blocker: Card) -> Reason:
    """Why ``blocker``, stuck in the waste, can never come off: no partner of it is left in the
    pyramid, nor in the stock, or those in the stock can only come onto the waste above it (when the
    stock top cannot be played, a card leaves the stock only by a draw onto the waste)."""
    need = _partner_rank(position, blocker)
    in_stock = [card for card in position.stock if card.rank == need]
    if in_stock:  # stuck_waste() allows these only when the stock top cannot be played
        return Reason.of("stuck_blocker", card=blocker, partners=in_stock, variant="stock")
    return Reason.of("stuck_blocker", card=blocker)


def stuck_waste_argument(position: PositionLike) -> Explanation | None:
    """In the last pass: waste cards that can never come off decide the game when every card must go
    (``deck`` win), or when a pyramid card's partners left all lie stuck among them (or in its way).

    The sentence says why the top-most stuck card never comes off (no partner of it in the pyramid,
    and none in the stock or only ones a draw would put above it), and for a pyramid card which of
    its partners lie under that card and why each other one cannot pair with it.

    >>> stuck_waste_argument(Game.from_number(1, "classic").position) is None
    True
    """
    position = as_position(position)
    stuck = stuck_waste(position)
    if not stuck:
        return None
    rules, pile = position.rules, position.waste[0]
    blocker = pile[stuck[0]]
    held = [pile[depth] for depth in stuck[1:]]  # the cards under it
    why = _stuck_blocker(position, blocker)
    if rules.win == "deck":
        below = len(stuck) - 1
        reason = Reason.of("explain_stuck_waste", card=blocker, n=below, why=why,
                           variant="deck" if below else "deck_alone")
        return Explanation("unwinnable", "stuck_waste", reason, (("W", blocker),))
    geo, overlapping = position.geometry, rules.overlapping_pairs
    outside = [card.rank for card in position.stock] + [card.rank for card in pile[: stuck[0]]]
    for i, card in enumerate(position.pyramid):
        if card is None or card.rank == rules.king_rank:
            continue
        need = rules.pair_sum - card.rank
        if need in outside or any(
            other.rank == need and geo.can_meet(i, j, overlapping) for j, other in _pyramid_partners(position, i)
        ):
            continue
        under = [other for other in held if other.rank == need]
        if not under:
            continue  # a plain dead card: that argument comes first
        others = _partners_everywhere(position, card, i)
        facts = {"card": card, "where": f"P{i}", "held": under, "blocker": blocker, "why": why}
        reason = (Reason.of("explain_stuck_waste", **facts, partners=others, variant="pyramid") if others
                  else Reason.of("explain_stuck_waste", **facts, variant="pyramid_all"))
        named = [(f"P{i}", card), ("W", blocker)] + [(f"P{j}", o) for j, o in _pyramid_partners(position, i)]
        return Explanation("unwinnable", "stuck_waste", reason, tuple(named))
    return None


def lost_argument(position: PositionLike) -> Explanation | None:
    """The first argument that proves ``position`` (or a game's position) lost without a search:
    a dead card, a crowded group, or waste cards stuck in the last pass; ``None`` when none applies.

    >>> lost_argument(Game.from_number(12, "classic")).kind
    'crowded_group'
    >>> lost_argument(Game.from_number(1, "classic").position) is None
    True
    """
    position = as_position(position)
    for argument in (dead_card_argument, crowded_group_argument, stuck_waste_argument):
        found = argument(position)
        if found is not None:
            return found
    return None


def explain(
    game: Game,
    *,
    optimal: bool = False,
    max_seconds: float | None = 10.0,
    max_states: int | None = None,
    best_line_states: int = BEST_LINE_STATES,
    stop: StopEvent | None = None,
    shortest: bool | None = None,
) -> Explanation:
    """Why ``game``'s position is lost, with the strongest argument a person can check, or how it is
    won (in how many moves, the first win found or with ``optimal`` the fewest, as
    :func:`~pyramid_solitaire.solver.solve` takes it, and the first move). ``shortest``, its
    former name, still works and warns (``DeprecationWarning``).

    The limits bound the search; a search that hits one, or that ``stop`` (a
    :class:`threading.Event`, say) ends, gives ``status="unknown"``, never a guess.
    ``best_line_states`` (a whole number, 0 or more) bounds the search for the line that removes the
    most cards, said of a position the search proves lost.

    >>> why = explain(Game.from_number(12, "classic"))
    >>> why.kind
    'crowded_group'
    >>> print(why)
    A♦ and A♠ (P7, P23) each need a partner of their own, but between them they can ever meet only 1 card (Q♥ at P19): one of them can never be removed.
    >>> print(why.describe("nl"))
    A♦ en A♠ (P7, P23) hebben elk een eigen partner nodig, maar samen kunnen ze er maar 1 ooit bereiken (Q♥ op P19): een van hen kan nooit weg.
    """
    return finish(explain_steps(
        game, optimal=_optimal(optimal, shortest, "explain"), max_seconds=max_seconds, max_states=max_states,
        best_line_states=best_line_states, stop=stop,
    ))


def _optimal(optimal: bool, shortest: bool | None, function: str) -> bool:
    """``optimal``, or ``shortest`` given by its former name (with a warning pointing at the call)."""
    if shortest is None:
        return optimal
    warnings.warn(
        f"{function}(shortest=...) is now {function}(optimal=...), as solve() names it", DeprecationWarning, stacklevel=3
    )
    return bool(optimal or shortest)


def explain_steps(
    game: Game,
    *,
    optimal: bool = False,
    max_seconds: float | None = 10.0,
    max_states: int | None = None,
    best_line_states: int = BEST_LINE_STATES,
    stop: StopEvent | None = None,
    shortest: bool | None = None,
) -> Generator[None, None, Explanation]:
    """:func:`explain` in slices, for a caller with no threads (Pyodide) that must keep its event loop
    turning: a generator that yields every few hundred states of its searches and returns the :class:`Explanation`.

    >>> finish(explain_steps(Game.from_number(1, "classic"))).kind
    'search'
    """
    optimal = _optimal(optimal, shortest, "explain_steps")  # warned at the call, not at the first next()
    return _explain_steps(game, optimal, max_seconds, max_states, best_line_states, stop)


def _explain_steps(
    game: Game,
    optimal: bool,
    max_seconds: float | None,
    max_states: int | None,
    best_line_states: int,
    stop: StopEvent | None,
) -> Generator[None, None, Explanation]:
    require_game(game)
    if not is_whole(best_line_states) or best_line_states < 0:  # refused before any search
        raise PyramidError(Reason.of("best_line_states", value=best_line_states))
    position = game.position
    over = game.outcome()
    if over is not None and over.won:
        return Explanation("winnable", "won", Reason.of("explain_won", outcome=over))
    found = lost_argument(position)
    if found is not None:
        return found
    if over is not None:
        return Explanation("unwinnable", "over", Reason.of("explain_over", outcome=over))
    solution = yield from solve_steps(game, optimal=optimal, max_seconds=max_seconds, max_states=max_states, stop=stop)
    if solution.status == "winnable":
        first = solution.moves[0]
        reason = Reason.of(
            "explain_winnable", n=len(solution.moves), move=told_move(first, game), variant="shortest" if solution.optimal else ""
        )
        return Explanation("winnable", "winnable", reason, _move_cards(first), tuple(solution.moves), solution.states)
    if solution.status == "unknown":
        reason = Reason.of("explain_unknown", states=solution.states)
        return Explanation("unknown", "unknown", reason, states=solution.states)
    best = yield from _most_removing_line_steps(game, best_line_states, stop)
    line = best.moves
    states = solution.states
    proof = Reason.of("explain_proof", states=states, variant="" if states else "at_once")
    if line:
        said = Reason.of(
            "explain_line", removed=best.removed, move=told_move(line[0], game), n=len(line), variant="" if best.every_line else "found"
        )
    elif best.every_line:
        said = Reason.of("explain_line", variant="none")
    else:
        said = None  # the search for a line stopped before it found a removal: nothing to say of it
    reason = Reason.of("explain_search", proof=proof, line=said, variant="" if said else "alone")
    cards = _move_cards(line[0]) if line else ()
    kind: Kind = "search" if states else "pyramid_alone"
    return Explanation("unwinnable", kind, reason, cards, tuple(line), states, most=bool(line) and best.every_line)


def _move_cards(move: Move) -> tuple[Placed, ...]:
    return tuple(zip(move.where, move.cards, strict=True))


def named_places(explanation: Explanation) -> list[str]:
    """The pyramid positions an explanation names, for marking them on a board.

    >>> named_places(explain(Game.from_number(22, "classic")))
    ['P2', 'P4', 'P8', 'P19', 'P25']
    """
    return _pyramid_only(where for where, _ in explanation.cards)


def _pyramid_only(places: Iterable[str]) -> list[str]:
    return sorted({where for where in places if where.startswith("P")}, key=lambda where: int(where[1:]))
