"""Betting layouts drawn as text, from the ``"layout"`` of a table description.

A game whose table carries a layout (Faro's thirteen ranks) gets it drawn under the shared zones
by :mod:`widow.cli.generic_table`: each spot with its note and the single-spot bets on it, then
the bets that cover several spots, the bars and any other bets. A bet reads ``seat:units``, with
``c`` when it is coppered.

>>> from widow import load_game
>>> state = load_game("faro", players=3, max_moves=6).new_state(seed=1)
>>> for text in ("bet 9", "bet 9", "bet 3-J copper", "bet high", "done", "bet 9 copper"):
...     _ = state.apply(text)
>>> print("\\n".join(layout_lines(state.view(0)["table"]["layout"])))
the layout (cards left under each rank; bets as seat:units, c coppered):
  A         2         3         4         5         6
  3 left    4 left    4 left    4 left    4 left    4 left
                                                              7
                                                              4 left
  K         Q         J         T         9         8
  4 left    4 left    4 left    4 left    4 left    4 left
                                          0:2 1:1c
  on several cards: 3-J 0:1c
  bars: even -; odd -; high 0:1
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from widow.i18n import _, current

__all__ = ["LAYOUT_DRAWERS", "layout_bets_line", "layout_cards", "layout_lines"]

Layout = Mapping[str, Any]


def _bet_text(bet: Mapping[str, Any]) -> str:
    return f"{bet['seat']}:{bet['units']}" + ("c" if bet["copper"] else "")


def _bets_on(bets: Sequence[Mapping[str, Any]], place: str) -> str:
    return " ".join(_bet_text(b) for b in bets if b["place"] == place)


def _grid_lines(layout: Layout) -> list[str]:
    """The rows of spots, three lines a row (name, note, single-spot bets), in even columns;
    a line left empty across the row is dropped."""
    bets = layout["bets"]
    notes = layout["notes"]
    singles = [b for b in bets if len(b["covers"]) == 1 and b["covers"][0] == b["place"]]

    def cells(spot: str | None) -> tuple[str, str, str]:
        if spot is None:
            return "", "", ""
        return spot, current().sentence(notes.get(spot, "")), _bets_on(singles, spot)

    table = [[cells(spot) for spot in row] for row in layout["rows"]]
    width = max((len(text) for row in table for cell in row for text in cell), default=0) + 2
    lines = []
    for row in table:
        for part in range(3):
            line = "".join(f"{cell[part]:<{width}}" for cell in row).rstrip()
            if line:
                lines.append(f"  {line}")
    return lines


def _other_lines(layout: Layout) -> list[str]:
    """The bets off the single spots: on several spots, on the bars, and any others."""
    bets = layout["bets"]
    bars = layout["bars"]
    several = [b for b in bets if len(b["covers"]) > 1]
    others = [b for b in bets if not b["covers"] and b["place"] not in bars]
    lines = []
    if several:
        shown = "; ".join(f"{b['place']} {_bet_text(b)}" for b in several)
        lines.append("  " + _("on several cards: {bets}", bets=shown))
    if bars:
        shown = "; ".join(f"{bar} {_bets_on(bets, bar) or '-'}" for bar in bars)
        lines.append("  " + _("bars: {bets}", bets=shown))
    if others:
        shown = "; ".join(f"{b['place']} {_bet_text(b)}" for b in others)
        lines.append("  " + _("other bets: {bets}", bets=shown))
    return lines


def faro_layout_lines(layout: Layout) -> list[str]:
    """Faro's layout: the ranks in their two rows with the seven at the end, the cards of each
    rank left in the box under it, the bets on single ranks under that; then the bets on two or
    more ranks, the even, odd and high card bars, and the calls of the last turn."""
    head = _(
        "{label} (cards left under each rank; bets as seat:units, c coppered):",
        label=current().sentence(layout["label"]),
    )
    return [head, *_grid_lines(layout), *_other_lines(layout)]


def _plain_lines(layout: Layout) -> list[str]:
    label = current().sentence(layout["label"])
    return [f"{label}:", *_grid_lines(layout), *_other_lines(layout)]


#: The drawing for each kind of layout; a kind not listed is drawn plainly from its grid.
LAYOUT_DRAWERS: dict[str, Callable[[Layout], list[str]]] = {"faro": faro_layout_lines}


def layout_lines(layout: Layout) -> list[str]:
    """The layout as plain lines, by the drawing its kind names."""
    return LAYOUT_DRAWERS.get(str(layout["kind"]), _plain_lines)(layout)


def layout_cards(layout: Layout) -> tuple[Any, ...]:
    """What the layout shows apart from its bets (the spots and what each one notes, such as
    Faro's cards left under each rank): when this is unchanged, only bets have moved."""
    return (layout["rows"], sorted(layout["notes"].items()), sorted(layout["bars"]))


def layout_bets_line(layout: Layout, redraw: str = "hand") -> str:
    """One line standing for a layout drawn before whose cards have not moved since: the bets
    on it now, and the word (``redraw``) that draws it whole again.

    >>> from widow import load_game
    >>> state = load_game("faro", players=2).new_state(seed=1)
    >>> layout_bets_line(state.view(0)["table"]["layout"])
    'the layout as drawn above, with no bets (hand draws it again)'
    >>> for text in ("bet 9", "bet 3-J copper", "bet high"):
    ...     _ = state.apply(text)
    >>> layout_bets_line(state.view(0)["table"]["layout"])
    'the layout as drawn above, with the bets 3-J 0:1c; 9 0:1; high 0:1 (hand draws it again)'
    """
    bets = "; ".join(f"{b['place']} {_bet_text(b)}" for b in layout["bets"])
    label = current().sentence(layout["label"])
    if not bets:
        return _(
            "{label} as drawn above, with no bets ({word} draws it again)", label=label, word=redraw
        )
    return _(
        "{label} as drawn above, with the bets {bets} ({word} draws it again)",
        label=label,
        bets=bets,
        word=redraw,
    )
