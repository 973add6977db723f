"""The rules of Bourre in words, as ``widow rules bourre`` prints them."""

RULES = """\
BOURRE  (bourre; 2 to 8 players; 52 cards, aces high)

Aim: take more of the five tricks than anyone else and win the pot, and never play a hand in
which you take no trick at all.

Dealer: everyone cuts; the lowest card deals (aces low), ties cut again. The deal passes to the
left after every hand. Play goes clockwise.

The pot: before each hand everyone puts in the ante (option ante, default 1 chip), and anyone
who went bourre in the hand before pays what they owe. Players start with `chips` chips
(default 50).

Deal: five cards each, one at a time, from the dealer's left. The dealer's fifth card is dealt
face up: its suit is trump. The rest of the pack is the stock.

Pass or play: in turn from the dealer's left round to the dealer, everyone either
  pass          gives up the hand (and the ante); the cards go face down to the discard pile;
  stay          plays the hand with the five cards held;
  draw C...     plays the hand, discarding the named cards face down and drawing as many from
                the stock. If the stock runs out, the discard pile (less the drawing player's own
                discards) is shuffled into a new stock.
The dealer must play when the turned-up card is an ace, and when everyone else has passed. If
only one player plays, that player takes the pot without play.

Play: the first player still in on the dealer's left leads; the winner of a trick leads the next.
The highest trump wins a trick, or else the highest card of the suit led. You must:
  * follow suit if you can, and play a card higher than the best card of the suit led so far if
    you hold one (unless someone has already trumped a trick led in another suit);
  * when you cannot follow, trump if you can, with a trump higher than any trump already played
    if you hold one;
  * when you are sure of three tricks (a cinch), lead your highest trump, and trump with your
    highest trump.
The game does not let you break these obligations.

Settling: the player with more tricks than anyone else takes the pot. When the most tricks are
shared, the pot stays for the next hand, and the tied players do not ante to it. Everyone who
played and took no trick has gone bourre and pays the amount of this hand's pot into the next
(option limit caps that payment, a common house rule; by default there is no cap).

End: the match lasts `hands` hands (default: one deal by each player). Then any penalty still
owed is paid in, and the pot left on the table is shared equally by everyone (odd chips one each
from the dealer's left).

Our conventions where the rules leave a case open:
  * The turned-up card belongs to the dealer's hand and may not be discarded in the draw.
  * A cinch counts the tricks taken plus the trumps held above every trump that may still be
    in another hand, as far as the player can tell: trumps played, its own discards and the
    turned-up card of a dealer who passed are out of play; other players' discards are face
    down, and a pile shuffled into a new stock may have been dealt again, so those still count.
    When trumps are led, a cinch follows the usual obligations.
  * Penalties may take a player below zero chips: it is a debt, shown as money lost.
  * Breaking an obligation of play is not possible here, so its penalty (the same as going
    bourre) never arises.
  * The cut is not modelled: every shuffle is uniformly random.
"""
