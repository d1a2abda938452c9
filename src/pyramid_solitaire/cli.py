"""The ``pyramid-solitaire`` command: show a deal, solve one, or measure a win rate.

>>> main(["solve", "1", "--rules", "classic"])
deal 1, classic rules: unwinnable (proved by searching ... states)
0
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections.abc import Sequence
from pathlib import Path

from .deal import Deal
from .errors import PyramidError
from .game import Game
from .rules import PRESETS, Rules


def _deal_range(text: str) -> list[int]:
    """Deal numbers from ``"1-100"``, ``"5"`` or ``"1-10,20,30-32"``.

    >>> _deal_range("1-3,7")
    [1, 2, 3, 7]
    """
    numbers: list[int] = []
    for part in text.split(","):
        part = part.strip()
        try:
            if "-" in part:
                first, last = (int(x) for x in part.split("-", 1))
                if last < first:
                    raise ValueError
                numbers.extend(range(first, last + 1))
            else:
                numbers.append(int(part))
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{text!r} is not a range of deal numbers: write e.g. 1-10000 or 1-10,20"
            ) from None
    return numbers


def _rules(name: str) -> Rules:
    try:
        return Rules.preset(name)
    except PyramidError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _game(source: str, rules: Rules) -> tuple[Game, str]:
    """A game from a deal number, a deal file (cards in deal order) or a saved game (JSON)."""
    if source.isdigit():
        return Game(int(source), rules), f"deal {source}"
    path = Path(source)
    if not path.is_file():
        raise PyramidError(f"{source!r} is neither a deal number nor a file")
    text = path.read_text(encoding="utf-8")
    if text.lstrip().startswith("{"):
        return Game.from_json(text), path.name
    return Game(Deal.parse(text, rules), rules), path.name


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pyramid-solitaire", description="Pyramid Solitaire: deals, exact solutions, win rates.")
    commands = parser.add_subparsers(dest="command", required=True)
    presets = ", ".join(PRESETS)

    deal = commands.add_parser("deal", help="print the layout of a numbered deal")
    deal.add_argument("number", type=int)
    deal.add_argument("--rules", type=_rules, default=Rules.preset("standard"), help=f"one of {presets}")

    solve = commands.add_parser("solve", help="solve a numbered deal, a deal file or a saved game")
    solve.add_argument("source", help="a deal number or a file")
    solve.add_argument("--rules", type=_rules, default=Rules.preset("standard"), help=f"one of {presets}")
    solve.add_argument("--optimal", action="store_true", help="find the fewest moves")
    solve.add_argument("--max-seconds", type=float, default=None)

    stats = commands.add_parser("stats", help="the win rate over a range of deal numbers")
    stats.add_argument("--deals", type=_deal_range, default=_deal_range("1-1000"), help="e.g. 1-10000")
    stats.add_argument("--rules", type=_rules, default=Rules.preset("standard"), help=f"one of {presets}")
    stats.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    stats.add_argument("--max-seconds", type=float, default=None, help="limit per deal")
    stats.add_argument("--csv", type=Path, default=None, help="write one row per deal")
    stats.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0, or 2 for bad input)."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "deal":
            game = Game(args.number, args.rules)
            print(f"deal {args.number}, {args.rules.name} rules")
            print(game)
        elif args.command == "solve":
            from .solver import solve

            game, label = _game(args.source, args.rules)
            solution = solve(game, optimal=args.optimal, max_seconds=args.max_seconds)
            print(f"{label}, {game.rules.name} rules: {solution}")
        else:
            return _stats(args)
    except PyramidError as exc:
        print(f"pyramid-solitaire: {exc}", file=sys.stderr)
        return 2
    return 0


def _stats(args: argparse.Namespace) -> int:
    from .solver import solve_many, win_rate

    records = solve_many(
        args.deals, args.rules, workers=args.workers, progress=not args.quiet, max_seconds=args.max_seconds
    )
    if args.csv is not None:
        with args.csv.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["deal", "status", "moves", "seconds", "states"])
            for record in records:
                writer.writerow(
                    [record.deal.number, record.status, len(record.moves), f"{record.seconds:.4f}", record.states]
                )
    print(f"{args.rules.name}, deals {args.deals[0]}-{args.deals[-1]}: win rate {win_rate(records)}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
