"""Reading a saved file's JSON text: one object, refused at once when far too large, not UTF-8 or
nested too deeply, with an error that names what was being read."""

from __future__ import annotations

import json
from typing import Any

from .errors import PyramidError


def read_object(text: str | bytes, what: str, limit: int, error: type[PyramidError]) -> dict[str, Any]:
    """The JSON object in ``text`` (a byte order mark is allowed); anything else raises ``error``
    with a message that starts with ``what``.

    >>> read_object(b'\\xef\\xbb\\xbf{"format": 1}', "saved game", 100, PyramidError)
    {'format': 1}
    >>> read_object("[1]", "saved game", 100, PyramidError)
    Traceback (most recent call last):
    pyramid_solitaire.errors.PyramidError: saved game: expected a JSON object
    """
    if isinstance(text, (str, bytes)) and len(text) > limit:
        raise error(f"{what} of {len(text):,} characters is far too long (the limit is {limit:,})")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise error(f"{what} is not UTF-8 text: {exc.reason} at byte {exc.start}") from None
    if isinstance(text, str):
        text = text.removeprefix("\ufeff")  # a byte order mark some editors write
    try:
        data = json.loads(text)
    except (ValueError, TypeError) as exc:
        raise error(f"{what} is not valid JSON: {exc}") from None
    except RecursionError:
        raise error(f"{what} is not valid JSON: it is nested too deeply") from None
    if not isinstance(data, dict):
        raise error(f"{what}: expected a JSON object")
    return data
