"""The ``pyramid-solitaire`` command: show a deal, solve one, hint, explain or review a game, or
measure a win rate; ``--lang`` says it in English, German, Dutch or Finnish.

>>> main(["solve", "1", "--rules", "classic"])
deal 1, classic rules: unwinnable (proved by searching ... positions)
0
>>> main(["explain", "12", "--rules", "classic", "--lang", "de"])  # doctest: +ELLIPSIS
Spiel 12, Regeln Klassisch: ... kann nie abgelegt werden.
0
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import enum
import errno
import json
import math
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from itertools import chain
from pathlib import Path
from typing import Any, Literal, NoReturn, TextIO, TypeVar

from . import __version__
from .deal import Deal
from .errors import InvalidRulesError, PyramidError
from .game import Game
from .i18n import render
from .jsontext import utf8_problem
from .names import LANGUAGES
from .reasons import Reason, reason_of
from .rules import MAX_PASSES, PRESETS, Rules, read_passes, with_passes
from .text import board_text

OS_PROBLEMS = {errno.ENOENT: "ENOENT", errno.EACCES: "EACCES", errno.EPERM: "EACCES", errno.EISDIR: "EISDIR",
               errno.ENOTDIR: "ENOTDIR", errno.ENOSPC: "ENOSPC", errno.EROFS: "EROFS", errno.EIO: "EIO"}
"""The system's errors the command says in the reader's language; others in the system's own words."""


def os_problem(error: OSError) -> Reason | str:
    """What went wrong with a file, in words of every language where the error is a common one.

    >>> os_problem(FileNotFoundError(errno.ENOENT, "No such file or directory")).describe("de")
    'Datei oder Ordner nicht gefunden'
    """
    found = OS_PROBLEMS.get(error.errno) if error.errno is not None else None
    if found is None:
        return error.strerror or str(error)
    return Reason.of("os_problem", variant=found)


def _refused(code: str, /, **facts: object) -> PyramidError:
    """The command's own error for reason ``code`` (its words in every language, see ``i18n``)."""
    return PyramidError(Reason.of(code, **facts))


class DealNumbers:
    """Deal numbers read from ``"1-100"``, ``"5"`` or ``"1-10,20,30-32"``, kept as ranges (never listed).

    >>> numbers = _deal_range("7,1-3,2-4")
    >>> list(numbers), len(numbers), numbers.first, numbers.last, str(numbers)
    ([1, 2, 3, 4, 7], 5, 1, 7, '1-4,7')
    """

    def __init__(self, ranges: list[range]) -> None:
        merged: list[range] = []
        for part in sorted(ranges, key=lambda r: r.start):  # overlaps merged: no deal twice
            if merged and part.start <= merged[-1].stop:
                merged[-1] = range(merged[-1].start, max(merged[-1].stop, part.stop))
            else:
                merged.append(part)
        self.ranges = merged

    def __str__(self) -> str:
        return ",".join(self._parts())

    def listed(self) -> str:
        """The numbers as a sentence says them: a comma and a space between parts (``2,11`` would read
        as a decimal number in German, Dutch or Finnish).

        >>> _deal_range("2,11,20-22").listed()
        '2, 11, 20-22'
        """
        return ", ".join(self._parts())

    def _parts(self) -> list[str]:
        return [f"{r.start}-{r.stop - 1}" if len(r) > 1 else str(r.start) for r in self.ranges]

    def __iter__(self) -> Iterator[int]:
        return chain.from_iterable(self.ranges)

    def __len__(self) -> int:
        return sum(len(part) for part in self.ranges)

    def __contains__(self, number: object) -> bool:
        return any(number in part for part in self.ranges)

    @property
    def first(self) -> int:
        """The first deal number.

        >>> _deal_range("5-9").first
        5
        """
        return self.ranges[0][0]

    @property
    def last(self) -> int:
        """The last deal number.

        >>> _deal_range("5-9").last
        9
        """
        return self.ranges[-1][-1]


MAX_DEAL_NUMBER = 2**63 - 1


def _deal_number(text: str) -> int:
    """A deal number written in ASCII digits (leading zeros allowed), from 1 to 2**63 - 1.

    >>> _deal_number("007")
    7
    """
    digits = text.strip().lstrip("0") if text.strip().isascii() and text.strip().isdigit() else ""
    if not digits or len(digits) > 19 or int(digits) > MAX_DEAL_NUMBER:
        raise _refused("cli_deal_number", text=text, most=MAX_DEAL_NUMBER)
    return int(digits)


def _deal_range(text: str) -> DealNumbers:
    """Deal numbers from ``"1-100"``, ``"5"`` or ``"1-10,20,30-32"`` (see :class:`DealNumbers`).

    >>> list(_deal_range("1-3,7"))
    [1, 2, 3, 7]
    """
    ranges: list[range] = []
    for part in text.split(","):
        part = part.strip()
        try:
            first, dash, last = part.partition("-")
            low, high = _deal_number(first), _deal_number(last if dash else first)  # "1-" is no range
            if low > high:
                raise ValueError
            ranges.append(range(low, high + 1))
        except (ValueError, PyramidError):
            raise _refused("cli_deal_range", text=text) from None
    return DealNumbers(ranges)


MAX_WORKERS = 61
"""The most worker processes (Windows allows no more)."""


def _workers(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= 2 and 1 <= int(text) <= MAX_WORKERS):
        raise _refused("cli_workers", text=text, most=MAX_WORKERS)
    return int(text)


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds < math.inf:
        raise _refused("cli_seconds", text=text)
    return seconds


def _rules(name: str) -> Rules:
    return Rules.coerce(name)  # a preset, or a preset with a count of passes (pharaoh/1 pass)


def _passes(text: str) -> int | None:
    """A number of passes through the stock, or ``None`` for ``unlimited``.

    >>> _passes("2"), _passes("unlimited")
    (2, None)
    """
    try:
        return read_passes(text)
    except InvalidRulesError:
        raise _refused("cli_passes", text=text, most=MAX_PASSES) from None


_Read = TypeVar("_Read")


def _argument(read: Callable[[str], _Read], lang: str) -> Callable[[str], _Read]:
    """``read`` as an argparse type whose refusal is said in ``lang``.

    >>> _argument(_workers, "de")("0")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: '0' Prozesse: gib eine ganze Zahl von Prozessen von 1 bis 61 an
    """

    def typed(text: str) -> _Read:
        try:
            return read(text)
        except PyramidError as exc:
            raise argparse.ArgumentTypeError(exc.describe(lang)) from None

    return typed


def _chosen_lang(argv: Sequence[str]) -> str:
    """The language that ``--lang`` names in ``argv``, read before the rest so that every refusal of
    an argument is said in it (English when it is missing or not a language; the parser then says so).

    ``--lang`` may come before the command or after it; after it, it wins.

    >>> _chosen_lang(["stats", "--workers", "0", "--lang", "fi"]), _chosen_lang(["solve", "1", "--lang=xx"])
    ('fi', 'en')
    >>> _chosen_lang(["--lang", "de", "stats"]), _chosen_lang(["--lang", "de", "stats", "--lang", "nl"])
    ('de', 'nl')
    """
    scan = _Scan(add_help=False)
    scan.add_argument("--lang")
    try:
        found, _rest = scan.parse_known_args(list(argv))
    except _ScanFailed:
        return "en"
    return found.lang if found.lang in LANGUAGES else "en"


class _ScanFailed(Exception):
    """:func:`_chosen_lang` could not read the command line (the real parser will say why)."""


class _Scan(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _ScanFailed(message)


PROG = "pyramid-solitaire"

STANDARD = Rules.preset("standard")
"""The rules when ``--rules`` is not given (and the source is no saved game)."""

MAX_FILE_BYTES = 8_000_000
"""The largest deal file or saved game read (see :data:`pyramid_solitaire.game.MAX_SAVED_GAME`)."""


def _source(text: str) -> int | str:
    """A game's source: a deal number, read at once (so that a bad one is refused as a usage error),
    or the name of a file as typed.

    >>> _source("12"), _source("save.json")
    (12, 'save.json')
    """
    signed = _SIGNED.fullmatch(text) is not None and not _is_path(text)  # "-1": a number out of range
    return _deal_number(text) if text.strip().isdigit() or signed else text  # ASCII or not: never a file name


_SIGNED = re.compile(r"\s*[+-][0-9]+\s*")


def _is_path(text: str) -> bool:
    """Whether a file or folder ``text`` exists (a name too long for the system is none)."""
    try:
        return Path(text).exists()
    except OSError:
        return False


class _Passes(enum.Enum):
    OWN = "own"
    """No ``--passes`` given: the rules' own."""


def _game(
    source: int | str, rules: Rules | None, passes: int | Literal[_Passes.OWN] | None = _Passes.OWN
) -> tuple[Game, Reason | str]:
    """A game from a deal number, a deal file (cards in deal order) or a saved game (JSON), and its label.

    A saved game keeps its own rules: ``rules`` (``None``: not given) must be those or none, and
    ``passes`` (``_Passes.OWN``: not given) its own count of passes.
    """
    if isinstance(source, int):  # a deal number (see _source)
        return Game(source, rules or STANDARD), Reason.of("cli_deal", number=source)
    path = Path(source)
    name: Reason | str = Reason.of("cli_stdin") if source == "-" else _file_name(path)
    try:
        if source == "-":
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1) if sys.stdin is not None else b""
        else:
            if not source.strip():  # Path("") is the current folder
                raise _refused("cli_source", source=source, variant="blank")
            if path.is_dir():
                raise _refused("cli_source", source=source, variant="folder")
            if not path.exists():
                raise _refused("cli_source", source=source)
            if path.is_file() and path.stat().st_size > MAX_FILE_BYTES:
                raise _refused("cli_file_large", file=name, size=path.stat().st_size)
            with path.open("rb") as file:  # a pipe too (`<(...)`, /dev/stdin): read no more than is allowed
                data = file.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise _refused("cli_file_large", file=name, size=MAX_FILE_BYTES, variant="stream")
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _refused("cli_file_not_utf8", file=name, problem=utf8_problem(exc), byte=exc.start) from None
    except OSError as exc:
        raise _refused("cli_file_os", file=_file_name(path, whole=True), problem=os_problem(exc)) from None
    if not text.strip():
        raise _refused("cli_file_empty", file=name)
    if text.lstrip().startswith("[") and _is_json(text):
        raise _refused("cli_file_array", file=name)
    try:
        if not text.lstrip().startswith(("{", "[")):  # JSON (no card starts so): a saved game
            chosen = rules or (STANDARD if passes is _Passes.OWN else with_passes(STANDARD, passes))
            return Game(Deal.parse(text, chosen), chosen), name
        game = Game.from_json(text)
    except PyramidError as exc:
        preset = _preset_reading(text) if rules is None else None
        variant = None if preset is None else "preset"
        raise _refused("cli_file_refused", file=name, error=reason_of(exc), preset=preset, variant=variant) from None
    if rules is None and passes is not _Passes.OWN:  # --passes alone: said as given, not as the rules it makes
        if with_passes(game.rules, passes) != game.rules:
            given = "unlimited" if passes is None else str(passes)
            raise _refused("cli_rules_own", passes=given, file=name, own=game.rules.name, variant="passes")
    elif rules is not None and rules != game.rules:
        raise _refused("cli_rules_own", rules=rules.name, file=name, own=game.rules.name)
    return game, name


def _preset_reading(text: str) -> str | None:
    """The first preset whose rules read ``text`` as a deal, when the standard rules cannot (a deal
    file of Spanish cards or of two decks, given without ``--rules``); ``None`` for none.

    >>> _preset_reading(str(Deal.from_number(2, "spanish")))
    'spanish'
    """
    for name, preset in PRESETS.items():
        try:
            Deal.parse(text, preset)
        except PyramidError:
            continue
        return name
    return None


def _file_name(path: Path, whole: bool = False) -> str:
    """The name of the file at ``path`` (``whole``: the path) to show: bytes that are not UTF-8 (a name
    made elsewhere) as escapes, which any terminal can print.

    >>> _file_name(Path(os.fsdecode(b"/tmp/deal-\\xff.txt")))
    'deal-\\\\xff.txt'
    """
    text = str(path) if whole else path.name
    try:
        raw = text.encode("utf-8", "surrogateescape")  # the bytes of a name read from the system
    except UnicodeEncodeError:  # a surrogate no system name holds: given from Python
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    return raw.decode("utf-8", "backslashreplace")


def _is_json(text: str) -> bool:
    """Whether ``text`` is JSON (of any kind: a saved game is one kind).

    >>> _is_json("[1, 2]"), _is_json("[As Kd]")
    (True, False)
    """
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line, in the form of the command's other errors:
    ``pyramid-solitaire: stats --workers: ... (see pyramid-solitaire stats --help)``."""

    lang = "en"
    """The language of the pointer to ``--help`` (set by :func:`_parser`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.commands: dict[str, argparse.ArgumentParser] = {}
        """The parser of each command (set by :func:`_parser` on the command line's own parser)."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix(PROG).strip()
        argument, reason = message.split(": ", 1) if message.startswith("argument ") else ("", message)
        reason = _argparse_said(reason, self.lang)
        option = argument.removeprefix("argument ")
        # an option is named; a positional's own message names the input (``'0' is not a deal number``)
        where = " ".join(part for part in (command, option if option.startswith("-") else "") if part)
        see = render("cli_see_help", {"prog": self.prog}, self.lang)
        self.exit(2, f"{PROG}: {where + ': ' if where else ''}{reason} {see}\n")


_ARGPARSE_SAYS = (
    (re.compile(r"unrecognized arguments: (?P<args>.*)"), "cli_unrecognized"),
    (re.compile(r"the following arguments are required: (?P<names>.*)"), "cli_required"),
    (re.compile(r"expected one argument"), "cli_expected_one"),
    (re.compile(r"invalid choice: (?P<value>.*?) \(choose from (?P<choices>.*)\)"), "cli_invalid_choice"),
    (re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)"), "cli_ambiguous"),
    (re.compile(r"ignored explicit argument (?P<value>.*)"), "cli_explicit"),
)
"""The refusals argparse writes in English (its own wording, Python 3.10-3.13), and the reason that says each."""


def _argparse_said(message: str, lang: str) -> str:
    """argparse's refusal ``message`` in ``lang`` (kept as it is when it is none of those known).

    >>> _argparse_said("unrecognized arguments: --bogus", "de")
    'unbekannte Argumente: --bogus'
    """
    for pattern, code in _ARGPARSE_SAYS:
        found = pattern.fullmatch(message)
        if found:
            return render(code, found.groupdict(), lang)
    return message


def _parser(lang: str = "en") -> _Parser:
    """The command line's parser; ``lang`` is the language of its arguments' refusals."""
    deal_number, deal_range, workers, seconds, preset, source, passes = (
        _argument(read, lang) for read in (_deal_number, _deal_range, _workers, _seconds, _rules, _source, _passes)
    )
    passes_help = "passes through the stock: 1, 2, 3, ... or unlimited (default: the rules' own)"
    parser = _Parser(prog=PROG, description="Pyramid Solitaire: deals, exact solutions, hints, reviews, win rates.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    lang_help = "the language of the answer and of the errors: " + ", ".join(LANGUAGES) + " (default: en)"
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help=lang_help)
    commands = parser.add_subparsers(dest="command", required=True)
    presets = ", ".join(PRESETS)
    common = _Parser(add_help=False)
    # Not set unless given after the command, so that one given before it stays.
    common.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=lang_help)

    deal = commands.add_parser("deal", parents=[common], help="print the layout of a numbered deal")
    deal.add_argument("number", type=deal_number, help="the deal's number, from 1")
    deal.add_argument("--rules", type=preset, default=STANDARD, help=f"one of {presets} (default: standard)")
    deal.add_argument("--passes", type=passes, default=argparse.SUPPRESS, help=passes_help)
    deal.add_argument(
        "--cards", action="store_true",
        help="print only the deal's cards in order: a deal file that solve, hint, explain and review read",
    )

    about_a_game = {
        "solve": "solve a numbered deal, a deal file or a saved game",
        "hint": "the next move that keeps the win, for a numbered deal, a deal file or a saved game",
        "explain": "why a position is lost (or how it is won), in words a student can check",
        "review": "review a saved game's moves: the move that threw the win away, and the one that would have kept it",
    }
    for name, text in about_a_game.items():
        command = commands.add_parser(name, parents=[common], help=text)
        command.add_argument(
            "source", type=source, help="a deal number, or a file: a deal's cards in order or a saved game (- reads it from standard input)"
        )
        command.add_argument(
            "--rules", type=preset, default=None,
            help=f"one of {presets} (default: standard; a saved game keeps its own rules)",
        )
        command.add_argument("--passes", type=passes, default=argparse.SUPPRESS, help=passes_help)
        if name == "solve":
            command.add_argument(
                "--optimal", action="store_true",
                help="find the fewest moves (when --max-seconds or the memory cap stops that search, the win found "
                "and the fewest moves proved)",
            )
        searched = "each position's search" if name == "review" else "the search"
        default = "none" if name == "solve" else "10"
        command.add_argument(
            "--max-seconds", type=seconds, default=None if name == "solve" else 10.0,
            help=f"limit on {searched} (default: {default})",
        )

    stats = commands.add_parser("stats", parents=[common], help="the win rate over a range of deal numbers")
    stats.add_argument("--deals", type=deal_range, default=_deal_range("1-1000"), help="e.g. 1-10000 (default: 1-1000)")
    stats.add_argument("--rules", type=preset, default=STANDARD, help=f"one of {presets} (default: standard)")
    stats.add_argument("--passes", type=passes, default=argparse.SUPPRESS, help=passes_help)
    stats.add_argument("--workers", type=workers, default=None, help="processes (default: every core)")
    stats.add_argument("--max-seconds", type=seconds, default=None, help="limit per deal")
    stats.add_argument("--csv", type=Path, default=None, help="write one row per deal as each is decided")
    stats.add_argument(
        "--resume", action="store_true",
        help="keep the rows already in --csv (same rules) and skip those deals; undecided ones are tried again",
    )
    stats.add_argument("--quiet", action="store_true", help="no progress bar")
    for each in (parser, *commands.choices.values()):
        each.lang = lang  # read by _Parser.error
    parser.commands = dict(commands.choices)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0, or 2 for bad input; a mistyped command
    line raises ``SystemExit(2)``, as argparse does, after its one line on stderr: a refused value in the
    ``--lang`` language, argparse's own words, such as a missing argument, in English).

    >>> main(["solve", "1"])  # doctest: +ELLIPSIS
    deal 1, standard rules: winnable: win in 44 moves: As+Qh 3c+Ts draw ... 2d+Jh Jd+2c
    0
    >>> main(["hint", "1", "--lang", "nl"])
    spel 1, regels standaard: Speel A♠+Q♥: de eerste zet van een winst in 44 zetten.
    0
    """
    argv = sys.argv[1:] if argv is None else argv
    parser = _parser(_chosen_lang(argv))
    args, extra = parser.parse_known_args(argv)
    if extra:  # after the command, said by the command's parser, so that the pointer goes to its help
        command_at = argv.index(args.command)
        before = any(word in argv[:command_at] for word in extra)
        (parser if before else parser.commands[args.command]).error(f"unrecognized arguments: {' '.join(extra)}")
    lang = args.lang
    if sys.stdout is None:  # started with standard output closed (`>&-`): print() would write nothing, unsaid
        print(f"{PROG}: {Reason.of('cli_output', variant='closed').describe(lang)}", file=sys.stderr)
        return 1
    if "passes" in args and (args.rules is not None or isinstance(getattr(args, "source", None), int)):
        args.rules = with_passes(args.rules or STANDARD, args.passes)  # a saved game's own: see _game
    try:
        if args.command == "deal":
            game = Game(args.number, args.rules)
            if args.cards:
                _say(str(game.deal))
            else:
                _say(render("cli_about", {"what": Reason.of("cli_deal", number=args.number), "rules": args.rules.name}, lang))
                _say(board_text(game, lang))
        elif args.command == "stats":
            _stats(args)
        else:
            game, label = _game(args.source, args.rules, getattr(args, "passes", _Passes.OWN))
            _say(render("cli_answer", {"what": label, "rules": game.rules.name, "answer": _answer(game, args)}, lang))
        with _writing():
            sys.stdout.flush()  # a full disk says so here, not in a traceback at exit
    except PyramidError as exc:
        print(f"{PROG}: {exc.describe(lang)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        stopped = Reason.of("cli_stopped", variant="csv" if getattr(args, "csv", None) else None)
        print(f"{PROG}: {stopped.describe(lang)}", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly, as the Python docs advise
        _drop_output()
        return 1
    except _OutputFailed as failed:  # the answer could not be written (a full disk, say)
        print(f"{PROG}: {Reason.of('cli_output', problem=os_problem(failed.error)).describe(lang)}", file=sys.stderr)
        _drop_output()
        return 1
    return 0


class _OutputFailed(Exception):
    """Standard output could not be written (a full disk, say); ``error`` says why."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error)
        self.error = error


@contextlib.contextmanager
def _writing() -> Iterator[None]:
    """Within the block, a failed write to standard output is an :class:`_OutputFailed` (a closed
    pipe stays a ``BrokenPipeError``, ended quietly); any other ``OSError`` is not taken for one."""
    try:
        yield
    except BrokenPipeError:
        raise
    except OSError as exc:
        raise _OutputFailed(exc) from None


def _say(text: str) -> None:
    """Print ``text`` on standard output (see :func:`_writing`)."""
    with _writing():
        print(text)


def _drop_output() -> None:
    """Send what is left of standard output nowhere, so that the flush at exit cannot fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def _answer(game: Game, args: argparse.Namespace) -> Reason | Any:
    """What ``solve``, ``hint``, ``explain`` or ``review`` says of ``game`` (it renders in any language)."""
    from . import solver

    if args.command == "hint":
        return solver.hint(game, max_seconds=args.max_seconds)
    if args.command == "explain":
        return solver.explain(game, max_seconds=args.max_seconds)
    if args.command == "review":
        return solver.review(game, max_seconds=args.max_seconds)
    outcome = game.outcome()
    if outcome is not None and outcome.won:
        return Reason.of("cli_already_won")
    return solver.solve(game, optimal=args.optimal, max_seconds=args.max_seconds)


CSV_COLUMNS = ["deal", "status", "moves", "seconds", "states", "rules"]


def _stats(args: argparse.Namespace) -> None:
    from .solver import solve_iter
    from .solver.batch import WinRate, progress_bar

    kept = _resumed(args.csv, args.rules) if args.resume else {}
    done = {number for number, status in kept.items() if number in args.deals and status != "unknown"}
    statuses = [kept[number] for number in done]
    todo = (number for number in args.deals if number not in done)
    writer_file = _csv_file(args.csv, append=bool(kept))
    bar = progress_bar(0, enabled=False)  # shown once the CSV file takes its header
    try:
        writer = csv.writer(writer_file) if writer_file else None
        if writer and writer_file and not kept:
            with _csv_written(args.csv):
                writer.writerow(CSV_COLUMNS)
                writer_file.flush()
        bar = progress_bar(len(args.deals) - len(done), not args.quiet, render("cli_progress_unit", {}, args.lang))
        solving = solve_iter(todo, args.rules, workers=args.workers, max_seconds=args.max_seconds)
        for record in solving:
            bar.update(1)
            statuses.append(record.status)
            if writer and writer_file:
                with _csv_written(args.csv):
                    writer.writerow(
                        [record.deal.number, record.status, len(record.moves), f"{record.seconds:.4f}", record.states,
                         args.rules.name]
                    )
                    writer_file.flush()  # an interrupted run keeps every finished row
    except BaseException:
        bar.close()
        if writer_file:
            with contextlib.suppress(OSError):  # what stopped the run is said, not a second failure
                writer_file.close()
        raise
    bar.close()
    if writer_file:
        with _csv_written(args.csv):
            writer_file.close()
    rate = WinRate.of(statuses)
    facts: dict[str, Any] = {"rules": args.rules.name, "deals": args.deals.listed(), "count": len(args.deals)}
    if rate.decided:
        _say(render("cli_win_rate", {**facts, "rate": rate}, args.lang))
    else:  # no rate to give: 0 of 0 is no 0 %
        within = "" if args.max_seconds is None else f"{args.max_seconds:g}"
        variant = {(False, False): None, (True, False): "one", (False, True): "within", (True, True): "one_within"}[
            (rate.unknown == 1, bool(within))
        ]
        _say(render("cli_no_rate", {**facts, "n": rate.unknown, "seconds": within, "variant": variant}, args.lang))


@contextlib.contextmanager
def _csv_written(path: Path | None) -> Iterator[None]:
    """Within the block, a failed write to the CSV file (a full disk, say) is said as the file's error."""
    try:
        yield
    except OSError as exc:
        raise _refused("cli_csv_os", path=str(path), problem=os_problem(exc)) from None


def _csv_file(path: Path | None, append: bool) -> TextIO | None:
    """The CSV file to write, checked before any deal is solved."""
    if path is None:
        return None
    if path.is_dir():
        raise _refused("cli_csv_folder", path=str(path))
    if not path.parent.is_dir():
        raise _refused("cli_csv_no_folder", path=str(path), folder=str(path.parent))
    try:
        return path.open("a" if append else "w", newline="", encoding="utf-8")
    except OSError as exc:
        raise _refused("cli_csv_os", path=str(path), problem=os_problem(exc)) from None


def _resumed(path: Path | None, rules: Rules) -> dict[int, str]:
    """The status of each deal a previous run under the same ``rules`` wrote to ``path`` (the last
    row of a deal counts); a row cut short when that run was stopped is dropped from the file."""
    if path is None:
        raise _refused("cli_resume_needs_csv")
    if not path.is_file():
        return {}
    try:
        data = path.read_bytes()
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _refused("cli_csv_not_utf8", path=str(path)) from None
    except OSError as exc:
        raise _refused("cli_csv_os", path=str(path), problem=os_problem(exc)) from None
    lines = text.splitlines(keepends=True)
    if not lines:
        return {}
    if next(_csv_rows(lines[:1]), None) != CSV_COLUMNS:
        raise _refused("cli_csv_header", path=str(path))
    cut_short = not data.endswith(b"\n")  # a row cut short when the last run was stopped
    if cut_short:
        lines.pop()
    from .solver.batch import STATUSES

    found: dict[int, str] = {}
    for line, row in enumerate(_csv_rows(lines[1:]), start=2):
        if row is None or len(row) != len(CSV_COLUMNS) or row[1] not in STATUSES:
            raise _refused("cli_csv_row", path=str(path), line=line)
        try:
            number = _deal_number(row[0])
        except PyramidError:
            raise _refused("cli_csv_row", path=str(path), line=line, variant="number") from None
        if row[5] != rules.name:
            raise _refused("cli_csv_rules", path=str(path), line=line, found=row[5], rules=rules.name)
        found[number] = row[1]
    if cut_short:  # dropped only once every other row is known good: a refusal leaves the file as it was
        os.truncate(path, data.rfind(b"\n") + 1)
    return found


def _csv_rows(lines: list[str]) -> Iterator[list[str] | None]:
    """The rows of ``lines`` as CSV; ``None`` for a row the csv module cannot read (a field over its
    size limit, say), after which no more rows come."""
    rows = csv.reader(lines)
    while True:
        try:
            yield next(rows)
        except StopIteration:
            return
        except csv.Error:
            yield None
            return


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
