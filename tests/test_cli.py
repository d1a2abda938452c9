"""The ``pyramid-solitaire`` command line."""

from __future__ import annotations

import csv
import time
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


def one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "Traceback" not in err and err
    return err


def test_user_errors_are_one_clear_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    binary = tmp_path / "deal.bin"
    binary.write_bytes(bytes(range(256)))
    assert main(["solve", str(binary)]) == 2
    assert "is not a UTF-8 text file" in one_line_error(capsys)
    assert main(["solve", "9" * 5000]) == 2
    assert "out of range" in one_line_error(capsys)
    nested = tmp_path / "nested.json"
    nested.write_text('{"a": ' + "[" * 50_000 + "]" * 50_000 + "}")
    assert main(["solve", str(nested)]) == 2
    assert "nested too deeply" in one_line_error(capsys)
    for workers in ("0", "-1", "x"):
        with pytest.raises(SystemExit) as exit_code:
            main(["stats", "--deals", "1-2", "--workers", workers])
        assert exit_code.value.code == 2 and "workers" in capsys.readouterr().err
    started = time.perf_counter()
    assert main(["stats", "--deals", "1-1000000000", "--csv", str(tmp_path / "missing" / "rows.csv"), "--quiet"]) == 2
    assert "does not exist" in one_line_error(capsys)
    assert main(["stats", "--deals", "1-1000000000", "--csv", str(tmp_path), "--quiet"]) == 2
    assert "is a folder" in one_line_error(capsys)
    assert time.perf_counter() - started < 60  # refused before solving a billion deals


def test_a_saved_game_with_a_byte_order_mark_solves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"\xef\xbb\xbf" + Game(2).to_json().encode("utf-8"))
    assert main(["solve", str(path)]) == 0
    assert "winnable" in capsys.readouterr().out


def test_stats_writes_rows_as_deals_finish_and_resumes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "rows.csv"
    assert main(["stats", "--deals", "1-4", "--rules", "classic", "--workers", "1", "--quiet", "--csv", str(target)]) == 0
    first = capsys.readouterr().out
    rows = list(csv.DictReader(target.open()))
    assert [int(row["deal"]) for row in rows] == [1, 2, 3, 4] and "of 4 deals" in first
    target.write_text(target.read_text() + "6,winn")  # a row cut short by an interrupted run
    args = ["stats", "--deals", "1-6", "--rules", "classic", "--workers", "1", "--quiet", "--csv", str(target), "--resume"]
    assert main(args) == 0
    rows = list(csv.DictReader(target.open()))
    numbers = [int(row["deal"]) for row in rows if row["status"] in ("winnable", "unwinnable")]
    assert sorted(numbers) == [1, 2, 3, 4, 5, 6] and "of 6 deals" in capsys.readouterr().out
