"""The rules of La Viuda in words, as ``widow rules la-viuda`` prints them.

The text is a message of the catalogue (widow.i18n): ``widow rules la-viuda --lang es`` prints
its Spanish translation.
"""

from widow.i18n import N_

RULES = N_("""\
LA VIUDA  (la-viuda; 2 to 9 players, best with 4 to 7; 52 cards and 2 jokers)

A Mexican form of Whisky Poker played for lives. Nobody wants to hold the worst hand.

Stakes: every player buys `chips` chips (default 3) at `chip_value` each (default 1); that money
goes to the last player left. One extra chip, La Viuda ("the widow"), starts alone in the pool.

Wild cards: both jokers, and one rank set by the number of chips in the pool: 1 chip aces, 2 twos,
3 threes ... 10 tens, 11 jacks, 12 queens, 13 kings, 14 aces again, 15 twos, and so on. The first
deal therefore has aces wild.

Dealer, deal and play are as in Whisky Poker (see `widow rules whisky-poker`) but everything goes
counter-clockwise: the deal passes to the right, cards go out from the dealer's right, and play
starts with the dealer's right-hand neighbour. Phase 1 with the widow face down (pass, exchange,
knock); phase 2 with it face up (swap one card, swap all, knock); after the first knock everyone
else has one more turn, then the hands are shown.

Paying: the worst hand pays one chip into the pool, so the next deal has the next rank wild.
Equally bad hands are separated in this order (the ranking's tie-breaks, then chance):
  1. fewer wild cards is better;
  2. the best run of two or more cards in one suit next to each other (longer, then higher);
  3. more cards of one colour is better;
  4. a card is drawn from the stock; hands whose majority colour matches it are better;
  5. Manotazo: the tied hands' cards are shuffled together and each tied player draws one; the
     higher card is better.

Out and La Viuda: a player with no chips left is out, unless they buy La Viuda for twice the chip
value (the money joins the stakes). It is offered only once per game and only right after a player
loses their original chips; if the first player to run out declines, it is offered to the next one,
and so on. The buyer plays on with that one chip. Buying leaves the pool (and the wild rank) as it
was for the previous deal: the buyer's last chip goes in as the La Viuda chip comes out. The last
player left collects all the money paid.

Options:
  chips=3, chip_value=1   as above.
  suit_order=false        true: flushes compare by suit first, spades > hearts > diamonds > clubs.
  stripped=false          true: a short pack for the player count (A-K-Q-J-10 for two players, one
                          more rank downward for each extra player; 2 to 7 players), the best hand
                          of each deal scores a point and the first to `target` points (default 5)
                          wins; nobody pays chips.
  pass_after_knock=true   as in Whisky Poker: after a knock a player in phase 2 may stand pat with
                          pass; false makes that turn a swap (one card or all five). A player still
                          in phase 1 may always pass.

Our conventions where the rules leave a case open:
  * First dealer by drawing from the 52 cards without jokers, ace low; ties draw again.
  * With three or more equally bad hands the tie-breaks are applied to all of them together until
    one worst hand is left: a colour draw removes every hand of the drawn colour from the worst
    group (if the group holds both colours); a Manotazo among several keeps the lowest card.
  * The colour card is the top card of the stock (the undealt cards); it is set aside face up.
    A red joker counts red, a black joker black. If the stock is empty the tie goes straight to
    Manotazo.
  * Manotazo ranks: two lowest up to ace, a joker above an ace; suits do not count; players who
    draw equal ranks shuffle their hands' cards again and draw again.
  * The stripped game has no jokers and no wild cards (there is no pool to set a wild rank); ties
    for the best hand use the same tie-breaks.
  * The cut is not modelled: every shuffle is uniformly random.
""")
