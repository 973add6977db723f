"""Betting: what every vying game builds on.

:mod:`~widow.engine.betting.rounds` runs forced bets, betting rounds and all-ins;
:mod:`~widow.engine.betting.pots` builds the main and side pots and
:mod:`~widow.engine.betting.showdown` pays them; :mod:`~widow.engine.betting.match` plays a match
of several hands with rebuys, :mod:`~widow.engine.betting.options` holds the table stakes every
such match shares; :mod:`~widow.engine.betting.events` are the events they record,
:mod:`~widow.engine.betting.menu` the numbered betting choices,
:mod:`~widow.engine.betting.table` and :mod:`~widow.engine.betting.hand_view` the parts of views
and table descriptions drawn alike, and :mod:`~widow.engine.betting.card_sets` numbers actions
that name several cards (draws, discards).
"""
