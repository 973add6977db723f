"""The random bot: a uniform choice among the legal actions."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from widow.engine.actions import Action


class RandomBot:
    """Chooses uniformly among the legal actions; never reads its view.

    >>> import random
    >>> from widow.engine.actions import PASS
    >>> RandomBot().choose({}, [PASS], random.Random(1)) is PASS
    True
    """

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return legal[self.pick(legal, rng)]

    def pick(self, legal: Sequence[Action], rng: random.Random) -> int:
        """The index of the action chosen: the same draw as ``rng.choice(legal)`` (and
        ``rng.randrange(len(legal))``), without the view, which this bot never reads.

        ``Random.choice`` draws through ``_randbelow``: ``getrandbits`` of the length's bit
        length until the result is below the length. That is done here inline, as it runs on
        every step of a random match; a subclass of ``Random`` may draw otherwise, so it is
        asked for its own ``choice``.

        >>> import random
        >>> RandomBot().pick("abcdefg", random.Random(4)) == random.Random(4).randrange(7)
        True
        """
        n = len(legal)
        if type(rng) is not random.Random or not n:
            return rng.choice(range(n))  # an empty list raises IndexError, as choice does
        bits = n.bit_length()
        index = rng.getrandbits(bits)
        while index >= n:
            index = rng.getrandbits(bits)
        return index
