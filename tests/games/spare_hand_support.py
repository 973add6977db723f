"""Helpers for the Whisky Poker and La Viuda rule tests: stacked decks and forced draws.

The deck a test stacks is built from the dealing rule as the rules text states it (one card at a
time from the dealer's neighbour in the direction of play, the widow just before the dealer), and
``test_deal_order_*`` checks that rule on the engine with a known deck, so the helper and the
engine are checked against each other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from widow.cards import CARDS, RANK_CHARS, SUIT_CHARS, Card, parse_card, parse_cards
from widow.errors import InvalidCardError
from widow.families.spare_hand.rules import SpareHandState
from widow.games import load_game

DIRECTIONS = {"whisky-poker": 1, "la-viuda": -1}
WIDOW = "widow"


def dealer_draw(dealer: int, players: int) -> list[str]:
    """Cards for the draw for first deal, seat by seat, that make ``dealer`` the lowest (ace)."""
    others = [r + s for r in "KQJT98" for s in SUIT_CHARS]
    cards = []
    for seat in range(players):
        cards.append("Ac" if seat == dealer else others.pop(0))
    return cards


def receivers(
    players: int, dealer: int, direction: int, out: Sequence[int] = ()
) -> list[int | str]:
    """Who gets each card of a round of the deal, per the rules text (seats in ``out`` skipped)."""
    order = [(dealer + direction * k) % players for k in range(1, players)]
    return [*(s for s in order if s not in out), WIDOW, dealer]


def stacked(
    players: int,
    dealer: int,
    direction: int,
    hands: Mapping[int, str],
    widow: str | None = None,
    stock: str = "",
    pack: Sequence[Card] = CARDS[:52],
    out: Sequence[int] = (),
) -> list[str]:
    """A deck order that deals the given hands (missing ones are filled with unused cards)."""
    wanted: dict[int | str, list[Card]] = {s: list(parse_cards(h)) for s, h in hands.items()}
    if widow is not None:
        wanted[WIDOW] = list(parse_cards(widow))
    stock_cards = list(parse_cards(stock))
    used = {c for cards in wanted.values() for c in cards} | set(stock_cards)
    spare = [c for c in pack if c not in used]
    for who in receivers(players, dealer, direction, out):
        wanted.setdefault(who, [])
        while len(wanted[who]) < 5:
            wanted[who].append(spare.pop(0))
    deck: list[Card] = []
    for round_ in range(5):
        for who in receivers(players, dealer, direction, out):
            deck.append(wanted[who][round_])
    deck += stock_cards
    return [str(c) for c in deck]


def make(
    game: str,
    players: int,
    *,
    dealer: int = 0,
    hands: Mapping[int, str] | None = None,
    widow: str | None = None,
    stock: str = "",
    extra: Sequence[Any] = (),
    seed: int = 0,
    **options: Any,
) -> SpareHandState:
    """A new state with the first dealer and the first deal forced."""
    g = load_game(game, players=players, **options)
    pack = g.new_state(seed=seed).pack()
    deck = stacked(players, dealer, DIRECTIONS[game], hands or {}, widow, stock, pack)
    script = [dealer_draw(dealer, players), deck, *extra]
    new = g.new_state(seed=seed, script=script)
    assert isinstance(new, SpareHandState)
    return new


def cards(text: str) -> list[str]:
    """Card texts, normalised."""
    return [str(c) for c in parse_cards(text)]


def play(state: SpareHandState, *actions: str) -> list[dict[str, Any]]:
    """Apply actions in order; return every event as a dict."""
    out: list[dict[str, Any]] = []
    for action in actions:
        out += [e.to_dict() for e in state.apply(action)]
    return out


def cards_shown(value: object) -> set[str]:
    """Every card written anywhere in a JSON value (a view, an event)."""
    if isinstance(value, str):
        try:
            return {str(parse_card(value))}
        except InvalidCardError:
            return set()
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return set().union(*(cards_shown(item) for item in value))
    return set()


def ranks_wild_for(pool: int) -> str:
    """The wild rank for a pool size, by the rules text's own count (1 ace, 2 two ... 13 king)."""
    cycle = "A" + RANK_CHARS[:12]
    return cycle[(pool - 1) % 13]
