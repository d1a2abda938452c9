"""The win-rate atlas: perfect-play win rates of every preset with 1, 2, 3 and unlimited passes.

The rates were measured with the exact solver over numbered deals and ship with the package
(``win_rates.json`` beside this module); ``benchmarks/bench_win_rates.py atlas`` remakes them.

>>> atlas = win_rate_atlas()
>>> entry = atlas.entry("standard", 3)
>>> entry.rules == Rules.preset("standard"), entry.rate.decided + entry.rate.unknown == entry.deal_count
(True, True)
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from ..errors import PyramidError, is_real, is_whole
from ..i18n import preset_title, render
from ..jsontext import required
from ..reasons import Reason
from ..rules import PRESETS, Rules, pass_count, passes_name
from .batch import WinRate

ATLAS_PASSES: tuple[int | None, ...] = (1, 2, 3, None)
"""The pass counts the atlas measures for each preset (``None``: unlimited)."""
SAMPLE_DEALS = 50
"""Each entry names its winnable deals among the deals it measured up to this one (undecided deals
left out), so that anyone can check a sample of the atlas against the solver."""


def atlas_rules(preset: str, passes: int | None) -> Rules:
    """The rules of ``preset`` with ``passes`` passes through the stock (``None``: unlimited).

    The rules keep the preset's name when its own pass count is asked for, else they are named
    ``preset/N passes``.

    >>> atlas_rules("classic", 3) == Rules.preset("par")
    True
    >>> atlas_rules("standard", None).name
    'standard/unlimited passes'
    """
    rules = Rules.preset(preset)
    if rules.passes == passes:
        return rules
    return rules.replace(passes=passes, name=passes_name(preset, passes))



@dataclass(frozen=True)
class AtlasEntry:
    """One preset with one pass count: its win ``rate`` over numbered deals ``first`` to ``last``,
    the numbers of the deals the solver left undecided within the limit (left out of the rate),
    the CPU seconds the measurement took, and the winnable deals among those measured up to
    :data:`SAMPLE_DEALS`.

    >>> win_rate_atlas().entry("classic", 1).rate.rate < win_rate_atlas().entry("classic", None).rate.rate
    True
    """

    preset: str
    passes: int | None
    rate: WinRate
    first: int
    last: int
    unknown_deals: tuple[int, ...] = field(repr=False)
    cpu_seconds: float
    sample_wins: tuple[int, ...] = field(repr=False)

    def describe(self, lang: str = "en") -> str:
        """The entry in a line of ``lang``: the rules, the deals and the rate with its interval.

        >>> print(win_rate_atlas().entry("classic", 1).describe())
        Classic, 1 pass, deals 1-10,000: 7.25 % (95 % CI 6.76-7.77 %, 725 of 10,000 deals)
        """
        facts = {"preset": preset_title(self.preset, lang), "passes": pass_count(self.passes), "first": self.first,
                 "last": self.last, "rate": self.rate}
        return render("atlas_entry", facts, lang)

    def __str__(self) -> str:
        return self.describe()

    @property
    def deal_count(self) -> int:
        """Deals measured, decided or not.

        >>> entry = win_rate_atlas().entry("standard", 3)
        >>> entry.first, entry.last, entry.deal_count
        (1, 10000, 10000)
        """
        return self.last - self.first + 1

    @property
    def rules(self) -> Rules:
        """The rules measured (see :func:`atlas_rules`).

        >>> win_rate_atlas().entry("standard", 3).rules == Rules.preset("standard")
        True
        >>> win_rate_atlas().entry("classic", None).rules.name
        'classic/unlimited passes'
        """
        return atlas_rules(self.preset, self.passes)


@dataclass(frozen=True)
class WinRateAtlas:
    """Every measured :class:`AtlasEntry`, with how they were measured: ``max_seconds`` per deal,
    the ``command`` that made them and its ``date``.

    >>> atlas = win_rate_atlas()
    >>> atlas.entry("standard", 3).first
    1
    """

    entries: tuple[AtlasEntry, ...] = field(repr=False)
    max_seconds: float | None
    command: str = field(repr=False)
    date: str

    def __repr__(self) -> str:
        return f"<WinRateAtlas: {len(self.entries)} entries, {self.max_seconds} s a deal, {self.date}>"

    def describe(self, lang: str = "en") -> str:
        """Every entry in a line of ``lang`` (see :meth:`AtlasEntry.describe`), preset by preset.

        >>> print(win_rate_atlas().describe("de").splitlines()[2])
        Standard, 3 Durchgänge, Spiele 1–10.000: 66,93 % (95-%-KI 66,00–67,85 %, 6.693 von 10.000 Spielen)
        """
        return "\n".join(entry.describe(lang) for entry in self.entries)

    def __str__(self) -> str:
        return self.describe()

    def entry(self, preset: str, passes: int | None) -> AtlasEntry:
        """The entry of ``preset`` (a preset name) with ``passes`` passes (``None``: unlimited).

        >>> win_rate_atlas().entry("relaxed", 1).rate == win_rate_atlas().entry("standard", 1).rate
        True
        >>> win_rate_atlas().entry("standard", 4)
        Traceback (most recent call last):
        ...
        pyramid_solitaire.errors.PyramidError: passes=4: the atlas has 1, 2, 3 or None (unlimited) passes
        """
        name = Rules.preset(preset).name
        if isinstance(passes, bool) or passes not in ATLAS_PASSES:
            raise PyramidError(Reason.of("atlas_passes", passes=passes))
        for entry in self.entries:
            if entry.preset == name and entry.passes == passes:
                return entry
        raise PyramidError(Reason.of("atlas_no_entry", name=name, passes=pass_count(passes)))

    def presets(self) -> list[str]:
        """The presets measured, in the order of :data:`~pyramid_solitaire.rules.PRESETS`.

        >>> "pharaoh" in win_rate_atlas().presets()
        True
        """
        measured = {entry.preset for entry in self.entries}
        return [name for name in PRESETS if name in measured]


def win_rate_atlas() -> WinRateAtlas:
    """The win-rate atlas shipped with the package (see the module's description).

    >>> atlas = win_rate_atlas()
    >>> len(atlas.entries) == len(atlas.presets()) * len(ATLAS_PASSES)
    True
    """
    text = resources.files(__package__).joinpath("win_rates.json").read_text(encoding="utf-8")
    return atlas_from_json(json.loads(text))


def atlas_from_json(data: dict[str, Any]) -> WinRateAtlas:
    """A :class:`WinRateAtlas` from its JSON form (what :func:`atlas_to_json` writes).

    An entry whose counts do not add up (wins, decided and undecided deals against its deals), or
    a missing or mistyped field, raises :class:`~pyramid_solitaire.errors.PyramidError`.

    >>> atlas = win_rate_atlas()
    >>> atlas_from_json(atlas_to_json(atlas)) == atlas
    True
    >>> entry = {"preset": "standard", "passes": None, "deals": [1, 10], "wins": 3, "decided": 9,
    ...          "unknown_deals": [], "cpu_seconds": 0.5, "sample_wins": [1, 2, 3]}
    >>> atlas_from_json({"command": "", "date": "", "max_seconds": 1, "entries": [entry]})
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.PyramidError: win-rate atlas, entry 1 (standard, unlimited passes): 3 wins, 9 decided and 0 undecided of deals 1-10 do not add up
    """
    atlas = Reason.of("saved_file", variant="atlas")
    _check_fields(data, _ATLAS_FIELDS, atlas)
    entries = []
    for number, item in enumerate(data["entries"], 1):
        where = Reason.of("saved_file", variant="atlas_entry", n=number)
        _check_fields(item, _ENTRY_FIELDS, where)
        _check_deal_lists(item, where)
        unknown = tuple(item["unknown_deals"])
        first, last = item["deals"]
        preset, passes = item["preset"], item["passes"]
        if not item["wins"] <= item["decided"] or item["decided"] + len(unknown) != last - first + 1:
            raise PyramidError(Reason.of(
                "atlas_counts", number=number, preset=preset, passes=pass_count(passes), wins=item["wins"],
                decided=item["decided"], unknown=len(unknown), first=first, last=last,
            ))
        rate = WinRate.counted(item["wins"], item["decided"], len(unknown))
        entries.append(AtlasEntry(
            preset, passes, rate, first, last, unknown, item["cpu_seconds"], tuple(item["sample_wins"])
        ))
    return WinRateAtlas(tuple(entries), data["max_seconds"], data["command"], data["date"])


def _deal_numbers(value: Any) -> bool:
    return isinstance(value, list) and all(is_whole(n) and n >= 1 for n in value)


_KINDS: dict[str, Callable[[Any], bool]] = {
    "text": lambda value: isinstance(value, str),
    "seconds": lambda value: is_real(value) and value >= 0,
    "limit": lambda value: value is None or (is_real(value) and value > 0),
    "list": lambda value: isinstance(value, list),
    "preset": lambda value: isinstance(value, str) and value in PRESETS,
    "passes": lambda value: value is None or (type(value) is int and value in ATLAS_PASSES),
    "count": lambda value: is_whole(value) and value >= 0,
    "numbers": _deal_numbers,
    "deals": lambda value: _deal_numbers(value) and len(value) == 2 and value[0] <= value[1],
}
"""What each kind of field of the atlas's JSON holds."""
_ATLAS_FIELDS = {"command": "text", "date": "text", "max_seconds": "limit", "entries": "list"}
_ENTRY_FIELDS = {
    "preset": "preset", "passes": "passes", "deals": "deals", "wins": "count", "decided": "count",
    "unknown_deals": "numbers", "cpu_seconds": "seconds", "sample_wins": "numbers",
}


def _check_deal_lists(item: dict[str, Any], where: Reason) -> None:
    """Undecided and sample deals lie within the entry's deals, each once; a sample deal is decided."""
    first, last = item["deals"]
    for key in ("unknown_deals", "sample_wins"):
        seen: set[int] = set()
        for deal in item[key]:
            if deal in seen or not first <= deal <= last or (key == "sample_wins" and deal in item["unknown_deals"]):
                raise PyramidError(Reason.of(
                    "atlas_field", file=where, key=key, deal=deal, first=first, last=last, variant="outside"
                ))
            seen.add(deal)


def _check_fields(data: Any, kinds: dict[str, str], where: Reason) -> None:
    """A :class:`PyramidError` naming ``where`` and the first field of ``data`` missing or not of its kind."""
    if not isinstance(data, dict):
        raise PyramidError(Reason.of("json_not_object", file=where))
    for key, kind in kinds.items():
        if not _KINDS[kind](required(data, key, PyramidError, where)):
            raise PyramidError(Reason.of("atlas_field", file=where, key=key, value=data[key], variant=kind))


def atlas_to_json(atlas: WinRateAtlas) -> dict[str, Any]:
    """The JSON form of ``atlas`` (see :func:`atlas_from_json`).

    >>> sorted(atlas_to_json(win_rate_atlas()))
    ['command', 'date', 'entries', 'max_seconds']
    """
    return {
        "command": atlas.command,
        "date": atlas.date,
        "max_seconds": atlas.max_seconds,
        "entries": [
            {
                "preset": entry.preset,
                "passes": entry.passes,
                "deals": [entry.first, entry.last],
                "wins": entry.rate.wins,
                "decided": entry.rate.decided,
                "unknown_deals": list(entry.unknown_deals),
                "cpu_seconds": entry.cpu_seconds,
                "sample_wins": list(entry.sample_wins),
            }
            for entry in atlas.entries
        ],
    }
