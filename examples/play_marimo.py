"""Pyramid Solitaire in a marimo notebook: ``marimo edit examples/play_marimo.py`` (or ``marimo run`` as an app)."""
# ruff: noqa: B018  (a marimo cell shows its last expression)

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    from pyramid_solitaire import PyramidWidget

    return PyramidWidget, mo


@app.cell
def _(mo):
    mo.md("""
    # Pyramid Solitaire

    Remove pairs of free cards that sum to 13 (A = 1, J = 11, Q = 12, K = 13 goes alone).
    Tap a card and then its partner (or drag one onto the other); Draw turns the next stock
    card. The same widget as in Jupyter: `mo.ui.anywidget` wraps it, and the Python game is
    `board.widget.game`, read by the cell below the board.
    """)
    return


@app.cell
def _(PyramidWidget, mo):
    board = mo.ui.anywidget(PyramidWidget(number=1))
    board
    return (board,)


@app.cell
def _(mo):
    look = mo.ui.button(label="Read the game from Python", value=0, on_click=lambda count: count + 1)
    look
    return (look,)


@app.cell
def _(board, look, mo):
    look.value  # runs again on every press of the button
    game = board.widget.game
    moves = " ".join(move.code for move in game.history) or "-"
    mo.md(
        f"Moves played: `{moves}` · "
        f"cards removed: **{game.score.cards_removed}** · points: **{game.score.points}**"
    )
    return


if __name__ == "__main__":
    app.run()
