"""Trick play, shared by every trick-taking game.

:mod:`~widow.engine.tricks.play` holds the trick itself (following suit, trumps, the winner, the
lead), :mod:`~widow.engine.tricks.state` what the trick games' states share beyond it (cutting
for the deal, a card played with its events), :mod:`~widow.engine.tricks.view` what their
views and table descriptions show alike and :mod:`~widow.engine.tricks.actions` the naming of
trump that the games with an auction share.
"""
