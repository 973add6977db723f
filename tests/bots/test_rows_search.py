"""The rows games' ``search`` bots play exactly as the bots they wrap and explain their moves."""

from __future__ import annotations

import random

import pytest

from widow.bots import SeatView, get_bot
from widow.games import load_game


@pytest.mark.parametrize(("name", "wrapped"), [("chinese-poker", "setter"), ("ofc", "montecarlo")])
def test_search_plays_as_the_wrapped_bot_and_analyse_agrees(name: str, wrapped: str) -> None:
    game = load_game(name, players=2)
    search, inner = get_bot("search", game), get_bot(wrapped, game)
    state = game.new_state(seed=3)
    for _ in range(4):
        if state.is_over:
            break
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        view = SeatView(state, seat)
        chosen = search.choose(view, legal, random.Random(1))
        assert chosen == inner.choose(view, legal, random.Random(1))
        estimates = search.analyse(view, legal, random.Random(1))  # type: ignore[attr-defined]
        assert estimates[0].action == chosen
        assert [e.value for e in estimates] == sorted((e.value for e in estimates), reverse=True)
        state.apply(chosen)


def test_the_rows_searches_take_the_budget_every_search_takes_and_check_it() -> None:
    import pytest

    from widow.bots import get_bot
    from widow.errors import InvalidOptionError

    for game in ("chinese-poker", "ofc"):
        assert type(get_bot("search:budget=0.5", game)) is type(get_bot("search", game))
        with pytest.raises(InvalidOptionError, match="budget must be more than 0"):
            get_bot("search:budget=0", game)
        with pytest.raises(InvalidOptionError, match="unknown search setting 'depth'"):
            get_bot("search:depth=2", game)
