"""``python -m pyramid_solitaire``: the ``pyramid-solitaire`` command (see :mod:`pyramid_solitaire.cli`)."""

from __future__ import annotations

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
