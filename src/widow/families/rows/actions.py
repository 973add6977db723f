"""The actions of the Chinese Poker family: placing cards in the three rows, declaring a natural,
surrendering or standing.

A placement names the cards it puts in the front, the middle and the back, rows separated by
``/`` and an empty row written ``-``; each row is kept high card first, so one placement has one
text. Setting thirteen cards at once is two placements: the front first (``place Ah Kd Qc / - /
-``), then the middle and the back (``place - / 9s 9h 5d 4c 2h / 8c 7c 6c 5c 4c``).

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser(ACTION_CLASSES)
>>> str(parser.parse("place kd ah qc / - / -"))
'place Ah Kd Qc / - / -'
>>> str(parser.parse("declare Six-Pairs")), str(parser.parse("surrender"))
('declare six-pairs', 'surrender')
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from widow.cards import CARDS, Card, parse_card
from widow.engine.actions import Action, ChoiceAction, action_kind
from widow.engine.events import CARD_TEXT
from widow.errors import InvalidActionError, InvalidCardError
from widow.i18n import N_

#: The naturals, best first.
NATURALS = ("dragon", "three-flushes", "three-straights", "six-pairs")


def _row(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, reverse=True))


@action_kind("place", "place FRONT / MIDDLE / BACK: cards for each row, '-' for none")
class Place(Action):
    """Put cards in the front, middle and back rows (any of them may be empty)."""

    front: tuple[Card, ...]
    middle: tuple[Card, ...]
    back: tuple[Card, ...]

    def __str__(self) -> str:
        text = CARD_TEXT
        return (
            "place "
            + (" ".join([text[c] for c in self.front]) if self.front else "-")
            + " / "
            + (" ".join([text[c] for c in self.middle]) if self.middle else "-")
            + " / "
            + (" ".join([text[c] for c in self.back]) if self.back else "-")
        )

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card placed, front first."""
        return self.front + self.middle + self.back

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        parts = " ".join(words).split("/")
        if len(parts) != 3:
            raise InvalidActionError(
                N_(
                    "'place' needs three rows separated by '/' (front / middle / back, '-' for an"
                    " empty row), not {given}"
                ).format(given=repr(" ".join(words)))
            )
        rows: list[tuple[Card, ...]] = []
        for part in parts:
            tokens = part.split()
            if tokens == ["-"]:
                rows.append(())
                continue
            if not tokens:
                raise InvalidActionError(N_("'place': write '-' for an empty row"))
            try:
                rows.append(tuple(parse_card(t) for t in tokens))
            except InvalidCardError as error:
                raise InvalidActionError(
                    N_("in {which}: {reason}").format(which="'place'", reason=error)
                ) from None
        every = [c for r in rows for c in r]
        if len(set(every)) != len(every):
            raise InvalidActionError(N_("'place' names a card twice"))
        return place(rows[0], rows[1], rows[2])


def place(front: Iterable[Card], middle: Iterable[Card], back: Iterable[Card]) -> Place:
    """The placement of these cards, each row in its canonical order.

    >>> from widow.cards import parse_cards
    >>> str(place(parse_cards("2c"), (), parse_cards("3d Ah")))
    'place 2c / - / Ah 3d'
    """
    return Place(_row(front), _row(middle), _row(back))


@action_kind("declare", "declare NATURAL: dragon, three-flushes, three-straights or six-pairs")
class Declare(ChoiceAction):
    """Declare a natural instead of setting the hand."""

    natural: str


@action_kind("surrender", "surrender: pay the flat amount to each opponent and show nothing")
class Surrender(Action):
    """Give up the hand before it is shown, paying the flat surrender to each opponent."""


@action_kind("stand", "stand: keep your hand in play")
class Stand(Action):
    """Keep the hand in play to the showdown."""


def example_placements(rng: random.Random) -> list[str]:
    """Three placements of cards drawn with ``rng``, legal or not: three cards to the front,
    five to the middle and five to the back, one card to the back.

    >>> import random
    >>> [text.count("/") for text in example_placements(random.Random(3))]
    [2, 2, 2]
    """
    c = rng.sample(CARDS[:52], 13)
    return [str(place(c[:3], (), ())), str(place((), c[3:8], c[8:])), str(place((), (), c[4:5]))]


DECLARE = {name: Declare(name) for name in NATURALS}
Declare.choices = DECLARE
Declare.expected = N_("one of {valid}").format(valid=", ".join(NATURALS))
SURRENDER = Surrender()
STAND = Stand()
ACTION_CLASSES: tuple[type[Action], ...] = (Place, Declare, Surrender, Stand)
