"""Hints: the next move of a winning line, or the move that keeps the most cards removable.

>>> from pyramid_solitaire import Game
>>> tip = hint(Game.from_number(1))
>>> tip.move.code, tip.winnable
('As+Qh', True)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game import Game
from ..moves import Move
from .api import solve


@dataclass(frozen=True)
class Hint:
    """A suggested ``move`` (``None`` when the game is over), whether the position can be won
    (``None`` when the search hit its limit) and a sentence for the player."""

    move: Move | None
    winnable: bool | None
    message: str

    def __str__(self) -> str:
        return self.message


def hint(game: Game, *, max_seconds: float | None = 10.0, max_states: int | None = None) -> Hint:
    """The next move of a winning line from ``game``'s position; when there is none, the move
    after which the most cards can still be removed, with a sentence saying the game is lost.

    >>> game = Game.from_number(1, "classic")
    >>> tip = hint(game)
    >>> tip.winnable, tip.message.startswith("This position cannot be won")
    (False, True)
    """
    over = game.outcome()
    if over is not None:
        return Hint(None, over.won, over.message)
    solution = solve(game, max_seconds=max_seconds, max_states=max_states)
    if solution.status == "winnable":
        first = solution.moves[0]
        return Hint(first, True, f"Play {first.code}: a win follows in {len(solution.moves)} moves.")
    move = most_removable_move(game)
    if solution.status == "unwinnable":
        return Hint(
            move, False,
            f"This position cannot be won; {move.code} keeps the most cards removable." if move else
            "This position cannot be won, and no move is left.",
        )
    return Hint(
        move, None,
        f"The search stopped before deciding ({solution.limit}); {move.code} keeps the most cards removable."
        if move else f"The search stopped before deciding ({solution.limit}).",
    )


def removable_cards(game: Game) -> int:
    """Cards removed so far plus the cards still in play that some card left could pair with.

    >>> removable_cards(Game.from_number(1))
    52
    """
    rules = game.rules
    in_play = [c for c in game.pyramid if c is not None] + list(game.stock) + [c for p in game.waste for c in p]
    ranks = {card.rank for card in in_play}
    dead = {where for where, _card in game.dead_cards()}
    lonely = sum(1 for card in list(game.stock) + [c for p in game.waste for c in p]
                 if card.rank != rules.king_rank and rules.pair_sum - card.rank not in ranks)
    return len(game.removed) + len(in_play) - len(dead) - lonely


def most_removable_move(game: Game) -> Move | None:
    """The legal move after which :func:`removable_cards` is largest (removals first on ties).

    >>> most_removable_move(Game.from_number(1)).code
    'As+Qh'
    """
    best: tuple[int, int] | None = None
    choice = None
    for move in game.legal_moves:
        trial = game.copy()
        trial.play(move)
        score = (removable_cards(trial), 1 if move.removes else 0)
        if best is None or score > best:
            best, choice = score, move
    return choice
