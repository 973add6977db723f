"""The dictation family: one pack is called a card at a time and every player places the same
card in a layout of their own. :mod:`~widow.families.dictation.rules` is the calling,
:mod:`~widow.families.dictation.grid` the square layouts (Poker Squares, Cribbage Squares),
:mod:`~widow.families.dictation.scoring` the poker scoring of a square's lines and
:mod:`~widow.families.dictation.grid_bot` the placing bots."""
