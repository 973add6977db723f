"""The betting engine against pokerkit: the same hands, the same actions, the same final stacks.

Each hand has random buy-ins (short ones often, so all-ins and side pots are common), random
blinds and antes, and random legal actions (in no-limit and pot-limit also random bet sizes
anywhere in the legal range). widow plays the hand; pokerkit is then dealt exactly the same cards
and given the same actions, and both must end with identical stacks.

pokerkit lets a player who has acted raise again after an all-in that is short of a full raise
over the blinds or over a short opening all-in (it sizes a full raise by the raises alone, not by
the unit); widow refuses that raise (docs/betting.md, "incomplete all-in"). widow chooses the
actions here, so pokerkit only ever sees actions both allow, and no hand needs to be skipped.
"""

from __future__ import annotations

import random
import warnings
from typing import Any

import pytest

pokerkit = pytest.importorskip("pokerkit")

from widow import load_game  # noqa: E402
from widow.engine.actions import Action  # noqa: E402
from widow.engine.betting.rounds import AllIn, Bet, Call, Check, Fold, RaiseTo  # noqa: E402
from widow.games.holdem.events import BoardDealt, HoleDealt  # noqa: E402
from widow.games.holdem.rules import HoldemState  # noqa: E402

A = pokerkit.Automation


class PotLimitTexasHoldem(pokerkit.games.PotLimitPokerMixin, pokerkit.NoLimitTexasHoldem):
    """pokerkit ships pot-limit Omaha but not pot-limit Hold'em; its parts make one."""


AUTOMATIONS = (
    A.ANTE_POSTING,
    A.BET_COLLECTION,
    A.BLIND_OR_STRADDLE_POSTING,
    A.HAND_KILLING,
    A.CHIPS_PUSHING,
    A.CHIPS_PULLING,
)


def random_hand(rng: random.Random) -> tuple[HoldemState, list[tuple[int, Action]]]:
    """A whole hand of widow Hold'em with random table, stakes and legal actions."""
    players = rng.randint(2, 7)
    betting = rng.choice(["no-limit", "no-limit", "pot-limit", "limit"])
    big = rng.choice([2, 2, 4, 10])
    small = rng.choice([0, 1, big // 2]) if rng.random() < 0.9 else 0
    ante = rng.choice([0, 0, 0, 1, 3])
    if small == 0 and rng.random() < 0.3:
        big = 0
    if small + big + ante == 0:
        ante = 1
    stacks = [
        rng.choice([rng.randint(1, 12), rng.randint(10, 80), rng.randint(50, 400)])
        for _ in range(players)
    ]
    game = load_game(
        "holdem",
        players=players,
        betting=betting,
        small_blind=small,
        big_blind=big,
        ante=ante,
        hands=1,
        stacks=",".join(map(str, stacks)),
    )
    state = game.new_state(seed=rng.randrange(2**32))
    assert isinstance(state, HoldemState)
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        span = state.betting.raise_range(seat)
        if span is not None and span[0] < span[1] and rng.random() < 0.3:
            amount = rng.randint(*span)
            action: Action = Bet(amount) if max(state.betting.bets) == 0 else RaiseTo(amount)
        else:
            action = rng.choice(legal)
        state.apply(action)
    return state, state.history


def pokerkit_stacks(state: HoldemState) -> list[int]:
    """Play ``state``'s hand again in pokerkit; the final stacks by widow seat."""
    opts = state.game.options
    order = state.play_order()  # pokerkit's player 0 sits at the dealer's left
    stacks = tuple(opts.starting_stacks(state.n)[s] for s in order)
    common: dict[str, Any] = {
        "automations": AUTOMATIONS,
        "ante_trimming_status": True,
        "raw_antes": opts.ante,
        "raw_blinds_or_straddles": (opts.small_blind, opts.big_blind),
        "raw_starting_stacks": stacks,
        "player_count": len(order),
    }
    early, late = opts.bet_sizes()
    if opts.betting == "limit":
        pk = pokerkit.FixedLimitTexasHoldem.create_state(small_bet=early, big_bet=late, **common)
    elif opts.betting == "pot-limit":
        pk = PotLimitTexasHoldem.create_state(min_bet=early, **common)
    else:
        pk = pokerkit.NoLimitTexasHoldem.create_state(min_bet=early, **common)
    holes = {e.seat: e.cards for e in state.events if isinstance(e, HoleDealt)}
    for seat in order:
        pk.deal_hole("".join(str(c) for c in holes[seat]))
    boards = [e for e in state.events if isinstance(e, BoardDealt)]
    burned = list(state.burned)
    actions = [(s, a) for s, a in state.history]
    street_of_action = _streets(state)

    def deal_street(index: int) -> None:
        if pk.can_burn_card():
            pk.burn_card(str(burned[index]))
        pk.deal_board("".join(str(c) for c in boards[index].cards))

    dealt = 0
    for (seat, action), street in zip(actions, street_of_action, strict=True):
        while dealt < street:
            deal_street(dealt)
            dealt += 1
        assert pk.actor_index == order.index(seat), (action, pk.actor_index, seat)
        if isinstance(action, Fold):
            pk.fold()
        elif isinstance(action, (Check, Call)):
            pk.check_or_call()
        elif isinstance(action, (Bet, RaiseTo)):
            pk.complete_bet_or_raise_to(action.amount)
        elif isinstance(action, AllIn):
            index = order.index(seat)
            if pk.stacks[index] <= pk.checking_or_calling_amount:
                pk.check_or_call()
            else:
                pk.complete_bet_or_raise_to(pk.stacks[index] + pk.bets[index])
    # Everyone still in shows (as widow's showdown does), so the pots are judged with every
    # live hand and pokerkit merges no pots that widow keeps apart.
    while pk.status:
        if pk.can_show_or_muck_hole_cards():
            pk.show_or_muck_hole_cards(True)
        elif dealt < len(boards) and (pk.can_burn_card() or pk.can_deal_board()):
            deal_street(dealt)
            dealt += 1
        else:
            break
    assert not pk.status, "pokerkit's hand did not end"
    final = [0] * state.n
    for index, seat in enumerate(order):
        final[seat] = pk.stacks[index]
    return final


def _streets(state: HoldemState) -> list[int]:
    """For each action of the hand, how many board deals came before it."""
    out = []
    boards = 0
    actions = 0
    for event in state.events:
        if isinstance(event, BoardDealt):
            boards += 1
        elif event.type == "wagered":
            out.append(boards)
            actions += 1
    return out


def check_hands(count: int, seed: int) -> int:
    rng = random.Random(seed)
    showdowns = 0
    for _ in range(count):
        state, _ = random_hand(rng)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            expected = pokerkit_stacks(state)
        assert state.chips == expected, (state.record(), expected)
        showdowns += any(e.type == "showdown" for e in state.events)
    return showdowns


def test_random_hands_end_with_the_same_stacks_as_pokerkit() -> None:
    """Limit, pot-limit and no-limit hands with blinds, antes, all-ins and side pots."""
    assert check_hands(400, seed=1) > 50


@pytest.mark.slow
def test_many_random_hands_agree_with_pokerkit() -> None:
    assert check_hands(5000, seed=2) > 500
