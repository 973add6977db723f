"""The banker's edge in ``widow simulate``'s summary, for games with a bank (Faro, Horse Race).

>>> from widow.simulation import BankerEdge
>>> table = edge_table(BankerEdge(staked=1000, measured=7, exact=5.5, measured_edge=0.007,
...                               exact_edge=0.0055))
>>> [c.header for c in table.columns]
['chips at risk', "bank's gain", 'measured edge', 'exact expectation', 'exact edge']
"""

from __future__ import annotations

from rich.table import Table

from widow.simulation import BankerEdge

__all__ = ["edge_table"]


def edge_table(edge: BankerEdge) -> Table:
    """One row: what the bank won against the exact expectation of the same bets."""
    table = Table(title="banker's edge (per chip at risk)")
    for name in ("chips at risk", "bank's gain", "measured edge", "exact expectation",
                 "exact edge"):  # fmt: skip
        table.add_column(name, justify="right")
    table.add_row(
        f"{edge.staked:,}",
        f"{edge.measured:+,}",
        f"{edge.measured_edge:+.3%}",
        f"{edge.exact:+,.1f}",
        f"{edge.exact_edge:+.3%}",
    )
    return table
