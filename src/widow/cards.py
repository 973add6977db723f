"""Cards, their text forms, their integer encoding and the decks the games use.

The integer encoding is the one every batch API takes::

    index = 4 * rank + suit        rank: 2 -> 0, 3 -> 1, ..., K -> 11, A -> 12
                                   suit: c -> 0, d -> 1, h -> 2, s -> 3
    52 = red joker, 53 = black joker

so ``index("2c") == 0``, ``index("As") == 51``. A :class:`Card` *is* its index (an ``int``
subclass), which keeps lookups in evaluator tables free of conversions.

Text forms: a rank (``2``-``9``, ``T`` or ``10``, ``J``, ``Q``, ``K``, ``A``; any case) followed
by a suit (``c d h s`` or ``♣ ♦ ♥ ♠``, also the outlined ``♧ ♢ ♡ ♤``). The jokers are ``XR``
(red) and ``XB`` (black); ``RJ`` and ``BJ`` are accepted too.

>>> index("As")
51
>>> parse_cards("Td 10h, A♠")
(Card('Td'), Card('Th'), Card('As'))
>>> str(Card.parse("xr"))
'XR'
"""

from __future__ import annotations

import operator
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import IntEnum
from typing import SupportsIndex

from widow.errors import InvalidCardError, InvalidOptionError, quote
from widow.i18n import N_

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
RED_JOKER = 52
BLACK_JOKER = 53
JOKERS = (RED_JOKER, BLACK_JOKER)
N_CARDS = 54


class Rank(IntEnum):
    """Card ranks, valued as in the encoding (two is 0, ace is 12)."""

    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @property
    def char(self) -> str:
        """One-character form: ``T`` for ten."""
        return RANK_CHARS[self]

    @property
    def singular(self) -> str:
        return _RANK_NAMES[self]

    @property
    def with_article(self) -> str:
        """The rank's name for one card: ``"a three"``, ``"an ace"``, ``"an eight"``.

        >>> Rank.ACE.with_article, Rank.THREE.with_article, Rank.EIGHT.with_article
        ('an ace', 'a three', 'an eight')
        """
        name = _RANK_NAMES[self]
        return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"

    @property
    def plural(self) -> str:
        return _RANK_PLURALS[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Parse a rank as written in card text (``A``, ``10``, ``t``...).

        >>> Rank.parse("10"), Rank.parse("q")
        (<Rank.TEN: 8>, <Rank.QUEEN: 10>)
        """
        rank = _RANK_LOOKUP.get(text.strip().upper())
        if rank is None:
            raise InvalidCardError(
                f"invalid rank {quote(text)}; use one of 2-9, T or 10, J, Q, K, A"
            )
        return rank


# The ranks' names are message ids of the catalogue (widow.i18n), the plurals too: a hand's
# value names them ("two pair, kings and fives") and the front ends translate it.
_RANK_NAMES = (
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
    N_("ten"),
    N_("jack"),
    N_("queen"),
    N_("king"),
    N_("ace"),
)
_RANK_PLURALS = (
    N_("twos"),
    N_("threes"),
    N_("fours"),
    N_("fives"),
    N_("sixes"),
    N_("sevens"),
    N_("eights"),
    N_("nines"),
    N_("tens"),
    N_("jacks"),
    N_("queens"),
    N_("kings"),
    N_("aces"),
)
_RANK_LOOKUP = {c: Rank(i) for i, c in enumerate(RANK_CHARS)} | {"10": Rank.TEN}


class Suit(IntEnum):
    """Suits, valued as in the encoding (alphabetical: clubs, diamonds, hearts, spades)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def char(self) -> str:
        return SUIT_CHARS[self]

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


class Card(int):
    """A card, equal to its integer index (0..53). Construct with :meth:`parse` or from an index."""

    __slots__ = ()

    def __new__(cls, value: SupportsIndex | str) -> Card:
        if isinstance(value, str):
            return parse_card(value)
        # Any integer type (numpy's included, as batch rows hold them), but not a bool.
        try:
            number = operator.index(value)
        except TypeError:
            number = -1
        if isinstance(value, bool) or not 0 <= number < N_CARDS:
            raise InvalidCardError(f"invalid card index {quote(value)}; valid: 0..{N_CARDS - 1}")
        return CARDS[number]

    @classmethod
    def of(cls, rank: Rank | int, suit: Suit | int) -> Card:
        """The card of a rank (0-12) and a suit (0-3)."""
        if not (0 <= rank <= 12 and 0 <= suit <= 3):
            raise InvalidCardError(f"no card has rank {rank!r} and suit {suit!r}")
        return CARDS[4 * int(rank) + int(suit)]

    @staticmethod
    def parse(text: str) -> Card:
        """Parse one card from text (see the module docstring for the forms)."""
        return parse_card(text)

    @property
    def is_joker(self) -> bool:
        return self >= RED_JOKER

    @property
    def rank(self) -> Rank | None:
        """The rank, or ``None`` for a joker."""
        return None if self >= RED_JOKER else Rank(self >> 2)

    @property
    def suit(self) -> Suit | None:
        """The suit, or ``None`` for a joker."""
        return None if self >= RED_JOKER else Suit(self & 3)

    @property
    def is_red(self) -> bool:
        """Hearts, diamonds and the red joker are red."""
        return self == RED_JOKER or (self < RED_JOKER and (self & 3) in (1, 2))

    def __str__(self) -> str:
        if self == RED_JOKER:
            return "XR"
        if self == BLACK_JOKER:
            return "XB"
        return RANK_CHARS[self >> 2] + SUIT_CHARS[self & 3]

    def pretty(self) -> str:
        """Text with a unicode suit symbol, e.g. ``A♠``; jokers as ``🃏R``/``🃏B``."""
        if self >= RED_JOKER:
            return "🃏" + str(self)[1]
        return RANK_CHARS[self >> 2] + SUIT_SYMBOLS[self & 3]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(N_CARDS))


_SUIT_LOOKUP = (
    {c: i for i, c in enumerate(SUIT_CHARS)}
    | {c: i for i, c in enumerate(SUIT_SYMBOLS)}
    | {c: i for i, c in enumerate("♧♢♡♤")}
)
_CARD_LOOKUP: dict[str, Card] = {}
for _rank_text, _rank in _RANK_LOOKUP.items():
    for _suit_text, _suit in _SUIT_LOOKUP.items():
        _CARD_LOOKUP[_rank_text + _suit_text.upper()] = CARDS[4 * _rank + _suit]
for _joker_texts, _joker in ((("XR", "RJ"), RED_JOKER), (("XB", "BJ"), BLACK_JOKER)):
    for _text in _joker_texts:
        _CARD_LOOKUP[_text] = CARDS[_joker]

_SEPARATORS = re.compile(r"[\s,]+")
_CARD_TOKEN = re.compile(r"(?:10|[2-9TJQKA])[CDHS♣♦♥♠♧♢♡♤]|XR|XB|RJ|BJ", re.IGNORECASE)


def parse_card(text: str) -> Card:
    """Parse one card.

    >>> parse_card("10♥")
    Card('Th')
    >>> parse_card("1h")
    Traceback (most recent call last):
    ...
    widow.errors.InvalidCardError: invalid card '1h'; write a rank (2-9, T or 10, J, Q, K, A) ...
    """
    card = _CARD_LOOKUP.get(text.strip().upper())
    if card is None:
        raise InvalidCardError(
            N_(
                "invalid card {given}; write a rank (2-9, T or 10, J, Q, K, A) and a suit"
                " (c d h s or ♣ ♦ ♥ ♠), or XR/XB for a joker"
            ).format(given=quote(text))
        )
    return card


def _split_token(token: str) -> list[Card]:
    """One token: a card, or cards written together such as ``AsKs``."""
    card = _CARD_LOOKUP.get(token.upper())
    if card is not None:
        return [card]
    pieces = _CARD_TOKEN.findall(token)
    if pieces and "".join(pieces).upper() == token.upper():
        return [_CARD_LOOKUP[p.upper()] for p in pieces]
    return [parse_card(token)]  # raises, naming the token


def parse_cards(
    cards: str | Iterable[SupportsIndex | str], *, allow_repeats: bool = False
) -> tuple[Card, ...]:
    """Parse a hand: text separated by spaces or commas, or an iterable of cards, indices or text.

    A card repeated in one hand is an error unless ``allow_repeats`` (for multi-deck games).

    >>> parse_cards("AsKs qs,JS 10s")
    (Card('As'), Card('Ks'), Card('Qs'), Card('Js'), Card('Ts'))
    >>> parse_cards("As Ks As")
    Traceback (most recent call last):
    ...
    widow.errors.InvalidCardError: card 'As' appears twice in the hand
    """
    result: list[Card] = []
    if isinstance(cards, str):
        for token in _SEPARATORS.split(cards.strip()):
            if token:
                result.extend(_split_token(token))
    else:
        for item in cards:
            if isinstance(item, Card):
                result.append(item)
            elif isinstance(item, str):
                result.append(parse_card(item))
            else:
                result.append(Card(item))
    if not allow_repeats and len(set(result)) != len(result):
        seen: set[Card] = set()
        for card in result:
            if card in seen:
                raise InvalidCardError(f"card {str(card)!r} appears twice in the hand")
            seen.add(card)
    return tuple(result)


def index(card: str | int) -> int:
    """The integer index of a card (see the module docstring).

    >>> index("2c"), index("As"), index("XB")
    (0, 51, 53)
    """
    return int(parse_card(card) if isinstance(card, str) else Card(card))


def format_cards(cards: Iterable[int], *, pretty: bool = False) -> str:
    """Cards as space-separated text.

    >>> format_cards([51, 50, 52])
    'As Ah XR'
    """
    return " ".join(CARDS[c].pretty() if pretty else str(CARDS[c]) for c in cards)


# --- decks -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Deck:
    """A named pack of cards."""

    name: str
    cards: tuple[Card, ...]

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)


def standard_deck() -> Deck:
    """The 52-card pack."""
    return Deck("standard", CARDS[:52])


def joker_deck(jokers: int = 2) -> Deck:
    """52 cards plus 0, 1 (the red one) or 2 jokers, as in La Viuda."""
    if isinstance(jokers, bool) or not isinstance(jokers, int) or not 0 <= jokers <= 2:
        raise InvalidOptionError(f"jokers must be 0, 1 or 2, not {jokers!r}")
    return Deck(f"52+{jokers}" if jokers else "standard", CARDS[: 52 + jokers])


def ranks_from(lowest: Rank | int) -> tuple[Rank, ...]:
    """The ranks from ``lowest`` up to the ace."""
    return tuple(Rank(r) for r in range(int(lowest), 13))


def deck_of_ranks(name: str, ranks: Iterable[Rank | int]) -> Deck:
    """Every card of the given ranks, in index order."""
    wanted = {int(r) for r in ranks}
    return Deck(name, tuple(c for c in CARDS[:52] if c >> 2 in wanted))


def stripped_deck(players: int) -> Deck:
    """The stripped pack of the La Viuda variant: A-K-Q-J-10 for two players, and one more rank
    downward for each extra player (seven players use A down to 5, 40 cards).

    >>> len(stripped_deck(2)), len(stripped_deck(7))
    (20, 40)
    """
    if not 2 <= players <= 10:
        raise InvalidOptionError(f"a stripped pack is made for 2 to 10 players, not {players!r}")
    return deck_of_ranks(f"stripped-{players}", ranks_from(Rank.TEN - (players - 2)))


DECK_SPECS = ("standard", "jokers", "stripped-N")


def deck_spec(spec: str) -> Deck:
    """A deck by name: ``standard`` (52), ``jokers`` (52 + 2), ``stripped-N`` (for N players).

    >>> len(deck_spec("jokers")), len(deck_spec("stripped-4"))
    (54, 28)
    """
    text = spec.strip().lower()
    if text in ("standard", "52"):
        return standard_deck()
    if text in ("jokers", "54", "52+2"):
        return joker_deck(2)
    match = re.fullmatch(r"stripped-(\d+)", text)
    if match:
        return stripped_deck(int(match.group(1)))
    raise InvalidOptionError(f"unknown deck {quote(spec)}; valid: {', '.join(DECK_SPECS)}")
