"""The games' rules texts as messages of the catalogue (``pybabel extract`` calls this module).

Each game's rules text is one message whose id is the whole English text, so that
``widow rules GAME --lang es`` and the browser's rules page say it in the reader's language.
Most texts are built in code (a game shares parts with its variants), so the Python extractor
cannot find them as literals: ``locale/babel.cfg`` names :func:`extract_rules_texts` for the
marker file ``locale/rules_texts.txt``, and it yields every registered game's text. A game added
later is in the catalogue at the next extraction, and the translation tests fail until its text
is translated.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

__all__ = ["extract_rules_texts"]


def extract_rules_texts(
    fileobj: Any, keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel's extraction method: every game's rules text, as ``_`` messages (the marker file's
    contents are not read)."""
    from widow.games import list_games, rules_text

    for name in list_games():
        yield 1, "_", rules_text(name), [f"the rules of {name}"]
