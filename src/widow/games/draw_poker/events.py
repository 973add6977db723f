"""Draw poker's own event (besides Hold'em's betting events and the shared ones).

>>> from widow.cards import parse_cards
>>> e = Drew(1, 2, tuple(parse_cards("2c 3c")), tuple(parse_cards("Ah Kh")))
>>> e.for_seat(0)["count"], e.for_seat(0)["received"]
(2, ['??', '??'])
"""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("drew", hidden={"discarded", "received"})
class Drew(Event):
    """``seat`` discarded ``count`` cards and was dealt as many (0: stood pat); which cards only
    the seat sees."""

    count: int
    discarded: tuple[Card, ...]
    received: tuple[Card, ...]
