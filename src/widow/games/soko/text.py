"""The rules of Soko in words, as ``widow rules soko`` prints them."""

SOKO_RULES = """\
SOKO, or CANADIAN STUD  (soko; 2 to 10 players; 52 cards)

Aim: win chips with the best five-card hand, or by betting so that everyone else folds. Soko is
five-card stud with two extra hands: the four flush (four cards of one suit and an odd card) and
the four straight (four ranks in a row and an odd card). From the top: royal flush, straight
flush, four of a kind, full house, flush, straight, three of a kind, two pair, four flush, four
straight, one pair, high card.

A hand: everyone antes (option ante, default 1) and is dealt one card face down, then one face
up, one at a time from the dealer's left.
  Round 1: the lowest up-card (aces high; a tie goes to the player nearest the dealer's left)
    must open: either the bring-in, half the smallest bet (rounded down), or a full bet. After a
    bring-in the others may fold, call it, or complete it to a full bet; the bring-in player
    acts last and may still complete.
  Then everyone still in gets a third card face up, and a betting round follows; a fourth card
  and a round; a fifth card and the last round. Each of these rounds is opened by the player
  with the lowest showing hand (pairs beat high cards; with four up-cards a four flush or a four
  straight counts; ties to the player nearest the dealer's left); if that player is all-in, the
  next player clockwise opens.
  Limits: the first round's limit is small_bet (default 2). The second round's is doubled if any
  player still in shows a pair among the two up-cards; the third and fourth rounds' are always
  doubled.
  Showdown: everyone still in turns up the hole card; the best Soko hand wins, ties split.

Betting (option betting):
  limit (default)  bets and raises are exactly the round's limit; at most raise_cap (default 4)
                   bets and raises a round, the bring-in not counted.
  pot-limit        a raise may be at most the pot after your call; the limit is the smallest bet.
  no-limit         any amount from the smallest bet up to all your chips.
  A raise is at least the largest bet or raise of the round so far. An all-in that is not a full
  raise does not reopen the betting. Chips nobody calls go back. Fold only when facing a bet.
  Actions: bring-in, fold, check, call, bet N, raise to N (your total bet this round), all-in.

Table stakes: each player buys in for `stack` chips (default 100) or `stacks` seat by seat; only
  the chips on the table play, a player short of a bet goes all-in and side pots form. The match
  lasts `hands` hands (default 10) or until one player holds every chip; the deal moves left
  each hand, seat 0 deals first. Odd chips of a split pot go to the first winner clockwise from
  the dealer's left (odd_chips=one-each: one each). A pot won uncontested is taken unseen.
"""
