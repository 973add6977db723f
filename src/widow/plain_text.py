"""reStructuredText markup in docstrings and rules texts, turned into the plain text a player
reads (the terminal's ``widow rules``, the lobby's option help).

Only the inline markup these texts use is undone: literals (````x````), interpreted text
(```x```), roles (``:func:`x```), links (```x <url>`_``) and emphasis. Anything else is left
as it is.

>>> plain("players start with ``chips`` chips; see :func:`widow.list_games`")
'players start with chips chips; see widow.list_games'
>>> plain("the `deals` option, *not* `the docs <https://example.org>`_")
'the deals option, not the docs'
"""

from __future__ import annotations

import re

__all__ = ["plain"]

#: A role with its target: ``:func:`x```, ``:class:`~a.B```.
_ROLE = re.compile(r":[a-z]+(?::[a-z]+)?:`~?([^`]+)`")
#: A link with its address: ```text <https://...>`_``.
_LINK = re.compile(r"`([^`<]+?)\s*<[^>]+>`__?")
#: Literal text (double backquotes) and interpreted text (single), with a trailing ``_``
#: of a plain reference.
_LITERAL = re.compile(r"``(.+?)``")
_INTERPRETED = re.compile(r"`([^`]+)`_{0,2}")
#: Strong and emphasised words, where the stars hug a word.
_STRONG = re.compile(r"\*\*(\S(?:.*?\S)?)\*\*")
_EMPHASIS = re.compile(r"(?<![\w*])\*(\S(?:[^*]*?\S)?)\*(?![\w*])")


def plain(text: str) -> str:
    """``text`` without its inline reStructuredText markup."""
    text = _ROLE.sub(_target, text)
    text = _LINK.sub(r"\1", text)
    text = _LITERAL.sub(r"\1", text)
    text = _INTERPRETED.sub(r"\1", text)
    text = _STRONG.sub(r"\1", text)
    return _EMPHASIS.sub(r"\1", text)


def _target(match: re.Match[str]) -> str:
    """A role's text: the title of ``Title <target>``, else the target itself."""
    inner = match[1]
    titled = re.fullmatch(r"(.+?)\s*<[^>]+>", inner)
    return titled[1] if titled else inner
