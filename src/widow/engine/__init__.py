"""What every game shares: the Game/State protocol, actions, events, seeded chance, seats, chips.

See ``docs/engine.md`` for the protocol, the view format and the record format.
"""

from widow.engine.actions import Action, ActionParser
from widow.engine.chance import Chance, ChanceEvent
from widow.engine.core import Game, State
from widow.engine.events import Event
from widow.engine.ledger import ChipLedger
from widow.engine.seats import CLOCKWISE, COUNTER_CLOCKWISE, deal_order, next_seat

__all__ = [
    "CLOCKWISE",
    "COUNTER_CLOCKWISE",
    "Action",
    "ActionParser",
    "Chance",
    "ChanceEvent",
    "ChipLedger",
    "Event",
    "Game",
    "State",
    "deal_order",
    "next_seat",
]
