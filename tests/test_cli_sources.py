"""What ``pyramid-solitaire solve`` and ``stats`` say about their sources: saved games keep their
rules, two-deck solutions play back, and every message names the file and the true reason."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pyramid_solitaire import Game
from pyramid_solitaire.cli import main
from pyramid_solitaire.solver import solve

MSC = Path(__file__).parent / "golden" / "reference" / "mchung94-msc"


def one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert err and "\n" not in err and "Traceback" not in err and not captured.out
    assert err.startswith("pyramid-solitaire: ")
    return err


def test_a_saved_game_keeps_its_own_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "save.json"
    path.write_text(Game(2, "standard").to_json())
    assert main(["solve", str(path), "--rules", "classic"]) == 2
    assert one_line_error(capsys) == (
        "pyramid-solitaire: --rules classic: save.json is a saved game with its own rules (standard)"
    )
    # --passes alone is named as given, not as the rules it would make (relaxed)
    assert main(["solve", str(path), "--passes", "1"]) == 2
    assert one_line_error(capsys) == (
        "pyramid-solitaire: --passes 1: save.json is a saved game with its own rules (standard)"
    )
    assert main(["solve", str(path), "--passes", "unlimited", "--lang", "de"]) == 2
    assert one_line_error(capsys) == (
        "pyramid-solitaire: --passes unlimited: save.json ist ein gespeichertes Spiel mit eigenen Regeln (Standard)"
    )
    for same in (["--rules", "standard"], ["--rules", "Standard"], [], ["--passes", "3"]):
        assert main(["solve", str(path), *same]) == 0
        assert capsys.readouterr().out.startswith("save.json, standard rules: winnable")
    # a deal file has no rules of its own: --rules says which to play it under
    assert main(["solve", str(MSC / "pyramid-unwinnable.txt"), "--rules", "classic"]) == 0
    assert "classic rules: unwinnable" in capsys.readouterr().out


def test_a_two_deck_solution_plays_back(capsys: pytest.CaptureFixture[str]) -> None:
    """With two decks a card code can fit both copies of a card: the printed codes name positions."""
    assert main(["solve", "2", "--rules", "pharaoh"]) == 0
    out = capsys.readouterr().out.strip()
    head, _, moves = out.partition(" moves: ")
    assert head.startswith("deal 2, pharaoh rules: winnable: win in ")
    codes = re.findall(r"draw [1-9]|\S+", moves)
    assert len(codes) == int(head.rsplit(" ", 1)[1])
    game = Game.from_number(2, "pharaoh")
    for code in codes:
        game.play(code)
    outcome = game.outcome()
    assert outcome is not None and outcome.won


def test_stats_gives_no_rate_when_no_deal_is_decided(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--deals", "1-3", "--max-seconds", "0", "--workers", "1", "--quiet"]) == 0
    out = capsys.readouterr().out.strip()
    assert out == "standard, deals 1-3: no win rate: none of the 3 deals was decided within --max-seconds 0"
    assert main(["stats", "--deals", "4", "--max-seconds", "0", "--workers", "1", "--quiet"]) == 0
    assert capsys.readouterr().out.strip() == "standard, deal 4: no win rate: the deal was not decided within --max-seconds 0"


def test_an_empty_source_is_no_folder(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", ""]) == 2
    err = one_line_error(capsys)
    assert "'' is neither a deal number nor a file" in err and "folder" not in err


def test_a_won_saved_game_is_already_won(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = Game(1)
    for move in solve(game).moves:
        game.play(move.position_code)
    path = tmp_path / "won.json"
    path.write_text(game.to_json())
    for optimal in ([], ["--optimal"]):
        assert main(["solve", str(path), *optimal]) == 0
        assert capsys.readouterr().out.strip() == "won.json, standard rules: already won (nothing left to solve)"


def test_json_that_is_not_a_saved_game_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "list.json"
    path.write_text("[1, 2]\n")
    assert main(["solve", str(path)]) == 2
    assert one_line_error(capsys) == (
        "pyramid-solitaire: list.json holds JSON but not a saved game: a saved game is a JSON object, this is an array"
    )


@pytest.mark.parametrize(
    ("name", "text", "reason"),
    [
        ("object.json", '{"a": 1}', "saved game: missing field 'format'"),
        ("cut.json", '{"format": "pyramid-solitaire"', "saved game is not valid JSON"),
        ("cut-list.json", "[1, 2", "saved game is not valid JSON"),
        ("short.txt", "As Ks", "a deal has 2 cards"),
        ("typo.txt", "As Zz", "'Zz'"),
    ],
)
def test_errors_read_from_a_file_name_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, text: str, reason: str
) -> None:
    (tmp_path / name).write_text(text)
    assert main(["solve", str(tmp_path / name)]) == 2
    err = one_line_error(capsys)
    assert err.startswith(f"pyramid-solitaire: {name}: ") and reason in err


def test_a_deal_piped_in_is_read_from_standard_input() -> None:
    deck = str(Game.from_number(5).deal)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")}
    for source in ("-", "/dev/stdin"):  # /dev/stdin is a pipe here, not a file: it was refused as "neither"
        run = subprocess.run(
            [sys.executable, "-m", "pyramid_solitaire", "hint", source, "--lang", "de"], input=deck, capture_output=True,
            text=True, timeout=120, env=env,
        )
        assert run.returncode == 0, run.stderr
        said = "Standardeingabe" if source == "-" else "stdin"
        assert run.stdout == f"{said}, Regeln Standard: Spiele 5♥+8♦: der erste Zug eines Siegs in 49 Zügen.\n"
    run = subprocess.run(
        [sys.executable, "-m", "pyramid_solitaire", "solve", "-"], input=b"x" * 8_000_001, capture_output=True,
        timeout=120, env=env,
    )
    assert run.returncode == 2
    assert run.stderr == b"pyramid-solitaire: standard input: more than 8,000,000 bytes is far too large for a deal or a saved game\n"


def test_a_deal_file_of_another_deck_says_which_rules_read_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for preset in ("spanish", "pharaoh"):
        path = tmp_path / f"{preset}.txt"
        assert main(["deal", "2", "--rules", preset, "--cards"]) == 0
        path.write_text(capsys.readouterr().out)
        assert main(["solve", str(path), "--max-seconds", "0"]) == 2
        assert capsys.readouterr().err.endswith(f"; these are the cards of a deal under --rules {preset}\n")
        assert main(["solve", str(path), "--rules", preset, "--max-seconds", "0"]) == 0
        assert capsys.readouterr().out.startswith(f"{preset}.txt, {preset} rules: ")
    assert main(["solve", str(tmp_path / "spanish.txt"), "--rules", "classic"]) == 2  # rules given: no advice
    assert capsys.readouterr().err.endswith("e.g. 'Th'\n")


@pytest.mark.parametrize("source", ["-1", "+5", " -0 "])
def test_a_signed_number_is_refused_as_a_deal_number_not_as_a_missing_file(
    source: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["solve", source])
    assert f"solve: {source!r} is not a deal number: deal numbers run from 1 to" in capsys.readouterr().err
