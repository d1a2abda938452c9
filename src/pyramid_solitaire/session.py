"""A session's tally: each deal scored by the cards it removed, and the totals over the deals played.

A deal counts as *played* once, when it ends (won or lost) or when the player leaves it for
another deal (a new deal or new rules) after making at least one move; a deal left untouched does
not count. Undoing after the end does not count the deal again. The tally lives apart from the
game: a saved game (:meth:`Game.to_json`) never holds it; :meth:`Session.to_json` saves it.

>>> from pyramid_solitaire import Game
>>> session = Session()
>>> game = Game.from_number(1)
>>> _ = game.play("As+Qh")
>>> session.record(game)
DealRecord(number=1, rules='standard', removed=2, cards=52, won=False)
>>> session.played, session.cards_removed, session.streak
(1, 2, 0)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, fields
from typing import Any

from .deal import MAX_DEAL_NUMBER
from .errors import PyramidError, is_whole
from .game import Game
from .i18n import text
from .jsontext import is_version, read_object, refused, required
from .reasons import Reason
from .rules import DECK_SIZES, MAX_NAME, has_lone_surrogate, unprintable

SESSION_FORMAT = "pyramid-solitaire-session"
SESSION_VERSION = 1
SESSION_FIELDS = ("format", "version", "deals")
"""The fields of a saved session."""
MAX_SESSION_JSON = 8_000_000
"""The longest saved session read (characters)."""
MAX_DEALS = 100_000
"""The most deals a saved session may hold."""


class InvalidSessionError(PyramidError):
    """A saved session that cannot be read: it names the field and the reason.

    >>> Session.from_json("{}")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.session.InvalidSessionError: saved session: missing field 'format'
    """


@dataclass(frozen=True)
class DealRecord:
    """One deal played: its ``number`` (``None`` for a deal given by its cards), the ``rules``
    preset, the cards ``removed`` out of the ``cards`` in play, and whether it was ``won``.

    >>> from pyramid_solitaire import Game
    >>> DealRecord.of(Game.from_number(1))
    DealRecord(number=1, rules='standard', removed=0, cards=52, won=False)
    """

    number: int | None
    rules: str
    removed: int
    cards: int
    won: bool

    def __post_init__(self) -> None:
        _check_record(self.number, self.rules, self.removed, self.cards, self.won, Reason.of("saved_file", variant="record"))

    @classmethod
    def of(cls, game: Game) -> DealRecord:
        """The record of ``game`` as it stands.

        >>> from pyramid_solitaire import Game
        >>> DealRecord.of(Game.from_number(3, "classic")).cards
        52
        """
        outcome = game.outcome()
        return cls(game.deal.number, game.rules.name, game.score.cards_removed, game.rules.deck_size,
                   bool(outcome and outcome.won))


class Session:
    """The deals of a session and their totals: ``played``, ``won``, ``cards_removed`` (in all and
    ``per_deal``), the ``best`` deal (most cards removed) and the current winning ``streak``.

    >>> session = Session([DealRecord(1, "standard", 52, 52, True), DealRecord(2, "standard", 30, 52, False)])
    >>> session.played, session.won, session.cards_removed, session.per_deal, session.best.number, session.streak
    (2, 1, 82, [52, 30], 1, 0)
    """

    def __init__(self, deals: Iterable[DealRecord] = ()) -> None:
        self._deals: list[DealRecord] = []
        self._watchers: list[Callable[[Session], None]] = []
        if not isinstance(deals, Iterable) or isinstance(deals, (str, bytes, dict)):
            raise InvalidSessionError(Reason.of("session_values", type=type(deals).__name__))
        for deal in deals:
            if not isinstance(deal, DealRecord):
                raise InvalidSessionError(Reason.of("session_values", type=type(deal).__name__))
            self._deals.append(deal)

    # --- the tally ---------------------------------------------------------------------------
    @property
    def deals(self) -> tuple[DealRecord, ...]:
        """Every deal played, oldest first.

        >>> session = Session([DealRecord(1, "standard", 52, 52, True), DealRecord(2, "standard", 30, 52, False)])
        >>> [deal.number for deal in session.deals]
        [1, 2]
        """
        return tuple(self._deals)

    @property
    def played(self) -> int:
        """Deals played.

        >>> Session().played, Session([DealRecord(1, "standard", 52, 52, True), DealRecord(2, "standard", 30, 52, False)]).played
        (0, 2)
        """
        return len(self._deals)

    @property
    def won(self) -> int:
        """Deals won.

        >>> Session([DealRecord(1, "standard", 52, 52, True), DealRecord(2, "standard", 30, 52, False)]).won
        1
        """
        return sum(1 for deal in self._deals if deal.won)

    @property
    def cards_removed(self) -> int:
        """Cards removed over every deal.

        >>> Session([DealRecord(1, "standard", 52, 52, True), DealRecord(2, "standard", 30, 52, False)]).cards_removed
        82
        """
        return sum(deal.removed for deal in self._deals)

    @property
    def per_deal(self) -> list[int]:
        """Cards removed in each deal, oldest first.

        >>> Session([DealRecord(1, "standard", 52, 52, True), DealRecord(2, "standard", 30, 52, False)]).per_deal
        [52, 30]
        """
        return [deal.removed for deal in self._deals]

    @property
    def best(self) -> DealRecord | None:
        """The deal that removed the most cards (the earliest of equals), or ``None`` before any.

        >>> session = Session([DealRecord(1, "standard", 52, 52, True), DealRecord(2, "standard", 30, 52, False)])
        >>> Session().best is None, session.best.number
        (True, 1)
        """
        return max(self._deals, key=lambda deal: deal.removed, default=None)

    @property
    def streak(self) -> int:
        """Deals won in a row up to the last one played (0 after a lost or abandoned deal).

        >>> Session([DealRecord(1, "standard", 52, 52, True)] * 3).streak
        3
        """
        count = 0
        for deal in reversed(self._deals):
            if not deal.won:
                break
            count += 1
        return count

    def record(self, game: Game) -> DealRecord:
        """Add ``game`` as a deal played, as it stands, and return its record.

        >>> from pyramid_solitaire import Game
        >>> session = Session()
        >>> session.record(Game.from_number(1)).removed, session.played
        (0, 1)
        """
        if not isinstance(game, Game):
            raise PyramidError(Reason.of("record_type", type=type(game).__name__))
        deal = DealRecord.of(game)
        self._deals.append(deal)
        self._changed()
        return deal

    def reset(self) -> None:
        """Forget every deal played.

        >>> session = Session([DealRecord(1, "standard", 52, 52, True)]); session.reset(); session.played
        0
        """
        self._deals.clear()
        self._changed()

    def watch(self, callback: Callable[[Session], None]) -> None:
        """Call ``callback(session)`` after every change (a board redraws its tally so).

        >>> session = Session(); seen = []; session.watch(lambda s: seen.append(s.played)); session.reset(); seen
        [0]
        """
        if not callable(callback):
            raise PyramidError(Reason.of("callback_type", type=type(callback).__name__))
        self._watchers.append(callback)

    def unwatch(self, callback: Callable[[Session], None]) -> None:
        """Stop calling ``callback``.

        >>> from pyramid_solitaire import Game
        >>> session, seen = Session(), []
        >>> session.watch(seen.append)
        >>> session.unwatch(seen.append)
        >>> _ = session.record(Game.from_number(1))
        >>> seen
        []
        """
        self._watchers = [watcher for watcher in self._watchers if watcher != callback]

    def _changed(self) -> None:
        for watcher in list(self._watchers):
            watcher(self)

    def summary(self, lang: str = "en") -> str:
        """The tally in one short line, in ``lang``.

        >>> Session([DealRecord(1, "standard", 52, 52, True)]).summary("de")
        'Sitzung: 1 gespielt · 1 gewonnen · 52 Karten · beste 52 · Serie 1'
        """
        best = self.best
        return text("session", lang, played=self.played, won=self.won, cards=self.cards_removed,
                    best=best.removed if best else 0, streak=self.streak)

    def state(self, lang: str = "en") -> dict[str, Any]:
        """The tally as plain data for a view: the numbers, the line and its explanation.

        >>> Session().state()["played"]
        0
        """
        best = self.best
        return {
            "played": self.played, "won": self.won, "cards_removed": self.cards_removed,
            "per_deal": self.per_deal, "best": best.removed if best else 0, "streak": self.streak,
            "text": self.summary(lang), "title": text("session_title", lang),
        }

    # --- saving ------------------------------------------------------------------------------
    def to_json(self) -> str:
        """The session as JSON text; :meth:`from_json` reads it back.

        >>> Session.from_json(Session([DealRecord(None, "classic", 4, 52, False)]).to_json()).deals[0].rules
        'classic'
        """
        return json.dumps({"format": SESSION_FORMAT, "version": SESSION_VERSION,
                           "deals": [asdict(deal) for deal in self._deals]})

    @classmethod
    def from_json(cls, text: str | bytes) -> Session:
        """A session saved by :meth:`to_json`; anything else raises :class:`InvalidSessionError`.

        >>> Session.from_json('{"format": "pyramid-solitaire-session", "version": 1, "deals": [{"number": 1}]}')
        Traceback (most recent call last):
        ...
        pyramid_solitaire.session.InvalidSessionError: saved session: deal 1: missing field 'rules'
        """
        data = _read(text)
        if required(data, "format", InvalidSessionError, _SAVED_SESSION) != SESSION_FORMAT:
            raise refused(InvalidSessionError, _SAVED_SESSION, "save_format", found=data["format"], expected=SESSION_FORMAT)
        if not is_version(required(data, "version", InvalidSessionError, _SAVED_SESSION), SESSION_VERSION):
            raise refused(InvalidSessionError, _SAVED_SESSION, "save_version", found=data["version"], expected=SESSION_VERSION)
        for key in data:
            if key not in SESSION_FIELDS:
                raise refused(InvalidSessionError, _SAVED_SESSION, "unknown_field", key=key, known=list(SESSION_FIELDS))
        deals = required(data, "deals", InvalidSessionError, _SAVED_SESSION)
        if not isinstance(deals, list):
            raise refused(InvalidSessionError, _SAVED_SESSION, "deals_not_list")
        if len(deals) > MAX_DEALS:
            raise refused(InvalidSessionError, _SAVED_SESSION, "too_many_deals", n=len(deals), limit=MAX_DEALS)
        return cls(_deal(entry, i) for i, entry in enumerate(deals, start=1))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Session) and self._deals == other._deals

    __hash__ = None  # type: ignore[assignment]  # a session changes

    def __repr__(self) -> str:
        return f"Session(played={self.played}, won={self.won}, cards_removed={self.cards_removed}, streak={self.streak})"


DEAL_FIELDS = tuple(field.name for field in fields(DealRecord))
"""The fields of each deal of a saved session."""
_SAVED_SESSION = Reason.of("saved_file", variant="session")  # what a saved session's errors call it


def _read(text: str | bytes) -> dict[str, Any]:
    if not isinstance(text, (str, bytes, bytearray)):
        raise refused(InvalidSessionError, _SAVED_SESSION, "json_text_type", type=type(text).__name__)
    return read_object(text, _SAVED_SESSION, MAX_SESSION_JSON, InvalidSessionError)


def _deal(entry: Any, index: int) -> DealRecord:
    """One deal of a saved session, every field checked."""
    where = Reason.of("saved_file", variant="deal", n=index)
    if not isinstance(entry, dict):
        raise refused(InvalidSessionError, where, "deal_entry_type", entry=entry)
    for key in DEAL_FIELDS:
        required(entry, key, InvalidSessionError, where)
    for key in entry:
        if key not in DEAL_FIELDS:
            raise refused(InvalidSessionError, where, "unknown_field", key=key, known=list(DEAL_FIELDS))
    number, rules, removed, cards, won = (entry[key] for key in DEAL_FIELDS)
    _check_record(number, rules, removed, cards, won, where)
    return DealRecord(number, rules, removed, cards, won)


def _check_record(number: Any, rules: Any, removed: Any, cards: Any, won: Any, file: Reason) -> None:
    """An :class:`InvalidSessionError` naming ``file`` and the first field that no deal can have."""
    if number is not None and (not is_whole(number) or not 1 <= number <= MAX_DEAL_NUMBER):
        raise refused(InvalidSessionError, file, "session_deal_number", number=number, most=MAX_DEAL_NUMBER)
    if not isinstance(rules, str) or not rules or len(rules) > MAX_NAME or has_lone_surrogate(rules):
        raise refused(InvalidSessionError, file, "session_rules", rules=rules, limit=MAX_NAME)
    if (char := unprintable(rules)) is not None:
        raise refused(InvalidSessionError, file, "session_rules", rules=rules, char=char, variant="control")
    if not is_whole(cards) or cards not in DECK_SIZES:
        raise refused(InvalidSessionError, file, "session_cards", cards=cards, sizes=list(DECK_SIZES))
    if not is_whole(removed) or not 0 <= removed <= cards:
        raise refused(InvalidSessionError, file, "session_removed", removed=removed, cards=cards)
    if not isinstance(won, bool):
        raise refused(InvalidSessionError, file, "session_won", won=won)
    if won and removed == 0:
        raise refused(InvalidSessionError, file, "session_won_empty")
