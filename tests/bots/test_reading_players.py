"""The reading players behind Tonk's and Anaconda's ``search``: what they read from the others'
discards and passes, that the plain heuristic's own play always fits the reading (its premise),
and that reading changes the decisions it should (docs/strength.md measures the gain)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any

import pytest

from widow import load_game
from widow.bots import SeatView, get_bot
from widow.bots.determinized import AnacondaSearchBot, PaiuteSearchBot, TonkSearchBot
from widow.cards import parse_cards
from widow.engine.core import State
from widow.games.anaconda.actions import SIDES, Declare
from widow.games.anaconda.bot import AnacondaHeuristicBot
from widow.games.anaconda.reading import (
    AnacondaReadingBot,
    deal_as_read,
    passes_fit,
    reads_passes,
    side_shares,
)
from widow.games.paiute.actions import Discard
from widow.games.paiute.bot import PaiuteBot, PaiuteSetsBot
from widow.games.tonk import reading
from widow.games.tonk.bot import READING_CEILING, TonkBot, TonkReadingBot
from widow.games.tonk.melds import unmatched_count


def _tonk_view(hand: str, last: str) -> dict[str, Any]:
    """Seat 0 to draw holding ``hand``, seat 1 holding five unseen cards after throwing a king
    and then ``last``."""
    return {
        "seat": 0,
        "options": {"count_held": "unmatched"},
        "seats": [
            {"seat": 0, "cards": len(hand.split()), "hand": hand.split()},
            {"seat": 1, "cards": 5, "hand": ["??"] * 5},
        ],
        "discards": ["Kd", "Qc", last],
        "spreads": [],
        "events": [
            {"type": "dealt", "seat": 1},
            {"type": "discarded", "seat": 1, "card": "Kd"},
            {"type": "discarded", "seat": 0, "card": "Qc"},
            {"type": "discarded", "seat": 1, "card": last},
        ],
    }


def test_a_tonk_reading_takes_each_players_last_discard_of_the_hand() -> None:
    view = _tonk_view("Ac 2d 3h 5s 4c", "4s")
    assert reading.discard_limits(view) == {1: 4}  # the four, not the king before it
    view["events"].append({"type": "dealt", "seat": 0})
    assert reading.discard_limits(view) == {}  # a new hand: nothing thrown yet


def test_a_loose_card_above_the_last_discard_strays_from_the_reading_by_its_excess() -> None:
    assert reading.excess(parse_cards("2c 3d 4h Kh 9s"), 5, unmatched_count) == 5 + 4
    assert reading.excess(parse_cards("Kh Kd Kc 2s 3d"), 5, unmatched_count) == 0  # a spread


def test_deals_as_read_give_the_others_hands_that_fit_their_discards() -> None:
    view = _tonk_view("Ac 2d 3h 5s 4c", "9s")
    mine = parse_cards("Ac 2d 3h 5s 4c")
    cards = reading.hidden(view, mine)
    limits = reading.discard_limits(view)
    rng = random.Random(1)
    read = [reading.deal_as_read(cards, limits, unmatched_count, rng)[0] for _ in range(200)]
    plain = [reading.deal_hidden(cards, rng)[0] for _ in range(200)]
    assert all(reading.fits_reading(hand, 9, unmatched_count) for hand in read)
    assert not all(reading.fits_reading(hand, 9, unmatched_count) for hand in plain)
    for hand in read:  # never a card the seat has seen
        assert len(hand) == 5 and not set(hand) & {*mine, *parse_cards("Kd Qc 9s")}


def test_the_plain_heuristics_discards_always_fit_the_reading() -> None:
    """The premise: a player lowering its count throws its highest loose card."""
    checked = 0
    for seed in range(30):
        state = load_game("tonk", players=2 + seed % 3, hands=1).new_state(seed=seed)
        bot, rng = TonkBot(), random.Random(seed)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            state.apply(bot.choose(SeatView(state, seat), state.legal_actions(), rng))
            if state.is_over or state.phase != "start":
                continue
            assert state.to_act is not None
            limits = reading.discard_limits(state.view(state.to_act))
            for other, limit in limits.items():
                hand = state.hands[other]  # type: ignore[attr-defined]
                assert reading.fits_reading(hand, limit, unmatched_count), (seed, other)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("last", ["2c", "3c", "5c"])
def test_the_reading_player_holds_back_a_drop_against_a_player_throwing_low_cards(
    last: str,
) -> None:
    """Eleven loose points beat five random cards, but not a hand that has been throwing
    nothing above a five: the heuristic drops into it and is caught, the reading player waits."""
    view = _tonk_view("Ac 2d 3h 5s", last)
    mine = list(parse_cards("Ac 2d 3h 5s"))
    assert TonkBot()._should_drop(view, mine, unmatched_count, random.Random(1))
    assert not TonkReadingBot()._should_drop(view, mine, unmatched_count, random.Random(1))
    high = _tonk_view("Ac 2d 3h 5s", "9c")
    assert TonkReadingBot()._should_drop(high, mine, unmatched_count, random.Random(1))


def test_the_reading_player_weighs_drops_up_to_its_own_ceiling() -> None:
    assert TonkBot.drop_ceiling < READING_CEILING
    view = _tonk_view("Tc 9d 2h", "Kh")  # 21 loose points: above both ceilings
    mine = list(parse_cards("Tc 9d 2h"))
    assert unmatched_count(mine) > READING_CEILING
    assert not TonkReadingBot()._should_drop(view, mine, unmatched_count, random.Random(1))


def _anaconda_at_declaration(seed: int, players: int = 2) -> State:
    game = load_game("anaconda", players=players)
    state = game.new_state(seed=seed)
    bot, rng = AnacondaHeuristicBot(), random.Random(seed)
    while not state.is_over and not isinstance(state.legal_actions()[0], Declare):
        seat = state.to_act
        assert seat is not None
        state.apply(bot.choose(SeatView(state, seat), state.legal_actions(), rng))
    return state


def _declarations(seeds: Iterable[int]) -> Iterator[tuple[int, State, int]]:
    """Each seed whose heads-up hand reaches the declaration, with that state and its seat."""
    for seed in seeds:
        state = _anaconda_at_declaration(seed)
        if not state.is_over:
            assert state.to_act is not None
            yield seed, state, state.to_act


def test_an_anaconda_pass_fits_when_it_keeps_the_best_keep_of_a_side() -> None:
    hand = parse_cards("Ks Kh Kd 7c 2s 3h 4d")
    assert passes_fit(hand, parse_cards("2s 3h 4d"))  # three kings and the seven: high
    assert passes_fit(hand, parse_cards("Ks Kh Kd"))  # the four lowest ranks: low
    assert not passes_fit(hand, parse_cards("Ks 2s 3h"))  # neither side's best


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_plain_heuristics_passes_always_fit_the_reading(players: int) -> None:
    """The premise: the heuristic keeps the best keep for the side it builds."""
    reached = 0
    for seed in range(12):
        state = _anaconda_at_declaration(seed, players)
        if state.is_over:
            continue
        reached += 1
        for seat in range(players):
            assert reads_passes(state, seat), (seed, seat)
    assert reached >= 6


def test_deals_as_read_keep_what_the_seat_knows_and_fit_the_passes_more_often() -> None:
    fitted = plain = 0
    for seed, state, seat in _declarations(range(6)):
        view = SeatView(state, seat)
        rng = random.Random(seed)
        for _ in range(10):
            sample = deal_as_read(view, rng)
            assert sample.view(seat, table=False) == state.view(seat, table=False)
            fitted += reads_passes(sample, 1 - seat)
            plain += reads_passes(state.resample(seat, rng), 1 - seat)
    assert fitted > 3 * plain


def test_the_reading_player_declares_the_side_with_the_larger_share() -> None:
    differs = 0
    for seed, state, seat in _declarations(range(20)):
        legal = state.legal_actions()
        shares = side_shares(SeatView(state, seat), random.Random(seed))
        assert all(0.0 <= shares[side] <= 1.0 for side in SIDES)
        chosen = AnacondaReadingBot().choose(SeatView(state, seat), legal, random.Random(seed))
        assert chosen == Declare(max(SIDES, key=lambda side: shares[side]))
        plain = AnacondaHeuristicBot().choose(SeatView(state, seat), legal, random.Random(seed))
        differs += chosen != plain
    assert differs > 0  # the reading changes some declarations


def test_the_searches_start_from_the_reading_players() -> None:
    tonk = get_bot("search", "tonk")
    anaconda = get_bot("search", "anaconda")
    assert isinstance(tonk, TonkSearchBot) and isinstance(tonk.heuristic(), TonkReadingBot)
    assert isinstance(anaconda, AnacondaSearchBot)
    assert isinstance(anaconda.heuristic(), AnacondaReadingBot)
    # The playouts are the plain heuristic's: the readings' own sampling at every move of
    # every playout would take the whole budget.
    assert type(tonk.policy()) is TonkBot
    assert type(anaconda.policy()) is AnacondaHeuristicBot
    paiute = get_bot("search", "paiute")
    assert isinstance(paiute, PaiuteSearchBot)
    assert type(paiute.heuristic()) is type(paiute.policy()) is PaiuteSetsBot


def _paiute_view(hand: str, next_holds: list[str], later_holds: list[str]) -> dict[str, Any]:
    """Seat 0 to discard from six cards, eights wild; seat 1 (next to draw) is seen to hold
    ``next_holds``, seat 2 ``later_holds``, both taken from the pile."""
    return {
        "seat": 0,
        "wild_rank": "8",
        "hand": hand.split(),
        "taken": None,
        "seats": [
            {"seat": 0, "hand": hand.split()},
            {"seat": 1, "hand": [*next_holds, *["??"] * (5 - len(next_holds))]},
            {"seat": 2, "hand": [*later_holds, *["??"] * (5 - len(later_holds))]},
        ],
    }


def test_the_sets_player_keeps_a_rank_from_the_next_player_who_holds_it() -> None:
    """Three loose cards: the plain heuristic throws the lowest, the five; the sets player keeps
    it from the next player, who took a five from the pile, and throws the queen; a player further
    round the table, who cannot take it first, changes nothing."""
    sets, five, queen = (
        PaiuteSetsBot(),
        Discard(parse_cards("5s")[0]),
        Discard(parse_cards("Qc")[0]),
    )
    view = _paiute_view("9c 9d 9h Qc Kd 5s", ["5h"], [])
    assert PaiuteBot().discard_order(view, legal_of(view))[0] == five
    assert sets.discard_order(view, legal_of(view))[0] == queen
    later = _paiute_view("9c 9d 9h Qc Kd 5s", [], ["5h"])
    assert sets.discard_order(later, legal_of(later))[0] == five


def legal_of(view: dict[str, Any]) -> list[Discard]:
    return [Discard(c) for c in parse_cards(" ".join(view["hand"]))]


def test_the_sets_player_gives_a_run_in_one_suit_no_worth() -> None:
    from widow.cards import Rank
    from widow.games.paiute.bot import worth

    run = parse_cards("5h 6h 7h Kc 2d")
    assert worth(run, Rank.EIGHT) > worth(run, Rank.EIGHT, runs=False) == 0
