"""The rules of Whist in words, as ``widow rules whist`` prints them."""

RULES = """\
WHIST  (whist; 4 players in two partnerships; 52 cards, aces high)

Sides: seats 0 and 2 play together against seats 1 and 3; partners sit opposite each other.
Play goes clockwise (to the left).

Dealer: everyone cuts; the lowest card deals (aces count low) and those tied for lowest cut
again. The deal then passes to the left after every hand.

Deal: the whole pack, one card at a time, starting with the dealer's left-hand neighbour, so
everyone holds thirteen. The dealer's last card is shown to everyone: its suit is trump for the
hand. It stays on the table until the dealer's first turn, when it joins the dealer's hand.

Play: the dealer's left-hand neighbour leads any card (`play CARD`). Everyone else must follow
the suit led if they can; a player who cannot may play any card, a trump included. The highest
trump wins the trick, or the highest card of the suit led if no trump was played. The winner
leads to the next trick. Thirteen tricks make a hand.

Scoring: the side that took more than six tricks scores one point for each trick over six. The
first side to reach five points wins a game; the first side to win two games wins the rubber,
which is the match (a rubber ends as soon as one side has two games).

Revokes (option revokes): by default the game will not let you fail to follow suit. With
revokes=add or revokes=deduct any card may be played; when the hand is over it is checked, and
every revoke (a card off the suit led while holding that suit) costs three points, either given
to the other side (add) or taken from the revoking side (deduct).

Variants (option variant):
  standard  as above (the default).
  honors    the side that held all four trump honours (ace, king, queen, jack) scores four
            points more; three of the four score two.
  american  games go to seven points, and a single game is the match (no rubber).
  long      games go to ten points; rubber as usual.
  trumps    no card is turned up: the trump suit is fixed by rotation, hand by hand (hearts,
            clubs, diamonds, spades), and every fifth hand is played without trumps
            (no_trump_hand=true, the default; false rotates the four suits only).

Our conventions where the rules leave a case open:
  * The cut is not modelled: every shuffle is uniformly random.
  * Within a hand, revoke penalties are scored first, then the tricks, then honours. Once a side
    reaches game, whatever is still to score in that hand is dropped; points beyond the target
    do not carry over to the next game. Deducted revoke points are always taken.
  * Each revoke is penalised on its own (two revokes cost six points).
  * Honours count the cards as dealt (the turned-up card belongs to the dealer), and count even
    when the side stands one point short of game.
  * Games won, points scored over the whole match and the rubber decide the outcome; no money
    changes hands.
"""
