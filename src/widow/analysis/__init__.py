"""Analysis: exact hand-category counts (:mod:`~widow.analysis.odds`) and each hand's share of
the pot (:mod:`~widow.analysis.equity`, with the stud and draw games in
:mod:`~widow.analysis.stud_equity`).

These modules build on the cards and the rankings alone, so a game or a bot may use them without
reaching above its own layer. ``widow.odds`` and ``widow.equity`` are their public names."""
