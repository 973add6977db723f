"""The rules of Anaconda in words, as ``widow rules anaconda`` prints them."""

ANACONDA_RULES = """\
ANACONDA  (anaconda; 2 to 7 players; 52 cards)

Aim: win the high half of the pot with the best poker hand, or the low half with the lowest,
after passing cards around the table and declaring in secret which half you play for.

A hand: everyone antes (option ante, default 1) and is dealt seven cards face down; the rest of
the pack is set aside.
  1. A betting round, opened by the player left of the dealer.
  2. Everyone still in chooses three cards to pass (pass C C C) and keeps four; when all have
     chosen, each gives them to the next player still in to the left.
  3. A betting round.
  4. Three cards again, this time to the second player still in to the right (with two players
     left, to the other one).
  5. A betting round.
  6. Everyone declares high or low (declare high, declare low) in secret; the declarations are
     revealed together once all are made.
  7. Everyone forms a final hand of five (show C C C C down C): four cards turned face up, one
     face down; the other two are discarded face down. The face-up cards are turned together
     once all have chosen.
  8. The last betting round, then the showdown: the down cards are turned, the best high hand
     among those who declared high takes half the pot, the best low hand among those who
     declared low the other half (option low: ace-to-five by default, deuce-to-seven or
     ace-to-six). If everyone declared the same way, the best hand of that kind takes it all;
     ties share. Chips that do not divide stay in the pot for the next hand (option
     remainder=high: they go to the high winner nearest the dealer's left instead); after the
     last hand of the match they go to the first player with chips from the dealer's left.
Secret choices are made one player at a time from the dealer's left; nobody sees another's
choice before all are revealed.

Betting (option betting): limit (default; every bet and raise is exactly `bet`, default 2, at
  most raise_cap of them a round, default 4), pot-limit, or no-limit (bet is then the smallest
  bet). The usual rules: raises at least the largest so far, a short all-in does not reopen the
  betting, uncalled chips go back, fold only when facing a bet. Actions: fold, check, call,
  bet N, raise to N, all-in.

Table stakes: each player buys in for `stack` chips (default 100) or `stacks` seat by seat; side
  pots form for all-in players. The match lasts `hands` hands (default 10) or until one player
  holds every chip; the deal moves left each hand, seat 0 deals first. The last player in takes
  the pot unseen.
"""
