"""Hints: the next move of a winning line, or the first move of the line that removes the most cards.

>>> from pyramid_solitaire import Game
>>> tip = hint(Game.from_number(1))
>>> tip.move.code, tip.winnable
('As+Qh', True)
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from ..arguments import require_game
from ..game import Game
from ..moves import Move, placed
from ..reasons import Reason
from .api import model_for, solve_steps
from .position import Model, State, Step, steps_to_moves
from .search import LimitReached, Limits, SearchStopped, StopEvent, decide_steps, finish, time_limit_reached

BEST_LINE_STATES = 20_000
"""States the search for the line removing the most cards looks at (about a second at most)."""
HINT_SECONDS = 10.0
"""How long :func:`hint` may take by default, both its searches together (a caller that must
answer at once passes less: with one second, ``benchmarks/bench_solver.py hints --max-seconds 1``)."""
LINE_SHARE = 0.2
"""The share of a hint's time kept for the line that removes the most cards, should the search
for a win not decide in time."""
ANSWER_BY = 0.95
"""The share of a hint's time by which its searches end (the rest is the searches' last look at
their limits and the answer's making)."""


@dataclass(frozen=True)
class Hint:
    """A suggested ``move`` (``None`` when the game is over), whether the position can be won
    (``None`` when the search hit its limit) and why, as a :class:`~pyramid_solitaire.reasons.Reason`
    (codes ``hint_play``, ``hint_lost``, ``hint_unknown``, or the game's outcome when it is over),
    which :meth:`describe` says in the player's language; ``message`` is the English sentence. The
    sentence names the move by its cards as the board shows them (with their positions under two
    decks, a draw in words). :meth:`Game.play` takes ``move`` itself; as text,
    ``move.readable_code(game.rules.decks)`` reads back (under two decks a card code may fit two moves).

    >>> from pyramid_solitaire import Game
    >>> found = hint(Game.from_number(1))
    >>> found.move.code, found.winnable, found.reason.code
    ('As+Qh', True, 'hint_play')
    >>> game = Game.from_number(2, "pharaoh"); move = hint(game).move
    >>> move.code, move.readable_code(game.rules.decks), game.play(move).where
    ('9d+4d', 'P45+P49', ('P45', 'P49'))
    """

    move: Move | None
    winnable: bool | None
    reason: Reason

    def describe(self, lang: str = "en") -> str:
        """The hint as a sentence in ``lang`` (``en``, ``de``, ``nl`` or ``fi``).

        >>> from pyramid_solitaire import Game
        >>> print(hint(Game.from_number(1)).describe("nl"))
        Speel A♠+Q♥: de eerste zet van een winst in 44 zetten.
        """
        return self.reason.describe(lang)

    @property
    def message(self) -> str:
        """The English sentence.

        >>> from pyramid_solitaire import Game
        >>> hint(Game.from_number(1)).message
        'Play A♠+Q♥: the first move of a win in 44 moves.'
        """
        return self.describe()

    def __str__(self) -> str:
        return self.message


def hint(
    game: Game, *, max_seconds: float | None = HINT_SECONDS, max_states: int | None = None,
    stop: StopEvent | None = None,
) -> Hint:
    """The next move of a winning line from ``game``'s position; when there is none, the first move
    of the line that removes the most cards, with a sentence saying the game is lost. Setting
    ``stop`` (a :class:`threading.Event`, say) ends the search soon after, as a limit would.

    The answer comes within about ``max_seconds`` (both searches together): when the search for
    a win has not decided by the last :data:`LINE_SHARE` of that time, the hint says so, with the
    first move of the line found by then that removes the most cards.

    >>> game = Game.from_number(1, "classic")
    >>> tip = hint(game)
    >>> tip.winnable, tip.message.startswith("This position cannot be won")
    (False, True)
    """
    return finish(hint_steps(game, max_seconds=max_seconds, max_states=max_states, stop=stop))


def hint_steps(
    game: Game, *, max_seconds: float | None = HINT_SECONDS, max_states: int | None = None,
    stop: StopEvent | None = None,
) -> Generator[None, None, Hint]:
    """:func:`hint` in slices (see :func:`~pyramid_solitaire.solver.api.solve_steps`).

    >>> finish(hint_steps(Game.from_number(1))).move.code
    'As+Qh'
    """
    require_game(game)
    Limits(max_seconds=max_seconds, max_states=max_states, stop=stop)  # the limits as given, checked
    over = game.outcome()
    if over is not None:
        return Hint(None, over.won, Reason(over.reason, over.facts))
    started = time.perf_counter()
    deciding = None if max_seconds is None else max_seconds * (1 - LINE_SHARE)
    solution = yield from solve_steps(game, max_seconds=deciding, max_states=max_states, stop=stop)
    if solution.status == "winnable":
        first = solution.moves[0]
        told: dict[str, Any] = (  # a draw or a recycle is told in words, by its own sentence
            {"move": told_move(first, game), "variant": "last" if len(solution.moves) == 1 else None} if first.removes
            else {"variant": "draw_pile", "pile": first.pile} if first.pile else {"variant": first.kind}
        )
        return Hint(first, True, Reason.of("hint_play", n=len(solution.moves), **told))
    if stop is not None and stop.is_set():
        return Hint(None, None, Reason.of("hint_unknown", limit=solution.stopped_by))
    left = None if max_seconds is None else max(max_seconds * ANSWER_BY - (time.perf_counter() - started), 0.0)
    best = yield from _most_removing_line_steps(game, BEST_LINE_STATES, stop, left)
    line, removed = best.moves, best.removed
    move = line[0] if line else most_removable_move(game)
    advice: dict[str, Any] = {}
    if move is not None:
        advice["move"] = told_move(move, game)
        advice.update({"variant": "line", "removed": removed} if line and removed else {"variant": "keep"})
    if solution.status == "unwinnable":
        return Hint(move, False, Reason.of("hint_lost", **advice))
    limit = solution.stopped_by
    if max_seconds is not None and limit is not None and limit.code == "limit_time":
        limit = time_limit_reached(max_seconds)  # the hint's own limit, not its first search's share
    return Hint(move, None, Reason.of("hint_unknown", limit=limit, **advice))


def told_move(move: Move, game: Game) -> Move | Reason:
    """``move`` as a hint or an explanation names it: by its cards as the board shows them (a draw or a recycle in
    words), and with two decks, where a card can lie twice, by its positions too.

    >>> from pyramid_solitaire import Card
    >>> move = Move("pair", ("P12", "P20"), (Card.parse("7d"), Card.parse("6d")))
    >>> told_move(move, Game.from_number(1)).pretty, told_move(move, Game.from_number(1, "pharaoh")).describe()
    ('7♦+6♦', '7♦+6♦ (P12+P20)')
    """
    return placed(move) if move.removes and game.rules.decks > 1 else move


def most_removing_line(game: Game, max_states: int = BEST_LINE_STATES) -> tuple[list[Move], int]:
    """The line from ``game``'s position that removes the most cards, and how many it removes.

    The search drops no position as lost and stops after ``max_states`` positions, so on a
    large position the line is the best one found by then; and it removes a free pyramid King at
    once, so where that ends the game while stock and waste cards could still pair, a line playing
    those first removes more. The line stops at its last removal (draws that remove nothing may
    still be left to the game) and never runs past the game's end
    (see :meth:`~pyramid_solitaire.game.Game.outcome`): every move of it can be played.

    >>> line, removed = most_removing_line(Game.from_number(1, "classic"))
    >>> removed > 30, line[0].code
    (True, 'As+Qh')
    """
    line = finish(_most_removing_line_steps(require_game(game), max_states))
    return line.moves, line.removed


@dataclass(frozen=True)
class BestLine:
    """A line that removes the most cards a search found: its moves, the cards they remove, and
    whether the search tried every line (so that no line removes more; see :func:`most_removing_line`
    for when it cannot).

    >>> BestLine([], 0, True).removed
    0
    """

    moves: list[Move]
    removed: int
    every_line: bool


def _most_removing_line_steps(
    game: Game, max_states: int, stop: StopEvent | None = None, max_seconds: float | None = None
) -> Generator[None, None, BestLine]:
    model = _EndingModel(model_for(game, prune=False))
    best: tuple[int, list[Step]] = (0, [])

    def watch(kind: str, depth: int, steps: list[Step]) -> None:
        nonlocal best
        removed = sum(2 if step[0] == "pair" else 1 if step[0] == "king" else 0 for step in steps)
        if removed > best[0]:
            best = (removed, steps)

    every_line = True
    try:
        yield from decide_steps(model, Limits(max_seconds=max_seconds, max_states=max_states, stop=stop), watch)
    except SearchStopped:
        return BestLine([], 0, False)  # the caller stopped: no line
    except LimitReached:
        every_line = False  # the best line found so far stands
    if model.cut_short:
        every_line = False  # a line may remove more than any the search tried (see _EndingModel)
    moves = steps_to_moves(best[1], model.cards)
    played = game.copy()
    for at, move in enumerate(moves):
        played.play(move)
        if played.outcome() is not None and at + 1 < len(moves):  # the game ends there: the rest cannot be played
            moves, every_line = moves[: at + 1], False
            break
    return BestLine(moves, played.score.cards_removed - game.score.cards_removed, every_line)


class _EndingModel:
    """A model whose states end where the game ends because no free pyramid card can ever go
    (see :meth:`~pyramid_solitaire.position.Position.outcome`): the search for the line that removes
    the most cards drops no position as lost, so without this it would go on removing stock
    and waste cards after the game is over."""

    def __init__(self, model: Model) -> None:
        self._model = model
        self._facts = model.facts
        self._king = model.facts.pair_sum
        self.cut_short = False
        """Set once a King the model removed at once ended the game while stock and waste cards could
        still go: a line that removed those first would remove more than the search counts."""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._model, name)

    def start(self, check: Any = None) -> tuple[list[Step], State | None]:
        steps, state = self._model.start(check)
        if state is not None:
            self._watch_kings(steps, state)
        return steps, state

    def decide_children(self, state: State) -> list[tuple[list[Step], State]]:
        if self._pyramid_stuck(state):
            return []
        children = self._model.decide_children(state)
        if not self.cut_short:
            for steps, child in children:
                if steps and steps[-1][0] == "king":  # the model removes Kings at once, after the move
                    self._watch_kings(steps, child)
        return children

    def _watch_kings(self, steps: list[Step], state: State) -> None:
        """Note when the pyramid Kings among ``steps`` (the model removes them at once) end the game
        while cards of the stock and waste could still pair or go alone."""
        if self.cut_short or not any(step[0] == "king" and step[1][0] == "P" for step in steps):
            return
        if not self._pyramid_stuck(state):
            return
        facts, alive = self._facts, self._model.alive(state)
        counts = Counter(facts.rank[i] for i in range(facts.size, len(facts.rank)) if alive >> i & 1)
        k = self._king
        self.cut_short = k in counts or any(
            k - rank in counts and (k - rank != rank or counts[rank] > 1) for rank in counts
        )

    def search_by_summaries(self, limits: Limits) -> None:
        """None: the summaries search would not end where the game ends (and know nothing of this filter)."""
        return None

    def last_pass_search(self, state: State, limits: Limits) -> None:
        """None, as :meth:`search_by_summaries`."""
        return None

    def _pyramid_stuck(self, state: State) -> bool:
        pmask = state[0]
        if not pmask:
            return False
        facts = self._facts
        free, _by_rank, pairs, _, _ = facts.info(pmask)
        if pairs:
            return False
        others = self._model.alive(state) >> facts.size << facts.size
        return not any(facts.rank[i] == self._king or facts.partners[i] & others for i in free)


def removable_cards(game: Game) -> int:
    """Cards removed so far plus the cards still in play that some card left could pair with.

    >>> removable_cards(Game.from_number(1))
    52
    """
    rules = require_game(game).rules
    in_play = [c for c in game.pyramid if c is not None] + list(game.stock) + [c for p in game.waste for c in p]
    ranks = {card.rank for card in in_play}
    dead = {where for where, _card in game.dead_cards()}
    lonely = sum(1 for card in list(game.stock) + [c for p in game.waste for c in p]
                 if card.rank != rules.king_rank and rules.pair_sum - card.rank not in ranks)
    return len(game.removed) + len(in_play) - len(dead) - lonely


def most_removable_move(game: Game) -> Move | None:
    """The legal move after which :func:`removable_cards` is largest (removals first on ties).

    >>> most_removable_move(Game.from_number(1)).code
    'As+Qh'
    """
    best: tuple[int, int] | None = None
    choice = None
    for move in game.legal_moves:
        trial = game.copy()
        trial.play(move)
        score = (removable_cards(trial), 1 if move.removes else 0)
        if best is None or score > best:
            best, choice = score, move
    return choice
