"""The ``pyramid-solitaire`` command line."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pyramid_solitaire import Deal, Game, Rules
from pyramid_solitaire.cli import main
from pyramid_solitaire.i18n import _CLI_EN, render
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.rules import with_passes
from pyramid_solitaire.solver import explain, hint, play_greedy, review, solve
from pyramid_solitaire.text import board_text

MSC = Path(__file__).parent / "golden" / "reference" / "mchung94-msc"


def test_deal_prints_the_layout(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("deal 1, standard rules") and str(Game(1)) in out


def test_solve_a_number_with_the_optimal_flag(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "1", "--optimal"]) == 0
    out = capsys.readouterr().out
    assert "winnable: shortest win in 43 moves" in out


def test_solve_with_the_optimal_flag_cut_by_the_time_limit(capsys: pytest.CaptureFixture[str]) -> None:
    """The shortest win of a pharaoh deal is out of reach: the win found, and how short a win can be."""
    assert main(["solve", "1", "--rules", "pharaoh", "--optimal", "--max-seconds", "0.5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("deal 1, pharaoh rules: winnable: win in 99 moves (shortest not proved: time limit 0.5 s reached")
    assert "a win takes at least " in out


def test_solve_a_deal_file_and_a_saved_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(MSC / "pyramid-unwinnable.txt")]) == 0
    assert "unwinnable" in capsys.readouterr().out
    saved = Game(2, "par")
    saved.play("draw")
    path = tmp_path / "game.json"
    path.write_text(saved.to_json())
    assert main(["solve", str(path)]) == 0
    assert "par rules: winnable" in capsys.readouterr().out


def test_passes_change_the_rules_count_of_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "5", "--rules", "pharaoh", "--passes", "1"]) == 0
    assert capsys.readouterr().out.startswith("deal 5, pharaoh/1 pass rules\n")
    # the rules they make are named as the preset they equal: standard with one pass is relaxed
    one_pass = solve(1, with_passes(Rules.preset("standard"), 1))
    assert main(["solve", "1", "--passes", "1"]) == 0
    assert capsys.readouterr().out == f"deal 1, relaxed rules: {one_pass.describe()}\n"
    assert main(["hint", "1", "--rules", "classic", "--passes", "3"]) == 0
    assert capsys.readouterr().out.startswith("deal 1, par rules: ")
    assert main(["deal", "5", "--rules", "pharaoh/1 pass"]) == 0  # the name printed reads back
    assert capsys.readouterr().out.startswith("deal 5, pharaoh/1 pass rules\n")
    assert main(["solve", "2", "--passes", "unlimited"]) == 0
    assert capsys.readouterr().out.startswith("deal 2, standard/unlimited passes rules: winnable")
    path = tmp_path / "rows.csv"
    assert main(["stats", "--deals", "1-6", "--rules", "classic", "--passes", "2", "--quiet", "--csv", str(path)]) == 0
    assert capsys.readouterr().out.startswith("classic/2 passes, deals 1-6: ")
    assert {row["rules"] for row in csv.DictReader(path.open())} == {"classic/2 passes"}


def test_a_saved_game_keeps_its_own_count_of_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text(Game(2, "par").to_json())
    assert main(["solve", str(path), "--passes", "3"]) == 0  # par's own: three passes
    assert "par rules: winnable" in capsys.readouterr().out
    assert main(["solve", str(path), "--passes", "1"]) == 2
    assert "--passes 1: game.json" in capsys.readouterr().err and path.read_text() == Game(2, "par").to_json()
    deal = tmp_path / "deal.txt"
    deal.write_text(str(Game(1).deal))
    assert main(["solve", str(deal), "--passes", "1"]) == 0
    assert capsys.readouterr().out == f"deal.txt, relaxed rules: {solve(1, 'relaxed').describe()}\n"


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


def test_user_errors_are_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    binary = tmp_path / "deal.bin"
    binary.write_bytes(bytes(range(256)))
    assert main(["solve", str(binary)]) == 2
    assert "is not a UTF-8 text file" in one_line_error(capsys)
    with pytest.raises(SystemExit) as exit_code:  # a usage error, as a bad number of `deal` is
        main(["solve", "9" * 5000])
    assert exit_code.value.code == 2
    assert "solve: '9999" in (said := one_line_error(capsys))
    assert "is not a deal number: deal numbers run from 1 to" in said and "(see pyramid-solitaire solve --help)" in said
    assert main(["solve", str(tmp_path)]) == 2
    assert "is a folder" in one_line_error(capsys)
    (tmp_path / "empty.txt").write_text("\n")
    assert main(["solve", str(tmp_path / "empty.txt")]) == 2
    assert "empty.txt is empty" in one_line_error(capsys)
    nested = tmp_path / "nested.json"
    nested.write_text('{"a": ' + "[" * 50_000 + "]" * 50_000 + "}")
    assert main(["solve", str(nested)]) == 2
    assert "nested too deeply" in one_line_error(capsys)
    for workers in ("0", "-1", "x", "999999"):
        with pytest.raises(SystemExit) as exit_code:
            main(["stats", "--deals", "1-2", "--workers", workers])
        assert exit_code.value.code == 2 and "workers" in capsys.readouterr().err
    # refused before a single deal of the billion is solved
    monkeypatch.setattr("pyramid_solitaire.solver.solve_iter", _no_solving)
    assert main(["stats", "--deals", "1-1000000000", "--csv", str(tmp_path / "missing" / "rows.csv"), "--quiet"]) == 2
    assert "does not exist" in one_line_error(capsys)
    assert main(["stats", "--deals", "1-1000000000", "--csv", str(tmp_path), "--quiet"]) == 2
    assert "is a folder" in one_line_error(capsys)


def _no_solving(*args: object, **kwargs: object) -> None:
    raise AssertionError("a deal was solved before the input was checked")


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


def test_stats_refuses_bad_options_before_touching_the_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "keep.csv"
    assert main(["stats", "--deals", "1-3", "--workers", "1", "--quiet", "--csv", str(target)]) == 0
    kept = target.read_bytes()
    for seconds in ("-1", "nan", "x"):
        with pytest.raises(SystemExit):
            main(["stats", "--deals", "1-3", "--workers", "1", "--quiet", "--csv", str(target), "--max-seconds", seconds])
        assert "--max-seconds" in capsys.readouterr().err
    assert target.read_bytes() == kept


def test_overlapping_deal_ranges_solve_each_deal_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "rows.csv"
    assert main(["stats", "--deals", "4-6,1-5", "--workers", "1", "--quiet", "--csv", str(target)]) == 0
    assert capsys.readouterr().out.startswith("standard, deals 1-6: win rate")
    assert sorted(int(row["deal"]) for row in csv.DictReader(target.open())) == [1, 2, 3, 4, 5, 6]


def test_resume_keeps_to_the_same_rules_and_refuses_what_it_did_not_write(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "rows.csv"
    assert main(["stats", "--deals", "1-3", "--rules", "classic", "--workers", "1", "--quiet", "--csv", str(target)]) == 0
    capsys.readouterr()
    args = ["stats", "--deals", "1-3", "--workers", "1", "--quiet", "--csv", str(target), "--resume"]
    assert main(args) == 2  # standard rules: the rows are classic results
    assert "under the 'classic' rules, not 'standard'" in one_line_error(capsys)
    for bad in ("deal,status\n1,won\n", "\u00b2,winnable,1,0,0,standard\n"):
        target.write_text("deal,status,moves,seconds,states,rules\n" + bad if "won" not in bad else bad)
        assert main(args) == 2
        one_line_error(capsys)
    header = "deal,status,moves,seconds,states,rules\r\n"
    for number in ("0", "9" * 5000, "9223372036854775808"):  # below 1, past int()'s digit limit, past 2**63 - 1
        target.write_text(header + f"{number},winnable,1,0,0,standard\r\n", newline="")
        assert main(args) == 2 and "line 2 is not a row this command wrote" in one_line_error(capsys)
    cut_short = (header + "1,winnable,40,0.01,100,classic\r\n3,winn").encode()
    target.write_bytes(cut_short)
    assert main(args) == 2 and "under the 'classic' rules" in one_line_error(capsys)
    assert target.read_bytes() == cut_short  # refused: the row cut short is not dropped either
    target.write_bytes(b"\xe9\xe9")
    assert main(args) == 2 and "not a UTF-8 text file" in one_line_error(capsys)
    huge = "x" * 200_000  # past the csv module's field limit
    target.write_text(header + f"1,winnable,1,0,0,{huge}\r\n", newline="")
    assert main(args) == 2 and "line 2 is not a row this command wrote" in one_line_error(capsys)
    target.write_text(huge + "\n")
    assert main(args) == 2 and "header" in one_line_error(capsys)
    target.write_text("")  # a run stopped before its header: nothing to keep
    assert main(args) == 0 and "of 3 deals" in capsys.readouterr().out


def test_resume_tries_undecided_deals_again_and_keeps_line_endings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "rows.csv"
    assert main(["stats", "--deals", "1-2", "--workers", "1", "--quiet", "--csv", str(target), "--max-seconds", "0"]) == 0
    assert "no win rate: none of the 2 deals was decided" in capsys.readouterr().out
    target.write_bytes(target.read_bytes() + b"3,winn")
    assert main(["stats", "--deals", "1-3", "--workers", "1", "--quiet", "--csv", str(target), "--resume"]) == 0
    assert "of 3 deals)" in capsys.readouterr().out
    data = target.read_bytes()
    assert data.count(b"\r\n") == data.count(b"\n")  # every line ends as csv writes it


def test_hint_explain_and_review_answer_of_a_deal_or_a_saved_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = Game.from_number(1)
    play_greedy(game)  # loses a winnable deal: the review finds where
    saved = tmp_path / "greedy.json"
    saved.write_text(game.to_json())
    expected = {
        ("hint", "1"): f"deal 1, standard rules: {hint(Game(1)).describe()}",
        ("explain", "12", "--rules", "classic"): f"deal 12, classic rules: {explain(Game(12, 'classic')).describe()}",
        ("review", str(saved)): f"greedy.json, standard rules: {review(Game.from_json(saved.read_text())).describe()}",
        ("hint", str(saved)): f"greedy.json, standard rules: {hint(game).describe()}",
    }
    for argv, line in expected.items():
        assert main(list(argv)) == 0
        assert capsys.readouterr().out == line + "\n", argv
    assert "threw the win away" in expected[("review", str(saved))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_command_answers_in_the_language_asked(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    label = {"en": "deal 1, standard rules", "de": "Spiel 1, Regeln Standard", "nl": "spel 1, regels standaard",
             "fi": "jako 1, säännöt vakio"}[lang]
    header = {"en": "standard rules", "de": "Regeln Standard", "nl": "regels standaard", "fi": "säännöt vakio"}[lang]
    assert main(["solve", "1", "--lang", lang]) == 0
    assert capsys.readouterr().out == f"{label}: {solve(1).describe(lang)}\n"
    assert main(["hint", "1", "--lang", lang]) == 0
    assert capsys.readouterr().out == f"{label}: {hint(Game(1)).describe(lang)}\n"
    assert main(["deal", "1", "--lang", lang]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith(f"{label}\n{board_text(Game(1), lang)}")
    assert shown.split("\n")[1].split(" · ")[1] == header == label.split(", ")[1]  # the rules named as the board names them
    assert main(["solve", "no-such-file.json", "--lang", lang]) == 2
    error = capsys.readouterr().err
    assert error == f"pyramid-solitaire: {render('cli_source', {'source': 'no-such-file.json'}, lang)}\n"
    assert main(["stats", "--deals", "1", "--max-seconds", "0", "--quiet", "--workers", "1", "--lang", lang]) == 0
    sentence = render("cli_no_rate", {"rules": "standard", "deals": "1", "count": 1, "n": 1, "seconds": "0", "variant": "one_within"}, lang)
    assert capsys.readouterr().out == sentence + "\n"


CLI_FACTS = {
    "number": 1, "what": "deal.txt", "rules": "standard", "answer": "winnable", "deals": "1-10", "count": 10, "rate": "9 %", "n": 2,
    "seconds": "5", "text": "0", "most": 9, "source": "x", "file": "deal.txt", "size": 9_000_000, "problem": "No such file",
    "byte": 3, "error": "bad", "own": "classic", "path": "rows.csv", "folder": "out", "line": 2, "found": "classic",
    "prog": "pyramid-solitaire stats", "passes": "1", "args": "--bogus", "names": "source", "value": "'bogus'",
    "choices": "deal, solve", "option": "--re", "matches": "--rules, --resume", "preset": "spanish",
}
SAME_IN_EVERY_LANGUAGE = {"cli_file_os", "cli_file_refused", "cli_csv_os"}
"""Sentences made only of the facts they join: the file's name and the reason, in the reader's language."""


@pytest.mark.parametrize("key", sorted(_CLI_EN))
def test_every_sentence_of_the_command_reads_in_every_language(key: str) -> None:
    code, _, variant = key.partition(".")
    facts = {**CLI_FACTS, **({"variant": variant} if variant else {})}
    english = render(code, facts)
    assert english and "{" not in english
    for lang in LANGUAGES[1:]:
        sentence = render(code, facts, lang)
        assert sentence and "{" not in sentence, (lang, sentence)
        assert sentence != english or code in SAME_IN_EVERY_LANGUAGE, (lang, sentence)


@pytest.mark.parametrize(
    ("args", "english", "german"),
    [
        (["stats", "--workers", "0"], "stats --workers: '0' workers: give a whole number of processes from 1 to 61",
         "stats --workers: '0' Prozesse: gib eine ganze Zahl von Prozessen von 1 bis 61 an"),
        (["stats", "--max-seconds", "-1"], "stats --max-seconds: '-1' seconds: give a number of seconds, 0 or more",
         "stats --max-seconds: '-1' Sekunden: gib eine Zahl von Sekunden an, 0 oder mehr"),
        (["stats", "--deals", "5-1"], "stats --deals: '5-1' is not a range of deal numbers",
         "stats --deals: '5-1' ist kein Bereich von Spielnummern"),
        (["solve", "1", "--rules", "foo"], "solve --rules: unknown rules preset 'foo'", "solve --rules: unbekannte Regelvorgabe 'foo'"),
        (["deal", "0"], "deal: '0' is not a deal number", "deal: '0' ist keine Spielnummer"),
        (["solve", "1", "--passes", "0"], "solve --passes: '0' passes: give a whole number of passes from 1 to 9999, or unlimited",
         "solve --passes: '0' Durchgänge: gib eine ganze Zahl von Durchgängen von 1 bis 9999 an, oder unlimited"),
        (["stats", "--passes", "all"], "stats --passes: 'all' passes: give a whole number of passes from 1 to 9999, or unlimited",
         "stats --passes: 'all' Durchgänge: gib eine ganze Zahl von Durchgängen von 1 bis 9999 an, oder unlimited"),
    ],
)
def test_a_refused_argument_is_said_in_the_language_asked_for_wherever_lang_stands(
    args: list[str], english: str, german: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv, words, see in (
        (args, english, "(see pyramid-solitaire"),
        ([*args, "--lang", "de"], german, "(siehe pyramid-solitaire"),
        ([args[0], "--lang=de", *args[1:]], german, "(siehe pyramid-solitaire"),
    ):
        with pytest.raises(SystemExit) as exit_:
            main(argv)
        assert exit_.value.code == 2
        out, err = capsys.readouterr()
        assert not out and err.startswith(f"pyramid-solitaire: {words}") and see in err, err
        assert err.count("\n") == 1


@pytest.mark.parametrize("rules", ["standard", "pharaoh", "spanish"])
def test_a_deals_cards_printed_are_a_deal_file_the_commands_read(
    rules: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["deal", "5", "--cards", "--rules", rules]) == 0
    printed = capsys.readouterr().out
    assert Deal.parse(printed, rules).cards == Game(5, rules).deal.cards
    deck = tmp_path / "deck.txt"
    deck.write_text(printed)
    assert main(["hint", str(deck), "--rules", rules]) == 0
    assert capsys.readouterr().out == f"deck.txt, {rules} rules: {hint(Game(5, rules)).describe()}\n"


@pytest.mark.parametrize(("lang", "said"), [("en", "permission denied"), ("de", "Zugriff verweigert")])
def test_a_file_the_system_refuses_is_named_as_typed_with_the_reason_in_the_readers_language(
    lang: str, said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(str(Game(1).deal))

    def refused(self: Path, *args: object, **kwargs: object) -> object:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "open", refused)
    assert main(["solve", str(deck), "--lang", lang]) == 2
    assert capsys.readouterr().err == f"pyramid-solitaire: {deck}: {said}\n"


def test_a_file_name_that_is_not_utf8_is_shown_escaped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = Path(os.fsdecode(bytes(tmp_path) + b"/deal-\xff.json"))
    path.write_text(Game.from_number(1, "classic").to_json())
    assert main(["solve", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("deal-\\xff.json, classic rules: unwinnable") and out.encode("utf-8")
    path.write_bytes(b"\xe9")
    assert main(["solve", str(path)]) == 2 and "deal-\\xff.json" in one_line_error(capsys)
    assert main(["solve", str(tmp_path / "\ud800.json")]) == 2  # no system name holds it: given from Python
    assert "neither a deal number nor a file" in one_line_error(capsys)


def run_command(*args: str, stdout: int | None = None) -> subprocess.CompletedProcess[str]:
    """The command in a process of its own, its standard output sent to ``stdout`` (a file descriptor)."""
    return subprocess.run(
        [sys.executable, "-m", "pyramid_solitaire", *args], stdout=stdout, stderr=subprocess.PIPE, text=True,
        timeout=120, env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")},
    )


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full, a device every write to fails with 'disk full'")
def test_output_that_cannot_be_written_is_said_in_one_line() -> None:
    with open("/dev/full", "w") as full:
        for args, english in [
            (("deal", "1"), "pyramid-solitaire: the output could not be written: no space left on the disk\n"),
            (("solve", "3", "--rules", "classic", "--lang", "de"),
             "pyramid-solitaire: die Ausgabe konnte nicht geschrieben werden: kein Platz mehr auf dem Datenträger\n"),
        ]:
            run = run_command(*args, stdout=full.fileno())
            assert (run.returncode, run.stderr) == (1, english)  # was a traceback, twice
        run = run_command("stats", "--deals", "1-3", "--rules", "classic", "--workers", "1", "--quiet", "--csv", "/dev/full")
        assert (run.returncode, run.stderr) == (2, "pyramid-solitaire: --csv /dev/full: no space left on the disk\n")


def test_a_closed_standard_output_is_said_not_passed_over() -> None:
    closed = subprocess.run(  # as `pyramid-solitaire deal 1 >&-` starts it: print() would write nothing
        [sys.executable, "-m", "pyramid_solitaire", "deal", "1"], stderr=subprocess.PIPE, text=True, timeout=120,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")}, preexec_fn=lambda: os.close(1),
    )
    assert closed.returncode == 1
    assert closed.stderr == "pyramid-solitaire: there is nowhere to write the output: standard output is closed\n"


def test_rules_with_another_count_of_passes_and_lists_of_deals_read_in_the_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["deal", "1", "--rules", "pharaoh", "--passes", "1", "--lang", "de"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Spiel 1, Regeln Pharao/1 Durchgang"  # was pharaoh/1 pass
    assert main(["stats", "--deals", "2,11", "--rules", "classic", "--workers", "1", "--quiet", "--lang", "de"]) == 0
    assert capsys.readouterr().out.startswith("Klassisch, Spiele 2, 11: ")  # "2,11" read as a decimal number
    assert main(["stats", "--deals", "1-1500", "--rules", "classic", "--quiet", "--max-seconds", "0", "--lang", "nl"]) == 0
    assert "geen van de 1.500 spellen" in capsys.readouterr().out
    game = Game.from_number(1)
    game.play("draw")
    saved = tmp_path / "save.json"
    saved.write_text(game.to_json())
    assert main(["solve", str(saved), "--rules", "classic", "--lang", "fi"]) == 2
    assert capsys.readouterr().err.endswith("on tallennettu peli omine sääntöineen (vakio)\n")  # was (standard)


def test_the_progress_bar_counts_deals_in_the_readers_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--deals", "1-3", "--rules", "classic", "--workers", "1", "--lang", "fi"]) == 0
    bar = capsys.readouterr().err
    assert "3/3" in bar and "jako/s" in bar and "deal/s" not in bar


def test_only_a_failed_write_is_said_as_one_and_the_csv_refusal_comes_alone(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import errno

    import pyramid_solitaire.cli as cli

    def broken(game: Game, args: object) -> object:
        raise OSError(errno.ENOSPC, "No space left on device")  # not a write to standard output

    monkeypatch.setattr(cli, "_answer", broken)
    with pytest.raises(OSError):
        main(["solve", "1"])
    monkeypatch.undo()
    if Path("/dev/full").exists():  # the progress bar waits for the CSV file's header: no empty bar first
        assert main(["stats", "--deals", "1-3", "--rules", "classic", "--workers", "1", "--csv", "/dev/full"]) == 2
        assert capsys.readouterr().err == "pyramid-solitaire: --csv /dev/full: no space left on the disk\n"
    long = "-" + "1" * 300  # too long a name for the system to look up: a number, refused as one
    with pytest.raises(SystemExit):
        main(["solve", long])
    assert "(301 characters) is not a deal number" in capsys.readouterr().err
