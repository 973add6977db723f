"""The random bot: a uniform choice among the legal actions."""

from __future__ import annotations

import random
from collections.abc import Mapping
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
        # The same draw as ``legal[rng.randrange(len(legal))]``, without randrange's checks.
        return rng.choice(legal)
