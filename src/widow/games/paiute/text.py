"""The rules of Paiute in words, as ``widow rules paiute`` prints them."""

RULES = """\
PAIUTE  (paiute; 2 to 5 players; one 52-card pack)

Aim: be the caller with the best six-card combination when the deal ends.

A deal: everyone antes `ante` chips into the pot (default 1; 0 plays for fun, without chips). The
dealer deals five cards to each player, one at a time from the dealer's left, then turns the
next card face up: every card of its rank is wild this deal. The rest of the pack is the stock,
and its top card is turned face up beside it to start the discard pile.

A turn, from the dealer's left, the dealer last:
  draw            take the top card of the stock, or
  take            take the top card of the discard pile; then
  discard C       put one card face up on the discard pile. The card just taken from the pile
                  may not go straight back: the pile's top must change every turn.
  call            instead of discarding, show all six cards and call with their combination.
  call discard C  call with a five-card combination and discard the sixth card C, which must
                  not be part of it (a card that is part of it is kept: use call).
When the stock runs out, the discard pile but its top card is shuffled into a new stock.

Combinations, best first (straights and flushes alone count for nothing):
  five of a kind   all four of a rank and a wild card; higher rank wins.
  royal flush      A K Q J 10 of one suit; royal flushes tie.
  straight flush   five cards of one suit in sequence (ace high or low); the top card decides.
  four-two         four of a rank and a pair; the rank of the four decides.
  three-three      two threes of a kind; the higher three decides.
  paiute           three pairs; highest pair, then the middle, then the lowest decide. A paiute
                   may be called only on the player's first turn of the deal.
Wild cards stand for any card (taken as whatever makes the best combination).

After the first call, the callers' hands stay face up and they take no more turns; the others
each have one more turn, in order, up to and including the dealer (last_round=to-dealer, the
default; a dealer who calls first wins at once), or round the whole table back to the first
caller (last_round=full-round). A later call must beat the best call so far (equal_calls=true:
equal it or beat it). Then the best call wins the pot; equal best calls share it, odd chips
going one each to the winners from the dealer's left. A deal in which nobody calls within
`round_limit` rounds (default 12) is dead: its pot stays for the next deal.

The match: `deals` deals (default 4), the deal passing to the left; seat 0 plays first in the
first deal. Everyone starts with `chips` chips (default 20; a balance may go below zero, settled in
money at the end). A pot still unwon at the end is shared equally, odd chips one each from the
last dealer's left. Most chips wins; without stakes (ante=0), the most deals won.
"""
