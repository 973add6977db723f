"""The settings in a bot's name are read alike by every bot that reads them with
:func:`widow.bots.settings.read_settings`: the same words for an unknown key and for a value that
cannot be read."""

from __future__ import annotations

import pytest

from widow.bots import get_bot
from widow.bots.settings import read_settings
from widow.errors import InvalidOptionError

#: (bot name, game, the bot's word in its errors, its keys, a key that reads numbers)
BOTS = [
    ("search", "whist", "search", "budget, samples", "samples"),
    ("search", "tonk", "search", "budget, samples", "samples"),
    ("greedy-mc", "poker-squares", "greedy-mc", "depth, game, sims", "sims"),
]


@pytest.mark.parametrize(("bot", "game", "word", "keys", "number"), BOTS)
def test_an_unknown_key_is_refused_with_the_keys_the_bot_takes(
    bot: str, game: str, word: str, keys: str, number: str
) -> None:
    with pytest.raises(InvalidOptionError) as refused:
        get_bot(f"{bot}:colour=red", game)
    assert str(refused.value) == f"unknown {word} setting 'colour'; valid: {keys}"


@pytest.mark.parametrize(("bot", "game", "word", "keys", "number"), BOTS)
def test_a_value_that_cannot_be_read_is_refused_naming_key_and_text(
    bot: str, game: str, word: str, keys: str, number: str
) -> None:
    with pytest.raises(InvalidOptionError) as refused:
        get_bot(f"{bot}:{number}=many", game)
    assert str(refused.value) == f"{word} setting {number}='many' is not a valid value"


def test_readable_settings_come_back_typed_and_only_those_given() -> None:
    readers = {"budget": float, "samples": int}
    assert read_settings("search", {}, readers) == {}
    values = read_settings("search", {"samples": "12", "budget": "0.25"}, readers)
    assert values == {"samples": 12, "budget": 0.25}
    assert isinstance(values["samples"], int) and isinstance(values["budget"], float)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("search:budget=0", "budget must be more than 0"),
        ("search:budget=lots", "budget='lots' is not a valid value"),
        ("search:samples=0", "samples must be from 1"),
        ("search:depth=3", "unknown search setting 'depth'"),
    ],
)
@pytest.mark.parametrize("game", ["whist", "tonk", "paiute", "anaconda"])
def test_the_sampling_searches_check_their_settings_alike(game: str, text: str, words: str) -> None:
    """The trick search and the determinized search share one check of budget and samples."""
    with pytest.raises(InvalidOptionError, match=words):
        get_bot(text, game)
