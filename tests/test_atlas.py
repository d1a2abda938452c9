"""The win-rate atlas the package ships: complete, consistent, in the docs, and true to the solver."""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import json
import re
from pathlib import Path

import pytest

from pyramid_solitaire import Rules
from pyramid_solitaire.errors import PyramidError
from pyramid_solitaire.rules import PRESETS, passes_label
from pyramid_solitaire.solver import solve_many, win_rate_atlas
from pyramid_solitaire.solver.atlas import (
    ATLAS_PASSES,
    SAMPLE_DEALS,
    atlas_from_json,
    atlas_rules,
    atlas_to_json,
)

ROOT = Path(__file__).resolve().parent.parent
ATLAS = win_rate_atlas()


def _bench():
    spec = importlib.util.spec_from_file_location("bench_win_rates", ROOT / "benchmarks" / "bench_win_rates.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_preset_with_every_pass_count_is_there_once():
    assert ATLAS.presets() == list(PRESETS)
    keys = [(entry.preset, entry.passes) for entry in ATLAS.entries]
    assert sorted(keys, key=str) == sorted(((p, n) for p in PRESETS for n in ATLAS_PASSES), key=str)


def test_counts_add_up():
    for entry in ATLAS.entries:
        rate = entry.rate
        assert 0 <= rate.wins <= rate.decided
        assert rate.decided + rate.unknown == entry.deal_count == entry.last - entry.first + 1
        assert all(entry.first <= number <= entry.last for number in entry.unknown_deals)
        assert rate.low <= rate.rate <= rate.high
        assert set(entry.sample_wins) <= set(range(1, SAMPLE_DEALS + 1)) - set(entry.unknown_deals)


def test_presets_with_equal_rules_share_one_measurement():
    assert atlas_rules("relaxed", 2) == atlas_rules("standard", 2)
    assert ATLAS.entry("relaxed", 1).rate == ATLAS.entry("standard", 1).rate
    assert ATLAS.entry("par", None).rate == ATLAS.entry("classic", None).rate


def test_more_passes_never_lose_a_deal():
    """A deal won with n passes is won with n + 1 (the extra pass need not be used)."""
    for preset in PRESETS:
        counts = [ATLAS.entry(preset, passes) for passes in ATLAS_PASSES]
        for fewer, more in itertools.pairwise(counts):
            if fewer.deal_count == more.deal_count and not fewer.rate.unknown and not more.rate.unknown:
                assert fewer.rate.wins <= more.rate.wins, (preset, fewer.passes)
            assert set(fewer.sample_wins) - set(more.unknown_deals) <= set(more.sample_wins), (preset, fewer.passes)


def test_clearing_every_card_is_never_easier_than_clearing_the_pyramid():
    for passes in ATLAS_PASSES:
        deck, pyramid = ATLAS.entry("classic", passes), ATLAS.entry("standard", passes)
        assert set(deck.sample_wins) <= set(pyramid.sample_wins)


@pytest.mark.parametrize(
    ("preset", "passes"), [("standard", 3), ("classic", 1), ("tuts-tomb", None), ("spanish", 2), ("apophis", 3)]
)
def test_a_sample_agrees_with_the_solver(preset, passes):
    entry = ATLAS.entry(preset, passes)
    deals = [n for n in range(1, min(SAMPLE_DEALS, entry.last) + 1) if n not in entry.unknown_deals]
    records = solve_many(deals, entry.rules, workers=1, progress=False)
    assert tuple(r.deal.number for r in records if r.status == "winnable") == entry.sample_wins


def test_json_round_trip():
    again = atlas_from_json(json.loads(json.dumps(atlas_to_json(ATLAS))))
    assert again == ATLAS


def test_the_docs_show_the_shipped_atlas():
    bench = _bench()
    docs = (ROOT / "docs" / "win-rates.md").read_text()
    assert bench.render_docs(ATLAS) in docs
    for preset in PRESETS:
        assert f"| `{preset}` |" in bench.render_table(ATLAS)


def test_rules_and_labels():
    assert atlas_rules("pharaoh", 3) is Rules.preset("pharaoh")
    assert atlas_rules("tuts-tomb", 1).passes == 1 and atlas_rules("tuts-tomb", 1).draw_count == 3
    assert atlas_rules("spanish", None).name == "spanish/unlimited passes"
    assert [passes_label(n) for n in ATLAS_PASSES] == ["1 pass", "2 passes", "3 passes", "unlimited passes"]


def test_bad_lookups_say_why():
    with pytest.raises(PyramidError, match="passes=0"):
        ATLAS.entry("standard", 0)
    with pytest.raises(PyramidError, match="unknown rules preset 'klondike'"):
        ATLAS.entry("klondike", 1)


def test_a_cap_names_a_pass_count_the_atlas_measures():
    bench = _bench()
    assert bench._cap("pharaoh:unlimited=250") == ("pharaoh", "unlimited", 250)
    for text in ("pharaoh:4=250", "pharaoh:None=250", "pharaoh:1=0", "pharaoh=250", "klondike:1=5"):
        with pytest.raises(argparse.ArgumentTypeError, match=re.escape(repr(text))):
            bench._cap(text)


def test_the_written_atlas_reads_no_cached_chunk_past_the_deals_asked(tmp_path: Path):
    bench = _bench()
    rules = atlas_rules("standard", 1)
    folder = tmp_path / bench._rules_key(rules)
    folder.mkdir()
    for first in (1, 11, 21):  # an earlier run went to deal 30
        (folder / f"{first}-{first + 9}-1.0.json").write_text("{}")
    assert len(bench.cached_prefix(rules, 1.0, tmp_path, 20)) == 2
    assert len(bench.cached_prefix(rules, 1.0, tmp_path, 100)) == 3  # no gap: as far as cached
    (folder / "1-20-1.0.json").write_text('{"long": 1}')  # a longer first chunk is taken
    assert bench.cached_prefix(rules, 1.0, tmp_path, 100)[0] == {"long": 1}
    assert len(bench.cached_prefix(rules, 1.0, tmp_path, 100)) == 2


def test_chunks_cover_every_deal_asked():
    bench = _bench()
    assert bench.chunk_bounds(10_000, 250, start=9_751) == [(9_751, 10_000)]
    bounds = bench.chunk_bounds(1_003, 250)
    assert bounds[-1] == (1_001, 1_003) and sum(end - first + 1 for first, end in bounds) == 1_003
    assert bench.chunk_bounds(10, 4, start=11) == []


def test_a_run_goes_on_from_the_shipped_atlas(tmp_path: Path, monkeypatch, capsys):
    bench = _bench()
    entry = ATLAS.entry("standard", 3)
    limit = ATLAS.max_seconds
    assert bench.seed_from_atlas(ATLAS, entry.rules, tmp_path)
    assert not bench.seed_from_atlas(ATLAS, entry.rules, tmp_path)  # already there
    solved = []

    def fake_chunk(rules, first, last, max_seconds, workers, cache, cpu_clock=False):
        solved.append((first, last))
        found = {"wins": 1, "winnable_deals": [], "decided": last - first + 1, "unknown_deals": [], "cpu_seconds": 0.5}
        path = cache / bench._rules_key(rules) / f"{first}-{last}-{max_seconds}.json"
        path.write_text(json.dumps(found))
        return found

    monkeypatch.setattr(bench, "chunk", fake_chunk)
    args = ["--presets", "standard", "--passes", "3", "--deals", str(entry.last + 7), "--chunk", "5",
            "--max-seconds", f"{limit:g}", "--cache", str(tmp_path)]
    assert bench.atlas(args) == 0
    assert solved == [(entry.last + 1, entry.last + 5), (entry.last + 6, entry.last + 7)]
    parts = bench.cached_prefix(entry.rules, limit, tmp_path, entry.last + 7)
    assert [part["wins"] for part in parts] == [entry.rate.wins, 1, 1]
    assert parts[0]["unknown_deals"] == list(entry.unknown_deals)


def test_a_retry_decides_the_deals_left_undecided_and_keeps_the_rest(tmp_path: Path, capsys):
    bench = _bench()
    rules = atlas_rules("standard", 3)
    folder = tmp_path / bench._rules_key(rules)
    folder.mkdir()
    first = {"wins": 4, "winnable_deals": [5, 6, 7, 8], "decided": 7, "unknown_deals": [1, 2, 3], "cpu_seconds": 1.0}
    second = {"wins": 0, "winnable_deals": [], "decided": 10, "unknown_deals": [], "cpu_seconds": 2.0}
    (folder / "1-10-10.0.json").write_text(json.dumps(first))
    (folder / "11-20-10.0.json").write_text(json.dumps(second))
    args = ["--presets", "standard", "--passes", "3", "--deals", "20", "--max-seconds", "10", "--cache", str(tmp_path),
            "--retry-unknown", "--cpu-clock"]
    assert bench.atlas(args) == 0
    won = [record.deal.number for record in solve_many([1, 2, 3], rules, workers=1, progress=False)
           if record.status == "winnable"]
    retried = json.loads((folder / "1-10-10.0.json").read_text())
    assert retried["unknown_deals"] == [] and retried["decided"] == 10 and retried["retried"] == 3
    assert retried["wins"] == 4 + len(won) and retried["winnable_deals"] == sorted([5, 6, 7, 8, *won])
    assert retried["cpu_seconds"] >= 1.0
    assert json.loads((folder / "11-20-10.0.json").read_text()) == second  # nothing undecided: untouched
    assert f"3 undecided deals tried again, 3 decided now, {len(won)} of them won" in capsys.readouterr().out


def test_a_rule_set_measured_anew_from_deal_1_keeps_its_own_chunks(tmp_path: Path):
    bench = _bench()
    entry = ATLAS.entry("standard", 3)
    folder = tmp_path / bench._rules_key(entry.rules)
    folder.mkdir()
    (folder / f"1-250-{ATLAS.max_seconds}.json").write_text('{"own": 1}')
    assert not bench.seed_from_atlas(ATLAS, entry.rules, tmp_path)
    assert [path.name for path in folder.iterdir()] == [f"1-250-{ATLAS.max_seconds}.json"]


def test_a_bad_atlas_file_says_what_is_wrong():
    data = atlas_to_json(ATLAS)
    data["entries"][2]["decided"] -= 1
    with pytest.raises(PyramidError, match=r"entry 3 \(standard, 3 passes\).*do not add up"):
        atlas_from_json(data)
    data = atlas_to_json(ATLAS)
    del data["entries"][0]["sample_wins"]
    with pytest.raises(PyramidError, match=r"^win-rate atlas, entry 1: missing field 'sample_wins'$"):
        atlas_from_json(data)
    with pytest.raises(PyramidError, match=r"^win-rate atlas: missing field 'command'$"):
        atlas_from_json({"entries": [{"preset": "standard", "passes": 1, "deals": 20}]})


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [("preset", "nope", "preset 'nope' is not the name of a preset"),
     ("passes", 7, "passes 7: the atlas has 1, 2, 3 or null (unlimited) passes"),
     ("passes", True, "passes True: the atlas has"),
     ("wins", "5", "wins '5' is not a whole number, 0 or more"),
     ("decided", -1, "decided -1 is not a whole number"),
     ("deals", [10, 1], "deals [10, 1] is not a pair [first, last] of deal numbers with first <= last"),
     ("deals", 20, "deals 20 is not a pair"),
     ("unknown_deals", [0], "unknown_deals [0] is not a list of deal numbers"),
     ("sample_wins", "1 2", "sample_wins '1 2' is not a list of deal numbers"),
     ("cpu_seconds", float("inf"), "cpu_seconds inf is not a number of seconds, 0 or more"),
     ("passes", 1.0, "passes 1.0: the atlas has"),
     ("sample_wins", [10**30], "sample_wins holds deal 10" + "0" * 29 + " twice, undecided or outside deals 1-10000")],
)
def test_a_mistyped_field_of_an_entry_is_named(field, value, says):
    # Before, a preset or pass count the atlas has not was accepted, and other types raised
    # Python's own words ("TypeError: '<=' not supported ...").
    data = atlas_to_json(ATLAS)
    data["entries"][0][field] = value
    with pytest.raises(PyramidError, match=re.escape(f"win-rate atlas, entry 1: {says}")):
        atlas_from_json(data)


def test_undecided_deals_are_counted_once_and_within_the_entry():
    data = atlas_to_json(ATLAS)
    entry = data["entries"][0]
    entry["unknown_deals"], entry["decided"] = [7, 7], entry["decided"] - 2  # the counts add up, one deal twice
    with pytest.raises(PyramidError, match="entry 1: unknown_deals holds deal 7 twice, undecided or outside deals 1-"):
        atlas_from_json(data)
    entry["unknown_deals"], entry["decided"] = [entry["deals"][1] + 1], entry["decided"] + 1
    with pytest.raises(PyramidError, match="unknown_deals holds deal 10001 twice, undecided or outside"):
        atlas_from_json(data)


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [("command", None, "command None is not text"), ("max_seconds", 0, "max_seconds 0 is neither a number"),
     ("entries", {}, "entries {} is not a list")],
)
def test_a_mistyped_field_of_the_atlas_is_named(field, value, says):
    data = atlas_to_json(ATLAS)
    data[field] = value
    with pytest.raises(PyramidError, match=re.escape(f"win-rate atlas: {says}")):
        atlas_from_json(data)
    data = atlas_to_json(ATLAS)
    data["entries"][3] = [1]
    with pytest.raises(PyramidError, match=r"^win-rate atlas, entry 4: expected a JSON object$"):
        atlas_from_json(data)


def test_a_bool_is_not_a_pass_count():
    with pytest.raises(PyramidError, match="passes=True"):
        ATLAS.entry("standard", True)


def test_a_run_going_on_from_the_shipped_atlas_keeps_the_remarks_of_its_command_lines():
    earlier_run = _bench().earlier_run
    command = ".venv/bin/python benchmarks/bench_win_rates.py atlas --deals 10000"
    assert earlier_run(f"{command}   # then the same with --write") == f"{command}   # an earlier run"
    retried = f"{command}   # an earlier run, then the same with --retry-unknown"
    assert earlier_run(retried) == retried
    assert earlier_run(f"{command}   # then the same with --retry-unknown, then with --write") == retried
    assert all(earlier_run(line) == line for line in ATLAS.command.splitlines()[:-1])


def test_the_atlas_reads_as_a_short_table() -> None:
    atlas = win_rate_atlas()
    assert len(repr(atlas)) < 100 and len(repr(atlas.entry("pharaoh", 2))) < 400  # no thousand deal numbers
    lines = str(atlas).splitlines()
    assert len(lines) == len(atlas.entries) and lines[0].startswith("Standard, 1 pass, deals 1-10,000: ")
    entry = atlas.entry("tuts-tomb", None)
    assert str(entry).endswith(f", {len(entry.unknown_deals)} undecided")
    assert atlas.describe("de").splitlines()[0].startswith("Standard, 1 Durchgang, Spiele 1–10.000: ")
