"""Rules of Pyramid as data: one frozen :class:`Rules` value per variant, and named presets.

>>> Rules.preset("classic").passes, Rules.preset("classic").win
(1, 'deck')
>>> Rules(rows=4).describe().splitlines()[0]
'Custom rules: 10-card pyramid (4 rows) from one French deck, 42 cards in the stock.'
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any, Literal, Union

from .cards import DeckType
from .errors import InvalidRulesError, is_whole
from .i18n import pass_variant, passes_named, preset_key
from .reasons import Reason

WinCondition = Literal["pyramid", "deck"]
RulesLike = Union["Rules", str, None]

_DECK_SIZES = {"french": 52, "spanish": 48}
_PAIR_SUMS = {"french": 13, "spanish": 12}
DECK_SIZES = tuple(sorted(size * decks for size in _DECK_SIZES.values() for decks in (1, 2)))
"""The numbers of cards a game can be played with: one or two French or Spanish decks."""
MAX_PASSES = 9999
"""The most passes rules may have (four digits; ``None`` is unlimited)."""
MAX_NAME = 100
"""The longest rules name: far above any preset's (a saved session refuses longer ones too)."""
_SURROGATE = re.compile("[\ud800-\udfff]")
_UNPRINTABLE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\ufdd0-\ufdef\ufffe\uffff]")
"""Control characters but the tab, line and paragraph separators, and the noncharacters of the first
plane: no line of text holds them, a terminal obeys some, and XML (a board's picture) forbids most."""
_PRESET_NAMES: dict[str, Rules] = {}  # PRESETS, for the constructor's check (filled once the presets are made)
_PRESETS_BY_RULES: dict[Rules, Rules] = {}  # each preset by its parameters (Rules hash and compare without the name)
_BASES_BY_RULES: dict[Rules, str] = {}  # by its parameters with 1 pass: the first preset that differs at most in passes


@dataclass(frozen=True)
class Rules:
    """Every parameter of a Pyramid variant. Presets are named values of this class.

    - ``passes``: passes through the stock (1, 2, 3, ... up to :data:`MAX_PASSES`, 9,999; ``None`` for
      unlimited, where the waste may be turned over only after a pass that removed at least one card).
    - ``win``: ``"pyramid"`` (won when the pyramid is cleared) or ``"deck"`` (every card removed).
    - ``stock_top_playable``: the stock's top card lies face up and may be paired.
    - ``draw_count``: cards moved from stock to waste per draw (1 or 3).
    - ``waste_piles``: 1, or 3 side by side with the player choosing the pile for each card.
    - ``overlapping_pairs``: a free card may pair with a card it partly covers when no other card covers that one.
    - ``rows``, ``decks``, ``deck_type`` (``"french"`` or ``"spanish"``) and ``pair_sum``
      (13 for French cards, 12 for Spanish); the card of rank ``pair_sum`` goes alone.
    - ``name``: unnamed rules take the name of the preset they equal, else of the first preset that
      differs from them only in passes (``NAME/N passes``, as :func:`with_passes` names them), else
      ``custom``.

    >>> Rules(passes=1, win="deck") == Rules.preset("classic")
    True
    >>> Rules(passes=1, win="deck").name, Rules(rows=10, decks=2, passes=1).name, Rules(rows=4).name
    ('classic', 'pharaoh/1 pass', 'custom')
    >>> Rules(draw_count=3)
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidRulesError: draw_count=3 needs stock_top_playable=False: with three cards drawn at a time the stock lies face down
    """

    passes: int | None = 3
    win: WinCondition = "pyramid"
    stock_top_playable: bool = True
    draw_count: int = 1
    waste_piles: int = 1
    overlapping_pairs: bool = False
    rows: int = 7
    decks: int = 1
    deck_type: DeckType = "french"
    pair_sum: int = 13
    name: str = field(default="", compare=False)

    def __new__(cls, *args: Any, **parameters: Any) -> Rules:
        # Rules are data, often built from a mapping (``Rules(**data)``, :meth:`replace`): a name
        # that is no parameter is bad input like a bad value, not a wrong call.
        _check_names(parameters)
        return super().__new__(cls)

    def __post_init__(self) -> None:
        problem = self._problem()
        if problem:
            raise InvalidRulesError(problem)
        if not self.name:  # unnamed: named after the preset they equal or come from (the presets are named)
            object.__setattr__(self, "name", preset_named(self).name or _base_name(self))

    def _problem(self) -> Reason | None:
        for flag in ("stock_top_playable", "overlapping_pairs"):
            if not isinstance(getattr(self, flag), bool):
                return Reason.of("rules_flag", name=flag, value=getattr(self, flag))
        for count in ("draw_count", "waste_piles", "rows", "decks", "pair_sum"):
            if not is_whole(getattr(self, count)):
                return Reason.of("rules_whole", name=count, value=getattr(self, count))
        if not isinstance(self.name, str):
            return Reason.of("rules_name_text", value=self.name)
        if len(self.name) > MAX_NAME:
            return Reason.of("rules_name_long", value=self.name, limit=MAX_NAME)
        if has_lone_surrogate(self.name):  # could not be saved or sent as UTF-8
            return Reason.of("rules_name_unicode", value=self.name)
        if (char := unprintable(self.name)) is not None:
            return Reason.of("rules_name_control", value=self.name, char=char)
        if self.passes is not None and (not is_whole(self.passes) or self.passes < 1):
            return Reason.of("rules_passes", value=self.passes)
        if self.passes is not None and self.passes > MAX_PASSES:
            return Reason.of("rules_passes_most", value=self.passes, most=MAX_PASSES)
        if not isinstance(self.win, str) or self.win not in ("pyramid", "deck"):
            return Reason.of("rules_win", value=self.win)
        if self.draw_count not in (1, 3):
            return Reason.of("rules_draw_count", value=self.draw_count)
        if self.waste_piles not in (1, 3):
            return Reason.of("rules_waste_piles", value=self.waste_piles)
        if not isinstance(self.deck_type, str) or self.deck_type not in _DECK_SIZES:
            return Reason.of("rules_deck_type", value=self.deck_type)
        if self.decks not in (1, 2):
            return Reason.of("rules_decks", value=self.decks)
        if self.pair_sum != _PAIR_SUMS[self.deck_type]:
            return Reason.of(
                "rules_pair_sum", value=self.pair_sum, target=_PAIR_SUMS[self.deck_type], variant=self.deck_type
            )
        if self.rows < 1:
            return Reason.of("rules_rows", value=self.rows)
        if self.pyramid_size > self.deck_size:
            return Reason.of("rules_rows_fit", rows=self.rows, size=self.pyramid_size, deck=self.deck_size)
        if self.draw_count == 3 and self.stock_top_playable:
            return Reason.of("rules_draw_three_face_up")
        if self.draw_count == 3 and self.waste_piles == 3:
            return Reason.of("rules_draw_three_piles")
        if makes_promise(self.name) and promised_rules(self.name) != self:  # a preset's name promises its rules
            return Reason.of("rules_passes_name" if "/" in self.name else "rules_preset_name", name=self.name)
        return None

    # --- derived sizes -------------------------------------------------------------------
    @property
    def pyramid_size(self) -> int:
        """Cards in the pyramid: rows * (rows + 1) / 2.

        >>> Rules().pyramid_size, Rules.preset("pharaoh").pyramid_size
        (28, 55)
        """
        return self.rows * (self.rows + 1) // 2

    @property
    def deck_size(self) -> int:
        """Cards in play: 52 or 48 per deck.

        >>> Rules().deck_size, Rules.preset("pharaoh").deck_size, Rules.preset("spanish").deck_size
        (52, 104, 48)
        """
        return _DECK_SIZES[self.deck_type] * self.decks

    @property
    def stock_size(self) -> int:
        """Cards in the stock at the start.

        >>> Rules().stock_size, Rules.preset("spanish").stock_size
        (24, 20)
        """
        return self.deck_size - self.pyramid_size

    @property
    def king_rank(self) -> int:
        """The rank that is removed alone (King, or the Spanish Rey).

        >>> Rules().king_rank, Rules.preset("spanish").king_rank
        (13, 12)
        """
        return self.pair_sum

    # --- construction --------------------------------------------------------------------
    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset; see :data:`PRESETS` for the list.

        >>> Rules.preset("tuts-tomb").draw_count
        3
        """
        if not isinstance(name, str):
            raise InvalidRulesError(Reason.of("preset_not_text", type=type(name).__name__))
        key = preset_key(name)
        if key not in PRESETS:
            raise InvalidRulesError(Reason.of("unknown_preset", name=name, presets=tuple(PRESETS)))
        return PRESETS[key]

    @classmethod
    def coerce(cls, rules: RulesLike) -> Rules:
        """Accept a :class:`Rules`, a preset name, or ``None`` (the ``standard`` preset); a preset
        name may be followed by a count of passes as :func:`with_passes` names it.

        >>> Rules.coerce("relaxed").name, Rules.coerce("pharaoh/1 pass").passes, Rules.coerce("standard/unlimited passes").passes
        ('relaxed', 1, None)
        """
        if rules is None:
            return PRESETS["standard"]
        if isinstance(rules, Rules):
            return rules
        if isinstance(rules, str):
            name, slash, count = rules.partition("/")
            if not slash:
                return cls.preset(rules)
            found = passes_named(count)
            digits = found and found.group(1)  # None for unlimited
            if found is None or (digits is not None and _count(digits) is None):
                raise InvalidRulesError(Reason.of("preset_passes", name=rules))
            return with_passes(cls.preset(name), None if digits is None else _count(digits))
        raise InvalidRulesError(Reason.of("rules_type", type=type(rules).__name__))

    def replace(self, **changes: Any) -> Rules:
        """A copy with some parameters changed, named ``name`` when given, else as the preset it
        equals, else as this preset (or the one these rules came from) with other passes where that
        is all they differ in, else ``custom``.

        >>> Rules.preset("classic").replace(overlapping_pairs=True).name
        'overlapping'
        >>> Rules.preset("pharaoh").replace(passes=1).name, Rules.preset("par").replace(passes=2).name
        ('pharaoh/1 pass', 'par/2 passes')
        >>> Rules.preset("pharaoh").replace(rows=9).name
        'custom'
        >>> Rules.preset("classic").replace(jokers=2)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        pyramid_solitaire.errors.InvalidRulesError: unknown rules parameter: jokers (the parameters are passes, win, ...)
        """
        if "name" in changes:  # unknown names: refused by the constructor (see __new__)
            return dataclasses.replace(self, **changes)
        changed = dataclasses.replace(self, **changes, name="")
        found = preset_named(changed)
        if found is not changed:
            return found  # the preset itself
        base = self.name.split("/", 1)[0]
        name = _passes_variant(base, changed) if base in PRESETS else None  # this line's preset first
        return changed if name is None else dataclasses.replace(changed, name=name)

    # --- serialization -------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """Every parameter as plain data (for JSON).

        >>> Rules.from_dict(Rules.preset("apophis").to_dict()) == Rules.preset("apophis")
        True
        """
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Rebuild rules from :meth:`to_dict` output; unknown keys are an error.

        >>> Rules.from_dict(Rules.preset("classic").to_dict()) == Rules.preset("classic")
        True
        """
        if not isinstance(data, dict):
            raise InvalidRulesError(Reason.of("rules_mapping", type=type(data).__name__))
        _check_names(data)
        try:
            return cls(**data)
        except TypeError as exc:  # a parameter of the wrong type in comparisons
            raise InvalidRulesError(Reason.of("rules_parameters", data=data, detail=str(exc))) from None

    # --- description ---------------------------------------------------------------------
    def describe(self, lang: str = "en") -> str:
        """The rules in plain words, in ``lang`` (``en``, ``de``, ``nl`` or ``fi``); presets add where
        they come from.

        >>> print(Rules.preset("relaxed").describe())  # doctest: +NORMALIZE_WHITESPACE
        Relaxed: 28-card pyramid (7 rows) from one French deck, 24 cards in the stock.
        Pairs sum to 13; Kings go alone. Stock top face up and playable; waste top playable.
        1 pass through the stock. Won when the pyramid is cleared.
        One pass and the easier goal: the pyramid only (solitairewinrates.com publishes a 9.02 % win rate with perfect play).
        >>> print(Rules(passes=None).describe("de").splitlines()[-1])
        Unbegrenzt viele Durchgänge durch den Talon, solange ein Durchgang mindestens eine Karte ablegt. Gewonnen, wenn die Pyramide abgeräumt ist.
        """
        return "\n".join(reason.describe(lang) for reason in self._description())

    def title(self, lang: str = "en") -> str:
        """The rules' title in ``lang``, as a menu shows it: a preset's, a preset's with another count
        of passes (as :func:`with_passes` makes them), custom rules' if unnamed, else the name given.

        >>> Rules.preset("pharaoh").title("de"), with_passes(Rules.preset("pharaoh"), 1).title("de")
        ('Pharao', 'Pharao, 1 Durchgang')
        >>> Rules(rows=4).title("de"), Rules(rows=4, name="Mini").title("de")
        ('Eigene Regeln', 'Mini')
        """
        found = self._title()
        return self.name if found is None else found.describe(lang)

    def _title(self) -> Reason | None:
        """The reason that renders :meth:`title`, ``None`` for rules named by their maker."""
        if PRESETS.get(self.name) == self:
            return Reason.of("preset_title", variant=self.name)
        base, slash, _ = self.name.partition("/")
        if slash and promised_rules(self.name) == self:  # NAME/N passes (the constructor refuses it on other rules)
            title = Reason.of("preset_title", variant=preset_key(base))
            return Reason.of("preset_passes_title", title=title, passes=pass_count(self.passes))
        if self.name == "custom":  # the name unnamed rules of no preset take
            return Reason.of("preset_title")
        return None

    def _description(self) -> list[Reason]:
        """The lines of :meth:`describe` as reasons, one per line."""
        preset = PRESETS.get(self.name) == self
        decks = self.deck_type + ("_two" if self.decks > 1 else "")
        lines = [Reason.of(
            "rules_layout", title=self._title() or Reason.of("preset_title"),
            size=self.pyramid_size, rows=self.rows, decks=Reason.of("rules_decks", variant=decks),
            stock=self.stock_size,
        )]
        parts = ["stock_playable" if self.stock_top_playable else "stock_face_down"]
        if self.draw_count == 3:
            parts.append("draw_three")
        parts.append("three_piles" if self.waste_piles == 3 else "waste_top")
        if self.overlapping_pairs:
            parts.append("overlapping")
        lines.append(Reason.of(
            "rules_play", variant="spanish" if self.deck_type == "spanish" else None, sum=self.pair_sum,
            parts=tuple(Reason.of("rules_part", variant=part) for part in parts),
        ))
        lines.append(Reason.of("rules_end", variant=pass_variant(self.passes), n=self.passes, goal=Reason.of("rules_goal", variant=self.win)))
        if preset:
            lines.append(Reason.of("preset_source", variant=self.name))
        return lines

    def __str__(self) -> str:
        return self.name


def _check_names(parameters: dict[Any, Any]) -> None:
    """Raise :class:`InvalidRulesError` naming the keys of ``parameters`` that are no rules parameter."""
    known = [f.name for f in dataclasses.fields(Rules)]
    unknown = sorted((name for name in parameters if name not in known), key=repr)
    if unknown:
        shown = tuple(
            Reason.of("parameter", name=name, variant=None if isinstance(name, str) and len(name) <= 40 else "quoted")
            for name in unknown[:5]
        )
        more = max(len(unknown) - 5, 0)
        raise InvalidRulesError(
            Reason.of(
                "unknown_rules_parameters", names=shown, known=tuple(known), more=more, variant="more" if more > 0 else None
            )
        )


def has_lone_surrogate(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate (as a JSON escape such as ``\\ud800`` can make), which
    no UTF-8 text can hold.

    >>> has_lone_surrogate("Pyramide \\u00e0 moi"), has_lone_surrogate("\\ud800 mine")
    (False, True)
    """
    return not text.isascii() and _SURROGATE.search(text) is not None


def unprintable(text: str) -> str | None:
    """The first control character (the tab aside) or noncharacter in ``text``, else ``None``: a name is one line.

    >>> unprintable("Pyramide à moi"), unprintable("red\\x1b[31m"), unprintable("two\\nlines"), unprintable("tab\\there")
    (None, '\\x1b', '\\n', None)
    """
    found = _UNPRINTABLE.search(text)
    if found is not None:
        return found.group()
    return next((char for char in text if ord(char) & 0xFFFE == 0xFFFE), None)  # U+1FFFE, U+1FFFF, …


def promised_rules(name: str) -> Rules | None:
    """The rules ``name`` promises: a preset's name its preset, ``NAME/N passes`` (as
    :func:`with_passes` writes it) that preset with ``N`` passes; else ``None``, also for a count
    above :data:`MAX_PASSES`, which no rules have (see :func:`makes_promise`).

    >>> promised_rules("pharaoh/1 pass") == Rules(rows=10, decks=2, passes=1), promised_rules("Mini")
    (True, None)
    """
    if not makes_promise(name):
        return None
    base, slash, count = name.partition("/")
    preset = _PRESET_NAMES[preset_key(base)]
    found = passes_named(count)
    if not slash or found is None:
        return preset
    digits = found.group(1)  # None for unlimited
    if digits is not None and _count(digits) is None:
        return None
    return dataclasses.replace(preset, passes=None if digits is None else _count(digits), name="custom")


def makes_promise(name: str) -> bool:
    """Whether ``name`` promises rules: a preset's name, or ``NAME/N passes`` after one with any count
    (a name longer than :data:`MAX_NAME` promises nothing: it is refused for its length).

    >>> makes_promise("par"), makes_promise("Par/2 Passes"), makes_promise("par/10000 passes"), makes_promise("par/mine")
    (True, True, True, False)
    """
    base, slash, count = name.partition("/")
    if preset_key(base) not in _PRESET_NAMES:
        return False
    return not slash or (len(name) <= MAX_NAME and passes_named(count) is not None)


STANDARD = Rules(name="standard")
"""``standard``, the default: 28-card pyramid, 24-card stock whose top card lies face up and is playable,
waste top playable, stock top and waste top may pair; Kings alone; 3 passes (the waste is turned over
twice, order kept); won when the pyramid is cleared. The default of the common computer versions
(Microsoft Solitaire Collection); the rules of the reference decks of mchung94/pyramid-solver."""

CLASSIC = Rules(passes=1, win="deck", name="classic")
"""``classic``: the strict book game (Morehead & Mott-Smith, 1949): one pass through the stock, and
the game is won only when all 52 cards are gone. solitairewinrates.com publishes a 6.80 % win
rate with perfect play (this package measures more: docs/win-rates.md)."""

RELAXED = Rules(passes=1, name="relaxed")
"""``relaxed``: one pass through the stock, won when the pyramid is cleared. solitairewinrates.com
publishes a 9.02 % win rate with perfect play (this package measures more: docs/win-rates.md)."""

PAR = Rules(passes=3, win="deck", name="par")
"""``par``: "Par Pyramid": the waste is turned over (not shuffled) up to twice, 3 passes in all, and all
52 cards must go."""

OVERLAPPING = Rules(passes=1, win="deck", overlapping_pairs=True, name="overlapping")
"""``overlapping``: ``classic`` plus the overlapping pairs of the German rules pages: a free card may pair
with one of the two cards it partly covers when no other card covers that one (a 4 lying on a 9)."""

WASTE_ONLY = Rules(stock_top_playable=False, name="waste-only")
"""``waste-only``: the stock lies face down; drawing puts its top card on the waste and only the waste top
is playable (a common web version); 3 passes; won when the pyramid is cleared."""

TUTS_TOMB = Rules(passes=None, draw_count=3, stock_top_playable=False, name="tuts-tomb")
"""``tuts-tomb``: Tut's Tomb: three cards drawn at a time as in Klondike draw-3, only the waste top
playable, through the stock as often as pairs can still be formed (the game ends after a full pass
that removes no card); won when the pyramid is cleared."""

APOPHIS = Rules(win="deck", waste_piles=3, stock_top_playable=False, name="apophis")
"""``apophis``: three waste piles side by side: each drawn card goes onto the pile the player chooses,
and every waste top is playable; 3 passes (the piles are gathered 1, 2, 3 into the new stock); all
cards must go."""

PHARAOH = Rules(rows=10, decks=2, name="pharaoh")
"""``pharaoh``: a triangle of 10 rows (55 cards) dealt from two decks, the other 49 cards as stock; pairs
sum to 13, Kings alone; 3 passes; won when the pyramid is cleared."""

SPANISH = Rules(deck_type="spanish", pair_sum=12, name="spanish")
"""``spanish``: the Spanish 48-card deck (1-12 in oros, copas, espadas and bastos; 10 Sota, 11 Caballo,
12 Rey): pairs sum to 12, so 6 + 6 is a pair, and the Rey goes alone; 28-card pyramid, 20-card stock,
3 passes; won when the pyramid is cleared."""

PRESETS: dict[str, Rules] = {
    preset.name: preset
    for preset in (STANDARD, CLASSIC, RELAXED, PAR, OVERLAPPING, WASTE_ONLY, TUTS_TOMB, APOPHIS, PHARAOH, SPANISH)
}
"""The named rule presets, by name. ``Rules.preset(name)`` looks them up."""
_PRESET_NAMES.update(PRESETS)
_PRESETS_BY_RULES.update((preset, preset) for preset in PRESETS.values())
_BASES_BY_RULES.update(  # reversed: the first preset of a shape wins
    (dataclasses.replace(preset, passes=1, name="custom"), preset.name) for preset in reversed(PRESETS.values())
)


def _base_name(rules: Rules) -> str:
    """The name of unnamed rules that equal no preset: ``NAME/N passes`` after the first preset that
    differs from them only in passes, else ``custom``."""
    base = _BASES_BY_RULES.get(dataclasses.replace(rules, passes=1, name="custom"))
    return (None if base is None else _passes_variant(base, rules)) or "custom"


def _passes_variant(base: str, rules: Rules) -> str | None:
    """``base/N passes`` as the name of ``rules`` where it can be: a name that fits :data:`MAX_NAME`
    and promises these rules or none; else ``None``."""
    name = passes_name(base, rules.passes)
    promised = promised_rules(name)
    return None if len(name) > MAX_NAME or (promised is not None and promised != rules) else name


def preset_named(rules: Rules) -> Rules:
    """The preset that ``rules`` equal (whatever their name), else ``rules`` themselves.

    >>> preset_named(Rules(passes=1)).name, preset_named(Rules(rows=4)).name
    ('relaxed', 'custom')
    """
    return _PRESETS_BY_RULES.get(rules, rules)


def with_passes(rules: Rules, passes: int | None) -> Rules:
    """``rules`` with ``passes`` passes through the stock (``None``: unlimited), named as the preset
    they then equal, else ``name/N passes`` after the rules they came from.

    >>> with_passes(Rules.preset("pharaoh"), 1).name, with_passes(Rules.preset("classic"), 3).name
    ('pharaoh/1 pass', 'par')
    >>> with_passes(Rules.preset("standard"), None).name, with_passes(with_passes(Rules.preset("pharaoh"), 1), 2).name
    ('standard/unlimited passes', 'pharaoh/2 passes')
    """
    if passes == rules.passes:
        return rules
    changed = rules.replace(passes=passes)
    if changed.name != "custom":
        return changed  # a preset's name, or one after the preset these rules are
    name = _passes_variant(rules.name.split("/", 1)[0], changed)  # Mini/2 passes (standard/mine: none)
    return changed if name is None else changed.replace(name=name)


def passes_name(base: str, passes: int | None) -> str:
    """The name of the rules named ``base`` played with ``passes`` passes (``None``: unlimited).

    >>> passes_name("pharaoh", 1), passes_name("standard", None)
    ('pharaoh/1 pass', 'standard/unlimited passes')
    """
    return f"{base}/{passes_label(passes)}"


RULES_PARAMETERS = tuple(f.name for f in dataclasses.fields(Rules) if f.name != "name")
"""The parameters that make the rules (every field but ``name``), as :meth:`Rules.to_dict` writes them."""


def read_passes(text: str) -> int | None:
    """The count of passes written in ``text``: ``unlimited`` (``None``) or a whole number from 1 to
    :data:`MAX_PASSES`; anything else is an :class:`InvalidRulesError`.

    >>> read_passes("2"), read_passes("unlimited"), read_passes(" Unlimited ")  # as a preset's name is read
    (2, None, None)
    >>> read_passes("0")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidRulesError: passes='0': give a whole number of passes, at least 1, or None (null in JSON) for unlimited
    """
    word = text.strip().lower()
    if word == "unlimited":
        return None
    if word.isascii() and word.isdigit() and _count(word) is not None:
        return _count(word)
    raise InvalidRulesError(Reason.of("rules_passes", value=text))


def passes_label(passes: int | None, lang: str = "en") -> str:
    """``passes`` in words, in ``lang``.

    >>> passes_label(1), passes_label(None), passes_label(2, "de")
    ('1 pass', 'unlimited passes', '2 Durchgänge')
    """
    return pass_count(passes).describe(lang)


def pass_count(passes: object) -> Reason:
    """``passes`` in words as a reason, to render in the reader's language.

    >>> pass_count(2).describe("nl")
    '2 rondes'
    """
    return Reason.of("pass_count", n=passes, variant=pass_variant(passes))


def _count(digits: str) -> int | None:
    """The count of passes ASCII ``digits`` write, from 1 to :data:`MAX_PASSES`; else ``None`` (no
    ``int`` of a long text: its digits are counted first)."""
    count = int(digits) if len(digits) <= len(str(MAX_PASSES)) else 0
    return count if 1 <= count <= MAX_PASSES else None
