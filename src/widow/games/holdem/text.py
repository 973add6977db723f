"""The rules of Hold'em and Pineapple in words, as ``widow rules`` prints them."""

_BETTING = """\
Betting (option betting; see docs/betting.md for every rule):
  no-limit (default)  bet or raise any amount from the minimum up to all your chips.
  pot-limit           a raise may be at most the pot after your call.
  limit               bets and raises are exactly small_bet (pre-flop and flop) or big_bet
                      (turn and river); at most raise_cap bets and raises a round (default 4).
  The smallest bet is the big blind (no-limit, pot-limit: option small_bet changes it). A raise
  must be at least as large as the largest bet or raise of the round so far. An all-in that is
  not a full raise does not reopen the betting for players who have already acted. Chips that
  nobody calls go back to their owner. You may fold only when facing a bet.
  Actions: fold, check, call, bet N, raise to N (your total bet in the round), all-in.

Forced bets: small_blind and big_blind (default 1 and 2), and an ante from everyone (default 0).
  With two players the dealer posts the small blind and acts first before the flop, last after.
  A game may use antes instead of blinds (small_blind=0 big_blind=0 ante=N); then the player to
  the dealer's left acts first in every round.

Table stakes: each player buys in for `stack` chips (default 200), or `stacks` seat by seat
  ("200,50,400"); only the chips on the table play. A player who cannot cover a bet goes all-in
  for what is left; side pots form among those who put in more, and each pot goes to the best
  hand among those who contributed to it. The match lasts `hands` hands (default 10) or until
  one player holds every chip; the button moves one seat to the left each hand, and seat 0
  deals first. A player with no chips left is out.

Showdown: if everyone else folds, the last player takes the pot without showing. Otherwise
  everyone still in shows, the best five-card poker hand from hole cards and board wins, and a
  tie splits the pot; odd chips go to the first winner clockwise from the dealer's left
  (odd_chips=one-each: one each to the first winners in that order).
"""

HOLDEM_RULES = f"""\
TEXAS HOLD'EM  (holdem; 2 to 10 players; 52 cards)

Aim: win chips by holding the best five-card poker hand made from your two hole cards and five
shared board cards, or by betting so that everyone else folds.

A hand: the blinds (and antes) are posted; everyone gets two cards face down, one at a time from
the dealer's left. A betting round follows, opened by the player left of the big blind. Then a
card is burned and three board cards are turned (the flop), a betting round; a burn and a fourth
card (the turn), a betting round; a burn and a fifth card (the river), a last betting round, then
the showdown. After the flop the player nearest the dealer's left who is still in acts first.
Option burn=false turns the burn cards off.

{_BETTING}"""

PINEAPPLE_RULES = f"""\
PINEAPPLE  (pineapple; 2 to 8 players; 52 cards)

Played like Texas Hold'em (see `widow rules holdem`), but everyone is dealt three hole cards and
discards one of them face down in the middle of the hand, keeping two. At the showdown the best
five-card hand from the two kept cards and the five board cards wins.

Variants (option variant):
  pineapple (default)  the discards are made after the pre-flop betting, before the flop; each
                       player in turn from the dealer's left discards one card.
  crazy                Crazy Pineapple: the three cards are kept through the pre-flop and flop
                       betting; the discards are made just before the turn is dealt.
  crazy-hi-lo          Crazy Pineapple Hi-Lo, eight or better: the pot is split between the best
                       high hand and the best ace-to-five low hand with no card above an eight
                       (straights and flushes do not spoil a low; any five of the seven cards).
                       If nobody has such a low, the high hand takes it all. The odd chip of the
                       split goes to the high half.

Players who are all-in still discard. The game is usually played with limit betting; every
structure below is available.

{_BETTING}"""
