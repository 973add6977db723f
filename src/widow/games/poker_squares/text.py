"""The rules of Poker Squares in words, as ``widow rules poker-squares`` prints them."""

RULES = """\
POKER SQUARES  (poker-squares; 1 to 8 players; a 52-card pack each)

Aim: build a square of five rows and five columns of cards whose ten lines, each scored as a
five-card poker hand, make as many points as possible.

Dictation: one pack is shuffled and its cards are turned one at a time and called out. Every
player takes the same card from their own pack and puts it in any empty cell of their own
square. A card once placed never moves, and the next card is called only when everyone has
placed the last one. Everyone places at the same time: here each player in turn chooses a cell
unseen, and the choices are shown together once all have chosen. The squares are face up, so
every card already placed is public. After twenty-five calls the squares are full.

Scoring: each row and each column is a poker hand (no wild cards). Points per line:

  hand             british  american
  royal flush           30       100
  straight flush        30        75
  four of a kind        16        50
  full house            10        25
  flush                  5        20
  straight              12        15
  three of a kind        6        10
  two pairs              3         5
  one pair               1         2

A straight is five ranks in sequence; the ace counts high (A-K-Q-J-T) and, unless option
ace_low is off, also low (5-4-3-2-A). A royal flush is an ace-high straight flush; British
scoring gives it no more than any straight flush.

Winning: with several players the highest total wins (equal totals share first place). A lone
player wins with at least 75 points on the British schedule or 200 on the American.

Options (--option name=value):
  schedule   british (default) or american.
  ace_low    true (default): 5-4-3-2-A is a straight too; false: only A-K-Q-J-T.
  threshold  the solitaire winning score; none (default) means 75 British, 200 American.

Actions: place ROW COLUMN puts the called card in that cell, rows and columns numbered 1 to 5
from the top left (place 1 5 is the top right corner).
"""
