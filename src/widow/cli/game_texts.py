"""The games' rules texts, option names, choices and help as messages of the catalogue
(``pybabel extract`` calls this module).

Each game's rules text is one message whose id is the whole English text, so that
``widow rules GAME --lang es`` and the browser's rules page say it in the reader's language; each
option's help, as the lobby shows it, is one message too, and so are the option's name and the
words of its choices, the labels of the lobby's form. The rules texts are put together in code
and the rest is read from the options' declarations, so the Python extractor cannot find them as
literals: ``locale/babel.cfg`` names :func:`extract_game_texts` for the marker file
``locale/game_texts.txt``, and it yields them from every registered game. A game added later is
in the catalogue at the next extraction, and the translation tests fail until its texts are
translated.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

__all__ = ["extract_game_texts"]


def extract_game_texts(
    fileobj: Any, keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel's extraction method: every game's rules text and option help, as ``_`` messages
    (the marker file's contents are not read)."""
    from widow.games import list_games, rules_text
    from widow.server.catalog import games_catalog

    for name in list_games():
        yield 1, "_", rules_text(name), [f"the rules of {name}"]
    for game in games_catalog():
        for option in game["options"]:
            where = f"{game['name']}'s option {option['name']}"
            # The lobby labels an option by its name, underscores as spaces, and lists a choice's
            # words; the names and words typed after -o stay as they are.
            yield 1, "_", option["name"].replace("_", " "), [f"the name of {where}"]
            for word in option.get("choices") or ():
                yield 1, "_", str(word), [f"a choice of {where}"]
            if option["help"]:
                yield 1, "_", option["help"], [f"help of {where}"]
