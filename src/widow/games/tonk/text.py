"""The rules of Tonk in words, as ``widow rules tonk`` prints them."""

RULES = """\
TONK  (tonk; 2 to 4 players; one 52-card pack)

Aim: be the first to get rid of every card, by spreading, hitting and discarding; or hold the
lowest count when the hand ends another way. Aces count one, kings, queens, jacks and tens ten,
the other cards their number.

The deal: five cards each, one at a time from the dealer's left. The next card is turned face up
beside the stock (the upcard) and starts the discard pile. Seat 0 gets the first deal's first
card (the last seat deals first); the deal then passes to the left after every hand.

Tonk on the deal (deal_tonk, default on): a dealt hand counting exactly 50, or 11 or less, is
shown at once and wins: everyone pays its holder two stakes. Two or more such hands make the hand
a draw with nothing paid. Declaring can never cost anything, so it is always made.

A turn, from the dealer's left round to the left:
  drop          before drawing (on any turn, the first included): show your hand, betting that its
                count is the lowest. Every hand is shown.
  draw / take   the top card of the stock, or the top card of the discard pile. The card taken
                from the pile may not be thrown straight back (discard_taken=true allows it);
                it always may when it is the last card you hold.
  spread CARDS  lay a spread face up in front of you: three or four of a rank, or three or more
                of one suit in sequence; an ace is low (A-2-3) or high (Q-K-A), never both
                (K-A-2 is no run). Laying spreads down is optional. Spreads are numbered 1, 2, ...
                as they are laid.
  hit CARD on N add a card from your hand to spread N, yours or anyone's: the fourth of a set,
                or the next card at either end of a run. Cards never move between spreads.
  discard CARD  ends the turn.
A player whose spread was hit by someone else may not spread or hit on their next turn
(hit_lock, default on); that includes slapping.

Slaps (slaps, default on): when a discard fits a spread on the table, every other player may
slap it. Each decides in secret (slap or pass), asked in turn from the discarder's left; the
choices are shown together. Of several slappers the one whose hand lands at the bottom wins:
with slap_ties=first (default) that is the first of them in that order, with slap_ties=last the
last. The slapper takes the card, plays it to a spread at once (hit CARD on N) and goes on with
a turn as usual (spread, hit, discard) without drawing; play then continues from the slapper's
left, skipping the players in between.

The end of a hand (stake: the value of a stake, default 1):
  * Running out: discarding your last card. Everyone pays you one stake.
  * Tonking out: getting rid of your last card by spreading or hitting, before discarding.
    Everyone pays you two stakes.
  * A drop: if the dropper's count is below everyone else's, everyone pays the dropper one
    stake. Otherwise the dropper is caught and pays one stake to every player whose count is
    equal or lower; and besides, everyone else pays one stake to the lowest player (each of
    them when several tie for lowest; a caught dropper is never paid). caught_pays=catchers
    keeps only the dropper's payments.
  * The stock runs out: once the last card of the stock has been drawn and that turn (and any
    slap after it) is over, every hand is shown; the lowest count is paid one stake by everyone
    else. A tie for lowest is a draw: nothing is paid.
  The count of a shown hand (count_held): "unmatched" (default, as the text has it) counts only
  the cards left over once the hand is arranged into spreads; "all" counts every card held.
  Cards that could hit a spread on the table still count.

The match: `hands` hands (default 4). Everyone starts with `chips` chips (default 100); a balance
may go below zero (settled in money at the end). Most chips wins. Played for no money, each hand
is a game of its own: hands=1, and the player placed first won it.
"""
