"""The rules of Chinese Poker in words, as ``widow rules chinese-poker`` prints them."""

RULES = """\
CHINESE POKER  (chinese-poker; 2 to 4 players; 52 cards)

Aim: split thirteen cards into three poker hands, each stronger than the same hand of every
opponent: the front (3 cards), the middle (5) and the back (5). Payments are settled between each
pair of players in units.

Deal: thirteen cards to each player, one at a time from the dealer's left. Cards left over (with
fewer than four players) are set aside unseen. Seat 0 deals the first hand; the deal then passes
to the left. The match lasts `hands` hands (default 4).

Setting: everyone sets at once. The program asks one seat at a time, from the dealer's left, and
nobody sees another seat's choice until the hands are shown.
  place A B C / - / -        put three cards in the front (first step)
  place - / MIDDLE / BACK    put five cards in the middle and the other five in the back
  declare NATURAL            instead of setting, declare a natural you hold
The back must be at least as strong as the middle and the middle at least as strong as the front
(standard poker order; in the front, straights and flushes do not count, and a front compares with
a middle as if its missing cards were nothing). A hand set otherwise is fouled: it loses every
row to every hand that is not fouled.

Naturals (option naturals, on by default), best first: dragon (thirteen ranks, deuce to ace),
three flushes (a three-card flush in front and two flushes), three straights (a three-card
straight in front, ace high or low, and two straights), six pairs (six pairs and an odd card; four
of a kind counts as two pairs). A declared natural is shown and paid before the other hands: it
beats every hand that is not a natural and collects 13 units (dragon) or 3 from each such
opponent. Between two naturals the better kind wins; two of a kind compare back, middle, then
front hand (three flushes, three straights), pair by pair from the top (six pairs), or tie
(dragons). A natural may also be set as an ordinary hand.

Surrender (option surrender, on by default): after the naturals are paid, every player who set a
hand decides in secret to surrender, paying 2 units to each opponent, or to stand:
  surrender / stand

Showdown: the hands still in are shown and compared with each other pair by pair, row against row.
A row won collects its rate from the loser: 1 unit, or with bonuses (option bonuses) 3 for three of
a kind in front, 2 for a full house in the middle, 4 for four of a kind and 5 for a straight flush
in the middle or back. A tied row pays nothing. Winning all three rows against a player (a scoop)
collects `scoop` units more (default 3). Two fouled hands pay each other nothing.

Options: hands, unit (chips per unit, default 1), pair_units (other units agreed between two seats,
e.g. "0-1:5,2-3:2"), naturals, surrender, bonuses, scoop.

Our conventions where the rules leave a case open:
  * Equal rows of one hand do not foul; a tied row between two hands is a push.
  * A surrender pays every opponent, whatever the opponent holds; two players who both surrender
    pay each other the same and so nothing changes between them.
  * Two six-pair hands with the same six pairs tie; the odd card does not count.
  * Three straights compare by the tops of their straights (suits aside).
"""
