"""Bourre's cinch: commerce-paiute-preference-horse-race-faro-farmer-tonk-bourre-brag-lowball.txt,
"Bourré", Play of the hand: a player certain to end the hand with at least three tricks however
the cards are played must lead its highest trump.

widow counts the trumps held above every trump that may still lie in another player's hand, as
that player can tell (docs/trick-games.md, "Cinch"): a trump it saw go out of play (played, its
own discard, the turned-up card of a dealer who passed) no longer threatens it; another player's
discards are face down and a reshuffled pile may have been dealt out again, so those still do.
"""

from __future__ import annotations

import random

from bourre_support import deal

from widow import load_game
from widow.cards import CARDS, parse_cards
from widow.engine.tricks.play import TrickTable
from widow.games.bourre.play import BourreRule, bourre_cards
from widow.games.bourre.rules import BourreState


def leads(state: BourreState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def test_the_turned_up_trump_of_a_dealer_who_passed_is_out_of_play() -> None:
    """The dealer turns up Ks and passes, so Ks lies in the discard pile for all to see: seat 0,
    holding As Qs Js, holds the three highest trumps still in play and must lead As."""
    state = load_game("bourre", players=3).new_state(
        seed=1, script=["Kd Qd Ac", "As 9h Jh Qs 6d 8c Js 7d 9c 2c 6c Tc 3d 7c Ks"]
    )
    assert state.dealer == 2 and str(state.turn_up) == "Ks"
    for action in ("stay", "stay", "pass"):
        state.apply(action)
    assert state.phase == "play" and state.to_act == 0
    assert leads(state) == ["play As"]


def test_a_trump_the_player_discarded_is_out_of_play() -> None:
    """Seat 0 discards As and keeps Ks Qs Js: it knows the ace is in the pile, so its three
    trumps are the highest in play and it must lead Ks."""
    state = deal(3, 2, ["As Ks Qs Js 2c", "9h 8h 7h 6h 5h", "2h 3h 4h 5d 4s"])
    for action in ("draw As", "stay", "stay"):
        state.apply(action)
    assert state.to_act == 0 and leads(state) == ["play Ks"]


def test_another_players_discard_still_counts_as_in_play() -> None:
    """Seat 1 discards Ks face down: seat 0, holding As Qs Js, cannot know where the king went,
    so it has no cinch and may lead any card."""
    state = deal(3, 2, ["As Qs Js 2c 3c", "Ks 8h 7h 6h 5h", "2h 3h 4h 5d 4s"])
    for action in ("stay", "draw Ks", "stay"):
        state.apply(action)
    assert state.to_act == 0 and len(leads(state)) == 5


def test_the_turned_up_trump_kept_by_the_dealer_is_in_play() -> None:
    """The dealer plays, keeping the turned-up Ks: it can take a trick from Qs or Js."""
    state = deal(3, 2, ["As Qs Js 2c 3c", "9h 8h 7h 6h 5h", "2h 3h 4h 5d Ks"])
    for action in ("stay", "stay", "stay"):
        state.apply(action)
    assert state.to_act == 0 and len(leads(state)) == 5


def test_a_discard_reshuffled_into_the_stock_may_be_back_in_play() -> None:
    """Seat 0 discards As, then the stock runs out and the pile (the ace in it) is shuffled into
    a new stock for another player's draw: seat 0 can no longer know the ace is out of play."""
    spades = "As Ks Qs Js 2c"
    others = [c for c in CARDS[:52] if c.suit != 3 and str(c) not in spades.split()]
    hands = [spades] + [" ".join(str(c) for c in others[5 * s : 5 * s + 5]) for s in range(7)]
    hands[7] = " ".join([*hands[7].split()[:4], "3s"])  # the dealer turns up a low spade
    state = deal(8, 7, hands)
    state.apply("draw As")
    reshuffled = False
    for seat in range(1, 8):
        # Seats 1 to 3 change all five cards: 15 cards from a stock of 11.
        mine = " ".join(str(c) for c in state.hands[seat])
        events = state.apply(f"draw {mine}" if seat < 4 else "stay")
        reshuffled = reshuffled or any(e.type == "reshuffled" for e in events)
    assert reshuffled and state.phase == "play" and state.to_act == 0
    assert len(leads(state)) == 5


def test_the_cinch_knowledge_survives_a_resample() -> None:
    """A sample of the hidden cards keeps the seat's own knowledge, hence its obligations; the
    other seats' knowledge follows their redealt discards."""
    state = load_game("bourre", players=3).new_state(
        seed=1, script=["Kd Qd Ac", "As 9h Jh Qs 6d 8c Js 7d 9c 2c 6c Tc 3d 7c Ks"]
    )
    for action in ("stay", "stay", "pass"):
        state.apply(action)
    rng = random.Random(4)
    for _ in range(5):
        sample = state.resample(0, rng)
        assert isinstance(sample, BourreState)
        assert leads(sample) == ["play As"]
        assert sample._plays_consistent()


def test_without_knowledge_the_rule_counts_every_unseen_trump() -> None:
    """:func:`bourre_cards` alone knows nothing of the pile; the hand's rule carries each seat's
    knowledge."""
    hands = [list(parse_cards("Qs Js Ts 2h 3h")), list(parse_cards("9s 4h 5h 6h 7h"))]
    bare = TrickTable([list(h) for h in hands], trump=3, rule=bourre_cards)
    assert len(bare.legal_cards(0)) == 5
    out = (frozenset(parse_cards("As Ks")), frozenset())
    knowing = TrickTable([list(h) for h in hands], trump=3, rule=BourreRule(out))
    assert [str(c) for c in knowing.legal_cards(0)] == ["Qs"]
