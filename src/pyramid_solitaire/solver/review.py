"""Reviewing a game: the verdict of every position along it, and the move that threw the win away.

Verdicts are monotone along a game: once a position is lost every later one is, and once a
position is winnable every earlier one was. So :func:`review` solves the last and the first
position, then bisects between the last position known winnable and the first known lost: a
game of 60 moves takes a handful of searches, not 60.

>>> from pyramid_solitaire import Game
>>> game = Game.from_number(3, "classic")
>>> play_greedy(game)
>>> result = review(game)
>>> result.losing_move, str(result)
(12, 'Move 12, 10♥+3♣, threw the win away: it was one of the moves that remove the most cards, but 3♣+10♦ would have kept the win.')
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Literal

from ..arguments import require_callable, require_event, require_game
from ..errors import PyramidError, is_whole
from ..game import Game
from ..moves import Move, placed
from ..reasons import Reason
from .api import Status, solve_steps
from .search import StopEvent, finish

MAX_UNKNOWNS = 3
"""Searches that may hit their limit while bisecting before :func:`review` leaves the rest unknown."""

Mark = Literal["kept", "threw_away", "lost", "unknown"]


@dataclass(frozen=True)
class MoveMark:
    """One move of a reviewed game: its ``number`` (1 for the first move), the ``move``, and its
    ``mark``: ``kept`` (the win was there before and after), ``threw_away`` (winnable before, lost
    after), ``lost`` (the position was lost already) or ``unknown`` (a search hit its limit).

    >>> game = Game.from_number(3, "classic"); play_greedy(game)
    >>> review(game).marks[11]
    MoveMark(number=12, move=Move('pair', ('P6', 'S'), (Card.parse('Th'), Card.parse('3c'))), mark='threw_away')
    """

    number: int
    move: Move
    mark: Mark


@dataclass(frozen=True)
class Review:
    """The result of :func:`review`.

    ``verdicts[i]`` is the verdict of the position after ``i`` moves (``verdicts[0]`` the deal),
    ``searched[i]`` whether a search gave it (the others follow by monotonicity); ``marks`` has one
    :class:`MoveMark` per move. ``losing_move`` is the number of the move after which a winnable
    position was lost (``None`` when no move was to blame or a limit left it open); ``better``
    holds the moves that would have kept the win there (the solver's first move, and every other
    move proven to keep it, in the engine's order), ``greedy`` whether the move played was the obvious one (see :func:`greedy_move`).
    ``reason`` is the summary sentence as data. Of the obvious move it says that it removes the most
    cards only when no other move there removes as many (one of the moves that remove the most when
    another removes as many, and nothing of the kind of a draw); where a better move reads like the
    move played (two decks), both are named with their positions (a ``move_at`` reason as the fact).

    >>> game = Game.from_number(3, "classic"); play_greedy(game)
    >>> result = review(game)
    >>> result.losing_move, [move.code for move in result.better], result.greedy, result.reason.code
    (12, ['3c+Td'], True, 'review_lost_at')
    """

    verdicts: tuple[Status, ...]
    searched: tuple[bool, ...]
    marks: tuple[MoveMark, ...]
    losing_move: int | None
    better: tuple[Move, ...]
    greedy: bool | None
    reason: Reason
    searches: int
    seconds: float

    def describe(self, lang: str = "en") -> str:
        """The summary in ``lang``.

        >>> print(review(Game.from_number(1, "classic")).describe("nl"))
        Dit spel is niet te winnen: er is nog geen zet gedaan, dus er valt niets te analyseren.
        """
        return self.reason.describe(lang)

    def __str__(self) -> str:
        return self.describe()


def _removed_from_pyramid(move: Move) -> int:
    return sum(1 for where in move.where if where.startswith("P"))


def greedy_move(game: Game) -> Move | None:
    """The obvious move: the removal taking the most pyramid cards (then any removal), else a draw,
    else turning the waste over; among equals the first the engine lists. ``None`` when over.

    >>> greedy_move(Game.from_number(1)).code
    'As+Qh'
    """
    if require_game(game).is_over:
        return None
    moves = list(game.legal_moves)
    if not moves:
        return None
    order = {"pair": 0, "king": 0, "draw": 1, "recycle": 2}
    return min(moves, key=lambda move: (order[move.kind], -_removed_from_pyramid(move), -len(move.cards)))


def play_greedy(game: Game, max_moves: int = 10_000) -> None:
    """Play :func:`greedy_move` on ``game`` until the game is over (or ``max_moves`` are played).

    >>> game = Game.from_number(1, "classic"); play_greedy(game); game.is_over
    True
    """
    require_game(game)
    if not is_whole(max_moves) or max_moves < 0:
        raise PyramidError(Reason.of("max_moves", value=max_moves))
    for _ in range(max_moves):
        move = greedy_move(game)
        if move is None:
            return
        game.play(move)


def review(
    game: Game,
    *,
    max_seconds: float | None = 10.0,
    max_states: int | None = None,
    alternatives: bool = True,
    stop: StopEvent | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Review ``game``'s moves: the verdict of every position, and the move that threw the win away.

    Each search is bounded by ``max_seconds`` / ``max_states``; a position whose search hits a
    limit is ``unknown`` (and so is every position its verdict would have settled), never a guess;
    after :data:`MAX_UNKNOWNS` such searches the positions left open stay unknown. Setting ``stop``
    (a :class:`threading.Event`, say, from another thread) ends the review soon after, every
    position not yet settled unknown. ``on_progress(searches, open)`` is called after each search
    with the searches made so far and how many positions lie between the last known winnable and
    the first known lost (the ones still open); anything but a function or ``None`` is refused
    before any search. A game with no moves has nothing to review: its summary says so,
    with the verdict of the deal.
    With ``alternatives`` every other move at the losing move is solved too (under the same
    limits), so ``better`` lists each move proven to keep the win.

    >>> result = review(Game.from_number(1, "classic"))
    >>> result.verdicts, result.losing_move, result.searches
    (('unwinnable',), None, 1)
    """
    return finish(review_steps(
        game, max_seconds=max_seconds, max_states=max_states, alternatives=alternatives, stop=stop,
        on_progress=on_progress,
    ))


def review_steps(
    game: Game,
    *,
    max_seconds: float | None = 10.0,
    max_states: int | None = None,
    alternatives: bool = True,
    stop: StopEvent | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> Generator[None, None, Review]:
    """:func:`review` in slices, for a caller with no threads (Pyodide) that must keep its event loop
    turning: a generator that yields every few hundred states of its searches and returns the :class:`Review`.

    >>> finish(review_steps(Game.from_number(1, "classic"))).searches
    1
    """
    require_game(game)
    require_callable(on_progress, "on_progress", "print")
    require_event(stop)
    return _review_steps(game, max_seconds, max_states, alternatives, stop, on_progress)


def _review_steps(
    game: Game,
    max_seconds: float | None,
    max_states: int | None,
    alternatives: bool,
    stop: StopEvent | None,
    on_progress: Callable[[int, int], None] | None,
) -> Generator[None, None, Review]:
    """The work of :func:`review_steps`, its arguments checked."""
    started = time.perf_counter()
    history = game.history
    n = len(history)
    verdicts: list[Status | None] = [None] * (n + 1)
    searched = [False] * (n + 1)
    lines: dict[int, list[Move]] = {}
    searches = 0

    def stopped() -> bool:
        return stop is not None and stop.is_set()

    def decide(i: int) -> Generator[None, None, Status]:
        nonlocal searches
        solution = yield from solve_steps(game.rewound(i), max_seconds=max_seconds, max_states=max_states, stop=stop)
        searches += 1
        verdicts[i], searched[i] = solution.status, True
        if solution.status == "winnable":
            lines[i] = list(solution.moves)
        return solution.status

    def progress() -> None:
        if on_progress is not None:
            on_progress(searches, max(0, min(hi, n + 1) - lo - 1))

    # lo: the last position known winnable, hi: the first known lost (-1 and n + 1: none yet)
    lo, hi = -1, n + 1
    tried: set[int] = set()
    for i in (n, 0) if n else (0,):
        tried.add(i)
        status = yield from decide(i)
        if status == "winnable":
            lo = max(lo, i)
        elif status == "unwinnable":
            hi = min(hi, i)
        progress()
        if lo == n or hi == 0 or stopped():
            break
    unknowns = 0
    while not stopped() and hi - lo > 1 and (lo >= 0 or hi <= n) and unknowns < MAX_UNKNOWNS:
        open_ = [i for i in range(lo + 1, min(hi, n + 1)) if i not in tried]
        if not open_:
            break
        middle = (lo + hi) / 2
        i = min(open_, key=lambda j: (abs(j - middle), j))
        tried.add(i)
        status = yield from decide(i)
        if status == "winnable":
            lo = i
        elif status == "unwinnable":
            hi = i
        else:
            unknowns += 1
        progress()
    final: list[Status] = [
        "winnable" if i <= lo else "unwinnable" if i >= hi else "unknown" for i in range(n + 1)
    ]
    marks = tuple(MoveMark(k + 1, history[k], _mark(final[k], final[k + 1])) for k in range(n))
    losing = lo + 1 if lo >= 0 and hi == lo + 1 and hi <= n else None
    better: tuple[Move, ...] = ()
    greedy: bool | None = None
    most = ""
    if losing is not None:
        before = game.rewound(lo)
        played = history[lo]
        better = tuple((yield from _keeping(
            before, played, lines[lo][0], alternatives and not stopped(), max_seconds, max_states, stop)))
        greedy = greedy_move(before) == played
        most = _most_removing(before, played) if greedy else ""
    reason = _summary(game, final, losing, better, most, lo, hi)
    return Review(
        tuple(final), tuple(searched), marks, losing, better, greedy, reason, searches, time.perf_counter() - started
    )


def _mark(before: Status, after: Status) -> Mark:
    if before == "winnable":
        return "kept" if after == "winnable" else "threw_away" if after == "unwinnable" else "unknown"
    return "lost" if before == "unwinnable" else "unknown"


def _keeping(
    before: Game, played: Move, first: Move, alternatives: bool, max_seconds: float | None, max_states: int | None,
    stop: StopEvent | None,
) -> Generator[None, None, list[Move]]:
    """The moves from ``before`` proven to keep the win, in the engine's order: the solver's first
    move, and with ``alternatives`` every other move whose position a search proves winnable (a search
    that ``stop`` ends proves nothing)."""
    if not alternatives:
        return [first]
    keep = []
    for move in before.legal_moves:
        if move == played:
            continue
        if move != first:
            trial = before.copy()
            trial.play(move)
            solution = yield from solve_steps(trial, max_seconds=max_seconds, max_states=max_states, stop=stop)
            if solution.status != "winnable":
                continue
        keep.append(move)
    return keep


def _most_removing(before: Game, played: Move) -> str:
    """How the cards ``played`` removes compare with those of every other legal move of ``before``:
    ``greedy`` when it removes more than any other, ``greedy_tie`` when it removes cards and no other
    move removes more but one removes as many, else ``""`` (a draw, say: it removes none)."""
    if not played.removes:
        return ""
    others = [len(move.cards) for move in before.legal_moves if move != played and move.removes]
    if any(other > len(played.cards) for other in others):
        return ""
    return "greedy_tie" if len(played.cards) in others else "greedy"


def _reads_alike(a: Move, b: Move) -> bool:
    """Whether ``a`` and ``b`` are written the same in a sentence: removals of cards of the same
    names (two decks) at different positions."""
    return a.removes and b.removes and a.pretty == b.pretty and a.where != b.where


def _summary(
    game: Game, final: list[Status], losing: int | None, better: tuple[Move, ...], most: str, lo: int, hi: int
) -> Reason:
    n = len(final) - 1
    if n == 0:  # no move to review: the verdict of the deal
        code = {"winnable": "review_winnable", "unwinnable": "review_from_deal"}.get(final[0], "review_unknown")
        return Reason.of(code, n=0, variant="no_moves")
    if final[n] == "winnable":
        over = game.outcome()
        return Reason.of("review_won" if over is not None and over.won else "review_winnable", n=n)
    if final[0] == "unwinnable":
        return Reason.of("review_from_deal", n=n)
    if losing is not None:
        played = game.history[losing - 1]
        alike = [move for move in better if _reads_alike(move, played)]
        return Reason.of(
            "review_lost_at", number=losing, move=placed(played) if alike else played,
            better=[placed(move) if move in alike else move for move in better], variant=most,
        )
    if lo < 0:  # no position is known winnable
        if final[n] == "unwinnable":
            return Reason.of("review_unknown", last=hi, n=n, variant="lost")
        return Reason.of("review_unknown", n=n, variant="none")
    if final[n] == "unknown":  # no position is known lost: the win may still be there
        if lo == 0:
            return Reason.of("review_unknown", n=n, variant="open_from_deal")
        return Reason.of("review_unknown", kept=lo, n=n, variant="open")
    return Reason.of("review_unknown", first=lo + 1, last=min(hi, n), n=n)
