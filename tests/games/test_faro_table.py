"""Faro's layout in the table description, and as the terminal draws it (rules text:
commerce-...-horse-race-faro-...txt, Faro, Setup and Placing bets)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from widow import load_game
from widow.cli.generic_table import table_lines
from widow.cli.layouts import layout_lines
from widow.engine.table import table_problems
from widow.games.faro.layout import GROUPS, rank_text
from widow.games.faro.rules import FaroState


def betting(*changes: str, players: int = 3) -> FaroState:
    """A new match where the punters make ``changes`` in turn (``;`` within a punter's)."""
    state = load_game("faro", players=players, max_moves=8).new_state(seed=4)
    assert isinstance(state, FaroState)
    for mine in changes:
        for text in filter(None, (t.strip() for t in mine.split(";"))):
            state.apply(text)
        state.apply("done")
    return state


def places(table: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """Each rank of the described layout at its (row, column)."""
    rows = table["layout"]["rows"]
    return {spot: (r, c) for r, row in enumerate(rows) for c, spot in enumerate(row) if spot}


def test_the_layout_is_thirteen_ranks_in_two_rows_with_the_seven_at_the_end() -> None:
    """Rules, Faro, Setup: the layout is thirteen cards, one of each rank; drawn the traditional
    way, ace to six on one row, king to eight under them, the seven alone at the end."""
    table = betting().view(0)["table"]
    rows = table["layout"]["rows"]
    assert [c for c in rows[0] if c] == ["A", "2", "3", "4", "5", "6"]
    assert [c for c in rows[-1] if c] == ["K", "Q", "J", "T", "9", "8"]
    at = places(table)
    assert sorted(at) == sorted(rank_text(v) for v in range(1, 14))
    assert at["7"][1] > max(c for r, c in at.values() if r != at["7"][0])  # at the end
    assert at["A"][0] < at["7"][0] < at["K"][0]  # level with the gap between the rows
    assert table["layout"]["bars"] == ["even", "odd", "high"]


def test_the_drawn_layout_agrees_with_every_place_a_bet_can_go() -> None:
    """Rules, Faro, Placing bets: bets between two cards, skipping one, round a corner, round a
    point, or across a diagonal; every such place of the game is a group of neighbours on the
    layout as the table describes it (so what a player sees is what the bets cover)."""
    at = places(betting().view(0)["table"])
    for group in GROUPS:
        spots = [at[rank_text(v)] for v in group]
        if len(spots) == 1:
            continue
        for (r1, c1), (r2, c2) in combinations(spots, 2):
            rows_apart, columns_apart = abs(r1 - r2), abs(c1 - c2)
            # Same row: next to or one between; the two card rows: above/below or diagonal.
            near = (rows_apart == 0 and columns_apart <= 2) or (
                rows_apart == 2 and columns_apart <= 1
            )
            seven = 7 in group and len(group) == 2 and columns_apart == 1 and rows_apart == 1
            assert near or seven, (group, spots)
    # The picture's examples: the jack under the three, ten diagonal to the three.
    assert at["J"][1] == at["3"][1] and abs(at["T"][1] - at["3"][1]) == 1


def test_every_bet_and_copper_lies_on_the_layout_for_every_viewer() -> None:
    """Rules, Faro: bets and coppers lie on the layout in the open, so every seat's table (and
    the full view) shows the same bets: seat, place, the ranks it covers, units and copper."""
    state = betting("bet 9; bet 9; bet 3-J copper; bet high", "bet 5-6-8-9 copper")
    layouts = [state.view(s)["table"]["layout"] for s in range(3)]
    layouts.append(state.full_view()["table"]["layout"])
    assert all(layout == layouts[0] for layout in layouts)
    bets = {
        (b["seat"], b["place"], b["copper"]): (b["units"], b["covers"]) for b in layouts[0]["bets"]
    }
    assert bets == {
        (0, "9", False): (2, ["9"]),
        (0, "3-J", True): (1, ["3", "J"]),
        (0, "high", False): (1, []),
        (1, "5-6-8-9", True): (1, ["5", "6", "8", "9"]),
    }
    assert {k: u for k, (u, _) in bets.items()} == state.bets
    for seat in range(3):
        assert table_problems(state.view(seat)["table"], players=3) == []


def test_the_terminal_draws_the_layout_with_each_players_bets() -> None:
    """The terminal draws the layout under the shared zones: the two rows of ranks and the
    seven, the cards left of each rank, the single-card bets under their rank, then the bets on
    several cards and the even, odd and high card bars."""
    state = betting("bet 9; bet 9; bet 3-J copper; bet high", "bet 9 copper")
    lines = table_lines(state.view(0)["table"])
    drawn = layout_lines(state.view(0)["table"]["layout"])
    assert drawn[0].startswith("the layout") and all(line in lines for line in drawn)
    top = next(line for line in drawn if line.split()[:2] == ["A", "2"])
    bottom = next(line for line in drawn if line.split()[:2] == ["K", "Q"])
    seven = next(line for line in drawn if line.strip() == "7")
    assert top.split() == ["A", "2", "3", "4", "5", "6"]
    assert bottom.split() == ["K", "Q", "J", "T", "9", "8"]
    assert seven.index("7") > top.index("6")
    under_nine = drawn[drawn.index(bottom) + 2]
    assert under_nine[bottom.index("9") :].split() == ["0:2", "1:1c"]
    assert "  on several cards: 3-J 0:1c" in drawn
    assert "  bars: even -; odd -; high 0:1" in drawn


def test_a_layout_that_breaks_the_format_is_reported() -> None:
    """The table check reads the layout too: a bet covering no spot of the rows, or a seat that
    is not at the table, is named."""
    table = betting("bet 9").view(0)["table"]
    table["layout"]["bets"][0]["covers"] = ["Z"]
    assert table_problems(table, players=3) == ["layout.bets[0].covers must name spots of the rows"]
    table["layout"]["bets"][0].update(covers=["9"], seat=7)
    assert table_problems(table, players=3) == ["layout.bets[0] needs a seat and a place"]
