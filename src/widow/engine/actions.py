"""Actions: small frozen values with a text form that parses back.

Every action a player can take is an :class:`Action`. ``str(action)`` is its text form, and an
:class:`ActionParser` built from a game's action classes turns that text back into the same value,
so a terminal, a web client and a record all speak the same language.

>>> from widow.engine.actions import Pass, Knock, ActionParser
>>> parser = ActionParser([Pass, Knock])
>>> parser.parse("  KNOCK ") == Knock()
True
>>> str(parser.parse("pass"))
'pass'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar, TypeVar, dataclass_transform

from widow.cards import CARDS, Card, parse_card
from widow.errors import InvalidActionError, InvalidCardError, quote

#: The longest action text the parser reads; every real action is far shorter, and refusing longer
#: text at once keeps a hostile line from being split, cached or echoed back whole.
MAX_ACTION_TEXT = 200
#: Texts at most this long are remembered by the parser (the legal ones repeat all match long).
_CACHED_TEXT = 40
#: No card is written with more characters than this ("10h", "10♥").
_LONGEST_CARD_TEXT = 3


class Action:
    """Base of every action. Subclasses are declared with :func:`action_kind` (frozen dataclasses
    with a :attr:`verb`).

    :meth:`from_words` builds the action from the words after the verb; the default accepts none.
    """

    __slots__ = ()
    verb: ClassVar[str]
    #: A short line for help texts, e.g. ``"swap CARD CARD: give a card, take one from the widow"``.
    usage: ClassVar[str] = ""

    def __str__(self) -> str:
        return self.verb

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        """The action for the words that follow its verb (none by default)."""
        if words:
            raise InvalidActionError(
                f"unexpected {quote(' '.join(words))} after {cls.verb!r}; write just {cls.verb!r}"
            )
        return cls()


def card_words(verb: str, words: Sequence[str]) -> tuple[Card, ...]:
    """The cards written as ``words`` after ``verb``; a word that is no card is refused with an
    error naming the verb and the word. Every word's length is checked before any is read, so
    an over-long word is quoted shortened whatever comes before it.

    >>> [str(card) for card in card_words("swap", ["9h", "qs"])]
    ['9h', 'Qs']
    """
    for word in words:
        if len(word) > _LONGEST_CARD_TEXT:
            raise InvalidActionError(f"in {verb!r}: {quote(word)} is not a card")
    try:
        return tuple(parse_card(word) for word in words)
    except InvalidCardError as error:
        raise InvalidActionError(f"in {verb!r}: {error}") from None


def check_number_field(owner: str, value: object, low: int, high: int) -> None:
    """Refuse ``value`` for the action field ``owner`` (``"Class.field"``) unless it is a whole
    number from ``low`` to ``high``. Actions built in code skip the parser's checks, and a
    ``True`` or an out-of-range number would otherwise pass as legal and be recorded unreadable.

    >>> check_number_field("Place.row", 6, 1, 5)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidActionError: Place.row must be a whole number from 1 to 5, not 6
    """
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidActionError(
            f"{owner} must be a whole number from {low} to {high}, not {quote(value)}"
        )


@dataclass(frozen=True, slots=True)
class CardAction(Action):
    """What the actions naming one card share (a discard, a card built on): written ``VERB CARD``.
    Subclasses are declared with :func:`action_kind` and add nothing but their words.

    >>> @action_kind("burn", "burn CARD: put a card face down under the pack")
    ... class Burn(CardAction):
    ...     '''Put a card face down under the pack.'''
    >>> str(ActionParser([Burn]).parse("burn qs"))
    'burn Qs'
    >>> ActionParser([Burn]).parse("burn qs kd")
    Traceback (most recent call last):
    ...
    widow.errors.InvalidActionError: 'burn' needs one card, not 'qs kd'
    """

    card: Card

    def __str__(self) -> str:
        return f"{self.verb} {self.card}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 1:
            raise InvalidActionError(f"{cls.verb!r} needs one card, not {quote(' '.join(words))}")
        return cls.from_card_word(words[0])

    @classmethod
    def from_card_word(cls, word: str) -> Action:
        """The action for the card written ``word`` (a game may refuse some cards, or hand out
        one shared action per card)."""
        (card,) = card_words(cls.verb, (word,))
        return cls(card)


A = TypeVar("A", bound=Action)


@dataclass_transform(frozen_default=True)
def action_kind(verb: str, usage: str) -> Callable[[type[A]], type[A]]:
    """Declare an action class: a frozen, slotted dataclass written ``verb`` (its first words),
    with ``usage`` as its line in help texts. Every action is declared the same way, so the one
    decorator says it once instead of three lines in each class.

    >>> @action_kind("tip", "tip: leave a chip for the dealer")
    ... class Tip(Action):
    ...     '''Leave a chip for the dealer.'''
    >>> str(ActionParser([Tip]).parse("TIP")), Tip.usage
    ('tip', 'tip: leave a chip for the dealer')
    """

    def declare(cls: type[A]) -> type[A]:
        made = dataclass(frozen=True, slots=True)(cls)
        made.verb = verb
        made.usage = usage
        return made

    return declare


@action_kind("pass", "pass: keep your cards")
class Pass(Action):
    """Keep your cards and let the turn go on."""


@action_kind("knock", "knock: keep your cards; play ends before your next turn")
class Knock(Action):
    """Keep your cards and end the play before your next turn."""


@action_kind("exchange", "exchange: take the face-down widow, leave your hand face up")
class Exchange(Action):
    """Take the face-down widow unseen and put your hand face up in its place."""


@action_kind("swap", "swap CARD CARD: give your first card, take the second from the widow")
class SwapOne(Action):
    """Give one card of your hand to the face-up widow and take one of its cards."""

    give: Card
    take: Card

    def __post_init__(self) -> None:
        # Plain integers compare equal to cards, so without this check ``SwapOne(39, 23)`` would
        # pass as legal and then be recorded as the unreadable text ``swap 39 23``.
        for name in ("give", "take"):
            value = getattr(self, name)
            if not isinstance(value, Card):
                raise InvalidActionError(
                    f"SwapOne.{name} must be a Card (e.g. Card.parse('9h')), not {quote(value)}"
                )

    def __str__(self) -> str:
        return f"swap {self.give} {self.take}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 2:
            raise InvalidActionError(
                "'swap' needs two cards (yours, then the widow's) or 'all',"
                f" not {quote(' '.join(words))}"
            )
        give, take = card_words("swap", words)
        return swap_one(give, take)


@action_kind("swap all", "swap all: give your whole hand for the whole widow")
class SwapAll(Action):
    """Give your whole hand to the face-up widow and take all of its cards."""


@action_kind("buy", "buy: pay for the extra chip and stay in")
class Buy(Action):
    """Buy the extra chip that is offered (La Viuda)."""


@action_kind("decline", "decline: do not buy; you are out")
class Decline(Action):
    """Turn down the offer to buy the extra chip."""


PASS = Pass()
KNOCK = Knock()
EXCHANGE = Exchange()
SWAP_ALL = SwapAll()
BUY = Buy()
DECLINE = Decline()

# Interned single swaps, one row per card given: legal-action lists are rebuilt every turn, so
# they reuse these objects instead of making new ones.
SWAP_ROWS: tuple[tuple[SwapOne, ...], ...] = tuple(
    tuple(SwapOne(give, take) for take in CARDS) for give in CARDS
)


def swap_one(give: int, take: int) -> SwapOne:
    """The (shared) action that gives ``give`` and takes ``take``.

    >>> str(swap_one(Card.parse("9h"), Card.parse("Qs")))
    'swap 9h Qs'
    """
    return SWAP_ROWS[give][take]


class ActionParser:
    """Parses action text for one game, given the game's action classes.

    A verb may be two words (``swap all``); the longest verb that matches wins, so ``swap all`` and
    ``swap 9h Qs`` are told apart. Unknown verbs raise :class:`InvalidActionError` naming the token.
    """

    __slots__ = ("_by_verb", "_cache", "_verbs")

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self._by_verb: dict[str, Callable[[Sequence[str]], Action]] = {}
        for cls in classes:
            self._by_verb[cls.verb] = cls.from_words
        self._verbs = sorted(self._by_verb)
        self._cache: dict[str, Action] = {}

    @property
    def verbs(self) -> list[str]:
        """The verbs this parser knows, sorted."""
        return list(self._verbs)

    def parse(self, text: str) -> Action:
        """The action written as ``text`` (case and extra spaces do not matter)."""
        if not isinstance(text, str):
            raise InvalidActionError(f"an action must be text, not {quote(text)}")
        cached = self._cache.get(text)
        if cached is not None:
            return cached
        if len(text) > MAX_ACTION_TEXT:
            raise InvalidActionError(
                f"action text of {len(text):,} characters is too long (at most"
                f" {MAX_ACTION_TEXT}): {quote(text)}"
            )
        words = text.split()
        if not words:
            raise InvalidActionError(
                f"empty action {quote(text)}; valid verbs: {', '.join(self._verbs)}"
            )
        lowered = [w.lower() for w in words]
        action: Action | None = None
        if len(words) >= 2 and " ".join(lowered[:2]) in self._by_verb:
            action = self._by_verb[" ".join(lowered[:2])](words[2:])
        elif lowered[0] in self._by_verb:
            action = self._by_verb[lowered[0]](words[1:])
        if action is None:
            where = "" if text.strip() == words[0] else f" in {quote(text)}"
            raise InvalidActionError(
                f"unknown action {quote(words[0])}{where}; valid verbs: {', '.join(self._verbs)}"
            )
        if len(self._cache) < 4096 and len(text) <= _CACHED_TEXT:
            self._cache[text] = action
        return action
