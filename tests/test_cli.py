"""The ``pyramid-solitaire`` command line."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from pyramid_solitaire import Deal, Game
from pyramid_solitaire.cli import main

MSC = Path(__file__).parent / "golden" / "reference" / "mchung94-msc"


def test_deal_prints_the_layout(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("deal 1, standard rules") and str(Game(1)) in out


def test_solve_a_number_with_the_optimal_flag(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "1", "--optimal"]) == 0
    out = capsys.readouterr().out
    assert "winnable: shortest win in 43 moves" in out


def test_solve_a_deal_file_and_a_saved_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(MSC / "pyramid-unwinnable.txt")]) == 0
    assert "unwinnable" in capsys.readouterr().out
    saved = Game(2, "par")
    saved.play("draw")
    path = tmp_path / "game.json"
    path.write_text(saved.to_json())
    assert main(["solve", str(path)]) == 0
    assert "par rules: winnable" in capsys.readouterr().out


def test_bad_input_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(tmp_path / "missing.txt")]) == 2
    assert "neither a deal number nor a file" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["solve", "1", "--rules", "nope"])
    assert "unknown rules preset" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["stats", "--deals", "9-1"])


def test_stats_prints_the_rate_and_writes_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "rates.csv"
    assert main(["stats", "--deals", "1-6", "--rules", "classic", "--workers", "1", "--quiet", "--csv", str(target)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("classic, deals 1-6: win rate") and "95 % CI" in out
    rows = list(csv.DictReader(target.open()))
    assert [int(row["deal"]) for row in rows] == list(range(1, 7))
    assert {row["status"] for row in rows} <= {"winnable", "unwinnable"}
    assert Deal.from_number(1).number == 1
