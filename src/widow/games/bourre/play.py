"""Bourre's obligations of play, as a legal-card rule for the trick engine.

* Follow suit if you can; and unless a trump has already been played to a trick of another
  suit, play a card that beats the best card of the suit led so far when you hold one.
* Unable to follow, trump if you can, with a trump that beats the best trump so far if you hold
  one; only without trumps may you play any card.
* A *cinch* (a player sure to end with three tricks) must lead its highest trump and, when it
  trumps, trump with its highest. We count the sure tricks as the tricks already taken plus the
  trumps that beat every trump that may still be in another player's hand, which no play can
  take from it. A trump is out of every hand when it has been played, or when the player knows
  it lies in the discard pile: the cards it discarded itself, and the turned-up card once the
  dealer has passed (everyone saw it go). Other players' discards are face down, so they still
  count as possibly in play.

>>> from widow.cards import parse_cards
>>> from widow.engine.tricks.play import TrickTable
>>> t = TrickTable([list(parse_cards(h)) for h in ("9h 2s", "Th 3h Ks", "Qs 2c")], trump=3,
...                rule=bourre_cards)
>>> _ = t.play(0, Card.parse("9h"))
>>> [str(c) for c in t.legal_cards(1)], [str(c) for c in bourre_cards(t, 2)]
(['Th'], ['Qs'])
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from widow.cards import Card
from widow.engine.tricks.play import TrickTable

NOTHING_KNOWN: frozenset[Card] = frozenset()


def sure_tricks(table: TrickTable, seat: int, out: Collection[Card] = NOTHING_KNOWN) -> int:
    """Tricks ``seat`` has taken plus the trumps it holds above every trump that may still be
    in another hand: every trump but its own, those played and those in ``out`` (the cards
    ``seat`` knows to be out of play).

    >>> from widow.cards import parse_cards
    >>> t = TrickTable([list(parse_cards("As Ks 2h")), list(parse_cards("Qs 3h 4h"))], trump=3)
    >>> sure_tricks(t, 0), sure_tricks(t, 1), sure_tricks(t, 1, out=parse_cards("As Ks"))
    (2, 0, 1)
    """
    trump = table.trump
    if trump is None:
        return table.won[seat]
    hand = table.hands[seat]
    gone = set(hand) | set(table.played_cards()) | set(out)
    in_play = [r for r in range(13) if 4 * r + trump not in gone]
    top = max(in_play, default=-1)
    return table.won[seat] + sum(1 for c in hand if c & 3 == trump and c >> 2 > top)


def is_cinch(table: TrickTable, seat: int, out: Collection[Card] = NOTHING_KNOWN) -> bool:
    """Whether ``seat`` is sure of three tricks (see :func:`sure_tricks`)."""
    return sure_tricks(table, seat, out) >= 3


@dataclass(frozen=True, slots=True)
class BourreRule:
    """Bourre's obligations for a hand in play, knowing, per seat, the cards that seat knows
    to be out of play (:func:`bourre_cards` with its ``out``). The draw is over once the tricks
    begin, so what each seat knows of the discard pile no longer changes.

    >>> from widow.cards import parse_cards
    >>> hands = [list(parse_cards("Qs Js Ts 2h 3h")), list(parse_cards("9s 4h 5h 6h 7h"))]
    >>> out = (frozenset(parse_cards("As Ks")), frozenset())
    >>> t = TrickTable(hands, trump=3, rule=BourreRule(out))
    >>> [str(c) for c in t.legal_cards(0)]
    ['Qs']
    """

    out: tuple[frozenset[Card], ...]

    def __call__(self, table: TrickTable, seat: int) -> list[Card]:
        return bourre_cards(table, seat, self.out[seat])


def bourre_cards(table: TrickTable, seat: int, out: Collection[Card] = NOTHING_KNOWN) -> list[Card]:
    """The cards ``seat`` may play under Bourre's obligations (sorted); ``out`` holds the cards
    ``seat`` knows to be out of play, for the cinch."""
    hand = table.hands[seat]
    trump = table.trump
    plays = table.current.plays
    trumps = [c for c in hand if c & 3 == trump]
    if not plays:
        if trumps and is_cinch(table, seat, out):
            return [max(trumps)]
        return list(hand)
    led = plays[0][1] & 3
    follow = [c for c in hand if c & 3 == led]
    if follow:
        if led != trump and any(c & 3 == trump for _, c in plays):
            return follow
        best = max(c for _, c in plays if c & 3 == led)
        return [c for c in follow if c > best] or follow
    if trumps:
        if is_cinch(table, seat, out):
            return [max(trumps)]
        best_trump = max((c for _, c in plays if c & 3 == trump), default=-1)
        return [c for c in trumps if c > best_trump] or trumps
    return list(hand)
