"""The rules of Whisky Poker in words, as ``widow rules whisky-poker`` prints them."""

from widow.games.whisky_poker.betting_text import BETTING_RULES

RULES = """\
WHISKY POKER  (whisky-poker; 2 to 9 players; 52 cards, no jokers)

Aim: hold the best five-card poker hand (standard ranking, no wild cards) when the hands are shown,
by trading cards with a spare hand on the table, the widow.

Dealer: everyone draws a card from a shuffled pack; the lowest card deals (aces count low), and
players who tie for lowest draw again. After each deal the deal passes to the left.

Deal: cards go out one at a time, clockwise, starting with the dealer's left-hand neighbour. One
hand more than there are players is dealt; the widow receives its card just before the dealer in
every round. Everyone gets five cards and the widow stays face down.

Play goes clockwise from the dealer's left.
  Phase 1 (widow face down), on your turn:
    pass      keep your cards; you may still exchange later.
    exchange  take the widow without looking at it first; your old hand goes face up in its place
              and phase 2 begins with the next player.
    knock     keep your cards and give up exchanging; play stops before your next turn.
  If nobody exchanges, the widow is turned face up as soon as the dealer has passed or knocked, and
  phase 2 begins with the dealer's left-hand neighbour.
  Phase 2 (widow face up), on your turn:
    swap C W  put card C of your hand face up in the widow and take card W from it.
    swap all  trade your whole hand for the whole widow.
    knock     keep your cards; play stops before your next turn.
  After the first knock every other player has exactly one more turn, then all hands are shown.

Scoring (option scoring):
  pool (default)  before each deal every player antes one chip; the best hand takes the pool.
                  The match lasts `deals` deals (default: one deal by each player); players start
                  with `chips` chips (default 20) worth `chip_value` each.
  lives           each player starts with `lives` chips (default 5), no antes; the lowest hand pays
                  one chip into the pool. The first player to lose every chip loses the match (and
                  pays for the whisky), which ends it.

Our conventions where the rules leave a case open:
  * Ace low when drawing for the first deal; ties for lowest draw again from a fresh pack.
  * A tie for best hand splits the pool evenly; odd chips stay in the pool for the next deal,
    except after the last deal, when they go to the tied winner nearest the dealer's left.
  * A tie for lowest hand (lives): every tied player pays a chip (low_tie=all, default), or the tied
    players draw off (low_tie=draw): their cards are shuffled together, each draws one in turn,
    and the lowest card pays (ace high; equal ranks draw again).
  * A showdown at which every hand is equal has no lowest hand (lives): nobody pays and the next
    deal follows (all_tie=void, default). With all_tie=settle the tie is settled as low_tie says;
    if every player then loses their last life at once, they all lose the match together (and
    share the whisky) and nobody wins it.
  * Only one knock per deal. After it, a player still in phase 1 may pass or exchange. A player
    in phase 2 may swap one, swap all, or pass to stand pat (pass_after_knock=true, default);
    with pass_after_knock=false that phase-2 turn must be a swap of one card or of all five.
  * In phase 2 there is no pass before the knock: you must swap or knock.
  * A knock in phase 1 stands when a later player exchanges: play still ends before the
    knocker's next turn, and the players in between play phase 2.
  * The dealer may knock in phase 1: the widow is turned face up and every other player has one
    more turn in phase 2 before the showdown.
  * The cut is not modelled: every shuffle is uniformly random.
"""

#: With scoring=betting the same game is played for pots: its procedure follows the above.
RULES += BETTING_RULES
