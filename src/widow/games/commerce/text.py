"""The rules of Commerce in words, as ``widow rules commerce`` prints them."""

RULES = """\
COMMERCE  (commerce; 2 to 10 players, best with 3 to 10; 52 cards, no jokers)

Aim: hold the best three-card combination when the hands are shown, by trading cards with three
cards lying face up in the middle of the table, the board.

Combinations, best first:
  tricon    three of a kind; higher rank wins (aces high).
  sequence  three cards of one suit in sequence; the top card decides. The ace is high in A-K-Q
            (the best) and low in 3-2-A (a three-high sequence, the lowest).
  flush     three cards of one suit; the higher point wins, then the cards from the top down.
  pair      two of a rank and an odd card; the pair decides, then the odd card.
  point     anything else (three in a row of mixed suits too); the higher point wins, then the
            cards from the top down.
  A hand's point adds up its cards: ace 11, king, queen and jack 10, the others their number.

Dealer: everyone draws a card from a shuffled pack; the lowest card deals (aces count low), and
players who tie for lowest draw again. After each deal the deal passes to the left.

Deal: with stakes, every player first puts one stake (`ante` chips) into the pot. Three cards to
each player, one at a time clockwise from the dealer's left, then three cards face up to the board.

The dealer's blind exchange: before looking at the hand, the dealer may give one to three of its
cards, unseen, for as many board cards; the cards given are turned face up on the board in their
place. The dealer names the cards given by their places in the hand as dealt:
    blind 1 3 for Qs Jd   give the first and third cards for Qs and Jd
    keep                  play the cards as dealt
A blind exchange of all three cards is the dealer's one three-card swap of the deal.

Play goes clockwise, starting with the dealer's left-hand neighbour (the dealer plays last in each
round). On your turn:
    swap 9h for Qs              give one card for one board card (also written swap 9h Qs)
    swap 9h 8d for Qs Js        two for two
    swap 9h 8d 2c for Qs Js Ts  all three for the whole board: once per player and deal
    knock                       keep your hand; every other player has one more turn, then the
                                hands are shown (play ends with the player on the knocker's right)
There is no pass before the knock: a turn is a swap or the knock.

Showdown: the best combination takes the pot; equal best hands split it. Without stakes the best
hand scores a point instead (each of equal best hands scores one).

Options:
  stakes            true (default): play for a pot; false: play for points, no chips.
  deals             deals in the match (default: one deal by each player).
  ante              chips each player puts in before each deal (default 1), with stakes.
  chips             chips each player starts with (default 20; at least deals x ante).
  chip_value        money per chip in the outcome (default 1).
  pass_after_knock  true (default): on the last turn after a knock you may stand pat with `pass`;
                    false: that turn must be a swap too.

Our conventions where the rules leave a case open:
  * Two players may play, although the game is at its best with three or more.
  * A swap gives and takes the same number of cards; the cards given go face up on the board in
    the places of the cards taken.
  * Only one knock per deal. The knocker's cards are final; the others may still swap on their
    last turn, the three-card swap included if they have not made it yet.
  * The dealer's blind exchange happens before anyone plays, so the dealer cannot knock then.
  * A split pot's odd chips stay in the pot for the next deal; after the last deal they go to the
    tied winner nearest the dealer's left.
  * The cut is not modelled: every shuffle is uniformly random.
"""
