"""Pyramid geometry: positions, which cards cover which, and cover cones.

Positions are numbered apex first, each row left to right: row ``r`` (0-based) column ``c``
is index ``r * (r + 1) // 2 + c``. Card ``(r, c)`` is covered by ``(r + 1, c)`` and
``(r + 1, c + 1)``; it is free when both are gone.

>>> Geometry(7).covered_by(0)
(1, 2)
>>> sorted(Geometry(3).cone(0))
[1, 2, 3, 4, 5]
"""

from __future__ import annotations

from functools import cache


class Geometry:
    """The cover relations of a pyramid with ``rows`` rows (cached per size; use :func:`geometry`).

    >>> geo = geometry(3)
    >>> geo.size, geo.covered_by(0), geo.covers(3)
    (6, (1, 2), (1,))
    """

    def __init__(self, rows: int) -> None:
        self.rows = rows
        self.size = rows * (rows + 1) // 2
        self.row_of = tuple(r for r in range(rows) for _ in range(r + 1))
        self.column_of = tuple(c for r in range(rows) for c in range(r + 1))
        self._covered_by = tuple(self._compute_covered_by(i) for i in range(self.size))
        covers: list[list[int]] = [[] for _ in range(self.size)]
        for i, above in enumerate(self._covered_by):
            for j in above:
                covers[j].append(i)
        self._covers = tuple(tuple(c) for c in covers)
        self._cones = tuple(self._compute_cone(i) for i in range(self.size))

    def index(self, row: int, column: int) -> int:
        """The position of ``(row, column)``.

        >>> Geometry(7).index(6, 6)
        27
        """
        return row * (row + 1) // 2 + column

    def _compute_covered_by(self, i: int) -> tuple[int, ...]:
        r, c = self.row_of[i], self.column_of[i]
        if r + 1 >= self.rows:
            return ()
        return (self.index(r + 1, c), self.index(r + 1, c + 1))

    def _compute_cone(self, i: int) -> frozenset[int]:
        cone: set[int] = set()
        stack = list(self._covered_by[i])
        while stack:
            j = stack.pop()
            if j not in cone:
                cone.add(j)
                stack.extend(self._covered_by[j])
        return frozenset(cone)

    def covered_by(self, i: int) -> tuple[int, ...]:
        """The two positions lying directly on ``i`` (none on the bottom row).

        >>> geometry(3).covered_by(0)
        (1, 2)
        """
        return self._covered_by[i]

    def covers(self, i: int) -> tuple[int, ...]:
        """The positions that ``i`` lies directly on (one or two; none for the apex).

        >>> geometry(3).covers(4)
        (1, 2)
        """
        return self._covers[i]

    def cone(self, i: int) -> frozenset[int]:
        """Every position that must be cleared before ``i`` is free.

        >>> sorted(geometry(3).cone(1))
        [3, 4]
        """
        return self._cones[i]

    def row(self, r: int) -> range:
        """The positions of row ``r`` (0 = apex), left to right.

        >>> list(Geometry(7).row(2))
        [3, 4, 5]
        """
        start = r * (r + 1) // 2
        return range(start, start + r + 1)

    def can_meet(self, i: int, j: int, overlapping: bool = False) -> bool:
        """True when the cards at ``i`` and ``j`` can ever be free together (and so pair).

        A card can never pair with a card of its own cover cone, nor with one whose cone holds
        it; with ``overlapping`` pairs a card lying directly on the other still can.

        >>> geo = Geometry(7)
        >>> geo.can_meet(21, 27), geo.can_meet(15, 21), geo.can_meet(15, 21, overlapping=True)
        (True, False, True)
        """
        if j in self._cones[i] or i in self._cones[j]:
            return overlapping and (j in self._covered_by[i] or i in self._covered_by[j])
        return True


@cache
def geometry(rows: int) -> Geometry:
    """The shared :class:`Geometry` for ``rows`` rows.

    >>> geometry(7) is geometry(7)
    True
    """
    return Geometry(rows)
