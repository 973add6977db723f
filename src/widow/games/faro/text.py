"""The rules of Faro in words, as ``widow rules faro`` prints them."""

RULES = """\
FARO  (faro; 2 to 8 players: one banker, the others punt; 52 cards)

The banker is the last seat, or seat `banker_seat`; the punters play in turn from the banker's
left.

Aim: bet on the ranks that will be dealt as winning cards (or, coppered, as losing ones).

The layout: thirteen cards, one of each rank, in two rows with the seven alone at the end:
    A  2  3  4  5  6
                      7
    K  Q  J  10 9  8
Bets are made in units of `unit` chips (default 2; always even) up to `max_units` units on one bet
(default 5). A bet covers:
  a single card (bet 9); two cards side by side or one above the other (bet 3-J, bet 3-4);
  two cards of a row with one between (bet T-Q); three cards round an inside corner (bet 4-9-T);
  the four cards round a point (bet 5-6-8-9); two cards diagonally across a corner (bet 3-T);
  or the next turn: even (the winning card is even), odd, high (the winning card beats the losing
  one; ace low, king high).
Add "copper" to bet that the cards lose instead (bet 9 copper).

The deal: the pack is shuffled into the dealing box and its top card, the soda, is shown and set
aside. Before each turn every punter in order changes their bets as they like, then says done:
  bet PLACE [copper]   one more unit there        take PLACE [copper]   your bet there back
  call L-W-H           (last turn only) see below done                  no more changes now
A punter makes at most `max_moves` changes before one turn (default 10; each unit put on, bet
taken back or call is one) and the last of them ends the punter's betting, so the dealer never
waits forever; bets stay on the layout from one turn to the next, to be built up over turns.
Then the banker deals the turn (deal): the first card is the banker's card and loses, the second
is the player's card and wins.
  * A bet on the losing rank goes to the bank; a bet on the winning rank is paid even money and
    stays on the layout. Coppered bets the other way round.
  * A bet covering several cards wins or loses if one of its cards does, and pushes (stays, no
    money) when one of its cards wins and another loses; cards not in the turn leave it alone.
  * Even, odd and high card are settled on the next turn and come off the layout.
  * A split (both cards of one rank): the bank takes half of every bet on that rank (and of even,
    odd and high card); the other half goes back to the punter and the bet comes off.
  * The casekeeper, which everyone sees, counts the cards of each rank already out.
Calling the turn: when three cards are left (the last turn and the hoc card), the casekeeper shows
which they are; a punter may call the order they come in (banker's card, player's card, hoc): four
to one, or two to one on a cat-hop (two of the three of one rank). Three of a kind: no calls.
After the last turn the pack is shuffled again for the next of `deals` deals (default 1); at the
end every bet still on the layout goes back to its punter.

Everyone starts with `chips` chips (default 200); a balance may go below zero (settled in money at
the end). Most chips wins. The hoc card itself settles no bet.
"""
