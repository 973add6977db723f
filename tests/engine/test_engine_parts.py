"""Seats, the chips ledger, option building and events."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from widow.cards import parse_cards
from widow.engine.events import Exchanged, Swapped
from widow.engine.ledger import ChipLedger
from widow.engine.options import build_options
from widow.engine.seats import CLOCKWISE, COUNTER_CLOCKWISE, deal_order, next_seat
from widow.errors import InvalidOptionError


@given(st.lists(st.booleans(), min_size=2, max_size=9), st.data())
def test_deal_order_visits_every_active_seat_once_ending_with_dealer(
    active: list[bool], data: st.DataObject
) -> None:
    if not any(active):
        active[0] = True
    dealer = data.draw(st.sampled_from([i for i, a in enumerate(active) if a]))
    for direction in (CLOCKWISE, COUNTER_CLOCKWISE):
        order = deal_order(dealer, direction, active)
        assert order[-1] == dealer
        assert sorted(order) == [i for i, a in enumerate(active) if a]
        # Each step is the nearest active seat in the direction of play.
        for a, b in zip([dealer, *order], order, strict=False):
            gap = [(a + direction * k) % len(active) for k in range(1, len(active) + 1)]
            assert b == next(s for s in gap if active[s])


def test_next_seat_directions() -> None:
    assert next_seat(0, CLOCKWISE, [True] * 4) == 1
    assert next_seat(0, COUNTER_CLOCKWISE, [True] * 4) == 3


@given(st.lists(st.tuples(st.integers(0, 3), st.booleans()), max_size=40))
def test_ledger_conserves_chips(moves: list[tuple[int, bool]]) -> None:
    ledger = ChipLedger([5, 5, 5, 5], pool=1)
    for seat, paying in moves:
        try:
            if paying:
                ledger.pay(seat)
            else:
                ledger.take(seat, 1)
        except ValueError:
            pass
        assert ledger.total_chips() == 21 and ledger.pool >= 0 and min(ledger.chips) >= 0


@dataclass(frozen=True)
class Demo:
    count: int = 3
    flag: bool = False
    mode: str = "a"
    limit: int | None = None


def test_build_options_converts_text() -> None:
    built = build_options(Demo, "demo", {"count": " 7", "flag": "On", "mode": "B", "limit": "none"})
    assert built == Demo(count=7, flag=True, mode="b", limit=None)
    assert build_options(Demo, "demo", {"limit": "4"}).limit == 4


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"cnt": 1}, "unknown option 'cnt' for demo; valid: count, flag, limit, mode"),
        ({"count": "x"}, "count must be a whole number"),
        ({"count": True}, "count must be a whole number"),
        ({"flag": "maybe"}, "flag must be true or false"),
        ({"mode": 3}, "mode must be text"),
        ({"count": None}, "count needs a value"),
    ],
)
def test_build_options_errors(values: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message):
        build_options(Demo, "demo", values)


def test_events_hide_private_fields_from_other_seats_only() -> None:
    gave, took = parse_cards("2c 3c 4c 5c 6c"), parse_cards("As Ks Qs Js Ts")
    event = Exchanged(2, gave, took)
    assert event.for_seat(2) == event.to_dict()
    for viewer in (0, 1, None):
        seen = event.for_seat(viewer)
        assert seen["took"] == ["??"] * 5 and seen["gave"] == ["2c", "3c", "4c", "5c", "6c"]
    swap = Swapped(1, *parse_cards("2c As"))
    assert swap.for_seat(0) == {"type": "swapped", "seat": 1, "gave": "2c", "took": "As"}
