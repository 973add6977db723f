"""The rules of Dictated Strategy in words, as ``widow rules dictated-strategy`` prints them."""

RULES = """\
DICTATED STRATEGY  (dictated-strategy; 1 to 8 players; a 52-card pack each)

A patience played by dictation. Aim: build the four aces up to the kings, each in its own suit.

Start: everyone sets out the four aces of their own pack face up as the foundations.

Dictation: the caller shuffles the other 48 cards and calls them one at a time. Every player
takes the same card from their own pack and puts it face up on any one of their eight
wastepiles (option piles); a pile may stay empty. Only the card on top of each pile is free.
No card may go to a foundation while cards are still being called. Everyone places at the same
time: here each player in turn chooses a pile unseen, and the choices are shown together. The
piles are face up, so every card already placed is public.

Building: once all 48 cards are placed, each player in turn moves free cards from the tops of
their piles to the foundations, each on the card one below it in the same suit, for as long as
they can. Building one free card never prevents another, so a player simply builds until no
free card fits.

Scoring (option scoring):
  cards  1 for every card built on the aces (48 at most); the default.
  face   the face values of the top card of each foundation: ace 1, numerals as marked, jack 15,
         queen 20, king 25, so four kings make 100.
A lone player wins by building all 48 cards; with several players the highest score wins (equal
scores share first place).

Options (--option name=value):
  piles    1 to 12 wastepiles (default 8).
  scoring  cards (default) or face.

Actions: pile N puts the called card on wastepile N (from 1); build CARD moves a free card to
its foundation (build 5h).
"""
