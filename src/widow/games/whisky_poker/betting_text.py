"""The rules of Whiskey Poker with betting in words (the part of ``widow rules whisky-poker`` for
``scoring=betting``)."""

BETTING_RULES = """\

WHISKEY POKER WITH BETTING  (whisky-poker with scoring=betting)

The same deal (five cards each and a widow, the widow taking its card just before the dealer's),
played for a pot instead of a pool: every player antes `ante` chips (default 1) before the deal,
from a buy-in of `chips` chips (default 20). The deal passes to the left after each hand; a player
with no chips left drops out. The match lasts `deals` hands (default one deal by each player) or
until one player holds every chip.

Order of a hand, always clockwise from the dealer's left:
  1. First betting round, after everyone has looked at their cards.
  2. Blind round, the widow face down. On your turn:
       exchange  trade your whole hand for the widow without seeing it first; your old hand
                 becomes the widow, still face down (you alone know what is in it).
       pass      keep your cards.
       knock     keep your cards; every other player gets one last turn of this round.
     The round ends when the turn comes back to the knocker, or after everyone has had one turn
     if nobody knocks. A knock here ends only this round.
  3. Second betting round.
  4. The widow is turned face up. On your turn:
       swap C W  put card C of your hand face up in the widow and take card W from it.
       swap all  trade your whole hand for the whole widow.
       knock     keep your cards; play ends when the turn comes back to you.
     There is no pass in this round before the knock.
  5. Third betting round, then the showdown: the best poker hand (no wild cards) takes the pot.

Betting (option structure): limit (default): bets and raises of `bet` chips (default 2) in the
first two rounds and twice that in the third, at most `cap` (default 4) bets and raises a round;
pot-limit or no-limit: the smallest bet is `bet`. The usual cardroom rules apply: a raise must be at
least the previous bet or raise, an all-in for less does not reopen the betting, an uncalled bet
goes back to its owner, all-ins make side pots, and a pot won without a call shows no cards.

Our conventions where the text leaves a case open:
  * Seat 0 deals the first hand.
  * Folding is possible only in a betting round; players all-in still trade cards with the widow.
  * After the knock with the widow face up, the other players may stand pat with pass
    (pass_after_knock=true, default) or must swap one card or all five (pass_after_knock=false).
  * A tie divides the pot equally; an odd chip goes to the tied player nearest the dealer's left.
"""
