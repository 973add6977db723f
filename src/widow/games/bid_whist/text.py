"""The rules of Bid Whist in words, as ``widow rules bid-whist`` prints them."""

RULES = """\
BID WHIST  (bid-whist; 4 players in two partnerships; 52 cards and two jokers)

Sides: seats 0 and 2 against seats 1 and 3, partners opposite; play goes clockwise. The red
joker (XR) is the big joker, the black one (XB) the little joker.

Dealer: everyone cuts, the lowest card deals (aces low), ties cut again; then the deal passes
to the left after every hand. Twelve cards each, one at a time from the dealer's left; the last
six cards go face down to the kitty.

Bidding: one round, from the dealer's left round to the dealer. Pass, or bid a number from 1
to 7 (tricks over six your side will take) with high, low or notrump: `bid 3 high`,
`bid 4 notrump`. A bid must beat the one before: a higher number, or no trump over high or low
of the same number (high and low are worth the same). If the first three pass, the dealer must
bid.

Declaring: the highest bidder names the trump suit (`trump hearts`) for a high or low bid, or
says whether high or low cards win (`direction low`) after no trump; then takes the kitty and
lays six cards aside one by one (`discard CARD`). Those six count as the side's first trick.

Play: the declarer leads; follow suit if you can, else play anything. With trumps the big
joker, then the little joker, are the highest trumps. High: ace, king ... two. Low: ace, two,
three ... king. Without trumps the jokers are worth nothing; a joker led lets the next card set
the suit to follow.

Scoring: the declaring side needs six tricks plus its number (the discards count as one). Made,
it scores a point for each trick over six; set, it loses its number. No trump doubles either.
The other side scores nothing. Seven points win the game; a side at minus seven loses it at
once ("out the back door").

Options:
  boston_quadruple  a Boston (a bid of 7) that is made scores four times over (default false).

Our conventions where the rules leave a case open:
  * The lowest bid is 1 (seven tricks); the highest, 7, is the Boston.
  * The red joker is the big one.
  * With boston_quadruple, a no-trump Boston is doubled and then quadrupled.
  * The cut is not modelled: every shuffle is uniformly random.
"""
