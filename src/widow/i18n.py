"""The languages a player reads widow in: English and Spanish, from one gettext catalogue.

The catalogue is standard gettext: ``src/widow/locale/widow.pot`` is extracted from the Python
code and the web pages' JavaScript and HTML by ``pybabel extract``, each language has its
``locale/<lang>/LC_MESSAGES/widow.po`` and the compiled ``widow.mo`` beside it, read here through
Python's :mod:`gettext` (docs/i18n.md tells how to add a string or a language).

Message ids are whole English sentences with named placeholders (``"{seat} knocks"``), so that a
translation may put the words in its own order. Two kinds of text go through the catalogue:

* text the front ends word themselves (the result panel, prompts, errors of the command line):
  they call :func:`_` (or a :class:`Translator`) when they build it;
* text the engine words (log lines, phase and zone labels, hand values). The engine's records and
  views stay in English, whatever the reader's language, so that records, replays and the golden
  transcripts never depend on it. Its sentences are built from message ids marked with :func:`N_`
  and filled in English; :meth:`Translator.sentence` reads such a line back against those ids and
  says it in the reader's language, translating each filled-in value the same way.

In Spanish the reader is *usted*, whose verbs agree like a third person's, so a sentence about
"seat 0" reads right for the person at seat 0 with the same translation as for any other seat.

>>> es = translator("es")
>>> es("final result:")
'resultado final:'
>>> es.sentence("seat 2 knocks")
'asiento 2 toca'
>>> es.sentence("seat 2 knocks", viewer=2)
'usted toca'
>>> translator("en").sentence("seat 2 knocks", viewer=2)
'seat 2 knocks'
"""

from __future__ import annotations

import gettext
import os
import re
from collections.abc import Callable, Container, Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

__all__ = [
    "DEFAULT",
    "DOMAIN",
    "LANGUAGES",
    "LOCALE_DIR",
    "N_",
    "Nn_",
    "Translator",
    "_",
    "catalogue",
    "current",
    "extract_html",
    "language_from_environment",
    "ngettext",
    "pgettext",
    "resolve",
    "set_language",
    "speaking",
    "translator",
]

#: The languages widow speaks, each with its own name for itself.
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}
#: The language of the message ids, used when nothing else is asked for.
DEFAULT = "en"
#: The gettext domain: ``locale/<lang>/LC_MESSAGES/widow.mo``.
DOMAIN = "widow"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

#: How deep :meth:`Translator.sentence` reads values inside values ("seat 2" inside a sentence
#: inside a clause): deeper than any engine sentence nests.
MAX_DEPTH = 6
#: How many ids that fit one line are weighed against each other at most.
MAX_TRIES = 8
#: A word of English left in a value: lowercase letters, three or more (card texts are two
#: characters, names of people are not looked up).
_ENGLISH_WORD = re.compile(r"\b[a-z]{3,}\b")
#: A named placeholder in a message id; ``{top.plural}`` names an attribute of a value.
_PLACEHOLDER = re.compile(r"\{(\w+(?:\.\w+)?)\}")
#: What some placeholders hold, by name, so that a line is read back the one right way: card
#: texts are two characters each (``Ts``, ``XR``, ``??``), counts are whole numbers.
_SHAPES = {
    "cards": r"\S\S(?: \S\S)*",
    "card": r"\S\S",
    "n": r"-?\d+",
    "signed": r"[+-]?\d+",
    # What a user typed, quoted back as Python quotes it (or described in angle brackets), or
    # the words of a move as Python writes a list of them (``['h', '5-2', 'x']``).
    "given": r"'.*?'|\".*?\"|<.*?>|\[.*?\]|\S+",
    "deal": r"\d+",
    "count": r"\d+",
    "amount": r"-?\d+(?: chips?)?",
    # The engine names a seat "seat 2" (or "the table" for none) wherever it fills one in.
    "seat": r"seat \d+|the table",
    "who": r"seat \d+|the table",
    "other": r"seat \d+",
    "owner": r"seat \d+",
    "seats": r"seat \d+(?:, seat \d+)*",
}
#: Placeholders whose values are said as they are, in every language: what a user typed,
#: quoted back (``given``), the names a command accepts (``valid``), the name of a game, a
#: system or a verb (``which``), a move written as an example of the notation (``example``), a
#: file's path (``path``) and what the system reports about it (``detail``). They are read
#: back but not translated.
_VERBATIM = frozenset({"given", "valid", "path", "detail", "which", "example"})
#: The message id that names a seat, the one :meth:`Translator.sentence` says as "you".
SEAT_ID = "seat {seat}"


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it: the engine's English sentences
    are built from such ids, and :meth:`Translator.sentence` translates the lines they make."""
    return message


def Nn_(singular: str, plural: str, n: int) -> str:
    """Mark a message with a plural for the catalogue and give its English form for ``n``, not
    translated and not filled (the plural of :func:`N_`).

    >>> Nn_("{n} chip", "{n} chips", 1), Nn_("{n} chip", "{n} chips", 3).format(n=3)
    ('{n} chip', '3 chips')
    """
    return singular if n == 1 else plural


def _base(tag: str | None) -> str | None:
    """The language of a locale or language tag (``es_MX.UTF-8``, ``es-419``), if widow speaks
    it.

    >>> _base("es_MX.UTF-8"), _base("en-GB"), _base("fr_FR"), _base("C"), _base("")
    ('es', 'en', None, None, None)
    """
    if not tag:
        return None
    code = re.split(r"[-_.@]", tag.strip().lower(), maxsplit=1)[0]
    return code if code in LANGUAGES else None


def language_from_environment(environ: Mapping[str, str] | None = None) -> str | None:
    """The language the environment asks for, as gettext reads it: ``LANGUAGE`` (a list parted
    by colons), then ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``; ``None`` when none of them names a
    language widow speaks.

    >>> language_from_environment({"LANG": "es_MX.UTF-8"})
    'es'
    >>> language_from_environment({"LANGUAGE": "fr:es", "LANG": "en_US.UTF-8"})
    'es'
    >>> language_from_environment({"LANG": "C.UTF-8"}) is None
    True
    """
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        for tag in value.split(":"):
            found = _base(tag)
            if found:
                return found
    return None


def resolve(lang: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: ``lang`` when given (``--lang``), else the environment's, else
    English. A language widow does not speak is refused (``ValueError``: this module sits
    below the exception family; the command line reports it as a user's mistake).

    >>> resolve("es"), resolve(None, {"LANG": "es_MX.UTF-8"}), resolve(None, {})
    ('es', 'es', 'en')
    >>> resolve("fr")
    Traceback (most recent call last):
    ...
    ValueError: language 'fr' is not one widow speaks; choose one of en, es
    """
    if lang is not None:
        found = _base(lang)
        if found is None:
            shown = repr(lang if len(lang) <= 20 else lang[:20] + "...")
            # A message id of the catalogue, filled in English like the engine's.
            raise ValueError(
                N_("language {given} is not one widow speaks; choose one of {valid}").format(
                    given=shown, valid=", ".join(LANGUAGES)
                )
            )
        return found
    return language_from_environment(environ) or DEFAULT


def _template(msgid: str) -> re.Pattern[str] | None:
    """A message id with placeholders as a pattern that reads the values back out of a line it
    made; ``None`` for an id without placeholders (looked up whole) or with nothing but them."""
    parts = _PLACEHOLDER.split(msgid)
    literals, names = parts[0::2], parts[1::2]
    if not names:
        return None
    if not "".join(literals).strip() and not any(name in _SHAPES for name in names):
        # Nothing but placeholders, none of a known shape: it would fit any line.
        return None
    pattern, seen = "", set()
    for literal, name in zip(literals, [*names, None], strict=True):
        pattern += re.escape(literal)
        if name is None:
            break
        group = _group(name)
        # A placeholder used twice must read the same both times; a seat is a number.
        shape = r"\d+" if msgid == SEAT_ID else _SHAPES.get(name, ".+?")
        pattern += f"(?P={group})" if group in seen else f"(?P<{group}>{shape})"
        seen.add(group)
    return re.compile(pattern, re.S)


def _left_english(said: str, text: str, known: Container[str] = ()) -> bool:
    """Whether ``text`` came back untranslated (``said``) though it holds English words; a
    quoted value (a move as typed, ``'swap 9h Qs'``) is the game's notation, not English, and a
    message of the catalogue (``known``) that reads the same in both languages (``ante``) is
    translated."""
    quoted = len(text) > 1 and text[0] == text[-1] and text[0] in "'\""
    if said != text or quoted or text.strip() in known:
        return False
    return _ENGLISH_WORD.search(text) is not None


def _split(text: str, joint: str) -> list[str]:
    """``text`` cut at every ``joint`` outside parentheses: a hand's value in parentheses
    ("(high card, 7-6-5; one pair, twos)") stays whole inside the clause that holds it. Text
    whose parentheses do not pair up is cut at every ``joint``.

    >>> _split("seat 1 shows 5h (one pair; fouled); seat 2 shows 6c (high card)", "; ")
    ['seat 1 shows 5h (one pair; fouled)', 'seat 2 shows 6c (high card)']
    """
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        char = text[i]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth < 0:
                return text.split(joint)
        elif depth == 0 and text.startswith(joint, i):
            parts.append(text[start:i])
            start = i = i + len(joint)
            continue
        i += 1
    return text.split(joint) if depth else [*parts, text[start:]]


def _group(name: str) -> str:
    return name.replace(".", "__")


def _fill(text: str, values: Mapping[str, str]) -> str:
    """``text`` with its placeholders replaced by ``values`` (keyed as :func:`_group` names
    them); a placeholder without a value stays as it is."""
    return _PLACEHOLDER.sub(lambda m: values.get(_group(m[1]), m[0]), text)


def _longest_literal(msgid: str) -> str:
    """The longest stretch of a message id between its placeholders."""
    return max(_PLACEHOLDER.split(msgid)[0::2], key=len)


def _literal_length(msgid: str) -> int:
    return len(_PLACEHOLDER.sub("", msgid))


class Translator:
    """One language's catalogue: ``t("text", name=value)`` translates and fills a message,
    :meth:`ngettext` picks the plural, :meth:`sentence` says an engine line in this language."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._gettext: gettext.NullTranslations = gettext.translation(
            DOMAIN, localedir=str(LOCALE_DIR), languages=[lang], fallback=True
        )
        #: The message ids with placeholders (each form of a plural too) with their
        #: translations, most literal words first, so that the most specific sentence wins
        #: over a looser one that also fits a line.
        self._templates: list[tuple[re.Pattern[str], str, str, str]] = []
        if lang != DEFAULT:
            # The seat's own id goes first: it is how the reader is told apart from the others.
            pairs = sorted(
                _pairs(lang).items(),
                key=lambda p: (p[0] != SEAT_ID, -_literal_length(p[0]), p[0]),
            )
            for msgid, msgstr in pairs:
                pattern = _template(msgid)
                if pattern is not None:
                    self._templates.append((pattern, msgid, msgstr, _longest_literal(msgid)))
        #: The message ids this language translates (some read the same in it: "ante").
        self._known: frozenset[str] = frozenset(_pairs(lang)) if lang != DEFAULT else frozenset()
        self._said: dict[tuple[str, int | None, Callable[[int], str] | None], str] = {}

    def __repr__(self) -> str:
        return f"Translator({self.lang!r})"

    def gettext(self, message: str) -> str:
        return self._gettext.gettext(message)

    def __call__(self, message: str, /, **values: object) -> str:
        """``message`` in this language, its placeholders filled from ``values``."""
        said = self._gettext.gettext(message)
        return said.format(**values) if values else said

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> str:
        """The singular or plural of a message for ``n``, filled (``n`` is a value too)."""
        return self._gettext.ngettext(singular, plural, n).format(n=n, **values)

    def pgettext(self, context: str, message: str, /, **values: object) -> str:
        """A message whose translation depends on where it stands (``context``)."""
        said = self._gettext.pgettext(context, message)
        return said.format(**values) if values else said

    def sentence(
        self,
        text: str,
        *,
        viewer: int | None = None,
        name: Callable[[int], str] | None = None,
    ) -> str:
        """An English line the engine made from the catalogue's ids, said in this language;
        ``viewer``'s seat is said as the reader ("you"), and ``name`` (when given) names every
        seat instead. A line no id accounts for is returned as it is (card texts, numbers,
        names), so nothing is ever lost."""
        if self.lang == DEFAULT:
            return text
        key = (text, viewer, name)
        said = self._said.get(key)
        if said is None:
            said = self._sentence(text, viewer, name, 0)
            if len(self._said) > 20_000:  # a long server life must not grow this without end
                self._said.clear()
            self._said[key] = said
        return said

    def _sentence(
        self, text: str, viewer: int | None, name: Callable[[int], str] | None, depth: int
    ) -> str:
        if not text.strip() or depth > MAX_DEPTH:
            return text
        lead = text[: len(text) - len(text.lstrip())]
        trail = text[len(text.rstrip()) :]
        core = text.strip()
        whole = self._gettext.gettext(core)
        if whole != core:
            return lead + whole + trail
        if "; " in core:
            # Clauses joined by semicolons read one by one when each is a sentence of its own
            # (a showdown's hands): an id with a placeholder must not swallow them all.
            parts = _split(core, "; ")
            said = [self._sentence(part, viewer, name, depth + 1) for part in parts]
            if not any(_left_english(s, p, self._known) for s, p in zip(said, parts, strict=True)):
                return lead + "; ".join(said) + trail
        tried = 0
        for pattern, msgid, msgstr, literal in self._templates:
            # A line holds every literal word of an id it fits: a quick test first, as most ids
            # fit no given line.
            if literal not in core:
                continue
            match = pattern.fullmatch(core)
            if match is None:
                continue
            if msgid == SEAT_ID and match["seat"].isdecimal():
                seat = int(match["seat"])
                if name is not None:
                    return lead + name(seat) + trail
                if seat == viewer:
                    return lead + self.pgettext("subject", "you") + trail
            values = {
                key: value if key in _VERBATIM else self._sentence(value, viewer, name, depth + 1)
                for key, value in match.groupdict().items()
            }
            # Several ids may fit one line ("{a}: {b}, {c}" fits most lines with a colon and a
            # comma): the first, most specific one whose every value reads in this language.
            if not any(
                _left_english(values[k], v, self._known)
                for k, v in match.groupdict().items()
                if k not in _VERBATIM
            ):
                return lead + _fill(msgstr, values) + trail
            tried += 1
            if tried >= MAX_TRIES:
                break
        # A line of several clauses that no id covers whole: each clause on its own, when each
        # then reads in this language. Otherwise the line stays as the engine wrote it: half a
        # sentence translated reads worse than none.
        for joint in ("; ", ": ", ", "):
            if joint in core:
                parts = _split(core, joint)
                said = [self._sentence(part, viewer, name, depth + 1) for part in parts]
                left = (_left_english(s, p, self._known) for s, p in zip(said, parts, strict=True))
                if said != parts and not any(left):
                    return lead + joint.join(said) + trail
        return text


@cache
def translator(lang: str) -> Translator:
    """The :class:`Translator` of ``lang`` (a code of :data:`LANGUAGES`), built once."""
    return Translator(resolve(lang))


def _entries(lang: str) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The translated entries of a language's compiled catalogue (without context): each
    message id (two for a plural: singular and plural) with its translations."""
    path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if lang == DEFAULT or not path.is_file():
        return []
    # Babel reads the compiled file back as a catalogue of entries, plurals included.
    from babel.messages.mofile import read_mo

    found = []
    with path.open("rb") as stream:
        for entry in read_mo(stream):
            if not entry.id or entry.context:
                continue
            # A plural's ids and translations come as sequences (Babel gives lists or tuples).
            ids = tuple(entry.id) if isinstance(entry.id, (list, tuple)) else (entry.id,)
            strings = (
                tuple(entry.string) if isinstance(entry.string, (list, tuple)) else (entry.string,)
            )
            if all(strings):
                found.append((tuple(map(str, ids)), tuple(map(str, strings))))
    return found


@cache
def _pairs(lang: str) -> dict[str, str]:
    """Every message id of a language with its translation; a plural's singular id goes with
    the singular translation and its plural id with the plural one (English and Spanish both
    have two forms, the first for exactly one)."""
    pairs: dict[str, str] = {}
    for ids, strings in _entries(lang):
        for i, msgid in enumerate(ids):
            pairs.setdefault(msgid, strings[min(i, len(strings) - 1)])
    return pairs


@cache
def catalogue(lang: str) -> dict[str, Any]:
    """One language's compiled catalogue as JSON-ready data for the browser: ``messages``
    (message id to translation), ``plurals`` (singular id to its forms) and ``sentences``
    (every id with placeholders, each plural form apart, to its translation). English, the
    language of the ids, has none."""
    code = resolve(lang)
    messages: dict[str, str] = {}
    plurals: dict[str, list[str]] = {}
    for ids, strings in _entries(code):
        if len(ids) > 1:
            plurals[ids[0]] = list(strings)
        else:
            messages[ids[0]] = strings[0]
    # The ids with placeholders, every form of a plural too, for the page to read the
    # engine's English lines back (i18n.js ``say``, the same reading as Translator.sentence).
    sentences = {m: s for m, s in _pairs(code).items() if _PLACEHOLDER.search(m)}
    return {"lang": code, "messages": messages, "plurals": plurals, "sentences": sentences}


# --- the pages' static text, for extraction ----------------------------------------------------

#: An element of a page whose text is a message (``<h1 data-i18n>Open tables</h1>``), or an
#: attribute that names one (``data-i18n-placeholder="off"``).
_HTML_TEXT = re.compile(r"<(\w+)[^>]*\sdata-i18n(?:\s[^>]*)?>([^<]+)</\1>")
_HTML_ATTR = re.compile(r'\sdata-i18n-(?:placeholder|title|aria-label)="([^"]+)"')


def extract_html(
    fileobj: Any, keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel's extraction method for the web pages' static text (babel.cfg names it): the
    text of each element marked ``data-i18n`` and each ``data-i18n-*`` attribute's message,
    which the page's i18n.js translates when it loads."""
    text = fileobj.read().decode("utf-8")
    found = [(m.start(), " ".join(m[2].split())) for m in _HTML_TEXT.finditer(text)]
    found += [(m.start(), m[1]) for m in _HTML_ATTR.finditer(text)]
    for start, message in sorted(found):
        yield text.count("\n", 0, start) + 1, "_", message, []


# --- the language of this process (the command line) -----------------------------------------

_current: Translator | None = None


def set_language(lang: str | None) -> Translator:
    """Speak ``lang`` from now on in this process (``None``: as the environment asks)."""
    global _current
    _current = translator(resolve(lang))
    return _current


def current() -> Translator:
    """The translator of this process's language (the environment's until one is set)."""
    return _current if _current is not None else set_language(None)


@contextmanager
def speaking(lang: str | None) -> Iterator[Translator]:
    """Speak ``lang`` inside a ``with`` block, then the language spoken before."""
    global _current
    before = _current
    try:
        yield set_language(lang)
    finally:
        _current = before


def _(message: str, /, **values: object) -> str:
    """``message`` in this process's language, filled from ``values``."""
    return current()(message, **values)


def ngettext(singular: str, plural: str, n: int, /, **values: object) -> str:
    """The singular or plural of a message for ``n`` in this process's language."""
    return current().ngettext(singular, plural, n, **values)


def pgettext(context: str, message: str, /, **values: object) -> str:
    """A message in this process's language, as it reads in ``context``."""
    return current().pgettext(context, message, **values)
