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

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, TypeVar, cast, dataclass_transform

from widow.cards import CARDS, Card, parse_card
from widow.errors import InvalidActionError, InvalidCardError, quote
from widow.i18n import N_

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
                N_("unexpected {given} after {which}; write just {which}").format(
                    given=quote(" ".join(words)), which=repr(cls.verb)
                )
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
            raise InvalidActionError(
                N_("in {which}: {given} is not a card").format(which=repr(verb), given=quote(word))
            )
    try:
        return tuple(parse_card(word) for word in words)
    except InvalidCardError as error:
        raise InvalidActionError(
            N_("in {which}: {reason}").format(which=repr(verb), reason=error)
        ) from None


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
            N_("{which} must be a whole number from {n} to {count}, not {given}").format(
                which=owner, n=low, count=high, given=quote(value)
            )
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
            raise InvalidActionError(
                N_("{which} needs one card, not {given}").format(
                    which=repr(cls.verb), given=quote(" ".join(words))
                )
            )
        return cls.from_card_word(words[0])

    @classmethod
    def from_card_word(cls, word: str) -> Action:
        """The action for the card written ``word`` (a game may refuse some cards, or hand out
        one shared action per card)."""
        (card,) = card_words(cls.verb, (word,))
        return cls(card)


@dataclass(frozen=True, slots=True)
class CardsAction(Action):
    """What the actions naming several different cards share (a draw, a discard, a spread, the
    cards passed): written ``VERB CARD CARD ...`` in card order, with :attr:`least` to
    :attr:`most` cards, which :attr:`count_words` says in an error. A game whose pack lacks some
    cards refuses them in :meth:`read_cards`.

    >>> @action_kind("bury", "bury C C: put two cards under the pack")
    ... class Bury(CardsAction):
    ...     '''Put two cards under the pack.'''
    ...     least, most, count_words = 2, 2, N_("two cards")
    >>> str(ActionParser([Bury]).parse("bury qs 2d"))
    'bury 2d Qs'
    >>> ActionParser([Bury]).parse("bury qs qs")
    Traceback (most recent call last):
    ...
    widow.errors.InvalidActionError: in 'bury': a card is named twice in 'qs qs'
    """

    cards: tuple[Card, ...]
    least: ClassVar[int] = 1
    most: ClassVar[int] = 1
    count_words: ClassVar[str] = N_("one card")

    def __str__(self) -> str:
        return " ".join((self.verb, *map(str, self.cards)))

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        text = " ".join(words)
        if not cls.least <= len(words) <= cls.most:
            raise InvalidActionError(
                N_("{which} needs {what}, not {given}").format(
                    which=repr(cls.verb), what=cls.count_words, given=quote(text)
                )
            )
        cards = cls.read_cards(words)
        if len(set(cards)) != len(cards):
            raise InvalidActionError(
                N_("in {which}: a card is named twice in {given}").format(
                    which=repr(cls.verb), given=quote(text)
                )
            )
        return cls(tuple(sorted(cards)))

    @classmethod
    def read_cards(cls, words: Sequence[str]) -> tuple[Card, ...]:
        """The cards ``words`` name (see :func:`card_words`)."""
        return card_words(cls.verb, words)


class ChoiceAction(Action):
    """What the actions that take one word from a short list share (a side, a natural, a
    direction, a level): written ``VERB WORD`` and read back by looking the word up.

    A subclass is declared with :func:`action_kind` and keeps the choice in its one field. Once
    its actions exist, :attr:`choices` maps every word it reads (lower case; several words may
    stand for one action) to that action, and :attr:`expected` says in an error what may follow
    the verb. The word written is the field's value; :meth:`word` says otherwise where the field
    holds something else (a number).

    >>> @action_kind("face", "face up|down: how the card lies")
    ... class Face(ChoiceAction):
    ...     '''Lay the card face up or face down.'''
    ...     side: str
    >>> Face.choices = {"up": Face("up"), "down": Face("down"), "over": Face("down")}
    >>> Face.expected = "up or down"
    >>> str(ActionParser([Face]).parse("face OVER"))
    'face down'
    >>> ActionParser([Face]).parse("face sideways")
    Traceback (most recent call last):
    ...
    widow.errors.InvalidActionError: 'face' needs up or down, not 'sideways'
    """

    __slots__ = ()
    choices: ClassVar[Mapping[str, Action]]
    expected: ClassVar[str]

    def word(self) -> str:
        """The word written after the verb: the value of the action's one field."""
        # The subclass is a slotted dataclass, so its one slot is the field.
        (name,) = cast("tuple[str]", type(self).__slots__)
        return str(getattr(self, name))

    def __str__(self) -> str:
        return f"{self.verb} {self.word()}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        text = " ".join(words)
        action = cls.choices.get(text.lower())
        if action is None:
            raise InvalidActionError(
                N_("{which} needs {what}, not {given}").format(
                    which=repr(cls.verb), what=cls.expected, given=quote(text)
                )
            )
        return action


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
                N_("'swap' needs two cards (yours, then the widow's) or 'all', not {given}").format(
                    given=quote(" ".join(words))
                )
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
                N_("action text of {size} characters is too long (at most {n}): {given}").format(
                    size=f"{len(text):,}", n=MAX_ACTION_TEXT, given=quote(text)
                )
            )
        words = text.split()
        if not words:
            raise InvalidActionError(
                N_("empty action {given}; valid verbs: {valid}").format(
                    given=quote(text), valid=", ".join(self._verbs)
                )
            )
        lowered = [w.lower() for w in words]
        action: Action | None = None
        if len(words) >= 2 and " ".join(lowered[:2]) in self._by_verb:
            action = self._by_verb[" ".join(lowered[:2])](words[2:])
        elif lowered[0] in self._by_verb:
            action = self._by_verb[lowered[0]](words[1:])
        if action is None:
            unknown = N_("unknown action {given}; valid verbs: {valid}")
            if text.strip() != words[0]:
                unknown = N_("unknown action {given} in {detail}; valid verbs: {valid}")
            raise InvalidActionError(
                unknown.format(
                    given=quote(words[0]), detail=quote(text), valid=", ".join(self._verbs)
                )
            )
        if len(self._cache) < 4096 and len(text) <= _CACHED_TEXT:
            self._cache[text] = action
        return action
