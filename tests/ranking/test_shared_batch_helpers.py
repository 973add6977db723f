"""The pieces every compiled batch evaluator shares: the packed poker value of a category and its
tie-break digits, and the call of a kernel that stops at the first row holding no card."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from widow.errors import InvalidCardError
from widow.ranking import get_system
from widow.ranking._batch import run_kernel
from widow.ranking._ranks import DIGITS5, category_value, unpack_one


def test_category_value_of_a_batch_is_each_hand_on_its_own() -> None:
    rng = np.random.default_rng(7)
    categories = rng.integers(0, 12, size=500)
    digits = rng.integers(0, 13, size=(500, 5))
    batch = category_value(categories, digits)
    for row in range(500):
        one = category_value(int(categories[row]), digits[row].tolist())
        assert batch[row] == one
        # The category lies above every digit, and the digits read back in order.
        assert one // DIGITS5 == categories[row]
        assert unpack_one(one % DIGITS5, 5) == digits[row].tolist()


def test_a_higher_category_outranks_any_digits_of_a_lower_one() -> None:
    assert category_value(3, [0, 0, 0, 0, 0]) > category_value(2, [15, 15, 15, 15, 15])


def _stub_kernel(bad: int) -> Any:
    def kernel(hands: npt.NDArray[np.int64], scale: int, out: npt.NDArray[np.int64]) -> int:
        out[:] = hands.sum(axis=1) * scale
        return bad

    return kernel


def test_run_kernel_passes_the_tables_and_returns_what_the_kernel_wrote() -> None:
    soko = get_system("soko")
    hands = np.array([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]], dtype=np.int64)
    assert run_kernel(soko, hands, 52, _stub_kernel(-1), 10).tolist() == [100, 350]


def test_run_kernel_refuses_the_row_the_kernel_stopped_at() -> None:
    soko = get_system("soko")
    hands = np.array([[0, 1, 2, 3, 4], [5, 6, 7, 8, 60]], dtype=np.int64)
    with pytest.raises(InvalidCardError, match=r"^row 1 of the batch .* holds 60, which is not"):
        run_kernel(soko, hands, 52, _stub_kernel(1), 1)
