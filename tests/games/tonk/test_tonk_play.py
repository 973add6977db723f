"""Tonk played out: matches rich in spreads, hits and slaps keep every invariant (random play drops
so often that it rarely gets that far), and the heuristic player beats random play."""

from __future__ import annotations

import random
from collections import Counter

from tonk_support import deal, legal

from widow import load_game, replay
from widow.bots import SeatView, get_bot
from widow.games.tonk.actions import DROP, Discard
from widow.games.tonk.bot import TonkBot
from widow.games.tonk.melds import fits
from widow.games.tonk.rules import TonkState
from widow.simulation import simulate


def check_views(state: TonkState) -> None:
    """No seat sees another's card unless it was taken from the discard pile; slap choices of
    others stay hidden until shown."""
    for seat in range(state.game.players):
        view = state.view(seat)
        for row in view["seats"]:
            if row["seat"] == seat:
                continue
            shown = [c for c in row["hand"] if c != "??"]
            assert sorted(shown) == sorted(str(c) for c in state.known[row["seat"]])
            assert row["slap"] is None


def test_matches_without_random_drops_keep_every_invariant() -> None:
    kinds: Counter[str] = Counter()
    for seed in range(12):
        players = 2 + seed % 3
        state = load_game("tonk", players=players, hands=2).new_state(seed=seed)
        assert isinstance(state, TonkState)
        rng = random.Random(seed)
        while not state.is_over:
            options = [a for a in state.legal_actions() if a != DROP]
            # Spreads and hits first, so the table fills and slaps come up.
            eager = [a for a in options if str(a).startswith(("spread", "hit", "slap"))]
            # Discards that fit a spread, so that slaps come up.
            spreads = state.spread_cards
            eager += [
                a
                for a in options
                if isinstance(a, Discard)
                and any(fits(c, k, a.card) for c, k in zip(spreads, state.spread_kind, strict=True))
            ]
            action = rng.choice(eager or options)
            if state.phase == "slap" and rng.random() < 0.5:
                rng_sample = random.Random(seed)
                seat = state.to_act
                assert seat is not None
                sample = state.resample(seat, rng_sample)
                assert sample.view(seat) == state.view(seat)
                assert legal(sample) == legal(state)  # type: ignore[arg-type]
            for event in state.apply(action):
                kinds[event.type] += 1
            zones = sorted(c for cards in state.zones().values() for c in cards)
            assert zones == sorted(state.pack())
            if len(state.history) % 5 == 0:
                check_views(state)
        assert sum(s["money"] for s in state.outcome()["seats"]) == 0
        assert replay(state.record()) == state
    assert kinds["slapped"] >= 5 and kinds["hit-spread"] >= 20 and kinds["spread"] >= 20


def test_the_heuristic_drops_a_low_count_against_full_hands_but_not_a_high_one() -> None:
    """Heuristic: drops by its unmatched count against what it has seen."""
    low = deal(["Ac 2h 3s 4d 3c", "Kc Qd Jh 9s 8s"], "Qs")  # 13 against five unknown cards
    bot = TonkBot()
    assert bot.choose(SeatView(low, 0), low.legal_actions(), random.Random(1)) == DROP
    high = deal(["Kc Qd Jh 9s 8s", "Ac 2h 3s 4d 3c"], "Qs")
    assert bot.choose(SeatView(high, 0), high.legal_actions(), random.Random(1)) != DROP


def test_the_heuristic_spreads_hits_and_slaps() -> None:
    """Heuristic: lays its spreads, hits where a card fits, slaps when it may."""
    state = deal(["7h 8h 9h Kc Qd", "Th 2c 4d 6s Jd", "3c 5c 9s Js Kd"], "2d", "Ks 4c 6c 8c")
    bot, rng = TonkBot(), random.Random(2)
    state.apply("draw")
    assert str(bot.choose(SeatView(state, 0), state.legal_actions(), rng)) == "spread 7h 8h 9h"
    for move in ("spread 7h 8h 9h", "discard Kc", "draw", "discard Th"):
        state.apply(move)
    assert str(bot.choose(SeatView(state, 2), state.legal_actions(), rng)) == "slap"


def test_the_heuristic_throws_away_the_card_nobody_can_slap() -> None:
    """Heuristic: of equal discards, never one that fits a spread on the table."""
    state = deal(["7h 8h 9h 5c 5d", "Th 2c 4d 6s Jd", "3c 5s 9s Js Kd"], "2d", "6h Ks")
    for move in ("draw", "spread 6h 7h 8h 9h", "discard 5d", "draw"):
        state.apply(move)
    # Seat 1 holds Th (fits the run, ten points) and Ks, Jd (ten points each).
    choice = TonkBot().choose(SeatView(state, 1), state.legal_actions(), random.Random(3))
    assert str(choice) in {"hit Th on 1"}


def test_heuristic_beats_random_in_simulation() -> None:
    """``widow simulate tonk``: the heuristic wins money from random play."""
    summary = simulate("tonk", players=4, games=60, bots=["heuristic", "random"], seed=1)
    by_bot = {b.bot: b for b in summary.by_bot}
    assert by_bot["heuristic"].money_per_match > 1.5 > 0 > by_bot["random"].money_per_match
    assert get_bot("heuristic", "tonk").__class__ is TonkBot
