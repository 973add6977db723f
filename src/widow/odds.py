"""The public name of :mod:`widow.analysis.odds`: exact counts of every hand category.

The code lives in :mod:`widow.analysis` (below the games, so that games and bots can use it);
this module keeps ``widow.odds.category_counts(...)`` the documented way in.

>>> from widow.ranking import get_system
>>> category_counts(get_system("high"), 5)["four-of-a-kind"]
624
"""

from __future__ import annotations

from widow.analysis.odds import OddsTable, category_counts, iter_hands, odds_table

__all__ = ["OddsTable", "category_counts", "iter_hands", "odds_table"]
