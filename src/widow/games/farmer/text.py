"""The rules of Farmer in words, as ``widow rules farmer`` prints them."""

RULES = """\
FARMER  (farmer; 2 to 8 players; 45 cards: no eights, and no sixes but the six of hearts)

Aim: a count of exactly sixteen, or failing that the count closest to sixteen without going over.
Aces count one, kings, queens, jacks and tens ten, the other cards their number.

The first farmer: cards are dealt face up one at a time round the table, from seat 0, until the
six of hearts turns up; its receiver is the first farmer (the dealer).

Each deal: everyone antes `ante` chips (default 1) into the farm. The farmer shuffles and deals one
card face down to each player, from the farmer's left round to the farmer. Then each in that order,
the farmer last, takes cards face up:
  hit   another card face up; everyone must take at least one.
  stay  no more cards. Going over sixteen (bust) is not announced: the player simply stays, and
        over sixteen that is the only move left.
If the stock runs out, those still to draw must stay with what they have.

Settling, once every hand is shown:
  * One count of exactly sixteen takes the farm. Several: the six of hearts wins; without it the
    fewest cards win; if that still ties, the farmer wins when among them, and otherwise the tied
    player nearest the farmer's left.
  * Nobody at sixteen: the farm stays for the next deal, and everyone with a lower count (not bust)
    pays one ante to the player closest to sixteen. Several closest: those payments are shared
    among them evenly, and the odd chips go into the farm. With closest_paid_when_won=true these
    payments are also made in a deal where the farm is won (default false, as the text puts them
    with the deals nobody wins).
  * Every bust player pays one ante to the farmer (the farmer pays nobody).
  * Whoever took the farm is the next farmer; otherwise the same farmer deals again.

The match: `deals` deals (default 4), then play goes on until a deal in which the farm is won, for
at most `extra_deals` more (default 8); whatever is then left in the farm is shared equally, the
odd chips to the farmer. Everyone starts with `chips` chips (default 100); a balance may go below
zero (settled in money at the end). Most chips wins.
"""
