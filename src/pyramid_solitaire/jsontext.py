"""Reading a saved file's JSON text: one object, refused at once when far too large, not UTF-8 or
nested too deeply, with an error that names what was being read."""

from __future__ import annotations

import json
import sys
from typing import Any

from .errors import PyramidError
from .reasons import Reason

_UTF8_PROBLEMS = {"invalid start byte": "start", "invalid continuation byte": "continuation",
                  "unexpected end of data": "end"}
"""The UTF-8 decoder's words for what is wrong, and the variant of ``utf8_problem`` that says it."""
_JSON_PROBLEMS = {
    "Expecting value": "value", "Expecting property name enclosed in double quotes": "property_name",
    "Expecting ':' delimiter": "colon", "Expecting ',' delimiter": "comma",
    "Unterminated string starting at": "unterminated", "Invalid control character at": "control",
    "Invalid \\escape": "escape", "Invalid \\uXXXX escape": "unicode_escape", "Extra data": "extra",
    "Illegal trailing comma before end of object": "comma_object",
    "Illegal trailing comma before end of array": "comma_array",
}
"""The JSON reader's words for what is wrong, and the variant of ``json_syntax`` that says it (other
words are kept as they are)."""


def refused(error: type[PyramidError], file: Reason, code: str, /, **facts: Any) -> PyramidError:
    """The ``error`` for the saved file ``file`` (a ``saved_file`` reason) refused for reason ``code``,
    its facts naming the file too.

    >>> print(refused(PyramidError, Reason.of("saved_file", variant="game"), "missing_field", key="moves").describe("nl"))
    opgeslagen spel: veld 'moves' ontbreekt
    """
    return error(Reason.of(code, file=file, **facts))


def required(data: dict[str, Any], key: str, error: type[PyramidError], file: Reason, within: str = "") -> Any:
    """``data[key]``, or the ``error`` "missing field" naming the file ``file`` and ``key`` (as
    ``within.key`` when ``data`` is the object of field ``within``).

    >>> required({"format": 1}, "format", PyramidError, Reason.of("saved_file", variant="session"))
    1
    >>> required({}, "deals", PyramidError, Reason.of("saved_file", variant="session"))
    Traceback (most recent call last):
    pyramid_solitaire.errors.PyramidError: saved session: missing field 'deals'
    >>> required({}, "rows", PyramidError, Reason.of("saved_file", variant="game"), within="rules")
    Traceback (most recent call last):
    pyramid_solitaire.errors.PyramidError: saved game: missing field 'rules.rows'
    """
    if key not in data:
        raise refused(error, file, "missing_field", key=f"{within}.{key}" if within else key)
    return data[key]


def is_version(found: Any, expected: int) -> bool:
    """Whether a file's ``version`` field is ``expected`` itself: JSON's ``true`` or ``1.0`` are no
    version numbers, though Python calls them equal to 1.

    >>> is_version(1, 1), is_version(True, 1), is_version(1.0, 1)
    (True, False, False)
    """
    return type(found) is int and found == expected


def json_type(value: Any) -> str:
    """The JSON name of the type of a value read from JSON, as a saved file's reader sees it.

    >>> json_type(None), json_type([1]), json_type(1.5), json_type(True), json_type("x")
    ('null', 'an array', 'a number', 'true', 'a string')
    """
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    names = {list: "an array", dict: "an object", str: "a string", int: "a number", float: "a number"}
    return names.get(type(value), type(value).__name__)


def utf8_problem(exc: UnicodeDecodeError) -> Reason:
    """What the UTF-8 decoder found wrong, as a reason that reads in every language.

    >>> try:
    ...     b"\\xff".decode()
    ... except UnicodeDecodeError as exc:
    ...     print(utf8_problem(exc).describe("de"))
    ungültiges Startbyte
    """
    return Reason.of("utf8_problem", text=exc.reason, variant=_UTF8_PROBLEMS.get(exc.reason))


def _most_digits() -> int:
    """The most digits Python reads into an integer (4,300 unless changed; Python 3.10.7 and later)."""
    return int(getattr(sys, "get_int_max_str_digits", lambda: 4300)())


class _RepeatedKey(Exception):
    """A key met twice in one JSON object (Python's reader would keep the last silently)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _each_key_once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise _RepeatedKey(key)
        data[key] = value
    return data


def read_object(text: str | bytes, what: Reason, limit: int, error: type[PyramidError]) -> dict[str, Any]:
    """The JSON object in ``text`` (a byte order mark is allowed); anything else raises ``error``
    with a reason whose ``file`` fact is ``what`` (the sentence starts with it).

    >>> saved = Reason.of("saved_file", variant="game")
    >>> read_object(b'\\xef\\xbb\\xbf{"format": 1}', saved, 100, PyramidError)
    {'format': 1}
    >>> read_object("[1]", saved, 100, PyramidError)
    Traceback (most recent call last):
    pyramid_solitaire.errors.PyramidError: saved game: expected a JSON object
    >>> try:
    ...     read_object('{"format" 1}', saved, 100, PyramidError)
    ... except PyramidError as error:
    ...     print(error, "|", error.describe("de"))
    saved game is not valid JSON: Expecting ':' delimiter: line 1 column 11 (char 10) | gespeichertes Spiel: kein gültiges JSON: Trennzeichen ':' erwartet: Zeile 1, Spalte 11 (Zeichen 10)
    >>> read_object('{"moves": [], "moves": ["Kh"]}', saved, 100, PyramidError)
    Traceback (most recent call last):
    pyramid_solitaire.errors.PyramidError: saved game: the key 'moves' comes twice in one object: which one is meant is not clear
    """
    if isinstance(text, (str, bytes, bytearray)) and len(text) > limit:
        raise refused(error, what, "json_too_long", size=len(text), limit=limit)
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise refused(error, what, "json_not_utf8", problem=utf8_problem(exc), byte=exc.start) from None
    if isinstance(text, str):
        text = text.removeprefix("\ufeff")  # a byte order mark some editors write
    else:  # what json.loads refuses as the wrong type
        raise refused(error, what, "json_invalid", type=type(text).__name__, variant="type")
    try:
        data = json.loads(text, object_pairs_hook=_each_key_once)
    except _RepeatedKey as repeated:
        raise refused(error, what, "json_repeated_key", key=repeated.key) from None
    except json.JSONDecodeError as exc:
        problem = Reason.of("json_syntax", text=exc.msg, variant=_JSON_PROBLEMS.get(exc.msg))
        at = {"line": exc.lineno, "column": exc.colno, "char": exc.pos}
        raise refused(error, what, "json_invalid", problem=problem, **at, variant="at") from None
    except ValueError as exc:
        if "integer string conversion" in str(exc):  # Python's guard against quadratic-time parsing
            raise refused(error, what, "json_invalid", most=_most_digits(), variant="digits") from None
        raise refused(error, what, "json_invalid", detail=str(exc)) from None
    except TypeError as exc:
        raise refused(error, what, "json_invalid", detail=str(exc)) from None
    except RecursionError:
        raise refused(error, what, "json_invalid", variant="deep") from None
    if not isinstance(data, dict):
        raise refused(error, what, "json_not_object")
    return data
