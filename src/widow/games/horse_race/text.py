"""The rules of Horse Race in words, as ``widow rules horse-race`` prints them."""

RULES = """\
HORSE RACE  (horse-race; 2 to 8 players: one banker, the others punters; 52 cards)

Aim: bet on the suit whose ace wins the race, at the odds the banker quotes.

Each race: the four aces are set out in a row as the horses. Six cards from the shuffled rest are
dealt face up as the track; the other 42 are the stock. A suit that shows often on the track has
fewer cards left in the stock and so is less likely to win.

Quoting: the banker quotes odds on each suit in turn (clubs, diamonds, hearts, spades), from a
bookmaker's ladder running from 1-5 on to 100-1:
  quote SUIT W-S   pay W chips for every S staked on SUIT (quote h 5-2).

Betting: then each punter, from the banker's left, places any bets and says done:
  bet SUIT N   stake N chips on SUIT (1 to max_bet, default 10; one bet per suit a race).
  done         no more bets this race.

The race: cards are turned from the stock one at a time, each moving its suit's ace one step along
the track; the first suit to show its seventh card wins. Bets on it are paid at the quoted odds
(with the stake back); fractions of a chip are rounded down, in the banker's favour. Bets on the
other suits go to the banker. With six cards on the track some suit always finishes.

The bank passes to the left after races_per_bank races (default 1); the match ends when everyone
has banked. Everyone starts with `chips` chips (default 200); a balance may go below zero (settled
in money at the end). Most chips wins.

The heuristic banker quotes each suit from its exact chance of winning (widow odds horse-race
--layout '...' prints them), shortened by banker_margin percent (default 10) and rounded down to
the ladder; the heuristic punter stakes only where a quote pays more than the exact chance is
worth.
"""
