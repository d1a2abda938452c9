"""``PyramidWidget``: play Pyramid in Jupyter, step the solver, see free cards and blocking pairs.

Python holds the one :class:`~pyramid_solitaire.game.Game`. What a view must show lives in
synced traits (``board``, ``strings`` and the view toggles); taps, drags and buttons come back
as messages that :meth:`PyramidWidget.handle_message` validates. A refused action shows its
reason in the widget and changes nothing.

>>> w = PyramidWidget(number=1)
>>> w.play("As+Qh").code, w.board["score"]["cards_removed"]
('As+Qh', 2)
>>> w.handle_message({"type": "tap", "where": "P0"}); w.board["message"]["text"]
'J♦ is covered by 2♦ and 9♥'
"""

from __future__ import annotations

import asyncio
import numbers
import random
import re
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, Protocol

import anywidget
import traitlets

from .arguments import require_game
from .cards import Card
from .deal import Deal, checked_deal_number
from .errors import IllegalMoveError, InvalidDealError, PyramidError, is_whole, whole_number
from .game import Game, Outcome
from .i18n import STRINGS, render
from .moves import Move
from .names import LANGUAGES
from .reasons import Reason
from .rules import Rules, RulesLike, read_passes, with_passes
from .session import Session
from .view import board_state

if TYPE_CHECKING:
    from .analysis import BlockingPair
    from .solver import Explanation, Review

_HERE = Path(__file__).parent
_STATIC = _HERE / "static"
if not (_STATIC / "widget.js").exists():  # a source checkout or an editable install
    _STATIC = _HERE.parents[1] / "js"

_POSITION = re.compile(r"P[0-9]{1,3}|S|W[1-3]?")
SOLVER_SECONDS = 10.0
"""How long Step and Play let the solver search before saying it found no answer in time."""
NEW_DEAL_NUMBERS = 1_000_000_000
"""New deals take a random number below this one: short enough to type again."""
_MESSAGE_TYPES = ("tap", "move", "draw", "undo", "redo", "hint", "step", "play", "pause", "new", "rules", "passes", "lang", "cancel")
_STUDY_MESSAGES = ("review", "review_show", "review_leave", "why", "why_line")
"""The views' messages of the game review: run it, show the position before a move, leave it, explain."""
_SETTINGS = ("lang", "show_free", "show_blocking", "winnable_only", "speed")
"""The synced traits a view may write (the rest of this class's synced traits are the views' to read only)."""
_VIEWS_READ = ("board", "strings", "playing", "busy", "tally", "study")
_READ_ONLY = ("tap", "move", "draw", "redo", "hint", "step", "play")
"""What a position shown by the review refuses: it is read-only until the player goes back to the game."""


class InvalidSettingError(PyramidError, traitlets.TraitError):
    """A bad value for a setting of :class:`PyramidWidget` (``lang``, ``speed``, ``show_free``,
    ``show_blocking``, ``winnable_only``); the setting keeps its value.

    A ``ValueError`` like every error of the package, and a ``TraitError``, the error traitlets
    expects of a trait: a bad value given to the constructor is rolled back as traitlets does.

    >>> w = PyramidWidget()
    >>> try:
    ...     w.lang = None
    ... except ValueError as error:
    ...     print(error, "|", w.lang)
    lang=None: unknown language: use one of en, de, nl, fi | en
    """


class _Language(traitlets.Unicode):  # type: ignore[type-arg]
    """The widget's language: ``en``, ``de``, ``nl`` or ``fi``."""

    def validate(self, obj: Any, value: Any) -> str:
        if not isinstance(value, str) or value not in LANGUAGES:
            raise InvalidSettingError(Reason.of("setting_lang", value=value, languages=LANGUAGES))
        return value


class _Flag(traitlets.Bool):  # type: ignore[type-arg]
    """A view toggle: ``True`` or ``False`` (``1`` and ``0`` read as those, as traitlets reads them)."""

    def error(self, obj: Any, value: Any, error: Exception | None = None, info: str | None = None) -> NoReturn:
        raise InvalidSettingError(Reason.of("setting_flag", name=self.name, value=value))


class _Speed(traitlets.Float):  # type: ignore[type-arg]
    """The seconds between the moves of a solution played, from 0.05 to 5 (as :meth:`PyramidWidget.play_solution` takes)."""

    def validate(self, obj: Any, value: Any) -> float:
        seconds = _delay(value)
        if seconds is None:
            raise InvalidSettingError(Reason.of("setting_speed", value=value))
        return seconds


def _line_of(found: Explanation) -> tuple[Move, ...]:
    """The line an explanation of a lost position offers to step through (the one that removes the
    most cards), else none: a winnable position's moves are its win, not such a line."""
    return found.moves if found.status == "unwinnable" else ()


def _delay(value: Any) -> float | None:
    """``value`` as the seconds between the moves of a solution played when it is a real number from
    0.05 to 5 (NumPy numbers too, ``True`` not), else ``None``.

    >>> _delay(1), _delay(0.01), _delay(True), _delay(float("nan"))
    (1.0, None, None, None)
    """
    if not isinstance(value, numbers.Real) or isinstance(value, bool):
        return None
    try:
        seconds = float(value)
    except OverflowError:  # a whole number too large for a float: far above 5
        return None
    return seconds if 0.05 <= seconds <= 5 else None


class PyramidWidget(anywidget.AnyWidget):
    """A Pyramid Solitaire board for notebooks; ``w.game`` is the live :class:`Game`.

    >>> w = PyramidWidget(number=1, rules="classic", lang="de")
    >>> w.game.rules.name, w.strings["undo"]
    ('classic', 'Rückgängig')
    """

    _esm = _STATIC / "widget.js"
    _css = _STATIC / "widget.css"

    board = traitlets.Dict().tag(sync=True)
    strings = traitlets.Dict().tag(sync=True)
    lang = _Language("en").tag(sync=True)
    show_free = _Flag(False).tag(sync=True)
    show_blocking = _Flag(False).tag(sync=True)
    winnable_only = _Flag(True).tag(sync=True)
    speed = _Speed(0.6).tag(sync=True)
    """The settings (``lang``, the view toggles and ``speed``): a bad value raises :class:`InvalidSettingError`
    and changes nothing."""
    playing = traitlets.Bool(False).tag(sync=True)
    busy = traitlets.Dict().tag(sync=True)
    """While the solver searches for the board: ``kind`` (``hint``, ``step`` or ``play``) and the
    number of the views' actions ``ignored`` meanwhile; empty otherwise."""
    tally = traitlets.Dict().tag(sync=True)
    """The session's tally for the header (see :attr:`session`)."""
    study = traitlets.Dict().tag(sync=True)
    """The game review and the explanation for the views (see :meth:`review` and :meth:`why`): the
    ``marks`` of the strip, the ``losing`` move, the ``summary``, the move ``shown`` with its read-only
    ``board``, and ``why`` (its text and the ``places`` it names); empty when there is neither."""
    _reviewed: tuple[Game, Review] | None = None  # the game reviewed (a copy) and its review
    _explained: tuple[Any, Explanation] | None = None  # the position explained (its key) and why
    _shown: int | None = None  # the move whose position the review shows
    _line: int | None = None  # how far along the search's best line the board is shown

    def __init__(
        self,
        game: Game | None = None,
        *,
        rules: RulesLike = None,
        deal: Deal | str | None = None,
        number: int | None = None,
        lang: str = "en",
    ) -> None:
        super().__init__(lang=lang)
        if game is not None:
            require_game(game)
            given = [name for name, value in (("rules", rules), ("deal", deal), ("number", number)) if value is not None]
            if given:
                raise PyramidError(Reason.of("game_not_both", given=tuple(given)))
        else:
            if deal is not None and number is not None:
                raise PyramidError(Reason.of("deal_not_both"))
            number = None if number is None else checked_deal_number(number)
            game = Game(deal if number is None else number, "standard" if rules is None else rules)
        self._lock = threading.RLock()
        self._game = game
        self._selected: list[str] = []
        self._hint: list[str] = []
        self._message: tuple[_Said | None, str] = (None, "info")
        self._pointing: tuple[_Said | None, dict[str, Any]] = (None, {})  # the message it belongs to, where it points
        self._choosing_pile = False
        self._last: dict[str, Any] | None = None
        self._plan: tuple[Any, list[Move]] | None = None  # (position key, solver moves from there)
        self._player: threading.Thread | asyncio.Task[None] | None = None
        self._stop = threading.Event()
        self._job: _Job | None = None  # the search the board waits for
        self._session = Session()
        self._counted = game.outcome() is not None  # a game over before it came here is not counted
        self._session.watch(self._show_tally)
        self._show_tally(self._session)
        self._version = 0
        self.strings = dict(STRINGS[self.lang])
        self.on_msg(self._on_custom_msg)
        self._refresh()

    # --- the game ---------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The live game. Assigning a new :class:`Game` redraws every view.

        >>> w = PyramidWidget(number=1)
        >>> w.game = Game.from_number(2)
        >>> w.game.deal.number, w.board["pyramid"][0]["code"]
        (2, 'Qd')
        """
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        require_game(game)
        with self._lock:
            old = self._game if hasattr(self, "_game") else None
            left = old is not None and old is not game and bool(old.history) and old.outcome() is None
            self._count_leaving(game)
            self._stop.set()  # a solution being played belongs to the old game
            self.playing = False
            if self._job is not None:  # and so does a search under way
                self._job.stop.set()
                self._job = None
                self.busy = {}
            self._game = game
            # a game in progress gone (a new deal or other rules): the board says so
            self._reset_view(Reason.of("msg_game_left", n=len(old.history)) if left and old is not None else None)

    def load_number(self, number: int, rules: RulesLike = None) -> Game:
        """Start deal ``number`` (PySolFC numbering), under ``rules`` or the current rules.

        >>> PyramidWidget().load_number(2).deal.number
        2
        """
        rules = self._game.rules if rules is None else Rules.coerce(rules)
        self.game = Game.from_number(checked_deal_number(number), rules)
        return self._game

    def load_deal(self, deal: Deal | str, rules: RulesLike = None) -> Game:
        """Start a given deal (a :class:`Deal` or its text) under ``rules`` or the current rules.

        >>> w = PyramidWidget(number=1)
        >>> w.load_deal(str(Deal.from_number(3))).deal == Deal.from_number(3)
        True
        """
        rules = self._game.rules if rules is None else Rules.coerce(rules)
        self.game = Game(deal, rules)
        return self._game

    def new_deal(self, winnable: bool = True, rules: RulesLike = None) -> Game:
        """Start a deal of a random number (so it can be typed again or shared); with
        ``winnable=True`` a number drawn at random among those the solver proves winnable (see
        :func:`~pyramid_solitaire.solver.deals.random_winnable_number`).

        >>> PyramidWidget(number=1).new_deal(winnable=False).deal.number is not None
        True
        """
        rules = self._game.rules if rules is None else Rules.coerce(rules)
        if winnable:
            number = _solver("random_winnable_number")(rules, most=NEW_DEAL_NUMBERS - 1)
        else:
            number = random.randrange(1, NEW_DEAL_NUMBERS)
        self.game = Game.from_number(number, rules)
        return self._game

    def play(self, code: str | Move) -> Move:
        """Play a move (as :meth:`Game.play`) and redraw; an illegal move raises and changes nothing.

        >>> w = PyramidWidget(number=1)
        >>> w.play("draw").code, w.board["waste"][0]["top"]["code"]
        ('draw', '4h')
        """
        with self._lock:
            self._refuse_on_a_shown_position()
            try:
                move = self._game.play(code)
            except PyramidError as exc:
                self._refuse(exc)
                raise
            self._after_move(move)
            return move

    def undo(self) -> Move:
        """Take back the last move and redraw. On a position the review shows, the game is taken
        back to before that move (Redo plays them again), and the board says so; on a position
        of the search's line, which is no game's, it is refused.

        >>> w = PyramidWidget(number=1); _ = w.play("draw")
        >>> w.undo().code
        'draw'
        """
        with self._lock:
            if not self._game.history:  # refused before anything changes: a position shown stays shown
                self._refuse(Reason.of("no_undo"))
                raise IllegalMoveError(Reason.of("no_undo"))
            if self._line is not None:  # a position of the search's line belongs to no game
                self._refuse_on_a_shown_position()
            shown = self._shown if self._study_review() is not None else None
            before = len(self._game.history)
            self._back_to_the_game()
            move = self._game.undo()
            # several moves may have gone from a reviewed position: say where the game now stands
            taken = None if shown is None else Reason.of("msg_taken_back", n=shown, k=before - len(self._game.history))
            self._after_move(None, taken)
            return move

    def redo(self) -> Move:
        """Play the last undone move again and redraw.

        >>> w = PyramidWidget(number=1)
        >>> _ = w.play("As+Qh"); _ = w.undo()
        >>> w.redo().code
        'As+Qh'
        """
        with self._lock:
            self._refuse_on_a_shown_position()
            try:
                move = self._game.redo()
            except IllegalMoveError:
                self._refuse(Reason.of("no_redo"))
                raise
            self._after_move(move)
            return move

    def free_cards(self) -> list[tuple[str, Card]]:
        """The free pyramid cards as (position, card); see :meth:`Game.free_cards`.

        >>> [str(c) for _, c in PyramidWidget(number=1).free_cards()][:2]
        ['As', 'Ah']
        """
        return self._game.free_cards()

    def blocking_pairs(self) -> list[BlockingPair]:
        """Pairs that can never go together; see :meth:`Game.blocking_pairs`.

        >>> PyramidWidget(number=1).blocking_pairs()[0]
        BlockingPair(lower=('P0', Card.parse('Jd')), upper=('P1', Card.parse('2d')), direct=True)
        """
        return self._game.blocking_pairs()

    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on.

        >>> PyramidWidget(number=1).outcome() is None
        True
        """
        return self._game.outcome()

    # --- the solver, off the kernel's main thread ---------------------------------------------
    # A search runs on a snapshot of the game, without the widget's lock: in a worker thread when
    # a view asks (so the kernel keeps answering), in slices of the event loop under Pyodide, which
    # has no threads, or in the caller's thread for hint() and step(). Its result is applied under
    # the lock only if the position is still the one searched. While it runs, ``busy`` says so and
    # the views' game actions are ignored (and counted, and said); cancel() ends it at once.
    def hint(self) -> Move | None:
        """Ask the solver for a good next move, highlight it and return it (``None`` when there is none:
        the game is over, or the search was cancelled or found none in time).
        Where no win is left, the move starts the line that removes the most cards, and the message
        says the position cannot be won.

        >>> w = PyramidWidget(number=1)
        >>> w.hint().code, w.board["hint"], w.busy
        ('As+Qh', ['P21', 'P27'], {})
        """
        with self._lock:
            self._refuse_on_a_shown_position()
        job = self._begin_search("hint")
        return None if job is None else self._end_search(job, _run_search(job))

    def step(self) -> Move | None:
        """Play the solver's next move (animated in the views); ``None`` when no winning move is left.

        >>> w = PyramidWidget(number=1)
        >>> w.step().code
        'As+Qh'
        """
        with self._lock:
            self._refuse_on_a_shown_position()
            move = self._planned_move()
            if move is not None:
                return self.play(move)
            job = self._begin_search("step")
        return None if job is None else self._end_search(job, _run_search(job))

    def cancel(self) -> bool:
        """Stop the solver's search (a hint, a step, or the solution being played) and change nothing;
        ``True`` if a search or a run was going on.

        >>> PyramidWidget(number=1).cancel()
        False
        """
        with self._lock:
            job, playing = self._job, self.playing
            if job is None and not playing:
                return False
            self._stop.set()  # the solution being played stops too
            self.playing = False
            if job is not None:
                job.stop.set()
                self._job = None
                self.busy = {}
            self._message = (Reason.of("msg_cancelled"), "info")
            self._refresh()
            return True

    def wait(self, timeout: float | None = None) -> bool:
        """Wait (up to ``timeout`` seconds) for the search a view's Hint or Step started in a worker
        thread; ``True`` once the board is no longer busy.

        Under Pyodide (the zero-install site) the search is a task of the kernel's event loop, which
        cannot run while a cell waits, so this returns at once; a cell there waits with
        ``while w.busy: await asyncio.sleep(0.1)``.

        >>> w = PyramidWidget(number=1); w.handle_message({"type": "hint"})
        >>> w.wait(30), w.board["hint"]
        (True, ['P21', 'P27'])
        """
        job = self._job
        runner = None if job is None else job.runner
        if isinstance(runner, threading.Thread) and runner is not threading.current_thread():
            runner.join(timeout)
        return self._job is None

    def play_solution(self, delay: float = 0.6) -> None:
        """Play the solver's moves one by one, ``delay`` seconds apart, until won or :meth:`stop`.

        A background thread plays them (so a cell may wait with ``while w.playing: time.sleep(...)``);
        under Pyodide, which has no threads, a task of its event loop does, searching in slices, and
        a cell waits with ``while w.playing: await asyncio.sleep(0.1)`` (a ``time.sleep`` loop would
        keep that task from ever running).

        >>> import time
        >>> w = PyramidWidget(number=1)
        >>> w.play_solution(delay=0.05)
        >>> while w.playing:
        ...     time.sleep(0.05)
        >>> w.outcome().won
        True
        """
        seconds = _delay(delay)
        if seconds is None:
            raise PyramidError(Reason.of("play_delay", delay=delay))
        with self._lock:
            self._refuse_on_a_shown_position()  # refused before the speed changes
            if self._game.outcome() is not None:  # nothing to play: said, as Step and Hint say it
                self._refuse_over()
                return
            self.speed = seconds
            if self.playing:
                return
            self._stop.set()  # a player still finishing its move stops there
            self._stop = stop = threading.Event()  # each run has its own
            self.playing = True
            loop = _threadless_loop()
            if loop is not None:
                self._player = loop.create_task(self._play_async(stop))
            else:
                self._player = threading.Thread(
                    target=self._play_thread, args=(stop,), name="pyramid-solution", daemon=True
                )
                self._player.start()

    def stop(self) -> None:
        """Stop :meth:`play_solution` after the current move (a search under way stops at once).

        >>> w = PyramidWidget(number=1)
        >>> w.play_solution(delay=1)
        >>> w.stop()
        >>> w.playing
        False
        """
        self._stop.set()
        player = self._player
        if isinstance(player, threading.Thread) and player is not threading.current_thread():
            player.join(timeout=5)
        elif isinstance(player, asyncio.Task):
            player.cancel()
        self.playing = False

    def _play_one(self, stop: threading.Event) -> bool | _Job:
        """Play the planned move (True to go on, False when done or stopped), or start the search for
        the next ones and return its job."""
        with self._lock:  # a new game or a new run sets ``stop`` under the same lock
            if stop.is_set() or self._game.outcome() is not None:
                return False
            try:
                move = self._planned_move()
                if move is None:
                    return self._begin_search("play", stop) or False
                self.play(move)
            except ValueError as exc:
                self._refuse(_as_error(exc))
                return False
            return self._game.outcome() is None

    def _finish(self, stop: threading.Event) -> None:
        with self._lock:
            if self._stop is stop:  # not a later run's
                self.playing = False

    def _play_thread(self, stop: threading.Event) -> None:
        try:
            while True:
                step = self._play_one(stop)
                if isinstance(step, _Job):
                    step = self._end_search(step, _run_search(step)) is not None and self._game.outcome() is None
                if not step:
                    break
                stop.wait(self.speed)
        finally:
            self._finish(stop)

    async def _play_async(self, stop: threading.Event) -> None:
        try:
            while True:
                step = self._play_one(stop)
                if isinstance(step, _Job):
                    found = await _run_search_in_slices(step)
                    step = self._end_search(step, found) is not None and self._game.outcome() is None
                if not step:
                    break
                await asyncio.sleep(self.speed)
        finally:
            self._finish(stop)

    def _search_for_view(self, kind: str) -> None:
        """Hint or Step asked by a view: the search runs in a worker thread, or in slices without threads."""
        if kind == "step":
            move = self._planned_move()
            if move is not None:
                self.play(move)
                return
        job = self._begin_search(kind)
        if job is None:
            return
        loop = _threadless_loop()
        if loop is not None:
            job.runner = loop.create_task(self._search_task(job))
        else:
            job.runner = threading.Thread(target=self._search_thread, args=(job,), name="pyramid-search", daemon=True)
            job.runner.start()

    def _search_thread(self, job: _Job) -> None:
        self._end_search(job, _run_search(job))

    async def _search_task(self, job: _Job) -> None:
        self._end_search(job, await _run_search_in_slices(job))

    def _begin_search(self, kind: str, stop: threading.Event | None = None) -> _Job | None:
        """Mark the board busy and return the job of a search from the current position (``None``,
        with the reason said, when the game is over)."""
        with self._lock:
            if self._game.outcome() is not None:
                self._refuse_over()
                return None
            return self._hold(_Job(kind, stop or threading.Event(), self._game, self._game.copy()))

    def _hold(self, job: _Job) -> _Job:
        """Make ``job`` the search the board waits for (a search asked earlier stops): the board busy, the search said."""
        with self._lock:
            if self._job is not None:
                self._job.stop.set()  # a search asked later replaces it
            self._job = job
            self._hint = []
            self._message = (Reason.of("msg_searching"), "info")
            self.busy = {"kind": job.kind, "ignored": 0}
            self._refresh()
            return job

    def _end_search(self, job: _Job, found: Any) -> Move | None:
        """Apply what a search ``found`` (a hint, a solution, or the error it met) if the job is still
        the board's and its position unchanged; return the move shown or played."""
        with self._lock:
            if self._job is not job:
                return None  # cancelled or replaced: the search changes nothing
            self._job = None
            self.busy = {}
            self._message = (None, "info")
            if job.stop.is_set() or self._game is not job.game or self._game.position_key() != job.snapshot.position_key():
                self._refresh()  # stopped, or the game moved on meanwhile (from Python)
                return None
            if isinstance(found, ImportError):
                self._refuse(Reason.of("msg_no_solver"))
                return None
            if isinstance(found, Exception) and not isinstance(found, ValueError):
                self._refresh()
                raise found  # a fault of the program, not of the game: the board is free again
            try:
                if isinstance(found, ValueError):
                    raise found
                return self._show_hint(found) if job.kind == "hint" else self._play_found(found)
            except ValueError as exc:
                self._refuse(_as_error(exc))
                return None

    def _show_hint(self, found: Any) -> Move | None:
        move: Move | None = found.move
        if move is None:
            key = "msg_unwinnable" if found.winnable is False else "msg_hint_none"
            self._hint = []
            self._message = (Reason.of(key), "info")
        else:
            # a removal: its cards; a draw: the Draw action, and the waste pile it goes to when there are three
            self._hint = list(move.where) if move.removes else ["draw", *([f"W{move.pile}"] if move.pile else [])]
            # a move that keeps the win is named alone; any other comes with the hint's sentence: the
            # position cannot be won (or the search did not decide), and why this move is the one shown
            self._message = (Reason.of("msg_hint", move=move) if found.winnable else found.reason, "hint")
        self._refresh()
        return move

    def _play_found(self, solution: Any) -> Move | None:
        if solution.status != "winnable" or not solution.moves:
            self._refuse(Reason.of("msg_unwinnable" if solution.status == "unwinnable" else "msg_unknown"))
            return None
        self._plan = (self._game.position_key(), list(solution.moves))
        move = self._planned_move()
        return None if move is None else self.play(move)

    def _planned_move(self) -> Move | None:
        """The next move of the solution found before, if it starts from the current position."""
        key = self._game.position_key()
        if self._plan is None or self._plan[0] != key or not self._plan[1]:
            return None
        move, rest = self._plan[1][0], self._plan[1][1:]
        after = self._game.copy()
        after.play(move)
        self._plan = (after.position_key(), rest)
        return move

    def _busy_ignores(self) -> None:
        """A view's action while the solver holds the game: ignored, counted and said."""
        busy = dict(self.busy)
        busy["ignored"] = int(busy.get("ignored", 0)) + 1
        self.busy = busy
        self._message = (Reason.of("msg_busy_ignored"), "info")
        self._refresh()

    # --- the session --------------------------------------------------------------------------
    # A deal counts once: when it ends on this board, or when the player leaves it (a new deal,
    # a deal number, new rules, another game) with at least one move made. See pyramid_solitaire.session.
    @property
    def session(self) -> Session:
        """The session's tally over the deals played on this board (it survives new deals and rules).

        >>> w = PyramidWidget(number=1); _ = w.play("As+Qh"); _ = w.load_number(2)
        >>> w.session.played, w.session.cards_removed, w.tally["text"]
        (1, 2, 'Session: 1 played · 0 won · 2 cards · best 2 · streak 0')
        """
        return self._session

    @session.setter
    def session(self, session: Session) -> None:
        if not isinstance(session, Session):
            raise PyramidError(Reason.of("session_type", type=type(session).__name__))
        with self._lock:
            self._session.unwatch(self._show_tally)
            self._session = session
            session.watch(self._show_tally)
            self._show_tally(session)

    def reset_session(self) -> None:
        """Forget the deals played (as ``w.session.reset()``); the deal on the board counts afresh.

        >>> w = PyramidWidget(number=1); _ = w.play("As+Qh"); _ = w.load_number(2); w.reset_session()
        >>> w.session.played, w.tally["played"]
        (0, 0)
        """
        self._session.reset()

    def _count_leaving(self, game: Game) -> None:
        """Count the deal on the board if it is left for ``game`` after a move and not yet counted."""
        if game is not self._game and not self._counted and self._game.history:
            self._session.record(self._game)
        self._counted = game.outcome() is not None

    def _count_if_over(self) -> None:
        """Count the deal on the board the first time it ends."""
        if not self._counted and self._game.outcome() is not None:
            self._counted = True
            self._session.record(self._game)

    def _show_tally(self, session: Session) -> None:
        self.tally = session.state(self.lang)

    @traitlets.observe("lang")
    def _tally_lang(self, change: dict[str, Any]) -> None:
        if hasattr(self, "_session"):
            self._show_tally(self._session)

    # --- the game review and explanations ---------------------------------------------------------
    # The review of the game's moves and the explanation of its position live beside the board, in
    # the ``study`` trait: a strip of marks, one per move, and a position of the review shown
    # read-only. Playing on (or a new deal) drops what no longer fits the game.
    def review(self) -> Review:
        """Review the game's moves (see :func:`pyramid_solitaire.solver.review`) and show the strip of
        marks under the board, the losing move highlighted.

        >>> from pyramid_solitaire.solver import play_greedy
        >>> game = Game.from_number(3, "classic"); play_greedy(game)
        >>> w = PyramidWidget(game)
        >>> result = w.review()
        >>> w.study["losing"], w.study["marks"][11]["mark"], result.losing_move
        (12, 'threw_away', 12)
        """
        from .solver import review

        with self._lock:
            game = self._game.copy()
        found = review(game, max_seconds=SOLVER_SECONDS)
        with self._lock:
            if self._game.history == game.history:
                self._reviewed = (game, found)
                self._shown = None
                self._study_refresh()
        return found

    def why(self) -> Explanation:
        """Explain the position (see :func:`pyramid_solitaire.solver.explain`): the sentence shows in the
        board's language and the cards it names are marked.

        >>> w = PyramidWidget(number=22, rules="classic", lang="nl")
        >>> found = w.why()
        >>> found.kind, w.study["why"]["places"][:2], w.study["why"]["text"][:24]
        ('dead_card', ['P2', 'P4'], '9♥ op P2 kan nooit weg: ')
        """
        from .solver import explain

        with self._lock:
            game = self._game.copy()
        found = explain(game, max_seconds=SOLVER_SECONDS)
        with self._lock:
            if self._game.position_key() == game.position_key():
                self._explained = (game.position_key(), found)
                self._study_refresh()
        return found

    def show_move(self, number: int) -> None:
        """Show, read-only, the position before move ``number`` of the review (1 for the first move),
        the move played selected and, for the losing move, the cards of the better move glowing. A view's
        Undo then takes the game back to that position, to play on from it (Redo returns).

        >>> from pyramid_solitaire.solver import play_greedy
        >>> game = Game.from_number(3, "classic"); play_greedy(game)
        >>> w = PyramidWidget(game); _ = w.review(); w.show_move(12)
        >>> w.study["board"]["selected"], w.study["board"]["hint"]
        (['P6', 'S'], ['S', 'W'])
        """
        with self._lock:
            reviewed = self._study_review()
            if reviewed is None:
                raise PyramidError(Reason.of("review_move_number", number=number, variant="unreviewed"))
            moves = len(reviewed[0].history)
            if not moves:
                raise PyramidError(Reason.of("review_move_number", number=number, variant="no_moves"))
            whole = whole_number(number)  # NumPy integers too
            if whole is None or not 1 <= whole <= moves:
                raise PyramidError(Reason.of("review_move_number", number=number, moves=moves))
            self._shown, self._line = whole, None  # one position shown at a time: a line's goes
            self._version += 1  # a new board for the views: its message shows afresh
            self._study_refresh()

    def show_line(self, step: int) -> None:
        """For a search proof (see :meth:`why`), show read-only the position after ``step`` moves of the
        line that removes the most cards, the cards of its next move glowing: the search, step by step.

        >>> w = PyramidWidget(number=5, rules="relaxed"); _ = w.why(); w.show_line(1)
        >>> w.study["line"]["step"], w.study["board"]["message"]["text"][:45]
        (1, 'The line that removes the most cards, after 1')
        """
        with self._lock:
            explained = self._explained
            line = _line_of(explained[1]) if explained is not None else ()
            whole = whole_number(step)
            if not line or whole is None or not 0 <= whole <= len(line):
                raise PyramidError(Reason.of("line_step", step=step, last=len(line), variant=None if line else "none"))
            self._line, self._shown = whole, None  # one position shown at a time: a reviewed one goes
            self._version += 1
            self._study_refresh()

    def leave_review(self) -> None:
        """Go back to the game from the review: the strip and the position shown go.

        >>> w = PyramidWidget(number=1); _ = w.play("As+Qh"); _ = w.review(); w.leave_review(); w.study
        {}
        """
        with self._lock:
            self._reviewed, self._shown, self._explained, self._line = None, None, None, None
            self._study_refresh()

    def _long_search_for_view(self, kind: str) -> None:
        """Review, Why? or a winnable new deal asked by a view: like a hint, the searches run in a worker
        thread, or in slices of the event loop without threads (Pyodide), while the board is busy
        (``busy["kind"]`` is ``review``, ``why`` or ``new``; a review's progress is said), and Cancel stops
        them and changes nothing."""
        job = self._hold(_Job(kind, threading.Event(), self._game, self._game.copy()))

        def progress(searches: int, left: int) -> None:
            with self._lock:
                if self._job is job:
                    self._message = (Reason.of("msg_review_progress", n=searches, left=left), "info")
                    self._refresh()

        job.on_progress = progress
        loop = _threadless_loop()
        if loop is not None:
            job.runner = loop.create_task(self._long_search_task(job))
        else:
            job.runner = threading.Thread(target=self._long_search_thread, args=(job,), name=f"pyramid-{kind}", daemon=True)
            job.runner.start()

    def _long_search_thread(self, job: _Job) -> None:
        self._long_search_done(job, _run_search(job))

    async def _long_search_task(self, job: _Job) -> None:
        self._long_search_done(job, await _run_search_in_slices(job))

    def _long_search_done(self, job: _Job, found: Any) -> None:
        """Show the review or the explanation ``found``, or deal the number found (or say the error met),
        if the job is still the board's and the game has not moved on."""
        with self._lock:
            if self._job is not job:
                return  # cancelled, or replaced: it changes nothing
            self._job = None
            self.busy = {}
            self._message = (None, "info")
            if isinstance(found, ImportError):
                self._refuse(Reason.of("msg_no_solver"))
                return
            if isinstance(found, Exception) and not isinstance(found, ValueError):
                self._refresh()
                raise found  # a fault of the program, not of the game: the board is free again
            if isinstance(found, ValueError):
                self._refuse(_as_error(found))
                return
            if job.stop.is_set() or self._game is not job.game or self._game.history != job.snapshot.history:
                self._refresh()
            elif job.kind == "new":
                self.load_number(found, job.snapshot.rules)
            else:
                if job.kind == "review":
                    self._reviewed, self._shown = (job.snapshot, found), None
                else:
                    self._explained = (job.snapshot.position_key(), found)
                self._refresh()

    def _line_state(self, found: Explanation, step: int, lang: str, message: _Said | None) -> dict[str, Any]:
        """The search's best line shown after ``step`` of its moves: the board, the next move glowing."""
        along = self._game.copy()
        for move in found.moves[:step]:
            along.play(move)
        following = found.moves[step] if step < len(found.moves) else None
        kind = None if found.most else "found"  # not proved the most: the best line a short search found
        said = message or (
            Reason.of("msg_line_step", step=step, n=len(found.moves), next=following, variant=kind)
            if following is not None
            else Reason.of("msg_line_end", n=len(found.moves), variant=kind)
        )
        return {
            "step": step, "length": len(found.moves), "states": found.states,
            "board": board_state(
                along, lang, hint=(list(following.where) or ["draw"]) if following is not None else [],
                message=(said.describe(lang), "error" if message else "info"), version=self._version,
            ),
        }

    def _study_review(self) -> tuple[Game, Review] | None:
        reviewed = self._reviewed
        if reviewed is not None and reviewed[0].history != self._game.history:
            reviewed = self._reviewed = None  # played on: the review is of another game
        if reviewed is None:
            self._shown = None  # and no move of it is shown
        return reviewed

    def _read_only_said(self) -> bool:
        """Whether the board shows a position of the review or of a line, which is read-only; if so,
        the board says so."""
        if self._shown is None and self._line is None:
            return False
        self._version += 1
        self._study_refresh(self._read_only_reason())
        return True

    def _read_only_reason(self) -> Reason:
        """Why play is refused on the position shown: one of the review's or of the search's line."""
        return Reason.of("msg_review_readonly", variant="line" if self._shown is None else None)

    def _refuse_on_a_shown_position(self) -> None:
        """For play from Python: the same refusal as a tap gets there (see :meth:`_read_only_said`)."""
        if self._read_only_said():
            raise IllegalMoveError(self._read_only_reason())

    def _back_to_the_game(self) -> None:
        """For an undo: leave a position the review or a line shows, and when the review shows one,
        take the game back to just after the move before it (the undo then takes that move back)."""
        shown, reviewed = self._shown, self._study_review()
        self._shown = self._line = None
        if shown is not None and reviewed is not None:
            for _ in range(len(self._game.history) - shown):
                self._game.undo()  # the undo after this redraws

    def _study_handles(self, kind: str, content: dict[str, Any]) -> bool:
        """Act on a message of the review; refuse play on a position the review shows. ``True`` when handled."""
        undo_on_a_line = kind == "undo" and self._line is not None and bool(self._game.history)  # (none: no_undo says so)
        if (kind in _READ_ONLY or undo_on_a_line) and self._read_only_said():
            return True  # said on the board shown; the game's own board keeps its message
        if kind not in _STUDY_MESSAGES:
            return False
        if kind == "review":
            if not self._game.history:
                self._refuse(Reason.of("msg_review_empty"))
            else:
                self._long_search_for_view("review")
        elif kind == "review_show":
            number = content.get("move")
            if not is_whole(number):
                raise _Malformed
            self.show_move(number)  # no review, or no such move: refused, the number named
        elif kind == "review_leave":
            self.leave_review()
        elif kind == "why_line":
            step = content.get("step")
            if not is_whole(step):
                raise _Malformed
            self.show_line(step)  # no search proof explained, or no such step: refused, the step named
        else:
            self._long_search_for_view("why")
        return True

    @traitlets.observe("board", "lang")
    def _study_follows(self, change: dict[str, Any]) -> None:
        if hasattr(self, "_lock"):
            self._study_refresh()

    def _study_refresh(self, message: _Said | None = None) -> None:
        """The ``study`` trait from the review and the explanation that still fit the game."""
        with self._lock:
            if self._reviewed is None and self._explained is None and not self.study:
                self._line = self._shown = None
                return  # the usual case, on every redraw: nothing to study
            lang, reviewed = self.lang, self._study_review()
            explained = self._explained
            if explained is not None and explained[0] != self._game.position_key():
                explained = self._explained = None
            study: dict[str, Any] = {}
            if reviewed is not None:
                game, found = reviewed
                study["marks"] = [
                    {"n": mark.number, "mark": mark.mark,
                     "label": render(f"mark_{mark.mark}", {"n": mark.number, "move": mark.move}, lang)}
                    for mark in found.marks
                ]
                study["losing"] = found.losing_move
                study["summary"] = found.describe(lang)
                shown = self._shown
                if shown is not None and shown <= len(game.history):
                    study["shown"] = shown
                    before = game.rewound(shown - 1)
                    played = game.history[shown - 1]
                    better = found.better[0] if shown == found.losing_move and found.better else None
                    said = message or Reason.of(
                        "msg_review_shown", n=shown, move=played,
                        better=Reason.of("msg_review_better") if better is not None else "",
                    )
                    study["board"] = board_state(
                        before, lang,
                        selected=list(played.where) or ["draw"],
                        hint=(list(better.where) or ["draw"]) if better is not None else [],
                        message=(said.describe(lang), "error" if message else "info"),
                        version=self._version,
                    )
                    # read-only: Undo takes the game back to this position, Redo and Draw are refused
                    study["board"].update(can_undo=True, can_redo=False, can_draw=False)
            if explained is not None:
                from .solver.explain import named_places

                study["why"] = {"text": explained[1].describe(lang), "kind": explained[1].kind,
                                "places": named_places(explained[1]), "line_moves": len(_line_of(explained[1]))}
                if self._line is not None and _line_of(explained[1]):
                    study["line"] = self._line_state(explained[1], self._line, lang, message)
                    study["board"] = study["line"].pop("board")
                    study["board"].update(can_undo=False, can_redo=False, can_draw=False)  # no game's position: all refused
            else:
                self._line = None
            live = self.board.get("message", {}) if isinstance(self.board, dict) else {}
            if "board" in study and live.get("said_before") and study["board"].get("version") == self.board.get("version"):
                study["board"]["message"]["said_before"] = True  # redrawn in another language with the game's board: no news
            if study != self.study:
                self.study = study

    # --- messages from the views --------------------------------------------------------------
    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.handle_message(content)

    def set_state(self, sync_data: Any) -> None:
        """Take the traits a view wrote (the settings, see ``_SETTINGS``), but for those the views only
        read (the board, the busy state, ...): a write to one is refused visibly and undone in the views.

        >>> w = PyramidWidget(number=1)
        >>> w.set_state({"show_free": True, "board": {}}); w.show_free, w.board["message"]["text"]
        (True, 'Ignored an unreadable action')
        """
        if not isinstance(sync_data, dict):
            self._refuse(Reason.of("msg_malformed"))
            return
        for name in _SETTINGS:  # checked before ipywidgets echoes the values to the other views
            if name in sync_data:
                try:
                    self.traits()[name].validate(self, sync_data[name])
                except InvalidSettingError as refused_setting:
                    self.send_state([name])  # the writing view's copy back to the setting kept
                    self._refuse(refused_setting)  # on the board, as a refused message is: nothing else changes
                    return
        refused = [name for name in sync_data if name in _VIEWS_READ]
        super().set_state({name: value for name, value in sync_data.items() if name not in _VIEWS_READ})
        if refused:
            self._refuse(Reason.of("msg_malformed"))
            self.send_state(refused)  # the views' copies back to the widget's values

    def handle_message(self, content: Any) -> None:
        """Act on one message from a view; anything malformed or illegal is refused visibly.

        >>> w = PyramidWidget(number=1)
        >>> w.handle_message({"type": "move", "where": ["P21", "P27"]}); len(w.game.history)
        1
        >>> w.handle_message({"type": "move", "where": ["P0", {"x": 1}]}); w.board["message"]["kind"]
        'error'
        """
        try:
            kind = _field(content, "type", str)
            if kind not in _MESSAGE_TYPES and kind not in _STUDY_MESSAGES:
                raise _Malformed
            if kind == "pause":  # outside the lock: the player thread may be waiting for it
                self.stop()
                return
            if kind == "cancel":
                self.cancel()
                return
            with self._lock:
                if self._job is not None and kind != "lang":
                    self._busy_ignores()  # the solver holds the game: say so, change nothing
                    return
                self._dispatch(kind, content)
        except _Malformed:
            self._refuse(Reason.of("msg_malformed"))
        except ImportError:
            self._refuse(Reason.of("msg_no_solver"))
        except ValueError as exc:  # the package's errors, and any other bad value, said plainly
            if self._message[0] is None or self._message[1] != "error":
                self._refuse(_as_error(exc))

    def _dispatch(self, kind: str, content: dict[str, Any]) -> None:
        if kind == "lang":  # the board's message stays, said in the new language
            self.lang = _field(content, "lang", str)  # an unknown language: refused by the setting, named
            return
        self._message = (None, "info")
        if self._study_handles(kind, content):
            return
        if kind == "tap":
            self._tap(_position(content.get("where")))
        elif kind == "move":
            where = content.get("where")
            if not isinstance(where, list) or not 1 <= len(where) <= 2:
                raise _Malformed
            self._try_remove([_position(w) for w in where])
        elif kind == "draw":
            pile = content.get("pile")
            if pile is not None and (not isinstance(pile, int) or isinstance(pile, bool) or not 1 <= pile <= 3):
                raise _Malformed
            self._draw(pile)
        elif kind in ("undo", "redo"):
            self.undo() if kind == "undo" else self.redo()
        elif kind in ("hint", "step"):
            self._search_for_view(kind)
        elif kind == "play":
            self.play_solution(self.speed)
        elif kind == "new":
            self._new(content)
        elif kind == "rules":
            self._set_rules(Rules.preset(_field(content, "name", str)))  # an unknown preset: refused by name
        elif kind == "passes":
            self._set_passes(_field(content, "value", str))

    def _set_rules(self, rules: Rules) -> None:
        """The same deal under ``rules``: by its number, or its own cards where they fit the rules;
        else a new deal, and the board says why."""
        if self._game.deal.number is not None:
            self.load_number(self._game.deal.number, rules)
            return
        try:
            self.load_deal(self._game.deal, rules)
        except InvalidDealError:  # another deck: the cards cannot be dealt under these rules
            self.new_deal(winnable=False, rules=rules)
            self._message = (Reason.of("msg_deal_other_deck", rules=rules.name), "info")
            self._refresh()

    def _set_passes(self, value: str) -> None:
        """The same deal (or a new one) under the rules with ``value`` passes (``unlimited``, or 1 to 9999)."""
        rules = with_passes(self._game.rules, read_passes(value))  # a bad count: refused by name
        if self._game.deal.number is not None:
            self.load_number(self._game.deal.number, rules)
        else:  # the passes leave the cards as they are: the same deal, begun again
            self.load_deal(self._game.deal, rules)

    def _new(self, content: dict[str, Any]) -> None:
        number = content.get("number")
        if number is None or number == "":
            if self.winnable_only:
                self._long_search_for_view("new")  # the solver searches for the number: the board busy, Cancel stops it
            else:
                self.new_deal(winnable=False)
            return
        # Digits only; int() itself refuses text of more than 4,300 digits.
        if isinstance(number, str) and (digits := number.strip()).isascii() and digits.isdigit() and len(digits) <= 4000:
            number = int(digits)
        if not is_whole(number):
            self._refuse(Reason.of("msg_bad_number", number=number))
            return
        self.load_number(number)  # the engine's check: a number out of range is refused with the range named

    def _tap(self, where: str) -> None:
        """One tap on a place: draw, select, pair with the selection, or explain the refusal."""
        game = self._game
        if game.outcome() is not None:
            self._refuse_over()
            return
        if self._choosing_pile and where.startswith("W"):
            self._draw(int(where[1:] or 1))
            return
        card = game.card_at(where)
        if where == "S" and (card is None or not game.rules.stock_top_playable):
            self._draw(None)  # a face-down or empty stock draws (or turns the waste over); a face-up top is a card
            return
        if self._selected:
            self._second_tap(self._selected[0], where, card)
            return
        if card is None:
            self._refuse(Reason.of("msg_empty"))
            return
        if where not in dict(game.available_cards()):
            self._refuse(game.position.place_problem(where) or Reason.of("msg_empty"), [where])
            return
        if card.rank == game.rules.king_rank:
            self._try_remove([where])
            return
        self._selected, self._choosing_pile = [where], False  # a card selected: the draw waits no more for a pile
        self._refresh()

    def _second_tap(self, first: str, where: str, card: Card | None) -> None:
        """A tap while a card is selected: deselect it, pair the two, or move the selection."""
        game = self._game
        if first == where:
            self._selected = []
            self._refresh()
            return
        try:
            move = game.parse_move(f"{first}+{where}")
        except PyramidError as refusal:
            free = card is not None and where in dict(game.available_cards())
            if free and card is not None and card.rank == game.rules.king_rank:
                self._try_remove([where])  # a free King goes at once
            elif free:
                self._selected = [where]  # the selection moves to the card tapped, and why is said quietly
                self._message = (refusal, "info")
                self._point_at(refusal, [first, where])
                self._refresh()
            else:
                self._refuse(refusal, [first, where])  # the selection stays
            return
        self.play(move)

    def _try_remove(self, where: list[str]) -> None:
        """Remove the cards at ``where``; a refusal keeps the selection (a move played clears it)."""
        try:
            move = self._game.parse_move("+".join(where))
        except PyramidError as exc:
            self._refuse(exc, where)
            return
        self.play(move)

    def _draw(self, pile: int | None) -> None:
        game = self._game
        if not game.stock:
            self.play("recycle")  # a refusal shows the engine's reason (and raises to the caller)
            return
        if game.rules.waste_piles > 1 and pile is None:
            self._selected = []
            self._choosing_pile = True
            self._message = (Reason.of("msg_pick_pile"), "info")
            self._refresh()
            return
        self.play("draw" if pile is None else f"draw {pile}")  # the engine refuses a pile there is not

    # --- state out ----------------------------------------------------------------------------
    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        self.strings = dict(STRINGS[change["new"]])
        if hasattr(self, "_game"):
            self._refresh(said_before=True)

    def refresh(self) -> None:
        """Redraw every view, e.g. after playing on ``w.game`` directly.

        >>> w = PyramidWidget(number=1); _ = w.game.play("draw")
        >>> w.board["stock"]["count"], (w.refresh(), w.board["stock"]["count"])[1]
        (24, 23)
        """
        self._count_if_over()
        self._refresh()

    def _refuse(self, reason: _Said, places: list[str] | None = None) -> None:
        """Show why an action was refused (a reason or an error of the engine) and change nothing else;
        ``places``, the places the action named, let the views show it by the card and mark the cards that cause it."""
        self._message = (reason, "error")
        if places:
            self._point_at(reason, places)
        self._refresh()
        if self._shown is not None or self._line is not None:  # the views show that position: say it there
            self._study_refresh(reason)

    def _point_at(self, reason: _Said, places: list[str]) -> None:
        """Tie the message ``reason`` to the place it is about and the places of the cards that cause it.

        >>> w = PyramidWidget(number=1)
        >>> w.handle_message({"type": "tap", "where": "P9"}); w.board["pointing"]
        {'at': 'P9', 'causes': ['P13', 'P14']}
        """
        code = reason.code if isinstance(reason, Reason) else getattr(reason, "reason", "")
        facts = getattr(reason, "facts", {})
        position = self._game.position
        at, causes = places[-1], []
        if code == "covered":
            about = [where for where in places if where.startswith("P") and position.card_at(where) == facts.get("card")]
            at = (about or places)[0]
            if at.startswith("P"):
                causes = [f"P{j}" for j in position.covering_places(int(at[1:]))]
        elif code in ("wrong_sum", "king_pairs"):
            causes = [where for where in places if position.card_at(where) is not None]
        self._pointing = (reason, {"at": at, "causes": causes})

    def _refuse_over(self) -> None:
        outcome = self._game.outcome()
        self._refuse(Reason.of("game_over", outcome=outcome) if outcome else Reason.of("msg_over"))

    def _after_move(self, move: Move | None, said: Reason | None = None) -> None:
        self._selected, self._hint, self._choosing_pile = [], [], False
        self._message = (said, "info")
        self._last = None if move is None else {"kind": move.kind, "where": list(move.where), "pile": move.pile}
        self._count_if_over()
        self._refresh()

    def _reset_view(self, said: Reason | None = None) -> None:
        self._selected, self._hint, self._choosing_pile, self._plan = [], [], False, None
        self._message, self._last = (said, "info"), None
        self._refresh()

    def _refresh(self, *, said_before: bool = False) -> None:
        """Redraw the board; ``said_before`` when its message is no news (the same one, said again in
        another language), so that the views do not show it afresh."""
        with self._lock:
            self._version += 1
            state = board_state(
                self._game,
                self.lang,
                selected=self._selected,
                hint=self._hint,
                message=(said.describe(self.lang) if (said := self._message[0]) else "", self._message[1]),
                choosing_pile=self._choosing_pile,
                pointing=self._pointing[1] if self._pointing[0] is self._message[0] is not None else None,
                last=self._last,
                version=self._version,
            )
            if said_before:
                state["message"]["said_before"] = True
            self.board = state


class _Job:
    """A search the board waits for: what it is for (``hint``, ``step``, ``play``, ``review`` or ``why``), its stop event,
    the live game it belongs to, and the snapshot searched (the search never touches the live game)."""

    def __init__(self, kind: str, stop: threading.Event, game: Game, snapshot: Game) -> None:
        self.kind, self.stop, self.game, self.snapshot = kind, stop, game, snapshot
        self.runner: threading.Thread | asyncio.Task[None] | None = None
        self.on_progress: Any = None  # a review's progress, said by the board

    def steps(self) -> Any:
        """The search in slices (see :func:`pyramid_solitaire.solver.solve_steps`); for ``review`` and
        ``why``, the review of the game or the explanation of its position."""
        if self.kind == "review":
            from .solver.review import review_steps

            return review_steps(self.snapshot, max_seconds=SOLVER_SECONDS, stop=self.stop, on_progress=self.on_progress)
        if self.kind == "why":
            from .solver.explain import explain_steps

            return explain_steps(self.snapshot, max_seconds=SOLVER_SECONDS, stop=self.stop)
        if self.kind == "new":  # a winnable deal: numbers drawn at random until the solver wins one
            from .solver.deals import random_winnable_number_steps

            return random_winnable_number_steps(self.snapshot.rules, most=NEW_DEAL_NUMBERS - 1, stop=self.stop)
        if self.kind == "hint":
            return _solver("hint_steps")(self.snapshot, max_seconds=SOLVER_SECONDS, stop=self.stop)
        return _solver("solve_steps")(self.snapshot, max_seconds=SOLVER_SECONDS, stop=self.stop)


def _run_search(job: _Job) -> Any:
    """Run ``job``'s search to its end in this thread: its result, or the error it met."""
    try:
        return _solver("finish")(job.steps())
    except Exception as exc:  # handed to _end_search, which never leaves the board busy
        return exc


SLICE_SECONDS = 0.02
"""Without threads, how long a slice of a search holds the event loop before letting it turn."""


async def _run_search_in_slices(job: _Job) -> Any:
    """Run ``job``'s search in slices of about :data:`SLICE_SECONDS`, letting the event loop turn
    between them (so a Cancel from a view is read); its result, or the error it met."""
    try:
        steps = job.steps()
        while True:
            until = time.perf_counter() + SLICE_SECONDS
            while time.perf_counter() < until:
                next(steps)
            await asyncio.sleep(0)
    except StopIteration as done:
        return done.value
    except Exception as exc:  # handed to _end_search, which never leaves the board busy
        return exc


class _Malformed(Exception):
    """A message that does not have the shape of any action."""


def _field(content: Any, key: str, kind: type) -> Any:
    if not isinstance(content, dict) or not isinstance(content.get(key), kind):
        raise _Malformed
    return content[key]


def _position(where: Any) -> str:
    if not isinstance(where, str) or not _POSITION.fullmatch(where):
        raise _Malformed
    return where


class _Said(Protocol):
    """Anything the widget can say in the player's language: a reason, or an error of the engine."""

    def describe(self, lang: str = "en") -> str: ...


def _as_error(exc: ValueError) -> PyramidError:
    """The package's error as it is; any other bad value as a plain message.

    >>> str(_as_error(ValueError("no")))
    'no'
    """
    return exc if isinstance(exc, PyramidError) else PyramidError(str(exc))


def _threadless_loop() -> asyncio.AbstractEventLoop | None:
    """Pyodide's event loop, where no thread can start; ``None`` where threads work."""
    if sys.platform != "emscripten":
        return None
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.get_event_loop()


def _solver(name: str) -> Any:
    """A function of the solver package, imported only when a solver button is used."""
    from . import solver

    function = getattr(solver, name, None)
    if function is None:
        raise ImportError(f"pyramid_solitaire.solver has no {name}()")
    return function

