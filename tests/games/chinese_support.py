"""Helpers for the Chinese Poker and Open-Face tests: decks that deal chosen hands, and playing a
hand to chosen rows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from widow.cards import CARDS, Card, parse_cards
from widow.engine.core import State
from widow.families.rows.actions import place


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


def deal_order(players: int, dealer: int = 0) -> list[int]:
    return [(dealer + k) % players for k in range(1, players + 1)]


def chinese_deck(hands: Mapping[int, str], players: int, dealer: int = 0) -> list[str]:
    """A deck prefix dealing each listed seat its thirteen cards (others get the rest)."""
    wanted = {s: cards(t) for s, t in hands.items()}
    used = {c for h in wanted.values() for c in h}
    spare = [c for c in CARDS[:52] if c not in used]
    order = deal_order(players, dealer)
    deck = []
    for k in range(13 * players):
        seat = order[k % players]
        hand = wanted.get(seat)
        deck.append(hand[k // players] if hand is not None else spare.pop(0))
    return [str(c) for c in deck]


def set_hand(state: State, seat: int, front: str, middle: str, back: str) -> None:
    """Apply both placements of a Chinese Poker setting for ``seat`` (it must be its turn)."""
    assert state.to_act == seat, (state.to_act, seat)
    state.apply(place(cards(front), (), ()))
    state.apply(place((), cards(middle), cards(back)))


def ofc_deck(
    rows: Mapping[int, Sequence[str]], players: int, dealer: int = 0, fantasy: Sequence[int] = ()
) -> list[str]:
    """A deck that deals each seat the thirteen cards of its target rows: the first five listed
    (front, then middle, then back) first, then the rest in the order they are drawn."""
    order = deal_order(players, dealer)
    hands = {s: cards(" ".join(r)) for s, r in rows.items()}
    used = {c for h in hands.values() for c in h}
    spare = [c for c in CARDS[:52] if c not in used]
    for s in order:
        if s not in hands:
            hands[s] = [spare.pop(0) for _ in range(13)]
    deck: list[Card] = []
    for k in range(5):
        deck += [hands[s][k] for s in order]
    lucky = [s for s in order if s in fantasy]
    for k in range(5, 13):
        deck += [hands[s][k] for s in lucky]
    regular = [s for s in order if s not in fantasy]
    for k in range(5, 13):
        deck += [hands[s][k] for s in regular]
    return [str(c) for c in deck + spare]


def play_ofc_hand(state: State, rows: Mapping[int, Sequence[str]]) -> None:
    """Place every card of the current hand in its target row, until the hand is scored."""
    targets = {s: [cards(r) for r in rs] for s, rs in rows.items()}
    deal = state.view(0)["deal"]
    while not state.is_over and state.view(0)["deal"] == deal:
        seat = state.to_act
        assert seat is not None
        pending = cards(" ".join(state.view(seat)["seats"][seat]["hand"]))
        if state.phase == "fantasyland":
            front, middle, back = targets[seat]
            if not state.view(seat)["seats"][seat]["front"]:
                state.apply(place(front, (), ()))
            else:
                state.apply(place((), middle, back))
            continue
        split: list[list[Card]] = [[], [], []]
        for card in pending:
            row = next(r for r in range(3) if card in targets[seat][r])
            split[row].append(card)
        state.apply(place(*split))
