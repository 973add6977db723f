"""The rules of Cribbage Squares in words, as ``widow rules cribbage-squares`` prints them."""

RULES = """\
CRIBBAGE SQUARES  (cribbage-squares; 1 to 8 players; a 52-card pack each)

Aim: build a square of four rows and four columns whose eight lines, each counted with the
starter as a five-card Cribbage hand, make as many points as possible.

The starter: one card turned face up and shared by every line of every square. A jack turned
as the starter scores 2 (his heels) for every player. By default (option starter=first) it is
turned before anything else, so everyone builds knowing it; with starter=last it is turned as
the seventeenth card, once the squares are full.

Dictation: one pack is shuffled and its cards are turned one at a time and called out. Every
player takes the same card from their own pack and puts it in any empty cell of their own
square; a card once placed never moves. Everyone places at the same time: here each player in
turn chooses a cell unseen, and the choices are shown together. The squares are face up, so
every card already placed is public. Sixteen cards are called.

Scoring: each row and each column with the starter is a Cribbage hand:
  fifteens   2 for every set of cards adding up to 15 (ace 1, courts 10, others their number);
  pairs      2 for every pair: three of a kind 6, four of a kind 12;
  runs       1 per card for every run of three or more ranks in sequence (ace low only);
             a rank held twice makes a second run;
  flush      4 when the line's four cards share a suit, 5 when the starter does too;
  his nobs   1 for a jack in the line of the starter's suit.
A line whose four cards add up to exactly 31 (ace 1, courts 10) scores 2 more. His heels adds 2
once to every square.

Winning: with several players the highest total wins (equal totals share first place). A lone
player wins with at least 61 points.

Options (--option name=value):
  starter    first (default) or last.
  threshold  the solitaire winning score (default 61).

Actions: place ROW COLUMN puts the called card in that cell, rows and columns numbered 1 to 4
from the top left (place 1 4 is the top right corner).
"""
