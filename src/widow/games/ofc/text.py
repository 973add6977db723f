"""The rules of Open-Face Chinese Poker in words, as ``widow rules ofc`` prints them."""

RULES = """\
OPEN-FACE CHINESE POKER  (ofc; 2 to 4 players; 52 cards)

Aim: build three poker hands from thirteen cards that arrive a few at a time, all face up: the
front (3 cards), the middle (5) and the back (5). The back must end at least as strong as the
middle and the middle at least as strong as the front (in the front, straights and flushes do not
count); otherwise the hand is fouled.

Deal: five cards face down to each player, one at a time from the dealer's left; the rest is the
stock. Seat 0 deals the first hand. The match lasts `hands` hands (default 4).

Play, from the dealer's left:
  place FRONT / MIDDLE / BACK   put your cards in rows, '-' for a row that gets none,
                                e.g. "place Ah / 9s 9h / 5d 4c" or "place - / - / Qs"
  First each player turns up their five cards and places all of them, in turn. Then, round after
  round, each player draws the top card of the stock face up and places it, until every row is
  full. A row never takes more cards than it holds (front 3, middle 5, back 5).

Scoring, between every pair of players: each scores the royalties of their rows plus a point for
each of the three hands that beats the other's (front against front, and so on), and 3 more
(option sweep) for winning all three; the lower score pays the difference in units. A fouled hand
scores nothing and pays each opponent who did not foul 6 units (option foul_penalty) plus that
opponent's royalties; two fouled hands pay each other nothing.

Royalties (option royalties=table, the default):
                    front   middle   back
  royal flush               50       25
  straight flush            30       15
  four of a kind            20       10
  full house                12       6
  flush                     8        4
  straight                  4        2
  three of a kind   20
  pair              66 = 1, 77 = 2, ... up to AA = 9
With royalties=modern, three of a kind in front pays 10 for deuces up to 22 for aces, and three of
a kind in the middle pays 2.

Fantasyland (option fantasyland, on by default): a hand set with a pair of queens or better in
front (so any three of a kind there too), without fouling, earns the next hand in fantasyland.
There the player receives eight more cards right after the first five and sets all thirteen at
once, face down (front first, then middle and back), before the others play; the hand is shown
when everyone else has finished. A fantasyland hand with three of a kind in front, a full house
or better in the middle, or four of a kind or better in the back (and no foul) stays in
fantasyland for another hand. Several players may be in fantasyland at once. A hand with anyone
in fantasyland is dealt by the dealer of the hand before; otherwise the deal passes to the left.

Options: hands, unit (chips per unit), pair_units (other units agreed between two seats, e.g.
"0-1:5"), fantasyland, royalties, sweep, foul_penalty.

Our conventions where the rules leave a case open:
  * Equal rows of one hand do not foul; a tied row scores for neither player.
  * Staying in fantasyland needs a hand that does not foul.
  * Fantasyland earned on the last hand of the match is not played.
"""
