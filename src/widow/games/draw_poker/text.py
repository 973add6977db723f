"""The rules of draw poker in words, as ``widow rules draw-poker`` prints them."""

DRAW_POKER_RULES = """\
DRAW POKER  (draw-poker; 2 players up to as many as the pack serves; 52 cards, plus jokers)

Aim: win chips with the best five-card hand (or, in lowball, the lowest), or by betting so that
everyone else folds.

A hand: everyone antes (option ante, default 1) and is dealt five cards face down, one at a
time from the dealer's left. A betting round, opened by the player left of the dealer. Then the
draw: in turn from the dealer's left, each player still in discards up to max_draw cards
(default 5) face down and is dealt as many from the stock (draw C ...), or keeps the hand
(stand pat); everyone sees how many cards each player drew. A second betting round, opened by
the player left of the dealer; then the showdown.

Rankings (option ranking):
  high (default)   the usual poker hands; jokers (option jokers, 0 to 2) are wild.
  ace-to-five      lowball: the lowest hand wins; straights and flushes do not count, aces are
                   low, the best hand is 5-4-3-2-A.
  deuce-to-seven   lowball: straights and flushes count against you, aces are high only, the
                   best hand is 7-5-4-3-2.
  ace-to-six       lowball: straights and flushes count, aces are low, the best is 6-4-3-2-A.
  In lowball a joker is the lowest card that does not pair the hand (nor, where they count,
  complete a straight or a flush). Option qualifier (lowball only, e.g. 8): a hand with a card
  above that rank, or a pair, does not qualify; qualifying hands beat every other, and hands
  that do not qualify tie with each other.

Betting (option betting): limit (default; small_bet before the draw, default 2, and big_bet
  after it, default twice the small bet; at most raise_cap bets and raises a round), pot-limit
  or no-limit (small_bet is then the smallest bet). The usual rules: raises at least the largest
  so far, a short all-in does not reopen the betting, uncalled chips go back, fold only when
  facing a bet. Actions: fold, check, call, bet N, raise to N, all-in, draw C ..., stand pat.

Table stakes: each player buys in for `stack` chips (default 100) or `stacks` seat by seat; side
  pots form for all-in players; ties split the pot, odd chips to the first winner from the
  dealer's left. The match lasts `hands` hands (default 10) or until one player holds every
  chip; the deal moves left each hand. The last player in takes the pot unseen. The table seats
  as many players as the pack serves when everyone draws the most (5 with max_draw=5, 6 with
  max_draw=3, at most 8), so the stock never runs out.
"""
