"""``solve``: the verdict and moves for a game or deal under any rules.

>>> from pyramid_solitaire import Game
>>> solution = solve(Game.from_number(1))
>>> solution.status, solution.moves[0].code
('winnable', 'As+Qh')
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any, Literal

from ..arguments import require_callable
from ..deal import Deal
from ..errors import InvalidRulesError, PyramidError, whole_number
from ..game import Game
from ..moves import Move
from ..position import Outcome
from ..reasons import Reason
from ..rules import Rules, RulesLike
from .linear import LinearModel
from .piles import PilesModel
from .position import Model, Step, steps_to_moves
from .pyramid import PyramidFacts
from .search import BudgetSpent, LimitReached, Limits, SearchResult, StopEvent, decide_steps, finish, shortest, shortest_steps

Status = Literal["winnable", "unwinnable", "unknown"]

ENDING_STEP = 8
"""Moves :func:`shorter_ending` goes back along a win each time (on ``pharaoh`` deals 1-100 it
made the 99 wins 12 % shorter in all, 9,324 moves instead of 10,559, in at most 17 s of CPU time
a deal)."""
ENDING_MAX_NODES = 300_000
"""The memory cap of each of :func:`shorter_ending`'s searches (at most 301 MB a deal on
``pharaoh`` deals 1-100)."""
LAST_PASS_STATES = 1_500_000
"""States that ``solve(..., optimal=True)`` gives the search for a win wasting no move (see
:attr:`~.position.Model.no_recycle_wins_are_shortest`) before it goes on to the shortest-path search."""


@dataclass(frozen=True)
class SearchEvent:
    """One step of the search, for watching it: ``kind`` is ``expand``, ``backtrack`` or
    ``solution``; ``depth`` counts removals (or moves, with ``optimal=True``) from the start;
    ``moves`` leads from the start position to the state concerned.

    >>> events = []
    >>> solve(1, on_event=events.append).status
    'winnable'
    >>> events[0]
    SearchEvent(kind='expand', depth=0, moves=(), states=1)
    """

    kind: str
    depth: int
    moves: tuple[Move, ...]
    states: int


@dataclass(frozen=True)
class Solution:
    """The result of :func:`solve`.

    ``status`` is ``winnable``, ``unwinnable`` (the search was exhaustive) or ``unknown`` (a
    limit was hit: ``stopped_by`` says which, as a :class:`~pyramid_solitaire.reasons.Reason`;
    ``limit`` is its English sentence). ``moves`` replay on the game from the position solved
    and win (empty unless winnable); with ``optimal`` they are as few as possible.
    :meth:`describe` says all of it in a sentence, in the reader's language.

    ``fewest_moves_at_least`` is, when the fewest moves were asked for, the fewest a win can take
    as far as the search proved: ``len(moves)`` when it found the shortest win (``optimal``); when
    a limit stopped it after a win was found, the status is still ``winnable`` with that win's
    moves, ``optimal`` is False, ``stopped_by`` says which limit, and this is the lower bound proved.
    It is ``None`` when the fewest moves were not asked for, when no win is known, or when the
    limit was passed before the shortest-path search proved anything. ``outcome`` is the game's
    :class:`~pyramid_solitaire.position.Outcome` when it was over before the search, else ``None``.

    >>> found = solve(1)
    >>> found.status, len(found.moves), found.moves[0].code, found.fewest_moves_at_least
    ('winnable', 44, 'As+Qh', None)
    >>> best = solve(1, optimal=True)
    >>> best.optimal, len(best.moves), best.fewest_moves_at_least
    (True, 43, 43)
    """

    status: Status
    moves: list[Move] = field(default_factory=list)
    states: int = 0
    seconds: float = 0.0
    peak_table_size: int = 0
    optimal: bool = False
    stopped_by: Reason | None = None
    fewest_moves_at_least: int | None = None
    decks: int = 1
    outcome: Outcome | None = None

    @property
    def limit(self) -> str | None:
        """Which limit stopped the search, in English (``None`` when none did).

        >>> solve(1, "classic", max_states=10).limit
        'state limit 10 reached'
        """
        return None if self.stopped_by is None else self.stopped_by.describe()

    @property
    def codes(self) -> list[str]:
        """The moves' codes as :meth:`Game.play` reads them back (see :meth:`Move.readable_code`):
        by card, or by position with two ``decks``, where a card code can fit both copies of a card.

        >>> solve(1).codes[:2]
        ['As+Qh', '3c+Ts']
        >>> solve(2, "pharaoh", max_seconds=5).codes[0]
        'P45+P49'
        """
        return [move.readable_code(self.decks) for move in self.moves]

    @property
    def winnable(self) -> bool | None:
        """True, False, or None when unknown.

        >>> solve(1).winnable, solve(1, "classic").winnable, solve(1, "classic", max_states=10).winnable
        (True, False, None)
        """
        return None if self.status == "unknown" else self.status == "winnable"

    @property
    def shortest_unproved(self) -> bool:
        """True when the fewest moves were asked for and a limit stopped that search after a win
        was found: ``moves`` win, but a shorter win may exist (no shorter than ``fewest_moves_at_least``).

        >>> solve(1, optimal=True).shortest_unproved
        False
        """
        return self.status == "winnable" and not self.optimal and self.stopped_by is not None

    @property
    def reason(self) -> Reason:
        """The verdict as a :class:`~pyramid_solitaire.reasons.Reason`, which :meth:`describe` renders.

        >>> solve(1, "classic").reason
        Reason.of('solution_unwinnable', states=4247)
        >>> solve(12, "classic").reason  # proved at once: this pyramid cannot be cleared
        Reason.of('solution_unwinnable', variant='at_once')
        """
        if self.outcome is not None:
            return Reason.of("solution_over", outcome=self.outcome, variant="won" if self.outcome.won else None)
        if self.status == "winnable":
            # English lists the move codes (which Game.play reads back); the other languages the
            # moves in their words, as the board and the hints say them
            facts: dict[str, Any] = {"n": len(self.moves), "codes": self.codes, "win_moves": tuple(self.moves)}
            if self.shortest_unproved:
                least = self.fewest_moves_at_least
                variant = "unproved" if least is None else "unproved_least"
                return Reason.of("solution_winnable", variant=variant, limit=self.stopped_by, least=least, **facts)
            return Reason.of("solution_winnable", variant="shortest" if self.optimal else None, **facts)
        if self.status == "unwinnable":
            if not self.states:
                return Reason.of("solution_unwinnable", variant="at_once")
            return Reason.of("solution_unwinnable", states=self.states)
        return Reason.of("solution_unknown", limit=self.stopped_by)

    def describe(self, lang: str = "en") -> str:
        """The verdict, the moves and any limit in a sentence in ``lang`` (``en``, ``de``, ``nl``, ``fi``).

        >>> print(solve(1, "classic", max_states=10).describe("de"))
        unbekannt: Grenze von 10 Stellungen erreicht
        """
        return self.reason.describe(lang)

    def __str__(self) -> str:
        return self.describe()


def as_game(game_or_deal: Game | Deal | int | str, rules: RulesLike = None) -> Game:
    """A :class:`Game` from a game (used as is), a deal, a deal number or deal text.

    >>> as_game(7, "classic").rules.name
    'classic'
    """
    if isinstance(game_or_deal, Game):
        if rules is not None and game_or_deal.rules != Rules.coerce(rules):
            raise InvalidRulesError(Reason.of("rules_differ", rules=rules, own=game_or_deal.rules.name))
        return game_or_deal
    if not isinstance(game_or_deal, (Deal, str)) and whole_number(game_or_deal) is None:
        raise PyramidError(Reason.of("not_a_game_or_deal", game=game_or_deal))
    return Game(game_or_deal, rules if rules is not None else "standard")


def without_detours(game: Game, moves: list[Move]) -> list[Move]:
    """``moves``, a win from ``game``'s position, less every stretch that comes back to a layout
    (pyramid, stock and waste) it had left: what follows plays the same from there, with passes
    to spare. The line is played again on a copy to check it still wins, else ``moves`` is returned.

    >>> from pyramid_solitaire import Game
    >>> game = Game.from_number(1, "apophis")
    >>> line = solve(game).moves
    >>> shorter = without_detours(game, line)
    >>> len(line), len(shorter)
    (81, 68)
    """
    def layout(position: Any) -> tuple[Any, ...]:
        return (position.pyramid, position.stock, position.waste)

    copy = game.copy()
    kept: list[Move] = []
    at = {layout(copy.position): 0}  # each layout on the line kept so far: the moves before it
    for move in moves:
        copy.play(move)
        kept.append(move)
        here = layout(copy.position)
        back = at.get(here)
        if back is not None:  # a detour: drop it, and the layouts met on it
            del kept[back:]
            at = {key: n for key, n in at.items() if n <= back}
        else:
            at[here] = len(kept)
    if len(kept) == len(moves):
        return moves
    check = game.copy()
    try:
        for move in kept:
            check.play(move)
    except PyramidError:
        return moves
    over = check.outcome()
    return kept if over is not None and over.won else moves


def shorter_ending(game: Game, moves: list[Move], limits: Limits) -> list[Move]:
    """``moves``, a win from ``game``'s position, with its ending as short as can be proved.

    From :data:`ENDING_STEP` moves before the end, then as many again and so on to the start, the
    shortest-path search finds the fewest moves that win from that point of the line (the rest of
    the line its upper bound), and a shorter ending replaces the rest. It goes back until that
    search stops: out of reach (see :func:`~.search.out_of_reach`), at its cap of
    :data:`ENDING_MAX_NODES` nodes, or at a limit of ``limits``. It serves a win whose shortest is
    out of reach from the start: at least the moves that end it are the fewest.

    >>> game = Game.from_number(1)
    >>> line = solve(game).moves
    >>> len(line), len(shorter_ending(game, line, Limits()))  # within reach from the start: the shortest
    (44, 43)
    """
    line = list(moves)
    at = len(line)
    while at > 0:
        at = max(0, at - ENDING_STEP)  # the moves of the line kept as they are
        position = game.copy()
        for move in line[:at]:
            position.play(move)
        model = model_for(position, counting_moves=True)
        try:
            found = shortest(model, limits, upper=len(line) - at, max_nodes=ENDING_MAX_NODES)
        except LimitReached:
            break
        if found.won:
            ending = steps_to_moves(found.steps, model.cards)
            if len(ending) < len(line) - at:
                line[at:] = ending
    return line


def model_for(
    game: Game, prune: bool = True, counting_moves: bool = False, last_pass: bool = False, facts: PyramidFacts | None = None
) -> Model:
    """The fastest exact model for the game's rules (``counting_moves`` for the shortest-path search;
    ``last_pass`` for the rules as if the waste could never be turned over again from here;
    ``facts``, another model's of the same position, to share the pyramid's facts and their caches).

    >>> model_for(Game.from_number(1, "apophis"), last_pass=True).passes
    1
    >>> game = Game.from_number(1)
    >>> deciding = model_for(game)
    >>> model_for(game, counting_moves=True, facts=deciding.facts).facts is deciding.facts
    True
    """
    if game.rules.waste_piles == 1:
        return LinearModel(game, prune, side_kings=not counting_moves, last_pass=last_pass, facts=facts)
    return PilesModel(game, prune, side_kings=not counting_moves, last_pass=last_pass, facts=facts)


def fewest_moves_bound(model: Model, check: Callable[[], None] | None = None) -> int | None:
    """The fewest moves a win can take from the model's start, as far as its bound proves
    (``None`` when the start is proved lost); ``check`` as for :meth:`~.position.Model.start`.

    >>> fewest_moves_bound(model_for(Game.from_number(1, "apophis"), counting_moves=True))
    52
    """
    steps, state = model.start(check)
    return None if state is None else len(steps) + model.bound(state)


def solve(
    game_or_deal: Game | Deal | int | str,
    rules: RulesLike = None,
    *,
    optimal: bool = False,
    max_seconds: float | None = None,
    max_states: int | None = None,
    on_event: Callable[[SearchEvent], None] | None = None,
    stop: StopEvent | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Solution:
    """Solve from the game's current position (a deal, number or text starts a new game).

    With ``optimal=True`` the moves are as few as possible (every removal, draw and recycle
    counts one). ``max_seconds`` / ``max_states`` bound the search; hitting one gives
    ``status="unknown"`` (``max_states=N`` reports ``N + 1`` states: the one past the limit is counted
    as it stops the search), and so does setting ``stop`` (a :class:`threading.Event`, say, set from
    another thread: the search ends soon after). ``clock`` measures ``max_seconds``: elapsed time
    by default, the process's CPU time with :func:`time.process_time` (which load on a shared
    machine does not use up). ``on_event`` receives a :class:`SearchEvent` per state expanded,
    backtrack and solution found.

    With ``optimal=True`` a win is first found and then shortened; a limit hit while shortening
    (or the shortest-path search's memory cap, :data:`~.search.SHORTEST_MAX_NODES` nodes) gives
    ``status="winnable"`` with the win found, ``optimal=False`` and the proved
    ``fewest_moves_at_least`` (see :class:`Solution`). A win as short as the bound allows is the
    shortest at once; where every win that turns the waste over no more is that short (every card
    to go, each stock card drawn before it can go: ``apophis``), such a win is looked for first,
    in up to :data:`LAST_PASS_STATES` states.

    >>> solve(1, "classic").status
    'unwinnable'
    >>> len(solve(Game.from_number(1), optimal=True).moves)
    43
    >>> cut = solve(33, "apophis", optimal=True, max_states=2_000)
    >>> cut.status, cut.optimal, cut.limit, cut.fewest_moves_at_least <= len(cut.moves)
    ('winnable', False, 'state limit 2,000 reached', True)
    >>> best = solve(2, "apophis", optimal=True)  # won in one pass: 4 Kings, 24 pairs, 24 draws
    >>> best.optimal, len(best.moves)
    (True, 52)
    """
    return finish(
        solve_steps(
            game_or_deal, rules, optimal=optimal, max_seconds=max_seconds, max_states=max_states,
            on_event=on_event, stop=stop, clock=clock,
        )
    )


def solve_steps(
    game_or_deal: Game | Deal | int | str,
    rules: RulesLike = None,
    *,
    optimal: bool = False,
    max_seconds: float | None = None,
    max_states: int | None = None,
    on_event: Callable[[SearchEvent], None] | None = None,
    stop: StopEvent | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Generator[None, None, Solution]:
    """:func:`solve` in slices, for a caller with no threads (Pyodide) that must keep its event loop
    turning: a generator that yields every few hundred states and returns the :class:`Solution`.
    With ``optimal=True`` the shortest-path search yields as often; only the shortening of a win's
    ending, after a limit stopped that search (see :func:`shorter_ending`), runs in one slice.

    >>> from .search import finish
    >>> finish(solve_steps(1, "classic")).status
    'unwinnable'
    """
    game = as_game(game_or_deal, rules)
    require_callable(on_event, "on_event", "print")
    limits = Limits(max_seconds=max_seconds, max_states=max_states, stop=stop, clock=clock)
    started = time.perf_counter()

    def answer(
        status: Status, moves: list[Move], optimal_flag: bool, limit: Reason | None = None, least: int | None = None
    ) -> Solution:
        """The solution with the search's counters and time so far."""
        seconds = time.perf_counter() - started
        return Solution(status, moves, limits.states, seconds, limits.peak_table, optimal_flag, limit, least, game.rules.decks)

    over = game.outcome()
    if over is not None:
        status: Status = "winnable" if over.won else "unwinnable"
        return Solution(status, [], 0, 0.0, 0, optimal, None, 0 if optimal and over.won else None, game.rules.decks, over)
    if limits.forbid_search:  # a limit of zero: answer at once, without a search
        return answer("unknown", [], optimal, Reason.of("limit_zero"))
    model = model_for(game)
    sink = None
    if on_event is not None:
        callback = on_event

        def sink(kind: str, depth: int, steps: list[Step]) -> None:
            callback(SearchEvent(kind, depth, tuple(steps_to_moves(steps, model.cards)), limits.states))

    try:
        result: SearchResult = yield from decide_steps(model, limits, None if optimal else sink)
    except LimitReached as exc:
        return answer("unknown", [], optimal, exc.reason)
    if not result.won:
        return answer("unwinnable", [], optimal)
    moves = steps_to_moves(result.steps, model.cards)
    if not optimal:
        return answer("winnable", moves, False)

    def cut(exc: LimitReached, proved: int | None) -> Solution:
        """The answer when a limit stops the search for the shortest win: the win in hand, less any
        detour, and with the shortest ending that can be proved when the whole was out of reach."""
        line = without_detours(game, moves)
        if exc.reason.code == "limit_out_of_reach":
            line = shorter_ending(game, line, limits)
        return answer("winnable", line, False, exc.reason, proved)

    counting = model_for(game, counting_moves=True, facts=model.facts)  # one set of caches
    try:
        least = fewest_moves_bound(counting, limits.check)
    except LimitReached as exc:
        return cut(exc, None)
    if least is not None and len(moves) > least and counting.no_recycle_wins_are_shortest:
        # A win that wastes no move turns the waste over no more: look for one under the rules as if
        # this pass were the last, by the depth-first search with all its proofs of lost positions.
        last_pass = model_for(game, last_pass=True, facts=model.facts)
        found: SearchResult | None = None
        try:
            with limits.budget(LAST_PASS_STATES):
                found = yield from decide_steps(last_pass, limits)
        except BudgetSpent:
            pass  # only its own budget is spent: the shortest-path search goes on, within the caller's limits
        except LimitReached as exc:
            return cut(exc, least)
        if found is not None and found.won:
            moves = steps_to_moves(found.steps, last_pass.cards)
        elif found is not None:
            least += 1  # every win turns the waste over once more, a move the bound does not count
    if len(moves) == least:  # as few as the bound allows: the shortest
        return answer("winnable", moves, True, None, least)
    try:
        best = yield from shortest_steps(counting, limits, sink, upper=len(moves))
    except LimitReached as exc:  # a win is in hand: give it, with the least length proved
        return cut(exc, max(exc.fewest_at_least or 0, least or 0) or None)
    if not best.won:  # cannot be: a win no longer than `moves` exists
        raise AssertionError("the shortest-path search found no win where the depth-first search found one")
    moves = steps_to_moves(best.steps, counting.cards)
    return answer("winnable", moves, True, None, len(moves))
