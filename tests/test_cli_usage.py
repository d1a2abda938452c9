"""How the command is started and how it answers a mistyped command line: one line, no usage
block, exit status 2; ``python -m pyramid_solitaire``; the help; the benchmark's options."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pyramid_solitaire import __version__
from pyramid_solitaire.cli import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (["stats", "--workers", "0"], "stats --workers: '0' workers: give a whole number of processes from 1 to 61"),
        (["stats", "--deals", "5-1"], "stats --deals: '5-1' is not a range of deal numbers: write FIRST-LAST with 1 ≤ FIRST ≤ LAST, e.g. 1-10000, or a list such as 1-10,20"),
        (["solve", "1", "--rules", "bogus"], "solve --rules: unknown rules preset 'bogus': choose one of standard, "),
        (["solve", "1", "--max-seconds", "-1"], "solve --max-seconds: '-1' seconds: give a number of seconds, 0 or more"),
        (["deal", "0"], "deal: '0' is not a deal number: deal numbers run from 1 to 9,223,372,036,854,775,807"),
        (["hint", "0"], "hint: '0' is not a deal number: deal numbers run from 1 to 9,223,372,036,854,775,807"),
        (["solve", "1", "2"], "solve: unrecognized arguments: 2"),
        (["deal", "1", "--max-seconds", "3"], "deal: unrecognized arguments: --max-seconds 3"),
        (["--bogus", "solve", "1"], "unrecognized arguments: --bogus"),
        (["solve"], "solve: the following arguments are required: source"),
        (["solve", "1", "--max-seconds"], "solve --max-seconds: expected one argument"),
        (["bogus"], "invalid choice: 'bogus'"),
        ([], "the following arguments are required: command"),
    ],
)
def test_a_usage_error_is_one_line(argv: list[str], line: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_code:
        main(argv)
    captured = capsys.readouterr()
    err = captured.err.rstrip("\n")
    assert exit_code.value.code == 2 and not captured.out
    assert "\n" not in err and "usage:" not in err
    assert err.startswith(f"pyramid-solitaire: {line}")
    command = " ".join(["pyramid-solitaire", *argv[:1]]) if argv and argv[0] not in ("bogus", "--bogus") else "pyramid-solitaire"
    assert err.endswith(f" (see {command} --help)")


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (["review", "3", "--lang", "de", "--bogus"], "review: unbekannte Argumente: --bogus (siehe pyramid-solitaire review --help)"),
        (["explain", "--lang", "nl"], "explain: deze argumenten ontbreken: source (zie pyramid-solitaire explain --help)"),
        (["--lang", "fi", "solve", "1", "--max-seconds"], "solve --max-seconds: odotettiin yhtä argumenttia (katso pyramid-solitaire solve --help)"),
        (["--lang", "de", "bogus"], "ungültige Wahl: 'bogus' (zur Wahl stehen "),
        (["--lang", "nl", "solve", "1", "--optimal=yes"], "solve --optimal: argument 'yes' genegeerd: de optie neemt geen waarde"),
    ],
)
def test_argparse_refusals_are_said_in_the_chosen_language(argv: list[str], line: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_code:
        main(argv)
    err = capsys.readouterr().err.rstrip("\n")
    assert exit_code.value.code == 2 and "\n" not in err
    assert err.startswith(f"pyramid-solitaire: {line}")


def help_of(command: str, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_code:
        main([command, "--help"])
    assert exit_code.value.code == 0
    return " ".join(capsys.readouterr().out.split())


def test_the_help_gives_every_option_a_line_and_the_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    stats = help_of("stats", capsys)
    assert "--deals DEALS e.g. 1-10000 (default: 1-1000)" in stats
    assert "(default: standard)" in stats
    solve = help_of("solve", capsys)
    assert "--max-seconds MAX_SECONDS limit on the search (default: none)" in solve
    assert "a saved game keeps its own rules" in solve
    assert "(default: standard)" in help_of("deal", capsys)


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)


def test_python_dash_m_runs_the_command() -> None:
    done = run("-m", "pyramid_solitaire", "solve", "1", "--rules", "classic")
    assert done.returncode == 0 and done.stdout.startswith("deal 1, classic rules: unwinnable"), done.stderr
    done = run("-m", "pyramid_solitaire", "deal", "0")
    assert done.returncode == 2 and done.stderr.startswith("pyramid-solitaire: deal: '0' is not a deal number")
    assert done.stderr.count("\n") == 1


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["decide", "--rules", "standard", "bogus"], "argument --rules: unknown rules preset 'bogus'"),
        (["compare", "other/src", "--search", "decide", "--rules", "bogus"], "argument --rules: unknown rules preset 'bogus'"),
        (["decide", "--max-seconds", "-1"], "argument --max-seconds: '-1' seconds: give a number of seconds, 0 or more"),
    ],
)
def test_the_benchmark_refuses_bad_options_in_one_line(argv: list[str], reason: str) -> None:
    done = run(str(ROOT / "benchmarks" / "bench_solver.py"), *argv)
    assert done.returncode == 2 and not done.stdout and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"bench_solver.py {argv[0]}: error: {reason}") and done.stderr.count("\n") == 1


def test_a_reader_that_goes_away_ends_the_output_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    """``pyramid-solitaire deal 1 | head -1``: no traceback when the pipe closes, exit status 1."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader has gone: every write to the pipe fails
    with os.fdopen(write_end, "w", buffering=1) as closed:  # each line written at once, as to a terminal
        monkeypatch.setattr(sys, "stdout", closed)
        assert main(["deal", "1"]) == 1


def test_the_help_of_the_teaching_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--max-seconds MAX_SECONDS limit on each position's search (default: 10)" in help_of("review", capsys)
    for command in ("hint", "explain"):
        assert "--max-seconds MAX_SECONDS limit on the search (default: 10)" in help_of(command, capsys)
    for command in ("deal", "solve", "hint", "explain", "review", "stats"):
        assert "--lang {en,de,nl,fi}" in help_of(command, capsys)


def test_the_version_is_told(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_code:
        main(["--version"])
    assert exit_code.value.code == 0
    assert capsys.readouterr().out == f"pyramid-solitaire {__version__}\n"


def test_the_language_may_come_before_the_command_and_after_it_wins(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "de", "deal", "1"]) == 0
    assert capsys.readouterr().out.startswith("Spiel 1, Regeln Standard\n")
    assert main(["--lang", "de", "deal", "1", "--lang", "nl"]) == 0
    assert capsys.readouterr().out.startswith("spel 1, regels standaard\n")
    with pytest.raises(SystemExit):
        main(["--lang", "fi", "deal", "0"])
    assert capsys.readouterr().err.startswith("pyramid-solitaire: deal: '0' ei ole jaon numero")
