"""Preference's obligations of play, as a legal-card rule for the trick engine, and what a play
tells the other seats about the hand it came from.

* Follow suit, beat the best card of the suit led if you can (unless the trick is trumped);
  unable to follow, trump, over the best trump if you can
  (:func:`widow.engine.tricks.play.head_trick`).
* When both defenders play and the declarer leads, the first defender who can beat the lead
  must beat it with the lowest card that does.

>>> from widow.cards import parse_cards
>>> from widow.engine.tricks.play import TrickTable
>>> t = TrickTable([list(parse_cards(h)) for h in ("9h", "Th Ah 8s", "7s Qs 8c")], trump=3,
...                rule=preference_rule(0, True))
>>> _ = t.play(0, Card.parse("9h"))
>>> [str(c) for c in t.legal_cards(1)]
['Th']
"""

from __future__ import annotations

from functools import cache

from widow.cards import Card
from widow.engine.tricks.play import LegalCardRule, Trick, TrickTable, head_trick


def _beats(table: TrickTable, card: Card, lead: Card) -> bool:
    suits, trump = table.suits, table.trump
    if suits[card] == suits[lead]:
        return table.rank(card) > table.rank(lead)
    return trump is not None and suits[card] == trump


@cache
def preference_rule(declarer: int, both_defend: bool) -> LegalCardRule:
    """The legal-card rule of a hand with this declarer (one shared function per case, so
    copies of a table compare and share it)."""

    def rule(table: TrickTable, seat: int) -> list[Card]:
        cards = head_trick(table, seat)
        plays = table.current.plays
        if both_defend and len(plays) == 1 and plays[0][0] == declarer:
            lead = plays[0][1]
            beaters = [c for c in cards if _beats(table, c, lead)]
            if beaters:
                low = min(table.rank(c) for c in beaters)
                return [c for c in beaters if table.rank(c) == low]
        return cards

    return rule


def excluded_by_plays(table: TrickTable, candidates: set[Card]) -> dict[int, set[Card]]:
    """Per seat, the cards among ``candidates`` it cannot have held when it played each card
    so far: holding any of them would have made that play illegal. Under the head-the-trick
    rules a play is legal exactly when the hand holds none of such a set, so testing each
    candidate beside the played card finds the set exactly.

    >>> from widow.cards import parse_cards
    >>> t = TrickTable([list(parse_cards(h)) for h in ("9h 7c", "8c 7d")], trump=None,
    ...                rule=preference_rule(0, False))
    >>> _ = t.play(0, Card.parse("9h")); _ = t.play(1, Card.parse("7d"))
    >>> sorted(str(c) for c in excluded_by_plays(t, set(parse_cards("Th 8h Ac")))[1])
    ['8h', 'Th']
    """
    probe = TrickTable(
        [[] for _ in table.hands],
        trump=table.trump,
        seats=table.seats,
        rule=table.rule,
        rank=table.rank,
        suits=table.suits,
    )
    out: dict[int, set[Card]] = {s: set() for s in table.seats}
    for trick in [*table.tricks, table.current]:
        for i, (seat, card) in enumerate(trick.plays):
            probe.current = Trick(trick.leader, list(trick.plays[:i]))
            for other in candidates:
                probe.hands[seat] = sorted((card, other))
                if card not in table.rule(probe, seat):
                    out[seat].add(other)
    return out
