"""Win rates with perfect play: against the published figures, and the atlas of every preset.

Run from the repository root:

    .venv/bin/python benchmarks/bench_win_rates.py --deals 1-10000 --workers 1
    .venv/bin/python benchmarks/bench_win_rates.py --deals 1-2000 --variants relaxed classic
    .venv/bin/python benchmarks/bench_win_rates.py atlas --deals 1-10000 --max-seconds 10 --workers 2

The first form prints, for each variant, the measured rate with its 95 % Wilson interval, the
published rate (solitairewinrates.com, 100 million deals), and whether the published rate lies
inside the interval. Deals are numbered deals (PySolFC numbering), which are uniformly shuffled
decks like the published ones.

``atlas`` decides the deals under every preset with 1, 2, 3 and unlimited passes, keeping each
finished rule set in ``--cache`` (so a stopped run goes on where it was), then writes the atlas
the package ships (``src/pyramid_solitaire/solver/win_rates.json``) and its table in
``docs/win-rates.md``. Presets that share rules (``relaxed`` is ``standard`` with one pass, ``par``
is ``classic`` with three) are decided once.
"""

from __future__ import annotations

import argparse
import datetime
import json
import re
import resource
import shlex
import sys
import time
from collections.abc import Callable
from pathlib import Path

from pyramid_solitaire import Rules
from pyramid_solitaire.cli import _deal_range
from pyramid_solitaire.errors import PyramidError
from pyramid_solitaire.rules import PRESETS, passes_label
from pyramid_solitaire.solver import solve_many, win_rate
from pyramid_solitaire.solver.atlas import (
    ATLAS_PASSES,
    SAMPLE_DEALS,
    AtlasEntry,
    WinRateAtlas,
    atlas_rules,
    atlas_to_json,
    win_rate_atlas,
)
from pyramid_solitaire.solver.batch import WinRate

ROOT = Path(__file__).resolve().parent.parent
ATLAS_JSON = ROOT / "src" / "pyramid_solitaire" / "solver" / "win_rates.json"
DOCS = ROOT / "docs" / "win-rates.md"
PASS_WORDS = ("1", "2", "3", "unlimited")
"""The pass counts as ``--passes`` and ``--cap`` write them."""
BEGIN, END = "<!-- atlas table: made by bench_win_rates.py atlas -->", "<!-- end of atlas table -->"

VARIANTS: dict[str, tuple[Rules, float]] = {
    "unlimited": (Rules(passes=None), 66.865010),
    "unlimited+overlap": (Rules(passes=None, overlapping_pairs=True), 83.151588),
    "relaxed": (Rules.preset("relaxed"), 9.019243),
    "classic": (Rules.preset("classic"), 6.795618),
    "relaxed+overlap": (Rules(passes=1, overlapping_pairs=True), 22.773249),
    "overlapping": (Rules.preset("overlapping"), 15.916049),
}
"""Name: (rules, published win % over 100,000,000 deals)."""


def compare(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=_deal_range, default=_deal_range("1-10000"))
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=list(VARIANTS))
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=None, help="limit per deal")
    args = parser.parse_args(argv)
    for name in args.variants:
        rules, published = VARIANTS[name]
        started = time.perf_counter()
        records = solve_many(args.deals, rules, workers=args.workers, progress=False, max_seconds=args.max_seconds)
        rate = win_rate(records)
        inside = 100 * rate.low <= published <= 100 * rate.high
        print(
            f"{name}: {rate}; published {published:.2f} %: {'inside' if inside else 'OUTSIDE'} the interval; "
            f"{time.perf_counter() - started:.0f} s",
            flush=True,
        )
    return 0


def _rules_key(rules: Rules) -> str:
    """A file name for a rule set (its parameters: presets with equal rules share it)."""
    fields = ("passes", "win", "stock_top_playable", "draw_count", "waste_piles", "overlapping_pairs", "rows",
              "decks", "deck_type")
    return "-".join(str(getattr(rules, name)) for name in fields)


def _cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def limit_clock(cpu_clock: bool) -> Callable[[], float]:
    """The clock of the limit per deal: the deciding process's CPU time with ``--cpu-clock``, else elapsed time."""
    return time.process_time if cpu_clock else time.perf_counter


def _tally(records: list) -> dict:
    """The wins, winnable deals, decided count and undecided deals of ``solve_many``'s records."""
    return {
        "wins": sum(record.status == "winnable" for record in records),
        "winnable_deals": [record.deal.number for record in records if record.status == "winnable"],
        "decided": sum(record.status != "unknown" for record in records),
        "unknown_deals": [record.deal.number for record in records if record.status == "unknown"],
    }


def chunk(
    rules: Rules, first: int, last: int, max_seconds: float | None, workers: int, cache: Path, cpu_clock: bool = False
) -> dict:
    """The wins, decided count, undecided deals and CPU seconds of ``rules`` over deals ``first`` to
    ``last``, from the cache or measured now (and cached). With ``cpu_clock`` the limit per deal
    counts the CPU time of the process deciding it, not elapsed time."""
    path = cache / _rules_key(rules) / f"{first}-{last}-{max_seconds}.json"
    if path.exists():
        return json.loads(path.read_text())
    before, started = _cpu(), time.perf_counter()
    records = solve_many(
        range(first, last + 1), rules, workers=workers, progress=False, max_seconds=max_seconds, clock=limit_clock(cpu_clock)
    )
    found = {
        **_tally(records),
        "cpu_seconds": round(_cpu() - before, 1),
        "seconds": round(time.perf_counter() - started, 1),
        "clock": "cpu" if cpu_clock else "elapsed",
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(found))
    return found


def retry_unknown(
    rules: Rules, max_seconds: float | None, cache: Path, last: int, workers: int, cpu_clock: bool = False
) -> tuple[int, int, int]:
    """Decide again, with the present solver and the same limit per deal, the deals that the cached
    chunks of ``rules`` (up to deal ``last``) left undecided, and write what it decides into those
    chunks: an exact answer stays exact whichever solver found it, so a deal decided either time
    counts as decided. Returns the deals tried, newly decided and newly won."""
    tried = decided = won = 0
    for path in cached_chunks(rules, max_seconds, cache, last):
        part = json.loads(path.read_text())
        if not part["unknown_deals"]:
            continue
        before = _cpu()
        records = solve_many(
            part["unknown_deals"], rules, workers=workers, progress=False, max_seconds=max_seconds, clock=limit_clock(cpu_clock)
        )
        again = _tally(records)
        tried, decided, won = tried + len(records), decided + again["decided"], won + again["wins"]
        part.update(
            wins=part["wins"] + again["wins"],
            winnable_deals=sorted(part["winnable_deals"] + again["winnable_deals"]),
            decided=part["decided"] + again["decided"],
            unknown_deals=again["unknown_deals"],
            cpu_seconds=round(part["cpu_seconds"] + _cpu() - before, 1),
            retried=part.get("retried", 0) + len(records),
        )
        path.write_text(json.dumps(part))
    return tried, decided, won


def chunk_bounds(deals: int, size: int, start: int = 1) -> list[tuple[int, int]]:
    """The chunks of deals ``start`` to ``deals``, ``size`` deals each but the last, which may be shorter.

    >>> chunk_bounds(10, 4)
    [(1, 4), (5, 8), (9, 10)]
    >>> chunk_bounds(10, 4, start=8)
    [(8, 10)]
    """
    return [(first, min(first + size - 1, deals)) for first in range(start, deals + 1, size)]


def cached_chunks(rules: Rules, max_seconds: float | None, cache: Path, last: int) -> list[Path]:
    """The files of the cached chunks of ``rules`` from deal 1 on, as far as they run without a gap
    and not beyond deal ``last``. Chunks may differ in length (a chunk seeded from the shipped atlas
    is long); where two start at the same deal, the longer one that fits is taken."""
    found: list[Path] = []
    first = 1
    while True:
        ends = []
        for path in (cache / _rules_key(rules)).glob(f"{first}-*-{max_seconds}.json"):
            end = int(path.name.split("-")[1])
            if end <= last:
                ends.append((end, path))
        if not ends:
            return found
        end, path = max(ends)
        found.append(path)
        first = end + 1


def cached_prefix(rules: Rules, max_seconds: float | None, cache: Path, last: int) -> list[dict]:
    """The cached chunks of ``rules`` (see :func:`cached_chunks`), read."""
    return [json.loads(path.read_text()) for path in cached_chunks(rules, max_seconds, cache, last)]


def seed_from_atlas(atlas: WinRateAtlas, rules: Rules, cache: Path) -> bool:
    """Write the shipped atlas's measurement of ``rules`` into the cache as one chunk (deals
    ``first``-``last``), so that a longer run only decides the deals beyond it. Only an entry made
    with the same limit per deal counts; its winnable deals are known up to :data:`SAMPLE_DEALS`,
    which is all the atlas keeps of them. A rule set the cache already measured from deal 1 on
    (with a newer solver, say) keeps its own chunks. Returns whether a chunk was written."""
    entries = [entry for entry in atlas.entries if entry.rules == rules and entry.first == 1]
    if not entries or atlas.max_seconds is None:
        return False
    if any((cache / _rules_key(rules)).glob(f"1-*-{atlas.max_seconds}.json")):
        return False  # measured from deal 1 already: by this seed or by a run of its own
    entry = entries[0]
    path = cache / _rules_key(rules) / f"{entry.first}-{entry.last}-{atlas.max_seconds}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({
        "wins": entry.rate.wins,
        "winnable_deals": list(entry.sample_wins),
        "decided": entry.rate.decided,
        "unknown_deals": list(entry.unknown_deals),
        "cpu_seconds": entry.cpu_seconds,
        "from": f"the shipped atlas of {atlas.date}",
        "clock": "cpu" if "--cpu-clock" in atlas.command.split("   #")[0] else "elapsed",
    }))
    return True


def render_table(atlas: WinRateAtlas) -> str:
    """The atlas as a Markdown table: a row per preset, a column per pass count."""
    most = max(entry.deal_count for entry in atlas.entries)
    head = "| rules | " + " | ".join(passes_label(passes) for passes in ATLAS_PASSES) + " |"
    lines = [head, "|---" * (len(ATLAS_PASSES) + 1) + "|"]
    for preset in atlas.presets():
        cells = []
        for passes in ATLAS_PASSES:
            entry = atlas.entry(preset, passes)
            rate = entry.rate
            text = f"{100 * rate.rate:.2f} % ({100 * rate.low:.2f}–{100 * rate.high:.2f})"
            if Rules.preset(preset).passes == passes:
                text = f"**{text}**"
            notes = [f"{entry.deal_count:,} deals"] if entry.deal_count != most else []
            if rate.unknown * 100 > entry.deal_count:  # many undecided: what the deals allow, all lost to all won
                low, high = rate.wins / entry.deal_count, (rate.wins + rate.unknown) / entry.deal_count
                notes.append(f"{rate.unknown:,} undecided: {100 * low:.0f}–{100 * high:.0f} % of all {entry.deal_count:,}")
            elif rate.unknown:
                notes.append(f"{rate.unknown:,} undecided")
            cells.append(text + (f" [{', '.join(notes)}]" if notes else ""))
        lines.append(f"| `{preset}` | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def render_docs(atlas: WinRateAtlas) -> str:
    """The atlas section of ``docs/win-rates.md``, between its markers."""
    most = max(entry.deal_count for entry in atlas.entries)
    minutes = sum(entry.cpu_seconds for entry in _distinct(atlas)) / 60
    limit = "no limit" if atlas.max_seconds is None else f"at most {atlas.max_seconds:g} s"
    return "\n".join([
        BEGIN,
        "",
        f"Deals 1–{most:,} of each rule set unless a cell names fewer, {limit} per deal; 95 % Wilson",
        "intervals, undecided deals left out of the rate; bold: the preset's own number of passes.",
        *(["The limit counted elapsed time in a run without `--cpu-clock`, CPU time in a run with it."]
          if "--cpu-clock" in atlas.command else []),
        f"Made on {atlas.date} by (about {minutes:,.0f} CPU minutes in all):",
        "",
        "```bash",
        atlas.command,
        "```",
        "",
        render_table(atlas),
        "",
        END,
    ])


def _distinct(atlas: WinRateAtlas) -> list[AtlasEntry]:
    """One entry per distinct rule set (presets with equal rules share their measurement)."""
    seen: dict[Rules, AtlasEntry] = {}
    for entry in atlas.entries:
        seen.setdefault(entry.rules, entry)
    return list(seen.values())


def write_docs(atlas: WinRateAtlas, path: Path = DOCS) -> None:
    text = path.read_text()
    section = render_docs(atlas)
    if BEGIN in text:
        text = re.sub(re.escape(BEGIN) + ".*?" + re.escape(END), lambda _: section, text, flags=re.S)
    else:
        text = text.rstrip("\n") + "\n\n## The atlas: every preset, 1 to unlimited passes\n\n" + section + "\n"
    path.write_text(text)


def _cap(text: str) -> tuple[str, str, int]:
    try:
        name, deals = text.split("=")
        preset, passes = name.split(":")
        if passes not in PASS_WORDS or int(deals) < 1:
            raise ValueError(text)
        return Rules.preset(preset).name, passes, int(deals)
    except (ValueError, PyramidError):
        raise argparse.ArgumentTypeError(
            f"{text!r}: give PRESET:PASSES=DEALS, PASSES 1, 2, 3 or unlimited, such as pharaoh:1=250"
        ) from None


def earlier_run(line: str) -> str:
    """A command line of the shipped atlas as the line of a run that a new atlas goes on from."""
    command, _, remark = line.partition("   # ")
    if remark.startswith("an earlier run"):
        return line
    retried = ", then the same with --retry-unknown" if "--retry-unknown" in remark else ""
    return f"{command}   # an earlier run{retried}"


def atlas(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="the win-rate atlas of every preset")
    parser.add_argument("--deals", type=int, default=10_000, help="deals per rule set, from deal 1 (default 10000)")
    parser.add_argument("--chunk", type=int, default=250, help="deals decided and cached together (default 250)")
    parser.add_argument("--cap", type=_cap, nargs="*", default=[], metavar="PRESET:PASSES=DEALS",
                        help="fewer deals for a slow rule set, such as pharaoh:1=250")
    parser.add_argument("--presets", nargs="+", default=list(PRESETS), choices=list(PRESETS))
    parser.add_argument("--passes", nargs="+", default=list(PASS_WORDS), choices=PASS_WORDS)
    parser.add_argument("--max-seconds", type=float, default=10.0, help="limit per deal (default 10)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--cache", type=Path, default=ROOT / "benchmarks" / ".atlas")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="the limit per deal counts CPU time, which other load does not use up")
    parser.add_argument("--from-atlas", action="store_true",
                        help="start from the deals the shipped atlas measured (same limit per deal)")
    parser.add_argument("--retry-unknown", action="store_true",
                        help="decide nothing new: decide again the deals the cache left undecided (same limit)")
    parser.add_argument("--write", action="store_true",
                        help="decide nothing more: write the package's atlas and the docs table from the cache")
    args = parser.parse_args(argv)
    limit = args.max_seconds
    caps = {(preset, passes): deals for preset, passes, deals in args.cap}
    # rules -> deals and chunk size; presets with equal rules share one measurement. A capped rule
    # set goes in chunks of a fifth of its deals, so that it is done within the first five rounds.
    wanted: dict[Rules, tuple[int, int]] = {}
    names: dict[Rules, str] = {}
    for preset in args.presets:
        for word in args.passes:
            rules = atlas_rules(preset, None if word == "unlimited" else int(word))
            deals = min(caps.get((preset, word), args.deals), wanted.get(rules, (args.deals, 0))[0])
            size = min(args.chunk, max(1, deals // 5)) if deals < args.deals else args.chunk
            wanted[rules] = (deals, size)
            names.setdefault(rules, f"{preset}, {passes_label(None if word == 'unlimited' else int(word))}")
    if args.from_atlas:
        shipped = win_rate_atlas()
        for rules in wanted:
            if seed_from_atlas(shipped, rules, args.cache):
                print(f"{names[rules]}: the shipped atlas's deals go in the cache", flush=True)
    if args.retry_unknown and not args.write:
        for rules, (deals, _) in wanted.items():
            tried, decided, won = retry_unknown(rules, limit, args.cache, deals, args.workers, args.cpu_clock)
            if tried:
                print(f"{names[rules]}: {tried} undecided deals tried again, {decided} decided now, {won} of them won",
                      flush=True)
        return 0
    if not args.write:  # round robin: every rule set one chunk further before any goes two
        plans = {}
        for rules, (deals, size) in wanted.items():
            done = sum(part["decided"] + len(part["unknown_deals"]) for part in
                       cached_prefix(rules, limit, args.cache, deals))
            plans[rules] = chunk_bounds(deals, size, start=done + 1)
        for round_ in range(max(map(len, plans.values()), default=0)):
            for rules, bounds in plans.items():
                if round_ < len(bounds):
                    start, end = bounds[round_]
                    found = chunk(rules, start, end, limit, args.workers, args.cache, args.cpu_clock)
                    print(f"{names[rules]}, deals {start}-{end}: {found['wins']} of "
                          f"{found['decided']} won, {len(found['unknown_deals'])} undecided, "
                          f"{found['cpu_seconds']} s CPU", flush=True)
        return 0
    entries = []
    retried = False
    for preset in args.presets:
        for word in args.passes:
            passes = None if word == "unlimited" else int(word)
            rules = atlas_rules(preset, passes)
            parts = cached_prefix(rules, limit, args.cache, wanted[rules][0])
            if not parts:
                parser.error(f"nothing cached for {preset} with {passes_label(passes)}")
            unknown = tuple(number for part in parts for number in part["unknown_deals"])
            decided = sum(p["decided"] for p in parts)
            rate = WinRate.counted(sum(p["wins"] for p in parts), decided, len(unknown))
            cpu = round(sum(p["cpu_seconds"] for p in parts), 1)
            sample = tuple(n for part in parts for n in part["winnable_deals"] if n <= SAMPLE_DEALS)
            retried = retried or any(part.get("retried") for part in parts)
            entries.append(AtlasEntry(preset, passes, rate, 1, decided + len(unknown), unknown, cpu, sample))
            print(f"{preset}, {passes_label(passes)}: {rate}; {cpu} s CPU", flush=True)
    if len(entries) != len(PRESETS) * len(ATLAS_PASSES):
        parser.error("--write needs every preset and every pass count")
    command = ".venv/bin/python benchmarks/bench_win_rates.py atlas " + shlex.join(
        ["--deals", str(args.deals), "--chunk", str(args.chunk), "--max-seconds", f"{limit:g}",
         *(["--cap", *(f"{p}:{w}={d}" for p, w, d in args.cap)] if args.cap else []),
         *(["--cpu-clock"] if args.cpu_clock else []), *(["--from-atlas"] if args.from_atlas else [])]
    ) + "   # then the same with --write"
    if retried:
        command = command.replace("   # then the same", "   # then the same with --retry-unknown, then", 1)
    if args.from_atlas:  # the runs the shipped atlas came from go first
        earlier = [earlier_run(line) for line in win_rate_atlas().command.splitlines()]
        command = "\n".join([*earlier, command])
    made = WinRateAtlas(tuple(entries), limit, command,
                        datetime.date.today().isoformat())
    data = atlas_to_json(made)
    rows = ",\n".join("  " + json.dumps(entry) for entry in data.pop("entries"))
    ATLAS_JSON.write_text(json.dumps(data, indent=1)[:-2] + ',\n "entries": [\n' + rows + "\n ]\n}\n")
    write_docs(made)
    print(f"wrote {ATLAS_JSON.relative_to(ROOT)} and {DOCS.relative_to(ROOT)}", flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["atlas"]:
        return atlas(argv[1:])
    return compare(argv)


if __name__ == "__main__":
    sys.exit(main())
