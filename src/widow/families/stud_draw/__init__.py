"""The stud and draw family: Hold'em, Pineapple, Soko, Anaconda and Draw Poker, every one a
match of betting hands on :mod:`widow.engine.betting`.

:class:`~widow.families.stud_draw.state.StudDrawState` gives Soko, Anaconda and Draw Poker their
order of play and the pot to the last seat left; Hold'em and Pineapple seat the blinds their own
way and build on the betting engine directly.
"""
